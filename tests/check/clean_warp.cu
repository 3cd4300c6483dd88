// A clean control for racecheck and synccheck: shared memory ordered by __syncthreads,
// __syncwarp and warp shuffles, as reductions and scans are written; shared atomics;
// a tiled transpose. Checked against the host; no tool may report anything.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void reduce(const int *in, int *out, int n) {
  __shared__ int s[256];
  int t = threadIdx.x, i = blockIdx.x * 256 + t;
  s[t] = i < n ? in[i] : 0;
  __syncthreads();
  for (int k = 128; k >= 32; k >>= 1) {
    if (t < k) s[t] += s[t + k];
    __syncthreads();
  }
  if (t < 32) { // the last warp: ordered by __syncwarp
    int v = s[t];
    for (int k = 16; k > 0; k >>= 1) {
      v += s[t + k];
      __syncwarp();
      s[t] = v;
      __syncwarp();
    }
    if (t == 0) out[blockIdx.x] = s[0];
  }
}

__global__ void scan(const int *in, int *out) {
  __shared__ int warp_sum[8];
  int t = threadIdx.x, lane = t % 32, w = t / 32;
  int v = in[blockIdx.x * 256 + t];
  for (int k = 1; k < 32; k <<= 1) {
    int u = __shfl_up_sync(0xffffffff, v, k);
    if (lane >= k) v += u;
  }
  if (lane == 31) warp_sum[w] = v;
  __syncthreads();
  int add = 0;
  for (int j = 0; j < w; j++) add += warp_sum[j];
  out[blockIdx.x * 256 + t] = v + add;
}

__global__ void hist(const int *in, int *out) {
  __shared__ int bins[16];
  int t = threadIdx.x;
  if (t < 16) bins[t] = 0;
  __syncthreads();
  atomicAdd(&bins[in[blockIdx.x * 256 + t] & 15], 1);
  __syncthreads();
  if (t < 16) atomicAdd(&out[t], bins[t]);
}

// warp-striped shared reads (t & ~31, t >> 5: lane forms in a warp chain, their bounds
// checked before the lane loop) between a barrier and shuffles
__global__ void stripe(const int *in, int *out) {
  __shared__ int s[256];
  int t = threadIdx.x;
  s[t] = in[blockIdx.x * 256 + t];
  __syncthreads();
  int v = s[t & ~31] + s[(t & ~31) | ((t + 1) & 31)];
  for (int k = 16; k > 0; k >>= 1) v += __shfl_xor_sync(0xffffffff, v, k);
  out[blockIdx.x * 256 + t] = v + s[t >> 5];
}

__global__ void transpose(const float *in, float *out, int n) {
  __shared__ float tile[32][33];
  int x = blockIdx.x * 32 + threadIdx.x, y = blockIdx.y * 32 + threadIdx.y;
  for (int j = 0; j < 32; j += 8) tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * n + x];
  __syncthreads();
  x = blockIdx.y * 32 + threadIdx.x;
  y = blockIdx.x * 32 + threadIdx.y;
  for (int j = 0; j < 32; j += 8) out[(y + j) * n + x] = tile[threadIdx.x][threadIdx.y + j];
}

int main() {
  const int n = 4096, B = n / 256, m = 64;
  int *h = new int[n], *r = new int[n];
  for (int i = 0; i < n; i++) h[i] = (i * 7) % 13;
  int *in, *out, *sums, *hh;
  cudaMalloc(&in, n * 4);
  cudaMalloc(&out, n * 4);
  cudaMalloc(&sums, B * 4);
  cudaMalloc(&hh, 16 * 4);
  cudaMemcpy(in, h, n * 4, cudaMemcpyHostToDevice);
  cudaMemset(hh, 0, 64);
  reduce<<<B, 256>>>(in, sums, n);
  scan<<<B, 256>>>(in, out);
  hist<<<B, 256>>>(in, hh);
  int bad = 0, rs[B], hist16[16] = {0}, got16[16];
  int *st, *hs = new int[n];
  cudaMalloc(&st, n * 4);
  stripe<<<B, 256>>>(in, st);
  cudaMemcpy(hs, st, n * 4, cudaMemcpyDeviceToHost);
  for (int b = 0; b < B; b++)
    for (int t = 0; t < 256; t++) {
      const int *s = h + b * 256, w = t & ~31;
      int want = 32 * s[w] + s[t >> 5];
      for (int l = 0; l < 32; l++) want += s[w + l];
      bad += hs[b * 256 + t] != want;
    }
  cudaFree(st);
  delete[] hs;
  cudaMemcpy(rs, sums, sizeof rs, cudaMemcpyDeviceToHost);
  cudaMemcpy(r, out, n * 4, cudaMemcpyDeviceToHost);
  cudaMemcpy(got16, hh, sizeof got16, cudaMemcpyDeviceToHost);
  for (int b = 0; b < B; b++) {
    int s = 0;
    for (int t = 0; t < 256; t++) {
      s += h[b * 256 + t];
      if (r[b * 256 + t] != s) bad++;
    }
    if (rs[b] != s) bad++;
  }
  for (int i = 0; i < n; i++) hist16[h[i] & 15]++;
  for (int k = 0; k < 16; k++) bad += hist16[k] != got16[k];
  float *fi, *fo, *hf = new float[m * m], *ho = new float[m * m];
  for (int i = 0; i < m * m; i++) hf[i] = (float)i;
  cudaMalloc(&fi, m * m * 4);
  cudaMalloc(&fo, m * m * 4);
  cudaMemcpy(fi, hf, m * m * 4, cudaMemcpyHostToDevice);
  transpose<<<dim3(m / 32, m / 32), dim3(32, 8)>>>(fi, fo, m);
  cudaMemcpy(ho, fo, m * m * 4, cudaMemcpyDeviceToHost);
  for (int y = 0; y < m; y++)
    for (int x = 0; x < m; x++) bad += ho[y * m + x] != hf[x * m + y];
  cudaFree(in);
  cudaFree(out);
  cudaFree(sums);
  cudaFree(hh);
  cudaFree(fi);
  cudaFree(fo);
  delete[] h;
  delete[] r;
  delete[] hf;
  delete[] ho;
  printf("clean_warp: %s\n", bad ? "FAIL" : "ok");
  return bad != 0;
}
