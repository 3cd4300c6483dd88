/* transpose, OpenMP reference: out = in^T for an n x n float matrix, in 32x32 blocks (so
 * that both the reads and the writes stay in cache), a parallel loop over the blocks.
 * Size: argv[1] or TRANSPOSE_N (default 4096). */
#include <omp.h>
#include "bench.h"

#define TILE 32

static void transpose(const float *restrict in, float *restrict out, size_t n) {
#pragma omp parallel for collapse(2)
  for (size_t ib = 0; ib < n; ib += TILE)
    for (size_t jb = 0; jb < n; jb += TILE)
      for (size_t i = ib; i < ib + TILE && i < n; i++)
        for (size_t j = jb; j < jb + TILE && j < n; j++) out[j * n + i] = in[i * n + j];
}

int main(int argc, char **argv) {
  unsigned long long nn = bench_size(argc, argv, "TRANSPOSE_N", 4096);
  if (nn > 65536) {
    fprintf(stderr, "transpose: n must be <= 65536\n");
    return 2;
  }
  size_t n = (size_t)nn, bytes = n * n * sizeof(float);
  int reps = bench_reps();
  float *in = malloc(bytes), *out = malloc(bytes);
  if (!in || !out) {
    fprintf(stderr, "transpose: out of memory\n");
    return 1;
  }
#pragma omp parallel for
  for (size_t i = 0; i < n * n; i++) {
    in[i] = (float)i;
    out[i] = 0.0f;
  }

  for (int w = 0; w < BENCH_WARMUP; w++) transpose(in, out, n);
  double t[1000];
  for (int r = 0; r < reps; r++) {
    double t0 = bench_now_ms();
    transpose(in, out, n);
    t[r] = bench_now_ms() - t0;
  }
  for (size_t i = 0; i < n; i++)
    for (size_t j = 0; j < n; j++)
      if (out[i * n + j] != in[j * n + i]) {
        fprintf(stderr, "transpose: FAILED at [%zu][%zu]: got %g, expected %g\n", i, j, out[i * n + j], in[j * n + i]);
        return 1;
      }
  char size[64];
  snprintf(size, sizeof size, "n=%zu", n);
  printf("transpose: result verified (%d OpenMP threads)\n", omp_get_max_threads());
  bench_report("transpose", "openmp", size, t, reps);
  free(in);
  free(out);
  return 0;
}
