#!/bin/sh
# Separate compilation: two .cu files built with -rdc=true by heddle-nvcc, both as one
# step and as -dc objects linked afterwards; the program checks its own results.
cd "$(dirname "$0")/../.." || exit 1
NVCC=${HEDDLE_NVCC_UNDER_TEST:-bin/heddle-nvcc}
out=tests/out/rdc; mkdir -p $out
pass=0; fail=0
check() { if "$@" > $out/log 2>&1 && grep -q '^PASS rdc' $out/log; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL rdc: $*"; tail -n 5 $out/log; fi; }
$NVCC -rdc=true -o $out/one tests/rdc/main.cu tests/rdc/lib.cu > $out/build1.log 2>&1 && check $out/one || { fail=$((fail+1)); tail -n 5 $out/build1.log; }
$NVCC -dc -o $out/main.o tests/rdc/main.cu && $NVCC -dc -o $out/lib.o tests/rdc/lib.cu &&
  $NVCC -o $out/two $out/main.o $out/lib.o > $out/build2.log 2>&1 && check $out/two || { fail=$((fail+1)); tail -n 5 $out/build2.log; }
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
