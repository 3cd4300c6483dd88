// warp_redux: __reduce_add_sync, __reduce_min_sync and __reduce_max_sync on unsigned and int
// (the same bits give different minima and maxima), __reduce_and_sync, __reduce_or_sync and
// __reduce_xor_sync (sm_80+: redux.sync) as an H100 does them: full warps, blocks of 100 and
// 48 threads (the full mask then names lanes that do not exist), a branch of every third
// lane, the two halves of a warp in the two sides of a branch, warps on different paths, a
// loop whose trip count differs between lanes, and lanes that returned early. Sums wrap.
// test-flags: -arch=sm_90
#define NAME "warp_redux"
#include "check.h"
#include <cstring>

#define MOD3 0x49249249u
#define SENT 0xfffffff9u
#define NOP 9 /* add.u32 add.s32 min.u32 min.s32 max.u32 max.s32 and or xor */

__host__ __device__ inline unsigned mix(unsigned x) {
  x ^= x >> 16; x *= 0x7feb352dU; x ^= x >> 15; x *= 0x846ca68bU; x ^= x >> 16;
  return x;
}

__device__ void all_ops(unsigned mask, unsigned v, unsigned *out, unsigned N) {
  int s = (int)v;
  out[0 * N] = __reduce_add_sync(mask, v);
  out[1 * N] = (unsigned)__reduce_add_sync(mask, s);
  out[2 * N] = __reduce_min_sync(mask, v);
  out[3 * N] = (unsigned)__reduce_min_sync(mask, s);
  out[4 * N] = __reduce_max_sync(mask, v);
  out[5 * N] = (unsigned)__reduce_max_sync(mask, s);
  out[6 * N] = __reduce_and_sync(mask, v | 0x0f000000u);
  out[7 * N] = __reduce_or_sync(mask, v & 0x00f0f0f0u);
  out[8 * N] = __reduce_xor_sync(mask, v);
}

#define NS (3 * NOP + 3)
__global__ void k_redux(unsigned *out) {
  unsigned nt = blockDim.x, tid = threadIdx.x, gid = blockIdx.x * nt + tid, N = gridDim.x * nt;
  int lane = tid % 32, warp = tid / 32;
  unsigned v = mix(gid);
  out += gid;
  all_ops(0xffffffffu, v, out, N);
  if (lane % 3 == 0) all_ops(MOD3, v, out + NOP * N, N);
  if (lane < 16) all_ops(0x0000ffffu, v, out + 2 * NOP * N, N);
  else all_ops(0xffff0000u, v, out + 2 * NOP * N, N);
  unsigned x = 0; /* the loop runs lane%4+1 times; each round's lanes are those still in it */
  for (int k = 0; k < lane % 4 + 1; k++) x = x * 3 + __reduce_add_sync(__activemask(), v >> k);
  out[3 * NOP * N] = x;
  if (warp % 2 == 0) x = __reduce_add_sync(0xffffffffu, v & 0xff);
  else x = (unsigned)__reduce_max_sync(0xffffffffu, (int)v);
  out[(3 * NOP + 1) * N] = x;
  /* every lane on one redux, each half with the mask of its half (measured) */
  out[(3 * NOP + 2) * N] = __reduce_add_sync(lane < 16 ? 0x0000ffffu : 0xffff0000u, v);
}

#define NE 4
__global__ void k_redux_exit(unsigned *out) {
  unsigned nt = blockDim.x, tid = threadIdx.x, gid = blockIdx.x * nt + tid, N = gridDim.x * nt;
  int lane = tid % 32;
  unsigned v = mix(gid);
  if (lane >= 20 && lane < 28) return; /* lanes 20..27 leave */
  out[0 * N + gid] = __reduce_add_sync(__activemask(), v);
  out[1 * N + gid] = __reduce_add_sync(0xffffffffu, v); /* the mask names lanes that returned */
  out[2 * N + gid] = (unsigned)__reduce_min_sync(0xffffffffu, (int)v);
  out[3 * N + gid] = __reduce_and_sync(0xffffffffu, v | 0x0f000000u);
}

// ---------------------------------------------------------------- host side
static int nbad, nchecked, conv_own, conv_warp, conv_other;
static void expect(const char *what, unsigned nt, unsigned b, unsigned tid, unsigned got, unsigned want) {
  nchecked++;
  if (got != want && nbad++ < fail_limit())
    printf("FAIL " NAME ": %s, block of %u #%u thread %u (lane %u): got 0x%08x, expected 0x%08x\n", what, nt, b, tid,
           tid % 32, got, want);
}
static const char *opnames[NOP] = {"add unsigned", "add int", "min unsigned", "min int", "max unsigned",
                                   "max int", "and", "or", "xor"};
// op k over the lanes taking part
static unsigned red(int k, const bool *part, const unsigned *v) {
  unsigned r = k == 2 || k == 6 ? 0xffffffffu : k == 3 ? 0x7fffffffu : k == 5 ? 0x80000000u : 0;
  for (int l = 0; l < 32; l++) {
    if (!part[l]) continue;
    unsigned x = v[l];
    switch (k) {
    case 0:
    case 1: r += x; break;
    case 2: r = x < r ? x : r; break;
    case 3: r = (int)x < (int)r ? x : r; break;
    case 4: r = x > r ? x : r; break;
    case 5: r = (int)x > (int)r ? x : r; break;
    case 6: r &= x | 0x0f000000u; break;
    case 7: r |= x & 0x00f0f0f0u; break;
    default: r ^= x; break;
    }
  }
  return r;
}

static void run(unsigned blocks, unsigned nt) {
  unsigned N = blocks * nt, nw = (nt + 31) / 32;
  unsigned *d, *h = (unsigned *)malloc(NS * N * sizeof(unsigned));
  CHECK(cudaMalloc(&d, NS * N * sizeof(unsigned)));
  CHECK(cudaMemset(d, 0xff, NS * N * sizeof(unsigned)));
  k_redux<<<blocks, nt>>>(d);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h, d, NS * N * sizeof(unsigned), cudaMemcpyDeviceToHost));
  char what[128];
  for (unsigned b = 0; b < blocks; b++)
    for (unsigned w = 0; w < nw; w++) {
      unsigned tid0 = w * 32, gid0 = b * nt + tid0, v[32];
      int n = nt - tid0 < 32 ? (int)(nt - tid0) : 32;
      bool present[32], m3[32], lo[32], hi[32];
      for (int l = 0; l < 32; l++) {
        present[l] = l < n;
        v[l] = mix(gid0 + l);
        m3[l] = present[l] && l % 3 == 0;
        lo[l] = present[l] && l < 16;
        hi[l] = present[l] && l >= 16;
      }
      for (int k = 0; k < NOP; k++)
        for (int l = 0; l < n; l++) {
          snprintf(what, sizeof what, "%s, full mask", opnames[k]);
          expect(what, nt, b, tid0 + l, h[k * N + gid0 + l], red(k, present, v));
          snprintf(what, sizeof what, "%s, every third lane", opnames[k]);
          expect(what, nt, b, tid0 + l, h[(NOP + k) * N + gid0 + l], m3[l] ? red(k, m3, v) : 0xffffffffu);
          snprintf(what, sizeof what, "%s, two halves", opnames[k]);
          expect(what, nt, b, tid0 + l, h[(2 * NOP + k) * N + gid0 + l], red(k, l < 16 ? lo : hi, v));
        }
      unsigned x[32] = {0}, sh[32];
      for (int r = 0; r < 4; r++) {
        bool part[32];
        for (int l = 0; l < 32; l++) { part[l] = present[l] && r < l % 4 + 1; sh[l] = v[l] >> r; }
        unsigned s = red(0, part, sh);
        for (int l = 0; l < 32; l++)
          if (part[l]) x[l] = x[l] * 3 + s;
      }
      for (int l = 0; l < 32; l++) sh[l] = v[l] & 0xff;
      for (int l = 0; l < n; l++) {
        expect("add in a loop of lane%4+1 trips", nt, b, tid0 + l, h[3 * NOP * N + gid0 + l], x[l]);
        expect("warps on different paths", nt, b, tid0 + l, h[(3 * NOP + 1) * N + gid0 + l],
               w % 2 == 0 ? red(0, present, sh) : red(5, present, v));
        unsigned got = h[(3 * NOP + 2) * N + gid0 + l];
        if (got == red(0, l < 16 ? lo : hi, v)) conv_own++;
        else if (got == red(0, present, v)) conv_warp++;
        else conv_other++;
      }
    }

  k_redux_exit<<<blocks, nt>>>(d);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h, d, NE * N * sizeof(unsigned), cudaMemcpyDeviceToHost));
  static const char *enames[NE] = {"add(activemask) after lanes 20..27 returned",
                                   "add(full mask) after lanes 20..27 returned",
                                   "min int(full mask) after lanes 20..27 returned",
                                   "and(full mask) after lanes 20..27 returned"};
  for (unsigned b = 0; b < blocks; b++)
    for (unsigned w = 0; w < nw; w++) {
      unsigned tid0 = w * 32, gid0 = b * nt + tid0, v[32];
      int n = nt - tid0 < 32 ? (int)(nt - tid0) : 32;
      bool part[32];
      for (int l = 0; l < 32; l++) { part[l] = l < n && !(l >= 20 && l < 28); v[l] = mix(gid0 + l); }
      unsigned want[NE] = {red(0, part, v), red(0, part, v), red(3, part, v), red(6, part, v)};
      for (int l = 0; l < n; l++)
        if (part[l])
          for (int k = 0; k < NE; k++) expect(enames[k], nt, b, tid0 + l, h[k * N + gid0 + l], want[k]);
    }
  CHECK(cudaFree(d));
  free(h);
}

int main() {
  run(2, 100);
  run(3, 48);
  run(2, 64);
  if (nbad) {
    printf("FAIL " NAME ": %d of %d values differ\n", nbad, nchecked);
    return 1;
  }
  printf("all 9 operations: full mask, every third lane, two halves, loops, warps on different paths, lanes returned\n");
  printf("measured add converged, each half with the mask of its half: the lanes of its own mask x%d, of the warp x%d, "
         "other x%d\n", conv_own, conv_warp, conv_other);
  printf("PASS " NAME ": %d values\n", nchecked);
  return 0;
}
