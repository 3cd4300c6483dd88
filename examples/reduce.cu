// reduce: sum of 1..n. Each thread sums a grid-strided slice, each block combines its
// threads' sums with a tree in shared memory, and thread 0 adds the block's total to the
// result with atomicAdd.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e = (call); if (e != cudaSuccess) { \
    printf("%s failed: %s\n", #call, cudaGetErrorString(e)); exit(1); } } while (0)

#define THREADS 256
typedef unsigned long long u64;

__global__ void sum_to_n(int n, u64 *result)
{
    __shared__ u64 partial[THREADS];
    int t = threadIdx.x;
    u64 mine = 0;
    for (int i = blockIdx.x * blockDim.x + t; i < n; i += gridDim.x * blockDim.x)
        mine += (u64)(i + 1);                   // the numbers 1..n
    partial[t] = mine;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s /= 2) {
        if (t < s)
            partial[t] += partial[t + s];
        __syncthreads();
    }
    if (t == 0)
        atomicAdd(result, partial[0]);
}

int main()
{
    const int n = 10000000, blocks = 120;
    u64 *dsum, sum = 0;
    CHECK(cudaMalloc(&dsum, sizeof(u64)));
    CHECK(cudaMemset(dsum, 0, sizeof(u64)));
    sum_to_n<<<blocks, THREADS>>>(n, dsum);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(&sum, dsum, sizeof(u64), cudaMemcpyDeviceToHost));

    u64 expected = (u64)n * (n + 1) / 2;
    printf("sum of 1..%d with %d blocks x %d threads\n", n, blocks, THREADS);
    printf("sum      = %llu\n", sum);
    printf("expected = %llu (n(n+1)/2)\n", expected);
    printf(sum == expected ? "match\n" : "MISMATCH\n");
    cudaFree(dsum);
    return sum == expected ? 0 : 1;
}
