#!/bin/sh
# heddle-run PROGRAM [ARGS...]: run a program that NVIDIA's nvcc built, on heddle.
# A program linked with the shared CUDA runtime (nvcc -cudart=shared) asks for
# libcudart.so.13; heddle's lib/libcudart.so.13 answers to that name and symbol version and
# runs the kernels from the PTX in the program's fatbinary (nvcc -arch=sm_XX embeds
# compute_XX PTX beside the SASS). nvcc's default, the static runtime, is inside the
# program and cannot be replaced: rebuild such a program with -cudart=shared or heddle-nvcc.
here=$(cd "$(dirname "$0")/.." && pwd)
if [ $# -eq 0 ]; then
    echo "usage: heddle-run PROGRAM [ARGS...]" >&2
    exit 2
fi
prog=$1
case "$prog" in */*) path=$prog ;; *) path=$(command -v "$prog" 2>/dev/null || echo "$prog") ;; esac
if [ ! -f "$path" ]; then
    echo "heddle-run: $prog: no such program" >&2
    exit 127
fi
if command -v readelf >/dev/null 2>&1 && readelf -h "$path" >/dev/null 2>&1 &&
   ! readelf -d "$path" 2>/dev/null | grep -q 'NEEDED.*\(libcudart\.so\|libheddle\)'; then
    if readelf -S -W "$path" 2>/dev/null | grep -q '\.nv_fatbin'; then
        echo "heddle-run: $prog carries NVIDIA's static CUDA runtime (nvcc's default -cudart=static)," >&2
        echo "heddle-run: which heddle cannot stand in for; rebuild it with nvcc -cudart=shared, or with heddle-nvcc" >&2
        exit 126
    fi
fi
lib=$here/lib
[ -d "$lib/heddle" ] && lib=$lib/heddle # installed (make install)
LD_LIBRARY_PATH="$lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export LD_LIBRARY_PATH
exec "$@"
