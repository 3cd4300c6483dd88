/* compile.h: the compiler as the runtime and the tools see it. PTX text goes in (one or
 * more texts per module: the objects of an -rdc program share one); per kernel, C text
 * and a kernel descriptor come out. The runtime needs nothing else from the compiler:
 * the parse tree stays behind the opaque `ptx` pointer. */
#ifndef HEDDLE_COMPILE_H
#define HEDDLE_COMPILE_H
#include "util.h"

/* Around a second copy of a loop that the emitted C carries for speed (a warp chain's loop
 * for whole warps): the runtime leaves such copies out when it sizes a kernel for its
 * optimization level (they add C, but about no compile time) */
#define HD_COPY_BEGIN "/* copy: */"
#define HD_COPY_END "/* :copy */"
/* Kernels whose own C (no prelude, no copies) is this large or larger get no copies: they
 * cost compile time (thrust_basics' build: 34 -> 49 s on 2 cores) and made Thrust's scan
 * kernel no faster (at -O2, one thread: 70 -> 80 ms; its sort 1.12 -> 1.00 s) */
#define COMPILE_LOOPVEC_BELOW (120 << 10)

typedef struct compile_reloc { /* an address in an initializer: 8 bytes at off */
  int64_t off, addend;
  int func; /* 1: HD_FNADDR(target) + addend; 0: variable target's address + addend */
  int target;
} compile_reloc;

typedef struct compile_var { /* a module variable the runtime keeps storage for */
  const char *name;
  uint64_t size;
  const unsigned char *init; /* initial bytes (size of them), or NULL for zeros */
  const compile_reloc *relocs; /* addresses to write over init once variables are placed */
  int nrelocs;
  int storage; /* .global/.const: the runtime allocates it; else 0 */
  int managed;
} compile_var;

typedef struct compile_param {
  uint32_t offset, size;
} compile_param;

/* a pointer a kernel finds at its launch: a parameter's (sym 0, at offset idx of the
 * .param layout) or a module variable's address (sym 1, variable idx) */
typedef struct compile_base {
  int sym;
  int64_t idx;
} compile_base;

typedef struct compile_kernel { /* the kernel descriptor */
  char entry[32]; /* symbol of `int entry(hd_block *)` in the C */
  uint32_t shared_static; /* bytes of static shared memory (module + kernel) */
  uint32_t local_size; /* bytes of .local memory per thread */
  uint32_t scratch_per_thread; /* bytes of per-thread values kept across thread loops */
  uint32_t scratch_threads; /* threads the scratch arrays are laid out for; 0: the block's */
  uint32_t param_size; /* packed .param bytes */
  int nparams;
  compile_param *params; /* offset and size of each parameter (malloc'd) */
  int maxntid[3], reqntid[3]; /* .maxntid / .reqntid, 0 if absent */
  int nregs; /* PTX virtual registers (numRegs: bounded by the next two and the block size) */
  int maxnreg, minnctapersm; /* .maxnreg, .minnctapersm; 0 if absent */
  int grid_sync; /* reads the grid workspace (cooperative groups' this_grid()): its launches
                    run the blocks as fibers, so that a grid barrier can complete */
  int heap; /* calls malloc: launching it sizes the device heap for good */
  int dlaunch; /* launches kernels (dynamic parallelism): its blocks keep a last error per thread */
  int waits; /* a loop waits for other blocks (cfg_spins): its blocks start in order */
  int tails; /* holds atomics at a thread's tail (cfg_tail_reds) that go to hd_block.rq, when
                the objects of tailp lie in other allocations than those of tailr */
  int ntailp, ntailr;
  compile_base tailp[16], tailr[16]; /* CFG_TAIL_BASES */
} compile_kernel;

typedef struct compile_module {
  struct ptx_module *ptx; /* the parse tree: the compiler's own */
  int target_sm; /* .target sm_XX, 0 if none */
  int nvars;
  compile_var *vars; /* by module symbol index, as hd_block.globals */
  int check; /* emit kernels for heddle check (COMPILE_CHECK_*): set before compiling */
} compile_module;
/* heddle check's emissions: global, shared and generic accesses through hd_ck/hd_cks
 * (memcheck, initcheck, racecheck); barriers and warp passes reported through
 * hd_block.ckbar (racecheck); the threads after a barrier in divergent code looked at
 * (synccheck) */
/* RACE_GLOBAL: racecheck sees global memory too (every global access, and generic ones
 * outside the shared window, go to the runtime; fences tell it) */
enum { COMPILE_CHECK_ACCESSES = 1, COMPILE_CHECK_RACE = 2, COMPILE_CHECK_SYNC = 4, COMPILE_CHECK_RACE_GLOBAL = 8 };

compile_module *compile_module_new(void);
/* Parses one more PTX text into cm. Returns 0, or -1 with "file:line: error: ..." in err;
 * cm must then be freed. */
int compile_module_add(compile_module *cm, const char *ptx, const char *filename, char *err, size_t errlen);
void compile_module_free(compile_module *cm);
int compile_nfuncs(const compile_module *cm);
/* Function i's name, or NULL if it is not a kernel (.entry). */
const char *compile_kernel_name(const compile_module *cm, int i);
/* Index of the kernel called name, or -1; *error: why it cannot run (NULL if it can). */
int compile_find_kernel(const compile_module *cm, const char *name, const char **error);
int compile_find_var(const compile_module *cm, const char *name); /* index or -1 */

/* Compiles kernel k (and the device functions it calls) to C appended to c, and fills
 * its descriptor. Returns 0, or -1 with the message in err (c unchanged). The module is
 * not written: compiling a kernel twice gives the same C. */
int compile_kernel_c(compile_module *cm, int k, const char *filename, strbuf *c, compile_kernel *d, char *err,
                     size_t errlen);
/* The same for blocks of one shape (ntid.x, .y, .z) only: the shape is a constant to the C
 * compiler (loop trip counts, divisions, dead general paths); the descriptor is the same. */
int compile_kernel_c_shape(compile_module *cm, int k, const char *filename, const uint32_t *shape, strbuf *c,
                           compile_kernel *d, char *err, size_t errlen);
void compile_kernel_free(compile_kernel *d);
const char *compile_prelude(void); /* the text every kernel's C begins with */
/* The analysis plan of kernel k, as `heddle-ptx --plan` prints it. */
int compile_plan_dump(compile_module *cm, int k, const char *filename, strbuf *out, char *err, size_t errlen);
#endif
