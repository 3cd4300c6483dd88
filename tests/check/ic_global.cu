// Reads of memory never written (initcheck), and leaks (--leak-check full).
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

__global__ void sum(const float *a, int n, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(out, a[i]);
}
__global__ void partial(const int *a, int *out) {
  out[threadIdx.x] = a[threadIdx.x]; // only the first 16 were copied in
}

int main(int argc, char **argv) {
  const char *c = argc > 1 ? argv[1] : "uninit";
  float *out;
  cudaMalloc(&out, 4096);
  cudaMemset(out, 0, 4096);
  if (!strcmp(c, "uninit")) {
    float *a;
    cudaMalloc(&a, 64 * sizeof(float)); // never written
    sum<<<1, 64>>>(a, 64, out);
    cudaDeviceSynchronize();
    cudaFree(a);
  } else if (!strcmp(c, "partial")) {
    int *a, h[16];
    for (int i = 0; i < 16; i++) h[i] = i;
    cudaMalloc(&a, 32 * sizeof(int));
    cudaMemcpy(a, h, sizeof h, cudaMemcpyHostToDevice);
    partial<<<1, 32>>>(a, (int *)out);
    cudaDeviceSynchronize();
    cudaFree(a);
  } else if (!strcmp(c, "leak")) {
    void *p, *q;
    cudaMalloc(&p, 1000);
    cudaMalloc(&q, 256);
    cudaFree(q);
  } else {
    fprintf(stderr, "unknown case %s\n", c);
    return 2;
  }
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s: %s\n", c, cudaGetErrorName(e));
  cudaFree(out);
  return 0;
}
