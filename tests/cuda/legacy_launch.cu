// legacy_launch: the launch path CUDA 12 binaries use (the host stub calls
// cudaLaunchKernel(hostFun, ...) instead of __cudaGetKernel/__cudaLaunchKernel),
// reproduced with nvcc 13 by -D__NV_LEGACY_LAUNCH; also cudaLaunchKernel called directly.
// test-flags: -Xcompiler -D__NV_LEGACY_LAUNCH
#include <cstdio>
#include <cstdlib>

__global__ void axpb(float *y, const float *x, float a, float b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + b;
}

int main() {
  const int n = 10007;
  float *x, *y, hx[n], hy[n];
  for (int i = 0; i < n; i++) hx[i] = (float)(i % 97);
  if (cudaMalloc(&x, sizeof hx) || cudaMalloc(&y, sizeof hy)) { printf("FAIL legacy_launch: malloc\n"); return 1; }
  cudaMemcpy(x, hx, sizeof hx, cudaMemcpyHostToDevice);
  axpb<<<(n + 127) / 128, 128>>>(y, x, 2.0f, 1.0f, n);
  cudaMemcpy(hy, y, sizeof hy, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; i++)
    if (hy[i] != 2.0f * hx[i] + 1.0f) { printf("FAIL legacy_launch: y[%d] = %g\n", i, hy[i]); return 1; }
  float a = 3.0f, b = -1.0f;
  int nn = n;
  void *args[] = {&y, &x, &a, &b, &nn};
  cudaError_t e = cudaLaunchKernel((const void *)axpb, dim3((n + 255) / 256), dim3(256), args, 0, 0);
  if (e != cudaSuccess) { printf("FAIL legacy_launch: cudaLaunchKernel returned %s\n", cudaGetErrorName(e)); return 1; }
  cudaMemcpy(hy, y, sizeof hy, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; i++)
    if (hy[i] != 3.0f * hx[i] - 1.0f) { printf("FAIL legacy_launch: direct launch y[%d] = %g\n", i, hy[i]); return 1; }
  printf("PASS legacy_launch\n");
  return 0;
}
