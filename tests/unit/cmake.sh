#!/bin/sh
# cmake.sh: the CMake project in tests/cmake/, configured with CMAKE_CUDA_COMPILER=bin/heddle-nvcc
# and built as CMake builds CUDA (options files, -dlink of separable compilation, its own host link
# with -lcudart/-lcudart_static); each program then runs from another directory without
# LD_LIBRARY_PATH. Prints "N passed, M failed".
cd "$(dirname "$0")/../.." || exit 1
REPO=$(pwd)
T=$(mktemp -d /tmp/heddle-cmake.XXXXXX)
trap 'rm -rf "$T"' EXIT
pass=0 fail=0
ok()  { pass=$((pass + 1)); echo "PASS $1"; }
bad() { fail=$((fail + 1)); echo "FAIL $1"; [ -s "$T/log" ] && tail -30 "$T/log" | sed 's/^/    /'; }

command -v cmake >/dev/null 2>&1 || { echo "FAIL cmake is not installed (tools/setup.sh installs it)"; echo "0 passed, 1 failed"; exit 1; }
make -s all >"$T/log" 2>&1 || { bad "make all"; echo "0 passed, 1 failed"; exit 1; }

if env -u HEDDLE_CUDART cmake -S tests/cmake -B "$T/build" -DCMAKE_CUDA_COMPILER="$REPO/bin/heddle-nvcc" \
       -DCMAKE_BUILD_TYPE=Release >"$T/log" 2>&1; then
    ok configure
    if env -u HEDDLE_CUDART cmake --build "$T/build" -j 2 >"$T/log" 2>&1; then
        ok build
        # CUDA_ARCHITECTURES "75;86" reached nvcc: the program carries PTX for the newest (one is all heddle needs)
        if ${CC:-cc} -std=gnu11 -Isrc/util -Isrc/runtime -o "$T/ptxcheck" tests/driver/ptxcheck.c src/runtime/fatbin.c \
               -ldl -lpthread >"$T/log" 2>&1 && "$T/ptxcheck" "$T/build/saxpy" >"$T/log" 2>&1 &&
           grep -q 'archs 86$' "$T/log"; then ok architectures; else bad "architectures (want PTX for 86)"; fi
        for p in saxpy rdc_app saxpy_shared saxpy_static; do
            : >"$T/log"
            if readelf -d "$T/build/$p" | grep -q 'NEEDED.*\(libheddle\|libcudart\)'; then
                readelf -d "$T/build/$p" | grep NEEDED >"$T/log"; bad "$p: needs a shared runtime"; continue
            fi
            out=$(cd / && env -u LD_LIBRARY_PATH HEDDLE_CACHE="$T/cache" timeout 300 "$T/build/$p" 2>&1)
            case "$out" in "PASS "*) ok "$p" ;; *) echo "$out" >"$T/log"; bad "$p runs" ;; esac
        done
    else bad build; fi
else bad configure; fi

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
