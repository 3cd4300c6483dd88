/* launch, OpenMP reference: K back-to-back parallel loops of a[i] += 1 over n ints, each a
 * parallel region as each kernel is a launch. BENCH_MS is the total for the K loops.
 * Size: argv[1] or LAUNCH_N elements (default 1024); LAUNCH_K loops (default 1000). */
#include <limits.h>
#include <omp.h>
#include "bench.h"

int main(int argc, char **argv) {
  unsigned long long nn = bench_size(argc, argv, "LAUNCH_N", 1024);
  const char *ks = getenv("LAUNCH_K");
  int K = ks ? atoi(ks) : 1000;
  if (nn > INT_MAX || K < 1) {
    fprintf(stderr, "launch: n <= %d, LAUNCH_K >= 1\n", INT_MAX);
    return 2;
  }
  int n = (int)nn, reps = bench_reps();
  int *a = calloc((size_t)n, sizeof(int));
  if (!a) {
    fprintf(stderr, "launch: out of memory\n");
    return 1;
  }
  double t[1000];
  for (int r = 0; r < BENCH_WARMUP + reps; r++) {
    double t0 = bench_now_ms();
    for (int k = 0; k < K; k++) {
#pragma omp parallel for
      for (int i = 0; i < n; i++) a[i] += 1;
    }
    if (r >= BENCH_WARMUP) t[r - BENCH_WARMUP] = bench_now_ms() - t0;
  }
  long long want = (long long)(BENCH_WARMUP + reps) * K;
  for (int i = 0; i < n; i++)
    if (a[i] != want) {
      fprintf(stderr, "launch: FAILED at i=%d: got %d, expected %lld\n", i, a[i], want);
      return 1;
    }
  char size[64];
  snprintf(size, sizeof size, "n=%d,k=%d", n, K);
  printf("launch: result verified; %d loops, %.2f us per loop (%d OpenMP threads)\n", K,
         1e3 * bench_median(t, reps) / K, omp_get_max_threads());
  bench_report("launch", "openmp", size, t, reps);
  free(a);
  return 0;
}
