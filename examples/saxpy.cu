// saxpy: y = a*x + y on a million floats, the "hello world" of CUDA.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e = (call); if (e != cudaSuccess) { \
    printf("%s failed: %s\n", #call, cudaGetErrorString(e)); exit(1); } } while (0)

__global__ void saxpy(int n, float a, const float *x, float *y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = a * x[i] + y[i];
}

int main()
{
    const int n = 1 << 20;
    float *x = (float *)malloc(n * sizeof(float));
    float *y = (float *)malloc(n * sizeof(float));
    for (int i = 0; i < n; i++) { x[i] = 1.0f; y[i] = 2.0f; }

    float *dx, *dy;
    CHECK(cudaMalloc(&dx, n * sizeof(float)));
    CHECK(cudaMalloc(&dy, n * sizeof(float)));
    CHECK(cudaMemcpy(dx, x, n * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dy, y, n * sizeof(float), cudaMemcpyHostToDevice));

    // 2 * 1 + 2 = 4 everywhere
    saxpy<<<(n + 255) / 256, 256>>>(n, 2.0f, dx, dy);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(y, dy, n * sizeof(float), cudaMemcpyDeviceToHost));

    printf("saxpy on %d elements: y = 2*x + y with x = 1, y = 2\n", n);
    printf("y[0] = %g, y[1] = %g, y[%d] = %g, y[%d] = %g\n", y[0], y[1], n / 2, y[n / 2], n - 1, y[n - 1]);
    float maxerr = 0.0f;
    for (int i = 0; i < n; i++)
        maxerr = fmaxf(maxerr, fabsf(y[i] - 4.0f));
    printf("max error %g\n", maxerr);

    cudaFree(dx); cudaFree(dy);
    free(x); free(y);
    return maxerr == 0.0f ? 0 : 1;
}
