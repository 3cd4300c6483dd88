/* rounding_ops.h: the operations tests/unit/test_rounding.c checks, shared with the
 * fesetround reference (tests/unit/rounding_ref.c). X(name, type, arity) */
#ifndef HEDDLE_ROUNDING_OPS_H
#define HEDDLE_ROUNDING_OPS_H
#include <stddef.h>
#include <stdint.h>

#define ROUNDING_OPS(X)                                                                                                \
  X(add_f32, f32, 2)                                                                                                   \
  X(sub_f32, f32, 2)                                                                                                   \
  X(mul_f32, f32, 2)                                                                                                   \
  X(fma_f32, f32, 3)                                                                                                   \
  X(div_f32, f32, 2)                                                                                                   \
  X(rcp_f32, f32, 1)                                                                                                   \
  X(sqrt_f32, f32, 1)                                                                                                  \
  X(add_f64, f64, 2)                                                                                                   \
  X(sub_f64, f64, 2)                                                                                                   \
  X(mul_f64, f64, 2)                                                                                                   \
  X(fma_f64, f64, 3)                                                                                                   \
  X(div_f64, f64, 2)                                                                                                   \
  X(rcp_f64, f64, 1)                                                                                                   \
  X(sqrt_f64, f64, 1)                                                                                                  \
  X(d2f, cvt, 1)                                                                                                       \
  X(d2h, cvt, 1)                                                                                                       \
  X(s64_to_f32, cvt, 1)                                                                                                \
  X(u64_to_f32, cvt, 1)                                                                                                \
  X(s64_to_f64, cvt, 1)                                                                                                \
  X(u64_to_f64, cvt, 1)

enum {
#define X(name, type, arity) OP_##name,
  ROUNDING_OPS(X)
#undef X
      OP_COUNT
};

/* Operands and results travel as bit patterns: f32 in the low 32 bits, f64 and the
 * integers in all 64, f16 (d2h's result) in the low 16. mode: 1 rz, 2 rm, 3 rp (as in the
 * prelude). The reference runs the whole array with the FPU's rounding mode switched once
 * (fesetround); for d2h, which the FPU cannot do, it searches the table of all halves. */
void rounding_ref(int op, int mode, const uint64_t *a, const uint64_t *b, const uint64_t *c, uint64_t *out, size_t n);
#endif
