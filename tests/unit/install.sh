#!/bin/sh
# install.sh: `make install PREFIX=dir` gives a heddle that works from there: heddle-nvcc builds
# programs with the static and the shared runtime, host C++ code builds with pkg-config's flags,
# heddle-run runs a program nvcc built. Prints "N passed, M failed".
cd "$(dirname "$0")/../.." || exit 1
REPO=$(pwd)
T=$(mktemp -d /tmp/heddle-install.XXXXXX)
trap 'rm -rf "$T"' EXIT
P=$T/prefix
pass=0 fail=0
ok()  { pass=$((pass + 1)); echo "PASS $1"; }
bad() { fail=$((fail + 1)); echo "FAIL $1"; [ -s "$T/log" ] && tail -20 "$T/log" | sed 's/^/    /'; }
export HEDDLE_CACHE="$T/cache"
unset HEDDLE_ROOT HEDDLE_CUDART

if make -s install PREFIX="$P" >"$T/log" 2>&1 && [ -x "$P/bin/heddle-nvcc" ] && [ -f "$P/lib/heddle/libheddle_static.a" ] &&
   [ -f "$P/lib/pkgconfig/heddle.pc" ] && [ -f "$P/include/heddle/heddle_abi.h" ]; then ok install
else bad install; echo "$pass passed, $fail failed"; exit 1; fi

# run NAME BIN WANT: BIN, run from / with no LD_LIBRARY_PATH, prints WANT
run() { out=$(cd / && env -u LD_LIBRARY_PATH timeout 300 "$2" 2>&1); case "$out" in *"$3"*) ok "$1" ;; *) echo "$out" >"$T/log"; bad "$1" ;; esac; }

# the installed driver links the installed runtime, not the checkout's
if "$P/bin/heddle-nvcc" -v tests/cuda/vector_add.cu -o "$T/va" >"$T/log" 2>&1 && grep -q -- "-L$P/lib/heddle" "$T/log"; then
    run static "$T/va" "PASS vector_add"; else bad "static build"; fi
if "$P/bin/heddle-nvcc" -cudart=shared tests/cuda/vector_add.cu -o "$T/va_shared" >"$T/log" 2>&1 &&
   readelf -d "$T/va_shared" | grep -q "RUNPATH.*$P/lib/heddle"; then
    run shared "$T/va_shared" "PASS vector_add"; else bad "shared build"; fi

# host code that calls the runtime API, compiled by the C++ compiler with pkg-config's flags
cat >"$T/host.cpp" <<'CPP'
#include <cstdio>
#include <cuda_runtime.h>
int main() {
    int n = 0, h[256];
    if (cudaGetDeviceCount(&n) != cudaSuccess || n != 1) { std::printf("FAIL device count %d\n", n); return 1; }
    int *d;
    if (cudaMalloc(&d, sizeof h) != cudaSuccess || cudaMemset(d, 0x7f, sizeof h) != cudaSuccess ||
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost) != cudaSuccess) { std::printf("FAIL runtime calls\n"); return 1; }
    for (int i = 0; i < 256; i++) if (h[i] != 0x7f7f7f7f) { std::printf("FAIL h[%d] = %x\n", i, h[i]); return 1; }
    cudaFree(d);
    std::printf("PASS host code\n");
    return 0;
}
CPP
for pc in heddle heddle-shared; do
    if command -v pkg-config >/dev/null 2>&1 &&
       ${CXX:-c++} -o "$T/host_$pc" "$T/host.cpp" $(PKG_CONFIG_PATH="$P/lib/pkgconfig" pkg-config --cflags --libs $pc) >"$T/log" 2>&1; then
        run "pkg-config $pc" "$T/host_$pc" "PASS host code"
    else bad "pkg-config $pc: build"; fi
done

# heddle-run from the prefix, on a program nvcc built with its shared runtime
cuda=$(sh tools/find-cuda.sh)
if "$cuda/bin/nvcc" -arch=sm_90 -cudart=shared tests/cuda/vector_add.cu -o "$T/nv" >"$T/log" 2>&1; then
    out=$(cd / && env -u LD_LIBRARY_PATH timeout 300 "$P/bin/heddle-run" "$T/nv" 2>&1)
    case "$out" in *"PASS vector_add"*) ok "heddle-run (installed)" ;; *) echo "$out" >"$T/log"; bad "heddle-run (installed)" ;; esac
else bad "nvcc -cudart=shared build"; fi

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
