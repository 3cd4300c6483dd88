#!/bin/sh
# PTX golden tests: each NAME.ptx is compiled by bin/heddle-ptx; its first line of
# diagnostics must equal NAME.expect ("ok" when the file must compile); NAME.plan, if
# present, is the expected analysis plan.
cd "$(dirname "$0")/../.." || exit 1
pass=0; fail=0
for p in tests/ptx/*.ptx; do
  exp="${p%.ptx}.expect"
  got=$(bin/heddle-ptx "$p" 2>&1 >/dev/null | head -n 1)
  [ -z "$got" ] && got=ok
  if [ "$got" = "$(cat "$exp" 2>/dev/null)" ]; then pass=$((pass + 1))
  else fail=$((fail + 1)); echo "FAIL $p"; echo "  expected: $(cat "$exp" 2>/dev/null)"; echo "  got:      $got"; fi
done
# NAME.plan: the analysis plan (bin/heddle-ptx --plan) must match exactly
for plan in tests/ptx/*.plan; do
  [ -f "$plan" ] || continue
  p="${plan%.plan}.ptx"
  if bin/heddle-ptx --plan "$p" 2>&1 | diff -u "$plan" - > /tmp/heddle-plan-diff.$$; then pass=$((pass + 1))
  else fail=$((fail + 1)); echo "FAIL $plan"; head -n 20 /tmp/heddle-plan-diff.$$; fi
  rm -f /tmp/heddle-plan-diff.$$
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
