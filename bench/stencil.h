/* stencil.h: grid and check shared by stencil.cu and stencil_omp.c. The update is
 * out = 0.5 c + 0.125 (n + s + e + w) on the interior of an n x n grid, the border fixed.
 * Starting from integers in [0, 256), the first five iterations are exact in float, so any
 * order of evaluation gives the same bits; the check allows 1e-3 for longer runs. */
static void stencil_input(float *g, int n) {
  for (size_t i = 0; i < (size_t)n * n; i++) g[i] = (float)((i * 2654435761u >> 8) % 256);
}

static int stencil_check(const float *got, const float *g0, int n, int iters) {
  size_t cells = (size_t)n * n;
  float *a = (float *)malloc(cells * sizeof(float)), *b = (float *)malloc(cells * sizeof(float));
  if (!a || !b) {
    fprintf(stderr, "stencil: out of memory for the check\n");
    return 1;
  }
  memcpy(a, g0, cells * sizeof(float));
  memcpy(b, g0, cells * sizeof(float));
  for (int it = 0; it < iters; it++) {
    for (size_t y = 1; y + 1 < (size_t)n; y++)
      for (size_t x = 1; x + 1 < (size_t)n; x++) {
        size_t i = y * n + x;
        b[i] = 0.5f * a[i] + 0.125f * (a[i - 1] + a[i + 1] + a[i - n] + a[i + n]);
      }
    float *t = a;
    a = b;
    b = t;
  }
  int bad = 0;
  for (size_t i = 0; i < cells && !bad; i++)
    if (!(fabsf(got[i] - a[i]) <= 1e-3f)) {
      fprintf(stderr, "stencil: FAILED at (%zu, %zu): got %.6f, expected %.6f\n", i / n, i % n, got[i], a[i]);
      bad = 1;
    }
  free(a);
  free(b);
  return bad;
}
