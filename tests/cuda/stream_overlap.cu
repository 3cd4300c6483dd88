// stream_overlap: kernels in different streams run at the same time. Two single-block
// kernels in two streams play ping-pong through flags in memory for 200 rounds: neither can
// finish unless both are running at once, as CUDA permits for concurrent streams. A round
// that waits too long is reported (not a hang). Also: cudaStreamQuery is cudaErrorNotReady
// while they run; a third non-blocking stream's work completes meanwhile; stream priorities.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define NAME "stream_overlap"
#include "check.h"

enum { ROUNDS = 200 };
#define LIMIT_NS (20ull * 1000 * 1000 * 1000)   // a round may wait 20 s (the other kernel may be compiling)

__device__ unsigned long long now_ns(void)
{
    unsigned long long t;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    return t;
}

// waits until *flag == want; returns 0 if it gave up
__device__ int wait_for(volatile int *flag, int want)
{
    unsigned long long start = now_ns();
    while (*flag != want)
        if (now_ns() - start > LIMIT_NS) return 0;
    return 1;
}

// ping writes `ping = r`, then waits for `pong == r`; pong does the mirror image
__global__ void ping(volatile int *ping, volatile int *pong, int *failed_round, int rounds)
{
    if (threadIdx.x != 0) return;
    for (int r = 1; r <= rounds; r++) {
        *ping = r;
        __threadfence_system();
        if (!wait_for(pong, r)) { *failed_round = r; *ping = -1; return; }
    }
}

__global__ void pong(volatile int *ping, volatile int *pong, int *failed_round, int rounds)
{
    if (threadIdx.x != 0) return;
    for (int r = 1; r <= rounds; r++) {
        if (!wait_for(ping, r)) { *failed_round = -r; *pong = -1; return; }
        *pong = r;
        __threadfence_system();
    }
}

__global__ void iota(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = i;
}

int main()
{
    int *flags, *failed, *v;
    const int n = 1 << 16;
    CHECK(cudaMalloc(&flags, 2 * sizeof(int)));
    CHECK(cudaMallocManaged(&failed, sizeof(int)));
    CHECK(cudaMalloc(&v, n * sizeof(int)));
    CHECK(cudaMemset(flags, 0, 2 * sizeof(int)));
    *failed = 0;
    cudaStream_t a, b, c;
    int lo, hi;
    CHECK(cudaDeviceGetStreamPriorityRange(&lo, &hi));
    CHECK(cudaStreamCreateWithPriority(&a, cudaStreamNonBlocking, hi));
    CHECK(cudaStreamCreateWithPriority(&b, cudaStreamNonBlocking, lo));
    CHECK(cudaStreamCreateWithFlags(&c, cudaStreamNonBlocking));
    int pa, pb;
    CHECK(cudaStreamGetPriority(a, &pa));
    CHECK(cudaStreamGetPriority(b, &pb));
    EXPECT(pa == hi && pb == lo, "priorities %d %d, want %d %d", pa, pb, hi, lo);

    // Load both kernels first: with CUDA's lazy module loading, a kernel's first launch may
    // wait for the work already running, and these two must run at the same time.
    ping<<<1, 32, 0, a>>>(flags, flags + 1, failed, 0);
    pong<<<1, 32, 0, b>>>(flags, flags + 1, failed, 0);
    iota<<<1, 32, 0, c>>>(v, 0);
    CHECK(cudaDeviceSynchronize());

    ping<<<1, 32, 0, a>>>(flags, flags + 1, failed, ROUNDS);
    pong<<<1, 32, 0, b>>>(flags, flags + 1, failed, ROUNDS);
    // other work in a third stream completes while the pair is still playing
    iota<<<n / 256, 256, 0, c>>>(v, n);
    CHECK(cudaStreamSynchronize(c));
    CHECK(cudaStreamSynchronize(a));
    CHECK(cudaStreamSynchronize(b));
    EXPECT(*failed == 0, "the two streams did not run at the same time (gave up in round %d)", *failed);
    int h[2];
    CHECK(cudaMemcpy(h, flags, sizeof h, cudaMemcpyDeviceToHost));
    EXPECT(h[0] == ROUNDS && h[1] == ROUNDS, "flags %d %d, want %d", h[0], h[1], ROUNDS);
    int *hv = (int *)malloc(n * sizeof(int));
    CHECK(cudaMemcpy(hv, v, n * sizeof(int), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++) EXPECT(hv[i] == i, "v[%d] = %d", i, hv[i]);
    free(hv);

    // cudaStreamQuery: not ready while pong waits for a ping that comes later
    CHECK(cudaMemset(flags, 0, 2 * sizeof(int)));
    pong<<<1, 32, 0, b>>>(flags, flags + 1, failed, ROUNDS);
    cudaError_t q = cudaStreamQuery(b);
    EXPECT(q == cudaErrorNotReady, "cudaStreamQuery on a waiting stream gave %s", cudaGetErrorName(q));
    EXPECT(cudaGetLastError() == cudaSuccess, "cudaErrorNotReady left a last error");
    ping<<<1, 32, 0, a>>>(flags, flags + 1, failed, ROUNDS);
    CHECK(cudaDeviceSynchronize());
    EXPECT(*failed == 0, "second ping-pong gave up in round %d", *failed);
    EXPECT(cudaStreamQuery(b) == cudaSuccess, "cudaStreamQuery after synchronizing");

    CHECK(cudaStreamDestroy(a));
    CHECK(cudaStreamDestroy(b));
    CHECK(cudaStreamDestroy(c));
    CHECK(cudaFree(flags));
    CHECK(cudaFree(failed));
    CHECK(cudaFree(v));
    printf("PASS " NAME "\n");
    return 0;
}
