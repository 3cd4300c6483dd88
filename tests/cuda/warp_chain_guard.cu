// warp_chain_guard: a guard at the start of a warp chain that heddle makes bounds, so that
// only the warps it keeps run the chain (`if (threadIdx.x < 32) { shuffles }` after a
// barrier, the second stage of a block reduction), checked against the host:
//  - block sums, one element a thread, at 64, 96, 256 and 1024 threads a block;
//  - guards that keep part of a warp (threadIdx.x < 40, then shuffles among 8 lanes),
//    that return the first warps (threadIdx.x >= 64 go on), or that keep a middle range;
//  - a 2D block (32 x 8), where threadIdx.x < 16 keeps half of every warp;
//  - threads that returned before the barrier (the chain then runs for the rest);
//  - a guard whose signed bound lies below every thread's index (threadIdx.x != -40).
#define NAME "warp_chain_guard"
#include "check.h"

__device__ int warp_sum(int v) {
  for (int m = 16; m > 0; m >>= 1) v += __shfl_xor_sync(0xffffffff, v, m);
  return v;
}

// one element a thread; the warps' sums in shared memory; the first warp adds them
__global__ void block_sum(const int *in, int n, int *out) {
  __shared__ int ws[32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = warp_sum(i < n ? in[i] : 0);
  if (threadIdx.x % 32 == 0) ws[threadIdx.x / 32] = v;
  __syncthreads();
  if (threadIdx.x < 32) {
    v = warp_sum(threadIdx.x < (blockDim.x + 31) / 32 ? ws[threadIdx.x] : 0);
    if (threadIdx.x == 0) out[blockIdx.x] = v;
  }
}

// the threads a guard keeps run shuffles among themselves; the others write -1 first
__global__ void guards(const int *in, int *out, int kind) {
  __shared__ int sh[1024];
  int t = threadIdx.x, b = blockIdx.x * blockDim.x;
  sh[t] = in[b + t];
  out[b + t] = -1;
  __syncthreads();
  if (kind == 0) {
    if (t < 40) { /* warp 0 whole, 8 lanes of warp 1 */
      unsigned m = t < 32 ? 0xffffffffu : 0xffu;
      int v = sh[t];
      for (int o = 4; o > 0; o >>= 1) v += __shfl_xor_sync(m, v, o);
      out[b + t] = v;
    }
  } else if (kind == 1) {
    if (t < 64) return;
    int v = sh[t] * 3;
    v += __shfl_down_sync(0xffffffff, v, 1);
    out[b + t] = v;
  } else {
    if (t >= 96 && t < 160) {
      int v = sh[t];
      v = __shfl_sync(0xffffffff, v, 31 - t % 32);
      out[b + t] = v + t;
    }
  }
}

__global__ void guard2d(const int *in, int *out) {
  __shared__ int sh[256];
  int t = threadIdx.x + threadIdx.y * blockDim.x, b = blockIdx.x * 256;
  sh[t] = in[b + t];
  out[b + t] = -1;
  __syncthreads();
  if (threadIdx.x < 16) {
    int v = sh[t];
    v += __shfl_xor_sync(0x0000ffffu, v, 1);
    out[b + t] = v;
  }
}

// threads past live return first; the rest sum
__global__ void early_return(const int *in, int live, int *out) {
  __shared__ int ws[32];
  if ((int)threadIdx.x >= live) return;
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  unsigned m = __activemask();
  for (int o = 16; o > 0; o >>= 1) {
    int y = __shfl_xor_sync(m, v, o);
    if (m >> ((threadIdx.x % 32) ^ o) & 1) v += y;
  }
  if (threadIdx.x % 32 == 0) ws[threadIdx.x / 32] = v;
  __syncthreads();
  if (threadIdx.x < 32) {
    int nw = (live + 31) / 32;
    unsigned am = __activemask();
    int s = threadIdx.x < nw ? ws[threadIdx.x] : 0;
    for (int o = 16; o > 0; o >>= 1) {
      int y = __shfl_xor_sync(am, s, o);
      if (am >> ((threadIdx.x % 32) ^ o) & 1) s += y;
    }
    if (threadIdx.x == 0) out[blockIdx.x] = s;
  }
}

// a guard whose signed bound lies below every thread's index (none or all kept)
__global__ void below_range(const int *in, int *out, int K) {
  __shared__ int sh[1024];
  int t = threadIdx.x, b = blockIdx.x * blockDim.x;
  sh[t] = in[b + t];
  out[b + t] = -1;
  __syncthreads();
  if (t != K) return;
  out[b + t] = sh[t] * 2 + __popc(__activemask()); /* the kept lane alone: 1 */
}

static int nbad;
static void expect_eq(const char *what, int i, int got, int want) {
  if (got != want && nbad++ < fail_limit()) printf("FAIL " NAME ": %s [%d]: got %d, expected %d\n", what, i, got, want);
}

int main() {
  const int N = 1 << 20;
  int *h = (int *)malloc(N * sizeof(int)), *got = (int *)malloc(N * sizeof(int)), *d_in, *d_out;
  for (int i = 0; i < N; i++) h[i] = (int)((i * 2654435761u) >> 22) - 512;
  CHECK(cudaMalloc(&d_in, N * sizeof(int)));
  CHECK(cudaMalloc(&d_out, N * sizeof(int)));
  CHECK(cudaMemcpy(d_in, h, N * sizeof(int), cudaMemcpyHostToDevice));

  int sizes[] = {64, 96, 256, 1024};
  for (int c = 0; c < 4; c++) {
    int bs = sizes[c], n = N - 77, blocks = (n + bs - 1) / bs;
    block_sum<<<blocks, bs>>>(d_in, n, d_out);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(got, d_out, blocks * sizeof(int), cudaMemcpyDeviceToHost));
    for (int bl = 0; bl < blocks; bl++) {
      int s = 0;
      for (int i = bl * bs; i < (bl + 1) * bs && i < n; i++) s += h[i];
      expect_eq("block_sum", c * 100000 + bl, got[bl], s);
    }
  }

  const int GB = 1024, GN = 8;
  for (int kind = 0; kind < 3; kind++) {
    guards<<<GN, GB>>>(d_in, d_out, kind);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(got, d_out, GN * GB * sizeof(int), cudaMemcpyDeviceToHost));
    for (int bl = 0; bl < GN; bl++)
      for (int t = 0; t < GB; t++) {
        const int *x = h + bl * GB;
        int want = -1;
        if (kind == 0 && t < 40) {
          int g = t & ~7, s = 0;
          for (int k = 0; k < 8; k++) s += x[g + k];
          want = s;
        } else if (kind == 1 && t >= 64) {
          want = x[t] * 3 + (t % 32 < 31 ? x[t + 1] * 3 : x[t] * 3);
        } else if (kind == 2 && t >= 96 && t < 160) {
          want = x[(t & ~31) + 31 - t % 32] + t;
        }
        expect_eq(kind == 0 ? "guard t<40" : kind == 1 ? "guard t>=64" : "guard 96<=t<160", bl * GB + t,
                  got[bl * GB + t], want);
      }
  }

  guard2d<<<GN, dim3(32, 8)>>>(d_in, d_out);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(got, d_out, GN * 256 * sizeof(int), cudaMemcpyDeviceToHost));
  for (int i = 0; i < GN * 256; i++) expect_eq("guard2d", i, got[i], i % 32 < 16 ? h[i] + h[i ^ 1] : -1);

  int lives[] = {200, 33, 1000, 1};
  for (int c = 0; c < 4; c++) {
    early_return<<<GN, 1024>>>(d_in, lives[c], d_out);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(got, d_out, GN * sizeof(int), cudaMemcpyDeviceToHost));
    for (int bl = 0; bl < GN; bl++) {
      int s = 0;
      for (int t = 0; t < lives[c]; t++) s += h[bl * 1024 + t];
      expect_eq("early_return", c * 100 + bl, got[bl], s);
    }
  }

  int ks[] = {-40, -2, -1000, 5, 0};
  for (int c = 0; c < 5; c++) {
    below_range<<<GN, 64>>>(d_in, d_out, ks[c]);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(got, d_out, GN * 64 * sizeof(int), cudaMemcpyDeviceToHost));
    for (int i = 0; i < GN * 64; i++) expect_eq("below_range", c * 10000 + i, got[i], i % 64 == ks[c] ? h[i] * 2 + 1 : -1);
  }

  free(h); free(got);
  CHECK(cudaFree(d_in)); CHECK(cudaFree(d_out));
  if (nbad) {
    printf("FAIL " NAME ": %d mismatches\n", nbad);
    return 1;
  }
  printf("PASS " NAME "\n");
  return 0;
}
