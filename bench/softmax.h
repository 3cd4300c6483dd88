/* softmax.h: input and check shared by softmax.cu and softmax_omp.c. x[r][c] are
 * pseudo-random in [-8, 8); the check compares each output with a double-precision
 * softmax to a relative tolerance of 1e-4. */
static void softmax_input(float *x, size_t rows, size_t cols) {
  unsigned long long s = 2024;
  for (size_t i = 0; i < rows * cols; i++) {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    x[i] = (float)((s >> 40) % 16384) / 1024.0f - 8.0f;
  }
}

static int softmax_check(const float *x, const float *y, size_t rows, size_t cols) {
  for (size_t r = 0; r < rows; r++) {
    const float *xr = x + r * cols, *yr = y + r * cols;
    double m = xr[0], s = 0;
    for (size_t c = 1; c < cols; c++) m = xr[c] > m ? xr[c] : m;
    for (size_t c = 0; c < cols; c++) s += exp((double)xr[c] - m);
    for (size_t c = 0; c < cols; c++) {
      double want = exp((double)xr[c] - m) / s;
      if (!(fabs(yr[c] - want) <= 1e-4 * want)) {
        fprintf(stderr, "softmax: FAILED at [%zu][%zu]: got %.9g, expected %.9g\n", r, c, yr[c], want);
        return 1;
      }
    }
  }
  return 0;
}
