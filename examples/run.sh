#!/bin/sh
# examples/run.sh: build every examples/*.cu with heddle (`make run`) into examples/out/
# and run it on this CPU. Exits nonzero if any example fails to build or run.
#   NVCC       CUDA compiler (default bin/heddle-nvcc; NVCC=nvcc works on a real GPU)
#   NVCCFLAGS  its flags (default -O2)
set -u
cd "$(dirname "$0")/.." || exit 1
# nvcc on PATH: the toolkit heddle-nvcc uses (tools/find-cuda.sh; maybe the one `make deps` fetched)
cuda=$(sh tools/find-cuda.sh) && PATH="$cuda/bin:$PATH" && export PATH
NVCC=${NVCC:-$(pwd)/bin/heddle-nvcc}
NVCCFLAGS=${NVCCFLAGS:--O2}
OUT=examples/out
if ! command -v "$NVCC" >/dev/null 2>&1; then
    echo "examples: CUDA compiler '$NVCC' not found (run 'make' first, or set NVCC)" >&2
    exit 1
fi
mkdir -p "$OUT"
failed=""
total=0
for src in examples/*.cu; do
    name=$(basename "$src" .cu)
    total=$((total + 1))
    echo "== $name"
    if ! "$NVCC" $NVCCFLAGS -o "$OUT/$name" "$src"; then
        echo "examples: $name: build FAILED" >&2
        failed="$failed $name"; continue
    fi
    "./$OUT/$name"
    rc=$?
    if [ $rc -ne 0 ]; then
        echo "examples: $name FAILED (exit status $rc)" >&2
        failed="$failed $name"
    fi
    echo
done
if [ -n "$failed" ]; then
    echo "examples: failed:$failed" >&2
    exit 1
fi
echo "all $total examples passed"
