# heddle: CUDA on the CPU. `make` builds lib/libheddle.so and bin/heddle-nvcc;
# `make run` builds and runs the bundled examples; `make test` runs the test suite;
# `make asan` / `make tsan` run the suite under sanitizers; `make fuzz` runs the fuzzers.
# The CUDA toolkit, front-end only: tools/find-cuda.sh says which ($CUDA_HOME if it holds one,
# ...; `make deps` fetches one if there is none). Evaluated when used, after deps.
CUDA_DIR  = $(shell sh tools/find-cuda.sh || echo /usr/local/cuda)
CC       ?= cc
SAN      ?=
OPT      ?= -O2 -g
CFLAGS   += -std=gnu11 $(OPT) -fPIC -Wall -Wextra -Wshadow -Wmissing-prototypes -Wno-unused-parameter \
            -Iinclude -Isrc/util -Isrc/compiler -Isrc/runtime -I$(CUDA_DIR)/include -DHEDDLE_ROOT='"$(abspath .)"' $(SAN)
LDLIBS    = -ldl -lpthread -lm
BUILD    ?= build
LIBDIR   ?= lib

# The three layers (docs/ARCHITECTURE.md): the compiler (PTX -> C), the runtime (modules,
# memory, streams, pool, graphs) and the API (thin cuda* entry points over the runtime).
UTIL      = src/util/util.c
COMPILER  = src/compiler/ptx_lex.c src/compiler/ptx_parse.c src/compiler/ptx_ops.c src/compiler/cfg.c \
            src/compiler/emit_inst.c src/compiler/emit.c src/compiler/compile.c
RUNTIME   = src/runtime/fatbin.c src/runtime/embed.c src/runtime/jit.c src/runtime/rt_err.c src/runtime/rt_sync.c src/runtime/rt_mem.c src/runtime/rt_tex.c \
            src/runtime/rt_pool.c src/runtime/rt_fiber.c src/runtime/rt_stream.c src/runtime/rt_event.c src/runtime/rt_device.c \
            src/runtime/rt_module.c src/runtime/rt_launch.c src/runtime/rt_work.c src/runtime/rt_memops.c \
            src/runtime/rt_graph.c src/runtime/rt_check.c src/runtime/rt_spec.c
API       = src/api/cuda_error_device.c src/api/cuda_memory.c src/api/cuda_stream_event.c src/api/cuda_launch.c \
            src/api/cuda_graph.c src/api/cuda_texture.c src/api/abi.c
LIBSRC    = $(UTIL) $(COMPILER) $(RUNTIME) $(API)
LIBOBJ    = $(LIBSRC:src/%.c=$(BUILD)/%.o) $(BUILD)/prelude.o $(BUILD)/stubs.o
# The library exports only the CUDA API and nvcc's ABI (the version script); heddle's own
# tools link the internals from a static archive of the same objects.
LIBMAP    = src/api/libheddle.map

# Three forms of the one runtime: lib/libheddle_static.a, what heddle-nvcc links by default
# (as nvcc links cudart_static); lib/libheddle.so (-cudart=shared); lib/libcudart.so.13, the
# same library under the name and symbol version of NVIDIA's, so a program nvcc built with
# -cudart=shared runs on heddle unchanged (bin/heddle-run).
# Build systems that name NVIDIA's libraries themselves (CMake's CUDA_RUNTIME_LIBRARY links
# -lcudart or -lcudart_static, and -lcudadevrt, from the compiler's library directory) find
# heddle's there: libcudart.so and libcudart_static.a are linker scripts that take the static
# runtime (a shared one would need an rpath those systems do not give), libcudadevrt.a is empty.
LINKNAMES = $(LIBDIR)/libcudart.so $(LIBDIR)/libcudart_static.a $(LIBDIR)/libcudadevrt.a
all: lib/libheddle.so lib/libheddle_static.a lib/libcudart.so.13 $(LINKNAMES) bin/heddle-nvcc bin/heddle-ptx bin/heddle-embed bin/heddle-run bin/heddle

# Debian packages the build needs (installed only when missing).
deps:
	@sh tools/setup.sh

$(BUILD)/%.o: src/%.c src/*/*.h include/*.h | $(BUILD)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c $< -o $@
$(BUILD):
	mkdir -p $@
$(BUILD)/prelude.c: include/heddle_abi.h include/heddle_prelude.h tools/mkprelude.sh | $(BUILD)
	sh tools/mkprelude.sh include/heddle_abi.h include/heddle_prelude.h > $@
$(BUILD)/prelude.o: $(BUILD)/prelude.c
	$(CC) $(CFLAGS) -c $< -o $@
$(BUILD)/stubs.c: tools/mkstubs.sh | $(BUILD)
	sh tools/mkstubs.sh $(CC) $(CUDA_DIR)/include > $@
$(BUILD)/stubs.o: $(BUILD)/stubs.c
	$(CC) $(CFLAGS) -Wno-missing-prototypes -c $< -o $@

$(LIBDIR)/libheddle.so: $(LIBOBJ) $(LIBMAP)
	@mkdir -p $(LIBDIR)
	$(CC) -shared $(SAN) -Wl,-soname,libheddle.so -Wl,--version-script=$(LIBMAP) -o $@ $(LIBOBJ) $(LDLIBS)
# The static runtime is one relocatable object whose only global symbols are the API's,
# so a program may define any name heddle uses inside (as with the shared library).
$(LIBDIR)/libheddle_static.a: $(LIBOBJ)
	@mkdir -p $(LIBDIR)
	$(LD) -r -o $(BUILD)/heddle_static.o $(LIBOBJ)
	objcopy --wildcard --keep-global-symbol='cuda[A-Z]*' --keep-global-symbol='__cuda[A-Z]*' $(BUILD)/heddle_static.o
	rm -f $@
	ar rcs $@ $(BUILD)/heddle_static.o
$(LIBDIR)/libcudart.so $(LIBDIR)/libcudart_static.a:
	@mkdir -p $(LIBDIR)
	echo 'INPUT(-lheddle_static -lm -lpthread -ldl)' > $@
$(LIBDIR)/libcudadevrt.a:
	@mkdir -p $(LIBDIR)
	rm -f $@ && ar rcs $@
$(LIBDIR)/libcudart.so.13: $(LIBOBJ) src/api/libcudart.map
	@mkdir -p $(LIBDIR)
	$(CC) -shared $(SAN) -Wl,-soname,libcudart.so.13 -Wl,--version-script=src/api/libcudart.map -o $@ $(LIBOBJ) $(LDLIBS)
$(BUILD)/libheddle-internal.a: $(LIBOBJ)
	rm -f $@
	ar rcs $@ $(LIBOBJ)

bin/heddle-nvcc: driver/heddle-nvcc.c
	@mkdir -p bin
	$(CC) $(CFLAGS) -DHEDDLE_CUDA_HOME='"$(CUDA_DIR)"' -o $@ $<

bin/heddle-embed: tools/heddle-embed.c $(BUILD)/libheddle-internal.a
	@mkdir -p bin
	$(CC) $(CFLAGS) -o $@ $< $(BUILD)/libheddle-internal.a $(LDLIBS)

bin/heddle-run: tools/heddle-run.sh
	@mkdir -p bin
	cp $< $@ && chmod +x $@

bin/heddle: tools/heddle.sh
	@mkdir -p bin
	cp $< $@ && chmod +x $@

bin/heddle-ptx: tools/heddle-ptx.c $(BUILD)/libheddle-internal.a
	@mkdir -p bin
	$(CC) $(CFLAGS) -o $@ $< $(BUILD)/libheddle-internal.a $(LDLIBS)

run: deps
	@$(MAKE) -s all
	@sh examples/run.sh

test: deps
	@$(MAKE) -s all
	@sh tests/run.sh

# The runtime under AddressSanitizer+UBSan / ThreadSanitizer; the programs and the JIT'd
# kernels stay as they are, the sanitizer runtime is preloaded (tests/run.sh).
# The compiler alone under the same sanitizers: every golden PTX input runs 20 times.
ASAN      = -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined
asan: deps all
	$(MAKE) -s BUILD=build-asan LIBDIR=lib-asan SAN='$(ASAN) -Wno-format-truncation' OPT='-O1 -g' lib-asan/libheddle.so
	$(CC) -std=gnu11 -O1 -g $(ASAN) -Iinclude -Isrc/util -Isrc/compiler -o build-asan/heddle-ptx \
	    tools/heddle-ptx.c $(UTIL) $(COMPILER) $(BUILD)/prelude.c
	HEDDLE_SAN=asan HEDDLE_PTX=build-asan/heddle-ptx REPEAT=20 sh tests/run.sh

tsan: deps all
	$(MAKE) -s BUILD=build-tsan LIBDIR=lib-tsan SAN='-fsanitize=thread' OPT='-O1 -g' lib-tsan/libheddle.so
	HEDDLE_SAN=tsan sh tests/run.sh

bench: all
	@sh bench/run.sh

bench-thrust: all
	@sh bench/thrust.sh

# The libFuzzer harnesses of fuzz/ (clang, ASan+UBSan), each run FUZZ_SECONDS on a corpus
# grown in $(FUZZ)/corpus from seeds that nvcc makes at build time (fuzz/seeds.sh) and the
# regression inputs of tests/fuzz; any finding stops make with the input in $(FUZZ)/artifacts.
FUZZ_SECONDS ?= 30
FUZZ_CC      ?= clang
FUZZ         ?= build-fuzz
FUZZ_SAN      = -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
FUZZ_RUN      = -max_total_time=$(FUZZ_SECONDS) -timeout=10 -rss_limit_mb=2048 -print_final_stats=1

fuzz: fuzz-build $(FUZZ)/seeds/.done
	@mkdir -p $(FUZZ)/corpus/ptx $(FUZZ)/corpus/fatbin $(FUZZ)/artifacts
	$(FUZZ)/fuzz_ptx $(FUZZ_RUN) -dict=fuzz/ptx.dict -artifact_prefix=$(FUZZ)/artifacts/ptx- \
	    $(FUZZ)/corpus/ptx $(FUZZ)/seeds/ptx $(wildcard tests/fuzz/ptx)
	$(FUZZ)/fuzz_fatbin $(FUZZ_RUN) -artifact_prefix=$(FUZZ)/artifacts/fatbin- \
	    $(FUZZ)/corpus/fatbin $(FUZZ)/seeds/fatbin $(wildcard tests/fuzz/fatbin)

fuzz-build: deps
	@sh tools/setup.sh --fuzz
	@$(MAKE) -s BUILD=$(FUZZ) CC=$(FUZZ_CC) OPT='-O1 -g' SAN='$(FUZZ_SAN)' $(FUZZ)/fuzz_ptx $(FUZZ)/fuzz_fatbin

# (reached through fuzz-build only, which sets BUILD, CC and SAN)
$(FUZZ)/fuzz_ptx: fuzz/fuzz_ptx.c $(UTIL:src/%.c=$(BUILD)/%.o) $(COMPILER:src/%.c=$(BUILD)/%.o) $(BUILD)/prelude.o
	$(CC) $(CFLAGS) -fsanitize=fuzzer -o $@ $^
$(FUZZ)/fuzz_fatbin: fuzz/fuzz_fatbin.c $(BUILD)/runtime/fatbin.o
	$(CC) $(CFLAGS) -fsanitize=fuzzer -o $@ $^ -ldl -lpthread

$(FUZZ)/seeds/.done: fuzz/seeds.sh tests/ptx/*.ptx tests/cuda/*.cu tests/unit/fatbin_*.cu tests/rdc/*.cu tests/driver/rdc_*.cu
	sh fuzz/seeds.sh $(FUZZ)/seeds
	@touch $@

# One code style (.clang-format, clang-format 14); tests/unit/format.sh checks it in make test.
format:
	@sh tools/format.sh
format-check:
	@sh tests/unit/format.sh

# make install PREFIX=dir: the driver and tools in bin/; the libraries in lib/heddle/ (not on the
# system's library path: libcudart.so.13 there is heddle's, for bin/heddle-run); heddle's kernel
# ABI headers in include/heddle/; pkg-config files for host code that calls the runtime API
# (heddle: static, heddle-shared: shared), whose Cflags name the CUDA headers heddle was built with.
PREFIX  ?= /usr/local
DESTDIR ?=
VERSION  = 0.1
install: all
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/lib/heddle $(DESTDIR)$(PREFIX)/include/heddle \
	    $(DESTDIR)$(PREFIX)/lib/pkgconfig
	install -m 755 bin/heddle bin/heddle-nvcc bin/heddle-run bin/heddle-ptx bin/heddle-embed $(DESTDIR)$(PREFIX)/bin/
	install -m 755 lib/libheddle.so lib/libcudart.so.13 $(DESTDIR)$(PREFIX)/lib/heddle/
	install -m 644 lib/libheddle_static.a $(LINKNAMES) $(DESTDIR)$(PREFIX)/lib/heddle/
	install -m 644 include/heddle_abi.h include/heddle_prelude.h $(DESTDIR)$(PREFIX)/include/heddle/
	for pc in heddle:-lheddle_static heddle-shared:-lheddle; do \
	  name=$${pc%%:*}; lib=$${pc#*:}; rpath=""; [ $$name = heddle-shared ] && rpath=' -Wl,-rpath,$${libdir}'; \
	  printf '%s\n' "prefix=$(PREFIX)" 'libdir=$${prefix}/lib/heddle' 'includedir=$${prefix}/include/heddle' \
	    "cudainclude=$(CUDA_DIR)/include" '' "Name: $$name" \
	    'Description: CUDA on the CPU: the CUDA runtime API for host code' "Version: $(VERSION)" \
	    'Cflags: -I$${includedir} -I$${cudainclude}' "Libs: -L\$${libdir} $$lib$$rpath -lpthread -ldl -lm" \
	    > $(DESTDIR)$(PREFIX)/lib/pkgconfig/$$name.pc; \
	done

clean:
	rm -rf build build-asan build-tsan build-fuzz lib lib-asan lib-tsan bin

.PHONY: all deps install run test asan tsan bench bench-thrust fuzz fuzz-build clean format format-check
