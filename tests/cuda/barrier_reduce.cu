// barrier_reduce: __syncthreads_count, __syncthreads_and and __syncthreads_or (bar.red):
// a barrier whose result, the same for every thread, combines one predicate per thread;
// with 1D and 2D blocks, and after some threads of the block have returned.
#include <cstdio>
#include <cstdlib>

__global__ void votes(const int *in, int *out, int n) {
  int t = threadIdx.y * blockDim.x + threadIdx.x;
  int i = blockIdx.x * blockDim.x * blockDim.y + t;
  int v = i < n ? in[i] : 0;
  int c = __syncthreads_count(v > 10);
  int a = __syncthreads_and(v > -5);
  int o = __syncthreads_or(v > 95);
  if (i < n) out[i] = c * 4 + a * 2 + o;
}

__global__ void after_exit(const int *in, int *out) {
  int t = threadIdx.x;
  if (t >= 48) return;                       /* these do not take part */
  int c = __syncthreads_count(in[blockIdx.x * 64 + t] & 1);
  out[blockIdx.x * 64 + t] = c;
}

int main() {
  const int n = 3000, bx = 16, by = 8, per = bx * by, blocks = (n + per - 1) / per;
  int *h = (int *)malloc(n * sizeof(int)), *r = (int *)malloc(n * sizeof(int)), *din, *dout;
  for (int i = 0; i < n; i++) h[i] = (i * 53) % 103 - 6;
  cudaMalloc(&din, n * sizeof(int));
  cudaMalloc(&dout, n * sizeof(int));
  cudaMemcpy(din, h, n * sizeof(int), cudaMemcpyHostToDevice);
  votes<<<blocks, dim3(bx, by)>>>(din, dout, n);
  cudaError_t e = cudaMemcpy(r, dout, n * sizeof(int), cudaMemcpyDeviceToHost);
  if (e != cudaSuccess) { printf("FAIL barrier_reduce: %s\n", cudaGetErrorName(e)); return 1; }
  for (int b = 0; b < blocks; b++) {
    int c = 0, a = 1, o = 0;
    for (int t = 0; t < per; t++) {
      int i = b * per + t, v = i < n ? h[i] : 0;
      c += v > 10; a &= v > -5; o |= v > 95;
    }
    for (int t = 0; t < per && b * per + t < n; t++)
      if (r[b * per + t] != c * 4 + a * 2 + o) {
        printf("FAIL barrier_reduce: block %d thread %d got %d, expected %d\n", b, t, r[b * per + t], c * 4 + a * 2 + o);
        return 1;
      }
  }
  int *d2, h2[4 * 64];
  cudaMalloc(&d2, sizeof h2);
  cudaMemset(d2, 0xff, sizeof h2);
  after_exit<<<4, 64>>>(din, d2);
  cudaMemcpy(h2, d2, sizeof h2, cudaMemcpyDeviceToHost);
  for (int b = 0; b < 4; b++) {
    int c = 0;
    for (int t = 0; t < 48; t++) c += h[b * 64 + t] & 1;
    for (int t = 0; t < 64; t++) {
      int want = t < 48 ? c : -1;
      if (h2[b * 64 + t] != want) { printf("FAIL barrier_reduce: after_exit block %d thread %d got %d, expected %d\n", b, t, h2[b * 64 + t], want); return 1; }
    }
  }
  free(h); free(r);
  cudaFree(din); cudaFree(dout); cudaFree(d2);
  printf("PASS barrier_reduce\n");
  return 0;
}
