#!/bin/sh
# The clean-control sweep: every tests/cuda program, built here with heddle-nvcc (and its
# "// test-flags:"), run under `heddle check --tool T` for each tool named (default: all
# four; racecheck-global: racecheck --racecheck-global yes); prints the runs whose kernels got reports (API errors do not count: many of these
# programs make them on purpose), unless the program says "// check-expect: TOOL..." for
# reports it makes on purpose. JOBS runs at a time (default: the cores). Prints
# "N passed, M failed". Slow the first time: every kernel is compiled again for checking.
cd "$(dirname "$0")/../.." || exit 2
tools=${*:-memcheck racecheck synccheck initcheck}
out=tests/out/sweep
mkdir -p "$out"
jobs=${JOBS:-$(nproc 2>/dev/null || echo 2)}
export out
ls tests/cuda/*.cu | xargs -P "$jobs" -I{} sh -c '
    f={}; p=$(basename "$f" .cu)
    flags=$(sed -n "s|^// test-flags: *||p" "$f" | head -n 1)
    HEDDLE_EMBED=0 bin/heddle-nvcc -O2 $flags -o "$out/$p" "$f" >"$out/$p.build.log" 2>&1 || echo "build failed: $p"'
for t in $tools; do for f in tests/cuda/*.cu; do echo "$t $(basename "$f" .cu)"; done; done | xargs -P "$jobs" -L 1 sh -c '
    t=$0 p=$1
    [ -x "$out/$p" ] || exit 0
    o=; tool=$t
    [ "$t" = racecheck-global ] && tool=racecheck o="--racecheck-global yes"
    (cd "$out" && timeout 600 ../../../bin/heddle check --tool "$tool" $o "./$p") >"$out/$p.$t.txt" 2>&1
    expect=$(sed -n "s|^// check-expect: *||p" "tests/cuda/$p.cu" | head -n 1)
    if grep -q "the C compiler failed" "$out/$p.$t.txt"; then # a checked kernel that does not build
        echo "FAIL $t $p"; grep -A3 "the C compiler failed" "$out/$p.$t.txt" | head -n 6 | sed "s/^/    /"
    elif grep -q "^========= \(Invalid\|Uninitialized\|Barrier\|Error: Race\|Warning: Race\|Malloc\)" "$out/$p.$t.txt"; then
        case " $expect " in *" $t "* | *" ${t%-global} "*) echo "PASS $t $p (expected reports)" ;; *)
        echo "FAIL $t $p"; grep "^=========" "$out/$p.$t.txt" | head -n 8 | sed "s/^/    /" ;; esac
    else echo "PASS $t $p"; fi' >"$out/results"
grep -v '^PASS' "$out/results"
p=$(grep -c '^PASS' "$out/results") m=$(grep -c '^FAIL' "$out/results")
echo "$p passed, $m failed"
[ "$m" -eq 0 ]
