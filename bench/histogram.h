/* histogram.h: input shared by histogram.cu and histogram_omp.c: n pseudo-random bytes
 * (a 64-bit LCG, the high byte of each step), with a skew: every 4th byte is folded into
 * the low 64 values, as text or image data is not uniform either. */
static void hist_input(unsigned char *data, size_t n) {
  unsigned long long x = 88172645463325252ull;
  for (size_t i = 0; i < n; i++) {
    x = x * 6364136223846793005ull + 1442695040888963407ull;
    unsigned v = (unsigned)(x >> 56);
    data[i] = (unsigned char)(i % 4 == 0 ? v % 64 : v);
  }
}

/* Check hist[256] against a count on the host; 0 if equal, else prints the first mismatch. */
static int hist_check(const unsigned *hist, const unsigned char *data, size_t n) {
  unsigned want[256] = {0};
  for (size_t i = 0; i < n; i++) want[data[i]]++;
  for (int b = 0; b < 256; b++)
    if (hist[b] != want[b]) {
      fprintf(stderr, "histogram: FAILED: bin %d = %u, expected %u\n", b, hist[b], want[b]);
      return 1;
    }
  return 0;
}
