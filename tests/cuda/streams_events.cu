// streams_events: work in created streams (async copies from pinned memory, kernels,
// host functions), cross-stream ordering through cudaStreamWaitEvent, event timing and
// the errors cudaEventElapsedTime gives for events that cannot be timed.
#include <cstdio>
#include <cstdlib>

#define CHECK(call)                                                                             \
  do {                                                                                          \
    cudaError_t e_ = (call);                                                                    \
    if (e_ != cudaSuccess) {                                                                    \
      printf("FAIL streams_events: %s:%d: %s returned %s\n", __FILE__, __LINE__, #call,       \
             cudaGetErrorName(e_));                                                             \
      exit(1);                                                                                  \
    }                                                                                           \
  } while (0)
#define EXPECT(cond, ...) do { if (!(cond)) { printf("FAIL streams_events: " __VA_ARGS__); printf("\n"); exit(1); } } while (0)

__global__ void scale(float *v, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] *= s;
}

__global__ void slow_fill(int *p, int n, int v) {   /* long enough to still run when queried */
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) { int x = v; for (int k = 0; k < 200; k++) x = (x * 7 + k) % 1000003; p[i] = v + (x & 0); }
}

__global__ void add_from(int *dst, const int *src, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) dst[i] += src[i];
}

static int host_flag;
static void CUDART_CB set_flag(void *p) { *(int *)p = 42; }

int main() {
  const int n = 1 << 16;
  cudaStream_t s1, s2, s3;
  CHECK(cudaStreamCreate(&s1));
  CHECK(cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking));
  CHECK(cudaStreamCreateWithPriority(&s3, cudaStreamDefault, 0));
  unsigned flags = 99;
  CHECK(cudaStreamGetFlags(s2, &flags));
  EXPECT(flags == cudaStreamNonBlocking, "stream flags %u", flags);
  int least = 1, greatest = 1;
  CHECK(cudaDeviceGetStreamPriorityRange(&least, &greatest));
  EXPECT(least == 0 && greatest < 0, "priority range [%d, %d]", greatest, least);

  /* async copies and kernels in two streams */
  float *h1, *h2, *d1, *d2;
  CHECK(cudaMallocHost(&h1, n * sizeof(float)));
  CHECK(cudaMallocHost(&h2, n * sizeof(float)));
  CHECK(cudaMalloc(&d1, n * sizeof(float)));
  CHECK(cudaMalloc(&d2, n * sizeof(float)));
  for (int i = 0; i < n; i++) { h1[i] = (float)i; h2[i] = (float)(n - i); }
  CHECK(cudaMemcpyAsync(d1, h1, n * sizeof(float), cudaMemcpyHostToDevice, s1));
  CHECK(cudaMemcpyAsync(d2, h2, n * sizeof(float), cudaMemcpyHostToDevice, s2));
  scale<<<(n + 255) / 256, 256, 0, s1>>>(d1, 2.0f, n);
  scale<<<(n + 255) / 256, 256, 0, s2>>>(d2, 0.5f, n);
  CHECK(cudaMemcpyAsync(h1, d1, n * sizeof(float), cudaMemcpyDeviceToHost, s1));
  CHECK(cudaMemcpyAsync(h2, d2, n * sizeof(float), cudaMemcpyDeviceToHost, s2));
  CHECK(cudaLaunchHostFunc(s1, set_flag, &host_flag));
  CHECK(cudaStreamSynchronize(s1));
  CHECK(cudaStreamSynchronize(s2));
  EXPECT(host_flag == 42, "host function did not run before cudaStreamSynchronize returned");
  for (int i = 0; i < n; i++) {
    EXPECT(h1[i] == 2.0f * i, "s1 result [%d] = %g", i, h1[i]);
    EXPECT(h2[i] == 0.5f * (n - i), "s2 result [%d] = %g", i, h2[i]);
  }
  CHECK(cudaStreamQuery(s1));

  /* the legacy default stream waits for a blocking stream: no explicit sync before the copy */
  int *c, hc[256];
  CHECK(cudaMalloc(&c, n * sizeof(int)));
  slow_fill<<<(n + 255) / 256, 256, 0, s1>>>(c, n, 5);
  CHECK(cudaMemcpy(hc, c + n - 256, sizeof hc, cudaMemcpyDeviceToHost));
  for (int i = 0; i < 256; i++) EXPECT(hc[i] == 5, "legacy stream did not wait for s1: c[%d] = %d", n - 256 + i, hc[i]);
  /* and a blocking stream waits for the legacy stream's earlier kernel */
  slow_fill<<<(n + 255) / 256, 256>>>(c, n, 9);
  CHECK(cudaMemcpyAsync(hc, c + n - 256, sizeof hc, cudaMemcpyDeviceToHost, s1));
  CHECK(cudaStreamSynchronize(s1));
  for (int i = 0; i < 256; i++) EXPECT(hc[i] == 9, "s1 did not wait for the legacy stream: c[%d] = %d", n - 256 + i, hc[i]);
  CHECK(cudaFree(c));

  /* s3 waits for an event recorded in s1 after a kernel writes a */
  int *a, *b, hb[256];
  CHECK(cudaMalloc(&a, n * sizeof(int)));
  CHECK(cudaMalloc(&b, n * sizeof(int)));
  CHECK(cudaMemset(b, 0, n * sizeof(int)));
  cudaEvent_t written, start, stop, notiming, never;
  CHECK(cudaEventCreate(&written));
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&stop));
  CHECK(cudaEventCreateWithFlags(&notiming, cudaEventDisableTiming));
  CHECK(cudaEventCreate(&never));
  CHECK(cudaEventRecord(start, s1));
  slow_fill<<<(n + 255) / 256, 256, 0, s1>>>(a, n, 7);
  CHECK(cudaEventRecord(written, s1));
  CHECK(cudaEventRecord(notiming, s1));
  CHECK(cudaStreamWaitEvent(s3, written, 0));
  add_from<<<(n + 255) / 256, 256, 0, s3>>>(b, a, n);
  CHECK(cudaEventRecord(stop, s3));
  CHECK(cudaEventSynchronize(stop));
  CHECK(cudaEventQuery(stop));
  CHECK(cudaMemcpy(hb, b + n - 256, sizeof hb, cudaMemcpyDeviceToHost));
  for (int i = 0; i < 256; i++) EXPECT(hb[i] == 7, "cross-stream wait: b[%d] = %d", n - 256 + i, hb[i]);

  float ms = -1;
  CHECK(cudaEventElapsedTime(&ms, start, stop));
  EXPECT(ms >= 0.0f && ms < 60000.0f, "elapsed %g ms", ms);
  cudaError_t e = cudaEventElapsedTime(&ms, start, never);
  EXPECT(e == cudaErrorInvalidResourceHandle, "elapsed to an unrecorded event: %s", cudaGetErrorName(e));
  CHECK(cudaEventSynchronize(notiming));
  e = cudaEventElapsedTime(&ms, start, notiming);
  EXPECT(e == cudaErrorInvalidResourceHandle, "elapsed to a no-timing event: %s", cudaGetErrorName(e));
  cudaGetLastError();
  CHECK(cudaEventQuery(never));   /* never recorded: nothing pending */

  CHECK(cudaEventDestroy(written)); CHECK(cudaEventDestroy(start)); CHECK(cudaEventDestroy(stop));
  CHECK(cudaEventDestroy(notiming)); CHECK(cudaEventDestroy(never));
  CHECK(cudaStreamDestroy(s1)); CHECK(cudaStreamDestroy(s2)); CHECK(cudaStreamDestroy(s3));
  CHECK(cudaFreeHost(h1)); CHECK(cudaFreeHost(h2));
  CHECK(cudaFree(d1)); CHECK(cudaFree(d2)); CHECK(cudaFree(a)); CHECK(cudaFree(b));
  CHECK(cudaDeviceSynchronize());
  printf("PASS streams_events\n");
  return 0;
}
