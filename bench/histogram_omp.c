/* histogram, OpenMP reference: 256-bin histogram of n bytes, a parallel loop with an array
 * reduction (each thread counts into its own copy, then the copies are added).
 * Size: argv[1] or HISTOGRAM_N (default 2^25). */
#include <limits.h>
#include <omp.h>
#include "bench.h"
#include "histogram.h"

static void histogram(const unsigned char *restrict data, unsigned *restrict hist, int n) {
  for (int b = 0; b < 256; b++) hist[b] = 0;
#pragma omp parallel for reduction(+ : hist[:256])
  for (int i = 0; i < n; i++) hist[data[i]]++;
}

int main(int argc, char **argv) {
  unsigned long long nn = bench_size(argc, argv, "HISTOGRAM_N", 1ull << 25);
  if (nn > INT_MAX / 2) {
    fprintf(stderr, "histogram: n must be <= %d\n", INT_MAX / 2);
    return 2;
  }
  int n = (int)nn, reps = bench_reps();
  unsigned char *data = malloc((size_t)n);
  unsigned hist[256];
  if (!data) {
    fprintf(stderr, "histogram: out of memory\n");
    return 1;
  }
  hist_input(data, (size_t)n);

  for (int w = 0; w < BENCH_WARMUP; w++) histogram(data, hist, n);
  double t[1000];
  for (int r = 0; r < reps; r++) {
    double t0 = bench_now_ms();
    histogram(data, hist, n);
    t[r] = bench_now_ms() - t0;
  }
  if (hist_check(hist, data, (size_t)n)) return 1;
  char size[64];
  snprintf(size, sizeof size, "n=%d", n);
  printf("histogram: result verified (%d OpenMP threads)\n", omp_get_max_threads());
  bench_report("histogram", "openmp", size, t, reps);
  free(data);
  return 0;
}
