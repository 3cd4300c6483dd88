#!/bin/sh
# Build and run heddle's test suite.
#
#   tests/run.sh            build every tests/cuda/*.cu with heddle-nvcc, run each,
#                           then run tests/unit/*.sh, tests/ptx/run.sh and tests/check/run.sh
#   tests/run.sh --gpu      the CUDA programs only, built with NVIDIA's nvcc for a real
#                           GPU (this is what tests/gpu.sh does)
#
# Environment:
#   NVCC       compiler (default bin/heddle-nvcc; with --gpu: nvcc)
#   NVCCFLAGS  flags (default "-O2 -arch=sm_75"; with --gpu: "-O2 -arch=sm_90")
#   TESTS      space-separated subset: CUDA test names (vector_add or
#              tests/cuda/vector_add.cu), "unit" or "unit/NAME" for tests/unit
#              scripts, "ptx" for the PTX golden tests, "check" for heddle check. Default: everything.
#   JOBS       parallel builds (default 2)
#   TIMEOUT    seconds per test program, its kernels' first compilation included (default 300)
#
# A CUDA test passes when it exits 0 and prints a line starting "PASS ", and, where
# tests/cuda/NAME.gpu.out exists (recorded on a real GPU), its standard output is exactly that.
# A test with a line "// heddle-xfail: reason" is expected to fail under heddle: reported as
# XFAIL and not counted, or as XPASS, a failure, once it passes (remove the line then).
# A test may ask for extra compiler flags with a line "// test-flags: ..." (both modes).
# A script whose output ends with "N passed, M failed" adds those counts;
# otherwise it counts as one test, passed if it exits 0.
# The last line printed is "N passed, M failed"; the exit status is 1 if M > 0.

# HEDDLE_SAN=asan|tsan: run the programs against the sanitized runtime in lib-asan/ or
# lib-tsan/ (built by `make asan` / `make tsan`), with the sanitizer's runtime preloaded.
SAN_ENV=""
case "${HEDDLE_SAN:-}" in
  asan) SAN_ENV="LD_LIBRARY_PATH=$PWD/lib-asan LD_PRELOAD=$(cc -print-file-name=libasan.so) ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1" ;;
  tsan) SAN_ENV="LD_LIBRARY_PATH=$PWD/lib-tsan LD_PRELOAD=$(cc -print-file-name=libtsan.so) TSAN_OPTIONS=halt_on_error=1:exitcode=66" ;;
esac
# ... which needs programs linked against the shared runtime (heddle-nvcc links the static one by default)
[ -n "$SAN_ENV" ] && export HEDDLE_CUDART=shared
export HEDDLE_SAN_ENV="$SAN_ENV" # for tests/check/run.sh's programs

cd "$(dirname "$0")/.." || exit 2
# nvcc on PATH: the toolkit heddle-nvcc uses (tools/find-cuda.sh; maybe the one `make deps` fetched)
cuda=$(sh tools/find-cuda.sh) && PATH="$cuda/bin:$PATH" && export PATH

GPU=0
if [ "$1" = "--gpu" ]; then
    GPU=1
    shift
fi
if [ $GPU = 1 ]; then
    NVCC=${NVCC:-nvcc}
    NVCCFLAGS=${NVCCFLAGS:--O2 -arch=sm_90}
    OUT=tests/out-gpu
else
    NVCC=${NVCC:-bin/heddle-nvcc}
    NVCCFLAGS=${NVCCFLAGS:--O2 -arch=sm_75}
    OUT=tests/out
fi
JOBS=${JOBS:-2}
TIMEOUT=${TIMEOUT:-300}
TESTS=${TESTS:-}

mkdir -p "$OUT" || exit 2
passed=0
failed=0

# selected NAME: is NAME selected by $TESTS?
selected() {
    [ -z "$TESTS" ] && return 0
    for t in $TESTS; do
        t=${t#tests/}
        t=${t#cuda/}
        t=${t%.cu}
        t=${t%.sh}
        [ "$t" = "$1" ] && return 0
    done
    return 1
}

# -------- CUDA programs --------
cuda_tests=""
for f in tests/cuda/*.cu; do
    [ -f "$f" ] || continue
    name=$(basename "$f" .cu)
    selected "$name" && cuda_tests="$cuda_tests $name"
done
if [ -n "$TESTS" ]; then
    for t in $TESTS; do
        n=${t#tests/}; n=${n#cuda/}; n=${n%.cu}
        case $n in
        unit | unit/* | ptx | check | check/run.sh) ;;
        *) [ -f "tests/cuda/$n.cu" ] || { echo "FAIL $n: no such test tests/cuda/$n.cu"; failed=$((failed + 1)); } ;;
        esac
    done
fi

build_one() {
    # shellcheck disable=SC2086
    # a test may ask for extra flags with a line "// test-flags: ..."
    extra=$(sed -n 's|^// test-flags: *||p' "tests/cuda/$1.cu" | head -n 1)
    if $NVCC $NVCCFLAGS $extra -o "$OUT/$1" "tests/cuda/$1.cu" >"$OUT/$1.build.log" 2>&1; then
        echo ok >"$OUT/$1.built"
    else
        rm -f "$OUT/$1.built"
    fi
}

if [ -n "$cuda_tests" ]; then
    echo "building with $NVCC $NVCCFLAGS (JOBS=$JOBS)"
    running=0
    for name in $cuda_tests; do
        rm -f "$OUT/$name" "$OUT/$name.built"
        build_one "$name" &
        running=$((running + 1))
        if [ "$running" -ge "$JOBS" ]; then
            wait
            running=0
        fi
    done
    wait
fi

# result NAME OK MESSAGE...: count a CUDA test's outcome (OK 1: passed). A test marked with a
# line "// heddle-xfail: reason" is expected to fail under heddle (not with --gpu): its
# failure is reported as XFAIL and not counted; if it passes, XPASS counts as a failure
# until the marker is removed.
result() {
    name=$1 ok=$2
    shift 2
    xfail=""
    [ $GPU = 0 ] && xfail=$(sed -n 's|^// heddle-xfail: *||p' "tests/cuda/$name.cu" | head -n 1)
    if [ -n "$xfail" ]; then
        if [ "$ok" = 1 ]; then
            echo "XPASS $name: passes now; remove its '// heddle-xfail: $xfail' line"
            failed=$((failed + 1))
        else
            echo "XFAIL $name: $* (expected: $xfail)"
            [ -n "$DETAIL" ] && echo "$DETAIL" | grep -m 1 -E 'error|FAIL'
            xfailed=$((xfailed + 1))
        fi
    elif [ "$ok" = 1 ]; then
        echo "PASS $name"
        passed=$((passed + 1))
    else
        echo "FAIL $name: $*"
        [ -n "$DETAIL" ] && echo "$DETAIL"
        failed=$((failed + 1))
    fi
}
xfailed=0

for name in $cuda_tests; do
    DETAIL=""
    if [ ! -f "$OUT/$name.built" ] || [ ! -x "$OUT/$name" ]; then
        DETAIL=$(tail -n 15 "$OUT/$name.build.log" | sed 's/^/    /')
        result "$name" 0 "build failed"
        continue
    fi
    log="$OUT/$name.log"
    env $SAN_ENV timeout "$TIMEOUT" "./$OUT/$name" >"$OUT/$name.stdout" 2>"$OUT/$name.stderr"
    rc=$?
    cat "$OUT/$name.stdout" "$OUT/$name.stderr" >"$log"
    # tests/cuda/NAME.gpu.out: what the program printed on a real GPU; the output must match
    golden=tests/cuda/$name.gpu.out
    if [ $rc -eq 0 ] && [ -f "$golden" ] && ! cmp -s "$golden" "$OUT/$name.stdout"; then
        DETAIL=$(diff "$golden" "$OUT/$name.stdout" | head -n 20 | sed 's/^/    /')
        result "$name" 0 "output differs from the GPU's ($golden)"
    elif [ $rc -eq 0 ] && grep -q "^PASS " "$log"; then
        result "$name" 1
    else
        DETAIL=$(tail -n 10 "$log" | sed 's/^/    /')
        if [ $rc -eq 124 ]; then
            result "$name" 0 "timed out after ${TIMEOUT}s"
        else
            result "$name" 0 "exit status $rc"
        fi
    fi
done

# -------- scripts: tests/unit/*.sh, tests/ptx/run.sh and tests/check/run.sh --------
# run_script LABEL SCRIPT
run_script() {
    log="$OUT/$(echo "$1" | tr '/' '_').log"
    sh "$2" >"$log" 2>&1
    rc=$?
    summary=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$log" | tail -n 1)
    if [ -n "$summary" ]; then
        p=${summary%% passed*}
        m=${summary#*passed, }
        m=${m%% failed*}
        passed=$((passed + p))
        failed=$((failed + m))
        if [ "$m" -gt 0 ] || [ $rc -ne 0 ]; then
            echo "FAIL $1: $summary (exit status $rc)"
            tail -n 15 "$log" | sed 's/^/    /'
            # a nonzero exit with no failures reported still counts as a failure
            [ "$m" -eq 0 ] && failed=$((failed + 1))
        else
            echo "PASS $1: $summary"
        fi
    elif [ $rc -eq 0 ]; then
        echo "PASS $1"
        passed=$((passed + 1))
    else
        echo "FAIL $1: exit status $rc"
        tail -n 15 "$log" | sed 's/^/    /'
        failed=$((failed + 1))
    fi
}

if [ $GPU = 0 ]; then
    for s in tests/unit/*.sh; do
        [ -f "$s" ] || continue
        name=unit/$(basename "$s" .sh)
        sel=0
        if [ -z "$TESTS" ]; then sel=1; fi
        for t in $TESTS; do
            t=${t#tests/}; t=${t%.sh}
            if [ "$t" = unit ] || [ "$t" = "$name" ]; then sel=1; fi
        done
        [ $sel = 1 ] && run_script "$name" "$s"
    done
    # the suites with a run.sh of their own: tests/ptx (golden PTX), tests/check (heddle check
    # against compute-sanitizer's reports); TESTS names them "ptx", "check"
    for d in ptx check; do
        [ -f "tests/$d/run.sh" ] || continue
        sel=0
        if [ -z "$TESTS" ]; then sel=1; fi
        for t in $TESTS; do
            t=${t#tests/}
            if [ "$t" = "$d" ] || [ "$t" = "$d/run.sh" ]; then sel=1; fi
        done
        [ $sel = 1 ] && run_script "$d" "tests/$d/run.sh"
    done
fi

[ "$xfailed" -gt 0 ] && echo "$xfailed expected failures (XFAIL: tests marked '// heddle-xfail')"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
