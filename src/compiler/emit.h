/* emit.h: the last pass: a planned kernel -> C source. One C function per kernel runs a
 * whole thread block (see heddle_abi.h); device functions become per-thread C functions. */
#ifndef HEDDLE_EMIT_H
#define HEDDLE_EMIT_H
#include "ptx.h"
#include "cfg.h"

typedef struct emit_sizes { /* a kernel's memory needs, from the layout */
  uint32_t shared_static; /* bytes of static shared memory (module + kernel) */
  uint32_t local_size; /* bytes of .local memory per thread */
  uint32_t scratch_per_thread; /* bytes of per-thread values kept across thread loops */
  uint32_t scratch_threads; /* threads the scratch arrays are laid out for; 0: the block's */
} emit_sizes;

/* Each returns 0, or -1 with "file:line: error: ... (in kernel K)" in err and the output
 * as it was. None of them writes into the module. */
void emit_func_decl(const ptx_module *m, int fi, strbuf *o); /* prototype of hdf_N */
/* hd_icall, which indirect calls go through: a switch over the functions in need[] whose
 * address is taken (HD_FNADDR), checking the call's arity; kernel k names the errors. */
void emit_dispatch(const ptx_module *m, int k, const unsigned char *need, strbuf *o);
/* check: heddle check's emissions (COMPILE_CHECK_* of compile.h). */
int emit_func(ptx_module *m, int fi, const char *filename, int check, strbuf *o, char *err, size_t errlen);
/* The kernel fi, whose plan (cfg.h's passes, all run) is cf, as int hdk_N(hd_block *).
 * copies: give warp chains' loops their full-warp copies (HD_COPY_BEGIN). shape: NULL, or
 * the block's ntid.x, .y, .z as constants (the code then runs blocks of that shape only). */
int emit_kernel(ptx_module *m, cfg_func *cf, int fi, const char *filename, int check, int copies, const uint32_t *shape,
                strbuf *o, emit_sizes *sz, char *err, size_t errlen);
extern const char emit_prelude[];
#endif
