// Planted shared-memory races (racecheck), one per case (argv[1]).
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

__global__ void raw(const int *in, int *out) {
  __shared__ int s[256];
  int t = threadIdx.x;
  s[t] = in[t];
  // missing __syncthreads()
  out[t] = s[(t + 1) % blockDim.x]; // reads a neighbour's element, maybe of another warp
}
__global__ void war(const int *in, int *out) {
  __shared__ int s[256];
  int t = threadIdx.x;
  s[t] = in[t];
  __syncthreads();
  int v = s[(t + 64) % blockDim.x];
  // missing __syncthreads()
  s[t] = v * 2;
  __syncthreads();
  out[t] = s[t];
}
__global__ void waw(int *out) {
  __shared__ int last;
  last = threadIdx.x; // every thread writes the same word
  __syncthreads();
  if (threadIdx.x == 0) out[0] = last;
}

__global__ void reduce_nosync(const int *in, int *out) {
  __shared__ int s[128];
  int t = threadIdx.x;
  s[t] = in[t];
  __syncthreads();
  for (int k = 64; k > 0; k >>= 1) {
    if (t < k) s[t] += s[t + k];
    // missing __syncthreads(): warps read what other warps write
  }
  if (t == 0) out[0] = s[0];
}

__global__ void warp_nosync(const int *in, int *out) {
  __shared__ int s[64];
  int t = threadIdx.x;
  s[t] = in[t];
  // missing __syncwarp(): lanes of one warp read each other's value
  out[t] = s[t ^ 1];
}

__global__ void neighbour(int *out) {
  __shared__ int s[257];
  int t = threadIdx.x;
  s[t] = t;
  if (t == 0) s[256] = 0;
  // missing __syncthreads(): each thread reads the element the next thread writes
  int d = s[t + 1] - s[t];
  __syncthreads();
  if (t == 0) out[blockIdx.x] = d;
}

__global__ void shift(int *out) {
  __shared__ int s[257];
  int t = threadIdx.x;
  s[t + 1] = t;
  // missing __syncthreads(): each thread reads what the thread before it wrote
  int v = s[t];
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = v;
}
__global__ void tree_overlap(const int *in, int *out) {
  __shared__ int s[128];
  int t = threadIdx.x;
  s[t] = in[t];
  __syncthreads();
  for (int k = 64; k > 0; k >>= 1) {
    if (t < k) s[t] += s[t + k - 1]; // off by one: thread t reads what thread t + k - 1 writes, when that one adds too
    __syncthreads();
  }
  if (t == 0) out[0] = s[0];
}
__global__ void rows(int *out) {
  __shared__ int s[8][33];
  int x = threadIdx.x, y = threadIdx.y;
  s[y][x] = x + y;
  // missing __syncthreads(): each thread reads the element its right neighbour writes
  int v = s[y][x + 1];
  __syncthreads();
  out[y * 32 + x] = v;
}

static void done(const char *what) {
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s: %s\n", what, cudaGetErrorName(e));
}

int main(int argc, char **argv) {
  const char *c = argc > 1 ? argv[1] : "raw";
  int *in, *out;
  cudaMalloc(&in, 4096);
  cudaMemset(in, 0, 4096);
  cudaMalloc(&out, 4096);
  if (!strcmp(c, "raw")) raw<<<1, 256>>>(in, out);
  else if (!strcmp(c, "neighbour")) neighbour<<<2, 256>>>(out);
  else if (!strcmp(c, "shift")) shift<<<2, 256>>>(out);
  else if (!strcmp(c, "tree_overlap")) tree_overlap<<<1, 128>>>(in, out);
  else if (!strcmp(c, "rows")) rows<<<1, dim3(32, 8)>>>(out);
  else if (!strcmp(c, "war")) war<<<1, 256>>>(in, out);
  else if (!strcmp(c, "waw")) waw<<<1, 128>>>(out);
  else if (!strcmp(c, "reduce_nosync")) reduce_nosync<<<1, 128>>>(in, out);
  else if (!strcmp(c, "warp_nosync")) warp_nosync<<<1, 64>>>(in, out);
  else {
    fprintf(stderr, "unknown case %s\n", c);
    return 2;
  }
  done(c);
  return 0;
}
