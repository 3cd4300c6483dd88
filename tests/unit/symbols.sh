#!/bin/sh
# symbols.sh: lib/libheddle.so (and lib-$HEDDLE_SAN/ under `make asan`/`make tsan`) must export
# only the CUDA runtime API (cuda*) and nvcc's ABI (__cuda*), all of it; heddle-ptx and JIT'd
# kernels must not need internals; a program may define names heddle uses inside. Prints "N passed, M failed".
cd "$(dirname "$0")/../.." || exit 1
T=$(mktemp -d /tmp/heddle-symbols.XXXXXX)
trap 'rm -rf "$T"' EXIT
pass=0 fail=0
ok()  { pass=$((pass + 1)); echo "PASS $1"; }
bad() { fail=$((fail + 1)); echo "FAIL $1"; }

# what nvcc's host code calls (checked with nm -u on objects heddle-nvcc builds)
ABI="__cudaRegisterFatBinary __cudaRegisterFatBinaryEnd __cudaUnregisterFatBinary __cudaRegisterFunction
     __cudaRegisterVar __cudaRegisterManagedVar __cudaInitModule __cudaPushCallConfiguration
     __cudaPopCallConfiguration __cudaLaunchKernel __cudaLaunchKernel_ptsz __cudaGetKernel"

# check_lib LIB BUILD: the exported surface of LIB, built from BUILD's objects
check_lib() {
    lib=$1 build=$2
    if ! nm -D --defined-only "$lib" > "$T/nm" 2>&1; then bad "$lib: nm failed"; return; fi
    awk '$2 != "A" { sub(/@.*/, "", $3); print $3 }' "$T/nm" | sort -u > "$T/exported"  # A: a version node
    grep -v -E '^(__)?cuda[A-Z]' "$T/exported" > "$T/extra"
    if [ -s "$T/extra" ]; then
        bad "$lib exports $(wc -l < "$T/extra") symbols outside cuda*/__cuda*:"
        sed 's/^/    /' "$T/extra"
    else ok "$lib exports only cuda*/__cuda* ($(wc -l < "$T/exported") symbols)"; fi
    missing=""
    for s in $ABI cudaMalloc cudaLaunchKernel cudaMemcpy_ptds cudaStreamSynchronize_ptsz; do
        grep -qx "$s" "$T/exported" || missing="$missing $s"
    done
    # every weak stub generated from the toolkit's header (tools/mkstubs.sh)
    if [ -f "$build/stubs.c" ]; then
        for s in $(sed -n 's/^__attribute__((weak)) cudaError_t \(cuda[A-Za-z0-9_]*\)(.*/\1/p' "$build/stubs.c"); do
            grep -qx "$s" "$T/exported" || missing="$missing $s"
        done
    fi
    if [ -n "$missing" ]; then bad "$lib does not export:$missing"
    else ok "$lib exports nvcc's ABI and every cuda* entry point of the toolkit header"; fi
}

check_lib lib/libheddle.so build
check_lib lib/libcudart.so.13 build

# NVIDIA's name and symbol version: what a program nvcc linked with -cudart=shared asks for
if readelf -d lib/libcudart.so.13 | grep -q 'SONAME.*\[libcudart.so.13\]' &&
   nm -D --defined-only lib/libcudart.so.13 | grep -q ' cudaMalloc@@libcudart.so.13$'; then
    ok "lib/libcudart.so.13 has soname libcudart.so.13 and version node libcudart.so.13"
else bad "lib/libcudart.so.13: soname or symbol version"; fi

# the static runtime: one object whose global symbols are the same API, so a program may
# define any of heddle's internal names
nm -g --defined-only lib/libheddle_static.a 2>/dev/null | awk 'NF == 3 { print $3 }' | sort -u > "$T/static"
grep -v -E '^(__)?cuda[A-Z]' "$T/static" > "$T/extra"
if [ ! -s "$T/static" ]; then bad "lib/libheddle_static.a: no symbols"
elif [ -s "$T/extra" ]; then bad "lib/libheddle_static.a defines $(wc -l < "$T/extra") globals outside cuda*/__cuda*"; head "$T/extra"
else ok "lib/libheddle_static.a defines only cuda*/__cuda* ($(wc -l < "$T/static") symbols)"; fi
nm -D --defined-only lib/libheddle.so | awk '{ sub(/@.*/, "", $3); print $3 }' | sort -u | comm -23 - "$T/static" > "$T/missing"
if [ -s "$T/missing" ]; then bad "lib/libheddle_static.a lacks $(tr '\n' ' ' < "$T/missing")"
else ok "lib/libheddle_static.a defines everything lib/libheddle.so exports"; fi
case "${HEDDLE_SAN:-}" in
    asan | tsan) check_lib "lib-$HEDDLE_SAN/libheddle.so" "build-$HEDDLE_SAN" ;;
esac

# heddle-ptx uses the compiler's internals: it must not get them from libheddle.so
if readelf -d bin/heddle-ptx | grep -q 'NEEDED.*libheddle'; then bad "bin/heddle-ptx links lib/libheddle.so"
else ok "bin/heddle-ptx has the internals of its own"; fi

# a program defining heddle's internal names, run through the JIT (a fresh cache)
if HEDDLE_EMBED=0 bin/heddle-nvcc -o "$T/clash" tests/unit/symbols_clash.cu > "$T/log" 2>&1 &&
   HEDDLE_CACHE="$T/cache" timeout 120 "$T/clash" > "$T/log" 2>&1 && grep -q '^PASS symbols_clash' "$T/log"; then
    ok "a program defines functions named like heddle's internals"
else bad "a program defines functions named like heddle's internals"; sed 's/^/    /' "$T/log"; fi

# what the JIT'd kernel objects need at run time must not be a hidden internal
nm -g --defined-only build/libheddle-internal.a 2>/dev/null | awk 'NF == 3 { print $3 }' | sort -u > "$T/internal"
nm -D --defined-only lib/libheddle.so | awk '{ sub(/@.*/, "", $3); print $3 }' | sort -u > "$T/exported"
if ls "$T"/cache/*.so > /dev/null 2>&1 && [ -s "$T/internal" ]; then
    nm -u "$T"/cache/*.so | awk 'NF == 2 { sub(/@.*/, "", $2); print $2 }' | sort -u > "$T/undef"
    comm -12 "$T/undef" "$T/internal" | comm -23 - "$T/exported" > "$T/hidden"
    if [ -s "$T/hidden" ]; then bad "kernel objects need hidden symbols: $(tr '\n' ' ' < "$T/hidden")"
    else ok "kernel objects need nothing hidden ($(wc -l < "$T/undef") undefined symbols, all from libc/libm)"; fi
else bad "no kernel objects in $T/cache or no build/libheddle-internal.a to check"; fi

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
