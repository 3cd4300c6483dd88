/* matvec.h: matrix, vector and check shared by matvec.cu and matvec_omp.c. Entries are
 * multiples of 1/8 in [-1, 1], so every product and partial sum is exact in float (for
 * n < 2^18): any summation order must give bit-identical results. */
static float mv_a(size_t i, size_t j) { return (float)((int)((i * 5 + j * 3) % 17) - 8) / 8.0f; }
static float mv_x(size_t j) { return (float)((int)(j % 13) - 6) / 8.0f; }

static int mv_check(const float *A, const float *x, const float *y, size_t n) {
  for (size_t i = 0; i < n; i++) {
    double want = 0;
    for (size_t j = 0; j < n; j++) want += (double)A[i * n + j] * x[j];
    if ((double)y[i] != want) {
      fprintf(stderr, "matvec: FAILED at y[%zu]: got %.6f, expected %.6f\n", i, y[i], want);
      return 1;
    }
  }
  return 0;
}
