// Planted defects in shared and local memory, one per case (argv[1]).
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

__global__ void static_past(const int *in, int *out) {
  __shared__ int s[64];
  int t = threadIdx.x;
  s[t + 1] = in[t]; // thread 63 writes s[64]
  __syncthreads();
  out[t] = s[t];
}
__global__ void dynamic_past(const float *in, float *out, int n) {
  extern __shared__ float d[];
  int t = threadIdx.x;
  d[t] = in[t];
  __syncthreads();
  out[t] = d[n - t]; // thread 0 reads d[n], n == blockDim.x
}
__global__ void shared_u64(unsigned long long *out) {
  __shared__ unsigned long long s[32];
  s[threadIdx.x] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = s[threadIdx.x + (threadIdx.x == 5 ? 32 : 0)]; // thread 5 reads s[37]
}
__global__ void shared_atomic(const int *keys, int *out) {
  __shared__ int bins[32];
  int t = threadIdx.x;
  bins[t] = 0;
  __syncthreads();
  atomicAdd(&bins[keys[t]], 1); // one key is 32
  __syncthreads();
  out[t] = bins[t];
}
__global__ void local_past(const int *idx, int *out) {
  int t[16];
  for (int i = 0; i < 16; i++) t[i] = idx[i] * i;
  out[threadIdx.x] = t[idx[threadIdx.x]]; // thread 2's index is far outside the array
}

static void done(const char *what) {
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s: %s\n", what, cudaGetErrorName(e));
}

int main(int argc, char **argv) {
  const char *c = argc > 1 ? argv[1] : "static_past";
  int *in, *out;
  cudaMalloc(&in, 4096);
  cudaMemset(in, 0, 4096);
  cudaMalloc(&out, 4096);
  if (!strcmp(c, "static_past")) {
    static_past<<<1, 64>>>(in, out);
  } else if (!strcmp(c, "dynamic_past")) {
    dynamic_past<<<1, 64, 64 * sizeof(float)>>>((float *)in, (float *)out, 64);
  } else if (!strcmp(c, "shared_u64")) {
    shared_u64<<<1, 32>>>((unsigned long long *)out);
  } else if (!strcmp(c, "shared_atomic")) {
    int k[32];
    for (int i = 0; i < 32; i++) k[i] = i == 9 ? 32 : i;
    cudaMemcpy(in, k, sizeof k, cudaMemcpyHostToDevice);
    shared_atomic<<<1, 32>>>(in, out);
  } else if (!strcmp(c, "local_past")) {
    int k[32];
    for (int i = 0; i < 32; i++) k[i] = i == 2 ? 1 << 22 : i % 16;
    cudaMemcpy(in, k, sizeof k, cudaMemcpyHostToDevice);
    local_past<<<1, 32>>>(in, out);
  } else {
    fprintf(stderr, "unknown case %s\n", c);
    return 2;
  }
  done(c);
  return 0;
}
