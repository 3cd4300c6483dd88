#!/bin/sh
# find-cuda.sh: print the root of the CUDA toolkit heddle uses as its front-end (the directory
# with bin/nvcc and include/cuda_runtime.h), or exit 1. The order is heddle-nvcc's: $CUDA_HOME,
# $HEDDLE_NVCC's toolkit, nvcc on PATH, /usr/local/cuda, then the front-end that
# tools/fetch-toolkit.py installs without root ($HEDDLE_TOOLKIT, default toolkit/ in the checkout).
repo=$(cd "$(dirname "$0")/.." && pwd)
is_root() { [ -n "$1" ] && [ -x "$1/bin/nvcc" ] && [ -f "$1/include/cuda_runtime.h" ]; }
for d in "${CUDA_HOME:-}" \
         "${HEDDLE_NVCC:+$(dirname "$(dirname "$HEDDLE_NVCC")")}" \
         "$(p=$(command -v nvcc 2>/dev/null) && dirname "$(dirname "$p")")" \
         /usr/local/cuda \
         "${HEDDLE_TOOLKIT:-$repo/toolkit}"; do
    if is_root "$d"; then (cd "$d" && pwd); exit 0; fi
done
exit 1
