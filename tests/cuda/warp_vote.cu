// warp_vote: __ballot_sync, __any_sync, __all_sync, __uni_sync and __activemask() as an H100
// does them, in blocks of 100 and 48 threads (partly filled last warps), 2D blocks 16x6 and
// 10x5, and divergent code: a branch of every third lane, nested branches, warps on
// different paths, a loop whose trip count differs between lanes, lanes that returned
// early, and lanes converged on one vote with different masks. A vote counts the lanes
// taking part (in the branch, not returned, existing); "measured" lines print what the GPU
// did where the mask names lanes that are not there.
#define NAME "warp_vote"
#include "check.h"
#include <cstring>

#define MOD3 0x49249249u /* lanes 0, 3, 6, ..., 30 */
#define NS 17
#define SENT 0xfffffff9u /* a lane that did not vote */

__host__ __device__ inline unsigned mix(unsigned x) {
  x ^= x >> 16; x *= 0x7feb352dU; x ^= x >> 15; x *= 0x846ca68bU; x ^= x >> 16;
  return x;
}

__device__ inline unsigned lin_tid() { return (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x; }

__global__ void k_vote(unsigned *out) {
  unsigned nt = blockDim.x * blockDim.y * blockDim.z, tid = lin_tid(), gid = blockIdx.x * nt + tid,
           N = gridDim.x * nt;
  int lane = tid % 32, warp = tid / 32;
  unsigned v = mix(gid), x;
  out[0 * N + gid] = __ballot_sync(0xffffffffu, v % 3 == 0);
  out[1 * N + gid] = __any_sync(0xffffffffu, v % 61 == 0);
  out[2 * N + gid] = __all_sync(0xffffffffu, !(warp == 1 && lane == 5));
  out[3 * N + gid] = __activemask();
  x = SENT;
  if (lane % 3 == 0) x = __activemask();
  out[4 * N + gid] = x;
  x = SENT;
  if (lane % 3 == 0) x = __ballot_sync(__activemask(), v & 1);
  out[5 * N + gid] = x;
  x = SENT;
  if (lane % 3 == 0) x = __all_sync(MOD3, (v & 1) || warp == 1) * 2 + __any_sync(MOD3, v % 7 == 0);
  out[6 * N + gid] = x;
  x = SENT;
  if (lane < 20) {
    if (lane & 1) x = __activemask();
    else x = __ballot_sync(0x00055555u, v & 2);
  }
  out[7 * N + gid] = x;
  if (warp % 3 == 0) x = __ballot_sync(0xffffffffu, lane & 1);
  else if (warp % 3 == 1) x = __any_sync(0xffffffffu, lane == 31) + 10;
  else x = __activemask();
  out[8 * N + gid] = x;
  x = 0; /* the loop runs lane%4+1 times; each round's voters are the lanes still in it */
  for (int k = 0; k < lane % 4 + 1; k++) x = x * 3 + __ballot_sync(__activemask(), (v >> k) & 1);
  out[9 * N + gid] = x;
  out[10 * N + gid] = __uni_sync(0xffffffffu, warp % 2 == 0 ? 1 : lane < 5) * 2 + __uni_sync(0xffffffffu, v & 0);
  x = SENT;
  if (lane % 3 == 0) x = __uni_sync(MOD3, lane % 6 == 0) * 2 + __uni_sync(MOD3, lane < 40);
  out[11 * N + gid] = x;
  /* every lane on one ballot, each half with the mask of its half (measured) */
  out[12 * N + gid] = __ballot_sync(lane < 16 ? 0x0000ffffu : 0xffff0000u, 1);
  out[13 * N + gid] = __ballot_sync(0xffffffffu, threadIdx.y & 1);
  x = SENT;
  if (threadIdx.y % 2 == 0) x = __ballot_sync(__activemask(), threadIdx.x & 1);
  out[14 * N + gid] = x;
  out[15 * N + gid] = __all_sync(0xffffffffu, threadIdx.x < 100) * 2 + __any_sync(0xffffffffu, threadIdx.y == 3);
  /* every lane on one all and one any, each half with the mask of its half */
  unsigned hm = lane < 16 ? 0x0000ffffu : 0xffff0000u;
  out[16 * N + gid] = __all_sync(hm, lane < 16) * 2 + __any_sync(hm, lane >= 16);
}

#define NE 6
__global__ void k_vote_exit(unsigned *out) {
  unsigned nt = blockDim.x, tid = threadIdx.x, gid = blockIdx.x * nt + tid, N = gridDim.x * nt;
  int lane = tid % 32;
  unsigned v = mix(gid);
  if (lane >= 20 && lane < 28) return; /* lanes 20..27 leave */
  out[0 * N + gid] = __activemask();
  out[1 * N + gid] = __ballot_sync(__activemask(), v & 1);
  out[2 * N + gid] = __ballot_sync(0xffffffffu, 1); /* the mask names lanes that returned */
  out[3 * N + gid] = __all_sync(0xffffffffu, lane != 22);
  out[4 * N + gid] = __any_sync(0xffffffffu, lane == 22);
  out[5 * N + gid] = __uni_sync(0xffffffffu, lane < 20 || lane >= 28); /* true in every lane left */
}

// ---------------------------------------------------------------- host side
static int nbad, nchecked;
static void expect(const char *what, dim3 blk, unsigned b, unsigned tid, unsigned got, unsigned want) {
  nchecked++;
  if (got != want && nbad++ < fail_limit())
    printf("FAIL " NAME ": %s, block %ux%u #%u thread %u (lane %u): got 0x%08x, expected 0x%08x\n", what, blk.x, blk.y,
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

// ballot over the lanes taking part
static unsigned ballot(const bool *part, const bool *pred) {
  unsigned b = 0;
  for (int l = 0; l < 32; l++)
    if (part[l] && pred[l]) b |= 1u << l;
  return b;
}
static unsigned mask_of(const bool *part) {
  unsigned b = 0;
  for (int l = 0; l < 32; l++)
    if (part[l]) b |= 1u << l;
  return b;
}

static void run(unsigned blocks, dim3 block) {
  unsigned nt = block.x * block.y * block.z, N = blocks * nt, nw = (nt + 31) / 32;
  unsigned *d, *h = (unsigned *)malloc(NS * N * sizeof(unsigned));
  CHECK(cudaMalloc(&d, NS * N * sizeof(unsigned)));
  CHECK(cudaMemset(d, 0x5a, NS * N * sizeof(unsigned)));
  k_vote<<<blocks, block>>>(d);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h, d, NS * N * sizeof(unsigned), cudaMemcpyDeviceToHost));
  static const char *names[NS] = {"ballot v%3==0", "any v%61==0", "all except warp 1 lane 5", "activemask",
                                  "activemask in every third lane", "ballot in every third lane",
                                  "all/any MOD3 in every third lane", "nested branches", "warps on different paths",
                                  "ballot in a loop of lane%4+1 trips", "uni", "uni in every third lane",
                                  "converged, masks of each half", "ballot threadIdx.y&1", "ballot in even rows",
                                  "all/any on threadIdx", "all/any converged, masks of each half"};
  for (unsigned b = 0; b < blocks; b++)
    for (unsigned w = 0; w < nw; w++) {
      unsigned tid0 = w * 32, gid0 = b * nt + tid0;
      int n = nt - tid0 < 32 ? (int)(nt - tid0) : 32;
      bool present[32], part[32], pred[32];
      unsigned v[32], x[32], want[NS][32];
      unsigned full = n == 32 ? 0xffffffffu : (1u << n) - 1;
      for (int l = 0; l < 32; l++) { present[l] = l < n; v[l] = mix(gid0 + l); }
      for (int l = 0; l < 32; l++) pred[l] = v[l] % 3 == 0;
      unsigned bal = ballot(present, pred), any = 0, all = 1;
      for (int l = 0; l < n; l++) { any |= v[l] % 61 == 0; all &= !(w == 1 && l == 5); }
      for (int l = 0; l < 32; l++) {
        want[0][l] = bal; want[1][l] = any; want[2][l] = all; want[3][l] = full;
        for (int k = 4; k < NS; k++) want[k][l] = SENT;
      }
      for (int l = 0; l < 32; l++) part[l] = present[l] && l % 3 == 0;
      unsigned m3 = mask_of(part);
      for (int l = 0; l < 32; l++) pred[l] = v[l] & 1;
      unsigned b3 = ballot(part, pred), all3 = (b3 == m3) || w == 1;
      for (int l = 0; l < 32; l++) pred[l] = v[l] % 7 == 0;
      unsigned any3 = ballot(part, pred) != 0;
      for (int l = 0; l < 32; l++)
        if (part[l]) { want[4][l] = m3; want[5][l] = b3; want[6][l] = all3 * 2 + any3; }
      bool odd[32], even[32];
      for (int l = 0; l < 32; l++) { odd[l] = present[l] && l < 20 && (l & 1); even[l] = present[l] && l < 20 && !(l & 1); pred[l] = v[l] & 2; }
      for (int l = 0; l < 32; l++) {
        if (odd[l]) want[7][l] = mask_of(odd);
        if (even[l]) want[7][l] = ballot(even, pred);
      }
      for (int l = 0; l < 32; l++) pred[l] = l & 1;
      for (int l = 0; l < 32; l++) {
        bool any31 = n == 32;
        want[8][l] = w % 3 == 0 ? ballot(present, pred) : w % 3 == 1 ? any31 + 10 : full;
        x[l] = 0;
      }
      for (int k = 0; k < 4; k++) {
        for (int l = 0; l < 32; l++) { part[l] = present[l] && k < l % 4 + 1; pred[l] = (v[l] >> k) & 1; }
        unsigned bk = ballot(part, pred);
        for (int l = 0; l < 32; l++)
          if (part[l]) x[l] = x[l] * 3 + bk;
      }
      for (int l = 0; l < 32; l++) want[9][l] = x[l];
      for (int l = 0; l < 32; l++) pred[l] = w % 2 == 0 ? 1 : l < 5;
      bool uni = ballot(present, pred) == 0 || ballot(present, pred) == full;
      for (int l = 0; l < 32; l++) want[10][l] = uni * 2 + 1;
      for (int l = 0; l < 32; l++) part[l] = present[l] && l % 3 == 0;
      for (int l = 0; l < 32; l++) pred[l] = l % 6 == 0;
      unsigned b6 = ballot(part, pred), u6 = b6 == 0 || b6 == mask_of(part);
      for (int l = 0; l < 32; l++)
        if (part[l]) want[11][l] = u6 * 2 + 1;
      /* lanes converged on one ballot under different masks: each gets the ballot of the lanes
         in its own mask (measured on an H100) */
      for (int l = 0; l < 32; l++) want[12][l] = full & (l < 16 ? 0x0000ffffu : 0xffff0000u);
      for (int l = 0; l < 32; l++) want[16][l] = l < 16 ? 2 : 1; /* all and any of its own half */
      for (int l = 0; l < 32; l++) {
        unsigned t = tid0 + l;
        pred[l] = (t / block.x) & 1;
      }
      for (int l = 0; l < 32; l++) want[13][l] = ballot(present, pred);
      for (int l = 0; l < 32; l++) {
        unsigned t = tid0 + l;
        part[l] = present[l] && (t / block.x) % 2 == 0;
        pred[l] = (t % block.x) & 1;
      }
      for (int l = 0; l < 32; l++)
        if (part[l]) want[14][l] = ballot(part, pred);
      unsigned all100 = 1, any3r = 0;
      for (int l = 0; l < n; l++) { unsigned t = tid0 + l; all100 &= t % block.x < 100; any3r |= t / block.x == 3; }
      for (int l = 0; l < 32; l++) want[15][l] = all100 * 2 + any3r;
      for (int l = 0; l < n; l++) tally("ballot(1), converged, each half with the mask of its half", h[12 * N + gid0 + l]);
      for (int k = 0; k < NS; k++)
        for (int l = 0; l < n; l++) expect(names[k], block, b, tid0 + l, h[k * N + gid0 + l], want[k][l]);
    }

  if (block.y == 1) {
    CHECK(cudaMemset(d, 0x5a, NS * N * sizeof(unsigned)));
    k_vote_exit<<<blocks, block>>>(d);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, d, NE * N * sizeof(unsigned), cudaMemcpyDeviceToHost));
    static const char *enames[NE] = {"activemask after lanes 20..27 returned", "ballot(activemask) after returns",
                                     "ballot(full mask, 1) after returns", "all(full mask) after returns",
                                     "any(full mask) after returns", "uni(full mask) after returns"};
    for (unsigned b = 0; b < blocks; b++)
      for (unsigned w = 0; w < nw; w++) {
        unsigned tid0 = w * 32, gid0 = b * nt + tid0;
        int n = nt - tid0 < 32 ? (int)(nt - tid0) : 32;
        bool part[32], pred[32];
        for (int l = 0; l < 32; l++) { part[l] = l < n && !(l >= 20 && l < 28); pred[l] = mix(gid0 + l) & 1; }
        unsigned m = mask_of(part), want[NE] = {m, ballot(part, pred), m, 1, 0, 1};
        for (int l = 0; l < n; l++) {
          if (!part[l]) continue;
          tally("ballot(full mask, 1) after lanes 20..27 returned", h[2 * N + gid0 + l]);
          for (int k = 0; k < NE; k++) expect(enames[k], block, b, tid0 + l, h[k * N + gid0 + l], want[k]);
        }
      }
  }
  CHECK(cudaFree(d));
  free(h);
}

int main() {
  run(2, dim3(100));
  run(3, dim3(48));
  run(2, dim3(64));
  run(2, dim3(16, 6));
  run(2, dim3(10, 5));
  for (int i = 0; i < ntallies; i++)
    printf("measured %s: 0x%08x x%d\n", tallies[i].label, tallies[i].value, tallies[i].count);
  if (nbad) {
    printf("FAIL " NAME ": %d of %d values differ\n", nbad, nchecked);
    return 1;
  }
  printf("PASS " NAME ": %d values\n", nchecked);
  return 0;
}
