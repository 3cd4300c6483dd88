/* ptx_parse.c: recursive-descent parser from PTX tokens to the IR in ptx.h. Errors
 * longjmp back to ptx_parse, which frees the arena and returns the message
 * "file:line: error: ..." naming the construct (and the function it is in). */
#include "ptx.h"
#include "ptx_lex.h"
#include "heddle_abi.h"
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Limits on sizes written in the PTX, so that malformed input gets an error, not an
 * allocation it cannot have: bytes of a variable (more than any GPU holds), bytes of an
 * initialized one (the parser holds its image), registers of a function, .file indices. */
#define VAR_MAX ((int64_t)1 << 40)
#define INIT_MAX ((int64_t)1 << 28)
#define REG_MAX (1 << 20)
#define FILE_MAX (1 << 20)

typedef struct reg_undo {
  const char *name;
  int old, depth;
} reg_undo;

typedef struct parser {
  ptx_tok *t;
  int nt, i;
  ptx_module *m;
  ptx_func *fn; /* function being parsed or NULL */
  const char *filename;
  char *err;
  size_t errlen;
  jmp_buf jb;
  int loc_file, loc_line;
  /* What an error jump must find to free lives here, not in a frame the jump discards. */
  ptx_func cur; /* function being parsed, not yet in the module */
  int pending; /* cur holds memory */
  VEC(ptx_sym) rets; /* .func return parameters being parsed */
  VEC(ptx_operand) opstack; /* operand lists being parsed (nested: vector operands) */
  int nest; /* operand nesting depth */
  VEC(reg_undo) undo; /* registers shadowed in nested { } scopes */
  int depth; /* brace depth inside a body */
  jmp_buf inst_jb; /* an unsupported instruction spoils its function only */
  int in_inst;
} parser;

/* The one format of the compiler's diagnostics (parser, plan, emitter). */
void ptx_errmsg(char *buf, size_t n, const char *file, int line, const ptx_func *f, const char *msg) {
  if (f) snprintf(buf, n, "%s:%d: error: %s (in %s %s)", file, line, msg, f->is_entry ? "kernel" : "function", f->name);
  else snprintf(buf, n, "%s:%d: error: %s", file, line, msg);
}

static _Noreturn void perr(parser *p, int line, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static _Noreturn void perr(parser *p, int line, const char *fmt, ...) {
  char msg[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  ptx_errmsg(p->err, p->errlen, p->filename, line, p->fn, msg);
  longjmp(p->jb, 1);
}

/* The function being parsed cannot run: it keeps the first such message. */
static void spoil(parser *p, int line, const char *msg) {
  if (p->fn->error) return;
  char full[1024];
  ptx_errmsg(full, sizeof full, p->filename, line, p->fn, msg);
  p->fn->error = arena_strdup(&p->m->arena, full);
}

/* Something heddle does not implement (as opposed to malformed PTX): the function gets
 * the message, parsing goes on after the instruction, and only launches of kernels that
 * use the function fail. */
static _Noreturn void punsup(parser *p, int line, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static _Noreturn void punsup(parser *p, int line, const char *fmt, ...) {
  char msg[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  if (!p->fn || !p->in_inst) perr(p, line, "%s", msg);
  spoil(p, line, msg);
  longjmp(p->inst_jb, 1);
}

static ptx_tok *peek(parser *p) { return &p->t[p->i]; }
static ptx_tok *next(parser *p) {
  ptx_tok *t = &p->t[p->i];
  if (t->kind != TK_EOF) p->i++;
  return t;
}
static int tok_is(ptx_tok *t, const char *s) { return (int)strlen(s) == t->len && !memcmp(t->s, s, (size_t)t->len); }
static int accept(parser *p, const char *s) {
  if (tok_is(peek(p), s)) {
    p->i++;
    return 1;
  }
  return 0;
}
static char *tokstr(parser *p, ptx_tok *t) { return arena_strndup(&p->m->arena, t->s, (size_t)t->len); }

static void expect(parser *p, const char *s) {
  ptx_tok *t = peek(p);
  if (!accept(p, s)) perr(p, t->line, "expected '%s' but found '%.*s'", s, t->len, t->s);
}

static char *expect_word(parser *p, const char *what) {
  ptx_tok *t = next(p);
  if (t->kind != TK_WORD) perr(p, t->line, "expected %s but found '%.*s'", what, t->len, t->s);
  return tokstr(p, t);
}

/* An integer token's value, negated without signed overflow (-9223372036854775808). */
static int64_t int_value(const ptx_tok *t, int neg) { return (int64_t)(neg ? 0 - t->ival : t->ival); }

static int64_t expect_int(parser *p) {
  int neg = accept(p, "-");
  ptx_tok *t = next(p);
  if (t->kind != TK_INT) perr(p, t->line, "expected an integer but found '%.*s'", t->len, t->s);
  return int_value(t, neg);
}

static ptx_type type_from(const char *s) {
  for (int i = 1; i < TY__COUNT; i++)
    if (!strcmp(ptx_type_name((ptx_type)i), s)) return (ptx_type)i;
  return TY_NONE;
}

static ptx_type expect_type(parser *p) {
  ptx_tok *t = next(p);
  if (t->kind == TK_WORD && t->s[0] == '.') {
    char buf[16];
    snprintf(buf, sizeof buf, "%.*s", t->len - 1, t->s + 1);
    ptx_type ty = type_from(buf);
    if (ty) return ty;
  }
  perr(p, t->line, "expected a type but found '%.*s'", t->len, t->s);
}

/* Skip a balanced { ... } group (e.g. .section bodies). */
static void skip_braces(parser *p) {
  expect(p, "{");
  for (int depth = 1; depth > 0;) {
    ptx_tok *t = next(p);
    if (t->kind == TK_EOF) perr(p, t->line, "unterminated '{'");
    if (tok_is(t, "{")) depth++;
    if (tok_is(t, "}")) depth--;
  }
}

static void skip_to_semi(parser *p) {
  while (!tok_is(peek(p), ";") && peek(p)->kind != TK_EOF) next(p);
  expect(p, ";");
}

/* ---- declarations ---- */

typedef struct declmods {
  ptx_space space;
  int align, managed, is_extern, vec;
  ptx_type type;
} declmods;

/* An address in an initializer: NAME, generic(NAME), either + or - an integer, where
 * NAME is a module variable or a function (vtables, function pointer tables, pointers to
 * other variables). Records a relocation at byte pos; 0 if t does not start one. */
static int init_address(parser *p, ptx_sym *s, ptx_tok *t, int64_t pos) {
  int generic = tok_is(t, "generic") && tok_is(peek(p), "(");
  ptx_tok *nt = t;
  if (generic) {
    next(p);
    nt = next(p);
    if (nt->kind != TK_WORD) return 0;
  }
  char *name = tokstr(p, nt);
  ptx_reloc r = {.off = pos, .target = strmap_get(&p->m->funcmap, name, -1)};
  r.func = r.target >= 0;
  if (!r.func) r.target = strmap_get(&p->m->symmap, name, -1);
  if (r.target < 0) return 0;
  if (!r.func && p->m->syms.v[r.target].space != SP_GLOBAL && p->m->syms.v[r.target].space != SP_CONST) return 0;
  if (generic) expect(p, ")");
  if (tok_is(peek(p), "+") || tok_is(peek(p), "-")) {
    int minus = tok_is(next(p), "-");
    ptx_tok *it = next(p);
    if (it->kind != TK_INT) perr(p, it->line, "expected an integer offset after '%s'", name);
    r.addend = int_value(it, minus);
  }
  if (r.func) p->m->funcs.v[r.target].addr_taken = 1;
  if (!(s->nrelocs & (s->nrelocs - 1))) { /* full at powers of two: double (arena memory) */
    ptx_reloc *grown = arena_alloc(&p->m->arena, sizeof *grown * (size_t)(s->nrelocs ? 2 * s->nrelocs : 1));
    if (s->nrelocs) memcpy(grown, s->relocs, sizeof *grown * (size_t)s->nrelocs);
    s->relocs = grown;
  }
  s->relocs[s->nrelocs++] = r;
  return 1;
}

static void parse_initializer(parser *p, ptx_sym *s, int line) {
  int esz = ptx_type_bits(s->type) / 8;
  if (esz <= 0) esz = 1;
  int64_t cap = s->size ? s->size : esz;
  if (cap > INIT_MAX) perr(p, line, "initialized variable '%s' is too large (%lld bytes)", s->name, (long long)cap);
  s->init = arena_alloc(&p->m->arena, (size_t)cap);
  int64_t pos = 0;
  int depth = 0;
  do {
    while (accept(p, "{")) depth++;
    ptx_tok *t = peek(p);
    if (tok_is(t, "}")) {
      next(p);
      depth--;
      continue;
    }
    int neg = accept(p, "-");
    t = next(p);
    uint64_t v;
    if (t->kind == TK_INT) {
      v = (uint64_t)int_value(t, neg);
      if (s->type == TY_F32) {
        float f = (float)(neg ? -(double)t->ival : (double)t->ival);
        uint32_t b;
        memcpy(&b, &f, 4);
        v = b;
      }
      if (s->type == TY_F64) {
        double d = neg ? -(double)t->ival : (double)t->ival;
        memcpy(&v, &d, 8);
      }
    } else if (t->kind == TK_FLOAT) {
      v = t->ival;
      if (t->fbits == 64 && s->type == TY_F32) {
        double d;
        memcpy(&d, &v, 8);
        float f = (float)d;
        uint32_t b;
        memcpy(&b, &f, 4);
        v = b;
      }
      if (t->fbits == 32 && s->type == TY_F64) {
        uint32_t b = (uint32_t)v;
        float f;
        memcpy(&f, &b, 4);
        double d = f;
        memcpy(&v, &d, 8);
      }
      if (neg) v ^= (s->type == TY_F64 || t->fbits == 64) && s->type != TY_F32 ? 0x8000000000000000ull : 0x80000000ull;
    } else if (t->kind == TK_WORD && !neg && esz == 8 && init_address(p, s, t, pos)) {
      v = 0; /* the runtime writes the address (s->relocs) */
    } else {
      /* what heddle cannot place: the variable is unusable, and so are the kernels that
       * touch it, not the whole module */
      char msg[512];
      snprintf(msg, sizeof msg,
               "%s:%d: error: unsupported initializer '%.*s' for '%s' (only numeric initializers are supported)",
               p->filename, t->line, t->len, t->s, s->name);
      s->error = arena_strdup(&p->m->arena, msg);
      for (int d = depth; !(d <= 0 && (tok_is(peek(p), ";") || tok_is(peek(p), ","))) && peek(p)->kind != TK_EOF;) {
        if (tok_is(peek(p), "{")) d++;
        if (tok_is(peek(p), "}")) d--;
        next(p);
      }
      return;
    }
    if (pos + esz > cap) perr(p, line, "too many initializer values for '%s'", s->name);
    memcpy(s->init + pos, &v, (size_t)esz); /* little-endian host */
    pos += esz;
    while (depth > 0 && accept(p, "}")) depth--;
  } while (accept(p, ","));
  while (depth-- > 0) expect(p, "}");
}

/* After the state space word: [.align N] [.attribute(.managed)] [.vN] .type name [N][...] [= init] */
/* .ptr or a state space among a declaration's attributes */
static int accept_ptr_space(parser *p) {
  return accept(p, ".ptr") || accept(p, ".global") || accept(p, ".shared") || accept(p, ".const") ||
      accept(p, ".local");
}

static ptx_sym parse_var(parser *p, declmods *dm) {
  ptx_sym s = {0};
  s.space = dm->space;
  s.align = dm->align;
  s.is_extern = dm->is_extern;
  int vec = 1;
  for (;;) {
    ptx_tok *t = peek(p);
    if (accept(p, ".align")) {
      s.align = (int)expect_int(p);
      continue;
    }
    if (accept(p, ".attribute")) {
      expect(p, "(");
      while (!accept(p, ")")) {
        if (peek(p)->kind == TK_EOF) perr(p, t->line, "unterminated .attribute(");
        if (accept(p, ".managed")) s.is_managed = 1;
        else next(p);
      }
      continue;
    }
    if (accept(p, ".v2")) {
      vec = 2;
      continue;
    }
    if (accept(p, ".v4")) {
      vec = 4;
      continue;
    }
    if (accept_ptr_space(p)) continue;
    if (t->kind == TK_WORD && t->s[0] == '.') break;
    perr(p, t->line, "expected a type in declaration, found '%.*s'", t->len, t->s);
  }
  s.type = expect_type(p);
  /* a kernel pointer parameter's attributes after its type (.ptr .global .align 16, as nvcc
   * writes for sm_100): what it points to, nothing to heddle */
  while (accept_ptr_space(p) || (accept(p, ".align") && (expect_int(p), 1)))
    ;
  ptx_tok *nt = peek(p);
  s.name = expect_word(p, "a variable name");
  int esz = ptx_type_bits(s.type) / 8 * vec;
  if (esz <= 0) esz = 1;
  int64_t count = 1;
  while (accept(p, "[")) {
    if (accept(p, "]")) {
      count = 0;
      continue;
    } /* unsized: extern .shared x[] */
    int64_t n = expect_int(p);
    if (n < 0) perr(p, nt->line, "negative array size for '%s'", s.name);
    if (n && count > VAR_MAX / esz / n) perr(p, nt->line, "'%s' is too large", s.name);
    count *= n;
    expect(p, "]");
  }
  s.size = count * esz;
  if (!s.align) s.align = esz;
  if (accept(p, "=")) parse_initializer(p, &s, nt->line);
  return s;
}

static int add_sym(parser *p, ptx_sym s, int line) {
  if (p->fn) {
    int old = strmap_get(&p->fn->symmap, s.name, -1);
    if (old >= 0 && s.space == SP_PARAM && !s.is_param) { /* call scopes redeclare param0.. */
      ptx_sym *o = &p->fn->syms.v[old];
      if (s.size > o->size) o->size = s.size;
      if (s.align > o->align) o->align = s.align;
      return old;
    }
    if (old >= 0) perr(p, line, "duplicate declaration of '%s'", s.name);
    vec_push(&p->fn->syms, s);
    strmap_put(&p->fn->symmap, s.name, p->fn->syms.n - 1);
    return p->fn->syms.n - 1;
  }
  int old = strmap_get(&p->m->symmap, s.name, -1);
  if (old >= 0) { /* extern declaration followed by a definition */
    if (p->m->syms.v[old].is_extern && p->m->syms.v[old].space != SP_SHARED) {
      p->m->syms.v[old] = s;
      return old;
    }
    if (s.is_extern) return old;
    perr(p, line, "duplicate declaration of '%s'", s.name);
  }
  vec_push(&p->m->syms, s);
  strmap_put(&p->m->symmap, s.name, p->m->syms.n - 1);
  return p->m->syms.n - 1;
}

static ptx_space space_from_word(ptx_tok *t) {
  if (tok_is(t, ".global")) return SP_GLOBAL;
  if (tok_is(t, ".shared")) return SP_SHARED;
  if (tok_is(t, ".local")) return SP_LOCAL;
  if (tok_is(t, ".const")) return SP_CONST;
  if (tok_is(t, ".param")) return SP_PARAM;
  return SP_NONE;
}

/* Declares a register; inside a nested { } scope it may shadow an outer one of the same
 * name (inline asm blocks do), and the outer one comes back at the closing brace. */
static void add_reg(parser *p, const char *name, ptx_type ty) {
  ptx_reg r = {name, ty};
  vec_push(&p->fn->regs, r);
  if (p->depth > 1) {
    reg_undo u = {name, strmap_get(&p->fn->regmap, name, -1), p->depth};
    vec_push(&p->undo, u);
  }
  strmap_put(&p->fn->regmap, name, p->fn->regs.n - 1);
}

static void close_scope(parser *p) {
  while (p->undo.n && p->undo.v[p->undo.n - 1].depth == p->depth) {
    reg_undo *u = &p->undo.v[--p->undo.n];
    strmap_put(&p->fn->regmap, u->name, u->old); /* -1: no longer declared */
  }
  p->depth--;
}

static void parse_reg_decl(parser *p) {
  int line = peek(p)->line;
  int vec = 1;
  if (accept(p, ".v2")) vec = 2;
  else if (accept(p, ".v4")) vec = 4;
  if (vec != 1) perr(p, line, "vector register declarations are not supported");
  ptx_type ty = expect_type(p);
  do {
    char *name = expect_word(p, "a register name");
    if (accept(p, "<")) {
      int64_t n = expect_int(p);
      if (n < 0 || n > REG_MAX - p->fn->regs.n) perr(p, line, "too many registers (at most %d per function)", REG_MAX);
      expect(p, ">");
      for (int64_t k = 0; k < n; k++) {
        char buf[128];
        snprintf(buf, sizeof buf, "%s%lld", name, (long long)k);
        add_reg(p, arena_strdup(&p->m->arena, buf), ty);
      }
    } else {
      add_reg(p, name, ty);
    }
  } while (accept(p, ","));
  expect(p, ";");
}

/* ---- operands ---- */

static const struct {
  const char *name;
  ptx_sreg sr;
  int hascomp;
} sregs[] = {
    {"%tid", SR_TID, 1},
    {"%ntid", SR_NTID, 1},
    {"%ctaid", SR_CTAID, 1},
    {"%nctaid", SR_NCTAID, 1},
    {"%laneid", SR_LANEID, 0},
    {"%warpid", SR_WARPID, 0},
    {"%nwarpid", SR_NWARPID, 0},
    {"%smid", SR_SMID, 0},
    {"%nsmid", SR_NSMID, 0},
    {"%gridid", SR_GRIDID, 0},
    {"%clock", SR_CLOCK, 0},
    {"%clock64", SR_CLOCK64, 0},
    {"%globaltimer", SR_GLOBALTIMER, 0},
    {"%lanemask_eq", SR_LANEMASK_EQ, 0},
    {"%lanemask_lt", SR_LANEMASK_LT, 0},
    {"%lanemask_le", SR_LANEMASK_LE, 0},
    {"%lanemask_gt", SR_LANEMASK_GT, 0},
    {"%lanemask_ge", SR_LANEMASK_GE, 0},
    {"%dynamic_smem_size", SR_DYNSMEM, 0},
    {"%total_smem_size", SR_TOTALSMEM, 0},
    {"%cluster_ctarank", SR_CLUSTER_CTARANK, 0},
    {"%cluster_nctarank", SR_CLUSTER_NCTARANK, 0},
    {"%clusterid", SR_CLUSTERID, 1},
    {"%nclusterid", SR_NCLUSTERID, 1},
    {"%cluster_ctaid", SR_CLUSTER_CTAID, 1},
    {"%cluster_nctaid", SR_CLUSTER_NCTAID, 1},
    {"%is_explicit_cluster", SR_IS_EXPLICIT_CLUSTER, 0},
};

static int parse_sreg(const char *w, ptx_operand *o) {
  for (size_t k = 0; k < sizeof sregs / sizeof sregs[0]; k++) {
    size_t n = strlen(sregs[k].name);
    if (strncmp(w, sregs[k].name, n)) continue;
    const char *rest = w + n;
    if (sregs[k].hascomp) {
      if (!strcmp(rest, ".x")) o->comp = 0;
      else if (!strcmp(rest, ".y")) o->comp = 1;
      else if (!strcmp(rest, ".z")) o->comp = 2;
      else continue;
    } else if (*rest) continue;
    o->kind = OPK_SREG;
    o->sreg = sregs[k].sr;
    return 1;
  }
  if (!strncmp(w, "%envreg", 7)) {
    o->kind = OPK_SREG;
    o->sreg = SR_ENVREG;
    o->comp = atoi(w + 7);
    return 1;
  }
  return 0;
}

/* Resolve a name: register, special register, local or module symbol; otherwise a
 * forward reference (label or function) resolved after the body is parsed. */
static void resolve_name(parser *p, const char *w, ptx_operand *o, int line) {
  int r = strmap_get(&p->fn->regmap, w, -1);
  if (r >= 0) {
    o->kind = OPK_REG;
    o->reg = r;
    return;
  }
  if (w[0] == '%') {
    if (parse_sreg(w, o)) return;
    perr(p, line, "unknown register '%s'", w);
  }
  int s = strmap_get(&p->fn->symmap, w, -1);
  if (s >= 0) {
    o->kind = OPK_SYM;
    o->sym = s;
    o->sym_local = 1;
    return;
  }
  if (!strcmp(w, "WARP_SZ")) {
    o->kind = OPK_IMM;
    o->imm = 32;
    return;
  } /* predefined constant */
  s = strmap_get(&p->m->symmap, w, -1);
  if (s >= 0 && p->m->syms.v[s].error) punsup(p, line, "uses '%s', whose initializer heddle cannot handle", w);
  if (s >= 0) {
    o->kind = OPK_SYM;
    o->sym = s;
    return;
  }
  o->kind = OPK_LABEL; /* label or function name, resolved later */
  o->sym = -1;
  o->imm = (int64_t)(intptr_t)arena_strdup(&p->m->arena, w);
}

static ptx_operand parse_operand(parser *p);
static ptx_operand parse_nested_operand(parser *p);

static ptx_operand parse_address(parser *p) {
  ptx_operand o = {.kind = OPK_ADDR, .reg = -1, .sym = -1, .reg2 = -1};
  ptx_tok *t = peek(p);
  if (t->kind == TK_WORD) {
    char *w = expect_word(p, "an address");
    ptx_operand b = {.reg = -1, .sym = -1};
    resolve_name(p, w, &b, t->line);
    if (b.kind == OPK_REG) o.reg = b.reg;
    else if (b.kind == OPK_SYM) {
      o.sym = b.sym;
      o.sym_local = b.sym_local;
    } else perr(p, t->line, "'%s' in an address is neither a register nor a variable", w);
    if (accept(p, "+")) o.imm = expect_int(p);
    else if (tok_is(peek(p), "-")) o.imm = expect_int(p);
    else if (accept(p, ",")) { /* [handle, {coordinates}]: texture and surface accesses */
      ptx_operand v = parse_nested_operand(p);
      if (v.kind != OPK_VEC) perr(p, t->line, "expected {coordinates} after the texture or surface in '[...]'");
      o.vec = v.vec;
      o.nvec = v.nvec;
    }
  } else {
    o.imm = expect_int(p);
  }
  expect(p, "]");
  return o;
}

static ptx_operand parse_operand(parser *p);

/* An operand inside another ('!' or a vector): bounded, so that malformed input cannot
 * recurse without end. */
static ptx_operand parse_nested_operand(parser *p) {
  if (++p->nest > 8) perr(p, peek(p)->line, "operand nested too deeply");
  ptx_operand o = parse_operand(p);
  p->nest--;
  return o;
}

/* Comma-separated operands up to `end` (not consumed; "" for none expected), copied to
 * the arena. The list grows on the parser's operand stack, which an error jump frees. */
static ptx_operand *parse_operand_list(parser *p, const char *end, int *n) {
  int base = p->opstack.n;
  if (!tok_is(peek(p), end)) do {
      ptx_operand o = parse_nested_operand(p);
      vec_push(&p->opstack, o);
    } while (accept(p, ","));
  *n = p->opstack.n - base;
  ptx_operand *v = arena_alloc(&p->m->arena, sizeof(ptx_operand) * (size_t)(*n ? *n : 1));
  if (*n) memcpy(v, p->opstack.v + base, sizeof(ptx_operand) * (size_t)*n);
  p->opstack.n = base;
  return v;
}

static ptx_operand parse_operand(parser *p) {
  ptx_operand o = {.reg = -1, .sym = -1, .reg2 = -1};
  ptx_tok *t = peek(p);
  if (accept(p, "[")) return parse_address(p);
  if (accept(p, "{")) {
    o.kind = OPK_VEC;
    o.vec = parse_operand_list(p, "}", &o.nvec);
    if (!o.nvec) perr(p, t->line, "empty vector operand");
    expect(p, "}");
    return o;
  }
  if (accept(p, "!")) {
    o = parse_nested_operand(p);
    o.neg = 1;
    return o;
  }
  if (tok_is(t, "-") || t->kind == TK_INT || t->kind == TK_FLOAT) {
    int neg = accept(p, "-");
    t = next(p);
    if (t->kind == TK_INT) {
      o.kind = OPK_IMM;
      o.imm = int_value(t, neg);
      return o;
    }
    if (t->kind == TK_FLOAT) {
      o.kind = t->fbits == 32 ? OPK_FIMM : OPK_DIMM;
      o.imm = (int64_t)t->ival;
      if (neg) o.imm ^= t->fbits == 32 ? 0x80000000ll : (int64_t)0x8000000000000000ull;
      return o;
    }
    perr(p, t->line, "expected a number after '-'");
  }
  if (t->kind == TK_WORD) {
    char *w = expect_word(p, "an operand");
    if (!strcmp(w, "_")) {
      o.kind = OPK_SINK;
      return o;
    }
    resolve_name(p, w, &o, t->line);
    if (accept(p, "|")) {
      ptx_operand b = parse_nested_operand(p);
      if (b.kind != OPK_REG) perr(p, t->line, "expected a predicate register after '|'");
      o.reg2 = b.reg;
    }
    if (o.kind == OPK_SYM && accept(p, "+")) { o.imm = expect_int(p); }
    return o;
  }
  perr(p, t->line, "unexpected '%.*s' in operand", t->len, t->s);
}

/* ---- instructions ---- */

static const char *cmp_names[] = {"",   "eq",  "ne",  "lt",  "le",  "gt",  "ge",  "lo",  "ls", "hi",
                                  "hs", "equ", "neu", "ltu", "leu", "gtu", "geu", "num", "nan"};
static const char *bop_names[] = {"",    "and", "or",  "xor", "add",  "sub", "min",
                                  "max", "inc", "dec", "cas", "exch", "popc"};
static const char *rnd_names[] = {"", "rn", "rz", "rm", "rp", "rni", "rzi", "rmi", "rpi", "rna"};
static const struct {
  const char *name;
  int flag;
} flag_names[] = {
    {"ftz", IF_FTZ},
    {"sat", IF_SAT},
    {"approx", IF_APPROX},
    {"full", IF_FULL},
    {"wide", IF_WIDE},
    {"uni", IF_UNI},
    {"volatile", IF_VOLATILE},
    {"nc", IF_NC},
    {"cc", IF_CC},
    {"to", IF_TO},
    {"shiftamt", IF_SHIFTAMT},
    {"sync", IF_SYNC},
    {"arrive", IF_ARRIVE},
    {"red", IF_RED},
    {"wrap", IF_WRAP},
    {"clamp", IF_CLAMP},
    {"l", IF_L},
    {"r", IF_R},
    {"finite", IF_FINITE},
    {"infinite", IF_INFINITE},
    {"number", IF_NUMBER},
    {"notanumber", IF_NOTANUMBER},
    {"normal", IF_NORMAL},
    {"subnormal", IF_SUBNORMAL},
    {"warp", IF_WARP},
};
/* Accepted and ignored: memory-ordering, scope and cache qualifiers have no effect on a
 * CPU whose atomics are sequentially consistent and whose caches are coherent. */
static const char *ignored_mods[] = {"relaxed", "acquire", "release", "acq_rel", "sc",      "weak",    "cta",
                                     "gpu",     "sys",     "gl",      "cluster", "ca",      "cg",      "cs",
                                     "lu",      "cv",      "wb",      "wt",      "aligned", "noftz",   "L1",
                                     "L2",      "mmio",    "proxy",   "async",   "b",       "noreturn"};

static int find_name(const char **names, int n, const char *s) {
  for (int i = 1; i < n; i++)
    if (!strcmp(names[i], s)) return i;
  return 0;
}

/* wmma.load/store/mma, mma.sync, ldmatrix, stmatrix: shape, layouts, element kinds. */
static void parse_mma_modifier(parser *p, ptx_inst *in, const char *mod, const char *opword, int line) {
  static const char *kinds[] = {"",    "f16", "bf16", "tf32", "f32", "f64", "s8", "u8",
                                "s32", "b16", "e4m3", "e5m2", "s4",  "u4",  "b1"};
  ptx_mma *mm = &in->mma;
  int k, m, n, kk;
  char tail;
  if (in->op == OP_WMMA_LD && (!strcmp(mod, "store") || !strcmp(mod, "mma"))) {
    in->op = mod[0] == 's' ? OP_WMMA_ST : OP_MMA;
    mm->wmma = in->op == OP_MMA;
    return;
  }
  if (in->op == OP_WMMA_LD && !strcmp(mod, "load")) return;
  if ((in->op == OP_WMMA_LD || in->op == OP_WMMA_ST) && strlen(mod) == 1 && strchr("abcd", mod[0])) {
    mm->frag = (unsigned char)mod[0];
    return;
  }
  if (!strcmp(mod, "row") || !strcmp(mod, "col")) {
    if (mm->nlay < 2) mm->col[mm->nlay++] = mod[0] == 'c';
    return;
  }
  if (sscanf(mod, "m%dn%dk%d%c", &m, &n, &kk, &tail) == 3 && m > 0 && m < 256 && n > 0 && n < 256 && kk > 0 &&
      kk <= 256) {
    mm->m = (unsigned short)m, mm->n = (unsigned short)n, mm->k = (unsigned short)kk;
    return;
  }
  int ldst = in->op == OP_LDMATRIX || in->op == OP_STMATRIX || in->op == OP_MOVMATRIX;
  if (ldst && sscanf(mod, "m%dn%d%c", &m, &n, &tail) == 2) {
    if (m != 8 || n != 8) punsup(p, line, "%s shape '.%s' is not supported (only .m8n8)", opword, mod);
    mm->m = 8, mm->n = 8;
    return;
  }
  if (ldst && (!strcmp(mod, "x1") || !strcmp(mod, "x2") || !strcmp(mod, "x4"))) {
    mm->frag = (unsigned char)(mod[1] - '0');
    return;
  }
  if (ldst && !strcmp(mod, "trans")) {
    mm->col[0] = 1;
    return;
  }
  if ((k = find_name(kinds, 15, mod))) {
    if (mm->nty >= 4) perr(p, line, "too many types in '%s'", opword);
    mm->ty[mm->nty++] = (unsigned char)k;
    return;
  }
  if (!strcmp(mod, "global") || !strcmp(mod, "shared") || !strncmp(mod, "shared::", 8)) {
    in->space = mod[0] == 'g' ? SP_GLOBAL : SP_SHARED;
    return;
  }
  if (!strcmp(mod, "satfinite")) {
    mm->satfinite = 1;
    return;
  }
  if (in->op == OP_MMA && (!strcmp(mod, "and") || !strcmp(mod, "xor"))) { /* .b1: .and.popc, .xor.popc */
    mm->bitop = mod[0] == 'a' ? 1 : 2;
    return;
  }
  if (in->op == OP_MMA && !strcmp(mod, "popc") && mm->bitop) return;
  if (!strcmp(mod, "sync") || !strcmp(mod, "aligned") || !strcmp(mod, "rn")) return;
  punsup(p, line, "unsupported modifier '.%s' of '%s'", mod, opword);
}

/* cp.async.bulk (sm_90): global to shared memory completed on an mbarrier
 * (.mbarrier::complete_tx::bytes), shared to global in a bulk group (.bulk_group), the L2
 * prefetch, commit and wait groups. Tensor copies (which need tensor maps), copies between
 * a cluster's blocks, multicast and byte masks are not supported. */
static void parse_cp_bulk_modifier(parser *p, ptx_inst *in, const char *mod, const char *opword, int line) {
  int c = (int)in->cmp;
  if (!strcmp(mod, "global") || !strcmp(mod, "shared") || !strncmp(mod, "shared::", 8)) {
    ptx_space sp = mod[0] == 'g' ? SP_GLOBAL : SP_SHARED;
    if (in->space == SP_SHARED && sp == SP_SHARED) /* shared::cluster <- shared::cta: to another block */
      punsup(p, line, "'%s': copies between the blocks of a thread block cluster are not supported", opword);
    in->space = sp;
  } else if (!strcmp(mod, "mbarrier::complete_tx::bytes") && c == CPA_BULK_ANY) in->cmp = (ptx_cmp)CPA_BULK;
  else if (!strcmp(mod, "bulk_group") && c == CPA_BULK_ANY) in->cmp = (ptx_cmp)CPA_BULK_GROUP;
  else if (!strcmp(mod, "prefetch") && c == CPA_BULK_ANY && !in->space) in->cmp = (ptx_cmp)CPA_BULK_PREFETCH;
  else if (!strcmp(mod, "commit_group") && c == CPA_BULK_ANY && !in->space) in->cmp = (ptx_cmp)CPA_COMMIT;
  else if (!strcmp(mod, "wait_group") && c == CPA_BULK_ANY && !in->space) in->cmp = (ptx_cmp)CPA_WAIT;
  else if (!strcmp(mod, "L2") && c == CPA_BULK_PREFETCH) {
  } else if (!strcmp(mod, "tensor"))
    punsup(p, line, "'%s': tensor copies (tensor maps, the tensor memory accelerator) are not supported", opword);
  else if (!strcmp(mod, "multicast::cluster"))
    punsup(p, line, "'%s': multicast to a thread block cluster is not supported", opword);
  else punsup(p, line, "unsupported modifier '.%s' of '%s'", mod, opword);
}

/* cp.async (sm_80): a copy from global to shared memory, commit and wait groups, an
 * mbarrier arrival when a thread's copies are done; cp.async.bulk above. */
static void parse_cp_modifier(parser *p, ptx_inst *in, const char *mod, const char *opword, int line) {
  if ((int)in->cmp >= CPA_BULK) {
    parse_cp_bulk_modifier(p, in, mod, opword, line);
    return;
  }
  if (!strcmp(mod, "bulk") && (int)in->cmp == CPA_COPY) { /* the form comes later */
    in->cmp = (ptx_cmp)CPA_BULK_ANY;
    return;
  }
  if (!strcmp(mod, "reduce") && !in->cmp)
    punsup(p, line, "'%s': bulk reductions (cp.reduce.async.bulk) are not supported", opword);
  if (!strcmp(mod, "read") && (int)in->cmp == CPA_WAIT) return; /* cp.async.bulk.wait_group.read */
  static const char *forms[] = {"", "", "commit_group", "wait_group", "wait_all", "mbarrier"};
  int k = find_name(forms, 6, mod);
  if (!strcmp(mod, "async") && !in->cmp) in->cmp = (ptx_cmp)CPA_COPY;
  else if (k > 1 && (int)in->cmp == CPA_COPY) in->cmp = (ptx_cmp)k;
  else if (!strcmp(mod, "arrive") && (int)in->cmp == CPA_ARRIVE) {
  } else if (!strcmp(mod, "noinc") && (int)in->cmp == CPA_ARRIVE) in->flags |= IF_WRAP;
  else if (!strcmp(mod, "shared") || !strncmp(mod, "shared::", 8)) in->space = SP_SHARED;
  else if (!(in->cmp &&
             (!strcmp(mod, "ca") || !strcmp(mod, "cg") || !strcmp(mod, "global") || !strncmp(mod, "L2::", 4) ||
              !strcmp(mod, "b64"))))
    punsup(p, line, "unsupported modifier '.%s' of '%s'", mod, opword);
}

static void parse_modifier(parser *p, ptx_inst *in, const char *mod, const char *opword, int line) {
  if ((in->op == OP_VABSDIFF2 || in->op == OP_VABSDIFF4) && !strcmp(mod, "add")) { /* the sum of the lanes */
    in->flags |= IF_RED;
    return;
  }
  if (in->op == OP_GRIDDEP && (!strcmp(mod, "wait") || !strcmp(mod, "launch_dependents"))) return;
  /* cache policies and hints: nothing to a CPU's caches (createpolicy makes a policy no access
   * reads, discard leaves the data as it is, which "undefined" allows) */
  if (in->op == OP_CREATEPOLICY || in->op == OP_DISCARD || in->op == OP_APPLYPRIO || in->op == OP_SETMAXNREG) return;
  if (!strncmp(mod, "L1::", 4) || !strncmp(mod, "L2::", 4)) return; /* eviction priorities, prefetch sizes */
  if (in->op == OP_PRMT) {
    static const char *modes[] = {"", "f4e", "b4e", "rc8", "ecl", "ecr", "rc16"};
    int k = find_name(modes, 7, mod);
    if (k) {
      in->cmp = (ptx_cmp)k;
      return;
    }
  }
  if (in->op == OP_CVT && (!strcmp(mod, "relu") || !strcmp(mod, "satfinite"))) { /* testp's bits: cvt has none */
    in->flags |= mod[0] == 'r' ? IF_NUMBER : IF_FINITE;
    return;
  }
  if ((in->op == OP_FMA || in->op == OP_MIN || in->op == OP_MAX) && (!strcmp(mod, "relu") || !strcmp(mod, "NaN"))) {
    in->flags |= mod[0] == 'r' ? IF_NUMBER : IF_NOTANUMBER; /* half and bf16 forms: clamp at 0; NaN wins */
    return;
  }
  if (in->op == OP_CP) {
    parse_cp_modifier(p, in, mod, opword, line);
    return;
  }
  if (in->op == OP_WMMA_LD || in->op == OP_WMMA_ST || in->op == OP_MMA || in->op == OP_LDMATRIX ||
      in->op == OP_STMATRIX || in->op == OP_MOVMATRIX) {
    parse_mma_modifier(p, in, mod, opword, line);
    return;
  }
  ptx_type ty = type_from(mod);
  if (ty) {
    if (!in->type) in->type = ty;
    else if (!in->type2) in->type2 = ty;
    else if ((in->op == OP_VABSDIFF2 || in->op == OP_VABSDIFF4) && !in->type3) in->type3 = ty; /* d, a, b */
    else perr(p, line, "too many types in '%s'", opword);
    return;
  }
  if (in->op == OP_SHFL || in->op == OP_VOTE || in->op == OP_MATCH) { /* match: .any or .all */
    static const char *shfl_modes[] = {"", "down", "up", "bfly", "idx"};
    static const char *vote_modes[] = {"", "all", "any", "uni", "ballot"};
    int k = find_name(in->op == OP_SHFL ? shfl_modes : vote_modes, 5, mod);
    if (k) {
      in->cmp = (ptx_cmp)k;
      return;
    }
  }
  if (in->op == OP_TEX || in->op == OP_TLD4 || in->op == OP_SULD || in->op == OP_SUST) {
    static const char *geoms[] = {"", "1d", "2d", "3d", "a1d", "a2d", "cube", "acube"};
    static const char *comps[] = {"", "r", "g", "b", "a"};
    static const char *modes[] = {"", "trap", "clamp", "zero"};
    int k = find_name(geoms, 8, mod);
    if (k) {
      in->cmp = (ptx_cmp)k;
      return;
    }
    if (in->op == OP_TLD4 && (k = find_name(comps, 5, mod))) {
      in->bop = (ptx_bop)k;
      return;
    }
    if ((in->op == OP_SULD || in->op == OP_SUST) && (k = find_name(modes, 4, mod))) {
      in->bop = (ptx_bop)k;
      return;
    }
    if (in->op == OP_TEX && (!strcmp(mod, "level") || !strcmp(mod, "grad"))) {
      in->bop = (ptx_bop)(mod[0] == 'l' ? TEXV_LEVEL : TEXV_GRAD);
      return;
    }
    if (!strcmp(mod, "b") || !strcmp(mod, "base")) return; /* suld.b: raw bits; tex.base: level 0 */
    if (strcmp(mod, "v2") && strcmp(mod, "v4"))
      punsup(p, line, "unsupported modifier '.%s' of '%s' (multisample and formatted surface accesses, depth compare)",
             mod, opword);
  }
  if (in->op == OP_MBARRIER) {
    static const char *mb_ops[] = {"",         "init",  "arrive",        "arrive_drop", "test_wait",
                                   "try_wait", "inval", "pending_count", "expect_tx"};
    int k = find_name(mb_ops, 9, mod);
    if (k == MB_EXPECT_TX && (int)in->cmp == MB_ARRIVE) { /* its operand is a transaction count: no copies here */
      in->flags |= IF_ARRIVE;
      return;
    }
    if (k) {
      in->cmp = (ptx_cmp)k;
      return;
    }
    if (!strcmp(mod, "parity")) {
      in->flags |= IF_WRAP;
      return;
    }
  }
  if (!strncmp(mod, "shared::", 8)) { /* ::cta, or ::cluster: a cluster is one block here */
    in->space = SP_SHARED;
    return;
  }
  int is_cmp_op = in->op == OP_SETP || in->op == OP_SET || in->op == OP_SLCT;
  if (!is_cmp_op && (!strcmp(mod, "lo") || !strcmp(mod, "hi"))) {
    in->flags |= mod[0] == 'l' ? IF_LO : IF_HI;
    return;
  }
  int k;
  if (is_cmp_op && !in->cmp && (k = find_name(cmp_names, 19, mod))) {
    in->cmp = (ptx_cmp)k;
    return;
  }
  if ((k = find_name(bop_names, 13, mod))) {
    in->bop = (ptx_bop)k;
    return;
  }
  if ((k = find_name(rnd_names, 10, mod))) {
    in->rnd = (ptx_rnd)k;
    return;
  }
  if (!strcmp(mod, "global")) {
    in->space = SP_GLOBAL;
    return;
  }
  if (!strcmp(mod, "shared")) {
    in->space = SP_SHARED;
    return;
  }
  if (!strcmp(mod, "local")) {
    in->space = SP_LOCAL;
    return;
  }
  if (!strcmp(mod, "const")) {
    in->space = SP_CONST;
    return;
  }
  if (!strcmp(mod, "param")) {
    in->space = SP_PARAM;
    return;
  }
  if (!strcmp(mod, "v2")) {
    in->vec = 2;
    return;
  }
  if (!strcmp(mod, "v4")) {
    in->vec = 4;
    return;
  }
  if (!strcmp(mod, "v8") && (in->op == OP_LD || in->op == OP_ST)) { /* sm_100's 256-bit accesses */
    in->vec = 8;
    return;
  }
  for (size_t i = 0; i < sizeof flag_names / sizeof flag_names[0]; i++)
    if (!strcmp(flag_names[i].name, mod)) {
      in->flags |= flag_names[i].flag;
      return;
    }
  /* memory-model loads and stores (ld.relaxed.gpu, st.release.gpu, ...) are how threads of
   * different blocks wait for each other: they must really reach memory every time */
  if ((in->op == OP_LD || in->op == OP_ST) &&
      (!strcmp(mod, "relaxed") || !strcmp(mod, "acquire") || !strcmp(mod, "release") || !strcmp(mod, "acq_rel") ||
       !strcmp(mod, "sc"))) {
    in->flags |= IF_VOLATILE | IF_MM;
    return;
  }
  if ((in->op == OP_ATOM || in->op == OP_RED) && (!strcmp(mod, "release") || !strcmp(mod, "acq_rel")))
    in->flags |= IF_REL; /* racecheck's global races: a release; else ignored */
  if ((in->op == OP_LD || in->op == OP_ST) && (!strcmp(mod, "cg") || !strcmp(mod, "cv") || !strcmp(mod, "wt")))
    in->flags |= IF_CG; /* racecheck's global races: how blocks signal each other; else ignored */
  if (!strcmp(mod, "cta")) in->flags |= IF_CTA; /* and otherwise ignored */
  if ((in->op == OP_ATOM || in->op == OP_RED) &&
      (!strcmp(mod, "sys") || !strcmp(mod, "acquire") || !strcmp(mod, "release") || !strcmp(mod, "acq_rel") ||
       !strcmp(mod, "sc")))
    in->flags |= IF_STRONG;
  for (size_t i = 0; i < sizeof ignored_mods / sizeof ignored_mods[0]; i++)
    if (!strcmp(ignored_mods[i], mod)) return;
  if (in->op == OP_MEMBAR || in->op == OP_FENCE) return;
  punsup(p, line, "unsupported modifier '.%s' in '%s'", mod, opword);
}

static void parse_opword(parser *p, ptx_inst *in, const char *w, int line) {
  char buf[256];
  snprintf(buf, sizeof buf, "%s", w);
  char *dot = strchr(buf, '.');
  if (dot) *dot = 0;
  int op = ptx_opcode_lookup(buf);
  if (op < 0) punsup(p, line, "unknown instruction '%s'", w);
  in->op = (ptx_opcode)op;
  in->vec = 1;
  if (ptx_opinfos[op].flags & F_UNSUP) punsup(p, line, "unsupported instruction '%s'", w);
  while (dot) {
    char *mod = dot + 1;
    dot = strchr(mod, '.');
    if (dot) *dot = 0;
    parse_modifier(p, in, mod, w, line);
  }
}

static void parse_call(parser *p, ptx_inst *in, int line) {
  int nret = 0, narg = 0;
  ptx_operand *rets = NULL, *args = NULL;
  if (accept(p, "(")) {
    rets = parse_operand_list(p, ")", &nret);
    expect(p, ")");
    expect(p, ",");
  }
  ptx_operand f = parse_operand(p);
  int indirect = f.kind == OPK_REG && p->fn->regs.v[f.reg].type != TY_PRED;
  if (!indirect && f.kind != OPK_LABEL) perr(p, line, "a call needs a function name or a 64-bit register");
  int fi = indirect ? -1 : strmap_get(&p->m->funcmap, (const char *)(intptr_t)f.imm, -1);
  if (!indirect && fi < 0) perr(p, line, "call to undeclared function '%s'", (const char *)(intptr_t)f.imm);
  in->callee = fi;
  in->call_nret = nret;
  if (accept(p, ",")) {
    expect(p, "(");
    args = parse_operand_list(p, ")", &narg);
    expect(p, ")");
  }
  if (accept(p, ",")) { /* the prototype or call-target list of an indirect call */
    if (!indirect) perr(p, line, "a direct call takes no prototype");
    expect_word(p, "a .callprototype or .calltargets label");
  } else if (indirect) perr(p, line, "an indirect call needs a .callprototype or .calltargets label");
  in->nops = nret + narg + indirect;
  in->ops = arena_alloc(&p->m->arena, sizeof(ptx_operand) * (size_t)(in->nops ? in->nops : 1));
  if (nret) memcpy(in->ops, rets, sizeof(ptx_operand) * (size_t)nret);
  if (narg) memcpy(in->ops + nret, args, sizeof(ptx_operand) * (size_t)narg);
  if (indirect) in->ops[nret + narg] = f;
}

/* The fewest operands an instruction takes: the analyses and the emitter read operands by
 * position without counting them, so a short operand list is refused here. */
static int min_operands(const ptx_inst *in) {
  int n;
  switch (in->op) {
  case OP_BRA:
  case OP_ACTIVEMASK: n = 1; break;
  case OP_ELECT: n = 2; break;
  case OP_ADD:
  case OP_SUB:
  case OP_MUL:
  case OP_MUL24:
  case OP_DIV:
  case OP_REM:
  case OP_MIN:
  case OP_MAX:
  case OP_AND:
  case OP_OR:
  case OP_XOR:
  case OP_SHL:
  case OP_SHR:
  case OP_COPYSIGN:
  case OP_ADDC:
  case OP_SUBC: n = 3; break;
  case OP_SETP:
  case OP_SET: n = in->bop ? 4 : 3; break;
  case OP_ATOM: n = in->bop == BOP_CAS ? 4 : 3; break;
  case OP_RED: n = in->bop == BOP_CAS ? 4 : 2; break;
  case OP_BAR:
  case OP_BARRIER: n = (in->flags & IF_RED) ? 3 : 0; break;
  case OP_MAD:
  case OP_MAD24:
  case OP_MADC:
  case OP_SAD:
  case OP_DP4A:
  case OP_DP2A:
  case OP_VABSDIFF2:
  case OP_VABSDIFF4:
  case OP_FMA:
  case OP_SELP:
  case OP_SLCT:
  case OP_BFE:
  case OP_PRMT:
  case OP_SHF:
  case OP_SHFL:
  case OP_FNS: n = 4; break;
  case OP_MATCH:
  case OP_REDUX: n = 3; break;
  case OP_TEX: n = (int)in->bop == TEXV_GRAD ? 4 : (int)in->bop == TEXV_LEVEL ? 3 : 2; break;
  case OP_TLD4:
  case OP_SULD:
  case OP_SUST:
  case OP_WMMA_LD:
  case OP_WMMA_ST:
  case OP_LDMATRIX:
  case OP_STMATRIX:
  case OP_MOVMATRIX:
  case OP_CREATEPOLICY: n = 2; break;
  case OP_MMA: n = 4; break;
  case OP_MBARRIER:
    n = (int)in->cmp == MB_INVAL ? 1 : (int)in->cmp == MB_TEST_WAIT || (int)in->cmp == MB_TRY_WAIT ? 3 : 2;
    break;
  case OP_CP:
    n = (int)in->cmp == CPA_BULK                                     ? 4
        : (int)in->cmp == CPA_COPY || (int)in->cmp == CPA_BULK_GROUP ? 3
        : (int)in->cmp == CPA_BULK_PREFETCH                          ? 2
        : (int)in->cmp == CPA_WAIT || (int)in->cmp == CPA_ARRIVE     ? 1
                                                                     : 0;
    break;
  case OP_BFI:
  case OP_LOP3: n = 5; break;
  default: n = (ptx_opinfos[in->op].flags & F_NODST) ? 0 : 2;
  }
  return (in->flags & IF_CC) && n < 3 ? 3 : n;
}

static void parse_instruction(parser *p) {
  ptx_inst in = {0};
  in.guard = -1;
  ptx_tok *t = peek(p);
  in.line = t->line;
  in.loc_file = p->loc_file;
  in.loc_line = p->loc_line;
  if (accept(p, "@")) {
    in.guard_neg = accept(p, "!");
    ptx_tok *g = peek(p);
    char *w = expect_word(p, "a predicate");
    int r = strmap_get(&p->fn->regmap, w, -1);
    if (r < 0) perr(p, g->line, "unknown predicate '%s'", w);
    in.guard = r;
    t = peek(p);
  }
  char *opw = expect_word(p, "an instruction");
  parse_opword(p, &in, opw, t->line);
  if (ptx_opinfos[in.op].flags & F_UNSUP) perr(p, t->line, "unsupported instruction '%s'", opw);
  if (in.op == OP_CP && !in.cmp) perr(p, t->line, "unsupported instruction '%s' (cp.async is)", opw);
  if (in.op == OP_CP && (int)in.cmp == CPA_BULK_ANY)
    perr(p, t->line, "'%s' needs a completion: .mbarrier::complete_tx::bytes or .bulk_group", opw);
  if (in.op == OP_MMA && in.mma.nty == 2) { /* wmma.mma.f32.f32: D and C; A and B are f16 */
    in.mma.ty[3] = in.mma.ty[1];
    in.mma.ty[1] = in.mma.ty[2] = HD_MT_F16;
    in.mma.nty = 4;
  }
  if (in.op == OP_CALL) {
    parse_call(p, &in, t->line);
  } else {
    in.ops = parse_operand_list(p, ";", &in.nops);
    if (strstr(opw, ".L2::cache_hint") && in.nops > 1) in.nops--; /* the cache policy operand: no use here */
    if (in.nops < min_operands(&in))
      perr(p, t->line, "'%s' needs %d operands, found %d", opw, min_operands(&in), in.nops);
    if (in.op == OP_BRA && in.ops[0].kind != OPK_LABEL) perr(p, t->line, "'%s' needs a label", opw);
  }
  expect(p, ";");
  vec_push(&p->fn->insts, in);
}

/* ---- functions ---- */

static void parse_params(parser *p, ptx_func *f) {
  expect(p, "(");
  if (accept(p, ")")) return;
  do {
    ptx_tok *t = peek(p);
    if (!accept(p, ".param") && !accept(p, ".reg"))
      perr(p, t->line, "expected '.param' in parameter list, found '%.*s'", t->len, t->s);
    declmods dm = {.space = SP_PARAM};
    ptx_sym s = parse_var(p, &dm);
    s.is_param = 1;
    add_sym(p, s, t->line);
  } while (accept(p, ","));
  expect(p, ")");
}

static void resolve_labels(parser *p, ptx_func *f) {
  for (int i = 0; i < f->insts.n; i++) {
    ptx_inst *in = &f->insts.v[i];
    for (int k = 0; k < in->nops; k++) {
      ptx_operand *o = &in->ops[k];
      if (o->kind != OPK_LABEL || o->sym >= 0) continue;
      const char *name = (const char *)(intptr_t)o->imm;
      int l = strmap_get(&f->labelmap, name, -1);
      if (l < 0 && in->op != OP_BRA && (l = strmap_get(&p->m->funcmap, name, -1)) >= 0) {
        o->kind = OPK_FUNC; /* a function's address (function pointers, vtables) */
        p->m->funcs.v[l].addr_taken = 1;
      } else if (l < 0) perr(p, in->line, "unknown label or symbol '%s'", name);
      o->sym = l;
    }
  }
}

static void layout_params(ptx_func *f) {
  int64_t off = 0;
  for (int i = 0; i < f->nparams; i++) {
    ptx_sym *s = &f->syms.v[i];
    int a = s->align > 0 ? s->align : 1;
    off = (off + a - 1) / a * a;
    s->offset = off;
    off += s->size;
  }
  f->param_size = off;
}

/* .loc may carry ", function_name X, inlined_at a b c" on the same line. */
static void skip_to_semi_or_line_impl(parser *p, int line) {
  while (peek(p)->kind != TK_EOF && peek(p)->line == line && !tok_is(peek(p), ";")) next(p);
  accept(p, ";");
}

static void parse_body(parser *p, ptx_func *f) {
  expect(p, "{");
  p->depth = 1;
  p->undo.n = 0;
  while (p->depth > 0) {
    ptx_tok *t = peek(p);
    if (t->kind == TK_EOF) perr(p, t->line, "unexpected end of file in function body");
    if (accept(p, "{")) {
      p->depth++;
      continue;
    }
    if (accept(p, "}")) {
      close_scope(p);
      continue;
    }
    if (accept(p, ".reg")) {
      parse_reg_decl(p);
      continue;
    }
    if (accept(p, ".loc")) {
      p->loc_file = (int)expect_int(p);
      p->loc_line = (int)expect_int(p);
      skip_to_semi_or_line_impl(p, t->line);
      continue;
    }
    if (accept(p, ".pragma")) {
      skip_to_semi(p);
      continue;
    }
    ptx_space sp = space_from_word(t);
    if (sp != SP_NONE) {
      next(p);
      declmods dm = {.space = sp};
      ptx_sym s = parse_var(p, &dm);
      expect(p, ";");
      add_sym(p, s, t->line);
      continue;
    }
    if (t->kind == TK_WORD && tok_is(&p->t[p->i + 1], ":")) {
      char *name = tokstr(p, t);
      p->i += 2;
      if (tok_is(peek(p), ".callprototype") || tok_is(peek(p), ".calltargets")) {
        skip_to_semi(p); /* what an indirect call may reach: heddle checks the arity when it calls */
        continue;
      }
      ptx_label l = {name, f->insts.n};
      vec_push(&f->labels, l);
      strmap_put(&f->labelmap, name, f->labels.n - 1);
      continue;
    }
    if (t->kind == TK_WORD && t->s[0] == '.') { /* e.g. .callprototype: spoils this function only */
      char msg[256];
      snprintf(msg, sizeof msg, "unsupported directive '%.*s' in function body", t->len, t->s);
      spoil(p, t->line, msg);
      skip_to_semi(p);
      continue;
    }
    if (setjmp(p->inst_jb)) { /* unsupported: skip the instruction */
      p->in_inst = 0;
      p->opstack.n = 0;
      p->nest = 0;
      /* to its ';', over the braces of vector operands ({%r1, %r2}); a '}' of no such
       * brace ends the function */
      for (int depth = 0; peek(p)->kind != TK_EOF && !tok_is(peek(p), ";"); next(p)) {
        if (tok_is(peek(p), "{")) depth++;
        else if (tok_is(peek(p), "}") && depth-- == 0) break;
      }
      accept(p, ";");
      continue;
    }
    p->in_inst = 1;
    parse_instruction(p);
    p->in_inst = 0;
  }
}

static void func_release(ptx_func *f) {
  free(f->regs.v);
  free(f->syms.v);
  free(f->insts.v);
  free(f->labels.v);
  strmap_free(&f->regmap);
  strmap_free(&f->symmap);
  strmap_free(&f->labelmap);
}

/* Parses a .entry/.func into a fresh function (p->cur, which an error jump releases),
 * then files it: a prototype of a known function is dropped, a definition replaces a
 * prototype (several objects of an -rdc program declare each other's functions). */
static void parse_function(parser *p, int is_entry) {
  ptx_func *fn = &p->cur;
  memset(fn, 0, sizeof *fn);
  p->pending = 1;
  p->rets.n = 0;
  fn->is_entry = is_entry;
  fn->line = peek(p)->line;
  p->fn = fn;
  if (!is_entry && tok_is(peek(p), "(")) { /* return parameters */
    fn->name = "(return)";
    parse_params(p, fn);
    for (int i = 0; i < fn->syms.n; i++) vec_push(&p->rets, fn->syms.v[i]);
    strmap_free(&fn->symmap);
    fn->syms.n = 0;
  }
  fn->name = expect_word(p, "a function name");
  int idx = strmap_get(&p->m->funcmap, fn->name, -1);
  if (idx < 0) { /* known from here on, for recursive calls */
    ptx_func proto = {.name = fn->name, .is_entry = is_entry, .is_extern = 1, .line = fn->line};
    vec_push(&p->m->funcs, proto);
    idx = p->m->funcs.n - 1;
    strmap_put(&p->m->funcmap, fn->name, idx);
  }
  if (tok_is(peek(p), "(")) parse_params(p, fn);
  fn->nparams = fn->syms.n;
  for (int i = 0; i < p->rets.n; i++) {
    vec_push(&fn->syms, p->rets.v[i]);
    strmap_put(&fn->symmap, p->rets.v[i].name, fn->syms.n - 1);
  }
  fn->nret = p->rets.n;
  layout_params(fn);
  for (;;) { /* performance directives */
    int *dst = NULL;
    if (accept(p, ".maxntid")) dst = fn->maxntid;
    else if (accept(p, ".reqntid")) dst = fn->reqntid;
    if (dst) {
      int k = 0;
      dst[1] = dst[2] = 1;
      do { dst[k++] = (int)expect_int(p); } while (k < 3 && accept(p, ","));
      continue;
    }
    if (accept(p, ".minnctapersm")) { /* they bound the registers reported as numRegs */
      fn->minnctapersm = (int)expect_int(p);
      continue;
    }
    if (accept(p, ".maxnreg")) {
      fn->maxnreg = (int)expect_int(p);
      continue;
    }
    if (accept(p, ".maxnctapersm")) {
      expect_int(p);
      continue;
    }
    if (accept(p, ".noreturn")) continue;
    if (accept(p, ".pragma")) {
      skip_to_semi(p);
      continue;
    }
    break;
  }
  ptx_func *old = &p->m->funcs.v[idx];
  if (accept(p, ";")) { /* a prototype */
    fn->is_extern = 1;
    if (old->is_extern && !old->syms.n) {
      fn->name = old->name;
      fn->addr_taken = old->addr_taken;
      func_release(old);
      *old = *fn;
    } else func_release(fn);
  } else {
    if (!old->is_extern) perr(p, fn->line, "duplicate definition of function '%s'", fn->name);
    parse_body(p, fn);
    resolve_labels(p, fn);
    old = &p->m->funcs.v[idx];
    fn->addr_taken |= old->addr_taken; /* taken before the definition (a vtable) */
    func_release(old);
    *old = *fn;
  }
  memset(fn, 0, sizeof *fn);
  p->fn = NULL;
  p->pending = 0;
}

static void parse_module_item(parser *p) {
  ptx_tok *t = peek(p);
  int is_extern = 0;
  for (;;) {
    if (accept(p, ".visible") || accept(p, ".weak") || accept(p, ".common")) continue;
    if (accept(p, ".extern")) {
      is_extern = 1;
      continue;
    }
    break;
  }
  t = peek(p);
  if (accept(p, ".version")) {
    ptx_tok *v = next(p);
    if (v->kind == TK_FLOAT) {
      double d;
      memcpy(&d, &v->ival, 8);
      if (!(d >= 0 && d < 100)) perr(p, v->line, "bad .version");
      p->m->version_major = (int)d;
      p->m->version_minor = (int)((d - (int)d) * 10 + 0.5);
    } else if (v->kind == TK_INT) p->m->version_major = (int)v->ival;
    else perr(p, v->line, "bad .version");
    return;
  }
  if (accept(p, ".target")) {
    do {
      char *w = expect_word(p, "a target");
      if (!strncmp(w, "sm_", 3)) p->m->target_sm = atoi(w + 3);
    } while (accept(p, ","));
    return;
  }
  if (accept(p, ".address_size")) {
    if (expect_int(p) != 64) perr(p, t->line, "only .address_size 64 is supported");
    return;
  }
  if (accept(p, ".file")) {
    int64_t n = expect_int(p);
    if (n < 0 || n > FILE_MAX) perr(p, t->line, "bad .file index %lld", (long long)n);
    ptx_tok *s = next(p);
    if (s->kind != TK_STRING) perr(p, s->line, "expected a file name string");
    while (p->m->files.n <= n) vec_push(&p->m->files, (const char *)NULL);
    p->m->files.v[n] = arena_strndup(&p->m->arena, s->s + 1, (size_t)s->len - 2);
    while (accept(p, ",")) expect_int(p);
    return;
  }
  if (accept(p, ".section")) {
    expect_word(p, "a section name");
    skip_braces(p);
    return;
  }
  if (accept(p, ".pragma")) {
    skip_to_semi(p);
    return;
  }
  if (accept(p, ".entry")) {
    parse_function(p, 1);
    return;
  }
  if (accept(p, ".func")) {
    parse_function(p, 0);
    return;
  }
  ptx_space sp = space_from_word(t);
  if (sp == SP_GLOBAL || sp == SP_SHARED || sp == SP_CONST) {
    next(p);
    declmods dm = {.space = sp, .is_extern = is_extern};
    ptx_sym s = parse_var(p, &dm);
    expect(p, ";");
    add_sym(p, s, t->line);
    return;
  }
  perr(p, t->line, "unexpected '%.*s' at module scope", t->len, t->s);
}

int ptx_parse_add(ptx_module *m, const char *text, const char *filename, char *err, size_t errlen) {
  parser p = {.filename = filename ? filename : "<ptx>", .err = err, .errlen = errlen, .m = m};
  int errline = 0;
  char lexerr[256];
  p.nt = ptx_lex(text, &p.t, &errline, lexerr, sizeof lexerr);
  if (p.nt < 0) {
    ptx_errmsg(err, errlen, p.filename, errline, NULL, lexerr);
    return -1;
  }
  int rc = 0;
  if (setjmp(p.jb)) rc = -1;
  else
    while (peek(&p)->kind != TK_EOF) parse_module_item(&p);
  if (p.pending) func_release(&p.cur);
  free(p.t);
  free(p.undo.v);
  free(p.rets.v);
  free(p.opstack.v);
  return rc;
}

ptx_module *ptx_parse(const char *text, const char *filename, char *err, size_t errlen) {
  ptx_module *m = calloc(1, sizeof *m);
  if (!m) die("out of memory");
  if (ptx_parse_add(m, text, filename, err, errlen)) {
    ptx_module_free(m);
    return NULL;
  }
  return m;
}

void ptx_module_free(ptx_module *m) {
  if (!m) return;
  for (int i = 0; i < m->funcs.n; i++) func_release(&m->funcs.v[i]);
  free(m->syms.v);
  free(m->funcs.v);
  free(m->files.v);
  strmap_free(&m->symmap);
  strmap_free(&m->funcmap);
  arena_free(&m->arena);
  free(m);
}
