// warp_cg_tiles: cooperative groups' cg::tiled_partition<N>(block) for N = 4, 8, 16, 32 as an
// H100 runs them: tile.thread_rank(), meta_group_rank(), meta_group_size(), num_threads(),
// shfl, shfl_down, shfl_up, shfl_xor, any, all, ballot (relative to the tile),
// cg::reduce with cg::plus<int>, cg::greater<int> and cg::plus<double>, cg::inclusive_scan
// and cg::exclusive_scan (<cooperative_groups/scan.h>), tiles taking different paths, and
// cg::this_thread_block(): thread_rank() and sync() around a shared-memory exchange. Blocks
// of 48 and 100 threads and 2D blocks 16x6 and 10x5, so some tiles are only partly filled:
// a tile's mask still names its missing lanes; they give 0 to shuffles, and all() is false.
// Built for sm_75 here: cg::reduce then uses shuffles everywhere (warp_cg_tiles_sm90.cu is
// this test built for sm_90, where cg::reduce of ints on tiles of 16 and 32 is redux.sync).
// The two differ in a partly filled tile (measured on an H100): cg::reduce(greater) of
// negative values through shuffles gives 0 where the butterfly met a missing lane, through
// redux.sync the maximum of the lanes that exist.
// test-flags: -arch=sm_75
#ifndef NAME
#define NAME "warp_cg_tiles"
#endif
#include "check.h"
#include <cstring>
#include <algorithm>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

__host__ __device__ inline unsigned mix(unsigned x) {
  x ^= x >> 16; x *= 0x7feb352dU; x ^= x >> 15; x *= 0x846ca68bU; x ^= x >> 16;
  return x;
}
__host__ __device__ inline int value(unsigned gid) { return (int)(mix(gid) % 20001u) - 10000; }

#define NS 21
template <int N> __global__ void k_tiles(int *out) {
  __shared__ int s[1024];
  cg::thread_block block = cg::this_thread_block();
  unsigned nt = block.size(), tid = block.thread_rank(), gid = blockIdx.x * nt + tid, M = gridDim.x * nt;
  cg::thread_block_tile<N> tile = cg::tiled_partition<N>(block);
  int v = value(gid), r = tile.thread_rank();
  out += gid;
  out[0 * M] = tid;
  out[1 * M] = r;
  out[2 * M] = tile.meta_group_rank();
  out[3 * M] = tile.meta_group_size();
  out[4 * M] = tile.num_threads() * 1000 + tile.size();
  out[5 * M] = tile.shfl(v, 0);
  out[6 * M] = tile.shfl(v, (r + 3) % N);
  out[7 * M] = tile.shfl_down(v, 1);
  out[8 * M] = tile.shfl_up(v, 2);
  out[9 * M] = tile.shfl_xor(v, N / 2);
  out[10 * M] = tile.any(v % 7 == 0) * 2 + tile.all(v > -9500);
  out[11 * M] = tile.all(v > -20000); /* true everywhere: false in a partly filled tile */
  out[12 * M] = tile.ballot(v & 1);
  s[tid] = v;
  block.sync();
  out[19 * M] = s[nt - 1 - tid];
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
  out[20 * M] = N >= 16; /* cg::reduce of ints is redux.sync */
#else
  out[20 * M] = 0;
#endif
}

// the collectives: a kernel of their own, as heddle's compile time grows faster than the
// number of warp exchanges in a kernel
template <int N> __global__ void k_tile_collectives(int *out) {
  cg::thread_block block = cg::this_thread_block();
  unsigned nt = block.size(), tid = block.thread_rank(), gid = blockIdx.x * nt + tid, M = gridDim.x * nt;
  cg::thread_block_tile<N> tile = cg::tiled_partition<N>(block);
  int v = value(gid);
  out += gid;
  out[13 * M] = cg::reduce(tile, v, cg::plus<int>());
  out[14 * M] = cg::reduce(tile, v - 20000, cg::greater<int>()); /* all negative */
  out[15 * M] = cg::inclusive_scan(tile, v);
  out[16 * M] = cg::exclusive_scan(tile, v);
  out[17 * M] = (int)(cg::reduce(tile, v * 0.5, cg::plus<double>()) * 2.0);
  int x; /* tiles on different paths */
  if (tile.meta_group_rank() % 2 == 0) x = cg::reduce(tile, v, cg::plus<int>());
  else x = cg::inclusive_scan(tile, v, cg::greater<int>());
  out[18 * M] = x;
}

// ---------------------------------------------------------------- host side
static int nbad, nchecked;
static void expect(const char *what, int n, dim3 blk, unsigned b, unsigned tid, int got, int want) {
  nchecked++;
  if (got != want && nbad++ < fail_limit())
    printf("FAIL " NAME ": tile %d: %s, block %ux%u #%u thread %u: got %d, expected %d\n", n, what, blk.x, blk.y, b, tid,
           got, want);
}

enum { IDX, UP, DOWN, XOR };
// PTX shfl.sync's source lane (its own where the source is out of range)
static int src_lane(int mode, int lane, int b, int width) {
  unsigned c = ((32u - width) << 8) | (mode == UP ? 0u : 31u);
  unsigned bv = (unsigned)b & 31u, cv = c & 31u, sm = (c >> 8) & 31u;
  int maxl = (int)((lane & sm) | (cv & ~sm)), minl = (int)(lane & sm), j, ok;
  switch (mode) {
  case UP: j = lane - (int)bv; ok = j >= maxl; break;
  case DOWN: j = lane + (int)bv; ok = j <= maxl; break;
  case XOR: j = lane ^ (int)bv; ok = j <= maxl; break;
  default: j = minl | (int)(bv & ~sm); ok = j <= maxl; break;
  }
  return ok ? j : lane;
}
// a lane that does not exist gives 0
template <class T> static T sh(const T *v, int n, int mode, int lane, int b, int width) {
  int j = src_lane(mode, lane, b, width);
  return j < n ? v[j] : (T)0;
}

template <int N> static void run(unsigned blocks, dim3 block) {
  unsigned nt = block.x * block.y, M = blocks * nt, nw = (nt + 31) / 32;
  int *d, *h = (int *)malloc(NS * M * sizeof(int));
  CHECK(cudaMalloc(&d, NS * M * sizeof(int)));
  CHECK(cudaMemset(d, 0x5a, NS * M * sizeof(int)));
  k_tiles<N><<<blocks, block>>>(d);
  CHECK(cudaGetLastError());
  k_tile_collectives<N><<<blocks, block>>>(d);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h, d, NS * M * sizeof(int), cudaMemcpyDeviceToHost));
  static const char *names[NS] = {"block.thread_rank", "thread_rank", "meta_group_rank", "meta_group_size",
                                  "num_threads*1000+size", "shfl(v, 0)", "shfl(v, (rank+3)%N)", "shfl_down 1",
                                  "shfl_up 2", "shfl_xor N/2", "any*2+all", "all(true)", "ballot",
                                  "reduce plus<int>", "reduce greater<int> (v-20000)", "inclusive_scan", "exclusive_scan",
                                  "reduce plus<double>", "tiles on different paths", "block.sync exchange",
                                  "redux used"};
  for (unsigned b = 0; b < blocks; b++)
    for (unsigned w = 0; w < nw; w++) {
      unsigned tid0 = w * 32, gid0 = b * nt + tid0;
      int n = nt - tid0 < 32 ? (int)(nt - tid0) : 32, v[32], want[NS][32];
      int redux = h[20 * M + gid0]; /* cg::reduce of ints used redux.sync (sm_80+, tiles of 16, 32) */
      double hv[32];
      for (int l = 0; l < 32; l++) { v[l] = l < n ? value(gid0 + l) : 0; hv[l] = v[l] * 0.5; }
      for (int l = 0; l < n; l++) {
        int t0 = l & ~(N - 1), r = l - t0, tn = n - t0 < N ? n - t0 : N; /* lanes of this tile that exist */
        unsigned tile_idx = (tid0 + l) / N;
        want[0][l] = tid0 + l;
        want[1][l] = r;
        want[2][l] = tile_idx;
        want[3][l] = (nt + N - 1) / N;
        want[4][l] = N * 1000 + N;
        want[5][l] = sh(v, n, IDX, l, 0, N);
        want[6][l] = sh(v, n, IDX, l, (r + 3) % N, N);
        want[7][l] = sh(v, n, DOWN, l, 1, N);
        want[8][l] = sh(v, n, UP, l, 2, N);
        want[9][l] = sh(v, n, XOR, l, N / 2, N);
        int any = 0, all = tn == N;
        unsigned bal = 0;
        for (int k = 0; k < tn; k++) {
          any |= v[t0 + k] % 7 == 0;
          all &= v[t0 + k] > -9500;
          if (v[t0 + k] & 1) bal |= 1u << k;
        }
        want[10][l] = any * 2 + all;
        want[11][l] = tn == N;
        want[12][l] = (int)bal;
        /* butterfly reductions (shuffles: missing lanes give 0), or redux.sync (what the GPU
           does with lanes of the mask that do not exist is what it is measured to do) */
        int sum[32], mx[32];
        double dsum[32];
        for (int k = 0; k < 32; k++) { sum[k] = v[k]; mx[k] = v[k] - 20000; dsum[k] = hv[k]; }
        for (int m = N / 2; m > 0; m /= 2) {
          int s2[32], m2[32];
          double d2[32];
          for (int k = 0; k < n; k++) {
            s2[k] = sum[k] + sh(sum, n, XOR, k, m, N);
            m2[k] = std::max(mx[k], sh(mx, n, XOR, k, m, N));
            d2[k] = dsum[k] + sh(dsum, n, XOR, k, m, N);
          }
          memcpy(sum, s2, n * sizeof(int));
          memcpy(mx, m2, n * sizeof(int));
          memcpy(dsum, d2, n * sizeof(double));
        }
        int rsum = 0, rmax = -1 << 30, scan = 0, smax = -1 << 30;
        for (int k = 0; k < tn; k++) { rsum += v[t0 + k]; rmax = std::max(rmax, v[t0 + k] - 20000); }
        for (int k = 0; k <= r; k++) { scan += v[t0 + k]; smax = std::max(smax, v[t0 + k]); }
        want[13][l] = redux ? rsum : sum[l];
        want[14][l] = redux ? rmax : mx[l];
        want[15][l] = scan;
        want[16][l] = scan - v[l];
        want[17][l] = (int)(dsum[l] * 2.0);
        want[18][l] = tile_idx % 2 == 0 ? want[13][l] : smax;
        want[19][l] = value(b * nt + (nt - 1 - (tid0 + l)));
        want[20][l] = redux;
      }
      for (int k = 0; k < NS; k++)
        for (int l = 0; l < n; l++) expect(names[k], N, block, b, tid0 + l, h[k * M + gid0 + l], want[k][l]);
    }
  CHECK(cudaFree(d));
  free(h);
}

template <int N> static void run_all() {
  int before = nchecked, bad = nbad;
  run<N>(2, dim3(48));
  run<N>(2, dim3(100));
  run<N>(2, dim3(16, 6));
  run<N>(2, dim3(10, 5));
  printf("tile %d: %d values checked, %s\n", N, nchecked - before, nbad == bad ? "all as expected" : "MISMATCHES");
}

int main() {
  run_all<4>();
  run_all<8>();
  run_all<16>();
  run_all<32>();
  if (nbad) {
    printf("FAIL " NAME ": %d of %d values differ\n", nbad, nchecked);
    return 1;
  }
  printf("PASS " NAME ": %d values\n", nchecked);
  return 0;
}
