/* emit_inst.c: the instruction half of the emitter: operands, addresses, and the C for
 * each PTX instruction (arithmetic, conversions, memory, atomics, calls, warp exchanges),
 * as it runs for one thread inside a thread loop or the controller. */
#include "emit_internal.h"
#include "heddle_abi.h" /* HD_TEX_* and HD_SURF_*: the operation words of texture calls */

_Noreturn void emit_err(emitter *e, int line, const char *fmt, ...) {
  char msg[400];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  ptx_errmsg(e->err, e->errlen, e->filename, line, e->f, msg);
  longjmp(e->jb, 1);
}

/* ---- operand reads and register writes ---- */

static char *float_lit(emitter *e, double d, int is32) {
  if (d != d || d - d != 0) {
    if (is32) {
      float f = (float)d;
      uint32_t u;
      memcpy(&u, &f, 4);
      return fmt(e, "hd_u2f(0x%08xu)", u);
    }
    uint64_t u;
    memcpy(&u, &d, 8);
    return fmt(e, "hd_u2d(0x%016llxull)", (unsigned long long)u);
  }
  return is32 ? fmt(e, "%af", d) : fmt(e, "%a", d);
}

static char *sym_addr(emitter *e, const ptx_operand *o, int line);

char *emit_sreg(emitter *e, const ptx_operand *o) {
  static const char *xyz = "xyz";
  switch (o->sreg) {
  case SR_TID: return fmt(e, "t%c", xyz[o->comp]);
  case SR_NTID: return fmt(e, "nt%c", xyz[o->comp]);
  /* kernels copy the block's coordinates into locals first: values, not loads, inside
   * masked thread loops (the vectorizer cannot mask-load a uniform address) */
  case SR_CTAID: return e->cf ? fmt(e, "cta%c_", xyz[o->comp]) : fmt(e, "b->ctaid[%d]", o->comp);
  case SR_NCTAID: return e->cf ? fmt(e, "ncta%c_", xyz[o->comp]) : fmt(e, "b->nctaid[%d]", o->comp);
  case SR_LANEID: return "(t & 31u)";
  case SR_WARPID: return "(t >> 5)";
  case SR_NWARPID: return "((b->nthreads + 31u) >> 5)";
  case SR_SMID: return "b->smid";
  case SR_NSMID: return "1u";
  case SR_GRIDID: return "0u";
  case SR_CLOCK: return "((uint32_t)hd_clock64())";
  case SR_CLOCK64: return "hd_clock64()";
  case SR_GLOBALTIMER: return "hd_globaltimer()";
  case SR_LANEMASK_EQ: return "(1u << (t & 31u))";
  case SR_LANEMASK_LT: return "((1u << (t & 31u)) - 1u)";
  case SR_LANEMASK_LE: return "((2u << (t & 31u)) - 1u)";
  case SR_LANEMASK_GT: return "(~((2u << (t & 31u)) - 1u))";
  case SR_LANEMASK_GE: return "(~((1u << (t & 31u)) - 1u))";
  case SR_DYNSMEM: return "b->dyn_shared";
  case SR_TOTALSMEM: return "49152u";
  case SR_CLUSTER_CTARANK: return "0u";
  case SR_CLUSTER_NCTARANK: return "1u";
  case SR_CLUSTERID: return e->cf ? fmt(e, "cta%c_", xyz[o->comp]) : fmt(e, "b->ctaid[%d]", o->comp);
  case SR_NCLUSTERID: return e->cf ? fmt(e, "ncta%c_", xyz[o->comp]) : fmt(e, "b->nctaid[%d]", o->comp);
  case SR_CLUSTER_CTAID: return "0u";
  case SR_CLUSTER_NCTAID: return "1u";
  case SR_IS_EXPLICIT_CLUSTER: return "0u";
  case SR_ENVREG: /* 1 and 2: the grid workspace's address, high and low half (cooperative groups) */
    return o->comp == 1 ? "((uint32_t)(b->gridws >> 32))" : o->comp == 2 ? "((uint32_t)b->gridws)" : "0u";
  default: return "0u";
  }
}

/* `bfind.shiftamt` or `clz` of a `brev` (nvcc's __ffs(x) - 1, __ffsll(x) - 1: the lowest set
 * bit) reads as a count of trailing zeros of the brev's source, one instruction where the
 * reversal took a dozen: that source, read where the bfind stands, or NULL. The brev is the operand's
 * one definition, unguarded, earlier in the same block, its source not written in between. */
static char *brev_source(emitter *e, const ptx_inst *in, int b) {
  cfg_func *cf = e->cf;
  const ptx_operand *o = &in->ops[1];
  if (!cf || o->kind != OPK_REG || o->reg >= cf->nregs || cf->ndefs[o->reg] != 1) return NULL;
  int di = cf->definst[o->reg], ui = (int)(in - cf->insts.v);
  if (ui < 0 || ui >= cf->insts.n || cf->inst_block[di] != cf->inst_block[ui]) return NULL;
  const ptx_inst *d = &cf->insts.v[di];
  if (d->op != OP_BREV || d->guard >= 0 || bits(d->type) != b || d->nops != 2 || d->ops[1].kind != OPK_REG ||
      bits(regtype(e, d->ops[1].reg)) != b)
    return NULL;
  const cfg_block *bl = &cf->blocks.v[cf->inst_block[ui]];
  int seen = 0;
  for (int k = 0; k < bl->nins; k++) {
    if (bl->ins[k] == ui) return seen ? emit_rd(e, &d->ops[1], b == 64 ? TY_U64 : TY_U32, in->line) : NULL;
    if (bl->ins[k] == di) {
      seen = 1;
      continue;
    }
    int defs[8], nd = cfg_inst_defs(&cf->insts.v[bl->ins[k]], defs);
    for (int j = 0; seen && j < nd; j++)
      if (defs[j] == d->ops[1].reg) return NULL;
  }
  return NULL;
}

/* The immediate a register always holds: its one definition is an unguarded `mov r, imm`
 * (CUDA 13 writes warpSize as `mov.u32 %r, WARP_SZ`), so shuffle offsets, `% warpSize`
 * and lane arithmetic are constants to the C compiler. NULL otherwise. */
const ptx_operand *emit_const_def(emitter *e, int r) {
  cfg_func *cf = e->cf;
  if (!cf || r >= cf->nregs || cf->ndefs[r] != 1) return NULL;
  const ptx_inst *d = &cf->insts.v[cf->definst[r]];
  if (d->op != OP_MOV || d->guard >= 0 || d->nops != 2 || d->ops[0].kind != OPK_REG || d->ops[0].reg != r ||
      d->ops[1].kind != OPK_IMM || isf(d->type))
    return NULL;
  return &d->ops[1];
}

char *emit_rd(emitter *e, const ptx_operand *o, ptx_type t, int line) {
  switch (o->kind) {
  case OPK_REG: {
    ptx_type s = regtype(e, o->reg);
    const ptx_operand *k = emit_const_def(e, o->reg);
    if (k && !o->neg && !isf(s) && !isf(t) && t != TY_PRED && s != TY_PRED && t != TY_NONE)
      return fmt(e, "((%s)(%s)%lldLL)", ctype(t), ctype(s), (long long)k->imm); /* WARP_SZ, 0, ... */
    char *name = fmt(e, "%sr%d", o->neg ? "!" : "", o->reg);
    if (t == TY_PRED || s == TY_PRED || t == TY_NONE)
      return t == TY_PRED || t == TY_NONE ? name : fmt(e, "((%s)%s)", ctype(t), name);
    if (isf(s) == isf(t)) {
      if (isf(s) && bits(s) != bits(t))
        emit_err(e, line, "register %s of type .%s used as .%s", e->f->regs.v[o->reg].name, ptx_type_name(s),
                 ptx_type_name(t));
      return isf(t) ? name : fmt(e, "((%s)%s)", ctype(t), name);
    }
    if (isf(t)) /* integer register read as float: bit cast of the low bits */
      return bits(t) == 32 ? fmt(e, "hd_u2f((uint32_t)%s)", name) : fmt(e, "hd_u2d((uint64_t)%s)", name);
    return bits(s) == 32 ? fmt(e, "((%s)hd_f2u(%s))", ctype(t), name) : fmt(e, "((%s)hd_d2u(%s))", ctype(t), name);
  }
  case OPK_IMM:
    if (isf(t)) return fmt(e, "((%s)%lldLL)", ctype(t), (long long)o->imm);
    if (t == TY_PRED) return fmt(e, "%d", o->imm != 0);
    return fmt(e, "((%s)%lldLL)", ctype(t), (long long)o->imm);
  case OPK_FIMM: {
    uint32_t u = (uint32_t)o->imm;
    float f;
    memcpy(&f, &u, 4);
    if (t == TY_F32) return float_lit(e, f, 1);
    if (t == TY_F64) return float_lit(e, f, 0);
    return fmt(e, "((%s)0x%08xu)", ctype(t), u);
  }
  case OPK_DIMM: {
    uint64_t u = (uint64_t)o->imm;
    double d;
    memcpy(&d, &u, 8);
    if (t == TY_F64) return float_lit(e, d, 0);
    if (t == TY_F32) return float_lit(e, (float)d, 1);
    return fmt(e, "((%s)0x%016llxull)", ctype(t), (unsigned long long)u);
  }
  case OPK_SREG: return fmt(e, "((%s)%s)", ctype(t == TY_NONE ? TY_U32 : t), emit_sreg(e, o));
  case OPK_SYM: return fmt(e, "((%s)(%s))", ctype(t == TY_NONE ? TY_U64 : t), sym_addr(e, o, line));
  case OPK_FUNC: return fmt(e, "((%s)HD_FNADDR(%d))", ctype(t == TY_NONE ? TY_U64 : t), o->sym);
  default: emit_err(e, line, "unsupported operand");
  }
}

static void wr(emitter *e, int reg, ptx_type t, const char *expr) {
  ptx_type s = regtype(e, reg);
  if (s == TY_PRED) {
    out(e, "r%d = (%s) != 0;\n", reg, expr);
    return;
  }
  if (isf(s) && isf(t)) {
    out(e, "r%d = %s;\n", reg, expr);
    return;
  }
  if (isf(s)) {
    if (bits(s) == 32) out(e, "r%d = hd_u2f((uint32_t)(%s));\n", reg, expr);
    else out(e, "r%d = hd_u2d((uint64_t)(%s));\n", reg, expr);
    return;
  }
  if (isf(t)) {
    if (bits(t) == 32) out(e, "r%d = (%s)hd_f2u(%s);\n", reg, ctype(s), expr);
    else out(e, "r%d = (%s)hd_d2u(%s);\n", reg, ctype(s), expr);
    return;
  }
  if (t != TY_NONE && t != TY_PRED && bits(s) == 64 && bits(t) == 32 && !issigned(t))
    out(e, "r%d = (%s)hd_zext32((uint32_t)(%s));\n", reg, ctype(s), expr);
  else if (t != TY_NONE && t != TY_PRED && bits(s) > bits(t))
    out(e, "r%d = (%s)(%s)(%s);\n", reg, ctype(s), ctype(t), expr);
  else out(e, "r%d = (%s)(%s);\n", reg, ctype(s), expr);
}

void emit_wr_op(emitter *e, const ptx_operand *o, ptx_type t, const char *expr, int line) {
  if (o->kind == OPK_SINK) {
    out(e, "(void)(%s);\n", expr);
    return;
  }
  if (o->kind != OPK_REG) emit_err(e, line, "destination must be a register");
  wr(e, o->reg, t, expr);
}

/* ---- symbols and addresses ---- */

static const ptx_sym *opsym(emitter *e, const ptx_operand *o) {
  return o->sym_local ? &e->f->syms.v[o->sym] : &e->m->syms.v[o->sym];
}

/* Address of a symbol as an integer (generic pointer, or shared-window offset). */
static char *sym_addr(emitter *e, const ptx_operand *o, int line) {
  const ptx_sym *s = opsym(e, o);
  long long off = (long long)o->imm;
  if (!o->sym_local) {
    if (s->space == SP_SHARED)
      return s->is_extern ? fmt(e, "(uint64_t)(%s + %lld)",
                                e->ctx == CTX_FUNC ? "T->dynoff" : fmt(e, "%lldu", (long long)e->dynoff), off)
                          : fmt(e, "(uint64_t)%lld", (long long)e->mod_off[o->sym] + off);
    return fmt(e, "(uint64_t)(uintptr_t)(b->globals[%d] + %lld)", o->sym, off);
  }
  switch (s->space) {
  case SP_SHARED: return fmt(e, "(uint64_t)%lld", (long long)e->local_off[o->sym] + off);
  case SP_LOCAL:
    if (e->ctx == CTX_FUNC) return fmt(e, "(uint64_t)(uintptr_t)(lv_%d + %lld)", o->sym, off);
    return fmt(e, "(uint64_t)(uintptr_t)(lm + %lld)", (long long)e->local_off[o->sym] + off);
  case SP_PARAM:
    if (s->is_param && e->f->is_entry) return fmt(e, "(uint64_t)(uintptr_t)(prm + %lld)", (long long)s->offset + off);
    if (s->is_param) return fmt(e, "(uint64_t)(uintptr_t)(P[%d] + %lld)", o->sym, off);
    return fmt(e, "(uint64_t)(uintptr_t)(pl_%d + %lld)", o->sym, off);
  default: emit_err(e, line, "cannot take the address of '%s'", s->name);
  }
}

/* A shared-memory address register as an affine function of tid.x, u + k * tid.x, with u
 * invariant in the thread loop (int64 C expression) and k a constant. Works on registers
 * with one pure definition (rematerialized) whose inputs are such registers, constants,
 * uniform single-definition registers and tid.y/z (fixed inside the tx loop). Uniform
 * 32-bit values count as signed: a valid shared offset is small, so computing it in 64
 * bits gives the same address as PTX's 32-bit arithmetic, and the vectorizer sees a
 * stride instead of a gather. Returns 0 if reg is not of that form. */
static int shared_affine(emitter *e, const ptx_operand *o, const char **u, int64_t *k, int depth, int multi);

/* Strides of real shared-memory addresses are small; larger ones (and int64 overflow in
 * chains of them) fall back to the plain form. */
static int small_k(int64_t k) { return k <= (1 << 20) && k >= -(1 << 20); }

/* Known bits of a 32-bit operand, from single definitions: how many low bits are certainly
 * zero (kb_tz), and how many bits its value can need at most (kb_len). */
static const ptx_inst *kb_def(emitter *e, const ptx_operand *o) {
  cfg_func *cf = e->cf;
  if (o->kind != OPK_REG || !cf || cf->ndefs[o->reg] != 1) return NULL;
  const ptx_inst *d = &cf->insts.v[cf->definst[o->reg]];
  /* 32-bit integer results only: a mov of a 64-bit pair, a packed f16x2 add are not */
  return d->guard < 0 && d->nops >= 2 && bits(d->type) == 32 && !isf(d->type) && d->type != TY_F16X2 &&
          d->type != TY_BF16X2 && !(d->flags & IF_SAT)
      ? d
      : NULL;
}

static int kb_tz(emitter *e, const ptx_operand *o, int depth) {
  if (o->kind == OPK_IMM) return (uint32_t)o->imm ? __builtin_ctz((uint32_t)o->imm) : 32;
  const ptx_inst *d = depth < 8 ? kb_def(e, o) : NULL;
  if (!d) return 0;
  int a = kb_tz(e, &d->ops[1], depth + 1), b = d->nops > 2 ? kb_tz(e, &d->ops[2], depth + 1) : 0;
  switch (d->op) {
  case OP_MOV: return a;
  case OP_AND: return a > b ? a : b;
  case OP_SHL:
    return d->ops[2].kind == OPK_IMM && d->ops[2].imm >= 0 && a + d->ops[2].imm < 32 ? a + (int)d->ops[2].imm : 0;
  case OP_MUL: return (d->flags & IF_LO) && a + b < 32 ? a + b : 0;
  case OP_ADD:
  case OP_SUB:
  case OP_OR:
  case OP_XOR: return a < b ? a : b;
  default: return 0;
  }
}

static int kb_len(emitter *e, const ptx_operand *o, int depth) {
  if (o->kind == OPK_IMM) return 32 - ((uint32_t)o->imm ? __builtin_clz((uint32_t)o->imm) : 32);
  if (o->kind == OPK_SREG) return o->sreg == SR_LANEID ? 5 : o->sreg == SR_TID ? 10 : 32; /* tid < 1024 */
  const ptx_inst *d = depth < 8 ? kb_def(e, o) : NULL;
  if (!d) return 32;
  int a = kb_len(e, &d->ops[1], depth + 1), b = d->nops > 2 ? kb_len(e, &d->ops[2], depth + 1) : 32;
  switch (d->op) {
  case OP_MOV: return a;
  case OP_AND: return a < b ? a : b;
  case OP_OR:
  case OP_XOR: return a > b ? a : b;
  case OP_SHR:
    if (d->ops[2].kind != OPK_IMM || d->ops[2].imm < 0 || d->ops[2].imm > 31 || (issigned(d->type) && a >= 32))
      return 32;
    return a > d->ops[2].imm ? a - (int)d->ops[2].imm : 0;
  default: return 32;
  }
}

/* an OR or XOR of operands with no bit in common: an add */
static int bits_disjoint(emitter *e, const ptx_inst *d) {
  return kb_tz(e, &d->ops[1], 0) >= kb_len(e, &d->ops[2], 0) || kb_tz(e, &d->ops[2], 0) >= kb_len(e, &d->ops[1], 0);
}

/* o is tid.x << *sh (through copies, shifts and multiplies by powers of two) */
static int tid_scaled(emitter *e, const ptx_operand *o, int *sh, int depth) {
  if (o->kind == OPK_SREG) return o->sreg == SR_TID && o->comp == 0 ? (*sh = 0, 1) : 0;
  const ptx_inst *d = depth < 8 ? kb_def(e, o) : NULL;
  if (!d) return 0;
  int a, x = d->nops > 2 && d->ops[1].kind == OPK_IMM ? 2 : 1;
  uint32_t v = d->nops > 2 ? (uint32_t)d->ops[3 - x].imm : 0;
  switch (d->op) {
  case OP_MOV: return tid_scaled(e, &d->ops[1], sh, depth + 1);
  case OP_SHL:
    if (d->ops[2].kind != OPK_IMM || d->ops[2].imm < 0 || d->ops[2].imm > 10 ||
        !tid_scaled(e, &d->ops[1], &a, depth + 1))
      return 0;
    *sh = a + (int)d->ops[2].imm;
    return *sh <= 20;
  case OP_MUL:
    if (!(d->flags & IF_LO) || d->ops[3 - x].kind != OPK_IMM || !v || (v & (v - 1)) ||
        !tid_scaled(e, &d->ops[x], &a, depth + 1))
      return 0;
    *sh = a + __builtin_ctz(v);
    return *sh <= 20;
  default: return 0;
  }
}

/* A lane form (e->lanes): in a tx loop whose lanes lie in the aligned 32 of tid.x from lnb_,
 * x = tid.x << s is lnb_ << s plus less than 2^(s+5), so x & m for m = 2^j - 1, j >= s + 5,
 * is x - ((lnb_ << s) & ~m); x & m for m = -2^j, j >= s + 5, is (lnb_ << s) & m; and x >> n
 * for n >= s + 5 is (lnb_ << s) >> n. */
static int lane_form(emitter *e, const ptx_inst *d, const char **u, int64_t *k) {
  int sh;
  if (!e->lanes || d->nops < 3 || (d->op != OP_AND && d->op != OP_SHR)) return 0;
  int x = d->ops[1].kind == OPK_IMM && d->op == OP_AND ? 2 : 1, m = 3 - x;
  if (d->ops[m].kind != OPK_IMM || !tid_scaled(e, &d->ops[x], &sh, 0)) return 0;
  uint32_t v = (uint32_t)d->ops[m].imm, lo = (1u << (sh + 5)) - 1; /* lo: the bits lanes differ in */
  const char *b = sh ? fmt(e, "(lnb_ << %d)", sh) : "lnb_";
  if (d->op == OP_SHR) {
    if (v < (uint32_t)sh + 5 || v > 31) return 0;
    *u = fmt(e, "(int64_t)(%s >> %u)", b, v);
    *k = 0;
  } else if (!(v & (v + 1)) && (v & lo) == lo) { /* 2^j - 1 */
    *u = fmt(e, "(-(int64_t)(%s & %uu))", b, ~v);
    *k = (int64_t)1 << sh;
  } else if (!(~v & (~v + 1)) && !(v & lo)) { /* -2^j */
    *u = fmt(e, "(int64_t)(%s & %uu)", b, v);
    *k = 0;
  } else return 0;
  return 1;
}

/* The affine form of what instruction d writes, from the forms of its operands. */
static int affine_of_inst(emitter *e, const ptx_inst *d, const char **u, int64_t *k, int depth, int multi) {
  const char *ua, *ub, *uc;
  int64_t ka, kb, kc;
  if (depth > 12 || d->guard >= 0 || (bits(d->type) != 32 && d->op != OP_MOV) || isf(d->type)) return 0;
  switch (d->op) {
  case OP_MOV: return shared_affine(e, &d->ops[1], u, k, depth + 1, multi);
  case OP_AND:
  case OP_SHR: return lane_form(e, d, u, k);
  case OP_OR:
  case OP_XOR:
    if (!bits_disjoint(e, d)) return 0; /* else an add */
    /* fall through */
  case OP_ADD:
  case OP_SUB:
    if (d->flags & IF_SAT) return 0;
    if (!shared_affine(e, &d->ops[1], &ua, &ka, depth + 1, multi) ||
        !shared_affine(e, &d->ops[2], &ub, &kb, depth + 1, multi))
      return 0;
    if (!small_k(ka) || !small_k(kb)) return 0;
    *u = fmt(e, "(%s %c %s)", ua, d->op == OP_SUB ? '-' : '+', ub);
    *k = d->op == OP_SUB ? ka - kb : ka + kb;
    return 1;
  case OP_SHL:
    if (d->ops[2].kind != OPK_IMM || d->ops[2].imm < 0 || d->ops[2].imm > 20) return 0;
    if (!shared_affine(e, &d->ops[1], &ua, &ka, depth + 1, multi) || !small_k(ka)) return 0;
    *u = fmt(e, "(%s * %lld)", ua, 1LL << d->ops[2].imm);
    *k = ka * ((int64_t)1 << d->ops[2].imm);
    return 1;
  case OP_MUL:
  case OP_MAD:
    if (!(d->flags & IF_LO)) return 0;
    if (!shared_affine(e, &d->ops[1], &ua, &ka, depth + 1, multi) ||
        !shared_affine(e, &d->ops[2], &ub, &kb, depth + 1, multi))
      return 0;
    if (ka && kb) return 0;
    if ((ka && d->ops[2].kind != OPK_IMM) || (kb && d->ops[1].kind != OPK_IMM))
      return 0; /* constant coefficients only */
    if (ka > (1 << 20) || ka < -(1 << 20) || kb > (1 << 20) || kb < -(1 << 20)) return 0;
    if ((ka && (d->ops[2].imm > (1 << 20) || d->ops[2].imm < -(1 << 20))) ||
        (kb && (d->ops[1].imm > (1 << 20) || d->ops[1].imm < -(1 << 20))))
      return 0;
    *u = fmt(e, "(%s * %s)", ua, ub);
    *k = ka ? ka * d->ops[2].imm : kb ? kb * d->ops[1].imm : 0;
    if (d->op == OP_MAD) {
      if (!shared_affine(e, &d->ops[3], &uc, &kc, depth + 1, multi) || !small_k(kc)) return 0;
      *u = fmt(e, "(%s + %s)", *u, uc);
      *k += kc;
    }
    return 1;
  default: return 0;
  }
}

/* A 32-bit register as u + k * tid.x: from what this block of the thread loop computed
 * so far (aff_*), a uniform register (any, while multi: the controller cannot change it
 * during a thread loop; else only a single-assignment one, whose value is the same
 * everywhere), or the definition of a rematerialized register. */
/* Every definition of reg is in a controller block the controller runs itself (a loop
 * counter of a uniform loop): its value before a thread loop is the one the loop sees. */
static int ctrl_only(emitter *e, int reg) {
  cfg_func *cf = e->cf;
  if (!e->ctrl_only) {
    e->ctrl_only = arena_alloc(&e->ar, (size_t)cf->nregs + 1);
    memset(e->ctrl_only, 1, (size_t)cf->nregs + 1);
    for (int i = 0; i < cf->insts.n; i++) {
      int defs[8], nd = cfg_inst_defs(&cf->insts.v[i], defs);
      const cfg_block *b = cf->inst_block[i] >= 0 ? &cf->blocks.v[cf->inst_block[i]] : NULL;
      for (int d = 0; d < nd; d++)
        if (!b || !b->ctrl || b->passthru) e->ctrl_only[defs[d]] = 0;
    }
  }
  return cf->cls[reg] == RC_CTRL && cf->ndefs[reg] >= 1 && e->ctrl_only[reg];
}

static char *maddr_plain(emitter *e, const ptx_inst *in, const ptx_operand *o, ptx_type t, ptx_space sp);

static int shared_affine_reg(emitter *e, int reg, const char **u, int64_t *k, int depth, int multi) {
  cfg_func *cf = e->cf;
  if (!cf || bits(regtype(e, reg)) != 32 || isf(regtype(e, reg))) return 0;
  if (multi < 0) { /* before the loop (heddle check's spans): leaves computed by the controller only */
    if (e->pf_probe && reg == e->ls_iv) { /* a lockstep pass's stepped register: ivc_ + tx */
      *u = "(int64_t)(int32_t)ivc_";
      *k = 1;
      return 1;
    }
    if (ctrl_only(e, reg)) {
      *u = fmt(e, "(int64_t)(int32_t)r%d", reg);
      *k = 0;
      return 1;
    }
    if (cf->ndefs[reg] != 1) return 0;
    const ptx_inst *d = &cf->insts.v[cf->definst[reg]];
    if (d->op == OP_LD && d->space == SP_PARAM && d->guard < 0 && bits(d->type) == 32 && d->ops[1].kind == OPK_ADDR &&
        d->ops[1].reg < 0 && d->ops[1].sym >= 0 && d->ops[1].sym < e->f->nparams &&
        e->ctx == CTX_LOOP) { /* a kernel parameter */
      *u = fmt(e, "(int64_t)(int32_t)*%s", maddr_plain(e, d, &d->ops[1], TY_U32, SP_PARAM));
      *k = 0;
      return 1;
    }
    return affine_of_inst(e, d, u, k, depth + 1, -1);
  }
  if (e->aff_ok && e->aff_ok[reg]) {
    *u = e->aff_u[reg];
    *k = e->aff_k[reg];
    return 1;
  }
  if (cf->cls[reg] == RC_CTRL) {
    if (cf->ndefs[reg] != 1 && !multi) return 0;
    *u = fmt(e, "(int64_t)(int32_t)r%d", reg);
    *k = 0;
    return 1;
  }
  if (!cf->remat[reg]) return 0;
  return affine_of_inst(e, &e->cf->insts.v[cf->definst[reg]], u, k, depth, 0);
}

static int shared_affine(emitter *e, const ptx_operand *o, const char **u, int64_t *k, int depth, int multi) {
  switch (o->kind) {
  case OPK_IMM:
    *u = fmt(e, "(int64_t)(int32_t)%lldLL", (long long)o->imm);
    *k = 0;
    return 1;
  case OPK_REG: return shared_affine_reg(e, o->reg, u, k, depth, multi);
  case OPK_SREG:
    if (o->sreg == SR_TID && o->comp == 0) {
      *u = "(int64_t)0";
      *k = 1;
      return 1;
    }
    if (o->sreg == SR_LANEID && e->lanes) { /* a chain's lanes are those of warp w_ */
      *u = "((int64_t)tb_ - (int64_t)w_)";
      *k = 1;
      return 1;
    }
    if (o->sreg == SR_TID) {
      *u = fmt(e, "(int64_t)t%c", "xyz"[o->comp]);
      *k = 0;
      return 1;
    }
    if (o->sreg == SR_NTID || o->sreg == SR_CTAID || o->sreg == SR_NCTAID) {
      *u = fmt(e, "(int64_t)%s", emit_sreg(e, o));
      *k = 0;
      return 1;
    }
    return 0;
  case OPK_SYM: {
    const ptx_sym *s = opsym(e, o);
    if (s->space != SP_SHARED) return 0;
    *u = fmt(e, "(int64_t)%s", sym_addr(e, o, 0));
    *k = 0;
    return 1;
  }
  default: return 0;
  }
}

/* After an instruction of a thread-loop block: remember (or forget) its result's form. */
void emit_note_affine(emitter *e, const ptx_inst *in) {
  int defs[8], nd = cfg_inst_defs(in, defs);
  for (int d = 0; d < nd; d++) e->aff_ok[defs[d]] = 0;
  if (nd != 1 || in->ops[0].kind != OPK_REG) return;
  const char *u;
  int64_t k;
  /* a long form is no use, and caching it would let a chain of n adds build n long strings */
  if (affine_of_inst(e, in, &u, &k, 0, 1) && strlen(u) < 512) {
    e->aff_ok[defs[0]] = 1;
    e->aff_u[defs[0]] = u;
    e->aff_k[defs[0]] = k;
  }
}

/* Two lanes in one 32-bit register (add.u16x2, add.rn.f16x2): not an integer's arithmetic */
static int packed_type(ptx_type t) {
  return t == TY_F16X2 || t == TY_BF16X2 || t == TY_U16X2 || t == TY_S16X2 || t == TY_E4M3X2 || t == TY_E5M2X2;
}

/* The exact value of a 32-bit register that depends on the thread's index alone (tid,
 * laneid, ntid and constants through adds, products, shifts and masks, each register of one
 * definition): its range [*lo, *hi] over every block shape CUDA allows, as integers, not
 * modulo 2^32, each register's within the signed 32-bit range (as the forms read registers
 * and constants). Where the range lies within that of an extension, the extension is exact
 * and equals the register's affine form: CUB's warp-striped offsets
 * (`(tid & ~31) * ITEMS + lane`) need no no-wrap test (nw_), whose select gcc turns into
 * gathers where a loop is too large for it to version. */
static int exact_range(emitter *e, const ptx_operand *o, int64_t *lo, int64_t *hi, int depth) {
  cfg_func *cf = e->cf;
  if (o->kind == OPK_IMM) { /* as the affine forms read it: sign-extended from 32 bits */
    *lo = *hi = (int32_t)o->imm;
    return 1;
  }
  if (o->kind == OPK_SREG) {
    int z = o->comp == 2;
    switch (o->sreg) {
    case SR_TID: *lo = 0, *hi = z ? 63 : 1023; return 1;
    case SR_NTID: *lo = 1, *hi = z ? 64 : 1024; return 1;
    case SR_LANEID: *lo = 0, *hi = 31; return 1;
    default: return 0;
    }
  }
  if (o->kind != OPK_REG || !cf || depth > 16 || cf->ndefs[o->reg] != 1 || bits(regtype(e, o->reg)) != 32 ||
      isf(regtype(e, o->reg)))
    return 0;
  const ptx_inst *d = &cf->insts.v[cf->definst[o->reg]];
  if (d->guard >= 0 || (d->flags & (IF_SAT | IF_CC)) || isf(d->type) || packed_type(d->type) ||
      (d->op != OP_MOV && bits(d->type) != 32))
    return 0;
  int64_t a0, a1, b0, b1, c0, c1;
  const ptx_operand *x = d->ops;
  switch (d->op) {
  case OP_MOV: return exact_range(e, &x[1], lo, hi, depth + 1);
  case OP_ADD:
  case OP_SUB:
    if (!exact_range(e, &x[1], &a0, &a1, depth + 1) || !exact_range(e, &x[2], &b0, &b1, depth + 1)) return 0;
    *lo = d->op == OP_ADD ? a0 + b0 : a0 - b1;
    *hi = d->op == OP_ADD ? a1 + b1 : a1 - b0;
    break;
  case OP_MUL:
  case OP_MAD: {
    if (!(d->flags & IF_LO) || !exact_range(e, &x[1], &a0, &a1, depth + 1) ||
        !exact_range(e, &x[2], &b0, &b1, depth + 1))
      return 0;
    if (a0 < -(1 << 20) || a1 > (1 << 20) || b0 < -(1 << 20) || b1 > (1 << 20)) return 0; /* products stay small */
    int64_t p[4] = {a0 * b0, a0 * b1, a1 * b0, a1 * b1};
    *lo = *hi = p[0];
    for (int i = 1; i < 4; i++) *lo = p[i] < *lo ? p[i] : *lo, *hi = p[i] > *hi ? p[i] : *hi;
    if (d->op == OP_MAD) {
      if (!exact_range(e, &x[3], &c0, &c1, depth + 1)) return 0;
      *lo += c0, *hi += c1;
    }
    break;
  }
  case OP_SHL:
    if (x[2].kind != OPK_IMM || x[2].imm < 0 || x[2].imm > 20 || !exact_range(e, &x[1], &a0, &a1, depth + 1)) return 0;
    *lo = a0 * ((int64_t)1 << x[2].imm), *hi = a1 * ((int64_t)1 << x[2].imm);
    break;
  case OP_SHR: /* of a value in the 32-bit range of its type: exact */
    if (x[2].kind != OPK_IMM || x[2].imm < 0 || x[2].imm > 31 || !exact_range(e, &x[1], &a0, &a1, depth + 1) ||
        a0 < 0 || a1 > (issigned(d->type) ? INT32_MAX : UINT32_MAX))
      return 0;
    *lo = a0 >> x[2].imm, *hi = a1 >> x[2].imm;
    break;
  case OP_AND:
  case OP_OR: /* of values in [0, 2^32): exact; an and keeps within its smaller operand, an
               * or within the sum of its operands (an or's constant below 2^31: the forms
               * take a disjoint or for an add of the constant sign-extended) */
    for (int i = 1; i <= 2; i++) {
      int64_t *l = i == 1 ? &a0 : &b0, *h = i == 1 ? &a1 : &b1;
      if (x[i].kind == OPK_IMM) *l = *h = (uint32_t)x[i].imm;
      else if (!exact_range(e, &x[i], l, h, depth + 1) || *l < 0 || *h > UINT32_MAX) return 0;
      if (x[i].kind == OPK_IMM && d->op == OP_OR && *h > INT32_MAX) return 0;
    }
    *lo = d->op == OP_AND ? 0 : (a0 > b0 ? a0 : b0);
    *hi = d->op == OP_AND ? (a1 < b1 ? a1 : b1) : a1 + b1;
    break;
  default: return 0;
  }
  /* every register within the 32-bit signed range: the forms read registers (a controller's
   * too) sign-extended, and this value is then the one they read */
  return *lo >= INT32_MIN && *hi <= INT32_MAX;
}

/* A 32-bit register whose extension to 64 bits (signed when sgn) is exact: exact_range. */
static int exact_widening(emitter *e, int reg, int sgn) {
  int64_t lo, hi;
  ptx_operand o = {.kind = OPK_REG, .reg = reg};
  return exact_range(e, &o, &lo, &hi, 0) && lo >= (sgn ? INT32_MIN : 0) && hi <= (sgn ? INT32_MAX : UINT32_MAX);
}

/* A 32-bit thread-loop register widened to 64 bits (cvt, mul.wide, mad.wide) as u + k*tx:
 * PTX computes it in 32 bits, which may wrap, so the C compiler sees (int64)(int32)(U + tx)
 * and has to gather. The affine form in 64 bits is congruent to it modulo 2^32, so where
 * its values over the loop's range [lo, hi) lie in the 32-bit range of the extension they
 * are equal. hd_nws/hd_nwu check that at run time; the check is loop-invariant, so the C
 * compiler versions the loop and the common case gets unit-stride loads and stores.
 * Returns 0 (use the plain form) when o is not of that form. */
static int wide_affine(emitter *e, const ptx_operand *o, int sgn, const char **cond, const char **val) {
  const char *u;
  int64_t k;
  if (e->ctx != CTX_LOOP || !e->loop_lo || o->kind != OPK_REG) return 0;
  if (!shared_affine_reg(e, o->reg, &u, &k, 0, 0) || !k) return 0;
  *cond = "1";
  if (!exact_widening(e, o->reg, sgn)) {
    const char *c = fmt(e, " && hd_nw%c(%s, %lldLL, %s, %s)", sgn ? 's' : 'u', u, (long long)k, e->loop_lo, e->loop_hi);
    if (!e->nw_conds->p || !strstr(e->nw_conds->p, c)) sb_puts(e->nw_conds, c);
    *cond = "nw_"; /* computed before the tx loop: the C compiler versions the loop on it */
  }
  *val = fmt(e, "(%s + %lldLL * txw_)", u, (long long)k);
  return 1;
}

/* A widened value: its affine form where cond (wide_affine's) holds, else the plain one. */
static char *nw_select(emitter *e, const char *cond, const char *aff, const char *plain) {
  return strcmp(cond, "1") ? fmt(e, "(%s ? %s : %s)", cond, aff, plain) : fmt(e, "(%s)", aff);
}

/* heddle check: the site of an access, "function\tfile\tline\tptxline" as a C literal. */
const char *emit_ck_site(emitter *e, const ptx_inst *in) {
  const char *file = "";
  if (in->loc_file > 0 && in->loc_file < e->m->files.n && e->m->files.v[in->loc_file]) {
    file = e->m->files.v[in->loc_file];
    const char *slash = strrchr(file, '/');
    if (slash) file = slash + 1;
  }
  strbuf q = {0};
  for (const char *c = file; *c; c++)
    if (*c == '"' || *c == '\\' || (unsigned char)*c < 32) sb_printf(&q, "\\%03o", (unsigned char)*c);
    else sb_printf(&q, "%c", *c);
  char *r = fmt(e, "\"%s\\t%s\\t%d\\t%d\"", e->f->name, q.p ? q.p : "", in->loc_line, in->line);
  sb_free(&q);
  return r;
}

/* The no-wrap condition of a 32-bit affine index u + k*tx widened to 64 bits, among the
 * loop's conditions: where it holds, the widening is exact. */
static void nw_cond(emitter *e, int sgn, const char *u, int64_t k) {
  const char *c = fmt(e, " && hd_nw%c(%s, %lldLL, %s, %s)", sgn ? 's' : 'u', u, (long long)k, e->loop_lo, e->loop_hi);
  if (!e->nw_conds->p || !strstr(e->nw_conds->p, c)) sb_puts(e->nw_conds, c);
}

/* A 64-bit register (an address) as E + k * tid.x over the tx loop: E a 64-bit expression of
 * values known before the loop (kernel parameters, the controller's registers, tid.y/z,
 * ctaid, ntid), built of 64-bit adds and subtracts, copies and cvta of such values, and
 * 32-bit affine indices widened (mul.wide by a constant, cvt) under the loop's no-wrap
 * conditions, as nvcc forms &p[i], &p[i + n], &p[i - 1]. */
static int aff64(emitter *e, int reg, const char **E, int64_t *k, int depth) {
  cfg_func *cf = e->cf;
  if (!cf || depth > 8 || bits(regtype(e, reg)) != 64 || isf(regtype(e, reg))) return 0;
  if (ctrl_only(e, reg)) {
    *E = fmt(e, "(uint64_t)r%d", reg);
    *k = 0;
    return 1;
  }
  if (cf->ndefs[reg] != 1) return 0;
  const ptx_inst *d = &cf->insts.v[cf->definst[reg]];
  if (d->guard >= 0) return 0;
  const char *iu, *e1, *e2;
  int64_t ik, k1, k2;
  switch (d->op) {
  case OP_LD: /* a kernel parameter */
    if (d->space != SP_PARAM || bits(d->type) != 64 || d->ops[1].kind != OPK_ADDR || d->ops[1].reg >= 0 ||
        d->ops[1].sym < 0 || d->ops[1].sym >= e->f->nparams || e->ctx != CTX_LOOP)
      return 0;
    *E = fmt(e, "(uint64_t)*%s", maddr_plain(e, d, &d->ops[1], TY_U64, SP_PARAM));
    *k = 0;
    return 1;
  case OP_MOV:
  case OP_CVTA:
    if (d->ops[1].kind != OPK_REG) return 0;
    return aff64(e, d->ops[1].reg, E, k, depth + 1);
  case OP_ADD:
  case OP_SUB:
    if (bits(d->type) != 64 || (d->flags & IF_SAT)) return 0;
    for (int i = 1; i <= 2; i++) {
      const ptx_operand *o = &d->ops[i];
      const char **ei = i == 1 ? &e1 : &e2;
      int64_t *ki = i == 1 ? &k1 : &k2;
      if (o->kind == OPK_IMM) *ei = fmt(e, "(uint64_t)%lldLL", (long long)o->imm), *ki = 0;
      else if (o->kind != OPK_REG || !aff64(e, o->reg, ei, ki, depth + 1)) return 0;
    }
    *k = d->op == OP_ADD ? k1 + k2 : k1 - k2;
    if (!small_k(*k)) return 0;
    *E = fmt(e, "(%s %c %s)", e1, d->op == OP_ADD ? '+' : '-', e2);
    return 1;
  case OP_SHL: /* a 64-bit index scaled */
    if (bits(d->type) != 64 || d->ops[1].kind != OPK_REG || d->ops[2].kind != OPK_IMM || d->ops[2].imm < 0 ||
        d->ops[2].imm > 20 || !aff64(e, d->ops[1].reg, &e1, &k1, depth + 1))
      return 0;
    *k = k1 * ((int64_t)1 << d->ops[2].imm);
    *E = fmt(e, "(%s << %d)", e1, (int)d->ops[2].imm);
    return small_k(*k);
  case OP_MUL: /* mul.wide: a 32-bit index times a constant */
    if (!(d->flags & IF_WIDE) || d->ops[2].kind != OPK_IMM || d->ops[1].kind != OPK_REG) return 0;
    if (!small_k(d->ops[2].imm) || !shared_affine_reg(e, d->ops[1].reg, &iu, &ik, 0, -1)) return 0;
    if (!exact_widening(e, d->ops[1].reg, issigned(d->type))) nw_cond(e, issigned(d->type), iu, ik);
    *E = fmt(e, "(uint64_t)(%s * %lldLL)", iu, (long long)d->ops[2].imm);
    *k = ik * d->ops[2].imm;
    return small_k(*k);
  case OP_CVT: /* a 32-bit index widened */
    if (d->ops[1].kind != OPK_REG || bits(d->type2) != 32 || isf(d->type2) || isf(d->type)) return 0;
    if (!shared_affine_reg(e, d->ops[1].reg, &iu, &ik, 0, -1)) return 0;
    if (!exact_widening(e, d->ops[1].reg, issigned(d->type2))) nw_cond(e, issigned(d->type2), iu, ik);
    *E = fmt(e, "(uint64_t)%s", iu);
    *k = ik;
    return 1;
  default: return 0;
  }
}

/* heddle check in a tx loop: when the access's address is affine in tid.x, a condition,
 * computed once before the loop (added to its no-wrap conditions), that every thread of
 * the loop's range accesses aligned memory inside the shared window or one allocation;
 * then the loop runs without the per-access check. NULL when there is none. */
static const char *ck_span(emitter *e, const ptx_operand *o, ptx_space sp, int bytes) {
  if (e->ctx != CTX_LOOP || !e->loop_lo || o->kind != OPK_ADDR || o->reg < 0) return NULL;
  const char *u, *base;
  int64_t k;
  const char *c = NULL;
  if (sp == SP_SHARED && shared_affine_reg(e, o->reg, &u, &k, 0, -1))
    c = fmt(e, " && hd_cks_span(b, %s + %lldLL, %lldLL, %s, %s, %d)", u, (long long)o->imm, (long long)k, e->loop_lo,
            e->loop_hi, bytes);
  else if (sp != SP_SHARED && aff64(e, o->reg, &base, &k, 0))
    c = fmt(e, " && hd_ck_span(b, %s, %lldLL, %lldLL, %s, %s, %d)", base, (long long)o->imm, (long long)k, e->loop_lo,
            e->loop_hi, bytes);
  if (!c) return NULL;
  if (!e->nw_conds->p || !strstr(e->nw_conds->p, c)) sb_puts(e->nw_conds, c);
  return "nw_";
}

/* The checked form of an access's pointer (hd_ck, hd_cks): loads, stores and atomics of
 * global, shared and generic memory when the kernel is compiled for heddle check. */
static char *ck_wrap(emitter *e, const ptx_inst *in, const ptx_operand *o, ptx_type t, ptx_space sp, char *p) {
  if (!(e->check & COMPILE_CHECK_ACCESSES) || (sp != SP_GLOBAL && sp != SP_SHARED && sp != SP_GENERIC)) return p;
  const char *kind;
  int nvec = 1;
  switch (in->op) {
  case OP_LD:
  case OP_LDU:
    kind = "HD_CK_READ";
    if (in->ops[0].kind == OPK_VEC) nvec = in->ops[0].nvec;
    break;
  case OP_ST:
    kind = "HD_CK_WRITE";
    if (in->ops[1].kind == OPK_VEC) nvec = in->ops[1].nvec;
    break;
  case OP_ATOM:
  case OP_RED: kind = "HD_CK_ATOMIC"; break;
  default: return p;
  }
  int bytes = bits(t) / 8 * nvec;
  const char *vol = (in->flags & IF_VOLATILE) ? "volatile " : "";
  const char *thr = e->ctx == CTX_CTRL ? "0" : "t";
  char *chk;
  if (e->check & COMPILE_CHECK_RACE) { /* racecheck sees every shared access (and global ones on request) */
    int glob = (e->check & COMPILE_CHECK_RACE_GLOBAL) != 0;
    /* for global races: accesses by which blocks wait for each other, and releases */
    int ldst = in->op != OP_ATOM && in->op != OP_RED;
    const char *sync = !glob                                  ? ""
        : ldst && (in->flags & IF_MM) && in->op == OP_ST      ? " | HD_CK_SYNC | HD_CK_REL"
        : ldst && (in->flags & (IF_VOLATILE | IF_MM | IF_CG)) ? " | HD_CK_SYNC"
        : !ldst && (in->flags & IF_REL)                       ? " | HD_CK_REL"
                                                              : "";
    if (sp == SP_GLOBAL)
      return glob ? fmt(e, "((%s%s *)hd_ckg(b, (uint64_t)(uintptr_t)%s, %d | %s | HD_CK_GLOBAL%s, %s, %s))", vol,
                        ctype(t), p, bytes, kind, sync, emit_ck_site(e, in), thr)
                  : p;
    const char *rc = e->ctx == CTX_LOOP ? "rcr_, rcsh_, rcnow_"
        : e->ctx == CTX_CTRL            ? "rcr_, rcsh_, hd_rc_stamp(b, 0, 0xf)"
                                        : "b->rcrec, b->shtot, hd_rc_stamp(b, (uint32_t)t, 0xf)";
    if (sp == SP_SHARED)
      chk = fmt(e, "((%s%s *)hd_ckr(b, %s, (uint32_t)((unsigned char *)%s - shm), %d | %s | HD_CK_SHARED, %s, %s))",
                vol, ctype(t), rc, p, bytes, kind, emit_ck_site(e, in), thr);
    else
      chk = fmt(e, "((%s%s *)%s(b, %s, (uint64_t)(uintptr_t)%s, %d | %s | HD_CK_GENERIC%s, %s, %s))", vol, ctype(t),
                glob ? "hd_ckrgg" : "hd_ckrg", rc, p, bytes, kind, sync, emit_ck_site(e, in), thr);
    /* a read in an interval that writes no shared memory (emit.c: rc_quiet_blocks) */
    if (e->ctx != CTX_FUNC && !(glob && sp != SP_SHARED) && e->rc_quiet && (in->op == OP_LD || in->op == OP_LDU) &&
        in >= e->cf->insts.v && in < e->cf->insts.v + e->cf->insts.n &&
        e->rc_quiet[e->cf->inst_block[in - e->cf->insts.v]])
      return fmt(e, "(masked ? %s : %s)", chk, p);
    if (e->ctx == CTX_LOOP && e->rc_spans && e->loop_lo && in->op != OP_ATOM && in->op != OP_RED) {
      /* the loop is its interval's only shared code: an access affine in tid.x goes
       * unrecorded in the loop's copy where no two threads' accesses meet (emit.c) */
      const char *u;
      int64_t k;
      if (sp == SP_SHARED && o->kind == OPK_ADDR && o->reg >= 0 && e->rc_nacc < 16 &&
          shared_affine_reg(e, o->reg, &u, &k, 0, -1)) {
        e->rc_acc[e->rc_nacc++] = (struct rc_acc){fmt(e, "%s + %lldLL", u, (long long)o->imm), k, bytes,
                                                  in->op == OP_ST};
        return fmt(e, "(nw_ ? %s : %s)", p, chk);
      }
      e->rc_bad = 1;
    }
    return chk;
  }
  if (sp == SP_SHARED) /* p is ((T *)(shm + off)): check the offset */
    chk = fmt(e, "((%s%s *)hd_cks(b, (uint32_t)((unsigned char *)%s - shm), %d | %s | HD_CK_SHARED, %s, %s))", vol,
              ctype(t), p, bytes, kind, emit_ck_site(e, in), thr);
  else if (e->ctx != CTX_FUNC && e->ck_site && in >= e->cf->insts.v && in < e->cf->insts.v + e->cf->insts.n &&
           e->ck_site[in - e->cf->insts.v] >= 0)
    chk = fmt(e, "((%s%s *)hd_ck_site(b, cks_[%d], (uint64_t)(uintptr_t)%s, %d | %s | %s, %s, %s))", vol, ctype(t),
              e->ck_site[in - e->cf->insts.v], p, bytes, kind, sp == SP_GLOBAL ? "HD_CK_GLOBAL" : "HD_CK_GENERIC",
              emit_ck_site(e, in), thr);
  else
    chk = fmt(e, "((%s%s *)hd_ck(b, (uint64_t)(uintptr_t)%s, %d | %s | %s, %s, %s))", vol, ctype(t), p, bytes, kind,
              sp == SP_GLOBAL ? "HD_CK_GLOBAL" : "HD_CK_GENERIC", emit_ck_site(e, in), thr);
  const char *span = ck_span(e, o, sp, bytes);
  return span ? fmt(e, "(%s ? %s : %s)", span, p, chk) : chk;
}

/* The shared address of in's memory operand ops[opi] as u + k * txw_ (k != 0) in the tx loop
 * being written, as maddr_plain writes it (emit.c's row groups). */
int emit_shared_row(emitter *e, const ptx_inst *in, int opi, const char **u, int64_t *k) {
  const ptx_operand *o = &in->ops[opi];
  if (o->kind != OPK_ADDR || o->reg < 0 || e->ctx != CTX_LOOP || in->space != SP_SHARED) return 0;
  return shared_affine_reg(e, o->reg, u, k, 0, 0) && *k;
}

/* ---- narrow shared addresses ----
 * A shared address made from a value known to be small: `bins[data[i]]` over bytes is
 * ld.u8, mul.wide.u16 by 4 and an add to the array's place. Written in 32-bit C, gcc keeps
 * the scaling as an instruction of its own (a shl, then a byte-indexed increment); written
 * in 64 bits it folds it into the access (`incl (base,idx,4)`): a 256-bin histogram ran
 * 22 -> 14.5 ms on one AMD core (docs/MEASUREMENTS.md). The address is taken apart as
 * b + x (mod 2^32): x the part made of small values (a byte or halfword load, a cvt from
 * one, a mask, a remainder or shift by a constant, a bit field of constant length, a
 * halfword read by mul.wide.u16, constants, shared variables' places, and registers of
 * one definition whose exact range is small), through adds, products by constants, shifts
 * and mad.lo, exact in 64 bits (every range below 2^30, so nothing on the way wrapped);
 * b the rest, in 32 bits (registers whose value is not known small, a per-warp base).
 * Without b the 64-bit form is exact. With b it is sext(b) + x, which equals PTX's
 * sign-extended 32-bit sum wherever that is a valid offset in the window (small and not
 * negative: the two differ only where b + x passes 2^31), so heddle check keeps the 32-bit
 * form. A register is made over from the definition its reader saw; one the form names
 * must hold that value still at the access. Only in the code emit_loop_block writes in
 * order (nf_in). */

/* The place of the last definition of reg in block b before place pos; -1 if there is none,
 * -2 if there is none in the 256 places before pos (not looked further: unknown) */
static int nf_last_def(emitter *e, const cfg_block *b, int pos, int reg) {
  for (int k = pos - 1; k >= 0; k--) {
    if (k < pos - 256) return -2;
    int defs[8], nd = cfg_inst_defs(&e->cf->insts.v[b->ins[k]], defs);
    for (int d = 0; d < nd; d++)
      if (defs[d] == reg) return k;
  }
  return -1;
}

/* A 32-bit value as b + x (mod 2^32): x an exact int64 C expression of a part in [0, hi]
 * (NULL: 0), b a uint32_t C expression of the rest (NULL: 0); nreg: the registers x names,
 * ops: x computes (a product, a sum), not a leaf or a constant alone. */
typedef struct nf_term {
  const char *x, *b;
  int64_t hi;
  int nreg, ops;
} nf_term;

enum { NF_MAX = 1 << 30 };
static int nf_value(emitter *e, const cfg_block *b, int q, int pos, const ptx_operand *o, int u16, nf_term *t,
                    int depth);

/* a constant, or (nreg 1) a register, in [0, hi] */
static int nf_small(nf_term *t, const char *x, int64_t hi, int nreg) {
  *t = (nf_term){x, NULL, hi, nreg, 0};
  return hi >= 0 && hi < NF_MAX;
}

/* t * c, c >= 0 a constant */
static int nf_scale(emitter *e, nf_term *t, int64_t c) {
  if (t->hi && c >= NF_MAX / t->hi) return 0;
  t->x = t->x ? fmt(e, "(%s * %lldLL)", t->x, (long long)c) : NULL;
  t->b = t->b ? fmt(e, "(uint32_t)(%s * %lluu)", t->b, (unsigned long long)(uint32_t)c) : NULL;
  t->hi *= c;
  t->ops |= t->x != NULL;
  return 1;
}

/* t + u */
static int nf_add(emitter *e, nf_term *t, const nf_term *u) {
  if (t->hi + u->hi >= NF_MAX) return 0;
  t->ops = (t->x && u->x) || t->ops || u->ops;
  t->x = t->x && u->x ? fmt(e, "(%s + %s)", t->x, u->x) : t->x ? t->x : u->x;
  t->b = t->b && u->b ? fmt(e, "(uint32_t)(%s + %s)", t->b, u->b) : t->b ? t->b : u->b;
  t->hi += u->hi;
  t->nreg += u->nreg;
  return 1;
}

/* a * c: both small, or one (a_imm, c_imm: an immediate operand) a constant */
static int nf_mul(emitter *e, nf_term *t, const nf_term *a, const nf_term *c, int a_imm, int c_imm) {
  if (!a->b && !c->b && (!a->hi || c->hi < NF_MAX / a->hi)) {
    *t = (nf_term){fmt(e, "(%s * %s)", a->x, c->x), NULL, a->hi * c->hi, a->nreg + c->nreg, 1};
    return 1;
  }
  if (c_imm && !c->b) return *t = *a, nf_scale(e, t, c->hi);
  if (a_imm && !a->b) return *t = *c, nf_scale(e, t, a->hi);
  return 0;
}

/* The 32-bit register reg that the instruction at place k of b wrote, as read at pos. */
static int nf_inst(emitter *e, const cfg_block *b, int k, int pos, int reg, nf_term *t, int depth) {
  const ptx_inst *d = &e->cf->insts.v[b->ins[k]];
  /* the register named (a leaf, or the rest as it is) must still hold this value at pos;
   * a float register's C value is not its bits (and.b32 into an .f32) */
  if (bits(regtype(e, reg)) != 32 || isf(regtype(e, reg))) return 0;
  const int kept = nf_last_def(e, b, pos, reg) == k;
  const nf_term whole = {NULL, fmt(e, "(uint32_t)r%d", reg), 0, 0, 0};
  const char *leaf = fmt(e, "(int64_t)(uint32_t)r%d", reg);
  *t = whole;
  /* reg another destination of d (a vector's, a second one), or d's arithmetic not an
   * integer's, or the search's budget spent (a deep tree of products would be explored
   * whole, 3^depth times) */
  if (depth > 8 || --e->nf_budget < 0 || d->ops[0].kind != OPK_REG || d->ops[0].reg != reg || d->guard >= 0 ||
      (d->flags & (IF_SAT | IF_CC)) || d->nops < 2 || isf(d->type) || packed_type(d->type))
    return kept;
  const ptx_operand *a = &d->ops[1], *c = d->nops > 2 ? &d->ops[2] : NULL;
  nf_term ta, tb, tc;
  switch (d->op) {
  case OP_LD: /* a byte or a halfword, zero-extended */
    if (d->vec == 1 && (d->type == TY_U8 || d->type == TY_U16))
      return kept && nf_small(t, leaf, d->type == TY_U8 ? 0xff : 0xffff, 1);
    return kept;
  case OP_CVT:
    if (d->type == TY_U32 && (d->type2 == TY_U8 || d->type2 == TY_U16))
      return kept && nf_small(t, leaf, d->type2 == TY_U8 ? 0xff : 0xffff, 1);
    return kept;
  case OP_AND: /* with a small mask */
    if (c && (c->kind == OPK_IMM || a->kind == OPK_IMM)) {
      int64_t m = c->kind == OPK_IMM ? c->imm : a->imm;
      if (m >= 0 && m < (1 << 24)) return kept && nf_small(t, leaf, m, 1);
    }
    return kept;
  case OP_SHR:
    if (c && c->kind == OPK_IMM && !issigned(d->type) && c->imm >= 8 && c->imm <= 31)
      return kept && nf_small(t, leaf, 0xffffffffLL >> c->imm, 1);
    return kept;
  case OP_REM:
    if (c && c->kind == OPK_IMM && !issigned(d->type) && c->imm >= 1 && c->imm <= (1 << 24))
      return kept && nf_small(t, leaf, c->imm - 1, 1);
    return kept;
  case OP_BFE: /* bfe.u32 d, a, pos, len with a constant length */
    if (d->nops >= 4 && d->ops[3].kind == OPK_IMM && !issigned(d->type) && d->ops[3].imm >= 1 && d->ops[3].imm <= 24)
      return kept && nf_small(t, leaf, (1LL << d->ops[3].imm) - 1, 1);
    return kept;
  case OP_MOV:
    if (bits(d->type) == 32 && nf_value(e, b, k, pos, a, 0, t, depth + 1)) return 1;
    *t = whole;
    return kept;
  case OP_MUL:
    if (c && (d->flags & IF_WIDE) && d->type == TY_U16) { /* 16 x 16 bits, the whole product */
      if (nf_value(e, b, k, pos, a, 1, &ta, depth + 1) && nf_value(e, b, k, pos, c, 1, &tb, depth + 1) &&
          nf_mul(e, &tc, &ta, &tb, 0, 0))
        return *t = tc, 1;
      *t = whole;
      return kept;
    }
    if (c && (d->flags & IF_LO) && bits(d->type) == 32 && nf_value(e, b, k, pos, a, 0, &ta, depth + 1) &&
        nf_value(e, b, k, pos, c, 0, &tb, depth + 1) &&
        nf_mul(e, &tc, &ta, &tb, a->kind == OPK_IMM, c->kind == OPK_IMM))
      return *t = tc, 1;
    *t = whole;
    return kept;
  case OP_SHL:
    if (c && c->kind == OPK_IMM && c->imm >= 0 && c->imm <= 24 && bits(d->type) == 32 &&
        nf_value(e, b, k, pos, a, 0, &ta, depth + 1) && nf_scale(e, &ta, 1LL << c->imm))
      return *t = ta, 1;
    *t = whole;
    return kept;
  case OP_ADD:
    if (c && bits(d->type) == 32 && nf_value(e, b, k, pos, a, 0, &ta, depth + 1) &&
        nf_value(e, b, k, pos, c, 0, &tb, depth + 1) && nf_add(e, &ta, &tb))
      return *t = ta, 1;
    *t = whole;
    return kept;
  case OP_MAD:
    if ((d->flags & IF_LO) && bits(d->type) == 32 && d->nops >= 4 && nf_value(e, b, k, pos, a, 0, &ta, depth + 1) &&
        nf_value(e, b, k, pos, c, 0, &tb, depth + 1) && nf_value(e, b, k, pos, &d->ops[3], 0, &tc, depth + 1) &&
        nf_mul(e, t, &ta, &tb, a->kind == OPK_IMM, c->kind == OPK_IMM) && nf_add(e, t, &tc))
      return 1;
    *t = whole;
    return kept;
  default: return kept;
  }
}

/* Operand o of the instruction at place q of b (read as a u16 if u16), as read at pos. */
static int nf_value(emitter *e, const cfg_block *b, int q, int pos, const ptx_operand *o, int u16, nf_term *t,
                    int depth) {
  switch (o->kind) {
  case OPK_IMM:
    if (u16) return nf_small(t, fmt(e, "%lldLL", (long long)(uint16_t)o->imm), (uint16_t)o->imm, 0);
    if (o->imm >= 0 && o->imm < (1 << 24)) return nf_small(t, fmt(e, "%lldLL", (long long)o->imm), o->imm, 0);
    *t = (nf_term){NULL, fmt(e, "%lluu", (unsigned long long)(uint32_t)o->imm), 0, 0, 0};
    return 1;
  case OPK_SYM: /* a shared variable's place in the window, far below 2^24 (not `sym+-4`) */
    if (u16 || opsym(e, o)->space != SP_SHARED) return 0;
    if (!o->imm) return nf_small(t, fmt(e, "(int64_t)%s", sym_addr(e, o, 0)), 1 << 24, 0);
    *t = (nf_term){NULL, fmt(e, "(uint32_t)%s", sym_addr(e, o, 0)), 0, 0, 0};
    return 1;
  case OPK_REG: {
    /* the definition the instruction at q read: made over (nf_inst), or the register named,
     * which then must not be written again from q to the access */
    int k = nf_last_def(e, b, q, o->reg), last = nf_last_def(e, b, pos, o->reg), later = last >= q || last == -2;
    if (k == -2) return 0;
    ptx_type rt = regtype(e, o->reg);
    if (u16) /* any halfword: its bits as a u16 (its definition may lie before the block) */
      return !later && bits(rt) == 16 && !isf(rt) && nf_small(t, fmt(e, "(int64_t)(uint16_t)r%d", o->reg), 0xffff, 1);
    if (k >= 0) return nf_inst(e, b, k, pos, o->reg, t, depth);
    if (later || bits(rt) != 32 || isf(rt)) return 0;
    /* defined before the block: once in the kernel (its value never changes), a shared
     * variable's place or a thread-index value of small exact range; else the rest */
    cfg_func *cf = e->cf;
    const ptx_inst *d = cf->ndefs[o->reg] == 1 ? &cf->insts.v[cf->definst[o->reg]] : NULL;
    int64_t lo, hi;
    if (d && d->op == OP_MOV && d->guard < 0 && d->ops[1].kind == OPK_SYM)
      return nf_value(e, b, q, pos, &d->ops[1], 0, t, depth + 1);
    if (d && exact_range(e, o, &lo, &hi, 0) && lo >= 0 && hi < (1 << 24))
      return nf_small(t, fmt(e, "(int64_t)(uint32_t)r%d", o->reg), hi, 1);
    *t = (nf_term){NULL, fmt(e, "(uint32_t)r%d", o->reg), 0, 0, 0};
    return 1;
  }
  default: return 0;
  }
}

/* The shared address reg + imm of the instruction emit_loop_block is writing, as b + x
 * (see above), or NULL. */
static const char *narrow_addr(emitter *e, int reg, int64_t imm) {
  const cfg_block *b = &e->cf->blocks.v[e->nf_blk];
  nf_term t;
  if (imm <= -NF_MAX || imm >= NF_MAX || bits(regtype(e, reg)) != 32) return NULL;
  int k = nf_last_def(e, b, e->nf_pos, reg);
  e->nf_budget = 48;
  if (k < 0 || !nf_inst(e, b, k, e->nf_pos, reg, &t, 0) || !t.ops || !t.nreg)
    return NULL; /* the small part a leaf or constants alone: nothing to fold */
  if (!t.b) return fmt(e, "%s + %lldLL", t.x, (long long)imm);
  if (e->check) return NULL;
  return fmt(e, "(int64_t)(int32_t)(uint32_t)(%s + %lldLL) + %s", t.b, (long long)imm, t.x);
}

static char *maddr(emitter *e, const ptx_inst *in, const ptx_operand *o, ptx_type t, ptx_space sp) {
  return ck_wrap(e, in, o, t, sp, maddr_plain(e, in, o, t, sp));
}

/* Pointer expression for a memory operand [base+off] in state space sp. */
static char *maddr_plain(emitter *e, const ptx_inst *in, const ptx_operand *o, ptx_type t, ptx_space sp) {
  const char *vol = (in->flags & IF_VOLATILE) ? "volatile " : "";
  const char *ct = ctype(t);
  if (o->kind != OPK_ADDR) emit_err(e, in->line, "expected a memory operand [address]");
  if (o->reg >= 0) {
    const char *base = fmt(e, "(%s)r%d", bits(regtype(e, o->reg)) == 32 ? "uint32_t" : "uint64_t", o->reg);
    /* shared offsets are far below 2^31: sign extension is exact, and the vectorizer can
     * follow it through the thread index where it cannot follow a zero extension */
    const char *u;
    int64_t k;
    if (sp == SP_SHARED && e->ctx == CTX_LOOP && shared_affine_reg(e, o->reg, &u, &k, 0, 0) && k)
      return fmt(e, "((%s%s *)(shm + %s + (int64_t)%lld * txw_ + %lldLL))", vol, ct, u, (long long)k,
                 (long long)o->imm);
    const char *nx = sp == SP_SHARED && e->nf_in == in ? narrow_addr(e, o->reg, o->imm) : NULL;
    if (nx) return fmt(e, "((%s%s *)(shm + %s))", vol, ct, nx);
    if (sp == SP_SHARED)
      return fmt(e, "((%s%s *)(shm + (int32_t)(uint32_t)(%s + %lldLL)))", vol, ct, base, (long long)o->imm);
    return fmt(e, "((%s%s *)(uintptr_t)(%s + %lldLL))", vol, ct, base, (long long)o->imm);
  }
  if (o->sym >= 0) {
    ptx_operand so = *o;
    so.kind = OPK_SYM;
    const ptx_sym *s = opsym(e, o);
    if (s->space == SP_SHARED) return fmt(e, "((%s%s *)(shm + %s))", vol, ct, sym_addr(e, &so, in->line));
    return fmt(e, "((%s%s *)(uintptr_t)%s)", vol, ct, sym_addr(e, &so, in->line));
  }
  if (sp == SP_SHARED) return fmt(e, "((%s%s *)(shm + %lldLL))", vol, ct, (long long)o->imm);
  return fmt(e, "((%s%s *)(uintptr_t)%lldLL)", vol, ct, (long long)o->imm);
}

/* ---- instructions ---- */

static const char *cmp_expr(emitter *e, ptx_cmp c, ptx_type t, const char *a, const char *b, int line) {
  if (isf(t)) {
    switch (c) {
    case CMP_EQ: return fmt(e, "(%s == %s)", a, b);
    case CMP_NE: return fmt(e, "(%s < %s || %s > %s)", a, b, a, b);
    case CMP_LT: return fmt(e, "(%s < %s)", a, b);
    case CMP_LE: return fmt(e, "(%s <= %s)", a, b);
    case CMP_GT: return fmt(e, "(%s > %s)", a, b);
    case CMP_GE: return fmt(e, "(%s >= %s)", a, b);
    case CMP_EQU: return fmt(e, "!(%s < %s || %s > %s)", a, b, a, b);
    case CMP_NEU: return fmt(e, "(%s != %s)", a, b);
    case CMP_LTU: return fmt(e, "!(%s >= %s)", a, b);
    case CMP_LEU: return fmt(e, "!(%s > %s)", a, b);
    case CMP_GTU: return fmt(e, "!(%s <= %s)", a, b);
    case CMP_GEU: return fmt(e, "!(%s < %s)", a, b);
    case CMP_NUM: return fmt(e, "(%s == %s && %s == %s)", a, a, b, b);
    case CMP_NAN: return fmt(e, "(%s != %s || %s != %s)", a, a, b, b);
    default: break;
    }
  } else {
    switch (c) {
    case CMP_EQ: return fmt(e, "(%s == %s)", a, b);
    case CMP_NE: return fmt(e, "(%s != %s)", a, b);
    case CMP_LT:
    case CMP_LO: return fmt(e, "(%s < %s)", a, b);
    case CMP_LE:
    case CMP_LS: return fmt(e, "(%s <= %s)", a, b);
    case CMP_GT:
    case CMP_HI: return fmt(e, "(%s > %s)", a, b);
    case CMP_GE:
    case CMP_HS: return fmt(e, "(%s >= %s)", a, b);
    default: break;
    }
  }
  emit_err(e, line, "unsupported comparison for .%s", ptx_type_name(t));
}

/* Type to read the compare operands of setp/set as: lo/ls/hi/hs and b types are unsigned. */
static ptx_type cmp_type(ptx_inst *in, ptx_type t) {
  if (in->cmp == CMP_LO || in->cmp == CMP_LS || in->cmp == CMP_HI || in->cmp == CMP_HS) {
    switch (bits(t)) {
    case 16: return TY_U16;
    case 64: return TY_U64;
    default: return TY_U32;
    }
  }
  return t;
}

#define A(k, ty) emit_rd(e, &in->ops[k], (ty), in->line)

/* One half-precision (or bf16) lane: a, b, c are uint16_t expressions of bit patterns. The
 * arithmetic is exact in double and rounded once (bf16's fma through round-to-odd: its
 * exponents are float's, so a double sum may round). */
static char *half_lane(emitter *e, ptx_inst *in, const char *a, const char *b, const char *c) {
  int bf = in->type == TY_BF16 || in->type == TY_BF16X2;
  const char *to = bf ? "hd_bf2d" : "hd_h2d", *from = bf ? "hd_d2bfn" : "hd_d2h", *k = bf ? "bf" : "h",
             *ex = bf ? "0x7F80u" : "0x7C00u"; /* the exponent mask: which kind, to the prelude's hd_*16 */
  char *r;
  switch (in->op) {
  case OP_ADD: r = fmt(e, "%s(%s(%s) + %s(%s))", from, to, a, to, b); break;
  case OP_SUB: r = fmt(e, "%s(%s(%s) - %s(%s))", from, to, a, to, b); break;
  case OP_MUL: r = fmt(e, "%s(%s(%s) * %s(%s))", from, to, a, to, b); break;
  case OP_FMA:
  case OP_MAD:
    r = bf ? fmt(e, "hd_bffma(%s, %s, %s)", a, b, c)
           : fmt(e, "hd_d2h(fma(hd_h2d(%s), hd_h2d(%s), hd_h2d(%s)))", a, b, c);
    break;
  case OP_NEG:
  case OP_ABS: return fmt(e, "hd_negabs16(%s, %d, %s)", a, in->op == OP_ABS, ex);
  case OP_MIN:
  case OP_MAX:
    r = fmt(e, "hd_%s%s(%s, %s)", k, in->op == OP_MIN ? "min" : "max", a, b);
    if (in->flags & IF_NOTANUMBER) r = fmt(e, "hd_nan16(%s, %s, %s, %s)", a, b, r, ex);
    break;
  case OP_EX2: r = fmt(e, "hd_f2%s_sr(hd_ex2f(hd_%s2f(%s)), 0, 0)", k, k, a); break; /* .approx */
  case OP_TANH: r = fmt(e, "hd_f2%s_sr(tanhf(hd_%s2f(%s)), 0, 0)", k, k, a); break;
  default: emit_err(e, in->line, "'%s' is not supported on .%s", ptx_opinfos[in->op].name, ptx_type_name(in->type));
  }
  if (in->flags & IF_SAT) r = fmt(e, "%s(fmin(fmax(%s(%s), 0.0), 1.0))", from, to, r);
  if (in->flags & IF_NUMBER) r = fmt(e, "hd_relu16(%s, %s)", r, ex);
  return r;
}

/* .f16 and .f16x2 arithmetic: per lane, exactly in double, rounded once to half. */
static void emit_half(emitter *e, ptx_inst *in) {
  int pair = in->type == TY_F16X2 || in->type == TY_BF16X2;
  ptx_type bt = pair ? TY_U32 : TY_U16;
  const char *x = A(1, bt), *y = in->nops > 2 ? A(2, bt) : "0", *z = in->nops > 3 ? A(3, bt) : "0";
  if (!pair) {
    emit_wr_op(e, &in->ops[0], TY_U16, half_lane(e, in, x, y, z), in->line);
    return;
  }
  const char *lo = half_lane(e, in, fmt(e, "(uint16_t)%s", x), fmt(e, "(uint16_t)%s", y), fmt(e, "(uint16_t)%s", z));
  const char *hi = half_lane(e, in, fmt(e, "(uint16_t)(%s >> 16)", x), fmt(e, "(uint16_t)(%s >> 16)", y),
                             fmt(e, "(uint16_t)(%s >> 16)", z));
  emit_wr_op(e, &in->ops[0], TY_U32, fmt(e, "((uint32_t)%s | ((uint32_t)%s << 16))", lo, hi), in->line);
}

static void emit_arith(emitter *e, ptx_inst *in) {
  if (in->type == TY_F16 || in->type == TY_F16X2 || in->type == TY_BF16 || in->type == TY_BF16X2) {
    emit_half(e, in);
    return;
  }
  if (in->type == TY_U16X2 || in->type == TY_S16X2) { /* two 16-bit lanes (hd_i16x2) */
    int op = in->op == OP_ADD ? 0 : in->op == OP_SUB ? 1 : in->op == OP_MIN ? 2 : in->op == OP_MAX ? 3 : -1;
    if (op < 0)
      emit_err(e, in->line, "'%s' is not supported on .%s", ptx_opinfos[in->op].name, ptx_type_name(in->type));
    emit_wr_op(e, &in->ops[0], TY_U32,
               fmt(e, "hd_i16x2(%s, %s, %d, %d, %d, %d)", A(1, TY_U32), A(2, TY_U32), op, in->type == TY_S16X2,
                   (in->flags & IF_SAT) != 0, (in->flags & IF_NUMBER) != 0),
               in->line);
    return;
  }
  ptx_type t = in->type;
  int b = bits(t);
  const char *u = utype(b), *sg = stype(b);
  const ptx_operand *d = &in->ops[0];
  if (isf(t)) {
    const char *sfx = b == 32 ? "f" : "";
    const char *x = A(1, t), *y = in->nops > 2 ? A(2, t) : NULL;
    char *r;
    int dir = in->rnd == RND_RZ ? 1 : in->rnd == RND_RM ? 2 : in->rnd == RND_RP ? 3 : 0;
    if (dir) { /* directed rounding: a prelude helper (hd_rnd_*) rounds the exact result */
      const char *fn = NULL;
      switch (in->op) {
      case OP_ADD: fn = "add"; break;
      case OP_SUB: fn = "sub"; break;
      case OP_MUL: fn = "mul"; break;
      case OP_DIV: fn = "div"; break;
      case OP_MAD:
      case OP_FMA: fn = "fma"; break;
      case OP_SQRT: fn = "sqrt"; break;
      case OP_RCP: fn = "rcp"; break;
      default: emit_err(e, in->line, "rounding mode on '%s' is not supported", ptx_opinfos[in->op].name);
      }
      const char *z = fmt(e, "(%s)0", ctype(t));
      r = fmt(e, "hd_rnd_%s_%s(%s, %s, %s, %d)", fn, b == 32 ? "f32" : "f64", x, y ? y : z,
              (in->op == OP_MAD || in->op == OP_FMA) ? A(3, t) : z, dir);
      if (in->flags & IF_SAT) r = fmt(e, "hd_sat%s(%s)", sfx, r);
      emit_wr_op(e, d, t, r, in->line);
      return;
    }
    switch (in->op) {
    case OP_ADD: r = fmt(e, "%s + %s", x, y); break;
    case OP_SUB: r = fmt(e, "%s - %s", x, y); break;
    case OP_MUL: r = fmt(e, "%s * %s", x, y); break;
    case OP_DIV: r = fmt(e, "%s / %s", x, y); break;
    case OP_MAD:
    case OP_FMA: r = fmt(e, "fma%s(%s, %s, %s)", sfx, x, y, A(3, t)); break;
    case OP_MIN:
    case OP_MAX:
      r = fmt(e, "hd_fm%s%s(%s, %s)", in->op == OP_MIN ? "in" : "ax", sfx, x, y);
      if (in->flags & IF_NOTANUMBER) /* .NaN: a NaN operand gives the canonical NaN */
        r = fmt(e, "(%s != %s || %s != %s ? (%s)hd_u2%s(%s) : %s)", x, x, y, y, ctype(t), b == 32 ? "f" : "d",
                b == 32 ? "0x7FFFFFFFu" : "0x7FFFFFFFFFFFFFFFull", r);
      break;
    case OP_ABS: r = fmt(e, "fabs%s(%s)", sfx, x); break;
    case OP_NEG: r = fmt(e, "-%s", x); break;
    case OP_SQRT: r = fmt(e, "sqrt%s(%s)", sfx, x); break;
    case OP_RSQRT: r = fmt(e, "(%s)1 / sqrt%s(%s)", ctype(t), sfx, x); break;
    case OP_RCP: r = fmt(e, "(%s)1 / %s", ctype(t), x); break;
    case OP_SIN: r = fmt(e, "sin%s(%s)", sfx, x); break;
    case OP_COS: r = fmt(e, "cos%s(%s)", sfx, x); break;
    case OP_LG2: r = fmt(e, "log2%s(%s)", sfx, x); break;
    case OP_EX2: r = b == 32 ? fmt(e, "hd_ex2f(%s)", x) : fmt(e, "exp2(%s)", x); break;
    case OP_TANH: r = fmt(e, "tanh%s(%s)", sfx, x); break;
    case OP_COPYSIGN: r = fmt(e, "copysign%s(%s, %s)", sfx, y, x); break;
    default: emit_err(e, in->line, "'%s' is not supported on .%s", ptx_opinfos[in->op].name, ptx_type_name(t));
    }
    if (in->flags & IF_SAT) r = fmt(e, "hd_sat%s(%s)", sfx, r);
    emit_wr_op(e, d, t, r, in->line);
    return;
  }
  if (t == TY_PRED) {
    const char *x = A(1, TY_PRED), *y = in->nops > 2 ? A(2, TY_PRED) : NULL;
    switch (in->op) {
    case OP_AND: emit_wr_op(e, d, t, fmt(e, "%s && %s", x, y), in->line); return;
    case OP_OR: emit_wr_op(e, d, t, fmt(e, "%s || %s", x, y), in->line); return;
    case OP_XOR: emit_wr_op(e, d, t, fmt(e, "(%s != 0) != (%s != 0)", x, y), in->line); return;
    case OP_NOT: emit_wr_op(e, d, t, fmt(e, "!%s", x), in->line); return;
    default: emit_err(e, in->line, "'%s' is not supported on .pred", ptx_opinfos[in->op].name);
    }
  }
  if (b == 0 || b > 64) emit_err(e, in->line, "'%s' needs an integer or float type", ptx_opinfos[in->op].name);
  ptx_type ut = b == 8 ? TY_U8 : b == 16 ? TY_U16 : b == 32 ? TY_U32 : TY_U64;
  ptx_type st = b == 8 ? TY_S8 : b == 16 ? TY_S16 : b == 32 ? TY_S32 : TY_S64;
  ptx_type rt = issigned(t) ? st : ut;
  const char *wide = b == 64 ? "unsigned __int128" : utype(b * 2);
  const char *swide = b == 64 ? "__int128" : stype(b * 2);
  /* compute in at least 32-bit unsigned arithmetic: no undefined overflow, no promotion to int */
  const char *cu = b < 32 ? "uint32_t" : u;
  char *x = A(1, ut), *y = in->nops > 2 ? A(2, ut) : NULL, *r = NULL, *z;
  switch (in->op) {
  case OP_ADD:
    if (in->flags & IF_SAT)
      r = fmt(
          e,
          "({ int64_t s_ = (int64_t)%s + (int64_t)%s; s_ > INT32_MAX ? INT32_MAX : s_ < INT32_MIN ? INT32_MIN : (int32_t)s_; })",
          A(1, st), A(2, st));
    else r = fmt(e, "(%s)((%s)%s + (%s)%s)", u, cu, x, cu, y);
    break;
  case OP_SUB:
    if (in->flags & IF_SAT)
      r = fmt(
          e,
          "({ int64_t s_ = (int64_t)%s - (int64_t)%s; s_ > INT32_MAX ? INT32_MAX : s_ < INT32_MIN ? INT32_MIN : (int32_t)s_; })",
          A(1, st), A(2, st));
    else r = fmt(e, "(%s)((%s)%s - (%s)%s)", u, cu, x, cu, y);
    break;
  case OP_MUL:
  case OP_MUL24:
    if (in->flags & IF_WIDE) {
      const char *wt = issigned(t) ? swide : wide;
      if (b == 32 && !issigned(t)) r = fmt(e, "hd_zext32(%s) * hd_zext32(%s)", A(1, rt), A(2, rt));
      else r = fmt(e, "(%s)%s * (%s)%s", wt, A(1, rt), wt, A(2, rt));
      const char *cond, *val;
      if (b == 32) {
        const char *o2 = issigned(t) ? fmt(e, "(int64_t)%s", A(2, rt)) : fmt(e, "hd_zext32(%s)", A(2, rt));
        const char *o1 = issigned(t) ? fmt(e, "(int64_t)%s", A(1, rt)) : fmt(e, "hd_zext32(%s)", A(1, rt));
        if (wide_affine(e, &in->ops[1], issigned(t), &cond, &val))
          r = nw_select(e, cond, fmt(e, "(%s)%s * %s", wt, val, o2), r);
        else if (wide_affine(e, &in->ops[2], issigned(t), &cond, &val))
          r = nw_select(e, cond, fmt(e, "%s * (%s)%s", o1, wt, val), r);
      }
      emit_wr_op(e, d, issigned(t) ? (b == 16 ? TY_S32 : TY_S64) : (b == 16 ? TY_U32 : TY_U64), r, in->line);
      return;
    }
    if (in->flags & IF_HI) {
      const char *wt = issigned(t) ? swide : wide;
      r = fmt(e, "(%s)(((%s)%s * (%s)%s) >> %d)", u, wt, A(1, rt), wt, A(2, rt), b);
    } else r = fmt(e, "(%s)((%s)%s * (%s)%s)", u, cu, x, cu, y);
    break;
  case OP_MAD:
  case OP_MAD24:
    if (in->flags & IF_WIDE) {
      const char *wt = issigned(t) ? swide : wide;
      ptx_type dt = issigned(t) ? (b == 16 ? TY_S32 : TY_S64) : (b == 16 ? TY_U32 : TY_U64);
      if (b == 32 && !issigned(t))
        r = fmt(e, "(%s)(hd_zext32(%s) * hd_zext32(%s) + (%s)%s)", ctype(dt), A(1, rt), A(2, rt), wt, A(3, dt));
      else r = fmt(e, "(%s)((%s)%s * (%s)%s + (%s)%s)", ctype(dt), wt, A(1, rt), wt, A(2, rt), wt, A(3, dt));
      const char *cond, *val;
      if (b == 32) {
        const char *o2 = issigned(t) ? fmt(e, "(int64_t)%s", A(2, rt)) : fmt(e, "hd_zext32(%s)", A(2, rt));
        const char *o1 = issigned(t) ? fmt(e, "(int64_t)%s", A(1, rt)) : fmt(e, "hd_zext32(%s)", A(1, rt));
        if (wide_affine(e, &in->ops[1], issigned(t), &cond, &val))
          r = nw_select(e, cond, fmt(e, "(%s)((%s)%s * %s + (%s)%s)", ctype(dt), wt, val, o2, wt, A(3, dt)), r);
        else if (wide_affine(e, &in->ops[2], issigned(t), &cond, &val))
          r = nw_select(e, cond, fmt(e, "(%s)(%s * (%s)%s + (%s)%s)", ctype(dt), o1, wt, val, wt, A(3, dt)), r);
      }
      emit_wr_op(e, d, dt, r, in->line);
      return;
    }
    if (in->flags & IF_HI) {
      const char *wt = issigned(t) ? swide : wide;
      r = fmt(e, "(%s)((%s)(((%s)%s * (%s)%s) >> %d) + (%s)%s)", u, cu, wt, A(1, rt), wt, A(2, rt), b, cu, A(3, ut));
    } else r = fmt(e, "(%s)((%s)%s * (%s)%s + (%s)%s)", u, cu, x, cu, y, cu, A(3, ut));
    break;
  case OP_SAD:
    r = fmt(e, "(%s)(%s + (%s > %s ? %s - %s : %s - %s))", u, A(3, ut), A(1, rt), A(2, rt), x, y, y, x);
    break;
  case OP_DIV: r = fmt(e, "hd_div%s%d(%s, %s)", issigned(t) ? "s" : "u", b < 32 ? 32 : b, A(1, rt), A(2, rt)); break;
  case OP_REM: r = fmt(e, "hd_rem%s%d(%s, %s)", issigned(t) ? "s" : "u", b < 32 ? 32 : b, A(1, rt), A(2, rt)); break;
  case OP_ABS: r = fmt(e, "(%s)(%s < 0 ? (%s)0 - (%s)%s : (%s)%s)", u, A(1, st), cu, cu, x, cu, x); break;
  case OP_NEG: r = fmt(e, "(%s)((%s)0 - (%s)%s)", u, cu, cu, x); break;
  case OP_MIN: r = fmt(e, "(%s < %s ? %s : %s)", A(1, rt), A(2, rt), A(1, rt), A(2, rt)); break;
  case OP_MAX: r = fmt(e, "(%s > %s ? %s : %s)", A(1, rt), A(2, rt), A(1, rt), A(2, rt)); break;
  case OP_AND: r = fmt(e, "(%s)(%s & %s)", u, x, y); break;
  case OP_OR: r = fmt(e, "(%s)(%s | %s)", u, x, y); break;
  case OP_XOR: r = fmt(e, "(%s)(%s ^ %s)", u, x, y); break;
  case OP_NOT: r = fmt(e, "(%s)~%s", u, x); break;
  case OP_CNOT: r = fmt(e, "(%s)(%s == 0)", u, x); break;
  case OP_SHL: {
    const char *n = A(2, TY_U32);
    if (in->ops[2].kind == OPK_IMM && in->ops[2].imm >= 0 && in->ops[2].imm < b)
      r = fmt(e, "(%s)((%s)%s << %s)", u, cu, x, n);
    else r = fmt(e, "(%s)(%s >= %d ? 0 : (%s)%s << %s)", u, n, b, cu, x, n);
    break;
  }
  case OP_SHR: {
    const char *n = A(2, TY_U32);
    const char *v = issigned(t) ? A(1, st) : x;
    int imm = in->ops[2].kind == OPK_IMM && in->ops[2].imm >= 0 && in->ops[2].imm < b;
    if (imm) r = fmt(e, "(%s)(%s >> %s)", u, v, n);
    else if (issigned(t)) r = fmt(e, "(%s)(%s >> (%s >= %d ? %d : %s))", u, v, n, b, b - 1, n);
    else r = fmt(e, "(%s)(%s >= %d ? 0 : %s >> %s)", u, n, b, v, n);
    break;
  }
  case OP_POPC:
    r = fmt(e, "(uint32_t)__builtin_popcountll(%s)", x);
    emit_wr_op(e, d, TY_U32, r, in->line);
    return;
  case OP_FNS: /* the offset-th set bit of the mask from base on, upwards or downwards */
    r = fmt(e, "hd_fns(%s, %s, (int32_t)%s)", A(1, TY_U32), A(2, TY_U32), A(3, TY_S32));
    emit_wr_op(e, d, TY_U32, r, in->line);
    return;
  case OP_CLZ:
    if ((z = brev_source(e, in, b)) != NULL) /* __ffsll(x) - 1 */
      r = fmt(e, "(uint32_t)(%s ? __builtin_ctzll((uint64_t)%s) : %d)", z, z, b);
    else r = fmt(e, "(uint32_t)(%s ? __builtin_clzll((uint64_t)%s) - %d : %d)", x, x, 64 - b, b);
    emit_wr_op(e, d, TY_U32, r, in->line);
    return;
  case OP_BREV: r = b == 64 ? fmt(e, "hd_brev64(%s)", x) : fmt(e, "hd_brev32(%s)", x); break;
  case OP_BFIND:
    if ((in->flags & IF_SHIFTAMT) && !issigned(t) && (z = brev_source(e, in, b)) != NULL) /* __ffs(x) - 1 */
      r = b == 64 ? fmt(e, "(uint32_t)(%s ? __builtin_ctzll(%s) : -1)", z, z)
                  : fmt(e, "(uint32_t)(%s ? __builtin_ctz(%s) : -1)", z, z);
    else r = fmt(e, "(uint32_t)hd_bfind(%s, %d, %d, %d)", x, b, issigned(t), !!(in->flags & IF_SHIFTAMT));
    emit_wr_op(e, d, TY_U32, r, in->line);
    return;
  case OP_BFE: r = fmt(e, "(%s)hd_bfe(%s, %s, %s, %d, %d)", u, x, A(2, TY_U32), A(3, TY_U32), b, issigned(t)); break;
  case OP_BFI: r = fmt(e, "(%s)hd_bfi(%s, %s, %s, %s, %d)", u, x, y, A(3, TY_U32), A(4, TY_U32), b); break;
  case OP_BMSK: r = fmt(e, "hd_bmsk(%s, %s, %d)", A(1, TY_U32), A(2, TY_U32), !!(in->flags & IF_CLAMP)); break;
  case OP_PRMT:
    r = in->cmp ? fmt(e, "hd_prmt_mode(%s, %s, %s, %d)", x, y, A(3, TY_U32), (int)in->cmp)
                : fmt(e, "hd_prmt(%s, %s, %s)", x, y, A(3, TY_U32));
    break;
  case OP_LOP3: r = fmt(e, "hd_lop3(%s, %s, %s, %s)", x, y, A(3, TY_U32), A(4, TY_U32)); break;
  case OP_SHF: { /* funnel shift of the 64-bit pair b:a */
    const char *n = (in->flags & IF_CLAMP) ? fmt(e, "(%s > 32u ? 32u : %s)", A(3, TY_U32), A(3, TY_U32))
                                           : fmt(e, "(%s & 31u)", A(3, TY_U32));
    const char *pair = fmt(e, "(((uint64_t)%s << 32) | %s)", y, x);
    r = (in->flags & IF_L) ? fmt(e, "(uint32_t)((%s << %s) >> 32)", pair, n) : fmt(e, "(uint32_t)(%s >> %s)", pair, n);
    break;
  }
  default: emit_err(e, in->line, "'%s' is not supported on .%s", ptx_opinfos[in->op].name, ptx_type_name(t));
  }
  (void)sg;
  emit_wr_op(e, d, ut, r, in->line);
}

/* Comparisons of halves are float comparisons of the converted values. */
static void emit_setp_half(emitter *e, ptx_inst *in) {
  int pair = in->type == TY_F16X2 || in->type == TY_BF16X2;
  const char *k = in->type == TY_BF16 || in->type == TY_BF16X2 ? "bf" : "h"; /* half or bf16, exact in float */
  const char *x = A(1, pair ? TY_U32 : TY_U16), *y = A(2, pair ? TY_U32 : TY_U16);
  for (int lane = 0; lane < (pair ? 2 : 1); lane++) {
    const char *a = fmt(e, "hd_%s2f((uint16_t)(%s >> %d))", k, x, 16 * lane),
               *b = fmt(e, "hd_%s2f((uint16_t)(%s >> %d))", k, y, 16 * lane);
    const char *c = cmp_expr(e, in->cmp, TY_F32, a, b, in->line);
    if (in->bop != BOP_NONE)
      c = fmt(e, "((%s) %s (%s))", c, in->bop == BOP_AND ? "&&" : in->bop == BOP_OR ? "||" : "!=", A(3, TY_PRED));
    if (lane == 0) emit_wr_op(e, &in->ops[0], TY_PRED, c, in->line);
    else if (in->ops[0].reg2 >= 0) wr(e, in->ops[0].reg2, TY_PRED, c);
  }
  if (!pair && in->ops[0].reg2 >= 0) emit_err(e, in->line, "setp.f16 with two destinations is not supported");
}

static void emit_setp(emitter *e, ptx_inst *in) {
  if (in->type == TY_F16 || in->type == TY_F16X2 || in->type == TY_BF16 || in->type == TY_BF16X2) {
    emit_setp_half(e, in);
    return;
  }
  ptx_type t = cmp_type(in, in->type);
  const char *c = cmp_expr(e, in->cmp, t, A(1, t), A(2, t), in->line);
  const char *p = c, *q = fmt(e, "!%s", c);
  if (in->bop != BOP_NONE) {
    const char *x = A(3, TY_PRED);
    const char *op = in->bop == BOP_AND ? "&&" : in->bop == BOP_OR ? "||" : "!=";
    p = fmt(e, "((%s) %s (%s))", c, op, x);
    q = fmt(e, "((!%s) %s (%s))", c, op, x);
  }
  emit_wr_op(e, &in->ops[0], TY_PRED, p, in->line);
  if (in->ops[0].reg2 >= 0) wr(e, in->ops[0].reg2, TY_PRED, q);
}

static void emit_set(emitter *e, ptx_inst *in) {
  /* set.CmpOp.dtype.stype d, a, b: d = all ones (or 1.0f) if true */
  ptx_type dt = in->type, t = cmp_type(in, in->type2);
  if (t == TY_F16 || t == TY_F16X2 || t == TY_BF16 || t == TY_BF16X2) { /* per lane: 1.0 or all ones, else 0 */
    int pair = t == TY_F16X2 || t == TY_BF16X2;
    const char *k = t == TY_BF16 || t == TY_BF16X2 ? "bf" : "h";
    const char *x = A(1, pair ? TY_U32 : TY_U16), *y = A(2, pair ? TY_U32 : TY_U16);
    const char *one = (dt == TY_F16 || dt == TY_F16X2) ? "0x3C00u"
        : (dt == TY_BF16 || dt == TY_BF16X2)           ? "0x3F80u"
                                                       : "0xFFFFu";
    char *r = "0u";
    if (!pair) { /* one value: the destination's own true (all ones, 1.0f, or a 16-bit 1.0), as an H200 */
      const char *c = cmp_expr(e, in->cmp, TY_F32, fmt(e, "hd_%s2f((uint16_t)%s)", k, x),
                               fmt(e, "hd_%s2f((uint16_t)%s)", k, y), in->line);
      const char *tv = dt == TY_F32 ? "0x3F800000u" : bits(dt) == 16 ? one : "0xFFFFFFFFu";
      emit_wr_op(e, &in->ops[0], bits(dt) == 16 ? TY_U16 : TY_U32, fmt(e, "(%s ? %s : 0u)", c, tv), in->line);
      return;
    }
    for (int lane = 0; lane < (pair ? 2 : 1); lane++) {
      const char *a = fmt(e, "hd_%s2f((uint16_t)(%s >> %d))", k, x, 16 * lane),
                 *b = fmt(e, "hd_%s2f((uint16_t)(%s >> %d))", k, y, 16 * lane);
      r = fmt(e, "%s | ((uint32_t)(%s ? %s : 0u) << %d)", r, cmp_expr(e, in->cmp, TY_F32, a, b, in->line), one,
              16 * lane);
    }
    emit_wr_op(e, &in->ops[0], pair ? TY_U32 : TY_U16, r, in->line);
    return;
  }
  const char *c = cmp_expr(e, in->cmp, t, A(1, t), A(2, t), in->line);
  if (in->bop != BOP_NONE) {
    const char *op = in->bop == BOP_AND ? "&&" : in->bop == BOP_OR ? "||" : "!=";
    c = fmt(e, "((%s) %s (%s))", c, op, A(3, TY_PRED));
  }
  emit_wr_op(e, &in->ops[0], dt,
             isf(dt) ? fmt(e, "(%s ? 1.0f : 0.0f)", c) : fmt(e, "(%s ? (%s)~0ull : 0)", c, ctype(dt)), in->line);
}

static void emit_cvt(emitter *e, ptx_inst *in) {
  ptx_type dt = in->type, s = in->type2;
  if (!s) emit_err(e, in->line, "cvt needs two types");
  if (bits(dt) > 64 || bits(s) > 64) emit_err(e, in->line, "cvt of 128-bit values is not supported");
  int mode = in->rnd == RND_RZI || in->rnd == RND_RZ ? 1
      : in->rnd == RND_RMI || in->rnd == RND_RM      ? 2
      : in->rnd == RND_RPI || in->rnd == RND_RP      ? 3
                                                     : 0;
  if (dt == TY_TF32) { /* wmma::__float_to_tf32 */
    if (s != TY_F32 || (in->rnd != RND_RNA && in->rnd != RND_RN && in->rnd != RND_RZ))
      emit_err(e, in->line, "cvt to .tf32 needs .rna, .rn or .rz and an .f32 source");
    emit_wr_op(e, &in->ops[0], TY_U32,
               fmt(e, "hd_f2tf32(%s, %d)", A(1, TY_U32),
                   in->rnd == RND_RNA      ? 0
                       : in->rnd == RND_RN ? 1
                                           : 2),
               in->line);
    return;
  }
  int relu = (in->flags & IF_NUMBER) != 0, satf = (in->flags & IF_FINITE) != 0;
  int f8d = dt == TY_E4M3X2 || dt == TY_E5M2X2, f8s = s == TY_E4M3X2 || s == TY_E5M2X2;
  if (dt == TY_F16X2 || dt == TY_BF16X2 || f8d) { /* packed: a (or the high half) in the high half */
    const char *r2 = NULL;
    if (s == TY_F32 && in->nops >= 3) {
      const char *one = f8d ? fmt(e, "hd_f2f8(%%s, %d, %d, %d)", dt == TY_E5M2X2, satf, relu)
                            : fmt(e, "hd_f2%s_sr(%%s, %d, %d)", dt == TY_F16X2 ? "h" : "bf", satf, relu);
      r2 = fmt(e, "((uint32_t)%s << %d | (uint32_t)%s)", fmt(e, one, A(1, TY_F32)), f8d ? 8 : 16,
               fmt(e, one, A(2, TY_F32)));
    } else if (f8d && s == TY_F16X2)
      r2 = fmt(e, "hd_h2_to_f8x2(%s, %d, %d, %d)", A(1, TY_U32), dt == TY_E5M2X2, satf, relu);
    else if (dt == TY_F16X2 && f8s) r2 = fmt(e, "hd_f8x2_to_h2(%s, %d, %d)", A(1, TY_U16), s == TY_E5M2X2, relu);
    if (!r2 || (in->rnd != RND_RN && in->rnd != RND_NONE))
      emit_err(e, in->line, "this cvt of .%s to .%s is not supported", ptx_type_name(s), ptx_type_name(dt));
    emit_wr_op(e, &in->ops[0], f8d ? TY_U16 : TY_U32, r2, in->line);
    return;
  }
  char *x = A(1, s == TY_F16 || s == TY_BF16 ? TY_U16 : s), *r;
  if (s == TY_F16 || s == TY_BF16) { /* exact in float */
    x = fmt(e, "hd_%s2f(%s)", s == TY_F16 ? "h" : "bf", x);
    s = TY_F32;
  }
  if (dt == TY_BF16) {
    if (!isf(s)) emit_err(e, in->line, "cvt to .bf16 from .%s is not supported", ptx_type_name(s));
    const char *h = s == TY_F64 ? fmt(e, "hd_d2bf(%s, %d)", x, mode)
        : mode                  ? fmt(e, "hd_f2bf(%s, %d)", x, mode)
                                : fmt(e, "hd_f2bf_sr(%s, %d, %d)", x, satf, relu);
    emit_wr_op(e, &in->ops[0], TY_U16, h, in->line);
    return;
  }
  if (dt == TY_F16) {
    if (!isf(s)) emit_err(e, in->line, "cvt to .f16 from .%s is not supported", ptx_type_name(s));
    /* from f64 in one rounding (through float would round twice) */
    const char *h = mode && in->rnd < RND_RNI ? fmt(e, "hd_rnd_d2h((double)%s, %d)", x, mode)
        : s == TY_F64                         ? fmt(e, "hd_d2h(%s)", x)
                                              : fmt(e, "hd_f2h((float)%s)", x);
    emit_wr_op(e, &in->ops[0], TY_U16, h, in->line);
    return;
  }
  if (isf(dt) && isf(s)) {
    if (in->rnd >= RND_RNI) r = fmt(e, "(%s)hd_round(%s, %d)", ctype(dt), x, mode);
    else if (bits(dt) < bits(s) && mode) r = fmt(e, "hd_rnd_d2f(%s, %d)", x, mode);
    else r = fmt(e, "(%s)%s", ctype(dt), x);
    if (in->flags & IF_SAT) r = fmt(e, "(%s)hd_sat((double)%s)", ctype(dt), r);
  } else if (isf(dt)) {
    if (mode)
      r = fmt(e, "hd_rnd_%s64_to_f%d((%s)%s, %d)", issigned(s) ? "s" : "u", bits(dt),
              issigned(s) ? "int64_t" : "uint64_t", x, mode);
    else r = fmt(e, "(%s)%s", ctype(dt), x);
    if (in->flags & IF_SAT) r = fmt(e, "(%s)hd_sat((double)%s)", ctype(dt), r);
  } else if (isf(s)) {
    r = fmt(e, "hd_f2%s%d((double)%s, %d)", issigned(dt) ? "s" : "u", bits(dt), x, mode);
  } else {
    if (in->flags & IF_SAT) {
      /* clamp the source value into the destination range */
      long long lo = issigned(dt) ? -(1LL << (bits(dt) - 1)) : 0;
      unsigned long long hi = issigned(dt) ? (1ULL << (bits(dt) - 1)) - 1
                                           : (bits(dt) == 64 ? ~0ULL : (1ULL << bits(dt)) - 1);
      if (issigned(s))
        r = fmt(e, "(%s)((int64_t)%s < %lldLL ? %lldLL : (%s > 0 && (uint64_t)%s > %lluULL) ? %lluULL : (int64_t)%s)",
                ctype(dt), x, lo, lo, x, x, hi, hi, x);
      else r = fmt(e, "(%s)((uint64_t)%s > %lluULL ? %lluULL : (uint64_t)%s)", ctype(dt), x, hi, hi, x);
    } else if (bits(dt) == 64 && bits(s) == 32 && !issigned(s)) r = fmt(e, "(%s)hd_zext32(%s)", ctype(dt), x);
    else r = fmt(e, "(%s)%s", ctype(dt), x);
    const char *cond, *val;
    if (!(in->flags & IF_SAT) && bits(dt) == 64 && bits(s) == 32 &&
        wide_affine(e, &in->ops[1], issigned(s), &cond, &val))
      r = nw_select(e, cond, fmt(e, "(%s)%s", ctype(dt), val), r);
  }
  emit_wr_op(e, &in->ops[0], dt, r, in->line);
}

/* A global load in a pass of a lockstep loop whose address is E + k * tx, E known before the
 * loop: the pass prefetches it for a later pass (emit_tx_loop). A grid-stride loop's pass
 * reads a row of the block's threads and the next pass is a grid further on, too far for
 * the hardware's prefetchers: blocksum's passes waited on memory. Any address will do for a
 * prefetch (it never faults), so the no-wrap conditions the form needs are not kept. */
static void note_prefetch(emitter *e, const ptx_inst *in, ptx_space sp) {
  const ptx_operand *o = &in->ops[1];
  if (e->lockstep < 0 || e->ls_iv < 0 || e->ctx != CTX_LOOP || !e->nw_conds || e->npf >= 4 || o->kind != OPK_ADDR ||
      o->reg < 0 || (sp != SP_GLOBAL && sp != SP_GENERIC))
    return;
  const char *E;
  int64_t k;
  size_t len = e->nw_conds->len;
  e->pf_probe = 1;
  int ok = aff64(e, o->reg, &E, &k, 0);
  e->pf_probe = 0;
  sb_truncate(e->nw_conds, len);
  if (!ok || !k || k > 64 || k < -64) return;
  for (int i = 0; i < e->npf; i++)
    if (e->pf_k[i] == k && !strcmp(e->pf_e[i], E)) return;
  e->pf_e[e->npf] = fmt(e, "%s + %lldLL", E, (long long)o->imm);
  e->pf_k[e->npf++] = k;
}

/* A volatile or memory-model vector access of 4 or 8 bytes is one access, as on the GPU: a
 * flag and the value beside it are read and written together (CUB's look-back reads a
 * tile's status and aggregate with one ld.relaxed.gpu.v2.u32; two loads could see a new
 * status with an old value). */
static int one_access(const ptx_inst *in, ptx_type t, int nvec) {
  int tb = bits(t) / 8 * nvec;
  return (in->flags & (IF_VOLATILE | IF_MM)) && (tb == 4 || tb == 8);
}

static void emit_ld(emitter *e, ptx_inst *in) {
  ptx_type t = in->type;
  if (t == TY_F16) t = TY_U16;
  ptx_space sp = in->space ? in->space : SP_GENERIC;
  note_prefetch(e, in, sp);
  if ((in->flags & (IF_VOLATILE | IF_MM | IF_CG)) && sp != SP_SHARED && sp != SP_LOCAL && !e->check)
    out(e, "hd_rq_poke(b);\n"); /* a loop may wait here for a held update of another block */
  char *p = maddr(e, in, &in->ops[1], t, sp);
  const ptx_operand *d = &in->ops[0];
  if (d->kind == OPK_VEC && one_access(in, t, d->nvec)) {
    int tb = bits(t) / 8 * d->nvec;
    const char *wt = tb == 8 ? "uint64_t" : "uint32_t";
    if (in->flags & IF_MM) out(e, "{ %s w_ = __atomic_load_n((%s *)(uintptr_t)(%s), __ATOMIC_ACQUIRE);", wt, wt, p);
    else out(e, "{ %s w_ = *(volatile %s *)(uintptr_t)(%s);", wt, wt, p);
    out(e, " %s v_[%d]; memcpy(v_, &w_, %d);\n", ctype(t), d->nvec, tb);
    for (int k = 0; k < d->nvec; k++)
      if (d->vec[k].kind == OPK_REG) wr(e, d->vec[k].reg, t, fmt(e, "v_[%d]", k));
    out(e, "}\n");
    return;
  }
  if (d->kind == OPK_VEC) {
    out(e, "{ %s *p_ = %s;\n", (in->flags & IF_VOLATILE) ? fmt(e, "volatile %s", ctype(t)) : ctype(t), p);
    for (int k = 0; k < d->nvec; k++)
      if (d->vec[k].kind == OPK_REG) wr(e, d->vec[k].reg, t, fmt(e, "p_[%d]", k));
    out(e, "}\n");
    return;
  }
  if ((in->flags & IF_MM) && !isf(t) && bits(t) >= 8 && bits(t) <= 64) /* acquire: orders what follows */
    emit_wr_op(e, d, t, fmt(e, "__atomic_load_n(%s, __ATOMIC_ACQUIRE)", maddr(e, in, &in->ops[1], t, sp)), in->line);
  else emit_wr_op(e, d, t, fmt(e, "*%s", p), in->line);
}

/* Speculation (emit.c, plan_spec): a shared load that only one side of a varying branch
 * runs, and whose address is not affine in tid.x, is a masked gather to the C compiler,
 * which it does not vectorize (`if (warp > 0) v += sums[warp - 1]`). Such a load may run
 * before the branch instead, from its offset clamped into the shared window (the window
 * always has 16 bytes more): a thread that would not load reads some other word and does
 * not use it. Scalar plain loads only: not volatile, no memory order, no guard, no check. */
int emit_spec_candidate(emitter *e, const ptx_inst *in) {
  if (in->op != OP_LD || in->space != SP_SHARED || in->guard >= 0 || (in->flags & (IF_VOLATILE | IF_MM)) ||
      in->ops[0].kind != OPK_REG || in->ops[1].kind != OPK_ADDR || e->check || !e->cf)
    return 0;
  int b = bits(in->type);
  if (b < 8 || b > 64) return 0;
  const ptx_operand *o = &in->ops[1];
  const char *u;
  int64_t k;
  if (o->reg < 0) return o->sym >= 0;
  return !(shared_affine_reg(e, o->reg, &u, &k, 0, 0) && k); /* affine: a masked contiguous load */
}

/* The value such a load reads, loaded now (registers as they are here). */
const char *emit_spec_value(emitter *e, const ptx_inst *in) {
  ptx_type t = in->type == TY_F16 ? TY_U16 : in->type;
  const ptx_operand *o = &in->ops[1];
  if (o->reg < 0) return fmt(e, "*%s", maddr_plain(e, in, o, t, SP_SHARED)); /* a symbol: in the window */
  const char *w = bits(regtype(e, o->reg)) == 32 ? "uint32_t" : "uint64_t";
  const char *off = fmt(e, "(%s)((%s)r%d + (%s)%lldLL)", w, w, o->reg, w, (long long)o->imm);
  return fmt(e, "*((%s *)(shm + (%s + %dull <= shlim_ ? %s : 0)))", ctype(t), off, bits(t) / 8, off);
}

/* A store whose address is not E + k * tx with k != 0: the C compiler would scatter it, and
 * does not vectorize a loop that scatters (gcc 12: "unsupported emulated scatter"). */
static int store_scatters(emitter *e, const ptx_inst *in, ptx_space sp) {
  const ptx_operand *o = &in->ops[0];
  const char *u;
  int64_t k;
  if (o->kind != OPK_ADDR || o->reg < 0) return 1; /* one address for all lanes */
  if (sp == SP_SHARED) return !(shared_affine_reg(e, o->reg, &u, &k, 0, 0) && k);
  size_t len = e->nw_conds ? e->nw_conds->len : 0;
  if (!e->nw_conds) return 1;
  int ok = aff64(e, o->reg, &u, &k, 0);
  sb_truncate(e->nw_conds, len); /* a probe: the loop's no-wrap conditions stay as they were */
  return !(ok && k);
}

static void emit_st(emitter *e, ptx_inst *in) {
  ptx_type t = in->type;
  if (t == TY_F16) t = TY_U16;
  ptx_space sp = in->space ? in->space : SP_GENERIC;
  char *p = maddr(e, in, &in->ops[0], t, sp);
  const ptx_operand *v = &in->ops[1];
  if (e->ds_here && e->nds < 8 && v->kind != OPK_VEC && !(in->flags & (IF_VOLATILE | IF_MM)) && in->guard < 0 &&
      !e->check && bits(t) >= 8 && bits(t) <= 64 && store_scatters(e, in, sp)) {
    int i = e->ds_here - 1; /* deferred in the full-warp copy (emit_warp_chain) */
    e->ds_inst[e->nds++] = i;
    out(e,
        "{ const %s dv_ = %s; if (ds_) { dsa%d_[t - w_] = %s; dsv%d_[t - w_] = dv_; dsm%d_ |= 1u << (t - w_); } "
        "else *%s = dv_; }\n",
        ctype(t), A(1, t), i, p, i, i, p);
    return;
  }
  int sinks = 0;
  for (int k = 0; v->kind == OPK_VEC && k < v->nvec; k++) sinks |= v->vec[k].kind == OPK_SINK;
  if (v->kind == OPK_VEC && !sinks && one_access(in, t, v->nvec)) {
    int tb = bits(t) / 8 * v->nvec;
    const char *wt = tb == 8 ? "uint64_t" : "uint32_t";
    out(e, "{ %s v_[%d] = {", ctype(t), v->nvec);
    for (int k = 0; k < v->nvec; k++) out(e, "%s%s", k ? ", " : "", emit_rd(e, &v->vec[k], t, in->line));
    out(e, "}; %s w_; memcpy(&w_, v_, %d);\n", wt, tb);
    if (in->flags & IF_MM) out(e, "__atomic_store_n((%s *)(uintptr_t)(%s), w_, __ATOMIC_RELEASE); }\n", wt, p);
    else out(e, "*(volatile %s *)(uintptr_t)(%s) = w_; }\n", wt, p);
    return;
  }
  if (v->kind == OPK_VEC) {
    out(e, "{ %s *p_ = %s;\n", (in->flags & IF_VOLATILE) ? fmt(e, "volatile %s", ctype(t)) : ctype(t), p);
    for (int k = 0; k < v->nvec; k++)
      if (v->vec[k].kind != OPK_SINK) out(e, "p_[%d] = %s;\n", k, emit_rd(e, &v->vec[k], t, in->line));
    out(e, "}\n");
    return;
  }
  if ((in->flags & IF_MM) && !isf(t) && bits(t) >= 8 && bits(t) <= 64) /* release: orders what came before */
    out(e, "__atomic_store_n(%s, %s, __ATOMIC_RELEASE);\n", p, A(1, t));
  else out(e, "*%s = %s;\n", p, A(1, t));
}

static void emit_mov(emitter *e, ptx_inst *in) {
  ptx_type t = in->type;
  const ptx_operand *d = &in->ops[0], *s = &in->ops[1];
  if (s->kind == OPK_VEC) { /* pack {a, b} into a wider register */
    int eb = bits(t) / s->nvec;
    ptx_type et = eb == 8 ? TY_U8 : eb == 16 ? TY_U16 : eb == 32 ? TY_U32 : TY_U64;
    char *r = fmt(e, "(%s)0", utype(bits(t)));
    for (int k = 0; k < s->nvec; k++)
      r = fmt(e, "%s | ((%s)%s << %d)", r, utype(bits(t)), emit_rd(e, &s->vec[k], et, in->line), k * eb);
    emit_wr_op(e, d, bits(t) == 32 ? TY_U32 : TY_U64, r, in->line);
    return;
  }
  if (d->kind == OPK_VEC) { /* unpack a wide register into {a, b} */
    int eb = bits(t) / d->nvec;
    ptx_type et = eb == 8 ? TY_U8 : eb == 16 ? TY_U16 : eb == 32 ? TY_U32 : TY_U64;
    const char *x = emit_rd(e, s, bits(t) == 32 ? TY_U32 : TY_U64, in->line);
    for (int k = 0; k < d->nvec; k++)
      if (d->vec[k].kind == OPK_REG) wr(e, d->vec[k].reg, et, fmt(e, "(%s)(%s >> %d)", utype(eb), x, k * eb));
    return;
  }
  emit_wr_op(e, d, t, emit_rd(e, s, t, in->line), in->line);
}

static void emit_cvta(emitter *e, ptx_inst *in) {
  ptx_type t = in->type ? in->type : TY_U64;
  const char *x = A(1, TY_U64);
  if (in->space == SP_SHARED)
    emit_wr_op(e, &in->ops[0], t,
               (in->flags & IF_TO) ? fmt(e, "(%s - (uint64_t)(uintptr_t)shm)", x)
                                   : fmt(e, "((uint64_t)(uintptr_t)shm + (uint32_t)%s)", x),
               in->line);
  else emit_wr_op(e, &in->ops[0], t, x, in->line);
}

/* Texture and surface instructions call through the object whose address is the handle
 * (hd_tex, heddle_abi.h): tex/tld4 with four coordinate words, suld/sust with a buffer. */
static const char *tex_handle(emitter *e, const ptx_inst *in, const ptx_operand *a) {
  if (a->kind != OPK_ADDR || a->reg < 0 || !a->nvec)
    emit_err(
        e, in->line,
        "a texture or surface access needs [%%handle, {coordinates}] (texture references are not supported: CUDA 12 removed them)");
  ptx_operand h = {.kind = OPK_REG, .reg = a->reg, .sym = -1, .reg2 = -1};
  return emit_rd(e, &h, TY_U64, in->line);
}

static void emit_tex(emitter *e, ptx_inst *in) {
  const ptx_operand *d = &in->ops[0], *a = &in->ops[1];
  const char *h = tex_handle(e, in, a);
  int geom = (int)in->cmp, icoord = in->type2 == TY_S32 || in->type2 == TY_U32;
  if (!geom)
    emit_err(e, in->line, "'%s' needs a geometry (.1d, .2d, .3d, .a1d, .a2d, .cube, .acube)", ptx_opinfos[in->op].name);
  if (d->kind != OPK_VEC || d->nvec != 4)
    emit_err(e, in->line, "'%s' needs four destinations {a, b, c, d}", ptx_opinfos[in->op].name);
  if (in->type != TY_F32 && in->type != TY_S32 && in->type != TY_U32)
    emit_err(e, in->line, "'%s' with results of this type is not supported (f32, s32, u32 are)",
             ptx_opinfos[in->op].name);
  unsigned op = (unsigned)geom | (icoord ? HD_TEX_INTCOORD : 0u);
  if (in->op == OP_TLD4) op |= HD_TEX_GATHER | ((unsigned)(in->bop ? in->bop - 1 : 0) << HD_TEX_COMP_SHIFT);
  if (in->op == OP_TEX && (int)in->bop == TEXV_LEVEL) op |= HD_TEX_LEVEL;
  if (in->op == OP_TEX && (int)in->bop == TEXV_GRAD) op |= HD_TEX_GRAD;
  out(e, "{ uint32_t c_[4] = {0, 0, 0, 0}, r_[4]; float x_[8] = {0, 0, 0, 0, 0, 0, 0, 0};\n");
  for (int k = 0; k < a->nvec && k < 4; k++) {
    const ptx_operand *c = &a->vec[k];
    if (c->kind == OPK_SINK) continue;
    int layer = k == 0 && hd_tex_layered((uint32_t)geom);
    if (layer || icoord) out(e, "c_[%d] = (uint32_t)%s;\n", k, emit_rd(e, c, TY_S32, in->line));
    else out(e, "c_[%d] = hd_f2u(%s);\n", k, emit_rd(e, c, TY_F32, in->line));
  }
  if (in->op == OP_TEX && (int)in->bop == TEXV_LEVEL) out(e, "x_[0] = %s;\n", A(2, TY_F32));
  if (in->op == OP_TEX && (int)in->bop == TEXV_GRAD) /* dP/dx in x_[0..3], dP/dy in x_[4..7] */
    for (int g = 2; g < 4; g++)
      for (int k = 0; in->ops[g].kind == OPK_VEC && k < in->ops[g].nvec && k < 4; k++)
        if (in->ops[g].vec[k].kind != OPK_SINK)
          out(e, "x_[%d] = %s;\n", (g - 2) * 4 + k, emit_rd(e, &in->ops[g].vec[k], TY_F32, in->line));
  out(e, "hd_tex_sample(%s, %uu, c_, x_, r_);\n", h, op);
  for (int k = 0; k < 4; k++)
    if (d->vec[k].kind == OPK_REG)
      wr(e, d->vec[k].reg, in->type, in->type == TY_F32 ? fmt(e, "hd_u2f(r_[%d])", k) : fmt(e, "r_[%d]", k));
  out(e, "}\n");
}

static void emit_surf(emitter *e, ptx_inst *in) {
  int st = in->op == OP_SUST;
  const ptx_operand *a = &in->ops[st ? 0 : 1], *v = &in->ops[st ? 1 : 0];
  const char *h = tex_handle(e, in, a);
  int geom = (int)in->cmp, n = v->kind == OPK_VEC ? v->nvec : 1, eb = bits(in->type) / 8;
  if (!geom) emit_err(e, in->line, "'%s' needs a geometry (.1d, .2d, .3d, .a1d, .a2d)", ptx_opinfos[in->op].name);
  if (eb < 1 || eb > 8)
    emit_err(e, in->line, "'%s' needs an element type .b8, .b16, .b32 or .b64", ptx_opinfos[in->op].name);
  ptx_type et = eb == 1 ? TY_U8 : eb == 2 ? TY_U16 : eb == 4 ? TY_U32 : TY_U64;
  unsigned mode = (int)in->bop == SURF_CLAMP ? HD_SURF_CLAMP : (int)in->bop == SURF_ZERO ? HD_SURF_ZERO : HD_SURF_TRAP;
  unsigned op = (unsigned)geom | mode | (st ? HD_SURF_STORE : 0u) | ((unsigned)(n * eb) << HD_SURF_BYTES_SHIFT);
  out(e, "{ int32_t c_[4] = {0, 0, 0, 0}; %s d_[4] = {0, 0, 0, 0};\n", ctype(et));
  for (int k = 0; k < a->nvec && k < 4; k++)
    if (a->vec[k].kind != OPK_SINK) out(e, "c_[%d] = %s;\n", k, emit_rd(e, &a->vec[k], TY_S32, in->line));
  for (int k = 0; st && k < n; k++) {
    const ptx_operand *x = v->kind == OPK_VEC ? &v->vec[k] : v;
    if (x->kind != OPK_SINK) out(e, "d_[%d] = %s;\n", k, emit_rd(e, x, et, in->line));
  }
  out(e, "if (hd_surf(%s, %uu, c_, d_)) return hd_surf_trap(b, \"%s\", t);\n", h, op, e->f->name);
  for (int k = 0; !st && k < n; k++) {
    const ptx_operand *x = v->kind == OPK_VEC ? &v->vec[k] : v;
    if (x->kind == OPK_REG) wr(e, x->reg, et, fmt(e, "d_[%d]", k));
  }
  out(e, "}\n");
}

/* mbarrier (cuda::barrier from sm_80, cuda::pipeline): the 64-bit object in shared memory
 * holds heddle's own layout (hd_mbar_*); a wait on it is a waiting loop (cfg_spins). */
static void emit_mbarrier(emitter *e, ptx_inst *in) {
  ptx_space sp = in->space ? in->space : SP_GENERIC;
  int tw = (int)in->cmp == MB_TEST_WAIT || (int)in->cmp == MB_TRY_WAIT;
  const ptx_operand *ao = &in->ops[PTX_MBAR_ADDR_FIRST(in) ? 0 : 1];
  if ((int)in->cmp == MB_PENDING) {
    emit_wr_op(e, &in->ops[0], TY_U32, fmt(e, "hd_mbar_pending(%s)", emit_rd(e, &in->ops[1], TY_U64, in->line)),
               in->line);
    return;
  }
  char *m = maddr(e, in, ao, TY_U64, sp);
  switch ((int)in->cmp) {
  case MB_INIT: out(e, "hd_mbar_init(%s, %s);\n", m, emit_rd(e, &in->ops[1], TY_U32, in->line)); break;
  case MB_INVAL: break;
  case MB_EXPECT_TX: break; /* no asynchronous copies: no transactions to wait for */
  case MB_ARRIVE:
  case MB_ARRIVE_DROP: {
    const char *cnt = in->nops > 2 && !(in->flags & IF_ARRIVE) ? emit_rd(e, &in->ops[2], TY_U32, in->line) : "1u";
    const char *c = fmt(e, "hd_mbar_arrive(%s, %s, %d)", m, cnt, (int)in->cmp == MB_ARRIVE_DROP);
    if (in->ops[0].kind == OPK_REG) emit_wr_op(e, &in->ops[0], TY_U64, c, in->line);
    else out(e, "(void)%s;\n", c);
    break;
  }
  default:
    if (!tw) emit_err(e, in->line, "mbarrier needs an operation (.init, .arrive, .try_wait, ...)");
    const char *w = fmt(e, "hd_mbar_done(%s, %s, %d)", m, emit_rd(e, &in->ops[2], TY_U64, in->line),
                        (in->flags & IF_WRAP) != 0);
    if ((e->check & COMPILE_CHECK_RACE) && e->ctx != CTX_CTRL) /* racecheck: a completed phase orders as a barrier */
      w = fmt(e, "(%s ? (hd_rcbar(b, t), %s1) : 0)", w,
              e->ctx == CTX_LOOP ? "rcnow_ = hd_rc_stamp(b, (uint32_t)t, 0xf), " : "");
    emit_wr_op(e, &in->ops[0], TY_PRED, w, in->line);
  }
}

/* cp.async: the copy is made where it is issued (PTX lets it complete any time before the
 * thread's wait; reading the destination or writing the source before then is a race), so
 * commit and wait groups are nothing, and an mbarrier arrival once the thread's copies are
 * done is an arrival now (.noinc), or no change at all (without: the count it adds is taken
 * off again). Bytes past src-size, or all of them when ignore-src holds, are zeros. The bulk
 * copies (cp.async.bulk) too: their mbarrier's transaction count would go up by the bytes
 * (expect_tx) and down by the same (complete_tx), both of which heddle leaves out. */
static void emit_cp(emitter *e, ptx_inst *in) {
  switch ((int)in->cmp) {
  case CPA_COPY: {
    const ptx_operand *n = in->nops > 3 ? &in->ops[3] : NULL;
    if (in->ops[2].kind != OPK_IMM || (in->ops[2].imm != 4 && in->ops[2].imm != 8 && in->ops[2].imm != 16))
      emit_err(e, in->line, "cp.async copies 4, 8 or 16 bytes");
    int cp = (int)in->ops[2].imm;
    ptx_type t = cp == 4 ? TY_U32 : TY_U64;
    out(e, "{ unsigned char *d_ = (unsigned char *)%s; const unsigned char *s_ = (const unsigned char *)%s;\n",
        maddr(e, in, &in->ops[0], t, SP_SHARED), maddr(e, in, &in->ops[1], t, SP_GLOBAL));
    if (!n || (n->kind == OPK_IMM && n->imm >= cp)) out(e, "memcpy(d_, s_, %d); }\n", cp);
    else if (n->kind == OPK_IMM)
      out(e, "memcpy(d_, s_, %d); memset(d_ + %d, 0, %d); }\n", (int)(n->imm > 0 ? n->imm : 0),
          (int)(n->imm > 0 ? n->imm : 0), cp - (int)(n->imm > 0 ? n->imm : 0));
    else {
      const char *c = n->kind == OPK_REG && regtype(e, n->reg) == TY_PRED
          ? fmt(e, "(%s ? 0u : %du)", emit_rd(e, n, TY_PRED, in->line), cp) /* ignore-src */
          : fmt(e, "(uint32_t)%s", emit_rd(e, n, TY_U32, in->line)); /* src-size */
      out(e, "uint32_t n_ = %s; if (n_ > %du) n_ = %du;\nmemcpy(d_, s_, n_); memset(d_ + n_, 0, %du - n_); }\n", c, cp,
          cp, cp);
    }
    break;
  }
  case CPA_BULK: /* global to shared; its bytes complete the mbarrier's transactions */
  case CPA_BULK_GROUP: { /* shared to global */
    ptx_space ds = (int)in->cmp == CPA_BULK ? SP_SHARED : SP_GLOBAL,
              ss = (int)in->cmp == CPA_BULK ? SP_GLOBAL : SP_SHARED;
    out(e, "memcpy((void *)%s, (const void *)%s, (uint32_t)%s);\n", maddr(e, in, &in->ops[0], TY_U8, ds),
        maddr(e, in, &in->ops[1], TY_U8, ss), emit_rd(e, &in->ops[2], TY_U32, in->line));
    break;
  }
  case CPA_ARRIVE:
    if (in->flags & IF_WRAP)
      out(e, "(void)hd_mbar_arrive(%s, 1u, 0);\n",
          maddr(e, in, &in->ops[0], TY_U64, in->space ? in->space : SP_GENERIC));
    break;
  default: break; /* commit_group, wait_group, wait_all: the copies are done */
  }
}

static void emit_atom(emitter *e, ptx_inst *in) {
  int is_red = in->op == OP_RED;
  const ptx_operand *ao = &in->ops[is_red ? 0 : 1];
  ptx_type t = in->type;
  int b = bits(t);
  ptx_space sp = in->space ? in->space : SP_GENERIC;
  ptx_type vt = t;
  if (!isf(t) &&
      (in->bop == BOP_AND || in->bop == BOP_OR || in->bop == BOP_XOR || in->bop == BOP_EXCH || in->bop == BOP_CAS ||
       in->bop == BOP_ADD || in->bop == BOP_INC || in->bop == BOP_DEC))
    vt = b == 64 ? TY_U64 : TY_U32;
  if (in->flags & IF_AGG) { /* an atomic on one counter (cfg_aggregate; emit.c's emit_agg does it) */
    if (in->flags & IF_AGGPOST)
      emit_wr_op(e, &in->ops[0], vt, fmt(e, "(uint%d_t)(agb%d_ + ag_[t])", b, in->callee), in->line);
    else
      out(e, "ag_[t] = ags%d_; ags%d_ += (uint64_t)(uint%d_t)%s; aga%d_ = (uint64_t)(uintptr_t)%s;\n", in->callee,
          in->callee, b, emit_rd(e, &in->ops[2], vt, in->line), in->callee, maddr(e, in, ao, vt, sp));
    return;
  }
  char *p = maddr(e, in, ao, vt, sp);
  const char *v = emit_rd(e, &in->ops[is_red ? 1 : 2], vt, in->line);
  char *r = NULL;
  const char *sfx = issigned(t) ? (b == 64 ? "s64" : "s32") : (b == 64 ? "u64" : "u32");
  const char *held = NULL; /* at a thread's tail: the call that holds the update in the worker's queue */
  if ((in->flags & IF_TAIL) && !e->check && e->ctx != CTX_FUNC && sp == SP_GLOBAL) {
    const char *op = in->bop == BOP_AND ? "AND"
        : in->bop == BOP_OR             ? "OR"
        : in->bop == BOP_XOR            ? "XOR"
        : in->bop == BOP_MIN            ? "MIN"
        : in->bop == BOP_MAX            ? "MAX"
                                        : "ADD";
    int sg = issigned(t) && (in->bop == BOP_MIN || in->bop == BOP_MAX); /* the others: as unsigned */
    if (isf(t)) held = fmt(e, "hd_rq_add_f%d(b->rq, %s, %s)", b, p, v);
    else
      held = fmt(e, "hd_rq_int(b->rq, %s, HD_RQ_%s | HD_RQ_%c%d, (uint64_t)(uint%d_t)%s)", p, op, sg ? 'S' : 'U', b, b,
                 v);
  } else if (sp != SP_SHARED && sp != SP_LOCAL && !e->check)
    out(e, "hd_rq_poke(b);\n"); /* a loop may wait here for a held update of another block */
  if (t == TY_F16 || t == TY_BF16 || t == TY_F16X2 || t == TY_BF16X2) { /* atomicAdd(__half2 *) and kin */
    if (in->bop != BOP_ADD) emit_err(e, in->line, "atom/red other than add on .%s is not supported", ptx_type_name(t));
    const char *x = b == 32 ? "x2" : "";
    int bf = t == TY_BF16 || t == TY_BF16X2;
    if (sp == SP_SHARED)
      r = fmt(e, "%s(%s, %s, hd_add16%s(ho_, hv_, %d))", e->ctx == CTX_LOOP ? "hd_satomp" : "hd_satom", p, v, x, bf);
    else r = fmt(e, "hd_atom_add_%s(%s, %s)", ptx_type_name(t), p, v);
    if (is_red) out(e, "(void)%s;\n", r);
    else emit_wr_op(e, &in->ops[0], vt, r, in->line);
    return;
  }
  if (sp == SP_SHARED) { /* only this OS thread runs the block: a plain read-modify-write */
    const char *x = NULL, *m = e->ctx == CTX_LOOP ? "hd_satomp" : "hd_satom"; /* emit.c: no ivdep */
    switch (in->bop) {
    case BOP_ADD: x = "ho_ + hv_"; break; /* no flush of subnormals here, as on the GPU (see hd_atom_fadd_ftz) */
    case BOP_SUB: x = "ho_ - hv_"; break;
    case BOP_AND: x = "ho_ & hv_"; break;
    case BOP_OR: x = "ho_ | hv_"; break;
    case BOP_XOR: x = "ho_ ^ hv_"; break;
    case BOP_EXCH: x = "hv_"; break;
    case BOP_MIN: x = t == TY_F32 ? "fminf(ho_, hv_)" : "(hv_ < ho_ ? hv_ : ho_)"; break;
    case BOP_MAX: x = t == TY_F32 ? "fmaxf(ho_, hv_)" : "(hv_ > ho_ ? hv_ : ho_)"; break;
    case BOP_INC:
    case BOP_DEC:
      if (b != 32) emit_err(e, in->line, "atom.inc/dec need .u32");
      x = in->bop == BOP_INC ? "(ho_ >= hv_ ? 0 : ho_ + 1)" : "((ho_ == 0 || ho_ > hv_) ? hv_ : ho_ - 1)";
      break;
    case BOP_CAS: r = fmt(e, "%s_cas(%s, %s, %s)", m, p, v, A(3, vt)); break;
    default: emit_err(e, in->line, "unsupported atomic operation");
    }
    if (x) r = fmt(e, "%s(%s, %s, %s)", m, p, v, x);
    if (is_red) out(e, "(void)%s;\n", r);
    else emit_wr_op(e, &in->ops[0], vt, r, in->line);
    return;
  }
  switch (in->bop) {
  case BOP_ADD:
    if (t == TY_F32 && sp == SP_GENERIC) /* a shared address adds as atom.shared does: no flush */
      r = fmt(e,
              "((uint64_t)(uintptr_t)(%s) - (uint64_t)(uintptr_t)shm < (uint64_t)b->shtot ? %s(%s, %s, ho_ + hv_) : "
              "hd_atom_add_f32(%s, %s))",
              p, e->ctx == CTX_LOOP ? "hd_satomp" : "hd_satom", p, v, p, v);
    else if (t == TY_F32) r = fmt(e, "hd_atom_add_f32(%s, %s)", p, v);
    else if (t == TY_F64) r = fmt(e, "hd_atom_add_f64(%s, %s)", p, v);
    else r = fmt(e, "__atomic_fetch_add(%s, %s, __ATOMIC_SEQ_CST)", p, v);
    break;
  case BOP_SUB: r = fmt(e, "__atomic_fetch_sub(%s, %s, __ATOMIC_SEQ_CST)", p, v); break;
  case BOP_AND: r = fmt(e, "__atomic_fetch_and(%s, %s, __ATOMIC_SEQ_CST)", p, v); break;
  case BOP_OR: r = fmt(e, "__atomic_fetch_or(%s, %s, __ATOMIC_SEQ_CST)", p, v); break;
  case BOP_XOR: r = fmt(e, "__atomic_fetch_xor(%s, %s, __ATOMIC_SEQ_CST)", p, v); break;
  case BOP_EXCH: r = fmt(e, "__atomic_exchange_n(%s, %s, __ATOMIC_SEQ_CST)", p, v); break;
  case BOP_MIN:
  case BOP_MAX:
    r = t == TY_F32 ? fmt(e, "hd_atom_%s_f32(%s, %s)", in->bop == BOP_MIN ? "min" : "max", p, v)
                    : fmt(e, "hd_atom_%s_%s(%s, %s)", in->bop == BOP_MIN ? "min" : "max", sfx, p, v);
    break;
  case BOP_INC:
  case BOP_DEC:
    if (b != 32) emit_err(e, in->line, "atom.inc/dec need .u32");
    r = fmt(e, "hd_atom_%s_u32(%s, %s)", in->bop == BOP_INC ? "inc" : "dec", p, v);
    break;
  case BOP_CAS: r = fmt(e, "hd_atom_cas(%s, %s, %s)", p, v, A(3, vt)); break;
  default: emit_err(e, in->line, "unsupported atomic operation");
  }
  if (held) out(e, "if (b->rq) %s; else (void)%s;\n", held, r); /* its result is read nowhere */
  else if (is_red) out(e, "(void)%s;\n", r);
  else emit_wr_op(e, &in->ops[0], vt, r, in->line);
}

/* ---- calls ---- */

static int param_sym_of(emitter *e, const ptx_operand *o, int line) {
  if (o->kind != OPK_SYM || !o->sym_local) emit_err(e, line, "call arguments must be .param variables");
  return o->sym;
}

/* free (and the device's cudaFree) of the pointer in param buffer pl: the device heap's */
static void emit_heap_free(emitter *e, ptx_inst *in, const char *pl) {
  if (e->check & COMPILE_CHECK_ACCESSES) /* heddle check: frees of what malloc did not give */
    out(e, "b->ckfree(b, (void *)(uintptr_t)*(uint64_t *)%s, %s, %s);\n", pl, emit_ck_site(e, in),
        e->ctx == CTX_CTRL ? "0" : "t");
  else out(e, "b->dfree((void *)(uintptr_t)*(uint64_t *)%s);\n", pl);
}

/* The device runtime of dynamic parallelism (CUDA 12's, which nvcc calls __cudaCDP2*): a
 * launch is a parameter buffer (hd_block.dparam), filled by the caller, then queued
 * (dlaunch); the thread's last error is hd_block.dlast[t]. Also cudaGraphSetConditional.
 * Returns 0 for a function heddle does not have (device-side events, synchronization, ...). */
static int emit_device_runtime(emitter *e, ptx_inst *in, const char *name, int nargs, int nret) {
  const char *t = e->ctx == CTX_LOOP || e->ctx == CTX_FUNC ? "t" : "0";
  const char *ret = nret == 1 ? fmt(e, "pl_%d", param_sym_of(e, &in->ops[0], in->line)) : NULL;
  const char *a[4] = {0};
  for (int k = 0; k < nargs && k < 4; k++) a[k] = fmt(e, "pl_%d", param_sym_of(e, &in->ops[nret + k], in->line));
  if (!strcmp(name, "__cudaCDP2GetParameterBufferV2") && nargs == 4 && ret) {
    out(e,
        "{ int de_ = 0; *(uint64_t *)%s = (uint64_t)(uintptr_t)b->dparam(b, *(uint64_t *)%s, (const uint32_t *)%s, "
        "(const uint32_t *)%s, *(uint32_t *)%s, &de_); if (de_) b->dlast[%s] = (uint16_t)de_; }\n",
        ret, a[0], a[1], a[2], a[3], t);
    return 1;
  }
  if (!strcmp(name, "__cudaCDP2LaunchDeviceV2") && nargs == 2) {
    out(e,
        "{ int de_ = b->dlaunch(b, (void *)(uintptr_t)*(uint64_t *)%s, *(uint64_t *)%s); if (de_) b->dlast[%s] = (uint16_t)de_;",
        a[0], a[1], t);
    if (ret) out(e, " *(int32_t *)%s = de_;", ret);
    out(e, " }\n");
    return 1;
  }
  /* a conditional graph node's value: the handle is its address (rt_graph.c), read by the
   * launch after the kernel */
  if (!strcmp(name, "cudaGraphSetConditional") && nargs == 2) {
    out(e, "__atomic_store_n((uint32_t *)(uintptr_t)*(uint64_t *)%s, *(uint32_t *)%s, __ATOMIC_RELAXED);\n", a[0],
        a[1]);
    return 1;
  }
  /* device streams: a launch into one runs after its parent as any does (the runtime runs a
   * parent's children one after another, an order every stream assignment allows) */
  if (!strcmp(name, "__cudaCDP2StreamCreateWithFlags") && nargs == 2) {
    out(e, "*(uint64_t *)(uintptr_t)*(uint64_t *)%s = 0x100;\n", a[0]);
    if (ret) out(e, "*(int32_t *)%s = 0;\n", ret);
    return 1;
  }
  if (!strcmp(name, "__cudaCDP2StreamDestroy") && nargs == 1) {
    if (ret) out(e, "*(int32_t *)%s = 0;\n", ret);
    return 1;
  }
  if (!strcmp(name, "__cudaCDP2MemcpyAsync") && nargs == 5) { /* queued as a launch is (any direction) */
    out(e,
        "{ int de_ = b->dmemcpy(b, (void *)(uintptr_t)*(uint64_t *)%s, (const void *)(uintptr_t)*(uint64_t *)%s, "
        "*(uint64_t *)%s, *(uint64_t *)%s); if (de_) b->dlast[%s] = (uint16_t)de_;",
        a[0], a[1], a[2], fmt(e, "pl_%d", param_sym_of(e, &in->ops[nret + 4], in->line)), t);
    if (ret) out(e, " *(int32_t *)%s = de_;", ret);
    out(e, " }\n");
    return 1;
  }
  if ((!strcmp(name, "__cudaCDP2GetErrorString") || !strcmp(name, "__cudaCDP2GetErrorName")) && nargs == 1 && ret) {
    out(e, "*(uint64_t *)%s = (uint64_t)(uintptr_t)b->derr%s(*(int32_t *)%s);\n", ret, name[18] == 'S' ? "str" : "name",
        a[0]);
    return 1;
  }
  /* cudaMalloc and cudaFree in a kernel: the device heap, as malloc and free */
  if (!strcmp(name, "__cudaCDP2Malloc") && nargs == 2) {
    out(e,
        "{ void *p_ = b->dmalloc(*(uint64_t *)%s); *(uint64_t *)(uintptr_t)*(uint64_t *)%s = (uint64_t)(uintptr_t)p_;",
        a[1], a[0]);
    if (ret) out(e, " *(int32_t *)%s = p_ ? 0 : 2; /* cudaErrorMemoryAllocation */", ret);
    out(e, " }\n");
    return 1;
  }
  if (!strcmp(name, "__cudaCDP2Free") && nargs == 1) {
    emit_heap_free(e, in, a[0]);
    if (ret) out(e, "*(int32_t *)%s = 0;\n", ret);
    return 1;
  }
  if ((!strcmp(name, "__cudaCDP2GetLastError") || !strcmp(name, "__cudaCDP2PeekAtLastError")) && nargs == 0 && ret) {
    out(e, "*(int32_t *)%s = b->dlast[%s];\n", ret, t);
    if (name[10] == 'G') out(e, "b->dlast[%s] = 0;\n", t);
    return 1;
  }
  return 0;
}

static void emit_call(emitter *e, ptx_inst *in) {
  int nret = in->call_nret, indirect = in->callee < 0, nargs = in->nops - nret - indirect;
  ptx_func *g = indirect ? NULL : &e->m->funcs.v[in->callee];
  if (g && g->is_extern) {
    if (!strcmp(g->name, "__assertfail") && nargs >= 4) {
      const char *a[5];
      for (int k = 0; k < 5 && k < nargs; k++) a[k] = fmt(e, "pl_%d", param_sym_of(e, &in->ops[nret + k], in->line));
      out(e,
          "return hd_assertfail(b, tx, ty, tz, (const char *)(uintptr_t)*(uint64_t *)%s, (const char *)(uintptr_t)*(uint64_t *)%s, "
          "*(uint32_t *)%s, (const char *)(uintptr_t)*(uint64_t *)%s);\n",
          a[0], a[1], a[2], a[3]);
      return;
    }
    if (!strcmp(g->name, "vprintf") && nargs == 2) {
      const char *call = fmt(
          e,
          "hd_vprintf((const char *)(uintptr_t)*(uint64_t *)pl_%d, (const unsigned char *)(uintptr_t)*(uint64_t *)pl_%d)",
          param_sym_of(e, &in->ops[nret], in->line), param_sym_of(e, &in->ops[nret + 1], in->line));
      if (nret) out(e, "*(int32_t *)pl_%d = %s;\n", param_sym_of(e, &in->ops[0], in->line), call);
      else out(e, "(void)%s;\n", call);
      return;
    }
    if (!strcmp(g->name, "malloc") && nret == 1 && nargs == 1) {
      out(e, "*(uint64_t *)pl_%d = (uint64_t)(uintptr_t)b->dmalloc(*(uint64_t *)pl_%d);\n",
          param_sym_of(e, &in->ops[0], in->line), param_sym_of(e, &in->ops[1], in->line));
      return;
    }
    if (!strcmp(g->name, "free") && nargs == 1) {
      emit_heap_free(e, in, fmt(e, "pl_%d", param_sym_of(e, &in->ops[nret], in->line)));
      return;
    }
    if (emit_device_runtime(e, in, g->name, nargs, nret)) return;
    emit_err(e, in->line, "call to external function '%s' is not supported", g->name);
  }
  if (g && (nargs != g->nparams || nret != g->nret))
    emit_err(e, in->line, "call to '%s' with the wrong number of arguments", g->name);
  out(e, "{ unsigned char *pp_[%d] = {", nargs + nret + 1);
  for (int k = 0; k < nargs; k++) out(e, "pl_%d, ", param_sym_of(e, &in->ops[nret + k], in->line));
  for (int k = 0; k < nret; k++) out(e, "pl_%d, ", param_sym_of(e, &in->ops[k], in->line));
  out(e, "0};\n");
  /* an indirect call goes through the module's dispatch (emit_dispatch), which checks
   * that the address is a function taking these arguments */
  const char *callee = g ? fmt(e, "hdf_%d", in->callee) : "hd_icall";
  const char *extra = g ? "" : fmt(e, ", %s, %d, %d", A(in->nops - 1, TY_U64), nargs, nret);
  if (e->ctx == CTX_FUNC) out(e, "int e_ = %s(T, pp_%s); if (e_) return e_; }\n", callee, extra);
  else
    out(e, "hd_thread th_ = {b, tx, ty, tz, (uint32_t)t, %lldu}; int e_ = %s(&th_, pp_%s); if (e_) return e_; }\n",
        (long long)e->dynoff, callee, extra);
}

/* Barriers are structural (they end thread loops); here only what heddle cannot do. */
void emit_check_barrier(emitter *e, const ptx_inst *in) {
  if ((in->flags & IF_RED) && in->nops > 3) emit_err(e, in->line, "bar.red with a thread count is not supported");
  if ((in->flags & IF_ARRIVE) && in->nops < 2) emit_err(e, in->line, "bar.arrive needs a thread count");
}

/* add.cc/addc/sub.cc/subc/mad.cc/madc: the carry lives in the thread's cc_ variable. */
static void emit_carry(emitter *e, ptx_inst *in) {
  int b = bits(in->type);
  if (b != 32 && b != 64) emit_err(e, in->line, "carry arithmetic on .%s is not supported", ptx_type_name(in->type));
  ptx_type ut = b == 32 ? TY_U32 : TY_U64;
  const char *w = b == 32 ? "uint64_t" : "unsigned __int128";
  const char *x = A(1, ut), *y = A(2, ut);
  int cin = in->op == OP_ADDC || in->op == OP_SUBC || in->op == OP_MADC;
  const char *c = cin ? "(uint64_t)cc_" : "0";
  char *sum;
  switch (in->op) {
  case OP_ADD:
  case OP_ADDC: sum = fmt(e, "(%s)%s + (%s)%s + %s", w, x, w, y, c); break;
  case OP_SUB:
  case OP_SUBC: sum = fmt(e, "(%s)%s - (%s)%s - %s", w, x, w, y, c); break;
  case OP_MAD:
  case OP_MADC: {
    const char *prod = (in->flags & IF_HI) ? fmt(e, "(((%s)%s * (%s)%s) >> %d)", w, x, w, y, b)
                                           : fmt(e, "(%s)(%s)((%s)%s * (%s)%s)", w, utype(b), w, x, w, y);
    sum = fmt(e, "%s + (%s)%s + %s", prod, w, A(3, ut), c);
    break;
  }
  default: emit_err(e, in->line, "carry flag (.cc) on '%s' is not supported", ptx_opinfos[in->op].name);
  }
  out(e, "{ %s s_ = %s;\n", w, sum);
  emit_wr_op(e, &in->ops[0], ut, fmt(e, "(%s)s_", utype(b)), in->line);
  if (in->flags & IF_CC) out(e, "cc_ = (uint32_t)(s_ >> %d) & 1u;\n", b);
  out(e, "}\n");
}

/* ---- tensor cores: wmma, mma.sync, ldmatrix, stmatrix ----
 * wmma.load/store run per lane in heddle's own fragment layout (hd_wmma_ldst). mma,
 * ldmatrix and stmatrix are warp exchanges with a payload: the first half copies the lane's
 * operand registers (ldmatrix: its row address; stmatrix: that and its words) into mx_, the
 * second has the warp's first lane to arrive in this loop run compute every lane's result
 * into md_ (hd_mma, hd_ldmatrix), which each lane then copies into its registers, or store
 * the warp's matrices (hd_stmatrix). */

/* A fragment operand's registers as 32-bit words (a 64-bit register is two, low first). */
static int frag_words(emitter *e, const ptx_operand *o, int line) {
  if (o->kind != OPK_VEC) emit_err(e, line, "a matrix fragment must be a vector of registers {...}");
  int n = 0;
  for (int k = 0; k < o->nvec; k++) n += o->vec[k].kind == OPK_REG && bits(regtype(e, o->vec[k].reg)) == 64 ? 2 : 1;
  return n;
}
static void frag_read(emitter *e, const ptx_operand *o, const char *w, int at, int line) {
  for (int k = 0; k < o->nvec; k++) {
    const ptx_operand *x = &o->vec[k];
    if (x->kind == OPK_REG && bits(regtype(e, x->reg)) == 64) {
      out(e, "{ uint64_t v_ = %s; %s[%d] = (uint32_t)v_; %s[%d] = (uint32_t)(v_ >> 32); }\n",
          emit_rd(e, x, TY_U64, line), w, at, w, at + 1);
      at += 2;
    } else out(e, "%s[%d] = %s;\n", w, at++, emit_rd(e, x, TY_U32, line));
  }
}
static void frag_write(emitter *e, const ptx_operand *o, const char *w, int line) {
  for (int k = 0, at = 0; k < o->nvec; k++) {
    const ptx_operand *x = &o->vec[k];
    if (x->kind == OPK_REG && bits(regtype(e, x->reg)) == 64) {
      emit_wr_op(e, x, TY_U64, fmt(e, "((uint64_t)%s[%d] | (uint64_t)%s[%d] << 32)", w, at, w, at + 1), line);
      at += 2;
    } else emit_wr_op(e, x, TY_U32, fmt(e, "%s[%d]", w, at++), line);
  }
}

/* Words each lane puts in mx_ for an exchange of this kind, and gets back in md_. */
static void matrix_words(emitter *e, const ptx_inst *in, int *nx, int *nd) {
  if (in->op == OP_LDMATRIX) {
    *nx = 2;
    *nd = in->mma.frag;
    return;
  }
  if (in->op == OP_MOVMATRIX) { /* the lane's word; its word of the transpose back */
    *nx = 1;
    *nd = 1;
    return;
  }
  if (in->op == OP_STMATRIX) { /* the row address and the lane's words; nothing back */
    *nx = 2 + in->mma.frag;
    *nd = 1;
    return;
  }
  *nx = frag_words(e, &in->ops[1], in->line) + frag_words(e, &in->ops[2], in->line) +
      frag_words(e, &in->ops[3], in->line);
  *nd = frag_words(e, &in->ops[0], in->line);
}

/* Where the words of the k-th exchange with a payload of block b start in mx_ and md_ (the
 * mma deferred to one stop (cfg_group_mma) lie side by side; k = b->nins: the block's total). */
void emit_matrix_offsets(emitter *e, const cfg_block *b, int k, int *xoff, int *doff) {
  *xoff = *doff = 0;
  for (int j = 0; j < k; j++) {
    const ptx_inst *p = &e->cf->insts.v[b->ins[j]];
    if (!(ptx_opinfos[p->op].flags & F_PAYLOAD)) continue;
    int nx, nd;
    matrix_words(e, p, &nx, &nd);
    *xoff += nx;
    *doff += nd;
  }
}

static const char *mt_name(int k) {
  static const char *n[] = {"0",          "HD_MT_F16",  "HD_MT_BF16", "HD_MT_TF32", "HD_MT_F32",
                            "HD_MT_F64",  "HD_MT_S8",   "HD_MT_U8",   "HD_MT_S32",  "HD_MT_B16",
                            "HD_MT_E4M3", "HD_MT_E5M2", "HD_MT_S4",   "HD_MT_U4",   "HD_MT_B1"};
  return k >= 0 && k <= HD_MT_B1 ? n[k] : "0";
}

/* Checks what hd_mma computes: the shapes and kinds of wmma.mma and mma.sync heddle knows. */
static void check_mma(emitter *e, const ptx_inst *in) {
  const ptx_mma *mm = &in->mma;
  int a = mm->ty[1], c = mm->ty[3], d = mm->ty[0];
  int quads = !mm->wmma && a == HD_MT_F16 && mm->m == 8 && mm->n == 8 && mm->k == 4; /* four products a warp */
  int fl = a == HD_MT_F16 || a == HD_MT_BF16, in8 = a == HD_MT_S8 || a == HD_MT_U8;
  int f8 = a == HD_MT_E4M3 || a == HD_MT_E5M2; /* sm_89's fp8: A and B may differ */
  int in4 = a == HD_MT_S4 || a == HD_MT_U4, b1 = a == HD_MT_B1, bt = mm->ty[2]; /* sub-byte integers, bits */
  int ok = mm->nty == 4 &&
      (bt == a || (f8 && (bt == HD_MT_E4M3 || bt == HD_MT_E5M2)) || (in8 && (bt == HD_MT_S8 || bt == HD_MT_U8)) ||
       (in4 && (bt == HD_MT_S4 || bt == HD_MT_U4)));
  if (mm->wmma)
    ok = ok &&
        ((fl && mm->k == 16 && mm->m * mm->n == 256) || (in8 && mm->k == 16 && mm->m * mm->n == 256) ||
         (a == HD_MT_TF32 && mm->m == 16 && mm->n == 16 && mm->k == 8) ||
         (a == HD_MT_F64 && mm->m == 8 && mm->n == 8 && mm->k == 4));
  else
    ok = ok &&
        (quads || (fl && mm->m == 16 && mm->n == 8 && (mm->k == 8 || mm->k == 16)) ||
         ((in8 || f8) && mm->m == 16 && mm->n == 8 && (mm->k == 16 || mm->k == 32)) ||
         (in8 && mm->m == 8 && mm->n == 8 && mm->k == 16) ||
         (in4 && mm->n == 8 && ((mm->m == 8 && mm->k == 32) || (mm->m == 16 && (mm->k == 32 || mm->k == 64)))) ||
         (b1 && mm->bitop && mm->n == 8 &&
          ((mm->m == 8 && mm->k == 128) || (mm->m == 16 && (mm->k == 128 || mm->k == 256)))) ||
         (a == HD_MT_TF32 && mm->m == 16 && mm->n == 8 && (mm->k == 4 || mm->k == 8)) ||
         (a == HD_MT_F64 && mm->m == 8 && mm->n == 8 && mm->k == 4)) &&
        ((!mm->col[0] && mm->col[1]) || quads); /* m8n8k4 .f16: any layouts */
  if (quads && c == HD_MT_F32) ok = ok && d == HD_MT_F32; /* as ptxas has it */
  if (a == HD_MT_F64) ok = ok && c == HD_MT_F64 && d == HD_MT_F64;
  else if (in8 || in4 || b1) ok = ok && c == HD_MT_S32 && d == HD_MT_S32;
  else
    ok = ok && (c == HD_MT_F32 || (c == HD_MT_F16 && (a == HD_MT_F16 || f8))) &&
        (d == HD_MT_F32 || (d == HD_MT_F16 && (a == HD_MT_F16 || f8)));
  if (!ok) emit_err(e, in->line, "this shape, layout or type of %s is not supported", mm->wmma ? "wmma.mma" : "mma");
  /* each operand's registers must hold its share of the matrix */
  int rows[3] = {mm->m, mm->k, mm->m}, cols[3] = {mm->k, mm->n, mm->n}, kinds[3] = {a, a, c};
  for (int o = 0; o < 3; o++) {
    int have = frag_words(e, &in->ops[o + 1], in->line) * 32 / (int)hd_mt_bits(kinds[o]) * 32 / (quads ? 4 : 1);
    if (have < rows[o] * cols[o] || (!mm->wmma && have != rows[o] * cols[o]))
      emit_err(e, in->line, "operand %d of %s has the wrong number of registers", o + 2, mm->wmma ? "wmma.mma" : "mma");
  }
}

/* First half of the k-th exchange of block b: this lane's operands into its row of mx_. */
void emit_matrix_publish(emitter *e, const cfg_block *b, int k) {
  const ptx_inst *in = &e->cf->insts.v[b->ins[k]];
  int xoff, doff;
  emit_matrix_offsets(e, b, k, &xoff, &doff);
  out(e, "{ uint32_t *const w_ = mx_ + (size_t)t * %du + %du;\n", e->mma_nx, xoff);
  if (in->op == OP_MOVMATRIX) {
    if (in->mma.m != 8 || !in->mma.col[0] || (in->mma.nty && in->mma.ty[0] != HD_MT_B16))
      emit_err(e, in->line, "movmatrix needs .m8n8.trans.b16");
    out(e, "w_[0] = %s;\n", emit_rd(e, &in->ops[1], TY_U32, in->line));
  } else if (in->op == OP_LDMATRIX || in->op == OP_STMATRIX) {
    int st = in->op == OP_STMATRIX;
    if (in->mma.m != 8 || (in->mma.frag != 1 && in->mma.frag != 2 && in->mma.frag != 4) ||
        (in->mma.nty && in->mma.ty[0] != HD_MT_B16))
      emit_err(e, in->line, "%s needs .m8n8, .x1, .x2 or .x4 and .b16", st ? "stmatrix" : "ldmatrix");
    out(e, "uint64_t a_ = (uint64_t)(uintptr_t)%s; w_[0] = (uint32_t)a_; w_[1] = (uint32_t)(a_ >> 32);\n",
        maddr(e, in, &in->ops[st ? 0 : 1], TY_U8, in->space));
    if (st) { /* the lane's words of the matrices */
      const ptx_operand *f = &in->ops[1];
      if (f->kind == OPK_REG && in->mma.frag == 1) out(e, "w_[2] = %s;\n", emit_rd(e, f, TY_U32, in->line));
      else if (f->kind != OPK_VEC || f->nvec != in->mma.frag || frag_words(e, f, in->line) != in->mma.frag)
        emit_err(e, in->line, "stmatrix .x%d needs %d 32-bit registers", in->mma.frag, in->mma.frag);
      else frag_read(e, f, "w_", 2, in->line);
    }
  } else {
    check_mma(e, in);
    int at = 0;
    for (int o = 1; o <= 3; o++) {
      frag_read(e, &in->ops[o], "w_", at, in->line);
      at += frag_words(e, &in->ops[o], in->line);
    }
  }
  out(e, "}\n");
}

/* The warp's results of one exchange, from its words at xoff in mx_ to doff in md_. */
static void emit_matrix_compute(emitter *e, const ptx_inst *in, int xoff, int doff) {
  const char *x = fmt(e, "mx_ + (size_t)wb_ * %du + %du, %du", e->mma_nx, xoff, e->mma_nx);
  const char *d = fmt(e, "md_ + (size_t)wb_ * %du + %du, %du", e->mma_nd, doff, e->mma_nd);
  if (in->op == OP_LDMATRIX) out(e, "hd_ldmatrix(%s, %s, nl_w_, %d, %d);\n", x, d, in->mma.frag, in->mma.col[0]);
  else if (in->op == OP_MOVMATRIX) out(e, "hd_movmatrix(%s, %s, nl_w_);\n", x, d);
  else if (in->op == OP_STMATRIX) out(e, "hd_stmatrix(%s, nl_w_, %d, %d);\n", x, in->mma.frag, in->mma.col[0]);
  else {
    const ptx_mma *mm = &in->mma;
    int wd = frag_words(e, &in->ops[0], in->line), wa = frag_words(e, &in->ops[1], in->line),
        wb = frag_words(e, &in->ops[2], in->line), wc = frag_words(e, &in->ops[3], in->line);
    out(e,
        "{ static const hd_mmadesc d_ = {%d, %d, %d, %d, {%s, %s, %s, %s}, {%d, %d, %d, %d}, %d, %d, %d};\n"
        "hd_mma(&d_, %s, %s, nl_w_); }\n",
        mm->m, mm->n, mm->k, mm->wmma, mt_name(mm->ty[0]), mt_name(mm->ty[1]), mt_name(mm->ty[2]), mt_name(mm->ty[3]),
        wd, wa, wb, wc, mm->satfinite, mm->col[0] | mm->col[1] << 1, mm->bitop, x, d);
  }
}

/* Second half of the k-th exchange of post block b: the first computes the warp's results
 * of all the block's exchanges (several mma deferred to one stop), once per loop run; each
 * then copies this lane's share into its registers. */
void emit_matrix_post(emitter *e, const cfg_block *b, int k) {
  ptx_inst *in = &e->cf->insts.v[b->ins[k]];
  if (k == 0) {
    out(e, "{ const uint32_t wb_ = t & ~31u, nl_w_ = nthr - wb_ < 32 ? nthr - wb_ : 32;\n");
    out(e, "if (mtag_[t >> 5] != ep_) {\nmtag_[t >> 5] = ep_;\n");
    for (int j = 0; j < b->nins; j++) {
      const ptx_inst *p = &e->cf->insts.v[b->ins[j]];
      if (!(ptx_opinfos[p->op].flags & F_PAYLOAD)) continue;
      int xoff, doff;
      emit_matrix_offsets(e, b, j, &xoff, &doff);
      emit_matrix_compute(e, p, xoff, doff);
    }
    out(e, "}\n}\n");
  }
  if (in->op == OP_STMATRIX) return; /* stored: nothing comes back */
  int xoff, doff;
  emit_matrix_offsets(e, b, k, &xoff, &doff);
  out(e, "{ const uint32_t *const w_ = md_ + (size_t)t * %du + %du;\n", e->mma_nd, doff);
  if (in->op == OP_MOVMATRIX) emit_wr_op(e, &in->ops[0], TY_U32, "w_[0]", in->line);
  else if (in->op == OP_LDMATRIX) {
    if (in->ops[0].kind != OPK_VEC && in->ops[0].kind != OPK_REG) emit_err(e, in->line, "ldmatrix needs registers");
    if (in->ops[0].kind == OPK_REG) emit_wr_op(e, &in->ops[0], TY_U32, "w_[0]", in->line);
    else {
      if (in->ops[0].nvec != in->mma.frag)
        emit_err(e, in->line, "ldmatrix .x%d needs %d registers", in->mma.frag, in->mma.frag);
      frag_write(e, &in->ops[0], "w_", in->line);
    }
  } else frag_write(e, &in->ops[0], "w_", in->line);
  out(e, "}\n");
}

/* wmma.load / wmma.store: each lane its own elements (hd_wmma_ldst). */
static void emit_wmma_ldst(emitter *e, ptx_inst *in) {
  const ptx_mma *mm = &in->mma;
  int st = in->op == OP_WMMA_ST, kind = mm->ty[0];
  const ptx_operand *frag = &in->ops[st ? 1 : 0], *addr = &in->ops[st ? 0 : 1];
  int r, c;
  switch (mm->frag) {
  case 'a': r = mm->m, c = mm->k; break;
  case 'b': r = mm->k, c = mm->n; break;
  case 'c':
  case 'd': r = mm->m, c = mm->n; break;
  default: emit_err(e, in->line, "wmma.load/store needs .a, .b, .c or .d");
  }
  if (!r || !c || !kind || kind == HD_MT_B16 || (st && mm->frag != 'd') || (!st && mm->frag == 'd'))
    emit_err(e, in->line, "this shape, fragment or type of wmma.%s is not supported", st ? "store" : "load");
  int nw = frag_words(e, frag, in->line), ne = nw * 32 / (int)hd_mt_bits(kind);
  if (ne * 32 < r * c) emit_err(e, in->line, "the fragment has too few registers for its matrix");
  const char *ld = in->nops > 2 ? emit_rd(e, &in->ops[2], TY_U32, in->line) : fmt(e, "%du", mm->col[0] ? r : c);
  out(e, "{ uint32_t w_[%d];\n", nw);
  if (st) frag_read(e, frag, "w_", 0, in->line);
  out(e, "hd_wmma_ldst((unsigned char *)%s, %s, %d, t & 31u, %d, %d, %s, %d, w_, %d);\n",
      maddr(e, in, addr, TY_U8, in->space), ld, mm->col[0], r, c, mt_name(kind), ne, st);
  if (!st) frag_write(e, frag, "w_", in->line);
  out(e, "}\n");
}

/* A shuffle's source lane j_ for lane lane_ (bv_, cv_, sm_ its operands), and whether it is
 * in range (ok_), as PTX defines them. */
static void shfl_source(emitter *e, const ptx_inst *in) {
  out(e, "uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_; (void)min_;\n");
  switch (in->cmp) {
  case XM_UP: out(e, "j_ = (int32_t)lane_ - (int32_t)bv_; ok_ = j_ >= (int32_t)max_;\n"); break;
  case XM_DOWN: out(e, "j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;\n"); break;
  case XM_BFLY: out(e, "j_ = (int32_t)(lane_ ^ bv_); ok_ = j_ <= (int32_t)max_;\n"); break;
  case XM_IDX: out(e, "j_ = (int32_t)(min_ | (bv_ & ~sm_)); ok_ = j_ <= (int32_t)max_;\n"); break;
  default: emit_err(e, in->line, "shfl needs a mode (.up, .down, .bfly, .idx)");
  }
}

/* ---- warp runs (cfg.c, cfg_warp_runs) ----
 * A run's first half publishes, in each lane, the registers the run reads: word k of lane l
 * of warp w at wx_[(w * run_nx + k) * 32 + l]. Its second half runs the run once per warp
 * over 32-lane arrays W<r>_ (emit_warp_prog): one lane loop a segment (an exchange and the
 * arithmetic up to the next), so that the C compiler vectorizes each, and leaves the
 * registers read after the run in wd_, laid out alike, where each lane reads its own. */

/* Word w of a value x of register r's type, as uint32_t. */
static const char *run_pack(emitter *e, int r, const char *x, int w) {
  ptx_type s = regtype(e, r);
  if (s == TY_PRED) return fmt(e, "(uint32_t)(%s)", x);
  if (isf(s)) return bits(s) == 64 ? fmt(e, "(uint32_t)(hd_d2u(%s) >> %d)", x, 32 * w) : fmt(e, "hd_f2u(%s)", x);
  return bits(s) == 64 ? fmt(e, "(uint32_t)((uint64_t)(%s) >> %d)", x, 32 * w) : fmt(e, "(uint32_t)(%s)", x);
}

/* Register r (the C variable r<r> in scope) from its words w0 and w1. */
static void run_unpack(emitter *e, int r, const char *w0, const char *w1) {
  if (bits(regtype(e, r)) == 64) wr(e, r, TY_B64, fmt(e, "((uint64_t)%s | (uint64_t)%s << 32)", w0, w1));
  else wr(e, r, TY_B32, w0);
}

static int run_words(emitter *e, int r) { return bits(regtype(e, r)) == 64 ? 2 : 1; }

/* The C type of register r in a run's lane arrays and loops: predicates as 32-bit words, so
 * that a segment's loop does not mix byte and word lanes (gcc then packs and unpacks) */
static const char *run_ctype(emitter *e, int r) { return regtype(e, r) == TY_PRED ? "uint32_t" : ctype(regtype(e, r)); }

/* First half of a warp run (the last instruction of its block): this lane's registers. */
void emit_warp_publish(emitter *e, const ptx_inst *in) {
  const ptx_operand *v = &in->ops[1];
  /* a chain's next pass reads the warp's own buffer (wxc_), a block-wide loop the block's */
  for (int blk = 0; blk < 2; blk++) {
    if (blk ? e->chain && e->chain_next >= 0 : !e->chain || e->chain_next < 0) continue;
    if (!blk) out(e, "{ uint32_t *const p_ = wxc_ + (t - w_);\n");
    else if (e->chain) out(e, "{ uint32_t *const p_ = wx_ + (size_t)(w_ >> 5) * %du + (t - w_);\n", 32 * e->run_nx);
    else out(e, "{ uint32_t *const p_ = wx_ + (size_t)(t >> 5) * %du + (t & 31u);\n", 32 * e->run_nx);
    for (int k = 0, w = 0; k < v->nvec; k++) {
      int r = v->vec[k].reg;
      const char *x = emit_rd(e, &v->vec[k], regtype(e, r), in->line);
      for (int h = 0; h < run_words(e, r); h++, w++) out(e, "p_[%d] = %s;\n", 32 * w, run_pack(e, r, x, h));
    }
    out(e, "}\n");
  }
}

static int run_has(const int *v, int n, int r) {
  for (int k = 0; k < n; k++)
    if (v[k] == r) return 1;
  return 0;
}

/* The lane loop of one segment of a run, [a, b): C variables r<r> for its registers (those
 * it reads before writing loaded from W<r>_), the code, and what it wrote stored back. */
static void run_segment(emitter *e, const ptx_inst *run, int a, int b, int with_x) {
  const ptx_inst *prog = run->prog;
  int rd[512], nrd = 0, wt[512], nwt = 0;
  if (!with_x && ++a == b) return; /* the exchange done already, and nothing after it */
  for (int j = a; j < b; j++) {
    int u[48], nu = cfg_run_uses(&prog[j], u), d[9], nd = cfg_run_defs(&prog[j], d);
    for (int k = 0; k < nu; k++)
      if (!run_has(rd, nrd, u[k]) && !run_has(wt, nwt, u[k]) && nrd < 512) rd[nrd++] = u[k];
    for (int k = 0; k < nd; k++)
      if (!run_has(wt, nwt, d[k]) && nwt < 512) wt[nwt++] = d[k];
  }
  if (nrd == 512 || nwt == 512) emit_err(e, prog[a].line, "internal: warp run segment too large");
  out(e, "for (uint32_t l_ = 0; l_ < 32; l_++) {\nconst uint32_t lane_ = l_; (void)lane_;\n");
  for (int k = 0; k < nrd; k++) out(e, "%s r%d = W%d_[l_];\n", run_ctype(e, rd[k]), rd[k], rd[k]);
  for (int k = 0; k < nwt; k++)
    if (!run_has(rd, nrd, wt[k])) out(e, "%s r%d;\n", run_ctype(e, wt[k]), wt[k]);
  const ptx_inst *x = &prog[a];
  if (!with_x) a--;
  else if (x->op == OP_SHFL) {
    out(e, "{ uint32_t bv_ = %s & 31u, c_ = %s, cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;\n",
        emit_rd(e, &x->ops[2], TY_U32, x->line), emit_rd(e, &x->ops[3], TY_U32, x->line));
    shfl_source(e, x);
    /* out of range: the lane's own value; a lane not taking part: 0 (emit_exchange), as s_ holds */
    out(e, "const uint32_t sv_ = ok_ ? s_[32 + j_] : s_[32 + lane_];\n");
    emit_wr_op(e, &x->ops[0], TY_U32, "sv_", x->line);
    if (x->ops[0].reg2 >= 0) wr(e, x->ops[0].reg2, TY_PRED, "ok_");
    out(e, "}\n");
  } else if (x->op == OP_VOTE) {
    out(e, "{ uint32_t act_ = pa_, bal_ = wbal_;\n");
    if (x->nops > 2) out(e, "{ uint32_t m_ = %s; act_ &= m_; bal_ &= m_; }\n", emit_rd(e, &x->ops[2], TY_U32, x->line));
    const char *r = (int)x->cmp == XM_BALLOT ? "bal_"
        : (int)x->cmp == XM_ANY              ? "(uint32_t)(bal_ != 0)"
        : (int)x->cmp == XM_ALL              ? "(uint32_t)(bal_ == act_)"
                                             : "(uint32_t)(bal_ == 0 || bal_ == act_)";
    emit_wr_op(e, &x->ops[0], TY_U32, r, x->line);
    out(e, "}\n");
  } else emit_err(e, x->line, "internal: warp run segment without an exchange");
  for (int j = a + 1; j < b; j++) emit_inst(e, (ptx_inst *)&prog[j]);
  /* what a later segment reads, or the lanes read after the run */
  int later[1024], nlater = 0;
  for (int j = b; j < run->nprog; j++) {
    int u[48], nu = cfg_run_uses(&prog[j], u);
    for (int k = 0; k < nu; k++)
      if (!run_has(later, nlater, u[k]) && nlater < 1024) later[nlater++] = u[k];
  }
  for (int k = 0; k < run->ops[0].nvec && nlater < 1024; k++) later[nlater++] = run->ops[0].vec[k].reg;
  for (int k = 0; k < nwt; k++)
    if (run_has(later, nlater, wt[k]) || nlater == 1024) out(e, "W%d_[l_] = r%d;\n", wt[k], wt[k]);
  out(e, "}\n");
}

/* The source lane of each lane of a shuffle whose lane, clamp and segment are constants
 * (itself where out of range, as shfl_source); *okm: the lanes in range. */
static int shfl_const_sources(const ptx_inst *x, int *src, uint32_t *okm) {
  if (x->ops[2].kind != OPK_IMM || x->ops[3].kind != OPK_IMM) return 0;
  uint32_t bv = (uint32_t)x->ops[2].imm & 31u, c = (uint32_t)x->ops[3].imm, cv = c & 31u, sm = (c >> 8) & 31u;
  *okm = 0;
  for (uint32_t l = 0; l < 32; l++) {
    uint32_t max = (l & sm) | (cv & ~sm), min = l & sm;
    int32_t j;
    int ok;
    switch (x->cmp) {
    case XM_UP: j = (int32_t)l - (int32_t)bv, ok = j >= (int32_t)max; break;
    case XM_DOWN: j = (int32_t)(l + bv), ok = j <= (int32_t)max; break;
    case XM_BFLY: j = (int32_t)(l ^ bv), ok = j <= (int32_t)max; break;
    case XM_IDX: j = (int32_t)(min | (bv & ~sm)), ok = j <= (int32_t)max; break;
    default: return 0;
    }
    src[l] = ok ? j : (int)l;
    if (ok) *okm |= 1u << l;
  }
  return 1;
}

/* A constant shuffle of a run as permutes of whole vectors: blocks of n lanes (16 where the
 * CPU has 512-bit vectors, else 8), each output block drawn from at most two input blocks.
 * A lane loop reading the source array at an offset from what the loop before stored, in
 * vectors, waits for those stores to reach the cache (store forwarding fails): that cost
 * as much as the old stop of the lane loop. Returns 0 when the permute is not of that form. */
static int run_vec_blocks(const int *src, int n, int (*in)[2]) {
  for (int k = 0; k < 32 / n; k++) {
    in[k][0] = in[k][1] = -1;
    for (int l = k * n; l < (k + 1) * n; l++) {
      int b = src[l] / n;
      if (b == in[k][0] || b == in[k][1]) continue;
      if (in[k][0] < 0) in[k][0] = b;
      else if (in[k][1] < 0) in[k][1] = b;
      else return 0;
    }
    if (in[k][1] < 0) in[k][1] = in[k][0];
  }
  return 1;
}

static void run_vec_emit(emitter *e, const int *src, int n, int (*in)[2], int sr, int dr) {
  for (int k = 0; k < 32 / n; k++) {
    out(e, "hv%d_ i%d_; memcpy(&i%d_, W%d_ + %d, %d);\n", n, k, k, sr, k * n, 4 * n);
    out(e, "if (~pa_) { hv%d_ m_; memcpy(&m_, pm_ + %d, %d); i%d_ &= m_; }\n", n, k * n, 4 * n, k);
  }
  for (int k = 0; k < 32 / n; k++) {
    strbuf idx = {0};
    for (int l = k * n; l < (k + 1) * n; l++) {
      int b = src[l] / n, off = src[l] % n;
      sb_printf(&idx, "%s%d", l > k * n ? ", " : "", b == in[k][0] ? off : n + off);
    }
    out(e, "#ifdef __clang__\nhv%d_ o%d_ = __builtin_shufflevector(i%d_, i%d_, %s);\n", n, k, in[k][0], in[k][1],
        idx.p);
    out(e, "#else\nhv%d_ o%d_ = __builtin_shuffle(i%d_, i%d_, (hv%d_){%s});\n#endif\n", n, k, in[k][0], in[k][1], n,
        idx.p);
    sb_free(&idx);
  }
  for (int k = 0; k < 32 / n; k++) out(e, "memcpy(W%d_ + %d, &o%d_, %d);\n", dr, k * n, k, 4 * n);
}

/* The exchange of a run's segment that starts with a constant shuffle, done with vector
 * permutes (run_vec_blocks); 0 if it cannot be. */
static int run_vec_shfl(emitter *e, const ptx_inst *run, int a, const int *later, int nlater) {
  const ptx_inst *x = &run->prog[a];
  int src[32], in16[2][2], in8[4][2];
  uint32_t okm;
  if (x->op != OP_SHFL || x->ops[0].kind != OPK_REG || x->ops[1].kind != OPK_REG) return 0;
  int sr = x->ops[1].reg, dr = x->ops[0].reg;
  if (bits(regtype(e, sr)) != 32 || bits(regtype(e, dr)) != 32 || !shfl_const_sources(x, src, &okm) ||
      !run_vec_blocks(src, 16, in16) || !run_vec_blocks(src, 8, in8))
    return 0;
  out(e, "{\n#if defined(__AVX512F__)\n");
  run_vec_emit(e, src, 16, in16, sr, dr);
  out(e, "#else\n");
  run_vec_emit(e, src, 8, in8, sr, dr);
  out(e, "#endif\n}\n");
  if (x->ops[0].reg2 >= 0 && run_has(later, nlater, x->ops[0].reg2))
    out(e, "for (uint32_t l_ = 0; l_ < 32; l_++) W%d_[l_] = 0x%08xu >> l_ & 1u;\n", x->ops[0].reg2, okm);
  return 1;
}

static void emit_warp_prog_body(emitter *e, const ptx_inst *run);

/* The number of warp run `run` (either half) among the kernel's, in instruction order. */
static int run_index(emitter *e, const ptx_inst *run) {
  int n = 0;
  for (int i = 0; i < e->cf->insts.n; i++) {
    const ptx_inst *in = &e->cf->insts.v[i];
    if (in->op != OP_WARPRUN || (in->flags & IF_POST)) continue;
    if (in->prog == run->prog) return n;
    n++;
  }
  emit_err(e, run->line, "internal: warp run not found");
}

/* Second half of a warp run, once per warp: wb the warp's first thread, act the lanes taking
 * part (those that published), from wx_ to wd_ (chain: the warp's own wxc_ and wdc_). The
 * run is a function of its own (emit_warp_prog_defs): a chain's pass and a block-wide loop
 * both call it. */
void emit_warp_prog(emitter *e, const ptx_inst *run, const char *wb, const char *act, int chain) {
  if (chain) out(e, "hdr%d_%d(wxc_, wdc_, %s);\n", e->fidx, run_index(e, run), act);
  else
    out(e, "hdr%d_%d(wx_ + (size_t)(%s >> 5) * %du, wd_ + (size_t)(%s >> 5) * %du, %s);\n", e->fidx, run_index(e, run),
        wb, 32 * e->run_nx, wb, 32 * e->run_nd, act);
}

/* The warp runs' functions of the kernel: their declarations (before the kernel) or their
 * definitions (after it). */
void emit_warp_prog_defs(emitter *e, int define) {
  int n = 0;
  for (int i = 0; i < e->cf->insts.n; i++) {
    const ptx_inst *in = &e->cf->insts.v[i];
    if (in->op != OP_WARPRUN || (in->flags & IF_POST)) continue;
    out(e, "static void hdr%d_%d(const uint32_t *X_, uint32_t *D_, uint32_t pa_)%s\n", e->fidx, n++,
        define ? " {" : ";");
    if (define) emit_warp_prog_body(e, in);
  }
}

static void emit_warp_prog_body(emitter *e, const ptx_inst *run) {
  const char *lo = e->loop_lo;
  e->loop_lo = NULL; /* the registers are the run's lanes': no forms affine in tx */
  const ptx_inst *prog = run->prog;
  int np = run->nprog, all[1024], nall = 0;
  out(e, "{ /* warp run: PTX lines %d-%d */\n", prog[0].line, prog[np - 1].line);
  out(e,
      "typedef uint32_t hv16_ __attribute__((vector_size(64))); typedef uint32_t hv8_ __attribute__((vector_size(32)));\n");
  out(e, "uint32_t pm_[32]; for (uint32_t l_ = 0; l_ < 32; l_++) pm_[l_] = 0u - (pa_ >> l_ & 1u);\n");
  for (int j = 0; j < np; j++) {
    int u[48], nu = cfg_run_uses(&prog[j], u), d[9], nd = cfg_run_defs(&prog[j], d);
    for (int k = 0; k < nu + nd; k++) {
      int r = k < nu ? u[k] : d[k - nu];
      if (!run_has(all, nall, r) && nall < 1024) all[nall++] = r;
    }
  }
  for (int k = 0; k < nall; k++) out(e, "%s W%d_[32];\n", run_ctype(e, all[k]), all[k]);
  const ptx_operand *in = &run->ops[1], *res = &run->ops[0];
  out(e, "for (uint32_t l_ = 0; l_ < 32; l_++) {\n");
  for (int k = 0, w = 0; k < in->nvec; k++) {
    int r = in->vec[k].reg;
    out(e, "{ %s r%d;\n", run_ctype(e, r), r);
    run_unpack(e, r, fmt(e, "X_[%d + l_]", 32 * w), fmt(e, "X_[%d + l_]", 32 * (w + 1)));
    out(e, "W%d_[l_] = r%d; }\n", r, r);
    w += run_words(e, r);
  }
  out(e, "}\n");
  for (int j = 0; j < np;) {
    const ptx_inst *x = &prog[j];
    int end = j + 1;
    while (end < np && prog[end].op != OP_SHFL && prog[end].op != OP_VOTE) end++;
    out(e, "{\n");
    int later[1024], nlater = 0; /* what the rest of the run reads, and the lanes after it */
    for (int q = j + 1; q < np; q++) {
      int u[48], nu = cfg_run_uses(&prog[q], u);
      for (int k = 0; k < nu; k++)
        if (!run_has(later, nlater, u[k]) && nlater < 1024) later[nlater++] = u[k];
    }
    for (int k = 0; k < res->nvec && nlater < 1024; k++) later[nlater++] = res->vec[k].reg;
    if (run_vec_shfl(e, run, j, later, nlater)) {
      run_segment(e, run, j, end, 0);
      out(e, "}\n");
      j = end;
      continue;
    }
    if (x->op == OP_SHFL) { /* every lane's source value first (0 where the lane does not take part) */
      out(e, "uint32_t s_[96];\nfor (uint32_t l_ = 0; l_ < 32; l_++) {\n");
      if (x->ops[1].kind == OPK_REG)
        out(e, "%s r%d = W%d_[l_];\n", run_ctype(e, x->ops[1].reg), x->ops[1].reg, x->ops[1].reg);
      out(e, "s_[32 + l_] = pa_ >> l_ & 1u ? %s : 0u;\n}\n", emit_rd(e, &x->ops[1], TY_U32, x->line));
    } else { /* the lanes taking part whose predicate holds */
      out(e, "uint32_t wbal_ = 0;\nfor (uint32_t l_ = 0; l_ < 32; l_++) {\n");
      if (x->ops[1].kind == OPK_REG)
        out(e, "%s r%d = W%d_[l_];\n", run_ctype(e, x->ops[1].reg), x->ops[1].reg, x->ops[1].reg);
      out(e, "wbal_ |= (uint32_t)((pa_ >> l_ & 1u) && (%s)) << l_;\n}\n", emit_rd(e, &x->ops[1], TY_PRED, x->line));
    }
    run_segment(e, run, j, end, 1);
    out(e, "}\n");
    j = end;
  }
  out(e, "for (uint32_t l_ = 0; l_ < 32; l_++) {\n");
  for (int k = 0, w = 0; k < res->nvec; k++) {
    int r = res->vec[k].reg;
    for (int h = 0; h < run_words(e, r); h++, w++)
      out(e, "D_[%d + l_] = %s;\n", 32 * w, run_pack(e, r, fmt(e, "W%d_[l_]", r), h));
  }
  out(e, "}\n}\n}\n"); /* the lanes, the run, the function */
  e->loop_lo = lo;
}

/* Second half of a warp run in a lane: the run's results, computed for its warp first
 * unless a warp chain did at the start of its pass. */
static void emit_warp_run_post(emitter *e, const ptx_inst *in, int cb, const char *xv, const char *xa) {
  if (!cb) { /* the first lane of the lanes that met here (one tag) computes the warp's */
    out(e, "{ const uint32_t mt_ = %s[t];\nif (wtg_[wb_ >> 5] != mt_) {\nwtg_[wb_ >> 5] = mt_;\n", xa);
    out(e,
        "uint32_t bal_ = 0, act_ = 0;\n"
        "if (wb_ + 32 <= nthr) hd_wvote%d(%s + wb_, %s + wb_, mt_, &act_, &bal_);\n"
        "else for (uint32_t l_ = 0; l_ < 32 && wb_ + l_ < nthr; l_++) if (%s[wb_ + l_] == mt_) act_ |= 1u << l_;\n",
        e->xt_wide ? 64 : 32, xv, xa, xa);
    emit_warp_prog(e, in, "wb_", "act_", 0);
    out(e, "}\n}\n");
  }
  /* in a chain, indexed by the 64-bit t - w_: the 32-bit lane_ is not affine for gcc */
  if (cb) out(e, "{ const uint32_t *const q_ = wdc_ + (t - w_);\n");
  else
    out(e, "{ const uint32_t *const q_ = wd_ + (size_t)(wb_ >> 5) * %du + %s;\n", 32 * e->run_nd,
        e->chain ? "(t - w_)" : "lane_");
  const ptx_operand *res = &in->ops[0];
  for (int k = 0, w = 0; k < res->nvec; k++) {
    int r = res->vec[k].reg;
    run_unpack(e, r, fmt(e, "q_[%d]", 32 * w), fmt(e, "q_[%d]", 32 * (w + 1)));
    w += run_words(e, r);
  }
  out(e, "}\n");
}

/* Second half of a warp exchange: read the lanes of this thread's warp that published in
 * the same thread-loop run (equal tags): they are the lanes that converged here. It reads
 * a copy (xv2_, xa2_) taken when its loop starts, since the lanes that run before it in
 * this loop may already publish for the next exchange. */
static void emit_exchange(emitter *e, ptx_inst *in) {
  if (e->ctx != CTX_LOOP)
    emit_err(e, in->line, "warp shuffles and votes inside a non-inlined function are not supported");
  if (ptx_opinfos[in->op].flags & F_PAYLOAD) emit_err(e, in->line, "internal: matrix exchange outside its block");
  /* where the lanes' values are: the warp's buffers (chains), or the block's: its copy
   * (xv2_, xa2_) in a block-wide loop, itself in a chain's first loop (nothing writes it) */
  int cb = e->chain && !e->xread_block;
  const char *xv = e->chain ? "xv_" : "xv2_", *xa = e->chain ? "xa_" : "xa2_";
  if (e->chain) out(e, "{ uint32_t lane_ = (uint32_t)(t - w_); size_t wb_ = w_;\n"); /* affine in tx */
  else out(e, "{ uint32_t lane_ = (uint32_t)(t & 31u); size_t wb_ = t - lane_;\n");
  if (in->op == OP_WARPRUN) emit_warp_run_post(e, in, cb, xv, xa);
  else if (in->op == OP_SHFL) {
    out(e, "uint32_t bv_ = %s & 31u, c_ = %s, cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;\n",
        emit_rd(e, &in->ops[2], TY_U32, in->line), emit_rd(e, &in->ops[3], TY_U32, in->line));
    shfl_source(e, in);
    /* out of the lane range: the thread's own value; a lane that does not exist or is not
     * taking part: 0 (measured on an H200) */
    if (cb) {
      /* the warp's buffers, padded so that any j_ (-31..62) can be loaded unconditionally:
       * for a uniform offset the loads are contiguous and the loop vectorizes. Lanes that
       * do not exist or did not publish in the last pass do not carry its tag (xt_). */
      /* indexed from the 64-bit t, so that gcc sees an up or down shuffle's loads as
       * contiguous (lane_ - bv_ is the same index, but not affine to it) */
      const char *jx = (int)in->cmp == XM_UP ? "(int64_t)(t - w_) - (int64_t)bv_"
          : (int)in->cmp == XM_DOWN          ? "(int64_t)(t - w_) + (int64_t)bv_"
                                             : "j_";
      out(e, "uint32_t vj_ = (uint32_t)xr_[%s], vl_ = (uint32_t)xr_[t - w_];\n", jx);
      out(e, "uint32_t sv_ = ok_ ? (full_ || xra_[%s] == xt_ ? vj_ : 0u) : vl_; (void)wb_;\n", jx);
    } else {
      out(e, "size_t src_ = ok_ ? wb_ + (uint32_t)j_ : t;\n");
      out(e, "uint32_t sv_ = src_ < nthr && %s[src_] == %s[t] ? (uint32_t)%s[src_] : 0u;\n", xa, xa, xv);
    }
    emit_wr_op(e, &in->ops[0], TY_U32, "(uint32_t)sv_", in->line);
    if (in->ops[0].reg2 >= 0) wr(e, in->ops[0].reg2, TY_PRED, "ok_");
  } else {
    /* who took part: the lanes with this run's tag for this exchange (chains: one per pass) */
    out(e, "uint32_t bal_ = 0, act_ = 0;\n");
    if (cb) out(e, "bal_ = wbal_; act_ = wact_; (void)wb_;\n");
    else
      out(e,
          "if (wb_ + 32 <= nthr) hd_wvote%d(%s + wb_, %s + wb_, %s[t], &act_, &bal_);\n"
          "else for (uint32_t l_ = 0; l_ < 32 && wb_ + l_ < nthr; l_++) if (%s[wb_ + l_] == %s[t]) "
          "{ act_ |= 1u << l_; if (%s[wb_ + l_]) bal_ |= 1u << l_; }\n",
          e->xt_wide ? 64 : 32, xv, xa, xa, xa, xa, xv);
    /* vote, match and redux count only the lanes of the caller's mask (measured on an H100) */
    if (in->op != OP_ACTIVEMASK && in->nops > (in->op == OP_ELECT ? 1 : 2))
      out(e, "{ uint32_t m_ = %s; act_ &= m_; bal_ &= m_; }\n",
          emit_rd(e, &in->ops[in->op == OP_ELECT ? 1 : 2], TY_U32, in->line));
    const char *vals = cb ? "xr_" : fmt(e, "(%s + wb_)", xv), *r = "act_";
    switch (in->op) {
    case OP_ELECT: /* the lowest lane taking part leads */
      r = "(uint32_t)__builtin_ctz(act_ | 0x80000000u)";
      if (in->ops[0].reg2 >= 0) wr(e, in->ops[0].reg2, TY_PRED, fmt(e, "lane_ == %s", r));
      break;
    case OP_VOTE:
      switch (in->cmp) {
      case XM_BALLOT: r = "bal_"; break;
      case XM_ANY: r = "(uint32_t)(bal_ != 0)"; break;
      case XM_ALL: r = "(uint32_t)(bal_ == act_)"; break;
      case XM_UNI: r = "(uint32_t)(bal_ == 0 || bal_ == act_)"; break;
      default: emit_err(e, in->line, "vote needs a mode (.all, .any, .uni, .ballot)");
      }
      break;
    case OP_MATCH: /* the lanes (of those taking part) holding this lane's value */
      out(e, "const xt_t *const mv_ = %s; const uint32_t eq_ = hd_weq%d(mv_, mv_[lane_]) & act_;\n", vals,
          e->xt_wide ? 64 : 32);
      if ((int)in->cmp == XM_ANY) r = "eq_";
      else if ((int)in->cmp == XM_ALL) {
        r = "(eq_ == act_ ? act_ : 0u)";
        if (in->ops[0].reg2 >= 0) wr(e, in->ops[0].reg2, TY_PRED, "eq_ == act_");
      } else emit_err(e, in->line, "match needs a mode (.any, .all)");
      break;
    case OP_REDUX: { /* over the lanes taking part */
      int sg = in->type == TY_S32;
      const char *ct = sg ? "int32_t" : "uint32_t", *step;
      switch (in->bop) {
      case BOP_ADD: step = "a_ += v_"; break;
      case BOP_MIN: step = "a_ = v_ < a_ ? v_ : a_"; break;
      case BOP_MAX: step = "a_ = v_ > a_ ? v_ : a_"; break;
      case BOP_AND: step = "a_ &= v_"; break;
      case BOP_OR: step = "a_ |= v_"; break;
      case BOP_XOR: step = "a_ ^= v_"; break;
      default: emit_err(e, in->line, "redux needs an operation (.add, .min, .max, .and, .or, .xor)");
      }
      if (isf(in->type)) emit_err(e, in->line, "redux on .%s is not supported", ptx_type_name(in->type));
      const char *init = in->bop == BOP_ADD || in->bop == BOP_OR || in->bop == BOP_XOR ? "0"
          : in->bop == BOP_AND                                                         ? "0xffffffffu"
          : in->bop == BOP_MIN ? (sg ? "INT32_MAX" : "UINT32_MAX")
                               : (sg ? "INT32_MIN" : "0");
      out(e, "const xt_t *const mv_ = %s; %s a_ = (%s)%s;\n", vals, ct, ct, init);
      /* branch-free, a select and a reduction gcc vectorizes */
      out(e, "for (uint32_t l_ = 0; l_ < 32; l_++) { %s v_ = act_ >> l_ & 1u ? (%s)(uint32_t)mv_[l_] : (%s)%s; %s; }\n",
          ct, ct, ct, init, step);
      r = "(uint32_t)a_";
      break;
    }
    default: break; /* activemask */
    }
    emit_wr_op(e, &in->ops[0], TY_U32, r, in->line);
  }
  out(e, "}\n");
}

void emit_inst(emitter *e, ptx_inst *in) {
  out(e, "/*%d*/ ", in->line); /* the PTX line this C comes from */
  if (ptx_opinfos[in->op].flags & F_XCHG) {
    if (e->ctx == CTX_FUNC)
      emit_err(e, in->line, "warp shuffles and votes inside a non-inlined function are not supported");
    if (!(in->flags & IF_POST)) emit_err(e, in->line, "internal: unsplit warp exchange");
    emit_exchange(e, in);
    return;
  }
  int guarded = in->guard >= 0 && in->op != OP_BRA;
  if (guarded) out(e, "if (%sr%d) {\n", in->guard_neg ? "!" : "", in->guard);
  switch (in->op) {
  case OP_MOV: emit_mov(e, in); break;
  case OP_LD:
  case OP_LDU: emit_ld(e, in); break;
  case OP_ST: emit_st(e, in); break;
  case OP_CVTA: emit_cvta(e, in); break;
  case OP_CVT: emit_cvt(e, in); break;
  case OP_SETP: emit_setp(e, in); break;
  case OP_SET: emit_set(e, in); break;
  case OP_SELP:
    emit_wr_op(e, &in->ops[0], in->type, fmt(e, "(%s ? %s : %s)", A(3, TY_PRED), A(1, in->type), A(2, in->type)),
               in->line);
    break;
  case OP_SLCT:
    emit_wr_op(e, &in->ops[0], in->type, fmt(e, "(%s >= 0 ? %s : %s)", A(3, in->type2), A(1, in->type), A(2, in->type)),
               in->line);
    break;
  case OP_TESTP: {
    const char *x = A(1, in->type), *c;
    const char *sfx = in->type == TY_F32 ? "f" : "";
    if (in->flags & IF_FINITE) c = fmt(e, "isfinite(%s)", x);
    else if (in->flags & IF_INFINITE) c = fmt(e, "isinf(%s)", x);
    else if (in->flags & IF_NUMBER) c = fmt(e, "!isnan(%s)", x);
    else if (in->flags & IF_NOTANUMBER) c = fmt(e, "isnan(%s)", x);
    else if (in->flags & IF_NORMAL) c = fmt(e, "isnormal(%s)", x);
    else if (in->flags & IF_SUBNORMAL) c = fmt(e, "(fpclassify(%s) == FP_SUBNORMAL)", x);
    else emit_err(e, in->line, "testp needs a property (.finite, .notanumber, ...)");
    (void)sfx;
    emit_wr_op(e, &in->ops[0], TY_PRED, c, in->line);
    break;
  }
  case OP_ATOM:
  case OP_RED: emit_atom(e, in); break;
  case OP_MBARRIER: emit_mbarrier(e, in); break;
  case OP_CP: emit_cp(e, in); break;
  case OP_GRIDDEP: break; /* a stream's kernels run one after another: the one before has finished */
  case OP_NOP: break; /* an instruction a warp run took in (cfg_warp_runs) */
  case OP_DISCARD:
  case OP_APPLYPRIO:
  case OP_SETMAXNREG: break;
  case OP_CREATEPOLICY: emit_wr_op(e, &in->ops[0], TY_U64, "(uint64_t)0", in->line); break;
  case OP_VABSDIFF2: /* SIMD video: |a - b| per half (byte), merged into c's lanes or (.add) summed onto c */
  case OP_VABSDIFF4: {
    ptx_type dt = in->type, at = in->type2 ? in->type2 : in->type, bt = in->type3 ? in->type3 : at;
    if (issigned(at) != issigned(bt))
      emit_err(e, in->line, "vabsdiff of a signed and an unsigned operand is not supported");
    for (int k = 0; k < 4; k++)
      if (in->ops[k].kind != OPK_REG && in->ops[k].kind != OPK_IMM)
        emit_err(e, in->line, "%s with lane selectors or masks is not supported", ptx_opinfos[in->op].name);
    if (bits(dt) != 32 || bits(at) != 32) emit_err(e, in->line, "vabsdiff needs 32-bit types");
    emit_wr_op(e, &in->ops[0], TY_U32,
               fmt(e, "hd_vabsdiff(%s, %s, %s, %d, %d, %d, %d, %d)", A(1, TY_U32), A(2, TY_U32), A(3, TY_U32),
                   in->op == OP_VABSDIFF4 ? 4 : 2, issigned(at), (in->flags & IF_RED) != 0, (in->flags & IF_SAT) != 0,
                   issigned(dt)),
               in->line);
    break;
  }
  case OP_DP4A: /* four (dp2a: two) products of bytes (and halves) added to c */
  case OP_DP2A:
    if (!in->type2 || bits(in->type) != 32 || bits(in->type2) != 32)
      emit_err(e, in->line, "%s needs two 32-bit integer types (.u32/.s32)", in->op == OP_DP4A ? "dp4a" : "dp2a");
    if (in->op == OP_DP4A)
      emit_wr_op(e, &in->ops[0], TY_U32,
                 fmt(e, "hd_dp4a(%s, %s, %s, %d, %d)", A(1, TY_U32), A(2, TY_U32), A(3, TY_U32), issigned(in->type),
                     issigned(in->type2)),
                 in->line);
    else
      emit_wr_op(e, &in->ops[0], TY_U32,
                 fmt(e, "hd_dp2a(%s, %s, %s, %d, %d, %d)", A(1, TY_U32), A(2, TY_U32), A(3, TY_U32), issigned(in->type),
                     issigned(in->type2), (in->flags & IF_HI) != 0),
                 in->line);
    break;
  case OP_TEX:
  case OP_TLD4: emit_tex(e, in); break;
  case OP_SULD:
  case OP_SUST: emit_surf(e, in); break;
  case OP_WMMA_LD:
  case OP_WMMA_ST: emit_wmma_ldst(e, in); break;
  case OP_CALL: emit_call(e, in); break;
  case OP_MEMBAR:
  case OP_FENCE:
    if (!e->check && !(in->flags & IF_CTA)) out(e, "hd_rq_poke(b);\n");
    out(e, "__atomic_thread_fence(__ATOMIC_SEQ_CST);\n");
    if ((e->check & COMPILE_CHECK_RACE_GLOBAL) && !(in->flags & IF_CTA)) /* racecheck's global races: a release */
      out(e, "b->ckbar(b, NULL, (uint32_t)%s, HD_CKB_FENCE, %s);\n", e->ctx == CTX_CTRL ? "0" : "t",
          emit_ck_site(e, in));
    break;
  case OP_NANOSLEEP:
  case OP_PREFETCH:
  case OP_PREFETCHU:
  case OP_BRKPT: break;
  case OP_BAR:
  case OP_BARRIER: emit_check_barrier(e, in); break; /* structural: the plan stops here */
  case OP_TRAP: out(e, "return hd_trap(b, \"%s\", t);\n", e->f->name); break;
  case OP_ISSPACEP: /* the block's shared window: b->shtot (a device function knows no static size) */
    if (in->space == SP_SHARED)
      emit_wr_op(e, &in->ops[0], TY_PRED, fmt(e, "(%s - (uint64_t)(uintptr_t)shm < (uint64_t)b->shtot)", A(1, TY_U64)),
                 in->line);
    else
      emit_wr_op(e, &in->ops[0], TY_PRED, fmt(e, "!(%s - (uint64_t)(uintptr_t)shm < (uint64_t)b->shtot)", A(1, TY_U64)),
                 in->line);
    break;
  case OP_ADDC:
  case OP_SUBC:
  case OP_MADC: emit_carry(e, in); break;
  default:
    if (in->flags & IF_CC) {
      emit_carry(e, in);
      break;
    }
    emit_arith(e, in);
  }
  if (guarded) out(e, "}\n");
}
