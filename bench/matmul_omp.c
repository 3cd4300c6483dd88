/* matmul, OpenMP reference: C = A*B (n x n floats), i-k-j loop order.
 * Size: argv[1] or MATMUL_N (default 512). */
#include <omp.h>
#include "bench.h"
#include "matmul.h"

static void matmul(const float *restrict A, const float *restrict B, float *restrict C, size_t n) {
#pragma omp parallel for
  for (size_t i = 0; i < n; i++) {
    float *c = C + i * n;
    for (size_t j = 0; j < n; j++) c[j] = 0.0f;
    for (size_t k = 0; k < n; k++) {
      float a = A[i * n + k];
      const float *b = B + k * n;
      for (size_t j = 0; j < n; j++) c[j] += a * b[j];
    }
  }
}

int main(int argc, char **argv) {
  unsigned long long nn = bench_size(argc, argv, "MATMUL_N", 512);
  if (nn > 65536) {
    fprintf(stderr, "matmul: n must be <= 65536\n");
    return 2;
  }
  size_t n = (size_t)nn, bytes = n * n * sizeof(float);
  int reps = bench_reps();
  float *A = malloc(bytes), *B = malloc(bytes), *C = malloc(bytes);
  if (!A || !B || !C) {
    fprintf(stderr, "matmul: out of memory\n");
    return 1;
  }
#pragma omp parallel for
  for (size_t i = 0; i < n; i++)
    for (size_t j = 0; j < n; j++) {
      A[i * n + j] = mm_a(i, j);
      B[i * n + j] = mm_b(i, j);
    }

  for (int w = 0; w < BENCH_WARMUP; w++) matmul(A, B, C, n);
  double t[1000];
  for (int r = 0; r < reps; r++) {
    double t0 = bench_now_ms();
    matmul(A, B, C, n);
    t[r] = bench_now_ms() - t0;
  }
  if (mm_check(C, n)) return 1;
  char size[64];
  snprintf(size, sizeof size, "n=%zu", n);
  printf("matmul: result verified (%d OpenMP threads)\n", omp_get_max_threads());
  bench_report("matmul", "openmp", size, t, reps);
  free(A);
  free(B);
  free(C);
  return 0;
}
