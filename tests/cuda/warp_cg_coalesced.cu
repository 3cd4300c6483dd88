// warp_cg_coalesced: cg::coalesced_threads() inside divergent branches as an H100 runs it:
// the group's size(), num_threads(), thread_rank() (rank among the active lanes),
// meta_group_rank/size, shfl (by rank), shfl_down, shfl_up (next/previous member), any, all,
// ballot (packed by rank), cg::reduce with cg::plus<int>, cg::greater<int>,
// cg::plus<double>, cg::inclusive_scan and cg::exclusive_scan, sync() around a shared-memory
// exchange, and cg::tiled_partition(group, 4). Groups: every third lane (not contiguous),
// lanes 0..12, every lane (32 in a full warp, 16 in the last warp of a block of 48, 4 in
// that of a block of 100), lanes picked by their data, and the lanes left after 20..27
// returned. Built for sm_75 here: cg's reductions and scans then use shuffles and __fns
// (warp_cg_coalesced_sm90.cu is this test built for sm_90, where cg::reduce of ints on a
// coalesced group is redux.sync).
// test-flags: -arch=sm_75
#ifndef NAME
#define NAME "warp_cg_coalesced"
#endif
#include "check.h"
#include <cstring>
#include <algorithm>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

#define SENT (-7)

__host__ __device__ inline unsigned mix(unsigned x) {
  x ^= x >> 16; x *= 0x7feb352dU; x ^= x >> 15; x *= 0x846ca68bU; x ^= x >> 16;
  return x;
}
__host__ __device__ inline int value(unsigned gid) { return (int)(mix(gid) % 20001u) - 10000; }
__host__ __device__ inline bool member(int pattern, int lane, int v) {
  switch (pattern) {
  case 0: return lane % 3 == 0;
  case 1: return lane < 13;
  case 3: return v & 1;
  default: return true; /* 2: every lane; 4: every lane left after 20..27 returned */
  }
}

#define NS 18
__global__ void k_coalesced(int *out, int pattern) {
  __shared__ int s[1024];
  unsigned nt = blockDim.x, tid = threadIdx.x, gid = blockIdx.x * nt + tid, M = gridDim.x * nt;
  int lane = tid % 32, v = value(gid);
  out += gid;
  if (pattern == 4 && lane >= 20 && lane < 28) return;
  if (member(pattern, lane, v)) {
    unsigned m = __activemask();
    cg::coalesced_group g = cg::coalesced_threads();
    int r = g.thread_rank();
    out[0 * M] = g.size();
    out[1 * M] = r;
    out[2 * M] = g.meta_group_rank() * 100 + g.meta_group_size();
    out[3 * M] = g.shfl(v, 0);
    out[4 * M] = g.shfl(v, g.size() - 1);
    out[5 * M] = g.shfl(v, (r + 1) % g.size());
    out[6 * M] = g.shfl_down(v, 1);
    out[7 * M] = g.shfl_up(v, 1);
    out[8 * M] = g.any(v % 5 == 0) * 2 + g.all(v > -9500);
    out[9 * M] = g.ballot(v & 2);
    out[10 * M] = cg::reduce(g, v, cg::plus<int>());
    out[11 * M] = cg::reduce(g, v, cg::greater<int>());
    out[12 * M] = cg::inclusive_scan(g, v);
    out[13 * M] = cg::exclusive_scan(g, v);
    out[14 * M] = (int)(cg::reduce(g, v * 0.5, cg::plus<double>()) * 2.0);
    out[15 * M] = g.num_threads();
    s[tid] = v; /* the next member's value, through shared memory */
    g.sync();
    unsigned later = m & ~((2u << lane) - 1);
    out[16 * M] = s[tid - lane + (later ? __ffs(later) - 1 : __ffs(m) - 1)];
    cg::thread_group t4 = cg::tiled_partition(g, 4);
    out[17 * M] = t4.size() * 100 + t4.thread_rank();
  }
}

// ---------------------------------------------------------------- host side
static int nbad, nchecked;
static void expect(const char *what, int pattern, unsigned nt, unsigned b, unsigned tid, int got, int want) {
  nchecked++;
  if (got != want && nbad++ < fail_limit())
    printf("FAIL " NAME ": group %d: %s, block of %u #%u thread %u (lane %u): got %d, expected %d\n", pattern, what, nt,
           b, tid, tid % 32, got, want);
}

static void run(unsigned blocks, unsigned nt, int pattern) {
  unsigned M = blocks * nt, nw = (nt + 31) / 32;
  int *d, *h = (int *)malloc(NS * M * sizeof(int));
  CHECK(cudaMalloc(&d, NS * M * sizeof(int)));
  CHECK(cudaMemset(d, 0xff, NS * M * sizeof(int)));
  k_coalesced<<<blocks, nt>>>(d, pattern);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h, d, NS * M * sizeof(int), cudaMemcpyDeviceToHost));
  static const char *names[NS] = {"size", "thread_rank", "meta_group_rank*100+meta_group_size", "shfl(v, 0)",
                                  "shfl(v, size-1)", "shfl(v, rank+1)", "shfl_down 1", "shfl_up 1", "any*2+all",
                                  "ballot", "reduce plus<int>", "reduce greater<int>", "inclusive_scan",
                                  "exclusive_scan", "reduce plus<double>", "num_threads", "sync exchange",
                                  "tiled_partition(g, 4): size*100+thread_rank"};
  for (unsigned b = 0; b < blocks; b++)
    for (unsigned w = 0; w < nw; w++) {
      unsigned tid0 = w * 32, gid0 = b * nt + tid0;
      int n = nt - tid0 < 32 ? (int)(nt - tid0) : 32, v[32], lanes[32], size = 0, rank[32];
      for (int l = 0; l < n; l++) {
        v[l] = value(gid0 + l);
        rank[l] = -1;
        if ((pattern == 4 && l >= 20 && l < 28) || !member(pattern, l, v[l])) continue;
        rank[l] = size;
        lanes[size++] = l;
      }
      int sum = 0, mx = -1 << 30, any = 0, all = 1;
      unsigned bal = 0;
      for (int k = 0; k < size; k++) {
        int x = v[lanes[k]];
        sum += x;
        mx = std::max(mx, x);
        any |= x % 5 == 0;
        all &= x > -9500;
        if (x & 2) bal |= 1u << k;
      }
      for (int l = 0; l < n; l++) {
        int r = rank[l], want[NS];
        if (r < 0) {
          for (int k = 0; k < NS; k++) want[k] = -1; /* not written */
        } else {
          int scan = 0;
          for (int k = 0; k <= r; k++) scan += v[lanes[k]];
          int t0 = r & ~3, tsize = std::min(4, size - t0);
          want[0] = size;
          want[1] = r;
          want[2] = 0 * 100 + 1;
          want[3] = v[lanes[0]];
          want[4] = v[lanes[size - 1]];
          want[5] = v[lanes[(r + 1) % size]];
          want[6] = r + 1 < size ? v[lanes[r + 1]] : v[l];
          want[7] = r > 0 ? v[lanes[r - 1]] : v[l];
          want[8] = any * 2 + all;
          want[9] = (int)bal;
          want[10] = sum;
          want[11] = mx;
          want[12] = scan;
          want[13] = scan - v[l];
          want[14] = sum;
          want[15] = size;
          want[16] = v[lanes[(r + 1) % size]];
          want[17] = tsize * 100 + (r - t0);
        }
        for (int k = 0; k < NS; k++) expect(names[k], pattern, nt, b, tid0 + l, h[k * M + gid0 + l], want[k]);
      }
    }
  CHECK(cudaFree(d));
  free(h);
}

int main() {
  static const char *groups[5] = {"every third lane", "lanes 0..12", "every lane", "lanes picked by data",
                                  "lanes left after 20..27 returned"};
  for (int p = 0; p < 5; p++) {
    int before = nchecked, bad = nbad;
    run(2, 100, p);
    run(3, 48, p);
    run(2, 64, p);
    printf("%s: %d values checked, %s\n", groups[p], nchecked - before, nbad == bad ? "all as expected" : "MISMATCHES");
  }
  if (nbad) {
    printf("FAIL " NAME ": %d of %d values differ\n", nbad, nchecked);
    return 1;
  }
  printf("PASS " NAME ": %d values\n", nchecked);
  return 0;
}
