// block_chain: blocks pass a token through global memory with acquire/release atomics
// (cuda::atomic_ref), each block spinning until the previous one has written. This needs
// every block to see other blocks' writes inside a spin loop, and blocks to start in order
// (as many as a GPU keeps resident: 64 small blocks).
#include <cstdio>
#include <cuda/atomic>

__global__ void chain(int *flag, int *order, int *sum) {
  if (threadIdx.x == 0) {
    cuda::atomic_ref<int, cuda::thread_scope_device> f(*flag);
    while (f.load(cuda::memory_order_acquire) != (int)blockIdx.x) { }
    order[blockIdx.x] = *sum;                 /* the running sum the previous block left */
    *sum += (int)blockIdx.x;
    f.store((int)blockIdx.x + 1, cuda::memory_order_release);
  }
}

int main() {
  const int blocks = 64;
  int *f, *o, *s, h[blocks];
  cudaMalloc(&f, sizeof(int)); cudaMalloc(&s, sizeof(int)); cudaMalloc(&o, sizeof h);
  cudaMemset(f, 0, sizeof(int)); cudaMemset(s, 0, sizeof(int));
  chain<<<blocks, 32>>>(f, o, s);
  cudaError_t e = cudaMemcpy(h, o, sizeof h, cudaMemcpyDeviceToHost);
  if (e != cudaSuccess) { printf("FAIL block_chain: %s\n", cudaGetErrorName(e)); return 1; }
  for (int i = 0; i < blocks; i++)
    if (h[i] != i * (i - 1) / 2) { printf("FAIL block_chain: block %d saw %d, expected %d\n", i, h[i], i * (i - 1) / 2); return 1; }
  cudaFree(f); cudaFree(o); cudaFree(s);
  printf("PASS block_chain\n");
  return 0;
}
