// lane_stride_loops: loops whose threads start at different places but run to one bound
// (a warp per row of a dense matrix: for (j = lane; j < n; j += 32)), which heddle runs an
// iteration at a time across the block (lockstep loops), checked against the host:
//  - a warp per row, dot products of rows with a vector, n a multiple of 32, not one, and
//    below 32 (some lanes never enter the loop), with nvcc's unrolled loop and remainder;
//  - every warp over one vector (no row per thread: block-wide passes);
//  - a loop down to 0 (j >= 0, j -= 32) and an unsigned bound (j < n as unsigned);
//  - starts made from data (a thread's own start, so trip counts differ widely);
//  - a row per block walked with a stride of 3 warps (j = tid; j <= last; j += 96);
//  - lanes that pass a loop by and lanes that run it, then a warp sum (they must meet),
//    also where nvcc unrolls the loop and the skip goes straight to the shuffle.
#define NAME "lane_stride_loops"
#include "check.h"

__global__ void warp_rows(const float *A, const float *x, float *y, int rows, int n) {
  int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32, lane = threadIdx.x % 32;
  if (row >= rows) return;
  const float *a = A + (size_t)row * n;
  float s = 0.0f;
  for (int j = lane; j < n; j += 32) s += a[j] * x[j];
  for (int o = 16; o > 0; o /= 2) s += __shfl_down_sync(0xffffffff, s, o);
  if (lane == 0) y[row] = s;
}

__global__ void same_vector(const float *x, int n, float *y) {
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32, lane = threadIdx.x % 32;
  float s = 0.0f;
  for (int j = lane; j < n; j += 32) s += x[j] * (float)(warp % 5 + 1) + (float)(j & 1);
  y[warp * 32 + lane] = s;
}

__global__ void down_rows(const int *A, int *y, int n) {
  int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32, lane = threadIdx.x % 32;
  const int *a = A + (size_t)row * n;
  int s = 0, k = 1;
  for (int j = n - 1 - lane; j >= 0; j -= 32) s += a[j] * (k++);
  y[row * 32 + lane] = s;
}

__global__ void unsigned_rows(const int *A, int *y, unsigned n) {
  unsigned lane = threadIdx.x % 32, row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  int s = 0;
  for (unsigned j = lane; j < n; j += 32) s ^= A[row * n + j] + (int)j;
  y[row * 32 + lane] = s;
}

__global__ void data_starts(const int *start, const int *v, int n, int *y) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int s = 0;
  for (int j = start[t]; j < n; j += 64) s += v[j] * 3 + 1;
  y[t] = s;
}

// lanes that skip the loop (start below the bound) and lanes that run it meet at a
// shuffle after it; nvcc puts the code after the loop in a block the skip does not enter
__global__ void skip_then_shuffle(const int *a, const int *start, unsigned B, int *out) {
  int t = threadIdx.x, s = 0;
  for (unsigned j = (unsigned)start[t]; j >= B; j -= 7) s += a[j & 63] - (int)j;
  for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffff, s, o);
  out[blockIdx.x * blockDim.x + t] = s;
}

// the same where nvcc unrolls the loop (its remainder after it) and the skip branch goes
// straight to the shuffle, through a block the controller runs
__global__ void count_then_shuffle(const int *start, int lo, int *out) {
  int t = threadIdx.x, s = 0;
  for (int j = start[t]; j > lo; j -= 17) s++;
  out[t] = s;
  for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffff, s, o);
  out[blockDim.x + t] = s;
}

__global__ void block_row(const int *A, int last, int *y) {
  const int *a = A + (size_t)blockIdx.x * (last + 1);
  int s = 0;
  for (int j = threadIdx.x; j <= last; j += 96) s += a[j] - j;
  y[blockIdx.x * blockDim.x + threadIdx.x] = s;
}

static int nbad;
static void expect_eq(const char *what, int i, double got, double want) {
  if (got != want && nbad++ < fail_limit()) printf("FAIL " NAME ": %s [%d]: got %.9g, expected %.9g\n", what, i, got, want);
}

int main() {
  const int MAXN = 1 << 22;
  float *hA = (float *)malloc(MAXN * sizeof(float)), *hx = (float *)malloc(4096 * sizeof(float));
  int *hi = (int *)malloc(MAXN * sizeof(int)), *got = (int *)malloc(MAXN * sizeof(int));
  float *gotf = (float *)malloc(65536 * sizeof(float));
  for (int i = 0; i < MAXN; i++) {
    hA[i] = (float)((int)((i * 2654435761u) >> 27) - 16); /* small integers: every order sums exactly */
    hi[i] = (int)((i * 2246822519u) >> 24) - 128;
  }
  for (int i = 0; i < 4096; i++) hx[i] = (float)(i % 9 - 4);
  float *dA, *dx, *dy;
  int *di, *dyi, *dst;
  CHECK(cudaMalloc(&dA, MAXN * sizeof(float)));
  CHECK(cudaMalloc(&dx, 4096 * sizeof(float)));
  CHECK(cudaMalloc(&dy, 65536 * sizeof(float)));
  CHECK(cudaMalloc(&di, MAXN * sizeof(int)));
  CHECK(cudaMalloc(&dyi, MAXN * sizeof(int)));
  CHECK(cudaMalloc(&dst, 65536 * sizeof(int)));
  CHECK(cudaMemcpy(dA, hA, MAXN * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dx, hx, 4096 * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(di, hi, MAXN * sizeof(int), cudaMemcpyHostToDevice));

  int ns[] = {1024, 1000, 20, 4096, 33};
  for (int c = 0; c < 5; c++) {
    int n = ns[c], rows = 1000 - c * 7;
    warp_rows<<<(rows * 32 + 255) / 256, 256>>>(dA, dx, dy, rows, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(gotf, dy, rows * sizeof(float), cudaMemcpyDeviceToHost));
    for (int r = 0; r < rows; r++) {
      double s = 0;
      for (int j = 0; j < n; j++) s += (double)hA[(size_t)r * n + j] * hx[j];
      expect_eq("warp_rows", c * 10000 + r, gotf[r], s);
    }
  }

  for (int c = 0; c < 3; c++) {
    int n = ns[c], warps = 64 * 8;
    same_vector<<<64, 256>>>(dx, n, dy);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(gotf, dy, warps * 32 * sizeof(float), cudaMemcpyDeviceToHost));
    for (int w = 0; w < warps; w++)
      for (int l = 0; l < 32; l++) {
        float s = 0.0f;
        for (int j = l; j < n; j += 32) s += hx[j] * (float)(w % 5 + 1) + (float)(j & 1);
        expect_eq("same_vector", c * 100000 + w * 32 + l, gotf[w * 32 + l], s);
      }
  }

  int dn[] = {1024, 999, 7};
  for (int c = 0; c < 3; c++) {
    int n = dn[c], blocks = 40, rows = blocks * 4;
    down_rows<<<blocks, 128>>>(di, dyi, n);
    unsigned_rows<<<blocks, 128>>>(di, dyi + rows * 32, (unsigned)n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(got, dyi, 2 * rows * 32 * sizeof(int), cudaMemcpyDeviceToHost));
    for (int r = 0; r < rows; r++)
      for (int l = 0; l < 32; l++) {
        int s = 0, k = 1, u = 0;
        for (int j = n - 1 - l; j >= 0; j -= 32) s += hi[(size_t)r * n + j] * (k++);
        for (int j = l; j < n; j += 32) u ^= hi[(size_t)r * n + j] + j;
        expect_eq("down_rows", c * 100000 + r * 32 + l, got[r * 32 + l], s);
        expect_eq("unsigned_rows", c * 100000 + r * 32 + l, got[rows * 32 + r * 32 + l], u);
      }
  }

  const int TT = 64 * 256, VN = 100000;
  int *hs = (int *)malloc(TT * sizeof(int));
  for (int t = 0; t < TT; t++) hs[t] = (t % 5 == 0) ? (t * 37) % 200 : VN - 1 - (t * 13) % 3000;
  CHECK(cudaMemcpy(dst, hs, TT * sizeof(int), cudaMemcpyHostToDevice));
  data_starts<<<64, 256>>>(dst, di, VN, dyi);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(got, dyi, TT * sizeof(int), cudaMemcpyDeviceToHost));
  for (int t = 0; t < TT; t++) {
    int s = 0;
    for (int j = hs[t]; j < VN; j += 64) s += hi[j] * 3 + 1;
    expect_eq("data_starts", t, got[t], s);
  }

  int lasts[] = {4095, 95, 50, 1000};
  for (int c = 0; c < 4; c++) {
    int last = lasts[c], blocks = 30;
    block_row<<<blocks, 192>>>(di, last, dyi);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(got, dyi, blocks * 192 * sizeof(int), cudaMemcpyDeviceToHost));
    for (int b = 0; b < blocks; b++)
      for (int t = 0; t < 192; t++) {
        int s = 0;
        for (int j = t; j <= last; j += 96) s += hi[(size_t)b * (last + 1) + j] - j;
        expect_eq("block_row", c * 100000 + b * 192 + t, got[b * 192 + t], s);
      }
  }

  int hst[256];
  for (int t = 0; t < 256; t++) hst[t] = (t * 37) % 100 + (t / 32) * 5;
  CHECK(cudaMemcpy(dst, hst, 256 * sizeof(int), cudaMemcpyHostToDevice));
  for (unsigned B = 10; B <= 130; B += 40) {
    skip_then_shuffle<<<1, 256>>>(di, dst, B, dyi);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(got, dyi, 256 * sizeof(int), cudaMemcpyDeviceToHost));
    for (int w = 0; w < 8; w++) {
      int sum = 0;
      for (int l = 0; l < 32; l++)
        for (unsigned j = (unsigned)hst[w * 32 + l]; j >= B; j -= 7) sum += hi[j & 63] - (int)j;
      for (int l = 0; l < 32; l++) expect_eq("skip_then_shuffle", (int)B * 1000 + w * 32 + l, got[w * 32 + l], sum);
    }
  }

  for (int lo = 0; lo <= 60; lo += 30) {
    count_then_shuffle<<<1, 64>>>(dst, lo, dyi);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(got, dyi, 128 * sizeof(int), cudaMemcpyDeviceToHost));
    for (int w = 0; w < 2; w++) {
      int sum = 0, c[32];
      for (int l = 0; l < 32; l++) {
        c[l] = 0;
        for (int j = hst[w * 32 + l]; j > lo; j -= 17) c[l]++;
        sum += c[l];
      }
      for (int l = 0; l < 32; l++) {
        expect_eq("count_then_shuffle count", lo * 1000 + w * 32 + l, got[w * 32 + l], c[l]);
        expect_eq("count_then_shuffle sum", lo * 1000 + w * 32 + l, got[64 + w * 32 + l], sum);
      }
    }
  }

  free(hA); free(hx); free(hi); free(got); free(gotf); free(hs);
  CHECK(cudaFree(dA)); CHECK(cudaFree(dx)); CHECK(cudaFree(dy)); CHECK(cudaFree(di)); CHECK(cudaFree(dyi));
  CHECK(cudaFree(dst));
  if (nbad) {
    printf("FAIL " NAME ": %d mismatches\n", nbad);
    return 1;
  }
  printf("PASS " NAME "\n");
  return 0;
}
