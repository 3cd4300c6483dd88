/* test_rounding.c: the prelude's directed rounding (hd_rnd_*: .rz/.rm/.rp arithmetic,
 * rcp, sqrt and conversions, computed without touching the FPU's rounding mode) against
 * the FPU with the mode switched (rounding_ref.c), bit for bit (every NaN equals every
 * NaN), on random bit patterns and on operands built to hit the hard cases: exact and
 * near cancellation, ties and near-ties of the final rounding, exact results, overflow,
 * subnormal results and operands, signed zeros, infinities and NaNs.
 *
 * Built with the flags the runtime compiles kernels with (tests/unit/rounding.sh), so the
 * helpers are inlined and vectorized as in a kernel: each operation and mode runs as a loop
 * with the mode a constant, and again through a call with the mode a variable.
 *   test_rounding [N]   N inputs per operation and mode (default 1000000; env ROUNDING_N;
 *                       env ROUNDING_SEED picks another sequence)
 *   test_rounding --exhaustive   also every float through sqrt, rcp, cvt.f32.f64 (moved by
 *                                ties and near-ties) and cvt.f16 */
#include "heddle_abi.h"
#include "heddle_prelude.h"
#include "rounding_ops.h"

static const char *op_names[] = {
#define X(name, type, arity) #name,
    ROUNDING_OPS(X)
#undef X
};
static const int op_arity[] = {
#define X(name, type, arity) arity,
    ROUNDING_OPS(X)
#undef X
};
static const char *mode_names[] = {"", "rz", "rm", "rp"};

/* ---- random numbers (xoshiro256**) ---- */
static uint64_t rs[4] = {0x9E3779B97F4A7C15ull, 0xBF58476D1CE4E5B9ull, 0x94D049BB133111EBull, 0x2545F4914F6CDD1Dull};
static uint64_t rnd(void) {
  uint64_t r = rs[1] * 5;
  r = ((r << 7) | (r >> 57)) * 9;
  uint64_t t = rs[1] << 17;
  rs[2] ^= rs[0];
  rs[3] ^= rs[1];
  rs[1] ^= rs[2];
  rs[0] ^= rs[3];
  rs[2] ^= t;
  rs[3] = (rs[3] << 45) | (rs[3] >> 19);
  return r;
}
static uint64_t below(uint64_t n) { return rnd() % n; }

/* ---- operand generators ---- */
/* Special values, as bit patterns */
static const uint32_t special32[] = {
    0x00000000, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00000, 0x7F800001, 0x00000001, 0x80000001,
    0x00000002, 0x007FFFFF, 0x807FFFFF, 0x00800000, 0x80800000, 0x00800001, 0x7F7FFFFF, 0xFF7FFFFF, 0x7F7FFFFE,
    0x7F000000, 0x3F800000, 0xBF800000, 0x3F800001, 0x3F7FFFFF, 0x40000000, 0x3F000000, 0x4B800000, 0x4B7FFFFF,
    0x34000000, 0x33800000, 0x5F800000, 0x1F800000, 0x00400000, 0x80400000, 0x3FFFFFFF, 0x40400000, 0x40A00000};
static const uint64_t special64[] = {
    0x0000000000000000ull, 0x8000000000000000ull, 0x7FF0000000000000ull, 0xFFF0000000000000ull, 0x7FF8000000000000ull,
    0xFFF8000000000000ull, 0x7FF0000000000001ull, 0x0000000000000001ull, 0x8000000000000001ull, 0x0000000000000002ull,
    0x000FFFFFFFFFFFFFull, 0x800FFFFFFFFFFFFFull, 0x0010000000000000ull, 0x8010000000000000ull, 0x0010000000000001ull,
    0x7FEFFFFFFFFFFFFFull, 0xFFEFFFFFFFFFFFFFull, 0x7FEFFFFFFFFFFFFEull, 0x7FE0000000000000ull, 0x3FF0000000000000ull,
    0xBFF0000000000000ull, 0x3FF0000000000001ull, 0x3FEFFFFFFFFFFFFFull, 0x4000000000000000ull, 0x3FE0000000000000ull,
    0x4340000000000000ull, 0x433FFFFFFFFFFFFFull, 0x3CB0000000000000ull, 0x3CA0000000000000ull, 0x0008000000000000ull,
    0x7FF4000000000000ull, 0x47EFFFFFE0000000ull, 0x47EFFFFFF0000000ull, 0x47F0000000000000ull, 0x36A0000000000000ull,
    0x3690000000000000ull, 0x3810000000000000ull, 0x380FFFFFFFFFFFFFull, 0x36A8000000000000ull, 0x40EFFC0000000000ull,
    0x40EFFE0000000000ull, 0x40EFFDFFFFFFFFFFull, 0x3E70000000000000ull, 0x3E60000000000000ull, 0x3E68000000000000ull,
    0x3F10000000000000ull, 0x3F0FFE0000000000ull};
#define NSPECIAL32 (sizeof special32 / sizeof special32[0])
#define NSPECIAL64 (sizeof special64 / sizeof special64[0])

/* A significand of `bits` bits: random, short (few significant bits: exact results and
 * ties), all ones or all zeros with a little noise (carries, powers of two). */
static uint64_t mant(int bits) {
  uint64_t mask = (1ull << bits) - 1;
  switch (below(5)) {
  case 0:
  case 1: return rnd() & mask;
  case 2: {
    int k = (int)below(12);
    return k == 0 ? 0 : ((rnd() & ((1ull << k) - 1)) << (bits - k)) & mask;
  }
  case 3: return (mask - below(4)) & mask;
  default: return below(4);
  }
}
/* An exponent field (biased; emax = all ones - 1): anywhere, near 1, near overflow, near
 * and in the subnormal range */
static int expo(int emaxf, int bias, int spread) {
  switch (below(6)) {
  case 0: return (int)below(emaxf + 2); /* includes 0 (subnormal) and all ones (inf/NaN) */
  case 1:
  case 2: return bias - spread + (int)below(2 * spread + 1);
  case 3: return emaxf - (int)below(spread);
  case 4: return (int)below(spread);
  default: return (int)below(emaxf + 1);
  }
}
static uint32_t gen32(void) {
  switch (below(16)) {
  case 0: return special32[below(NSPECIAL32)];
  case 1: return (uint32_t)rnd();
  default: {
    int e = expo(254, 127, 30);
    return (uint32_t)(below(2) << 31) | ((uint32_t)e << 23) | (uint32_t)mant(23);
  }
  }
}
static uint64_t gen64(void) {
  switch (below(16)) {
  case 0: return special64[below(NSPECIAL64)];
  case 1: return rnd();
  case 2: { /* a float, widened: float-like significands */ float f = hd_u2f(gen32()); return hd_d2u((double)f);
  }
  default: {
    int e = expo(2046, 1023, 60);
    return (below(2) << 63) | ((uint64_t)e << 52) | mant(52);
  }
  }
}
/* y related to x: x's neighbours with either sign, x scaled by a power of two and moved
 * by a few units (sticky bits, cancellations) */
static uint32_t near32(uint32_t x) {
  uint32_t s = (uint32_t)below(2) << 31;
  int d = (int)below(7) - 3;
  switch (below(4)) {
  case 0: return (x ^ s) + (uint32_t)d;
  case 1: {
    float f = hd_u2f(x) * ldexpf(1.0f, (int)below(61) - 30);
    return (hd_f2u(f) ^ s) + (uint32_t)d;
  }
  case 2: return x ^ 0x80000000u;
  default: return ((x & 0x7F800000u) | (uint32_t)mant(23)) ^ s;
  }
}
static uint64_t near64(uint64_t x) {
  uint64_t s = below(2) << 63;
  int64_t d = (int64_t)below(7) - 3;
  switch (below(4)) {
  case 0: return (x ^ s) + (uint64_t)d;
  case 1: {
    double f = hd_u2d(x) * ldexp(1.0, (int)below(121) - 60);
    return (hd_d2u(f) ^ s) + (uint64_t)d;
  }
  case 2: return x ^ 0x8000000000000000ull;
  default: return ((x & 0x7FF0000000000000ull) | mant(52)) ^ s;
  }
}

/* Operands for one operation: a, b, c as bit patterns */
static void gen_operands(int op, uint64_t *a, uint64_t *b, uint64_t *c) {
  *c = 0;
  switch (op) {
  case OP_add_f32:
  case OP_sub_f32:
  case OP_div_f32:
  case OP_mul_f32: {
    uint32_t x = gen32(), y = below(3) ? near32(x) : gen32();
    if (op == OP_div_f32 && below(3) == 0) { /* a = q*b rounded: quotients near a float */
      float q = hd_u2f(gen32());
      y = gen32();
      x = near32(hd_f2u(q * hd_u2f(y)));
      if (below(2)) x = hd_f2u(q * hd_u2f(y));
    }
    if (op == OP_mul_f32 && below(2)) y = gen32();
    *a = x;
    *b = y;
    return;
  }
  case OP_fma_f32: {
    uint32_t x = gen32(), y = gen32();
    float p = hd_u2f(x) * hd_u2f(y);
    uint32_t z;
    switch (below(4)) {
    case 0: z = gen32(); break;
    case 1: z = hd_f2u(-p); break; /* the result is the product's rounding error */
    default: z = near32(hd_f2u(p)); break;
    }
    *a = x;
    *b = y;
    *c = z;
    return;
  }
  case OP_rcp_f32:
  case OP_sqrt_f32: {
    uint32_t x = gen32();
    if (op == OP_sqrt_f32 && below(2)) { /* near a square */
      float r = hd_u2f(gen32() & 0x7FFFFFFFu);
      x = hd_f2u(r * r) + (uint32_t)((int)below(5) - 2);
    }
    *a = x;
    return;
  }
  case OP_add_f64:
  case OP_sub_f64:
  case OP_div_f64:
  case OP_mul_f64: {
    uint64_t x = gen64(), y = below(3) ? near64(x) : gen64();
    if (op == OP_div_f64 && below(3) == 0) {
      double q = hd_u2d(gen64());
      y = gen64();
      x = near64(hd_d2u(q * hd_u2d(y)));
      if (below(2)) x = hd_d2u(q * hd_u2d(y));
    }
    if (op == OP_mul_f64 && below(2)) y = gen64();
    *a = x;
    *b = y;
    return;
  }
  case OP_fma_f64: {
    uint64_t x = gen64(), y = gen64();
    double p = hd_u2d(x) * hd_u2d(y);
    uint64_t z;
    switch (below(5)) {
    case 0: z = gen64(); break;
    case 1: z = hd_d2u(-p); break;
    case 2: { /* c = -(p + a bit of its error): results near the error's size */
      double e = fma(hd_u2d(x), hd_u2d(y), -p);
      z = hd_d2u(-(p + e * ldexp(1.0, (int)below(9) - 4)));
      break;
    }
    default: z = near64(hd_d2u(p)); break;
    }
    *a = x;
    *b = y;
    *c = z;
    return;
  }
  case OP_rcp_f64:
  case OP_sqrt_f64: {
    uint64_t x = gen64();
    if (op == OP_sqrt_f64 && below(2)) {
      double r = hd_u2d(gen64() & 0x7FFFFFFFFFFFFFFFull);
      x = hd_d2u(r * r) + (uint64_t)((int64_t)below(5) - 2);
    }
    *a = x;
    return;
  }
  case OP_d2h: {
    uint64_t x;
    switch (below(4)) {
    case 0: x = gen64(); break;
    case 1: { /* half range: exact, ties, near ties, random low bits */
      int e = 1023 - 30 + (int)below(50);
      uint64_t low = below(4) == 0 ? rnd() & 0x3FFFFFFFFFFull : (uint64_t)(0x20000000000ull + (int)below(5) - 2);
      if (below(4) == 0) low = 0;
      x = (below(2) << 63) | ((uint64_t)e << 52) | (mant(10) << 42) | low;
      break;
    }
    case 2: x = hd_d2u(hd_h2d((uint16_t)rnd())) + (uint64_t)((int64_t)below(7) - 3); break;
    default: x = hd_d2u((double)hd_u2f(gen32())); break;
    }
    *a = x;
    return;
  }
  case OP_d2f: {
    uint64_t x;
    switch (below(4)) {
    case 0: x = gen64(); break;
    case 1: { /* float range, low bits: exact, ties, near ties, random */
      int e = 1023 - 160 + (int)below(300);
      uint64_t low = below(4) == 0 ? rnd() & 0x1FFFFFFFu : (uint64_t)(0x10000000 + (int)below(5) - 2) & 0x1FFFFFFFu;
      if (below(4) == 0) low = 0;
      x = (below(2) << 63) | ((uint64_t)e << 52) | (mant(23) << 29) | low;
      break;
    }
    default: x = hd_d2u((double)hd_u2f(gen32())) + (uint64_t)((int64_t)below(7) - 3); break;
    }
    *a = x;
    return;
  }
  default: { /* integers: random widths, near powers of two, small */
    uint64_t x;
    switch (below(4)) {
    case 0: x = rnd(); break;
    case 1: x = rnd() >> below(64); break;
    case 2: x = (1ull << below(64)) + (uint64_t)((int64_t)below(9) - 4); break;
    default: x = (rnd() >> below(64)) & ~((1ull << below(40)) - 1); break;
    }
    if (below(2) && (op == OP_s64_to_f32 || op == OP_s64_to_f64)) x = (uint64_t) - (int64_t)x;
    *a = x;
    return;
  }
  }
}

/* ---- the prelude side: loops with the mode a constant (inlined, vectorized as in a
 * kernel), and one call with the mode a variable ---- */
#define LOOPS(MODE)                                                                                                    \
  static void loop_##MODE(int op, const uint64_t *restrict A, const uint64_t *restrict B, const uint64_t *restrict C,  \
                          uint64_t *restrict R, size_t n) {                                                            \
    switch (op) {                                                                                                      \
    case OP_add_f32:                                                                                                   \
      for (size_t i = 0; i < n; i++) R[i] = hd_f2u(hd_rnd_add_f32(hd_u2f(A[i]), hd_u2f(B[i]), 0, MODE));               \
      break;                                                                                                           \
    case OP_sub_f32:                                                                                                   \
      for (size_t i = 0; i < n; i++) R[i] = hd_f2u(hd_rnd_sub_f32(hd_u2f(A[i]), hd_u2f(B[i]), 0, MODE));               \
      break;                                                                                                           \
    case OP_mul_f32:                                                                                                   \
      for (size_t i = 0; i < n; i++) R[i] = hd_f2u(hd_rnd_mul_f32(hd_u2f(A[i]), hd_u2f(B[i]), 0, MODE));               \
      break;                                                                                                           \
    case OP_fma_f32:                                                                                                   \
      for (size_t i = 0; i < n; i++) R[i] = hd_f2u(hd_rnd_fma_f32(hd_u2f(A[i]), hd_u2f(B[i]), hd_u2f(C[i]), MODE));    \
      break;                                                                                                           \
    case OP_div_f32:                                                                                                   \
      for (size_t i = 0; i < n; i++) R[i] = hd_f2u(hd_rnd_div_f32(hd_u2f(A[i]), hd_u2f(B[i]), 0, MODE));               \
      break;                                                                                                           \
    case OP_rcp_f32:                                                                                                   \
      for (size_t i = 0; i < n; i++) R[i] = hd_f2u(hd_rnd_rcp_f32(hd_u2f(A[i]), 0, 0, MODE));                          \
      break;                                                                                                           \
    case OP_sqrt_f32:                                                                                                  \
      for (size_t i = 0; i < n; i++) R[i] = hd_f2u(hd_rnd_sqrt_f32(hd_u2f(A[i]), 0, 0, MODE));                         \
      break;                                                                                                           \
    case OP_add_f64:                                                                                                   \
      for (size_t i = 0; i < n; i++) R[i] = hd_d2u(hd_rnd_add_f64(hd_u2d(A[i]), hd_u2d(B[i]), 0, MODE));               \
      break;                                                                                                           \
    case OP_sub_f64:                                                                                                   \
      for (size_t i = 0; i < n; i++) R[i] = hd_d2u(hd_rnd_sub_f64(hd_u2d(A[i]), hd_u2d(B[i]), 0, MODE));               \
      break;                                                                                                           \
    case OP_mul_f64:                                                                                                   \
      for (size_t i = 0; i < n; i++) R[i] = hd_d2u(hd_rnd_mul_f64(hd_u2d(A[i]), hd_u2d(B[i]), 0, MODE));               \
      break;                                                                                                           \
    case OP_fma_f64:                                                                                                   \
      for (size_t i = 0; i < n; i++) R[i] = hd_d2u(hd_rnd_fma_f64(hd_u2d(A[i]), hd_u2d(B[i]), hd_u2d(C[i]), MODE));    \
      break;                                                                                                           \
    case OP_div_f64:                                                                                                   \
      for (size_t i = 0; i < n; i++) R[i] = hd_d2u(hd_rnd_div_f64(hd_u2d(A[i]), hd_u2d(B[i]), 0, MODE));               \
      break;                                                                                                           \
    case OP_rcp_f64:                                                                                                   \
      for (size_t i = 0; i < n; i++) R[i] = hd_d2u(hd_rnd_rcp_f64(hd_u2d(A[i]), 0, 0, MODE));                          \
      break;                                                                                                           \
    case OP_sqrt_f64:                                                                                                  \
      for (size_t i = 0; i < n; i++) R[i] = hd_d2u(hd_rnd_sqrt_f64(hd_u2d(A[i]), 0, 0, MODE));                         \
      break;                                                                                                           \
    case OP_d2f:                                                                                                       \
      for (size_t i = 0; i < n; i++) R[i] = hd_f2u(hd_rnd_d2f(hd_u2d(A[i]), MODE));                                    \
      break;                                                                                                           \
    case OP_d2h:                                                                                                       \
      for (size_t i = 0; i < n; i++) R[i] = hd_rnd_d2h(hd_u2d(A[i]), MODE);                                            \
      break;                                                                                                           \
    case OP_s64_to_f32:                                                                                                \
      for (size_t i = 0; i < n; i++) R[i] = hd_f2u(hd_rnd_s64_to_f32((int64_t)A[i], MODE));                            \
      break;                                                                                                           \
    case OP_u64_to_f32:                                                                                                \
      for (size_t i = 0; i < n; i++) R[i] = hd_f2u(hd_rnd_u64_to_f32(A[i], MODE));                                     \
      break;                                                                                                           \
    case OP_s64_to_f64:                                                                                                \
      for (size_t i = 0; i < n; i++) R[i] = hd_d2u(hd_rnd_s64_to_f64((int64_t)A[i], MODE));                            \
      break;                                                                                                           \
    case OP_u64_to_f64:                                                                                                \
      for (size_t i = 0; i < n; i++) R[i] = hd_d2u(hd_rnd_u64_to_f64(A[i], MODE));                                     \
      break;                                                                                                           \
    }                                                                                                                  \
  }
LOOPS(1)
LOOPS(2)
LOOPS(3)

static __attribute__((noinline)) uint64_t one(int op, uint64_t a, uint64_t b, uint64_t c, int mode) {
  float fa = hd_u2f((uint32_t)a), fb = hd_u2f((uint32_t)b), fc = hd_u2f((uint32_t)c);
  double da = hd_u2d(a), db = hd_u2d(b), dc = hd_u2d(c);
  switch (op) {
  case OP_add_f32: return hd_f2u(hd_rnd_add_f32(fa, fb, 0, mode));
  case OP_sub_f32: return hd_f2u(hd_rnd_sub_f32(fa, fb, 0, mode));
  case OP_mul_f32: return hd_f2u(hd_rnd_mul_f32(fa, fb, 0, mode));
  case OP_fma_f32: return hd_f2u(hd_rnd_fma_f32(fa, fb, fc, mode));
  case OP_div_f32: return hd_f2u(hd_rnd_div_f32(fa, fb, 0, mode));
  case OP_rcp_f32: return hd_f2u(hd_rnd_rcp_f32(fa, 0, 0, mode));
  case OP_sqrt_f32: return hd_f2u(hd_rnd_sqrt_f32(fa, 0, 0, mode));
  case OP_add_f64: return hd_d2u(hd_rnd_add_f64(da, db, 0, mode));
  case OP_sub_f64: return hd_d2u(hd_rnd_sub_f64(da, db, 0, mode));
  case OP_mul_f64: return hd_d2u(hd_rnd_mul_f64(da, db, 0, mode));
  case OP_fma_f64: return hd_d2u(hd_rnd_fma_f64(da, db, dc, mode));
  case OP_div_f64: return hd_d2u(hd_rnd_div_f64(da, db, 0, mode));
  case OP_rcp_f64: return hd_d2u(hd_rnd_rcp_f64(da, 0, 0, mode));
  case OP_sqrt_f64: return hd_d2u(hd_rnd_sqrt_f64(da, 0, 0, mode));
  case OP_d2f: return hd_f2u(hd_rnd_d2f(da, mode));
  case OP_d2h: return hd_rnd_d2h(da, mode);
  case OP_s64_to_f32: return hd_f2u(hd_rnd_s64_to_f32((int64_t)a, mode));
  case OP_u64_to_f32: return hd_f2u(hd_rnd_u64_to_f32(a, mode));
  case OP_s64_to_f64: return hd_d2u(hd_rnd_s64_to_f64((int64_t)a, mode));
  default: return hd_d2u(hd_rnd_u64_to_f64(a, mode));
  }
}

/* ---- checking ---- */
static int result_is_f32(int op) {
  return op <= OP_sqrt_f32 || op == OP_d2f || op == OP_s64_to_f32 || op == OP_u64_to_f32;
}
static int operand_is_f32(int op) { return op <= OP_sqrt_f32; }
static int operand_is_int(int op) { return op >= OP_s64_to_f32; }

static int same(int op, uint64_t x, uint64_t y) {
  if (op == OP_d2h) return x == y || ((x & 0x7C00) == 0x7C00 && (x & 0x3FF) && (y & 0x7C00) == 0x7C00 && (y & 0x3FF));
  if (result_is_f32(op)) {
    float a = hd_u2f((uint32_t)x), b = hd_u2f((uint32_t)y);
    return (uint32_t)x == (uint32_t)y || (a != a && b != b);
  }
  double a = hd_u2d(x), b = hd_u2d(y);
  return x == y || (a != a && b != b);
}
static void show(int op, uint64_t v, int result) {
  if (result && op == OP_d2h) printf("0x%04x (%a)", (unsigned)v, (double)hd_h2f((uint16_t)v));
  else if (result ? result_is_f32(op) : operand_is_f32(op))
    printf("0x%08x (%a)", (uint32_t)v, (double)hd_u2f((uint32_t)v));
  else if (!result && operand_is_int(op)) printf("0x%016llx (%lld)", (unsigned long long)v, (long long)v);
  else printf("0x%016llx (%a)", (unsigned long long)v, hd_u2d(v));
}
static long report(int op, int mode, const char *how, const uint64_t *A, const uint64_t *B, const uint64_t *C,
                   const uint64_t *want, const uint64_t *got, size_t n, long shown) {
  long bad = 0;
  for (size_t i = 0; i < n; i++) {
    if (same(op, want[i], got[i])) continue;
    bad++;
    if (shown + bad > 12) continue;
    printf("    MISMATCH %s.%s (%s): a=", op_names[op], mode_names[mode], how);
    show(op, A[i], 0);
    if (op_arity[op] > 1) printf(" b="), show(op, B[i], 0);
    if (op_arity[op] > 2) printf(" c="), show(op, C[i], 0);
    printf(" want ");
    show(op, want[i], 1);
    printf(" got ");
    show(op, got[i], 1);
    printf("\n");
  }
  return bad;
}

#define CHUNK 65536
static uint64_t A[CHUNK], B[CHUNK], C[CHUNK], WANT[CHUNK], GOT[CHUNK];
static int passed, failed;

/* checks CHUNK-sized batches of op/mode; fill(op, i0) fills A, B, C; returns mismatches */
static long check_batch(int op, int mode, size_t n, long shown) {
  rounding_ref(op, mode, A, B, C, WANT, n);
  if (mode == 1) loop_1(op, A, B, C, GOT, n);
  else if (mode == 2) loop_2(op, A, B, C, GOT, n);
  else loop_3(op, A, B, C, GOT, n);
  long bad = report(op, mode, "loop", A, B, C, WANT, GOT, n, shown);
  for (size_t i = 0; i < n; i++) GOT[i] = one(op, A[i], B[i], C[i], mode);
  return bad + report(op, mode, "call", A, B, C, WANT, GOT, n, shown + bad);
}
static void verdict(int op, int mode, const char *what, size_t n, long bad) {
  if (bad) {
    printf("FAIL %s.%s: %ld of %zu %s inputs differ from IEEE directed rounding\n", op_names[op], mode_names[mode], bad,
           n, what);
    failed++;
  } else {
    printf("PASS %s.%s: %zu %s inputs\n", op_names[op], mode_names[mode], n, what);
    passed++;
  }
}

static void random_test(int op, int mode, size_t n) {
  long bad = 0;
  for (size_t done = 0; done < n; done += CHUNK) {
    size_t k = n - done < CHUNK ? n - done : CHUNK;
    for (size_t i = 0; i < k; i++) gen_operands(op, &A[i], &B[i], &C[i]);
    bad += check_batch(op, mode, k, bad);
  }
  verdict(op, mode, "random", n, bad);
}

/* every pair (or triple) of special values */
static void special_test(int op, int mode) {
  int f32 = operand_is_f32(op) || op == OP_d2f;
  size_t ns = f32 && op != OP_d2f ? NSPECIAL32 : NSPECIAL64, n = 0, total = 0;
  long bad = 0;
  size_t nb = op_arity[op] > 1 ? ns : 1, nc = op_arity[op] > 2 ? ns : 1;
  if (operand_is_int(op)) return;
  for (size_t i = 0; i < ns; i++)
    for (size_t j = 0; j < nb; j++)
      for (size_t k = 0; k < nc; k++) {
        if (op == OP_d2f) A[n] = special64[i];
        else A[n] = f32 ? special32[i] : special64[i];
        B[n] = f32 ? special32[j] : special64[j];
        C[n] = f32 ? special32[k] : special64[k];
        if (++n == CHUNK) bad += check_batch(op, mode, n, bad), total += n, n = 0;
      }
  if (n) bad += check_batch(op, mode, n, bad), total += n;
  verdict(op, mode, "special-value", total, bad);
}

/* every float through a one-operand f32 operation; for cvt.f32.f64, every float widened
 * and moved by a tie, a near-tie or one unit of the double; for cvt.f16, every float */
static void exhaustive_test(int op, int mode) {
  static const uint64_t off[4] = {0x10000000, 0x0FFFFFFF, 0x10000001, 1};
  long bad = 0;
  for (uint64_t x = 0; x < (1ull << 32); x += CHUNK) {
    for (size_t i = 0; i < CHUNK; i++) {
      A[i] = op == OP_d2f ? hd_d2u((double)hd_u2f((uint32_t)(x + i))) + off[(x + i) >> 30]
          : op == OP_d2h  ? hd_d2u((double)hd_u2f((uint32_t)(x + i)))
                          : x + i;
      B[i] = C[i] = 0;
    }
    bad += check_batch(op, mode, CHUNK, bad);
  }
  verdict(op, mode, "(every float)", 1ull << 32, bad);
}

/* hd_ex2f (ex2.approx.f32) against 2^x in double rounded once: at most one ulp apart on a
 * sweep of every 61st float, equal on integers, and the special values as exp2f gives them. */
static void ex2_test(void) {
  long bad = 0, n = 0;
  for (uint64_t u = 0; u <= 0xFFFFFFFFull; u += 61) {
    float x;
    uint32_t ux = (uint32_t)u, ua, ub;
    memcpy(&x, &ux, 4);
    float a = hd_ex2f(x), b = (float)exp2((double)x);
    n++;
    if (a != a && b != b) continue;
    memcpy(&ua, &a, 4);
    memcpy(&ub, &b, 4);
    long d = (long)ua - (long)ub;
    if ((d > 1 || d < -1) && bad++ < 5) printf("FAIL ex2: 2^%a = %a, expected %a\n", x, a, b);
  }
  for (int k = -149; k <= 128; k++)
    if (hd_ex2f((float)k) != ldexpf(1.0f, k) && bad++ < 5) printf("FAIL ex2: 2^%d = %a\n", k, hd_ex2f((float)k));
  float sp[] = {INFINITY, -INFINITY, 200.0f, -200.0f, 0.0f, -0.0f};
  for (int i = 0; i < 6; i++)
    if (hd_ex2f(sp[i]) != exp2f(sp[i]) && bad++ < 5) printf("FAIL ex2: 2^%a = %a\n", sp[i], hd_ex2f(sp[i]));
  if (hd_ex2f(NAN) == hd_ex2f(NAN) && bad++ < 5) printf("FAIL ex2: 2^NaN is not NaN\n");
  if (bad) failed++;
  else passed++;
  printf("%s ex2.approx.f32: %ld inputs, %ld off by more than an ulp\n", bad ? "FAIL" : "ok", n, bad);
}

int main(int argc, char **argv) {
  size_t n = 1000000;
  int exhaustive = 0;
  const char *env = getenv("ROUNDING_N");
  if (env) n = strtoull(env, NULL, 10);
  if ((env = getenv("ROUNDING_SEED"))) rs[0] ^= strtoull(env, NULL, 10) * 0x9E3779B97F4A7C15ull;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--exhaustive")) exhaustive = 1;
    else n = strtoull(argv[i], NULL, 10);
  }
  for (int op = 0; op < OP_COUNT; op++)
    for (int mode = 1; mode <= 3; mode++) {
      special_test(op, mode);
      random_test(op, mode, n);
    }
  if (exhaustive) {
    int ops[] = {OP_sqrt_f32, OP_rcp_f32, OP_d2f, OP_d2h};
    for (int i = 0; i < 4; i++)
      for (int mode = 1; mode <= 3; mode++) exhaustive_test(ops[i], mode);
  }
  ex2_test();
  if (fegetround() != FE_TONEAREST) printf("FAIL the helpers left the rounding mode changed\n"), failed++;
  printf("%d passed, %d failed\n", passed, failed);
  return failed != 0;
}
