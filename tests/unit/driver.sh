#!/bin/sh
# driver.sh: build the programs in tests/driver/ with bin/heddle-nvcc in the ways Makefiles
# call nvcc, check that each binary carries PTX (tests/driver/ptxcheck.c, our fatbin reader)
# and runs against a stub libheddle.so that reads its PTX at registration. Prints "N passed, M failed".
cd "$(dirname "$0")/../.." || exit 1
REPO=$(pwd)
CC=${CC:-cc}
T=$(mktemp -d /tmp/heddle-driver.XXXXXX)
trap 'rm -rf "$T"' EXIT
D=$REPO/tests/driver
HN=$REPO/bin/heddle-nvcc
pass=0 fail=0

make -s bin/heddle-nvcc >"$T/log" 2>&1 || { cat "$T/log"; echo "0 passed, 1 failed"; exit 1; }

# The stub runtime stands in for lib/libheddle.so, which may not be built (or working) yet.
mkdir -p "$T/root/lib"
$CC -std=gnu11 -shared -fPIC -Isrc/util -Isrc/runtime -o "$T/root/lib/libheddle.so" $D/stub_heddle.c src/runtime/fatbin.c -ldl -lpthread &&
$CC -std=gnu11 -Isrc/util -Isrc/runtime -o "$T/ptxcheck" $D/ptxcheck.c src/runtime/fatbin.c -ldl -lpthread ||
    { echo "0 passed, 1 failed"; exit 1; }
export HEDDLE_ROOT="$T/root" HEDDLE_CUDART=shared

ok()  { pass=$((pass + 1)); echo "PASS $1"; }
bad() { fail=$((fail + 1)); echo "FAIL $1: $2"; [ -s "$T/log" ] && sed 's/^/    /' "$T/log" | tail -20; }

# check NAME BIN ARCHS [WANT]: BIN's PTX archs are exactly ARCHS (comma list) and it prints WANT
check() {
    name=$1 bin=$2 archs=$3 want=${4:-PASS}
    got=$("$T/ptxcheck" "$bin" 2>&1)
    case "$got" in "ptx "*" archs $archs") ;; *) bad "$name" "PTX: $got (want archs $archs)"; return ;; esac
    out=$("$bin" 2>&1)
    case "$out" in *"heddle-stub: error"*|*FAIL*) bad "$name" "run: $out"; return ;; esac
    case "$out" in *"heddle-stub: wrapper"*"$want"*) ok "$name" ;; *) bad "$name" "run: $out" ;; esac
}

# build NAME ARCHS HEDDLE-NVCC-ARGS...: one-step build of $T/NAME, then check
build() {
    name=$1 archs=$2; shift 2
    if (cd "$T" && "$HN" "$@" -o "$T/$name") >"$T/log" 2>&1; then check "$name" "$T/$name" "$archs"
    else bad "$name" "heddle-nvcc $*"; fi
}

# hn NAME ARGS...: a step that must succeed (run in $T)
hn() { name=$1; shift; (cd "$T" && "$HN" "$@") >"$T/log" 2>&1 || { bad "$name" "heddle-nvcc $*"; return 1; }; }

: >"$T/log"
build arch-sm86       86 -arch=sm_86 $D/main.cu
build arch-separate   80 -arch sm_80 $D/main.cu
build gpu-arch-long   90 --gpu-architecture=sm_90 --gpu-code=sm_90 $D/main.cu
build gencode-sass    80 -gencode arch=compute_80,code=sm_80 $D/main.cu
build gencode-list    89 -gencode=arch=compute_75,code=[sm_75,compute_75] -gencode=arch=compute_89,code=sm_89 $D/main.cu
build arch-code       86 -arch=compute_80 -code=sm_80,sm_86 $D/main.cu
build arch-native     75 -arch=native $D/main.cu
build arch-all-major  75 -arch=all-major $D/main.cu
build arch-too-old    75 -arch=sm_70 $D/main.cu
build arch-default    75 $D/main.cu
build multi-file      86,86 -arch=sm_86 -DMULTI $D/main.cu $D/second.cu $D/util.cpp
build openmp          75 -Xcompiler -fopenmp $D/omp.cu
build many-flags      80 -O3 -g -lineinfo --use_fast_math -m64 -w --expt-relaxed-constexpr --extended-lambda \
    -std=c++17 -I $D -I$T -D UNUSED_A=1 -DUNUSED_B -U UNUSED_B -L /usr/lib -lm -Xlinker --as-needed \
    -Xcompiler -Wall -ccbin g++ -arch=sm_80 $D/main.cu
build rdc-one-step    75,75 -rdc=true $D/rdc_a.cu $D/rdc_b.cu
build rdc-space-true  86,86 -rdc true -arch=sm_86 $D/rdc_a.cu $D/rdc_b.cu

# -c then link, three languages
hn sep-compile -c -arch=sm_86 -DMULTI $D/main.cu -o m.o && hn sep-compile -c -arch=sm_86 $D/second.cu -o s.o &&
hn sep-compile -c $D/util.cpp -o u.o && hn sep-compile m.o s.o u.o -o sep && check sep-compile "$T/sep" 86,86

# -MD/-MF alongside -c; -x cu on a .cpp file
cp $D/main.cu "$T/main_as_cpp.cpp"
hn depfile -c -MD -MF "$T/dep.d" -x cu main_as_cpp.cpp -o mc.o && hn depfile mc.o -o mc &&
    if grep -q main_as_cpp "$T/dep.d"; then check x-cu-depfile "$T/mc" 75; else bad depfile "no dependency file"; fi

# -dc objects linked without -rdc on the link line (detected in the objects), also via an archive
hn rdc-dc -dc -arch=sm_80 $D/rdc_a.cu -o ra.o && hn rdc-dc -dc -arch=sm_80 $D/rdc_b.cu -o rb.o &&
    hn rdc-dc ra.o rb.o -o rdc_dc && check rdc-dc "$T/rdc_dc" 80,80
(cd "$T" && ar rcs librb.a rb.o) && hn rdc-archive ra.o -L. -lrb -o rdc_lib && check rdc-lib "$T/rdc_lib" 80,80 &&
    hn rdc-archive ra.o librb.a -o rdc_ar && check rdc-archive "$T/rdc_ar" 80,80
# the user runs the device link: no second one
hn rdc-user-dlink -dlink ra.o rb.o -o udl.o && hn rdc-user-dlink ra.o rb.o udl.o -o rdc_udl &&
    check rdc-user-dlink "$T/rdc_udl" 80,80

# a shared library with relocatable device code: the dlink object gets -Xcompiler -fPIC too
if hn rdc-shared -shared -Xcompiler -fPIC -rdc=true $D/rdc_b.cu -o librdcb.so &&
   readelf -d "$T/librdcb.so" | grep -q 'NEEDED.*libheddle.so' && ! readelf -d "$T/librdcb.so" | grep -q TEXTREL &&
   "$T/ptxcheck" "$T/librdcb.so" >"$T/log" 2>&1; then ok rdc-shared; else bad rdc-shared "shared library"; fi

# arguments with spaces survive (no shell in between)
mkdir -p "$T/dir with space"
if (cd "$T" && "$HN" '-DMSG="hello world"' $D/main.cu -o "dir with space/out") >"$T/log" 2>&1; then
    check spaces "$T/dir with space/out" 75 "hello world"
else bad spaces "build"; fi

# -v prints every command; --dryrun prints and runs nothing
if (cd "$T" && "$HN" -v -rdc=true $D/rdc_a.cu $D/rdc_b.cu -o vv) >"$T/log" 2>&1 &&
   [ "$(grep -c '^#heddle\$' "$T/log")" -eq 4 ] && grep -q -- '-dlink' "$T/log"; then ok verbose
else bad verbose "want 4 #heddle\$ lines (2 compiles, dlink, link)"; fi
if (cd "$T" && "$HN" --dryrun -arch=sm_86 $D/main.cu -o dry) >"$T/log" 2>&1 && [ ! -e "$T/dry" ] &&
   grep -q 'arch=compute_86,code=compute_86' "$T/log" && grep -q -- '-lheddle' "$T/log"; then ok dryrun
else bad dryrun "printed commands or created output"; fi

# --version: heddle's line, then nvcc's
if "$HN" --version >"$T/log" 2>&1 && head -1 "$T/log" | grep -q '^heddle-nvcc' &&
   grep -q 'Cuda compilation tools' "$T/log"; then ok version; else bad version "output"; fi

# nvcc's exit status comes back
nvcc_rc=$(cd "$T" && "${HEDDLE_NVCC:-nvcc}" -c $D/broken.cu -o b.o >/dev/null 2>&1; echo $?)
hn_rc=$(cd "$T" && "$HN" -c $D/broken.cu -o b.o >"$T/log" 2>&1; echo $?)
if [ "$hn_rc" -ne 0 ] && [ "$hn_rc" = "$nvcc_rc" ] && grep -q undeclared_name "$T/log"; then ok exit-status
else bad exit-status "heddle-nvcc $hn_rc, nvcc $nvcc_rc"; fi

# preprocessing and dependency-only steps
if (cd "$T" && "$HN" -M $D/main.cu) 2>"$T/log" | grep -q 'main.cu'; then ok dep-M; else bad dep-M "-M output"; fi
if (cd "$T" && "$HN" -E -arch=sm_86 $D/main.cu) 2>"$T/log" | grep -q 'main_kernel'; then ok preprocess-E
else bad preprocess-E "-E output"; fi

# The real runtime (these need lib/ built): static by default, so the program needs neither
# libheddle.so nor an LD_LIBRARY_PATH; -cudart=shared and $HEDDLE_CUDART=shared link libheddle.so
# with an rpath; NVIDIA's runtime libraries named on the command line are heddle's.
# real NAME WANT-NEEDED ARGS...: build main.cu with the real root, run it from another directory
real() {
    name=$1 want=$2; shift 2
    rm -f "$T/$name"
    if ! (cd "$T" && env -u HEDDLE_CUDART HEDDLE_ROOT="$REPO" "$@" $D/main.cu -o "$T/$name") >"$T/log" 2>&1; then
        bad "$name" "build"; return; fi
    needed=$(readelf -d "$T/$name" | sed -n 's/.*NEEDED.*\[\(lib\(heddle\|cudart\)[^]]*\)\].*/\1/p' | tr '\n' ' ')
    [ "$needed" = "$want" ] || { bad "$name" "NEEDED '$needed', want '$want'"; return; }
    out=$(cd / && env -u LD_LIBRARY_PATH HEDDLE_CACHE="$T/cache" "$T/$name" 2>&1)
    [ "$out" = PASS ] && ok "$name" || { echo "$out" >"$T/log"; bad "$name" "run"; }
}
if [ -f lib/libheddle_static.a ] && [ -f lib/libheddle.so ]; then
    real cudart-static-default "" "$HN"
    real cudart-static-lcudart "" "$HN" -lcudart -lcudadevrt -l cudart_static
    real cudart-shared "libheddle.so " "$HN" -cudart=shared
    real cudart-shared-long "libheddle.so " "$HN" --cudart shared -lcudart
    real cudart-env "libheddle.so " env HEDDLE_CUDART=shared "$HN"
    real cudart-none-then-static "" "$HN" -cudart none -lheddle_static -lm -L"$REPO/lib"
    real cudart-none-lcudart "" "$HN" -cudart=none -lcudart
    # nvcc's options file (CMake passes objects and flags in one): flags, quotes, comma lists
    printf -- '-arch=sm_86 "-DUNUSED_Q=a b"\n-Xcompiler -O1,-Wall\n' >"$T/opts.txt"
    real options-file "" "$HN" -optf "$T/opts.txt"
else bad cudart "lib/libheddle_static.a or lib/libheddle.so not built"; fi
if (cd "$T" && env -u HEDDLE_CUDART "$HN" -cudart=dynamic $D/main.cu -o x) >"$T/log" 2>&1 ||
   ! grep -q 'expected static, shared or none' "$T/log"; then bad cudart-bad "want a clear error"; else ok cudart-bad; fi

# an nvcc that is heddle-nvcc again: a clear error, not endless recursion
if (cd "$T" && HEDDLE_NVCC="$HN" timeout 20 "$HN" -c $D/second.cu -o r.o) >"$T/log" 2>&1 || ! grep -q 'runs heddle-nvcc again' "$T/log"; then
    bad self-as-nvcc "want a clear error"; else ok self-as-nvcc; fi

# HEDDLE_NVCC picks the nvcc that runs
printf '#!/bin/sh\necho wrapped >>"%s/wrapped.log"\nexec nvcc "$@"\n' "$T" >"$T/mynvcc"
chmod +x "$T/mynvcc"
if (cd "$T" && HEDDLE_NVCC="$T/mynvcc" "$HN" -c $D/second.cu -o w.o) >"$T/log" 2>&1 && [ -s "$T/wrapped.log" ]; then
    ok heddle-nvcc-env; else bad heddle-nvcc-env "wrapper not used"; fi

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
