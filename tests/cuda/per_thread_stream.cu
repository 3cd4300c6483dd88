// per_thread_stream: a program built with --default-stream per-thread, whose runtime calls
// go to the _ptds/_ptsz entry points: copies, a kernel on the default stream, an async
// copy, stream and event synchronization.
// test-flags: --default-stream per-thread
#include <cstdio>
#include <cstdlib>

__global__ void square(int *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] = v[i] * v[i];
}

int main() {
  const int n = 5000;
  int *h, *d;
  if (cudaMallocHost(&h, n * sizeof(int)) != cudaSuccess || cudaMalloc(&d, n * sizeof(int)) != cudaSuccess) {
    printf("FAIL per_thread_stream: allocation\n"); return 1;
  }
  for (int i = 0; i < n; i++) h[i] = i % 1000;
  cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice);
  cudaEvent_t done;
  cudaEventCreate(&done);
  square<<<(n + 127) / 128, 128>>>(d, n);
  cudaMemcpyAsync(h, d, n * sizeof(int), cudaMemcpyDeviceToHost, 0);
  cudaEventRecord(done, 0);
  cudaError_t e = cudaEventSynchronize(done);
  if (e == cudaSuccess) e = cudaStreamSynchronize(0);
  if (e != cudaSuccess) { printf("FAIL per_thread_stream: %s\n", cudaGetErrorName(e)); return 1; }
  for (int i = 0; i < n; i++)
    if (h[i] != (i % 1000) * (i % 1000)) { printf("FAIL per_thread_stream: h[%d] = %d\n", i, h[i]); return 1; }
  cudaEventDestroy(done);
  cudaFreeHost(h);
  cudaFree(d);
  printf("PASS per_thread_stream\n");
  return 0;
}
