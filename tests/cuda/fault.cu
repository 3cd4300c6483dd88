// check-expect: memcheck initcheck (its kernels fault on purpose)
// fault: a kernel that writes through a bad pointer. As on a GPU, the error is reported at
// the next synchronizing call as cudaErrorIllegalAddress; cudaGetLastError returns it
// once; the context stays unusable: later calls keep returning it. The process survives.
#include <cstdio>
#include <cstdlib>

#define EXPECT(call, want)                                                                    \
  do {                                                                                        \
    cudaError_t e_ = (call);                                                                  \
    if (e_ != (want)) {                                                                       \
      printf("FAIL fault: %s:%d: %s returned %s, expected %s\n", __FILE__, __LINE__, #call,  \
             cudaGetErrorName(e_), cudaGetErrorName(want));                                   \
      exit(1);                                                                                \
    }                                                                                         \
  } while (0)

__global__ void fill(int *p, int v) { p[threadIdx.x] = v; }

int main() {
  int *d = nullptr, h[32];
  EXPECT(cudaMalloc(&d, 32 * sizeof(int)), cudaSuccess);
  fill<<<1, 32>>>(d, 7);
  EXPECT(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost), cudaSuccess);
  for (int i = 0; i < 32; i++)
    if (h[i] != 7) { printf("FAIL fault: h[%d] = %d before the fault\n", i, h[i]); return 1; }
  fill<<<1, 32>>>((int *)16, 1);          /* an address no allocation covers */
  EXPECT(cudaDeviceSynchronize(), cudaErrorIllegalAddress);
  EXPECT(cudaGetLastError(), cudaErrorIllegalAddress);
  EXPECT(cudaGetLastError(), cudaSuccess);
  EXPECT(cudaPeekAtLastError(), cudaSuccess);
  EXPECT(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost), cudaErrorIllegalAddress);
  int *d2 = nullptr;
  EXPECT(cudaMalloc(&d2, 64), cudaErrorIllegalAddress);
  fill<<<1, 32>>>(d, 3);
  EXPECT(cudaDeviceSynchronize(), cudaErrorIllegalAddress);
  printf("PASS fault\n");
  return 0;
}
