#!/bin/sh
# bench/run.sh: build and run heddle's benchmarks (`make bench`).
# For each benchmark NAME it builds NAME.cu with $NVCC and NAME_omp.c with gcc/OpenMP into
# bench/out/, runs both (each prints the median of R timed runs after warm-up and checks
# its result), and prints a table of medians and the ratio cuda/openmp, then the geometric
# mean of the ratios. The table is also saved to bench/out/results-$THREADS.txt
# (results-gpu-$THREADS.txt with NVCC=nvcc; RESULTS=file to choose).
#
# The benchmarks (each NAME.cu is written as a CUDA programmer would, NAME_omp.c as a CPU
# programmer would write the same computation):
#   vecadd     c = a + b                        reduce3    Harris's reduction, kernel 3
#   matmul     16x16 shared-tile matmul         graph      a chain of small kernels, as a CUDA graph
#   blocksum   grid-stride sum, warp shuffles + shared memory + atomicAdd
#   scan       per-block inclusive scan (1024 ints), __shfl_up_sync
#   histogram  256 bins of bytes, shared-memory atomics
#   spmv       CSR sparse matrix-vector product, one warp per row
#   softmax    row softmax, one block per row, shuffle reductions, expf
#   stencil    5-point 2D Jacobi stencil, 32x8 blocks, ping-pong
#   matvec     dense matrix-vector product, one thread per row
#   launch     1000 back-to-back launches of a tiny kernel (total ms)
#   nbody      all-pairs n-body step, shared-memory tiles, rsqrtf
#   transpose  padded shared-tile transpose (tile[32][33])
#   gridsync   a cooperative kernel: 1D stencil sweeps with grid.sync() between them
#
# heddle compiles a kernel again for its block shape once that shape's launches have taken
# 20 ms (in the background; docs/ARCHITECTURE.md, "Kernels for one launch shape"), and keeps
# the object in its cache: a first run may time mostly the general code, a second run the
# code for the shape. HEDDLE_SPECIALIZE=off times the general code only.
#
# Environment:
#   NVCC        CUDA compiler (default bin/heddle-nvcc). NVCC=nvcc on a machine with a GPU
#               gives GPU reference numbers: the "heddle" column is then the GPU.
#   NVCCFLAGS   flags for $NVCC (default -O3)
#   OMPCC, OMPFLAGS   C compiler and flags for the OpenMP versions (default gcc,
#               -O3 -march=native -fopenmp -fno-math-errno -fno-trapping-math; -lm is added).
#               heddle compiles the kernels' C with -O3 -march=native -fno-math-errno
#               -fno-trapping-math -ffp-contract=off (and -mprefer-vector-width=512 where the
#               CPU has AVX-512): the same math flags, except that heddle
#               follows the PTX, where nvcc already fused a*b+c into fma as it chose
#               (nvcc's default --fmad=true), and gcc fuses as it chooses (-ffp-contract=fast).
#   THREADS     worker count; OMP_NUM_THREADS and HEDDLE_THREADS are both set to it
#               (default: $OMP_NUM_THREADS, else $HEDDLE_THREADS, else nproc)
#   BENCHES     which benchmarks to run (default: all of the above)
#   R           timed repetitions per program (default 11)
#   Problem sizes (e.g. 2^28, 1<<22, 16777216):
#     VECADD_N, REDUCE3_N            elements (2^24, 2^22)
#     MATMUL_N                       matrix order (512)
#     GRAPH_N, GRAPH_K               elements per kernel, kernels per graph (2^16, 32)
#     BLOCKSUM_N, SCAN_N             ints (2^24, 2^23)
#     HISTOGRAM_N                    bytes (2^25)
#     SPMV_N                         rows, 32 to 64 nonzeros each (2^18)
#     SOFTMAX_N, SOFTMAX_COLS        rows, row length (4096, 2048)
#     STENCIL_N, STENCIL_ITERS       grid side, sweeps (4096, 4)
#     MATVEC_N                       matrix order (8192)
#     LAUNCH_N, LAUNCH_K             elements, launches (1024, 1000)
#     NBODY_N                        bodies, a multiple of 256 (16384)
#     TRANSPOSE_N                    matrix order (4096)
#     GRIDSYNC_N, GRIDSYNC_STEPS     elements, sweeps (2^20, 200)
# Example, >1 GiB on a 16-core machine:  VECADD_N=2^28 REDUCE3_N=2^28 THREADS=16 make bench
#
# Plot: bench/plot.sh draws the ratios of saved tables as a grouped bar chart (log scale,
# a line at 1.0) into bench/out/ratios.svg, e.g. at 2 and 16 threads:
#   THREADS=2 make bench; THREADS=16 make bench; sh bench/plot.sh
# (by default it reads bench/out/results-2.txt and bench/out/results-16.txt; or name the files:
#   sh bench/plot.sh bench/out/results-4.txt bench/out/results-8.txt)
set -u
cd "$(dirname "$0")/.." || exit 1
# nvcc on PATH: the toolkit heddle-nvcc uses (tools/find-cuda.sh; maybe the one `make deps` fetched)
cuda=$(sh tools/find-cuda.sh) && PATH="$cuda/bin:$PATH" && export PATH
ROOT=$(pwd)
NVCC=${NVCC:-$ROOT/bin/heddle-nvcc}
NVCCFLAGS=${NVCCFLAGS:--O3}
OMPCC=${OMPCC:-gcc}
OMPFLAGS=${OMPFLAGS:--O3 -march=native -fopenmp -fno-math-errno -fno-trapping-math}
THREADS=${THREADS:-${OMP_NUM_THREADS:-${HEDDLE_THREADS:-$(nproc)}}}
BENCHES=${BENCHES:-vecadd reduce3 matmul graph blocksum scan histogram spmv softmax stencil matvec launch nbody transpose gridsync}
OUT=bench/out
export OMP_NUM_THREADS="$THREADS" HEDDLE_THREADS="$THREADS"

if ! command -v "$NVCC" >/dev/null 2>&1; then
    echo "bench: CUDA compiler '$NVCC' not found (run 'make' first, or set NVCC)" >&2
    exit 1
fi
case $(basename "$NVCC") in
    heddle-nvcc*) LABEL=heddle ;;
    *) LABEL=gpu ;;
esac
if [ "$LABEL" = heddle ]; then RESULTS=${RESULTS:-$OUT/results-$THREADS.txt}
else RESULTS=${RESULTS:-$OUT/results-$LABEL-$THREADS.txt}; fi

# Target for the ratio LABEL/openmp, empty if informational.
target() {
    case $1 in
        vecadd) echo 1.2 ;;
        reduce3) echo 8 ;;
        *) echo "" ;;
    esac
}

mkdir -p "$OUT"
echo "heddle benchmarks: $THREADS threads, NVCC=$NVCC $NVCCFLAGS, OpenMP: $OMPCC $OMPFLAGS"
fail=0
table=""
times=""
for b in $BENCHES; do
    if [ ! -f "bench/$b.cu" ] || [ ! -f "bench/${b}_omp.c" ]; then
        echo "bench: unknown benchmark '$b'" >&2; fail=1; continue
    fi
    echo "== $b"
    if ! "$NVCC" $NVCCFLAGS -o "$OUT/$b" "bench/$b.cu"; then
        echo "bench: $b: building bench/$b.cu with $NVCC FAILED" >&2; fail=1; continue
    fi
    if ! $OMPCC $OMPFLAGS -o "$OUT/${b}_omp" "bench/${b}_omp.c" -lm; then
        echo "bench: $b: building bench/${b}_omp.c FAILED" >&2; fail=1; continue
    fi
    cu_ms=""; omp_ms=""; size=""; cu_fail=""; omp_fail=""
    if "./$OUT/$b" >"$OUT/$b.log" 2>&1; then
        cu_ms=$(sed -n 's/^BENCH_MS //p' "$OUT/$b.log")
        size=$(sed -n "s/^$b \[[a-z]*\] \([^:]*\):.*/\1/p" "$OUT/$b.log")
    else
        fail=1; cu_fail=1
    fi
    grep -v '^BENCH_MS' "$OUT/$b.log" | sed 's/^/   /'
    [ -z "$cu_fail" ] || echo "bench: $b ($LABEL) FAILED" >&2
    if "./$OUT/${b}_omp" >"$OUT/${b}_omp.log" 2>&1; then
        omp_ms=$(sed -n 's/^BENCH_MS //p' "$OUT/${b}_omp.log")
        [ -n "$size" ] || size=$(sed -n "s/^$b \[[a-z]*\] \([^:]*\):.*/\1/p" "$OUT/${b}_omp.log")
    else
        fail=1; omp_fail=1
    fi
    grep -v '^BENCH_MS' "$OUT/${b}_omp.log" | sed 's/^/   /'
    [ -z "$omp_fail" ] || echo "bench: $b (openmp) FAILED" >&2
    line=$(awk -v b="$b" -v size="$size" -v lab="$LABEL" -v c="$cu_ms" -v o="$omp_ms" -v t="$(target "$b")" 'BEGIN {
        cs = c == "" ? "FAILED" : sprintf("%.3f ms", c)
        os = o == "" ? "FAILED" : sprintf("%.3f ms", o)
        rs = (c == "" || o == "" || o + 0 <= 0 || c + 0 <= 0) ? "-" : sprintf(c / o < 0.1 ? "%.2g" : "%.2f", c / o)
        note = ""
        if (lab == "heddle" && rs != "-")
            note = t == "" ? "(informational)" : (c / o <= t + 0 ? sprintf("(target %sx: met)", t) : sprintf("(target %sx: MISSED)", t))
        printf "%-9s %-24s %s %11s   openmp %11s   ratio %6s  %s", b, size, lab, cs, os, rs, note
    }')
    table="$table$line
"
    [ -n "$cu_ms" ] && [ -n "$omp_ms" ] && times="$times $cu_ms:$omp_ms"
done

# the geometric mean of the unrounded ratios
summary=$(echo "$times" | awk '{
    for (i = 1; i <= NF; i++) {
        split($i, p, ":")
        if (p[1] > 0 && p[2] > 0) { s += log(p[1] / p[2]); k++ }
    }
} END {
    g = k ? exp(s / k) : 0
    if (k) printf "geometric mean of %d ratios: " (g < 0.1 ? "%.2g" : "%.2f"), k, g
    else printf "geometric mean: no ratios"
}')
{
    echo "== results ($THREADS threads; ratio = $LABEL/openmp, lower is better)"
    printf '%s' "$table"
    echo "$summary"
} >"$RESULTS.tmp" && mv "$RESULTS.tmp" "$RESULTS"
echo
cat "$RESULTS"
if [ "$LABEL" = heddle ]; then
    echo "targets: vecadd within 1.2x of OpenMP, reduce3 within 8x; the others are informational"
else
    echo "($LABEL column: CUDA programs built with $NVCC; the heddle targets do not apply)"
fi
echo "(table saved to $RESULTS; bench/plot.sh draws it)"
[ $fail -eq 0 ] || echo "bench: some benchmarks FAILED" >&2
exit $fail
