// row_groups: each thread moves G consecutive words between shared memory and registers
// (`v[k] = sh[wbase + lane * G + k]`, and back), the blocked half of CUB's warp transposes;
// heddle makes such a group for a whole warp at once (a transpose in registers). A warp
// copies its part of the input into shared memory striped (lane + n * k, n its lanes),
// reads G consecutive words per lane, writes them back reversed, doubled and plus the lane
// (one lane of each warp skips the write and adds 1 to its row's first word), then copies the
// part out striped. G of 3, 4, 7, 9, 15 and 16, unsigned and float words; blocks of 32 to
// 128 threads and partial warps (48, 40, 33), two- and three-row blocks, whole warps that
// return first, shared memory of exactly the block's rows (the last rows end at the
// window's end) or with room after them, and rows whose stride is not G words (padded by
// one: no group). Also a store group in a kernel without shared loads (its shared memory
// read by atomics), and a load group whose first word overwrites a register that held a
// shared address of the form base + 4 * tid.x (inline PTX), read through after it.
#define NAME "row_groups"
#include "check.h"
#include <vector>

template <int G, int PAD, typename T>
__global__ void rows(const T *in, T *out, int live, int skip_lane) {
  extern __shared__ unsigned char smem[];
  const int stride = G + PAD, tx = threadIdx.x, lane = tx & 31, w0 = tx & ~31;
  const int nw = blockDim.x - w0 < 32 ? blockDim.x - w0 : 32; /* the lanes of this warp */
  const size_t part = (size_t)blockDim.x * stride; /* a row of the block's threads */
  T *sh = (T *)smem + threadIdx.y * part + w0 * stride;
  const size_t at = ((size_t)blockIdx.x * blockDim.y + threadIdx.y) * part + w0 * stride;
  if (tx >= live) return; /* whole warps */
  for (int k = 0; k < stride; k++) sh[lane + nw * k] = in[at + lane + nw * k];
  __syncwarp(__activemask());
  T v[G];
  for (int k = 0; k < G; k++) v[k] = sh[lane * stride + k];
  T w[G];
  for (int k = 0; k < G; k++) w[k] = v[G - 1 - k] * (T)2 + (T)lane;
  __syncwarp(__activemask());
  if (lane != skip_lane)
    for (int k = 0; k < G; k++) sh[lane * stride + k] = w[k];
  else
    sh[lane * stride] += (T)1; /* what it read, but its first word */
  __syncwarp(__activemask());
  for (int k = 0; k < stride; k++) out[at + lane + nw * k] = sh[lane + nw * k];
}

/* A store group in a kernel that reads shared memory only through atomics (no ld.shared):
 * each lane's s from two shuffles, then its row of 5 words s, s + 1, ... */
__global__ void atomic_rows(const int *in, int *out) {
  __shared__ int sh[32 * 5];
  const int lane = threadIdx.x & 31;
  int *p = &sh[lane * 5];
  atomicExch(p, 7);
  int s = in[threadIdx.x] + atomicAdd(p, 1);
  s = __shfl_xor_sync(~0u, s, 1);
  s = __shfl_xor_sync(~0u, s + 1, 2);
  for (int k = 0; k < 5; k++) p[k] = s + k;
  __syncwarp();
  for (int k = 0; k < 5; k++) out[threadIdx.x * 5 + k] = atomicAdd(&sh[lane + 32 * k], 0);
}

/* A load group whose first word lands in a register that held a shared address computed
 * from tid.x just before (inline PTX reuses it): the next load goes through the loaded
 * value. Word j of sh holds the address of word (7j + 5) % 96; the result less 3 * base. */
__global__ void reused_row(unsigned *out) {
  __shared__ unsigned sh[96];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sh);
  for (int j = threadIdx.x; j < 96; j += 32) sh[j] = base + 4u * ((j * 7 + 5) % 96);
  __syncwarp();
  const unsigned a0 = base + threadIdx.x * 12;
  unsigned x, q1, q2;
  asm volatile("{\n\t"
               ".reg .b32 tt, p;\n\t"
               "mov.u32 tt, %%tid.x;\n\t"
               "mad.lo.s32 p, tt, 4, %4;\n\t"
               "ld.shared.u32 p, [%3];\n\t"
               "ld.shared.u32 %1, [%3+4];\n\t"
               "ld.shared.u32 %2, [%3+8];\n\t"
               "ld.shared.u32 %0, [p];\n"
               "}"
               : "=r"(x), "=r"(q1), "=r"(q2)
               : "r"(a0), "r"(base)
               : "memory");
  x += __shfl_xor_sync(~0u, q1 + q2, 1);
  out[threadIdx.x] = x - 3 * base;
}

static void run_others() {
  int *din, *dout, hin[32], hout[160];
  for (int i = 0; i < 32; i++) hin[i] = i * 10;
  CHECK(cudaMalloc(&din, sizeof hin));
  CHECK(cudaMalloc(&dout, sizeof hout));
  CHECK(cudaMemcpy(din, hin, sizeof hin, cudaMemcpyHostToDevice));
  atomic_rows<<<1, 32>>>(din, dout);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(hout, dout, sizeof hout, cudaMemcpyDeviceToHost));
  for (int t = 0; t < 32; t++)
    for (int k = 0; k < 5; k++) {
      int j = t + 32 * k, l = j / 5, want = hin[l ^ 3] + 8 + j % 5;
      EXPECT(hout[t * 5 + k] == want, "atomic_rows [%d][%d] = %d, expected %d", t, k, hout[t * 5 + k], want);
    }
  unsigned *du, hu[32];
  CHECK(cudaMalloc(&du, sizeof hu));
  reused_row<<<1, 32>>>(du);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(hu, du, sizeof hu, cudaMemcpyDeviceToHost));
  for (unsigned t = 0; t < 32; t++) {
    unsigned o = t ^ 1, x = 4u * ((((21 * t + 5) % 96) * 7 + 5) % 96);
    unsigned q = 4u * (((3 * o + 1) * 7 + 5) % 96) + 4u * (((3 * o + 2) * 7 + 5) % 96);
    EXPECT(hu[t] == x + q, "reused_row [%u] = %u, expected %u", t, hu[t], x + q);
  }
  CHECK(cudaFree(din));
  CHECK(cudaFree(dout));
  CHECK(cudaFree(du));
}

template <int G, int PAD, typename T>
static void run(dim3 block, int blocks, int live, int skip_lane, int room, int id) {
  const int nthr = block.x * block.y, stride = G + PAD;
  const size_t n = (size_t)blocks * nthr * stride;
  std::vector<T> h(n), got(n), want(n);
  for (size_t i = 0; i < n; i++) h[i] = (T)((i * 2654435761u >> 7) % 1000u);
  for (int b = 0; b < blocks; b++)
    for (int tid = 0; tid < nthr; tid++) {
      size_t row = (size_t)b * nthr * stride + (size_t)tid * stride;
      int tx = tid % block.x, lane = tx & 31;
      for (int k = 0; k < stride; k++) {
        size_t i = row + k;
        if (tx >= live) want[i] = (T)0; /* never copied: out stays as set */
        else if (k < G && lane != skip_lane) want[i] = h[row + G - 1 - k] * (T)2 + (T)lane;
        else want[i] = h[i] + (T)(k == 0 && lane == skip_lane);
      }
    }
  T *din, *dout;
  CHECK(cudaMalloc(&din, n * sizeof(T)));
  CHECK(cudaMalloc(&dout, n * sizeof(T)));
  CHECK(cudaMemcpy(din, h.data(), n * sizeof(T), cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dout, 0, n * sizeof(T)));
  rows<G, PAD, T><<<blocks, block, (size_t)nthr * stride * sizeof(T) + room>>>(din, dout, live, skip_lane);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(got.data(), dout, n * sizeof(T), cudaMemcpyDeviceToHost));
  int bad = 0;
  for (size_t i = 0; i < n; i++)
    if (got[i] != want[i] && bad++ < fail_limit())
      printf("case %d (G %d, pad %d, block %dx%d): [%zu] = %g, expected %g\n", id, G, PAD, (int)block.x,
             (int)block.y, i, (double)got[i], (double)want[i]);
  EXPECT(!bad, "case %d: %d mismatches", id, bad);
  CHECK(cudaFree(din));
  CHECK(cudaFree(dout));
}

int main() {
  run<15, 0, unsigned>(dim3(128), 37, 128, 5, 0, 1);
  run<15, 0, unsigned>(dim3(128), 19, 128, -1, 256, 2);
  run<15, 0, unsigned>(dim3(128), 7, 64, 31, 0, 3); /* two warps return */
  run<15, 0, float>(dim3(96), 11, 96, 0, 0, 4);
  run<3, 0, unsigned>(dim3(64), 13, 64, 7, 0, 5);
  run<4, 0, float>(dim3(128), 9, 128, 3, 64, 6);
  run<7, 0, unsigned>(dim3(48), 17, 48, 9, 0, 7); /* a warp of 16 lanes */
  run<7, 0, unsigned>(dim3(40), 5, 40, 2, 0, 8); /* a warp of 8 lanes */
  run<16, 0, unsigned>(dim3(32), 23, 32, 30, 0, 9);
  run<15, 0, unsigned>(dim3(64, 2), 9, 64, 4, 0, 10); /* two rows of threads */
  run<15, 0, unsigned>(dim3(64, 3), 4, 32, 8, 0, 13); /* three rows, their second warps return */
  run<15, 1, unsigned>(dim3(128), 5, 128, 6, 0, 11); /* rows 16 words apart: no group */
  run<9, 0, float>(dim3(33), 3, 33, 1, 0, 12); /* a warp of one lane */
  run_others();
  printf("PASS " NAME "\n");
  return 0;
}
