#!/bin/sh
# heddle_run.sh: programs built by NVIDIA's nvcc, unmodified, on heddle. With -cudart=shared they
# ask for libcudart.so.13, which lib/ answers (bin/heddle-run puts it first in LD_LIBRARY_PATH);
# a program with SASS only, or with NVIDIA's static runtime inside, is refused with a clear
# message. Prints "N passed, M failed".
cd "$(dirname "$0")/../.." || exit 1
REPO=$(pwd)
T=$(mktemp -d /tmp/heddle-run.XXXXXX)
trap 'rm -rf "$T"' EXIT
NV=${HEDDLE_NVCC:-nvcc}
pass=0 fail=0
ok()  { pass=$((pass + 1)); echo "PASS $1"; }
bad() { fail=$((fail + 1)); echo "FAIL $1"; [ -s "$T/log" ] && tail -20 "$T/log" | sed 's/^/    /'; }
export HEDDLE_CACHE="$T/cache"

make -s all >"$T/log" 2>&1 || { bad "make all"; echo "0 passed, 1 failed"; exit 1; }

# nvcc NAME SOURCE FLAGS...: build with plain nvcc (no heddle in between)
nv() { name=$1 src=$2; shift 2; "$NV" -O2 "$@" "$src" -o "$T/$name" >"$T/log" 2>&1 || { bad "$name: nvcc $*"; return 1; }; }

# -arch=sm_90 embeds compute_90 PTX beside the SASS; heddle runs the PTX
for t in vector_add graphs stream_overlap harris_reduce; do
    nv "$t" tests/cuda/$t.cu -arch=sm_90 -cudart=shared || continue
    if (cd / && timeout 300 "$REPO/bin/heddle-run" "$T/$t") >"$T/log" 2>&1 && grep -q "^PASS $t" "$T/log"; then ok "heddle-run $t"
    else bad "heddle-run $t"; fi
done
# the same through LD_LIBRARY_PATH alone, from a directory on PATH
if [ -x "$T/vector_add" ] && (cd / && LD_LIBRARY_PATH="$REPO/lib" PATH="$T:$PATH" timeout 300 vector_add) >"$T/log" 2>&1 &&
   grep -q '^PASS vector_add' "$T/log"; then ok "LD_LIBRARY_PATH"; else bad "LD_LIBRARY_PATH"; fi

# SASS only: the launch fails as on a GPU without an image for it, naming the kernel
if nv sass tests/cuda/vector_add.cu -gencode arch=compute_90,code=sm_90 -cudart=shared; then
    (cd / && timeout 60 "$REPO/bin/heddle-run" "$T/sass") >"$T/log" 2>&1
    if grep -q 'cudaErrorNoKernelImageForDevice' "$T/log" && grep -q 'kernel _Z6vecAdd.*has no PTX' "$T/log"; then
        ok "SASS only: clear error naming the kernel"; else bad "SASS only: want the kernel named"; fi
fi

# nvcc's default static runtime cannot be replaced: refused before it runs
if nv static tests/cuda/vector_add.cu -arch=sm_90; then
    (cd / && timeout 60 "$REPO/bin/heddle-run" "$T/static") >"$T/log" 2>&1
    rc=$?
    if [ $rc -eq 126 ] && grep -q 'static CUDA runtime' "$T/log"; then ok "static runtime refused (126)"
    else bad "static runtime: rc $rc"; fi
fi
"$REPO/bin/heddle-run" "$T/no-such" >"$T/log" 2>&1
[ $? -eq 127 ] && ok "missing program: 127" || bad "missing program"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
