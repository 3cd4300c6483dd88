#!/bin/sh
# PTX golden tests (cproc/QBE style: an input and its expected output side by side):
#   NAME.ptx + NAME.expect  everything heddle-ptx writes on stderr ("ok" for nothing);
#                           a file that compiles must also compile the same way twice
#   NAME.plan               the analysis plan (heddle-ptx --plan), exactly
#   NAME.c                  the emitted C, exactly
#   tests/fuzz/ptx/*.ptx    inputs the fuzzer found: any diagnostic, but no crash
# Environment: HEDDLE_PTX (default bin/heddle-ptx; `make asan` runs a sanitized one),
# REPEAT (runs per input, default 1: error paths that misuse memory fail only sometimes).
#   tests/ptx/run.sh --update   rewrites the .expect/.plan/.c files from today's output
cd "$(dirname "$0")/../.." || exit 1
HP=${HEDDLE_PTX:-bin/heddle-ptx}
REPEAT=${REPEAT:-1}
UPDATE=0; [ "$1" = --update ] && UPDATE=1
T=$(mktemp -d /tmp/heddle-ptx.XXXXXX)
trap 'rm -rf "$T"' EXIT
pass=0; fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL $1"; [ -s "$T/diff" ] && head -n 20 "$T/diff" | sed 's/^/    /'; }

# golden FILE: $T/got must equal FILE (or becomes it with --update)
golden() {
    if [ $UPDATE = 1 ]; then cp "$T/got" "$1"; ok; return; fi
    if diff -u "$1" "$T/got" >"$T/diff" 2>&1; then ok; else bad "$1"; fi
}

# run ARGS...: heddle-ptx REPEAT times; stdout/stderr of the last run in $T/out, $T/err;
# a signal or a sanitizer report in any run is a failure
run() {
    i=0
    while [ $i -lt "$REPEAT" ]; do
        "$HP" "$@" >"$T/out" 2>"$T/err"
        rc=$?
        if [ $rc -gt 1 ] || grep -q "Sanitizer\|runtime error:" "$T/err"; then
            cp "$T/err" "$T/diff"; return 1
        fi
        i=$((i + 1))
    done
    return 0
}

for p in tests/ptx/*.ptx; do
    base=${p%.ptx}
    if ! run --twice "$p"; then bad "$p (crashed)"; continue; fi
    if [ -s "$T/err" ]; then cp "$T/err" "$T/got"; else echo ok >"$T/got"; fi
    golden "$base.expect"
    # the C after the prelude (heddle_abi.h and heddle_prelude.h have tests of their own)
    if [ -f "$base.c" ]; then awk '/^\/\* kernel |^static int hdf_/ { on = 1 } on' "$T/out" >"$T/got"; golden "$base.c"; fi
    if [ -f "$base.plan" ]; then
        if run --plan "$p"; then cp "$T/out" "$T/got"; golden "$base.plan"; else bad "$base.plan (crashed)"; fi
    fi
done
for p in tests/fuzz/ptx/*.ptx; do
    [ -f "$p" ] || continue
    if run --twice "$p"; then ok; else bad "$p (crashed)"; fi
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
