# heddle: CUDA on the CPU. `make` builds lib/libheddle.so and bin/heddle-nvcc;
# `make run` builds and runs the bundled examples; `make test` runs the test suite;
# `make asan` / `make tsan` run the suite under sanitizers.
CUDA_HOME ?= $(shell d=$$(dirname $$(dirname $$(command -v nvcc 2>/dev/null || echo /usr/local/cuda/bin/nvcc))); echo $$d)
CC       ?= cc
SAN      ?=
OPT      ?= -O2 -g
CFLAGS   += -std=gnu11 $(OPT) -fPIC -Wall -Wextra -Wshadow -Wmissing-prototypes -Wno-unused-parameter \
            -Iinclude -Isrc/util -Isrc/compiler -Isrc/runtime -I$(CUDA_HOME)/include -DHEDDLE_ROOT='"$(abspath .)"' $(SAN)
LDLIBS    = -lzstd -llz4 -ldl -lpthread -lm
BUILD    ?= build
LIBDIR   ?= lib

# The three layers (docs/ARCHITECTURE.md): the compiler (PTX -> C), the runtime (modules,
# memory, streams, pool, graphs) and the API (thin cuda* entry points over the runtime).
UTIL      = src/util/util.c
COMPILER  = src/compiler/ptx_lex.c src/compiler/ptx_parse.c src/compiler/ptx_ops.c src/compiler/cfg.c \
            src/compiler/emit.c
RUNTIME   = src/runtime/fatbin.c src/runtime/jit.c src/runtime/rt_err.c src/runtime/rt_sync.c src/runtime/rt_mem.c \
            src/runtime/rt_pool.c src/runtime/rt_stream.c src/runtime/rt_event.c src/runtime/rt_device.c \
            src/runtime/rt_module.c src/runtime/rt_launch.c src/runtime/rt_work.c src/runtime/rt_memops.c \
            src/runtime/rt_graph.c
API       = src/api/cuda_error_device.c src/api/cuda_memory.c src/api/cuda_stream_event.c src/api/cuda_launch.c \
            src/api/cuda_graph.c src/api/abi.c
LIBSRC    = $(UTIL) $(COMPILER) $(RUNTIME) $(API)
LIBOBJ    = $(LIBSRC:src/%.c=$(BUILD)/%.o) $(BUILD)/prelude.o $(BUILD)/stubs.o

all: lib/libheddle.so bin/heddle-nvcc bin/heddle-ptx

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
	sh tools/mkstubs.sh $(CC) $(CUDA_HOME)/include > $@
$(BUILD)/stubs.o: $(BUILD)/stubs.c
	$(CC) $(CFLAGS) -Wno-missing-prototypes -c $< -o $@

$(LIBDIR)/libheddle.so: $(LIBOBJ)
	@mkdir -p $(LIBDIR)
	$(CC) -shared $(SAN) -Wl,-soname,libheddle.so -o $@ $(LIBOBJ) $(LDLIBS)

bin/heddle-nvcc: driver/heddle-nvcc.c
	@mkdir -p bin
	$(CC) $(CFLAGS) -o $@ $< 

bin/heddle-ptx: tools/heddle-ptx.c lib/libheddle.so
	@mkdir -p bin
	$(CC) $(CFLAGS) -o $@ $< -Llib -lheddle -Wl,-rpath,$(abspath lib) $(LDLIBS)

run: deps
	@$(MAKE) -s all
	@sh examples/run.sh

test: deps
	@$(MAKE) -s all
	@sh tests/run.sh

# The runtime under AddressSanitizer+UBSan / ThreadSanitizer; the programs and the JIT'd
# kernels stay as they are, the sanitizer runtime is preloaded (tests/run.sh).
asan: deps all
	$(MAKE) -s BUILD=build-asan LIBDIR=lib-asan SAN='-fsanitize=address,undefined -fno-omit-frame-pointer -Wno-format-truncation' OPT='-O1 -g' lib-asan/libheddle.so
	HEDDLE_SAN=asan sh tests/run.sh

tsan: deps all
	$(MAKE) -s BUILD=build-tsan LIBDIR=lib-tsan SAN='-fsanitize=thread' OPT='-O1 -g' lib-tsan/libheddle.so
	HEDDLE_SAN=tsan sh tests/run.sh

bench: all
	@sh bench/run.sh

clean:
	rm -rf build build-asan build-tsan lib lib-asan lib-tsan bin

.PHONY: all deps run test asan tsan bench clean
