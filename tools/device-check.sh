#!/bin/sh
# On a machine with an NVIDIA GPU and many cores: (1) the CUDA tests with NVIDIA's nvcc
# and runtime (the spec), (2) the same tests on heddle, (3) the benchmarks on every core at
# sizes above the last-level cache, and the GPU's own numbers for reference.
# Results go to $OUT (or ./device-out). Uses a prebuilt lib/ and bin/ if make cannot build.
OUT=${OUT:-device-out}
mkdir -p "$OUT"
export PATH="$PATH:/usr/local/cuda/bin"
n=$(nproc)
{ nproc; nvidia-smi -L; grep -m1 'model name' /proc/cpuinfo; } > "$OUT/machine.txt" 2>&1
make -s all > "$OUT/build.log" 2>&1 || echo "make failed; using the carried build" >> "$OUT/build.log"
[ -d .carried-libs ] && export LD_LIBRARY_PATH="$PWD/.carried-libs${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
JOBS=$n sh tests/gpu.sh > "$OUT/gpu-tests.log" 2>&1
JOBS=$n sh tests/run.sh > "$OUT/heddle-tests.log" 2>&1
VECADD_N=2^28 REDUCE3_N=2^28 MATMUL_N=1024 THREADS=$n sh bench/run.sh > "$OUT/bench-heddle.log" 2>&1
VECADD_N=2^28 REDUCE3_N=2^28 MATMUL_N=1024 THREADS=$n NVCC=nvcc sh bench/run.sh > "$OUT/bench-gpu.log" 2>&1
tail -n 1 "$OUT/gpu-tests.log" "$OUT/heddle-tests.log"
grep -E "^(vecadd|reduce3|matmul|graph) " "$OUT/bench-heddle.log" "$OUT/bench-gpu.log"
