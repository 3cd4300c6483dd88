#!/bin/sh
# fuzz_regress.sh: the fuzzers' minimized findings (tests/fuzz/ptx, tests/fuzz/fatbin) must stay
# fixed. Each PTX input goes through bin/heddle-ptx (C and --plan), which must exit 0, or 1 with a
# "file:line: error: ..." line; every input is also replayed through its fuzz harness (fuzz/),
# built here with cc under ASan+UBSan. No crash, sanitizer report or hang. Prints "N passed, M failed".
cd "$(dirname "$0")/../.." || exit 1
CC=${CC:-cc}
T=$(mktemp -d /tmp/heddle-fuzzreg.XXXXXX)
trap 'rm -rf "$T"' EXIT
SAN="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
CFLAGS="-std=gnu11 -O1 -g -Wall -Wextra -Wshadow -Wmissing-prototypes -Wno-unused-parameter -Iinclude -Isrc/util -Isrc/compiler -Isrc/runtime"
export ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1
# a small stack (128 KiB), so that recursion as deep as the input (not bounded) fails with
# small inputs here too
STACK_KB=128
pass=0 fail=0

ok()  { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL $1"; sed 's/^/    /' "$T/log" | head -n 20; }

# heddle_ptx FILE [--plan]: exit 0, or 1 with the first line "FILE:N: error: ..."
heddle_ptx() {
    (ulimit -s $STACK_KB; exec timeout 20 bin/heddle-ptx $2 "$1") >/dev/null 2>"$T/log"
    rc=$?
    [ $rc -eq 0 ] && return 0
    [ $rc -eq 1 ] && head -n 1 "$T/log" | grep -q "^$1:[0-9][0-9]*: error: " && return 0
    echo "(exit status $rc)" >>"$T/log"
    return 1
}

# replay HARNESS FILE: the harness under the sanitizers, with a time limit
replay() {
    (ulimit -s $STACK_KB; exec timeout 60 "$T/replay_$1" "$2") >"$T/log" 2>&1 && return 0
    echo "(exit status $?)" >>"$T/log"
    return 1
}

sh tools/mkprelude.sh include/heddle_abi.h include/heddle_prelude.h >"$T/prelude.c"
if ! $CC $CFLAGS $SAN -o "$T/replay_ptx" fuzz/replay.c fuzz/fuzz_ptx.c src/util/*.c src/compiler/*.c "$T/prelude.c" -lm >"$T/log" 2>&1; then
    bad "build of the PTX replayer"
fi
if ! $CC $CFLAGS $SAN -o "$T/replay_fatbin" fuzz/replay.c fuzz/fuzz_fatbin.c src/runtime/fatbin.c -ldl -lpthread >"$T/log" 2>&1; then
    bad "build of the fatbin replayer"
fi

for f in tests/fuzz/ptx/*.ptx; do
    [ -f "$f" ] || continue
    if ! heddle_ptx "$f"; then bad "$f (heddle-ptx)"
    elif ! heddle_ptx "$f" --plan; then bad "$f (heddle-ptx --plan)"
    elif ! replay ptx "$f"; then bad "$f (fuzz_ptx replay)"
    else ok; fi
done
for f in tests/fuzz/fatbin/*.bin; do
    [ -f "$f" ] || continue
    if replay fatbin "$f"; then ok; else bad "$f (fuzz_fatbin replay)"; fi
done

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
