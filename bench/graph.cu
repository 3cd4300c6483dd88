/* graph: a chain of K small kernels (y = 0.5*x + k, then x and y swap), run ITERS times,
 * launched two ways: one by one on a stream, and as a captured CUDA graph replayed ITERS
 * times. Prints both medians and their ratio; BENCH_MS is the graph replay, compared with
 * OpenMP running the same chain of parallel loops (graph_omp.c).
 * Size: argv[1] or GRAPH_N elements per kernel (default 2^16); GRAPH_K kernels (default 32). */
#include <cuda_runtime.h>
#include <limits.h>
#include "bench.h"

enum { ITERS = 20 };

__global__ void step(const float *x, float *y, int n, float k)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = 0.5f * x[i] + k;
}

/* the chain's expected value from x0: x_{k+1} = 0.5 x_k + k */
static float expect(float x0, int K, int iters)
{
    float x = x0;
    for (int it = 0; it < iters; it++)
        for (int k = 0; k < K; k++)
            x = 0.5f * x + (float)k;
    return x;
}

static void chain(cudaStream_t s, float *a, float *b, int n, int K)
{
    int threads = 256, blocks = (n + threads - 1) / threads;
    for (int k = 0; k < K; k++)
        step<<<blocks, threads, 0, s>>>(k % 2 ? b : a, k % 2 ? a : b, n, (float)k);
}

static int check(const float *dev, int n, const float *h0, int K, int iters, const char *what)
{
    float *h = (float *)malloc((size_t)n * sizeof(float));
    CK(cudaMemcpy(h, dev, (size_t)n * sizeof(float), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++) {
        float want = expect(h0[i], K, iters);
        if (h[i] != want) {
            fprintf(stderr, "graph: %s FAILED at i=%d: got %g, expected %g\n", what, i, h[i], want);
            return 0;
        }
    }
    free(h);
    return 1;
}

int main(int argc, char **argv)
{
    unsigned long long nn = bench_size(argc, argv, "GRAPH_N", 1ull << 16);
    const char *ks = getenv("GRAPH_K");
    int K = ks ? atoi(ks) : 32;
    if (nn > INT_MAX || K < 2 || K % 2) { fprintf(stderr, "graph: n <= %d, GRAPH_K even >= 2\n", INT_MAX); return 2; }
    int n = (int)nn, reps = bench_reps();
    size_t bytes = (size_t)n * sizeof(float);
    float *h0 = (float *)malloc(bytes);
    for (int i = 0; i < n; i++) h0[i] = (float)(i % 100);
    float *a, *b;
    CK(cudaMalloc((void **)&a, bytes));
    CK(cudaMalloc((void **)&b, bytes));
    cudaStream_t s;
    CK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));

    /* one by one */
    double ts[1000], tg[1000];
    for (int r = 0; r < reps + BENCH_WARMUP; r++) {
        CK(cudaMemcpy(a, h0, bytes, cudaMemcpyHostToDevice));
        double t0 = bench_now_ms();
        for (int it = 0; it < ITERS; it++) chain(s, a, b, n, K);
        CK(cudaStreamSynchronize(s));
        if (r >= BENCH_WARMUP) ts[r - BENCH_WARMUP] = bench_now_ms() - t0;
    }
    if (!check(a, n, h0, K, ITERS, "stream launches")) return 1;

    /* captured once, replayed */
    cudaGraph_t g;
    cudaGraphExec_t x;
    CK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    chain(s, a, b, n, K);
    CK(cudaStreamEndCapture(s, &g));
    CK(cudaGraphInstantiate(&x, g, 0));
    for (int r = 0; r < reps + BENCH_WARMUP; r++) {
        CK(cudaMemcpy(a, h0, bytes, cudaMemcpyHostToDevice));
        double t0 = bench_now_ms();
        for (int it = 0; it < ITERS; it++) CK(cudaGraphLaunch(x, s));
        CK(cudaStreamSynchronize(s));
        if (r >= BENCH_WARMUP) tg[r - BENCH_WARMUP] = bench_now_ms() - t0;
    }
    if (!check(a, n, h0, K, ITERS, "graph replay")) return 1;

    char size[64];
    snprintf(size, sizeof size, "n=%d,k=%d", n, K);
    double copy[1000];
    memcpy(copy, ts, sizeof(double) * reps);
    double ms_stream = bench_median(copy, reps);
    memcpy(copy, tg, sizeof(double) * reps);
    double ms_graph = bench_median(copy, reps);
    printf("graph: result verified; %d x %d kernels: stream launches %.3f ms, graph replay %.3f ms, "
           "graph/stream %.2f (%.2f us per kernel launched one by one, %.2f us in a graph)\n",
           ITERS, K, ms_stream, ms_graph, ms_graph / ms_stream, 1e3 * ms_stream / (ITERS * K),
           1e3 * ms_graph / (ITERS * K));
    bench_report("graph", "cuda", size, tg, reps);
    CK(cudaGraphExecDestroy(x));
    CK(cudaGraphDestroy(g));
    CK(cudaStreamDestroy(s));
    CK(cudaFree(a)); CK(cudaFree(b));
    free(h0);
    return 0;
}
