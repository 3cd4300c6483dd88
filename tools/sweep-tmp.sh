export LD_LIBRARY_PATH=$PWD/.carried-libs
bin/heddle-nvcc -O3 -o /tmp/g bench/graph.cu
for t in 1 4 16; do for n in 65536 1048576; do echo "threads=$t n=$n $(HEDDLE_THREADS=$t /tmp/g $n | head -1 | sed 's/.*kernels: //')"; done; done
VECADD_N=2^28 REDUCE3_N=2^28 MATMUL_N=1024 THREADS=16 sh bench/run.sh > /tmp/b.log 2>&1; grep -E "^(vecadd|reduce3|matmul|graph) |graph: result" /tmp/b.log
