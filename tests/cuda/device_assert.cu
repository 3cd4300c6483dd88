// device_assert: a failed device-side assert() prints the failing thread and condition,
// and makes the context return cudaErrorAssert from then on (sticky), as on a GPU.
#include <cassert>
#include <cstdio>
#include <cstdlib>

__global__ void checked_square(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int v = in[i];
    assert(v != 777);
    out[i] = v * v;
  }
}

int main() {
  const int n = 1000;
  int h[n], *din, *dout;
  for (int i = 0; i < n; i++) h[i] = i == 777 ? 0 : i;
  if (cudaMalloc(&din, sizeof h) || cudaMalloc(&dout, sizeof h)) { printf("FAIL device_assert: malloc\n"); return 1; }
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  checked_square<<<(n + 255) / 256, 256>>>(din, dout, n);
  cudaError_t e = cudaDeviceSynchronize();
  if (e != cudaSuccess) { printf("FAIL device_assert: clean run returned %s\n", cudaGetErrorName(e)); return 1; }
  int out[n];
  cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; i++)
    if (out[i] != h[i] * h[i]) { printf("FAIL device_assert: out[%d] = %d\n", i, out[i]); return 1; }
  h[777] = 777;
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  checked_square<<<(n + 255) / 256, 256>>>(din, dout, n);   /* in[777] == 777 fails */
  e = cudaDeviceSynchronize();
  if (e != cudaErrorAssert) { printf("FAIL device_assert: got %s, expected cudaErrorAssert\n", cudaGetErrorName(e)); return 1; }
  e = cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
  if (e != cudaErrorAssert) { printf("FAIL device_assert: later memcpy returned %s\n", cudaGetErrorName(e)); return 1; }
  printf("PASS device_assert\n");
  return 0;
}
