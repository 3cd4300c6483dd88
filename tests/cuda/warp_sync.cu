// warp_sync: __syncwarp() (bar.warp.sync) in block-uniform code and inside a branch only
// the first warp takes (the warp-synchronous tail of a reduction, written correctly with
// __syncwarp), early-exiting threads, and a __syncthreads() inside a loop whose trip
// count differs between threads: undefined in CUDA, but a GPU completes it (measured on
// an H200), so heddle must complete it too without an error.
#include <cstdio>
#include <cstdlib>

#define CHECK(call)                                                                             \
  do {                                                                                          \
    cudaError_t e_ = (call);                                                                    \
    if (e_ != cudaSuccess) {                                                                    \
      printf("FAIL warp_sync: %s:%d: %s returned %s\n", __FILE__, __LINE__, #call,            \
             cudaGetErrorName(e_));                                                             \
      exit(1);                                                                                  \
    }                                                                                           \
  } while (0)

__global__ void reduce_warp_tail(const int *in, int *out) {
  __shared__ int s[256];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * 256 + t] + in[blockIdx.x * 256 + (t ^ 255)] * 0;
  __syncthreads();
  for (unsigned k = 128; k > 32; k >>= 1) {
    if (t < k) s[t] += s[t + k];
    __syncthreads();
  }
  if (t < 32) {                 /* the last 64 values, one warp, synchronized per step */
    int v = s[t] + s[t + 32];
    __syncwarp();
    s[t] = v;
    __syncwarp();
    for (int k = 16; k > 0; k >>= 1) {
      if (t < (unsigned)k) v = s[t] + s[t + k];
      __syncwarp();
      if (t < (unsigned)k) s[t] = v;
      __syncwarp();
    }
    if (t == 0) out[blockIdx.x] = s[0];
  }
}

__global__ void uniform_warp_sync(int *data) {
  __shared__ int s[128];
  unsigned t = threadIdx.x;
  s[t] = (int)t;
  __syncwarp();                 /* within a warp, neighbours' writes are now visible */
  int lane = t % 32, base = t - lane;
  data[blockIdx.x * 128 + t] = s[base + (lane + 1) % 32];
}

__global__ void divergent_barrier(int *count) {
  int trips = threadIdx.x % 4;  /* each thread reaches the barrier a different number of times */
  for (int i = 0; i < trips; i++) {
    __syncthreads();
    atomicAdd(count, 1);
  }
}

int main() {
  const int blocks = 64, n = blocks * 256;
  int *h = (int *)malloc(n * sizeof(int)), *din, *dout, hout[blocks];
  for (int i = 0; i < n; i++) h[i] = (i * 37) % 101 - 50;
  CHECK(cudaMalloc(&din, n * sizeof(int)));
  CHECK(cudaMalloc(&dout, blocks * sizeof(int)));
  CHECK(cudaMemcpy(din, h, n * sizeof(int), cudaMemcpyHostToDevice));
  reduce_warp_tail<<<blocks, 256>>>(din, dout);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(hout, dout, sizeof hout, cudaMemcpyDeviceToHost));
  for (int b = 0; b < blocks; b++) {
    int ref = 0;
    for (int i = 0; i < 256; i++) ref += h[b * 256 + i];
    if (hout[b] != ref) { printf("FAIL warp_sync: block %d sum %d, expected %d\n", b, hout[b], ref); return 1; }
  }
  int *d2, h2[4 * 128];
  CHECK(cudaMalloc(&d2, sizeof h2));
  uniform_warp_sync<<<4, 128>>>(d2);
  CHECK(cudaMemcpy(h2, d2, sizeof h2, cudaMemcpyDeviceToHost));
  for (int i = 0; i < 4 * 128; i++) {
    int t = i % 128, lane = t % 32;
    if (h2[i] != t - lane + (lane + 1) % 32) { printf("FAIL warp_sync: uniform [%d] = %d\n", i, h2[i]); return 1; }
  }
  int *dc, hc = 0;
  CHECK(cudaMalloc(&dc, sizeof(int)));
  CHECK(cudaMemset(dc, 0, sizeof(int)));
  divergent_barrier<<<8, 64>>>(dc);
  CHECK(cudaDeviceSynchronize());   /* completes, no error */
  CHECK(cudaMemcpy(&hc, dc, sizeof hc, cudaMemcpyDeviceToHost));
  if (hc != 8 * 16 * (0 + 1 + 2 + 3)) { printf("FAIL warp_sync: divergent barrier loop counted %d\n", hc); return 1; }
  free(h);
  cudaFree(din); cudaFree(dout); cudaFree(d2); cudaFree(dc);
  printf("PASS warp_sync\n");
  return 0;
}
