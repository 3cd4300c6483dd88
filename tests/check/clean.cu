// A clean control: every memory space and access kind used correctly. No tool may
// report anything here, and the results are checked against the host.
#include <cstdio>
#include <cuda_runtime.h>

__constant__ float coef[4] = {1.0f, 2.0f, 3.0f, 4.0f};
__device__ int counter;

__device__ __noinline__ float scale(const float *p, int i) { return p[i] * coef[i % 4]; }

__global__ void work(const float *in, float *out, int *hist, int n) {
  __shared__ float tile[256];
  __shared__ int bins[16];
  extern __shared__ double dyn[];
  int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  if (t < 16) bins[t] = 0;
  tile[t] = i < n ? scale(in, i) : 0.0f;
  dyn[t] = t;
  __syncthreads();
  float loc[8];
  for (int k = 0; k < 8; k++) loc[k] = tile[(t + k) % 256];
  float s = 0;
  for (int k = 0; k < 8; k++) s += loc[(k * 3) % 8];
  atomicAdd(&bins[t % 16], 1);
  s += (float)__shfl_down_sync(0xffffffff, dyn[t], 1);
  __syncthreads();
  if (i < n) out[i] = s;
  if (t < 16) atomicAdd(&hist[t], bins[t]);
  if (i == 0) atomicAdd(&counter, 1);
}

int main() {
  const int n = 1000, B = 256, G = (n + B - 1) / B;
  float *h = new float[n], *r = new float[n];
  for (int i = 0; i < n; i++) h[i] = (float)(i % 17);
  float *in, *out;
  int *hist;
  cudaMalloc(&in, n * sizeof(float));
  cudaMalloc(&out, n * sizeof(float));
  cudaMalloc(&hist, 16 * sizeof(int));
  cudaMemcpy(in, h, n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemset(hist, 0, 16 * sizeof(int));
  work<<<G, B, B * sizeof(double)>>>(in, out, hist, n);
  cudaMemcpy(r, out, n * sizeof(float), cudaMemcpyDeviceToHost);
  int hh[16], cnt;
  cudaMemcpy(hh, hist, sizeof hh, cudaMemcpyDeviceToHost);
  cudaMemcpyFromSymbol(&cnt, counter, sizeof cnt);
  int bad = 0;
  for (int b = 0; b < G; b++)
    for (int t = 0; t < B; t++) {
      int i = b * B + t;
      if (i >= n) continue;
      float tile[256];
      for (int u = 0; u < B; u++) {
        int j = b * B + u;
        tile[u] = j < n ? h[j] * (float)(j % 4 + 1) : 0.0f;
      }
      float loc[8], s = 0;
      for (int k = 0; k < 8; k++) loc[k] = tile[(t + k) % 256];
      for (int k = 0; k < 8; k++) s += loc[(k * 3) % 8];
      s += (float)(t % 32 == 31 ? t : t + 1);
      if (r[i] != s) bad++;
    }
  for (int k = 0; k < 16; k++)
    if (hh[k] != G * B / 16) bad++;
  if (cnt != 1) bad++;
  cudaFree(in);
  cudaFree(out);
  cudaFree(hist);
  delete[] h;
  delete[] r;
  printf("clean: %s\n", bad ? "FAIL" : "ok");
  return bad != 0;
}
