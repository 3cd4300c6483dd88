// full_passes: grid-stride loops of the shapes heddle runs without a per-thread exit test
// while every thread of a pass goes round again (a lockstep pass whose end is known before
// it starts), and shared-memory atomics in such loops, checked against the host:
//  - the loop's test in each of its forms: signed <, <= with the bound on either side,
//    unsigned < and <=, and a loop with a second way out (a break on the data);
//  - n a multiple of the grid, not one, and smaller than one block (the last pass partial,
//    or the first);
//  - 1-D blocks of 256, 96 and 48 threads, and 2-D blocks (32 x 4, 24 x 3) running the same
//    1-D loops in each row;
//  - shared atomics (add, min, max, or, xor, inc, a CAS loop) on a few bins that many
//    threads of a pass hit at once, in a grid-stride loop and in straight-line code.
#define NAME "full_passes"
#include "check.h"
#include <climits>
#include <cstring>

__device__ unsigned mix(int v, int i) { return (unsigned)(v ^ i) * 3u + (unsigned)(i & 7); }

__global__ void forms(const int *in, int n, int *out) {
  /* the index as 1-D code writes it; in a 2-D block each row of threads walks the same */
  int g = blockIdx.x * blockDim.x + threadIdx.x, st = blockDim.x * gridDim.x, key = in[n / 2];
  unsigned a = 0, b = 0, c = 0, d = 0, e = 0, f = 0;
  /* one iteration per trip, as nvcc leaves a loop of atomics or calls; the first unrolled,
   * as nvcc makes a short body's (a trip count, then a count down by 4) */
  for (int i = g; i < n; i += st) a += mix(in[i], i);
#pragma unroll 1
  for (int i = g; n > i; i += st) b += mix(in[i], i) ^ 5u;
#pragma unroll 1
  for (int i = g; i <= n - 1; i += st) c += mix(in[i], i) * 7u;
#pragma unroll 1
  for (unsigned i = g; i < (unsigned)n; i += st) d += mix(in[i], (int)i) + 1u;
#pragma unroll 1
  for (unsigned i = g; i <= (unsigned)n - 1u; i += st) e -= mix(in[i], (int)i);
#pragma unroll 1
  for (int i = g; i < n; i += st) {
    if (in[i] == key) break;
    f += mix(in[i], i);
  }
  int *o = out + ((size_t)(blockIdx.x * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x) * 6;
  o[0] = (int)a, o[1] = (int)b, o[2] = (int)c, o[3] = (int)d, o[4] = (int)e, o[5] = (int)f;
}

/* bins[0..15]: add of 1; [16..31]: min, [32..47]: max, [48..63]: or, [64..79]: xor of the
 * values; [80..95]: atomicInc with bound 1000 (a count mod 1001); [96..111]: a CAS loop's add
 * of the value; then per thread, straight-line: add of tid to [112 + tid % 8] */
__global__ void shared_atomics(const int *in, int n, unsigned *out) {
  __shared__ unsigned bins[120];
  int nt = blockDim.x * blockDim.y, t = threadIdx.x + threadIdx.y * blockDim.x;
  for (int k = t; k < 120; k += nt) bins[k] = (k >= 16 && k < 32) ? 0xFFFFFFFFu : 0u;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    unsigned v = (unsigned)in[i], k = v & 15;
    atomicAdd(&bins[k], 1u);
    atomicMin(&bins[16 + k], v);
    atomicMax(&bins[32 + k], v);
    atomicOr(&bins[48 + k], v);
    atomicXor(&bins[64 + k], v);
    atomicInc(&bins[80 + k], 1000u);
    unsigned old = bins[96 + k], seen;
    while ((seen = atomicCAS(&bins[96 + k], old, old + (v >> 8))) != old) old = seen;
  }
  atomicAdd(&bins[112 + t % 8], (unsigned)t);
  __syncthreads();
  for (int k = t; k < 120; k += nt) out[blockIdx.x * 120 + k] = bins[k];
}

static int nbad;
static void expect_eq(const char *what, long long i, long long got, long long want) {
  if (got != want && nbad++ < fail_limit())
    printf("FAIL " NAME ": %s [%lld]: got %lld, expected %lld\n", what, i, got, want);
}

static int hmix(int v, int i) { return (int)(((unsigned)(v ^ i)) * 3u + (unsigned)(i & 7)); }

int main() {
  const int N = 1 << 20;
  int *h = (int *)malloc(N * sizeof(int)), *d_in, *d_out;
  for (int i = 0; i < N; i++) h[i] = (int)((i * 2654435761u) >> 12) ^ (i % 5 == 0 ? 0x55 : 0);
  CHECK(cudaMalloc(&d_in, N * sizeof(int)));
  CHECK(cudaMalloc(&d_out, (size_t)N * 6 * sizeof(int)));
  CHECK(cudaMemcpy(d_in, h, N * sizeof(int), cudaMemcpyHostToDevice));
  int *got = (int *)malloc((size_t)N * 6 * sizeof(int));
  unsigned *ugot = (unsigned *)got;

  struct { dim3 b; int blocks, n; } cs[] = {
      {dim3(256), 37, 256 * 37 * 9},      {dim3(256), 37, N - 13}, {dim3(96), 5, 96 * 5 * 40 + 95},
      {dim3(48), 3, 48 * 3 * 100 + 7},   {dim3(256), 2, 200},     {dim3(32, 4), 7, 128 * 7 * 11 + 64},
      {dim3(24, 3), 9, 72 * 9 * 13 + 40}, {dim3(128), 64, N}};
  const int ncs = sizeof cs / sizeof cs[0];
  for (int c = 0; c < ncs; c++) {
    int nt = cs[c].b.x * cs[c].b.y, tot = nt * cs[c].blocks, n = cs[c].n, key = h[n / 2];
    forms<<<cs[c].blocks, cs[c].b>>>(d_in, n, d_out);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(got, d_out, (size_t)tot * 6 * sizeof(int), cudaMemcpyDeviceToHost));
    int bx = cs[c].b.x, stride = bx * cs[c].blocks;
    for (int g = 0; g < tot; g++) { /* thread g: block g / nt, row g % nt / bx, column g % bx */
      unsigned a = 0, b = 0, cc = 0, d = 0, e = 0, f = 0;
      int i0 = g / nt * bx + g % bx;
      for (int i = i0; i < n; i += stride) {
        unsigned m = (unsigned)hmix(h[i], i);
        a += m, b += m ^ 5, cc += m * 7, d += m + 1, e -= m;
      }
      for (int i = i0; i < n && h[i] != key; i += stride) f += (unsigned)hmix(h[i], i);
      unsigned want[6] = {a, b, cc, d, e, f};
      for (int k = 0; k < 6; k++) expect_eq("forms", (long long)c * 10000000 + g * 6 + k, got[g * 6 + k], (int)want[k]);
    }

    shared_atomics<<<cs[c].blocks, cs[c].b>>>(d_in, n, (unsigned *)d_out);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(got, d_out, (size_t)cs[c].blocks * 120 * sizeof(unsigned), cudaMemcpyDeviceToHost));
    for (int blk = 0; blk < cs[c].blocks; blk++) {
      unsigned w[120];
      for (int k = 0; k < 120; k++) w[k] = (k >= 16 && k < 32) ? 0xFFFFFFFFu : 0u;
      for (int t = 0; t < nt; t++)
        for (int i = blk * cs[c].b.x + t % cs[c].b.x; i < n; i += cs[c].b.x * cs[c].blocks) {
          unsigned v = (unsigned)h[i], k = v & 15;
          w[k]++;
          w[16 + k] = v < w[16 + k] ? v : w[16 + k];
          w[32 + k] = v > w[32 + k] ? v : w[32 + k];
          w[48 + k] |= v;
          w[64 + k] ^= v;
          w[80 + k] = w[80 + k] >= 1000u ? 0 : w[80 + k] + 1;
          w[96 + k] += v >> 8;
        }
      for (int t = 0; t < nt; t++) w[112 + t % 8] += (unsigned)t;
      for (int k = 0; k < 120; k++)
        expect_eq("shared_atomics", (long long)c * 10000000 + blk * 120 + k, ugot[blk * 120 + k], w[k]);
    }
  }
  CHECK(cudaFree(d_in));
  CHECK(cudaFree(d_out));
  free(h);
  free(got);
  if (nbad) {
    printf("FAIL " NAME ": %d mismatches\n", nbad);
    return 1;
  }
  printf("PASS " NAME "\n");
  return 0;
}
