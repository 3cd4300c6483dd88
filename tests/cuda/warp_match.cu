// warp_match: __match_any_sync and __match_all_sync (with its predicate) on int, unsigned,
// long long, float and double as an H100 does them (sm_70+: match.sync). Values are
// compared as bits: 0.0 and -0.0 differ, two NaNs of one bit pattern match, 64-bit values
// that differ only in one half differ. Full warps, blocks of 100 and 48 threads (partly
// filled last warps), a branch of every third lane, the two halves of a warp in the two
// sides of a branch, lanes that returned early, and cooperative groups' tile.match_any /
// match_all on tiles of 8 (the result is relative to the tile).
#define NAME "warp_match"
#include "check.h"
#include <cstring>
#include <cmath>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

#define MOD3 0x49249249u
#define SENT 0xfffffff9u

__host__ __device__ inline float bits_f(unsigned u) { float f; memcpy(&f, &u, 4); return f; }
__host__ __device__ inline double bits_d(unsigned long long u) { double f; memcpy(&f, &u, 8); return f; }

// mk<T>(k): the k-th test value of a type
template <class T> __host__ __device__ T mk(int k);
template <> __host__ __device__ int mk<int>(int k) { return k * -0x01010101; }
template <> __host__ __device__ unsigned mk<unsigned>(int k) { return 0x80000000u ^ (unsigned)k; }
template <> __host__ __device__ long long mk<long long>(int k) { return ((long long)k << 32) | 0x1234; }
template <> __host__ __device__ float mk<float>(int k) {
  switch (k) {
  case 0: return 0.0f;
  case 1: return -0.0f;
  case 2: return bits_f(0x7fc00001u);
  default: return (float)k;
  }
}
template <> __host__ __device__ double mk<double>(int k) {
  switch (k) {
  case 0: return 0.0;
  case 1: return -0.0;
  case 2: return bits_d(0x7ff8000000000001ull);
  case 3: return 1.0;
  case 4: return bits_d(0x3ff0000000000001ull); /* 1.0 but for the low half */
  default: return (double)k;
  }
}

// the key of a lane: which value it holds, in a few groups
__host__ __device__ inline int key(int lane, int warp) { return (lane * 7 + warp) % 5; }

#define NS 13
template <class T> __global__ void k_match(unsigned *out) {
  unsigned nt = blockDim.x, tid = threadIdx.x, gid = blockIdx.x * nt + tid, N = gridDim.x * nt;
  int lane = tid % 32, warp = tid / 32, p;
  T v = mk<T>(key(lane, warp));
  unsigned x;
  out[0 * N + gid] = __match_any_sync(0xffffffffu, v);
  out[1 * N + gid] = __match_all_sync(0xffffffffu, v, &p);
  out[2 * N + gid] = p;
  out[3 * N + gid] = __match_all_sync(0xffffffffu, mk<T>(warp % 5), &p);
  out[4 * N + gid] = p;
  x = SENT;
  if (lane % 3 == 0) x = __match_any_sync(MOD3, v);
  out[5 * N + gid] = x;
  x = SENT, p = 7;
  if (lane % 3 == 0) x = __match_all_sync(MOD3, mk<T>(lane % 3 + 2), &p);
  out[6 * N + gid] = x;
  out[7 * N + gid] = p;
  if (lane < 16) x = __match_any_sync(0x0000ffffu, v);
  else x = __match_any_sync(0xffff0000u, v);
  out[8 * N + gid] = x;
  auto tile = cg::tiled_partition<8>(cg::this_thread_block());
  out[9 * N + gid] = tile.match_any(v);
  out[10 * N + gid] = tile.match_all(mk<T>(tile.meta_group_rank() % 2 ? 3 : lane / 4), p);
  out[11 * N + gid] = p;
  /* every lane on one match, each half with the mask of its half (measured) */
  out[12 * N + gid] = __match_any_sync(lane < 16 ? 0x0000ffffu : 0xffff0000u, v);
}

#define NE 4
template <class T> __global__ void k_match_exit(unsigned *out) {
  unsigned nt = blockDim.x, tid = threadIdx.x, gid = blockIdx.x * nt + tid, N = gridDim.x * nt;
  int lane = tid % 32, warp = tid / 32, p;
  T v = mk<T>(key(lane, warp));
  if (lane >= 20 && lane < 28) return; /* lanes 20..27 leave */
  out[0 * N + gid] = __match_any_sync(__activemask(), v);
  out[1 * N + gid] = __match_any_sync(0xffffffffu, v); /* the mask names lanes that returned */
  out[2 * N + gid] = __match_all_sync(0xffffffffu, mk<T>(3), &p);
  out[3 * N + gid] = p;
}

// ---------------------------------------------------------------- host side
static int nbad, nchecked;
static void expect(const char *tn, const char *what, unsigned nt, unsigned b, unsigned tid, unsigned got, unsigned want) {
  nchecked++;
  if (got != want && nbad++ < fail_limit())
    printf("FAIL " NAME ": %s %s, block of %u #%u thread %u (lane %u): got 0x%08x, expected 0x%08x\n", tn, what, nt,
           b, tid, tid % 32, got, want);
}
struct Tally { const char *label; unsigned value; int count; };
static Tally tallies[32];
static int ntallies;
static void tally(const char *label, unsigned value) {
  int i = 0;
  while (i < ntallies && (strcmp(tallies[i].label, label) || tallies[i].value != value)) i++;
  if (i == ntallies) {
    if (ntallies == 32) return;
    tallies[ntallies++] = Tally{label, value, 0};
  }
  tallies[i].count++;
}

template <class T> static bool same(T a, T b) { return memcmp(&a, &b, sizeof(T)) == 0; }
// match.any over the lanes taking part: the lanes among them holding the same bits
template <class T> static unsigned any_of(const bool *part, const T *v, int l) {
  unsigned m = 0;
  for (int j = 0; j < 32; j++)
    if (part[j] && same(v[j], v[l])) m |= 1u << j;
  return m;
}
static unsigned mask_of(const bool *part) {
  unsigned m = 0;
  for (int j = 0; j < 32; j++)
    if (part[j]) m |= 1u << j;
  return m;
}

template <class T> static void run(const char *tn, unsigned blocks, unsigned nt) {
  unsigned N = blocks * nt, nw = (nt + 31) / 32;
  unsigned *d, *h = (unsigned *)malloc(NS * N * sizeof(unsigned));
  CHECK(cudaMalloc(&d, NS * N * sizeof(unsigned)));
  CHECK(cudaMemset(d, 0x5a, NS * N * sizeof(unsigned)));
  k_match<T><<<blocks, nt>>>(d);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h, d, NS * N * sizeof(unsigned), cudaMemcpyDeviceToHost));
  static const char *names[NS] = {"match_any", "match_all (differing)", "match_all pred (differing)",
                                  "match_all (equal)", "match_all pred (equal)", "match_any in every third lane",
                                  "match_all in every third lane", "match_all pred in every third lane",
                                  "match_any in two halves", "tile<8>.match_any", "tile<8>.match_all",
                                  "tile<8>.match_all pred", "(measured)"};
  for (unsigned b = 0; b < blocks; b++)
    for (unsigned w = 0; w < nw; w++) {
      unsigned tid0 = w * 32, gid0 = b * nt + tid0;
      int n = nt - tid0 < 32 ? (int)(nt - tid0) : 32;
      bool present[32], part[32], lo[32], hi[32];
      T v[32], u[32];
      unsigned want[NS][32];
      for (int l = 0; l < 32; l++) {
        present[l] = l < n;
        v[l] = mk<T>(key(l, w));
        for (int k = 0; k < NS; k++) want[k][l] = SENT;
      }
      unsigned full = mask_of(present);
      bool alleq = true;
      for (int l = 0; l < n; l++) alleq &= same(v[l], v[0]);
      for (int l = 0; l < n; l++) {
        want[0][l] = any_of(present, v, l);
        want[1][l] = alleq ? full : 0;
        want[2][l] = alleq;
        want[3][l] = full;
        want[4][l] = 1;
      }
      for (int l = 0; l < 32; l++) part[l] = present[l] && l % 3 == 0;
      for (int l = 0; l < n; l++) {
        want[7][l] = 7;
        if (!part[l]) continue;
        want[5][l] = any_of(part, v, l);
        want[6][l] = mask_of(part);
        want[7][l] = 1;
      }
      for (int l = 0; l < 32; l++) { lo[l] = present[l] && l < 16; hi[l] = present[l] && l >= 16; }
      for (int l = 0; l < n; l++) want[8][l] = any_of(l < 16 ? lo : hi, v, l);
      for (int l = 0; l < n; l++) { /* tiles of 8: relative to the tile's first lane */
        int t0 = l & ~7;
        unsigned tmask = 0xffu << t0;
        bool tp[32];
        for (int j = 0; j < 32; j++) tp[j] = present[j] && (tmask >> j & 1);
        want[9][l] = any_of(tp, v, l) >> t0;
        unsigned tile_rank = (tid0 + l) / 8;
        for (int j = 0; j < 32; j++) u[j] = mk<T>(tile_rank % 2 ? 3 : j / 4);
        bool eq = true;
        for (int j = 0; j < 32; j++)
          if (tp[j]) eq &= same(u[j], u[l]);
        want[10][l] = eq ? mask_of(tp) >> t0 : 0;
        want[11][l] = eq;
      }
      for (int l = 0; l < n; l++) {
        unsigned got = h[12 * N + gid0 + l];
        tally("match_any converged, each half with the mask of its half",
              got == any_of(l < 16 ? lo : hi, v, l) ? 1 : got == any_of(present, v, l) ? 2 : got);
      }
      for (int k = 0; k < NS - 1; k++)
        for (int l = 0; l < n; l++) expect(tn, names[k], nt, b, tid0 + l, h[k * N + gid0 + l], want[k][l]);
    }

  CHECK(cudaMemset(d, 0x5a, NS * N * sizeof(unsigned)));
  k_match_exit<T><<<blocks, nt>>>(d);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h, d, NE * N * sizeof(unsigned), cudaMemcpyDeviceToHost));
  static const char *enames[NE] = {"match_any(activemask) after lanes 20..27 returned",
                                   "match_any(full mask) after lanes 20..27 returned",
                                   "match_all(full mask) after lanes 20..27 returned", "match_all pred after returns"};
  for (unsigned b = 0; b < blocks; b++)
    for (unsigned w = 0; w < nw; w++) {
      unsigned tid0 = w * 32, gid0 = b * nt + tid0;
      int n = nt - tid0 < 32 ? (int)(nt - tid0) : 32;
      bool part[32];
      T v[32];
      for (int l = 0; l < 32; l++) { part[l] = l < n && !(l >= 20 && l < 28); v[l] = mk<T>(key(l, w)); }
      for (int l = 0; l < n; l++) {
        if (!part[l]) continue;
        unsigned want[NE] = {any_of(part, v, l), any_of(part, v, l), mask_of(part), 1};
        for (int k = 0; k < NE; k++) expect(tn, enames[k], nt, b, tid0 + l, h[k * N + gid0 + l], want[k]);
        unsigned got = h[1 * N + gid0 + l];
        tally("match_any(full mask) after returns", got == want[1] ? 0 : got);
        got = h[2 * N + gid0 + l];
        tally("match_all(full mask) after returns", got == want[2] ? 0 : got);
      }
    }
  CHECK(cudaFree(d));
  free(h);
}

template <class T> static void run_all(const char *tn) {
  int before = nchecked, bad = nbad;
  run<T>(tn, 2, 100);
  run<T>(tn, 3, 48);
  run<T>(tn, 1, 64);
  printf("%s: %d values checked, %s\n", tn, nchecked - before, nbad == bad ? "all as expected" : "MISMATCHES");
}

int main() {
  run_all<int>("int");
  run_all<unsigned>("unsigned");
  run_all<long long>("long long");
  run_all<float>("float");
  run_all<double>("double");
  for (int i = 0; i < ntallies; i++) {
    if (tallies[i].value == 1) printf("measured %s: the lanes of its own mask x%d\n", tallies[i].label, tallies[i].count);
    else if (tallies[i].value == 2) printf("measured %s: the lanes of the warp x%d\n", tallies[i].label, tallies[i].count);
    else if (tallies[i].value) printf("measured %s: 0x%08x x%d\n", tallies[i].label, tallies[i].value, tallies[i].count);
    else printf("measured %s: the lanes that are left x%d\n", tallies[i].label, tallies[i].count);
  }
  if (nbad) {
    printf("FAIL " NAME ": %d of %d values differ\n", nbad, nchecked);
    return 1;
  }
  printf("PASS " NAME ": %d values\n", nchecked);
  return 0;
}
