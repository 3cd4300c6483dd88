// warp_shfl_divergent: __shfl_sync, __shfl_up_sync, __shfl_down_sync and __shfl_xor_sync on
// int, float, double and long long (64-bit values are two 32-bit shuffles), as an H100 does
// them. Checked against a host model of PTX's lane arithmetic (shfl.sync: the source lane
// comes from b[4:0], the clamp and the segment mask from the width; a source out of range
// gives the thread its own value):
//  - every width 2/4/8/16/32 with sources past the width, -1, deltas equal to the width and
//    33, xor masks at and past the width (a lane may read an earlier segment, not a later);
//  - reduction and scan loops (offsets 1..16), in blocks of 100 threads (the last warp has 4
//    lanes) and 2D blocks 16x6 and 10x5;
//  - divergent code: a branch taken by every third lane, the two halves of a warp in the
//    two sides of a branch, warps taking different paths, loops whose trip count differs
//    between lanes, lanes that returned early, lanes converged on one shuffle with
//    different masks.
// Where the source lane does not exist, returned, or is not taking part in the shuffle,
// the GPU's value is what this test pins ("measured" lines print what it was; the H100's
// output is warp_shfl_divergent.gpu.out). warp_shfl_widths.cu is this test without the
// branches (k_divergent).
#ifndef NAME
#define NAME "warp_shfl_divergent"
#endif
#include "check.h"
#include <cstring>
#include <cstdint>

enum { IDX, UP, DOWN, XOR };

__host__ __device__ inline unsigned mix(unsigned x) {
  x ^= x >> 16; x *= 0x7feb352dU; x ^= x >> 15; x *= 0x846ca68bU; x ^= x >> 16;
  return x;
}
// Per-thread values: never 0, exact sums (so reductions in any order agree), and both
// 32-bit halves of 64-bit values busy.
template <class T> __host__ __device__ T value(unsigned i);
template <> __host__ __device__ int value<int>(unsigned i) { return ((int)mix(i) >> 6) | 1; }
template <> __host__ __device__ float value<float>(unsigned i) {
  return (float)((int)(mix(i) % 2000u) * 2 - 1999) * 0.25f;
}
template <> __host__ __device__ double value<double>(unsigned i) {
  unsigned a = mix(i), b = mix(i ^ 0x5555u);
  double d = (double)(a & 0xffffffu) + (double)((b & 0xfffffu) | 1u) / 1048576.0;
  return (a & 0x80000000u) ? -d : d;
}
template <> __host__ __device__ long long value<long long>(unsigned i) {
  unsigned a = mix(i), b = mix(i ^ 0xaaaau);
  return (long long)(int)a * 65536 + (long long)((b & 0xffffu) | 1u);
}

template <class T> __device__ T shfl(int mode, unsigned mask, T v, int b, int w) {
  switch (mode) {
  case IDX: return __shfl_sync(mask, v, b, w);
  case UP: return __shfl_up_sync(mask, v, (unsigned)b, w);
  case DOWN: return __shfl_down_sync(mask, v, (unsigned)b, w);
  default: return __shfl_xor_sync(mask, v, b, w);
  }
}

// The shuffles of the width test: op k (0..NOPS-1) at a lane.
#define OPS_PER_WIDTH 15
#define NOPS (5 * OPS_PER_WIDTH)
__host__ __device__ inline void op_at(int k, int lane, int *mode, int *b, int *w) {
  int wd = 2 << (k / OPS_PER_WIDTH);
  *w = wd;
  switch (k % OPS_PER_WIDTH) {
  case 0: *mode = IDX; *b = lane * 5 + 3; break; /* past the width: modulo the width */
  case 1: *mode = IDX; *b = -1; break;           /* b[4:0] = 31: the segment's last lane */
  case 2: *mode = IDX; *b = wd / 2; break;
  case 3: *mode = IDX; *b = lane + 1; break; /* wraps inside the segment */
  case 4: *mode = UP; *b = 1; break;
  case 5: *mode = UP; *b = wd - 1; break;
  case 6: *mode = UP; *b = wd; break;
  case 7: *mode = DOWN; *b = 1; break;
  case 8: *mode = DOWN; *b = wd / 2 + 1; break;
  case 9: *mode = DOWN; *b = 33; break;
  case 10: *mode = XOR; *b = 1; break;
  case 11: *mode = XOR; *b = wd - 1; break;
  case 12: *mode = XOR; *b = wd; break; /* reads the earlier segment, or its own value */
  case 13: *mode = XOR; *b = 31; break;
  default: *mode = UP; *b = 33; break;
  }
}
static const char *op_name(int k) {
  static char buf[64];
  static const char *names[OPS_PER_WIDTH] = {
      "idx lane*5+3", "idx -1", "idx width/2", "idx lane+1", "up 1", "up width-1", "up width", "down 1",
      "down width/2+1", "down 33", "xor 1", "xor width-1", "xor width", "xor 31", "up 33"};
  snprintf(buf, sizeof buf, "%s (width %d)", names[k % OPS_PER_WIDTH], 2 << (k / OPS_PER_WIDTH));
  return buf;
}

__device__ inline unsigned lin_tid() { return (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x; }
__device__ inline unsigned nthreads() { return blockDim.x * blockDim.y * blockDim.z; }

template <class T> __global__ void k_widths(T *out) {
  unsigned tid = lin_tid(), nt = nthreads(), gid = blockIdx.x * nt + tid, N = gridDim.x * nt;
  int lane = tid % 32;
  T v = value<T>(gid);
  for (int k = 0; k < NOPS; k++) {
    int mode, b, w;
    op_at(k, lane, &mode, &b, &w);
    out[k * N + gid] = shfl<T>(mode, 0xffffffffu, v, b, w);
  }
}

#define NRED 5
template <class T> __global__ void k_reduce(T *out) {
  unsigned tid = lin_tid(), nt = nthreads(), gid = blockIdx.x * nt + tid, N = gridDim.x * nt;
  int lane = tid % 32;
  T v = value<T>(gid), s;
  s = v; /* butterfly: every lane gets the warp's sum */
  for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);
  out[0 * N + gid] = s;
  if (sizeof(T) == 4) { /* (fewer for 64-bit types, to keep heddle's compile time down) */
    s = v; /* tree: lane 0 gets the sum */
    for (int o = 16; o > 0; o >>= 1) s += __shfl_down_sync(0xffffffffu, s, o);
    out[1 * N + gid] = s;
  }
  s = v; /* inclusive scan */
  for (int o = 1; o <= 16; o <<= 1) {
    T n = __shfl_up_sync(0xffffffffu, s, o);
    if (lane >= o) s += n;
  }
  out[2 * N + gid] = s;
  if (sizeof(T) != 4) return;
  s = v; /* scan in segments of 8 */
  for (int o = 1; o < 8; o <<= 1) {
    T n = __shfl_up_sync(0xffffffffu, s, o, 8);
    if ((lane & 7) >= o) s += n;
  }
  out[3 * N + gid] = s;
  s = v; /* tree in segments of 16, then broadcast from the segment's first lane */
  for (int o = 8; o > 0; o >>= 1) s += __shfl_down_sync(0xffffffffu, s, o, 16);
  out[4 * N + gid] = __shfl_sync(0xffffffffu, s, 0, 16);
}

#define MOD3 0x49249249u /* lanes 0, 3, 6, ..., 30 */
#define NDIV 9
template <class T> __global__ void k_divergent(T *out) {
  unsigned tid = lin_tid(), nt = nthreads(), gid = blockIdx.x * nt + tid, N = gridDim.x * nt;
  int lane = tid % 32, warp = tid / 32;
  T v = value<T>(gid), r;
  r = (T)-7; /* every third lane reads the next lane of its group */
  if (lane % 3 == 0) r = __shfl_sync(MOD3, v, lane + 3);
  out[0 * N + gid] = r;
  r = (T)-7; /* ... a lane that is not in the branch (measured) */
  if (lane % 3 == 0) r = __shfl_sync(MOD3, v, lane + 1);
  out[1 * N + gid] = r;
  r = (T)-7;
  if (lane % 3 == 0) r = __shfl_down_sync(MOD3, v, 3);
  out[2 * N + gid] = r;
  /* the two halves in the two sides of a branch, each reading the other half (measured) */
  if (lane < 16) r = __shfl_sync(0x0000ffffu, v, lane + 16);
  else r = __shfl_sync(0xffff0000u, v, lane - 16);
  out[3 * N + gid] = r;
  /* warps take different paths */
  if (warp % 2 == 0) r = __shfl_xor_sync(0xffffffffu, v, 1);
  else r = __shfl_up_sync(0xffffffffu, v, 2);
  out[4 * N + gid] = r;
  /* all lanes on one shuffle, each half with a mask of its own half, reading the other
     half (measured) */
  r = __shfl_sync(lane < 16 ? 0x0000ffffu : 0xffff0000u, v, lane ^ 16);
  out[5 * N + gid] = r;
  /* a loop of lane%4+1 trips; the partner lane^4 makes the same trips */
  r = v;
  for (int k = 0; k < lane % 4 + 1; k++) r += __shfl_xor_sync(__activemask(), r, 4);
  out[6 * N + gid] = r;
  /* ... the partner lane^1 makes a different number of trips (measured) */
  r = v;
  for (int k = 0; k < lane % 4 + 1; k++) r += __shfl_xor_sync(__activemask(), r, 1);
  out[7 * N + gid] = r;
  /* lanes 8..31 in a branch, up by 4 in segments of 16: lanes 8..11 read lanes 4..7 that
     are not in it (measured), lanes 16..19 their own value */
  r = (T)-7;
  if (lane >= 8) r = __shfl_up_sync(0xffffff00u, v, 4, 16);
  out[8 * N + gid] = r;
}

#define NEXIT 3
template <class T> __global__ void k_exit(T *out) {
  unsigned tid = lin_tid(), nt = nthreads(), gid = blockIdx.x * nt + tid, N = gridDim.x * nt;
  int lane = tid % 32;
  T v = value<T>(gid);
  if (lane >= 20 && lane < 28) return; /* lanes 20..27 leave */
  out[0 * N + gid] = __shfl_down_sync(__activemask(), v, 8);
  out[1 * N + gid] = __shfl_xor_sync(0xffffffffu, v, 16);
  out[2 * N + gid] = __shfl_sync(__activemask(), v, 31 - lane);
}

#define N2D 3
template <class T> __global__ void k_2d(T *out) {
  unsigned tid = lin_tid(), nt = nthreads(), gid = blockIdx.x * nt + tid, N = gridDim.x * nt;
  int lane = tid % 32;
  T v = value<T>(gid), r;
  out[0 * N + gid] = __shfl_sync(0xffffffffu, v, lane ^ 16);
  out[1 * N + gid] = __shfl_down_sync(0xffffffffu, v, 16);
  r = (T)-7; /* even rows mirror themselves */
  if (threadIdx.y % 2 == 0) r = __shfl_sync(__activemask(), v, lane - (int)threadIdx.x + (int)(blockDim.x - 1 - threadIdx.x));
  out[2 * N + gid] = r;
}

// ---------------------------------------------------------------- host side

// PTX shfl.sync: the lane a thread reads, or its own lane where the source is out of range.
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

// What a thread gets from a source lane that does not exist, has returned, or is not taking
// part in the shuffle (in another branch, or in this one but not in the mask). ZERO: 0
// (measured on an H100 and H200); SRC: that lane's value anyway. An H100 gives 0 except where
// the source lane executes the same shuffle, converged with the reader, under another mask:
// then it gives the source's value (the membermask does not hide it).
enum Absent { ZERO, SRC };

template <class T> static bool same(T a, T b) { return memcmp(&a, &b, sizeof(T)) == 0; }
template <class T> static const char *tname();
template <> const char *tname<int>() { return "int"; }
template <> const char *tname<float>() { return "float"; }
template <> const char *tname<double>() { return "double"; }
template <> const char *tname<long long>() { return "long long"; }
static const char *show(int x) { static char b[4][40]; static int i; i = (i + 1) % 4; snprintf(b[i], 40, "%d", x); return b[i]; }
static const char *show(float x) { static char b[4][40]; static int i; i = (i + 1) % 4; snprintf(b[i], 40, "%.9g", x); return b[i]; }
static const char *show(double x) { static char b[4][40]; static int i; i = (i + 1) % 4; snprintf(b[i], 40, "%.17g", x); return b[i]; }
static const char *show(long long x) { static char b[4][40]; static int i; i = (i + 1) % 4; snprintf(b[i], 40, "%lld", x); return b[i]; }

static int nbad, nchecked;
template <class T> static void expect(const char *what, unsigned blk, unsigned tid, T got, T want) {
  nchecked++;
  if (!same(got, want) && nbad++ < fail_limit())
    printf("FAIL " NAME ": %s %s: block %u thread %u (lane %u): got %s, expected %s\n", tname<T>(), what, blk, tid,
           tid % 32, show(got), show(want));
}

// Tallies of what measured shuffles returned, by label: printed after the checks.
struct Tally { const char *label; int zero, src, own, other; };
static Tally tallies[16];
static int ntallies;
template <class T> static void tally(const char *label, T got, T own, T src) {
  int i = 0;
  while (i < ntallies && strcmp(tallies[i].label, label)) i++;
  if (i == ntallies) tallies[ntallies++] = Tally{label, 0, 0, 0, 0};
  Tally &t = tallies[i];
  if (same(got, (T)0)) t.zero++;
  else if (same(got, src)) t.src++;
  else if (same(got, own)) t.own++;
  else t.other++;
}

// One warp's lanes: values and which exist.
template <class T> struct WarpVals {
  T v[32];
  bool present[32];
  unsigned gid0, tid0;
  int n;
};
template <class T> static WarpVals<T> warp_vals(unsigned blk, unsigned nt, unsigned w) {
  WarpVals<T> W;
  W.tid0 = w * 32;
  W.gid0 = blk * nt + W.tid0;
  W.n = nt - W.tid0 < 32 ? (int)(nt - W.tid0) : 32;
  for (int l = 0; l < 32; l++) {
    W.present[l] = l < W.n;
    W.v[l] = l < W.n ? value<T>(W.gid0 + l) : (T)0;
  }
  return W;
}

// One shuffle step over the lanes in `part` (taking part), each reading src_lane(mode, b[l]).
// A source outside `part` gives `absent` policy's value; `label` non-null: tally it.
template <class T>
static void step(const T *v, const bool *part, int mode, const int *b, int w, Absent absent, T *r,
                 const char *label = nullptr, const T *got = nullptr) {
  for (int l = 0; l < 32; l++) {
    if (!part[l]) continue;
    int j = src_lane(mode, l, b[l], w);
    if (j == l || part[j]) r[l] = v[j];
    else {
      r[l] = absent == ZERO ? (T)0 : v[j];
      if (label && got) tally(label, got[l], v[l], v[j]);
    }
  }
}

// What run_type runs: the width test, the reductions, the divergent cases (1D blocks) or
// the 2D cases.
enum { WIDTHS = 1, REDUCE = 2, DIVERGE = 4 };
#ifndef BRANCHES
#define BRANCHES 1 /* 0: leave out k_divergent (warp_shfl_widths.cu) */
#endif
template <class T> static void run_type(unsigned blocks, dim3 block, int parts) {
  unsigned nt = block.x * block.y * block.z, N = blocks * nt, nw = (nt + 31) / 32;
  size_t slots = NOPS > NRED ? NOPS : NRED;
  T *d, *h = (T *)malloc(slots * N * sizeof(T));
  CHECK(cudaMalloc(&d, slots * N * sizeof(T)));
  char what[96];

  // widths
  if (parts & WIDTHS) {
  CHECK(cudaMemset(d, 0x5a, slots * N * sizeof(T)));
  k_widths<T><<<blocks, block>>>(d);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h, d, NOPS * N * sizeof(T), cudaMemcpyDeviceToHost));
  for (unsigned bk = 0; bk < blocks; bk++)
    for (unsigned w = 0; w < nw; w++) {
      WarpVals<T> W = warp_vals<T>(bk, nt, w);
      for (int k = 0; k < NOPS; k++) {
        int mode, b[32], wd;
        T r[32];
        for (int l = 0; l < 32; l++) op_at(k, l, &mode, &b[l], &wd);
        step(W.v, W.present, mode, b, wd, ZERO, r);
        snprintf(what, sizeof what, "%s, block %ux%ux%u", op_name(k), block.x, block.y, block.z);
        for (int l = 0; l < W.n; l++) expect(what, bk, W.tid0 + l, h[k * N + W.gid0 + l], r[l]);
      }
    }

  }

  // reductions and scans
  if (parts & REDUCE) {
  k_reduce<T><<<blocks, block>>>(d);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h, d, NRED * N * sizeof(T), cudaMemcpyDeviceToHost));
  for (unsigned bk = 0; bk < blocks; bk++)
    for (unsigned w = 0; w < nw; w++) {
      WarpVals<T> W = warp_vals<T>(bk, nt, w);
      T s[32], n[32];
      int b[32];
      static const char *names[NRED] = {"xor reduction", "down reduction", "up scan", "up scan width 8",
                                        "down reduction width 16 + broadcast"};
      T want[NRED][32];
      memcpy(s, W.v, sizeof s);
      for (int o = 16; o > 0; o >>= 1) {
        for (int l = 0; l < 32; l++) b[l] = o;
        step(s, W.present, XOR, b, 32, ZERO, n);
        for (int l = 0; l < W.n; l++) s[l] += n[l];
      }
      memcpy(want[0], s, sizeof s);
      memcpy(s, W.v, sizeof s);
      for (int o = 16; o > 0; o >>= 1) {
        for (int l = 0; l < 32; l++) b[l] = o;
        step(s, W.present, DOWN, b, 32, ZERO, n);
        for (int l = 0; l < W.n; l++) s[l] += n[l];
      }
      memcpy(want[1], s, sizeof s);
      memcpy(s, W.v, sizeof s);
      for (int o = 1; o <= 16; o <<= 1) {
        for (int l = 0; l < 32; l++) b[l] = o;
        step(s, W.present, UP, b, 32, ZERO, n);
        for (int l = 0; l < W.n; l++)
          if (l >= o) s[l] += n[l];
      }
      memcpy(want[2], s, sizeof s);
      memcpy(s, W.v, sizeof s);
      for (int o = 1; o < 8; o <<= 1) {
        for (int l = 0; l < 32; l++) b[l] = o;
        step(s, W.present, UP, b, 8, ZERO, n);
        for (int l = 0; l < W.n; l++)
          if ((l & 7) >= o) s[l] += n[l];
      }
      memcpy(want[3], s, sizeof s);
      memcpy(s, W.v, sizeof s);
      for (int o = 8; o > 0; o >>= 1) {
        for (int l = 0; l < 32; l++) b[l] = o;
        step(s, W.present, DOWN, b, 16, ZERO, n);
        for (int l = 0; l < W.n; l++) s[l] += n[l];
      }
      for (int l = 0; l < 32; l++) b[l] = 0;
      step(s, W.present, IDX, b, 16, ZERO, want[4]);
      for (int k = 0; k < NRED; k++) {
        if (sizeof(T) != 4 && k != 0 && k != 2) continue;
        snprintf(what, sizeof what, "%s, block %ux%ux%u", names[k], block.x, block.y, block.z);
        for (int l = 0; l < W.n; l++) expect(what, bk, W.tid0 + l, h[k * N + W.gid0 + l], want[k][l]);
      }
    }

  }

  // divergent code (1D blocks only: lane and warp of the kernel are then threadIdx.x's)
  if (!(parts & DIVERGE)) {
  } else if (block.y == 1 && block.z == 1) {
    if (BRANCHES) {
    k_divergent<T><<<blocks, block>>>(d);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, d, NDIV * N * sizeof(T), cudaMemcpyDeviceToHost));
    for (unsigned bk = 0; bk < blocks; bk++)
      for (unsigned w = 0; w < nw; w++) {
        WarpVals<T> W = warp_vals<T>(bk, nt, w);
        const T *g[NDIV];
        for (int k = 0; k < NDIV; k++) g[k] = h + k * N + W.gid0;
        T want[NDIV][32];
        bool part[32];
        int b[32];
        for (int k = 0; k < NDIV; k++)
          for (int l = 0; l < 32; l++) want[k][l] = (T)-7;
        for (int l = 0; l < 32; l++) { part[l] = W.present[l] && l % 3 == 0; b[l] = l + 3; }
        step(W.v, part, IDX, b, 32, ZERO, want[0]);
        for (int l = 0; l < 32; l++) b[l] = l + 1;
        step(W.v, part, IDX, b, 32, ZERO, want[1], "idx from a lane not in the branch", g[1]);
        for (int l = 0; l < 32; l++) b[l] = 3;
        step(W.v, part, DOWN, b, 32, ZERO, want[2]);
        bool lo[32], hi[32];
        for (int l = 0; l < 32; l++) { lo[l] = W.present[l] && l < 16; hi[l] = W.present[l] && l >= 16; b[l] = l ^ 16; }
        step(W.v, lo, IDX, b, 32, ZERO, want[3], "halves in two branches, each reading the other", g[3]);
        step(W.v, hi, IDX, b, 32, ZERO, want[3], "halves in two branches, each reading the other", g[3]);
        for (int l = 0; l < 32; l++) b[l] = w % 2 == 0 ? 1 : 2;
        step(W.v, W.present, w % 2 == 0 ? XOR : UP, b, 32, ZERO, want[4]);
        for (int l = 0; l < 32; l++) b[l] = l ^ 16;
        bool all[32]; /* the source is converged with the reader: it takes part despite the mask */
        for (int l = 0; l < 32; l++) all[l] = W.present[l];
        step(W.v, all, IDX, b, 32, SRC, want[5]);
        for (int l = 0; l < W.n; l++) tally("converged, masks of each half, reading the other", g[5][l], W.v[l], W.v[l ^ 16]);
        for (int x = 0; x < 2; x++) { /* loops: partner lane^4, then lane^1 */
          int slot = 6 + x;
          T s[32], n[32];
          memcpy(s, W.v, sizeof s);
          for (int k = 0; k < 4; k++) {
            for (int l = 0; l < 32; l++) { part[l] = W.present[l] && k < l % 4 + 1; b[l] = x ? 1 : 4; }
            step(s, part, XOR, b, 32, ZERO, n);
            for (int l = 0; l < 32; l++)
              if (part[l]) s[l] += n[l];
          }
          memcpy(want[slot], s, sizeof s);
        }
        for (int l = 0; l < 32; l++) { part[l] = W.present[l] && l >= 8; b[l] = 4; }
        step(W.v, part, UP, b, 16, ZERO, want[8], "up 4 width 16 from lanes not in the branch", g[8]);
        static const char *names[NDIV] = {"idx in every third lane", "idx from a lane not in the branch",
                                          "down in every third lane", "halves in two branches",
                                          "warps on different paths", "converged, masks of each half",
                                          "loop, partner with the same trips", "loop, partner with other trips",
                                          "up 4 width 16, lanes 8..31"};
        for (int k = 0; k < NDIV; k++) {
          snprintf(what, sizeof what, "%s, block %u", names[k], block.x);
          for (int l = 0; l < W.n; l++) expect(what, bk, W.tid0 + l, g[k][l], want[k][l]);
        }
      }

    }

    // lanes that returned
    CHECK(cudaMemset(d, 0x5a, NEXIT * N * sizeof(T)));
    k_exit<T><<<blocks, block>>>(d);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, d, NEXIT * N * sizeof(T), cudaMemcpyDeviceToHost));
    for (unsigned bk = 0; bk < blocks; bk++)
      for (unsigned w = 0; w < nw; w++) {
        WarpVals<T> W = warp_vals<T>(bk, nt, w);
        const T *g[NEXIT];
        for (int k = 0; k < NEXIT; k++) g[k] = h + k * N + W.gid0;
        bool part[32];
        int b[32];
        T want[NEXIT][32];
        for (int l = 0; l < 32; l++) { part[l] = W.present[l] && !(l >= 20 && l < 28); b[l] = 8; }
        step(W.v, part, DOWN, b, 32, ZERO, want[0], "down 8 from lanes that returned", g[0]);
        for (int l = 0; l < 32; l++) b[l] = 16;
        step(W.v, part, XOR, b, 32, ZERO, want[1], "xor 16, full mask, from lanes that returned", g[1]);
        for (int l = 0; l < 32; l++) b[l] = 31 - l;
        step(W.v, part, IDX, b, 32, ZERO, want[2], "idx 31-lane from lanes that returned", g[2]);
        static const char *names[NEXIT] = {"down 8 after lanes 20..27 returned", "xor 16 after lanes 20..27 returned",
                                           "idx 31-lane after lanes 20..27 returned"};
        for (int k = 0; k < NEXIT; k++) {
          snprintf(what, sizeof what, "%s, block %u", names[k], block.x);
          for (int l = 0; l < W.n; l++)
            if (part[l]) expect(what, bk, W.tid0 + l, g[k][l], want[k][l]);
        }
      }
  } else {
    // 2D blocks
    k_2d<T><<<blocks, block>>>(d);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, d, N2D * N * sizeof(T), cudaMemcpyDeviceToHost));
    for (unsigned bk = 0; bk < blocks; bk++)
      for (unsigned w = 0; w < nw; w++) {
        WarpVals<T> W = warp_vals<T>(bk, nt, w);
        bool part[32];
        int b[32];
        T want[N2D][32];
        for (int l = 0; l < 32; l++) b[l] = l ^ 16;
        step(W.v, W.present, IDX, b, 32, ZERO, want[0]);
        for (int l = 0; l < 32; l++) b[l] = 16;
        step(W.v, W.present, DOWN, b, 32, ZERO, want[1]);
        for (int l = 0; l < 32; l++) {
          unsigned t = W.tid0 + l, x = t % block.x, y = t / block.x;
          part[l] = W.present[l] && y % 2 == 0;
          b[l] = l - (int)x + (int)(block.x - 1 - x);
          want[2][l] = (T)-7;
        }
        step(W.v, part, IDX, b, 32, ZERO, want[2]);
        static const char *names[N2D] = {"idx lane^16", "down 16", "even rows mirrored"};
        for (int k = 0; k < N2D; k++) {
          snprintf(what, sizeof what, "%s, block %ux%u", names[k], block.x, block.y);
          for (int l = 0; l < W.n; l++) expect(what, bk, W.tid0 + l, h[k * N + W.gid0 + l], want[k][l]);
        }
      }
  }
  CHECK(cudaFree(d));
  free(h);
}

// Not every part for every type: float shuffles are int shuffles, long long ones double
// ones, and each kernel costs heddle a compilation.
template <class T> static void run_all(int parts) {
  int before = nchecked, bad = nbad;
  run_type<T>(2, dim3(100), parts);
  run_type<T>(2, dim3(64), parts);
  run_type<T>(1, dim3(48), parts);
  run_type<T>(2, dim3(16, 6), parts);
  run_type<T>(2, dim3(10, 5), parts);
  printf("%s: %d values checked, %s\n", tname<T>(), nchecked - before, nbad == bad ? "all as expected" : "MISMATCHES");
}

int main() {
  run_all<int>(WIDTHS | REDUCE | DIVERGE);
  run_all<float>(REDUCE);
  run_all<double>(WIDTHS | REDUCE | DIVERGE);
  run_all<long long>(WIDTHS | REDUCE);
  for (int i = 0; i < ntallies; i++) {
    Tally &t = tallies[i];
    printf("measured %s:", t.label);
    if (t.zero) printf(" 0 x%d", t.zero);
    if (t.src) printf(" source's value x%d", t.src);
    if (t.own) printf(" own value x%d", t.own);
    if (t.other) printf(" other x%d", t.other);
    printf("\n");
  }
  if (nbad) {
    printf("FAIL " NAME ": %d of %d values differ\n", nbad, nchecked);
    return 1;
  }
  printf("PASS " NAME ": %d values\n", nchecked);
  return 0;
}
