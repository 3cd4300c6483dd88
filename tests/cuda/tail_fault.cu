// check-expect: memcheck initcheck (its kernels fault on purpose)
// tail_fault: an atomicAdd through a bad pointer at the end of every thread (whose old
// value goes unused: heddle may hold such updates and apply them later) is reported as a
// GPU reports a bad store: cudaErrorIllegalAddress at the next synchronizing call, and the
// context stays unusable. The process survives, and its host code's float arithmetic keeps
// subnormals (heddle folds held float adds with the CPU's flush-to-zero bits set; the fold
// that faults must not leave them set on the thread that ran it, the host's among them).
#include <cstdio>
#include <cstdlib>

#define EXPECT(call, want)                                                                    \
  do {                                                                                        \
    cudaError_t e_ = (call);                                                                  \
    if (e_ != (want)) {                                                                       \
      printf("FAIL tail_fault: %s:%d: %s returned %s, expected %s\n", __FILE__, __LINE__, #call, \
             cudaGetErrorName(e_), cudaGetErrorName(want));                                   \
      exit(1);                                                                                \
    }                                                                                         \
  } while (0)

__global__ void add(float *p, float v) { atomicAdd(p, v); }

int main() {
  float *d = nullptr, h = 0;
  EXPECT(cudaMalloc(&d, sizeof(float)), cudaSuccess);
  EXPECT(cudaMemset(d, 0, sizeof(float)), cudaSuccess);
  add<<<256, 128>>>(d, 0.5f);
  EXPECT(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost), cudaSuccess);
  if (h != 256 * 128 * 0.5f) { printf("FAIL tail_fault: sum %g before the fault\n", h); return 1; }
  add<<<256, 128>>>((float *)16, 1.0f); /* an address no allocation covers */
  EXPECT(cudaDeviceSynchronize(), cudaErrorIllegalAddress);
  EXPECT(cudaGetLastError(), cudaErrorIllegalAddress);
  EXPECT(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost), cudaErrorIllegalAddress);
  volatile float tiny = 1e-39f; /* subnormal: a flush-to-zero unit would make it 0 */
  float half = tiny * 0.5f, sum = tiny + tiny;
  if (!(half > 0.0f && sum > 1.5e-39f)) {
    printf("FAIL tail_fault: host float arithmetic flushes subnormals after the fault (%g, %g)\n", half, sum);
    return 1;
  }
  printf("PASS tail_fault\n");
  return 0;
}
