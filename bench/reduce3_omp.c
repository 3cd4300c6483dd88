/* reduce3, OpenMP reference: one partial sum per 128-element chunk.
 * Size: argv[1] or REDUCE3_N (default 2^22). */
#include <limits.h>
#include <omp.h>
#include "bench.h"

#define CHUNK 128

static void reduce(const int *restrict in, int *restrict partials, int n, int chunks) {
#pragma omp parallel for
  for (int b = 0; b < chunks; b++) {
    int lo = b * CHUNK, hi = lo + CHUNK < n ? lo + CHUNK : n, s = 0;
    for (int i = lo; i < hi; i++) s += in[i];
    partials[b] = s;
  }
}

int main(int argc, char **argv) {
  unsigned long long nn = bench_size(argc, argv, "REDUCE3_N", 1ull << 22);
  if (nn > INT_MAX) {
    fprintf(stderr, "reduce3: n must be <= %d\n", INT_MAX);
    return 2;
  }
  int n = (int)nn, reps = bench_reps(), chunks = (n + CHUNK - 1) / CHUNK;
  int *in = malloc((size_t)n * sizeof(int)), *partials = malloc((size_t)chunks * sizeof(int));
  if (!in || !partials) {
    fprintf(stderr, "reduce3: out of memory\n");
    return 1;
  }
#pragma omp parallel for
  for (int i = 0; i < n; i++) in[i] = (int)(i % 19) - 9;

  for (int w = 0; w < BENCH_WARMUP; w++) reduce(in, partials, n, chunks);
  double t[1000];
  for (int r = 0; r < reps; r++) {
    double t0 = bench_now_ms();
    reduce(in, partials, n, chunks);
    t[r] = bench_now_ms() - t0;
  }
  long long total = 0;
  for (int b = 0; b < chunks; b++) {
    int want = 0;
    for (int i = b * CHUNK; i < n && i < (b + 1) * CHUNK; i++) want += in[i];
    if (partials[b] != want) {
      fprintf(stderr, "reduce3: FAILED: partial[%d] = %d, expected %d\n", b, partials[b], want);
      return 1;
    }
    total += partials[b];
  }
  char size[64];
  snprintf(size, sizeof size, "n=%d", n);
  printf("reduce3: %d partials verified, total %lld (%d OpenMP threads)\n", chunks, total, omp_get_max_threads());
  bench_report("reduce3", "openmp", size, t, reps);
  free(in);
  free(partials);
  return 0;
}
