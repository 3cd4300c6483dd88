#!/bin/sh
# heddle-specific behaviour that a GPU does not share, or that no GPU here can run
# (tests/heddle/*.cu, "// test-flags: ..." as in tests/cuda): each program
# checks itself; unsupported.cu must also print a diagnostic naming the instruction, and
# check_divergent.cu (run, like all of them, with HEDDLE_CHECK=1) a report of its barrier,
# wait_deadlock.cu a report of where its threads wait, and named_barrier_deadlock.cu one of
# its named barriers.
cd "$(dirname "$0")/../.." || exit 1
out=tests/out/heddle; mkdir -p $out
pass=0; fail=0
for src in tests/heddle/*.cu; do
  name=$(basename "$src" .cu)
  flags=$(sed -n 's|^// test-flags: *||p' "$src")
  if bin/heddle-nvcc $flags -o "$out/$name" "$src" > "$out/$name.build.log" 2>&1 &&
     HEDDLE_CHECK=1 timeout 120 "$out/$name" > "$out/$name.log" 2>&1 && grep -q "^PASS $name" "$out/$name.log"; then
    pass=$((pass + 1))
  else
    fail=$((fail + 1)); echo "FAIL $name"; tail -n 5 "$out/$name.log" "$out/$name.build.log" 2>/dev/null
  fi
done
if grep -q "unsupported modifier '.p' of 'sust\.p\.1d" $out/unsupported.log; then pass=$((pass + 1))
else fail=$((fail + 1)); echo "FAIL unsupported: no diagnostic naming sust.p.1d"; cat $out/unsupported.log; fi
if grep -q "heddle: check: kernel _Z9divergentPi.*different __syncthreads" $out/check_divergent.log; then pass=$((pass + 1))
else fail=$((fail + 1)); echo "FAIL check_divergent: HEDDLE_CHECK=1 did not report the divergent barrier"; cat $out/check_divergent.log; fi
if grep -q "heddle: kernel _Z5neverPi: threads of block .* wait (PTX line [0-9]*) for other threads of the block" $out/wait_deadlock.log; then pass=$((pass + 1))
else fail=$((fail + 1)); echo "FAIL wait_deadlock: no report of where the threads wait"; cat $out/wait_deadlock.log; fi
if grep -q "heddle: kernel _Z11short_countPi: threads of block .* wait at named barriers" $out/named_barrier_deadlock.log; then pass=$((pass + 1))
else fail=$((fail + 1)); echo "FAIL named_barrier_deadlock: no report of the named barrier"; cat $out/named_barrier_deadlock.log; fi
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
