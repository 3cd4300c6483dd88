// bulk_copy: sm_90's bulk copies (cp.async.bulk, the non-tensor half of the tensor memory
// accelerator), as libcu++ and hand-written Hopper code issue them:
//   1. cuda::memcpy_async of a tile into shared memory with a cuda::barrier and
//      cuda::aligned_size_t<16> (libcu++ issues cp.async.bulk and mbarrier expect_tx on sm_90);
//   2. inline PTX: one thread inits an mbarrier, arms it with arrive.expect_tx and issues bulk
//      copies of two tiles per phase (global to shared), all wait on the phase's parity, for
//      several phases of one barrier (double buffering), with an L2 prefetch ahead;
// (cp.async.bulk.shared::cluster.shared::cta, a copy between blocks of a cluster, is an
// illegal instruction on an H200 outside a cluster launch; heddle, without clusters, rejects it)
//   3. bulk stores from shared to global memory in a bulk group (commit_group,
//      wait_group.read) after a fence.proxy.async.
// test-flags: -arch=sm_90
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cooperative_groups.h>
#include <cuda/barrier>
#define NAME "bulk_copy"
#include "check.h"

#define TILE 512 // floats per tile: 2 KiB

// 1. blocks of 256: each loads its tile with cuda::memcpy_async, then out[i] = s[i] + s[i ^ 1]
__global__ void lib_tile(const float *in, float *out)
{
    __shared__ alignas(16) float s[TILE];
#pragma nv_diag_suppress static_var_with_dynamic_init
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    auto block = cooperative_groups::this_thread_block();
    if (block.thread_rank() == 0)
        init(&bar, block.size());
    block.sync();
    cuda::memcpy_async(block, s, in + (size_t)blockIdx.x * TILE, cuda::aligned_size_t<16>(sizeof s), bar);
    bar.arrive_and_wait();
    for (int i = threadIdx.x; i < TILE; i += blockDim.x)
        out[(size_t)blockIdx.x * TILE + i] = s[i] * 3.0f + s[i ^ 1];
}

__device__ __forceinline__ unsigned smem(const void *p) { return (unsigned)__cvta_generic_to_shared(p); }
__device__ __forceinline__ void wait_parity(unsigned bar, unsigned phase)
{
    unsigned done;
    do {
        asm volatile("{ .reg .pred p; mbarrier.try_wait.parity.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }"
                     : "=r"(done) : "r"(bar), "r"(phase) : "memory");
    } while (!done);
}

// 2. blocks of 128, `phases` rounds: round r brings tiles 2r and 2r+1 of the block's row
// into buffer r % 2; each thread accumulates the two tiles' elements it owns
__global__ void ptx_phases(const float *in, float *out, int phases)
{
    __shared__ alignas(16) float s[2][2][TILE];
    __shared__ alignas(8) unsigned long long mb;
    unsigned bar = smem(&mb);
    const float *row = in + (size_t)blockIdx.x * phases * 2 * TILE;
    if (threadIdx.x == 0)
        asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(bar), "r"(1) : "memory");
    __syncthreads();
    float acc[TILE / 128] = {0};
    for (int r = 0; r < phases; r++) {
        float(*buf)[TILE] = s[r % 2];
        if (threadIdx.x == 0) {
            if (r + 1 < phases)
                asm volatile("cp.async.bulk.prefetch.L2.global [%0], %1;" ::"l"(row + (r + 1) * 2 * TILE),
                             "r"((unsigned)(2 * TILE * sizeof(float)))
                             : "memory");
            asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(bar),
                         "r"((unsigned)(2 * TILE * sizeof(float)))
                         : "memory");
            for (int k = 0; k < 2; k++)
                asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];" ::"r"(
                                 smem(buf[k])),
                             "l"(row + (2 * r + k) * TILE), "r"((unsigned)(TILE * sizeof(float))), "r"(bar)
                             : "memory");
        }
        wait_parity(bar, r & 1);
        for (int j = 0; j < TILE / 128; j++) {
            int i = threadIdx.x + 128 * j;
            acc[j] = acc[j] * 0.5f + buf[0][i] - buf[1][(i + 7) % TILE];
        }
        __syncthreads(); // everyone is done with buffer r % 2 before round r + 2 refills it
    }
    for (int j = 0; j < TILE / 128; j++) out[(size_t)blockIdx.x * TILE + threadIdx.x + 128 * j] = acc[j];
}

// 3. blocks of 128: compute a tile in shared memory, bulk-store it in two halves
__global__ void bulk_store(float *out, float k)
{
    __shared__ alignas(16) float s[TILE];
    for (int i = threadIdx.x; i < TILE; i += 128) s[i] = (float)(i * (blockIdx.x + 1)) * k;
    asm volatile("fence.proxy.async.shared::cta;" ::: "memory"); // the writes, visible to the bulk copies
    __syncthreads();
    if (threadIdx.x == 0) {
        for (int h = 0; h < 2; h++)
            asm volatile("cp.async.bulk.global.shared::cta.bulk_group [%0], [%1], %2;" ::"l"(
                             out + (size_t)blockIdx.x * TILE + h * TILE / 2),
                         "r"(smem(s + h * TILE / 2)), "r"((unsigned)(TILE / 2 * sizeof(float)))
                         : "memory");
        asm volatile("cp.async.bulk.commit_group;" ::: "memory");
        asm volatile("cp.async.bulk.wait_group.read 0;" ::: "memory");
    }
    __syncthreads(); // s stays as it is until the copies have read it
}

template <class T> static T *dev(const std::vector<T> &h)
{
    T *p;
    CHECK(cudaMalloc(&p, h.size() * sizeof(T)));
    CHECK(cudaMemcpy(p, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice));
    return p;
}
template <class T> static std::vector<T> back(const T *d, size_t n)
{
    std::vector<T> h(n);
    CHECK(cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost));
    return h;
}
template <class T> static int compare(const char *what, const std::vector<T> &got, const std::vector<T> &want)
{
    int bad = 0;
    double sum = 0;
    for (size_t i = 0; i < want.size(); i++) {
        if (got[i] != want[i] && bad++ < fail_limit())
            printf("%s[%zu] = %g, expected %g\n", what, i, (double)got[i], (double)want[i]);
        sum += (double)got[i] * (double)(i % 13 + 1);
    }
    printf("%s: %zu values, weighted sum %.6e\n", what, got.size(), sum);
    return bad;
}

int main()
{
    int bad = 0;
    { // 1
        const int blocks = 8;
        std::vector<float> in((size_t)blocks * TILE), want(in.size());
        for (size_t i = 0; i < in.size(); i++) in[i] = (float)((i * 37) % 101) * 0.25f - 3.0f;
        for (size_t i = 0; i < in.size(); i++) want[i] = in[i] * 3.0f + in[i ^ 1];
        float *din = dev(in), *dout = dev(std::vector<float>(in.size(), 0.0f));
        lib_tile<<<blocks, 256>>>(din, dout);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        bad += compare("lib_tile", back(dout, in.size()), want);
        cudaFree(din);
        cudaFree(dout);
    }
    { // 2
        const int blocks = 5, phases = 6;
        std::vector<float> in((size_t)blocks * phases * 2 * TILE), want((size_t)blocks * TILE);
        for (size_t i = 0; i < in.size(); i++) in[i] = (float)((i * 7919) % 1000) * 0.125f;
        for (int b = 0; b < blocks; b++)
            for (int i = 0; i < TILE; i++) {
                float acc = 0;
                const float *row = &in[(size_t)b * phases * 2 * TILE];
                for (int r = 0; r < phases; r++)
                    acc = acc * 0.5f + row[2 * r * TILE + i] - row[(2 * r + 1) * TILE + (i + 7) % TILE];
                want[(size_t)b * TILE + i] = acc;
            }
        float *din = dev(in), *dout = dev(std::vector<float>(want.size(), 0.0f));
        ptx_phases<<<blocks, 128>>>(din, dout, phases);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        bad += compare("ptx_phases", back(dout, want.size()), want);
        cudaFree(din);
        cudaFree(dout);
    }
    { // 3
        const int blocks = 4;
        std::vector<float> want((size_t)blocks * TILE);
        for (int b = 0; b < blocks; b++)
            for (int i = 0; i < TILE; i++) want[(size_t)b * TILE + i] = (float)(i * (b + 1)) * 0.75f;
        float *dout = dev(std::vector<float>(want.size(), 0.0f));
        bulk_store<<<blocks, 128>>>(dout, 0.75f);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        bad += compare("bulk_store", back(dout, want.size()), want);
        cudaFree(dout);
    }
    if (bad) {
        printf("FAIL " NAME ": %d mismatches\n", bad);
        return 1;
    }
    printf("PASS " NAME "\n");
    return 0;
}
