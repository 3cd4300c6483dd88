/* spmv, OpenMP reference: y = A*x for a CSR matrix, a parallel loop over the rows.
 * Size: argv[1] or SPMV_N rows (default 2^18). */
#include <omp.h>
#include "bench.h"
#include "spmv.h"

static void spmv(int rows, const int *restrict rowptr, const int *restrict col, const float *restrict val,
                 const float *restrict x, float *restrict y) {
#pragma omp parallel for
  for (int r = 0; r < rows; r++) {
    float sum = 0.0f;
    for (int j = rowptr[r]; j < rowptr[r + 1]; j++) sum += val[j] * x[col[j]];
    y[r] = sum;
  }
}

int main(int argc, char **argv) {
  unsigned long long nn = bench_size(argc, argv, "SPMV_N", 1ull << 18);
  if (nn > (1ull << 24)) {
    fprintf(stderr, "spmv: rows must be <= 2^24\n");
    return 2;
  }
  int rows = (int)nn, reps = bench_reps();
  int *rowptr = malloc(((size_t)rows + 1) * sizeof(int));
  if (!rowptr) {
    fprintf(stderr, "spmv: out of memory\n");
    return 1;
  }
  long long nnz = spmv_rowptr(rowptr, rows);
  int *col = malloc((size_t)nnz * sizeof(int));
  float *val = malloc((size_t)nnz * sizeof(float)), *x = malloc((size_t)rows * sizeof(float));
  float *y = malloc((size_t)rows * sizeof(float));
  if (!col || !val || !x || !y) {
    fprintf(stderr, "spmv: out of memory\n");
    return 1;
  }
  spmv_fill(rowptr, rows, col, val, x);

  for (int w = 0; w < BENCH_WARMUP; w++) spmv(rows, rowptr, col, val, x, y);
  double t[1000];
  for (int r = 0; r < reps; r++) {
    double t0 = bench_now_ms();
    spmv(rows, rowptr, col, val, x, y);
    t[r] = bench_now_ms() - t0;
  }
  if (spmv_check(rowptr, col, val, x, y, rows)) return 1;
  char size[64];
  snprintf(size, sizeof size, "rows=%d,nnz=%lld", rows, nnz);
  printf("spmv: result verified (%d OpenMP threads)\n", omp_get_max_threads());
  bench_report("spmv", "openmp", size, t, reps);
  free(rowptr);
  free(col);
  free(val);
  free(x);
  free(y);
  return 0;
}
