/* heddle_prelude.h: helpers the emitted C calls for PTX semantics that plain C lacks
 * (bit casts, saturating conversions, trap-free division, atomics on floats, the
 * thread-loop bound computation). Prepended, after heddle_abi.h, to every module. */
#include <fenv.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define HD_EXIT 0xFFFFu
#define HD_ERR_ASSERT 710
#define HD_ERR_LAUNCH_FAILURE 719
#define HD_ERR_ILLEGAL_INSTRUCTION 715

static inline float hd_u2f(uint32_t u) {
  float f;
  memcpy(&f, &u, 4);
  return f;
}
static inline uint32_t hd_f2u(float f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  return u;
}
static inline double hd_u2d(uint64_t u) {
  double d;
  memcpy(&d, &u, 8);
  return d;
}
static inline uint64_t hd_d2u(double d) {
  uint64_t u;
  memcpy(&u, &d, 8);
  return u;
}

/* Zero extension written as a sign extension of the value moved by 2^31: exact for every
 * x, and gcc's vectorizer can follow it through `base + tid` where it cannot follow
 * (uint64_t)x. */
static inline uint64_t hd_zext32(uint32_t x) { return (uint64_t)((int64_t)(int32_t)(x + 0x80000000u) + 0x80000000ll); }

/* Directed rounding (.rz/.rm/.rp; mode 1 rz, 2 rm, 3 rp), as IEEE 754 defines it and the GPU
 * does it, without touching the FPU's rounding mode (libdevice's expf has an fma.rm.f32 per
 * element). Each operation computes its round-to-nearest result r and a value d with the
 * sign of (exact - r), then steps r one unit in the last place where the mode needs it.
 * Round to nearest is monotone, so r is one of the two neighbours of the exact value (or
 * the value itself): when exact < r, RD and RZ (r > 0) of the exact value are the next
 * value below r; when exact > r, RU and RZ (r < 0) are the next one above. Stepping on the
 * bits, one step away from zero is u + 1 and one toward zero u - 1 (from -0: -denorm_min;
 * from inf: the largest finite value, which is what an overflow rounds to toward zero). */
static inline uint32_t hd_step32(uint32_t u, double d, int mode) {
  uint32_t neg = u >> 31;
  switch (mode) {
  case 1: return u - (uint32_t)(neg ? d > 0 : d < 0); /* |exact| < |r| */
  case 2: return u + (d < 0 ? (neg ? 1u : ~0u) : 0u); /* exact < r: one step down */
  default: return u + (d > 0 ? (neg ? ~0u : 1u) : 0u); /* exact > r: one step up */
  }
}
static inline uint64_t hd_step64(uint64_t u, double d, int mode) {
  uint64_t neg = u >> 63;
  switch (mode) {
  case 1: return u - (uint64_t)(neg ? d > 0 : d < 0);
  case 2: return u + (d < 0 ? (neg ? 1ull : ~0ull) : 0ull);
  default: return u + (d > 0 ? (neg ? ~0ull : 1ull) : 0ull);
  }
}
/* ex2.approx.f32: 2^x computed in double and rounded once (the polynomial's error is
 * about 1e-13, so the result is the correctly rounded one but in rare near-ties; glibc's
 * exp2f is off by an ulp in about 4e-5 of inputs, the GPU's approximation by up to 2),
 * branch-free so that a loop of them vectorizes. x = k + f, |f| <= 1/2; 2^f by Taylor's
 * series of e^(f ln 2) to degree 10; 2^k from its exponent bits. Always inlined: in a
 * lane loop of many (a warp-per-row softmax, 32 expf a lane) gcc otherwise calls it, and
 * the loop stays scalar (one local core 144 -> 36 ms). */
static inline __attribute__((always_inline)) float hd_ex2f(float x) {
  float xc = x > -160.0f ? (x < 130.0f ? x : 130.0f) : -160.0f; /* NaN too: no undefined cast */
  double k = ((double)xc + 0x1.8p52) - 0x1.8p52, y = ((double)xc - k) * 0x1.62e42fefa39efp-1;
  double p = 1.0 / 3628800;
  p = fma(p, y, 1.0 / 362880);
  p = fma(p, y, 1.0 / 40320);
  p = fma(p, y, 1.0 / 5040);
  p = fma(p, y, 1.0 / 720);
  p = fma(p, y, 1.0 / 120);
  p = fma(p, y, 1.0 / 24);
  p = fma(p, y, 1.0 / 6);
  p = fma(p, y, 0.5);
  p = fma(p, y, 1.0);
  p = fma(p, y, 1.0);
  uint64_t eb = (uint64_t)((int64_t)k + 1023) << 52;
  double sc;
  memcpy(&sc, &eb, 8);
  float r = (float)(p * sc);
  return x != x ? x : r;
}
/* dp4a: c plus the products of a's and b's bytes; dp2a: of a's two halves and two of b's
 * bytes (.hi: bytes 2 and 3). Signed or unsigned as each type says; the sum wraps. */
static inline uint32_t hd_dp4a(uint32_t a, uint32_t b, uint32_t c, int as, int bs) {
  uint32_t s = c;
  for (int i = 0; i < 4; i++) {
    int32_t x = as ? (int8_t)(a >> 8 * i) : (int32_t)(uint8_t)(a >> 8 * i);
    int32_t y = bs ? (int8_t)(b >> 8 * i) : (int32_t)(uint8_t)(b >> 8 * i);
    s += (uint32_t)(x * y);
  }
  return s;
}
/* add, sub, min, max (op 0-3) on two 16-bit lanes, signed or not; .sat (add/sub of s16x2)
 * clamps, .relu (min/max of s16x2) takes negative results to 0 */
static inline uint32_t hd_i16x2(uint32_t a, uint32_t b, int op, int sgn, int sat, int relu) {
  uint32_t out = 0;
  for (int i = 0; i < 2; i++) {
    int32_t x = sgn ? (int16_t)(a >> (16 * i)) : (int32_t)(uint16_t)(a >> (16 * i));
    int32_t y = sgn ? (int16_t)(b >> (16 * i)) : (int32_t)(uint16_t)(b >> (16 * i));
    int32_t r = op == 0 ? x + y : op == 1 ? x - y : op == 2 ? (x < y ? x : y) : (x > y ? x : y);
    if (sat && sgn) r = r > 32767 ? 32767 : r < -32768 ? -32768 : r;
    if (relu && r < 0) r = 0;
    out |= ((uint32_t)r & 0xFFFFu) << (16 * i);
  }
  return out;
}
/* vabsdiff2/4: per lane (halves or bytes, signed or not as a and b's type) |a - b|, each put
 * in its lane of the result (.sat: clamped to the lane's range) or, with .add, summed onto c */
static inline uint32_t hd_vabsdiff(uint32_t a, uint32_t b, uint32_t c, int lanes, int sgn, int add, int sat, int dsgn) {
  int w = 32 / lanes;
  uint32_t m = (1u << w) - 1, d = 0, sum = c;
  for (int i = 0; i < lanes; i++) {
    uint32_t ua = (a >> (w * i)) & m, ub = (b >> (w * i)) & m;
    int32_t x = sgn && (ua >> (w - 1)) ? (int32_t)ua - (int32_t)(m + 1) : (int32_t)ua;
    int32_t y = sgn && (ub >> (w - 1)) ? (int32_t)ub - (int32_t)(m + 1) : (int32_t)ub;
    uint32_t r = (uint32_t)(x > y ? x - y : y - x);
    if (add) sum += r;
    else {
      if (sat) r = r > (dsgn ? m >> 1 : m) ? (dsgn ? m >> 1 : m) : r;
      d |= (r & m) << (w * i);
    }
  }
  return add ? sum : d;
}
static inline uint32_t hd_dp2a(uint32_t a, uint32_t b, uint32_t c, int as, int bs, int hi) {
  uint32_t s = c;
  for (int i = 0; i < 2; i++) {
    int32_t x = as ? (int16_t)(a >> 16 * i) : (int32_t)(uint16_t)(a >> 16 * i);
    int32_t y = bs ? (int8_t)(b >> 8 * (i + 2 * hi)) : (int32_t)(uint8_t)(b >> 8 * (i + 2 * hi));
    s += (uint32_t)(x * y);
  }
  return s;
}
/* min/max.f32/f64: the other operand where one is NaN, x where they compare equal (so
 * max(-0, +0) is -0, as glibc's fmaxf gives it: what heddle computed before), as selects
 * that vectorize where fmin/fmax are library calls */
static inline float hd_fmaxf(float x, float y) { return x >= y || y != y ? x : y; }
static inline float hd_fminf(float x, float y) { return x <= y || y != y ? x : y; }
static inline double hd_fmax(double x, double y) { return x >= y || y != y ? x : y; }
static inline double hd_fmin(double x, double y) { return x <= y || y != y ? x : y; }
/* .sat: clamp to [0, 1], NaN to +0, as fmin(fmax(x, 0), 1) does, but as selects that
 * vectorize (fmin/fmax are library calls under IEEE semantics) */
static inline double hd_sat(double x) { return x > 0 ? (x < 1 ? x : 1.0) : 0.0; }
static inline float hd_satf(float x) { return x > 0 ? (x < 1 ? x : 1.0f) : 0.0f; }
/* Single precision, computed in double: s is the double nearest the exact value x (one
 * rounding of x itself, never of a rounded value), e has the sign of x - s. f = (float)s is
 * then a neighbour of x too (double rounding is monotone), and sign(x - f) is sign(s - f)
 * when s != f (rounding to nearest cannot carry x across the double f), else sign(e). For
 * quotients and square roots s == f only when they are exact. No double result of a float
 * operation is near double's overflow or underflow range, so this has no special cases:
 * NaN and infinite inputs give d = NaN (no step), a finite x beyond FLT_MAX gives f = inf
 * and d = -inf (RD/RZ step back to FLT_MAX). */
static inline float hd_dir_f32(double s, double e, int mode) {
  float f = (float)s;
  double d = s != (double)f ? s - (double)f : e;
  return hd_u2f(hd_step32(hd_f2u(f), d, mode));
}
/* The error of s = a + b, exactly (Knuth's 2Sum); infinite or NaN when s overflows. */
static inline double hd_twosum_err(double a, double b, double s) {
  double bb = s - a;
  return (a - (s - bb)) + (b - bb);
}
/* An exact zero sum is +0 in every mode but RD, where it is -0 unless both terms are +0:
 * in RD (mode 2), its sign is the OR of the terms' signs. */
static inline float hd_rnd_add_f32(float a, float b, float c, int mode) {
  (void)c;
  double s = (double)a + (double)b;
  float r = hd_dir_f32(s, hd_twosum_err(a, b, s), mode);
  if (mode == 2) r = s == 0 ? hd_u2f((hd_f2u(a) | hd_f2u(b)) & 0x80000000u) : r;
  return r;
}
static inline float hd_rnd_sub_f32(float a, float b, float c, int mode) { return hd_rnd_add_f32(a, -b, c, mode); }
static inline float hd_rnd_mul_f32(float a, float b, float c, int mode) {
  (void)c;
  return hd_dir_f32((double)a * (double)b, 0, mode); /* exact in double */
}
static inline float hd_rnd_fma_f32(float a, float b, float c, int mode) {
  double p = (double)a * (double)b, s = p + (double)c; /* p exact */
  float r = hd_dir_f32(s, hd_twosum_err(p, c, s), mode);
  if (mode == 2) r = s == 0 ? hd_u2f((uint32_t)((hd_d2u(p) | hd_d2u(c)) >> 32) & 0x80000000u) : r;
  return r;
}
/* a/b - q has the sign of the remainder a - q*b (exact with one fma) times b's sign. */
static inline float hd_rnd_div_f32(float a, float b, float c, int mode) {
  (void)c;
  double q = (double)a / (double)b;
  return hd_dir_f32(q, fma(-q, (double)b, (double)a) * (double)b, mode);
}
static inline float hd_rnd_rcp_f32(float a, float b, float c, int mode) { return hd_rnd_div_f32(1.0f, a, c, mode); }
/* sqrt(a) - s has the sign of a - s*s */
static inline float hd_rnd_sqrt_f32(float a, float b, float c, int mode) {
  (void)b;
  (void)c;
  double s = sqrt((double)a);
  return hd_dir_f32(s, fma(-s, s, (double)a), mode);
}
/* cvt.rz/rm/rp.f32.f64 */
static inline float hd_rnd_d2f(double x, int mode) {
  float f = (float)x;
  return hd_u2f(hd_step32(hd_f2u(f), x - (double)f, mode));
}

/* Double precision: r is the operation's own round-to-nearest result and the sign of its
 * error comes from an error-free transformation, exact as long as nothing overflows and the
 * products involved stay clear of the subnormal range. Outside that (tiny results,
 * infinities, NaNs, overflow) a rare slow path runs the operation with the rounding mode
 * switched. */
static inline int hd_fe_mode(int mode) { return mode == 1 ? FE_TOWARDZERO : mode == 2 ? FE_DOWNWARD : FE_UPWARD; }
#define HD_DIRECTED_FENV(name, EXPR)                                                                                   \
  static __attribute__((noinline, cold)) double name(double a, double b, double c, int mode) {                         \
    int old_ = fegetround();                                                                                           \
    fesetround(hd_fe_mode(mode));                                                                                      \
    volatile double va = a, vb = b, vc = c;                                                                            \
    (void)vb;                                                                                                          \
    (void)vc;                                                                                                          \
    volatile double r = (EXPR);                                                                                        \
    fesetround(old_);                                                                                                  \
    return r;                                                                                                          \
  }
HD_DIRECTED_FENV(hd_fenv_add_f64, va + vb)
HD_DIRECTED_FENV(hd_fenv_mul_f64, va *vb)
HD_DIRECTED_FENV(hd_fenv_div_f64, va / vb)
HD_DIRECTED_FENV(hd_fenv_fma_f64, fma(va, vb, vc))
HD_DIRECTED_FENV(hd_fenv_sqrt_f64, sqrt(va))
static inline double hd_dir_f64(double r, double d, int mode) { return hd_u2d(hd_step64(hd_d2u(r), d, mode)); }
static inline double hd_rnd_add_f64(double a, double b, double c, int mode) {
  double s = a + b, e = hd_twosum_err(a, b, s);
  if (__builtin_expect(!__builtin_isfinite(e), 0)) return hd_fenv_add_f64(a, b, c, mode);
  if (mode == 2 && s == 0) return hd_u2d((hd_d2u(a) | hd_d2u(b)) & 0x8000000000000000ull);
  return hd_dir_f64(s, e, mode);
}
static inline double hd_rnd_sub_f64(double a, double b, double c, int mode) { return hd_rnd_add_f64(a, -b, c, mode); }
/* a*b - p is exact (one fma) when |p| >= 2^-968: then the exponents of a and b add up to at
 * least -970 = emin + 52. An overflow (p = inf, a and b finite) gives -inf: step back. */
static inline double hd_rnd_mul_f64(double a, double b, double c, int mode) {
  double p = a * b;
  if (__builtin_expect(!(__builtin_fabs(p) >= 0x1p-968), 0)) return hd_fenv_mul_f64(a, b, c, mode);
  return hd_dir_f64(p, fma(a, b, -p), mode);
}
/* a/b - q has the sign of a - q*b times b's; a - q*b (one fma) is a nonzero multiple of at
 * least 2^-1074 unless zero when |a| >= 2^-968 and q is normal, so its sign survives. */
static inline double hd_rnd_div_f64(double a, double b, double c, int mode) {
  double q = a / b;
  if (__builtin_expect(!(__builtin_fabs(a) >= 0x1p-968 && __builtin_fabs(q) >= 0x1p-1000), 0))
    return hd_fenv_div_f64(a, b, c, mode);
  double r = fma(-q, b, a);
  return hd_dir_f64(q, hd_u2d(hd_d2u(r) ^ (hd_d2u(b) & 0x8000000000000000ull)), mode);
}
static inline double hd_rnd_rcp_f64(double a, double b, double c, int mode) { return hd_rnd_div_f64(1.0, a, c, mode); }
/* sqrt(a) - s has the sign of a - s*s, exact (one fma) when a >= 2^-968 */
static inline double hd_rnd_sqrt_f64(double a, double b, double c, int mode) {
  double s = sqrt(a);
  if (__builtin_expect(!(a >= 0x1p-968), 0)) return hd_fenv_sqrt_f64(a, b, c, mode);
  return hd_dir_f64(s, fma(-s, s, a), mode);
}
/* The error of r1 = fma(a, b, c) is g + z exactly (ErrFma: Boldo and Muller, "Exact and
 * approximated error of the FMA", IEEE TC 2011), which holds when the product a*b is clear
 * of the subnormal range (2Mult exact) and nothing overflows. An exact zero (r1 == 0 there)
 * follows the sum's sign rule, with a*b's sign for the product's. */
static inline double hd_rnd_fma_f64(double a, double b, double c, int mode) {
  double r1 = fma(a, b, c), u1 = a * b;
  double fu = __builtin_fabs(u1), fr = __builtin_fabs(r1);
  if (__builtin_expect(
          !(fu >= 0x1p-907 && fu <= 0x1p1020 && __builtin_fabs(c) <= 0x1p1020 && (fr >= 0x1p-907 || r1 == 0)), 0))
    return hd_fenv_fma_f64(a, b, c, mode);
  if (r1 == 0) return mode == 2 ? hd_u2d((hd_d2u(u1) | hd_d2u(c)) & 0x8000000000000000ull) : r1;
  double u2 = fma(a, b, -u1);
  double a1 = c + u2, z = hd_twosum_err(c, u2, a1);
  double b1 = u1 + a1, b2 = hd_twosum_err(u1, a1, b1);
  double g = (b1 - r1) + b2;
  return hd_dir_f64(r1, g + z, mode);
}

/* Integer to float with directed rounding: the nearest value f, compared with x exactly as
 * integers (f is an integer wherever it differs from x; 2^63 and 2^64 are out of range). */
static inline float hd_rnd_s64_to_f32(int64_t x, int mode) {
  float f = (float)x;
  double d = f >= 0x1p63f ? -1 : (double)((x > (int64_t)f) - (x < (int64_t)f));
  return hd_u2f(hd_step32(hd_f2u(f), d, mode));
}
static inline float hd_rnd_u64_to_f32(uint64_t x, int mode) {
  float f = (float)x;
  double d = f >= 0x1p64f ? -1 : (double)((x > (uint64_t)f) - (x < (uint64_t)f));
  return hd_u2f(hd_step32(hd_f2u(f), d, mode));
}
static inline double hd_rnd_s64_to_f64(int64_t x, int mode) {
  double f = (double)x;
  double d = f >= 0x1p63 ? -1 : (double)((x > (int64_t)f) - (x < (int64_t)f));
  return hd_dir_f64(f, d, mode);
}
static inline double hd_rnd_u64_to_f64(uint64_t x, int mode) {
  double f = (double)x;
  double d = f >= 0x1p64 ? -1 : (double)((x > (uint64_t)f) - (x < (uint64_t)f));
  return hd_dir_f64(f, d, mode);
}

/* Integer division as the GPU does it: no trap on zero or overflow. */
static inline uint32_t hd_divu32(uint32_t a, uint32_t b) { return b ? a / b : 0xFFFFFFFFu; }
static inline uint64_t hd_divu64(uint64_t a, uint64_t b) { return b ? a / b : ~(uint64_t)0; }
static inline int32_t hd_divs32(int32_t a, int32_t b) {
  return b == 0 ? -1 : (b == -1 ? (int32_t)(0u - (uint32_t)a) : a / b);
}
static inline int64_t hd_divs64(int64_t a, int64_t b) {
  return b == 0 ? -1 : (b == -1 ? (int64_t)(0ull - (uint64_t)a) : a / b);
}
static inline uint32_t hd_remu32(uint32_t a, uint32_t b) { return b ? a % b : a; }
static inline uint64_t hd_remu64(uint64_t a, uint64_t b) { return b ? a % b : a; }
static inline int32_t hd_rems32(int32_t a, int32_t b) { return b == 0 ? a : (b == -1 ? 0 : a % b); }
static inline int64_t hd_rems64(int64_t a, int64_t b) { return b == 0 ? a : (b == -1 ? 0 : a % b); }

/* Float to integer: round as asked, saturate, NaN gives 0 (PTX cvt semantics). */
static inline double hd_round(double x, int mode) {
  switch (mode) {
  case 1: return trunc(x);
  case 2: return floor(x);
  case 3: return ceil(x);
  default: return nearbyint(x);
  }
}
#define HD_F2I(name, T, lo, hi)                                                                                        \
  static inline T name(double x, int mode) {                                                                           \
    if (x != x) return 0;                                                                                              \
    x = hd_round(x, mode);                                                                                             \
    if (x <= (double)(lo)) return (T)(lo);                                                                             \
    if (x >= (double)(hi)) return (T)(hi);                                                                             \
    return (T)x;                                                                                                       \
  }
HD_F2I(hd_f2s8, int8_t, INT8_MIN, INT8_MAX)
HD_F2I(hd_f2s16, int16_t, INT16_MIN, INT16_MAX)
HD_F2I(hd_f2s32, int32_t, INT32_MIN, INT32_MAX)
HD_F2I(hd_f2u8, uint8_t, 0, UINT8_MAX)
HD_F2I(hd_f2u16, uint16_t, 0, UINT16_MAX)
HD_F2I(hd_f2u32, uint32_t, 0, UINT32_MAX)
static inline int64_t hd_f2s64(double x, int mode) {
  if (x != x) return 0;
  x = hd_round(x, mode);
  if (x < -9223372036854775808.0) return INT64_MIN;
  if (x >= 9223372036854775808.0) return INT64_MAX;
  return (int64_t)x;
}
static inline uint64_t hd_f2u64(double x, int mode) {
  if (x != x) return 0;
  x = hd_round(x, mode);
  if (x <= 0) return 0;
  if (x >= 18446744073709551616.0) return UINT64_MAX;
  return (uint64_t)x;
}

/* Half precision <-> float, round to nearest even. */
static inline float hd_h2f(uint16_t h) {
  uint32_t s = (uint32_t)(h >> 15) << 31, e = (h >> 10) & 31, m = h & 1023;
  if (e == 31) return hd_u2f(s | 0x7F800000u | (m << 13));
  if (e == 0) {
    float f = (float)m * 5.9604644775390625e-8f;
    return s ? -f : f;
  }
  return hd_u2f(s | ((e + 112) << 23) | (m << 13));
}
static inline uint16_t hd_f2h(float f) {
  uint32_t u = hd_f2u(f), s = (u >> 16) & 0x8000u;
  uint32_t a = u & 0x7FFFFFFFu;
  if (a > 0x7F800000u) return 0x7FFF; /* NaN: the canonical one, as the GPU gives it */
  if (a >= 0x7F800000u) return (uint16_t)(s | 0x7C00u);
  if (a >= 0x477FF000u) return (uint16_t)(s | 0x7C00u);
  if (a < 0x38800000u) { /* subnormal half */
    float v = hd_u2f(a) * 16777216.0f; /* scale by 2^24: the half subnormal unit */
    return (uint16_t)(s | (uint32_t)nearbyintf(v));
  }
  uint32_t r = a + 0xFFFu + ((a >> 13) & 1u) - 0x38000000u;
  return (uint16_t)(s | (r >> 13));
}

/* bf16: the upper half of a float. float -> bf16 in rounding mode m (0 rn, 1 rz, 2 rm,
 * 3 rp); a NaN becomes the canonical 0x7FFF. */
static inline float hd_bf2f(uint16_t h) { return hd_u2f((uint32_t)h << 16); }
static inline uint16_t hd_f2bf(float x, int m) {
  uint32_t u = hd_f2u(x), lo = u & 0xFFFFu, r = u >> 16, neg = u >> 31;
  if (x != x) return 0x7FFF;
  if (m == 0) r += lo > 0x8000u || (lo == 0x8000u && (r & 1u));
  else if ((m == 2 && neg && lo) || (m == 3 && !neg && lo)) r++;
  return (uint16_t)r;
}
static inline uint16_t hd_d2bf(double x, int m) { /* one rounding from double */
  if (x != x) return 0x7FFF;
  if (x == 0 || isinf(x)) return (uint16_t)(hd_f2u((float)x) >> 16);
  int e;
  frexp(x, &e);
  e = e - 1 < -126 ? -126 : e - 1;
  double q = ldexp(1.0, e - 7), t = x / q;
  t = m == 0 ? nearbyint(t) : m == 1 ? trunc(t) : m == 2 ? floor(t) : ceil(t);
  double r = t * q;
  if (fabs(r) >= 0x1p128) { /* past the largest finite: infinity unless the mode stops short */
    int to_inf = m == 0 || (m == 2 && r < 0) || (m == 3 && r > 0);
    return (uint16_t)((r < 0 ? 0x8000u : 0) | (to_inf ? 0x7F80u : 0x7F7Fu));
  }
  return (uint16_t)(hd_f2u((float)r) >> 16);
}
/* cvt.rn with .satfinite (no infinity: the largest finite of its sign) and .relu (negative
 * numbers to +0; NaN stays the canonical NaN) */
static inline uint16_t hd_f2bf_sr(float x, int satf, int relu) {
  if (relu && !(x != x) && x <= 0) return 0;
  uint16_t h = hd_f2bf(x, 0);
  if (satf && (h & 0x7FFFu) == 0x7F80u) h = (uint16_t)((h & 0x8000u) | 0x7F7Fu);
  return h;
}
static inline uint16_t hd_f2h_sr(float x, int satf, int relu) {
  if (x != x) return 0x7FFF;
  if (relu && x <= 0) return 0;
  uint16_t h = hd_f2h(x);
  if (satf && (h & 0x7FFFu) == 0x7C00u) h = (uint16_t)((h & 0x8000u) | 0x7BFFu);
  return h;
}
/* fp8: e4m3 (bias 7, no infinity, 448 the largest, S.1111.111 NaN) and e5m2 (bias 15, as
 * IEEE: 57344 the largest, then infinity). float -> fp8 rounds to nearest even; past the
 * largest finite: .satfinite gives it, else infinity (e5m2) or NaN (e4m3). */
static inline uint32_t hd_f2f8(float x, int e5, int satf, int relu) {
  if (x != x) return 0x7Fu;
  if (relu && x <= 0) return 0;
  uint32_t s = signbit(x) ? 0x80u : 0, mb = e5 ? 2 : 3, over;
  int bias = e5 ? 15 : 7, emin = 1 - bias, e;
  double a = fabs((double)x), maxf = e5 ? 57344.0 : 448.0;
  over = satf ? s | (e5 ? 0x7Bu : 0x7Eu) : e5 ? s | 0x7Cu : s | 0x7Fu;
  if (isinf(a)) return over;
  if (a == 0) return s;
  frexp(a, &e);
  e = e - 1 < emin ? emin : e - 1;
  double r = nearbyint(a / ldexp(1.0, e - (int)mb)) * ldexp(1.0, e - (int)mb);
  if (r > maxf) return over;
  if (r < ldexp(1.0, emin)) return s | (uint32_t)(r / ldexp(1.0, emin - (int)mb)); /* subnormal */
  frexp(r, &e);
  e -= 1;
  return s | (uint32_t)(e + bias) << mb | ((uint32_t)(r / ldexp(1.0, e - (int)mb)) - (1u << mb));
}
static inline float hd_f82f(uint32_t v, int e5) {
  uint32_t ex = e5 ? (v >> 2) & 31u : (v >> 3) & 15u, m = e5 ? v & 3u : v & 7u, mb = e5 ? 2 : 3;
  int bias = e5 ? 15 : 7;
  float r;
  if (e5 && ex == 31) r = m ? NAN : INFINITY;
  else if (!e5 && ex == 15 && m == 7) r = NAN;
  else if (ex == 0) r = ldexpf((float)m, 1 - bias - (int)mb);
  else r = ldexpf((float)(m + (1u << mb)), (int)ex - bias - (int)mb);
  return v & 0x80u ? -r : r;
}
static inline uint32_t hd_f8x2_to_h2(uint16_t v, int e5, int relu) {
  uint32_t out = 0;
  for (int i = 0; i < 2; i++) {
    float f = hd_f82f((v >> (8 * i)) & 0xFFu, e5);
    out |= (uint32_t)hd_f2h_sr(f, 0, relu) << (16 * i);
  }
  return out;
}
static inline uint16_t hd_h2_to_f8x2(uint32_t v, int e5, int satf, int relu) {
  uint32_t out = 0;
  for (int i = 0; i < 2; i++) out |= hd_f2f8(hd_h2f((uint16_t)(v >> (16 * i))), e5, satf, relu) << (8 * i);
  return (uint16_t)out;
}

/* double -> half, round to nearest even (half arithmetic is done exactly in double) */
static inline uint16_t hd_d2h(double d) {
  uint64_t u = hd_d2u(d), a = u & 0x7FFFFFFFFFFFFFFFull;
  uint16_t s = (uint16_t)((u >> 48) & 0x8000u);
  if (a > 0x7FF0000000000000ull) return 0x7FFF; /* NaN: the canonical one */
  if (a >= 0x7FF0000000000000ull) return (uint16_t)(s | 0x7C00u);
  int e = (int)(a >> 52) - 1023;
  if (e > 15) return (uint16_t)(s | 0x7C00u);
  int sh = (e < -14 ? -14 : e) - 10;
  uint32_t m = (uint32_t)nearbyint(ldexp(hd_u2d(a), -sh));
  if (sh == -24) return (uint16_t)(s | m); /* subnormal (or the smallest normal) */
  int E = sh + 25;
  if (m == 2048) {
    m = 1024;
    E++;
  }
  if (E >= 31) return (uint16_t)(s | 0x7C00u);
  return (uint16_t)(s | ((uint32_t)E << 10) | (m - 1024));
}
static inline double hd_h2d(uint16_t h) { return (double)hd_h2f(h); }
/* cvt.rz/rm/rp.f16.f32/f64: the nearest half, stepped as hd_step32 does (rz, rm, rp) */
static inline uint16_t hd_rnd_d2h(double x, int mode) {
  uint16_t h = hd_d2h(x);
  double d = x - hd_h2d(h);
  uint16_t neg = h >> 15;
  switch (mode) {
  case 1: return (uint16_t)(h - (neg ? d > 0 : d < 0));
  case 2: return (uint16_t)(h + (d < 0 ? (neg ? 1 : -1) : 0));
  default: return (uint16_t)(h + (d > 0 ? (neg ? -1 : 1) : 0));
  }
}
/* 16-bit floats: half and bf16, told apart by their exponent mask ex (0x7C00, 0x7F80).
 * NaN: above infinity in magnitude. */
static inline int hd_isnan16(uint16_t h, uint16_t ex) { return (h & 0x7FFFu) > ex; }
/* min/max: a NaN operand gives the other (two give the canonical NaN); -0 is less than +0 */
static inline uint16_t hd_minmax16(uint16_t a, uint16_t b, int max, uint16_t ex) {
  int na = hd_isnan16(a, ex), nb = hd_isnan16(b, ex);
  if (na || nb) return na && nb ? 0x7FFF : na ? b : a;
  /* as sign-magnitude integers: order them as numbers */
  int32_t x = a & 0x8000u ? -(int32_t)(a & 0x7FFFu) - 1 : (int32_t)a,
          y = b & 0x8000u ? -(int32_t)(b & 0x7FFFu) - 1 : (int32_t)b;
  return (x < y) == !max ? a : b;
}
static inline uint16_t hd_hmin(uint16_t a, uint16_t b) { return hd_minmax16(a, b, 0, 0x7C00u); }
static inline uint16_t hd_hmax(uint16_t a, uint16_t b) { return hd_minmax16(a, b, 1, 0x7C00u); }
/* bf16 arithmetic (hd_d2bfn: double -> bf16, nearest even) */
static inline double hd_bf2d(uint16_t h) { return (double)hd_bf2f(h); }
static inline uint16_t hd_d2bfn(double x) { return hd_d2bf(x, 0); }
static inline uint16_t hd_bfmin(uint16_t a, uint16_t b) { return hd_minmax16(a, b, 0, 0x7F80u); }
static inline uint16_t hd_bfmax(uint16_t a, uint16_t b) { return hd_minmax16(a, b, 1, 0x7F80u); }
/* neg and abs: a NaN gives the canonical NaN, as an H200 does */
static inline uint16_t hd_negabs16(uint16_t a, int abs, uint16_t ex) {
  if (hd_isnan16(a, ex)) return 0x7FFF;
  return abs ? (uint16_t)(a & 0x7FFFu) : (uint16_t)(a ^ 0x8000u);
}
/* a * b + c rounded once: the product is exact in double; the sum, rounded to odd (the
 * lost part kept in the last bit), then rounds to bf16 as the exact sum would */
static inline uint16_t hd_bffma(uint16_t a, uint16_t b, uint16_t c) {
  double p = hd_bf2d(a) * hd_bf2d(b), q = hd_bf2d(c), s = p + q;
  if (isfinite(s)) {
    double bb = s - p, t = (p - (s - bb)) + (q - bb);
    if (t != 0 && !(hd_d2u(s) & 1)) s = nextafter(s, t > 0 ? INFINITY : -INFINITY);
  }
  return hd_d2bfn(s);
}
/* .relu: negative to +0, NaN to the canonical NaN; min/max .NaN: a NaN operand gives it */
static inline uint16_t hd_relu16(uint16_t h, uint16_t ex) {
  if (hd_isnan16(h, ex)) return 0x7FFF;
  return h & 0x8000u ? 0 : h;
}
static inline uint16_t hd_nan16(uint16_t a, uint16_t b, uint16_t r, uint16_t ex) {
  return hd_isnan16(a, ex) || hd_isnan16(b, ex) ? 0x7FFF : r;
}

/* bmsk: a mask of b bits from bit a; .wrap takes both mod 32, .clamp makes a >= 32 give 0 and
 * b >= 32 give every bit from a up (PTX ISA's semantics, which also make a + b >= 32 do that). */
static inline uint32_t hd_bmsk(uint32_t a, uint32_t b, int clamp) {
  uint32_t a1 = a & 31, b1 = b & 31, lo = ~0u << a1, hi;
  if (clamp && a >= 32) lo = 0;
  if (a1 + b1 >= 32 || (clamp && b >= 32)) hi = 0;
  else hi = b1 == 0 ? ~0u : ~0u << (a1 + b1);
  return lo & ~hi;
}
static inline uint32_t hd_brev32(uint32_t x) {
  x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
  x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
  x = ((x >> 4) & 0x0F0F0F0Fu) | ((x & 0x0F0F0F0Fu) << 4);
  return __builtin_bswap32(x);
}
static inline uint64_t hd_brev64(uint64_t x) {
  return ((uint64_t)hd_brev32((uint32_t)x) << 32) | hd_brev32((uint32_t)(x >> 32));
}
/* fns.b32: the position of the |off|-th set bit of m counting from bit base (upwards for
 * off > 0, downwards for off < 0; off 0: base itself if set), or 0xffffffff */
static inline uint32_t hd_fns(uint32_t m, uint32_t base, int32_t off) {
  base &= 31; /* the PTX ISA leaves base > 31 undefined */
  if (off == 0) return (m >> base) & 1u ? base : 0xffffffffu;
  uint32_t n = off > 0 ? (uint32_t)off : 0u - (uint32_t)off;
  if ((uint32_t)__builtin_popcount(m) < n) return 0xffffffffu;
  if (off > 0) {
    uint32_t x = m >> base << base;
    while (x && --n) x &= x - 1;
    return x ? (uint32_t)__builtin_ctz(x) : 0xffffffffu;
  }
  uint32_t x = base == 31 ? m : m & ((2u << base) - 1u);
  while (x && --n) x &= ~(0x80000000u >> __builtin_clz(x));
  return x ? 31u - (uint32_t)__builtin_clz(x) : 0xffffffffu;
}
static inline uint64_t hd_bfe(uint64_t a, uint32_t pos, uint32_t len, int bits, int sgn) {
  pos &= 255;
  len &= 255;
  if (len == 0) return 0;
  uint64_t v = pos >= (uint32_t)bits ? 0 : a >> pos;
  int sbit = pos + len - 1 >= (uint32_t)bits ? bits - 1 : (int)(pos + len - 1);
  uint64_t sign = (a >> sbit) & 1;
  if (len < 64) v &= ((uint64_t)1 << len) - 1;
  if (sgn && sign && len < (uint32_t)bits) v |= ~(uint64_t)0 << len;
  if (sgn && len >= (uint32_t)bits) v = a;
  return v;
}
static inline uint64_t hd_bfi(uint64_t a, uint64_t b, uint32_t pos, uint32_t len, int bits) {
  pos &= 255;
  len &= 255;
  if (len == 0 || pos >= (uint32_t)bits) return b;
  if (pos + len > (uint32_t)bits) len = (uint32_t)bits - pos;
  uint64_t mask = (len >= 64 ? ~(uint64_t)0 : (((uint64_t)1 << len) - 1)) << pos;
  return (b & ~mask) | ((a << pos) & mask);
}
static inline uint32_t hd_prmt(uint32_t a, uint32_t b, uint32_t c) {
  uint64_t x = ((uint64_t)b << 32) | a;
  uint32_t r = 0;
  for (int i = 0; i < 4; i++) {
    uint32_t sel = (c >> (4 * i)) & 15;
    uint32_t byte = (uint32_t)(x >> (8 * (sel & 7))) & 0xFF;
    if (sel & 8) byte = (byte & 0x80) ? 0xFF : 0;
    r |= byte << (8 * i);
  }
  return r;
}
/* prmt's modes (1 f4e, 2 b4e, 3 rc8, 4 ecl, 5 ecr, 6 rc16): the source byte of each result
 * byte (b0 first) for c's two low bits, as the PTX ISA's table gives them */
static inline uint32_t hd_prmt_mode(uint32_t a, uint32_t b, uint32_t c, int mode) {
  static const unsigned char tab[6][4][4] = {
      {{0, 1, 2, 3}, {1, 2, 3, 4}, {2, 3, 4, 5}, {3, 4, 5, 6}}, /* f4e */
      {{0, 7, 6, 5}, {1, 0, 7, 6}, {2, 1, 0, 7}, {3, 2, 1, 0}}, /* b4e */
      {{0, 0, 0, 0}, {1, 1, 1, 1}, {2, 2, 2, 2}, {3, 3, 3, 3}}, /* rc8 */
      {{0, 1, 2, 3}, {1, 1, 2, 3}, {2, 2, 2, 3}, {3, 3, 3, 3}}, /* ecl */
      {{0, 0, 0, 0}, {0, 1, 1, 1}, {0, 1, 2, 2}, {0, 1, 2, 3}}, /* ecr */
      {{0, 1, 0, 1}, {2, 3, 2, 3}, {0, 1, 0, 1}, {2, 3, 2, 3}}, /* rc16 */
  };
  uint64_t x = ((uint64_t)b << 32) | a;
  uint32_t r = 0;
  for (int i = 0; i < 4; i++) r |= (uint32_t)((x >> (8 * tab[mode - 1][c & 3][i])) & 0xFF) << (8 * i);
  return r;
}
static inline int32_t hd_bfind(uint64_t x, int bits, int sgn, int shiftamt) {
  if (bits == 32) x &= 0xFFFFFFFFu;
  if (sgn && ((x >> (bits - 1)) & 1)) x = ~x & (bits == 32 ? 0xFFFFFFFFull : ~0ull);
  if (!x) return -1;
  int p = 63 - __builtin_clzll(x);
  return shiftamt ? bits - 1 - p : p;
}
/* lop3: any three-input bitwise function, given by its truth table */
static inline uint32_t hd_lop3(uint32_t a, uint32_t b, uint32_t c, uint32_t lut) {
  uint32_t r = 0;
  for (int i = 0; i < 8; i++)
    if ((lut >> i) & 1) r |= ((i & 4) ? a : ~a) & ((i & 2) ? b : ~b) & ((i & 1) ? c : ~c);
  return r;
}

static inline uint64_t hd_clock64(void) {
#if defined(__x86_64__)
  return __builtin_ia32_rdtsc();
#else
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
#endif
}

/* Is u + k*tx, for tx in [lo, hi), inside the int32 (hd_nws) or uint32 (hd_nwu) range?
 * Then a 32-bit thread index widened to 64 bits equals its affine form (emit.c,
 * wide_affine). */
static inline int hd_nws(int64_t u, int64_t k, uint32_t lo, uint32_t hi) {
  if (lo >= hi) return 1;
  int64_t a = u + k * (int64_t)lo, z = u + k * ((int64_t)hi - 1);
  return a >= INT32_MIN && a <= INT32_MAX && z >= INT32_MIN && z <= INT32_MAX;
}
static inline int hd_nwu(int64_t u, int64_t k, uint32_t lo, uint32_t hi) {
  if (lo >= hi) return 1;
  int64_t a = u + k * (int64_t)lo, z = u + k * ((int64_t)hi - 1);
  return a >= 0 && a <= (int64_t)UINT32_MAX && z >= 0 && z <= (int64_t)UINT32_MAX;
}

/* hd_nws/hd_nwu (sgn) for every row of a block of ny x nz rows, where the row's U is linear
 * in tid.y and tid.z (emit.c, nw_degree): u0, uy and uz are U at rows (0,0), (1,0) and
 * (0,1), computed in 64-bit arithmetic. U at (y, z) is then u0 + (uy-u0)*y + (uz-u0)*z
 * modulo 2^64; where that sum stays inside int64 at the corner rows it is U itself, and a
 * linear function inside the range at the corners is inside it everywhere. 0 when a corner
 * overflows (the rows then take the loops' plain forms). */
static inline int hd_nw_rows(int64_t u0, int64_t uy, int64_t uz, uint32_t ny, uint32_t nz, int64_t k, uint32_t lo,
                             uint32_t hi, int sgn) {
  int64_t by = ny > 1 ? (int64_t)((uint64_t)uy - (uint64_t)u0) : 0,
          bz = nz > 1 ? (int64_t)((uint64_t)uz - (uint64_t)u0) : 0;
  int64_t dy, dz, c[4];
  if (__builtin_mul_overflow(by, (int64_t)ny - 1, &dy) || __builtin_mul_overflow(bz, (int64_t)nz - 1, &dz) ||
      __builtin_add_overflow(u0, dy, &c[1]) || __builtin_add_overflow(u0, dz, &c[2]) ||
      __builtin_add_overflow(c[1], dz, &c[3]))
    return 0;
  c[0] = u0;
  int ok = 1;
  for (int i = 0; i < 4; i++) ok &= sgn ? hd_nws(c[i], k, lo, hi) : hd_nwu(c[i], k, lo, hi);
  return ok;
}

/* %globaltimer: nanoseconds of wall-clock time, as on a GPU */
static inline uint64_t hd_globaltimer(void) {
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* Atomics without a direct C form: compare-and-swap loops. */
#define HD_ATOMIC_CAS_OP(name, T, U, EXPR)                                                                             \
  static inline T name(T *p, T v) {                                                                                    \
    U *q = (U *)p;                                                                                                     \
    U old = __atomic_load_n(q, __ATOMIC_RELAXED), nw;                                                                  \
    T o;                                                                                                               \
    do {                                                                                                               \
      memcpy(&o, &old, sizeof o);                                                                                      \
      T n_ = (EXPR);                                                                                                   \
      memcpy(&nw, &n_, sizeof nw);                                                                                     \
    } while (!__atomic_compare_exchange_n(q, &old, nw, 1, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED));                        \
    return o;                                                                                                          \
  }
/* atom/red.add.f32 on global memory flushes subnormal inputs (the word in memory and the
 * operand) and results to zero of their sign (on an H200: 0 + 1e-40 gives 0, 1e-40 + 0
 * gives 0, the old value read back unflushed; tests/cuda/float_atomic_rounding.cu). On
 * shared memory it does not (the GPU adds in a compare-and-swap loop there), nor do doubles. */
static inline float hd_ftz_f32(float x) { return fabsf(x) < 0x1p-126f ? copysignf(0.0f, x) : x; }
static inline float hd_atom_fadd_ftz(float o, float v) { return hd_ftz_f32(hd_ftz_f32(o) + hd_ftz_f32(v)); }
HD_ATOMIC_CAS_OP(hd_atom_add_f32, float, uint32_t, hd_atom_fadd_ftz(o, v))
HD_ATOMIC_CAS_OP(hd_atom_add_f64, double, uint64_t, o + v)
HD_ATOMIC_CAS_OP(hd_atom_min_s32, int32_t, uint32_t, v < o ? v : o)
HD_ATOMIC_CAS_OP(hd_atom_max_s32, int32_t, uint32_t, v > o ? v : o)
HD_ATOMIC_CAS_OP(hd_atom_min_u32, uint32_t, uint32_t, v < o ? v : o)
HD_ATOMIC_CAS_OP(hd_atom_max_u32, uint32_t, uint32_t, v > o ? v : o)
HD_ATOMIC_CAS_OP(hd_atom_min_s64, int64_t, uint64_t, v < o ? v : o)
HD_ATOMIC_CAS_OP(hd_atom_max_s64, int64_t, uint64_t, v > o ? v : o)
HD_ATOMIC_CAS_OP(hd_atom_min_u64, uint64_t, uint64_t, v < o ? v : o)
HD_ATOMIC_CAS_OP(hd_atom_max_u64, uint64_t, uint64_t, v > o ? v : o)
HD_ATOMIC_CAS_OP(hd_atom_inc_u32, uint32_t, uint32_t, o >= v ? 0 : o + 1)
HD_ATOMIC_CAS_OP(hd_atom_dec_u32, uint32_t, uint32_t, (o == 0 || o > v) ? v : o - 1)
HD_ATOMIC_CAS_OP(hd_atom_min_f32, float, uint32_t, fminf(o, v))
HD_ATOMIC_CAS_OP(hd_atom_max_f32, float, uint32_t, fmaxf(o, v))
/* atom.add on half-precision lanes (.f16, .bf16, and their pairs): each lane's sum exact
 * in double, rounded once (.noftz: subnormals kept) */
static inline uint16_t hd_add16(uint16_t a, uint16_t b, int bf) {
  return bf ? hd_d2bfn(hd_bf2d(a) + hd_bf2d(b)) : hd_d2h(hd_h2d(a) + hd_h2d(b));
}
static inline uint32_t hd_add16x2(uint32_t a, uint32_t b, int bf) {
  return (uint32_t)hd_add16((uint16_t)a, (uint16_t)b, bf) |
      (uint32_t)hd_add16((uint16_t)(a >> 16), (uint16_t)(b >> 16), bf) << 16;
}
HD_ATOMIC_CAS_OP(hd_atom_add_f16, uint16_t, uint16_t, hd_add16(o, v, 0))
HD_ATOMIC_CAS_OP(hd_atom_add_bf16, uint16_t, uint16_t, hd_add16(o, v, 1))
HD_ATOMIC_CAS_OP(hd_atom_add_f16x2, uint32_t, uint32_t, hd_add16x2(o, v, 0))
HD_ATOMIC_CAS_OP(hd_atom_add_bf16x2, uint32_t, uint32_t, hd_add16x2(o, v, 1))

/* Updates held in the worker's queue (heddle_abi.h, hd_rq): the slot of address a, kind
 * k, taken if there is none (a full queue, or one holding another kind of update of the
 * address, which must go first, is applied and emptied first) */
static __attribute__((noinline)) hd_rq_slot *hd_rq_slot_for(hd_rq *q, uint64_t a, uint32_t k) {
  uint32_t h = hd_rq_home(a);
  for (; q->slot[h].kind != ~0u; h = (h + 1) % HD_RQ_SLOTS)
    if (q->slot[h].addr == a) {
      if (q->slot[h].kind == k) return &q->slot[h];
      q->flush(q);
      h = hd_rq_home(a);
      break;
    }
  if (q->nused == HD_RQ_USED) {
    q->flush(q);
    h = hd_rq_home(a);
  }
  hd_rq_slot *s = &q->slot[h];
  q->used[q->nused++] = (uint16_t)h;
  s->addr = a;
  s->kind = k;
  s->v = hd_rq_unit(k);
  s->head = s->tail = 0;
  return s;
}
static inline hd_rq_slot *hd_rq_find(hd_rq *q, const void *p, uint32_t k) {
  uint64_t a = (uint64_t)(uintptr_t)p;
  hd_rq_slot *s = &q->slot[hd_rq_home(a)];
  return __builtin_expect(s->addr == a && s->kind == k, 1) ? s : hd_rq_slot_for(q, a, k);
}
static inline void hd_rq_int(hd_rq *q, const void *p, uint32_t k, uint64_t v) {
  hd_rq_slot *s = hd_rq_find(q, p, k);
  s->v = hd_rq_comb(k, s->v, v);
}
static inline void hd_rq_fadd(hd_rq *q, const void *p, uint32_t k, uint64_t bits) {
  if (__builtin_expect(q->nlog == HD_RQ_LOG, 0)) q->flush(q);
  hd_rq_slot *s = hd_rq_find(q, p, k);
  uint32_t n = q->nlog++;
  q->log[n].v = bits;
  q->log[n].next = 0;
  if (s->tail) q->log[s->tail - 1].next = n + 1;
  else s->head = n + 1;
  s->tail = n + 1;
}
static inline void hd_rq_add_f32(hd_rq *q, const float *p, float v) {
  uint32_t u;
  memcpy(&u, &v, sizeof u);
  hd_rq_fadd(q, p, HD_RQ_ADD | HD_RQ_F32, u);
}
static inline void hd_rq_add_f64(hd_rq *q, const double *p, double v) {
  uint64_t u;
  memcpy(&u, &v, sizeof u);
  hd_rq_fadd(q, p, HD_RQ_ADD | HD_RQ_F64, u);
}
/* before a load or update that may wait for another block: what the worker holds goes out */
static inline void hd_rq_poke(hd_block *b) {
  hd_rq *q = b->rq;
  if (q && q->nused) q->flush(q);
}

/* Shared-memory atomics: one OS thread runs the whole block, so nothing else can touch
 * the block's shared memory in between and a plain read-modify-write is atomic. The
 * relaxed loads and stores compile to plain moves but keep gcc from vectorizing the RMW
 * across the threads of an ivdep loop (two threads may update one address), a loop the
 * RMW may be inlined into (device functions). EXPR names the old value ho_ and the
 * operand hv_. The hd_satomp forms are plain C, for thread loops that the emitter leaves
 * without ivdep: gcc then makes `bins[x]++` one instruction (a 256-bin histogram's loop
 * ran 1.25x faster on one core). */
#define hd_satom(p, v, EXPR)                                                                                           \
  ({                                                                                                                   \
    __typeof__(p) hp_ = (p);                                                                                           \
    __typeof__(*hp_) hv_ = (v), ho_, hn_;                                                                              \
    __atomic_load(hp_, &ho_, __ATOMIC_RELAXED);                                                                        \
    hn_ = (EXPR);                                                                                                      \
    __atomic_store(hp_, &hn_, __ATOMIC_RELAXED);                                                                       \
    ho_;                                                                                                               \
  })
#define hd_satom_cas(p, c, v)                                                                                          \
  ({                                                                                                                   \
    __typeof__(p) hp_ = (p);                                                                                           \
    __typeof__(*hp_) hc_ = (c), hv_ = (v), ho_;                                                                        \
    __atomic_load(hp_, &ho_, __ATOMIC_RELAXED);                                                                        \
    if (ho_ == hc_) __atomic_store(hp_, &hv_, __ATOMIC_RELAXED);                                                       \
    ho_;                                                                                                               \
  })
#define hd_satomp(p, v, EXPR)                                                                                          \
  ({                                                                                                                   \
    __typeof__(p) hp_ = (p);                                                                                           \
    __typeof__(*hp_) hv_ = (v), ho_ = *hp_;                                                                            \
    *hp_ = (EXPR);                                                                                                     \
    ho_;                                                                                                               \
  })
#define hd_satomp_cas(p, c, v)                                                                                         \
  ({                                                                                                                   \
    __typeof__(p) hp_ = (p);                                                                                           \
    __typeof__(*hp_) hc_ = (c), hv_ = (v), ho_ = *hp_;                                                                 \
    if (ho_ == hc_) *hp_ = hv_;                                                                                        \
    ho_;                                                                                                               \
  })
#define hd_atom_cas(p, c, v)                                                                                           \
  ({                                                                                                                   \
    __typeof__(*(p)) c_ = (c);                                                                                         \
    __atomic_compare_exchange_n((p), &c_, (v), 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);                                 \
    c_;                                                                                                                \
  })

/* Thread-loop bounds from a guard "U + tid.x CMP B" (U, B uniform): the threads that pass
 * it form [lo, hi) when the values do not wrap around; returns 0 when they might. */
enum { HD_LT, HD_LE, HD_GT, HD_GE, HD_EQ, HD_NE };
/* k > 0: the guard tests (U + tid.x) >> k (shr.u32; a warp's index is tid.x / 32, and
 * if (warp == 0) runs one warp's loop), compared with B as the compare's type says: the
 * shifted value is below 2^31, so its signed and unsigned orders agree */
static inline int hd_clip_shr(int cmp, int sgn, int want, uint32_t U, uint32_t B, int k, uint32_t n, uint32_t *lo,
                              uint32_t *hi) {
  if (n == 0) {
    *lo = *hi = 0;
    return 1;
  }
  int64_t u = sgn && !k ? (int64_t)(int32_t)U : (int64_t)U, bb = sgn ? (int64_t)(int32_t)B : (int64_t)B;
  int64_t p = (int64_t)1 << k, vmax = u + (int64_t)n - 1;
  if (sgn && !k ? vmax > INT32_MAX : vmax > (int64_t)UINT32_MAX) return 0;
  if (cmp == HD_NE) {
    cmp = HD_EQ;
    want = !want;
  }
  int64_t a = 0, z = n;
  switch (cmp) {
  case HD_LT: z = bb * p - u; break;
  case HD_LE: z = (bb + 1) * p - u; break;
  case HD_GT: a = (bb + 1) * p - u; break;
  case HD_GE: a = bb * p - u; break;
  default:
    a = bb * p - u;
    z = (bb + 1) * p - u;
    break;
  }
  if (a < 0) a = 0;
  if (z < 0) z = 0; /* a signed bound below the range: none kept (not a negative lo, hi) */
  if (z > (int64_t)n) z = n;
  if (a > z) a = z;
  if (want) {
    *lo = (uint32_t)a;
    *hi = (uint32_t)z;
    return 1;
  }
  if (a == z) {
    *lo = 0;
    *hi = n;
    return 1;
  }
  if (a == 0) {
    *lo = (uint32_t)z;
    *hi = n;
    return 1;
  }
  if (z == (int64_t)n) {
    *lo = 0;
    *hi = (uint32_t)a;
    return 1;
  }
  return 0;
}
static inline int hd_clip(int cmp, int sgn, int want, uint32_t U, uint32_t B, uint32_t n, uint32_t *lo, uint32_t *hi) {
  return hd_clip_shr(cmp, sgn, want, U, B, 0, n, lo, hi);
}
/* One compare of a conjunction: [lo, hi) narrowed to the threads that pass it too */
static inline int hd_clip_and(int cmp, int sgn, int want, uint32_t U, uint32_t B, int k, uint32_t n, uint32_t *lo,
                              uint32_t *hi) {
  uint32_t a, z;
  if (!hd_clip_shr(cmp, sgn, want, U, B, k, n, &a, &z)) return 0;
  if (a > *lo) *lo = a;
  if (z < *hi) *hi = z;
  if (*lo > *hi) *lo = *hi;
  return 1;
}

/* The group scheduler, after a thread loop whose threads may have stopped at different
 * places (st[t], HD_EXIT when gone). One place for all live threads: run on, unmasked if
 * none has exited. Several: run one group at a time (masked, grp), preferring groups that
 * do not wait after a block-wide barrier, so that the others catch up with them (warp
 * barriers in divergent code, early exits); if every group waits after a different
 * block barrier (divergent __syncthreads, undefined in CUDA) the lowest goes first, so
 * the block always finishes. Returns the place to resume, -1 when all threads are done. */
static inline void hd_report_divergent(hd_block *b, const char *kernel) {
  static int reported; /* once per kernel and process */
  if (!b->check || __atomic_exchange_n(&reported, 1, __ATOMIC_RELAXED)) return;
  fprintf(stderr,
          "heddle: check: kernel %s, block (%u,%u,%u): threads wait at different __syncthreads() "
          "(a barrier in divergent code: undefined in CUDA)\n",
          kernel, b->ctaid[0], b->ctaid[1], b->ctaid[2]);
}

/* Lockstep loops: the base c of a register whose marked threads hold S[t] = c + tx. With
 * check, whether every marked thread does (else 0); without, c from the first one. */
static inline int hd_ls_base(const uint32_t *S, const uint16_t *st, uint16_t mark, uint32_t ntx, uint32_t n, int check,
                             uint32_t *c) {
  uint32_t t0 = 0;
  while (t0 < n && st[t0] != mark) t0++;
  if (t0 == n) return 0;
  uint32_t c0 = S[t0] - t0 % ntx;
  *c = c0;
  if (!check) return 1;
  int bad = 0;
  for (uint32_t r = 0; r < n; r += ntx) {
    uint32_t m = n - r < ntx ? n - r : ntx;
    for (uint32_t x = 0; x < m; x++) bad |= st[r + x] == mark && S[r + x] != c0 + x;
  }
  return !bad;
}

/* Lockstep loops: whether every thread of [lo, hi) is marked (vectorized). */
static inline int hd_ls_all(const uint16_t *st, uint16_t mark, uint32_t lo, uint32_t hi) {
  uint32_t bad = 0;
  for (uint32_t t = lo; t < hi; t++) bad |= st[t] != mark;
  return !bad;
}

/* Lockstep loops: how many threads of [lo, hi) are marked; *a and *b the first of them and
 * one past the last (both lo when none). They are contiguous when *b - *a is the count. */
static inline uint32_t hd_ls_range(const uint16_t *st, uint16_t mark, uint32_t lo, uint32_t hi, uint32_t *a,
                                   uint32_t *b) {
  uint32_t n = 0, f = hi, l = lo;
  for (uint32_t t = lo; t < hi; t++) {
    uint32_t m = st[t] == mark, c = m ? t : hi, d = m ? t + 1 : lo; /* min and max: vectorized */
    n += m;
    f = c < f ? c : f;
    l = d > l ? d : l;
  }
  *a = n ? f : lo;
  *b = n ? l : lo;
  return n;
}

/* Row groups (emit.c, group loads and stores): a lane loop's G consecutive 32-bit shared
 * accesses at row + 4k (k < G, 3 <= G <= 16), each lane's row 4G bytes after the one before
 * (CUB's blocked <-> striped transposes through shared memory, G items a thread), made for
 * the n <= 32 lanes of the loop at once: c[k][i] is lane i's word k. 16 rows at a time are
 * a 16 x 16 transpose in registers where the CPU has AVX-512 (four rounds of two-source
 * permutes, each swapping blocks of 8, 4, 2, 1 words between rows), else word by word. */
#if defined(__AVX512F__)
#include <immintrin.h>
/* per round (blocks of 8, 4, 2, 1 words): the permutes giving row i and row i + s */
static const int32_t hd_tr16_idx[8][16]
    __attribute__((aligned(64))) = {{0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23},
                                    {8, 9, 10, 11, 12, 13, 14, 15, 24, 25, 26, 27, 28, 29, 30, 31},
                                    {0, 1, 2, 3, 16, 17, 18, 19, 8, 9, 10, 11, 24, 25, 26, 27},
                                    {4, 5, 6, 7, 20, 21, 22, 23, 12, 13, 14, 15, 28, 29, 30, 31},
                                    {0, 1, 16, 17, 4, 5, 20, 21, 8, 9, 24, 25, 12, 13, 28, 29},
                                    {2, 3, 18, 19, 6, 7, 22, 23, 10, 11, 26, 27, 14, 15, 30, 31},
                                    {0, 16, 2, 18, 4, 20, 6, 22, 8, 24, 10, 26, 12, 28, 14, 30},
                                    {1, 17, 3, 19, 5, 21, 7, 23, 9, 25, 11, 27, 13, 29, 15, 31}};
static inline __attribute__((always_inline)) void hd_tr16(__m512i *r) {
#pragma GCC unroll 4
  for (int q = 0; q < 4; q++) {
    const int s = 8 >> q;
    const __m512i il = _mm512_load_si512(hd_tr16_idx[2 * q]), ih = _mm512_load_si512(hd_tr16_idx[2 * q + 1]);
#pragma GCC unroll 16
    for (int i = 0; i < 16; i++)
      if (!(i & s)) {
        __m512i a = r[i], b = r[i + s];
        r[i] = _mm512_permutex2var_epi32(a, il, b);
        r[i + s] = _mm512_permutex2var_epi32(a, ih, b);
      }
  }
}
#endif
/* Loads: rows past the window read as its first word, as a speculated load does (lanes that do
 * not run read what no one uses). */
static __attribute__((noinline)) void hd_grp_ld(const unsigned char *shm, uint64_t lim, int64_t row0, uint32_t n,
                                                uint32_t g, uint32_t c[][32]) {
#if defined(__AVX512F__)
  if (row0 >= 0 && (uint64_t)row0 + 4ull * g * (n - 1) + 64 <= lim) {
    for (uint32_t i0 = 0; i0 < n; i0 += 16) {
      __m512i r[16];
#pragma GCC unroll 16
      for (uint32_t j = 0; j < 16; j++)
        r[j] = i0 + j < n ? _mm512_loadu_si512(shm + row0 + 4 * (int64_t)g * (i0 + j)) : _mm512_setzero_si512();
      hd_tr16(r);
#pragma GCC unroll 16
      for (uint32_t k = 0; k < 16; k++)
        if (k < g) _mm512_storeu_si512(&c[k][i0], r[k]);
    }
    return;
  }
#endif
  for (uint32_t k = 0; k < g; k++)
    for (uint32_t i = 0; i < n; i++) {
      int64_t a = row0 + 4 * ((int64_t)g * i + k);
      c[k][i] = *(const uint32_t *)(shm + (a >= 0 && (uint64_t)a + 4 <= lim ? a : 0));
    }
}
/* Stores, after the loop: the lanes whose m[i] is set, in lane order (a later lane's row wins
 * where rows overlap, as when each lane stored in turn); rows outside the window are not
 * written (the lane loop checks no shared address either). */
static __attribute__((noinline)) void hd_grp_st(unsigned char *shm, uint64_t lim, int64_t row0, uint32_t n, uint32_t g,
                                                uint32_t c[][32], const uint8_t *m) {
#if defined(__AVX512F__)
  uint32_t all = 1;
  for (uint32_t i = 0; i < n; i++) all &= m[i];
  if (all && row0 >= 0 && (uint64_t)row0 + 4ull * g * n <= lim) {
    const __mmask16 km = (__mmask16)((1u << g) - 1);
    for (uint32_t i0 = 0; i0 < n; i0 += 16) {
      __m512i r[16];
#pragma GCC unroll 16
      for (uint32_t k = 0; k < 16; k++) r[k] = k < g ? _mm512_loadu_si512(&c[k][i0]) : _mm512_setzero_si512();
      hd_tr16(r);
#pragma GCC unroll 16
      for (uint32_t j = 0; j < 16; j++)
        if (i0 + j < n) _mm512_mask_storeu_epi32(shm + row0 + 4 * (int64_t)g * (i0 + j), km, r[j]);
    }
    return;
  }
#endif
  for (uint32_t i = 0; i < n; i++)
    if (m[i])
      for (uint32_t k = 0; k < g; k++) {
        int64_t a = row0 + 4 * ((int64_t)g * i + k);
        if (a >= 0 && (uint64_t)a + 4 <= lim) *(uint32_t *)(shm + a) = c[k][i];
      }
}

/* mbarrier objects, in heddle's layout: bit 63 the phase, bits 32-62 the arrivals a phase
 * expects, bits 0-30 those still pending. One OS thread runs a whole block, so plain
 * reads and writes suffice. A state (token) is the phase it was taken in, in bit 63, and
 * the arrivals that phase still waited for after this one, in bits 0-30. */
static inline void hd_mbar_init(volatile uint64_t *m, uint32_t count) {
  *m = ((uint64_t)(count & 0x7fffffffu) << 32) | (count & 0x7fffffffu);
}
static inline uint64_t hd_mbar_arrive(volatile uint64_t *m, uint32_t count, int drop) {
  uint64_t old = *m, phase = old >> 63, expect = (old >> 32) & 0x7fffffffu, pend = old & 0x7fffffffu;
  if (drop) expect -= 1;
  pend = pend > count ? pend - count : 0;
  uint64_t state = (old & (1ull << 63)) | pend;
  if (pend == 0) phase ^= 1, pend = expect;
  *m = phase << 63 | expect << 32 | pend;
  return state;
}
/* Whether the phase of state (or, .parity, the phase of that parity) has completed. */
static inline int hd_mbar_done(volatile uint64_t *m, uint64_t state, int parity) {
  uint64_t phase = *m >> 63;
  return parity ? phase != (state & 1) : phase != state >> 63;
}
static inline uint32_t hd_mbar_pending(uint64_t state) { return (uint32_t)(state & 0x7fffffffu); }

/* Named barriers with a thread count (bar.sync a, b; bar.arrive a, b). A thread that
 * arrives waits with st[t] = HD_NBWAIT | place (0x1fff: it returns after the barrier) and
 * nbid[t] = the barrier, | 0x80 for an arrive; need[a] holds the count. The scheduler runs
 * no waiting thread. As measured on an H200: a warp arrives once all its threads that have
 * not exited have; it adds 32 less its exited threads (threads past the end of the block
 * count as there); the barrier completes when its arrivals reach the count, or the block's
 * thread count if that is less, and starts over from 0. A completed warp's arrives go on at
 * once, its syncs wait (HD_NBCOUNTED) until the barrier completes. */
#define HD_NBWAIT 0x4000u
#define HD_NBCOUNTED 0x2000u
static inline uint16_t hd_nbar_go(uint16_t s) { /* a waiting thread released */
  s &= 0x1fffu;
  return s == 0x1fffu ? (uint16_t)HD_EXIT : s;
}
static inline void hd_nbar_settle(uint16_t *st, uint32_t n, const uint8_t *nbid, uint32_t *arrived,
                                  const uint32_t *need) {
  for (uint32_t w = 0; w < n; w += 32) {
    uint32_t e = n - w < 32 ? n : w + 32, wait = 0, other = 0, gone = 0, first = 0;
    for (uint32_t t = w; t < e; t++) {
      uint16_t s = st[t];
      if (s == HD_EXIT) gone++;
      else if ((s & 0xe000u) == HD_NBWAIT) first = wait++ ? first : t;
      else other = 1;
    }
    if (!wait || other) continue; /* no new arrival, or the warp's other threads are still on their way */
    uint32_t a = nbid[first] & 15u, goal = need[a] < n ? need[a] : n;
    arrived[a] += 32 - gone;
    for (uint32_t t = w; t < e; t++)
      if (st[t] != HD_EXIT) st[t] = nbid[t] & 0x80u ? hd_nbar_go(st[t]) : (uint16_t)(st[t] | HD_NBCOUNTED);
    if (arrived[a] < goal) continue;
    arrived[a] = 0;
    for (uint32_t t = 0; t < n; t++)
      if ((st[t] & 0xe000u) == (HD_NBWAIT | HD_NBCOUNTED) && (nbid[t] & 15u) == a) st[t] = hd_nbar_go(st[t]);
  }
}
/* A block that cannot go on: "kernel K: threads of block (x,y,z) <what>", a launch failure */
static inline int hd_block_fails(hd_block *b, const char *kernel, const char *what) {
  snprintf(b->msg, 256, "kernel %s: threads of block (%u,%u,%u) %s", kernel, b->ctaid[0], b->ctaid[1], b->ctaid[2],
           what);
  return HD_ERR_LAUNCH_FAILURE;
}
/* Every live thread waits at a named barrier that no thread left can complete. */
static inline int hd_nbar_stuck(hd_block *b, const char *kernel) {
  return hd_block_fails(b, kernel, "wait at named barriers (bar.sync a, b) that cannot complete: a deadlock");
}

/* A place's priority, lowest first. Places where threads wait for the block's other threads
 * (HD_WAITPRIO and up) come after all others, and take turns: rot (the passes made at
 * such places in a row) rotates their order over span, so no waiting group starves
 * another whose wait is over. */
#define HD_WAITPRIO 0x8000u
static inline unsigned hd_prio(const uint16_t *prio, int v, unsigned rot, unsigned span) {
  unsigned p = prio[v];
  return p < HD_WAITPRIO ? p : HD_WAITPRIO + (p - HD_WAITPRIO + rot) % span;
}

/* The first and one past the last of the n threads at place g (thread loops and warp chains
 * of a scheduled group run over that range only: `if (warp == 0)` after a barrier visits one
 * warp, not the block). Blocks of 32 from each end, each a vector loop. */
/* The scheduler's scans of st[] are vector loops: compiled with the loop vectorizer even in a
 * kernel too large for it (-O1: in CUB's scan kernel, which schedules groups often, they
 * were a third of the time) */
#if defined(__GNUC__) && !defined(__clang__)
#define HD_VECLOOPS __attribute__((optimize("O3")))
#else
#define HD_VECLOOPS
#endif
HD_VECLOOPS static inline int hd_any32(const uint16_t *st, uint16_t g) {
  uint16_t any = 0;
  for (uint32_t k = 0; k < 32; k++) any |= (uint16_t)(st[k] == g);
  return any;
}
HD_VECLOOPS static inline void hd_grange(const uint16_t *st, uint32_t n, uint16_t g, uint32_t *lo, uint32_t *hi) {
  uint32_t a = 0, z = n;
  while (a + 32 <= n && !hd_any32(st + a, g)) a += 32;
  while (a < n && st[a] != g) a++;
  while (z >= a + 32 && !hd_any32(st + z - 32, g)) z -= 32;
  while (z > a && st[z - 1] != g) z--;
  *lo = a;
  *hi = z;
}

HD_VECLOOPS static inline int hd_sched_(hd_block *b, const char *kernel, const uint16_t *st, uint32_t n, int *masked,
                                        int *grp, const unsigned char *blockbar, const uint16_t *prio, unsigned rot,
                                        unsigned span, uint16_t wait) {
  int first = -1, mixed = 0, exited = 0, pick = -1, at_bar = -1, low = 0x10000;
  { /* the common case, the live threads all at one place: vector loops. HD_EXIT is the
     * largest code, so the smallest one is a live thread's if any is live. */
    uint16_t s0 = HD_EXIT;
    for (uint32_t t = 0; t < n; t++) s0 = st[t] < s0 ? st[t] : s0;
    if (s0 == HD_EXIT) return -1;
    if (s0 >= wait) return -2; /* every live thread waits at a named barrier */
    uint16_t other = 0, gone = 0; /* as wide as st[]: int flags made the loop 3x slower */
    for (uint32_t t = 0; t < n; t++) {
      uint16_t v = st[t];
      other |= (uint16_t)(v != s0) & (uint16_t)(v != HD_EXIT);
      gone |= (uint16_t)(v == HD_EXIT);
    }
    if (!other) {
      *masked = gone;
      *grp = s0;
      return s0;
    }
    /* a few places (a warp at a shuffle, the others at a barrier): the next ones by vector
     * minimum loops, then the choice below over the places alone */
    int vals[8], nv = 1;
    vals[0] = s0;
    for (;;) {
      /* the least st[t] >= lo, as a plain minimum of st[t] - lo: below lo wraps above */
      uint16_t lo = (uint16_t)(vals[nv - 1] + 1), m = (uint16_t)(HD_EXIT - lo);
      for (uint32_t t = 0; t < n; t++) {
        uint16_t v = (uint16_t)(st[t] - lo);
        m = v < m ? v : m;
      }
      m = (uint16_t)(m + lo);
      if (m >= wait) break; /* gone, or waiting at a named barrier: not to run */
      if (nv == 8) {
        nv = 0; /* many: the scalar scan */
        break;
      }
      vals[nv++] = m;
    }
    for (int i = 0; i < nv; i++) {
      int v = vals[i];
      if (!blockbar[v] && (pick < 0 || hd_prio(prio, v, rot, span) < hd_prio(prio, pick, rot, span))) pick = v;
      if (blockbar[v] == 2 && (at_bar < 0 || prio[v] < prio[at_bar])) at_bar = v;
    }
    if (nv) {
      low = s0;
      goto chosen;
    }
  }
  for (uint32_t t = 0; t < n; t++) {
    int s = st[t];
    if (s >= wait) { /* gone, or waiting at a named barrier: in neither case to run */
      exited = 1;
      continue;
    }
    if (first < 0) first = s;
    else if (s != first) mixed = 1;
    if (s < low) low = s;
    if (!blockbar[s] && (pick < 0 || hd_prio(prio, s, rot, span) < hd_prio(prio, pick, rot, span))) pick = s;
    if (blockbar[s] == 2 && (at_bar < 0 || prio[s] < prio[at_bar])) at_bar = s;
  }
  if (first < 0) return -1;
  if (!mixed) {
    *masked = exited;
    *grp = first;
    return first;
  }
chosen:
  /* blockbar: 1 = past a __syncthreads, 2 = about to run one; threads elsewhere go first */
  if (pick < 0) pick = at_bar;
  if (pick < 0) hd_report_divergent(b, kernel);
  *masked = 1;
  *grp = pick >= 0 ? pick : low;
  return *grp;
}

/* the scheduler: hd_sched_ above, and the range of the group it picked */
/* wait: the least code of a thread waiting at a named barrier (HD_NBWAIT in kernels that have
 * them, else HD_EXIT: places may then go up to 0x7fff) */
static inline int hd_sched(hd_block *b, const char *kernel, const uint16_t *st, uint32_t n, int *masked, int *grp,
                           const unsigned char *blockbar, const uint16_t *prio, unsigned rot, unsigned span,
                           uint16_t wait, uint32_t *glo, uint32_t *ghi) {
  int r = hd_sched_(b, kernel, st, n, masked, grp, blockbar, prio, rot, span, wait);
  *glo = 0;
  *ghi = n;
  if (r >= 0 && *masked) hd_grange(st, n, (uint16_t)*grp, glo, ghi);
  return r;
}

/* __syncthreads_count/and/or: op 0 counts, 1 ands, 2 ors the threads' predicates */
static inline uint32_t hd_bar_red(const unsigned char *red, const uint16_t *st, uint32_t n, int masked, int op) {
  uint32_t cnt = 0, all = 1, any = 0;
  for (uint32_t t = 0; t < n; t++) {
    if (masked && st[t] == HD_EXIT) continue;
    cnt += red[t];
    all &= red[t];
    any |= red[t];
  }
  return op == 0 ? cnt : op == 1 ? all : any;
}
/* A warp chain's vote: act gets the lanes of the warp buffer that published at this exchange
 * (tag xt), bal those of them whose value is not 0. Branch-free: the loop it replaced
 * branched on each lane's vote and was 29% of CUB's radix sort (208 ballots a warp). */
#if defined(__AVX2__)
#include <immintrin.h>
#endif
static inline void hd_wvote32(const uint32_t *v, const uint32_t *tag, uint32_t xt, uint32_t *act, uint32_t *bal) {
  uint32_t a = 0, b = 0;
#if defined(__AVX2__)
  const __m256i t8 = _mm256_set1_epi32((int)xt), z8 = _mm256_setzero_si256();
  for (int i = 0; i < 4; i++) {
    __m256i tg = _mm256_loadu_si256((const __m256i *)(tag + 8 * i)),
            vv = _mm256_loadu_si256((const __m256i *)(v + 8 * i));
    uint32_t on = (uint32_t)_mm256_movemask_ps(_mm256_castsi256_ps(_mm256_cmpeq_epi32(tg, t8)));
    uint32_t zero = (uint32_t)_mm256_movemask_ps(_mm256_castsi256_ps(_mm256_cmpeq_epi32(vv, z8)));
    a |= on << (8 * i);
    b |= (on & ~zero & 0xffu) << (8 * i);
  }
#else
  for (uint32_t l = 0; l < 32; l++) {
    uint32_t on = tag[l] == xt;
    a |= on << l;
    b |= (on & (v[l] != 0)) << l;
  }
#endif
  *act = a;
  *bal = b;
}
static inline void hd_wvote64(const uint64_t *v, const uint32_t *tag, uint32_t xt, uint32_t *act, uint32_t *bal) {
  uint32_t a = 0, b = 0;
  for (uint32_t l = 0; l < 32; l++) {
    uint32_t on = tag[l] == xt;
    a |= on << l;
    b |= (on & (v[l] != 0)) << l;
  }
  *act = a;
  *bal = b;
}

/* match: the lanes of a warp's 32 published values v that equal me (of those taking part:
 * the caller masks). Branch-free: the loop it replaced tested and branched on each of the
 * 32 lanes, for each lane (a __match_any_sync histogram: 26x its OpenMP twin). */
static inline uint32_t hd_weq32(const uint32_t *v, uint32_t me) {
  uint32_t m = 0;
#if defined(__AVX2__)
  const __m256i t8 = _mm256_set1_epi32((int)me);
  for (int i = 0; i < 4; i++) {
    __m256i vv = _mm256_loadu_si256((const __m256i *)(v + 8 * i));
    m |= (uint32_t)_mm256_movemask_ps(_mm256_castsi256_ps(_mm256_cmpeq_epi32(vv, t8))) << (8 * i);
  }
#else
  for (uint32_t l = 0; l < 32; l++) m |= (uint32_t)(v[l] == me) << l;
#endif
  return m;
}
static inline uint32_t hd_weq64(const uint64_t *v, uint64_t me) {
  uint32_t m = 0;
#if defined(__AVX2__)
  const __m256i t4 = _mm256_set1_epi64x((long long)me);
  for (int i = 0; i < 8; i++) {
    __m256i vv = _mm256_loadu_si256((const __m256i *)(v + 4 * i));
    m |= (uint32_t)_mm256_movemask_pd(_mm256_castsi256_pd(_mm256_cmpeq_epi64(vv, t4))) << (4 * i);
  }
#else
  for (uint32_t l = 0; l < 32; l++) m |= (uint32_t)(v[l] == me) << l;
#endif
  return m;
}

/* A guard made bounds [lo, hi) of the tx loop (hd_clip): the threads outside them record
 * where they went (all of them; with a group scheduled, those of the group) */
static inline void hd_clip_mark(uint16_t *st, uint32_t nthr, uint32_t ntx, uint32_t lo, uint32_t hi, int masked,
                                uint16_t grp, uint16_t to) {
  for (uint32_t r = 0; r < nthr; r += ntx) {
    uint16_t *row = st + r;
    if (!masked) {
      for (uint32_t tx = 0; tx < lo; tx++) row[tx] = to;
      for (uint32_t tx = hi; tx < ntx; tx++) row[tx] = to;
    } else
      for (uint32_t tx = 0; tx < ntx; tx++)
        if ((tx < lo || tx >= hi) && row[tx] == grp) row[tx] = to;
  }
}

/* A warp chain: how many of the n lanes from st were sent on to mark */
static inline uint32_t hd_nmark(const uint16_t *st, uint32_t n, uint16_t mark) {
#if defined(__AVX2__)
  if (n == 32) { /* a whole warp (large kernels are compiled without the loop vectorizer) */
    const __m256i m16 = _mm256_set1_epi16((short)mark);
    uint32_t lo = (uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi16(_mm256_loadu_si256((const __m256i *)st), m16));
    uint32_t hi = (uint32_t)_mm256_movemask_epi8(
        _mm256_cmpeq_epi16(_mm256_loadu_si256((const __m256i *)(st + 16)), m16));
    return (uint32_t)(__builtin_popcount(lo) + __builtin_popcount(hi)) / 2;
  }
#endif
  uint32_t c = 0;
  for (uint32_t l = 0; l < n; l++) c += st[l] == mark;
  return c;
}
static inline uint32_t hd_nlive(const uint16_t *st, uint32_t n, int masked) {
  uint32_t c = 0;
  for (uint32_t t = 0; t < n; t++) c += !(masked && st[t] == HD_EXIT);
  return c;
}

/* heddle check: an aligned access inside one of the allocations the block last found goes
 * ahead inline; anything else asks the runtime (hd_block.ck), which reports a bad access
 * and gives back a scratch address for it, or abandons the block. */
static inline void *hd_ck(hd_block *b, uint64_t a, uint32_t f, const char *site, size_t t) {
  uint64_t n = f & HD_CK_BYTES;
  if (!(a & (n - 1)))
    for (int i = 0; i < 4; i++)
      if (a >= b->ckc[i][0] && a + n <= b->ckc[i][1]) {
        unsigned char *sh = (unsigned char *)(uintptr_t)b->ckc[i][2];
        if (!sh) return (void *)(uintptr_t)a;
        sh += a - b->ckc[i][0]; /* initcheck: written bytes are 1 */
        if ((f & HD_CK_KIND) != HD_CK_WRITE) {
          unsigned char all = 1;
          for (uint64_t k = 0; k < n; k++) all &= sh[k];
          if (!all) break; /* a read of bytes never written: the runtime reports it */
        }
        if ((f & HD_CK_KIND) != HD_CK_READ) memset(sh, 1, n);
        return (void *)(uintptr_t)a;
      }
  return b->ck(b, a, f, site, t);
}
/* A site's own cache (cs: the allocation's first byte, and its size less the access's): an
 * aligned access inside the allocation the site found last, one whose accesses need no
 * shadow (memcheck, or initcheck's allocation written whole), goes ahead at once */
static inline void *hd_ck_site(hd_block *b, uint64_t *cs, uint64_t a, uint32_t f, const char *site, size_t t) {
  uint64_t n = f & HD_CK_BYTES;
  if (a - cs[0] <= cs[1] && !(a & (n - 1))) return (void *)(uintptr_t)a;
  void *r = hd_ck(b, a, f, site, t);
  if (r == (void *)(uintptr_t)a)
    for (int i = 0; i < 4; i++)
      if (a >= b->ckc[i][0] && a + n <= b->ckc[i][1] && !b->ckc[i][2]) {
        cs[0] = b->ckc[i][0];
        cs[1] = b->ckc[i][1] - b->ckc[i][0] - n;
        break;
      }
  return r;
}
static inline void *hd_cks(hd_block *b, uint32_t off, uint32_t f, const char *site, size_t t) {
  uint32_t n = f & HD_CK_BYTES;
  if (!(off & (n - 1)) && (uint64_t)off + n <= b->shtot) return b->shared + off;
  return b->ck(b, (uint64_t)(uintptr_t)b->shared + off, f, site, t);
}

/* racecheck's shared access: an aligned 4, 8 or 16-byte read or write that races with
 * nothing recorded (the word's last write and, for a write, its kept reader) is recorded
 * here; anything else (a hazard to report, other sizes, atomics) goes to the runtime. */
static inline void *hd_ckr(hd_block *b, hd_rrec *rec, uint32_t shtot, uint64_t now, uint32_t off, uint32_t f,
                           const char *site, size_t t) {
  uint32_t n = f & HD_CK_BYTES, k = f & HD_CK_KIND;
  if (k != HD_CK_ATOMIC && (n == 4 || n == 8 || n == 16) && !(off & (n - 1)) && off + n <= shtot) {
    hd_rrec *r = rec + off / 4;
    int race = 0;
    for (uint32_t i = 0; i < n / 4; i++)
      race |= hd_rc_races(r[i].w, now) | (k == HD_CK_WRITE && hd_rc_races(r[i].r, now));
    if (!race) {
      for (uint32_t i = 0; i < n / 4; i++)
        if (k == HD_CK_WRITE) r[i].w = now, r[i].wsite = site;
        /* the reader kept: an earlier one this read is not ordered with stays, so that a
         * later write by this thread still meets it */
        else if (!hd_rc_races(r[i].r, now)) r[i].r = now, r[i].rsite = site;
      return b->shared + off;
    }
  }
  return b->ck(b, (uint64_t)(uintptr_t)b->shared + off, f, site, t);
}
/* racecheck's generic access: the shared window's go to hd_ckr; the rest are not its to see */
static inline void *hd_ckrg(hd_block *b, hd_rrec *rec, uint32_t shtot, uint64_t now, uint64_t a, uint32_t f,
                            const char *site, size_t t) {
  uint64_t off = a - (uint64_t)(uintptr_t)b->shared;
  return off < shtot ? hd_ckr(b, rec, shtot, now, (uint32_t)off, f, site, t) : (void *)(uintptr_t)a;
}
/* racecheck's global races (--racecheck-global): every global access, and a generic one
 * outside the shared window, goes through hd_ckg (rt_check.c: global_race for the rest) */
static inline int hd_rcg_other(uint64_t x, uint64_t me) { /* an access of another block of this launch */
  return (x >> 40) == (me >> 40) && ((x ^ me) >> 16 & 0xffffff);
}
static inline void *hd_ckg(hd_block *b, uint64_t a, uint32_t f, const char *site, size_t t) {
  uint64_t n = f & HD_CK_BYTES, me = b->rcg;
  uint32_t k = f & HD_CK_KIND;
  /* inline: an aligned plain access of an allocation found before, when no other block's
   * write to these words (nor, for a write, its read) is recorded: recorded here */
  if (me && !b->rcgpend && k != HD_CK_ATOMIC && !(f & HD_CK_SYNC) && n <= 16 && !(a & (n - 1)))
    for (int i = 0; i < 4; i++)
      if (a >= b->ckc[i][0] && a + n <= b->ckc[i][1]) {
        if (!b->ckc[i][2]) return (void *)(uintptr_t)a; /* memory without records */
        hd_rrec *r = (hd_rrec *)(uintptr_t)b->ckc[i][2] + (a - b->ckc[i][0]) / 4;
        uint32_t nw = n < 4 ? 1 : (uint32_t)n / 4;
        uint64_t m = n < 4 ? ((1u << n) - 1) << (a & 3) : 0xf;
        for (uint32_t j = 0; j < nw; j++)
          if (hd_rcg_other(__atomic_load_n(&r[j].w, __ATOMIC_ACQUIRE), me) ||
              (k == HD_CK_WRITE && hd_rcg_other(__atomic_load_n(&r[j].r, __ATOMIC_ACQUIRE), me)))
            return b->ck(b, a, f, site, t);
        for (uint32_t j = 0; j < nw; j++) {
          uint64_t *x = k == HD_CK_WRITE ? &r[j].w : &r[j].r, v = __atomic_load_n(x, __ATOMIC_RELAXED);
          /* a read leaves another block's read there (kept until ordered), while this
           * block has acquired nothing (so that reader cannot be ordered before it) */
          if (k != HD_CK_WRITE && hd_rcg_other(v, me)) {
            if (b->rcgacq) return b->ck(b, a, f, site, t);
            continue;
          }
          uint64_t nv = (v & ~(uint64_t)0xf) == me ? v | m : me | m;
          if (nv == v) continue;
          __atomic_store_n(k == HD_CK_WRITE ? &r[j].wsite : &r[j].rsite, site, __ATOMIC_RELAXED);
          __atomic_store_n(x, nv, __ATOMIC_RELEASE); /* after its site: whoever sees it sees the site */
          b->rcgdirty = 1;
        }
        return (void *)(uintptr_t)a;
      }
  return b->ck(b, a, f, site, t);
}
static inline void *hd_ckrgg(hd_block *b, hd_rrec *rec, uint32_t shtot, uint64_t now, uint64_t a, uint32_t f,
                             const char *site, size_t t) {
  uint64_t off = a - (uint64_t)(uintptr_t)b->shared;
  return off < shtot ? hd_ckr(b, rec, shtot, now, (uint32_t)off, f, site, t) : hd_ckg(b, a, f, site, t);
}
/* racecheck: thread t passed a __syncthreads (or a completed mbarrier phase), or lane t
 * arrived at a __syncwarp (counted when its warp goes on) */
static inline void hd_rcbar(hd_block *b, size_t t) { b->rcstamp[t] += (uint64_t)1 << 32; }
static inline void hd_rclane(hd_block *b, size_t t) {
  b->rcwpend[t]++;
  b->rcwany = 1;
}

/* racecheck's spans hold only for a block of one row of threads, none of them masked */
static inline int hd_rc_rows_span(int masked, uint32_t nty, uint32_t ntz) { return !masked && nty == 1 && ntz == 1; }
/* racecheck's loop-invariant form: the bytes that accesses u1 + k1*tx (n1 bytes each) and
 * u2 + k2*tx (n2 bytes) of a tx loop over [lo, hi) touch are apart, so no thread's first
 * meets another's second */
static inline int hd_rc_apart_span(int64_t u1, int64_t k1, uint32_t n1, int64_t u2, int64_t k2, uint32_t n2,
                                   uint32_t lo, uint32_t hi) {
  if (lo >= hi) return 1;
  int64_t a1 = u1 + k1 * (int64_t)lo, z1 = u1 + k1 * ((int64_t)hi - 1), a2 = u2 + k2 * (int64_t)lo,
          z2 = u2 + k2 * ((int64_t)hi - 1);
  if (a1 > z1) a1 ^= z1, z1 ^= a1, a1 ^= z1;
  if (a2 > z2) a2 ^= z2, z2 ^= a2, a2 ^= z2;
  return z1 + n1 <= a2 || z2 + n2 <= a1;
}

/* heddle check's loop-invariant form: the accesses base + u + k*tx of a tx loop over
 * [lo, hi), n bytes each, all aligned and inside the shared window (hd_cks_span) or one
 * allocation (hd_ck_span: the runtime's answer, hd_block.ckspan). */
static inline int hd_cks_span(const hd_block *b, int64_t u, int64_t k, uint32_t lo, uint32_t hi, uint32_t n) {
  if (lo >= hi) return 1;
  int64_t a = u + k * (int64_t)lo, z = u + k * ((int64_t)hi - 1);
  if (a > z) {
    int64_t x = a;
    a = z;
    z = x;
  }
  return a >= 0 && z <= (int64_t)b->shtot && z + n <= (int64_t)b->shtot && !(a & (n - 1)) && !(k & (n - 1));
}
static inline int hd_ck_span(hd_block *b, uint64_t base, int64_t u, int64_t k, uint32_t lo, uint32_t hi, uint32_t n) {
  if (lo >= hi) return 1;
  uint64_t a = base + (uint64_t)(u + k * (int64_t)lo), z = base + (uint64_t)(u + k * ((int64_t)hi - 1));
  if (a > z) {
    uint64_t x = a;
    a = z;
    z = x;
  }
  if (((a | (uint64_t)k) & (n - 1)) || z > UINT64_MAX - n) return 0;
  for (int i = 0; i < 4; i++)
    if (a >= b->ckc[i][0] && z + n <= b->ckc[i][1] && !b->ckc[i][2]) return 1;
  return b->ckspan(b, a, z + n);
}

static inline int hd_diverged(hd_block *b, const char *kernel) {
  return hd_block_fails(b, kernel, "reached different barriers (__syncthreads in divergent code)");
}

/* Threads went round a loop that waits for the block's other threads (cfg_spins) a million
 * times in a row while no other thread of the block could run: none can end the wait. */
static inline int hd_stuck(hd_block *b, const char *kernel, int line) {
  snprintf(b->msg, 256,
           "kernel %s: threads of block (%u,%u,%u) wait (PTX line %d) for other threads of the block "
           "that cannot get there: a deadlock",
           kernel, b->ctaid[0], b->ctaid[1], b->ctaid[2], line);
  return HD_ERR_LAUNCH_FAILURE;
}

static inline int hd_trap(hd_block *b, const char *kernel, uint32_t t) {
  snprintf(b->msg, 256, "kernel %s: trap in block (%u,%u,%u), thread %u", kernel, b->ctaid[0], b->ctaid[1], b->ctaid[2],
           t);
  return HD_ERR_LAUNCH_FAILURE;
}

/* cvt.{rna,rn,rz}.tf32.f32: f32 bits rounded to 10 mantissa bits (mode 0: nearest, ties
 * away; 1: nearest even; 2: toward zero); NaN and infinity pass. */
static inline uint32_t hd_f2tf32(uint32_t u, int mode) {
  if ((u & 0x7F800000u) == 0x7F800000u) return (u & 0x7FFFFFu) ? u | 0x400000u : u;
  if (mode == 0) u += 0x1000u;
  else if (mode == 1) u += 0xFFFu + ((u >> 13) & 1u);
  return u & 0xFFFFE000u;
}

/* ---- tensor cores (wmma, mma.sync, ldmatrix) ----
 * Fragments are words: element i of a lane's fragment of kind k sits at bit i * bits(k) of
 * its words (a 64-bit element in two words, low first). */
static inline double hd_mt_get(const uint32_t *w, uint32_t i, int k) {
  switch (k) {
  case HD_MT_F16: return (double)hd_h2f((uint16_t)(w[i / 2] >> (16 * (i & 1))));
  case HD_MT_BF16: return (double)hd_u2f((w[i / 2] >> (16 * (i & 1))) << 16);
  case HD_MT_TF32: return (double)hd_u2f(w[i] & 0xFFFFE000u); /* tensor cores read 10 mantissa bits */
  case HD_MT_F32: return (double)hd_u2f(w[i]);
  case HD_MT_F64: return hd_u2d((uint64_t)w[2 * i] | (uint64_t)w[2 * i + 1] << 32);
  case HD_MT_S8: return (double)(int8_t)(w[i / 4] >> (8 * (i & 3)));
  case HD_MT_U8: return (double)(uint8_t)(w[i / 4] >> (8 * (i & 3)));
  case HD_MT_E4M3:
  case HD_MT_E5M2: return (double)hd_f82f((w[i / 4] >> (8 * (i & 3))) & 0xFFu, k == HD_MT_E5M2);
  default: return (double)(int32_t)w[i];
  }
}
static inline void hd_mt_put(uint32_t *w, uint32_t i, int k, double v, int sat) {
  switch (k) {
  case HD_MT_F16: {
    uint32_t h = hd_d2h(v), s = 16 * (i & 1);
    w[i / 2] = (w[i / 2] & ~(0xFFFFu << s)) | h << s;
    break;
  }
  case HD_MT_F64: {
    uint64_t u = hd_d2u(v);
    w[2 * i] = (uint32_t)u, w[2 * i + 1] = (uint32_t)(u >> 32);
    break;
  }
  case HD_MT_S32: {
    int64_t x = (int64_t)v; /* exact: integer products and sums stay far below 2^53 */
    if (sat) x = x > INT32_MAX ? INT32_MAX : x < INT32_MIN ? INT32_MIN : x;
    w[i] = (uint32_t)x;
    break;
  }
  default: w[i] = hd_f2u((float)v); break;
  }
}

/* Elements 0..E-1 of one lane's fragment words w, of kind k, as doubles (the kind's switch
 * outside the loop: hd_mma's hot path), and the other way. */
static void hd_mt_getrow(const uint32_t *w, uint32_t E, int k, double *v) {
  switch (k) {
  case HD_MT_F16:
    for (uint32_t i = 0; i < E; i++) v[i] = (double)hd_h2f((uint16_t)(w[i / 2] >> (16 * (i & 1))));
    break;
  case HD_MT_BF16:
    for (uint32_t i = 0; i < E; i++) v[i] = (double)hd_u2f((w[i / 2] >> (16 * (i & 1))) << 16);
    break;
  case HD_MT_F32:
    for (uint32_t i = 0; i < E; i++) v[i] = (double)hd_u2f(w[i]);
    break;
  default:
    for (uint32_t i = 0; i < E; i++) v[i] = hd_mt_get(w, i, k);
  }
}
static void hd_mt_putrow(uint32_t *w, uint32_t E, int k, const double *v, int sat) {
  if (k == HD_MT_F32)
    for (uint32_t i = 0; i < E; i++) w[i] = hd_f2u((float)v[i]);
  else
    for (uint32_t i = 0; i < E; i++) hd_mt_put(w, i, k, v[i], sat);
}

/* wmma's fragment layout (CUDA leaves it to the implementation, and code that works on
 * fragments elementwise only needs load, mma and store to agree): lane L holds elements
 * (L * E + i) mod (R * C), i < E, of the R x C matrix in row-major order. Loads or stores
 * one lane's fragment at p (row- or column-major, leading dimension ld elements). */
static inline void hd_wmma_ldst(unsigned char *p, uint32_t ld, int col, uint32_t lane, uint32_t R, uint32_t C, int k,
                                uint32_t E, uint32_t *w, int store) {
  uint32_t eb = hd_mt_bits(k) / 8;
  for (uint32_t i = 0; i < E; i++) {
    uint32_t x = (lane * E + i) % (R * C), r = x / C, c = x % C;
    unsigned char *a = p + ((size_t)(col ? c : r) * ld + (col ? r : c)) * eb;
    unsigned char *f = (unsigned char *)w + (size_t)i * eb;
    if (store) memcpy(a, f, eb);
    else memcpy(f, a, eb);
  }
}

typedef struct hd_mmadesc {
  uint16_t m, n, k; /* shape */
  uint8_t wmma; /* wmma's layout (hd_wmma_ldst) or mma.sync's */
  uint8_t ty[4]; /* HD_MT_* of D, A, B, C */
  uint8_t words[4]; /* words per lane of D, A, B, C */
  uint8_t satfinite;
  uint8_t lay; /* mma.sync m8n8k4 .f16: 1 A column-major, 2 B column-major */
  uint8_t bitop; /* .b1: 1 .and.popc, 2 .xor.popc */
} hd_mmadesc;

/* Row and column of element i of a lane's fragment (f: 0 A, 1 B, 2 C and D), R x C. */
static inline void hd_mma_rc(const hd_mmadesc *d, int f, uint32_t lane, uint32_t i, uint32_t E, uint32_t R, uint32_t C,
                             uint32_t *r, uint32_t *c) {
  if (d->wmma) {
    uint32_t x = (lane * E + i) % (R * C);
    *r = x / C, *c = x % C;
    return;
  }
  /* mma.sync (the PTX ISA's fragment figures): g = lane / 4, t = lane % 4; p elements per
   * 32-bit register, element i in register i / p at position i % p */
  uint32_t g = lane >> 2, t = lane & 3;
  if (d->ty[1] == HD_MT_F64) { /* m8n8k4 */
    if (f == 0) *r = g, *c = t;
    else if (f == 1) *r = t, *c = g;
    else *r = g, *c = t * 2 + i;
    return;
  }
  uint32_t p = 32 / hd_mt_bits(d->ty[f == 2 ? 0 : 1]), j = i / p, q = i % p;
  if (f == 0) *r = g + 8 * (j & 1), *c = t * p + q + 4 * p * (j >> 1);
  else if (f == 1) *r = t * p + q + 4 * p * j, *c = g;
  else *r = g + 8 * (i >> 1), *c = t * 2 + (i & 1);
}

/* One warp's D = A x B + C from the lanes' operand words x (nx per lane: A, B, C), into d
 * (nd per lane). Lanes past nl do not exist (their elements read as 0). Products and sums
 * in double: exact for the integer kinds, one rounding of the sum for f16 and bf16
 * (bit-identical to an H100 in the tests), tf32 with the H100's truncating adder (as
 * fitted: see MEASUREMENTS.md); f64 is an fma chain over k. The loops over columns
 * vectorize, and in wmma's layout the lanes' elements are the matrix itself, in order. */
/* mma.sync m8n8k4 .f16: each quad pair (lanes 4q..4q+3 and 16+4q..16+4q+3) multiplies its own
 * 8x4 and 4x8 matrices. t = lane % 4, h = lane / 16: A row-major (t + 4h, i), column-major
 * (i + 4h, t); B row-major (t, i + 4h), column-major (i, t + 4h); C and D .f16 (t + 4h, i),
 * .f32 (t % 2 + 2 (i / 2 % 2) + 4h, i % 2 + 2 (t / 2) + 4 (i / 4)), as an H200 computes them;
 * an .f32 D as fitted to its results (all 2,048 of them; summing exactly matched 1,583) */
static void hd_mma_quads(const hd_mmadesc *d, const uint32_t *x, uint32_t nx, uint32_t *out, uint32_t nd, uint32_t nl) {
  const uint32_t ob = d->words[1], oc = d->words[1] + d->words[2];
  for (uint32_t q = 0; q < 4; q++) {
    double A[32], B[32], Cm[64], S[64];
    memset(A, 0, sizeof A), memset(B, 0, sizeof B), memset(Cm, 0, sizeof Cm);
    for (uint32_t h = 0; h < 2; h++)
      for (uint32_t t = 0; t < 4; t++) {
        uint32_t l = 16 * h + 4 * q + t;
        if (l >= nl) continue;
        const uint32_t *xl = x + (size_t)l * nx;
        for (uint32_t i = 0; i < 4; i++) {
          uint32_t ar = d->lay & 1 ? i + 4 * h : t + 4 * h, ac = d->lay & 1 ? t : i;
          uint32_t bk = d->lay & 2 ? i : t, bc = d->lay & 2 ? t + 4 * h : i + 4 * h;
          A[ar * 4 + ac] = hd_mt_get(xl, i, HD_MT_F16);
          B[bk * 8 + bc] = hd_mt_get(xl + ob, i, HD_MT_F16);
        }
        for (uint32_t i = 0; i < 8; i++) {
          int f32 = d->ty[3] == HD_MT_F32;
          uint32_t r = f32 ? (t & 1) + 2 * ((i >> 1) & 1) + 4 * h : t + 4 * h;
          uint32_t c = f32 ? (i & 1) + 2 * (t >> 1) + 4 * (i >> 2) : i;
          Cm[r * 8 + c] = hd_mt_get(xl + oc, i, d->ty[3]);
        }
      }
    for (uint32_t r = 0; r < 8; r++)
      for (uint32_t c = 0; c < 8; c++) {
        if (d->ty[0] == HD_MT_F32) { /* the products fused one by one into an f32 sum, then C added */
          float f = 0;
          for (uint32_t k = 0; k < 4; k++) f = fmaf((float)A[r * 4 + k], (float)B[k * 8 + c], f);
          S[r * 8 + c] = (double)(f + (float)Cm[r * 8 + c]);
          continue;
        }
        double s = 0; /* .f16 D: the exact sum rounded once */
        for (uint32_t k = 0; k < 4; k++) s += A[r * 4 + k] * B[k * 8 + c];
        S[r * 8 + c] = s + Cm[r * 8 + c];
      }
    for (uint32_t h = 0; h < 2; h++)
      for (uint32_t t = 0; t < 4; t++) {
        uint32_t l = 16 * h + 4 * q + t;
        for (uint32_t i = 0; i < 8; i++) {
          int f32 = d->ty[0] == HD_MT_F32;
          uint32_t r = f32 ? (t & 1) + 2 * ((i >> 1) & 1) + 4 * h : t + 4 * h;
          uint32_t c = f32 ? (i & 1) + 2 * (t >> 1) + 4 * (i >> 2) : i;
          hd_mt_put(out + (size_t)l * nd, i, d->ty[0], S[r * 8 + c], d->satfinite);
        }
      }
  }
}

/* mma.sync on 4-bit integers (m8n8k32, m16n8k32, m16n8k64) and bits (.and.popc / .xor.popc:
 * m8n8k128, m16n8k128, m16n8k256): exact integer sums, elements where hd_mma_rc puts them */
static void hd_mma_int(const hd_mmadesc *d, const uint32_t *x, uint32_t nx, uint32_t *out, uint32_t nd, uint32_t nl) {
  int8_t A[16 * 256], B[256 * 8];
  int64_t Cm[128];
  uint32_t M = d->m, N = d->n, K = d->k, R[3] = {M, K, M}, Cn[3] = {K, N, N};
  uint32_t off[3] = {0, d->words[1], (uint32_t)d->words[1] + d->words[2]};
  memset(A, 0, sizeof A), memset(B, 0, sizeof B), memset(Cm, 0, sizeof Cm);
  for (int f = 0; f < 3; f++) {
    int kind = d->ty[f == 2 ? 3 : f + 1], bits = (int)hd_mt_bits(kind);
    uint32_t E = d->words[f + 1] * 32 / (uint32_t)bits;
    for (uint32_t l = 0; l < nl; l++)
      for (uint32_t i = 0; i < E; i++) {
        uint32_t r, c;
        hd_mma_rc(d, f, l, i, E, R[f], Cn[f], &r, &c);
        if (r >= R[f] || c >= Cn[f]) continue;
        const uint32_t *w = x + (size_t)l * nx + off[f];
        uint32_t v = bits == 32 ? w[i] : (w[i * bits / 32] >> (i * bits % 32)) & ((1u << bits) - 1);
        int64_t s = kind == HD_MT_S4 ? (int64_t)(v ^ 8u) - 8 : kind == HD_MT_S32 ? (int64_t)(int32_t)v : (int64_t)v;
        if (f == 0) A[r * K + c] = (int8_t)s;
        else if (f == 1) B[r * N + c] = (int8_t)s;
        else Cm[r * N + c] = s;
      }
  }
  uint32_t E = d->words[0];
  for (uint32_t l = 0; l < 32; l++)
    for (uint32_t i = 0; i < E; i++) {
      uint32_t r, c;
      hd_mma_rc(d, 2, l, i, E, M, N, &r, &c);
      int64_t s = Cm[r * N + c];
      for (uint32_t k = 0; k < K; k++) {
        int a = A[r * K + k], b = B[k * N + c];
        s += d->bitop == 1 ? (a & b) : d->bitop == 2 ? (a ^ b) : a * b;
      }
      hd_mt_put(out + (size_t)l * nd, i, HD_MT_S32, (double)(d->satfinite ? s : (int64_t)(int32_t)(uint32_t)s),
                d->satfinite);
    }
}

static void hd_mma(const hd_mmadesc *d, const uint32_t *x, uint32_t nx, uint32_t *out, uint32_t nd, uint32_t nl) {
  if (d->ty[1] == HD_MT_S4 || d->ty[1] == HD_MT_U4 || d->ty[1] == HD_MT_B1) {
    hd_mma_int(d, x, nx, out, nd, nl);
    return;
  }
  if (!d->wmma && d->m == 8 && d->k == 4 && d->ty[1] == HD_MT_F16) {
    hd_mma_quads(d, x, nx, out, nd, nl);
    return;
  }
  double A[512], B[512], Cm[256], S[256];
  uint32_t M = d->m, N = d->n, K = d->k;
  uint32_t R[3] = {M, K, M}, Cn[3] = {K, N, N}, off[3] = {0, d->words[1], (uint32_t)d->words[1] + d->words[2]};
  double *dst[3] = {A, B, Cm};
  for (int f = 0; f < 3; f++) {
    int kind = d->ty[f == 2 ? 3 : f + 1];
    uint32_t E = d->words[f + 1] * 32 / hd_mt_bits(kind), T = R[f] * Cn[f];
    if (d->wmma) { /* element j is lane j / E's element j % E */
      for (uint32_t j = 0; j < T; j += E) {
        uint32_t l = j / E, n = T - j < E ? T - j : E;
        if (l < nl) hd_mt_getrow(x + (size_t)l * nx + off[f], n, kind, dst[f] + j);
        else memset(dst[f] + j, 0, sizeof(double) * n);
      }
      continue;
    }
    memset(dst[f], 0, sizeof(double) * T);
    for (uint32_t l = 0; l < nl; l++)
      for (uint32_t i = 0; i < E; i++) {
        uint32_t r, c;
        hd_mma_rc(d, f, l, i, E, R[f], Cn[f], &r, &c);
        if (r < R[f] && c < Cn[f]) dst[f][r * Cn[f] + c] = hd_mt_get(x + (size_t)l * nx + off[f], i, kind);
      }
  }
  if (d->ty[1] == HD_MT_F64) {
    memcpy(S, Cm, sizeof(double) * M * N);
    for (uint32_t r = 0; r < M; r++)
      for (uint32_t kk = 0; kk < K; kk++)
        for (uint32_t c = 0; c < N; c++) S[r * N + c] = fma(A[r * K + kk], B[kk * N + c], S[r * N + c]);
  } else if (d->ty[1] == HD_MT_TF32) {
    /* as fitted to the H100's results: per step of G products (mma.sync: the whole k;
     * wmma's 16x16x8: steps of 4), those and the accumulator aligned to the largest
     * exponent among them, each truncated to 26 bits below it, summed exactly, and the sum
     * truncated to f32 (MEASUREMENTS.md) */
    uint32_t G = d->wmma ? 4 : K;
    for (uint32_t r = 0; r < M; r++)
      for (uint32_t c = 0; c < N; c++) {
        double acc = Cm[r * N + c], t[33];
        for (uint32_t k0 = 0; k0 < K; k0 += G) {
          int e = -100000, ex;
          for (uint32_t j = 0; j < G; j++) t[j] = A[r * K + k0 + j] * B[(k0 + j) * N + c];
          t[G] = acc;
          for (uint32_t j = 0; j <= G; j++)
            if (t[j] != 0 && (frexp(t[j], &ex), ex > e)) e = ex;
          double sum = 0;
          for (uint32_t j = 0; j <= G && e != -100000; j++) sum += ldexp(trunc(ldexp(t[j], 26 - e)), e - 26);
          float f = (float)sum;
          acc = fabs((double)f) > fabs(sum) ? nextafterf(f, 0.0f) : f;
        }
        S[r * N + c] = acc;
      }
  } else {
    memset(S, 0, sizeof(double) * M * N);
    if (N % 4 == 0) { /* vectors by hand: large kernels are built at -O1 (jit.c), without gcc's vectorizer */
      typedef double hd_v4d __attribute__((vector_size(32)));
      for (uint32_t r = 0; r < M; r++)
        for (uint32_t c = 0; c < N; c += 4) {
          hd_v4d acc, b;
          memcpy(&acc, S + r * N + c, sizeof acc);
          for (uint32_t kk = 0; kk < K; kk++) {
            memcpy(&b, B + kk * N + c, sizeof b);
            acc += A[r * K + kk] * b;
          }
          memcpy(S + r * N + c, &acc, sizeof acc);
        }
    } else
      for (uint32_t r = 0; r < M; r++)
        for (uint32_t kk = 0; kk < K; kk++)
          for (uint32_t c = 0; c < N; c++) S[r * N + c] += A[r * K + kk] * B[kk * N + c];
    if ((d->ty[1] == HD_MT_E4M3 || d->ty[1] == HD_MT_E5M2) && d->ty[0] == HD_MT_F32)
      for (uint32_t j = 0; j < M * N; j++) { /* fp8: the products' sum truncated to f32, then C added in f32 (the
                                              * closest of the models tried to an H200's: MEASUREMENTS.md) */
        float f = (float)S[j];
        if (fabs((double)f) > fabs(S[j])) f = nextafterf(f, 0.0f);
        S[j] = (double)(f + (float)Cm[j]);
      }
    else
      for (uint32_t j = 0; j < M * N; j++) S[j] += Cm[j];
  }
  uint32_t E = d->words[0] * 32 / hd_mt_bits(d->ty[0]);
  if (d->wmma && E * 32 == M * N) { /* lane l's elements are S[l E ...] */
    for (uint32_t l = 0; l < 32; l++) hd_mt_putrow(out + (size_t)l * nd, E, d->ty[0], S + l * E, d->satfinite);
    return;
  }
  for (uint32_t l = 0; l < 32; l++)
    for (uint32_t i = 0; i < E; i++) {
      uint32_t r, c;
      hd_mma_rc(d, 2, l, i, E, M, N, &r, &c);
      hd_mt_put(out + (size_t)l * nd, i, d->ty[0], S[r * N + c], d->satfinite);
    }
}

/* ldmatrix: lanes 8j..8j+7 give the row addresses of matrix j (x: nx words per lane);
 * lane L gets 32 bits of each matrix: row L/4, elements 2(L%4) and 2(L%4)+1, or with
 * .trans column L/4 of rows 2(L%4) and 2(L%4)+1. */
static void hd_ldmatrix(const uint32_t *x, uint32_t nx, uint32_t *out, uint32_t nd, uint32_t nl, int nmat, int trans) {
  const unsigned char *row[32];
  for (uint32_t l = 0; l < 32; l++)
    row[l] = l < nl ? (const unsigned char *)(uintptr_t)((uint64_t)x[nx * l] | (uint64_t)x[nx * l + 1] << 32) : NULL;
  for (uint32_t l = 0; l < nl; l++)
    for (int j = 0; j < nmat; j++) {
      uint32_t v = 0;
      if (!trans) {
        if (row[8 * j + l / 4]) memcpy(&v, row[8 * j + l / 4] + (l % 4) * 4, 4);
      } else {
        uint16_t lo = 0, hi = 0;
        const unsigned char *r0 = row[8 * j + (l % 4) * 2], *r1 = row[8 * j + (l % 4) * 2 + 1];
        if (r0) memcpy(&lo, r0 + (l / 4) * 2, 2);
        if (r1) memcpy(&hi, r1 + (l / 4) * 2, 2);
        v = lo | (uint32_t)hi << 16;
      }
      out[(size_t)l * nd + j] = v;
    }
}

/* stmatrix: the inverse of hd_ldmatrix. Lane l's word j (after its row address, two words)
 * holds row l / 4, columns 2 (l % 4) and 2 (l % 4) + 1 of matrix j, whose rows start at the
 * addresses of lanes 8 j .. 8 j + 7; .trans stores the matrix transposed. */
static void hd_stmatrix(const uint32_t *x, uint32_t nx, uint32_t nl, int nmat, int trans) {
  unsigned char *row[32];
  for (uint32_t l = 0; l < 32; l++)
    row[l] = l < nl ? (unsigned char *)(uintptr_t)((uint64_t)x[nx * l] | (uint64_t)x[nx * l + 1] << 32) : NULL;
  for (uint32_t l = 0; l < nl; l++)
    for (int j = 0; j < nmat; j++) {
      uint32_t v = x[nx * l + 2 + (uint32_t)j];
      if (!trans) {
        if (row[8 * j + l / 4]) memcpy(row[8 * j + l / 4] + (l % 4) * 4, &v, 4);
      } else {
        uint16_t lo = (uint16_t)v, hi = (uint16_t)(v >> 16);
        unsigned char *r0 = row[8 * j + (l % 4) * 2], *r1 = row[8 * j + (l % 4) * 2 + 1];
        if (r0) memcpy(r0 + (l / 4) * 2, &lo, 2);
        if (r1) memcpy(r1 + (l / 4) * 2, &hi, 2);
      }
    }
}

/* movmatrix .trans: the warp's 8x8 matrix of 16-bit elements (lane l: row l / 4, columns
 * 2 (l % 4) and 2 (l % 4) + 1) transposed, each lane its word of the result */
static void hd_movmatrix(const uint32_t *x, uint32_t nx, uint32_t *out, uint32_t nd, uint32_t nl) {
  uint16_t m[8][8] = {{0}};
  for (uint32_t l = 0; l < nl; l++) {
    m[l / 4][2 * (l % 4)] = (uint16_t)x[nx * l];
    m[l / 4][2 * (l % 4) + 1] = (uint16_t)(x[nx * l] >> 16);
  }
  for (uint32_t l = 0; l < nl; l++)
    out[(size_t)l * nd] = m[2 * (l % 4)][l / 4] | (uint32_t)m[2 * (l % 4) + 1][l / 4] << 16;
}

/* A call through a pointer that is no device function of the module. */
static inline int hd_bad_call(hd_block *b, const char *kernel, uint32_t t, uint64_t f) {
  snprintf(b->msg, 256,
           "kernel %s: call through 0x%llx, which is not a device function, in block (%u,%u,%u), thread %u", kernel,
           (unsigned long long)f, b->ctaid[0], b->ctaid[1], b->ctaid[2], t);
  return 718; /* cudaErrorInvalidPc, as an H100 reports a call through a null pointer */
}

/* Texture and surface objects (hd_tex, heddle_abi.h): a zero handle reads zeros. */
static inline void hd_tex_sample(uint64_t h, uint32_t op, const uint32_t *c, const float *x, uint32_t *r) {
  const hd_tex *tx = (const hd_tex *)(uintptr_t)h;
  if (!tx) {
    r[0] = r[1] = r[2] = r[3] = 0;
    return;
  }
  tx->sample(tx, op, c, x, r);
}
static inline int hd_surf(uint64_t h, uint32_t op, const int32_t *c, void *data) {
  const hd_tex *tx = (const hd_tex *)(uintptr_t)h;
  return tx ? tx->surf(tx, op, c, data) : 1;
}
static inline int hd_surf_trap(hd_block *b, const char *kernel, uint32_t t) {
  snprintf(b->msg, 256, "kernel %s: surface access outside the array in block (%u,%u,%u), thread %u", kernel,
           b->ctaid[0], b->ctaid[1], b->ctaid[2], t);
  return 700; /* cudaErrorIllegalAddress, as the GPU's trap mode gives */
}

static inline int hd_assertfail(hd_block *b, uint32_t tx, uint32_t ty, uint32_t tz, const char *msg, const char *file,
                                uint32_t line, const char *func) {
  fprintf(stderr, "%s:%u: %s: block: [%u,%u,%u], thread: [%u,%u,%u] Assertion `%s` failed.\n", file, line, func,
          b->ctaid[0], b->ctaid[1], b->ctaid[2], tx, ty, tz, msg);
  snprintf(b->msg, 256, "device-side assertion failed: %s", msg);
  return HD_ERR_ASSERT;
}

/* What a non-inlined .func needs of its caller's thread. */
typedef struct hd_thread {
  hd_block *b;
  uint32_t tx, ty, tz, t;
  uint32_t dynoff;
} hd_thread;

/* Device printf: nvcc packs the arguments into a buffer, each at its natural alignment,
 * with char/short promoted to int and float to double. Returns the argument count. */
static inline int hd_vprintf(const char *fmt, const unsigned char *args) {
  char out[4096];
  size_t n = 0, off = 0;
  int nargs = 0;
  if (!fmt) return -1;
  for (const char *p = fmt; *p && n < sizeof out - 1;) {
    if (*p != '%') {
      out[n++] = *p++;
      continue;
    }
    if (p[1] == '%') {
      out[n++] = '%';
      p += 2;
      continue;
    }
    char spec[32];
    size_t k = 0;
    spec[k++] = *p++;
    while (*p && strchr("-+ #0123456789.*", *p) && k < 20) spec[k++] = *p++;
    int longs = 0;
    while (*p && strchr("hlLqjzt", *p) && k < 26) {
      if (*p == 'l' || *p == 'L' || *p == 'q' || *p == 'j' || *p == 'z' || *p == 't') longs++;
      spec[k++] = *p++;
    }
    if (!*p) break;
    char conv = *p++;
    spec[k++] = conv;
    spec[k] = 0;
    int room = (int)(sizeof out - n);
    int w = 0;
    if (strchr("diouxXc", conv)) {
      if (longs) {
        off = (off + 7) & ~(size_t)7;
        long long v;
        memcpy(&v, args + off, 8);
        off += 8;
        w = snprintf(out + n, (size_t)room, spec, v);
      } else {
        off = (off + 3) & ~(size_t)3;
        int v;
        memcpy(&v, args + off, 4);
        off += 4;
        w = snprintf(out + n, (size_t)room, spec, v);
      }
    } else if (strchr("feEgGaAF", conv)) {
      off = (off + 7) & ~(size_t)7;
      double v;
      memcpy(&v, args + off, 8);
      off += 8;
      w = snprintf(out + n, (size_t)room, spec, v);
    } else if (conv == 's' || conv == 'p') {
      off = (off + 7) & ~(size_t)7;
      uint64_t v;
      memcpy(&v, args + off, 8);
      off += 8;
      if (conv == 's') w = snprintf(out + n, (size_t)room, spec, v ? (const char *)(uintptr_t)v : "(null)");
      else w = snprintf(out + n, (size_t)room, spec, (void *)(uintptr_t)v);
    } else {
      w = snprintf(out + n, (size_t)room, "%s", spec);
      nargs--;
    }
    nargs++;
    if (w > 0) n += (size_t)w < (size_t)room ? (size_t)w : (size_t)room - 1;
  }
  flockfile(stdout);
  fwrite(out, 1, n, stdout);
  funlockfile(stdout);
  return nargs;
}
