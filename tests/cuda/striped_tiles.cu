// striped_tiles: a single-pass inclusive scan shaped as CUB's (Thrust's inclusive_scan):
// each block takes a tile of BLOCK * ITEMS values, loads it warp-striped (lane + 32 * k of
// its warp's part) through shared memory into ITEMS consecutive values per thread, scans
// them per thread, across the warp with __shfl_up_sync and across the block through shared
// memory, while its first warp looks back at earlier tiles (decoupled look-back: a tile's
// {status, value} in one 64-bit word); the block's prefix reaches every thread through one
// shared word after a barrier (a load of one address by all threads, while some threads of
// the block have returned), and the tile goes back warp-striped. The offsets of the
// striped arrangement depend on the thread's index alone, (tid & ~31) * ITEMS + lane;
// checked against the host for several sizes (a last partial tile, a tile of one value),
// ITEMS of 15, 7 and 4, and blocks whose warps past a limit return at the start.
// Also: indices tid + an offset near 2^31 or 2^32 widened to 64 bits, signed and unsigned,
// which wrap within a block of 1024 threads, and indices of tid alone at or above 2^31
// (heddle must not take their widening as exact); an index stepped in place after each
// barrier before a shared load through it, by all threads and by the odd ones (heddle
// speculates the load with the step before it).
#define NAME "striped_tiles"
#include "check.h"
#include <cstring>
#include <vector>

#define BLOCK 128

__device__ unsigned long long ld_pair(const unsigned long long *p) {
  return *(volatile const unsigned long long *)p;
}

template <int ITEMS>
__global__ void scan_tiles(const unsigned *in, unsigned *out, unsigned n, unsigned long long *state,
                           unsigned *counter, unsigned live) {
  __shared__ unsigned stripe[BLOCK * ITEMS];
  __shared__ unsigned warp_tot[BLOCK / 32], tile_s, prefix_s;
  if (threadIdx.x >= live) return; /* whole warps: the rest of the block runs masked */
  if (threadIdx.x == 0) tile_s = atomicAdd(counter, 1u);
  __syncthreads();
  unsigned tile = tile_s, lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  size_t base = (size_t)tile * BLOCK * ITEMS;
  unsigned wbase = (threadIdx.x & ~31u) * ITEMS; /* the warp's part of the tile */
  unsigned v[ITEMS];
  /* warp-striped load, then ITEMS consecutive values per thread through shared memory */
  for (int k = 0; k < ITEMS; k++) {
    size_t i = base + wbase + lane + 32 * k;
    stripe[wbase + lane + 32 * k] = i < n ? in[i] : 0u;
  }
  __syncwarp(__activemask());
  for (int k = 0; k < ITEMS; k++) v[k] = stripe[wbase + lane * ITEMS + k];
  for (int k = 1; k < ITEMS; k++) v[k] += v[k - 1];
  /* the warp's inclusive scan of the threads' totals */
  unsigned mask = __activemask(), x = v[ITEMS - 1];
  for (int d = 1; d < 32; d *= 2) {
    unsigned y = __shfl_up_sync(mask, x, d);
    if (lane >= d) x += y;
  }
  if (lane == 31) warp_tot[warp] = x;
  __syncthreads();
  unsigned before = 0, total = 0; /* the warps before this one, the tile */
  for (unsigned w = 0; w < live / 32; w++) {
    if (w < warp) before += warp_tot[w];
    total += warp_tot[w];
  }
  if (warp == 0) { /* look back at the tiles before this one */
    unsigned excl = 0;
    if (tile == 0) {
      if (lane == 0) atomicExch(&state[0], (2ull << 32) | total);
    } else {
      if (lane == 0) atomicExch(&state[tile], (1ull << 32) | total);
      long long p = (long long)tile - 1;
      while (p >= 0) {
        unsigned long long s = lane == 0 ? ld_pair(&state[p]) : 0;
        s = __shfl_sync(__activemask(), s, 0);
        unsigned status = (unsigned)(s >> 32);
        if (status == 0) continue; /* not published yet */
        excl += (unsigned)s;
        if (status == 2) break;
        p--;
      }
      if (lane == 0) atomicExch(&state[tile], (2ull << 32) | (excl + total));
    }
    if (lane == 0) prefix_s = excl;
  }
  __syncthreads();
  unsigned add = prefix_s + before + (x - v[ITEMS - 1]); /* one word, read by every thread */
  for (int k = 0; k < ITEMS; k++) stripe[wbase + lane * ITEMS + k] = v[k] + add;
  __syncwarp(__activemask());
  for (int k = 0; k < ITEMS; k++) {
    size_t i = base + wbase + lane + 32 * k;
    if (i < n) out[i] = stripe[wbase + lane + 32 * k];
  }
}

/* a thread's index plus an offset near 2^31 (signed) or 2^32 (unsigned): the sums wrap
 * within a block of 1024 threads, neither widening is exact */
__global__ void scaled(long long *sv, unsigned long long *uv) {
  int k = (int)threadIdx.x + 2147483000;
  unsigned u = threadIdx.x + 4294966000u;
  sv[threadIdx.x] = (long long)k;
  uv[threadIdx.x] = (unsigned long long)u;
}

/* indices of the thread's index alone at or above 2^31: their zero extensions are not the
 * sign-extended forms heddle builds (found in review) */
__global__ void high(unsigned long long *a, unsigned long long *b, long long *c) {
  unsigned v = threadIdx.x | 0x80000000u;
  unsigned w = (blockDim.x | 0x80000000u) + threadIdx.x;
  unsigned x = threadIdx.x | 0x40000000u;
  a[threadIdx.x] = (unsigned long long)v;
  b[threadIdx.x] = (unsigned long long)w;
  c[threadIdx.x] = (long long)(int)x;
}

/* after each barrier a thread steps an index in place, then reads shared memory there (all
 * threads, or the odd ones): the step runs before the load in heddle's speculated copy of
 * the block, which must start from the index's value (found in review) */
__global__ void stepped(int *out, int steps) {
  __shared__ int sh[1024];
  sh[threadIdx.x] = threadIdx.x * 3 + 1;
  int all = 0, odd = 0;
  unsigned i = threadIdx.x, j = threadIdx.x;
  for (int s = 0; s < steps; s++) {
    __syncthreads();
    i = (i * 5 + 37) & 1023;
    all += sh[i];
    if (threadIdx.x & 1) {
      j = (j * 7 + 11) & 1023;
      odd += sh[j];
    }
  }
  out[threadIdx.x] = all;
  out[1024 + threadIdx.x] = odd;
}

template <int ITEMS> static void run(unsigned n, unsigned live, unsigned seed) {
  unsigned tile = BLOCK * ITEMS, tiles = (n + tile - 1) / tile;
  /* warps past `live` return: the tile keeps its size, only the live warps' parts count */
  std::vector<unsigned> h(n), got(n), want(n);
  for (unsigned i = 0; i < n; i++) h[i] = (seed = seed * 1103515245u + 12345u) >> 8;
  unsigned run = 0;
  for (unsigned i = 0; i < n; i++) {
    if ((i % tile) / (32 * ITEMS) < live / 32) run += h[i]; /* a live warp's part */
    want[i] = run;
  }
  unsigned *din, *dout, *cnt;
  unsigned long long *st;
  CHECK(cudaMalloc(&din, n * 4u));
  CHECK(cudaMalloc(&dout, n * 4u));
  CHECK(cudaMalloc(&st, tiles * 8u));
  CHECK(cudaMalloc(&cnt, 4));
  CHECK(cudaMemcpy(din, h.data(), n * 4u, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dout, 0, n * 4u));
  CHECK(cudaMemset(st, 0, tiles * 8u));
  CHECK(cudaMemset(cnt, 0, 4));
  scan_tiles<ITEMS><<<tiles, BLOCK>>>(din, dout, n, st, cnt, live);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(got.data(), dout, n * 4u, cudaMemcpyDeviceToHost));
  for (unsigned i = 0; i < n; i++) {
    if ((i % tile) / (32 * ITEMS) >= live / 32) continue; /* never written */
    EXPECT(got[i] == want[i], "ITEMS %d n %u live %u: out[%u] = %u, expected %u", ITEMS, n, live, i, got[i], want[i]);
  }
  CHECK(cudaFree(din));
  CHECK(cudaFree(dout));
  CHECK(cudaFree(st));
  CHECK(cudaFree(cnt));
}

int main() {
  run<15>(1u << 20, BLOCK, 1);
  run<15>(1000003, BLOCK, 2);
  run<15>(1, BLOCK, 3);
  run<15>(BLOCK * 15 * 3 + 17, 96, 4);
  run<7>(777777, BLOCK, 5);
  run<7>(50000, 32, 6);
  run<4>(262147, 64, 7);
  long long *ds, hs[1024];
  unsigned long long *du, hu[1024];
  CHECK(cudaMalloc(&ds, sizeof hs));
  CHECK(cudaMalloc(&du, sizeof hu));
  scaled<<<1, 1024>>>(ds, du);
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(hs, ds, sizeof hs, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hu, du, sizeof hu, cudaMemcpyDeviceToHost));
  for (unsigned t = 0; t < 1024; t++) {
    long long ws = (long long)(int)(t + 2147483000u);
    unsigned long long wu = (unsigned long long)(unsigned)(t + 4294966000u);
    EXPECT(hs[t] == ws, "scaled signed [%u] = %lld, expected %lld", t, hs[t], ws);
    EXPECT(hu[t] == wu, "scaled unsigned [%u] = %llu, expected %llu", t, hu[t], wu);
  }
  CHECK(cudaFree(ds));
  CHECK(cudaFree(du));
  unsigned long long *da, *db, ha[256], hb[256];
  long long *dc, hc[256];
  CHECK(cudaMalloc(&da, sizeof ha));
  CHECK(cudaMalloc(&db, sizeof hb));
  CHECK(cudaMalloc(&dc, sizeof hc));
  high<<<1, 256>>>(da, db, dc);
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(ha, da, sizeof ha, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hb, db, sizeof hb, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hc, dc, sizeof hc, cudaMemcpyDeviceToHost));
  for (unsigned t = 0; t < 256; t++) {
    EXPECT(ha[t] == (t | 0x80000000u), "high a[%u] = %#llx, expected %#x", t, ha[t], t | 0x80000000u);
    EXPECT(hb[t] == (256u | 0x80000000u) + t, "high b[%u] = %#llx, expected %#x", t, hb[t], (256u | 0x80000000u) + t);
    EXPECT(hc[t] == (long long)(t | 0x40000000u), "high c[%u] = %#llx, expected %#x", t, hc[t], t | 0x40000000u);
  }
  CHECK(cudaFree(da));
  CHECK(cudaFree(db));
  CHECK(cudaFree(dc));
  int *dout, hout[2048];
  CHECK(cudaMalloc(&dout, sizeof hout));
  stepped<<<1, 1024>>>(dout, 5);
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(hout, dout, sizeof hout, cudaMemcpyDeviceToHost));
  for (unsigned t = 0; t < 1024; t++) {
    unsigned i = t, j = t;
    int all = 0, odd = 0;
    for (int s = 0; s < 5; s++) {
      i = (i * 5 + 37) & 1023;
      all += (int)(i * 3 + 1);
      if (t & 1) {
        j = (j * 7 + 11) & 1023;
        odd += (int)(j * 3 + 1);
      }
    }
    EXPECT(hout[t] == all, "stepped all[%u] = %d, expected %d", t, hout[t], all);
    EXPECT(hout[1024 + t] == odd, "stepped odd[%u] = %d, expected %d", t, hout[1024 + t], odd);
  }
  CHECK(cudaFree(dout));
  printf("PASS " NAME "\n");
  return 0;
}
