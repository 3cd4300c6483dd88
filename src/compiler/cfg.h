/* cfg.h: the analyses that turn a PTX function into an execution plan for a thread
 * block: basic blocks, divergence (which values and branches are uniform across the
 * block), the controller/thread-loop split, liveness, and per-register storage. */
#ifndef HEDDLE_CFG_H
#define HEDDLE_CFG_H
#include "ptx.h"

enum { TERM_FALL, TERM_BRA, TERM_CBRA, TERM_RET, TERM_BARRIER, TERM_TRAP };

typedef struct cfg_block {
  int *ins;
  int nins; /* instruction indices, in execution order (terminator included) */
  int term; /* TERM_*; for TERM_CBRA succ[0] = taken, succ[1] = fall-through */
  int succ[2], nsucc;
  int ipdom; /* immediate post-dominator, -1 = virtual exit */
  int divergent; /* inside a region controlled by a divergent branch */
  int ctrl; /* executed once per block by the controller */
  int retonly; /* holds only ret/exit */
  int baronly; /* holds only a barrier */
  int warpbar; /* ends with a warp barrier (bar.warp.sync), not a block one */
  int nbar; /* ends with a named barrier with a thread count, or an arrive (bar.sync a, b;
               bar.arrive a, b): the threads wait in the scheduler until the count is met */
  int passthru; /* controller block that thread loops may run through: no
                                branch or barrier, only single-assignment definitions */
  int lsloop; /* 1 + the header of the lockstep loop whose body holds this block, or 0 */
  int lsland; /* the landing of a lockstep loop's exit: threads leaving the loop and those
                                that went around it stop here and go on together */
  int lsiv; /* lockstep header: 1 + a 32-bit register stepped once per iteration by a uniform
                                amount that enters the loop as u + tid.x, or 0 */
  int lstile; /* lockstep header: run the loop for tiles of this many threads at a time
                                (each thread walks a row of its own), or 0: the whole group */
  int spin; /* header of a loop that waits for other threads (cfg_spins): 2 = of this
                                block: a stop where a thread gives way; 3 = of this block or
                                others: a stop too, which also yields the worker when the
                                block runs as a fiber and its other threads wait; 1 = a
                                controller's loop that waits for other blocks, yielding */
  int spinbody; /* 1 + the header of the spin >= 2 loop whose body holds this block, or 0 */
  int cut; /* a stop: the head or the join of a region a few threads of a row run (cfg_narrow) */
  bitword *live_in;
} cfg_block;

enum { RC_CTRL, RC_THREAD }; /* register classes */
enum { XR_ROW = 1, XR_CHECK = 2 }; /* cfg_func.xrow */

/* Threads in a tile of a lockstep loop that walks a row per thread (cfg_lockstep): four
 * interleaved chains hide most of an FMA's latency, and each is a stream of its own
 * (matvec 16384 on the 16-core H200 host: tiles of 2 20 ms, 4 18-20, 8 22-25, 16 35,
 * one thread at a time 35-37, OpenMP 10-13; 8192 on one local core: 4 24.5, 8 25.7) */
#define CFG_LS_TILE 4
#define CFG_LS_TILE_MAX 256 /* instructions in the loop, at most, for tiles */

#define CFG_TAIL_BASES 16
#define CFG_TB_SYM ((int64_t)1 << 40)
typedef struct cfg_func {
  ptx_func *f;
  ptx_module *m;
  VEC(ptx_inst) insts; /* the function's instructions, then the plan's additions */
  VEC(cfg_block) blocks;
  int entry;
  int nregs, nwords;
  unsigned char *varying; /* per register */
  unsigned char *cls; /* RC_* */
  unsigned char *scratch; /* thread register kept per thread across thread loops */
  unsigned char *remat; /* thread register recomputed at each thread loop */
  int *xaff; /* thread register that is U + xaff * tid.x everywhere, U one value for all the
                threads at a point (cfg_xaffine), or 0 */
  unsigned char *xrow; /* XR_ROW: U + xaff * tid.x (xaff may be 0) with U one value for the
                threads of a row at a point (it depends on tid.y/z), and every 64-bit form;
                XR_CHECK: a 64-bit form widened from a 32-bit value that varies with tid.x,
                linear while that does not wrap within the row (checked per row) */
  int *ndefs, *definst; /* definitions per register, the single one if ndefs == 1 */
  int *inst_block; /* block of each instruction */
  /* cfg_tail_reds: the objects of the updates held (tailr) and of the kernel's plain global
   * accesses (tailp), which the launch must find in different allocations: a kernel
   * parameter's pointer, by its offset in the .param layout, or a module variable,
   * CFG_TB_SYM + its index */
  int ntailp, ntailr;
  int64_t tailp[CFG_TAIL_BASES], tailr[CFG_TAIL_BASES];
  int *label_inst; /* each label's instruction in insts (cfg_init may insert some) */
  int polls; /* a loop waits on memory but stores too, so is no stop (cfg_spins) */
  arena *ar;
} cfg_func;

/* The passes, one file (this one's .c); compile.c runs them in this order, and each
 * requires the ones before it. cfg_blocks fails (-1, the PTX line in *errline and the
 * message in err) on a construct the plan cannot represent. */
void cfg_init(cfg_func *cf, ptx_module *m, ptx_func *f, arena *ar);
void cfg_group_mma(cfg_func *cf); /* independent mma of straight-line code share one stop */
void cfg_unroll_warp_loops(cfg_func *cf); /* loops of warp exchanges with a constant trip count, unrolled */
void cfg_warp_runs(cfg_func *cf); /* straight-line shuffles and votes share one stop */
int cfg_blocks(cfg_func *cf, int *errline, char *err, size_t errlen); /* basic blocks, edges */
void cfg_split_exchanges(cfg_func *cf); /* a warp exchange's second half gets a block */
void cfg_shapes(cfg_func *cf); /* return-only / barrier-only blocks */
void cfg_ipdom(cfg_func *cf); /* immediate post-dominators */
void cfg_divergence(cfg_func *cf); /* varying registers, divergent regions */
void cfg_spins(cfg_func *cf); /* loops that wait for other threads; what follows them diverges */
void cfg_aggregate(cfg_func *cf, int check); /* atomics on one counter: one for a pass's threads */
void cfg_reconverge(cfg_func *cf); /* lanes meet at a branch's join before a warp exchange */
void cfg_hoist_split(cfg_func *cf); /* uniform code out of thread blocks */
void cfg_ctrl(cfg_func *cf); /* controller blocks, passthru */
void cfg_liveness(cfg_func *cf); /* live-in sets */
void cfg_storage(cfg_func *cf); /* register classes: ctrl, scratch, remat */
void cfg_narrow(cfg_func *cf, int check); /* regions of a few threads a row get passes of their own */
void cfg_lockstep(cfg_func *cf); /* per-thread loops the threads run side by side */
void cfg_xaffine(cfg_func *cf); /* registers that are U + k * tid.x, U uniform */
void cfg_tail_reds(cfg_func *cf); /* atomics at a thread's tail (IF_TAIL): the runtime may hold them */
void cfg_free(cfg_func *cf);
/* Registers an instruction writes (up to 8) and reads; returns counts. */
int cfg_inst_defs(const ptx_inst *in, int *out);
int cfg_inst_uses(const ptx_inst *in, int *out, int max);
/* an instruction of a warp run (OP_WARPRUN's prog): what it reads (a guarded one also its
 * destinations), at most 40; what it writes, at most 9 */
int cfg_run_uses(const ptx_inst *in, int *out);
int cfg_run_defs(const ptx_inst *in, int *out);
int cfg_is_bar_red(const ptx_inst *in);
/* b ends in a barrier of the whole block (not a warp's, not a named one with a count) */
static inline int cfg_block_barrier(const cfg_block *b) { return b->term == TERM_BARRIER && !b->warpbar && !b->nbar; }
int cfg_has_nbar(const cfg_func *cf); /* some block ends in a named barrier with a count */
int cfg_starts_agg(const cfg_func *cf, int x); /* block x starts with an aggregated atomic's second half */
int cfg_skips_to(const cfg_func *cf, int x, int j); /* x is j, or holds only a branch to it */
void cfg_dump(const cfg_func *cf, strbuf *out);
#endif
