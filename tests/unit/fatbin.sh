#!/bin/sh
# fatbin.sh: build tests/unit/test_fatbin.c against .cu objects compiled by nvcc in every
# compression mode (zstd, LZ4, none), multi-arch, SASS-only and -rdc (version-2 wrapper),
# run each, and print "N passed, M failed". Run from anywhere; needs nvcc (or $NVCC).
cd "$(dirname "$0")/../.." || exit 1
NVCC=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
CC=${CC:-cc}
T=$(mktemp -d /tmp/heddle-fatbin.XXXXXX)
trap 'rm -rf "$T"' EXIT
U=tests/unit
CFLAGS="-std=gnu11 -g -Wall -Wextra -Wshadow -Wmissing-prototypes -Wno-unused-parameter -Isrc/util -Isrc/runtime"
pass=0 fail=0

ok()  { pass=$((pass + 1)); echo "PASS $1"; }
bad() { fail=$((fail + 1)); echo "FAIL $1"; [ -f "$T/log" ] && sed 's/^/    /' "$T/log"; }

# run NAME "OBJS" TESTARGS...: link the test with OBJS and run it
run() {
    name=$1 objs=$2; shift 2
    if ! $CC $CFLAGS -o "$T/t_$name" $U/test_fatbin.c src/runtime/fatbin.c $objs -ldl -lpthread -lstdc++ >"$T/log" 2>&1; then
        bad "$name (link)"; return
    fi
    if "$T/t_$name" "$@" >"$T/log" 2>&1; then ok "$name"; else bad "$name"; fi
}

# variant NAME NVCCFLAGS TESTARGS...: compile fatbin_k.cu with NVCCFLAGS and test it
variant() {
    name=$1 flags=$2; shift 2
    # shellcheck disable=SC2086
    if ! "$NVCC" -cudart=none -c $flags $U/fatbin_k.cu -o "$T/$name.o" >"$T/log" 2>&1; then
        bad "$name (nvcc $flags)"; return
    fi
    run "$name" "$T/$name.o" "$@"
}

K="vadd_kernel _Z11fill_kernelIfEvPT_S0_"
run synthetic "" --synthetic
variant zstd-default ""                     $K
variant lz4-speed    "-compress-mode=speed" $K
variant zstd-size    "-compress-mode=size"  $K
variant no-compress  "--no-compress"        $K
variant multi-arch   "-gencode arch=compute_80,code=sm_80 -gencode arch=compute_86,code=compute_86 -gencode arch=compute_75,code=compute_75" $K
variant arch-100     "-gencode arch=compute_100,code=compute_100 -gencode arch=compute_75,code=compute_75" $K
variant lineinfo     "-lineinfo"            $K
variant debug-G      "-G"                   $K
variant sass-only    "-gencode arch=compute_80,code=sm_80" --no-ptx

# two non-rdc translation units in one program: two wrappers, each sees only its own PTX
if "$NVCC" -cudart=none -c $U/fatbin_k2.cu -o "$T/k2.o" >"$T/log" 2>&1 &&
   "$NVCC" -cudart=none -c $U/fatbin_k.cu -o "$T/k1.o" >"$T/log" 2>&1; then
    run two-units "$T/k1.o $T/k2.o" --objects 1 vadd_kernel second_kernel
else bad "two-units (nvcc)"; fi

# -rdc: per-object fatbins reached through the version-2 wrapper of the nvcc -dlink object
for mode in "" "-compress-mode=speed" "--no-compress"; do
    name="rdc${mode:+-}$(echo "${mode#-compress-mode=}" | tr -d -)"
    if "$NVCC" -cudart=none -dc $mode $U/fatbin_rdc_a.cu -o "$T/ra.o" >"$T/log" 2>&1 &&
       "$NVCC" -cudart=none -dc $mode $U/fatbin_rdc_b.cu -o "$T/rb.o" >"$T/log" 2>&1 &&
       "$NVCC" -dlink $mode "$T/ra.o" "$T/rb.o" -o "$T/rdl.o" >"$T/log" 2>&1; then
        run "$name" "$T/ra.o $T/rb.o $T/rdl.o" --objects 2 rdc_kernel_a rdc_kernel_b
    else bad "$name (nvcc)"; fi
done

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
