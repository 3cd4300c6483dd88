// check_divergent: with HEDDLE_CHECK=1, a __syncthreads() that only some threads reach
// (undefined in CUDA) is reported on stderr; the kernel still completes, as on a GPU.
#include <cstdio>

__global__ void divergent(int *count) {
  if (threadIdx.x < 16) {        /* two different barriers, each reached by half the block */
    __syncthreads();
    atomicAdd(count, 1);
  } else {
    __syncthreads();
    atomicAdd(count, 2);
  }
}

int main() {
  int *d, h = 0;
  cudaMalloc(&d, sizeof(int));
  cudaMemset(d, 0, sizeof(int));
  divergent<<<2, 30>>>(d);
  cudaError_t e = cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  if (e != cudaSuccess || h != 2 * (16 * 1 + 14 * 2)) { printf("FAIL check_divergent: %s, count %d\n", cudaGetErrorName(e), h); return 1; }
  cudaFree(d);
  printf("PASS check_divergent\n");
  return 0;
}
