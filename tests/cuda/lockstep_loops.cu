// lockstep_loops: per-thread loops that heddle runs an iteration at a time across the block
// (lockstep loops), checked against the host:
//  - grid-stride sums with n not a multiple of the grid, in 1D and 2D blocks (the loop index
//    is base + threadIdx.x only in 1D), and with unsigned indices that wrap past 2^32;
//  - 1D grid-stride sums (passes over a contiguous range of threads), one whose last pass
//    is a few threads of one block;
//  - a loop only some lanes run, followed by warp shuffles among all lanes (those that
//    went around the loop must meet those that leave it, in different iterations);
//  - trip counts that differ widely between threads (a few threads run long: the tail);
//  - a loop that steps by a negative amount and one left by `return`;
//  - a binary search (an induction test that is not a plain counter);
//  - a grid-stride loop that only threads [7, blockDim.x - 5) run, counting into shared
//    bins, to bounds that differ between threads (the threads still going round stop
//    being one contiguous range after some passes);
//  - a row per block (LayerNorm's shape): block-stride loops, a block sum between them, and
//    a last loop whose index is threadIdx.x's own register (nvcc reuses it as the counter),
//    in 1D blocks and in 2D blocks where threadIdx.x repeats in every row of threads.
#define NAME "lockstep_loops"
#include "check.h"
#include <cmath>
#include <cstring>

__global__ void gridsum(const int *in, long long n, int *out) {
  int t = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y;
  int nt = blockDim.x * blockDim.y * blockDim.z;
  int s = 0;
  for (long long i = blockIdx.x * (long long)nt + t; i < n; i += (long long)nt * gridDim.x) s += in[i] * (int)(i % 7);
  int v = 0;
  for (int i = blockIdx.x * nt + t; i < (int)n; i += nt * gridDim.x) v += in[i];
  out[blockIdx.x * nt + t] = s * 3 + v;
}

__global__ void gridsum1d(const int *in, int n, int *out) {
  int s = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) s += in[i] ^ i;
  out[blockIdx.x * blockDim.x + threadIdx.x] = s;
}

/* 32-bit unsigned indices that start near 2^32 and wrap past it */
__global__ void wrapsum(const int *in, unsigned start, unsigned count, int *out) {
  unsigned t = threadIdx.x, s = 0;
  for (unsigned i = start + t; i - start < count; i += blockDim.x) s += in[(i - start) % 4096u] ^ i;
  out[t] = (int)s;
}

/* lanes with p[lane] run a loop of their own length, then every lane shuffles */
__global__ void partial_then_shuffle(const int *len, int *out) {
  int t = threadIdx.x, lane = t % 32;
  int v = t;
  if (len[t] > 0) {
    int acc = 0;
#pragma unroll 1
    for (int i = t; i < t + len[t] * 256; i += 256) acc += (i >> 8) * lane + 1; /* i >> 8 is the count */
    v = acc;
  }
  for (int off = 16; off > 0; off /= 2) v += __shfl_down_sync(0xffffffffu, v, off);
  out[t] = __shfl_sync(0xffffffffu, v, 0) + lane;
}

__global__ void tail(const int *len, float *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  float a = 1.0f;
  for (int k = 0; k < len[t]; k++) a = fmaf(a, 0.999f, (float)(k & 3));
  out[t] = a;
}

__global__ void down_and_return(const int *in, int n, int *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int s = 0;
  for (int i = n - 1 - t; i >= 0; i -= blockDim.x * gridDim.x) {
    s += in[i];
    if (s > 100000 + t) { /* leaves by return; out keeps the marker */
      return;
    }
  }
  out[t] = s;
}

__global__ void search(const int *sorted, int n, const int *keys, int *pos) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int key = keys[t], lo = 0, hi = n;
  while (lo < hi) {
    int mid = (lo + hi) / 2;
    if (sorted[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  pos[t] = lo;
}

__global__ void window(const int *in, int n, int *out, unsigned *hist) {
  __shared__ unsigned bins[64];
  int t = threadIdx.x;
  for (int b = t; b < 64; b += blockDim.x) bins[b] = 0;
  __syncthreads();
  int s = 0, lim = n - (t % 5) * 997;
  if (t >= 7 && t < (int)blockDim.x - 5)
    for (int i = blockIdx.x * blockDim.x + t; i < lim; i += blockDim.x * gridDim.x) {
      atomicAdd(&bins[in[i] & 63], 1u);
      s += in[i];
    }
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = s;
  for (int b = t; b < 64; b += blockDim.x) hist[blockIdx.x * 64 + b] = bins[b];
}

__global__ void rownorm(const int *in, int cols, int *out) {
  __shared__ int total;
  const int *xr = in + (size_t)blockIdx.x * cols;
  int *yr = out + ((size_t)blockIdx.x * blockDim.y + threadIdx.y) * cols;
  int t = threadIdx.x + threadIdx.y * blockDim.x, nt = blockDim.x * blockDim.y;
  if (t == 0) total = 0;
  __syncthreads();
  int s = 0;
  for (int c = t; c < cols; c += nt) s += xr[c] & 255;
  atomicAdd(&total, s);
  __syncthreads();
  int sum = total;
  for (int c = threadIdx.x; c < cols; c += blockDim.x) yr[c] = xr[c] * 3 - sum + (int)threadIdx.y;
}

static int nbad;
static void expect_eq(const char *what, int i, long long got, long long want) {
  if (got != want && nbad++ < fail_limit())
    printf("FAIL " NAME ": %s [%d]: got %lld, expected %lld\n", what, i, got, want);
}

int main() {
  const int N = 1 << 20;
  int *h = (int *)malloc(N * sizeof(int)), *d_in, *d_out;
  for (int i = 0; i < N; i++) h[i] = (int)((i * 2654435761u) >> 20) - 2048;
  CHECK(cudaMalloc(&d_in, N * sizeof(int)));
  CHECK(cudaMalloc(&d_out, N * sizeof(int)));
  CHECK(cudaMemcpy(d_in, h, N * sizeof(int), cudaMemcpyHostToDevice));
  int *got = (int *)malloc(N * sizeof(int));

  /* grid-stride sums: 1D and 2D/3D blocks, n not a multiple of the grid */
  struct { dim3 b; int blocks; long long n; } gs[] = {
      {dim3(256), 37, N - 13}, {dim3(32, 8), 19, N / 3 + 5}, {dim3(8, 4, 3), 11, 100003}, {dim3(100), 3, 50},
      {dim3(256), 4, 10 * 1024 + 40}}; /* the last pass: 40 threads of block 0 */
  for (int c = 0; c < 5; c++) {
    int nt = gs[c].b.x * gs[c].b.y * gs[c].b.z, tot = nt * gs[c].blocks;
    gridsum<<<gs[c].blocks, gs[c].b>>>(d_in, gs[c].n, d_out);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(got, d_out, tot * sizeof(int), cudaMemcpyDeviceToHost));
    for (int g = 0; g < tot; g++) {
      int s = 0, v = 0;
      for (long long i = g; i < gs[c].n; i += tot) {
        s += h[i] * (int)(i % 7);
        v += h[i];
      }
      expect_eq("gridsum", c * 100000 + g, got[g], s * 3 + v);
    }
  }

  /* 1D grid-stride sums */
  struct { int b, blocks, n; } g1[] = {{256, 4, 10 * 1024 + 40}, /* the last pass: 40 threads of block 0 */
                                       {256, 37, N - 13}, {100, 3, 50}, {128, 5, 128 * 5 * 7}, {96, 7, 96 * 7 * 3 + 95}};
  for (int c = 0; c < 5; c++) {
    int tot = g1[c].b * g1[c].blocks;
    gridsum1d<<<g1[c].blocks, g1[c].b>>>(d_in, g1[c].n, d_out);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(got, d_out, tot * sizeof(int), cudaMemcpyDeviceToHost));
    for (int g = 0; g < tot; g++) {
      int s = 0;
      for (int i = g; i < g1[c].n; i += tot) s += h[i] ^ i;
      expect_eq("gridsum1d", c * 100000 + g, got[g], s);
    }
  }

  /* wrapping unsigned indices */
  unsigned start = 0xFFFFF000u, count = 4096 + 77;
  wrapsum<<<1, 128>>>(d_in, start, count, d_out);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(got, d_out, 128 * sizeof(int), cudaMemcpyDeviceToHost));
  for (unsigned t = 0; t < 128; t++) {
    unsigned s = 0;
    for (unsigned i = start + t; i - start < count; i += 128) s += (unsigned)h[(i - start) % 4096u] ^ i;
    expect_eq("wrapsum", (int)t, got[t], (int)s);
  }

  /* some lanes loop, then all shuffle */
  int *len = (int *)malloc(N * sizeof(int)), *d_len;
  CHECK(cudaMalloc(&d_len, N * sizeof(int)));
  for (int t = 0; t < 256; t++) len[t] = (t % 3 == 0) ? 0 : (t * 7) % 23;
  CHECK(cudaMemcpy(d_len, len, 256 * sizeof(int), cudaMemcpyHostToDevice));
  partial_then_shuffle<<<1, 256>>>(d_len, d_out);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(got, d_out, 256 * sizeof(int), cudaMemcpyDeviceToHost));
  int v[256];
  for (int t = 0; t < 256; t++) {
    v[t] = t;
    if (len[t] > 0) {
      int acc = 0;
      for (int k = 0; k < len[t]; k++) acc += k * (t % 32) + 1;
      v[t] = acc;
    }
  }
  for (int off = 16; off > 0; off /= 2) {
    int nv[256];
    for (int t = 0; t < 256; t++) nv[t] = v[t] + ((t % 32) + off < 32 ? v[t + off] : v[t]);
    memcpy(v, nv, sizeof v);
  }
  for (int t = 0; t < 256; t++) expect_eq("partial_then_shuffle", t, got[t], v[t - t % 32] + t % 32);

  /* trip counts: most threads 3, a few 5000 */
  const int TB = 64 * 256;
  for (int t = 0; t < TB; t++) len[t] = (t % 97 == 5) ? 5000 + t % 13 : 3 + t % 2;
  CHECK(cudaMemcpy(d_len, len, TB * sizeof(int), cudaMemcpyHostToDevice));
  float *d_f, *hf = (float *)malloc(TB * sizeof(float));
  CHECK(cudaMalloc(&d_f, TB * sizeof(float)));
  tail<<<64, 256>>>(d_len, d_f);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(hf, d_f, TB * sizeof(float), cudaMemcpyDeviceToHost));
  for (int t = 0; t < TB; t++) {
    float a = 1.0f;
    for (int k = 0; k < len[t]; k++) a = fmaf(a, 0.999f, (float)(k & 3));
    if (hf[t] != a && nbad++ < fail_limit()) printf("FAIL " NAME ": tail [%d]: got %a, expected %a\n", t, hf[t], a);
  }

  /* negative step, leaving by return */
  CHECK(cudaMemset(d_out, 0x7f, 4096 * sizeof(int)));
  int nd = 300000;
  down_and_return<<<16, 256>>>(d_in, nd, d_out);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(got, d_out, 4096 * sizeof(int), cudaMemcpyDeviceToHost));
  for (int t = 0; t < 4096; t++) {
    int s = 0, ret = 0;
    for (int i = nd - 1 - t; i >= 0; i -= 4096) {
      s += h[i];
      if (s > 100000 + t) {
        ret = 1;
        break;
      }
    }
    expect_eq("down_and_return", t, got[t], ret ? 0x7f7f7f7f : s);
  }

  /* binary search */
  int ns = 100000, *sorted = (int *)malloc(ns * sizeof(int)), *keys = (int *)malloc(TB * sizeof(int)), *d_sorted, *d_keys;
  for (int i = 0; i < ns; i++) sorted[i] = i * 3 + (i % 5 == 0);
  for (int t = 0; t < TB; t++) keys[t] = (int)((t * 2654435761u) % (unsigned)(3 * ns + 10)) - 5;
  CHECK(cudaMalloc(&d_sorted, ns * sizeof(int)));
  CHECK(cudaMalloc(&d_keys, TB * sizeof(int)));
  CHECK(cudaMemcpy(d_sorted, sorted, ns * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_keys, keys, TB * sizeof(int), cudaMemcpyHostToDevice));
  search<<<TB / 128, 128>>>(d_sorted, ns, d_keys, d_out);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(got, d_out, TB * sizeof(int), cudaMemcpyDeviceToHost));
  for (int t = 0; t < TB; t++) {
    int lo = 0, hi = ns;
    while (lo < hi) {
      int mid = (lo + hi) / 2;
      if (sorted[mid] < keys[t]) lo = mid + 1;
      else hi = mid;
    }
    expect_eq("search", t, got[t], lo);
  }

  /* a window of threads, bounds that differ */
  const int WB = 100, WG = 9, wn = 54321;
  unsigned *d_hist, *hist = (unsigned *)malloc(WG * 64 * sizeof(unsigned));
  CHECK(cudaMalloc(&d_hist, WG * 64 * sizeof(unsigned)));
  window<<<WG, WB>>>(d_in, wn, d_out, d_hist);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(got, d_out, WG * WB * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hist, d_hist, WG * 64 * sizeof(unsigned), cudaMemcpyDeviceToHost));
  for (int blk = 0; blk < WG; blk++) {
    unsigned want[64] = {0};
    for (int t = 0; t < WB; t++) {
      int s = 0, lim = wn - (t % 5) * 997;
      if (t >= 7 && t < WB - 5)
        for (int i = blk * WB + t; i < lim; i += WB * WG) {
          want[h[i] & 63]++;
          s += h[i];
        }
      expect_eq("window", blk * WB + t, got[blk * WB + t], s);
    }
    for (int b = 0; b < 64; b++) expect_eq("window bins", blk * 64 + b, hist[blk * 64 + b], want[b]);
  }
  free(hist);
  CHECK(cudaFree(d_hist));

  /* a row per block, the last loop on threadIdx.x's register */
  struct { dim3 b; int rows, cols; } rn[] = {{dim3(256), 40, 4096}, {dim3(96), 7, 1000}, {dim3(32, 4), 9, 777}, {dim3(64, 3), 5, 64 * 5 + 1}};
  for (int c = 0; c < 4; c++) {
    int ny = rn[c].b.y, cols = rn[c].cols, tot = rn[c].rows * ny * cols;
    CHECK(cudaMemset(d_out, 0, tot * sizeof(int)));
    rownorm<<<rn[c].rows, rn[c].b>>>(d_in, cols, d_out);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(got, d_out, tot * sizeof(int), cudaMemcpyDeviceToHost));
    for (int r = 0; r < rn[c].rows; r++) {
      int sum = 0;
      for (int k = 0; k < cols; k++) sum += h[r * cols + k] & 255;
      for (int y = 0; y < ny; y++)
        for (int k = 0; k < cols; k++)
          expect_eq("rownorm", c * 1000000 + (r * ny + y) * cols + k, got[(r * ny + y) * cols + k], h[r * cols + k] * 3 - sum + y);
    }
  }

  free(h); free(got); free(len); free(hf); free(sorted); free(keys);
  CHECK(cudaFree(d_in)); CHECK(cudaFree(d_out)); CHECK(cudaFree(d_len)); CHECK(cudaFree(d_f));
  CHECK(cudaFree(d_sorted)); CHECK(cudaFree(d_keys));
  if (nbad) {
    printf("FAIL " NAME ": %d mismatches\n", nbad);
    return 1;
  }
  printf("PASS " NAME "\n");
  return 0;
}
