#!/bin/sh
# heddle COMMAND ...: the user's entry to heddle's tools.
#   heddle check [--tool memcheck|racecheck|synccheck|initcheck] [--leak-check full|no]
#                [--error-exitcode N] [--print-limit N] [--racecheck-global yes|no]
#                PROGRAM [ARGS...]
#       runs PROGRAM (built with heddle-nvcc) with its kernels checked, as NVIDIA's
#       compute-sanitizer does on a GPU; reports go to stdout in its form, then
#       "ERROR SUMMARY: N errors" (the first 100 reports are printed, all counted). The same
#       runs with HEDDLE_CHECK=TOOL in the environment (HEDDLE_CHECK_LEAKS=full,
#       HEDDLE_CHECK_EXITCODE=N, HEDDLE_CHECK_PRINT_LIMIT=N) for programs started by others.
#       --racecheck-global yes (HEDDLE_CHECK_RACE_GLOBAL=1): racecheck also reports races
#       on global memory between blocks of one grid, which compute-sanitizer does not.
#   heddle run PROGRAM [ARGS...]: bin/heddle-run (programs NVIDIA's nvcc built).
here=$(cd "$(dirname "$0")" && pwd)
usage() {
    sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 2
}
[ $# -ge 1 ] || usage
cmd=$1
shift
case "$cmd" in
run) exec "$here/heddle-run" "$@" ;;
check) ;;
-h | --help | help) usage ;;
*) echo "heddle: unknown command '$cmd'" >&2; usage ;;
esac
tool=memcheck leaks=no code=0 limit=100 rglobal=
while [ $# -gt 0 ]; do
    case "$1" in
    --tool) [ $# -ge 2 ] || usage; tool=$2; shift 2 ;;
    --tool=*) tool=${1#--tool=}; shift ;;
    --leak-check) [ $# -ge 2 ] || usage; leaks=$2; shift 2 ;;
    --leak-check=*) leaks=${1#--leak-check=}; shift ;;
    --error-exitcode) [ $# -ge 2 ] || usage; code=$2; shift 2 ;;
    --error-exitcode=*) code=${1#--error-exitcode=}; shift ;;
    --print-limit) [ $# -ge 2 ] || usage; limit=$2; shift 2 ;;
    --print-limit=*) limit=${1#--print-limit=}; shift ;;
    --racecheck-global) [ $# -ge 2 ] || usage; rglobal=$2; shift 2 ;;
    --racecheck-global=*) rglobal=${1#--racecheck-global=}; shift ;;
    --) shift; break ;;
    -*) echo "heddle check: unknown option '$1'" >&2; usage ;;
    *) break ;;
    esac
done
case "$tool" in memcheck | racecheck | synccheck | initcheck) ;; *)
    echo "heddle check: unknown tool '$tool' (memcheck, racecheck, synccheck or initcheck)" >&2
    exit 2 ;;
esac
case "$leaks" in full | no) ;; *) echo "heddle check: --leak-check takes full or no" >&2; exit 2 ;; esac
case "$code" in '' | *[!0-9]*) echo "heddle check: --error-exitcode takes a number" >&2; exit 2 ;; esac
case "$limit" in '' | *[!0-9]*) echo "heddle check: --print-limit takes a number" >&2; exit 2 ;; esac
case "$rglobal" in
'') ;; # as the environment says
yes) HEDDLE_CHECK_RACE_GLOBAL=1; export HEDDLE_CHECK_RACE_GLOBAL ;;
no) HEDDLE_CHECK_RACE_GLOBAL=0; export HEDDLE_CHECK_RACE_GLOBAL ;;
*) echo "heddle check: --racecheck-global takes yes or no" >&2; exit 2 ;;
esac
[ $# -ge 1 ] || usage
HEDDLE_CHECK=$tool HEDDLE_CHECK_LEAKS=$leaks HEDDLE_CHECK_EXITCODE=$code HEDDLE_CHECK_PRINT_LIMIT=$limit
export HEDDLE_CHECK HEDDLE_CHECK_LEAKS HEDDLE_CHECK_EXITCODE HEDDLE_CHECK_PRINT_LIMIT
# a program nvcc built against the shared CUDA runtime runs through heddle-run
if command -v readelf >/dev/null 2>&1 && readelf -d "$1" 2>/dev/null | grep -q 'NEEDED.*libcudart\.so'; then
    exec "$here/heddle-run" "$@"
fi
exec "$@"
