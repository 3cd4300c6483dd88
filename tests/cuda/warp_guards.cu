// warp_guards: branches on a warp's index, threadIdx.x / 32 (and other shifts of
// threadIdx.x + c), right after a __syncthreads(), as reductions write `if (warp == 0)`:
// ==, !=, <, <=, >, >= against constants and kernel arguments (negative ones too, with
// signed and unsigned compares), in blocks of 1024, 80 (a partial last warp) and 48x3
// threads. heddle turns such a guard into bounds of the thread loop; every thread's result
// must be what the host computes.
#include <cstdio>
#include <cstdlib>
#include <vector>
#define NAME "warp_guards"
#include "check.h"

/* a guarded step the compiler cannot predicate (a loop), so each guard stays a branch */
#define STEP(k)                                  \
    do {                                         \
        for (int i = 0; i <= (t & 3); i++)       \
            v = v * 3 + (k) + i;                 \
    } while (0)

__global__ void guards(int *out, int b, unsigned ub)
{
    int t = (threadIdx.y * blockDim.x + threadIdx.x) + blockIdx.x * blockDim.x * blockDim.y;
    int w = threadIdx.x / 32;
    int v = t * 3;
    __syncthreads();
    if (w == 0) STEP(1);
    __syncthreads();
    if (w != 1) STEP(2);
    __syncthreads();
    if (w < b) STEP(3);
    __syncthreads();
    if (w <= 1) STEP(4);
    __syncthreads();
    if (w > b) STEP(5);
    __syncthreads();
    if (w >= 2) STEP(6);
    __syncthreads();
    if (((threadIdx.x + 7u) >> 4) == ub) STEP(7);
    __syncthreads();
    if (((threadIdx.x + 3u) >> 3) < ub) STEP(8);
    __syncthreads();
    if ((threadIdx.x >> 5) > ub) STEP(9);
    out[t] = v;
}

static int host(int t, int tx, int b, unsigned ub)
{
    int w = tx / 32, v = t * 3;
    if (w == 0) STEP(1);
    if (w != 1) STEP(2);
    if (w < b) STEP(3);
    if (w <= 1) STEP(4);
    if (w > b) STEP(5);
    if (w >= 2) STEP(6);
    if (((unsigned)tx + 7u) >> 4 == ub) STEP(7);
    if (((unsigned)tx + 3u) >> 3 < ub) STEP(8);
    if (((unsigned)tx >> 5) > ub) STEP(9);
    return v;
}

int main()
{
    struct { int bx, by, blocks; } shapes[] = {{1024, 1, 3}, {80, 1, 5}, {48, 3, 4}};
    int bs[] = {-1, 0, 1, 2, 40};
    unsigned ubs[] = {0u, 1u, 3u, 0x80000000u};
    for (auto &sh : shapes) {
        int n = sh.bx * sh.by * sh.blocks;
        int *d;
        CHECK(cudaMalloc(&d, n * sizeof(int)));
        std::vector<int> h(n);
        for (int b : bs)
            for (unsigned ub : ubs) {
                CHECK(cudaMemset(d, 0xff, n * sizeof(int)));
                guards<<<sh.blocks, dim3(sh.bx, sh.by)>>>(d, b, ub);
                CHECK(cudaGetLastError());
                CHECK(cudaMemcpy(h.data(), d, n * sizeof(int), cudaMemcpyDeviceToHost));
                for (int t = 0; t < n; t++) {
                    int tx = t % sh.bx;
                    int want = host(t, tx, b, ub);
                    EXPECT(h[t] == want, "block %dx%d, b=%d, ub=%u: out[%d] = %d, expected %d", sh.bx, sh.by, b, ub, t,
                           h[t], want);
                }
            }
        CHECK(cudaFree(d));
    }
    printf("PASS " NAME "\n");
    return 0;
}
