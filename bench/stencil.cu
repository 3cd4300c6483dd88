/* stencil: ITERS Jacobi sweeps of a 5-point stencil over an n x n float grid, ping-ponging
 * between two buffers, one launch per sweep; 32x8 thread blocks, one thread per cell.
 * Size: argv[1] or STENCIL_N (default 4096); STENCIL_ITERS sweeps (default 4). */
#include <cuda_runtime.h>
#include <math.h>
#include "bench.h"
#include "stencil.h"

__global__ void stencil5(const float *in, float *out, int n)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x > 0 && x < n - 1 && y > 0 && y < n - 1) {
        int i = y * n + x;
        out[i] = 0.5f * in[i] + 0.125f * (in[i - 1] + in[i + 1] + in[i - n] + in[i + n]);
    }
}

int main(int argc, char **argv)
{
    unsigned long long nn = bench_size(argc, argv, "STENCIL_N", 4096);
    const char *is = getenv("STENCIL_ITERS");
    int iters = is ? atoi(is) : 4;
    if (nn < 3 || nn > 16384 || iters < 1) { fprintf(stderr, "stencil: 3 <= n <= 16384, STENCIL_ITERS >= 1\n"); return 2; }
    int n = (int)nn, reps = bench_reps();
    size_t bytes = (size_t)n * n * sizeof(float);
    float *h0 = (float *)malloc(bytes), *h = (float *)malloc(bytes);
    if (!h0 || !h) { fprintf(stderr, "stencil: out of host memory\n"); return 1; }
    stencil_input(h0, n);

    float *a, *b;
    CK(cudaMalloc((void **)&a, bytes));
    CK(cudaMalloc((void **)&b, bytes));
    CK(cudaMemcpy(b, h0, bytes, cudaMemcpyHostToDevice));   /* the border of both buffers */

    dim3 block(32, 8), grid((n + 31) / 32, (n + 7) / 8);
    double t[1000];
    float *result = a;
    for (int r = 0; r < BENCH_WARMUP + reps; r++) {   /* first launch JIT-compiles under heddle */
        CK(cudaMemcpy(a, h0, bytes, cudaMemcpyHostToDevice));
        float *src = a, *dst = b;
        double t0 = bench_now_ms();
        for (int it = 0; it < iters; it++) {
            stencil5<<<grid, block>>>(src, dst, n);
            float *tmp = src;
            src = dst;
            dst = tmp;
        }
        CK(cudaDeviceSynchronize());
        if (r >= BENCH_WARMUP) t[r - BENCH_WARMUP] = bench_now_ms() - t0;
        result = src;
    }
    CK(cudaGetLastError());

    CK(cudaMemcpy(h, result, bytes, cudaMemcpyDeviceToHost));
    if (stencil_check(h, h0, n, iters)) return 1;
    char size[64];
    snprintf(size, sizeof size, "n=%d,iters=%d", n, iters);
    printf("stencil: result verified\n");
    bench_report("stencil", "cuda", size, t, reps);
    CK(cudaFree(a)); CK(cudaFree(b));
    free(h0); free(h);
    return 0;
}
