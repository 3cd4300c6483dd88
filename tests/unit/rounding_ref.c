/* rounding_ref.c: the reference for tests/unit/test_rounding.c: each operation computed by
 * the FPU with its rounding mode switched (fesetround), which is IEEE 754's directed
 * rounding. Built with -frounding-math so that nothing is evaluated in the default mode. */
#include <fenv.h>
#include <math.h>
#include <string.h>
#include "rounding_ops.h"

static float F(uint64_t u) {
  uint32_t v = (uint32_t)u;
  float f;
  memcpy(&f, &v, 4);
  return f;
}
static double D(uint64_t u) {
  double d;
  memcpy(&d, &u, 8);
  return d;
}
static uint64_t UF(float f) {
  uint32_t v;
  memcpy(&v, &f, 4);
  return v;
}
static uint64_t UD(double d) {
  uint64_t v;
  memcpy(&v, &d, 8);
  return v;
}

/* Every half (bit pattern) but the NaNs and -0, in increasing order of value */
static uint16_t halves[65536 - 2 * 1023 - 1];
static int nhalves;
static double half_value(uint16_t h) {
  int e = (h >> 10) & 31, m = h & 1023;
  double v = e == 31 ? INFINITY : e == 0 ? ldexp(m, -24) : ldexp(1024 + m, e - 25);
  return h >> 15 ? -v : v;
}
/* x to half, rounded toward zero (1), -inf (2) or +inf (3) by definition: the neighbours
 * of x among all halves */
static uint64_t ref_d2h(double x, int mode) {
  if (!nhalves) {
    for (int h = 0xFC00; h > 0x8000; h--) halves[nhalves++] = (uint16_t)h; /* -inf .. -denorm_min */
    for (int h = 0; h <= 0x7C00; h++) halves[nhalves++] = (uint16_t)h; /* +0 .. +inf */
  }
  if (x != x) return 0x7E00;
  if (x == 0) return signbit(x) ? 0x8000 : 0;
  int lo = 0, hi = nhalves - 1; /* the last half <= x */
  while (lo < hi) {
    int mid = (lo + hi + 1) / 2;
    if (half_value(halves[mid]) <= x) lo = mid;
    else hi = mid - 1;
  }
  uint16_t below = halves[lo], r;
  if (half_value(below) == x) return below;
  uint16_t above = halves[lo + 1];
  r = mode == 2 ? below : mode == 3 ? above : x > 0 ? below : above;
  if (half_value(r) == 0) r = x < 0 ? 0x8000 : 0; /* a nonzero x that rounds to zero keeps its sign */
  return r;
}

void rounding_ref(int op, int mode, const uint64_t *a, const uint64_t *b, const uint64_t *c, uint64_t *out, size_t n) {
  int old = fegetround();
  fesetround(mode == 1 ? FE_TOWARDZERO : mode == 2 ? FE_DOWNWARD : FE_UPWARD);
  for (size_t i = 0; i < n; i++) {
    volatile float fa = F(a[i]), fb = F(b[i]), fc = F(c[i]);
    volatile double da = D(a[i]), db = D(b[i]), dc = D(c[i]);
    volatile int64_t sa = (int64_t)a[i];
    volatile uint64_t ua = a[i];
    uint64_t r = 0;
    switch (op) {
    case OP_add_f32: r = UF(fa + fb); break;
    case OP_sub_f32: r = UF(fa - fb); break;
    case OP_mul_f32: r = UF(fa * fb); break;
    case OP_fma_f32: r = UF(fmaf(fa, fb, fc)); break;
    case OP_div_f32: r = UF(fa / fb); break;
    case OP_rcp_f32: r = UF(1.0f / fa); break;
    case OP_sqrt_f32: r = UF(sqrtf(fa)); break;
    case OP_add_f64: r = UD(da + db); break;
    case OP_sub_f64: r = UD(da - db); break;
    case OP_mul_f64: r = UD(da * db); break;
    case OP_fma_f64: r = UD(fma(da, db, dc)); break;
    case OP_div_f64: r = UD(da / db); break;
    case OP_rcp_f64: r = UD(1.0 / da); break;
    case OP_sqrt_f64: r = UD(sqrt(da)); break;
    case OP_d2f: r = UF((float)da); break;
    case OP_d2h: r = ref_d2h(da, mode); break;
    case OP_s64_to_f32: r = UF((float)sa); break;
    case OP_u64_to_f32: r = UF((float)ua); break;
    case OP_s64_to_f64: r = UD((double)sa); break;
    case OP_u64_to_f64: r = UD((double)ua); break;
    }
    out[i] = r;
  }
  fesetround(old);
}
