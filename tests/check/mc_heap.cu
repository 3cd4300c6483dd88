// Planted misuse of the device heap (malloc/free in kernels), one per case (argv[1]).
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

__device__ int table[16];

__global__ void double_free(int *out) {
  if (threadIdx.x == 0) {
    int *p = (int *)malloc(64);
    p[0] = 1;
    out[0] = p[0];
    free(p);
    free(p); // a second time
  }
}
__global__ void bad_free(int *out) {
  if (threadIdx.x == 0) {
    out[0] = table[0];
    free(table); // not from malloc
  }
}
__global__ void heap_past(int *out) {
  int *p = (int *)malloc(10 * sizeof(int));
  for (int i = 0; i <= 10; i++) p[i] = i; // one past the block
  out[threadIdx.x] = p[3];
  free(p);
}

int main(int argc, char **argv) {
  const char *c = argc > 1 ? argv[1] : "double_free";
  int *out;
  cudaMalloc(&out, 4096);
  if (!strcmp(c, "double_free")) double_free<<<1, 32>>>(out);
  else if (!strcmp(c, "bad_free")) bad_free<<<1, 32>>>(out);
  else if (!strcmp(c, "heap_past")) heap_past<<<1, 4>>>(out);
  else {
    fprintf(stderr, "unknown case %s\n", c);
    return 2;
  }
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s: %s\n", c, cudaGetErrorName(e));
  return 0;
}
