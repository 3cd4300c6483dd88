// unsupported: a kernel using a PTX instruction heddle does not implement yet (a
// formatted surface store, sust.p). The launch must fail with a CUDA error and a message naming the instruction;
// the program keeps running and its other kernels still work. (heddle-only: on a GPU the
// store works, so this is not in tests/cuda.)
#include <cstdio>

__global__ void stored(cudaSurfaceObject_t s) {
  asm volatile("sust.p.1d.b32.trap [%0, {%1}], {%1};" ::"l"(s), "r"((int)threadIdx.x));
}
__global__ void plain(int *out) { out[threadIdx.x] = 2 * threadIdx.x; }

int main() {
  int *d, h[32];
  cudaMalloc(&d, sizeof h);
  stored<<<1, 32>>>((cudaSurfaceObject_t)0);
  cudaError_t e = cudaGetLastError();
  if (e != cudaErrorInvalidPtx) { printf("FAIL unsupported: launch returned %s\n", cudaGetErrorName(e)); return 1; }
  plain<<<1, 32>>>(d);
  e = cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  if (e != cudaSuccess) { printf("FAIL unsupported: later memcpy returned %s\n", cudaGetErrorName(e)); return 1; }
  for (int i = 0; i < 32; i++)
    if (h[i] != 2 * i) { printf("FAIL unsupported: h[%d] = %d\n", i, h[i]); return 1; }
  printf("PASS unsupported\n");
  return 0;
}
