// row_forms: per-thread values of 2-D and 3-D blocks that are U + k * threadIdx.x with U
// depending on the thread's row (threadIdx.y/z), in 32 and 64 bits, stepped by the same
// amount in a loop with barriers (as nvcc leaves a tiled loop's pointers and shared
// addresses), which heddle computes per row instead of loading per thread; checked
// against the host:
//  - tiled matrix products (16x16 and 8x8 tiles, n not a multiple of the tile);
//  - a 64-bit value widened from a 32-bit index that wraps within a row (heddle must see
//    the row is not linear and load each thread's value);
//  - a row sweep in 32x4 and 8x4x2 blocks after some threads of the block returned (the
//    running threads are a masked group, a row's first thread may be gone);
//  - the difference of two widened indices that wrap at different threads of a row (the
//    jumps cancel at the row's ends), and float/double registers set by bit moves of such
//    integers (found in review: neither is of the form).
#define NAME "row_forms"
#include "check.h"
#include <climits>
#include <cstring>

template <int T> __global__ void matmul(const float *A, const float *B, float *C, int n) {
  __shared__ float As[T][T], Bs[T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * T + ty, col = blockIdx.x * T + tx;
  float acc = 0.0f;
  for (int t = 0; t < n; t += T) {
    As[ty][tx] = (row < n && t + tx < n) ? A[(size_t)row * n + t + tx] : 0.0f;
    Bs[ty][tx] = (t + ty < n && col < n) ? B[(size_t)(t + ty) * n + col] : 0.0f;
    __syncthreads();
    for (int k = 0; k < T; k++) acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  if (row < n && col < n) C[(size_t)row * n + col] = acc;
}

/* v = (long long)(base + tid.x) wraps at INT_MAX within the row when base is near it */
__global__ void widened(long long *out, int base, int steps) {
  __shared__ int one[1];
  int t = threadIdx.y * blockDim.x + threadIdx.x, nt = blockDim.x * blockDim.y;
  long long v = (long long)(base + (int)threadIdx.x) + 1000LL * threadIdx.y;
  unsigned long long w = (unsigned long long)((unsigned)base + threadIdx.x);
  for (int s = 0; s < steps; s++) {
    if (t == 0) one[0] = s + 1;
    __syncthreads();
    out[(size_t)s * nt * 2 + 2 * t] = v * one[0];
    out[(size_t)s * nt * 2 + 2 * t + 1] = (long long)(w + (unsigned long long)one[0]);
    __syncthreads();
    v += 3;
    w += 5;
  }
}

/* rows of threads sweep a w-wide matrix, a tile of the block's width at a time, through
 * shared memory (each tile at a place of its own: si, stepped by 256), each adding its
 * right neighbour's value (its own where that one is gone); threads 0 and 3 of the block's
 * first row return first */
__global__ void sweep(const int *in, int *out, int w) {
  __shared__ int buf[26 * 256];
  int tx = threadIdx.x, ty = threadIdx.y + threadIdx.z * blockDim.y, bx = blockDim.x;
  if (ty == 0 && (tx == 0 || tx == 3)) return;
  int j = (tx + 1) % bx;
  if (ty == 0 && (j == 0 || j == 3)) j = tx;
  int row = blockIdx.x * blockDim.y * blockDim.z + ty, acc = 0, si = ty * bx + tx;
  for (int c = 0; c < w; c += bx, si += 256) {
    buf[si] = c + tx < w ? in[(size_t)row * w + c + tx] : 0;
    __syncthreads();
    acc += buf[si - tx + j] * (c / bx + 1);
    __syncthreads();
  }
  out[(size_t)row * bx + tx] = acc;
}

/* zext(a + tid.x) - zext(b + tid.x) with a, b near UINT_MAX: 0 or 2^32 - 3 ... per thread */
__global__ void cancel(unsigned long long *out, unsigned a, unsigned b, int steps) {
  __shared__ int one[1];
  int t = threadIdx.y * blockDim.x + threadIdx.x, nt = blockDim.x * blockDim.y;
  unsigned long long v = (unsigned long long)(a + threadIdx.x) - (unsigned long long)(b + threadIdx.x);
  for (int s = 0; s < steps; s++) {
    if (t == 0) one[0] = s + 1;
    __syncthreads();
    out[(size_t)s * nt + t] = v * one[0];
    __syncthreads();
    v += 3;
  }
}

/* a float and a double whose bits are U(row) + k * tid.x, stepped as integers */
__global__ void fbits(float *outf, double *outd, int steps) {
  __shared__ int one[1];
  int tx = threadIdx.x, ty = threadIdx.y, t = ty * blockDim.x + tx, nt = blockDim.x * blockDim.y;
  float f;
  double d;
  asm volatile("mov.b32 %0, %1;" : "=f"(f) : "r"(0x3fc00000 + 4096 * ty + 256 * tx));
  asm volatile("mov.b64 %0, %1;" : "=d"(d) : "l"(0x3ff8000000000000LL + 1000LL * ty));
#pragma unroll 1
  for (int s = 0; s < steps; s++) {
    if (t == 0) one[0] = s + 1;
    __syncthreads();
    outf[(size_t)s * nt + t] = f + (float)one[0];
    outd[(size_t)s * nt + t] = d + (double)one[0];
    __syncthreads();
    asm volatile("mov.b32 %0, %1;" : "=f"(f) : "r"(__float_as_int(f) + 8));
    asm volatile("mov.b64 %0, %1;" : "=d"(d) : "l"(__double_as_longlong(d) + 16));
  }
}

static int nbad;
static void expect_eq(const char *what, long long i, long long got, long long want) {
  if (got != want && nbad++ < fail_limit())
    printf("FAIL " NAME ": %s [%lld]: got %lld, expected %lld\n", what, i, got, want);
}

template <int T> static void run_matmul(int n) {
  size_t bytes = (size_t)n * n * sizeof(float);
  float *hA = (float *)malloc(bytes), *hB = (float *)malloc(bytes), *hC = (float *)malloc(bytes), *A, *B, *C;
  for (int i = 0; i < n * n; i++) hA[i] = (float)(i % 7) - 3.0f, hB[i] = (float)(i % 5) * 0.5f;
  CHECK(cudaMalloc(&A, bytes));
  CHECK(cudaMalloc(&B, bytes));
  CHECK(cudaMalloc(&C, bytes));
  CHECK(cudaMemcpy(A, hA, bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(B, hB, bytes, cudaMemcpyHostToDevice));
  matmul<T><<<dim3((n + T - 1) / T, (n + T - 1) / T), dim3(T, T)>>>(A, B, C, n);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(hC, C, bytes, cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      float acc = 0.0f; /* the tiles' order of the adds: exact here (small integers and halves) */
      for (int k = 0; k < n; k++) acc += hA[i * n + k] * hB[k * n + j];
      if (hC[i * n + j] != acc && nbad++ < fail_limit())
        printf("FAIL " NAME ": matmul<%d> n=%d [%d][%d]: got %g, expected %g\n", T, n, i, j, hC[i * n + j], acc);
    }
  CHECK(cudaFree(A));
  CHECK(cudaFree(B));
  CHECK(cudaFree(C));
  free(hA), free(hB), free(hC);
}

int main() {
  run_matmul<16>(100);
  run_matmul<16>(64);
  run_matmul<8>(37);

  /* widened values, bases that wrap within a row and ones that do not */
  const int steps = 3;
  long long *d_out, *h = (long long *)malloc(sizeof(long long) * steps * 2 * 256);
  CHECK(cudaMalloc(&d_out, sizeof(long long) * steps * 2 * 256));
  int bases[] = {INT_MAX - 20, 1000, -40, INT_MAX - 70};
  dim3 bl[] = {dim3(32, 8), dim3(64, 2), dim3(16, 4, 2), dim3(48, 3)};
  for (int c = 0; c < 4; c++) {
    int nt = bl[c].x * bl[c].y * bl[c].z;
    widened<<<1, dim3(bl[c].x, bl[c].y * bl[c].z)>>>(d_out, bases[c], steps);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, d_out, sizeof(long long) * steps * 2 * nt, cudaMemcpyDeviceToHost));
    for (int t = 0; t < nt; t++) {
      int tx = t % bl[c].x, ty = t / bl[c].x;
      long long v = (long long)(int)((unsigned)bases[c] + (unsigned)tx) + 1000LL * ty;
      unsigned long long w = (unsigned long long)((unsigned)bases[c] + (unsigned)tx);
      for (int s = 0; s < steps; s++, v += 3, w += 5) {
        expect_eq("widened v", (long long)c * 100000 + s * 1000 + t, h[(size_t)s * nt * 2 + 2 * t], v * (s + 1));
        expect_eq("widened w", (long long)c * 100000 + s * 1000 + t, h[(size_t)s * nt * 2 + 2 * t + 1],
                  (long long)(w + (unsigned long long)(s + 1)));
      }
    }
  }

  /* sweeps after early returns */
  const int W = 200, H = 40; /* rows: a multiple of 4 and 8 */
  int *hin = (int *)malloc(sizeof(int) * W * H), *hout = (int *)malloc(sizeof(int) * H * 32), *d_in, *d_o;
  for (int i = 0; i < W * H; i++) hin[i] = (i * 37) % 101 - 50;
  CHECK(cudaMalloc(&d_in, sizeof(int) * W * H));
  CHECK(cudaMalloc(&d_o, sizeof(int) * H * 32));
  CHECK(cudaMemcpy(d_in, hin, sizeof(int) * W * H, cudaMemcpyHostToDevice));
  dim3 sb[] = {dim3(32, 4), dim3(8, 4, 2)};
  for (int c = 0; c < 2; c++) {
    int bx = sb[c].x, rows = sb[c].y * sb[c].z;
    CHECK(cudaMemset(d_o, 0, sizeof(int) * H * 32));
    sweep<<<H / rows, sb[c]>>>(d_in, d_o, W);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hout, d_o, sizeof(int) * H * 32, cudaMemcpyDeviceToHost));
    for (int row = 0; row < H; row++)
      for (int tx = 0; tx < bx; tx++) {
        int want = 0;
        int ty = row % rows, j = (tx + 1) % bx;
        if (ty == 0 && (j == 0 || j == 3)) j = tx;
        if (!(ty == 0 && (tx == 0 || tx == 3)))
          for (int cc = 0; cc < W; cc += bx) {
            int x = cc + j;
            want += (x < W ? hin[row * W + x] : 0) * (cc / bx + 1);
          }
        expect_eq("sweep", (long long)c * 100000 + row * 32 + tx, hout[row * bx + tx], want);
      }
  }
  /* wraps that cancel at a row's ends */
  {
    unsigned a = 0xFFFFFFFDu, b = 0xFFFFFFFAu;
    unsigned long long *d_c, *hc = (unsigned long long *)malloc(sizeof(unsigned long long) * steps * 128);
    CHECK(cudaMalloc(&d_c, sizeof(unsigned long long) * steps * 128));
    cancel<<<1, dim3(32, 4)>>>(d_c, a, b, steps);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hc, d_c, sizeof(unsigned long long) * steps * 128, cudaMemcpyDeviceToHost));
    for (int s = 0; s < steps; s++)
      for (int t = 0; t < 128; t++) {
        unsigned tx = (unsigned)t % 32;
        unsigned long long v = (unsigned long long)(a + tx) - (unsigned long long)(b + tx) + 3ull * (unsigned)s;
        expect_eq("cancel", (long long)s * 1000 + t, (long long)hc[s * 128 + t], (long long)(v * (unsigned)(s + 1)));
      }
    CHECK(cudaFree(d_c));
    free(hc);
  }
  /* float and double registers set by bit moves */
  {
    const int nt = 24 * 3, fs = 4;
    float *d_f, hfl[fs * nt];
    double *d_d, hdb[fs * nt];
    CHECK(cudaMalloc(&d_f, sizeof hfl));
    CHECK(cudaMalloc(&d_d, sizeof hdb));
    fbits<<<1, dim3(24, 3)>>>(d_f, d_d, fs);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hfl, d_f, sizeof hfl, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hdb, d_d, sizeof hdb, cudaMemcpyDeviceToHost));
    for (int s = 0; s < fs; s++)
      for (int t = 0; t < nt; t++) {
        int tx = t % 24, ty = t / 24, fi = 0x3fc00000 + 4096 * ty + 256 * tx + 8 * s;
        long long di = 0x3ff8000000000000LL + 1000LL * ty + 16LL * s;
        float f;
        double d;
        memcpy(&f, &fi, 4);
        memcpy(&d, &di, 8);
        if (hfl[s * nt + t] != f + (float)(s + 1) && nbad++ < fail_limit())
          printf("FAIL " NAME ": fbits float [%d][%d]: got %.9g, expected %.9g\n", s, t, hfl[s * nt + t], f + (float)(s + 1));
        if (hdb[s * nt + t] != d + (double)(s + 1) && nbad++ < fail_limit())
          printf("FAIL " NAME ": fbits double [%d][%d]: got %.17g, expected %.17g\n", s, t, hdb[s * nt + t], d + (double)(s + 1));
      }
    CHECK(cudaFree(d_f));
    CHECK(cudaFree(d_d));
  }
  CHECK(cudaFree(d_out));
  CHECK(cudaFree(d_in));
  CHECK(cudaFree(d_o));
  free(h), free(hin), free(hout);
  if (nbad) {
    printf("FAIL " NAME ": %d mismatches\n", nbad);
    return 1;
  }
  printf("PASS " NAME "\n");
  return 0;
}
