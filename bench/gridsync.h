/* gridsync.h: input and check shared by gridsync.cu and gridsync_omp.c. STEPS sweeps of a
 * 1D three-point stencil over n unsigned ints, b[i] = a[i-1] + 2 a[i] + a[i+1] with the
 * ends wrapping, in unsigned arithmetic (exact: any order gives the same bits), ping-pong
 * between two arrays; every sweep needs the whole previous one (a grid-wide barrier). */
static void gridsync_input(unsigned *a, int n) {
  for (int i = 0; i < n; i++) a[i] = (unsigned)i * 2654435761u >> 7;
}

static int gridsync_check(const unsigned *got, const unsigned *a0, int n, int steps) {
  unsigned *a = (unsigned *)malloc((size_t)n * sizeof(unsigned)), *b = (unsigned *)malloc((size_t)n * sizeof(unsigned));
  if (!a || !b) {
    fprintf(stderr, "gridsync: out of memory for the check\n");
    return 1;
  }
  memcpy(a, a0, (size_t)n * sizeof(unsigned));
  for (int s = 0; s < steps; s++) {
    for (int i = 0; i < n; i++) b[i] = a[i == 0 ? n - 1 : i - 1] + 2u * a[i] + a[i == n - 1 ? 0 : i + 1];
    unsigned *t = a;
    a = b;
    b = t;
  }
  int bad = 0;
  for (int i = 0; i < n && !bad; i++)
    if (got[i] != a[i]) {
      fprintf(stderr, "gridsync: FAILED at i=%d: got %u, expected %u\n", i, got[i], a[i]);
      bad = 1;
    }
  free(a);
  free(b);
  return bad;
}
