/* scan: inclusive prefix sum of each 1024-element segment of an int array, one block of 1024
 * threads per segment: each warp scans with __shfl_up_sync, the warp totals go to shared
 * memory, the first warp scans them, and each warp adds the total of the warps before it.
 * Size: argv[1] or SCAN_N (default 2^23). */
#include <cuda_runtime.h>
#include <limits.h>
#include "bench.h"

#define THREADS 1024

__global__ void block_scan(const int *in, int *out, int n)
{
    __shared__ int warp_sums[THREADS / 32];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    int v = i < n ? in[i] : 0;
    for (int off = 1; off < 32; off *= 2) {
        int y = __shfl_up_sync(0xffffffff, v, off);
        if (lane >= off)
            v += y;
    }
    if (lane == 31)
        warp_sums[warp] = v;
    __syncthreads();
    if (warp == 0) {
        int s = lane < blockDim.x / 32 ? warp_sums[lane] : 0;
        for (int off = 1; off < 32; off *= 2) {
            int y = __shfl_up_sync(0xffffffff, s, off);
            if (lane >= off)
                s += y;
        }
        warp_sums[lane] = s;
    }
    __syncthreads();
    if (warp > 0)
        v += warp_sums[warp - 1];
    if (i < n)
        out[i] = v;
}

int main(int argc, char **argv)
{
    unsigned long long nn = bench_size(argc, argv, "SCAN_N", 1ull << 23);
    if (nn > INT_MAX - THREADS) { fprintf(stderr, "scan: n must be <= %d\n", INT_MAX - THREADS); return 2; }
    int n = (int)nn, reps = bench_reps(), blocks = (n + THREADS - 1) / THREADS;
    size_t bytes = (size_t)n * sizeof(int);
    int *hin = (int *)malloc(bytes), *hout = (int *)malloc(bytes);
    if (!hin || !hout) { fprintf(stderr, "scan: out of host memory\n"); return 1; }
    for (int i = 0; i < n; i++) hin[i] = (int)((i % 23) * 7 % 23) - 11;

    int *in, *out;
    CK(cudaMalloc((void **)&in, bytes));
    CK(cudaMalloc((void **)&out, bytes));
    CK(cudaMemcpy(in, hin, bytes, cudaMemcpyHostToDevice));

    for (int w = 0; w < BENCH_WARMUP; w++) {   /* first launch JIT-compiles under heddle */
        block_scan<<<blocks, THREADS>>>(in, out, n);
        CK(cudaGetLastError());
        CK(cudaDeviceSynchronize());
    }
    double t[1000];
    for (int r = 0; r < reps; r++) {
        double t0 = bench_now_ms();
        block_scan<<<blocks, THREADS>>>(in, out, n);
        CK(cudaDeviceSynchronize());
        t[r] = bench_now_ms() - t0;
    }
    CK(cudaGetLastError());

    CK(cudaMemcpy(hout, out, bytes, cudaMemcpyDeviceToHost));
    int s = 0;
    for (int i = 0; i < n; i++) {
        s = i % THREADS ? s + hin[i] : hin[i];
        if (hout[i] != s) {
            fprintf(stderr, "scan: FAILED at i=%d: got %d, expected %d\n", i, hout[i], s);
            return 1;
        }
    }
    char size[64];
    snprintf(size, sizeof size, "n=%d", n);
    printf("scan: %d segments of %d verified\n", blocks, THREADS);
    bench_report("scan", "cuda", size, t, reps);
    CK(cudaFree(in)); CK(cudaFree(out));
    free(hin); free(hout);
    return 0;
}
