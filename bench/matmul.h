/* matmul.h: inputs and checking shared by matmul.cu and matmul_omp.c. Entries are
 * multiples of 1/8 in [-1, 1], so every product and partial sum is exact in float
 * (for n < 300000): any summation order must give bit-identical results. */
static float mm_a(size_t i, size_t k) { return (float)((int)((i * 7 + k * 3) % 17) - 8) / 8.0f; }
static float mm_b(size_t k, size_t j) { return (float)((int)((k * 5 + j * 11) % 13) - 6) / 8.0f; }

/* Check C against a host dot product: every entry for n <= 512, else 4096 samples.
 * Returns 0 if all match, else prints the first mismatch and returns 1. */
static int mm_check(const float *C, size_t n) {
  size_t count = n <= 512 ? n * n : 4096;
  unsigned long long seed = 12345;
  for (size_t s = 0; s < count; s++) {
    size_t i, j;
    if (n <= 512) {
      i = s / n;
      j = s % n;
    } else {
      seed = seed * 6364136223846793005ull + 1442695040888963407ull;
      i = (seed >> 33) % n;
      j = (seed >> 13) % n;
    }
    double want = 0;
    for (size_t k = 0; k < n; k++) want += (double)mm_a(i, k) * (double)mm_b(k, j);
    if ((double)C[i * n + j] != want) {
      fprintf(stderr, "matmul: FAILED at C[%zu][%zu]: got %.6f, expected %.6f\n", i, j, C[i * n + j], want);
      return 1;
    }
  }
  return 0;
}
