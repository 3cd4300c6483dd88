/* softmax, OpenMP reference: y = softmax(x) of each row, a parallel loop over the rows:
 * the maximum, e = expf(x - max) stored in y and summed, then y *= 1/sum.
 * Size: argv[1] or SOFTMAX_N rows (default 4096); SOFTMAX_COLS columns (default 2048). */
#include <math.h>
#include <omp.h>
#include "bench.h"
#include "softmax.h"

static void softmax(const float *restrict x, float *restrict y, int rows, int cols) {
#pragma omp parallel for
  for (int r = 0; r < rows; r++) {
    const float *xr = x + (size_t)r * cols;
    float *yr = y + (size_t)r * cols;
    float m = -INFINITY, s = 0.0f;
    for (int c = 0; c < cols; c++) m = fmaxf(m, xr[c]);
    for (int c = 0; c < cols; c++) {
      yr[c] = expf(xr[c] - m);
      s += yr[c];
    }
    float inv = 1.0f / s;
    for (int c = 0; c < cols; c++) yr[c] *= inv;
  }
}

int main(int argc, char **argv) {
  unsigned long long rr = bench_size(argc, argv, "SOFTMAX_N", 4096);
  const char *cs = getenv("SOFTMAX_COLS");
  unsigned long long cc = cs && *cs ? bench_parse(cs) : 2048;
  if (rr > (1u << 24) || cc == 0 || cc > (1u << 24)) {
    fprintf(stderr, "softmax: rows <= 2^24, 1 <= SOFTMAX_COLS <= 2^24\n");
    return 2;
  }
  int rows = (int)rr, cols = (int)cc, reps = bench_reps();
  size_t bytes = (size_t)rows * cols * sizeof(float);
  float *x = malloc(bytes), *y = malloc(bytes);
  if (!x || !y) {
    fprintf(stderr, "softmax: out of memory\n");
    return 1;
  }
  softmax_input(x, rows, cols);

  for (int w = 0; w < BENCH_WARMUP; w++) softmax(x, y, rows, cols);
  double t[1000];
  for (int r = 0; r < reps; r++) {
    double t0 = bench_now_ms();
    softmax(x, y, rows, cols);
    t[r] = bench_now_ms() - t0;
  }
  if (softmax_check(x, y, rows, cols)) return 1;
  char size[64];
  snprintf(size, sizeof size, "rows=%d,cols=%d", rows, cols);
  printf("softmax: result verified (%d OpenMP threads)\n", omp_get_max_threads());
  bench_report("softmax", "openmp", size, t, reps);
  free(x);
  free(y);
  return 0;
}
