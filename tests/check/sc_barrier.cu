// Planted barrier misuse (synccheck), one per case (argv[1]).
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

__global__ void divergent(int *out) {
  __shared__ int s[64];
  int t = threadIdx.x;
  s[t] = t;
  if (t < 16) __syncthreads(); // only part of the block reaches it
  out[t] = s[63 - t];
}
__global__ void syncwarp_mask(int *out) {
  int t = threadIdx.x;
  if (t < 16) {
    __syncwarp(0xffffffff); // lanes 16..31 never arrive
    out[t] = t;
  }
}
__global__ void shfl_mask(int *out) {
  int t = threadIdx.x;
  int v = t;
  if (t % 2 == 0) v = __shfl_down_sync(0xffffffff, v, 1); // odd lanes are not here
  out[t] = v;
}

__global__ void odd_threads(int *out) {
  __shared__ int s[128];
  int t = threadIdx.x;
  s[t] = t;
  if (t % 2) __syncthreads(); // half of every warp
  out[t] = s[127 - t];
}

static void done(const char *what) {
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s: %s\n", what, cudaGetErrorName(e));
}

int main(int argc, char **argv) {
  const char *c = argc > 1 ? argv[1] : "divergent";
  int *out;
  cudaMalloc(&out, 4096);
  if (!strcmp(c, "divergent")) divergent<<<1, 64>>>(out);
  else if (!strcmp(c, "syncwarp_mask")) syncwarp_mask<<<1, 32>>>(out);
  else if (!strcmp(c, "shfl_mask")) shfl_mask<<<1, 32>>>(out);
  else if (!strcmp(c, "odd_threads")) odd_threads<<<1, 128>>>(out);
  else {
    fprintf(stderr, "unknown case %s\n", c);
    return 2;
  }
  done(c);
  return 0;
}
