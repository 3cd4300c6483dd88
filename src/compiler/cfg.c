/* cfg.c: basic blocks, post-dominators, divergence, the controller/thread-loop split,
 * liveness and register storage classes for one PTX function.
 *
 * The plan (see docs/ARCHITECTURE.md): a thread block runs as a "controller" that
 * executes block-uniform code once, and "thread loops" that run the rest for every
 * thread until a barrier, an exit, or the next controller block. */
#include "cfg.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- def/use ---- */

/* bar.red (__syncthreads_count/and/or) is a barrier that also writes a register */
static int is_bar_red(const ptx_inst *in) { return (in->op == OP_BAR || in->op == OP_BARRIER) && (in->flags & IF_RED); }

int cfg_is_bar_red(const ptx_inst *in) { return is_bar_red(in); }

int cfg_has_nbar(const cfg_func *cf) {
  for (int x = 0; x < cf->blocks.n; x++)
    if (cf->blocks.v[x].term == TERM_BARRIER && cf->blocks.v[x].nbar) return 1;
  return 0;
}

static int is_xchg(const ptx_inst *in) { return (ptx_opinfos[in->op].flags & F_XCHG) != 0; }

/* A warp exchange is split in two (see cfg_split_exchanges): the first half only reads the
 * value it shares, the second (IF_POST) reads lane and clamp operands and writes. */
static int is_dst_op(const ptx_inst *in) {
  if (is_xchg(in)) return (in->flags & IF_POST) && in->nops > 0 && in->op != OP_STMATRIX;
  if (in->flags & IF_AGG && in->op == OP_ATOM) return (in->flags & IF_AGGPOST) != 0; /* cfg_aggregate */
  if (in->op == OP_MBARRIER && PTX_MBAR_ADDR_FIRST(in)) return 0;
  return (!(ptx_opinfos[in->op].flags & F_NODST) || is_bar_red(in)) && in->nops > 0;
}

int cfg_inst_defs(const ptx_inst *in, int *out) {
  int n = 0;
  if (!is_dst_op(in)) return 0;
  const ptx_operand *o = &in->ops[0];
  if (o->kind == OPK_REG) out[n++] = o->reg;
  else if (o->kind == OPK_VEC)
    for (int k = 0; k < o->nvec && n < 8; k++)
      if (o->vec[k].kind == OPK_REG) out[n++] = o->vec[k].reg;
  if (o->reg2 >= 0) out[n++] = o->reg2;
  return n;
}

static int add_use(const ptx_operand *o, int *out, int n, int max) {
  if (o->kind == OPK_REG || (o->kind == OPK_ADDR && o->reg >= 0)) {
    if (n < max) out[n++] = o->reg;
  }
  if (o->kind == OPK_VEC || o->kind == OPK_ADDR) /* an address's vector: texture coordinates */
    for (int k = 0; k < o->nvec; k++) n = add_use(&o->vec[k], out, n, max);
  return n;
}

int cfg_inst_uses(const ptx_inst *in, int *out, int max) {
  int n = 0;
  if (in->guard >= 0) out[n++] = in->guard;
  if (is_xchg(in)) {
    if (ptx_opinfos[in->op].flags & F_PAYLOAD) { /* first half: the operands (ldmatrix: the address;
                                                     stmatrix: the address and the fragments) */
      if (!(in->flags & IF_POST))
        for (int k = in->op == OP_STMATRIX ? 0 : 1; k < (in->op == OP_MMA ? 4 : 2); k++)
          n = add_use(&in->ops[k], out, n, max);
      return n;
    }
    if (in->op == OP_ELECT) /* shares nothing of its own; its second half reads the mask */
      return in->flags & IF_POST ? add_use(&in->ops[1], out, n, max) : n;
    if (!(in->flags & IF_POST)) return in->nops > 1 ? add_use(&in->ops[1], out, n, max) : n; /* the value shared */
    /* shfl: lane and clamp (its mask only names who takes part); vote, match, redux: the mask */
    for (int k = 2; k < (in->op == OP_SHFL && in->nops > 4 ? 4 : in->nops); k++) n = add_use(&in->ops[k], out, n, max);
    return n;
  }
  if (in->flags & IF_AGG && in->op == OP_ATOM) { /* the first half reads, the second writes (cfg_aggregate) */
    for (int k = 1; k < in->nops && !(in->flags & IF_AGGPOST); k++) n = add_use(&in->ops[k], out, n, max);
    return n;
  }
  for (int k = is_dst_op(in) ? 1 : 0; k < in->nops; k++) n = add_use(&in->ops[k], out, n, max);
  /* a vector destination of mov with a register source is written, not read */
  return n;
}

/* ---- tensor-core groups ----
 * Every mma is a warp exchange, and every exchange a stop of the lane loop, where each
 * lane's live registers are saved and reloaded. Unrolled GEMM code issues runs of mma
 * that do not read each other's results (c[i][j] += a[i] * b[j]): such a run shares one
 * stop. Each mma but the run's last is marked `defer`: its operands are published where it
 * stands, and its result is computed and written at the last one's stop, which is sound
 * while nothing in between reads or writes its destination registers and no label, branch,
 * barrier, call or other exchange comes between them. */
void cfg_group_mma(cfg_func *cf) {
  int n = cf->insts.n, last = -1, run = 0, *uses = malloc(sizeof(int) * 64);
  unsigned char *label = calloc((size_t)n + 1, 1), *pend = calloc((size_t)cf->nregs + 1, 1);
  for (int i = 0; i < cf->f->labels.n; i++) label[cf->label_inst[i]] = 1;
  for (int i = 0; i <= n; i++) {
    ptx_inst *in = i < n ? &cf->insts.v[i] : NULL;
    int fl = in ? ptx_opinfos[in->op].flags : 0, hit = !in || label[i];
    int mma = in && in->op == OP_MMA && in->guard < 0;
    if (in && !mma && ((fl & (F_BRANCH | F_TERM | F_BARRIER)) || in->op == OP_CALL || is_xchg(in))) hit = 1;
    if (in && !hit && last >= 0) { /* does it touch a pending result? */
      int nu = cfg_inst_uses(in, uses, 64);
      for (int k = 0; k < nu && !hit; k++) hit = pend[uses[k]];
      int d[9], nd = mma ? 0 : cfg_inst_defs(in, d); /* an mma's own result is written at the stop */
      for (int k = 0; k < nd && !hit; k++) hit = pend[d[k]];
    }
    if (mma && run == 8) hit = 1; /* at most 8 a stop: each lane's words of them lie in mx_ */
    if (hit && last >= 0) { /* the run ends: its last mma keeps its stop */
      memset(pend, 0, (size_t)cf->nregs + 1);
      last = -1;
      run = 0;
    }
    if (!mma) continue;
    if (last >= 0) cf->insts.v[last].mma.defer = 1;
    last = i;
    run++;
    const ptx_operand *o = &in->ops[0];
    for (int k = 0; o->kind == OPK_VEC && k < o->nvec; k++)
      if (o->vec[k].kind == OPK_REG) pend[o->vec[k].reg] = 1;
  }
  free(uses);
  free(label);
  free(pend);
}

/* ---- warp runs ----
 * A shuffle reduction or scan unrolled by nvcc is a straight line of shuffles (and votes)
 * with lane-local arithmetic between them: five exchanges, five stops of the lane loop,
 * each saving and reloading every lane's live registers. Such a run becomes one exchange
 * (OP_WARPRUN): its first half publishes the registers the run reads, its second half
 * runs the whole run once per warp over 32-lane arrays (emit_warp_prog) and gives each lane
 * the registers read after the run. Every lane that reaches the run's first exchange runs
 * all of it (no label, branch, memory access or call inside), so the lanes taking part are
 * the same at each of its exchanges; instructions on the lanes that do not take part
 * compute on values no one reads (none traps: no division). */
static int run_type_ok(ptx_type t) {
  return ptx_type_bits(t) <= 64 && !(ptx_type_is_float(t) && ptx_type_bits(t) < 32);
}

static int run_operand_ok(const cfg_func *cf, const ptx_operand *o) {
  switch (o->kind) {
  case OPK_REG: return run_type_ok(cf->f->regs.v[o->reg].type);
  case OPK_IMM:
  case OPK_FIMM:
  case OPK_DIMM:
  case OPK_SINK: return 1;
  case OPK_VEC:
    for (int k = 0; k < o->nvec; k++)
      if (o->vec[k].kind != OPK_REG || !run_type_ok(cf->f->regs.v[o->vec[k].reg].type)) return 0;
    return 1;
  default: return 0;
  }
}

/* 2: an exchange a run can hold; 1: lane-local arithmetic; 0: neither */
static int run_kind(const cfg_func *cf, const ptx_inst *in) {
  int k = 0;
  switch (in->op) {
  case OP_SHFL:
    k = in->guard < 0 && in->nops >= 4 && ptx_type_bits(in->type) == 32 && in->ops[0].kind == OPK_REG ? 2 : 0;
    break;
  case OP_VOTE:
    k = in->guard < 0 && in->nops >= 2 && in->ops[0].kind == OPK_REG &&
            ((int)in->cmp == XM_BALLOT || (int)in->cmp == XM_ANY || (int)in->cmp == XM_ALL || (int)in->cmp == XM_UNI)
        ? 2
        : 0;
    break;
  case OP_MOV:
  case OP_ADD:
  case OP_SUB:
  case OP_MUL:
  case OP_MAD:
  case OP_MUL24:
  case OP_MAD24:
  case OP_ABS:
  case OP_NEG:
  case OP_MIN:
  case OP_MAX:
  case OP_AND:
  case OP_OR:
  case OP_XOR:
  case OP_NOT:
  case OP_CNOT:
  case OP_SHL:
  case OP_SHR:
  case OP_SETP:
  case OP_SELP:
  case OP_SLCT:
  case OP_FMA:
  case OP_BFE:
  case OP_BFI:
  case OP_BMSK:
  case OP_BREV:
  case OP_CLZ:
  case OP_POPC:
  case OP_BFIND:
  case OP_PRMT:
  case OP_SHF:
  case OP_LOP3:
  case OP_CVT: k = !(in->flags & IF_CC) && in->nops > 0 && in->ops[0].kind != OPK_SINK; break;
  default: return 0;
  }
  if (in->guard >= 0 && !run_type_ok(cf->f->regs.v[in->guard].type)) return 0;
  for (int o = 0; o < in->nops && k; o++)
    if (!run_operand_ok(cf, &in->ops[o])) k = 0;
  return k;
}

/* The registers an instruction of a run reads (its guard, and a guarded one's destinations:
 * lanes that skip it keep their value) and writes; exchanges not yet split. */
int cfg_run_uses(const ptx_inst *in, int *out) {
  int n = 0;
  if (in->guard >= 0) out[n++] = in->guard;
  if (is_xchg(in)) {
    for (int k = 1; k < in->nops; k++) n = add_use(&in->ops[k], out, n, 40);
  } else n += cfg_inst_uses(in, out + n, 32);
  if (in->guard >= 0) {
    int d[9], nd = cfg_inst_defs(in, d);
    for (int k = 0; k < nd && n < 40; k++) out[n++] = d[k];
  }
  return n;
}
int cfg_run_defs(const ptx_inst *in, int *out) {
  if (!is_xchg(in)) return cfg_inst_defs(in, out);
  int n = 0;
  if (in->ops[0].kind == OPK_REG) out[n++] = in->ops[0].reg;
  if (in->ops[0].reg2 >= 0) out[n++] = in->ops[0].reg2;
  return n;
}

/* The registers an instruction reads, each time it reads one (its guard too), counted
 * alike for the whole function and for a run: an exchange's destination is not read. */
static int run_inst_uses(const ptx_inst *p, int *u) {
  int nu = p->guard >= 0 ? 1 : 0;
  if (nu) u[0] = p->guard;
  if (is_xchg(p) && !(ptx_opinfos[p->op].flags & F_PAYLOAD))
    for (int k = 1; k < p->nops; k++) nu = add_use(&p->ops[k], u, nu, 48);
  else nu += cfg_inst_uses(p, u + nu, 32);
  return nu;
}

/* cnt[r]: how many times the instructions of [i, e] read r */
static void run_uses_in(const cfg_func *cf, int i, int e, int *cnt) {
  memset(cnt, 0, sizeof(int) * ((size_t)cf->nregs + 1));
  for (int j = i; j <= e; j++) {
    int u[48], nu = run_inst_uses(&cf->insts.v[j], u);
    for (int k = 0; k < nu; k++) cnt[u[k]]++;
  }
}

#define RUN_MAXIN 16 /* words each lane publishes */
#define RUN_MAXOUT 8 /* registers each lane reads back (cfg_inst_defs) */

/* The registers run [i, e] reads before writing (in), and writes that others read (out). */
static int run_regs(const cfg_func *cf, int i, int e, const int *nuse, const unsigned char *konst,
                    const unsigned char *kept, int *in, int *nin, int *outr, int *nout, unsigned char *seen,
                    int *inside) {
  int words = 0, ok = 1;
  *nin = *nout = 0;
  memset(seen, 0, (size_t)cf->nregs + 1);
  for (int j = i; j <= e; j++) {
    const ptx_inst *p = &cf->insts.v[j];
    int u[48], nu = cfg_run_uses(p, u), d[9], nd = cfg_run_defs(p, d);
    for (int k = 0; k < nu; k++) {
      if (!(seen[u[k]] & 1) && !konst[u[k]]) { /* not written before in the run: a live-in */
        words += ptx_type_bits(cf->f->regs.v[u[k]].type) == 64 ? 2 : 1;
        if (*nin < 48) in[(*nin)++] = u[k];
        else ok = 0;
        seen[u[k]] |= 1;
      }
    }
    for (int k = 0; k < nd; k++) seen[d[k]] |= 1 | 2;
  }
  /* a register written in the run is read back if an instruction outside it reads it */
  run_uses_in(cf, i, e, inside);
  for (int r = 0; r < cf->nregs; r++)
    if ((seen[r] & 2) && nuse[r] > inside[r] && !kept[r]) {
      if (*nout < RUN_MAXOUT) outr[(*nout)++] = r;
      else ok = 0;
    }
  return ok && words <= RUN_MAXIN;
}

/* The lane-local instructions of run [i, e] that stay in place besides (keep[j - i]): those
 * that read nothing the run's other instructions write, whose one definition is read after
 * the run. They run again after it, so that their registers (a predicate on the lane, such as
 * lane >= 4, read again by a later run) are computed, not read back and saved per thread.
 * kept[r]: r is written by one of them. Prefixes of the run keep the same. */
static void run_keep(const cfg_func *cf, int i, int e, const int *nuse, const int *ndef, unsigned char *keep,
                     unsigned char *kept, int *inside) {
  memset(inside, 0, sizeof(int) * ((size_t)cf->nregs + 1)); /* here: 4 written in the run, 1 by a kept one */
  for (int j = i; j <= e; j++) {
    int d[9], nd = cfg_run_defs(&cf->insts.v[j], d);
    for (int k = 0; k < nd; k++) inside[d[k]] = 4;
  }
  for (int j = i; j <= e; j++) { /* what it reads: written before the run, or by a kept one */
    const ptx_inst *p = &cf->insts.v[j];
    int d[9], nd = cfg_run_defs(p, d), u[48], nu = run_inst_uses(p, u), ok = j > i && !is_xchg(p) && p->guard < 0;
    for (int k = 0; k < nd && ok; k++) ok = ndef[d[k]] == 1;
    for (int k = 0; k < nu && ok; k++) ok = inside[u[k]] != 4;
    keep[j - i] = (unsigned char)ok;
    for (int k = 0; k < nd && ok; k++) inside[d[k]] = 1;
  }
  /* of those, the ones whose registers are read after the run, and what they read */
  run_uses_in(cf, i, e, inside);
  memset(kept, 0, (size_t)cf->nregs + 1);
  for (int j = e; j > i; j--) {
    if (!keep[j - i]) continue;
    int d[9], nd = cfg_run_defs(&cf->insts.v[j], d), need = 0;
    for (int k = 0; k < nd; k++) need |= kept[d[k]] == 2 || nuse[d[k]] > inside[d[k]];
    keep[j - i] = (unsigned char)need;
    if (!need) continue;
    for (int k = 0; k < nd; k++) kept[d[k]] = 1;
    int u[48], nu = run_inst_uses(&cf->insts.v[j], u);
    for (int k = 0; k < nu; k++)
      if (!kept[u[k]]) kept[u[k]] = 2; /* read by a kept one: needed if a kept one writes it */
  }
  for (int r = 0; r < cf->nregs; r++) kept[r] = kept[r] == 1;
}

static ptx_operand *run_vec(cfg_func *cf, const int *regs, int n) {
  ptx_operand *v = arena_alloc(cf->ar, sizeof(ptx_operand) * (size_t)(n + 1));
  for (int k = 0; k < n; k++) {
    v[k].kind = OPK_REG;
    v[k].reg = regs[k];
    v[k].sym = v[k].reg2 = -1;
  }
  return v;
}

void cfg_warp_runs(cfg_func *cf) {
  int n = cf->insts.n, nr = cf->nregs;
  unsigned char *label = calloc((size_t)n + 1, 1), *seen = malloc((size_t)nr + 1);
  int *nuse = calloc((size_t)nr + 1, sizeof(int)), *ndef = calloc((size_t)nr + 1, sizeof(int)),
      *dinst = malloc(sizeof(int) * ((size_t)nr + 1)), *inside = malloc(sizeof(int) * ((size_t)nr + 1));
  int in[48], out[RUN_MAXOUT], nin = 0, nout = 0;
  unsigned char keep[256], *kept = calloc((size_t)nr + 1, 1);
  for (int i = 0; i < cf->f->labels.n; i++) label[cf->label_inst[i]] = 1;
  for (int i = 0; i < n; i++) {
    const ptx_inst *p = &cf->insts.v[i];
    int u[48], nu = run_inst_uses(p, u), d[9], nd = cfg_run_defs(p, d);
    for (int k = 0; k < nu; k++) nuse[u[k]]++;
    for (int k = 0; k < nd; k++) ndef[d[k]]++, dinst[d[k]] = i;
  }
  /* registers set once, by mov of an integer: the run's copy reads the constant */
  unsigned char *konst = calloc((size_t)nr + 1, 1);
  int64_t *kimm = calloc((size_t)nr + 1, sizeof(int64_t)); /* their values (the mov may join a run) */
  for (int r = 0; r < nr; r++) {
    if (ndef[r] != 1) continue;
    const ptx_inst *d = &cf->insts.v[dinst[r]];
    ptx_type t = cf->f->regs.v[r].type;
    konst[r] = d->op == OP_MOV && d->guard < 0 && d->nops == 2 && d->ops[0].kind == OPK_REG && d->ops[0].reg == r &&
        d->ops[1].kind == OPK_IMM && !ptx_type_is_float(t) && t != TY_PRED;
    if (konst[r]) kimm[r] = d->ops[1].imm;
  }
  for (int i = 0; i < n; i++) {
    if (run_kind(cf, &cf->insts.v[i]) != 2) continue;
    int last = i, cand[64], nc = 0;
    for (int j = i + 1; j < n && j - i < 256 && !label[j]; j++) {
      int k = run_kind(cf, &cf->insts.v[j]);
      if (!k) break;
      if (k == 2 && nc < 64) cand[nc++] = j;
    }
    if (!nc) continue;
    run_keep(cf, i, cand[nc - 1], nuse, ndef, keep, kept, inside);
    /* the longest run (to an exchange) whose registers fit */
    while (nc && !run_regs(cf, i, cand[nc - 1], nuse, konst, kept, in, &nin, out, &nout, seen, inside)) nc--;
    if (!nc) continue;
    last = cand[nc - 1];
    /* the run's own copy, constants (a register set once by mov of an integer) folded in */
    int np = last - i + 1;
    ptx_inst *prog = arena_alloc(cf->ar, sizeof(ptx_inst) * (size_t)np);
    for (int j = 0; j < np; j++) {
      prog[j] = cf->insts.v[i + j];
      ptx_operand *ops = arena_alloc(cf->ar, sizeof(ptx_operand) * (size_t)(prog[j].nops + 1));
      memcpy(ops, prog[j].ops, sizeof(ptx_operand) * (size_t)prog[j].nops);
      prog[j].ops = ops;
      for (int k = 1; k < prog[j].nops; k++) {
        ptx_operand *o = &ops[k];
        if (o->kind != OPK_REG || o->neg || !konst[o->reg]) continue;
        o->kind = OPK_IMM;
        o->imm = kimm[o->reg];
        o->reg = -1;
      }
    }
    ptx_inst run = cf->insts.v[i];
    run.op = OP_WARPRUN;
    run.flags = 0;
    run.guard = -1;
    run.nops = 2;
    run.ops = arena_alloc(cf->ar, sizeof(ptx_operand) * 2);
    for (int k = 0; k < 2; k++) {
      run.ops[k].kind = OPK_VEC;
      run.ops[k].reg = run.ops[k].sym = run.ops[k].reg2 = -1;
    }
    run.ops[0].nvec = nout;
    run.ops[0].vec = run_vec(cf, out, nout);
    run.ops[1].nvec = nin;
    run.ops[1].vec = run_vec(cf, in, nin);
    run.prog = prog;
    run.nprog = np;
    cf->insts.v[i] = run;
    for (int j = i + 1; j <= last; j++) {
      if (keep[j - i]) continue; /* also after the run, where it is read */
      ptx_inst nop = {0};
      nop.op = OP_NOP;
      nop.guard = -1;
      nop.line = cf->insts.v[j].line;
      cf->insts.v[j] = nop;
    }
    i = last;
  }
  free(label);
  free(seen);
  free(nuse);
  free(ndef);
  free(dinst);
  free(inside);
  free(konst);
  free(kimm);
  free(kept);
}

/* ---- blocks ---- */

static int is_barrier(const ptx_inst *in) { return (ptx_opinfos[in->op].flags & F_BARRIER) != 0; }

static int new_block(cfg_func *cf) {
  cfg_block b = {0};
  b.ipdom = -1;
  vec_push(&cf->blocks, b);
  return cf->blocks.n - 1;
}

/* A new block of the instructions ins (nins, malloc'ed) after block bi: it takes bi's
 * terminator (and the barrier that goes with it), edges and post-dominator, and bi falls
 * into it. The caller leaves bi its other instructions. Returns the new block. */
static int split_tail(cfg_func *cf, int bi, int *ins, int nins) {
  int nbi = new_block(cf);
  cfg_block *b = &cf->blocks.v[bi], *r = &cf->blocks.v[nbi];
  r->ins = ins;
  r->nins = nins;
  r->term = b->term;
  r->warpbar = b->warpbar;
  r->nbar = b->nbar;
  r->succ[0] = b->succ[0];
  r->succ[1] = b->succ[1];
  r->nsucc = b->nsucc;
  r->ipdom = b->ipdom;
  r->divergent = b->divergent;
  r->spinbody = b->spinbody;
  b->term = TERM_FALL;
  b->warpbar = b->nbar = 0;
  b->succ[0] = nbi;
  b->nsucc = 1;
  b->ipdom = nbi;
  return nbi;
}

/* Each instruction's block, after blocks were split or instructions added */
static void index_blocks(cfg_func *cf) {
  cf->inst_block = util_realloc(cf->inst_block, sizeof(int) * ((size_t)cf->insts.n + 1));
  for (int bi = 0; bi < cf->blocks.n; bi++)
    for (int k = 0; k < cf->blocks.v[bi].nins; k++) cf->inst_block[cf->blocks.v[bi].ins[k]] = bi;
}

int cfg_blocks(cfg_func *cf, int *errline, char *err, size_t errlen) {
  ptx_func *f = cf->f;
  int n = cf->insts.n;
  int *leader = calloc((size_t)n + 1, sizeof(int));
  int *blk_of = malloc(sizeof(int) * ((size_t)n + 1));
  leader[0] = 1;
  for (int i = 0; i < f->labels.n; i++) leader[cf->label_inst[i]] = 1;
  for (int i = 0; i < n; i++) {
    ptx_inst *in = &cf->insts.v[i];
    int fl = ptx_opinfos[in->op].flags;
    if ((fl & (F_BRANCH | F_TERM)) || is_barrier(in) || (is_xchg(in) && !(in->op == OP_MMA && in->mma.defer)))
      leader[i + 1] = 1;
  }
  for (int i = 0; i <= n; i++) {
    if (leader[i] || i == 0) {
      int b = new_block(cf);
      if (i == n) cf->blocks.v[b].term = TERM_RET; /* falling off the end returns */
    }
    blk_of[i] = cf->blocks.n - 1;
  }
  cf->inst_block = malloc(sizeof(int) * ((size_t)n + 1));
  for (int i = 0; i < n; i++) {
    cfg_block *b = &cf->blocks.v[blk_of[i]];
    b->ins = util_realloc(b->ins, sizeof(int) * (size_t)(b->nins + 1));
    b->ins[b->nins++] = i;
    cf->inst_block[i] = blk_of[i];
  }
  int synth_ret = -1;
  int nb = cf->blocks.n;
  for (int bi = 0; bi < nb; bi++) {
    cfg_block *b = &cf->blocks.v[bi];
    int next = bi + 1 < nb ? bi + 1 : -1;
    if (!b->nins) {
      if (b->term != TERM_RET) {
        b->term = TERM_FALL;
        b->succ[0] = next;
        b->nsucc = next >= 0;
      }
      continue;
    }
    ptx_inst *last = &cf->insts.v[b->ins[b->nins - 1]];
    if (last->op == OP_BRA) {
      int target = blk_of[cf->label_inst[last->ops[0].sym]];
      if (last->guard >= 0) {
        b->term = TERM_CBRA;
        b->succ[0] = target;
        b->succ[1] = next;
        b->nsucc = 2;
      } else {
        b->term = TERM_BRA;
        b->succ[0] = target;
        b->nsucc = 1;
      }
    } else if (last->op == OP_RET || last->op == OP_EXIT) {
      if (last->guard >= 0) { /* @p ret: a branch to a synthetic return block */
        if (synth_ret < 0) {
          synth_ret = new_block(cf);
          cf->blocks.v[synth_ret].term = TERM_RET;
          b = &cf->blocks.v[bi];
        }
        b->term = TERM_CBRA;
        b->succ[0] = synth_ret;
        b->succ[1] = next;
        b->nsucc = 2;
      } else b->term = TERM_RET;
    } else if (last->op == OP_TRAP && last->guard < 0) {
      b->term = TERM_TRAP;
    } else if (is_xchg(last)) {
      if (last->guard >= 0) {
        *errline = last->line;
        snprintf(err, errlen, "predicated warp shuffle or vote is not supported");
        free(leader);
        free(blk_of);
        return -1;
      }
      b->term = TERM_BARRIER;
      b->succ[0] = next;
      b->nsucc = next >= 0;
      b->warpbar = 1;
    } else if (is_barrier(last)) {
      if (last->guard >= 0) {
        *errline = last->line;
        snprintf(err, errlen, "predicated barrier is not supported");
        free(leader);
        free(blk_of);
        return -1;
      }
      b->term = TERM_BARRIER;
      b->succ[0] = next;
      b->nsucc = next >= 0;
      b->warpbar = (last->flags & IF_WARP) != 0;
      b->nbar = !b->warpbar && !(last->flags & IF_RED) && (last->nops > 1 || (last->flags & IF_ARRIVE));
    } else {
      b->term = TERM_FALL;
      b->succ[0] = next;
      b->nsucc = next >= 0;
    }
    if (b->nsucc && b->succ[b->nsucc - 1] < 0) b->nsucc--; /* fell off: treated as return */
    if (!b->nsucc && (b->term == TERM_FALL || b->term == TERM_BARRIER)) b->term = TERM_RET;
  }
  free(leader);
  free(blk_of);
  return 0;
}

/* Each warp exchange X ends its block; its second half goes into a new block of its own
 * right after it, [X'] -> old successor, so that every lane has published its value
 * (first half, before the stop) before any lane reads (second half, after it). */
void cfg_split_exchanges(cfg_func *cf) {
  int nb = cf->blocks.n;
  for (int bi = 0; bi < nb; bi++) {
    cfg_block *b = &cf->blocks.v[bi];
    if (!b->nins || !is_xchg(&cf->insts.v[b->ins[b->nins - 1]]) || b->term != TERM_BARRIER) continue;
    /* the second halves of the mma deferred to this stop (cfg_group_mma), then its own */
    int np = 0, *pins = malloc(sizeof(int) * (size_t)b->nins);
    for (int k = 0; k < b->nins; k++) {
      ptx_inst post = cf->insts.v[b->ins[k]];
      if (k < b->nins - 1 && !(post.op == OP_MMA && post.mma.defer)) continue;
      post.flags |= IF_POST;
      vec_push(&cf->insts, post);
      pins[np++] = cf->insts.n - 1;
    }
    int nbi = new_block(cf);
    b = &cf->blocks.v[bi];
    cfg_block *pb = &cf->blocks.v[nbi];
    pb->ins = pins;
    pb->nins = np;
    pb->term = b->nsucc ? TERM_FALL : TERM_RET;
    pb->succ[0] = b->succ[0];
    pb->nsucc = b->nsucc;
    b->succ[0] = nbi;
    b->nsucc = 1;
  }
  index_blocks(cf);
}

void cfg_shapes(cfg_func *cf) {
  for (int bi = 0; bi < cf->blocks.n; bi++) {
    cfg_block *b = &cf->blocks.v[bi];
    b->retonly = b->term == TERM_RET;
    b->baronly = b->term == TERM_BARRIER && b->nins == 1 && !b->nbar; /* threads must arrive at a named one */
    for (int k = 0; k < b->nins; k++) {
      ptx_opcode op = cf->insts.v[b->ins[k]].op;
      if (op != OP_RET && op != OP_EXIT) b->retonly = 0;
    }
  }
}

/* ---- post-dominators (bit sets; functions are small) ---- */

void cfg_ipdom(cfg_func *cf) {
  int nb = cf->blocks.n, W = BS_WORDS(nb + 1);
  bitword *pd = calloc((size_t)nb * (size_t)W, sizeof(bitword));
  for (int b = 0; b < nb; b++) memset(pd + (size_t)b * W, 0xff, sizeof(bitword) * (size_t)W);
  for (int changed = 1; changed;) {
    changed = 0;
    for (int b = nb - 1; b >= 0; b--) {
      cfg_block *bl = &cf->blocks.v[b];
      bitword tmp[W];
      if (!bl->nsucc) memset(tmp, 0, sizeof tmp);
      else {
        memcpy(tmp, pd + (size_t)bl->succ[0] * W, sizeof tmp);
        for (int s = 1; s < bl->nsucc; s++)
          for (int w = 0; w < W; w++) tmp[w] &= pd[(size_t)bl->succ[s] * W + w];
      }
      bs_set(tmp, b);
      if (memcmp(tmp, pd + (size_t)b * W, sizeof tmp)) {
        memcpy(pd + (size_t)b * W, tmp, sizeof tmp);
        changed = 1;
      }
    }
  }
  for (int b = 0; b < nb; b++) {
    bitword *mine = pd + (size_t)b * W;
    cf->blocks.v[b].ipdom = -1;
    for (int d = 0; d < nb; d++) {
      if (d == b || !bs_has(mine, d)) continue;
      /* d is the immediate one if pdom(d) == pdom(b) \ {b} */
      bitword *pdd = pd + (size_t)d * W;
      int same = 1;
      for (int x = 0; x < nb && same; x++)
        if (x != b && bs_has(mine, x) != bs_has(pdd, x)) same = 0;
      if (same) {
        cf->blocks.v[b].ipdom = d;
        break;
      }
    }
  }
  free(pd);
}

/* ---- divergence ---- */

static int is_kernel_param(const cfg_func *cf, const ptx_operand *o) {
  return o->kind == OPK_ADDR && o->reg < 0 && o->sym >= 0 && o->sym_local && o->sym < cf->f->nparams;
}

static int operand_varying_source(const cfg_func *cf, const ptx_operand *o) {
  if (o->kind == OPK_SREG) switch (o->sreg) {
    case SR_TID:
    case SR_LANEID:
    case SR_WARPID:
    case SR_CLOCK:
    case SR_CLOCK64:
    case SR_GLOBALTIMER:
    case SR_LANEMASK_EQ:
    case SR_LANEMASK_LT:
    case SR_LANEMASK_LE:
    case SR_LANEMASK_GT:
    case SR_LANEMASK_GE: return 1;
    default: return 0;
    }
  if ((o->kind == OPK_SYM || o->kind == OPK_ADDR) && o->sym >= 0 && o->sym_local) {
    const ptx_sym *s = &cf->f->syms.v[o->sym];
    if (s->space == SP_LOCAL || (s->space == SP_PARAM && !s->is_param)) return 1;
  }
  if (o->kind == OPK_VEC)
    for (int k = 0; k < o->nvec; k++)
      if (operand_varying_source(cf, &o->vec[k])) return 1;
  return 0;
}

static int inst_varying_source(const cfg_func *cf, const ptx_inst *in) {
  switch (in->op) {
  case OP_LD:
  case OP_LDU:
    if (in->space == SP_PARAM && is_kernel_param(cf, &in->ops[1])) return 0;
    if (in->space == SP_CONST) break;
    return 1;
  case OP_ATOM:
  case OP_MBARRIER:
  case OP_TEX:
  case OP_TLD4:
  case OP_SULD:
  case OP_WMMA_LD:
  case OP_MMA:
  case OP_LDMATRIX:
  case OP_WARPRUN:
  case OP_CALL:
  case OP_ADDC:
  case OP_SUBC:
  case OP_MADC: return 1;
  case OP_SHFL:
  case OP_VOTE:
  case OP_MATCH:
  case OP_REDUX:
  case OP_ACTIVEMASK:
  case OP_ELECT: return 1;
  default: break;
  }
  if (in->flags & IF_CC) return 1;
  for (int k = 0; k < in->nops; k++)
    if (operand_varying_source(cf, &in->ops[k])) return 1;
  return 0;
}

static void mark_region(cfg_func *cf, int b, unsigned char *seen) {
  cfg_block *bl = &cf->blocks.v[b];
  int stop = bl->ipdom;
  int *stack = malloc(sizeof(int) * (size_t)(cf->blocks.n * 2 + 2)), sp = 0;
  for (int s = 0; s < bl->nsucc; s++) stack[sp++] = bl->succ[s];
  while (sp) {
    int x = stack[--sp];
    if (x == stop || seen[x]) continue;
    seen[x] = 1;
    cf->blocks.v[x].divergent = 1;
    for (int s = 0; s < cf->blocks.v[x].nsucc; s++) stack[sp++] = cf->blocks.v[x].succ[s];
  }
  free(stack);
}

void cfg_divergence(cfg_func *cf) {
  /* a branch's region depends on the graph alone: mark it once, not once per pass (each
   * pass may make one more register varying, so passes can be as many as registers) */
  unsigned char *marked = calloc((size_t)cf->blocks.n + 1, 1);
  for (int changed = 1; changed;) {
    changed = 0;
    for (int bi = 0; bi < cf->blocks.n; bi++) {
      cfg_block *b = &cf->blocks.v[bi];
      for (int k = 0; k < b->nins; k++) {
        ptx_inst *in = &cf->insts.v[b->ins[k]];
        int defs[8], nd = cfg_inst_defs(in, defs);
        if (!nd) continue;
        int v = b->divergent || inst_varying_source(cf, in);
        int uses[32], nu = cfg_inst_uses(in, uses, 32);
        for (int u = 0; u < nu && !v && !is_bar_red(in); u++) v = cf->varying[uses[u]];
        for (int d = 0; d < nd; d++)
          if (v && !cf->varying[defs[d]]) {
            cf->varying[defs[d]] = 1;
            changed = 1;
          }
      }
    }
    /* branches on varying predicates make the blocks they control divergent, except a
     * branch one of whose sides only returns: those threads leave, the rest stay together */
    unsigned char *seen = calloc((size_t)(unsigned)cf->blocks.n + 1, 1);
    for (int bi = 0; bi < cf->blocks.n; bi++) {
      cfg_block *b = &cf->blocks.v[bi];
      if (b->term != TERM_CBRA || marked[bi]) continue;
      ptx_inst *br = &cf->insts.v[b->ins[b->nins - 1]];
      if (!cf->varying[br->guard] && !b->divergent) continue;
      if (cf->blocks.v[b->succ[0]].retonly || cf->blocks.v[b->succ[1]].retonly) {
        if (!b->divergent) continue;
      }
      marked[bi] = 1;
      memset(seen, 0, (size_t)cf->blocks.n);
      int before = 0, after = 0;
      for (int x = 0; x < cf->blocks.n; x++) before += cf->blocks.v[x].divergent;
      mark_region(cf, bi, seen);
      for (int x = 0; x < cf->blocks.n; x++) after += cf->blocks.v[x].divergent;
      if (after != before) changed = 1;
    }
    free(seen);
  }
  free(marked);
}

/* Lanes that part at a divergent branch meet again at its immediate post-dominator before
 * they take part in a warp exchange after it, as the GPU's compiler makes them (a
 * reconvergence point there). Where the branch's region holds a warp barrier (a shuffle,
 * vote, __syncwarp, ...), the region's edges into the join go through an empty warp-barrier
 * block: thread loops stop there, and the lanes resume together. */
void cfg_reconverge(cfg_func *cf) {
  int nb0 = cf->blocks.n;
  int *rblk = malloc(sizeof(int) * (size_t)(nb0 + 1)), *stack = malloc(sizeof(int) * (size_t)(2 * nb0 + 2));
  unsigned char *seen = malloc((size_t)nb0 + 1);
  int lanes = 0; /* a warp exchange anywhere: lanes parted by a wait's or an aggregated atomic's stop meet too */
  for (int x = 0; x < nb0; x++) rblk[x] = -1, lanes |= cf->blocks.v[x].term == TERM_BARRIER && cf->blocks.v[x].warpbar;
  for (int bi = 0; bi < nb0; bi++) {
    cfg_block *b = &cf->blocks.v[bi];
    int j = b->ipdom;
    if (b->term != TERM_CBRA || j < 0 || !cf->varying[cf->insts.v[b->ins[b->nins - 1]].guard]) continue;
    if (cf->blocks.v[j].retonly) continue; /* lanes that meet only to return need not wait */
    int sp = 0, warp = 0;
    memset(seen, 0, (size_t)nb0 + 1);
    for (int s = 0; s < b->nsucc; s++) stack[sp++] = b->succ[s];
    while (sp) { /* the region: from the branch up to the join */
      int x = stack[--sp];
      if (x == j || x >= nb0 || seen[x]) continue;
      seen[x] = 1;
      cfg_block *xb = &cf->blocks.v[x];
      if ((xb->term == TERM_BARRIER && xb->warpbar) || (lanes && (cfg_starts_agg(cf, x) || xb->spin))) warp = 1;
      for (int s = 0; s < xb->nsucc; s++) stack[sp++] = xb->succ[s];
    }
    if (!warp) continue;
    if (rblk[j] < 0) {
      int r = new_block(cf);
      cfg_block *rb = &cf->blocks.v[r];
      rb->term = TERM_BARRIER;
      rb->warpbar = 1;
      rb->succ[0] = j;
      rb->nsucc = 1;
      rb->ipdom = j;
      rb->divergent = cf->blocks.v[j].divergent;
      rb->spinbody = cf->blocks.v[j].spinbody;
      rblk[j] = r;
    }
    for (int x = 0; x < nb0; x++) {
      if (!seen[x] && x != bi) continue;
      cfg_block *xb = &cf->blocks.v[x];
      for (int s = 0; s < xb->nsucc; s++)
        if (xb->succ[s] == j) xb->succ[s] = rblk[j];
    }
  }
  free(rblk);
  free(stack);
  free(seen);
}

/* ---- controller-executable instructions, hoisting, splitting ---- */

static int inst_ctrl_ok(const cfg_func *cf, const ptx_inst *in) {
  int fl = ptx_opinfos[in->op].flags;
  if (in->guard >= 0 && cf->varying[in->guard]) return 0;
  if (in->op == OP_LD && !inst_varying_source(cf, in)) {
    /* kernel parameters and constant memory at a uniform address */
  } else if (!(fl & F_PURE) || (fl & F_SIDE)) return 0;
  if (inst_varying_source(cf, in)) return 0;
  int defs[8], nd = cfg_inst_defs(in, defs);
  for (int d = 0; d < nd; d++)
    if (cf->varying[defs[d]]) return 0;
  int uses[32], nu = cfg_inst_uses(in, uses, 32);
  for (int u = 0; u < nu; u++)
    if (cf->varying[uses[u]]) return 0;
  return 1;
}

/* Move the block-uniform instructions of each block to its front (when no hazard stops
 * them) and split the block there, so that the controller can run them once. A uniform
 * conditional branch at the end of a mixed block is split off the same way. */
void cfg_hoist_split(cfg_func *cf) {
  int nb0 = cf->blocks.n;
  bitword *blk_defs = calloc((size_t)cf->nwords, sizeof(bitword));
  bitword *blk_uses = calloc((size_t)cf->nwords, sizeof(bitword));
  for (int b0 = 0; b0 < nb0; b0++) {
    int bi = b0;
    cfg_block *b = &cf->blocks.v[bi];
    if (b->divergent || b->nins < 2 || cfg_starts_agg(cf, bi)) continue; /* that stays a stop */
    int nbody = b->nins;
    int has_term = b->term == TERM_CBRA || b->term == TERM_BRA || b->term == TERM_RET || b->term == TERM_BARRIER ||
        b->term == TERM_TRAP;
    if (has_term) nbody--;
    int *moved = malloc(sizeof(int) * (size_t)b->nins), nm = 0;
    int *rest = malloc(sizeof(int) * (size_t)b->nins), nr = 0;
    memset(blk_defs, 0, sizeof(bitword) * (size_t)cf->nwords);
    memset(blk_uses, 0, sizeof(bitword) * (size_t)cf->nwords);
    for (int k = 0; k < nbody; k++) {
      ptx_inst *in = &cf->insts.v[b->ins[k]];
      int defs[8], nd = cfg_inst_defs(in, defs);
      int uses[32], nu = cfg_inst_uses(in, uses, 32);
      int ok = inst_ctrl_ok(cf, in);
      for (int u = 0; u < nu && ok; u++)
        if (bs_has(blk_defs, uses[u])) ok = 0;
      for (int d = 0; d < nd && ok; d++)
        if (bs_has(blk_defs, defs[d]) || bs_has(blk_uses, defs[d])) ok = 0;
      if (ok) {
        moved[nm++] = b->ins[k];
        continue;
      }
      rest[nr++] = b->ins[k];
      for (int d = 0; d < nd; d++) bs_set(blk_defs, defs[d]);
      for (int u = 0; u < nu; u++) bs_set(blk_uses, uses[u]);
    }
    int term_ins = has_term ? b->ins[b->nins - 1] : -1;
    int uniform_cbra = b->term == TERM_CBRA && !cf->varying[cf->insts.v[term_ins].guard];
    if (nm && nr) { /* prefix [moved] -> rest */
      int *ri = malloc(sizeof(int) * (size_t)(nr + 1));
      memcpy(ri, rest, sizeof(int) * (size_t)nr);
      if (has_term) ri[nr++] = term_ins;
      int nbi = split_tail(cf, bi, ri, nr);
      b = &cf->blocks.v[bi];
      memcpy(b->ins, moved, sizeof(int) * (size_t)nm);
      b->nins = nm;
      bi = nbi; /* the rest may still split its branch off */
      b = &cf->blocks.v[nbi];
    } else if (nm) {
      memcpy(b->ins, moved, sizeof(int) * (size_t)nm); /* all uniform: keep hoisted order */
    }
    if (uniform_cbra && b->nins > 1) { /* [body] -> [uniform branch] */
      int *ri = malloc(sizeof(int));
      ri[0] = term_ins;
      split_tail(cf, bi, ri, 1);
      cf->blocks.v[bi].nins--;
    }
    free(moved);
    free(rest);
  }
  free(blk_defs);
  free(blk_uses);
  index_blocks(cf);
}

void cfg_ctrl(cfg_func *cf) {
  /* with named barriers some threads may wait while others run on: code run once for the
   * block (a uniform loop's counter, a uniform return) would run once per group */
  int nb = cf->blocks.n, nbar = cfg_has_nbar(cf);
  for (int bi = 0; bi < nb; bi++) {
    cfg_block *b = &cf->blocks.v[bi];
    b->ctrl = !b->divergent && !nbar;
    for (int k = 0; k < b->nins && b->ctrl; k++) {
      ptx_inst *in = &cf->insts.v[b->ins[k]];
      if (in->op == OP_BRA || in->op == OP_RET || in->op == OP_EXIT || is_barrier(in)) {
        if (in->guard >= 0 && cf->varying[in->guard]) b->ctrl = 0;
        continue;
      }
      if (!inst_ctrl_ok(cf, in)) b->ctrl = 0;
    }
    if (b->term == TERM_TRAP) b->ctrl = 0;
  }
  for (int changed = 1; changed;) {
    changed = 0;
    for (int r = 0; r < cf->nregs; r++) cf->cls[r] = cf->varying[r] ? RC_THREAD : RC_CTRL;
    for (int bi = 0; bi < nb; bi++) {
      cfg_block *b = &cf->blocks.v[bi];
      if (b->ctrl) continue;
      for (int k = 0; k < b->nins; k++) {
        if (is_bar_red(&cf->insts.v[b->ins[k]])) continue;
        int defs[8], nd = cfg_inst_defs(&cf->insts.v[b->ins[k]], defs);
        for (int d = 0; d < nd; d++) cf->cls[defs[d]] = RC_THREAD;
      }
    }
    for (int bi = 0; bi < nb; bi++) {
      cfg_block *b = &cf->blocks.v[bi];
      if (!b->ctrl) continue;
      for (int k = 0; k < b->nins && b->ctrl; k++) {
        ptx_inst *in = &cf->insts.v[b->ins[k]];
        int regs[40], n = cfg_inst_defs(in, regs);
        n += cfg_inst_uses(in, regs + n, 32);
        for (int x = 0; x < n; x++)
          if (cf->cls[regs[x]] != RC_CTRL) {
            b->ctrl = 0;
            changed = 1;
            break;
          }
      }
    }
  }
  for (int h = 0; h < nb; h++) /* a wait the controller runs, all threads in it: spin 1 */
    if (cf->blocks.v[h].spin && cf->blocks.v[h].ctrl) {
      cf->blocks.v[h].spin = 1;
      for (int x = 0; x < nb; x++)
        if (cf->blocks.v[x].spinbody == h + 1) cf->blocks.v[x].spinbody = 0;
    }
}

/* ---- atomics on one counter (cfg_aggregate) ---- */

/* Whether register r holds one value for all the threads that computed it: uniform, or made
 * by its one definition of such values alone (divergence makes whatever a branch's side
 * computes varying: `if (lane == 0) base = atomicAdd(count, n)` computes count there). */
static int agg_same(const cfg_func *cf, const int *ndef, const int *definst, int r, int depth) {
  if (!cf->varying[r]) return 1;
  if (depth > 6 || ndef[r] != 1) return 0;
  const ptx_inst *in = &cf->insts.v[definst[r]];
  int fl = ptx_opinfos[in->op].flags;
  if (in->guard >= 0 || inst_varying_source(cf, in) || (!(fl & F_PURE) && in->op != OP_LD) || (fl & F_SIDE)) return 0;
  int uses[32], nu = cfg_inst_uses(in, uses, 32);
  for (int u = 0; u < nu; u++)
    if (!agg_same(cf, ndef, definst, uses[u], depth + 1)) return 0;
  return 1;
}

/* An atom.add of integers at one global address for all the block's threads, whose old
 * value is read: a compaction's out[atomicAdd(&count, 1)], a work queue's next item, a last
 * block's count. Polls (an add of 0) wait rather than count (cfg_spins). */
static int agg_candidate(const cfg_func *cf, const ptx_inst *in, const unsigned char *read, const int *ndef,
                         const int *definst) {
  if (in->op != OP_ATOM || in->bop != BOP_ADD || in->space != SP_GLOBAL || in->guard >= 0 || in->vec > 1 ||
      (in->flags & (IF_STRONG | IF_REL | IF_CTA | IF_AGG)) || in->nops != 3)
    return 0;
  if (in->type != TY_U32 && in->type != TY_S32 && in->type != TY_U64 && in->type != TY_S64) return 0;
  if (in->ops[0].kind != OPK_REG || !read[in->ops[0].reg]) return 0;
  if (in->ops[2].kind == OPK_IMM && in->ops[2].imm == 0) return 0;
  const ptx_operand *a = &in->ops[1];
  if (a->kind != OPK_ADDR || a->nvec) return 0;
  return a->reg < 0 || agg_same(cf, ndef, definst, a->reg, 0);
}

/* Each such atomic is split in two: its first half ends its block (the thread records its
 * operand and the address), its second half starts the next, and the edge between them
 * is a stop (emit.c). The group of threads that reaches it in one pass then makes one
 * atomic of the sum of their operands, and each thread gets the old value plus the
 * operands of the threads before it in the group: the values the threads' atomics give
 * done one after another in thread order, which a GPU may do (and does within a warp). On
 * 16 threads of a CPU, an atomic per element or per warp on one counter was a cache line
 * passed from core to core each time (compaction 6x its OpenMP twin). Not when checking
 * (check: heddle check's kernels see each access). */
void cfg_aggregate(cfg_func *cf, int check) {
  if (check || cf->polls) return; /* a poll that is no stop would wait for a held-back atomic */
  int any = 0, site = 0, elect = 0;
  for (int i = 0; i < cf->insts.n; i++) {
    const ptx_inst *in = &cf->insts.v[i];
    any |= in->op == OP_ATOM;
    elect |= in->op == OP_ACTIVEMASK;
    /* a function of the kernel's own runs each thread to its end: a poll there is no stop */
    if (in->op == OP_CALL && (in->callee < 0 || !cf->m->funcs.v[in->callee].is_extern)) return;
  }
  if (!any) return;
  unsigned char *read = calloc((size_t)cf->nregs + 1, 1);
  int *ndef = calloc((size_t)cf->nregs + 1, sizeof(int)), *definst = calloc((size_t)cf->nregs + 1, sizeof(int));
  if (!read || !ndef || !definst) die("out of memory");
  for (int i = 0; i < cf->insts.n; i++) {
    int regs[40], nd = cfg_inst_defs(&cf->insts.v[i], regs), nu = cfg_inst_uses(&cf->insts.v[i], regs + nd, 32);
    for (int d = 0; d < nd; d++) ndef[regs[d]]++, definst[regs[d]] = i;
    for (int u = nd; u < nd + nu; u++) read[regs[u]] = 1;
  }
  for (int bi = 0; bi < cf->blocks.n; bi++) {
    cfg_block *b = &cf->blocks.v[bi];
    int k = 0;
    /* A kernel that elects a leader among the lanes present (__activemask, coalesced
     * groups) aggregates per warp itself, in divergent code, where the stop and the join
     * its lanes then meet at cost the warp chain more than the contention saved (the
     * CUDA Pro Tip's atomicAggInc: 16 threads 36-46 -> 34-38 ms, 1 thread 210-319 ->
     * 305-447) */
    if (elect && b->divergent) continue;
    while (k < b->nins && !agg_candidate(cf, &cf->insts.v[b->ins[k]], read, ndef, definst)) k++;
    if (k == b->nins) continue;
    /* [.. atom] -> [atom' ..], the terminator with the second */
    ptx_inst post = cf->insts.v[b->ins[k]];
    cf->insts.v[b->ins[k]].flags |= IF_AGG;
    cf->insts.v[b->ins[k]].callee = site;
    post.flags |= IF_AGG | IF_AGGPOST;
    post.callee = site++;
    vec_push(&cf->insts, post);
    int *ri = malloc(sizeof(int) * (size_t)(b->nins - k));
    if (!ri) die("out of memory");
    ri[0] = cf->insts.n - 1;
    memcpy(ri + 1, b->ins + k + 1, sizeof(int) * (size_t)(b->nins - k - 1));
    split_tail(cf, bi, ri, b->nins - k);
    cf->blocks.v[bi].nins = k + 1; /* both halves hold an atomic: neither returns only */
  }
  free(read);
  free(ndef);
  free(definst);
  index_blocks(cf);
}

int cfg_starts_agg(const cfg_func *cf, int x) {
  const cfg_block *b = &cf->blocks.v[x];
  return b->nins && (cf->insts.v[b->ins[0]].flags & IF_AGGPOST) && cf->insts.v[b->ins[0]].op == OP_ATOM;
}

/* ---- liveness ---- */

/* What is live where position k of block bi starts */
static void live_at(const cfg_func *cf, int bi, int k, bitword *live) {
  const cfg_block *b = &cf->blocks.v[bi];
  memset(live, 0, sizeof(bitword) * (size_t)cf->nwords);
  for (int s = 0; s < b->nsucc; s++)
    for (int w = 0; w < cf->nwords; w++) live[w] |= cf->blocks.v[b->succ[s]].live_in[w];
  for (int i = b->nins - 1; i >= k; i--) {
    const ptx_inst *in = &cf->insts.v[b->ins[i]];
    int defs[8], nd = cfg_inst_defs(in, defs), uses[32], nu = cfg_inst_uses(in, uses, 32);
    if (in->guard < 0)
      for (int d = 0; d < nd; d++) bs_clr(live, defs[d]);
    for (int u = 0; u < nu; u++) bs_set(live, uses[u]);
  }
}

void cfg_liveness(cfg_func *cf) {
  int nb = cf->blocks.n, W = cf->nwords;
  for (int bi = 0; bi < nb; bi++) cf->blocks.v[bi].live_in = arena_alloc(cf->ar, sizeof(bitword) * (size_t)W);
  bitword live[W];
  for (int changed = 1; changed;) {
    changed = 0;
    for (int bi = nb - 1; bi >= 0; bi--) {
      cfg_block *b = &cf->blocks.v[bi];
      live_at(cf, bi, 0, live);
      if (memcmp(live, b->live_in, sizeof live)) {
        memcpy(b->live_in, live, sizeof live);
        changed = 1;
      }
    }
  }
}

/* ---- register storage ---- */

static int operand_remat_ok(const cfg_func *cf, const ptx_operand *o) {
  switch (o->kind) {
  case OPK_REG:
    if (cf->cls[o->reg] == RC_CTRL) return cf->ndefs[o->reg] == 1;
    return cf->remat[o->reg];
  case OPK_SREG: return o->sreg != SR_CLOCK && o->sreg != SR_CLOCK64 && o->sreg != SR_GLOBALTIMER;
  case OPK_VEC:
    for (int k = 0; k < o->nvec; k++)
      if (!operand_remat_ok(cf, &o->vec[k])) return 0;
    return 1;
  case OPK_SYM: {
    if (!o->sym_local) return 1;
    const ptx_sym *s = &cf->f->syms.v[o->sym];
    return s->space == SP_SHARED || s->space == SP_LOCAL;
  }
  default: return 1;
  }
}

void cfg_storage(cfg_func *cf) {
  for (int i = 0; i < cf->insts.n; i++) {
    int defs[8], nd = cfg_inst_defs(&cf->insts.v[i], defs);
    for (int d = 0; d < nd; d++) {
      cf->ndefs[defs[d]]++;
      cf->definst[defs[d]] = i;
    }
  }
  for (int r = 0; r < cf->nregs; r++) {
    cf->remat[r] = 0;
    if (cf->cls[r] != RC_THREAD || cf->ndefs[r] != 1) continue;
    ptx_inst *in = &cf->insts.v[cf->definst[r]];
    int fl = ptx_opinfos[in->op].flags;
    if (!(fl & F_PURE) || in->guard >= 0 || (in->flags & IF_CC) || in->ops[0].kind != OPK_REG || in->ops[0].reg2 >= 0 ||
        in->op == OP_ADDC || in->op == OP_SUBC || in->op == OP_MADC)
      continue;
    cf->remat[r] = 1;
  }
  for (int changed = 1; changed;) {
    changed = 0;
    for (int r = 0; r < cf->nregs; r++) {
      if (!cf->remat[r]) continue;
      ptx_inst *in = &cf->insts.v[cf->definst[r]];
      for (int k = 1; k < in->nops; k++)
        if (!operand_remat_ok(cf, &in->ops[k])) {
          cf->remat[r] = 0;
          changed = 1;
          break;
        }
    }
  }
  for (int bi = 0; bi < cf->blocks.n; bi++) {
    cfg_block *b = &cf->blocks.v[bi];
    for (int r = 0; r < cf->nregs; r++)
      if (bs_has(b->live_in, r) && cf->cls[r] == RC_THREAD && !cf->remat[r]) cf->scratch[r] = 1;
    b->passthru = b->ctrl && !b->retonly && (b->term == TERM_FALL || b->term == TERM_BRA);
    for (int k = 0; k < b->nins && b->passthru; k++) {
      int defs[8], nd = cfg_inst_defs(&cf->insts.v[b->ins[k]], defs);
      for (int d = 0; d < nd; d++)
        if (cf->ndefs[defs[d]] != 1) b->passthru = 0;
    }
  }
}

/* ---- lockstep loops ----
 *
 * A per-thread loop normally runs one thread's iterations to the end before the next
 * thread starts: a grid-stride loop walks the array with a stride of the whole grid, and
 * nothing vectorizes across threads. A loop whose blocks are all per-thread code with no
 * stop inside (no barrier, warp exchange, controller block or call) and whose every exit
 * tests an induction variable (stepped by a uniform amount, so the threads' trip counts
 * are alike) becomes a lockstep loop: its entry and exit edges are stops, and the emitter
 * runs it an iteration at a time for all threads, the thread loop innermost
 * (emit_lockstep), or for tiles of CFG_LS_TILE threads where each walks a row of its own.
 * Each block of such a loop records it in lsloop; loops do not nest (an outer loop holding
 * a lockstep loop has a stop inside). */

/* r has one value in every thread that computes it: uniform, or (in a divergent region,
 * where the analysis calls everything varying) computed from such values alone. */
static int value_uniform(const cfg_func *cf, int r, int depth) {
  if (!cf->varying[r]) return 1;
  if (depth > 6 || cf->ndefs[r] != 1) return 0;
  const ptx_inst *in = &cf->insts.v[cf->definst[r]];
  if (!(ptx_opinfos[in->op].flags & F_PURE) || in->guard >= 0 || inst_varying_source(cf, in)) return 0;
  int uses[32], nu = cfg_inst_uses(in, uses, 32);
  for (int u = 0; u < nu; u++)
    if (!value_uniform(cf, uses[u], depth + 1)) return 0;
  return 1;
}

/* The loop (body[]) steps r by a uniform amount: an add or sub of a uniform value to it. */
static int stepped_in_loop(const cfg_func *cf, const unsigned char *body, int r) {
  for (int y = 0; y < cf->blocks.n; y++)
    for (int k = 0; body[y] && k < cf->blocks.v[y].nins; k++) {
      const ptx_inst *in = &cf->insts.v[cf->blocks.v[y].ins[k]];
      if ((in->op != OP_ADD && in->op != OP_SUB) || in->ops[0].kind != OPK_REG || in->ops[0].reg != r ||
          ptx_type_is_float(in->type) || in->guard >= 0)
        continue;
      for (int j = 1; j <= 2; j++) {
        const ptx_operand *st = &in->ops[j], *ot = &in->ops[3 - j];
        int step_uniform = st->kind == OPK_IMM || (st->kind == OPK_REG && value_uniform(cf, st->reg, 0));
        if (step_uniform && ot->kind == OPK_REG) return 1;
      }
    }
  return 0;
}

/* o is an immediate or a register the loop (body[]) does not write */
static int loop_invariant(const cfg_func *cf, const unsigned char *body, const ptx_operand *o) {
  if (o->kind == OPK_IMM) return 1;
  if (o->kind != OPK_REG) return 0;
  for (int y = 0; y < cf->blocks.n; y++)
    for (int k = 0; body[y] && k < cf->blocks.v[y].nins; k++) {
      int defs[8], nd = cfg_inst_defs(&cf->insts.v[cf->blocks.v[y].ins[k]], defs);
      for (int d = 0; d < nd; d++)
        if (defs[d] == o->reg) return 0;
    }
  return 1;
}

/* The branch ending block x tests a register that the loop (body[]) steps by a uniform
 * amount, or the sum of one and a value the loop does not change (nvcc's remainder count
 * of an unrolled loop to a per-thread bound: `add %r36, %r6, %r40; setp.ne %p, %r36, 0`). */
static int induction_exit(const cfg_func *cf, const unsigned char *body, int x) {
  const cfg_block *b = &cf->blocks.v[x];
  const ptx_inst *br = &cf->insts.v[b->ins[b->nins - 1]];
  if (b->term != TERM_CBRA || br->guard < 0 || cf->ndefs[br->guard] != 1) return 0;
  const ptx_inst *sp = NULL;
  for (int y = 0; y < cf->blocks.n && !sp; y++)
    for (int k = 0; body[y] && k < cf->blocks.v[y].nins; k++)
      if (cf->blocks.v[y].ins[k] == cf->definst[br->guard]) sp = &cf->insts.v[cf->definst[br->guard]];
  if (!sp || sp->op != OP_SETP || sp->bop != BOP_NONE || sp->guard >= 0 || ptx_type_is_float(sp->type)) return 0;
  for (int side = 1; side <= 2; side++) {
    if (sp->ops[side].kind != OPK_REG) continue;
    int r = sp->ops[side].reg;
    if (stepped_in_loop(cf, body, r)) return 1;
    if (cf->ndefs[r] != 1 || cf->definst[r] < 0 || loop_invariant(cf, body, &sp->ops[side])) continue;
    const ptx_inst *d = &cf->insts.v[cf->definst[r]];
    if ((d->op != OP_ADD && d->op != OP_SUB) || d->guard >= 0 || ptx_type_is_float(d->type)) continue;
    for (int j = 1; j <= 2; j++)
      if (d->ops[j].kind == OPK_REG && stepped_in_loop(cf, body, d->ops[j].reg) &&
          loop_invariant(cf, body, &d->ops[3 - j]))
        return 1;
  }
  return 0;
}

/* The loop's one latch: the one predecessor of its header inside body[], or -1 (none, or
 * several). */
static int one_latch(const unsigned char *body, int np, const int *preds) {
  int latch = -1;
  for (int k = 0; k < np; k++)
    if (body[preds[k]]) {
      if (latch >= 0) return -1;
      latch = preds[k];
    }
  return latch;
}

/* The nth 32-bit register live into the loop at h that the loop's one latch (the one block
 * that branches back to h) steps by a uniform amount, its only definition in the loop: every
 * iteration that goes on adds the same step in every thread. -1 if there are fewer. */
static int stepped_reg(const cfg_func *cf, const unsigned char *body, int h, int np, const int *preds, int nth) {
  int latch = one_latch(body, np, preds);
  if (latch < 0) return -1;
  const cfg_block *lb = &cf->blocks.v[latch];
  for (int k = 0; k < lb->nins; k++) {
    const ptx_inst *in = &cf->insts.v[lb->ins[k]];
    if ((in->op != OP_ADD && in->op != OP_SUB) || in->guard >= 0 || in->ops[0].kind != OPK_REG ||
        ptx_type_is_float(in->type) || ptx_type_bits(in->type) != 32 || (in->flags & IF_SAT) || (in->flags & IF_CC))
      continue;
    int r = in->ops[0].reg;
    if (!bs_has(cf->blocks.v[h].live_in, r) || !cf->scratch[r] || ptx_type_bits(cf->f->regs.v[r].type) != 32) continue;
    const ptx_operand *a = &in->ops[1], *c = &in->ops[2];
    if (in->op == OP_ADD && !(a->kind == OPK_REG && a->reg == r)) {
      const ptx_operand *tmp = a;
      a = c;
      c = tmp;
    }
    if (a->kind != OPK_REG || a->reg != r) continue;
    if (!(c->kind == OPK_IMM || (c->kind == OPK_REG && value_uniform(cf, c->reg, 0)))) continue;
    int ndef = 0; /* the loop's only definition of r */
    for (int y = 0; y < cf->blocks.n; y++)
      for (int j = 0; body[y] && j < cf->blocks.v[y].nins; j++) {
        int defs[8], nd = cfg_inst_defs(&cf->insts.v[cf->blocks.v[y].ins[j]], defs);
        for (int d = 0; d < nd; d++) ndef += defs[d] == r;
      }
    if (ndef == 1 && nth-- == 0) return r;
  }
  return -1;
}

/* How a register depends on tid.x: 0 not at all (uniform values, and loaded data, taken as
 * independent), 1 with a constant coefficient (base + k * tid.x: neighbouring threads touch
 * nearby addresses), 2 through a run-time factor (row * n + k with row from tid.x: each
 * thread walks a row of its own, which one thread at a time streams and lockstep passes
 * would stride across). memo: -1 not known yet, -2 being computed (a loop-carried cycle
 * adds nothing of its own). */
static int tidx_class(const cfg_func *cf, const ptx_operand *o, signed char *memo, int depth);

static int tidx_reg(const cfg_func *cf, int r, signed char *memo, int depth) {
  if (!cf->varying[r]) return 0;
  if (memo[r] >= 0) return memo[r];
  if (memo[r] == -2) return 0;
  if (depth > 48) return 2;
  memo[r] = -2;
  int c = 0;
  for (int i = 0; i < cf->insts.n && c < 2; i++) {
    const ptx_inst *in = &cf->insts.v[i];
    int defs[8], nd = cfg_inst_defs(in, defs), hit = 0;
    for (int d = 0; d < nd; d++) hit |= defs[d] == r;
    if (!hit) continue;
    const ptx_operand *o = in->ops;
    int k = 0;
    switch (in->op) {
    case OP_LD:
    case OP_LDU:
    case OP_ATOM:
    case OP_CALL: k = 0; break; /* data */
    case OP_MUL:
    case OP_MAD:
    case OP_SHL: {
      int a = tidx_class(cf, &o[1], memo, depth + 1), b = tidx_class(cf, &o[2], memo, depth + 1);
      if (in->op == OP_SHL) k = a && o[2].kind != OPK_IMM ? 2 : a;
      else if (a && b) k = 2;
      else if (a || b) k = (a ? o[2].kind : o[1].kind) == OPK_IMM ? (a | b) : 2;
      if (in->op == OP_MAD) {
        int cc = tidx_class(cf, &o[3], memo, depth + 1);
        k = k > cc ? k : cc;
      }
      break;
    }
    default:
      for (int j = 1; j < in->nops; j++) {
        int cj = tidx_class(cf, &o[j], memo, depth + 1);
        k = k > cj ? k : cj;
      }
    }
    c = c > k ? c : k;
  }
  memo[r] = (signed char)c;
  return c;
}

static int tidx_class(const cfg_func *cf, const ptx_operand *o, signed char *memo, int depth) {
  switch (o->kind) {
  case OPK_REG: return tidx_reg(cf, o->reg, memo, depth);
  case OPK_SREG: return (o->sreg == SR_TID && o->comp == 0) || o->sreg == SR_LANEID;
  case OPK_ADDR: return o->reg >= 0 ? tidx_reg(cf, o->reg, memo, depth) : 0;
  case OPK_VEC: {
    int c = 0;
    for (int k = 0; k < o->nvec; k++) {
      int ck = tidx_class(cf, &o->vec[k], memo, depth);
      c = c > ck ? c : ck;
    }
    return c;
  }
  default: return 0;
  }
}

/* Some global (or generic) access of block x has an address with a run-time tid.x factor. */
static int rows_per_thread(const cfg_func *cf, int x, signed char *memo) {
  const cfg_block *b = &cf->blocks.v[x];
  for (int k = 0; k < b->nins; k++) {
    const ptx_inst *in = &cf->insts.v[b->ins[k]];
    if (!(ptx_opinfos[in->op].flags & F_MEM) || (in->space != SP_GLOBAL && in->space != SP_GENERIC)) continue;
    for (int j = 0; j < in->nops; j++)
      if (in->ops[j].kind == OPK_ADDR && tidx_class(cf, &in->ops[j], memo, 0) == 2) return 1;
  }
  return 0;
}

static int operand_uniform(const cfg_func *cf, const ptx_operand *o) {
  if (o->kind == OPK_IMM) return 1;
  if (o->kind == OPK_REG) return value_uniform(cf, o->reg, 0);
  if (o->kind == OPK_SREG) return o->sreg == SR_NTID || o->sreg == SR_CTAID || o->sreg == SR_NCTAID;
  return 0;
}

/* The definition of register r that reaches position pos of block bl (pos -1: its end):
 * searching back along every path, each must meet the same one; NULL if they do not, or if
 * a path reaches the entry first or the search grows past 64 blocks. nvcc reuses %tid.x's
 * register as a loop counter, so a single-definition rule would miss `mov %r28, %r30` after
 * `mov %r30, %tid.x`. *dbl, *dpos: where it is. */
static const ptx_inst *reaching_def(const cfg_func *cf, int r, int bl, int pos, const int *npred, int *const *pred,
                                    int *dbl, int *dpos) {
  int nb = cf->blocks.n, found = -1, fbl = -1, fpos = 0, ok = 1, sp = 0, visits = 0;
  int *stack = malloc(sizeof(int) * (size_t)(nb + 1) * 2);
  unsigned char *seen = calloc((size_t)nb + 1, 1);
  stack[sp++] = bl;
  stack[sp++] = pos;
  while (sp && ok) {
    int p = stack[--sp], b0 = stack[--sp];
    const cfg_block *b = &cf->blocks.v[b0];
    int hit = -1;
    for (int k = (p < 0 ? b->nins : p) - 1; k >= 0 && hit < 0; k--) {
      int defs[8], nd = cfg_inst_defs(&cf->insts.v[b->ins[k]], defs);
      for (int d = 0; d < nd; d++)
        if (defs[d] == r) hit = k;
    }
    if (hit >= 0) {
      if (found >= 0 && found != b->ins[hit]) ok = 0;
      found = b->ins[hit];
      fbl = b0;
      fpos = hit;
      continue;
    }
    if (!npred[b0] || ++visits > 64) ok = 0; /* the entry without a definition, or too far */
    for (int k = 0; k < npred[b0] && ok; k++) {
      int q = pred[b0][k];
      if (seen[q]) continue;
      seen[q] = 1;
      stack[sp++] = q;
      stack[sp++] = -1;
    }
  }
  free(stack);
  free(seen);
  if (!ok || found < 0) return NULL;
  *dbl = fbl;
  *dpos = fpos;
  return &cf->insts.v[found];
}

/* The instruction def (at bl, pos) computes u + tid.x with u uniform, in 32-bit integer
 * arithmetic, through the definitions that reach its operands. */
static int def_tid_plus_uniform(const cfg_func *cf, const ptx_inst *in, int bl, int pos, const int *npred,
                                int *const *pred, int depth);

static int tid_plus_uniform(const cfg_func *cf, const ptx_operand *o, int bl, int pos, const int *npred,
                            int *const *pred, int depth) {
  if (o->kind == OPK_SREG) return o->sreg == SR_TID && o->comp == 0;
  if (o->kind != OPK_REG || depth > 8) return 0;
  int dbl, dpos;
  const ptx_inst *d = reaching_def(cf, o->reg, bl, pos, npred, pred, &dbl, &dpos);
  return d && def_tid_plus_uniform(cf, d, dbl, dpos, npred, pred, depth + 1);
}

static int def_tid_plus_uniform(const cfg_func *cf, const ptx_inst *in, int bl, int pos, const int *npred,
                                int *const *pred, int depth) {
  if (in->guard >= 0 || ptx_type_is_float(in->type)) return 0;
  const ptx_operand *a = &in->ops[1], *b = &in->ops[2];
  switch (in->op) {
  case OP_MOV: return tid_plus_uniform(cf, a, bl, pos, npred, pred, depth);
  case OP_ADD:
    return (tid_plus_uniform(cf, a, bl, pos, npred, pred, depth) && operand_uniform(cf, b)) ||
        (operand_uniform(cf, a) && tid_plus_uniform(cf, b, bl, pos, npred, pred, depth));
  case OP_MAD:
    return (in->flags & IF_LO) && operand_uniform(cf, a) && operand_uniform(cf, b) &&
        tid_plus_uniform(cf, &in->ops[3], bl, pos, npred, pred, depth);
  default: return 0;
  }
}

/* How the stepped register r enters the loop: 1 as u + tid.x in every thread (a grid- or
 * block-stride loop), 0 uniform (for k = 0; k < n; k++), -1 otherwise (from a per-warp or
 * per-thread base, as a lane-stride loop over a CSR row: the passes would gather and cost
 * more than they bring: spmv 59 -> 84 ms on 2 threads). */
static int stepped_start(const cfg_func *cf, const unsigned char *body, int h, int r, const int *npred,
                         int *const *pred) {
  int form = -2;
  for (int k = 0; k < npred[h]; k++) { /* the definitions that reach the loop's entry edges */
    int p = pred[h][k], dbl, dpos, f = -1;
    if (body[p]) continue;
    const ptx_inst *in = reaching_def(cf, r, p, -1, npred, pred, &dbl, &dpos);
    if (in && in->guard < 0 && (ptx_opinfos[in->op].flags & F_PURE)) {
      int uses[32], nu = cfg_inst_uses(in, uses, 32), uni = !inst_varying_source(cf, in);
      for (int u = 0; u < nu && uni; u++) uni &= value_uniform(cf, uses[u], 0);
      if (uni) f = 0;
      else if (def_tid_plus_uniform(cf, in, dbl, dpos, npred, pred, 0)) f = 1; /* `mov %r, %tid.x` too */
    }
    if (form == -2) form = f;
    else if (form != f) form = -1;
  }
  return form == -2 ? -1 : form;
}

/* ---- natural loops (cfg_spins, cfg_lockstep) ---- */

typedef struct loops {
  int *npred, **pred; /* each block's predecessors */
  int *bsrc, *bdst, nback; /* back edges bsrc[i] -> bdst[i] (to a block on the depth-first stack) */
  int *heads, nh; /* loop headers, the smallest body first: inner loops before outer ones */
  unsigned char **bodies; /* by header: its loop's blocks, all its back edges together (cap bytes) */
} loops;

static void loops_find(const cfg_func *cf, loops *L, size_t cap) {
  int nb = cf->blocks.n, sp = 0;
  int *stk = malloc(sizeof(int) * (size_t)(nb + 1)), *nxt = malloc(sizeof(int) * (size_t)(nb + 1));
  int *size = calloc((size_t)nb + 1, sizeof(int));
  unsigned char *state = calloc((size_t)nb + 1, 1); /* 1 on the stack, 2 done */
  L->bsrc = malloc(sizeof(int) * (size_t)(2 * nb + 2));
  L->bdst = malloc(sizeof(int) * (size_t)(2 * nb + 2));
  L->npred = calloc((size_t)nb + 1, sizeof(int));
  L->pred = calloc((size_t)nb + 1, sizeof(int *));
  L->heads = malloc(sizeof(int) * (size_t)(nb + 1));
  L->bodies = calloc((size_t)nb + 1, sizeof(unsigned char *));
  L->nback = L->nh = 0;
  if (!stk || !nxt || !size || !state || !L->bsrc || !L->bdst || !L->npred || !L->pred || !L->heads || !L->bodies)
    die("out of memory");
  stk[sp++] = cf->entry;
  nxt[cf->entry] = 0;
  state[cf->entry] = 1;
  while (sp) {
    int x = stk[sp - 1];
    const cfg_block *xb = &cf->blocks.v[x];
    if (nxt[x] < xb->nsucc) {
      int y = xb->succ[nxt[x]++];
      if (state[y] == 1) {
        L->bsrc[L->nback] = x;
        L->bdst[L->nback++] = y;
      } else if (!state[y]) {
        state[y] = 1;
        nxt[y] = 0;
        stk[sp++] = y;
      }
    } else {
      state[x] = 2;
      sp--;
    }
  }
  for (int x = 0; x < nb; x++)
    for (int k = 0; k < cf->blocks.v[x].nsucc; k++) L->npred[cf->blocks.v[x].succ[k]]++;
  for (int x = 0; x < nb; x++) {
    if (!(L->pred[x] = malloc(sizeof(int) * (size_t)(L->npred[x] + 1)))) die("out of memory");
    L->npred[x] = 0;
  }
  for (int x = 0; x < nb; x++)
    for (int k = 0; k < cf->blocks.v[x].nsucc; k++) {
      int y = cf->blocks.v[x].succ[k];
      L->pred[y][L->npred[y]++] = x;
    }
  for (int i = 0; i < L->nback; i++) { /* a body: the header and what reaches a back edge without it */
    int h = L->bdst[i], wp = 0;
    if (!L->bodies[h]) {
      if (!(L->bodies[h] = calloc(cap, 1))) die("out of memory");
      L->bodies[h][h] = 1;
      L->heads[L->nh++] = h;
    }
    unsigned char *body = L->bodies[h];
    if (!body[L->bsrc[i]]) {
      body[L->bsrc[i]] = 1;
      stk[wp++] = L->bsrc[i];
    }
    while (wp) {
      int x = stk[--wp];
      for (int k = 0; k < L->npred[x]; k++)
        if (!body[L->pred[x][k]]) {
          body[L->pred[x][k]] = 1;
          stk[wp++] = L->pred[x][k];
        }
    }
  }
  for (int i = 0; i < L->nh; i++)
    for (int x = 0; x < nb; x++) size[L->heads[i]] += L->bodies[L->heads[i]][x];
  for (int i = 1; i < L->nh; i++) /* insertion sort by body size */
    for (int j = i; j > 0 && size[L->heads[j]] < size[L->heads[j - 1]]; j--) {
      int t = L->heads[j];
      L->heads[j] = L->heads[j - 1];
      L->heads[j - 1] = t;
    }
  free(stk);
  free(nxt);
  free(size);
  free(state);
}

static void loops_free(loops *L, int nb) {
  for (int x = 0; x < nb; x++) {
    free(L->pred[x]);
    free(L->bodies[x]);
  }
  free(L->pred);
  free(L->npred);
  free(L->bodies);
  free(L->heads);
  free(L->bsrc);
  free(L->bdst);
}

/* ---- narrow regions (cfg_narrow) ----
 * A tiled stencil loads its tile's halo between the tile's own loads and the barrier:
 * `if (tx == 0 && x > 0) tile[ty + 1][0] = in[...]`, `if (ty == 0) tile[0][tx + 1] = ...`.
 * Inside the thread loop such a region, run by a thread or a few of each row (or by a few
 * rows), costs every thread its test and keeps gcc from vectorizing the loop (a store to
 * one address for the whole row). When the way into a branch's region needs a compare of
 * tid.x, .y or .z (plus a constant) with a uniform value, the branch's block and the join
 * become stops (cfg_block.cut): the region runs in a pass of its own, whose guard the
 * emitter makes bounds of the tx loop and a test of each row (plan_clip), and the code
 * around it in passes without it. Each thread still runs its code in order; only the order
 * between threads changes, which nothing between barriers fixes. Only where no thread
 * value would be stored at the new stops (all those live there are recomputed: remat),
 * outside loops and divergent code, and in kernels without warp exchanges or warp barriers
 * (the lanes of a warp chain). */

/* o is tid.x, tid.y or tid.z plus a constant */
static int pure_tidx(const cfg_func *cf, const ptx_operand *o, int depth) {
  if (o->kind == OPK_SREG) return o->sreg == SR_TID;
  if (o->kind != OPK_REG || o->neg || depth > 4 || cf->ndefs[o->reg] != 1) return 0;
  const ptx_inst *in = &cf->insts.v[cf->definst[o->reg]];
  if (in->guard >= 0 || ptx_type_bits(in->type) != 32 || ptx_type_is_float(in->type)) return 0;
  if (in->op == OP_MOV) return pure_tidx(cf, &in->ops[1], depth + 1);
  if (in->op == OP_ADD || in->op == OP_SUB)
    for (int side = 1; side <= 2; side++)
      if (in->ops[3 - side].kind == OPK_IMM && (side == 1 || in->op == OP_ADD) &&
          pure_tidx(cf, &in->ops[side], depth + 1))
        return 1;
  return 0;
}

/* Predicate p equal to want implies a compare of tid.x (or .y, .z) plus a constant with a
 * uniform value */
static int narrow_cond(const cfg_func *cf, int p, int want, int depth) {
  if (p < 0 || depth > 8 || cf->ndefs[p] != 1) return 0;
  const ptx_inst *in = &cf->insts.v[cf->definst[p]];
  if (in->guard >= 0) return 0;
  if (in->op == OP_SETP) {
    if (in->bop != BOP_NONE || in->ops[0].reg2 >= 0 || ptx_type_is_float(in->type) || ptx_type_bits(in->type) != 32)
      return 0;
    for (int side = 1; side <= 2; side++)
      if (pure_tidx(cf, &in->ops[side], 0) && operand_uniform(cf, &in->ops[3 - side])) return 1;
    return 0;
  }
  if (in->type != TY_PRED) return 0;
  if (in->op == OP_NOT) return in->ops[1].kind == OPK_REG && narrow_cond(cf, in->ops[1].reg, !want, depth + 1);
  if ((in->op == OP_AND && want) || (in->op == OP_OR && !want))
    for (int k = 1; k <= 2; k++)
      if (in->ops[k].kind == OPK_REG && !in->ops[k].neg && narrow_cond(cf, in->ops[k].reg, want, depth + 1)) return 1;
  return 0;
}

/* Block x is j, or goes straight there (only a branch: nvcc's way around a region) */
int cfg_skips_to(const cfg_func *cf, int x, int j) {
  if (x == j) return 1;
  const cfg_block *b = &cf->blocks.v[x];
  if (b->nsucc != 1 || b->succ[0] != j || (b->term != TERM_BRA && b->term != TERM_FALL)) return 0;
  for (int k = 0; k < b->nins; k++)
    if (cf->insts.v[b->ins[k]].op != OP_BRA) return 0;
  return 1;
}

/* No thread value in live that a stop would store */
static int cut_free(const cfg_func *cf, const bitword *live) {
  for (int r = 0; r < cf->nregs; r++)
    if (bs_has(live, r) && cf->cls[r] == RC_THREAD && !cf->remat[r]) return 0;
  return 1;
}

/* The branch's pass may start with in (the guard's compares, and what they need): pure,
 * unguarded, reading only values recomputed anywhere */
static int cut_movable(const cfg_func *cf, const ptx_inst *in) {
  if (!(ptx_opinfos[in->op].flags & F_PURE) || in->guard >= 0 || (in->flags & IF_CC)) return 0;
  int uses[32], nu = cfg_inst_uses(in, uses, 32);
  for (int u = 0; u < nu; u++)
    if (cf->cls[uses[u]] == RC_THREAD && !cf->remat[uses[u]]) return 0;
  return 1;
}

void cfg_narrow(cfg_func *cf, int check) {
  int nb = cf->blocks.n;
  if (check || cfg_has_nbar(cf)) return;
  for (int i = 0; i < cf->insts.n; i++) {
    const ptx_inst *in = &cf->insts.v[i];
    if (is_xchg(in) || (is_barrier(in) && (in->flags & IF_WARP))) return;
  }
  loops L;
  loops_find(cf, &L, (size_t)nb + 1);
  unsigned char *inloop = calloc((size_t)nb + 1, 1), *reg = calloc((size_t)nb + 1, 1), *cut = calloc((size_t)nb + 1, 1);
  int *stack = malloc(sizeof(int) * (size_t)(nb + 1)), *from = malloc(sizeof(int) * (size_t)(nb + 1));
  bitword *live = malloc(sizeof(bitword) * (size_t)cf->nwords);
  if (!inloop || !reg || !cut || !stack || !from || !live) die("out of memory");
  for (int i = 0; i < L.nh; i++)
    for (int x = 0; x < nb; x++) inloop[x] |= L.bodies[L.heads[i]][x];
  for (int bi = 0; bi < nb; bi++) { /* the regions, on the blocks as they are */
    cfg_block *b = &cf->blocks.v[bi];
    from[bi] = -1;
    if (b->term != TERM_CBRA || b->divergent || b->ctrl || inloop[bi] || b->spin || b->spinbody ||
        cfg_starts_agg(cf, bi) || b->ipdom < 0)
      continue;
    const ptx_inst *br = &cf->insts.v[b->ins[b->nins - 1]];
    int j = b->ipdom, entry, want;
    if (br->guard < 0 || !cf->varying[br->guard]) continue;
    if (cfg_skips_to(cf, b->succ[0], j)) entry = b->succ[1], want = br->guard_neg; /* in when it falls through */
    else if (cfg_skips_to(cf, b->succ[1], j)) entry = b->succ[0], want = !br->guard_neg;
    else continue;
    if (entry == j || !narrow_cond(cf, br->guard, want, 0)) continue;
    /* the region: what the entry reaches short of the join, entered only from bi */
    memset(reg, 0, (size_t)nb + 1);
    int sp = 0, ok = 1;
    reg[entry] = 1;
    stack[sp++] = entry;
    while (sp && ok) {
      int x = stack[--sp];
      const cfg_block *xb = &cf->blocks.v[x];
      if (x == bi || inloop[x] || xb->ctrl || xb->term == TERM_BARRIER || xb->term == TERM_RET ||
          xb->term == TERM_TRAP || xb->spin || cfg_starts_agg(cf, x))
        ok = 0;
      for (int k = 0; k < xb->nsucc && ok; k++) {
        int y = xb->succ[k];
        if (y != j && !reg[y]) {
          reg[y] = 1;
          stack[sp++] = y;
        }
      }
    }
    for (int x = 0; x < nb && ok; x++) /* no way in but bi's; no cut inside */
      for (int k = 0; reg[x] && k < L.npred[x]; k++)
        if ((!reg[L.pred[x][k]] && L.pred[x][k] != bi) || cut[x]) ok = 0;
    /* the pass starts at the guard's compares: what bi does before them stays where it was
     * (the tile's own store, whose loaded value would otherwise be carried) */
    int k0 = b->nins - 1;
    while (k0 > 0 && cut_movable(cf, &cf->insts.v[b->ins[k0 - 1]])) k0--;
    if (ok) live_at(cf, bi, k0, live);
    const cfg_block *jb = &cf->blocks.v[j]; /* a stop already (a barrier): nothing new stored there */
    if (!ok || !cut_free(cf, live) || (!(jb->ctrl && !jb->passthru) && !cut_free(cf, jb->live_in))) continue;
    from[bi] = k0;
    cut[bi] = cut[j] = 1;
  }
  int split = 0;
  for (int bi = 0; bi < nb; bi++) { /* the cuts; a branch's compares split off into a block of their own */
    if (from[bi] < 0) continue;
    cfg_block *b = &cf->blocks.v[bi];
    int x = bi, j = b->ipdom, k0 = from[bi];
    if (k0 > 0) {
      int n = b->nins - k0, *ins = malloc(sizeof(int) * (size_t)n);
      if (!ins) die("out of memory");
      memcpy(ins, b->ins + k0, sizeof(int) * (size_t)n);
      live_at(cf, bi, k0, live);
      x = split_tail(cf, bi, ins, n);
      cf->blocks.v[bi].nins = k0;
      cf->blocks.v[x].live_in = arena_alloc(cf->ar, sizeof(bitword) * (size_t)cf->nwords);
      memcpy(cf->blocks.v[x].live_in, live, sizeof(bitword) * (size_t)cf->nwords);
      split = 1;
    }
    cf->blocks.v[x].cut = 1;
    cfg_block *jb = &cf->blocks.v[j];
    if (!jb->ctrl) jb->cut = 1;
    else jb->passthru = 0; /* the controller's block is a stop then */
  }
  if (split) index_blocks(cf);
  free(inloop);
  free(reg);
  free(cut);
  free(stack);
  free(from);
  free(live);
  loops_free(&L, nb);
}

/* The loop's one latch ends with `iv CMP B`, an ordering compare (not a count to zero), B
 * uniform and iv stepped by a uniform amount: the threads' trip counts differ only as
 * their starts do, by a stride (a lane-stride loop to a common bound: a warp per row of a
 * dense matrix, `for (j = lane; j < n; j += 32)`, whose start nvcc's unrolling makes
 * lane + 32 * (remainder)). A loop to a per-thread bound (a CSR row's end) or nvcc's
 * remainder count to zero stays per-thread unless it starts as stepped_start wants. */
static int uniform_bound_exit(const cfg_func *cf, const unsigned char *body, int h, int np, const int *preds) {
  int latch = one_latch(body, np, preds);
  if (latch < 0) return 0;
  const cfg_block *b = &cf->blocks.v[latch];
  const ptx_inst *br = &cf->insts.v[b->ins[b->nins - 1]];
  if (b->term != TERM_CBRA || br->guard < 0 || cf->ndefs[br->guard] != 1) return 0;
  const ptx_inst *sp = &cf->insts.v[cf->definst[br->guard]];
  if (sp->op != OP_SETP || sp->bop != BOP_NONE || sp->guard >= 0 || ptx_type_is_float(sp->type)) return 0;
  if (sp->cmp == CMP_EQ || sp->cmp == CMP_NE || sp->cmp > CMP_HS) return 0;
  for (int side = 1; side <= 2; side++) {
    const ptx_operand *a = &sp->ops[side], *o = &sp->ops[3 - side];
    if (a->kind == OPK_REG && stepped_in_loop(cf, body, a->reg) && loop_invariant(cf, body, o) &&
        operand_uniform(cf, o))
      return 1;
  }
  return 0;
}

/* A landing at y (a lockstep loop's exit, or the join of a divergent branch around one): an
 * empty block every edge into y but back edges goes through, where threads stop and meet.
 * nb: the block count before the landings (land[], by block). */
static void add_landing(cfg_func *cf, int y, int nb, int *land, const int *bsrc, const int *bdst, int nback) {
  int p = new_block(cf);
  cfg_block *pb = &cf->blocks.v[p], *yb = &cf->blocks.v[y];
  pb->term = TERM_FALL;
  pb->succ[0] = y;
  pb->nsucc = 1;
  pb->ipdom = y;
  pb->divergent = yb->divergent;
  pb->lsland = 1;
  pb->live_in = arena_alloc(cf->ar, sizeof(bitword) * (size_t)cf->nwords);
  memcpy(pb->live_in, yb->live_in, sizeof(bitword) * (size_t)cf->nwords);
  land[y] = p;
  for (int z = 0; z < nb; z++) { /* not the new blocks */
    cfg_block *zb = &cf->blocks.v[z];
    for (int j = 0; j < zb->nsucc; j++) {
      int back = 0;
      for (int i2 = 0; i2 < nback; i2++) back |= bsrc[i2] == z && bdst[i2] == y;
      if (zb->succ[j] == y && !back) zb->succ[j] = p;
    }
  }
}

/* Block x lies between the branch d and its join j (reachable from d without passing j). */
static int region_holds(const cfg_func *cf, int d, int j, int x) {
  int nb = cf->blocks.n, sp = 0, found = 0;
  int *stack = malloc(sizeof(int) * (size_t)(2 * nb + 2));
  unsigned char *seen = calloc((size_t)nb + 1, 1);
  if (!stack || !seen) die("out of memory");
  for (int s = 0; s < cf->blocks.v[d].nsucc; s++) stack[sp++] = cf->blocks.v[d].succ[s];
  while (sp && !found) {
    int y = stack[--sp];
    if (y == j || seen[y]) continue;
    seen[y] = 1;
    found = y == x;
    for (int s = 0; s < cf->blocks.v[y].nsucc; s++) stack[sp++] = cf->blocks.v[y].succ[s];
  }
  free(stack);
  free(seen);
  return found;
}

/* A warp exchange (its warp-barrier stop) is reachable from j before a block barrier. */
static int exchange_after(const cfg_func *cf, int j) {
  int nb = cf->blocks.n, sp = 0, found = 0;
  int *stack = malloc(sizeof(int) * (size_t)(2 * nb + 2));
  unsigned char *seen = calloc((size_t)nb + 1, 1);
  if (!stack || !seen) die("out of memory");
  stack[sp++] = j;
  while (sp && !found) {
    int y = stack[--sp];
    if (seen[y]) continue;
    seen[y] = 1;
    const cfg_block *yb = &cf->blocks.v[y];
    if (yb->term == TERM_BARRIER) {
      found = yb->warpbar;
      if (!yb->warpbar) continue;
    }
    for (int s = 0; s < yb->nsucc; s++) stack[sp++] = yb->succ[s];
  }
  free(stack);
  free(seen);
  return found;
}

/* Requires cfg_storage (passthru). */
void cfg_lockstep(cfg_func *cf) {
  int nb = cf->blocks.n;
  if (!nb) return;
  loops L;
  loops_find(cf, &L, (size_t)(2 * nb + 2)); /* landings (one per exit target at most) come after nb */
  int *npred = L.npred, **pred = L.pred, *heads = L.heads, nh = L.nh, *bsrc = L.bsrc, *bdst = L.bdst, nback = L.nback;
  unsigned char **bodies = L.bodies;
  int *land = malloc(sizeof(int) * (size_t)(nb + 1));
  for (int x = 0; x < nb; x++) land[x] = -1;
  signed char *memo = malloc((size_t)cf->nregs + 1);
  memset(memo, -1, (size_t)cf->nregs + 1);
  for (int i = 0; i < nh; i++) {
    int h = heads[i], ok = !cf->blocks.v[h].ctrl, exits = 0, rows = 0;
    unsigned char *body = bodies[h];
    const cfg_block *hb = &cf->blocks.v[h];
    if (hb->nins && (cf->insts.v[hb->ins[0]].flags & IF_POST)) ok = 0;
    for (int x = 0; x < nb && ok; x++) {
      if (!body[x]) continue;
      const cfg_block *b = &cf->blocks.v[x];
      if ((b->ctrl && !b->passthru) || b->lsloop || b->retonly || b->term == TERM_BARRIER || b->term == TERM_TRAP ||
          b->term == TERM_RET || b->spin >= 2 || cfg_starts_agg(cf, x)) /* stops of their own */
        ok = 0;
      for (int k = 0; k < b->nins && ok; k++)
        if (cf->insts.v[b->ins[k]].op == OP_CALL) ok = 0;
      for (int k = 0; k < npred[x] && ok && x != h; k++) /* one way in: the header */
        if (!body[pred[x][k]]) ok = 0;
      if (ok && rows_per_thread(cf, x, memo)) rows = 1; /* block-wide passes would stride across rows */
      for (int k = 0; k < b->nsucc && ok; k++)
        if (!body[b->succ[k]]) {
          exits++;
          if (!induction_exit(cf, body, x)) ok = 0;
        }
    }
    if (!ok || !exits) continue;
    if (rows) { /* a tile's pass is the body unrolled once a thread: large loops stay per-thread */
      int nins = 0;
      for (int x = 0; x < nb; x++) nins += body[x] ? cf->blocks.v[x].nins : 0;
      if (nins > CFG_LS_TILE_MAX) continue;
    }
    /* the stepped register that starts best: u + tid.x, else uniform; none of those and
     * the loop stays per-thread, unless its exit is to a uniform bound */
    int iv = -1, start = 0, any = 0;
    for (int nth = 0; nth < 8; nth++) {
      int r = stepped_reg(cf, body, h, npred[h], pred[h], nth);
      if (r < 0) break;
      int st = stepped_start(cf, body, h, r, npred, pred);
      if (!any || st > start) {
        iv = r;
        start = st;
      }
      any = 1;
    }
    if (start < 0 && !uniform_bound_exit(cf, body, h, npred[h], pred[h])) continue;
    for (int x = 0; x < nb; x++)
      if (body[x]) cf->blocks.v[x].lsloop = h + 1;
    cf->blocks.v[h].lsiv = start == 1 && !rows ? 1 + iv : 0;
    cf->blocks.v[h].lstile = rows ? CFG_LS_TILE : 0;
    /* each exit gets a landing block, which every edge into the exit (but its own loop's
     * back edges) goes through: the threads that leave the loop in different passes and
     * those that went around the loop meet there, as they would at a warp exchange after it */
    for (int x = 0; x < nb; x++) {
      if (!body[x]) continue;
      for (int k = 0; k < cf->blocks.v[x].nsucc; k++) {
        int y = cf->blocks.v[x].succ[k];
        if (body[y] || cf->blocks.v[y].ctrl || cf->blocks.v[y].retonly || cf->blocks.v[y].lsland || land[y] >= 0)
          continue;
        add_landing(cf, y, nb, land, bsrc, bdst, nback);
      }
    }
    /* and so does the join of a divergent branch whose other side passes the loop by,
     * where a warp exchange follows: those lanes meet the loop's there (`if (j >= B)
     * { loop } ... shuffle` where nvcc's code after the loop is a block the skip does not
     * enter). The passes' stops split the lanes into runs that cfg_reconverge did not see. */
    for (int d = 0; d < nb; d++) {
      const cfg_block *db = &cf->blocks.v[d];
      int j = db->ipdom;
      if (body[d] || db->term != TERM_CBRA || j < 0 || j >= nb || body[j] || land[j] >= 0) continue;
      if (!cf->varying[cf->insts.v[db->ins[db->nins - 1]].guard]) continue;
      const cfg_block *jb = &cf->blocks.v[j];
      if ((jb->ctrl && !jb->passthru) || jb->retonly || jb->lsland) continue; /* a controller block: a stop already */
      if (region_holds(cf, d, j, h) && exchange_after(cf, j)) add_landing(cf, j, nb, land, bsrc, bdst, nback);
    }
  }
  loops_free(&L, nb);
  free(land);
  free(memo);
}

/* ---- warp-synchronous code of before Volta ---- */

static int volatile_shared(const ptx_inst *in) {
  return (in->op == OP_LD || in->op == OP_ST) && (in->flags & IF_VOLATILE) && !(in->flags & IF_MM) &&
      in->space == SP_SHARED;
}

/* Code written for GPUs whose warps ran in lockstep shares values between lanes through
 * volatile shared memory with no __syncwarp (the last steps of a reduction, a warp
 * scan): a function with volatile shared loads or stores and no warp-level
 * synchronization at all. cfg_init gives each such access an implicit warp barrier, so
 * every lane finishes one step (its loads, then its stores) before any lane takes the
 * next, as the GPU still does for such code. */
static int warp_synchronous(const ptx_func *f) {
  int vol = 0;
  for (int i = 0; i < f->insts.n; i++) {
    const ptx_inst *in = &f->insts.v[i];
    if (is_xchg(in) || ((ptx_opinfos[in->op].flags & F_BARRIER) && (in->flags & IF_WARP))) return 0;
    vol |= volatile_shared(in);
  }
  return vol;
}

/* Requires nothing; every other pass requires this one. */
void cfg_init(cfg_func *cf, ptx_module *m, ptx_func *f, arena *ar) {
  memset(cf, 0, sizeof *cf);
  cf->f = f;
  cf->m = m;
  cf->ar = ar;
  cf->nregs = f->regs.n;
  cf->nwords = BS_WORDS(cf->nregs + 1);
  size_t nr = (size_t)cf->nregs + 1;
  cf->varying = arena_alloc(ar, nr);
  cf->cls = arena_alloc(ar, nr);
  cf->scratch = arena_alloc(ar, nr);
  cf->remat = arena_alloc(ar, nr);
  cf->xaff = arena_alloc(ar, nr * sizeof(int));
  cf->xrow = arena_alloc(ar, nr);
  cf->ndefs = arena_alloc(ar, nr * sizeof(int));
  cf->definst = arena_alloc(ar, nr * sizeof(int));
  /* the plan's own copy of the instructions: cfg_split_exchanges adds to it, and the
   * parse tree stays as parsed (compiling a kernel twice gives the same C) */
  int legacy = warp_synchronous(f), *at = arena_alloc(ar, sizeof(int) * ((size_t)f->insts.n + 1));
  for (int i = 0; i < f->insts.n; i++) {
    const ptx_inst *in = &f->insts.v[i];
    at[i] = cf->insts.n;
    if (legacy && volatile_shared(in)) { /* the step before: every lane's, before any goes on */
      ptx_inst bar = {0};
      bar.op = OP_BAR;
      bar.flags = IF_WARP | IF_SYNC;
      bar.guard = -1;
      bar.nops = 1;
      bar.ops = arena_alloc(ar, sizeof(ptx_operand));
      memset(bar.ops, 0, sizeof(ptx_operand));
      bar.ops[0].kind = OPK_IMM;
      bar.ops[0].reg = bar.ops[0].sym = bar.ops[0].reg2 = -1;
      bar.ops[0].imm = 0xffffffff;
      bar.line = in->line;
      bar.loc_file = in->loc_file, bar.loc_line = in->loc_line;
      vec_push(&cf->insts, bar);
    }
    vec_push(&cf->insts, *in);
    if (in->op == OP_ATOM) /* cfg_aggregate's marks only (.clamp and .wrap mean nothing there) */
      cf->insts.v[cf->insts.n - 1].flags &= ~(IF_AGG | IF_AGGPOST);
  }
  at[f->insts.n] = cf->insts.n;
  cf->label_inst = arena_alloc(ar, sizeof(int) * ((size_t)f->labels.n + 1));
  for (int l = 0; l < f->labels.n; l++) cf->label_inst[l] = at[f->labels.v[l].inst];
}

/* ---- loops of warp exchanges with a constant trip count ----
 * `for (int off = warpSize / 2; off > 0; off /= 2) v += __shfl_down_sync(m, v, off)`: nvcc
 * cannot unroll it (CUDA 13 writes warpSize as WARP_SZ, which the parser reads as 32), so
 * each pass of the loop was a stop of the block or of the warp's lanes. A loop of one block
 * (a label, straight-line code with a warp exchange, a guarded branch back to the label, no
 * other way in) whose branch depends only on registers that hold constants when it is
 * entered is unrolled here, before the warp runs are found: its passes, counted by
 * running that arithmetic, become one straight line the way nvcc writes a loop of 16. */

enum { UNROLL_TRIPS = 8, UNROLL_BODY = 64 };

static int unroll_int(const ptx_inst *in) {
  return (ptx_type_bits(in->type) == 32 || in->type == TY_PRED) && !ptx_type_is_float(in->type);
}

/* The value instruction in computes from the known values (val/known, 32-bit integers
 * and predicates: a compare of integers only): 1 with *r, 0 when not known. */
static int unroll_value(const ptx_inst *in, const int64_t *val, const unsigned char *known, int64_t *r) {
  int defs[9], nd = cfg_inst_defs(in, defs);
  if (nd != 1 || in->guard >= 0 || in->ops[0].kind != OPK_REG || in->ops[0].reg2 >= 0) return 0;
  if (in->op == OP_SETP ? in->bop != BOP_NONE || ptx_type_is_float(in->type) || ptx_type_bits(in->type) != 32
                        : !unroll_int(in))
    return 0;
  int64_t a = 0, b = 0;
  int na = in->op == OP_MOV ? 1 : 2;
  for (int k = 1; k <= na; k++) {
    const ptx_operand *o = &in->ops[k];
    int64_t v;
    if (k >= in->nops) return 0;
    if (o->kind == OPK_IMM) v = o->imm;
    else if (o->kind == OPK_REG && known[o->reg]) v = val[o->reg];
    else return 0;
    if (k == 1) a = v;
    else b = v;
  }
  int sg = ptx_type_is_signed(in->type);
  int32_t sa = (int32_t)a, sb = (int32_t)b;
  uint32_t ua = (uint32_t)a, ub = (uint32_t)b;
  switch (in->op) {
  case OP_MOV: *r = in->type == TY_PRED ? a != 0 : (int64_t)ua; return 1;
  case OP_ADD: *r = (uint32_t)(ua + ub); return 1;
  case OP_SUB: *r = (uint32_t)(ua - ub); return 1;
  case OP_MUL:
    if (!(in->flags & IF_LO)) return 0;
    *r = (uint32_t)(ua * ub);
    return 1;
  case OP_SHL: *r = ub > 31 ? 0 : (uint32_t)(ua << ub); return 1;
  case OP_SHR: *r = sg ? (uint32_t)(sa >> (ub > 31 ? 31 : ub)) : (ub > 31 ? 0 : ua >> ub); return 1;
  case OP_AND: *r = ua & ub; return 1;
  case OP_OR: *r = ua | ub; return 1;
  case OP_XOR: *r = ua ^ ub; return 1;
  case OP_DIV:
    if (!ub || (sg && sa == INT32_MIN && sb == -1)) return 0;
    *r = sg ? (uint32_t)(sa / sb) : ua / ub;
    return 1;
  case OP_SETP:
    switch (in->cmp) {
    case CMP_EQ: *r = ua == ub; return 1;
    case CMP_NE: *r = ua != ub; return 1;
    case CMP_LT: *r = sg ? sa < sb : ua < ub; return 1;
    case CMP_LE: *r = sg ? sa <= sb : ua <= ub; return 1;
    case CMP_GT: *r = sg ? sa > sb : ua > ub; return 1;
    case CMP_GE: *r = sg ? sa >= sb : ua >= ub; return 1;
    case CMP_LO: *r = ua < ub; return 1;
    case CMP_LS: *r = ua <= ub; return 1;
    case CMP_HI: *r = ua > ub; return 1;
    case CMP_HS: *r = ua >= ub; return 1;
    default: return 0;
    }
  default: return 0;
  }
}

/* One instruction on the known values: its destinations known or not after it (operands
 * read before they are written: `add %r, %r, 1` steps a known counter) */
static void unroll_step(const ptx_inst *in, int64_t *val, unsigned char *known) {
  int defs[9], nd = cfg_inst_defs(in, defs);
  int64_t r = 0;
  int ok = unroll_value(in, val, known, &r);
  for (int d = 0; d < nd; d++) known[defs[d]] = 0;
  if (ok) {
    val[defs[0]] = r;
    known[defs[0]] = 1;
  }
}

/* The constant register r holds before instruction at, made on the straight line that
 * leads there (a mov of a constant, or of a register that holds one): 1 with *v, or 0 */
static int unroll_entry(const cfg_func *cf, int r, int at, const unsigned char *label_at, int depth, int64_t *v) {
  for (int i = at - 1; i >= 0 && depth < 8; i--) {
    const ptx_inst *in = &cf->insts.v[i];
    int defs[9], nd = cfg_inst_defs(in, defs), hit = 0;
    for (int d = 0; d < nd; d++) hit |= defs[d] == r;
    if (hit) {
      if (in->op != OP_MOV || in->guard >= 0 || in->nops != 2 || !unroll_int(in) || in->type == TY_PRED) return 0;
      if (in->ops[1].kind == OPK_IMM) {
        *v = (uint32_t)in->ops[1].imm;
        return 1;
      }
      return in->ops[1].kind == OPK_REG && unroll_entry(cf, in->ops[1].reg, i, label_at, depth + 1, v);
    }
    if (label_at[i]) return 0;
  }
  return 0;
}

/* The values the loop [h, e] is entered with: the last definitions before it on the
 * straight line that leads in (back to a label: code there may be reached another way) */
static void unroll_start(const cfg_func *cf, int h, int e, const unsigned char *label_at, int64_t *val,
                         unsigned char *known) {
  int nr = cf->nregs + 1, uses[64];
  unsigned char *seen = calloc((size_t)nr, 1);
  if (!seen) die("out of memory");
  memset(known, 0, (size_t)nr);
  for (int i = h; i < e; i++) {
    int nu = cfg_inst_uses(&cf->insts.v[i], uses, 64);
    for (int k = 0; k < nu; k++) seen[uses[k]] = 1;
  }
  if (cf->insts.v[e].guard >= 0) seen[cf->insts.v[e].guard] = 1;
  for (int r = 0; r < nr; r++)
    if (seen[r]) known[r] = unroll_entry(cf, r, h, label_at, 0, &val[r]);
  free(seen);
}

/* The passes of the loop [h, e] (e its branch back), or 0 when they are not known. */
static int unroll_trips(const cfg_func *cf, int h, int e, const unsigned char *label_at) {
  int nr = cf->nregs + 1, trips = 0;
  int64_t *val = calloc((size_t)nr, sizeof *val);
  unsigned char *known = calloc((size_t)nr, 1);
  if (!val || !known) die("out of memory");
  unroll_start(cf, h, e, label_at, val, known);
  const ptx_inst *br = &cf->insts.v[e];
  for (;;) {
    for (int i = h; i < e; i++) unroll_step(&cf->insts.v[i], val, known);
    trips++;
    if (!known[br->guard] || trips > UNROLL_TRIPS) {
      trips = 0;
      break;
    }
    if (!(val[br->guard] != 0) == !br->guard_neg) break; /* not taken: the loop ends */
  }
  free(val);
  free(known);
  return trips;
}

/* A copy's source operands that hold known values, made those immediates: a shuffle's
 * lane, clamp and mask, and the operands of 32-bit integer arithmetic and compares */
static void unroll_fold(ptx_inst *c, const int64_t *val, const unsigned char *known) {
  int from, to;
  if (c->op == OP_SHFL) from = 2, to = c->nops - 1;
  else if (unroll_int(c) && c->type != TY_PRED &&
           (c->op == OP_ADD || c->op == OP_SUB || c->op == OP_SHL || c->op == OP_SHR || c->op == OP_AND ||
            c->op == OP_OR || c->op == OP_XOR || c->op == OP_SETP || c->op == OP_MOV ||
            (c->op == OP_MUL && (c->flags & IF_LO))))
    from = 1, to = c->nops - 1;
  else return;
  for (int k = from; k <= to && k < c->nops; k++) {
    ptx_operand *o = &c->ops[k];
    if (o->kind != OPK_REG || o->neg || !known[o->reg]) continue;
    o->kind = OPK_IMM;
    o->imm = (int64_t)(uint32_t)val[o->reg];
    o->reg = -1;
  }
}

static ptx_inst unroll_copy(cfg_func *cf, const ptx_inst *in) {
  ptx_inst c = *in;
  if (in->nops) {
    c.ops = arena_alloc(cf->ar, sizeof(ptx_operand) * (size_t)in->nops);
    memcpy(c.ops, in->ops, sizeof(ptx_operand) * (size_t)in->nops);
    for (int k = 0; k < in->nops; k++)
      if (in->ops[k].kind == OPK_VEC && in->ops[k].nvec) {
        c.ops[k].vec = arena_alloc(cf->ar, sizeof(ptx_operand) * (size_t)in->ops[k].nvec);
        memcpy(c.ops[k].vec, in->ops[k].vec, sizeof(ptx_operand) * (size_t)in->ops[k].nvec);
      }
  }
  return c;
}

void cfg_unroll_warp_loops(cfg_func *cf) {
  int nl = cf->f->labels.n, stale = 1, *refs = calloc((size_t)nl + 1, sizeof(int));
  unsigned char *label_at = NULL;
  if (!refs) die("out of memory");
  for (int l = 0; l < nl; l++) {
    int n = cf->insts.n;
    if (stale) { /* where labels stand, and how many branches reach each (again after an unrolling) */
      free(label_at);
      if (!(label_at = calloc((size_t)n + 1, 1))) die("out of memory");
      for (int k = 0; k < nl; k++) label_at[cf->label_inst[k]] = 1;
      memset(refs, 0, sizeof(int) * (size_t)nl);
      for (int i = 0; i < n; i++) {
        const ptx_inst *in = &cf->insts.v[i];
        for (int k = 0; (ptx_opinfos[in->op].flags & F_BRANCH) && k < in->nops; k++)
          if (in->ops[k].kind == OPK_LABEL && in->ops[k].sym >= 0 && in->ops[k].sym < nl) refs[in->ops[k].sym]++;
      }
      stale = 0;
    }
    if (refs[l] != 1) continue; /* the branch back is the one way in but falling through */
    int h = cf->label_inst[l], e = -1, xchg = 0, ok = 1;
    for (int i = h; i < n && e < 0 && ok; i++) {
      const ptx_inst *in = &cf->insts.v[i];
      int fl = ptx_opinfos[in->op].flags;
      if (i > h && label_at[i]) ok = 0;
      else if (in->op == OP_BRA) {
        if (in->guard >= 0 && in->ops[0].kind == OPK_LABEL && in->ops[0].sym == l) e = i;
        else ok = 0;
      } else if ((fl & (F_BRANCH | F_TERM)) || in->op == OP_CALL || in->op == OP_WARPRUN) ok = 0;
      else xchg |= is_xchg(in);
    }
    int trips = ok && e > h && xchg && e - h <= UNROLL_BODY ? unroll_trips(cf, h, e, label_at) : 0;
    if (trips < 1) continue;
    /* the body trips times, without the branch back; in each copy the integer operands
     * that hold known values are those constants (a shuffle's offset: an immediate) */
    int body = e - h, grow = trips * body - (body + 1);
    __typeof__(cf->insts) out = {0};
    int64_t *val = calloc((size_t)cf->nregs + 1, sizeof *val);
    unsigned char *known = calloc((size_t)cf->nregs + 1, 1);
    if (!val || !known) die("out of memory");
    unroll_start(cf, h, e, label_at, val, known);
    for (int i = 0; i < h; i++) vec_push(&out, cf->insts.v[i]);
    for (int t = 0; t < trips; t++)
      for (int i = h; i < e; i++) {
        ptx_inst c = unroll_copy(cf, &cf->insts.v[i]);
        unroll_fold(&c, val, known);
        vec_push(&out, c);
        unroll_step(&cf->insts.v[i], val, known);
      }
    for (int i = e + 1; i < n; i++) vec_push(&out, cf->insts.v[i]);
    free(val);
    free(known);
    free(cf->insts.v);
    cf->insts = out;
    for (int k = 0; k < nl; k++)
      if (cf->label_inst[k] > e) cf->label_inst[k] += grow;
    stale = 1;
  }
  free(label_at);
  free(refs);
}

/* ---- registers that are U + k * tid.x ----
 *
 * nvcc keeps a loop counter such as t + tid.x (the column of a tile) in one register the
 * loop steps by a uniform amount. The register is per-thread, so it lives in S[t] across
 * stops, and an address made from it looks like a gather to the C compiler. When every
 * definition of a 32-bit thread register is unpredicated, outside divergent regions and
 * lockstep loops (every thread at a point has run the same definitions, with the same
 * uniform operands), and computes U + k * tid.x from uniform values, tid.x and such
 * registers, with one constant k for all of them, the register is U + k * tid.x at every
 * point, with one U for all the threads there: xaff[r] = k. A thread loop takes U from one
 * of its threads and computes the register as U + k * tx (emit_loop_body). */

enum { XA_TOP, XA_KNOWN, XA_NONE };

static int xaff_operand(const cfg_func *cf, const ptx_operand *o, const signed char *st, const int *kk,
                        const unsigned char *rw, int64_t *k, int *f) {
  *k = 0;
  *f = 0;
  switch (o->kind) {
  case OPK_IMM: return XA_KNOWN;
  case OPK_SREG:
    if (o->sreg == SR_TID) {
      *k = o->comp == 0;
      *f = o->comp ? XR_ROW : 0;
      return XA_KNOWN;
    }
    return o->sreg == SR_NTID || o->sreg == SR_CTAID || o->sreg == SR_NCTAID ? XA_KNOWN : XA_NONE;
  case OPK_REG:
    if (!cf->varying[o->reg]) return XA_KNOWN;
    *k = kk[o->reg];
    *f = rw[o->reg];
    return st[o->reg];
  default: return XA_NONE;
  }
}

/* What instruction in makes of its one destination, from its operands' forms; *f the
 * destination's XR_* flags. 64-bit arithmetic keeps a form (a 64-bit value is taken per
 * row); a 32-bit value that varies with tid.x widened to 64 bits (cvt, mul.wide) is linear
 * only where it does not wrap within the row (XR_CHECK); truncation to 32 bits keeps it. */
static int xaff_inst(const cfg_func *cf, const ptx_inst *in, const signed char *st, const int *kk,
                     const unsigned char *rw, int64_t *k, int *f) {
  int b = cf->inst_block[in - cf->insts.v], wide = in->op == OP_MUL && (in->flags & IF_WIDE);
  ptx_type dt = in->ops[0].kind == OPK_REG ? cf->f->regs.v[in->ops[0].reg].type : TY_NONE;
  int db = ptx_type_bits(dt), tb = ptx_type_bits(in->type);
  /* an integer destination: a float register set by a bit move (mov.b32 %f, %r) is not one */
  if (in->guard >= 0 || b < 0 || cf->blocks.v[b].divergent || cf->blocks.v[b].lsloop || ptx_type_is_float(in->type) ||
      ptx_type_is_float(dt) || (in->flags & (IF_SAT | IF_CC)) || (db != 32 && db != 64))
    return XA_NONE;
  if (in->op == OP_CVT) {
    int sb = ptx_type_bits(in->type2);
    if (ptx_type_is_float(in->type2) || (sb != 32 && sb != 64) || tb != db || in->ops[1].kind != OPK_REG)
      return XA_NONE;
    int a = xaff_operand(cf, &in->ops[1], st, kk, rw, k, f);
    if (db == 32) *f &= ~XR_CHECK; /* mod 2^32 it is linear */
    else if (sb == 32 && *k) *f |= XR_CHECK;
    return a;
  }
  if (wide ? tb != 32 || db != 64 : tb != db) return XA_NONE;
  int64_t ka, kb, kc;
  int a, c, z, fa, fb, fc = 0;
  switch (in->op) {
  case OP_MOV: return xaff_operand(cf, &in->ops[1], st, kk, rw, k, f);
  case OP_ADD:
  case OP_SUB:
    a = xaff_operand(cf, &in->ops[1], st, kk, rw, &ka, &fa);
    c = xaff_operand(cf, &in->ops[2], st, kk, rw, &kb, &fb);
    *k = in->op == OP_ADD ? ka + kb : ka - kb;
    break;
  case OP_SHL:
    if (in->ops[2].kind != OPK_IMM || in->ops[2].imm < 0 || in->ops[2].imm > 20) return XA_NONE;
    a = xaff_operand(cf, &in->ops[1], st, kk, rw, &ka, &fa);
    c = XA_KNOWN, fb = 0;
    *k = ka * ((int64_t)1 << in->ops[2].imm);
    break;
  case OP_MUL:
  case OP_MAD:
    if (!(in->flags & (IF_LO | IF_WIDE)) || (in->op == OP_MAD && wide)) return XA_NONE;
    a = xaff_operand(cf, &in->ops[1], st, kk, rw, &ka, &fa);
    c = xaff_operand(cf, &in->ops[2], st, kk, rw, &kb, &fb);
    if (a == XA_KNOWN && c == XA_KNOWN) { /* a product with a constant factor */
      if (ka && kb) return XA_NONE;
      if ((ka && in->ops[2].kind != OPK_IMM) || (kb && in->ops[1].kind != OPK_IMM)) return XA_NONE;
    }
    *k = ka ? ka * in->ops[2].imm : kb ? kb * in->ops[1].imm : 0;
    if (wide && *k) fc = XR_CHECK;
    if (in->op == OP_MAD) {
      z = xaff_operand(cf, &in->ops[3], st, kk, rw, &kc, &fc);
      *k += kc;
      a = a > z ? a : z;
    }
    break;
  default: return XA_NONE;
  }
  /* two widened values whose wraps could cancel at the row's ends (zext(a + tx) - zext(b +
   * tx)): the check of the last thread would not see the jumps between */
  if (db == 64 && (fa & fb & XR_CHECK || ((fa | fb) & fc & XR_CHECK))) return XA_NONE;
  *f = fa | fb | fc;
  if (db == 32) *f &= ~XR_CHECK;
  int v = a > c ? a : c;
  return v == XA_KNOWN && (*k > (1 << 20) || *k < -(1 << 20)) ? XA_NONE : v;
}

void cfg_xaffine(cfg_func *cf) {
  size_t nr = (size_t)cf->nregs + 1;
  signed char *st = arena_alloc(cf->ar, nr);
  unsigned char *rw = cf->xrow;
  memset(st, XA_TOP, nr);
  memset(rw, 0, nr);
  memset(cf->xaff, 0, nr * sizeof(int));
  int *kk = cf->xaff; /* the coefficients while the forms are found */
  for (int changed = 1; changed;) {
    changed = 0;
    for (int i = 0; i < cf->insts.n; i++) {
      const ptx_inst *in = &cf->insts.v[i];
      int defs[8], nd = cfg_inst_defs(in, defs);
      for (int d = 0; d < nd; d++) {
        int r = defs[d], f = 0;
        if (st[r] == XA_NONE) continue;
        int64_t k = 0;
        int v = nd == 1 && cf->cls[r] == RC_THREAD ? xaff_inst(cf, in, st, kk, rw, &k, &f) : XA_NONE;
        if (v == XA_TOP) continue; /* nothing known of its operands yet */
        if (v == XA_NONE || (st[r] == XA_KNOWN && kk[r] != k)) st[r] = XA_NONE;
        else if (st[r] == XA_TOP) st[r] = XA_KNOWN, kk[r] = (int)k, rw[r] = (unsigned char)f;
        else if ((rw[r] | f) != rw[r]) rw[r] |= (unsigned char)f; /* a definition more general than the others */
        else continue;
        changed = 1;
      }
    }
  }
  /* the forms the emitter uses: a 32-bit U + k * tid.x with U one value for all (xaff[r] = k,
   * as before), or, per row, U depending on tid.y/z (32 bits) or any 64-bit one (xrow) */
  for (int r = 0; r < cf->nregs; r++) {
    int b = ptx_type_bits(cf->f->regs.v[r].type);
    if (st[r] != XA_KNOWN || (b == 32 && !rw[r] && !kk[r])) cf->xaff[r] = 0, rw[r] = 0;
    else if (b == 64) rw[r] |= XR_ROW;
    else if (b != 32) cf->xaff[r] = 0, rw[r] = 0;
  }
}

/* ---- waiting loops ---- */

/* An operand the loop (body) does not change: an immediate, or a register that the loop
 * sets only to constants (nvcc materializes them inside loops) or not at all. */
static int invariant(const cfg_func *cf, const unsigned char *body, const ptx_operand *o) {
  if (o->kind == OPK_IMM) return 1;
  if (o->kind != OPK_REG) return 0;
  for (int x = 0; x < cf->blocks.n; x++)
    for (int i = 0; body[x] && i < cf->blocks.v[x].nins; i++) {
      const ptx_inst *in = &cf->insts.v[cf->blocks.v[x].ins[i]];
      int defs[8], nd = cfg_inst_defs(in, defs);
      for (int d = 0; d < nd; d++)
        if (defs[d] == o->reg && !(in->op == OP_MOV && in->guard < 0 && in->nops > 1 && in->ops[1].kind == OPK_IMM))
          return 0;
    }
  return 1;
}

/* An atomic that waits rather than works: a compare-and-swap with operands the loop does
 * not change (a spin lock; a CAS retry loop computes them anew and makes progress), an
 * and/or/min/max with such an operand, or an add/xor of 0 (polls). A work queue's
 * atomicAdd(&next, 1) does not wait. */
static int atom_waits(const cfg_func *cf, const unsigned char *body, const ptx_inst *in) {
  if (in->bop == BOP_CAS) return in->nops > 3 && invariant(cf, body, &in->ops[2]) && invariant(cf, body, &in->ops[3]);
  if (in->bop == BOP_AND || in->bop == BOP_OR || in->bop == BOP_MIN || in->bop == BOP_MAX) {
    /* a second time at the same address changes nothing: atomicMax(p, 0) (a probe of
     * slot after slot, atomicOr(&bits[i++], b), works) */
    if (in->nops < 3 || in->ops[1].kind != OPK_ADDR || in->ops[1].nvec) return 0;
    ptx_operand a = {.kind = OPK_REG, .reg = in->ops[1].reg};
    return (in->ops[1].reg < 0 || invariant(cf, body, &a)) && invariant(cf, body, &in->ops[2]);
  }
  if (in->bop == BOP_ADD || in->bop == BOP_XOR)
    return in->nops > 2 && in->ops[2].kind == OPK_IMM && in->ops[2].imm == 0;
  return in->bop == BOP_EXCH && in->nops > 2 && invariant(cf, body, &in->ops[2]); /* a test-and-set lock */
}

/* What a loop that waits for other threads reads with: a load that must see their writes
 * (.volatile, or a memory-model order) or an atomic. 2: one of the block's own
 * threads writes it (shared memory, or .cta scope); 1: other blocks may. */
static int waits_on_memory(const cfg_func *cf, const unsigned char *body, const ptx_inst *in) {
  if (in->op == OP_MBARRIER) return (int)in->cmp == MB_TEST_WAIT || (int)in->cmp == MB_TRY_WAIT ? 2 : 0;
  if (in->op == OP_ATOM && !atom_waits(cf, body, in)) return 0;
  if (in->op == OP_LD || in->op == OP_LDU || in->op == OP_ATOM) {
    if (in->op != OP_ATOM && !(in->flags & IF_VOLATILE)) return 0;
    return in->space == SP_SHARED || (in->flags & IF_CTA) ? 2 : 1;
  }
  return 0; /* a loop that only sleeps waits for time, not for threads */
}

/* Whether a way out of the loop (body) depends on what its waiting reads return: a loop
 * that only happens to contain an atomic (a histogram's) does not wait. taint: scratch,
 * one byte per register. */
static int exit_reads(const cfg_func *cf, const unsigned char *body, unsigned char *taint) {
  memset(taint, 0, (size_t)cf->nregs + 1);
  for (int changed = 1; changed;) {
    changed = 0;
    for (int x = 0; x < cf->blocks.n; x++) {
      if (!body[x]) continue;
      const cfg_block *bl = &cf->blocks.v[x];
      for (int i = 0; i < bl->nins; i++) {
        const ptx_inst *in = &cf->insts.v[bl->ins[i]];
        int regs[40], nd = cfg_inst_defs(in, regs), nu = cfg_inst_uses(in, regs + nd, 32),
                      t = waits_on_memory(cf, body, in) != 0;
        for (int u = nd; u < nd + nu && !t; u++) t = taint[regs[u]];
        /* a warp exchange's result depends on what its lanes shared, which its second half
         * does not list as a use (CUB's look-back spins on a vote of loaded states) */
        if (!t && is_xchg(in) && (in->flags & IF_POST) && in->nops > 1 && in->ops[1].kind == OPK_REG)
          t = taint[in->ops[1].reg];
        for (int k = 0; !t && is_xchg(in) && (in->flags & IF_POST) && in->nops > 1 && in->ops[1].kind == OPK_VEC &&
             k < in->ops[1].nvec;
             k++) /* a warp run: what all its lanes read */
          t = taint[in->ops[1].vec[k].reg];
        for (int d = 0; d < nd && t; d++)
          if (!taint[regs[d]]) taint[regs[d]] = 1, changed = 1;
      }
    }
  }
  for (int x = 0; x < cf->blocks.n; x++) {
    const cfg_block *bl = &cf->blocks.v[x];
    if (!body[x] || bl->term != TERM_CBRA) continue;
    int g = cf->insts.v[bl->ins[bl->nins - 1]].guard;
    if (g >= 0 && taint[g] && (!body[bl->succ[0]] || !body[bl->succ[1]])) return 1;
  }
  return 0;
}

/* Marks the header of every loop that waits on memory other threads write (a grid
 * barrier, a flag, a lock, cuda::barrier): its body reads with waits_on_memory and stores
 * nothing. spin 2: only the block's own threads can end the wait (the loop reads shared
 * memory or at .cta scope): the header is a stop where a thread gives way to the block's
 * other threads (emit.c), which run first, since a block's threads run one after another.
 * spin 3: other blocks may end it too (global memory): a stop as well (a warp may wait for
 * another warp of its block), and once the block's other threads can do nothing more, in
 * a grid that runs its blocks as fibers (cooperative launches, waiting grids) the block
 * hands its worker to another block, so blocks that wait for one another on fewer workers
 * than blocks all get to run. spin 1: a loop of the block's uniform code (a controller
 * block) that waits: its threads are all in it, so only other blocks can end the wait,
 * and it hands its worker on each time round. A way out
 * of the loop must depend on what those reads return (exit_reads). Runs after
 * cfg_divergence (which it runs again) and before cfg_aggregate, cfg_ctrl, which tells
 * spin 1 from the others, and cfg_lockstep, which leaves such loops alone. */
void cfg_spins(cfg_func *cf) {
  int nb = cf->blocks.n;
  if (nb == 0) return;
  loops L;
  loops_find(cf, &L, (size_t)nb);
  unsigned char *taint = malloc((size_t)cf->nregs + 1), *body = malloc((size_t)nb);
  int *work = malloc(sizeof(int) * (size_t)nb);
  if (!taint || !body || !work) die("out of memory");
  for (int i = 0; i < L.nback; i++) {
    /* each back edge's own loop: two loops with one header (a wait inside a loop that
     * stores) are told apart */
    int h = L.bdst[i], u = L.bsrc[i], nw = 0, waits = 0, writes = 0, wide = 0;
    if (cf->blocks.v[h].spin) continue;
    memset(body, 0, (size_t)nb);
    body[h] = 1;
    if (!body[u]) body[u] = 1, work[nw++] = u;
    while (nw > 0) {
      int x = work[--nw];
      for (int p = 0; p < L.npred[x]; p++)
        if (!body[L.pred[x][p]]) body[L.pred[x][p]] = 1, work[nw++] = L.pred[x][p];
    }
    for (int x = 0; x < nb; x++) {
      if (!body[x]) continue;
      const cfg_block *bl = &cf->blocks.v[x];
      for (int k = 0; k < bl->nins; k++) {
        const ptx_inst *in = &cf->insts.v[bl->ins[k]];
        int w = waits_on_memory(cf, body, in);
        waits |= w != 0;
        wide |= w == 1;
        writes |= in->op == OP_ST || in->op == OP_RED || in->op == OP_CALL || in->op == OP_WMMA_ST;
      }
    }
    if (!waits || !exit_reads(cf, body, taint)) continue;
    if (writes) { /* a loop that polls and stores: not a stop (cfg_aggregate then holds back nothing) */
      cf->polls = 1;
      continue;
    }
    cf->blocks.v[h].spin = wide ? 3 : 2; /* 1 if cfg_ctrl finds the header a controller block */
    for (int x = 0; x < nb; x++)
      if (body[x] && !cf->blocks.v[x].spinbody) cf->blocks.v[x].spinbody = h + 1;
  }
  /* Threads leave a wait in different passes, as their waits end: the blocks reached from
   * one, up to a __syncthreads, are divergent (a uniform loop's counter is then one per
   * thread: warps that wait for each other are in different rounds), and what they compute
   * varies (cfg_divergence again). Controller code there would run once per group, or hold
   * the first group back for the others, which may be waiting for it (warp 0 waiting for a
   * flag warp 1 raises after the join). */
  int more = 0;
  memset(body, 0, (size_t)nb);
  for (int h = 0; h < nb; h++) {
    if (!cf->blocks.v[h].spin || body[h]) continue;
    int nw = 0;
    work[nw++] = h;
    body[h] = 1;
    while (nw > 0) {
      cfg_block *b = &cf->blocks.v[work[--nw]];
      if (cfg_block_barrier(b)) continue; /* every thread meets there */
      if (!b->divergent) b->divergent = 1, more = 1;
      for (int k = 0; k < b->nsucc; k++)
        if (!body[b->succ[k]]) body[b->succ[k]] = 1, work[nw++] = b->succ[k];
    }
  }
  free(work);
  free(body);
  free(taint);
  loops_free(&L, nb);
  if (more) cfg_divergence(cf);
}

void cfg_free(cfg_func *cf) {
  for (int i = 0; i < cf->blocks.n; i++) free(cf->blocks.v[i].ins);
  free(cf->blocks.v);
  free(cf->inst_block);
  free(cf->insts.v);
  memset(cf, 0, sizeof *cf);
}

void cfg_dump(const cfg_func *cf, strbuf *out) {
  for (int bi = 0; bi < cf->blocks.n; bi++) {
    const cfg_block *b = &cf->blocks.v[bi];
    sb_printf(out, "block %d: term %d succ", bi, b->term);
    for (int s = 0; s < b->nsucc; s++) sb_printf(out, " %d", b->succ[s]);
    sb_printf(out, " ipdom %d%s%s%s", b->ipdom, b->divergent ? " divergent" : "", b->ctrl ? " ctrl" : "",
              b->retonly ? " retonly" : "");
    if (b->lsloop) sb_printf(out, " lockstep %d", b->lsloop - 1);
    if (b->lsiv) sb_printf(out, " stepped %s", cf->f->regs.v[b->lsiv - 1].name);
    if (b->lstile) sb_printf(out, " tiles of %d", b->lstile);
    if (b->lsland) sb_puts(out, " landing");
    if (b->spin) sb_puts(out, b->spin == 2 ? " spin block" : b->spin == 3 ? " spin any" : " spin");
    if (cfg_starts_agg(cf, bi)) sb_puts(out, " aggregated");
    if (b->cut) sb_puts(out, " cut");
    sb_puts(out, " insts");
    for (int k = 0; k < b->nins; k++) sb_printf(out, " %d", cf->insts.v[b->ins[k]].line);
    sb_puts(out, "\n");
  }
  for (int r = 0; r < cf->nregs; r++) {
    sb_printf(out, "reg %s: %s%s%s%s", cf->f->regs.v[r].name, cf->varying[r] ? "varying " : "uniform ",
              cf->cls[r] == RC_CTRL ? "ctrl" : "thread", cf->scratch[r] ? " scratch" : "",
              cf->remat[r] ? " remat" : "");
    if (cf->xaff[r] || cf->xrow[r])
      sb_printf(out, " %s+%d*tid.x%s", cf->xrow[r] ? "U(row)" : "U", cf->xaff[r],
                cf->xrow[r] & XR_CHECK ? " checked" : "");
    sb_puts(out, "\n");
  }
}

/* ---- reductions at a thread's tail ----
 * An atomic add, and, or, xor, min or max on global memory whose old value nothing
 * reads (nvcc writes atomicAdd(out, v) as atom with a dead result, or red), with no
 * order and no .sys scope, after which the thread meets no barrier, fence, call, volatile
 * or ordered access or other atomic until it exits. No other thread can tell such an
 * update from one the thread made later, as a slow thread would: the runtime may hold it
 * in the worker's queue and apply it with the worker's other held updates of the same
 * address, as one (heddle_abi.h, hd_rq). Kernels only: a function's caller goes on.
 * The kernel's plain loads and stores of global memory must reach other objects than its
 * updates (so that a thread reads its own updates, and a loop that waits for other
 * blocks' updates with plain loads sees them): each goes through a known pointer, a
 * kernel parameter's or a module variable's (the histogram's `atomicAdd(&bins[data[i]],
 * 1)` loads data), another than every update's; whether two parameters point into one
 * allocation is the launch's to say (rt_launch.c, tails_apart: tailp against tailr).
 * Updates of one width only: a word is not updated as two halves. */

/* A base: a kernel parameter's pointer (its offset in the .param layout) or, with
 * CFG_TB_SYM, a module variable (its index); -1: unknown */
static int64_t addr_base(const cfg_func *cf, const ptx_operand *o, int depth);

/* the register holds a byte offset made of 32-bit values (never a pointer) */
static int offset_reg(const cfg_func *cf, int reg, int depth) {
  if (depth > 12 || cf->ndefs[reg] != 1) return 0;
  const ptx_inst *d = &cf->insts.v[cf->definst[reg]];
  if (d->guard >= 0) return 0;
  for (int k = 1; k < d->nops; k++)
    if (d->ops[k].kind != OPK_REG && d->ops[k].kind != OPK_IMM) return 0;
  switch (d->op) {
  case OP_MUL:
    if (d->flags & IF_WIDE) return ptx_type_bits(d->type) == 32;
    /* fall through */
  case OP_ADD:
  case OP_SHL:
  case OP_SHR:
  case OP_AND: /* `&bins[key % 64]`: nvcc masks the widened byte offset */
  case OP_OR:
  case OP_XOR:
    if (ptx_type_bits(d->type) != 64) return 0;
    for (int k = 1; k <= 2; k++)
      if (d->ops[k].kind == OPK_REG && !offset_reg(cf, d->ops[k].reg, depth + 1)) return 0;
    return 1;
  case OP_CVT: return d->ops[1].kind == OPK_REG && ptx_type_bits(d->type2) <= 32 && !ptx_type_is_float(d->type2);
  default: return 0;
  }
}

static int64_t reg_base(const cfg_func *cf, int reg, int depth) {
  if (depth > 12 || cf->ndefs[reg] != 1) return -1;
  const ptx_inst *d = &cf->insts.v[cf->definst[reg]];
  if (d->guard >= 0) return -1;
  const ptx_operand *a = d->nops > 1 ? &d->ops[1] : NULL, *b = d->nops > 2 ? &d->ops[2] : NULL;
  switch (d->op) {
  case OP_LD:
    if (d->space != SP_PARAM || ptx_type_bits(d->type) != 64 || d->ops[0].kind != OPK_REG || a->kind != OPK_ADDR ||
        a->reg >= 0 || !a->sym_local || a->sym < 0 || a->sym >= cf->f->nparams)
      return -1;
    return cf->f->syms.v[a->sym].offset + a->imm;
  case OP_MOV:
  case OP_CVTA:
    if (a->kind == OPK_REG) return reg_base(cf, a->reg, depth + 1);
    return a->kind == OPK_SYM || a->kind == OPK_ADDR ? addr_base(cf, a, depth + 1) : -1;
  case OP_ADD:
  case OP_SUB:
    if (ptx_type_bits(d->type) != 64 || a->kind != OPK_REG) return -1;
    if (b->kind == OPK_IMM || (b->kind == OPK_REG && offset_reg(cf, b->reg, depth + 1)))
      return reg_base(cf, a->reg, depth + 1);
    if (d->op == OP_ADD && b->kind == OPK_REG && offset_reg(cf, a->reg, depth + 1))
      return reg_base(cf, b->reg, depth + 1);
    return -1;
  case OP_MAD: /* mad.wide: a 32-bit index times a size, plus the base */
    if (!(d->flags & IF_WIDE) || ptx_type_bits(d->type) != 32 || d->ops[3].kind != OPK_REG) return -1;
    return reg_base(cf, d->ops[3].reg, depth + 1);
  default: return -1;
  }
}

static int64_t addr_base(const cfg_func *cf, const ptx_operand *o, int depth) {
  if ((o->kind != OPK_ADDR && o->kind != OPK_SYM) || depth > 12) return -1;
  if (o->kind == OPK_ADDR && o->reg >= 0) return reg_base(cf, o->reg, depth);
  if (o->sym < 0 || o->sym_local || cf->m->syms.v[o->sym].space != SP_GLOBAL) return -1;
  return CFG_TB_SYM + o->sym;
}

static int tail_candidate(const ptx_inst *in, const unsigned char *read) {
  if ((in->op != OP_ATOM && in->op != OP_RED) || in->space != SP_GLOBAL || (in->flags & (IF_STRONG | IF_AGG)) ||
      in->vec > 1)
    return 0;
  if (in->op == OP_ATOM && in->ops[0].kind != OPK_SINK && (in->ops[0].kind != OPK_REG || read[in->ops[0].reg]))
    return 0;
  ptx_type t = in->type;
  int b = ptx_type_bits(t), fl = ptx_type_is_float(t);
  if ((b != 32 && b != 64) || t == TY_F16X2 || t == TY_BF16X2 || t == TY_U16X2 || t == TY_S16X2) return 0;
  switch (in->bop) {
  case BOP_ADD: return 1;
  case BOP_AND:
  case BOP_OR:
  case BOP_XOR:
  case BOP_MIN:
  case BOP_MAX: return !fl;
  default: return 0;
  }
}

/* What an update may be held past: 2, anything but global memory that can be written or
 * awaited, barriers, fences and calls (shared memory is not global memory, and without
 * a fence or an order (.release) nothing orders a thread's accesses of it after its
 * global update); 1, a plain load or store of global (or generic) memory, through *base
 * (-1: unknown); 0, anything else. */
static int tail_quiet(const cfg_func *cf, const ptx_inst *in, const unsigned char *read, int64_t *base) {
  int plain = !(in->flags & (IF_VOLATILE | IF_MM | IF_CG));
  switch (in->op) {
  case OP_LD:
  case OP_LDU:
    if (in->space == SP_PARAM || in->space == SP_CONST || in->space == SP_LOCAL || (in->space == SP_SHARED && plain) ||
        ((in->flags & IF_NC) && plain))
      return 2;
    /* fall through */
  case OP_ST:
    if (in->op == OP_ST && (in->space == SP_LOCAL || (in->space == SP_SHARED && plain))) return 2;
    if ((in->space != SP_GLOBAL && in->space != SP_GENERIC && in->space != SP_NONE) || !plain) return 0;
    *base = addr_base(cf, &in->ops[in->op == OP_ST ? 0 : 1], 0);
    return 1;
  case OP_ATOM:
  case OP_RED: return tail_candidate(in, read) || (in->space == SP_SHARED && !(in->flags & IF_REL)) ? 2 : 0;
  case OP_WARPRUN:
    for (int k = 0; k < in->nprog; k++)
      if (tail_quiet(cf, &in->prog[k], read, base) != 2) return 0;
    return 2;
  case OP_MEMBAR:
  case OP_FENCE:
  case OP_CALL:
  case OP_SULD:
  case OP_SUST:
  case OP_DISCARD:
  case OP_APPLYPRIO:
  case OP_GRIDDEP: return 0;
  default: return ptx_opinfos[in->op].flags & (F_MEM | F_BARRIER) ? 0 : 2;
  }
}

static int add_base(int64_t *v, int *n, int64_t x) {
  for (int i = 0; i < *n; i++)
    if (v[i] == x) return 1;
  if (*n == CFG_TAIL_BASES) return 0;
  v[(*n)++] = x;
  return 1;
}

/* How loud each instruction is for the kernel's updates (tail_quiet); NULL when the
 * kernel may hold none: an update or a plain access through an unknown pointer, a plain
 * access through an update's, updates of two widths, too many pointers to check. */
static unsigned char *tail_levels(cfg_func *cf, const unsigned char *read) {
  int n = cf->insts.n, ok = 1, width = 0;
  unsigned char *lv = malloc((size_t)n + 1);
  if (!lv) die("out of memory");
  for (int i = 0; i < n && ok; i++) {
    const ptx_inst *in = &cf->insts.v[i];
    if (!tail_candidate(in, read)) continue;
    int64_t r = addr_base(cf, &in->ops[in->op == OP_ATOM ? 1 : 0], 0);
    ok = r >= 0 && add_base(cf->tailr, &cf->ntailr, r) && (!width || width == ptx_type_bits(in->type));
    width = ptx_type_bits(in->type);
  }
  for (int i = 0; i < n && ok; i++) {
    const ptx_inst *in = &cf->insts.v[i];
    int64_t base = -1;
    if (in->op == OP_CALL && (in->callee < 0 || strcmp(cf->m->funcs.v[in->callee].name, "vprintf")))
      ok = 0; /* what the function touches is not known: printf's arguments only */
    lv[i] = (unsigned char)tail_quiet(cf, in, read, &base);
    if (lv[i] != 1) continue;
    for (int k = 0; k < cf->ntailr; k++) ok &= base != cf->tailr[k];
    ok = ok && base >= 0 && add_base(cf->tailp, &cf->ntailp, base);
  }
  if (!ok || !cf->ntailr) {
    free(lv);
    cf->ntailp = cf->ntailr = 0;
    return NULL;
  }
  return lv;
}

void cfg_tail_reds(cfg_func *cf) {
  int nb = cf->blocks.n, n = cf->insts.n, uses[64], any = 0;
  cf->ntailp = cf->ntailr = 0;
  if (!cf->f->is_entry || !nb) return;
  for (int i = 0; i < n; i++) any |= cf->insts.v[i].op == OP_ATOM || cf->insts.v[i].op == OP_RED;
  if (!any) return;
  unsigned char *read = calloc((size_t)cf->nregs + 1, 1), *loud = calloc((size_t)nb, 1);
  if (!read || !loud) die("out of memory");
  for (int i = 0; i < n; i++) {
    const ptx_inst *in = &cf->insts.v[i];
    int nu = in->op == OP_WARPRUN ? 0 : cfg_inst_uses(in, uses, 64);
    for (int k = 0; k < nu; k++) read[uses[k]] = 1;
    for (int k = 0; in->op == OP_WARPRUN && k < in->nprog; k++) {
      nu = cfg_run_uses(&in->prog[k], uses);
      for (int u = 0; u < nu; u++) read[uses[u]] = 1;
    }
  }
  unsigned char *lv = tail_levels(cf, read);
  if (lv) {
    /* loud[b]: from b's start, an instruction of level 0 can be reached */
    for (int b = 0; b < nb; b++)
      for (int k = 0; k < cf->blocks.v[b].nins && !loud[b]; k++) loud[b] = !lv[cf->blocks.v[b].ins[k]];
    for (int changed = 1; changed;) {
      changed = 0;
      for (int b = nb - 1; b >= 0; b--)
        for (int s = 0; s < cf->blocks.v[b].nsucc && !loud[b]; s++)
          if (loud[cf->blocks.v[b].succ[s]]) changed = loud[b] = 1;
    }
    for (int b = 0; b < nb; b++) {
      const cfg_block *bb = &cf->blocks.v[b];
      int after = 0; /* something loud after the instruction, in this block or later */
      for (int s = 0; s < bb->nsucc; s++) after |= loud[bb->succ[s]];
      for (int k = bb->nins - 1; k >= 0; k--) {
        ptx_inst *in = &cf->insts.v[bb->ins[k]];
        if (!after && tail_candidate(in, read)) in->flags |= IF_TAIL;
        after |= !lv[bb->ins[k]];
      }
    }
  }
  free(lv);
  free(read);
  free(loud);
}
