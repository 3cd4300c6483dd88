// check-expect: memcheck initcheck (its kernel faults on purpose)
// tail_fault_fold: float atomicAdds at the end of every thread, through a pointer into an
// allocation plus an offset far past it. heddle holds such updates (the pointer's object is
// known) and folds them when the worker leaves the grid, with the CPU's flush-to-zero bits
// set: the fold faults there. The launch must fail as a bad store does
// (cudaErrorIllegalAddress, the context unusable after), and the threads that ran the fold,
// the host's among them, must not keep flushing subnormals in their own float code.
#include <cstdio>
#include <cstdlib>

#define EXPECT(call, want)                                                                    \
  do {                                                                                        \
    cudaError_t e_ = (call);                                                                  \
    if (e_ != (want)) {                                                                       \
      printf("FAIL tail_fault_fold: %s:%d: %s returned %s, expected %s\n", __FILE__, __LINE__, #call, \
             cudaGetErrorName(e_), cudaGetErrorName(want));                                   \
      exit(1);                                                                                \
    }                                                                                         \
  } while (0)

__global__ void add_far(float *p, int off, float v) { atomicAdd(p + off + (int)threadIdx.x, v); }

int main() {
  float *d = nullptr;
  EXPECT(cudaMalloc(&d, sizeof(float)), cudaSuccess);
  add_far<<<64, 128>>>(d, 0x7fff0000, 1.0f); /* 8 GiB past the allocation: mapped nowhere */
  EXPECT(cudaDeviceSynchronize(), cudaErrorIllegalAddress);
  volatile float tiny = 1e-39f; /* subnormal: a flush-to-zero unit would make it 0 */
  float half = tiny * 0.5f, sum = tiny + tiny;
  if (!(half > 0.0f && sum > 1.5e-39f)) {
    printf("FAIL tail_fault_fold: host float arithmetic flushes subnormals after the fault (%g, %g)\n", half, sum);
    return 1;
  }
  printf("PASS tail_fault_fold\n");
  return 0;
}
