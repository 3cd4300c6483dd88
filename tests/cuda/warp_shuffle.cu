// warp_shuffle: __shfl_sync / _up / _down / _xor with full and partial widths, the ballot,
// any, all and activemask votes, a warp-level reduction, a block whose last warp is only
// half full (a shuffle from a lane that does not exist gives 0, as measured on an H200),
// a shuffle that only the lower half of each warp executes, and one that reads lanes
// outside its mask (0 as well: the cuda-samples reduction's last step relies on it).
#include <cstdio>
#include <cstdlib>

#define NT 48   /* one full warp and one of 16 lanes */

struct R { int down, up, xr, idx, idxw, red, bal, any, all, act, half, inactive; };

__global__ void shuffles(const int *in, R *out) {
  int t = threadIdx.x, lane = t % 32;
  int v = in[blockIdx.x * NT + t];
  R r;
  r.down = __shfl_down_sync(0xffffffffu, v, 3);
  r.up = __shfl_up_sync(0xffffffffu, v, 5, 16);
  r.xr = __shfl_xor_sync(0xffffffffu, v, 6);
  r.idx = __shfl_sync(0xffffffffu, v, 7);
  r.idxw = __shfl_sync(0xffffffffu, v, lane + 2, 8);
  int s = v;
  for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);
  r.red = s;
  r.bal = (int)__ballot_sync(0xffffffffu, v % 3 == 0);
  r.any = __any_sync(0xffffffffu, v > 90);
  r.all = __all_sync(0xffffffffu, v >= 0);
  r.act = (int)__activemask();
  int h = -1;
  if (lane < 16) h = __shfl_xor_sync(0x0000ffffu, v, 1);
  r.half = h;
  int g = -1;
  if (lane < 8) g = __shfl_down_sync(0xffu, v, 4);     /* lanes 8..11 are not taking part */
  r.inactive = g;
  out[blockIdx.x * NT + t] = r;
}

int main() {
  const int blocks = 3, n = blocks * NT;
  int hin[n];
  for (int i = 0; i < n; i++) hin[i] = (i * 29) % 97;
  int *din; R *dout;
  cudaMalloc(&din, sizeof hin);
  cudaMalloc(&dout, n * sizeof(R));
  cudaMemcpy(din, hin, sizeof hin, cudaMemcpyHostToDevice);
  shuffles<<<blocks, NT>>>(din, dout);
  R *r = (R *)malloc(n * sizeof(R));
  cudaError_t e = cudaMemcpy(r, dout, n * sizeof(R), cudaMemcpyDeviceToHost);
  if (e != cudaSuccess) { printf("FAIL warp_shuffle: %s\n", cudaGetErrorName(e)); return 1; }
  int bad = 0;
  for (int b = 0; b < blocks; b++)
    for (int t = 0; t < NT; t++) {
      const int *v = hin + b * NT;
      int lane = t % 32, wb = t - lane, wn = NT - wb < 32 ? NT - wb : 32;   /* lanes in this warp */
      R x = r[b * NT + t], w;
      /* a source lane that does not exist gives 0 (measured on an H200) */
      auto at = [&](int l) { return l < wn ? v[wb + l] : 0; };
      w.down = lane + 3 <= 31 ? at(lane + 3) : v[t];
      int seg = lane & ~15;
      w.up = lane - 5 >= seg ? at(lane - 5) : v[t];
      w.xr = at(lane ^ 6);
      w.idx = at(7);
      w.idxw = at((lane & ~7) | ((lane + 2) & 7));
      int sum = 0;
      for (int l = 0; l < wn; l++) sum += v[wb + l];
      w.red = sum;
      unsigned bal = 0, act = 0;
      int any = 0, all = 1;
      for (int l = 0; l < wn; l++) {
        act |= 1u << l;
        if (v[wb + l] % 3 == 0) bal |= 1u << l;
        any |= v[wb + l] > 90;
        all &= v[wb + l] >= 0;
      }
      w.bal = (int)bal; w.any = any; w.all = all; w.act = (int)act;
      w.half = lane < 16 ? at(lane ^ 1) : -1;
      w.inactive = lane < 8 ? (lane + 4 < 8 ? at(lane + 4) : 0) : -1;
      const char *names[] = {"down", "up", "xor", "idx", "idx width 8", "xor reduction", "ballot", "any", "all", "activemask", "half-warp xor", "inactive source"};
      const int *got = &x.down, *want = &w.down;
      for (int k = 0; k < 12; k++) {
        if (got[k] != want[k] && bad++ < 10)
          printf("FAIL warp_shuffle: block %d thread %d %s: got %d, expected %d\n", b, t, names[k], got[k], want[k]);
      }
    }
  free(r);
  cudaFree(din); cudaFree(dout);
  if (bad) return 1;
  printf("PASS warp_shuffle\n");
  return 0;
}
