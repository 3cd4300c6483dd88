// rdc_main.cu: a kernel calling devmath.cu's device function across translation units
#include <cstdio>
#include <cuda_runtime.h>
extern __device__ int collatz_steps(unsigned long long v);

__global__ void steps(int *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = collatz_steps((unsigned long long)i + 1);
}

int main() {
    const int n = 5000;
    int *d, h[n];
    cudaMalloc(&d, sizeof h);
    steps<<<(n + 127) / 128, 128>>>(d, n);
    cudaError_t e = cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    if (e != cudaSuccess) { printf("FAIL %s\n", cudaGetErrorString(e)); return 1; }
    for (int i = 0; i < n; i++) {
        unsigned long long v = (unsigned long long)i + 1;
        int s = 0;
        while (v != 1) { v = (v & 1) ? 3 * v + 1 : v / 2; s++; }
        if (h[i] != s) { printf("FAIL steps[%d] = %d, want %d\n", i, h[i], s); return 1; }
    }
    cudaFree(d);
    printf("PASS rdc_app %d values\n", n);
    return 0;
}
