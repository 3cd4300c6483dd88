/* matvec: y = A*x for a row-major n x n float matrix, one thread per row (each thread walks
 * its row), 256-thread blocks. Size: argv[1] or MATVEC_N (default 8192). */
#include <cuda_runtime.h>
#include "bench.h"
#include "matvec.h"

#define THREADS 256

__global__ void matvec(const float *A, const float *x, float *y, int n)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < n) {
        float sum = 0.0f;
        for (int j = 0; j < n; j++)
            sum += A[(size_t)row * n + j] * x[j];
        y[row] = sum;
    }
}

int main(int argc, char **argv)
{
    unsigned long long nn = bench_size(argc, argv, "MATVEC_N", 8192);
    if (nn > 65536) { fprintf(stderr, "matvec: n must be <= 65536\n"); return 2; }
    int n = (int)nn, reps = bench_reps(), blocks = (n + THREADS - 1) / THREADS;
    size_t bytes = (size_t)n * n * sizeof(float);
    float *hA = (float *)malloc(bytes), *hx = (float *)malloc((size_t)n * sizeof(float));
    float *hy = (float *)malloc((size_t)n * sizeof(float));
    if (!hA || !hx || !hy) { fprintf(stderr, "matvec: out of host memory\n"); return 1; }
    for (size_t i = 0; i < (size_t)n; i++) {
        hx[i] = mv_x(i);
        for (size_t j = 0; j < (size_t)n; j++) hA[i * n + j] = mv_a(i, j);
    }

    float *A, *x, *y;
    CK(cudaMalloc((void **)&A, bytes));
    CK(cudaMalloc((void **)&x, (size_t)n * sizeof(float)));
    CK(cudaMalloc((void **)&y, (size_t)n * sizeof(float)));
    CK(cudaMemcpy(A, hA, bytes, cudaMemcpyHostToDevice));
    CK(cudaMemcpy(x, hx, (size_t)n * sizeof(float), cudaMemcpyHostToDevice));

    for (int w = 0; w < BENCH_WARMUP; w++) {   /* first launch JIT-compiles under heddle */
        matvec<<<blocks, THREADS>>>(A, x, y, n);
        CK(cudaGetLastError());
        CK(cudaDeviceSynchronize());
    }
    double t[1000];
    for (int r = 0; r < reps; r++) {
        double t0 = bench_now_ms();
        matvec<<<blocks, THREADS>>>(A, x, y, n);
        CK(cudaDeviceSynchronize());
        t[r] = bench_now_ms() - t0;
    }
    CK(cudaGetLastError());

    CK(cudaMemcpy(hy, y, (size_t)n * sizeof(float), cudaMemcpyDeviceToHost));
    if (mv_check(hA, hx, hy, (size_t)n)) return 1;
    char size[64];
    snprintf(size, sizeof size, "n=%d", n);
    printf("matvec: result verified\n");
    bench_report("matvec", "cuda", size, t, reps);
    CK(cudaFree(A)); CK(cudaFree(x)); CK(cudaFree(y));
    free(hA); free(hx); free(hy);
    return 0;
}
