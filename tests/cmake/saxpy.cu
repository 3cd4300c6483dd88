// saxpy.cu: y = a*x + y on the device, checked on the host (host.cpp)
#include <cstdio>
#include <cuda_runtime.h>
int check_saxpy(const float *x, const float *y, const float *y0, float a, int n);

__global__ void saxpy(int n, float a, const float *x, float *y) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}

int main() {
    const int n = 100000;
    static float x[n], y[n], y0[n];
    for (int i = 0; i < n; i++) { x[i] = (float)(i % 97); y[i] = y0[i] = (float)(i % 13) - 6.0f; }
    float *dx, *dy;
    if (cudaMalloc(&dx, n * sizeof(float)) != cudaSuccess || cudaMalloc(&dy, n * sizeof(float)) != cudaSuccess) {
        printf("FAIL cudaMalloc\n");
        return 1;
    }
    cudaMemcpy(dx, x, sizeof x, cudaMemcpyHostToDevice);
    cudaMemcpy(dy, y, sizeof y, cudaMemcpyHostToDevice);
    saxpy<<<(n + 255) / 256, 256>>>(n, 2.5f, dx, dy);
    cudaError_t e = cudaMemcpy(y, dy, sizeof y, cudaMemcpyDeviceToHost);
    if (e != cudaSuccess) { printf("FAIL %s\n", cudaGetErrorString(e)); return 1; }
    cudaFree(dx);
    cudaFree(dy);
    return check_saxpy(x, y, y0, 2.5f, n);
}
