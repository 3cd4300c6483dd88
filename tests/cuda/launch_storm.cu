// launch_storm: many small launches back to back, the way the launch path is stressed:
// several host threads launching onto the same (legacy) stream at once, launches
// alternating between the legacy stream and a blocking stream (whose implicit
// synchronization keeps them in order), grids of 1 to 1000 blocks one after another,
// and launch-then-synchronize in a loop. Every result is checked.
#include <cstdio>
#include <thread>
#include <vector>

enum { HOST_THREADS = 6, PER_THREAD = 1500, CHAIN = 2000, N = 1000 * 64 };

__global__ void add(unsigned long long *c, int k) { atomicAdd(c, (unsigned long long)k); }

// one thread: the chain's value must be exactly the step count so far
__global__ void step(int *v, int expect, int *bad) {
  if (*v != expect) atomicExch(bad, 1);
  *v = expect + 1;
}

__global__ void fill(int *a, int n, int k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] += k + i % 7;
}

#define CK(x)                                                                                                          \
  do {                                                                                                                 \
    cudaError_t e_ = (x);                                                                                              \
    if (e_ != cudaSuccess) {                                                                                           \
      printf("FAIL launch_storm: %s: %s (line %d)\n", #x, cudaGetErrorString(e_), __LINE__);                       \
      return 1;                                                                                                        \
    }                                                                                                                  \
  } while (0)

int main() {
  // 1. host threads launching onto the legacy stream together
  unsigned long long *c;
  CK(cudaMalloc(&c, sizeof *c));
  CK(cudaMemset(c, 0, sizeof *c));
  std::vector<std::thread> ts;
  for (int t = 0; t < HOST_THREADS; t++)
    ts.emplace_back([c, t] {
      for (int i = 0; i < PER_THREAD; i++) add<<<1 + i % 3, 32>>>(c, t + 1);
    });
  for (auto &t : ts) t.join();
  CK(cudaDeviceSynchronize());
  unsigned long long got, want = 0;
  for (int t = 0; t < HOST_THREADS; t++)
    for (int i = 0; i < PER_THREAD; i++) want += (unsigned long long)(t + 1) * 32 * (1 + i % 3);
  CK(cudaMemcpy(&got, c, sizeof got, cudaMemcpyDeviceToHost));
  if (got != want) {
    printf("FAIL launch_storm: threads on one stream: %llu, expected %llu\n", got, want);
    return 1;
  }

  // 2. the legacy stream and a blocking stream taking turns stay in order
  int *v, *bad;
  cudaStream_t s;
  CK(cudaStreamCreate(&s));
  CK(cudaMalloc(&v, sizeof *v));
  CK(cudaMalloc(&bad, sizeof *bad));
  CK(cudaMemset(v, 0, sizeof *v));
  CK(cudaMemset(bad, 0, sizeof *bad));
  for (int i = 0; i < CHAIN; i++) step<<<1, 1, 0, i % 3 == 1 ? s : 0>>>(v, i, bad);
  CK(cudaDeviceSynchronize());
  int hv, hbad;
  CK(cudaMemcpy(&hv, v, sizeof hv, cudaMemcpyDeviceToHost));
  CK(cudaMemcpy(&hbad, bad, sizeof hbad, cudaMemcpyDeviceToHost));
  if (hv != CHAIN || hbad) {
    printf("FAIL launch_storm: legacy/blocking chain: %d (expected %d), out of order: %d\n", hv, CHAIN, hbad);
    return 1;
  }

  // 3. grids of every size back to back on a stream, then launch-then-sync
  int *a;
  CK(cudaMalloc(&a, N * sizeof *a));
  CK(cudaMemset(a, 0, N * sizeof *a));
  static const int grids[] = {1, 2, 3, 7, 16, 64, 250, 1000};
  const int ng = sizeof grids / sizeof grids[0];
  std::vector<int> expect(N, 0);
  for (int r = 0; r < 40; r++)
    for (int g = 0; g < ng; g++) {
      int n = grids[g] * 64, k = r * ng + g;
      fill<<<grids[g], 64, 0, s>>>(a, n, k);
      for (int i = 0; i < n; i++) expect[i] += k + i % 7;
      if (r % 8 == 7) CK(cudaStreamSynchronize(s));
    }
  for (int r = 0; r < 200; r++) {
    fill<<<grids[r % ng], 64>>>(a, grids[r % ng] * 64, 1);
    for (int i = 0; i < grids[r % ng] * 64; i++) expect[i] += 1 + i % 7;
    CK(cudaDeviceSynchronize());
  }
  std::vector<int> h(N);
  CK(cudaMemcpy(h.data(), a, N * sizeof *a, cudaMemcpyDeviceToHost));
  for (int i = 0; i < N; i++)
    if (h[i] != expect[i]) {
      printf("FAIL launch_storm: grids: a[%d] = %d, expected %d\n", i, h[i], expect[i]);
      return 1;
    }
  CK(cudaStreamDestroy(s));
  CK(cudaFree(a));
  CK(cudaFree(v));
  CK(cudaFree(bad));
  CK(cudaFree(c));
  printf("PASS launch_storm\n");
  return 0;
}
