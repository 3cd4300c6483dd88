// increment: in-place updates a[i] += 1 (int) and f[i] += b (float).
// Tests: read-modify-write of the same global element by its own thread,
// state kept in device memory across three launches, n not a multiple of the
// block size, a single-block launch that covers the array with a loop.
// Float: adding b = 0.25 to values that are multiples of 1/4 below 2^20 is exact.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define NAME "increment"
#define CHECK(call)                                                              \
    do {                                                                         \
        cudaError_t e_ = (call);                                                 \
        if (e_ != cudaSuccess) {                                                 \
            printf("FAIL " NAME ": %s:%d: %s returned %s\n", __FILE__, __LINE__, \
                   #call, cudaGetErrorName(e_));                                 \
            exit(1);                                                             \
        }                                                                        \
    } while (0)

__global__ void incInt(int *a, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        a[i] += 1;
}

__global__ void incFloat(float *f, float b, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        f[i] += b;
}

__global__ void incIntOneBlock(int *a, int n)
{
    for (int i = threadIdx.x; i < n; i += blockDim.x)
        a[i] += 1;
}

int main()
{
    const int n = 10007;
    std::vector<int> a(n), ra(n);
    std::vector<float> f(n), rf(n);
    for (int i = 0; i < n; i++) {
        a[i] = i * 3 - 5000;
        f[i] = (float)(i - 3000) * 0.25f;
    }
    int *da;
    float *df;
    CHECK(cudaMalloc(&da, n * sizeof(int)));
    CHECK(cudaMalloc(&df, n * sizeof(float)));
    CHECK(cudaMemcpy(da, a.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(df, f.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    int block = 128, grid = (n + block - 1) / block;
    incInt<<<grid, block>>>(da, n);
    CHECK(cudaGetLastError());
    incInt<<<grid, block>>>(da, n);
    CHECK(cudaGetLastError());
    incIntOneBlock<<<1, 200>>>(da, n);
    CHECK(cudaGetLastError());
    incFloat<<<grid, block>>>(df, 0.25f, n);
    CHECK(cudaGetLastError());
    incFloat<<<grid, block>>>(df, 0.25f, n);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(ra.data(), da, n * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(rf.data(), df, n * sizeof(float), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++) {
        if (ra[i] != a[i] + 3) {
            printf("FAIL " NAME ": a[%d] expected %d got %d\n", i, a[i] + 3, ra[i]);
            return 1;
        }
        float want = f[i] + 0.5f;
        if (rf[i] != want) {
            printf("FAIL " NAME ": f[%d] expected %.9g got %.9g\n", i, want, rf[i]);
            return 1;
        }
    }
    CHECK(cudaFree(da));
    CHECK(cudaFree(df));
    printf("PASS " NAME "\n");
    return 0;
}
