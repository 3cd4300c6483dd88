// rdc/main.cu: separate compilation (-rdc=true): a kernel calls a __device__ function
// and updates a __device__ variable defined in another file (rdc/lib.cu).
#include <cstdio>
extern __device__ int rdc_counter;
extern __device__ float rdc_scale(float x, float s);

__global__ void apply(float *v, int n, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) { v[i] = rdc_scale(v[i], s); atomicAdd(&rdc_counter, 1); }
}

int main() {
  const int n = 3001;
  float h[n], *d;
  for (int i = 0; i < n; i++) h[i] = (float)i;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  int zero = 0, count = -1;
  cudaMemcpyToSymbol(rdc_counter, &zero, sizeof zero);
  apply<<<(n + 127) / 128, 128>>>(d, n, 0.5f);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaMemcpyFromSymbol(&count, rdc_counter, sizeof count);
  for (int i = 0; i < n; i++)
    if (h[i] != (float)i * 0.5f + 1.0f) { printf("FAIL rdc: v[%d] = %g\n", i, h[i]); return 1; }
  if (count != n) { printf("FAIL rdc: counter %d, expected %d\n", count, n); return 1; }
  printf("PASS rdc\n");
  return 0;
}
