// warp_syncwarp: __syncwarp(mask) ordering shared-memory exchanges inside a warp, in
// divergent code: the lower half of each warp alone, the two halves in the two sides of a
// branch with masks of their own, every third lane, a tree reduction whose mask shrinks
// each step (the mask from __ballot_sync), lanes that returned early (mask from
// __activemask()), blocks of 100 threads (the last warp has 4 lanes; __syncwarp() names
// lanes that do not exist) and 2D blocks 16x6 and 10x5. Each exchange reads what other lanes
// wrote just before the __syncwarp.
#define NAME "warp_syncwarp"
#include "check.h"

#define MOD3 0x49249249u
#define NS 7

__host__ __device__ inline int value(unsigned gid) { return (int)((gid * 2654435761u) >> 12) % 100000 - 50000; }

__global__ void k_syncwarp(int *out) {
  __shared__ int s[1024], u[1024];
  unsigned nt = blockDim.x * blockDim.y, tid = threadIdx.y * blockDim.x + threadIdx.x, gid = blockIdx.x * nt + tid,
           M = gridDim.x * nt;
  int lane = tid % 32, base = tid - lane, v = value(gid);
  out += gid;
  int r = -7;
  if (lane < 16) { /* lower half: reverse */
    s[tid] = v;
    __syncwarp(0x0000ffffu);
    r = s[base + 15 - lane];
  }
  out[0 * M] = r;
  if (lane < 16) { /* each half with its own mask, rotating by one or by three */
    u[tid] = v + 1;
    __syncwarp(0x0000ffffu);
    r = u[base + (lane + 1) % 16];
  } else {
    u[tid] = v - 1;
    __syncwarp(0xffff0000u);
    r = u[base + 16 + (lane + 3) % 16];
  }
  out[1 * M] = r;
  __syncwarp();
  r = -7;
  if (lane % 3 == 0) { /* every third lane: the next one's value */
    s[tid] = v * 3;
    __syncwarp(MOD3);
    r = s[base + (lane + 3) % 33];
  }
  out[2 * M] = r;
  __syncwarp();
  s[tid] = v; /* tree reduction, the mask shrinking each step */
  __syncwarp();
  for (int k = 16; k > 0; k >>= 1) {
    unsigned m = __ballot_sync(0xffffffffu, lane < k);
    if (lane < k) {
      int x = s[tid] + s[tid + k];
      __syncwarp(m);
      s[tid] = x;
      __syncwarp(m);
    }
  }
  __syncwarp(); /* lanes that left the loop early wait for lane 0's last write */
  out[3 * M] = s[base];
  __syncwarp();
  u[tid] = v ^ 0x5555; /* a neighbour's value, all lanes (in a short warp too) */
  __syncwarp();
  out[4 * M] = u[base + (lane + 1) % 32];
  __syncwarp();
  if (blockDim.y > 1 && threadIdx.y % 2 == 0) { /* even rows of a 2D block: the row reversed */
    s[tid] = v + 7;
    __syncwarp(__activemask());
    out[5 * M] = s[tid - threadIdx.x + blockDim.x - 1 - threadIdx.x];
  }
  __syncwarp();
  if (lane >= 20 && lane < 28) return; /* lanes 20..27 leave */
  u[tid] = v - 7;
  __syncwarp(__activemask());
  out[6 * M] = u[base + (lane < 20 ? 19 - lane : 28 + (31 - lane))];
}

static int nbad, nchecked;
static void expect(const char *what, dim3 blk, unsigned b, unsigned tid, int got, int want) {
  nchecked++;
  if (got != want && nbad++ < fail_limit())
    printf("FAIL " NAME ": %s, block %ux%u #%u thread %u (lane %u): got %d, expected %d\n", what, blk.x, blk.y, b, tid,
           tid % 32, got, want);
}

static void run(unsigned blocks, dim3 block) {
  unsigned nt = block.x * block.y, M = blocks * nt;
  int *d, *h = (int *)malloc(NS * M * sizeof(int));
  CHECK(cudaMalloc(&d, NS * M * sizeof(int)));
  CHECK(cudaMemset(d, 0xff, NS * M * sizeof(int)));
  k_syncwarp<<<blocks, block>>>(d);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h, d, NS * M * sizeof(int), cudaMemcpyDeviceToHost));
  static const char *names[NS] = {"lower half reversed", "halves rotated", "every third lane",
                                  "shrinking tree reduction", "neighbour", "even rows reversed",
                                  "after lanes 20..27 returned"};
  for (unsigned b = 0; b < blocks; b++)
    for (unsigned t = 0; t < nt; t++) {
      unsigned lane = t % 32, base = t - lane, n = nt - base < 32 ? nt - base : 32, x = t % block.x, y = t / block.x;
      auto V = [&](unsigned tt) { return tt < nt ? value(b * nt + tt) : 0; };
      int want[NS];
      want[0] = lane < 16 ? V(base + 15 - lane) : -7;
      want[1] = lane < 16 ? V(base + (lane + 1) % 16) + 1 : V(base + 16 + (lane + 3) % 16) - 1;
      want[2] = lane % 3 == 0 ? 3 * V(base + (lane + 3) % 33) : -7;
      int sum = 0;
      for (unsigned l = 0; l < 32; l++) sum += base + l < nt ? V(base + l) : 0;
      want[3] = n == 32 ? sum : 0; /* a short warp reads shared memory no lane wrote: not checked */
      want[4] = base + (lane + 1) % 32 < nt ? V(base + (lane + 1) % 32) ^ 0x5555 : 0;
      want[5] = block.y > 1 && y % 2 == 0 ? V(t - x + block.x - 1 - x) + 7 : -1;
      want[6] = lane >= 20 && lane < 28 ? -1 : V(base + (lane < 20 ? 19 - lane : 28 + (31 - lane))) - 7;
      for (int k = 0; k < NS; k++) {
        if (n < 32 && (k == 3 || k == 4 || k == 6)) continue; /* reads lanes that do not exist */
        if (n < 32 && k == 1) continue;
        if (n < 32 && k == 2 && base + (lane + 3) % 33 >= nt) continue;
        if (n < 32 && k == 0 && base + 15 - lane >= nt) continue;
        expect(names[k], block, b, t, h[k * M + b * nt + t], want[k]);
      }
    }
  CHECK(cudaFree(d));
  free(h);
}

int main() {
  run(2, dim3(100));
  run(2, dim3(64));
  run(2, dim3(16, 6));
  run(2, dim3(10, 5));
  if (nbad) {
    printf("FAIL " NAME ": %d of %d values differ\n", nbad, nchecked);
    return 1;
  }
  printf("PASS " NAME ": %d values\n", nchecked);
  return 0;
}
