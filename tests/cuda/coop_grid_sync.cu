// coop_grid_sync: cooperative launches and grid-wide synchronization.
//  - cudaDevAttrCooperativeLaunch is 1;
//  - a grid as large as the occupancy calculator allows (blocks per multiprocessor x
//    multiprocessors) runs 64 steps of a 1D stencil over a double buffer with
//    this_grid().sync() between steps, and a two-phase sum (per-block partials, sync, one
//    block adds them): results equal the host's;
//  - one block more is cudaErrorCooperativeLaunchTooLarge (2D grids count every block, too
//    much dynamic shared memory too), bad block and grid sizes are cudaErrorInvalidValue;
//  - cudaLaunchKernelEx with cudaLaunchAttributeCooperative, and a cooperative launch
//    captured into a graph, run the same way;
//  - grid_group's sizes; is_valid() and sync() in an ordinary launch whose blocks a GPU
//    holds at once work too (an H100 gives every launch a grid workspace).
// Error codes are printed: tests/cuda/coop_grid_sync.gpu.out holds what an H100 printed.
#include <cooperative_groups.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#define NAME "coop_grid_sync"
#include "check.h"

namespace cg = cooperative_groups;

static const int STEPS = 64;

// b[i] = a[i-1] + 2 a[i] + a[i+1] (wrapping), STEPS times, swapping a and b
__global__ void stencil(unsigned *a, unsigned *b, int n) {
    cg::grid_group g = cg::this_grid();
    for (int s = 0; s < STEPS; s++) {
        for (unsigned long long i = g.thread_rank(); i < (unsigned long long)n; i += g.size()) {
            int l = i == 0 ? n - 1 : (int)i - 1, r = i == (unsigned long long)n - 1 ? 0 : (int)i + 1;
            b[i] = a[l] + 2u * a[i] + a[r];
        }
        g.sync();
        unsigned *t = a;
        a = b;
        b = t;
    }
}

// per-block partial sums of x, then block 0 adds them up after the grid barrier
__global__ void grid_sum(const unsigned *x, int n, unsigned long long *partial, unsigned long long *total) {
    __shared__ unsigned long long s[256];
    cg::grid_group g = cg::this_grid();
    unsigned long long v = 0;
    for (unsigned long long i = g.thread_rank(); i < (unsigned long long)n; i += g.size()) v += x[i];
    s[threadIdx.x] = v;
    __syncthreads();
    for (int k = blockDim.x / 2; k > 0; k /= 2) {
        if (threadIdx.x < k) s[threadIdx.x] += s[threadIdx.x + k];
        __syncthreads();
    }
    if (threadIdx.x == 0) partial[blockIdx.x + gridDim.x * blockIdx.y] = s[0];
    g.sync();
    if (g.block_rank() == 0 && threadIdx.x == 0) {
        unsigned long long t = 0;
        for (unsigned i = 0; i < g.num_blocks(); i++) t += partial[i];
        *total = t;
    }
}

__global__ void sizes(unsigned long long *out) {
    cg::grid_group g = cg::this_grid();
    if (g.thread_rank() == 0) {
        out[0] = g.size();
        out[1] = g.num_blocks();
        out[2] = g.is_valid();
    }
}

static void host_stencil(std::vector<unsigned> &a, int n) {
    std::vector<unsigned> b(n);
    for (int s = 0; s < STEPS; s++) {
        for (int i = 0; i < n; i++) b[i] = a[i == 0 ? n - 1 : i - 1] + 2u * a[i] + a[i == n - 1 ? 0 : i + 1];
        a.swap(b);
    }
}

static void run_stencil(const char *how, int blocks, int threads, int n, int mode, cudaStream_t s) {
    std::vector<unsigned> h(n);
    for (int i = 0; i < n; i++) h[i] = (unsigned)(i * 2654435761u) >> 7;
    unsigned *a, *b;
    CHECK(cudaMalloc(&a, n * sizeof(unsigned)));
    CHECK(cudaMalloc(&b, n * sizeof(unsigned)));
    CHECK(cudaMemcpy(a, h.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice));
    void *args[] = {&a, &b, &n};
    if (mode == 0) {
        CHECK(cudaLaunchCooperativeKernel((void *)stencil, blocks, threads, args, 0, s));
    } else if (mode == 1) {
        cudaLaunchConfig_t cfg = {};
        cudaLaunchAttribute at[1];
        at[0].id = cudaLaunchAttributeCooperative;
        at[0].val.cooperative = 1;
        cfg.gridDim = blocks;
        cfg.blockDim = threads;
        cfg.stream = s;
        cfg.attrs = at;
        cfg.numAttrs = 1;
        CHECK(cudaLaunchKernelExC(&cfg, (void *)stencil, args));
    } else if (mode == 2) {
        cudaGraph_t g;
        cudaGraphExec_t x;
        CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
        CHECK(cudaLaunchCooperativeKernel((void *)stencil, blocks, threads, args, 0, s));
        CHECK(cudaStreamEndCapture(s, &g));
        CHECK(cudaGraphInstantiate(&x, g, 0));
        CHECK(cudaGraphLaunch(x, s));
        CHECK(cudaStreamSynchronize(s));
        CHECK(cudaGraphExecDestroy(x));
        CHECK(cudaGraphDestroy(g));
    } else {
        stencil<<<blocks, threads, 0, s>>>(a, b, n);
        CHECK(cudaGetLastError());
    }
    CHECK(cudaStreamSynchronize(s));
    std::vector<unsigned> got(n);
    CHECK(cudaMemcpy(got.data(), STEPS % 2 ? b : a, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
    host_stencil(h, n);
    int bad = 0;
    for (int i = 0; i < n; i++)
        if (got[i] != h[i] && bad++ < fail_limit()) printf("%s: [%d] = %u, expected %u\n", how, i, got[i], h[i]);
    EXPECT(bad == 0, "%s: %d of %d wrong", how, bad, n);
    CHECK(cudaFree(a));
    CHECK(cudaFree(b));
}

int main() {
    int coop = 0, sms = 0;
    CHECK(cudaDeviceGetAttribute(&coop, cudaDevAttrCooperativeLaunch, 0));
    CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
    printf("cudaDevAttrCooperativeLaunch: %d\n", coop);
    int per_sm = 0;
    CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, stencil, 256, 0));
    EXPECT(per_sm > 0, "no block of 256 threads fits");
    int max = per_sm * sms;

    cudaStream_t s;
    CHECK(cudaStreamCreate(&s));
    run_stencil("cooperative launch, largest grid", max, 256, 100003, 0, 0);
    run_stencil("cooperative launch, one block", 1, 256, 1000, 0, s);
    run_stencil("cudaLaunchKernelEx, cooperative attribute", max, 256, 4097, 1, s);
    run_stencil("captured cooperative launch", max, 256, 777, 2, s);
    run_stencil("ordinary launch of 2 blocks", 2, 64, 5000, 3, s);

    // the two-phase sum, in a 2D grid of 2 x (max/2) blocks
    int n = 1 << 20;
    std::vector<unsigned> h(n);
    unsigned long long want = 0;
    for (int i = 0; i < n; i++) want += h[i] = (unsigned)i * 7u + 3u;
    unsigned *x;
    unsigned long long *partial, *total, got = 0;
    CHECK(cudaMalloc(&x, n * sizeof(unsigned)));
    CHECK(cudaMalloc(&partial, (max + 1) * sizeof(unsigned long long)));
    CHECK(cudaMalloc(&total, sizeof(unsigned long long)));
    CHECK(cudaMemcpy(x, h.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice));
    dim3 g2(max >= 2 ? max / 2 : 1, max >= 2 ? 2 : 1);
    void *sargs[] = {&x, &n, &partial, &total};
    CHECK(cudaLaunchCooperativeKernel((void *)grid_sum, g2, 256, sargs, 0, 0));
    CHECK(cudaMemcpy(&got, total, sizeof got, cudaMemcpyDeviceToHost));
    EXPECT(got == want, "grid sum %llu, expected %llu", got, want);

    // sizes and validity, cooperative and not
    unsigned long long *q, hq[3];
    CHECK(cudaMalloc(&q, 3 * sizeof(unsigned long long)));
    void *qargs[] = {&q};
    CHECK(cudaLaunchCooperativeKernel((void *)sizes, dim3(3, 2), dim3(32, 2), qargs, 0, 0));
    CHECK(cudaMemcpy(hq, q, sizeof hq, cudaMemcpyDeviceToHost));
    printf("cooperative 3x2 blocks of 32x2: size %llu, blocks %llu, valid %llu\n", hq[0], hq[1], hq[2]);
    sizes<<<4, 32>>>(q);
    CHECK(cudaMemcpy(hq, q, sizeof hq, cudaMemcpyDeviceToHost));
    printf("ordinary 4 blocks of 32: size %llu, blocks %llu, valid %llu\n", hq[0], hq[1], hq[2]);

    // what cannot be launched cooperatively
    unsigned *a;
    int m = 64;
    CHECK(cudaMalloc(&a, 2 * m * sizeof(unsigned)));
    unsigned *b = a + m;
    void *args[] = {&a, &b, &m};
    SHOW("one block more than fits", cudaLaunchCooperativeKernel((void *)stencil, max + 1, 256, args, 0, 0));
    SHOW("2D grid one row more than fits", cudaLaunchCooperativeKernel((void *)stencil, dim3(max, 2), 256, args, 0, 0));
    SHOW("1 MiB of dynamic shared memory", cudaLaunchCooperativeKernel((void *)stencil, 1, 256, args, 1 << 20, 0));
    SHOW("2048 threads per block", cudaLaunchCooperativeKernel((void *)stencil, 1, 2048, args, 0, 0));
    SHOW("empty grid", cudaLaunchCooperativeKernel((void *)stencil, 0, 256, args, 0, 0));
    SHOW("no kernel", cudaLaunchCooperativeKernel(nullptr, 1, 256, args, 0, 0));
    cudaLaunchConfig_t cfg = {};
    cudaLaunchAttribute at[1];
    at[0].id = cudaLaunchAttributeCooperative;
    at[0].val.cooperative = 1;
    cfg.gridDim = max + 1;
    cfg.blockDim = 256;
    cfg.attrs = at;
    cfg.numAttrs = 1;
    SHOW("cudaLaunchKernelEx, one block more", cudaLaunchKernelExC(&cfg, (void *)stencil, args));
    SHOW("synchronize", cudaDeviceSynchronize());

    CHECK(cudaFree(a));
    CHECK(cudaFree(x));
    CHECK(cudaFree(partial));
    CHECK(cudaFree(total));
    CHECK(cudaFree(q));
    CHECK(cudaStreamDestroy(s));
    printf("PASS coop_grid_sync\n");
    return 0;
}
