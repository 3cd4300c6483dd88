#!/bin/sh
# On a machine with a GPU: build tests/check/*.cu with nvcc -lineinfo and run every line
# of tests/check/cases under compute-sanitizer, writing NAME.CASE.gpu.txt beside the
# programs (the reports heddle check is compared with). OUT=dir: write there instead.
set -u
cd "$(dirname "$0")"
out=${OUT:-.}
b=$(mktemp -d)
for f in *.cu; do nvcc -O2 -lineinfo -arch=sm_90 -o "$b/${f%.cu}" "$f" || exit 1; done
grep -v '^#' cases | while read -r prog cs tool opts; do
  arg=$cs; [ "$cs" = - ] && arg=
  name=$prog.$cs; [ "$cs" = - ] && name=$prog.$tool
  opts=$(echo " $opts " | sed "s/ --ignore-where / /; s/ --racecheck-global yes / /") # heddle's alone
  (cd "$b" && compute-sanitizer --tool "$tool" $opts "./$prog" $arg) >"$out/$name.gpu.txt" 2>&1
  echo "exit status $?" >>"$out/$name.gpu.txt"
done
rm -rf "$b"
