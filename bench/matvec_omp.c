/* matvec, OpenMP reference: y = A*x for a row-major n x n float matrix, a parallel loop
 * over the rows, each row's dot product a SIMD reduction. Size: argv[1] or MATVEC_N
 * (default 8192). */
#include <omp.h>
#include "bench.h"
#include "matvec.h"

static void matvec(const float *restrict A, const float *restrict x, float *restrict y, size_t n) {
#pragma omp parallel for
  for (size_t i = 0; i < n; i++) {
    const float *a = A + i * n;
    float sum = 0.0f;
#pragma omp simd reduction(+ : sum)
    for (size_t j = 0; j < n; j++) sum += a[j] * x[j];
    y[i] = sum;
  }
}

int main(int argc, char **argv) {
  unsigned long long nn = bench_size(argc, argv, "MATVEC_N", 8192);
  if (nn > 65536) {
    fprintf(stderr, "matvec: n must be <= 65536\n");
    return 2;
  }
  size_t n = (size_t)nn, bytes = n * n * sizeof(float);
  int reps = bench_reps();
  float *A = malloc(bytes), *x = malloc(n * sizeof(float)), *y = malloc(n * sizeof(float));
  if (!A || !x || !y) {
    fprintf(stderr, "matvec: out of memory\n");
    return 1;
  }
#pragma omp parallel for
  for (size_t i = 0; i < n; i++) {
    x[i] = mv_x(i);
    for (size_t j = 0; j < n; j++) A[i * n + j] = mv_a(i, j);
  }

  for (int w = 0; w < BENCH_WARMUP; w++) matvec(A, x, y, n);
  double t[1000];
  for (int r = 0; r < reps; r++) {
    double t0 = bench_now_ms();
    matvec(A, x, y, n);
    t[r] = bench_now_ms() - t0;
  }
  if (mv_check(A, x, y, n)) return 1;
  char size[64];
  snprintf(size, sizeof size, "n=%zu", n);
  printf("matvec: result verified (%d OpenMP threads)\n", omp_get_max_threads());
  bench_report("matvec", "openmp", size, t, reps);
  free(A);
  free(x);
  free(y);
  return 0;
}
