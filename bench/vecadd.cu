/* vecadd: c[i] = a[i] + b[i], 256-thread blocks. Size: argv[1] or VECADD_N (default 2^24). */
#include <cuda_runtime.h>
#include <limits.h>
#include "bench.h"

__global__ void vecadd(const float *a, const float *b, float *c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = a[i] + b[i];
}

int main(int argc, char **argv)
{
    unsigned long long nn = bench_size(argc, argv, "VECADD_N", 1ull << 24);
    if (nn > INT_MAX) { fprintf(stderr, "vecadd: n must be <= %d\n", INT_MAX); return 2; }
    int n = (int)nn, reps = bench_reps(), threads = 256, blocks = (n + threads - 1) / threads;
    size_t bytes = (size_t)n * sizeof(float);

    float *ha = (float *)malloc(bytes), *hb = (float *)malloc(bytes), *hc = (float *)malloc(bytes);
    if (!ha || !hb || !hc) { fprintf(stderr, "vecadd: out of host memory\n"); return 1; }
    for (int i = 0; i < n; i++) { ha[i] = (float)(i % 1000); hb[i] = 0.5f * (float)(i % 77); }

    float *a, *b, *c;
    CK(cudaMalloc((void **)&a, bytes));
    CK(cudaMalloc((void **)&b, bytes));
    CK(cudaMalloc((void **)&c, bytes));
    CK(cudaMemcpy(a, ha, bytes, cudaMemcpyHostToDevice));
    CK(cudaMemcpy(b, hb, bytes, cudaMemcpyHostToDevice));

    for (int w = 0; w < BENCH_WARMUP; w++) {   /* first launch JIT-compiles under heddle */
        vecadd<<<blocks, threads>>>(a, b, c, n);
        CK(cudaGetLastError());
        CK(cudaDeviceSynchronize());
    }
    double t[1000];
    for (int r = 0; r < reps; r++) {
        double t0 = bench_now_ms();
        vecadd<<<blocks, threads>>>(a, b, c, n);
        CK(cudaDeviceSynchronize());
        t[r] = bench_now_ms() - t0;
    }
    CK(cudaGetLastError());

    CK(cudaMemcpy(hc, c, bytes, cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++)
        if (hc[i] != ha[i] + hb[i]) {
            fprintf(stderr, "vecadd: FAILED at i=%d: got %g, expected %g\n", i, hc[i], ha[i] + hb[i]);
            return 1;
        }
    char size[64];
    snprintf(size, sizeof size, "n=%d", n);
    printf("vecadd: result verified\n");
    bench_report("vecadd", "cuda", size, t, reps);
    CK(cudaFree(a)); CK(cudaFree(b)); CK(cudaFree(c));
    free(ha); free(hb); free(hc);
    return 0;
}
