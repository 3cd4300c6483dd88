// reduce_atomic: the ACM Queue paper's parallel sum. Each block loads its chunk
// into shared memory (0 past the end), reduces it with a shared-memory tree and
// __syncthreads(), and thread 0 atomicAdd()s the block's partial into a single
// global total. Integers: the result is exact and order-independent.
// Also the same with a grid-stride load (fewer blocks than chunks) and with
// unsigned long long totals that exceed 32 bits.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define NAME "reduce_atomic"
#define CHECK(call)                                                              \
    do {                                                                         \
        cudaError_t e_ = (call);                                                 \
        if (e_ != cudaSuccess) {                                                 \
            printf("FAIL " NAME ": %s:%d: %s returned %s\n", __FILE__, __LINE__, \
                   #call, cudaGetErrorName(e_));                                 \
            exit(1);                                                             \
        }                                                                        \
    } while (0)

#define BLOCK 256

__global__ void plusReduce(const int *input, unsigned int n, int *total)
{
    __shared__ int x[BLOCK];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    x[tid] = (i < n) ? input[i] : 0;
    __syncthreads();
    for (unsigned int half = blockDim.x / 2; half > 0; half /= 2) {
        if (tid < half)
            x[tid] += x[tid + half];
        __syncthreads();
    }
    if (tid == 0)
        atomicAdd(total, x[0]);
}

// Each thread first sums a grid-strided set of elements; 64-bit total.
__global__ void plusReduceStride(const unsigned int *input, unsigned int n,
                                 unsigned long long *total)
{
    __shared__ unsigned long long x[BLOCK];
    unsigned int tid = threadIdx.x;
    unsigned long long acc = 0;
    for (unsigned int i = blockIdx.x * blockDim.x + tid; i < n; i += gridDim.x * blockDim.x)
        acc += input[i];
    x[tid] = acc;
    __syncthreads();
    for (unsigned int half = blockDim.x / 2; half > 0; half /= 2) {
        if (tid < half)
            x[tid] += x[tid + half];
        __syncthreads();
    }
    if (tid == 0)
        atomicAdd(total, x[0]);
}

int main()
{
    const unsigned int n = 100003;
    std::vector<int> in(n);
    std::vector<unsigned int> uin(n);
    unsigned s = 777u;
    long long want = 0;
    unsigned long long uwant = 0;
    for (unsigned int i = 0; i < n; i++) {
        s = s * 1103515245u + 12345u;
        in[i] = (int)((s >> 16) % 2001u) - 1000;
        uin[i] = s | 0x80000000u;
        want += in[i];
        uwant += uin[i];
    }
    int *din, *dtotal;
    unsigned int *duin;
    unsigned long long *dutotal;
    CHECK(cudaMalloc(&din, n * sizeof(int)));
    CHECK(cudaMalloc(&duin, n * sizeof(unsigned int)));
    CHECK(cudaMalloc(&dtotal, sizeof(int)));
    CHECK(cudaMalloc(&dutotal, sizeof(unsigned long long)));
    CHECK(cudaMemcpy(din, in.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(duin, uin.data(), n * sizeof(unsigned int), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(dtotal, 0, sizeof(int)));
    CHECK(cudaMemset(dutotal, 0, sizeof(unsigned long long)));

    plusReduce<<<(n + BLOCK - 1) / BLOCK, BLOCK>>>(din, n, dtotal);
    CHECK(cudaGetLastError());
    plusReduceStride<<<13, BLOCK>>>(duin, n, dutotal);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    int got;
    unsigned long long ugot;
    CHECK(cudaMemcpy(&got, dtotal, sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(&ugot, dutotal, sizeof(ugot), cudaMemcpyDeviceToHost));
    if ((long long)got != want) {
        printf("FAIL " NAME ": int total expected %lld got %d\n", want, got);
        return 1;
    }
    if (ugot != uwant) {
        printf("FAIL " NAME ": unsigned long long total expected %llu got %llu\n", uwant, ugot);
        return 1;
    }
    // n = 1: one block with a single live element
    CHECK(cudaMemset(dtotal, 0, sizeof(int)));
    plusReduce<<<1, BLOCK>>>(din, 1, dtotal);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(&got, dtotal, sizeof(int), cudaMemcpyDeviceToHost));
    if (got != in[0]) {
        printf("FAIL " NAME ": n=1 total expected %d got %d\n", in[0], got);
        return 1;
    }
    CHECK(cudaFree(din));
    CHECK(cudaFree(duin));
    CHECK(cudaFree(dtotal));
    CHECK(cudaFree(dutotal));
    printf("PASS " NAME "\n");
    return 0;
}
