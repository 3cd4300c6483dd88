/* spmv.h: the matrix and vector shared by spmv.cu and spmv_omp.c, and the check. A random
 * rows x rows CSR matrix with 32 to 64 nonzeros per row (sorted, possibly repeated column
 * indices). Values and x are multiples of 1/8 in [-1, 1], so every product and partial sum
 * is exact in float: any summation order must give bit-identical results. */
static unsigned long long spmv_rng(unsigned long long *s) {
  *s = *s * 6364136223846793005ull + 1442695040888963407ull;
  return *s >> 33;
}

/* Fills rowptr[rows+1]; returns the number of nonzeros. */
static long long spmv_rowptr(int *rowptr, int rows) {
  unsigned long long s = 42;
  long long nnz = 0;
  for (int r = 0; r < rows; r++) {
    rowptr[r] = (int)nnz;
    nnz += 32 + (long long)(spmv_rng(&s) % 33);
  }
  rowptr[rows] = (int)nnz;
  return nnz;
}

static void spmv_fill(const int *rowptr, int rows, int *col, float *val, float *x) {
  unsigned long long s = 7;
  for (int r = 0; r < rows; r++) {
    for (int j = rowptr[r]; j < rowptr[r + 1]; j++) {
      int c = (int)(spmv_rng(&s) % (unsigned)rows), k = j;
      for (; k > rowptr[r] && col[k - 1] > c; k--) col[k] = col[k - 1];
      col[k] = c;
      val[j] = (float)((int)(spmv_rng(&s) % 17) - 8) / 8.0f;
    }
    x[r] = (float)((int)(r % 15) - 7) / 8.0f;
  }
}

static int spmv_check(const int *rowptr, const int *col, const float *val, const float *x, const float *y, int rows) {
  for (int r = 0; r < rows; r++) {
    double want = 0;
    for (int j = rowptr[r]; j < rowptr[r + 1]; j++) want += (double)val[j] * x[col[j]];
    if ((double)y[r] != want) {
      fprintf(stderr, "spmv: FAILED at row %d: got %.6f, expected %.6f\n", r, y[r], want);
      return 1;
    }
  }
  return 0;
}
