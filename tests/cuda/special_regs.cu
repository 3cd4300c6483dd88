// special_regs: built-in index variables and special registers.
//  - a 3D grid (3,2,2) of 3D blocks (4,3,2): every thread writes threadIdx,
//    blockIdx, blockDim, gridDim (all three components) at its linearized global
//    id; all 288 records are checked, and each id must be written exactly once;
//  - clock64() read three times around some work is non-decreasing per thread;
//  - the lane id read with inline PTX (mov.u32 %0, %%laneid;) equals
//    threadIdx.x % 32 in 1D blocks whose size is not a multiple of 32, and the
//    warpSize built-in is 32.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define NAME "special_regs"
#define CHECK(call)                                                              \
    do {                                                                         \
        cudaError_t e_ = (call);                                                 \
        if (e_ != cudaSuccess) {                                                 \
            printf("FAIL " NAME ": %s:%d: %s returned %s\n", __FILE__, __LINE__, \
                   #call, cudaGetErrorName(e_));                                 \
            exit(1);                                                             \
        }                                                                        \
    } while (0)

struct Rec {
    unsigned tid[3], bid[3], bdim[3], gdim[3];
    unsigned count;
};

__global__ void ids(Rec *r)
{
    unsigned block = blockIdx.x + blockIdx.y * gridDim.x + blockIdx.z * gridDim.x * gridDim.y;
    unsigned thread = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y;
    unsigned g = block * (blockDim.x * blockDim.y * blockDim.z) + thread;
    Rec *p = &r[g];
    p->tid[0] = threadIdx.x;
    p->tid[1] = threadIdx.y;
    p->tid[2] = threadIdx.z;
    p->bid[0] = blockIdx.x;
    p->bid[1] = blockIdx.y;
    p->bid[2] = blockIdx.z;
    p->bdim[0] = blockDim.x;
    p->bdim[1] = blockDim.y;
    p->bdim[2] = blockDim.z;
    p->gdim[0] = gridDim.x;
    p->gdim[1] = gridDim.y;
    p->gdim[2] = gridDim.z;
    atomicAdd(&p->count, 1u);
}

__global__ void clocksAndLanes(long long *clk, unsigned *lane, int *ws, const float *in,
                               float *sink, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    long long t0 = clock64();
    float acc = 0.0f;
    for (int k = 0; k < 200; k++)
        acc += in[(i + k) % n];
    long long t1 = clock64();
    sink[i] = acc;
    long long t2 = clock64();
    clk[3 * i + 0] = t0;
    clk[3 * i + 1] = t1;
    clk[3 * i + 2] = t2;
    unsigned l;
    asm volatile("mov.u32 %0, %%laneid;" : "=r"(l));
    lane[i] = l;
    ws[i] = warpSize;
}

int main()
{
    const dim3 grid(3, 2, 2), block(4, 3, 2);
    const unsigned total = 3 * 2 * 2 * 4 * 3 * 2;
    Rec *dr;
    CHECK(cudaMalloc(&dr, total * sizeof(Rec)));
    CHECK(cudaMemset(dr, 0, total * sizeof(Rec)));
    ids<<<grid, block>>>(dr);
    CHECK(cudaGetLastError());
    static Rec r[total];
    CHECK(cudaMemcpy(r, dr, sizeof r, cudaMemcpyDeviceToHost));
    unsigned g = 0;
    for (unsigned bz = 0; bz < grid.z; bz++)
        for (unsigned by = 0; by < grid.y; by++)
            for (unsigned bx = 0; bx < grid.x; bx++)
                for (unsigned tz = 0; tz < block.z; tz++)
                    for (unsigned ty = 0; ty < block.y; ty++)
                        for (unsigned tx = 0; tx < block.x; tx++, g++) {
                            const Rec &p = r[g];
                            unsigned want[12] = {tx, ty, tz, bx, by, bz, block.x, block.y, block.z,
                                                 grid.x, grid.y, grid.z};
                            unsigned got[12] = {p.tid[0], p.tid[1], p.tid[2], p.bid[0], p.bid[1],
                                                p.bid[2], p.bdim[0], p.bdim[1], p.bdim[2],
                                                p.gdim[0], p.gdim[1], p.gdim[2]};
                            const char *nm[12] = {"threadIdx.x", "threadIdx.y", "threadIdx.z",
                                                  "blockIdx.x", "blockIdx.y", "blockIdx.z",
                                                  "blockDim.x", "blockDim.y", "blockDim.z",
                                                  "gridDim.x", "gridDim.y", "gridDim.z"};
                            for (int k = 0; k < 12; k++)
                                if (got[k] != want[k]) {
                                    printf("FAIL " NAME ": record %u: %s expected %u got %u\n", g,
                                           nm[k], want[k], got[k]);
                                    return 1;
                                }
                            if (p.count != 1) {
                                printf("FAIL " NAME ": record %u written %u times, expected 1\n", g,
                                       p.count);
                                return 1;
                            }
                        }

    const int bs = 100, nb = 3, n = bs * nb;
    long long *dclk;
    unsigned *dlane;
    int *dws;
    float *din, *dsink;
    CHECK(cudaMalloc(&dclk, 3 * n * sizeof(long long)));
    CHECK(cudaMalloc(&dlane, n * sizeof(unsigned)));
    CHECK(cudaMalloc(&dws, n * sizeof(int)));
    CHECK(cudaMalloc(&din, n * sizeof(float)));
    CHECK(cudaMalloc(&dsink, n * sizeof(float)));
    CHECK(cudaMemset(din, 0, n * sizeof(float)));
    clocksAndLanes<<<nb, bs>>>(dclk, dlane, dws, din, dsink, n);
    CHECK(cudaGetLastError());
    static long long clk[3 * n];
    static unsigned lane[n];
    static int ws[n];
    CHECK(cudaMemcpy(clk, dclk, sizeof clk, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(lane, dlane, sizeof lane, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(ws, dws, sizeof ws, cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++) {
        if (!(clk[3 * i] <= clk[3 * i + 1] && clk[3 * i + 1] <= clk[3 * i + 2])) {
            printf("FAIL " NAME ": clock64 not monotonic in thread %d: %lld %lld %lld\n", i,
                   clk[3 * i], clk[3 * i + 1], clk[3 * i + 2]);
            return 1;
        }
        unsigned want = (unsigned)((i % bs) % 32);
        if (lane[i] != want) {
            printf("FAIL " NAME ": %%laneid of thread %d (threadIdx.x %d) expected %u got %u\n", i,
                   i % bs, want, lane[i]);
            return 1;
        }
        if (ws[i] != 32) {
            printf("FAIL " NAME ": warpSize in thread %d expected 32 got %d\n", i, ws[i]);
            return 1;
        }
    }
    CHECK(cudaFree(dr));
    CHECK(cudaFree(dclk));
    CHECK(cudaFree(dlane));
    CHECK(cudaFree(dws));
    CHECK(cudaFree(din));
    CHECK(cudaFree(dsink));
    printf("PASS " NAME "\n");
    return 0;
}
