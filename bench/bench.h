/* bench.h: helpers shared by the heddle (.cu) and OpenMP (.c) benchmark programs.
 * Each program prints human-readable lines and one machine-readable line
 *   BENCH_MS <median milliseconds>
 * that bench/run.sh picks up. */
#ifndef HEDDLE_BENCH_H
#define HEDDLE_BENCH_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define BENCH_WARMUP 2
#define BENCH_REPS_DEFAULT 11

static double bench_now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec * 1e-6;
}

static int bench_cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* Median of t[0..r) (sorts t in place). */
static double bench_median(double *t, int r) {
  qsort(t, (size_t)r, sizeof *t, bench_cmp);
  return r % 2 ? t[r / 2] : 0.5 * (t[r / 2 - 1] + t[r / 2]);
}

/* Parse "16777216", "2^24" or "1<<24"; 0 on error. */
static unsigned long long bench_parse(const char *s) {
  char *e;
  unsigned long long v = strtoull(s, &e, 0), x, r = 1;
  if (e == s) return 0;
  if (*e == '\0') return v;
  int pow = *e == '^';
  if (!pow && !(e[0] == '<' && e[1] == '<')) return 0;
  const char *p = e + (pow ? 1 : 2);
  x = strtoull(p, &e, 0);
  if (e == p || *e || x > 63) return 0;
  if (!pow) return v << x;
  while (x--) r *= v;
  return r;
}

/* Problem size: argv[1] if given, else env var `envname`, else def. */
static unsigned long long bench_size(int argc, char **argv, const char *envname, unsigned long long def) {
  const char *s = argc > 1 ? argv[1] : getenv(envname);
  unsigned long long v = s && *s ? bench_parse(s) : def;
  if (v == 0) {
    fprintf(stderr, "bad size '%s' (use e.g. 16777216, 2^24 or 1<<24)\n", s);
    exit(2);
  }
  return v;
}

/* Repetitions: env R, default 11. */
static int bench_reps(void) {
  const char *s = getenv("R");
  int r = s ? atoi(s) : BENCH_REPS_DEFAULT;
  return r > 0 && r <= 1000 ? r : BENCH_REPS_DEFAULT;
}

static void bench_report(const char *name, const char *impl, const char *size, double *t, int r) {
  double lo = t[0], hi = t[0];
  for (int i = 1; i < r; i++) {
    if (t[i] < lo) lo = t[i];
    if (t[i] > hi) hi = t[i];
  }
  double med = bench_median(t, r);
  printf("%s [%s] %s: median %.3f ms over %d runs (min %.3f, max %.3f)\n", name, impl, size, med, r, lo, hi);
  printf("BENCH_MS %.4f\n", med);
}

#ifdef __CUDACC__
#define CK(call)                                                                                                       \
  do {                                                                                                                 \
    cudaError_t e_ = (call);                                                                                           \
    if (e_ != cudaSuccess) {                                                                                           \
      fprintf(stderr, "%s:%d: %s failed: %s\n", __FILE__, __LINE__, #call, cudaGetErrorString(e_));                    \
      exit(1);                                                                                                         \
    }                                                                                                                  \
  } while (0)
#endif
#endif
