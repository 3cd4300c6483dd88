#!/bin/sh
# embed.sh: kernels compiled at build time. heddle-nvcc stores each object's and program's
# kernels in it (bin/heddle-embed), so the first run compiles nothing: the programs here run
# with a C compiler that always fails first on PATH (cc, the name in the objects' key) and a
# cache directory that must stay empty (-rdc programs too: their module is made at the link).
# Objects from another machine or compiler (another key) and damaged sections fall back to
# compiling at the launch. Prints "N passed, M failed".
cd "$(dirname "$0")/../.." || exit 1
# kernels compiled for launch shapes would add cache entries and compilations these checks count
export HEDDLE_SPECIALIZE=off
T=$(mktemp -d /tmp/heddle-embed.XXXXXX)
trap 'rm -rf "$T"' EXIT
HN=bin/heddle-nvcc
pass=0 fail=0
ok()  { pass=$((pass + 1)); echo "PASS $1"; }
bad() { fail=$((fail + 1)); echo "FAIL $1"; [ -s "$T/log" ] && tail -20 "$T/log" | sed 's/^/    /'; }
unset HEDDLE_EMBED
SAN_ENV=""
case "${HEDDLE_SAN:-}" in
  asan) SAN_ENV="LD_LIBRARY_PATH=$PWD/lib-asan LD_PRELOAD=$(cc -print-file-name=libasan.so) ASAN_OPTIONS=detect_leaks=1:abort_on_error=0" ;;
  tsan) SAN_ENV="LD_LIBRARY_PATH=$PWD/lib-tsan LD_PRELOAD=$(cc -print-file-name=libtsan.so) TSAN_OPTIONS=halt_on_error=1:exitcode=66" ;;
esac

make -s all >"$T/log" 2>&1 || { bad "make all"; echo "0 passed, 1 failed"; exit 1; }

mkdir -p "$T/fakecc" && printf '#!/bin/sh\necho "fake cc: no compiling here" >&2\nexit 1\n' >"$T/fakecc/cc" && chmod +x "$T/fakecc/cc"
has_section() { readelf -S -W "$1" 2>/dev/null | grep -q '\.heddle_kernels'; }
# nocc NAME BIN WANT: BIN prints WANT without compiling anything
nocc() {
    rm -rf "$T/cache"
    if env $SAN_ENV PATH="$T/fakecc:$PATH" HEDDLE_CACHE="$T/cache" timeout 120 "$2" >"$T/log" 2>&1 && grep -q "$3" "$T/log" &&
       [ -z "$(ls "$T/cache" 2>/dev/null)" ]; then ok "$1"; else bad "$1"; fi
}

# one step: the program carries its kernels
if $HN -O2 tests/cuda/two_kernels.cu -o "$T/one" >"$T/log" 2>&1 && has_section "$T/one"; then
    nocc "one-step build runs without a C compiler" "$T/one" "^PASS two_kernels"
else bad "one-step build has no .heddle_kernels"; fi

# -c, then link: each object carries its kernels, the linker keeps both
if $HN -O2 -c tests/cuda/two_kernels.cu -o "$T/a.o" >"$T/log" 2>&1 && has_section "$T/a.o" &&
   $HN -O2 -c tests/cuda/vector_add.cu -o "$T/b.o" >"$T/log" 2>&1 && has_section "$T/b.o" &&
   $HN "$T/a.o" -o "$T/sep_a" >"$T/log" 2>&1 && $HN "$T/b.o" -o "$T/sep_b" >"$T/log" 2>&1; then
    nocc "objects built with -c carry their kernels into the program" "$T/sep_a" "^PASS two_kernels"
    nocc "... (a second object)" "$T/sep_b" "^PASS vector_add"
else bad "-c objects"; fi
# --output-file=: the object named there
if $HN -c tests/cuda/vector_add.cu --output-file="$T/of.o" >"$T/log" 2>&1 && has_section "$T/of.o"; then
    ok "--output-file="; else bad "--output-file="; fi
# -c without -o: the object named after the source
if (cd "$T" && "$OLDPWD/$HN" -c "$OLDPWD/tests/cuda/vector_add.cu") >"$T/log" 2>&1 && has_section "$T/vector_add.o"; then
    ok "-c without -o"; else bad "-c without -o"; fi

# builds share the kernel cache with runs: a second build of the same kernels compiles nothing
if HEDDLE_CACHE="$T/shared" $HN tests/cuda/two_kernels.cu -o "$T/c1" >"$T/log" 2>&1 && ls "$T/shared"/*.so >/dev/null 2>&1 &&
   PATH="$T/fakecc:$PATH" HEDDLE_CACHE="$T/shared" $HN tests/cuda/two_kernels.cu -o "$T/c2" >"$T/log" 2>&1 &&
   has_section "$T/c2" && ! grep -q 'fake cc' "$T/log"; then
    nocc "a second build takes the kernels from the cache" "$T/c2" "^PASS two_kernels"
else bad "a second build takes the kernels from the cache"; fi

# heddle-embed --ptx: a module's kernels into the cache alone (the PTX as a build makes it:
# -lineinfo); a build that finds them there
# embeds them without compiling (HEDDLE_EMBED_EARLY=0: no early compilation of its own)
if $HN -lineinfo -ptx tests/cuda/two_kernels.cu -o "$T/k.ptx" >"$T/log" 2>&1 &&
   HEDDLE_CACHE="$T/pc" bin/heddle-embed --ptx "$T/k.ptx" >"$T/log" 2>&1 && [ "$(ls "$T/pc" | grep -c '\.so$')" = 2 ] &&
   PATH="$T/fakecc:$PATH" HEDDLE_CACHE="$T/pc" HEDDLE_EMBED_EARLY=0 $HN tests/cuda/two_kernels.cu -o "$T/p1" >"$T/log" 2>&1 &&
   has_section "$T/p1" && ! grep -q 'fake cc' "$T/log"; then
    nocc "heddle-embed --ptx fills the cache a build embeds from" "$T/p1" "^PASS two_kernels"
else bad "heddle-embed --ptx fills the cache a build embeds from"; fi
# a one-source build compiles its kernels early, from a device-only nvcc's PTX, while nvcc
# builds the host side (HEDDLE_EMBED_EARLY=1: also on fewer than 4 cores); not with
# HEDDLE_EMBED_EARLY=0, nor for two sources
if HEDDLE_CACHE="$T/early" HEDDLE_EMBED_EARLY=1 $HN -v tests/cuda/two_kernels.cu -o "$T/e1" >"$T/log" 2>&1 &&
   grep -q 'heddle-embed --ptx' "$T/log" && grep -q -- '-ptx -o' "$T/log" && has_section "$T/e1" &&
   [ "$(ls "$T/early" | grep -c '\.so$')" = 2 ] &&
   HEDDLE_CACHE="$T/early2" HEDDLE_EMBED_EARLY=0 $HN -v tests/cuda/two_kernels.cu -o "$T/e2" >"$T/log" 2>&1 &&
   ! grep -q 'heddle-embed --ptx' "$T/log" &&
   HEDDLE_CACHE="$T/early3" HEDDLE_EMBED_EARLY=1 $HN -v -c tests/cuda/two_kernels.cu tests/cuda/vector_add.cu -odir "$T" >"$T/log" 2>&1 &&
   ! grep -q 'heddle-embed --ptx' "$T/log"; then
    nocc "early kernel compilation" "$T/e1" "^PASS two_kernels"
else bad "early kernel compilation"; fi

# HEDDLE_EMBED=0: nothing stored, so the same run must fail to compile (the check above is real)
if HEDDLE_EMBED=0 $HN -O2 tests/cuda/two_kernels.cu -o "$T/none" >"$T/log" 2>&1 && ! has_section "$T/none"; then
    rm -rf "$T/cache"
    if env $SAN_ENV PATH="$T/fakecc:$PATH" HEDDLE_CACHE="$T/cache" timeout 120 "$T/none" >"$T/log" 2>&1; then bad "HEDDLE_EMBED=0 ran without compiling"
    else ok "HEDDLE_EMBED=0 leaves the kernels to the first run"; fi
else bad "HEDDLE_EMBED=0 build"; fi

# objects for another compiler (their key differs): compiled at the launch, and the run passes
if env $SAN_ENV HEDDLE_CC=gcc HEDDLE_CACHE="$T/cache2" timeout 300 "$T/one" >"$T/log" 2>&1 && grep -q "^PASS two_kernels" "$T/log" &&
   ls "$T/cache2"/*.so >/dev/null 2>&1; then ok "another compiler's key: compiled at the launch"
else bad "another compiler's key"; fi

# a damaged section: the objects are not loaded, the kernels are compiled
if [ -x "$T/one" ]; then
    cp "$T/one" "$T/damaged"
    objcopy --dump-section .heddle_kernels="$T/sec" "$T/damaged" && sz=$(stat -c %s "$T/sec") &&
    head -c 200 "$T/sec" > "$T/sec2" && head -c $((sz - 200 - 64)) /dev/urandom >> "$T/sec2" && tail -c 64 "$T/sec" >> "$T/sec2" &&
    objcopy --update-section .heddle_kernels="$T/sec2" "$T/damaged"
    if env $SAN_ENV HEDDLE_CACHE="$T/cache3" timeout 300 "$T/damaged" >"$T/log" 2>&1 && grep -q "^PASS two_kernels" "$T/log"; then
        ok "a damaged section falls back to compiling"; else bad "damaged section"; fi
fi

# -rdc: the objects' PTX is one module, made at the link: -dc objects carry nothing, the
# program all of that module's kernels, whichever order the objects are linked in
if $HN -rdc=true tests/rdc/main.cu tests/rdc/lib.cu -o "$T/rdc" >"$T/log" 2>&1 && has_section "$T/rdc"; then
    nocc "-rdc: the linked module's kernels are stored" "$T/rdc" "^PASS rdc"
else bad "-rdc one step"; fi
if $HN -dc tests/rdc/main.cu -o "$T/rmain.o" >"$T/log" 2>&1 && $HN -dc tests/rdc/lib.cu -o "$T/rlib.o" >"$T/log" 2>&1 &&
   ! has_section "$T/rmain.o" && $HN "$T/rlib.o" "$T/rmain.o" -o "$T/rdc2" >"$T/log" 2>&1 && has_section "$T/rdc2"; then
    nocc "-rdc: -dc objects linked (lib first)" "$T/rdc2" "^PASS rdc"
else bad "-rdc -dc objects"; fi

# -v: a line per kernel with its size and time
if $HN -v tests/cuda/two_kernels.cu -o "$T/verbose" >"$T/log" 2>&1 && grep -q 'heddle-embed: .* s .* KB of C' "$T/log"; then
    ok "-v prints each kernel's compilation"; else bad "-v"; fi

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
