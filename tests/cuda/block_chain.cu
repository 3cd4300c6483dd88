// block_chain: blocks pass a token through global memory with acquire/release atomics
// (cuda::atomic_ref), each block spinning until the previous one has written. This needs
// every block to see other blocks' writes inside a spin loop, and blocks to start in order
// (as many as a GPU keeps resident: 64 small blocks). Then the same kernel twice in a
// captured graph (consecutive kernel nodes, which heddle runs as one job in phases), the
// second launch's blocks waiting for the first's.
#include <cstdio>
#include <cuda/atomic>

__global__ void chain(int *flag, int *order, int *sum, int base) {
  if (threadIdx.x == 0) {
    int g = base + (int)blockIdx.x;
    cuda::atomic_ref<int, cuda::thread_scope_device> f(*flag);
    while (f.load(cuda::memory_order_acquire) != g) { }
    order[g] = *sum;                          /* the running sum the previous block left */
    *sum += g;
    f.store(g + 1, cuda::memory_order_release);
  }
}

int main() {
  const int blocks = 64;
  int *f, *o, *s, h[2 * blocks];
  cudaMalloc(&f, sizeof(int)); cudaMalloc(&s, sizeof(int)); cudaMalloc(&o, sizeof h);
  cudaMemset(f, 0, sizeof(int)); cudaMemset(s, 0, sizeof(int));
  chain<<<blocks, 32>>>(f, o, s, 0);
  cudaError_t e = cudaMemcpy(h, o, sizeof h, cudaMemcpyDeviceToHost);
  if (e != cudaSuccess) { printf("FAIL block_chain: %s\n", cudaGetErrorName(e)); return 1; }
  for (int i = 0; i < blocks; i++)
    if (h[i] != i * (i - 1) / 2) { printf("FAIL block_chain: block %d saw %d, expected %d\n", i, h[i], i * (i - 1) / 2); return 1; }
  /* two launches in a graph: blocks 64..127 wait for 0..63 */
  cudaStream_t st;
  cudaGraph_t g;
  cudaGraphExec_t x;
  cudaStreamCreate(&st);
  cudaMemset(f, 0, sizeof(int)); cudaMemset(s, 0, sizeof(int));
  cudaDeviceSynchronize();
  cudaStreamBeginCapture(st, cudaStreamCaptureModeGlobal);
  chain<<<blocks, 32, 0, st>>>(f, o, s, 0);
  chain<<<blocks, 32, 0, st>>>(f, o, s, blocks);
  cudaStreamEndCapture(st, &g);
  e = cudaGraphInstantiate(&x, g, 0);
  if (e == cudaSuccess) e = cudaGraphLaunch(x, st);
  if (e == cudaSuccess) e = cudaStreamSynchronize(st);
  if (e == cudaSuccess) e = cudaMemcpy(h, o, sizeof h, cudaMemcpyDeviceToHost);
  if (e != cudaSuccess) { printf("FAIL block_chain: graph: %s\n", cudaGetErrorName(e)); return 1; }
  for (int i = 0; i < 2 * blocks; i++)
    if (h[i] != i * (i - 1) / 2) { printf("FAIL block_chain: graph: block %d saw %d, expected %d\n", i, h[i], i * (i - 1) / 2); return 1; }
  cudaGraphExecDestroy(x); cudaGraphDestroy(g); cudaStreamDestroy(st);
  cudaFree(f); cudaFree(o); cudaFree(s);
  printf("PASS block_chain\n");
  return 0;
}
