/* gridsync, OpenMP reference: the same STEPS sweeps in one parallel region, a worksharing
 * loop per sweep (its implicit barrier is the grid barrier). Size: argv[1] or GRIDSYNC_N
 * elements (default 2^20); GRIDSYNC_STEPS sweeps (default 200). */
#include <limits.h>
#include <omp.h>
#include <string.h>
#include "bench.h"
#include "gridsync.h"

int main(int argc, char **argv) {
  unsigned long long nn = bench_size(argc, argv, "GRIDSYNC_N", 1 << 20);
  const char *ss = getenv("GRIDSYNC_STEPS");
  int steps = ss ? atoi(ss) : 200;
  if (nn < 2 || nn > INT_MAX || steps < 1) {
    fprintf(stderr, "gridsync: 2 <= n <= %d, GRIDSYNC_STEPS >= 1\n", INT_MAX);
    return 2;
  }
  int n = (int)nn, reps = bench_reps();
  unsigned *h0 = malloc((size_t)n * sizeof(unsigned)), *a = malloc((size_t)n * sizeof(unsigned)),
           *b = malloc((size_t)n * sizeof(unsigned)), *out = NULL;
  if (!h0 || !a || !b) {
    fprintf(stderr, "gridsync: out of memory\n");
    return 1;
  }
  gridsync_input(h0, n);
  double t[1000];
  for (int r = 0; r < BENCH_WARMUP + reps; r++) {
    memcpy(a, h0, (size_t)n * sizeof(unsigned));
    double t0 = bench_now_ms();
#pragma omp parallel
    {
      unsigned *x = a, *y = b;
      for (int s = 0; s < steps; s++) {
#pragma omp for schedule(static)
        for (int i = 0; i < n; i++) y[i] = x[i == 0 ? n - 1 : i - 1] + 2u * x[i] + x[i == n - 1 ? 0 : i + 1];
        unsigned *tmp = x;
        x = y;
        y = tmp;
      }
    }
    if (r >= BENCH_WARMUP) t[r - BENCH_WARMUP] = bench_now_ms() - t0;
  }
  out = steps % 2 ? b : a;
  if (gridsync_check(out, h0, n, steps)) return 1;
  char size[64];
  snprintf(size, sizeof size, "n=%d,steps=%d", n, steps);
  printf("gridsync: result verified; %.2f us per sweep (%d OpenMP threads)\n", 1e3 * bench_median(t, reps) / steps,
         omp_get_max_threads());
  bench_report("gridsync", "openmp", size, t, reps);
  free(h0);
  free(a);
  free(b);
  return 0;
}
