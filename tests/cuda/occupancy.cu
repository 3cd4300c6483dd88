// occupancy: the occupancy calculator agrees with the kernel's attributes and the device's
// properties, by CUDA's rules for this generation (checked on an H100):
//  - blocks per multiprocessor are limited by warps (maxThreadsPerMultiProcessor / 32),
//    blocks (maxBlocksPerMultiProcessor), registers (numRegs x 32 per warp rounded up to
//    256, allocated from each of 4 sub-partitions of regsPerMultiprocessor; a block whose
//    registers exceed regsPerBlock fits nowhere) and shared memory (static + dynamic +
//    reserved, rounded up to 128; dynamic above maxDynamicSharedSizeBytes fits nowhere);
//  - cudaOccupancyAvailableDynamicSMemPerBlock: the multiprocessor's shared memory split
//    numBlocks ways (rounded down to 128, without the reserved 1 KiB), less the static
//    part, at most maxDynamicSharedSizeBytes; cudaErrorInvalidValue where numBlocks do not
//    fit by threads and registers or nothing is left;
//  - a kernel's maxThreadsPerBlock fits its registers, so a block of that size fits;
//  - cudaOccupancyMaxPotentialBlockSize's answer is consistent with the calculator;
//  - the calls' errors (printed: tests/cuda/occupancy.gpu.out holds an H100's).
#include <cstdio>
#include <cstdlib>

#define NAME "occupancy"
#include "check.h"

#define BODY                                                                                       \
    {                                                                                              \
        float acc[N];                                                                              \
        _Pragma("unroll") for (int j = 0; j < N; j++) acc[j] = in[threadIdx.x + j];                \
        for (int it = 0; it < k; it++) {                                                           \
            _Pragma("unroll") for (int j = 0; j < N; j++) acc[j] = acc[j] * acc[(j + 1) % N] + 1.0f; \
        }                                                                                          \
        float s = 0;                                                                               \
        _Pragma("unroll") for (int j = 0; j < N; j++) s += acc[j];                                 \
        out[threadIdx.x] = s;                                                                      \
    }
template <int N> __global__ void kfree(const float *in, float *out, int k) BODY
template <int N> __global__ void __launch_bounds__(256) kb256(const float *in, float *out, int k) BODY
template <int N> __global__ void __launch_bounds__(128, 4) kb128x4(const float *in, float *out, int k) BODY
template <int N> __global__ void __maxnreg__(40) kr40(const float *in, float *out, int k) BODY
template <int N> __global__ void __maxnreg__(72) kr72(const float *in, float *out, int k) BODY

__global__ void shm(float *out) {
    __shared__ float t[3000];
    t[threadIdx.x] = threadIdx.x;
    __syncthreads();
    out[threadIdx.x] = t[(threadIdx.x * 7) % 3000];
}
__global__ void tiny(float *out) { out[threadIdx.x] = 1; }

static cudaDeviceProp P;

static int round_up(int x, int u) { return (x + u - 1) / u * u; }

static int fit_threads_regs(const cudaFuncAttributes &a, int bs) {
    int warps = (bs + 31) / 32;
    int n = P.maxBlocksPerMultiProcessor;
    if (P.maxThreadsPerMultiProcessor / 32 / warps < n) n = P.maxThreadsPerMultiProcessor / 32 / warps;
    if (a.numRegs > 0) {
        int per_warp = round_up(a.numRegs * 32, 256);
        if (per_warp * warps > P.regsPerBlock) return 0;
        int r = P.regsPerMultiprocessor / 4 / per_warp * 4 / warps;
        if (r < n) n = r;
    }
    return n;
}

static int expect_blocks(const cudaFuncAttributes &a, int bs, size_t dyn) {
    if (dyn > (size_t)a.maxDynamicSharedSizeBytes) return 0;
    int n = fit_threads_regs(a, bs);
    size_t sm = (a.sharedSizeBytes + dyn + P.reservedSharedMemPerBlock + 127) / 128 * 128;
    if (P.sharedMemPerMultiprocessor / sm < (size_t)n) n = (int)(P.sharedMemPerMultiprocessor / sm);
    return n;
}

struct K {
    const char *name;
    const void *f;
};

int main() {
    CHECK(cudaGetDeviceProperties(&P, 0));
    K ks[] = {{"tiny", (void *)tiny},         {"shm", (void *)shm},           {"kfree<8>", (void *)kfree<8>},
              {"kfree<48>", (void *)kfree<48>}, {"kfree<160>", (void *)kfree<160>}, {"kb256<160>", (void *)kb256<160>},
              {"kb128x4<160>", (void *)kb128x4<160>}, {"kr40<160>", (void *)kr40<160>}, {"kr72<160>", (void *)kr72<160>}};
    int sizes[] = {1, 32, 33, 64, 96, 128, 160, 192, 256, 288, 320, 384, 512, 640, 768, 896, 1024};
    size_t dyns[] = {0, 1, 1000, 4096, 20000, 49152, 50000, 100000};
    int checked = 0;
    for (const K &k : ks) {
        cudaFuncAttributes a;
        CHECK(cudaFuncGetAttributes(&a, k.f));
        EXPECT(a.numRegs > 0 && a.numRegs <= 255, "%s: numRegs %d", k.name, a.numRegs);
        EXPECT(expect_blocks(a, a.maxThreadsPerBlock, 0) >= 1, "%s: a block of maxThreadsPerBlock = %d does not fit (numRegs %d)",
               k.name, a.maxThreadsPerBlock, a.numRegs);
        for (int bs : sizes)
            for (size_t d : dyns) {
                int nb = -1;
                CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&nb, k.f, bs, d));
                int want = expect_blocks(a, bs, d);
                EXPECT(nb == want, "%s (numRegs %d, static %zu, maxDyn %d): %d threads, %zu dynamic: %d blocks, expected %d",
                       k.name, a.numRegs, a.sharedSizeBytes, a.maxDynamicSharedSizeBytes, bs, d, nb, want);
                int nf = -1;
                CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&nf, k.f, bs, d, cudaOccupancyDisableCachingOverride));
                EXPECT(nf == nb, "%s: with flags %d, without %d", k.name, nf, nb);
                checked++;
            }
        for (int nbk : {1, 2, 3, 5, 8, 16, 32, 33})
            for (int bs : {32, 256, 1024}) {
                size_t got = 12345;
                cudaError_t e = cudaOccupancyAvailableDynamicSMemPerBlock(&got, k.f, nbk, bs);
                cudaGetLastError();
                long share = (long)(P.sharedMemPerMultiprocessor / nbk / 128 * 128) - (long)a.sharedSizeBytes;
                if (fit_threads_regs(a, bs) < nbk || share < 0) {
                    EXPECT(e == cudaErrorInvalidValue, "%s: available dynamic shared memory for %d x %d: %s, expected cudaErrorInvalidValue",
                           k.name, nbk, bs, cudaGetErrorName(e));
                } else {
                    size_t want = share < a.maxDynamicSharedSizeBytes ? (size_t)share : (size_t)a.maxDynamicSharedSizeBytes;
                    EXPECT(e == cudaSuccess && got == want, "%s: available dynamic shared memory for %d x %d: %s %zu, expected %zu",
                           k.name, nbk, bs, cudaGetErrorName(e), got, want);
                }
            }
        int min_grid = 0, block = 0;
        CHECK(cudaOccupancyMaxPotentialBlockSize(&min_grid, &block, k.f, 0, 0));
        int at = expect_blocks(a, block, 0);
        EXPECT(block > 0 && block <= a.maxThreadsPerBlock && at > 0 && min_grid == at * P.multiProcessorCount,
               "%s: potential block size %d, grid %d (%d blocks fit)", k.name, block, min_grid, at);
        for (int bs = 32; bs <= a.maxThreadsPerBlock; bs += 32)
            EXPECT(expect_blocks(a, bs, 0) * bs <= at * block, "%s: %d threads keep more threads resident than the potential %d",
                   k.name, bs, block);
    }
    // opting in to more dynamic shared memory raises what is available
    CHECK(cudaFuncSetAttribute(kfree<8>, cudaFuncAttributeMaxDynamicSharedMemorySize, 150000));
    for (int nbk : {1, 2, 3}) {
        size_t got = 0;
        CHECK(cudaOccupancyAvailableDynamicSMemPerBlock(&got, (void *)kfree<8>, nbk, 128));
        size_t share = P.sharedMemPerMultiprocessor / nbk / 128 * 128;
        EXPECT(got == (share < 150000 ? share : 150000), "after opting in: %d blocks: %zu", nbk, got);
    }
    int nb = 0;
    CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&nb, kfree<8>, 128, 100000));
    EXPECT(nb == 2, "after opting in: 100000 bytes of dynamic shared memory: %d blocks", nb);

    SHOW("block size 0", cudaOccupancyMaxActiveBlocksPerMultiprocessor(&nb, tiny, 0, 0));
    nb = -1;
    SHOW("block size 2048", cudaOccupancyMaxActiveBlocksPerMultiprocessor(&nb, tiny, 2048, 0));
    printf("blocks of 2048 threads: %d\n", nb);
    SHOW("no kernel", cudaOccupancyMaxActiveBlocksPerMultiprocessor(&nb, nullptr, 32, 0));
    SHOW("no result", cudaOccupancyMaxActiveBlocksPerMultiprocessor(nullptr, tiny, 32, 0));
    SHOW("unknown flags", cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&nb, tiny, 32, 0, 7));
    size_t avail;
    SHOW("available, 0 blocks", cudaOccupancyAvailableDynamicSMemPerBlock(&avail, tiny, 0, 32));
    SHOW("available, no kernel", cudaOccupancyAvailableDynamicSMemPerBlock(&avail, nullptr, 1, 32));
    printf("PASS occupancy (%d configurations)\n", checked);
    return 0;
}
