/* ptx_ops.c: the opcode property table and type helpers shared by every pass. */
#include "ptx.h"
#include <string.h>

const ptx_opinfo ptx_opinfos[OP__COUNT] = {
#define X(e, s, f) [e] = {s, f},
    PTX_OPS(X)
#undef X
};

int ptx_opcode_lookup(const char *name) {
  for (int i = 0; i < OP__COUNT; i++)
    if (!strcmp(ptx_opinfos[i].name, name)) return i;
  return -1;
}

static const struct {
  const char *name, *ctype;
  int bits, isfloat, issigned;
} types[TY__COUNT] = {
    [TY_NONE] = {"none", "void", 0, 0, 0},
    [TY_B8] = {"b8", "uint8_t", 8, 0, 0},
    [TY_B16] = {"b16", "uint16_t", 16, 0, 0},
    [TY_B32] = {"b32", "uint32_t", 32, 0, 0},
    [TY_B64] = {"b64", "uint64_t", 64, 0, 0},
    [TY_B128] = {"b128", "unsigned __int128", 128, 0, 0},
    [TY_U8] = {"u8", "uint8_t", 8, 0, 0},
    [TY_U16] = {"u16", "uint16_t", 16, 0, 0},
    [TY_U32] = {"u32", "uint32_t", 32, 0, 0},
    [TY_U64] = {"u64", "uint64_t", 64, 0, 0},
    [TY_S8] = {"s8", "int8_t", 8, 0, 1},
    [TY_S16] = {"s16", "int16_t", 16, 0, 1},
    [TY_S32] = {"s32", "int32_t", 32, 0, 1},
    [TY_S64] = {"s64", "int64_t", 64, 0, 1},
    [TY_F16] = {"f16", "uint16_t", 16, 0, 0},
    [TY_F16X2] = {"f16x2", "uint32_t", 32, 0, 0},
    [TY_BF16] = {"bf16", "uint16_t", 16, 0, 0},
    [TY_F32] = {"f32", "float", 32, 1, 1},
    [TY_F64] = {"f64", "double", 64, 1, 1},
    [TY_PRED] = {"pred", "uint8_t", 1, 0, 0},
    [TY_TF32] = {"tf32", "uint32_t", 32, 0, 0},
    [TY_BF16X2] = {"bf16x2", "uint32_t", 32, 0, 0},
    [TY_E4M3X2] = {"e4m3x2", "uint16_t", 16, 0, 0},
    [TY_E5M2X2] = {"e5m2x2", "uint16_t", 16, 0, 0},
    [TY_U16X2] = {"u16x2", "uint32_t", 32, 0, 0},
    [TY_S16X2] = {"s16x2", "uint32_t", 32, 0, 0},
};

int ptx_type_bits(ptx_type t) { return types[t].bits; }
int ptx_type_is_float(ptx_type t) { return types[t].isfloat; }
int ptx_type_is_signed(ptx_type t) { return types[t].issigned; }
const char *ptx_type_name(ptx_type t) { return types[t].name; }
const char *ptx_type_ctype(ptx_type t) { return types[t].ctype; }
