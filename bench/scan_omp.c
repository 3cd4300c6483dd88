/* scan, OpenMP reference: inclusive prefix sum of each 1024-element segment, the segments
 * shared out by a parallel loop. Size: argv[1] or SCAN_N (default 2^23). */
#include <limits.h>
#include <omp.h>
#include "bench.h"

#define SEG 1024

static void scan(const int *restrict in, int *restrict out, int n) {
  int segs = (n + SEG - 1) / SEG;
#pragma omp parallel for
  for (int b = 0; b < segs; b++) {
    int lo = b * SEG, hi = lo + SEG < n ? lo + SEG : n, s = 0;
    for (int i = lo; i < hi; i++) {
      s += in[i];
      out[i] = s;
    }
  }
}

int main(int argc, char **argv) {
  unsigned long long nn = bench_size(argc, argv, "SCAN_N", 1ull << 23);
  if (nn > INT_MAX - SEG) {
    fprintf(stderr, "scan: n must be <= %d\n", INT_MAX - SEG);
    return 2;
  }
  int n = (int)nn, reps = bench_reps();
  size_t bytes = (size_t)n * sizeof(int);
  int *in = malloc(bytes), *out = malloc(bytes);
  if (!in || !out) {
    fprintf(stderr, "scan: out of memory\n");
    return 1;
  }
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    in[i] = (int)((i % 23) * 7 % 23) - 11;
    out[i] = 0;
  }

  for (int w = 0; w < BENCH_WARMUP; w++) scan(in, out, n);
  double t[1000];
  for (int r = 0; r < reps; r++) {
    double t0 = bench_now_ms();
    scan(in, out, n);
    t[r] = bench_now_ms() - t0;
  }
  int s = 0;
  for (int i = 0; i < n; i++) {
    s = i % SEG ? s + in[i] : in[i];
    if (out[i] != s) {
      fprintf(stderr, "scan: FAILED at i=%d: got %d, expected %d\n", i, out[i], s);
      return 1;
    }
  }
  char size[64];
  snprintf(size, sizeof size, "n=%d", n);
  printf("scan: %d segments of %d verified (%d OpenMP threads)\n", (n + SEG - 1) / SEG, SEG, omp_get_max_threads());
  bench_report("scan", "openmp", size, t, reps);
  free(in);
  free(out);
  return 0;
}
