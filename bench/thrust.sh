#!/bin/sh
# bench/thrust.sh: Thrust (CUB underneath) on heddle against the C++17 algorithms, as issue
# 8's targets put it: thrust::sort against std::sort on one core, thrust::reduce and
# thrust::inclusive_scan against std::reduce / std::inclusive_scan with std::execution::par
# (libstdc++ runs them on TBB: Debian's libtbb-dev) on the same cores. Builds bench/thrust.cu
# with $NVCC and bench/thrust_std.cpp with g++ into bench/out/, runs each (medians of R runs
# after warm-up, results checked) and prints the ratios; with THREADS below the core count
# both run under taskset on cores 0..THREADS-1 (TBB takes every core it may use).
# Environment: NVCC (default bin/heddle-nvcc), THREADS (default nproc), R (default 11),
# THRUST_N (default 2^24).
set -u
cd "$(dirname "$0")/.." || exit 1
cuda=$(sh tools/find-cuda.sh) && PATH="$cuda/bin:$PATH" && export PATH
NVCC=${NVCC:-$(pwd)/bin/heddle-nvcc}
THREADS=${THREADS:-$(nproc)}
OUT=bench/out
mkdir -p $OUT
export HEDDLE_THREADS="$THREADS" OMP_NUM_THREADS="$THREADS" THRUST_N="${THRUST_N:-2^24}"
if ! echo '#include <tbb/tbb.h>' | g++ -x c++ -fsyntax-only - 2>/dev/null; then
    echo "thrust.sh: TBB not found (apt-get install libtbb-dev): std::execution::par would run sequentially" >&2
    exit 1
fi
$NVCC -O3 -Ibench bench/thrust.cu -o $OUT/thrust || exit 1
g++ -O3 -march=native -std=c++17 -Ibench bench/thrust_std.cpp -o $OUT/thrust_std -ltbb || exit 1
pin=""
[ "$THREADS" -lt "$(nproc)" ] && command -v taskset >/dev/null && pin="taskset -c 0-$((THREADS - 1))"
ms() { # the median a run printed, or exit
    "$@" >$OUT/thrust.log 2>&1 || { cat $OUT/thrust.log >&2; exit 1; }
    sed -n 's/^BENCH_MS //p' $OUT/thrust.log
}
sort_h=$(ms $pin $OUT/thrust sort); sort_1=$(ms taskset -c 0 $OUT/thrust_std sort seq)
sort_p=$(ms $pin $OUT/thrust_std sort par)
red_h=$(ms $pin $OUT/thrust reduce); red_p=$(ms $pin $OUT/thrust_std reduce par)
scan_h=$(ms $pin $OUT/thrust scan); scan_p=$(ms $pin $OUT/thrust_std scan par)
echo "== Thrust on heddle, $THREADS threads, n=$THRUST_N (ms, medians; ratio = heddle / C++17)"
awk -v a="$sort_h" -v b="$sort_1" -v c="$sort_p" 'BEGIN { printf "sort     heddle %9.3f   std::sort one core %9.3f   ratio %5.2f (target < 1)   [std::sort par %.3f]\n", a, b, a / b, c }'
awk -v a="$red_h" -v b="$red_p" 'BEGIN { printf "reduce   heddle %9.3f   std::reduce par    %9.3f   ratio %5.2f (target <= 2)\n", a, b, a / b }'
awk -v a="$scan_h" -v b="$scan_p" 'BEGIN { printf "scan     heddle %9.3f   std::inclusive_scan par %4.3f ratio %5.2f (target <= 2)\n", a, b, a / b }'
