// stress_streams: 16 host threads, each with 4 streams of its own, each stream given 1000
// kernel launches that increment that stream's counters; every count must be exact. The
// runtime must be thread-safe (make tsan runs this under ThreadSanitizer).
#include <cstdio>
#include <cstdlib>
#include <thread>
#include <vector>

enum { THREADS = 16, STREAMS = 4, LAUNCHES = 1000, N = 64 };

__global__ void bump(int *c, int k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < N) c[i] += k;
}

static int worker(int id, int *counters) {
  cudaStream_t s[STREAMS];
  for (int k = 0; k < STREAMS; k++)
    if (cudaStreamCreateWithFlags(&s[k], cudaStreamNonBlocking) != cudaSuccess) return 1;
  for (int l = 0; l < LAUNCHES; l++)
    for (int k = 0; k < STREAMS; k++)
      bump<<<2, 32, 0, s[k]>>>(counters + (id * STREAMS + k) * N, 1 + (l & 1));
  int bad = 0;
  for (int k = 0; k < STREAMS; k++) {
    if (cudaStreamSynchronize(s[k]) != cudaSuccess) bad = 1;
    cudaStreamDestroy(s[k]);
  }
  return bad;
}

int main() {
  int *d;
  size_t bytes = (size_t)THREADS * STREAMS * N * sizeof(int);
  if (cudaMalloc(&d, bytes) != cudaSuccess || cudaMemset(d, 0, bytes) != cudaSuccess) { printf("FAIL stress_streams: setup\n"); return 1; }
  std::vector<std::thread> ts;
  std::vector<int> rc(THREADS, 0);
  for (int t = 0; t < THREADS; t++) ts.emplace_back([t, d, &rc] { rc[t] = worker(t, d); });
  for (auto &t : ts) t.join();
  for (int t = 0; t < THREADS; t++)
    if (rc[t]) { printf("FAIL stress_streams: host thread %d saw an error\n", t); return 1; }
  int *h = (int *)malloc(bytes);
  if (cudaMemcpy(h, d, bytes, cudaMemcpyDeviceToHost) != cudaSuccess) { printf("FAIL stress_streams: copy\n"); return 1; }
  const int want = LAUNCHES / 2 * 1 + LAUNCHES / 2 * 2;
  for (size_t i = 0; i < bytes / sizeof(int); i++)
    if (h[i] != want) { printf("FAIL stress_streams: counter %zu = %d, expected %d\n", i, h[i], want); return 1; }
  free(h);
  cudaFree(d);
  printf("PASS stress_streams\n");
  return 0;
}
