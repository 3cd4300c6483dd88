#!/bin/sh
# heddle check against compute-sanitizer: every line of tests/check/cases runs its program
# (built here with heddle-nvcc) under `bin/heddle check`, and the report must say what
# compute-sanitizer said on an H100 (NAME.CASE.gpu.txt, recorded by gpu-record.sh), as
# norm.py reduces both: the same errors, kinds, source lines, threads and blocks, API
# errors, summaries and program output. A case's option --ignore-where (not passed on)
# leaves out where a bad address lies: for a freed or host pointer that is the allocator's
# doing. Races on global memory (--racecheck-global yes) are heddle's alone: those cases
# are compared with NAME.CASE.heddle.txt (written here, checked by hand), and the H100's
# record beside it says what compute-sanitizer's racecheck finds there (nothing). Prints
# "N passed, M failed".
cd "$(dirname "$0")/../.." || exit 2
out=tests/out/check
mkdir -p "$out"
passed=0 failed=0
for f in tests/check/*.cu; do
    p=$(basename "$f" .cu)
    # checked kernels are compiled at run time anyway: none embedded
    if ! HEDDLE_EMBED=0 bin/heddle-nvcc -O2 -o "$out/$p" "$f" >"$out/$p.build.log" 2>&1; then
        echo "FAIL build $p"; sed 's/^/    /' "$out/$p.build.log" | tail -n 20
        failed=$((failed + 1))
    fi
done
# bin/heddle check's options: bad values are refused (exit 2, a message naming the option)
for o in "--tool foo" "--leak-check maybe" "--error-exitcode x" "--print-limit x" "--racecheck-global maybe"; do
    # shellcheck disable=SC2086
    bin/heddle check $o true >/dev/null 2>"$out/opt.err"
    st=$?
    if [ "$st" -eq 2 ] && grep -q -- "${o%% *}\|tool" "$out/opt.err"; then passed=$((passed + 1)); else
        echo "FAIL option $o: exit $st"; sed 's/^/    /' "$out/opt.err"; failed=$((failed + 1))
    fi
done
# and good ones reach the program's environment
# shellcheck disable=SC2016
v=$(bin/heddle check --tool racecheck --racecheck-global yes --print-limit 7 sh -c \
    'echo "$HEDDLE_CHECK $HEDDLE_CHECK_RACE_GLOBAL $HEDDLE_CHECK_PRINT_LIMIT"')
if [ "$v" = "racecheck 1 7" ]; then passed=$((passed + 1)); else
    echo "FAIL options reach the environment: '$v'"; failed=$((failed + 1))
fi
grep -v '^#' tests/check/cases | while read -r prog cs tool opts; do
    [ -n "$prog" ] || continue
    arg=$cs name=$prog.$cs
    [ "$cs" = - ] && arg= name=$prog.$tool
    nw= rg=
    case " $opts " in *" --ignore-where "*) nw=--nowhere; opts=$(echo " $opts " | sed 's/ --ignore-where / /') ;; esac
    case " $opts " in *" --racecheck-global yes "*) rg=1 ;; esac
    if [ -n "${HEDDLE_SAN_ENV:-}" ]; then # make asan/tsan: the program on the sanitized runtime
        leaks=no
        case " $opts " in *" --leak-check full "*) leaks=full ;; esac
        # shellcheck disable=SC2086
        (cd "$out" && env HEDDLE_CHECK="$tool" HEDDLE_CHECK_LEAKS=$leaks HEDDLE_CHECK_RACE_GLOBAL=$rg $HEDDLE_SAN_ENV \
            "./$prog" $arg) >"$out/$name.txt" 2>&1
    else
        (cd "$out" && ../../../bin/heddle check --tool "$tool" $opts "./$prog" $arg) >"$out/$name.txt" 2>&1
    fi
    echo "exit status $?" >>"$out/$name.txt"
    want=tests/check/$name.gpu.txt
    [ -f "tests/check/$name.heddle.txt" ] && want=tests/check/$name.heddle.txt # what the GPU has no tool for
    python3 tests/check/norm.py $nw "$want" >"$out/$name.gpu.norm"
    python3 tests/check/norm.py $nw "$out/$name.txt" >"$out/$name.norm"
    if diff -u "$out/$name.gpu.norm" "$out/$name.norm" >"$out/$name.diff"; then
        echo "PASS $name"
    else
        echo "FAIL $name"
        sed 's/^/    /' "$out/$name.diff" | head -n 30
    fi
done >"$out/results"
cat "$out/results"
p=$(grep -c '^PASS' "$out/results") m=$(grep -c '^FAIL' "$out/results")
echo "$((passed + p)) passed, $((failed + m)) failed"
[ $((failed + m)) -eq 0 ]
