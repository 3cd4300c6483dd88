#!/bin/sh
# bench/check.sh: what heddle check costs. Each benchmark (bench/NAME.cu, built with
# heddle-nvcc) runs as it is and under `heddle check --tool T` for each tool, and the
# table gives the medians (BENCH_MS) and each tool's slowdown over the plain run, then the
# geometric mean per tool. Checked runs print their reports into the log; a benchmark that
# gets any report is marked. Environment as bench/run.sh: BENCHES, THREADS, R and the sizes;
# TOOLS (default: memcheck initcheck racecheck synccheck; racecheck-global is racecheck
# --racecheck-global yes).
set -u
cd "$(dirname "$0")/.." || exit 1
cuda=$(sh tools/find-cuda.sh) && PATH="$cuda/bin:$PATH" && export PATH
THREADS=${THREADS:-$(nproc)}
BENCHES=${BENCHES:-vecadd reduce3 matmul blocksum scan histogram spmv softmax stencil matvec nbody transpose}
TOOLS=${TOOLS:-memcheck initcheck racecheck synccheck}
OUT=bench/out
mkdir -p "$OUT"
export OMP_NUM_THREADS="$THREADS" HEDDLE_THREADS="$THREADS"
printf '%-10s %10s' bench plain_ms
for t in $TOOLS; do printf ' %10s %6s' "${t}_ms" x; done
echo
for b in $BENCHES; do
    bin/heddle-nvcc -O3 -o "$OUT/$b" "bench/$b.cu" >"$OUT/$b.build.log" 2>&1 || { echo "$b: build failed"; continue; }
    "./$OUT/$b" >"$OUT/$b.plain.log" 2>&1
    plain=$(sed -n 's/^BENCH_MS //p' "$OUT/$b.plain.log")
    printf '%-10s %10s' "$b" "${plain:-?}"
    for t in $TOOLS; do
        o=; tool=$t
        [ "$t" = racecheck-global ] && tool=racecheck o="--racecheck-global yes"
        bin/heddle check --tool "$tool" $o "./$OUT/$b" >"$OUT/$b.$t.log" 2>&1
        ms=$(sed -n 's/^BENCH_MS //p' "$OUT/$b.$t.log")
        mark=
        grep -q '^========= \(Invalid\|Uninitialized\|Barrier\|Error: Race\|Warning: Race\|Program hit\)' "$OUT/$b.$t.log" && mark='!'
        x=$(awk -v a="${ms:-0}" -v p="${plain:-0}" 'BEGIN { if (a > 0 && p > 0) printf "%.2f", a / p; else print "?" }')
        printf ' %10s %6s' "${ms:-?}$mark" "$x"
        echo "$t $x" >>"$OUT/check-ratios.$$"
    done
    echo
done
for t in $TOOLS; do
    awk -v t="$t" '$1 == t && $2 != "?" { s += log($2); n++ } END { if (n) printf "%s: geometric mean %.2fx over %d benchmarks\n", t, exp(s / n), n }' "$OUT/check-ratios.$$"
done
rm -f "$OUT/check-ratios.$$"
