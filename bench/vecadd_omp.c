/* vecadd, OpenMP reference: c[i] = a[i] + b[i]. Size: argv[1] or VECADD_N (default 2^24). */
#include <limits.h>
#include <omp.h>
#include "bench.h"

static void vecadd(const float *restrict a, const float *restrict b, float *restrict c, int n) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) c[i] = a[i] + b[i];
}

int main(int argc, char **argv) {
  unsigned long long nn = bench_size(argc, argv, "VECADD_N", 1ull << 24);
  if (nn > INT_MAX) {
    fprintf(stderr, "vecadd: n must be <= %d\n", INT_MAX);
    return 2;
  }
  int n = (int)nn, reps = bench_reps();
  size_t bytes = (size_t)n * sizeof(float);
  float *a = malloc(bytes), *b = malloc(bytes), *c = malloc(bytes);
  if (!a || !b || !c) {
    fprintf(stderr, "vecadd: out of memory\n");
    return 1;
  }
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    a[i] = (float)(i % 1000);
    b[i] = 0.5f * (float)(i % 77);
    c[i] = 0;
  }

  for (int w = 0; w < BENCH_WARMUP; w++) vecadd(a, b, c, n);
  double t[1000];
  for (int r = 0; r < reps; r++) {
    double t0 = bench_now_ms();
    vecadd(a, b, c, n);
    t[r] = bench_now_ms() - t0;
  }
  for (int i = 0; i < n; i++)
    if (c[i] != a[i] + b[i]) {
      fprintf(stderr, "vecadd: FAILED at i=%d: got %g, expected %g\n", i, c[i], a[i] + b[i]);
      return 1;
    }
  char size[64];
  snprintf(size, sizeof size, "n=%d", n);
  printf("vecadd: result verified (%d OpenMP threads)\n", omp_get_max_threads());
  bench_report("vecadd", "openmp", size, t, reps);
  free(a);
  free(b);
  free(c);
  return 0;
}
