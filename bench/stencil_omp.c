/* stencil, OpenMP reference: ITERS Jacobi sweeps of a 5-point stencil over an n x n float
 * grid, ping-ponging between two buffers, each sweep a parallel loop over the rows.
 * Size: argv[1] or STENCIL_N (default 4096); STENCIL_ITERS sweeps (default 4). */
#include <math.h>
#include <omp.h>
#include "bench.h"
#include "stencil.h"

static void sweep(const float *restrict in, float *restrict out, int n) {
#pragma omp parallel for
  for (int y = 1; y < n - 1; y++)
    for (int x = 1; x < n - 1; x++) {
      size_t i = (size_t)y * n + x;
      out[i] = 0.5f * in[i] + 0.125f * (in[i - 1] + in[i + 1] + in[i - n] + in[i + n]);
    }
}

int main(int argc, char **argv) {
  unsigned long long nn = bench_size(argc, argv, "STENCIL_N", 4096);
  const char *is = getenv("STENCIL_ITERS");
  int iters = is ? atoi(is) : 4;
  if (nn < 3 || nn > 16384 || iters < 1) {
    fprintf(stderr, "stencil: 3 <= n <= 16384, STENCIL_ITERS >= 1\n");
    return 2;
  }
  int n = (int)nn, reps = bench_reps();
  size_t bytes = (size_t)n * n * sizeof(float);
  float *g0 = malloc(bytes), *a = malloc(bytes), *b = malloc(bytes);
  if (!g0 || !a || !b) {
    fprintf(stderr, "stencil: out of memory\n");
    return 1;
  }
  stencil_input(g0, n);
  memcpy(b, g0, bytes); /* the border of both buffers */

  double t[1000];
  float *result = a;
  for (int r = 0; r < BENCH_WARMUP + reps; r++) {
    memcpy(a, g0, bytes);
    float *src = a, *dst = b;
    double t0 = bench_now_ms();
    for (int it = 0; it < iters; it++) {
      sweep(src, dst, n);
      float *tmp = src;
      src = dst;
      dst = tmp;
    }
    if (r >= BENCH_WARMUP) t[r - BENCH_WARMUP] = bench_now_ms() - t0;
    result = src;
  }
  if (stencil_check(result, g0, n, iters)) return 1;
  char size[64];
  snprintf(size, sizeof size, "n=%d,iters=%d", n, iters);
  printf("stencil: result verified (%d OpenMP threads)\n", omp_get_max_threads());
  bench_report("stencil", "openmp", size, t, reps);
  free(g0);
  free(a);
  free(b);
  return 0;
}
