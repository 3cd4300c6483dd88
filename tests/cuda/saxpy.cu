// saxpy: y[i] = a * x[i] + y[i] (the ACM Queue paper's first example).
// Tests: scalar kernel parameter, in-place update of y, n not a multiple of the
// block size, and a grid-stride-loop variant launched with fewer threads than n.
// Tolerance: nvcc contracts a*x+y into one fused multiply-add by default, but
// another compiler may keep a separate multiply and add. Each element must equal
// EXACTLY one of the two correctly rounded results: fmaf(a, x, y) or
// (float)(a*x) + y.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>

#define NAME "saxpy"
#define CHECK(call)                                                              \
    do {                                                                         \
        cudaError_t e_ = (call);                                                 \
        if (e_ != cudaSuccess) {                                                 \
            printf("FAIL " NAME ": %s:%d: %s returned %s\n", __FILE__, __LINE__, \
                   #call, cudaGetErrorName(e_));                                 \
            exit(1);                                                             \
        }                                                                        \
    } while (0)

__global__ void saxpy(int n, float a, const float *x, float *y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = a * x[i] + y[i];
}

__global__ void saxpyStride(int n, float a, const float *x, float *y)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        y[i] = a * x[i] + y[i];
}

static int check(const char *what, int n, float a, const std::vector<float> &x,
                 const std::vector<float> &y0, const std::vector<float> &y)
{
    for (int i = 0; i < n; i++) {
        float fused = fmaf(a, x[i], y0[i]);
        volatile float prod = a * x[i]; // volatile: forbid host contraction
        float unfused = prod + y0[i];
        if (y[i] != fused && y[i] != unfused) {
            printf("FAIL " NAME ": %s: y[%d] expected %.9g (fma) or %.9g (mul+add) got %.9g\n",
                   what, i, fused, unfused, y[i]);
            return 1;
        }
    }
    return 0;
}

int main()
{
    const int n = 100003;
    const float a = 2.5f / 3.0f;
    std::vector<float> x(n), y0(n), y(n);
    unsigned s = 12345u;
    for (int i = 0; i < n; i++) {
        s = s * 1664525u + 1013904223u;
        x[i] = (float)(int)(s >> 8) / 16777216.0f * 200.0f - 100.0f;
        s = s * 1664525u + 1013904223u;
        y0[i] = (float)(int)(s >> 8) / 16777216.0f * 2.0f - 1.0f;
    }
    float *dx, *dy;
    size_t bytes = n * sizeof(float);
    CHECK(cudaMalloc(&dx, bytes));
    CHECK(cudaMalloc(&dy, bytes));
    CHECK(cudaMemcpy(dx, x.data(), bytes, cudaMemcpyHostToDevice));

    CHECK(cudaMemcpy(dy, y0.data(), bytes, cudaMemcpyHostToDevice));
    saxpy<<<(n + 255) / 256, 256>>>(n, a, dx, dy);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(y.data(), dy, bytes, cudaMemcpyDeviceToHost));
    if (check("one thread per element", n, a, x, y0, y)) return 1;

    CHECK(cudaMemcpy(dy, y0.data(), bytes, cudaMemcpyHostToDevice));
    saxpyStride<<<7, 96>>>(n, a, dx, dy);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(y.data(), dy, bytes, cudaMemcpyDeviceToHost));
    if (check("grid-stride loop", n, a, x, y0, y)) return 1;

    CHECK(cudaFree(dx));
    CHECK(cudaFree(dy));
    printf("PASS " NAME "\n");
    return 0;
}
