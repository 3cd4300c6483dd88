/* graph, OpenMP reference: the same chain of K parallel loops (y = 0.5*x + k, swap), ITERS
 * times, each loop a parallel region as each kernel is a launch. Size: argv[1] or GRAPH_N
 * (default 2^16); GRAPH_K loops (default 32). */
#include <limits.h>
#include <omp.h>
#include "bench.h"

enum { ITERS = 20 };

int main(int argc, char **argv) {
  unsigned long long nn = bench_size(argc, argv, "GRAPH_N", 1ull << 16);
  const char *ks = getenv("GRAPH_K");
  int K = ks ? atoi(ks) : 32;
  if (nn > INT_MAX || K < 2 || K % 2) {
    fprintf(stderr, "graph: n <= %d, GRAPH_K even >= 2\n", INT_MAX);
    return 2;
  }
  int n = (int)nn, reps = bench_reps();
  float *a = malloc((size_t)n * sizeof *a), *b = malloc((size_t)n * sizeof *b);
  double t[1000];
  for (int r = 0; r < reps + BENCH_WARMUP; r++) {
    for (int i = 0; i < n; i++) a[i] = (float)(i % 100);
    double t0 = bench_now_ms();
    for (int it = 0; it < ITERS; it++)
      for (int k = 0; k < K; k++) {
        const float *restrict x = k % 2 ? b : a;
        float *restrict y = k % 2 ? a : b;
        float kk = (float)k;
#pragma omp parallel for
        for (int i = 0; i < n; i++) y[i] = 0.5f * x[i] + kk;
      }
    if (r >= BENCH_WARMUP) t[r - BENCH_WARMUP] = bench_now_ms() - t0;
  }
  for (int i = 0; i < n; i++) {
    float x = (float)(i % 100);
    for (int it = 0; it < ITERS; it++)
      for (int k = 0; k < K; k++) x = 0.5f * x + (float)k;
    if (a[i] != x) {
      fprintf(stderr, "graph: FAILED at i=%d: got %g, expected %g\n", i, a[i], x);
      return 1;
    }
  }
  char size[64];
  snprintf(size, sizeof size, "n=%d,k=%d", n, K);
  printf("graph: result verified (%d OpenMP threads)\n", omp_get_max_threads());
  bench_report("graph", "openmp", size, t, reps);
  free(a);
  free(b);
  return 0;
}
