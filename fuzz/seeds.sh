#!/bin/sh
# seeds.sh OUT: the fuzzers' seed corpora, made at build time (nvcc's output stays out of the
# repository). OUT/ptx: tests/ptx/*.ptx, `nvcc -ptx` of each tests/cuda/*.cu, and the objects of
# -rdc programs joined by NUL bytes (fuzz_ptx links them into one module); OUT/fatbin:
# the fatbin sections of objects nvcc builds from tests/unit/fatbin_*.cu, in every compression mode.
set -e
cd "$(dirname "$0")/.."
# nvcc on PATH: the toolkit heddle-nvcc uses (tools/find-cuda.sh; maybe the one `make deps` fetched)
cuda=$(sh tools/find-cuda.sh) && PATH="$cuda/bin:$PATH" && export PATH
OUT=${1:?usage: fuzz/seeds.sh OUTDIR}
NVCC=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
rm -rf "$OUT.tmp"
mkdir -p "$OUT.tmp/ptx" "$OUT.tmp/fatbin"
T=$OUT.tmp/obj
mkdir -p "$T"

cp tests/ptx/*.ptx "$OUT.tmp/ptx/"
# two at a time: the machine is shared; a test's `// test-flags:` line (e.g. -arch=sm_90 for
# redux) replaces the default -arch=sm_75
ls tests/cuda/*.cu | xargs -P 2 -I{} sh -c \
    'f=$(sed -n "s,^// test-flags: *,,p" "$2"); case "$f" in *-arch*) ;; *) f="-arch=sm_75 $f" ;; esac
     "$1" -ptx $f -Itests/cuda "$2" -o "$3/cuda_$(basename "$2" .cu).ptx"' - "$NVCC" {} "$OUT.tmp/ptx"
# -rdc programs: each object's PTX, NUL-separated
rdc() {
    name=$1; shift
    for f in "$@"; do
        "$NVCC" -ptx -rdc=true -arch=sm_75 "$f" -o "$T/rdc.ptx"
        cat "$T/rdc.ptx"; printf '\0'
    done > "$OUT.tmp/ptx/rdc_$name.ptx"
}
rdc tests tests/rdc/lib.cu tests/rdc/main.cu
rdc driver tests/driver/rdc_a.cu tests/driver/rdc_b.cu
rdc fatbin tests/unit/fatbin_rdc_a.cu tests/unit/fatbin_rdc_b.cu

# section OBJ NAME: the object's fatbin section (.nv_fatbin, or __nv_relfatbin for -rdc)
section() {
    for s in .nv_fatbin __nv_relfatbin; do
        objcopy -O binary --only-section=$s "$1" "$T/sec" 2>/dev/null || continue
        [ -s "$T/sec" ] && cp "$T/sec" "$OUT.tmp/fatbin/$2.bin" && return 0
    done
    echo "seeds.sh: no fatbin section in $1" >&2
    return 1
}
U=tests/unit
for v in "zstd:" "lz4:-compress-mode=speed" "none:--no-compress" "size:-compress-mode=size" "lineinfo:-lineinfo" \
         "multi:-gencode arch=compute_80,code=sm_80 -gencode arch=compute_86,code=compute_86 -gencode arch=compute_75,code=compute_75" \
         "sass:-gencode arch=compute_80,code=sm_80"; do
    name=${v%%:*}
    # shellcheck disable=SC2086
    "$NVCC" -cudart=none -c ${v#*:} $U/fatbin_k.cu -o "$T/$name.o"
    section "$T/$name.o" "$name"
done
"$NVCC" -cudart=none -c --no-compress $U/fatbin_k2.cu -o "$T/k2.o"
section "$T/k2.o" k2
cat "$OUT.tmp/fatbin/none.bin" "$OUT.tmp/fatbin/k2.bin" > "$OUT.tmp/fatbin/two_units.bin"
for mode in zstd lz4; do
    flag=""; [ $mode = lz4 ] && flag=-compress-mode=speed
    "$NVCC" -cudart=none -dc $flag $U/fatbin_rdc_a.cu -o "$T/ra.o"
    "$NVCC" -cudart=none -dc $flag $U/fatbin_rdc_b.cu -o "$T/rb.o"
    "$NVCC" -dlink $flag "$T/ra.o" "$T/rb.o" -o "$T/rdl.o"
    section "$T/ra.o" "rdc_a_$mode"
    section "$T/rb.o" "rdc_b_$mode"
    section "$T/rdl.o" "rdc_dlink_$mode"
done
rm -rf "$T"
rm -rf "$OUT"
mv "$OUT.tmp" "$OUT"
echo "seeds: $(ls "$OUT/ptx" | wc -l) PTX, $(ls "$OUT/fatbin" | wc -l) fatbin in $OUT"
