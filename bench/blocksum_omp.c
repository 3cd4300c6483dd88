/* blocksum, OpenMP reference: the sum of n ints, a parallel loop with a reduction.
 * Size: argv[1] or BLOCKSUM_N (default 2^24). */
#include <limits.h>
#include <omp.h>
#include "bench.h"

static int sum(const int *restrict in, int n) {
  int s = 0;
#pragma omp parallel for reduction(+ : s)
  for (int i = 0; i < n; i++) s += in[i];
  return s;
}

int main(int argc, char **argv) {
  unsigned long long nn = bench_size(argc, argv, "BLOCKSUM_N", 1ull << 24);
  if (nn > INT_MAX / 2) {
    fprintf(stderr, "blocksum: n must be <= %d\n", INT_MAX / 2);
    return 2;
  }
  int n = (int)nn, reps = bench_reps();
  int *in = malloc((size_t)n * sizeof(int));
  if (!in) {
    fprintf(stderr, "blocksum: out of memory\n");
    return 1;
  }
#pragma omp parallel for
  for (int i = 0; i < n; i++) in[i] = (int)(i % 19) - 7;
  long long want = 0;
  for (int i = 0; i < n; i++) want += in[i];

  int got = 0;
  for (int w = 0; w < BENCH_WARMUP; w++) got = sum(in, n);
  double t[1000];
  for (int r = 0; r < reps; r++) {
    double t0 = bench_now_ms();
    got = sum(in, n);
    t[r] = bench_now_ms() - t0;
  }
  if (got != want) {
    fprintf(stderr, "blocksum: FAILED: sum %d, expected %lld\n", got, want);
    return 1;
  }
  char size[64];
  snprintf(size, sizeof size, "n=%d", n);
  printf("blocksum: result verified, sum %d (%d OpenMP threads)\n", got, omp_get_max_threads());
  bench_report("blocksum", "openmp", size, t, reps);
  free(in);
  return 0;
}
