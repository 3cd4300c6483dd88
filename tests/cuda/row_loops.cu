// row_loops: per-thread loops in which each thread walks a row of its own (the address has
// a run-time factor of the thread's index), which heddle runs for a few threads at a time
// with their iterations interleaved; checked bit for bit against the host:
//  - a matrix-vector product, one thread per row, with fmaf (x rotated by threadIdx.x, odd rows one shorter, threadIdx.x in each step):
//    n not a multiple of the block, blocks of 256, 100 and 1 threads and 2D blocks of
//    12 x 5 and 6 x 3 (a tile's threads in two rows of the block);
//  - rows of different lengths: a loop left by break, one to a per-thread bound;
//  - some threads return before the loop (the others run it as a group), and a loop only
//    odd lanes run, followed by a shuffle among all lanes;
//  - a loop carrying several values of different types (float, double, int, pointer).
#define NAME "row_loops"
#include "check.h"
#include <cmath>
#include <cstring>

__global__ void matvec(const float *A, const float *x, float *y, int n) {
  int row = (blockIdx.x * blockDim.x + threadIdx.x) * blockDim.y + threadIdx.y; /* y fastest */
  if (row < n) {
    float s = 0.0f;
    for (int j = 0; j < n - (row & 1); j++)
      s = fmaf(A[(size_t)row * n + j], x[(j + threadIdx.x) % n], s + (float)((threadIdx.x ^ j) & 7));
    y[row] = s;
  }
}

/* row r has len[r] entries: a loop with two exits, then one to a per-thread bound */
__global__ void ragged(const float *A, const int *len, int n, float *y, int *stop) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= n) return;
  float s = 0.0f;
  int j;
  for (j = 0; j < n; j++) {
    if (j >= len[row]) break;
    s = fmaf(A[(size_t)row * n + j], 1.5f, s) - 0.25f;
  }
  for (int i = 0; i < len[row] / 2; i++) s = fmaf(A[(size_t)row * n + i], s, 1.0f);
  y[row] = s;
  stop[row] = j;
}

/* threads with row % 3 == 0 return first; odd lanes loop; then every lane left adds the
 * value of the warp's first lane left */
__global__ void partial(const float *A, int n, float *y) {
  int row = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x % 32;
  if (row % 3 == 0) return;
  float s = (float)lane;
  if (lane & 1)
    for (int j = 0; j < n; j++) s = fmaf(A[(size_t)row * n + j], s, 0.5f);
  unsigned m = __activemask();
  s += __shfl_sync(m, s, __ffs(m) - 1);
  y[row] = s;
}

__global__ void carried(const float *A, int n, double *d, int *k) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  const float *p = A + (size_t)row * n;
  double acc = 0.0;
  int c = 0;
  float f = 1.0f;
  for (int j = 0; j < n; j += 3) {
    acc = fma((double)p[0], (double)f, acc);
    c += (p[0] > 0.0f) + j;
    f = fmaf(f, 0.75f, p[1]);
    p += 3;
  }
  d[row] = acc + f;
  k[row] = c;
}

static int nbad;
static void expect_f(const char *what, int c, int i, float got, float want) {
  if (memcmp(&got, &want, sizeof got) && nbad++ < fail_limit())
    printf("FAIL " NAME ": %s case %d [%d]: got %a, expected %a\n", what, c, i, got, want);
}
static void expect_i(const char *what, int i, long long got, long long want) {
  if (got != want && nbad++ < fail_limit())
    printf("FAIL " NAME ": %s [%d]: got %lld, expected %lld\n", what, i, got, want);
}

/* FNV-1a over the bytes of the results: a GPU's run prints the same line */
static unsigned long long hash = 1469598103934665603ull;
static void mix(const void *p, size_t n) {
  for (size_t i = 0; i < n; i++) hash = (hash ^ ((const unsigned char *)p)[i]) * 1099511628211ull;
}

int main() {
  const int N = 1000;
  float *hA = (float *)malloc((size_t)N * N * sizeof(float)), *hx = (float *)malloc(N * sizeof(float));
  float *hy = (float *)malloc(N * sizeof(float));
  for (int i = 0; i < N * N; i++) hA[i] = (float)((int)((i * 2654435761u) >> 22) - 512) / 256.0f;
  for (int i = 0; i < N; i++) hx[i] = (float)(i % 17) / 8.0f - 1.0f;
  float *A, *x, *y;
  CHECK(cudaMalloc(&A, (size_t)N * N * sizeof(float)));
  CHECK(cudaMalloc(&x, N * sizeof(float)));
  CHECK(cudaMalloc(&y, 1024 * sizeof(float)));
  CHECK(cudaMemcpy(A, hA, (size_t)N * N * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(x, hx, N * sizeof(float), cudaMemcpyHostToDevice));

  /* matrix-vector products: sizes and block shapes */
  struct { int n; dim3 b; } mv[] = {{N, dim3(256)}, {N - 3, dim3(100)}, {37, dim3(1)}, {N, dim3(12, 5)},
                                     {N, dim3(6, 3)}, {9, dim3(32)}};
  for (int c = 0; c < 6; c++) {
    int n = mv[c].n, nt = mv[c].b.x * mv[c].b.y, blocks = (n + nt - 1) / nt;
    CHECK(cudaMemset(y, 0, N * sizeof(float)));
    matvec<<<blocks, mv[c].b>>>(A, x, y, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hy, y, n * sizeof(float), cudaMemcpyDeviceToHost));
    for (int r = 0; r < n; r++) {
      float s = 0.0f;
      int tx = r / mv[c].b.y % mv[c].b.x;
      for (int j = 0; j < n - (r & 1); j++) s = fmaf(hA[(size_t)r * n + j], hx[(j + tx) % n], s + (float)((tx ^ j) & 7));
      expect_f("matvec", c, r, hy[r], s);
    }
    mix(hy, n * sizeof(float));
  }

  /* ragged rows, early exits */
  int *hlen = (int *)malloc(N * sizeof(int)), *hstop = (int *)malloc(N * sizeof(int)), *len, *stop;
  for (int r = 0; r < N; r++) hlen[r] = (r * 37) % 11 == 0 ? 0 : (r * 7919) % N;
  CHECK(cudaMalloc(&len, N * sizeof(int)));
  CHECK(cudaMalloc(&stop, N * sizeof(int)));
  CHECK(cudaMemcpy(len, hlen, N * sizeof(int), cudaMemcpyHostToDevice));
  ragged<<<(N + 127) / 128, 128>>>(A, len, N, y, stop);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(hy, y, N * sizeof(float), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hstop, stop, N * sizeof(int), cudaMemcpyDeviceToHost));
  for (int r = 0; r < N; r++) {
    float s = 0.0f;
    int j;
    for (j = 0; j < N; j++) {
      if (j >= hlen[r]) break;
      s = fmaf(hA[(size_t)r * N + j], 1.5f, s) - 0.25f;
    }
    for (int i = 0; i < hlen[r] / 2; i++) s = fmaf(hA[(size_t)r * N + i], s, 1.0f);
    expect_f("ragged", 0, r, hy[r], s);
    expect_i("ragged stop", r, hstop[r], j);
  }
  mix(hy, N * sizeof(float));
  mix(hstop, N * sizeof(int));

  /* early returns, a loop of odd lanes, then a shuffle */
  CHECK(cudaMemset(y, 0, N * sizeof(float)));
  partial<<<(N + 63) / 64, 64>>>(A, 200, y);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(hy, y, N * sizeof(float), cudaMemcpyDeviceToHost));
  float sv[1024];
  for (int r = 0; r < 1024; r++) {
    int lane = r % 32;
    sv[r] = (float)lane;
    if (lane & 1)
      for (int j = 0; j < 200; j++) sv[r] = fmaf(hA[(size_t)r * 200 + j], sv[r], 0.5f);
  }
  for (int r = 0; r < N; r++) {
    int first = r - r % 32;
    while (first % 3 == 0) first++;
    expect_f("partial", 0, r, hy[r], r % 3 ? sv[r] + sv[first] : 0.0f);
  }
  mix(hy, N * sizeof(float));

  /* several carried values */
  double *d, *hd = (double *)malloc(512 * sizeof(double));
  int *k, *hk = (int *)malloc(512 * sizeof(int));
  CHECK(cudaMalloc(&d, 512 * sizeof(double)));
  CHECK(cudaMalloc(&k, 512 * sizeof(int)));
  carried<<<4, 128>>>(A, 600, d, k);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(hd, d, 512 * sizeof(double), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hk, k, 512 * sizeof(int), cudaMemcpyDeviceToHost));
  for (int r = 0; r < 512; r++) {
    const float *p = hA + (size_t)r * 600;
    double acc = 0.0;
    int c = 0;
    float f = 1.0f;
    for (int j = 0; j < 600; j += 3) {
      acc = fma((double)p[0], (double)f, acc);
      c += (p[0] > 0.0f) + j;
      f = fmaf(f, 0.75f, p[1]);
      p += 3;
    }
    if (hd[r] != acc + f && nbad++ < fail_limit())
      printf("FAIL " NAME ": carried [%d]: got %a, expected %a\n", r, hd[r], acc + f);
    expect_i("carried count", r, hk[r], c);
  }
  mix(hd, 512 * sizeof(double));
  mix(hk, 512 * sizeof(int));

  CHECK(cudaFree(A)); CHECK(cudaFree(x)); CHECK(cudaFree(y)); CHECK(cudaFree(len)); CHECK(cudaFree(stop));
  CHECK(cudaFree(d)); CHECK(cudaFree(k));
  free(hA); free(hx); free(hy); free(hlen); free(hstop); free(hd); free(hk);
  if (nbad) {
    printf("FAIL " NAME ": %d mismatches\n", nbad);
    return 1;
  }
  printf("results hash %016llx\n", hash);
  printf("PASS " NAME "\n");
  return 0;
}
