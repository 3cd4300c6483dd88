/* emit.c: the structure half of the emitter. Reads the plan from cfg.c and writes, per
 * kernel, one C function that runs a thread block: the controller's block-uniform code
 * once, and each thread loop as `for tz, ty, tx` around the per-thread code between
 * stops (emit_inst.c writes the instructions); device functions become hdf_N. */
#include "emit_internal.h"

/* ---- kernels: controller and thread loops ---- */

/* Stores what a thread carries to block target: the per-thread values live there that this
 * loop wrote (the others are still in place). */
static void store_live(emitter *e, int target) {
  cfg_func *cf = e->cf;
  cfg_block *tb = &cf->blocks.v[target];
  int tile = e->tile && target == e->lockstep; /* the back edge of a tile's pass */
  int fixed = e->ls_count == 2 && target == e->lockstep; /* a counted pass's, its step known */
  for (int r = 0; r < cf->nregs; r++)
    if (cf->scratch[r] && bs_has(tb->live_in, r) && bs_has(e->loop_defs, r))
      out(e,
          tile                         ? "T%d_[g_] = r%d;\n"
              : fixed && r == e->ls_iv ? "if (!stp_) S%d[t] = r%d;\n"
                                       : "S%d[t] = r%d;\n",
          r, r);
}

static void emit_stop(emitter *e, int target) {
  if (target >= 0) store_live(e, target);
  unsigned code = target < 0 ? 0xFFFFu : (unsigned)target;
  if (e->chain && target >= 0 && target == e->chain_next) { /* on along the chain: CHAIN_MARK */
    out(e, "%sst[t] = %u;\ncontinue;\n", e->chain_exits ? "" : "if (masked) ", 0x8000u | code);
    return;
  }
  if (e->state_needed) out(e, "st[t] = %u;\n", code);
  else out(e, "if (masked) st[t] = %u;\n", code); /* groups are being scheduled */
  out(e, "continue;\n");
}

/* Where a thread goes from a loop block along an edge to x: -2 = stays in the loop,
 * -1 = exits, -4 = the back edge of the lockstep loop whose pass is being emitted (on in
 * the next pass), else the block the controller resumes at. */
static int edge_dest(emitter *e, int from, int x) {
  cfg_func *cf = e->cf;
  cfg_block *fb = &cf->blocks.v[from], *xb = &cf->blocks.v[x];
  if (fb->term == TERM_BARRIER) return xb->retonly ? -1 : x;
  if (xb->retonly) return -1;
  if (cfg_starts_agg(cf, x)) return x; /* an atomic on one counter: the pass's threads make one (cfg_aggregate) */
  if (xb->ctrl && !xb->passthru) return x;
  if (xb->lsland) return x; /* where threads leaving a lockstep loop meet the others */
  if (xb->lsloop == x + 1 && fb->lsloop != x + 1) return x; /* into a lockstep loop */
  if (fb->lsloop && xb->lsloop != fb->lsloop) return x; /* out of one */
  if (e->lockstep == x && fb->lsloop == x + 1) return -4; /* its back edge, in a lockstep pass */
  if (xb->spin >= 2) return x; /* a wait for the block's other threads: they go first */
  if (xb->cut) return x; /* a region of a few threads a row, or its join (cfg_narrow) */
  return -2;
}

/* A thread's arrival at a named barrier with a count (bar.sync a, b; bar.arrive a, b): it
 * records the barrier (id, and bit 7 for an arrive) and the count, and waits in the
 * scheduler at its place with bit 0x4000 set (0x1fff: it returns after the barrier) until
 * hd_nbar_settle releases it. */
static void emit_nbar_stop(emitter *e, int from, int d) {
  const cfg_block *fb = &e->cf->blocks.v[from];
  const ptx_inst *in = &e->cf->insts.v[fb->ins[fb->nins - 1]];
  if (d >= 0) store_live(e, d);
  const char *id = emit_rd(e, &in->ops[0], TY_U32, in->line);
  out(e, "nbid_[t] = (uint8_t)((%s & 15u) | %du);\n", id, (in->flags & IF_ARRIVE) ? 0x80 : 0);
  out(e, "nbn_[%s & 15u] = %s;\n", id, emit_rd(e, &in->ops[1], TY_U32, in->line)); /* nbar: a count */
  out(e, "st[t] = %u;\ncontinue;\n", 0x4000u | (d < 0 ? 0x1fffu : (unsigned)d));
}

static void emit_edge(emitter *e, int from, int x) {
  int d = edge_dest(e, from, x);
  const cfg_block *fb = &e->cf->blocks.v[from], *xb = &e->cf->blocks.v[x];
  if (fb->term == TERM_BARRIER && fb->nbar) {
    emit_nbar_stop(e, from, d);
    return;
  }
  if (fb->spinbody && xb->spinbody != fb->spinbody) out(e, "waited_ = 0; /* out of a wait: progress */\n");
  if (d == -2) out(e, "goto L%d_%d;\n", e->loop_label, x);
  else if (d == -4) { /* the next iteration, in the next pass: the thread stays marked */ store_live(e, x);
    out(e, e->ls_count ? "continue;\n" : "ln_++;\ncontinue;\n");
  } else emit_stop(e, d);
}

static void collect_loop(emitter *e, int s, int *stops, int *nstops) {
  cfg_func *cf = e->cf;
  int nb = cf->blocks.n;
  memset(e->in_loop, 0, (size_t)nb);
  int *stack = malloc(sizeof(int) * (size_t)(2 * nb + 2)), sp = 0;
  stack[sp++] = s;
  e->in_loop[s] = 1;
  *nstops = 0;
  while (sp) {
    int x = stack[--sp];
    cfg_block *b = &cf->blocks.v[x];
    if (b->term == TERM_RET) {
      int k;
      for (k = 0; k < *nstops && stops[k] != -1; k++)
        ;
      if (k == *nstops) stops[(*nstops)++] = -1;
    }
    for (int k = 0; k < b->nsucc; k++) {
      int y = b->succ[k], d = edge_dest(e, x, y);
      if (d == -4) continue; /* a lockstep loop's next iteration */
      if (d == -2) {
        if (!e->in_loop[y]) {
          e->in_loop[y] = 1;
          stack[sp++] = y;
        }
        continue;
      }
      int j;
      for (j = 0; j < *nstops && stops[j] != d; j++)
        ;
      if (j == *nstops) stops[(*nstops)++] = d;
    }
  }
  free(stack);
  memset(e->loop_defs, 0, sizeof(bitword) * (size_t)cf->nwords);
  memset(e->loop_uses, 0, sizeof(bitword) * (size_t)cf->nwords);
  for (int x = 0; x < nb; x++) {
    if (!e->in_loop[x]) continue;
    for (int k = 0; k < cf->blocks.v[x].nins; k++) {
      ptx_inst *in = &e->cf->insts.v[cf->blocks.v[x].ins[k]];
      int regs[40], nd = cfg_inst_defs(in, regs), nu = cfg_inst_uses(in, regs + nd, 32);
      for (int i = 0; i < nd; i++) bs_set(e->loop_defs, regs[i]);
      for (int i = nd; i < nd + nu; i++) bs_set(e->loop_uses, regs[i]);
    }
  }
}

/* A register of the plain thread loop from s that is U + k * tid.x (cfg_xaffine) and which
 * the loop reads: xb<r>_, U taken from a thread of the running group before the loop (all
 * threads there hold the same U), gives it as U + k * tx, so an address made from it is
 * affine to the C compiler (matmul's Bs[k][tx] with nvcc's t + tx counter). The form is
 * known in the loop's entry block unless an edge inside the loop comes back to it (a
 * varying branch: a register defined in its region is not of this form, but it costs
 * nothing to check). */
/* r is a per-thread register that the loop from s reads or writes and that is live into s:
 * what the loop's iteration loads at its top (from S[t], or a tile's T<r>_[g_]) */
static int carried_in(emitter *e, int s, int r) {
  cfg_func *cf = e->cf;
  return cf->scratch[r] && bs_has(cf->blocks.v[s].live_in, r) && (bs_has(e->loop_uses, r) || bs_has(e->loop_defs, r));
}

static int xaff_load(emitter *e, int s, int r) {
  cfg_func *cf = e->cf;
  return e->xaff_on && cf->xaff[r] && !cf->xrow[r] && bits(regtype(e, r)) == 32 && carried_in(e, s, r);
}

/* The same for a form taken per row (cfg_func.xrow): xr<r>_, U from a thread of the
 * running group in the row (emit_row_forms); a 64-bit one widened from a value that may
 * wrap within the row is taken only where the row's last thread shows it linear (xo_) */
static int xrow_load(emitter *e, int s, int r) {
  cfg_func *cf = e->cf;
  return e->xaff_on && cf->xrow[r] && carried_in(e, s, r); /* 32 or 64 bits (cfg_xaffine) */
}

/* An edge inside the current thread loop leads back to its entry block s. */
static int loop_reenters(emitter *e, int s) {
  cfg_func *cf = e->cf;
  for (int x = 0; x < cf->blocks.n; x++)
    if (e->in_loop[x])
      for (int k = 0; k < cf->blocks.v[x].nsucc; k++)
        if (cf->blocks.v[x].succ[k] == s && edge_dest(e, x, s) == -2) return 1;
  return 0;
}

/* Speculation: a block y of the loop from s that only a varying branch of block x leads to
 * (x its one way in) may have its first shared loads made at the end of x, into sp<i>_
 * (emit_spec_candidate says which loads): the integer arithmetic before them in y that
 * computes their addresses runs there too, on copies of its registers (a C block of its
 * own). The side is then arithmetic the C compiler turns into selects, and the loop
 * vectorizes (scan's `if (warp > 0) v += sums[warp - 1]`). spec_n[y]: how many of y's
 * instructions x runs so. */
static int spec_arith(int op) {
  switch (op) {
  case OP_MOV:
  case OP_CVTA:
  case OP_CVT:
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
  case OP_BFE:
  case OP_BFI:
  case OP_PRMT:
  case OP_SHF:
  case OP_LOP3: return 1;
  default: return 0;
  }
}

static void block_entry_forms(emitter *e, int x);

/* Decided afresh for each loop (a block's code is in several). Leaves no affine forms
 * known: the loop's setup that follows starts from none. The loop's entry block s is
 * speculated too when `entry` (the loop tests which threads run and does not come back to
 * s): its first shared loads are made before that test (spec_from[s] = s), so that a load
 * of one address for all threads (`total = sums[0]` after a barrier) is not a masked load
 * of a uniform address, which gcc 12 does not vectorize ("unsupported access type for
 * masked load"). */
static void plan_spec(emitter *e, int s, int entry) {
  cfg_func *cf = e->cf;
  if (!e->spec) return;
  int nb = cf->blocks.n;
  for (int y = 0; y < nb; y++) {
    e->spec_from[y] = -1;
    e->spec_n[y] = 0; /* here: the edges into y from inside the loop */
    for (int k = 0; e->in_loop[y] && k < cf->blocks.v[y].nins; k++) e->spec[cf->blocks.v[y].ins[k]] = 0;
  }
  for (int x = 0; x < nb; x++)
    for (int k = 0; e->in_loop[x] && k < cf->blocks.v[x].nsucc; k++) {
      int y = cf->blocks.v[x].succ[k];
      if (edge_dest(e, x, y) == -2) {
        e->spec_n[y]++;
        e->spec_from[y] = x;
      }
    }
  for (int y = 0; y < nb; y++) {
    const cfg_block *yb = &cf->blocks.v[y];
    int from = e->spec_from[y], n = e->spec_n[y], any = 0, at_entry = y == s && entry;
    e->spec_from[y] = -1;
    e->spec_n[y] = 0;
    if (!e->in_loop[y] || (!at_entry && (y == s || n != 1 || cf->blocks.v[from].term != TERM_CBRA))) continue;
    int k;
    for (k = 0; k < yb->nins && k < 64; k++) { /* the prefix that could move: arithmetic and loads */
      const ptx_inst *in = &cf->insts.v[yb->ins[k]];
      if (in->op == OP_LD && in->space == SP_SHARED) any = 1;
      else if (!spec_arith(in->op) || in->guard >= 0 || (in->flags & IF_CC)) break;
    }
    if (!any) continue;
    /* the forms y's own code will see: none at its start (at the entry, the loop's), then
     * what its instructions make */
    memset(e->aff_ok, 0, (size_t)cf->nregs + 1);
    if (at_entry) {
      int saved = e->xaff_loop;
      e->xaff_loop = e->xaff_on ? s : -1;
      block_entry_forms(e, s);
      e->xaff_loop = saved;
    }
    for (int j = 0; j < k; j++) {
      int i = yb->ins[j];
      ptx_inst *in = &cf->insts.v[i];
      if (in->op == OP_LD && emit_spec_candidate(e, in)) {
        e->spec[i] = 1;
        e->spec_n[y] = j + 1;
        e->spec_from[y] = at_entry ? s : from;
      } else if (in->op == OP_LD) break; /* a load that must stay where it is */
      emit_note_affine(e, in);
    }
  }
  memset(e->aff_ok, 0, (size_t)cf->nregs + 1);
}

#define LOOP_T_DECL "size_t t = tb_ + tx; const int64_t txw_ = tx;"

/* ---- chunks of 32 threads ----
 * A value that depends on tid.x only through tid.x >> k (k >= 5: a warp's index) is the
 * same for the 32 threads of an aligned chunk. A speculated shared load at such an address
 * (scan's `sums[warp - 1]`) is a gather to the C compiler; a plain thread loop instead runs
 * as chunks, the load made once a chunk before its threads (emit_tx_loop). The load reads
 * what it would have read for each thread: the loop writes no memory that may be shared
 * (loop_writes_shared). */
/* The form of a value over the threads of a chunk: */
enum {
  CK_NONE, /* varies */
  CK_INV, /* the same for all */
  CK_CONST, /* a known constant *c */
  CK_TID, /* tid.x + *c */
  CK_TIDSHR /* (tid.x + a multiple of 32) >> *c, *c < 5: bits *c.. of tid.x, all but the low 5 - *c the same */
};

static int chunk_form(emitter *e, const ptx_operand *o, int depth, int64_t *c);

static int chunk_reg(emitter *e, int r, int depth, int64_t *c) {
  cfg_func *cf = e->cf;
  if (cf->cls[r] == RC_CTRL) return CK_INV;
  if (cf->cls[r] != RC_THREAD || !cf->remat[r] || depth > 12) return CK_NONE;
  const ptx_inst *d = &cf->insts.v[cf->definst[r]];
  int64_t ca = 0, cb = 0;
  if (d->nops < 2 || (d->flags & (IF_SAT | IF_CC))) return CK_NONE;
  if (d->op == OP_MOV) return chunk_form(e, &d->ops[1], depth, c);
  if (bits(d->type) != 32 || isf(d->type) || d->nops != 3) { /* any other pure operation of invariant values */
    for (int k = 1; k < d->nops; k++) {
      int f = chunk_form(e, &d->ops[k], depth, &ca);
      if (f != CK_INV && f != CK_CONST) return CK_NONE;
    }
    return CK_INV;
  }
  int fa = chunk_form(e, &d->ops[1], depth, &ca), fb = chunk_form(e, &d->ops[2], depth, &cb);
  if (fa == CK_NONE || fb == CK_NONE) return CK_NONE;
  int inv_a = fa == CK_INV || fa == CK_CONST, inv_b = fb == CK_INV || fb == CK_CONST;
  switch (d->op) {
  case OP_SHR:
    if (fb != CK_CONST || cb < 0 || cb > 31) return inv_a && inv_b ? CK_INV : CK_NONE;
    if (fa == CK_CONST) {
      *c = d->type == TY_S32 ? (int64_t)((int32_t)ca >> cb) : (int64_t)((uint32_t)ca >> cb);
      return CK_CONST;
    }
    if (fa == CK_TID && ca == 0 && cb == 31) return *c = 0, CK_CONST; /* tid.x >= 0 */
    if (fa == CK_TID && ca % 32 == 0) return cb >= 5 ? CK_INV : (*c = cb, CK_TIDSHR);
    if (fa == CK_TIDSHR) return ca + cb >= 5 ? CK_INV : (*c = ca + cb, CK_TIDSHR);
    return inv_a ? CK_INV : CK_NONE;
  case OP_AND:
    if (fa == CK_TIDSHR && fb == CK_CONST && !(cb & ((1 << (5 - ca)) - 1))) return CK_INV;
    if (fb == CK_TIDSHR && fa == CK_CONST && !(ca & ((1 << (5 - cb)) - 1))) return CK_INV;
    break;
  case OP_ADD:
    if (fa == CK_CONST && fb == CK_CONST) return *c = (int64_t)(uint32_t)(ca + cb), CK_CONST;
    if (fa == CK_TID && fb == CK_CONST) return *c = ca + cb, CK_TID;
    if (fb == CK_TID && fa == CK_CONST) return *c = ca + cb, CK_TID;
    break;
  default: break;
  }
  return inv_a && inv_b ? CK_INV : CK_NONE;
}

static int chunk_form(emitter *e, const ptx_operand *o, int depth, int64_t *c) {
  switch (o->kind) {
  case OPK_IMM: return *c = o->imm, CK_CONST;
  case OPK_FIMM:
  case OPK_DIMM:
  case OPK_SYM: return CK_INV;
  case OPK_SREG:
    if (o->sreg == SR_TID && o->comp == 0) return *c = 0, CK_TID;
    /* tid.y, tid.z: fixed in a tx loop */
    return o->sreg == SR_NTID || o->sreg == SR_CTAID || o->sreg == SR_NCTAID || o->sreg == SR_TID ? CK_INV : CK_NONE;
  case OPK_REG: return chunk_reg(e, o->reg, depth + 1, c);
  default: return CK_NONE;
  }
}

static int chunk_inv(emitter *e, int r) {
  int64_t c = 0;
  int f = chunk_reg(e, r, 0, &c);
  return f == CK_INV || f == CK_CONST;
}

/* The rematerialized registers r needs, in an order that defines each after what it reads. */
static void chunk_closure(emitter *e, int r, unsigned char *mark, int *order, int *n) {
  cfg_func *cf = e->cf;
  if (cf->cls[r] != RC_THREAD || mark[r]) return;
  mark[r] = 1;
  int uses[32], nu = cfg_inst_uses(&cf->insts.v[cf->definst[r]], uses, 32);
  for (int u = 0; u < nu; u++) chunk_closure(e, uses[u], mark, order, n);
  order[(*n)++] = r;
}

/* Whether the loop being emitted may write shared memory: any side effect but a store or
 * atomic to global, local or param memory (cp.async, mbarrier, wmma stores, calls count). */
static int loop_writes_shared(emitter *e) {
  cfg_func *cf = e->cf;
  for (int x = 0; x < cf->blocks.n; x++)
    for (int k = 0; e->in_loop[x] && k < cf->blocks.v[x].nins; k++) {
      const ptx_inst *in = &cf->insts.v[cf->blocks.v[x].ins[k]];
      int plain = (in->op == OP_ST || in->op == OP_ATOM || in->op == OP_RED) &&
          (in->space == SP_GLOBAL || in->space == SP_LOCAL || in->space == SP_PARAM);
      if ((ptx_opinfos[in->op].flags & F_SIDE) && !plain) return 1;
    }
  return 0;
}

/* The speculated load in made once a chunk, into cw<i>_, if its address allows. */
static int emit_chunk_load(emitter *e, const ptx_inst *in, int id) {
  cfg_func *cf = e->cf;
  const ptx_operand *o = &in->ops[1];
  if (!e->chunk_ok || o->reg < 0 || !chunk_inv(e, o->reg)) return 0;
  unsigned char *mark = arena_alloc(&e->ar, (size_t)cf->nregs + 1), *aff = arena_alloc(&e->ar, (size_t)cf->nregs + 1);
  int *order = arena_alloc(&e->ar, sizeof(int) * ((size_t)cf->nregs + 1)), n = 0;
  chunk_closure(e, o->reg, mark, order, &n);
  memcpy(aff, e->aff_ok, (size_t)cf->nregs + 1);
  memset(e->aff_ok, 0, (size_t)cf->nregs + 1);
  strbuf *saved = e->o;
  e->o = &e->chunk_pre;
  out(e, "{ " LOOP_T_DECL " (void)t; (void)txw_;\n");
  for (int k = 0; k < n; k++) out(e, "%s r%d;\n", ctype(regtype(e, order[k])), order[k]);
  for (int k = 0; k < n; k++) emit_inst(e, &cf->insts.v[cf->definst[order[k]]]);
  out(e, "cw%d_ = %s;\n}\n", id, emit_spec_value(e, in));
  e->o = saved;
  memcpy(e->aff_ok, aff, (size_t)cf->nregs + 1);
  sb_printf(&e->chunk_decl, "%s cw%d_;\n", ctype(in->type == TY_F16 ? TY_U16 : in->type), id);
  return 1;
}

/* The loads speculated into sp<i>_ for block y, with the arithmetic before them, on
 * copies of the registers it writes (a C block of their own); a copy that the prefix reads
 * before it writes it (`idx = (idx * 5 + 37) & 1023` ahead of `sh[idx]`) starts as the
 * original. */
static void emit_spec_block(emitter *e, int y) {
  cfg_func *cf = e->cf;
  const cfg_block *yb = &cf->blocks.v[y];
  int copies[64 * 8], init[64 * 32], nc = 0, ninit = 0;
  for (int j = 0; j < e->spec_n[y]; j++) { /* the copies, in the order the prefix writes them */
    const ptx_inst *in = &cf->insts.v[yb->ins[j]];
    int uses[32], nu = cfg_inst_uses(in, uses, 32), defs[8], nd = cfg_inst_defs(in, defs);
    for (int u = 0; u < nu; u++) { /* read here before the prefix writes it: a later copy starts as the original */
      int seen = 0;
      for (int c = 0; c < nc; c++) seen |= copies[c] == uses[u];
      for (int c = 0; c < ninit; c++) seen |= init[c] == uses[u];
      if (!seen) init[ninit++] = uses[u];
    }
    for (int d = 0; d < nd; d++) {
      int seen = 0;
      for (int c = 0; c < nc; c++) seen |= copies[c] == defs[d];
      if (!seen) copies[nc++] = defs[d];
    }
  }
  out(e, "{ /* speculated for block %d */\n", y);
  int inner = 0;
  for (int c = 0; c < nc; c++)
    for (int i = 0; i < ninit; i++)
      if (init[i] == copies[c]) {
        out(e, "const %s ci%d_ = r%d;\n", ctype(regtype(e, copies[c])), copies[c], copies[c]);
        inner = 1;
      }
  if (inner) out(e, "{\n");
  for (int c = 0; c < nc; c++) { /* declared, and no affine forms of the originals */
    int from = 0;
    for (int i = 0; i < ninit; i++) from |= init[i] == copies[c];
    if (from) out(e, "%s r%d = ci%d_;\n", ctype(regtype(e, copies[c])), copies[c], copies[c]);
    else out(e, "%s r%d;\n", ctype(regtype(e, copies[c])), copies[c]);
  }
  for (int j = 0; j < e->spec_n[y]; j++) {
    ptx_inst *in = &cf->insts.v[yb->ins[j]];
    int defs[8], nd = cfg_inst_defs(in, defs);
    for (int d = 0; d < nd; d++) e->aff_ok[defs[d]] = 0;
    if (e->spec[yb->ins[j]]) {
      if (emit_chunk_load(e, in, yb->ins[j])) out(e, "sp%d_ = cw%d_;\n", yb->ins[j], yb->ins[j]);
      else out(e, "sp%d_ = %s;\n", yb->ins[j], emit_spec_value(e, in));
      emit_wr_op(e, &in->ops[0], in->type == TY_F16 ? TY_U16 : in->type, fmt(e, "sp%d_", yb->ins[j]), in->line);
    } else emit_inst(e, in);
  }
  out(e, inner ? "}\n}\n" : "}\n"); /* the originals' forms stay unknown: only the branch follows */
}

/* At the end of block x: the loads speculated for its successors. */
static void emit_spec_loads(emitter *e, int x) {
  cfg_func *cf = e->cf;
  if (!e->spec) return;
  for (int k = 0; k < cf->blocks.v[x].nsucc; k++) {
    int y = cf->blocks.v[x].succ[k];
    if (e->spec_from[y] == x && !(k == 1 && cf->blocks.v[x].succ[0] == y)) emit_spec_block(e, y);
  }
}

/* The affine forms known where block x of the loop starts. */
static void block_entry_forms(emitter *e, int x) {
  cfg_func *cf = e->cf;
  memset(e->aff_ok, 0, (size_t)cf->nregs + 1); /* control may enter from elsewhere */
  /* a register of the form U + k * tid.x loaded at the loop's start: its affine form holds
   * in the entry block, and in every block if the loop does not write it */
  int s = e->xaff_loop, entry = x == s && !loop_reenters(e, x);
  for (int r = 0; s >= 0 && r < cf->nregs; r++)
    if ((entry || !bs_has(e->loop_defs, r)) &&
        (xaff_load(e, s, r) || (xrow_load(e, s, r) && bits(regtype(e, r)) == 32))) {
      e->aff_ok[r] = 1;
      e->aff_u[r] = fmt(e, "(int64_t)(int32_t)x%c%d_", cf->xrow[r] ? 'r' : 'b', r);
      e->aff_k[r] = cf->xaff[r];
    }
  if (e->ls_iv >= 0 && x == e->lockstep) { /* a lockstep pass enters its header only at the top */
    e->aff_ok[e->ls_iv] = 1;
    e->aff_u[e->ls_iv] = "(int64_t)(int32_t)ivc_";
    e->aff_k[e->ls_iv] = 1;
  }
}

/* ---- row groups ----
 * CUB moves a thread's G items between registers and shared memory as G consecutive words
 * (BlockLoad/BlockStore's warp transposes: `items[k] = sh[lane * G + k]`, and the reverse):
 * in a lane loop, G loads or stores whose addresses are 4G bytes apart from lane to lane.
 * gcc vectorizes interleaved groups of 2^n (and 3) only: for G = 15 the loop stayed scalar,
 * 40% of Thrust's inclusive_scan. A group is instead made for all the loop's lanes at once
 * (at most 32: the loop runs in aligned pieces of tid.x), as a transpose of 16 x 16 blocks in
 * registers (hd_grp_ld, hd_grp_st): loads before the loop into gl<i>_[k][lane], where the
 * loop's first block reads them before anything there writes memory (every lane reads what
 * it would have read: no lane of the loop writes shared memory first, and rows of lanes that
 * do not run are read clamped to the window, as speculated loads are); stores into
 * gs<i>_[k][lane] with the lanes that made them marked, written after the loop, when they
 * are the last accesses to memory on the lane's path (as deferred stores are). */

/* The group of loads (or stores) that starts at instruction k of block b: 3 to 16 32-bit
 * shared accesses through one address register at offsets that are each of o, o + 4, ...,
 * o + 4(G-1) once, in any order, with only pure instructions between them that leave the
 * register alone. Their positions go to pos[], their words to word[]; returns G, else 0. */
static int group_find(emitter *e, const cfg_block *b, int k, int load, int *pos, int *word) {
  cfg_func *cf = e->cf;
  int g = 0, ai = load ? 1 : 0, r = -1;
  int64_t off[16], lo = 0;
  for (int j = k; j < b->nins && g < 16; j++) {
    const ptx_inst *in = &cf->insts.v[b->ins[j]];
    const ptx_operand *a = &in->ops[ai], *v = &in->ops[1 - ai];
    int defs[8], nd = cfg_inst_defs(in, defs), hits = 0;
    for (int d = 0; d < nd; d++) hits |= defs[d] == r;
    int member = in->op == (load ? OP_LD : OP_ST) && in->space == SP_SHARED && in->guard < 0 && bits(in->type) == 32 &&
        !(in->flags & (IF_VOLATILE | IF_MM)) && a->kind == OPK_ADDR && a->reg >= 0 && (r < 0 || a->reg == r) &&
        !(e->spec && e->spec[b->ins[j]]) &&
        ((v->kind == OPK_REG && bits(regtype(e, v->reg)) == 32 && !v->neg) || (!load && v->kind == OPK_IMM));
    if (member) {
      r = a->reg;
      off[g] = a->imm;
      pos[g++] = j;
      if (hits) break; /* a load into the address register: the group ends with it */
      continue;
    }
    if (j == k || hits || !(ptx_opinfos[in->op].flags & F_PURE) || (in->flags & IF_CC)) break;
  }
  if (g < 3) return 0;
  lo = off[0];
  for (int i = 1; i < g; i++) lo = off[i] < lo ? off[i] : lo;
  unsigned seen = 0;
  for (int i = 0; i < g; i++) {
    int64_t w = (off[i] - lo) / 4;
    if ((off[i] - lo) % 4 || w >= g || (seen >> w & 1)) return 0;
    seen |= 1u << w;
    word[i] = (int)w;
  }
  return g;
}

/* Whether a group may be made in block x: the loop's kind, and for loads, x is the loop's
 * first block, entered once per lane, with nothing before position k writing memory; for
 * stores (the last at position last), no path on from them to a stop touches memory that
 * may be shared (loads of parameters, constants, global and local memory may follow). */
static int group_ok(emitter *e, int x, int k, int last, int load) {
  cfg_func *cf = e->cf;
  const cfg_block *b = &cf->blocks.v[x];
  if (!e->lanes || e->check || e->tile || e->lockstep >= 0 || getenv("HEDDLE_NO_GROUPS")) return 0;
  if (load) {
    if (x != e->loop_entry || loop_reenters(e, x)) return 0;
    for (int j = 0; j < k; j++)
      if (ptx_opinfos[cf->insts.v[b->ins[j]].op].flags & F_SIDE) return 0;
    return 1;
  }
  int nb = cf->blocks.n, *stack = arena_alloc(&e->ar, sizeof(int) * (size_t)(nb + 1)), sp = 0, ok = 1;
  unsigned char *seen = arena_alloc(&e->ar, (size_t)nb + 1);
  memset(seen, 0, (size_t)nb + 1);
  stack[sp++] = x;
  seen[x] = 1;
  while (sp && ok) {
    int y = stack[--sp];
    const cfg_block *yb = &cf->blocks.v[y];
    for (int j = y == x ? last + 1 : 0; j < yb->nins && ok; j++) {
      const ptx_inst *in = &cf->insts.v[yb->ins[j]];
      int fl = ptx_opinfos[in->op].flags;
      if (j == yb->nins - 1 &&
          ((yb->term == TERM_BARRIER && (fl & F_BARRIER)) || ((fl & F_XCHG) && !(in->flags & IF_POST))))
        continue; /* the stop, or an exchange's first half (warp buffers, not memory) */
      int unshared = (in->op == OP_LD || in->op == OP_LDU) && in->space != SP_SHARED && in->space != SP_GENERIC;
      if (!(fl & F_PURE) && !unshared && in->op != OP_BRA && in->op != OP_RET && in->op != OP_EXIT) ok = 0;
      if (y != x && (in->flags & IF_POST)) ok = 0;
    }
    if (yb->term == TERM_TRAP) ok = 0;
    for (int j = 0; j < yb->nsucc && ok; j++) {
      int z = yb->succ[j], d = edge_dest(e, y, z);
      if (d == -4 || (d == -2 && z == x)) ok = 0;
      else if (d == -2 && !seen[z]) {
        seen[z] = 1;
        stack[sp++] = z;
      }
    }
  }
  return ok;
}

/* The groups of block x (group_find, group_ok) whose rows are 4G bytes apart in the loop:
 * the loop's code before or after them, and per instruction of x what it becomes (rep[j],
 * else NULL): a load, the word its register gets; a store, its statement. */
static void plan_groups(emitter *e, int x, const char **rep) {
  cfg_func *cf = e->cf;
  const cfg_block *b = &cf->blocks.v[x];
  for (int k = 0; k < b->nins; k++) {
    const ptx_inst *first = &cf->insts.v[b->ins[k]];
    if (rep[k] || (first->op != OP_LD && first->op != OP_ST) || first->space != SP_SHARED) continue;
    int load = first->op == OP_LD, pos[16], word[16], g = group_find(e, b, k, load, pos, word);
    const char *u;
    int64_t kk;
    if (!g || !group_ok(e, x, k, pos[g - 1], load) || !emit_shared_row(e, first, load ? 1 : 0, &u, &kk) || kk != 4 * g)
      continue;
    int id = b->ins[k];
    int64_t lo = first->ops[load ? 1 : 0].imm - 4 * word[0];
    const char *row0 = fmt(e, "(int64_t)(%s) + %lldLL * (int64_t)gb_ + %lldLL", u, (long long)kk, (long long)lo);
    if (load) {
      sb_printf(&e->grp_pre, "uint32_t gl%d_[%d][32] __attribute__((aligned(64)));\n", id, g);
      sb_printf(&e->grp_pre, "hd_grp_ld(shm, b->shtot, %s, gn_, %du, gl%d_);\n", row0, g, id);
      for (int i = 0; i < g; i++) rep[pos[i]] = fmt(e, "gl%d_[%d][txw_ - (int64_t)gb_]", id, word[i]);
    } else {
      sb_printf(&e->grp_pre, "uint32_t gs%d_[%d][32] __attribute__((aligned(64))); uint8_t gm%d_[32] = {0};\n", id, g,
                id);
      sb_printf(&e->grp_post, "hd_grp_st(shm, b->shtot, %s, gn_, %du, gs%d_, gm%d_);\n", row0, g, id, id);
      for (int i = 0; i < g; i++) { /* the lane marked at the last */
        const ptx_inst *in = &cf->insts.v[b->ins[pos[i]]];
        rep[pos[i]] = fmt(e, "gs%d_[%d][txw_ - (int64_t)gb_] = %s;\n%s", id, word[i],
                          emit_rd(e, &in->ops[1], TY_U32, in->line),
                          i == g - 1 ? fmt(e, "gm%d_[txw_ - (int64_t)gb_] = 1;\n", id) : "");
      }
    }
    k = pos[g - 1];
  }
}

static void emit_loop_block(emitter *e, int x) {
  cfg_func *cf = e->cf;
  cfg_block *b = &cf->blocks.v[x];
  out(e, "L%d_%d:;\n", e->loop_label, x);
  if (b->spin == 1) out(e, "if (b->yield) b->yield(b); /* waits for other blocks */\n");
  block_entry_forms(e, x);
  /* a store may be deferred in a chain's full-warp copy (emit_warp_chain) when it is the
   * last access to memory of the lane's path in this pass: nothing after it in the block,
   * and every way on a stop */
  int last_mem = -1, tail_stops = e->chain && e->copies && !e->check;
  for (int k = 0; k < b->nins; k++) {
    int op = e->cf->insts.v[b->ins[k]].op;
    if (!(ptx_opinfos[op].flags & F_PURE) && op != OP_BRA && op != OP_RET && op != OP_EXIT) last_mem = k;
  }
  for (int k = 0; k < b->nsucc; k++) {
    int d = edge_dest(e, x, b->succ[k]);
    if (d == -2 || d == -4) tail_stops = 0;
  }
  const char **rep = arena_alloc(&e->ar, sizeof(char *) * (size_t)(b->nins + 1));
  memset(rep, 0, sizeof(char *) * (size_t)(b->nins + 1));
  plan_groups(e, x, rep);
  for (int k = 0; k < b->nins; k++) {
    ptx_inst *in = &e->cf->insts.v[b->ins[k]];
    if (in->op == OP_BRA || in->op == OP_RET || in->op == OP_EXIT) continue;
    if (rep[k]) { /* a row group's word */
      if (in->op == OP_LD) {
        emit_wr_op(e, &in->ops[0], TY_U32, rep[k], in->line);
        emit_note_affine(e, in); /* its register's form, if it had one, is gone */
      } else sb_puts(e->o, rep[k]);
      continue;
    }
    e->ds_here = tail_stops && k == last_mem && in->op == OP_ST ? b->ins[k] + 1 : 0;
    if (ptx_opinfos[in->op].flags & F_PAYLOAD) { /* its payload goes through mx_ and md_, not xv_ */
      if (in->flags & IF_POST) emit_matrix_post(e, b, k);
      else emit_matrix_publish(e, b, k); /* the block's last, or an mma deferred to its stop */
      continue;
    }
    if (k == b->nins - 1 && (ptx_opinfos[in->op].flags & F_XCHG) && !(in->flags & IF_POST)) {
      /* first half of a warp exchange: publish this lane's value, tagged with the loop run
       * and the exchange (lanes at another exchange of the same run did not converge here) */
      const char *v = "(xt_t)1";
      if (in->op == OP_VOTE) v = fmt(e, "(xt_t)(%s != 0)", emit_rd(e, &in->ops[1], TY_PRED, in->line));
      else if (in->op == OP_MATCH && bits(in->type) == 64) v = emit_rd(e, &in->ops[1], TY_B64, in->line);
      else if (in->op == OP_WARPRUN) emit_warp_publish(e, in); /* its registers; the value only tags it */
      else if (in->op != OP_ACTIVEMASK && in->op != OP_ELECT) v = emit_rd(e, &in->ops[1], TY_U32, in->line);
      int site = e->xsite[b->succ[0]];
      if (e->chain) out(e, "xw_[t - w_] = %s; xwa_[t - w_] = ep_;\n", v);
      if (!e->chain || e->chain_next < 0) /* read by a block-wide loop: tagged alike for all warps */
        out(e, "xv_[t] = %s; xa_[t] = %s - %du;\n", v, e->chain ? "cep_" : "ep_", e->nsites - site);
      continue;
    }
    if (k == b->nins - 1 && (ptx_opinfos[in->op].flags & F_BARRIER)) {
      emit_check_barrier(e, in);
      if (cfg_is_bar_red(in)) out(e, "red_[t] = %s != 0;\n", emit_rd(e, &in->ops[2], TY_PRED, in->line));
      continue;
    }
    if (e->spec && e->spec[b->ins[k]]) /* loaded before the branch to this block */
      emit_wr_op(e, &in->ops[0], in->type == TY_F16 ? TY_U16 : in->type, fmt(e, "sp%d_", b->ins[k]), in->line);
    else {
      e->nf_in = in, e->nf_blk = x, e->nf_pos = k;
      emit_inst(e, in);
      e->nf_in = NULL;
    }
    e->ds_here = 0;
    emit_note_affine(e, in);
  }
  switch (b->term) {
  case TERM_CBRA: {
    ptx_inst *br = &e->cf->insts.v[b->ins[b->nins - 1]];
    emit_spec_loads(e, x);
    if (b->ins[b->nins - 1] == e->clip_branch) {
      emit_edge(e, x, e->clip_go);
      break;
    }
    out(e, "if (%sr%d) {\n", br->guard_neg ? "!" : "", br->guard);
    emit_edge(e, x, b->succ[0]);
    out(e, "}\n");
    emit_edge(e, x, b->succ[1]);
    break;
  }
  case TERM_BRA:
  case TERM_FALL: emit_edge(e, x, b->succ[0]); break;
  case TERM_BARRIER:
    if (e->check & COMPILE_CHECK_RACE) /* racecheck: this thread is past a barrier */
      out(e, "%s(b, t);\n", b->warpbar ? "hd_rclane" : "hd_rcbar");
    emit_edge(e, x, b->succ[0]);
    break;
  case TERM_RET: emit_stop(e, -1); break;
  case TERM_TRAP: break; /* the trap instruction returned */
  }
}

/* The rematerialized registers the thread loop from block s starts with (live into s),
 * each after those its definition reads, depth first: the order their definitions are
 * emitted in. Chains of definitions can be long: the walk keeps its own stack (entries
 * reg * 2 + 1 when the reads are done), and the order goes to the arena, as emit_inst may
 * jump out on an error. */
static int *remat_order(emitter *e, int s, int *n) {
  cfg_func *cf = e->cf;
  unsigned char *done = e->remat_done;
  VEC(int) stack = {0}, order = {0};
  memset(done, 0, (size_t)cf->nregs + 1);
  for (int r = 0; r < cf->nregs; r++) {
    if (!cf->remat[r] || !bs_has(cf->blocks.v[s].live_in, r)) continue;
    vec_push(&stack, r * 2);
    while (stack.n) {
      int top = stack.v[--stack.n], x = top / 2;
      if (top & 1) {
        vec_push(&order, x);
        continue;
      }
      if (done[x]) continue;
      done[x] = 1;
      vec_push(&stack, x * 2 + 1);
      int uses[32], nu = cfg_inst_uses(&cf->insts.v[cf->definst[x]], uses, 32);
      for (int u = nu - 1; u >= 0; u--)
        if (cf->remat[uses[u]]) vec_push(&stack, uses[u] * 2);
    }
  }
  *n = order.n;
  int *regs = arena_alloc(&e->ar, sizeof(int) * (size_t)(order.n + 1));
  if (order.n) memcpy(regs, order.v, sizeof(int) * (size_t)order.n);
  free(stack.v);
  free(order.v);
  return regs;
}

/* The loop body: per-thread setup, then the blocks with s first. Only the registers the
 * loop or its rematerialized values touch are declared (a kernel of thousands of
 * registers and exchanges would otherwise declare them all in every loop). */
static void emit_loop_body(emitter *e, int s) {
  cfg_func *cf = e->cf;
  /* 64-bit t and txw_ (tx widened): they let the vectorizer see S[t] and the affine
   * addresses as unit-stride; a full-warp copy of a chain's loop redefines both */
  out(e, LOOP_T_DECL " (void)t; (void)txw_;\n");
  out(e, "uint32_t cc_ = 0; (void)cc_;\n");
  if (e->check & COMPILE_CHECK_RACE) /* racecheck: this thread's stamp (its barrier counts change between loops) */
    out(e, "uint64_t rcnow_ = hd_rc_stamp(b, (uint32_t)t, 0xf); (void)rcnow_;\n");
  if (e->local_size) out(e, "unsigned char *lm = b->local + (size_t)t * %lldu; (void)lm;\n", (long long)e->local_size);
  for (int i = 0; i < e->f->syms.n; i++) {
    ptx_sym *sy = &e->f->syms.v[i];
    if (sy->space == SP_PARAM && !sy->is_param)
      out(e, "unsigned char pl_%d[%lld] __attribute__((aligned(16)));\n", i, (long long)(sy->size ? sy->size : 8));
  }
  int nremat, *remat = remat_order(e, s, &nremat);
  bitword *touched = arena_alloc(&e->ar, sizeof(bitword) * (size_t)cf->nwords);
  for (int w = 0; w < cf->nwords; w++) touched[w] = e->loop_uses[w] | e->loop_defs[w];
  for (int k = 0; k < nremat; k++) {
    int uses[32], nu = cfg_inst_uses(&cf->insts.v[cf->definst[remat[k]]], uses, 32);
    bs_set(touched, remat[k]);
    for (int u = 0; u < nu; u++) bs_set(touched, uses[u]);
  }
  for (int r = 0; r < cf->nregs; r++)
    if (cf->cls[r] == RC_THREAD && bs_has(touched, r)) out(e, "%s r%d;\n", ctype(regtype(e, r)), r);
  e->loop_entry = s;
  int test = e->skip || !e->chain; /* the loop tests which threads run */
  plan_spec(e, s, test && !loop_reenters(e, s));
  for (int x = 0; e->spec && x < cf->blocks.n; x++)
    for (int k = 0; e->spec_from[x] >= 0 && k < cf->blocks.v[x].nins; k++) {
      const ptx_inst *in = &cf->insts.v[cf->blocks.v[x].ins[k]];
      if (e->spec[cf->blocks.v[x].ins[k]])
        out(e, "%s sp%d_;\n", ctype(in->type == TY_F16 ? TY_U16 : in->type), cf->blocks.v[x].ins[k]);
    }
  for (int r = 0; r < cf->nregs; r++)
    if (carried_in(e, s, r)) {
      if (r == e->ls_iv) out(e, "r%d = ivc_ + (uint32_t)tx;\n", r);
      else if (xaff_load(e, s, r)) out(e, "r%d = xb%d_ + %uu * (uint32_t)tx;\n", r, r, (unsigned)cf->xaff[r]);
      else if (xrow_load(e, s, r) && bits(regtype(e, r)) == 32)
        out(e, "r%d = xr%d_ + %uu * (uint32_t)tx;\n", r, r, (unsigned)cf->xaff[r]);
      else if (xrow_load(e, s, r))
        out(e, "r%d = %sxr%d_ + (uint64_t)%lldLL * tx%s;\n", r, cf->xrow[r] & XR_CHECK ? "xo_ ? " : "", r,
            (long long)cf->xaff[r], cf->xrow[r] & XR_CHECK ? fmt(e, " : S%d[t]", r) : "");
      else out(e, e->tile ? "r%d = T%d_[g_];\n" : "r%d = S%d[t];\n", r, r);
    }
  for (int k = 0; k < nremat; k++) emit_inst(e, &cf->insts.v[cf->definst[remat[k]]]);
  /* which threads run: after the loads and the (pure) rematerialized values, which are
   * then unconditional for the vectorizer (no masked loads of uniform values) */
  e->xaff_loop = e->xaff_on ? s : -1;
  if (e->spec && e->spec_from[s] == s) { /* the entry's first shared loads, for all threads */
    block_entry_forms(e, s);
    emit_spec_block(e, s);
  }
  if (e->skip) out(e, "if (%s) continue;\n", e->skip);
  else if (!e->chain) out(e, "if (masked && st[t] != grp) continue;\n"); /* folds away unless a loop sets masked */
  emit_loop_block(e, s);
  for (int x = 0; x < cf->blocks.n; x++)
    if (e->in_loop[x] && x != s) emit_loop_block(e, x);
  e->xaff_loop = -1;
}

/* ---- thread-loop bounds from a guard on tid.x ---- */

static const char *uniform_operand(emitter *e, const ptx_operand *o, int need_single_def) {
  cfg_func *cf = e->cf;
  if (o->kind == OPK_IMM) return fmt(e, "(uint32_t)%lldLL", (long long)o->imm);
  if (o->kind == OPK_SREG && (o->sreg == SR_NTID || o->sreg == SR_CTAID || o->sreg == SR_NCTAID))
    return fmt(e, "(uint32_t)%s", emit_sreg(e, o));
  if (o->kind == OPK_REG && cf->cls[o->reg] == RC_CTRL && bits(regtype(e, o->reg)) == 32 && !isf(regtype(e, o->reg)) &&
      (!need_single_def || cf->ndefs[o->reg] == 1))
    return fmt(e, "(uint32_t)r%d", o->reg);
  return NULL;
}

/* If reg holds U + tid.x (32-bit), return U as a controller expression. The definition
 * is looked up in block s before position pos, or (single definitions) anywhere. */
static const char *affine_x(emitter *e, int reg, int s, int pos, int depth) {
  cfg_func *cf = e->cf;
  if (depth > 8) return NULL;
  cfg_block *b = &cf->blocks.v[s];
  ptx_inst *def = NULL;
  int single = 0, k;
  for (k = pos - 1; k >= 0; k--) {
    ptx_inst *in = &e->cf->insts.v[b->ins[k]];
    int defs[8], nd = cfg_inst_defs(in, defs);
    int hit = 0;
    for (int d = 0; d < nd; d++)
      if (defs[d] == reg) hit = 1;
    if (hit) {
      def = in;
      break;
    }
  }
  if (!def) {
    if (!cf->remat[reg]) return NULL;
    def = &e->cf->insts.v[cf->definst[reg]];
    single = 1;
    k = 0;
  }
  if (def->guard >= 0 || (bits(def->type) != 32 && def->op != OP_MOV)) return NULL;
  const ptx_operand *o = def->ops;
  switch (def->op) {
  case OP_MOV:
    if (o[1].kind == OPK_SREG && o[1].sreg == SR_TID && o[1].comp == 0) return "0u";
    if (o[1].kind == OPK_REG) return affine_x(e, o[1].reg, single ? s : s, single ? 0 : k, depth + 1);
    return NULL;
  case OP_ADD:
  case OP_SUB: {
    if (isf(def->type) || (def->flags & IF_SAT)) return NULL;
    for (int side = 1; side <= 2; side++) {
      if (def->op == OP_SUB && side == 2) break;
      const ptx_operand *a = &o[side], *c = &o[3 - side];
      if (a->kind != OPK_REG) continue;
      const char *ua = single ? (cf->remat[a->reg] ? affine_x(e, a->reg, s, 0, depth + 1) : NULL)
                              : affine_x(e, a->reg, s, k, depth + 1);
      const char *uc = uniform_operand(e, c, single);
      if (ua && uc) return fmt(e, "(%s %c %s)", ua, def->op == OP_ADD ? '+' : '-', uc);
    }
    return NULL;
  }
  case OP_MAD:
    if (isf(def->type) || !(def->flags & IF_LO) || o[3].kind != OPK_REG) return NULL;
    {
      const char *p = uniform_operand(e, &o[1], single), *q = uniform_operand(e, &o[2], single);
      const char *uz = single ? (cf->remat[o[3].reg] ? affine_x(e, o[3].reg, s, 0, depth + 1) : NULL)
                              : affine_x(e, o[3].reg, s, k, depth + 1);
      if (p && q && uz) return fmt(e, "(%s * %s + %s)", p, q, uz);
    }
    return NULL;
  default: return NULL;
  }
}

/* If reg holds (U + tid.x) >> k (shr.u32 by a constant), return U and set *k. */
static const char *affine_x_shr(emitter *e, int reg, int s, int pos, int *k) {
  cfg_func *cf = e->cf;
  cfg_block *b = &cf->blocks.v[s];
  const ptx_inst *def = NULL;
  int at = 0;
  for (int i = pos - 1; i >= 0 && !def; i--) {
    int defs[8], nd = cfg_inst_defs(&cf->insts.v[b->ins[i]], defs);
    for (int d = 0; d < nd; d++)
      if (defs[d] == reg) def = &cf->insts.v[b->ins[i]], at = i;
  }
  if (!def) {
    if (!cf->remat[reg]) return NULL;
    def = &cf->insts.v[cf->definst[reg]];
    at = -1;
  }
  if (def->op != OP_SHR || def->guard >= 0 || bits(def->type) != 32 || issigned(def->type) || isf(def->type) ||
      def->ops[1].kind != OPK_REG || def->ops[2].kind != OPK_IMM || def->ops[2].imm < 1 || def->ops[2].imm > 31)
    return NULL;
  /* the operand as it was at the shift: before it in block s, or (a remat) its one definition */
  const char *U = at >= 0          ? affine_x(e, def->ops[1].reg, s, at, 0)
      : cf->remat[def->ops[1].reg] ? affine_x(e, def->ops[1].reg, s, 0, 0)
                                   : NULL;
  *k = (int)def->ops[2].imm;
  return U;
}

typedef struct clip {
  int ok;
  const char *call;
  int go, skip_dest;
  int exact; /* the bounds are the guard: the loop's threads take c.go untested */
  const char *row; /* a row's threads pass (its compares of tid.y, tid.z), or NULL */
  int col; /* a term of the bounds is tid.x == c (one thread a row at most) */
} clip;

static int skip_dest(emitter *e, int from, int x) {
  cfg_block *b = &e->cf->blocks.v[x];
  int d = edge_dest(e, from, x);
  if (d != -2) return d;
  if (b->baronly || (b->nsucc == 1 && cfg_skips_to(e->cf, x, b->succ[0])))
    return edge_dest(e, x, b->succ[0]) == -2 ? -3 : edge_dest(e, x, b->succ[0]);
  return -3;
}

/* A guard's compare plan_clip can take: one 32-bit integer setp, unguarded, one result,
 * an ordering or equality compare */
static int clip_setp(const ptx_inst *sp) {
  return sp && sp->op == OP_SETP && sp->bop == BOP_NONE && sp->ops[0].reg2 < 0 && sp->guard < 0 &&
      bits(sp->type) == 32 && !isf(sp->type) && sp->cmp <= CMP_HS;
}

/* The bounds of one compare of a guard, setp sp at position pos of block s (far: its one
 * definition elsewhere, recomputed here), the threads kept those where it is want: a call
 * of hd_clip (and: hd_clip_and, which narrows bounds already made), or NULL */

static const char *clip_term(emitter *e, int s, const ptx_inst *sp, int pos, int far, int want, int and) {
  cfg_func *cf = e->cf;
  if (!clip_setp(sp)) return NULL;
  static const int cmap[] = {[CMP_EQ] = 4, [CMP_NE] = 5, [CMP_LT] = 0, [CMP_LE] = 1, [CMP_GT] = 2,
                             [CMP_GE] = 3, [CMP_LO] = 0, [CMP_LS] = 1, [CMP_HI] = 2, [CMP_HS] = 3};
  int cmp = cmap[sp->cmp];
  int sgn = issigned(sp->type) && sp->cmp <= CMP_GE;
  const char *U = NULL, *B = NULL;
  int shr = 0;
  for (int side = 1; side <= 2 && !U; side++) {
    const ptx_operand *x = &sp->ops[side], *y = &sp->ops[3 - side];
    if (x->kind != OPK_REG || (far && !cf->remat[x->reg]) || !(B = uniform_operand(e, y, far))) continue;
    if (!(U = affine_x(e, x->reg, s, pos, 0))) U = affine_x_shr(e, x->reg, s, pos, &shr);
    if (U && side == 2) {
      static const int swap[] = {2, 3, 0, 1, 4, 5};
      cmp = swap[cmp];
    }
  }
  if (!U) return NULL;
  if (!shr && ((cmp == 4 && want) || (cmp == 5 && !want))) e->clip_col_seen = 1; /* U + tid.x == B */
  if (and) return fmt(e, "hd_clip_and(%d, %d, %d, %s, %s, %d, ntx, &lo_, &hi_)", cmp, sgn, want, U, B, shr);
  return shr ? fmt(e, "hd_clip_shr(%d, %d, %d, %s, %s, %d, ntx, &lo_, &hi_)", cmp, sgn, want, U, B, shr)
             : fmt(e, "hd_clip(%d, %d, %d, %s, %s, ntx, &lo_, &hi_)", cmp, sgn, want, U, B);
}

/* If reg (32-bit) is made of tid.y, tid.z and uniform values alone (add, sub, mul.lo,
 * mad.lo, shl), its value as an expression of ty, tz and controller registers, for the
 * head of a row of threads; the definition looked up as affine_x does. */
static const char *affine_row(emitter *e, const ptx_operand *o, int s, int pos, int far, int depth) {
  cfg_func *cf = e->cf;
  if (depth > 8) return NULL;
  if (o->kind == OPK_SREG && o->sreg == SR_TID && (o->comp == 1 || o->comp == 2)) return o->comp == 1 ? "ty" : "tz";
  const char *u = uniform_operand(e, o, far);
  if (u || o->kind != OPK_REG) return u;
  int reg = o->reg, k;
  const cfg_block *b = &cf->blocks.v[s];
  const ptx_inst *def = NULL;
  for (k = far ? -1 : pos - 1; k >= 0 && !def; k--) {
    int defs[8], nd = cfg_inst_defs(&cf->insts.v[b->ins[k]], defs);
    for (int d = 0; d < nd; d++)
      if (defs[d] == reg) def = &cf->insts.v[b->ins[k]];
  }
  k++; /* the definition's position */
  if (!def) {
    if (!cf->remat[reg]) return NULL;
    def = &cf->insts.v[cf->definst[reg]];
    far = 1;
  }
  if (def->guard >= 0 || bits(def->type) != 32 || isf(def->type) || (def->flags & IF_SAT)) return NULL;
  const ptx_operand *a = def->ops;
  const char *x = NULL, *y = NULL, *z = NULL;
  switch (def->op) {
  case OP_MOV: return affine_row(e, &a[1], s, k, far, depth + 1);
  case OP_ADD:
  case OP_SUB:
  case OP_SHL:
    if (!(x = affine_row(e, &a[1], s, k, far, depth + 1)) || !(y = affine_row(e, &a[2], s, k, far, depth + 1)))
      return NULL;
    if (def->op == OP_SHL)
      return a[2].kind == OPK_IMM && a[2].imm >= 0 && a[2].imm < 32
          ? fmt(e, "((uint32_t)%s << %lld)", x, (long long)a[2].imm)
          : NULL;
    return fmt(e, "((uint32_t)%s %c (uint32_t)%s)", x, def->op == OP_ADD ? '+' : '-', y);
  case OP_MUL:
  case OP_MAD:
    if (!(def->flags & IF_LO) || !(x = affine_row(e, &a[1], s, k, far, depth + 1)) ||
        !(y = affine_row(e, &a[2], s, k, far, depth + 1)))
      return NULL;
    if (def->op == OP_MUL) return fmt(e, "((uint32_t)%s * (uint32_t)%s)", x, y);
    if (!(z = affine_row(e, &a[3], s, k, far, depth + 1))) return NULL;
    return fmt(e, "((uint32_t)%s * (uint32_t)%s + (uint32_t)%s)", x, y, z);
  default: return NULL;
  }
}

/* A compare of a guard made of tid.y, tid.z and uniform values alone: whether a row's
 * threads pass it (the compare is want), or NULL */
static const char *row_term(emitter *e, int s, const ptx_inst *sp, int pos, int far, int want) {
  if (!clip_setp(sp)) return NULL;
  const char *x = affine_row(e, &sp->ops[1], s, pos, far, 0),
             *y = x ? affine_row(e, &sp->ops[2], s, pos, far, 0) : NULL;
  if (!y) return NULL;
  static const char *const op[] = {[CMP_EQ] = "==", [CMP_NE] = "!=", [CMP_LT] = "<",  [CMP_LE] = "<=", [CMP_GT] = ">",
                                   [CMP_GE] = ">=", [CMP_LO] = "<",  [CMP_LS] = "<=", [CMP_HI] = ">",  [CMP_HS] = ">="};
  const char *t = issigned(sp->type) && sp->cmp <= CMP_GE ? "int32_t" : "uint32_t";
  return fmt(e, "((%s)%s %s (%s)%s) == %d", t, x, op[sp->cmp], t, y, want);
}

/* The compares whose conjunction "predicate p is want" is (through and, or and not of
 * predicates, each defined in block s before position pos, or once in the function: far,
 * as nvcc computes `thid < d` once for the up-sweep and the down-sweep of a Blelloch scan;
 * a compare of a register recomputed from tid.x is the same wherever it is made): their
 * instructions, positions (-1: far) and wants, at most 8. *all is cleared where a part of
 * it is something else (a disjunction, another definition): the compares found are then
 * conditions it needs, not the whole of it. */
static void clip_leaves(emitter *e, int s, int pos, int p, int want, int depth, int *li, int *lp, int *lw, int *n,
                        int *all) {
  cfg_func *cf = e->cf;
  const cfg_block *b = &cf->blocks.v[s];
  int at = -1, di = -1;
  for (int k = pos - 1; k >= 0 && di < 0; k--) {
    int defs[8], nd = cfg_inst_defs(&cf->insts.v[b->ins[k]], defs);
    for (int d = 0; d < nd; d++)
      if (defs[d] == p) di = b->ins[k], at = k;
  }
  if (di < 0 && p >= 0 && p < cf->nregs && cf->ndefs[p] == 1) di = cf->definst[p];
  const ptx_inst *in = di >= 0 ? &cf->insts.v[di] : NULL;
  if (!in || in->guard >= 0 || depth > 8) {
    *all = 0;
    return;
  }
  if (in->op == OP_SETP) {
    if (*n == 8) *all = 0;
    else li[*n] = di, lp[*n] = at, lw[(*n)++] = want;
    return;
  }
  const ptx_operand *o = in->ops;
  int npos = at >= 0 ? at : 0; /* a far definition's operands: far too */
  if (in->type == TY_PRED && in->op == OP_NOT && o[1].kind == OPK_REG)
    clip_leaves(e, s, npos, o[1].reg, !want, depth + 1, li, lp, lw, n, all);
  else if (in->type == TY_PRED && ((in->op == OP_AND && want) || (in->op == OP_OR && !want)) && o[1].kind == OPK_REG &&
           o[2].kind == OPK_REG && !o[1].neg && !o[2].neg) {
    clip_leaves(e, s, npos, o[1].reg, want, depth + 1, li, lp, lw, n, all);
    clip_leaves(e, s, npos, o[2].reg, want, depth + 1, li, lp, lw, n, all);
  } else *all = 0;
}

/* A thread loop from s that starts with a guard whose skipping threads stop (or exit) in
 * one place: the guard's compares of U + tid.x with uniform values become bounds of the tx
 * loop, its compares of tid.y/tid.z values a test of each row. Exact when the guard is such
 * compares and no more: the loop's threads need not test it (one compare; or a conjunction,
 * `if (i > 0 && i < n - 1 && y < h)`). Otherwise only for a region cfg_narrow cut: its
 * threads test the guard in bounds that hold the few that may pass it. */
static clip plan_clip(emitter *e, int s) {
  cfg_func *cf = e->cf;
  clip c = {0};
  cfg_block *b = &cf->blocks.v[s];
  if (b->term != TERM_CBRA) return c;
  ptx_inst *br = &e->cf->insts.v[b->ins[b->nins - 1]];
  for (int k = 0; k < b->nins - 1; k++) {
    ptx_inst *in = &e->cf->insts.v[b->ins[k]];
    if (!(ptx_opinfos[in->op].flags & F_PURE) && !(in->op == OP_LD)) return c;
    int defs[8], nd = cfg_inst_defs(in, defs);
    for (int d = 0; d < nd; d++)
      if (cf->scratch[defs[d]]) return c;
  }
  int d0 = skip_dest(e, s, b->succ[0]), d1 = skip_dest(e, s, b->succ[1]);
  int want;
  if (d0 != -3) {
    c.skip_dest = d0;
    c.go = b->succ[1];
    want = br->guard_neg ? 1 : 0;
  } else if (d1 != -3) {
    c.skip_dest = d1;
    c.go = b->succ[0];
    want = br->guard_neg ? 0 : 1;
  } else return c;
  if (br->guard < 0) return c;
  int li[8], lp[8], lw[8], n = 0, all = 1;
  clip_leaves(e, s, b->nins - 1, br->guard, want, 0, li, lp, lw, &n, &all);
  e->clip_col_seen = 0;
  if (n == 1 && all) {
    const char *t = clip_term(e, s, &cf->insts.v[li[0]], lp[0] < 0 ? 0 : lp[0], lp[0] < 0, lw[0], 0);
    if (!t) return c;
    c.ok = c.exact = 1;
    c.call = t;
    c.col = e->clip_col_seen;
    return c;
  }
  const char *call = NULL, *row = NULL; /* in the arena: an error's jump frees them */
  for (int i = 0; i < n; i++) {
    const ptx_inst *sp = &cf->insts.v[li[i]];
    int pos = lp[i] < 0 ? 0 : lp[i], far = lp[i] < 0;
    const char *t = clip_term(e, s, sp, pos, far, lw[i], 1), *r = t ? NULL : row_term(e, s, sp, pos, far, lw[i]);
    if (t) call = call ? fmt(e, "%s & %s", call, t) : t;
    else if (r) row = row ? fmt(e, "%s && (%s)", row, r) : fmt(e, "(%s)", r);
    else all = 0;
  }
  if ((call || row) && (all || b->cut)) {
    c.ok = 1;
    c.exact = all;
    c.call = call ? call : "1";
    c.row = row;
    c.col = call && e->clip_col_seen;
  }
  return c;
}

/* racecheck's spans: the loop's copy without checks runs when no write of the loop meets
 * another thread's access (the same access of each thread, a stride at least its size, or
 * bytes apart over the loop's range), the block is one row of threads and none is masked */
static void rc_span_conds(emitter *e, strbuf *conds, const char *lo, const char *hi) {
  if (!e->rc_nacc) return;
  if (e->rc_bad) {
    sb_puts(conds, " && 0");
    return;
  }
  sb_puts(conds, " && hd_rc_rows_span(masked, nty, ntz)");
  for (int i = 0; i < e->rc_nacc; i++)
    for (int j = i; j < e->rc_nacc; j++) {
      const struct rc_acc *x = &e->rc_acc[i], *y = &e->rc_acc[j];
      if (!x->write && !y->write) continue;
      int n = x->n > y->n ? x->n : y->n;
      if (!strcmp(x->u, y->u) && x->k == y->k && (x->k >= n || -x->k >= n)) continue; /* each thread its own bytes */
      if (i == j) {
        sb_puts(conds, " && 0");
        return;
      }
      sb_printf(conds, " && hd_rc_apart_span(%s, %lldLL, %d, %s, %lldLL, %d, %s, %s)", x->u, (long long)x->k, x->n,
                y->u, (long long)y->k, y->n, lo, hi);
    }
}

/* A loop body again, its labels given a suffix (a second copy of the loop). */
static void put_relabelled(emitter *e, const char *body, char suffix) {
  char from[32], to[32];
  snprintf(from, sizeof from, "L%d_", e->loop_label);
  snprintf(to, sizeof to, "L%d%c_", e->loop_label, suffix);
  for (const char *p = body, *q; p && *p; p = q + strlen(from)) {
    q = strstr(p, from);
    if (!q) {
      sb_puts(e->o, p);
      break;
    }
    sb_printf(e->o, "%.*s%s", (int)(q - p), p, to);
  }
}

/* A loop whose body or checks before it use lane forms (lnb_: emit_inst.c, lane_form) */
static int uses_lanes(const strbuf *body, const strbuf *conds) {
  return (body->p && strstr(body->p, "lnb_")) || (conds->p && strstr(conds->p, "lnb_"));
}

/* Before a plain thread loop's tx loop over the row from tb_: the per-row forms its entry
 * reads (xrow_load), U from the row's first thread of the running group (any thread of
 * it when none is masked), and xo_ where a 64-bit one needs its row to be linear: the
 * row's last thread agrees (a value widened from 32 bits wraps at most once in a row) */
static void emit_row_forms(emitter *e, int s) {
  cfg_func *cf = e->cf;
  int any = 0, chk = 0;
  for (int r = 0; r < cf->nregs; r++)
    if (xrow_load(e, s, r)) {
      if (!any)
        out(e,
            "uint32_t xq_ = 0;\nif (masked) { while (xq_ < ntx && st[tb_ + xq_] != grp) xq_++; if (xq_ == ntx) xq_ = 0; }\n");
      any = 1;
      if (bits(regtype(e, r)) == 32)
        out(e, "const uint32_t xr%d_ = S%d[tb_ + xq_] - %uu * xq_;\n", r, r, (unsigned)cf->xaff[r]);
      else out(e, "const uint64_t xr%d_ = S%d[tb_ + xq_] - (uint64_t)%lldLL * xq_;\n", r, r, (long long)cf->xaff[r]);
      chk |= bits(regtype(e, r)) == 64 && (cf->xrow[r] & XR_CHECK);
    }
  if (!chk) return;
  out(e, "const int xo_ = !masked");
  for (int r = 0; r < cf->nregs; r++)
    if (xrow_load(e, s, r) && bits(regtype(e, r)) == 64 && (cf->xrow[r] & XR_CHECK))
      out(e, " && S%d[tb_ + ntx - 1] == xr%d_ + (uint64_t)%lldLL * (ntx - 1)", r, r, (long long)cf->xaff[r]);
  out(e, ";\n");
}

/* ---- no-wrap checks before a loop nest ----
 * A tx loop's no-wrap flag (nw_: hd_nws/hd_nwu of each affine index it widens) is made per
 * row, and each row picks the loop's affine or general version by it. Where the conditions
 * name only tid.y, tid.z and the block's uniform values, the rows' are tested before the
 * rows (nwb_, emit_nw_rows: from three rows where U is linear in tid.y and tid.z, else
 * every row's), and the nest is written twice, with nw_ the constant 1 and 0. A 16x16
 * tiled stencil (six passes of 16 rows of 16) spent a sixth of its time on one local core
 * in the per-row tests and the rows' two versions. */

static int ident_uniform(emitter *e, const char *id, size_t n) {
  static const char *const ok[] = {"int64_t", "int32_t", "uint32_t", "uint64_t", "uintptr_t", "prm",
                                   "shm",     "ntx",     "nty",      "ntz",      "ctax_",     "ctay_",
                                   "ctaz_",   "nctax_",  "nctay_",   "nctaz_"};
  for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++)
    if (strlen(ok[i]) == n && !memcmp(ok[i], id, n)) return 1;
  if (n < 2 || id[0] != 'r') return 0;
  int r = 0;
  for (size_t i = 1; i < n; i++) {
    if (id[i] < '0' || id[i] > '9' || r > 1000000) return 0;
    r = r * 10 + (id[i] - '0');
  }
  return r < e->cf->nregs && e->cf->cls[r] == RC_CTRL;
}

/* Each identifier of the C expression u: 1 if fn returns 1 for all */
static int idents_all(emitter *e, const char *u, int (*fn)(emitter *, const char *, size_t)) {
  for (const char *p = u; *p;) {
    if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || *p == '_') {
      const char *q = p;
      while ((*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z') || (*q >= '0' && *q <= '9') || *q == '_') q++;
      if (!fn(e, p, (size_t)(q - p))) return 0;
      p = q;
    } else if (*p >= '0' && *p <= '9') { /* a number, its suffix too */
      while ((*p >= '0' && *p <= '9') || (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z')) p++;
    } else p++;
  }
  return 1;
}

static int ident_nw(emitter *e, const char *id, size_t n) {
  static const char *const ok[] = {"ty", "tz", "hd_nws", "hd_nwu", "lo_", "hi_"};
  for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++)
    if (strlen(ok[i]) == n && !memcmp(ok[i], id, n)) return 1;
  return ident_uniform(e, id, n);
}

/* conds (" && hd_nws(U, k, lo, hi)" ...) can be made before the rows: they name only the
 * block's uniform values, ty and tz, with bounds lo_/hi_ or constants */
static int nw_rows_known(emitter *e, const char *conds) {
  for (const char *p = conds; *p; p++) {
    if (!strncmp(p, " && ", 4)) {
      p += 3;
      continue;
    }
    if (strchr("&|<>%/?[]~^!.:\"'=;{}", *p)) return 0;
  }
  return idents_all(e, conds, ident_nw);
}

/* A loop body gcc may vectorize across threads as it likes (ivdep): not one with a shared
 * atomic in plain C (hd_satomp) or an update held in the worker's queue (hd_rq_*), which
 * two threads may apply to one address (one slot) */
static int ivdep_ok(const strbuf *body) {
  return !body->p ||
      (!strstr(body->p, "hd_satomp") && !strstr(body->p, "hd_rq_int") && !strstr(body->p, "hd_rq_add_f"));
}

/* The pragma before a tx loop: ivdep where gcc may vectorize it (and ivdep is wanted).
 * Where it may not, the loop stays scalar, and a short one unrolled by 4 sheds a share of
 * its overhead: a byte histogram's loop (a load and an increment a thread) is as long as
 * its counter, test and branch, and gcc 13 compiled it with a jump back and its base
 * reloaded from the stack each time round (16 threads of an Intel host, docs/MEASUREMENTS.md,
 * "Narrow shared addresses; scalar loops unrolled"). */
static const char *loop_pragma(const strbuf *body, int want_ivdep) {
  if (ivdep_ok(body)) return want_ivdep ? "#pragma GCC ivdep\n" : "";
  return body->len < 6000 ? "#pragma GCC unroll 4\n" : "";
}

/* The tx loop over [lo, hi) running the region from s, tb_ and ty/tz set around it. The
 * body goes to a side buffer first: the no-wrap flag it needs comes before the loop. */
static void emit_tx_loop(emitter *e, int s, const char *lo, const char *hi) {
  strbuf *body = &e->loop_body, *conds = &e->loop_conds, *saved = e->o;
  sb_truncate(body, 0);
  sb_truncate(conds, 0);
  e->o = body;
  e->nw_conds = conds;
  e->loop_lo = lo;
  e->loop_hi = hi;
  e->rc_nacc = e->rc_bad = 0;
  e->npf = 0;
  sb_truncate(&e->chunk_decl, 0);
  sb_truncate(&e->chunk_pre, 0);
  sb_truncate(&e->grp_pre, 0);
  sb_truncate(&e->grp_post, 0);
  e->chunk_ok = !e->chain && !e->tile && !e->check && e->lockstep < 0 && !getenv("HEDDLE_NO_CHUNKS") &&
      !loop_writes_shared(e);
  e->lanes = e->chain && !e->tile && e->lockstep < 0;
  emit_loop_body(e, s);
  e->chunk_ok = e->lanes = 0;
  if (e->rc_spans) rc_span_conds(e, conds, lo, hi);
  e->loop_lo = e->loop_hi = NULL;
  e->nw_conds = NULL;
  e->o = saved;
  /* lane forms: the range in pieces within one aligned 32 of tid.x each (one piece for a
   * warp in a row of a multiple of 32 threads), lnb_ the piece's first 32-aligned tid.x */
  if (e->xaff_on) emit_row_forms(e, s);
  int pieces = uses_lanes(body, conds) || e->grp_pre.len;
  if (pieces) {
    out(e, "for (uint32_t pl_ = %s, ph_; pl_ < %s; pl_ = ph_) {\n", lo, hi);
    out(e, "const uint32_t lnb_ = pl_ & ~31u; ph_ = lnb_ + 32 < %s ? lnb_ + 32 : %s;\n", hi, hi);
    lo = "pl_";
    hi = "ph_";
  }
  if (e->grp_pre.len) /* row groups: loads before the lanes run, stores after */
    out(e, "const uint32_t gb_ = pl_, gn_ = ph_ - pl_; (void)gn_;\n%s", e->grp_pre.p);
  /* a clip's single column (tid.x == c): one pass at most, which gcc keeps as a plain one;
   * a vectorized loop's entry tests and scalar tail cost more a row than the thread (the
   * tiled stencil's halo columns, 16 rows each) */
  const char *step = e->clip_col && !strcmp(lo, "lo_") ? fmt(e, "tx = %s", hi) : "tx++";
  int fixed = 0; /* nw_ a constant: the loop is its own fast or general copy */
  if (conds->len && e->nw_hoist == 1 && !e->nw_hoisted && nw_rows_known(e, conds->p)) {
    e->nw_hoisted = fmt(e, "%s", conds->p); /* emit_loop_nest tests them once: 1 here, 0 in its copy */
    out(e, "const int nw_ = 1;\n");
    fixed = 1;
  } else if (conds->len && e->nw_hoist == 2 && e->nw_hoisted && !strcmp(conds->p, e->nw_hoisted)) {
    out(e, "const int nw_ = 0;\n");
    fixed = 1;
  } else if (conds->len) out(e, "const int nw_ = 1%s;\n", conds->p);
  /* a lockstep pass: what the pass two ahead will load, one prefetch a cache line (ivd_: the
   * stepped register's step, known after the first pass; blocksum at 2^28 on 16 threads:
   * 36-38 ms without, 18.5-20 two passes ahead, 20-21 one, 31-34 eight or more) */
  for (int i = 0; i < e->npf; i++) {
    int64_t k = e->pf_k[i], a = k < 0 ? -k : k;
    out(e,
        "if (ivd_) for (uint32_t px_ = 0; px_ < ntx; px_ += %lldu) __builtin_prefetch((const char *)(uintptr_t)(%s) + "
        "%lldLL * ((int64_t)px_ + 2 * (int64_t)(int32_t)ivd_));\n",
        (long long)(64 / a), e->pf_e[i], (long long)k);
  }
  e->npf = 0;
  if (conds->len && strstr(conds->p, "_span(")) {
    /* heddle check: where the loop's accesses were checked before it, a copy of the loop
     * without the per-access checks (nw_ a constant 1 there), which the C compiler can
     * vectorize; the copy's labels get a 'k' */
    out(e, "if (nw_) {\nconst int nw_ = 1; (void)nw_;\n%s", loop_pragma(body, 1));
    out(e, "for (uint32_t tx = %s; tx < %s; tx++) {\n", lo, hi);
    put_relabelled(e, body->p, 'k');
    out(e, "}\n} else\n");
  } else if (conds->len && !fixed && e->copies && !e->tile && !e->chunk_pre.len && !e->chain && body->len < 32768 &&
             ivdep_ok(body) && strstr(body->p, "(nw_ ?")) {
    /* the loop again with the no-wrap flag a constant 1 (every row of an ordinary launch):
     * addresses of tid.x alone, which gcc vectorizes as contiguous; through the flag's
     * select it saw a float4 load a thread (kmeans: each thread one point) as a gather it
     * would not make, and the loop stayed scalar. Kernels small enough for copies only, and
     * loops gcc may vectorize (not those of atomics: a histogram's stays one loop) */
    out(e, "if (nw_) {\nconst int nw_ = 1; (void)nw_;\n%s", loop_pragma(body, 1));
    out(e, "for (uint32_t tx = %s; tx < %s; %s) {\n", lo, hi, step);
    put_relabelled(e, body->p, 'n');
    out(e, "}\n} else\n");
  }
  /* a chain's general loop (partial or masked warps) leaves gcc to prove what it vectorizes:
   * vectorizing both it and the fast copy doubled the compile time (softmax 19 -> 39 s) */
  if (e->tile) /* unrolled: T<r>_[g_] become registers */
    out(e, "#pragma GCC unroll %d\nfor (uint32_t g_ = 0; g_ < %du; g_++) {\nconst uint32_t tx = %s + g_;\n", e->tile,
        e->tile, lo);
  else if (e->chunk_pre.len) { /* chunks of 32 aligned threads, their loads first */
    out(e, "for (uint32_t tc_ = (%s) & ~31u; tc_ < (%s); tc_ += 32) {\n", lo, hi);
    out(e, "const uint32_t tcl_ = tc_ < (%s) ? (%s) : tc_, tch_ = tc_ + 32 < (%s) ? tc_ + 32 : (%s);\n", lo, lo, hi,
        hi);
    sb_puts(e->o, e->chunk_decl.p);
    out(e, "{ const uint32_t tx = tcl_;\n");
    sb_puts(e->o, e->chunk_pre.p);
    out(e, "}\n%sfor (uint32_t tx = tcl_; tx < tch_; tx++) {\n", loop_pragma(body, 1));
  } else {
    sb_puts(e->o, loop_pragma(body, !e->chain || !e->copies));
    out(e, "for (uint32_t tx = %s; tx < %s; %s) {\n", lo, hi, step);
  }
  if (body->len) sb_puts(e->o, body->p);
  out(e, e->chunk_pre.len ? "}\n}\n" : "}\n");
  if (e->grp_post.len) sb_puts(e->o, e->grp_post.p);
  if (pieces) out(e, "}\n");
}

/* The loops over the block's threads: one loop over the rows that meet the running group's
 * range [glo_, ghi_), ty and tz stepped along (the tx bounds stay 0 and ntx: narrowed to the
 * range, matmul's loops ran 4% slower). Not loops over tz and ty that skip the rows outside:
 * gcc kept that nest's invariants in vector registers and moved them back for every pass,
 * and Harris's reduce3 (nine passes of 128 threads a block, most of them short) took 2.0 ms
 * on one core where a single row loop takes 1.25 (2^22 ints). Divisions only where the range
 * starts past row 0 or ends before the block does (a scheduled group). */
static void emit_loop_nest_rows(emitter *e, int s, const char *lo, const char *hi) {
  out(e,
      "{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;\n");
  out(e, "uint32_t ty = rw_ ? rw_ %% nty : 0, tz = rw_ ? rw_ / nty : 0;\n");
  out(e, "for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {\n");
  out(e, "size_t tb_ = (size_t)rw_ * ntx;\n");
  if (e->row_cond) { /* a clip's rows that its guard leaves out: their threads skip (plan_clip) */
    out(e, "if (!(%s)) {\n", e->row_cond);
    out(e, "if (%d || masked) hd_clip_mark(st + tb_, ntx, ntx, 0, 0, masked, grp, %u);\n", e->state_needed,
        e->row_skip);
    out(e, "continue;\n}\n");
  }
  emit_tx_loop(e, s, lo, hi);
  out(e, "}\n}\n");
}

/* ---- the rows' no-wrap checks at the corner rows ----
 * A check hd_nws(U, k, lo, hi) for every row of a block costs a 64-bit product and four
 * compares a row, before every thread loop: a 16x16 tiled stencil's six loops made 150 of
 * them a block. Where U is linear in tid.y and tid.z, as in (y0 + ty) * width + x0, three
 * rows' values give all (hd_nw_rows). Linear is read off U's text: sums and products of
 * the block's values and of ty and tz, each of these only as the operand of a 64-bit cast
 * (as the emitter writes them), casts to 32 bits and loads around ty/tz-free parts only,
 * no product of two terms of ty or tz. */

typedef struct {
  const char *p;
  int bad;
} nw_reader;

static void nw_ws(nw_reader *r) {
  while (*r->p == ' ') r->p++;
}

static int nw_ident_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

static int nw_expr(nw_reader *r, int depth);

/* A cast's type at p ("(int64_t)", "(uint32_t *)"): its length up to the ')' and whether it
 * keeps 64 bits of a value (wide); 0 when p opens no cast */
static size_t nw_cast(const char *p, int *wide) {
  static const char *const types[] = {"int64_t", "uint64_t", "uintptr_t", "int32_t", "uint32_t",
                                      "int16_t", "uint16_t", "int8_t",    "uint8_t"};
  const char *q = p + 1;
  while (*q == ' ') q++;
  for (size_t i = 0; i < sizeof types / sizeof types[0]; i++) {
    size_t n = strlen(types[i]);
    if (strncmp(q, types[i], n) || nw_ident_char(q[n])) continue;
    const char *z = q + n;
    while (*z == ' ') z++;
    int ptr = *z == '*';
    if (ptr) z++;
    while (*z == ' ') z++;
    if (*z != ')') return 0;
    *wide = i < 3 && !ptr;
    return (size_t)(z + 1 - p);
  }
  return 0;
}

/* The degree in ty and tz of the operand at r->p (0 or 1; r->bad past that). wide: the
 * operand of a cast to 64 bits, the only place ty and tz may stand (as the emitter writes
 * them, (int64_t)ty): anywhere else their arithmetic would be C's 32-bit one, which wraps */
static int nw_unary(nw_reader *r, int depth, int wide_cast) {
  nw_ws(r);
  if (depth > 200) {
    r->bad = 1;
    return 0;
  }
  char c = *r->p;
  if (c == '-' || c == '+') {
    r->p++;
    return nw_unary(r, depth + 1, 0);
  }
  if (c == '*') { /* a load: of a ty/tz-free address only */
    r->p++;
    if (nw_unary(r, depth + 1, 0)) r->bad = 1;
    return 0;
  }
  if (c == '(') {
    int wide = 0;
    size_t n = nw_cast(r->p, &wide);
    if (n) {
      r->p += n;
      int d = nw_unary(r, depth + 1, wide);
      if (d && !wide) r->bad = 1;
      return d;
    }
    r->p++;
    int d = nw_expr(r, depth + 1);
    nw_ws(r);
    if (*r->p == ')') r->p++;
    else r->bad = 1;
    return d;
  }
  if (!nw_ident_char(c)) {
    r->bad = 1;
    return 0;
  }
  const char *q = r->p;
  while (nw_ident_char(*r->p)) r->p++;
  size_t n = (size_t)(r->p - q);
  int row = n == 2 && (!strncmp(q, "ty", 2) || !strncmp(q, "tz", 2));
  if (row && !wide_cast) r->bad = 1;
  return row;
}

static int nw_expr(nw_reader *r, int depth) {
  int d = 0;
  for (;;) {
    int f = nw_unary(r, depth + 1, 0);
    for (;;) { /* a product */
      nw_ws(r);
      if (*r->p != '*') break;
      r->p++;
      f += nw_unary(r, depth + 1, 0);
    }
    if (f > 1) r->bad = 1;
    if (f > d) d = f;
    nw_ws(r);
    if (*r->p != '+' && *r->p != '-') return d;
    r->p++;
  }
}

/* The degree of U (n bytes at u) in ty and tz, as nw_rows_known's conditions write it: 0
 * (the same in every row), 1 (linear) or -1 (neither, or not read) */
static int nw_degree(emitter *e, const char *u, size_t n) {
  char *s = fmt(e, "%.*s", (int)n, u);
  nw_reader r = {s, 0};
  int d = nw_expr(&r, 0);
  nw_ws(&r);
  return r.bad || *r.p ? -1 : d;
}

/* The rows' no-wrap conditions conds (" && hd_nws(U, k, lo, hi)" ...) as nwb_: each of a U
 * without ty and tz once, of a U linear in them from three rows, the others in a loop over
 * every row */
static void emit_nw_rows(emitter *e, const char *conds) {
  strbuf rest = {0};
  for (const char *p = conds; *p;) {
    const char *c = strstr(p, " && hd_nw");
    if (!c) {
      sb_puts(&rest, p);
      break;
    }
    if (c > p) sb_printf(&rest, "%.*s", (int)(c - p), p);
    /* the four arguments of hd_nws( or hd_nwu(, split at commas outside parentheses */
    int call = (c[9] == 's' || c[9] == 'u') && c[10] == '(', sgn = c[9] == 's';
    const char *a[5] = {call ? c + 11 : c + 9}, *q = a[0];
    int na = 1, depth = 0;
    for (; call && *q && na < 5; q++) {
      if (*q == '(') depth++;
      else if (*q == ')' && depth-- == 0) a[na++] = q + 1;
      else if (*q == ',' && !depth) a[na++] = q + 1;
    }
    const char *end = na == 5 ? a[4] : q + strlen(q);
    int deg = na == 5 ? nw_degree(e, a[0], (size_t)(a[1] - 1 - a[0])) : -1;
    if (deg <= 0) { /* the same in every row: once, before the rows */
      if (deg == 0) out(e, "nwb_ = nwb_%.*s;\n", (int)(end - c), c);
      else sb_printf(&rest, "%.*s", (int)(end - c), c);
      p = end;
      continue;
    }
    int nu = (int)(a[1] - 1 - a[0]);
    out(e, "{ int64_t u0_, uy_, uz_;\n");
    static const char *const rows[3][2] = {{"0", "0"}, {"1", "0"}, {"0", "1"}};
    static const char *const names[3] = {"u0_", "uy_", "uz_"};
    for (int i = 0; i < 3; i++)
      out(e, "{ const uint32_t ty = %s, tz = %s; (void)ty; (void)tz; %s = %.*s; }\n", rows[i][0], rows[i][1], names[i],
          nu, a[0]);
    out(e, "nwb_ = nwb_ && hd_nw_rows(u0_, uy_, uz_, nty, ntz,%.*s,%.*s,%.*s, %d); }\n", (int)(a[2] - 1 - a[1]), a[1],
        (int)(a[3] - 1 - a[2]), a[2], (int)(a[4] - 1 - a[3]), a[3], sgn);
    p = end;
  }
  if (rest.len)
    out(e, "for (uint32_t tz = 0; tz < ntz; tz++) for (uint32_t ty = 0; ty < nty; ty++) nwb_ = nwb_%s;\n", rest.p);
  sb_free(&rest);
}

/* The loops over the block's rows of threads and the tx loop of each. When the tx loop's
 * no-wrap conditions can be made before the rows (nw_rows_known), they are, for every row,
 * and the nest is written twice: with nw_ 1 (the affine forms; gcc drops the loop's general
 * copy) and with nw_ 0 (the plain ones, should a row fail), the second out of the way
 * (__builtin_expect): laid out inline it slowed the lockstep tiles of a matrix-vector
 * product elsewhere in the kernel by a third (one local core, 24 -> 32 ms; the same C). */
static void emit_loop_nest(emitter *e, int s, const char *lo, const char *hi) {
  strbuf *nest = &e->nest, *saved = e->o;
  sb_truncate(nest, 0);
  e->o = nest;
  e->nw_hoist = e->check ? 0 : 1;
  e->nw_hoisted = NULL;
  emit_loop_nest_rows(e, s, lo, hi);
  e->o = saved;
  if (!e->nw_hoisted) {
    e->nw_hoist = 0;
    if (nest->len) sb_puts(e->o, nest->p);
    return;
  }
  out(e, "{ int nwb_ = 1; /* the rows' no-wrap checks */\n");
  emit_nw_rows(e, e->nw_hoisted);
  out(e, "if (__builtin_expect(nwb_, 1)) {\n");
  sb_puts(e->o, nest->p);
  out(e, "} else {\n");
  e->nw_hoist = 2; /* the same loops, nw_ 0 */
  e->loop_label++;
  emit_loop_nest_rows(e, s, lo, hi);
  out(e, "}\n}\n");
  e->nw_hoist = 0;
  e->nw_hoisted = NULL;
}

/* ---- warps: lane loops between warp exchanges ----
 *
 * A thread loop whose only way on (besides threads returning) is a warp exchange or
 * __syncwarp leads into another thread loop that only the same warp's lanes feed. Such
 * loops form a warp chain: rather than running each over the whole block, with a stop of
 * the block at every shuffle, the chain runs warp by warp, each loop over one warp's 32
 * lanes, the exchange going through two 32-lane buffers (xr_, read; xw_, written) that
 * stay in L1. Lanes of a warp only see each other, so warps may run one after the other;
 * block barriers and controller blocks end a chain. While a group of threads is being
 * scheduled (masked), the chain runs that group's lanes: the first loop those at the
 * chain's start (st[t] == grp), each later one those the loop before sent on, marked
 * 0x8000 | region in st[] (a mark never outlives the chain; other threads keep their
 * resume points). Where lanes may return inside the chain the marks are always kept. */

/* The region a thread loop from s continues in through a warp stop, or -1. Sets *exits
 * when some threads may return. */
static int chain_next(emitter *e, int s, int *exits) {
  cfg_func *cf = e->cf;
  int *stops = malloc(sizeof(int) * (size_t)(cf->blocks.n + 2)), nstops, d = -1, nreal = 0;
  collect_loop(e, s, stops, &nstops);
  *exits = 0;
  for (int k = 0; k < nstops; k++) {
    if (stops[k] < 0) *exits = 1;
    else {
      nreal++;
      d = stops[k];
    }
  }
  free(stops);
  if (nreal != 1 || cf->blocks.v[d].ctrl) return -1;
  for (int x = 0; x < cf->blocks.n; x++) { /* every way to d is a warp barrier's */
    cfg_block *b = &cf->blocks.v[x];
    if (!e->in_loop[x]) continue;
    for (int k = 0; k < b->nsucc; k++)
      if (b->succ[k] == d && edge_dest(e, x, d) == d && !(b->term == TERM_BARRIER && b->warpbar)) return -1;
  }
  return d;
}

static int starts_post(emitter *e, int s) {
  cfg_block *b = &e->cf->blocks.v[s];
  return b->nins && (e->cf->insts.v[b->ins[0]].flags & IF_POST);
}

/* Emits the chain from s if there is one (two loops or more); returns whether it did. */
static int emit_warp_chain(emitter *e, int s, unsigned char *queued, int *worklist, int *nwork) {
  cfg_func *cf = e->cf;
  int nb = cf->blocks.n;
  /* marks; and a block that is a later loop of an emitted chain starts no chain of its own
   * (its block-wide loop serves groups resumed there): each block is in one chain's code */
  if (nb >= 0x7fff || e->chained[s]) return 0;
  int *next = arena_alloc(&e->ar, sizeof(int) * (size_t)(nb + 1)),
      *order = arena_alloc(&e->ar, sizeof(int) * (size_t)(nb + 1));
  unsigned char *in = arena_alloc(&e->ar, (size_t)nb + 1);
  memset(in, 0, (size_t)nb + 1);
  int n = 0, exits = 0, x = s;
  while (x >= 0 && !in[x]) {
    int ex;
    in[x] = 1;
    order[n++] = x;
    next[x] = chain_next(e, x, &ex);
    exits |= ex;
    x = next[x];
  }
  /* a warp run's second half alone: a chain too, so that a group of one warp (`if (warp == 0)`)
   * runs it over its own lanes, not in a loop over the block that skips the others */
  int run1 = n == 1 && starts_post(e, s) && cf->insts.v[cf->blocks.v[s].ins[0]].op == OP_WARPRUN;
  if ((n < 2 && !run1) || (exits && x == s)) return 0; /* back at the start, exited lanes would run again */
  int cycle = x == s, id;
  if (cycle && starts_post(e, s)) return 0; /* its first pass reads the block's buffers, later ones the warp's */
  id = ++e->loop_label;
  for (int i = 1; i < n; i++) e->chained[order[i]] = 1;
  out(e, "{ /* warp chain from block %d */\n", s);
  out(e, "const uint32_t cep_ = ep_ += %du; (void)cep_;\n", e->nsites); /* tags what its last loops publish */
  /* A guard at the start that returns the threads it leaves out and becomes bounds
   * (plan_clip: `if (threadIdx.x < 32)` after a barrier): in a 1D block only the warps
   * that meet the bounds run the chain, and the group's threads outside them are marked
   * gone. The lanes of those warps still test the guard. */
  clip c = e->check || !exits ? (clip){0} : plan_clip(e, s);
  if (c.ok && c.skip_dest == -1) {
    out(e, "uint32_t clo_ = glo_, chi_ = ghi_;\n");
    out(e, "{ uint32_t lo_ = 0, hi_ = ntx;\n");
    out(e, "if (nthr == ntx && %s) {\n", c.call);
    out(e, "if (lo_ || hi_ < ntx) hd_clip_mark(st, nthr, ntx, lo_, hi_, masked, grp, 0xFFFFu);\n");
    out(e, "clo_ = glo_ > lo_ ? glo_ : lo_;\nchi_ = ghi_ < hi_ ? ghi_ : hi_;\n}\n}\n");
    out(e, "for (uint32_t w_ = clo_ & ~31u; w_ < chi_; w_ += 32) {\n");
  } else out(e, "for (uint32_t w_ = glo_ & ~31u; w_ < ghi_; w_ += 32) {\n");
  out(e, "const uint32_t we_ = nthr - w_ < 32 ? nthr : w_ + 32;\n");
  out(e, "const uint32_t r0_ = w_ / ntx, x0_ = w_ %% ntx, r1_ = (we_ - 1) / ntx, x1_ = (we_ - 1) %% ntx + 1;\n");
  out(e, "int xp_ = 0; uint32_t nl_ = 0; (void)nl_;\n");
  /* full_: every lane of the warp runs this loop, and so every lane published what it reads
   * (the loop before sent on all 32; at the start, the whole block runs and none returned) */
  out(e, "int full_ = !masked && we_ - w_ == 32; (void)full_;\n");
  out(e, "const uint32_t ty0_ = r0_ %% nty, tz0_ = r0_ / nty;\n");
  int term_real = -2, term_state = 0; /* the stop after the chain, when there is one place */
  for (int i = 0; i < n; i++) {
    int r = order[i], d = next[r];
    int *stops = arena_alloc(&e->ar, sizeof(int) * (size_t)(nb + 2)), nstops;
    collect_loop(e, r, stops, &nstops);
    int nreal = 0, has_exit = 0;
    for (int k = 0; k < nstops; k++) {
      if (stops[k] < 0) has_exit = 1;
      else {
        nreal++;
        if (d < 0) term_real = nreal == 1 ? stops[k] : -2;
        if (!queued[stops[k]]) { /* the block-wide path gets there too, but maybe later */
          queued[stops[k]] = 1;
          worklist[(*nwork)++] = stops[k];
        }
      }
    }
    e->chain = 1;
    e->chain_next = d;
    e->chain_exits = exits;
    e->state_needed = exits || nreal > 1 || (has_exit && nreal > 0);
    if (d < 0) term_state = e->state_needed || nreal != 1;
    /* which lanes run: those of the group being scheduled (masked), then those that came
     * along the chain (marked) */
    if (i == 0)
      e->skip = cycle ? fmt(e, "sk_ && st[t] != grp && st[t] != %u", 0x8000u | (unsigned)r) : "sk_ && st[t] != grp";
    else e->skip = fmt(e, "sk_ && st[t] != %u", 0x8000u | (unsigned)r);
    e->clip_branch = -1;
    out(e, "W%d_%d:; {\n", id, r);
    out(e, "ep_++;\n");
    /* lanes to skip: those not in the group, or not sent on by the loop before */
    out(e, "const int sk_ = !full_%s; (void)sk_;\n", i == 0 || !exits ? " && masked" : "");
    if (e->check & COMPILE_CHECK_RACE) /* racecheck: a pass starts where the warp synchronized */
      out(e, "if (b->rcwany) b->ckbar(b, 0, w_, HD_CKB_WARP, 0);\n");
    out(e,
        "xt_t *const xr_ = cxv_[xp_] + 32, *const xw_ = cxv_[xp_ ^ 1] + 32; "
        "uint32_t *const xra_ = cxa_[xp_] + 32, *const xwa_ = cxa_[xp_ ^ 1] + 32;\n");
    out(e, "const uint32_t xt_ = ep_ - 1; (void)xr_; (void)xra_; (void)xw_; (void)xwa_; (void)xt_;\n");
    e->xread_block = i == 0 && starts_post(e, r); /* published by a block-wide loop */
    if (starts_post(e, r) && !e->xread_block) {
      int op = cf->insts.v[cf->blocks.v[r].ins[0]].op;
      if (op != OP_SHFL) /* who took part, and their votes: one per pass */
        out(e, "uint32_t wbal_, wact_;\nhd_wvote%d(xr_, xra_, xt_, &wact_, &wbal_);\n", e->xt_wide ? 64 : 32);
      if (op == OP_WARPRUN) /* the run, for the lanes of the warp that reached it */
        emit_warp_prog(e, &cf->insts.v[cf->blocks.v[r].ins[0]], "w_", "wact_", 1);
    }
    e->loop_label++;
    strbuf *saved = e->o, *general = &e->chain_general; /* the emitter's: an error may jump out */
    sb_truncate(general, 0);
    e->o = general;
    out(e, "uint32_t ty = ty0_, tz = tz0_; (void)ty; (void)tz;\n");
    out(e, "for (uint32_t rw_ = r0_; rw_ <= r1_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {\n");
    out(e, "const size_t tb_ = (size_t)rw_ * ntx;\n");
    out(e, "const uint32_t xl_ = rw_ == r0_ ? x0_ : 0, xh_ = rw_ == r1_ ? x1_ : ntx;\n");
    e->nds = 0;
    emit_tx_loop(e, r, "xl_", "xh_");
    out(e, "}\n");
    e->o = saved;
    /* deferred stores: each lane's address and value, made after the full copy's loop in
     * lane order (`if (lane == 31) sums[warp] = v` would scatter, and the loop not vectorize) */
    for (int j = 0; j < e->nds; j++) {
      const ptx_inst *st = &cf->insts.v[e->ds_inst[j]];
      const char *ct = ctype(st->type == TY_F16 ? TY_U16 : st->type);
      out(e, "%s *dsa%d_[32], dsv%d_[32]; uint32_t dsm%d_ = 0;\n", ct, e->ds_inst[j], e->ds_inst[j], e->ds_inst[j]);
    }
    if (e->copies) {
      /* the common case first: all 32 lanes run, in one row of the block. No lane is
       * skipped and every lane published, so the loop is a plain one gcc vectorizes */
      /* lane forms (lnb_) need the warp's tid.x to start at a multiple of 32 */
      int lanes = uses_lanes(&e->loop_body, &e->loop_conds) || e->grp_pre.len;
      out(e,
          "if (full_ && x0_ + 32 <= ntx%s) { " HD_COPY_BEGIN
          "\nconst int sk_ = 0, full_ = 1; (void)sk_; (void)full_;\n",
          lanes ? " && !(x0_ & 31u)" : "");
      if (lanes) out(e, "const uint32_t lnb_ = x0_;\n");
      if (e->nds) out(e, "const int ds_ = 1;\n");
      out(e, "const uint32_t ty = ty0_, tz = tz0_; (void)ty; (void)tz;\n");
      out(e, "const size_t tb_ = (size_t)r0_ * ntx;\nconst uint32_t xl_ = x0_, xh_ = x0_ + 32;\n");
      if (e->loop_conds.len) out(e, "const int nw_ = 1%s;\n", e->loop_conds.p);
      if (e->grp_pre.len) out(e, "const uint32_t gb_ = x0_, gn_ = 32; (void)gn_;\n%s", e->grp_pre.p);
      /* the loop counts t, 64-bit: were it tx, gcc would compute t - w_ as the 32-bit tx - x0_
       * and see the warp buffers' accesses as scatters */
      out(e, "%sfor (size_t tf_ = w_; tf_ < w_ + 32; tf_++) {\n", loop_pragma(&e->loop_body, 1));
      out(e, "const uint32_t tx = x0_ + (uint32_t)(tf_ - w_);\n");
      /* tx as x0_ + (uint32_t)(...) may wrap for all gcc knows: an address built from it
       * would be a gather (scan's first loads: scalar), so txw_ counts from tf_ as well */
      const char *decl = LOOP_T_DECL, *b = e->loop_body.p, *q = strstr(b, decl);
      if (q) {
        sb_printf(e->o, "%.*ssize_t t = tf_; const int64_t txw_ = (int64_t)x0_ + (int64_t)(tf_ - w_);", (int)(q - b),
                  b);
        b = q + strlen(decl);
      }
      put_relabelled(e, b, 'f');
      out(e, "}\n");
      if (e->grp_post.len) sb_puts(e->o, e->grp_post.p);
      for (int j = 0; j < e->nds; j++)
        out(e, /* the lanes that stored, in lane order */
            "for (uint32_t m_ = dsm%d_; m_; m_ &= m_ - 1) *dsa%d_[__builtin_ctz(m_)] = dsv%d_[__builtin_ctz(m_)];\n",
            e->ds_inst[j], e->ds_inst[j], e->ds_inst[j]);
      out(e, "} else { " HD_COPY_END "\n");
    } else out(e, "{\n");
    if (e->nds) out(e, "const int ds_ = 0;\n");
    sb_puts(e->o, general->p ? general->p : "");
    out(e, "}\n}\n");
    if (d >= 0) {
      /* the lanes sent on, counted by their marks (always written when some lanes return or
       * a group runs; otherwise all go on) */
      out(e, "nl_ = %shd_nmark(st + w_, we_ - w_, %uu);\n",
          exits ? "" : "!masked ? we_ - w_ : ", 0x8000u | (unsigned)d);
      out(e, "if (!nl_) continue;\n"); /* every lane of the warp returned */
      out(e, "full_ = nl_ == 32;\nxp_ ^= 1;\ngoto W%d_%d;\n", id, d);
    } else out(e, "continue;\n");
  }
  e->chain = 0;
  e->xread_block = 0;
  e->skip = NULL;
  out(e, "}\n"); /* warps */
  if (exits || term_state || term_real < 0) out(e, "goto SCHED_;\n");
  else /* the others waiting where all these lanes go (jn_): all there, none masked */
    out(e,
        "if (jn_ == %d) {\nmasked = 0;\ngrp = %d;\nglo_ = 0;\nghi_ = nthr;\njn_ = -2;\n}\n"
        "if (masked) goto SCHED_;\ngoto U_%d;\n",
        term_real, term_real, term_real);
  out(e, "}\n");
  return 1;
}

/* The stops a loop can reach go on the worklist (once each): their code follows. */
static void queue_stops(const int *stops, int nstops, int *worklist, int *nwork, unsigned char *queued) {
  for (int k = 0; k < nstops; k++)
    if (stops[k] >= 0 && !queued[stops[k]]) {
      queued[stops[k]] = 1;
      worklist[(*nwork)++] = stops[k];
    }
}

/* racecheck: block x may write shared memory (a store not to global, local or param
 * space, or a call); with reads too, may touch it */
static int rc_shared_ops(const emitter *e, int x, int reads) {
  const cfg_block *b = &e->cf->blocks.v[x];
  for (int k = 0; k < b->nins; k++) {
    const ptx_inst *in = &e->cf->insts.v[b->ins[k]];
    int other = in->space == SP_GLOBAL || in->space == SP_LOCAL || in->space == SP_PARAM || in->space == SP_CONST;
    if (in->op == OP_CALL) return 1;
    if (in->op == OP_ST && !other) return 1;
    if (reads && (in->op == OP_LD || in->op == OP_LDU || in->op == OP_ATOM || in->op == OP_RED) && !other) return 1;
  }
  return 0;
}
static int rc_writes(const emitter *e, int x) { return rc_shared_ops(e, x, 0); }

/* racecheck: the thread loop from s (collect_loop's in_loop) is its interval's only code
 * that touches shared memory: it is left only at a block barrier (or a barrier-only block)
 * or an exit, and entered from a block barrier or the kernel's start through controller
 * blocks that touch none. Its accesses then need no record when they meet no other
 * thread's (ck_wrap's spans, emit_tx_loop's conditions). */
static int rc_span_loop(emitter *e, int s) {
  cfg_func *cf = e->cf;
  int nb = cf->blocks.n;
  for (int x = 0; x < nb; x++) {
    if (!e->in_loop[x]) continue;
    const cfg_block *b = &cf->blocks.v[x];
    for (int k = 0; k < b->nsucc; k++) {
      int d = edge_dest(e, x, b->succ[k]);
      if (d == -2) continue;
      if (d == -4 || ((b->term != TERM_BARRIER || b->warpbar) && !(d >= 0 && cf->blocks.v[d].baronly))) return 0;
    }
  }
  unsigned char *seen = arena_alloc(&e->ar, (size_t)nb);
  int *stack = arena_alloc(&e->ar, sizeof(int) * (size_t)(nb + 1)), sp = 0;
  memset(seen, 0, (size_t)nb);
  stack[sp++] = s;
  seen[s] = 1;
  while (sp) {
    int x = stack[--sp];
    if (e->rc_pred[x] == e->rc_pred[x + 1] && x != cf->entry) return 0;
    for (int k = e->rc_pred[x]; k < e->rc_pred[x + 1]; k++) {
      int p = e->rc_pred[nb + 1 + k];
      const cfg_block *b = &cf->blocks.v[p];
      if (e->in_loop[p] || cfg_block_barrier(b)) continue; /* the interval starts there */
      if (!b->ctrl || rc_shared_ops(e, p, 1)) return 0;
      if (!seen[p]) {
        seen[p] = 1;
        stack[sp++] = p;
      }
    }
  }
  return 1;
}

static int rc_find(int *up, int x) {
  while (up[x] != x) x = up[x] = up[up[x]];
  return x;
}

/* racecheck: the blocks whose barrier interval writes no shared memory (e->rc_quiet). The
 * blocks joined by edges that cross no block barrier (an edge out of a __syncthreads block
 * starts another interval) make a group, whatever the edges' directions; a group with no
 * block that may write holds no write in any interval it takes part in. While no thread is
 * masked, all threads pass the same block barriers, so between two of them every thread
 * runs blocks of one group: there a shared read races with nothing and needs no record
 * (the records from before are ordered with everything after). */
static void rc_quiet_blocks(emitter *e) {
  cfg_func *cf = e->cf;
  int nb = cf->blocks.n, *up = arena_alloc(&e->ar, sizeof(int) * (size_t)(nb + 1));
  unsigned char *wr = arena_alloc(&e->ar, (size_t)nb + 1);
  e->rc_quiet = arena_alloc(&e->ar, (size_t)nb + 1);
  for (int x = 0; x < nb; x++) up[x] = x, wr[x] = 0;
  for (int x = 0; x < nb; x++) {
    const cfg_block *b = &cf->blocks.v[x];
    if (cfg_block_barrier(b)) continue;
    for (int k = 0; k < b->nsucc; k++) up[rc_find(up, x)] = rc_find(up, b->succ[k]);
  }
  for (int x = 0; x < nb; x++)
    if (rc_writes(e, x)) wr[rc_find(up, x)] = 1;
  for (int x = 0; x < nb; x++) e->rc_quiet[x] = !wr[rc_find(up, x)];
  /* each block's predecessors, for rc_span_loop: block x's are rc_pred[nb + 1 + k] for k in
   * [rc_pred[x], rc_pred[x + 1]) */
  int *pr = e->rc_pred = arena_alloc(&e->ar, sizeof(int) * (size_t)(2 * nb + 2 + 2 * nb));
  memset(pr, 0, sizeof(int) * (size_t)(nb + 1));
  for (int x = 0; x < nb; x++)
    for (int k = 0; k < cf->blocks.v[x].nsucc; k++) pr[cf->blocks.v[x].succ[k] + 1]++;
  for (int x = 0; x < nb; x++) pr[x + 1] += pr[x];
  int *fill = up; /* the groups are known: up serves as the fill positions */
  for (int x = 0; x <= nb; x++) fill[x] = pr[x];
  for (int x = 0; x < nb; x++)
    for (int k = 0; k < cf->blocks.v[x].nsucc; k++) pr[nb + 1 + fill[cf->blocks.v[x].succ[k]]++] = x;
}

/* The one place the threads a clip keeps (those that take c.go at block s) can stop at, or
 * -3: the stops reachable from c.go inside the loop, where s is not reached again. */
static int clip_kept_stop(emitter *e, int s, const clip *c) {
  cfg_func *cf = e->cf;
  int nb = cf->blocks.n, *stack = arena_alloc(&e->ar, sizeof(int) * (size_t)(nb + 1)), sp = 0, stop = -3;
  unsigned char *seen = arena_alloc(&e->ar, (size_t)nb + 1);
  memset(seen, 0, (size_t)nb + 1);
  int d = edge_dest(e, s, c->go);
  if (d != -2) return d == -1 || d == -4 ? -3 : d;
  stack[sp++] = c->go;
  seen[c->go] = 1;
  while (sp) {
    int x = stack[--sp];
    const cfg_block *b = &cf->blocks.v[x];
    if (x == s || b->term == TERM_RET) return -3;
    for (int k = 0; k < b->nsucc; k++) {
      int y = b->succ[k], dy = edge_dest(e, x, y);
      if (dy == -2) {
        if (!seen[y]) seen[y] = 1, stack[sp++] = y;
        continue;
      }
      if (dy < 0 || (stop >= 0 && dy != stop)) return -3;
      stop = dy;
    }
  }
  return stop;
}

/* Whether the scheduler, given the threads at block x and the others at j (a block, or -1:
 * gone), would run those at x next (hd_sched: the least in its order of the places that are
 * not barriers; only when all are, the least barrier place). */
static int sched_runs_first(emitter *e, int x, int j) {
  if (e->sched_rot || e->nbar || e->check) return 0;
  if (j < 0) return e->sched_bb[x] != 1; /* the one place left, unless past a barrier alone */
  if (e->sched_bb[x]) return 0;
  return e->sched_bb[j] || e->sched_prio[x] < e->sched_prio[j];
}

static void emit_thread_loop(emitter *e, int s, int *worklist, int *nwork, unsigned char *queued) {
  cfg_func *cf = e->cf;
  int *stops = arena_alloc(&e->ar, sizeof(int) * (size_t)(cf->blocks.n + 2)), nstops;
  collect_loop(e, s, stops, &nstops);
  int has_exit = 0, nreal = 0;
  for (int k = 0; k < nstops; k++) {
    if (stops[k] < 0) has_exit = 1;
    else nreal++;
  }
  clip c = plan_clip(e, s);
  if (c.ok) {
    int k;
    for (k = 0; k < nstops && stops[k] != c.skip_dest; k++)
      ;
    if (k == nstops) {
      stops[nstops++] = c.skip_dest;
      if (c.skip_dest < 0) has_exit = 1;
      else nreal++;
    }
  }
  e->state_needed = e->nbar || nreal > 1 || (has_exit && nreal > 0);
  e->rc_spans = (e->check & COMPILE_CHECK_RACE) && rc_span_loop(e, s);
  out(e, "{ /* thread loop from block %d */\n", s);
  out(e, "ep_ += %du;\n", e->nsites); /* tags warp-exchange values with this run of the loop */
  cfg_block *sblk = &cf->blocks.v[s];
  if (sblk->nins && (e->cf->insts.v[sblk->ins[0]].flags & IF_POST)) /* see emit_exchange */
    out(e, "memcpy(xv2_, xv_, (sizeof(xt_t) + 4) * (size_t)nthr);\n");
  e->xaff_on = 1; /* glo_: a thread of the running group (hd_grange), 0 when all run */
  for (int r = 0; r < cf->nregs; r++)
    if (xaff_load(e, s, r))
      out(e, "const uint32_t xb%d_ = S%d[glo_ < nthr ? glo_ : 0] - %uu * (glo_ %% ntx);\n", r, r,
          (unsigned)cf->xaff[r]);
  if (c.ok) {
    out(e, "uint32_t lo_ = 0, hi_ = ntx;\n");
    out(e, "if (%s) {\n", c.call);
    /* skipped threads of the running group record where they went */
    e->row_skip = c.skip_dest < 0 ? 0xFFFFu : (unsigned)c.skip_dest;
    out(e, "if (%d || masked) hd_clip_mark(st, nthr, ntx, lo_, hi_, masked, grp, %u);\n", e->state_needed, e->row_skip);
    e->clip_branch = c.exact ? cf->blocks.v[s].ins[cf->blocks.v[s].nins - 1] : -1;
    e->clip_go = c.go;
    e->row_cond = c.row;
    e->clip_col = c.col;
    e->loop_label++;
    emit_loop_nest(e, s, "lo_", "hi_");
    e->clip_col = 0;
    e->row_cond = NULL;
    e->clip_branch = -1;
    /* all went one place, the rest (marked) another, as `if (warp == 0) { ... }` leaves
     * them: what the scheduler would run next, straight on, its range from the clip's. Not
     * when the bounds keep every thread (`if (i < n)` in all blocks but the last): the
     * scheduler finds them all at one place and runs them unmasked, where a chain's
     * full-warp copies serve (masked, its loops test each lane: 20% slower, found in review) */
    int kept = clip_kept_stop(e, s, &c); /* two places (or one and gone): st[] is written */
    /* not when rows were tested or the threads in bounds test the guard: then some there
     * went the other way, row 0's too (glo_ must be a thread that went to kept: xb<r>_) */
    if (kept >= 0 && kept != c.skip_dest && c.exact && !c.row && sched_runs_first(e, kept, c.skip_dest)) {
      out(e, "if (!masked && lo_ < hi_ && (lo_ || hi_ < ntx)) {\n");
      out(e, "masked = 1;\ngrp = %d;\nglo_ = lo_;\nghi_ = nthr - ntx + hi_;\n", kept);
      out(e, "jn_ = %d;\ngoto U_%d;\n}\n", c.skip_dest < 0 ? -2 : c.skip_dest, kept);
    }
    out(e, "} else {\n");
  }
  e->loop_label++;
  emit_loop_nest(e, s, "0", "ntx");
  if (c.ok) out(e, "}\n");
  e->rc_spans = 0;
  e->xaff_on = 0;
  /* dispatch: straight on when every thread went to one place; else the scheduler
   * (hd_sched) picks the group of threads to run next */
  queue_stops(stops, nstops, worklist, nwork, queued);
  if (!e->state_needed) {
    if (nreal == 1) {
      for (int k = 0; k < nstops; k++)
        if (stops[k] >= 0) out(e, "if (!masked) goto U_%d;\n", stops[k]);
    } else out(e, "if (!masked) return 0;\n");
  }
  out(e, "goto SCHED_;\n}\n");
}

/* The passes of a full tile of a lockstep loop (G threads of one row of the block, from
 * tlo_): the registers the loop carries are loaded into local arrays T<r>_[G] once, and
 * each pass is the loop body unrolled G times, one copy a thread, until none goes round
 * again; exits store to S[t] as stops do. The C compiler keeps the arrays in registers, so
 * a pass costs what G threads' iterations do, their dependence chains interleaved (one
 * thread per row of a matrix-vector product: G independent sums where one thread at a time
 * waits on each add). A partial tile runs the general passes. */
static void emit_lockstep_tile(emitter *e, int h, int tile, int *stops, int *nstops) {
  cfg_func *cf = e->cf;
  collect_loop(e, h, stops, nstops);
  out(e, "if (thi_ - tlo_ == %du && tlo_ / ntx == (thi_ - 1) / ntx) {\n", tile);
  out(e, "const uint32_t ty = tlo_ / ntx %% nty, tz = tlo_ / ntx / nty; (void)ty; (void)tz;\n");
  out(e, "const size_t tb_ = tlo_ - tlo_ %% ntx;\nconst uint32_t tx0_ = (uint32_t)(tlo_ - tb_);\n");
  for (int r = 0; r < cf->nregs; r++) /* no ivc_ or xb<r>_ forms in a tile: each one's T array */
    if (carried_in(e, h, r)) {
      out(e, "%s T%d_[%d];\n", ctype(regtype(e, r)), r, tile);
      out(e, "for (uint32_t g_ = 0; g_ < %du; g_++) T%d_[g_] = S%d[tb_ + tx0_ + g_];\n", tile, r, r);
    }
  out(e, "for (;;) {\nuint32_t ln_ = 0;\n");
  e->state_needed = 1;
  e->skip = fmt(e, "st[t] != %u", 0x8000u | (unsigned)h);
  e->clip_branch = -1;
  e->tile = tile;
  e->loop_label++;
  emit_tx_loop(e, h, "tx0_", fmt(e, "(tx0_ + %du)", tile));
  e->tile = 0;
  out(e, "if (!ln_) break;\n}\ncontinue;\n}\n");
}

/* Whether the loop's one step of the stepped register iv (collect_loop done) adds an
 * amount the loop does not change: then every pass adds the same, and the next base is
 * the last one plus the step found after the first pass. */
static int ls_step_fixed(emitter *e, int iv) {
  cfg_func *cf = e->cf;
  const ptx_inst *step = NULL;
  for (int x = 0; x < cf->blocks.n; x++)
    for (int k = 0; e->in_loop[x] && k < cf->blocks.v[x].nins; k++) {
      const ptx_inst *in = &cf->insts.v[cf->blocks.v[x].ins[k]];
      int defs[8], nd = cfg_inst_defs(in, defs);
      for (int d = 0; d < nd; d++)
        if (defs[d] == iv) {
          if (step || (in->op != OP_ADD && in->op != OP_SUB) || in->guard >= 0) return 0;
          step = in;
        }
    }
  if (!step || (step->op == OP_SUB && !(step->ops[1].kind == OPK_REG && step->ops[1].reg == iv))) return 0;
  for (int j = 1; j <= 2; j++) {
    const ptx_operand *o = &step->ops[j];
    if (o->kind == OPK_REG && o->reg == iv) continue;
    if (o->kind == OPK_IMM) continue;
    if (o->kind != OPK_REG || bs_has(e->loop_defs, o->reg)) return 0;
  }
  return 1;
}

/* An operand a lockstep pass may read before its tx loop: the same for every thread and
 * every pass (a constant, or a controller register the loop does not write) */
static int ls_invariant(emitter *e, const ptx_operand *o) {
  cfg_func *cf = e->cf;
  if (o->kind == OPK_IMM) return 1;
  if (o->kind != OPK_REG || o->neg || cf->varying[o->reg] || bs_has(e->loop_defs, o->reg)) return 0;
  return cf->cls[o->reg] == RC_CTRL || emit_const_def(e, o->reg); /* emit_rd writes a constant's value */
}

/* A counted pass in which every thread goes round again, known before the pass (a
 * grid-stride loop's passes but its last): the loop's one back edge is a conditional branch
 * whose other way leaves the loop, on `iv CMP B` computed in the same block, B invariant
 * (ls_invariant) and iv read after its step there (or before it). In the pass iv is ivc_ +
 * tx, after the step ivc_ + ivd_ + tx (the step known: stp_): where that does not wrap
 * over [lo, hi), CMP is monotone in tx, and both ends staying means all stay. Returns the
 * branch's instruction, with *cond that test, *go the successor that stays and *sole set
 * when no other way leads out of the loop (then st[] needs no test after the pass); else
 * -1. The pass without the exit has no branch a thread, nor a store of st[] (histogram: 1.1x
 * faster; a loop gcc can vectorize without masks). */
static int ls_full_pass(emitter *e, int iv, const char *lo, const char *hi, const char **cond, int *go, int *sole) {
  cfg_func *cf = e->cf;
  int latch = -1, nback = 0, exits = 0;
  for (int x = 0; x < cf->blocks.n; x++) {
    const cfg_block *b = &cf->blocks.v[x];
    if (!e->in_loop[x]) continue;
    if (b->term == TERM_RET || b->term == TERM_TRAP || b->term == TERM_BARRIER) exits++;
    for (int k = 0; k < b->nsucc; k++) {
      int d = edge_dest(e, x, b->succ[k]);
      if (d == -4) nback++, latch = x;
      else if (d != -2) exits++;
    }
  }
  if (nback != 1 || cf->blocks.v[latch].term != TERM_CBRA) return -1;
  const cfg_block *lb = &cf->blocks.v[latch];
  int st = edge_dest(e, latch, lb->succ[0]) == -4 ? 0 : 1, out_d = edge_dest(e, latch, lb->succ[1 - st]);
  if (out_d == -2 || out_d == -4) return -1;
  const ptx_inst *br = &cf->insts.v[lb->ins[lb->nins - 1]];
  int p = br->guard;
  if (br->op != OP_BRA || p < 0 || cf->ndefs[p] != 1 || cf->inst_block[cf->definst[p]] != latch) return -1;
  const ptx_inst *d = &cf->insts.v[cf->definst[p]];
  if (d->op != OP_SETP || d->bop != BOP_NONE || d->guard >= 0 || isf(d->type) || bits(d->type) != 32) return -1;
  int neg = br->guard_neg ^ (d->ops[0].reg2 == p) ^ st; /* stays when the compare is !neg */
  const char *op;
  int uns = !issigned(d->type);
  switch (d->cmp) {
  case CMP_LO: uns = 1; /* fall through */
  case CMP_LT: op = "<"; break;
  case CMP_LS: uns = 1; /* fall through */
  case CMP_LE: op = "<="; break;
  case CMP_HI: uns = 1; /* fall through */
  case CMP_GT: op = ">"; break;
  case CMP_HS: uns = 1; /* fall through */
  case CMP_GE: op = ">="; break;
  default: return -1;
  }
  int side = d->ops[1].kind == OPK_REG && d->ops[1].reg == iv && !d->ops[1].neg ? 1 : 2;
  if (!(d->ops[side].kind == OPK_REG && d->ops[side].reg == iv && !d->ops[side].neg) ||
      !ls_invariant(e, &d->ops[3 - side]))
    return -1;
  int at_step = -1, at_cmp = -1; /* the step (iv's one definition in the loop) and the compare */
  for (int k = 0; k < lb->nins; k++) {
    const ptx_inst *in = &cf->insts.v[lb->ins[k]];
    int defs[8], nd = cfg_inst_defs(in, defs);
    for (int j = 0; j < nd; j++)
      if (defs[j] == iv) at_step = k;
    if (in == d) at_cmp = k;
  }
  if (at_step < 0) return -1; /* stepped in another block: before or after, not known here */
  const char *v = at_step < at_cmp ? "ivc_ + ivd_" : "ivc_", *ct = uns ? "uint32_t" : "int32_t";
  const char *b = emit_rd(e, &d->ops[3 - side], uns ? TY_U32 : TY_S32, d->line), *ends[2];
  for (int j = 0; j < 2; j++) {
    const char *a = fmt(e, "((%s)(uint32_t)(%s + %s))", ct, v, j ? fmt(e, "(%s) - 1u", hi) : lo);
    ends[j] = fmt(e, "%s(%s %s %s)", neg ? "!" : "", side == 1 ? a : b, op, side == 1 ? b : a);
  }
  *cond = fmt(e, "stp_ && hd_nw%c((int64_t)(%s)(uint32_t)(%s), 1LL, %s, %s) && %s && %s", uns ? 'u' : 's', ct, v, lo,
              hi, ends[0], ends[1]);
  *go = lb->succ[st];
  *sole = exits == 1;
  return lb->ins[lb->nins - 1];
}

/* A lockstep loop (cfg_lockstep) headed by h: the threads that reach it (the group being
 * scheduled, or all) are marked 0x8000 | h in st[] and run it one iteration per pass, each
 * pass a thread loop over the marked threads that ends at the back edge (the thread stays
 * marked, its loop-carried values in S[t]) or at an exit (a stop). While at least a quarter
 * of the threads that made the first pass go on, passes go on; the rest finish one thread
 * at a time in an ordinary thread loop (threads whose trip counts differ much cost no
 * more than that). Then the scheduler finds the threads at the loop's exits. */
static void emit_lockstep(emitter *e, int h, int *worklist, int *nwork, unsigned char *queued) {
  cfg_func *cf = e->cf;
  int *stops = arena_alloc(&e->ar, sizeof(int) * (size_t)(cf->blocks.n + 2)), nstops;
  unsigned mark = 0x8000u | (unsigned)h;
  int tile = cf->blocks.v[h].lstile;
  /* a loop in which each thread walks a row of its own runs for a tile of threads at a
   * time, [tlo_, thi_): that many rows streamed at once, their chains interleaved
   * (emit_lockstep_tile) */
  const char *lo = "0", *hi = "ntx";
  out(e, "{ /* lockstep loop from block %d */\n", h);
  if (tile) {
    out(e, "for (uint32_t tlo_ = glo_; tlo_ < ghi_; tlo_ += %du) {\n", tile);
    out(e, "const uint32_t thi_ = ghi_ - tlo_ < %du ? ghi_ : tlo_ + %du;\n", tile, tile);
    out(e, "for (uint32_t t = tlo_; t < thi_; t++) if (!masked || st[t] == grp) st[t] = %u;\n", mark);
    lo = "(tlo_ > tb_ ? (uint32_t)(tlo_ - tb_) : 0u)";
    hi = "(thi_ <= tb_ ? 0u : thi_ - tb_ < ntx ? (uint32_t)(thi_ - tb_) : ntx)";
  } else out(e, "for (uint32_t t = glo_; t < ghi_; t++) if (!masked || st[t] == grp) st[t] = %u;\n", mark);
  out(e, "uint32_t ln_ = 0, l0_ = 0;\n");
  /* a stepped register whose threads start at base + tid.x stays so: each pass computes
   * it from ivc_ (the base, found again after every pass) instead of loading it, so the C
   * compiler sees the loads and stores it indexes as contiguous */
  int iv = cf->blocks.v[h].lsiv - 1;
  /* where the threads do not start so (a lane-stride loop from per-warp bases: spmv's rows
   * of 32-64 entries ran 59 -> 84 ms as gathering passes), they run it one at a time */
  if (iv >= 0) {
    out(e, "uint32_t ivc_ = 0, ivp_ = 0, ivd_ = 0, ca_ = 0, cb_ = 0; (void)ivp_; (void)ivd_; (void)ca_; (void)cb_;\n");
    out(e, "int cnt_ = 0, lc_ = 0, stp_ = 0; (void)cnt_; (void)lc_; (void)stp_;\n");
    out(e, "if (!hd_ls_base(S%d, st, %uu, ntx, nthr, 1, &ivc_)) ln_ = 1;\nelse\n", iv, mark);
  }
  /* counted passes: while the marked threads are a contiguous range of one row, [ca_, cb_),
   * a pass (lc_: the last one was) runs that range with no test of st[] and no count; after it, a vectorized test
   * of st[] sees whether all go on, and where some left, a scan finds the range again (a
   * scan after every pass made a vectorized grid-stride sum 13% slower; with a count in the
   * pass instead, a scalar histogram's loop was no faster than before) */
  int counted = iv >= 0 && !e->check;
  e->lockstep = h;
  if (tile && !e->check) emit_lockstep_tile(e, h, tile, stops, &nstops);
  if (counted) {
    out(e, "for (int it_ = (ln_ = hd_ls_range(st, %uu, glo_, ghi_, &ca_, &cb_), ", mark);
    out(e, "cnt_ = ln_ && ln_ == cb_ - ca_ && ca_ / ntx == (cb_ - 1) / ntx, 0);; it_++) {\nln_ = 0;\nlc_ = cnt_;\n");
  } else out(e, "for (int it_ = 0;; it_++) {\nln_ = 0;\n");
  collect_loop(e, h, stops, &nstops);
  e->state_needed = 1;
  e->clip_branch = -1;
  e->ls_iv = iv;
  /* where the step is fixed, a counted pass after the first stores the stepped register
   * nowhere: the next base is the last one plus the step (stp_ once that is known) */
  int fixed = counted && ls_step_fixed(e, iv);
  if (counted) {
    out(e, "if (cnt_) {\nconst size_t tb_ = ca_ - ca_ %% ntx;\n");
    out(e, "const uint32_t ty = (uint32_t)(tb_ / ntx %% nty), tz = (uint32_t)(tb_ / ntx / nty); (void)ty; (void)tz;\n");
    e->skip = "0";
    e->ls_count = fixed ? 2 : 1;
    const char *plo = "(uint32_t)(ca_ - tb_)", *phi = "(uint32_t)(cb_ - tb_)", *all = NULL;
    int go = -1, sole = 0, br = fixed ? ls_full_pass(e, iv, plo, phi, &all, &go, &sole) : -1;
    if (br >= 0) { /* every thread goes round: the pass without the loop's exit */
      out(e, "const int fp_ = %s;\nif (fp_) {\n", all);
      e->clip_branch = br;
      e->clip_go = go;
      e->loop_label++;
      emit_tx_loop(e, h, plo, phi);
      e->clip_branch = -1;
      out(e, "} else {\n");
    }
    e->loop_label++;
    emit_tx_loop(e, h, plo, phi);
    if (br >= 0) out(e, "}\n");
    e->ls_count = 0;
    out(e, "if (%shd_ls_all(st, %uu, ca_, cb_)) ln_ = cb_ - ca_;\n", br >= 0 && sole ? "fp_ || " : "", mark);
    out(e, "else {\nln_ = hd_ls_range(st, %uu, ca_, cb_, &ca_, &cb_);\ncnt_ = ln_ == cb_ - ca_;\n}\n", mark);
    out(e, "} else {\n");
  }
  e->skip = fmt(e, "st[t] != %u", mark);
  e->loop_label++;
  emit_loop_nest(e, h, lo, hi);
  if (counted) out(e, "}\n");
  e->ls_iv = -1;
  out(e, "if (!it_) l0_ = ln_;\nif (!ln_ || ln_ * 4 < l0_) break;\n");
  if (iv >= 0) { /* the next base: from the first marked thread's S[t], or, the step fixed and known, by it */
    out(e, "ivp_ = ivc_;\n%s", fixed ? "if (stp_) ivc_ += ivd_;\nelse {\n" : "");
    out(e, "hd_ls_base(S%d, st, %uu, ntx, nthr, 0, &ivc_);\nivd_ = ivc_ - ivp_;\n%s", iv, mark,
        fixed ? "stp_ = 1;\n}\n" : "");
  }
  out(e, "}\n");
  /* the few left read the stepped register from S[t]: after a counted pass that stored it
   * nowhere, it goes there (the break came before the base moved on; general passes store it) */
  if (fixed)
    out(e,
        "if (stp_ && lc_) for (uint32_t t = ca_; t < cb_; t++) if (st[t] == %uu) S%d[t] = ivc_ + ivd_ + (uint32_t)(t %% ntx);\n",
        mark, iv);
  e->lockstep = -1;
  out(e, "if (ln_) { /* the few left, one at a time */\n");
  collect_loop(e, h, stops, &nstops);
  e->state_needed = 1;
  e->loop_label++;
  emit_loop_nest(e, h, lo, hi);
  out(e, "}\n");
  if (tile) out(e, "}\n");
  e->skip = NULL;
  queue_stops(stops, nstops, worklist, nwork, queued);
  out(e, "goto SCHED_;\n}\n");
}

static void emit_ctrl_block(emitter *e, int x, int *worklist, int *nwork, unsigned char *queued) {
  cfg_block *b = &e->cf->blocks.v[x];
  e->ctx = CTX_CTRL;
  if (b->spin == 1) out(e, "if (b->yield) b->yield(b); /* waits for other blocks */\n");
  for (int k = 0; k < b->nins; k++) {
    ptx_inst *in = &e->cf->insts.v[b->ins[k]];
    if (ptx_opinfos[in->op].flags & F_BARRIER) emit_check_barrier(e, in);
    if (cfg_is_bar_red(in)) {
      const char *p = emit_rd(e, &in->ops[2], TY_PRED, in->line);
      emit_wr_op(e, &in->ops[0], TY_U32, in->bop == BOP_POPC ? fmt(e, "(%s ? hd_nlive(st, nthr, masked) : 0u)", p) : p,
                 in->line);
      continue;
    }
    if (in->op == OP_BRA || in->op == OP_RET || in->op == OP_EXIT || (ptx_opinfos[in->op].flags & F_BARRIER)) continue;
    emit_inst(e, in);
  }
  int targets[2] = {-1, -1};
  switch (b->term) {
  case TERM_CBRA: {
    ptx_inst *br = &e->cf->insts.v[b->ins[b->nins - 1]];
    out(e, "if (%sr%d) goto U_%d;\ngoto U_%d;\n", br->guard_neg ? "!" : "", br->guard, b->succ[0], b->succ[1]);
    targets[0] = b->succ[0];
    targets[1] = b->succ[1];
    break;
  }
  case TERM_BARRIER:
    if (e->check & COMPILE_CHECK_RACE) out(e, "b->rcbase++; /* racecheck: every thread is past a barrier */\n");
    /* fall through */
  case TERM_BRA:
  case TERM_FALL:
    out(e, "goto U_%d;\n", b->succ[0]);
    targets[0] = b->succ[0];
    break;
  default: out(e, "return 0;\n");
  }
  for (int k = 0; k < 2; k++)
    if (targets[k] >= 0 && !queued[targets[k]]) {
      queued[targets[k]] = 1;
      worklist[(*nwork)++] = targets[k];
    }
}

/* x follows a bar.red that thread loops ran: all threads have left their predicate in
 * red_[t]; the controller combines them into the (uniform) result register. */
static void emit_bar_red_result(emitter *e, int x) {
  cfg_func *cf = e->cf;
  for (int y = 0; y < cf->blocks.n; y++) {
    cfg_block *pb = &cf->blocks.v[y];
    if (pb->term != TERM_BARRIER || pb->ctrl || !pb->nsucc || pb->succ[0] != x || !pb->nins) continue;
    ptx_inst *in = &e->cf->insts.v[pb->ins[pb->nins - 1]];
    if (!cfg_is_bar_red(in)) continue;
    int op = in->bop == BOP_POPC ? 0 : in->bop == BOP_AND ? 1 : 2;
    emit_wr_op(e, &in->ops[0], TY_U32, fmt(e, "hd_bar_red(red_, st, nthr, masked, %d)", op), in->line);
  }
}

/* The atomic of the group of threads at x, which starts with an aggregated atomic's second
 * half (cfg_aggregate): the threads there are those that ran its first half since the last
 * time, each of which added its operand to ags_ and kept the sum before it in ag_; one
 * atomic adds ags_ (agb_: its old value). */
static void emit_agg(emitter *e, int x) {
  const ptx_inst *in = &e->cf->insts.v[e->cf->blocks.v[x].ins[0]];
  int w = bits(in->type), site = in->callee;
  out(e, "hd_rq_poke(b); /* one atomic for the threads at an atomic on one counter */\n");
  out(e, "agb%d_ = __atomic_fetch_add((uint%d_t *)(uintptr_t)aga%d_, (uint%d_t)ags%d_, __ATOMIC_SEQ_CST);\n", site, w,
      site, w, site);
  out(e, "ags%d_ = 0;\n", site);
}

static int64_t align_up(int64_t x, int64_t a) { return a > 1 ? (x + a - 1) / a * a : x; }

/* The group scheduler's tables (hd_sched): which resume points follow a block-wide barrier
 * or are about to run one, and the order in which groups run. */
static void sched_tables(emitter *e, int waits) {
  cfg_func *cf = e->cf;
  int nb = cf->blocks.n;
  e->sched_bb = arena_alloc(&e->ar, (size_t)nb + 1);
  e->sched_prio = arena_alloc(&e->ar, sizeof(int) * (size_t)(nb + 1));
  e->sched_rot = waits;
  for (int x = 0; x < nb; x++) {
    int bb = 0;
    for (int y = 0; y < nb; y++) {
      cfg_block *pb = &cf->blocks.v[y];
      if (cfg_block_barrier(pb) && pb->nsucc && pb->succ[0] == x) bb = 1;
    }
    /* threads about to run a block that ends in __syncthreads wait for the others too */
    cfg_block *xb = &cf->blocks.v[x];
    if (!bb && cfg_block_barrier(xb)) bb = 2;
    /* threads leave a wait for the block's others in different passes: controller code
     * runs once for them all, so they gather before it as before a __syncthreads */
    if (!bb && waits && xb->ctrl) bb = 2;
    e->sched_bb[x] = (unsigned char)bb;
  }
  /* groups run in reverse postorder: the lanes on the sides of a branch before those at
   * its join, so that they meet there (cfg_reconverge) */
  int *rpo = arena_alloc(&e->ar, sizeof(int) * (size_t)(nb + 1)),
      *stk = arena_alloc(&e->ar, sizeof(int) * (size_t)(nb + 1)),
      *nxt = arena_alloc(&e->ar, sizeof(int) * (size_t)(nb + 1)), n_rpo = nb, sp = 0;
  unsigned char *vis = arena_alloc(&e->ar, (size_t)nb + 1);
  memset(vis, 0, (size_t)nb + 1);
  for (int x = 0; x < nb; x++) rpo[x] = nb;
  stk[sp++] = 0;
  vis[0] = 1;
  nxt[0] = 0;
  while (sp) {
    int x = stk[sp - 1];
    cfg_block *xb = &cf->blocks.v[x];
    if (nxt[x] < xb->nsucc) {
      int y = xb->succ[nxt[x]++];
      if (!vis[y]) {
        vis[y] = 1;
        nxt[y] = 0;
        stk[sp++] = y;
      }
    } else {
      rpo[x] = --n_rpo;
      sp--;
    }
  }
  for (int x = 0; x < nb; x++) e->sched_prio[x] = cf->blocks.v[x].spin >= 2 ? 0x8000 + rpo[x] : rpo[x];
}

static void emit_kernel_body(emitter *e, int fi, cfg_func *cf, emit_sizes *ki) {
  ptx_func *f = &e->m->funcs.v[fi];
  e->f = f;
  e->fidx = fi;
  e->cf = cf;
  e->rc_quiet = NULL;
  e->nbar = cfg_has_nbar(cf);
  /* racecheck orders accesses by counting each thread's block-wide barriers; a named barrier
   * orders only some threads: such kernels go unchecked for races (memcheck still applies) */
  if (e->nbar) e->check &= ~COMPILE_CHECK_RACE;
  if (e->check & COMPILE_CHECK_RACE) rc_quiet_blocks(e);
  /* memory layout: kernel shared symbols after the module's, dynamic after both */
  int64_t sh = e->mod_shared, loc = 0;
  int64_t *loff = arena_alloc(&e->ar, sizeof(int64_t) * (size_t)(f->syms.n + 1));
  for (int i = 0; i < f->syms.n; i++) {
    ptx_sym *s = &f->syms.v[i];
    if (s->space == SP_SHARED) {
      sh = align_up(sh, s->align);
      loff[i] = sh;
      sh += s->size;
    }
    if (s->space == SP_LOCAL) {
      loc = align_up(loc, s->align);
      loff[i] = loc;
      loc += s->size;
    }
  }
  e->local_off = loff;
  e->local_size = align_up(loc, 16);
  e->dynoff = align_up(sh, 16);
  if (e->dynoff > UINT32_MAX || e->local_size > UINT32_MAX) /* emit_sizes holds 32-bit sizes */
    emit_err(e, f->line, "too much shared or local memory (%lld and %lld bytes)", (long long)e->dynoff,
             (long long)e->local_size);
  int64_t scratch = 0;
  int naggs = 0; /* atomics on one counter (cfg_aggregate): each thread's operand in ag_ */
  for (int i = 0; i < cf->insts.n; i++)
    if (cf->insts.v[i].op == OP_ATOM && (cf->insts.v[i].flags & IF_AGG) && cf->insts.v[i].callee >= naggs)
      naggs = cf->insts.v[i].callee + 1;
  if (naggs) scratch = 8;
  for (int r = 0; r < cf->nregs; r++)
    if (cf->scratch[r]) scratch += bits(regtype(e, r)) <= 8 ? 1 : bits(regtype(e, r)) / 8;
  ki->shared_static = (uint32_t)e->dynoff;
  ki->local_size = (uint32_t)e->local_size;
  ki->scratch_per_thread = (uint32_t)((scratch + 15) & ~15);
  /* A block of at most n threads (.maxntid or .reqntid, which launches enforce) has its
   * per-thread arrays n + 16 apart, a constant: each array is then the scratch pointer plus
   * a constant offset to the C compiler, not a pointer of its own (a loop touching 15
   * spilled values kept 15 pointers, in registers or reloaded from the stack). The 16
   * puts successive arrays on different cache sets when n is a power of two. */
  const int *lim = f->reqntid[0] ? f->reqntid : f->maxntid;
  int64_t most = (int64_t)lim[0] * (lim[1] ? lim[1] : 1) * (lim[2] ? lim[2] : 1);
  ki->scratch_threads = lim[0] > 0 && most <= 1024 ? (uint32_t)most + 16 : 0;

  out(e, "\n/* kernel %s */\n", f->name);
  emit_warp_prog_defs(e, 0);
  out(e, "int hdk_%d(hd_block *b) {\n", fi);
  if (e->shape) /* compiled for one launch shape: the runtime runs it for that shape only */
    out(e, "const uint32_t ntx = %uu, nty = %uu, ntz = %uu, nthr = %uu;\n", e->shape[0], e->shape[1], e->shape[2],
        e->shape[0] * e->shape[1] * e->shape[2]);
  else out(e, "const uint32_t ntx = b->ntid[0], nty = b->ntid[1], ntz = b->ntid[2], nthr = b->nthreads;\n");
  out(e, "unsigned char *const shm = b->shared; const unsigned char *const prm = b->params;\n");
  if (e->check & COMPILE_CHECK_RACE) /* racecheck: the block's records and shared size, kept in registers */
    out(e, "hd_rrec *const rcr_ = b->rcrec; const uint32_t rcsh_ = b->shtot; (void)rcr_; (void)rcsh_;\n");
  e->ck_site = NULL;
  if ((e->check & COMPILE_CHECK_ACCESSES) && !(e->check & COMPILE_CHECK_RACE)) {
    /* memcheck, initcheck: each global or generic access site keeps the allocation it last
     * found (hd_ck_site) */
    int n = 0;
    e->ck_site = arena_alloc(&e->ar, sizeof(int) * (size_t)(cf->insts.n + 1));
    for (int i = 0; i < cf->insts.n; i++) {
      const ptx_inst *in = &cf->insts.v[i];
      int mem = in->op == OP_LD || in->op == OP_LDU || in->op == OP_ST || in->op == OP_ATOM || in->op == OP_RED;
      e->ck_site[i] = mem && (in->space == SP_GLOBAL || in->space == SP_GENERIC) ? n++ : -1;
    }
    if (n)
      out(e, "uint64_t cks_[%d][2]; for (int i_ = 0; i_ < %d; i_++) cks_[i_][0] = UINT64_MAX, cks_[i_][1] = 0;\n", n,
          n);
  }
  out(e,
      "const uint32_t ctax_ = b->ctaid[0], ctay_ = b->ctaid[1], ctaz_ = b->ctaid[2], nctax_ = b->nctaid[0], "
      "nctay_ = b->nctaid[1], nctaz_ = b->nctaid[2];\n");
  out(e, "(void)ctax_; (void)ctay_; (void)ctaz_; (void)nctax_; (void)nctay_; (void)nctaz_;\n");
  out(e, "uint16_t *const st = (uint16_t *)b->state; int masked = 0, grp = 0;\n");
  out(e, "uint32_t glo_ = 0, ghi_ = nthr; (void)glo_; (void)ghi_;\n"); /* the running group's threads */
  /* jn_: while a group runs that the code sent on without the scheduler (emit_thread_loop),
   * the place where all other threads wait, else -2 */
  out(e, "int jn_ = -2; (void)jn_;\n");
  out(e, "unsigned char *const red_ = b->state + 2 * (size_t)nthr; (void)red_;\n");
  /* warp exchanges: this run's values and tags (xv_, xa_) and the copy that is read (xv2_, xa2_) */
  int wide = 0;
  for (int i = 0; i < cf->insts.n; i++)
    if (cf->insts.v[i].op == OP_MATCH && bits(cf->insts.v[i].type) == 64) wide = 1;
  out(e, "typedef %s xt_t;\n", wide ? "uint64_t" : "uint32_t");
  e->xt_wide = wide;
  out(e, "xt_t *const xv_ = (xt_t *)(b->state + ((3 * (size_t)nthr + 63) & ~(size_t)63));\n");
  out(e, "uint32_t *const xa_ = (uint32_t *)(xv_ + nthr);\n");
  out(e,
      "xt_t *const xv2_ = (xt_t *)((unsigned char *)xv_ + (((sizeof(xt_t) + 4) * (size_t)nthr + 7) & ~(size_t)7));\n");
  out(e, "uint32_t *const xa2_ = (uint32_t *)(xv2_ + nthr);\n");
  out(e, "uint32_t ep_ = 0; (void)xv_; (void)xa_; (void)xv2_; (void)xa2_; (void)ep_;\n");
  out(e, "(void)ntx; (void)nty; (void)ntz; (void)nthr; (void)shm; (void)prm; (void)st; (void)masked; (void)grp;\n");
  /* st[] needs no initialization: the first loop that records stops writes every thread's
   * entry, and `masked` (which makes loops read it) is only set after such a loop */
  for (int r = 0; r < cf->nregs; r++)
    if (cf->cls[r] == RC_CTRL) out(e, "%s r%d = 0;\n", ctype(regtype(e, r)), r);
  /* per-thread arrays, widest first so every array is aligned */
  int64_t off = 0;
  if (naggs) { /* aggregated atomics: each thread's sum of the operands before its own; per site, the
                * address, the sum of the operands and the old value the atomic of them returned */
    out(e, "uint64_t *const ag_ = (uint64_t *)(b->scratch); (void)ag_;\n");
    for (int i = 0; i < naggs; i++) out(e, "uint64_t aga%d_ = 0, ags%d_ = 0, agb%d_ = 0;\n", i, i, i);
    off = 8;
  }
  for (int w = 8; w >= 1; w /= 2)
    for (int r = 0; r < cf->nregs; r++) {
      if (!cf->scratch[r]) continue;
      int sz = bits(regtype(e, r)) <= 8 ? 1 : bits(regtype(e, r)) / 8;
      if (sz != w) continue;
      if (ki->scratch_threads)
        out(e, "%s *const S%d = (%s *)(b->scratch + %lld);\n", ctype(regtype(e, r)), r, ctype(regtype(e, r)),
            (long long)off * ki->scratch_threads);
      else
        out(e, "%s *const S%d = (%s *)(b->scratch + (size_t)nthr * %lld);\n", ctype(regtype(e, r)), r,
            ctype(regtype(e, r)), (long long)off);
      off += sz;
    }
  int nb = cf->blocks.n, has_warp = 0;
  for (int x = 0; x < nb; x++)
    if (cf->blocks.v[x].term == TERM_BARRIER && cf->blocks.v[x].warpbar) has_warp = 1;
  if (e->nbar) { /* named barriers: arrivals (warps' threads) and counts per barrier, each waiting thread's barrier */
    if (nb >= 0x1fff) emit_err(e, f->line, "a kernel this large (%d blocks) with named barriers is not supported", nb);
    out(e, "uint32_t nbc_[16] = {0}, nbn_[16] = {0};\n");
    out(e, "uint8_t *const nbid_ = b->state + ((3 * (size_t)nthr + 63) & ~(size_t)63) + 32 * (size_t)nthr;\n");
  }
  if (has_warp) /* the warp chains' exchange buffers; tags start below every pass's */
    out(e, "xt_t cxv_[2][96]; uint32_t cxa_[2][96]; memset(cxa_, 0, sizeof cxa_); memset(cxv_, 0, sizeof cxv_);\n");
  e->mma_nx = e->mma_nd = 0; /* tensor-core exchanges: operands in, results out, per thread */
  for (int x = 0; x < nb; x++) { /* a block's exchanges lie side by side (cfg_group_mma) */
    int sx, sd;
    emit_matrix_offsets(e, &cf->blocks.v[x], cf->blocks.v[x].nins, &sx, &sd);
    e->mma_nx = sx > e->mma_nx ? sx : e->mma_nx;
    e->mma_nd = sd > e->mma_nd ? sd : e->mma_nd;
  }
  if (e->mma_nx)
    out(e, "uint32_t mx_[(size_t)nthr * %d], md_[(size_t)nthr * %d], mtag_[32] = {0};\n", e->mma_nx, e->mma_nd);
  e->run_nx = e->run_nd = 0; /* warp runs: registers in and out, per thread */
  for (int i = 0; i < cf->insts.n; i++) {
    const ptx_inst *in = &cf->insts.v[i];
    if (in->op != OP_WARPRUN) continue;
    for (int h = 0; h < 2; h++) {
      int w = 0;
      for (int k = 0; k < in->ops[h].nvec; k++) w += bits(regtype(e, in->ops[h].vec[k].reg)) == 64 ? 2 : 1;
      int *m = h ? &e->run_nx : &e->run_nd;
      *m = w > *m ? w : *m;
    }
  }
  if (e->run_nx) /* wtg_: the tag of the lanes whose run each warp computed last (tags are never 0) */
    out(e,
        "uint32_t wx_[(size_t)((nthr + 31) & ~31u) * %d], wd_[(size_t)((nthr + 31) & ~31u) * %d], wtg_[32] = {0};\n"
        "uint32_t wxc_[%d] __attribute__((aligned(64))), wdc_[%d] __attribute__((aligned(64)));\n",
        e->run_nx, e->run_nd ? e->run_nd : 1, 32 * e->run_nx, 32 * (e->run_nd ? e->run_nd : 1));
  e->chained = arena_alloc(&e->ar, (size_t)nb + 1);
  memset(e->chained, 0, (size_t)nb + 1);
  e->xsite = arena_alloc(&e->ar, sizeof(int) * (size_t)(nb + 1));
  e->nsites = 0;
  for (int x = 0; x < nb; x++) e->xsite[x] = starts_post(e, x) ? ++e->nsites : 0;
  if (!e->nsites) e->nsites = 1;
  else out(e, "memset(xa_, 0, 4 * (size_t)nthr);\n"); /* no tags of the worker's last block */
  int *worklist = arena_alloc(&e->ar, sizeof(int) * (size_t)(nb + 1)), nwork = 0;
  unsigned char *queued = arena_alloc(&e->ar, (size_t)nb + 1);
  e->in_loop = calloc((size_t)nb + 1, 1);
  e->spec = NULL;
  e->spec_from = NULL;
  int shared_loads = 0;
  for (int i = 0; i < cf->insts.n; i++) shared_loads |= cf->insts.v[i].op == OP_LD && cf->insts.v[i].space == SP_SHARED;
  if (shared_loads && !e->check) { /* speculation: sp<i>_ loads clamp their offsets to the window */
    e->spec = arena_alloc(&e->ar, (size_t)cf->insts.n + 1);
    memset(e->spec, 0, (size_t)cf->insts.n + 1);
    e->spec_from = arena_alloc(&e->ar, sizeof(int) * (size_t)(nb + 1));
    e->spec_n = arena_alloc(&e->ar, sizeof(int) * (size_t)(nb + 1));
    out(e, "const uint64_t shlim_ = b->shtot; (void)shlim_;\n");
  }
  e->aff_ok = arena_alloc(&e->ar, (size_t)cf->nregs + 1);
  e->remat_done = arena_alloc(&e->ar, (size_t)cf->nregs + 1);
  e->aff_u = arena_alloc(&e->ar, sizeof(char *) * ((size_t)cf->nregs + 1));
  e->aff_k = arena_alloc(&e->ar, sizeof(int64_t) * ((size_t)cf->nregs + 1));
  e->loop_defs = calloc((size_t)cf->nwords, sizeof(bitword));
  e->loop_uses = calloc((size_t)cf->nwords, sizeof(bitword));
  worklist[nwork++] = 0;
  queued[0] = 1;
  int waits = 0, gwaits = 0; /* stops where threads wait for the block's others (spin 2, 3) */
  for (int x = 0; x < nb; x++) waits |= cf->blocks.v[x].spin >= 2, gwaits |= cf->blocks.v[x].spin == 3;
  if (waits) out(e, "uint32_t waited_ = 0; /* passes in a row at such stops and nowhere else */\n");
  if (gwaits) /* a wait other blocks may end: a wait for the block's own threads is no deadlock until it has
               * been waited on 2^20 times since (waited_ may have started again since: then not yet) */
    out(e, "uint32_t gwaited_ = 0; /* waited_ at the last pass at such a stop */\n");
  sched_tables(e, waits);
  out(e, "goto U_0;\n");
  for (int w = 0; w < nwork; w++) {
    int x = worklist[w];
    out(e, "U_%d:;\n", x);
    if ((e->check & COMPILE_CHECK_RACE) && !cf->blocks.v[x].ctrl) /* racecheck: warps go on */
      out(e, "if (b->rcwany) b->ckbar(b, 0, 0, HD_CKB_COMMIT, 0);\n");
    if (cf->blocks.v[x].spin == 2) /* no other thread of the block can end the wait: a deadlock */
      out(e, "if (++waited_ > %s(1u << 20)) return hd_stuck(b, \"%s\", %d);\n",
          gwaits ? "gwaited_ && waited_ - gwaited_ > " : "", f->name,
          cf->blocks.v[x].nins ? cf->insts.v[cf->blocks.v[x].ins[0]].line : 0);
    else if (cf->blocks.v[x].spin == 3) /* the block's others can do no more: other blocks' turn */
      out(e, "if (++waited_ > 1 && b->yield) b->yield(b);\ngwaited_ = waited_;\n");
    else if (waits) out(e, "waited_ = 0;\n");
    emit_bar_red_result(e, x);
    if (cfg_starts_agg(cf, x)) emit_agg(e, x);
    if (cf->blocks.v[x].ctrl) emit_ctrl_block(e, x, worklist, &nwork, queued);
    else {
      e->ctx = CTX_LOOP;
      if (cf->blocks.v[x].lsloop == x + 1) emit_lockstep(e, x, worklist, &nwork, queued);
      else if (!has_warp || e->nbar || !emit_warp_chain(e, x, queued, worklist, &nwork))
        emit_thread_loop(e, x, worklist, &nwork, queued);
    }
  }
  /* the group scheduler: its tables, then the choice of the next group */
  out(e, "SCHED_: {\njn_ = -2;\nstatic const unsigned char blockbar_[%d] = {", nb + 1);
  for (int x = 0; x < nb; x++) out(e, "%d,", e->sched_bb[x]);
  out(e, "0};\nstatic const uint16_t prio_[%d] = {", nb + 1);
  for (int x = 0; x < nb; x++) out(e, "%d,", e->sched_prio[x]);
  out(e, "0};\n");
  if (e->nbar) out(e, "hd_nbar_settle(st, nthr, nbid_, nbc_, nbn_);\n");
  out(e, "int nx_ = hd_sched(b, \"%s\", st, nthr, &masked, &grp, blockbar_, prio_, %s, %du, %s, &glo_, &ghi_);\n",
      f->name, waits ? "waited_" : "0", nb + 1, e->nbar ? "HD_NBWAIT" : "HD_EXIT");
  if (e->check &
      COMPILE_CHECK_SYNC) { /* heddle check's synccheck: barriers in divergent code, by the place after them */
    out(e, "static const char *const divbar_[%d] = {", nb + 1);
    for (int x = 0; x < nb; x++) {
      const char *site = NULL;
      for (int y = 0; y < nb; y++) {
        cfg_block *pb = &cf->blocks.v[y];
        if (cfg_block_barrier(pb) && pb->nsucc && pb->succ[0] == x && pb->divergent && pb->nins)
          site = emit_ck_site(e, &cf->insts.v[pb->ins[pb->nins - 1]]);
      }
      out(e, "%s,", site ? site : "0");
    }
    out(e, "0};\nif (nx_ >= 0 && divbar_[nx_]) b->ckbar(b, st, nthr, (uint16_t)nx_, divbar_[nx_]);\n");
  }
  out(e, "switch (nx_) {\ncase -1: return 0;\n");
  if (e->nbar) out(e, "case -2: return hd_nbar_stuck(b, \"%s\");\n", f->name);
  for (int x = 0; x < nb; x++)
    if (queued[x] && x != 0) out(e, "case %d: goto U_%d;\n", x, x);
  out(e, "}\nreturn hd_diverged(b, \"%s\");\n}\n", f->name);
  out(e, "}\n");
  emit_warp_prog_defs(e, 1);
  free(e->in_loop);
  free(e->loop_defs);
  free(e->loop_uses);
  e->loop_defs = e->loop_uses = NULL;
  e->aff_ok = NULL;
  e->in_loop = NULL;
  e->spec = NULL;
  e->spec_from = NULL;
  e->cf = NULL;
  e->rc_quiet = NULL;
  e->rc_pred = NULL;
  e->ck_site = NULL;
}

/* ---- .func: plain per-thread C functions ---- */

static void emit_func_body(emitter *e, int fi) {
  ptx_func *f = &e->m->funcs.v[fi];
  e->f = f;
  e->fidx = fi;
  e->ctx = CTX_FUNC;
  e->cf = NULL;
  e->dynoff = 0;
  out(e, "static int hdf_%d(hd_thread *T, unsigned char **P) {\n", fi);
  out(e, "hd_block *b = T->b; const uint32_t tx = T->tx, ty = T->ty, tz = T->tz, t = T->t;\n");
  out(e, "const uint32_t ntx = b->ntid[0], nty = b->ntid[1], ntz = b->ntid[2]; unsigned char *shm = b->shared;\n");
  out(e, "(void)tx; (void)ty; (void)tz; (void)t; (void)ntx; (void)nty; (void)ntz; (void)shm; (void)P;\n");
  out(e, "uint32_t cc_ = 0; (void)cc_;\n");
  for (int i = 0; i < f->syms.n; i++) {
    ptx_sym *s = &f->syms.v[i];
    if (s->space == SP_LOCAL)
      out(e, "unsigned char lv_%d[%lld] __attribute__((aligned(16)));\n", i, (long long)(s->size ? s->size : 1));
    if (s->space == SP_PARAM && !s->is_param)
      out(e, "unsigned char pl_%d[%lld] __attribute__((aligned(16)));\n", i, (long long)(s->size ? s->size : 8));
    if (s->space == SP_SHARED) emit_err(e, f->line, ".shared variable '%s' inside a .func is not supported", s->name);
  }
  for (int r = 0; r < f->regs.n; r++) out(e, "%s r%d = 0;\n", ctype(f->regs.v[r].type), r);
  for (int i = 0; i < f->insts.n; i++) {
    ptx_inst *in = &f->insts.v[i];
    for (int l = 0; l < f->labels.n; l++)
      if (f->labels.v[l].inst == i) out(e, "F_%d:;\n", l);
    if (ptx_opinfos[in->op].flags & F_BARRIER)
      emit_err(e, in->line, "barrier inside a non-inlined function is not supported");
    if (in->op == OP_BRA) {
      if (in->guard >= 0) out(e, "if (%sr%d) ", in->guard_neg ? "!" : "", in->guard);
      out(e, "goto F_%d;\n", in->ops[0].sym);
      continue;
    }
    if (in->op == OP_RET || in->op == OP_EXIT) {
      if (in->guard >= 0) out(e, "if (%sr%d) ", in->guard_neg ? "!" : "", in->guard);
      out(e, "return 0;\n");
      continue;
    }
    emit_inst(e, in);
  }
  for (int l = 0; l < f->labels.n; l++)
    if (f->labels.v[l].inst == f->insts.n) out(e, "F_%d:;\n", l);
  out(e, "return 0;\n}\n");
}

/* Module-level static .shared variables get fixed offsets, the same in every kernel.
 * (.global and .const variables live in memory the runtime owns: b->globals[index].) */
static void layout_module_shared(emitter *e) {
  ptx_module *m = e->m;
  int64_t sh = 0;
  e->mod_off = arena_alloc(&e->ar, sizeof(int64_t) * ((size_t)m->syms.n + 1));
  for (int i = 0; i < m->syms.n; i++) {
    ptx_sym *s = &m->syms.v[i];
    if (s->space == SP_SHARED && !s->is_extern) {
      sh = align_up(sh, s->align);
      e->mod_off[i] = sh;
      sh += s->size;
    }
  }
  e->mod_shared = sh;
}

/* Each public entry runs one emitter; an error jumps back here with the output rolled
 * back to where it started, and everything the emitter holds is freed. */
typedef void emit_fn(emitter *e, int fi, cfg_func *cf, emit_sizes *sz);

static int run_emitter(ptx_module *m, int fi, cfg_func *cf, emit_sizes *sz, emit_fn *fn, const char *filename,
                       int check, int copies, const uint32_t *shape, strbuf *o, char *err, size_t errlen) {
  emitter e = {.o = o,
               .m = m,
               .check = check,
               .copies = copies && !check,
               .shape = shape,
               .filename = filename ? filename : "<ptx>",
               .err = err,
               .errlen = errlen,
               .clip_branch = -1,
               .xaff_loop = -1,
               .lockstep = -1,
               .ls_iv = -1};
  size_t mark = o->len;
  volatile int rc = 0; /* set after the jump */
  if (setjmp(e.jb)) {
    sb_truncate(o, mark);
    free(e.in_loop);
    free(e.loop_defs);
    free(e.loop_uses);
    rc = -1;
  } else {
    layout_module_shared(&e);
    fn(&e, fi, cf, sz);
  }
  arena_free(&e.ar);
  sb_free(&e.loop_body);
  sb_free(&e.loop_conds);
  sb_free(&e.nest);
  sb_free(&e.chunk_decl);
  sb_free(&e.chunk_pre);
  sb_free(&e.grp_pre);
  sb_free(&e.grp_post);
  sb_free(&e.chain_general);
  return rc;
}

static void emit_func_fn(emitter *e, int fi, cfg_func *cf, emit_sizes *sz) {
  (void)cf;
  (void)sz;
  emit_func_body(e, fi);
}

void emit_func_decl(const ptx_module *m, int fi, strbuf *o) {
  (void)m;
  sb_printf(o, "static int hdf_%d(hd_thread *T, unsigned char **P);\n", fi);
}

void emit_dispatch(const ptx_module *m, int k, const unsigned char *need, strbuf *o) {
  sb_puts(o,
          "static int hd_icall(hd_thread *T, unsigned char **P, uint64_t f, int nargs, int nret) {\n"
          "(void)nargs; (void)nret;\nswitch (f) {\n");
  for (int i = 0; i < m->funcs.n; i++) {
    const ptx_func *g = &m->funcs.v[i];
    if (need[i] && i != k && g->addr_taken)
      sb_printf(o, "case HD_FNADDR(%d): if (nargs == %d && nret == %d) return hdf_%d(T, P); break;\n", i, g->nparams,
                g->nret, i);
  }
  sb_printf(o, "}\nreturn hd_bad_call(T->b, \"%s\", T->t, f);\n}\n", m->funcs.v[k].name);
}

int emit_func(ptx_module *m, int fi, const char *filename, int check, strbuf *o, char *err, size_t errlen) {
  return run_emitter(m, fi, NULL, NULL, emit_func_fn, filename, check, 0, NULL, o, err, errlen);
}

int emit_kernel(ptx_module *m, cfg_func *cf, int fi, const char *filename, int check, int copies, const uint32_t *shape,
                strbuf *o, emit_sizes *sz, char *err, size_t errlen) {
  return run_emitter(m, fi, cf, sz, emit_kernel_body, filename, check, copies, shape, o, err, errlen);
}
