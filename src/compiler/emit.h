/* emit.h: PTX module -> C source. One C function per kernel runs a whole thread block
 * (see heddle_abi.h); per kernel it also exports hdk_N_info with its memory needs. */
#ifndef HEDDLE_EMIT_H
#define HEDDLE_EMIT_H
#include "ptx.h"

typedef struct emit_kinfo {        /* also what the emitted hdk_N_info holds */
  uint32_t shared_static;          /* bytes of static shared memory (module + kernel) */
  uint32_t local_size;             /* bytes of .local memory per thread */
  uint32_t scratch_per_thread;     /* bytes of per-thread values kept across thread loops */
  uint32_t uses_state;             /* needs the per-thread resume array */
} emit_kinfo;

/* Emits C for every kernel of m into out. kinfo (one per function, indexed like
 * m->funcs) receives the memory needs. Returns 0, or -1 with "file:line: error: ..." */
int emit_module(ptx_module *m, const char *filename, strbuf *out, emit_kinfo *kinfo, char *err, size_t errlen);
/* The same for one kernel (and the device functions it calls): heddle compiles each
 * kernel when it is first launched, so a module of many template instances costs only
 * what the program runs. A kernel that cannot be emitted gets ptx_func.error. */
int emit_kernel_c(ptx_module *m, int fi, const char *filename, strbuf *out, emit_kinfo *kinfo, char *err, size_t errlen);
extern const char emit_prelude[];
#endif
