/* emit_internal.h: what the two halves of the emitter share: the emitter's state, output
 * helpers, and the instruction emitter (emit_inst.c) that the thread-loop structure
 * (emit.c) calls. Private to src/compiler/emit*.c. */
#ifndef HEDDLE_EMIT_INTERNAL_H
#define HEDDLE_EMIT_INTERNAL_H
#include "compile.h"
#include "emit.h"
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { CTX_CTRL, CTX_LOOP, CTX_FUNC };

typedef struct emitter {
  strbuf *o;
  ptx_module *m;
  ptx_func *f;
  int fidx;
  cfg_func *cf; /* kernels only */
  int ctx;
  arena ar; /* expression strings, freed per module */
  const char *filename;
  char *err;
  size_t errlen;
  jmp_buf jb;
  int64_t mod_shared; /* module-level static shared bytes */
  int64_t *mod_off; /* per module symbol: offset of a static .shared variable */
  int64_t *local_off; /* per kernel symbol: offset in the local area or shared window */
  int64_t dynoff; /* kernel: offset of dynamic shared memory */
  int64_t local_size;
  /* thread loop being emitted */
  int loop_label; /* unique label prefix */
  unsigned char *in_loop; /* per block */
  int state_needed;
  int clip_branch; /* instruction index of a guard made unconditional, or -1 */
  int clip_col, clip_col_seen; /* the clip's bounds hold one tid.x at most (tid.x == c): the tx loop takes one pass */
  int clip_go; /* its continuing successor */
  const char *row_cond; /* the rows of a clipped thread loop that run (plan_clip), or NULL */
  unsigned row_skip; /* where the other rows' threads go (st[] code) */
  int nw_hoist; /* emit_loop_nest: the tx loop may take its no-wrap flag from nwb_ */
  const char *nw_hoisted; /* the conditions nwb_ stands for, or NULL */
  bitword *loop_defs, *loop_uses; /* registers the current thread loop writes / reads */
  int xt_wide; /* warp exchanges carry 64-bit values (xt_t) */
  int xaff_on; /* a plain thread loop: registers that are U + k * tid.x computed from xb<r>_ */
  int xaff_loop; /* the plain thread loop's first block while its blocks are written, or -1 */
  /* a lockstep pass: global loads at E + k * tx (E before the loop), prefetched passes ahead */
  const char *pf_e[4];
  int64_t pf_k[4];
  int npf, pf_probe;
  unsigned char *aff_ok; /* per register: affine form known in this block */
  unsigned char *remat_done; /* per register: rematerialized in this thread loop */
  const char **aff_u;
  int64_t *aff_k;
  const char *loop_lo, *loop_hi; /* bounds of the tx loop being emitted (C expressions) */
  strbuf *nw_conds; /* wide_affine's no-wrap conditions for that loop, " && c" each */
  strbuf loop_body, loop_conds; /* side buffers of emit_loop_nest (here, so an error frees them) */
  strbuf nest; /* emit_loop_nest's first writing of its rows (here for the same reason) */
  /* chunks (emit.c, emit_chunk_load): a plain thread loop may run as chunks of 32 aligned
   * threads, a speculated load whose address depends on tid.x only through tid.x >> 5 (or
   * more) made once a chunk: its declarations and its code before the chunk's threads */
  int chunk_ok;
  strbuf chunk_decl, chunk_pre;
  /* row groups (emit.c, plan_groups): a lane loop's G consecutive 32-bit shared loads or
   * stores whose rows are 4G bytes apart, made for all its lanes at once before (grp_pre)
   * or after (grp_post) the tx loop, from or into gl<i>_ / gs<i>_ (lane index txw_ - gb_,
   * gb_ and gn_ the loop's first tx and count); loop_entry: the loop's first block */
  strbuf grp_pre, grp_post;
  int loop_entry;
  /* warp chain being emitted (emit_warp_chain): lane loops of one warp, exchanges through
   * the warp's own buffers xr_/xw_ (indexed by lane) instead of the block's */
  int copies; /* warp chains get full-warp copies of their loops */
  const uint32_t *shape; /* the block shape the kernel is compiled for, or NULL: any */
  strbuf chain_general; /* a chain loop's general copy, while its full-warp copy is written */
  int chain; /* in a chain */
  /* in a chain's tx loop, whose lanes lie in one aligned group of 32 tid.x values (lnb_, its
   * first): tid.x & 31, tid.x & -32 and tid.x >> 5 have affine forms there (emit_inst.c) */
  int lanes;
  int chain_next; /* the region the current one's stop continues in, or -1 */
  int chain_exits; /* some lanes may return inside the chain: resume points always kept */
  int nbar; /* the kernel has named barriers with counts (cfg_block.nbar): every stop records its place */
  /* the group scheduler's tables (hd_sched), per block: 1 = past a __syncthreads, 2 = about to
   * run one; the order groups run in (the least first) */
  unsigned char *sched_bb;
  int *sched_prio;
  int sched_rot; /* a rotation of that order at run time (waits for other threads): not known here */
  int xread_block; /* the chain's first loop starts with an exchange published block-wide */
  unsigned char *chained; /* per block: a later loop of a chain already emitted (starts none) */
  const char *skip; /* lane loops: condition under which a thread does not run, or NULL */
  /* warp exchanges: each has a site (1..nsites), so that lanes published at different
   * exchanges of one thread-loop run carry different tags; values are xt_ (64-bit where a
   * kernel matches 64-bit values) */
  int lockstep; /* emitting one pass of the lockstep loop headed by this block, else -1 */
  int ls_iv; /* in that pass, a register whose value is ivc_ + tx at the top, else -1 */
  int ls_count; /* that pass runs a contiguous range of marked threads, and counts none (2:
                 * and the stepped register's step is fixed: it goes to S[t] only until the
                 * step is known) */
  int tile; /* in that pass, the threads of a full tile of this many, their loop-carried
               registers in T<r>_[g_] (local arrays the C compiler keeps in registers), else 0 */
  int *xsite; /* per block that starts with an exchange's second half, else 0 */
  int nsites;
  int mma_nx, mma_nd; /* words per thread in mx_ and md_ (tensor-core exchanges), 0 if none */
  int run_nx, run_nd; /* words per thread in wx_ and wd_ (warp runs, cfg_warp_runs), 0 if none */
  int check; /* heddle check's emissions, COMPILE_CHECK_* */
  unsigned char *rc_quiet; /* racecheck: per block, its barrier interval writes no shared
                              memory (emit.c: rc_quiet_blocks); NULL outside kernels */
  int *rc_pred; /* racecheck: each block's predecessors (emit.c: rc_quiet_blocks) */
  unsigned char *ctrl_only; /* per register: every definition in a controller block (lazily) */
  int *ck_site; /* memcheck, initcheck: per instruction, its cache in cks_[] (hd_ck_site), or -1 */
  /* speculation (emit.c, plan_spec): per instruction, a shared load the thread loop being
   * emitted makes before the branch that guards it (into sp<i>_); spec_from, per block: that
   * branch's block, or -1. NULL outside kernels. */
  unsigned char *spec;
  int *spec_from, *spec_n; /* spec_n: per block, its first instructions that run there */
  /* deferred stores (emit.c, emit_warp_chain): in a chain pass with a full-warp copy, a
   * store the lane's path makes last, to an address not affine in tid.x, goes to dsa<i>_ and
   * dsv<i>_ in that copy and is made after its loop, lane by lane: ds_here = 1 + the index
   * of the store being emitted if it may be; ds_inst/nds: those of the pass */
  int ds_here, ds_inst[8], nds;
  /* the instruction emit_loop_block is writing (nf_in), its block and place in it: its
   * shared address may be written from the block's narrow values (emit_inst.c, narrow_form) */
  const ptx_inst *nf_in;
  int nf_blk, nf_pos, nf_budget;
  /* racecheck's spans: while a thread loop that is its interval's only shared-memory code
   * is emitted (rc_spans; emit.c, rc_span_loop), its shared accesses, affine in tid.x (rc_acc), become conditions that they
   * meet no other thread's (then the loop's copy without checks runs); rc_bad: one is not */
  int rc_spans, rc_bad, rc_nacc;
  struct rc_acc {
    const char *u; /* the access's first byte at tx = 0, C */
    int64_t k; /* bytes per tx */
    int n, write;
  } rc_acc[16];
} emitter;

/* Reports bad input at a PTX line and jumps back to the emitter's entry (emit.c). */
_Noreturn void emit_err(emitter *e, int line, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static inline __attribute__((format(printf, 2, 3))) void out(emitter *e, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(e->o, fmt, ap);
  va_end(ap);
}

static inline __attribute__((format(printf, 2, 3))) char *fmt(emitter *e, const char *f, ...) {
  va_list ap, ap2;
  va_start(ap, f);
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, f, ap);
  va_end(ap);
  char *s = arena_alloc(&e->ar, (size_t)n + 1);
  vsnprintf(s, (size_t)n + 1, f, ap2);
  va_end(ap2);
  return s;
}

/* ---- types ---- */

static inline const char *ctype(ptx_type t) { return ptx_type_ctype(t); }
static inline int bits(ptx_type t) { return ptx_type_bits(t); }
static inline int isf(ptx_type t) { return ptx_type_is_float(t); }
static inline int issigned(ptx_type t) { return ptx_type_is_signed(t) && !isf(t); }

static inline const char *utype(int b) {
  switch (b) {
  case 8: return "uint8_t";
  case 16: return "uint16_t";
  case 32: return "uint32_t";
  case 64: return "uint64_t";
  default: return "unsigned __int128";
  }
}
static inline const char *stype(int b) {
  switch (b) {
  case 8: return "int8_t";
  case 16: return "int16_t";
  case 32: return "int32_t";
  case 64: return "int64_t";
  default: return "__int128";
  }
}

static inline ptx_type regtype(emitter *e, int r) { return e->f->regs.v[r].type; }

/* emit_inst.c */
void emit_inst(emitter *e, ptx_inst *in); /* one instruction */
char *emit_rd(emitter *e, const ptx_operand *o, ptx_type t, int line); /* operand value */
const ptx_operand *emit_const_def(emitter *e, int r); /* r's one definition moves this constant, or NULL */
/* mma and ldmatrix: words per thread they exchange (mx_) and get back (md_); the first
 * half of the exchange */
void emit_matrix_offsets(emitter *e, const cfg_block *b, int k, int *xoff, int *doff);
void emit_matrix_publish(emitter *e, const cfg_block *b, int k);
void emit_matrix_post(emitter *e, const cfg_block *b, int k);
void emit_warp_publish(emitter *e, const ptx_inst *in);
int emit_shared_row(emitter *e, const ptx_inst *in, int opi, const char **u, int64_t *k);
void emit_warp_prog(emitter *e, const ptx_inst *run, const char *wb, const char *act, int chain);
void emit_warp_prog_defs(emitter *e, int define);
void emit_wr_op(emitter *e, const ptx_operand *o, ptx_type t, const char *expr, int line);
char *emit_sreg(emitter *e, const ptx_operand *o); /* special register */
void emit_check_barrier(emitter *e, const ptx_inst *in);
/* heddle check: an instruction's site, "function\tfile\tline\tptxline", as a C literal */
const char *emit_ck_site(emitter *e, const ptx_inst *in);
void emit_note_affine(emitter *e, const ptx_inst *in); /* affine forms the block computes */
int emit_spec_candidate(emitter *e, const ptx_inst *in); /* a shared load that may run early */
const char *emit_spec_value(emitter *e, const ptx_inst *in);
#endif
