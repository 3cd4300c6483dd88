// harris_reduce: Mark Harris's shared-memory reduction kernels, each run on the
// same integer input with block sizes 128 and 256 (dynamic shared memory):
//  1. interleaved addressing with a divergent branch: if (tid % (2*s) == 0)
//  2. interleaved addressing with a strided index: index = 2*s*tid
//  3. sequential addressing: for (s = blockDim.x/2; s > 0; s >>= 1) if (tid < s)
// Each launch produces one partial per block (checked against host per-block
// sums); the partials are then reduced by launching the same kernel again on
// them (kernel decomposition), repeatedly until one value is left.
// Integers: exact.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define NAME "harris_reduce"
#define CHECK(call)                                                              \
    do {                                                                         \
        cudaError_t e_ = (call);                                                 \
        if (e_ != cudaSuccess) {                                                 \
            printf("FAIL " NAME ": %s:%d: %s returned %s\n", __FILE__, __LINE__, \
                   #call, cudaGetErrorName(e_));                                 \
            exit(1);                                                             \
        }                                                                        \
    } while (0)

__global__ void reduce1(const int *g_in, int *g_out, unsigned int n)
{
    extern __shared__ int sdata[];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = (i < n) ? g_in[i] : 0;
    __syncthreads();
    for (unsigned int s = 1; s < blockDim.x; s *= 2) {
        if (tid % (2 * s) == 0)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        g_out[blockIdx.x] = sdata[0];
}

__global__ void reduce2(const int *g_in, int *g_out, unsigned int n)
{
    extern __shared__ int sdata[];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = (i < n) ? g_in[i] : 0;
    __syncthreads();
    for (unsigned int s = 1; s < blockDim.x; s *= 2) {
        unsigned int index = 2 * s * tid;
        if (index < blockDim.x)
            sdata[index] += sdata[index + s];
        __syncthreads();
    }
    if (tid == 0)
        g_out[blockIdx.x] = sdata[0];
}

__global__ void reduce3(const int *g_in, int *g_out, unsigned int n)
{
    extern __shared__ int sdata[];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = (i < n) ? g_in[i] : 0;
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        g_out[blockIdx.x] = sdata[0];
}

typedef void (*ReduceKernel)(const int *, int *, unsigned int);

int main()
{
    const unsigned int n = 65536 + 1000 + 7;
    std::vector<int> in(n);
    unsigned s = 2024u;
    long long total = 0;
    for (unsigned int i = 0; i < n; i++) {
        s = s * 1664525u + 1013904223u;
        in[i] = (int)(s >> 20) - 2048;
        total += in[i];
    }
    int *din, *dA, *dB;
    CHECK(cudaMalloc(&din, n * sizeof(int)));
    CHECK(cudaMalloc(&dA, n * sizeof(int)));
    CHECK(cudaMalloc(&dB, n * sizeof(int)));
    CHECK(cudaMemcpy(din, in.data(), n * sizeof(int), cudaMemcpyHostToDevice));

    ReduceKernel kernels[3] = {reduce1, reduce2, reduce3};
    const char *names[3] = {"reduce1 (tid % (2*s))", "reduce2 (index = 2*s*tid)",
                            "reduce3 (sequential)"};
    const unsigned int blocks[2] = {128, 256};
    for (int k = 0; k < 3; k++) {
        for (int b = 0; b < 2; b++) {
            unsigned int bs = blocks[b];
            size_t shm = bs * sizeof(int);
            unsigned int nb = (n + bs - 1) / bs;
            // level 1: per-block partials, checked one by one
            kernels[k]<<<nb, bs, shm>>>(din, dA, n);
            CHECK(cudaGetLastError());
            std::vector<int> part(nb);
            CHECK(cudaMemcpy(part.data(), dA, nb * sizeof(int), cudaMemcpyDeviceToHost));
            for (unsigned int j = 0; j < nb; j++) {
                int want = 0;
                for (unsigned int i = j * bs; i < (j + 1) * bs && i < n; i++)
                    want += in[i];
                if (part[j] != want) {
                    printf("FAIL " NAME ": %s block size %u: partial[%u] expected %d got %d\n", names[k], bs, j, want,
                           part[j]);
                    return 1;
                }
            }
            // further levels: reduce the partials until one value remains
            unsigned int m = nb;
            int *src = dA, *dst = dB;
            int levels = 1;
            while (m > 1) {
                unsigned int mb = (m + bs - 1) / bs;
                kernels[k]<<<mb, bs, shm>>>(src, dst, m);
                CHECK(cudaGetLastError());
                int *t = src;
                src = dst;
                dst = t;
                m = mb;
                levels++;
            }
            int got;
            CHECK(cudaMemcpy(&got, src, sizeof(int), cudaMemcpyDeviceToHost));
            if ((long long)got != total || levels < 2) {
                printf("FAIL " NAME ": %s block size %u: total after %d levels expected %lld got %d\n", names[k], bs, levels,
                       total, got);
                return 1;
            }
        }
    }
    CHECK(cudaFree(din));
    CHECK(cudaFree(dA));
    CHECK(cudaFree(dB));
    printf("PASS " NAME "\n");
    return 0;
}
