/* rt_internal.h: runtime structures shared by the module, launch and ABI files. */
#ifndef HEDDLE_RT_INTERNAL_H
#define HEDDLE_RT_INTERNAL_H
#include "rt.h"
#include "compile.h"
#include "heddle_abi.h"
#include <pthread.h>
#include <stdatomic.h>

typedef struct rt_var {
  void *host_var;
  char *name;
  size_t size;
  int constant, managed;
  struct rt_var *next;
} rt_var;

struct rt_module {
  const void *wrapper; /* __fatBinC_Wrapper_t */
  pthread_mutex_t mu;
  int loaded; /* translation attempted */
  cudaError_t load_err;
  compile_module *cm; /* the module's PTX, parsed */
  unsigned char **globals; /* storage of .global/.const variables, by symbol index */
  rt_var *vars;
  rt_module *next;
};

/* The kernel compiled for one launch shape (rt_spec.c) */
enum { RT_SPECS = 4 };
typedef struct rt_spec {
  uint32_t shape[3]; /* set before the entry is counted in, then fixed */
  _Atomic(hd_kernel_fn) fn; /* its code while it runs this shape's launches, else NULL */
  _Atomic int settled; /* for good: fn, or the general code where fn is NULL */
  int state; /* rt_spec.c's SPEC_* */
  uint64_t gtotal; /* ns of this shape's launches of the general code before a trial */
  double gbest, sbest; /* the trial's fastest launches of the general and the fixed code, ns a block */
  int gtrials, strials, pick;
} rt_spec;

struct rt_func {
  rt_module *mod;
  const void *host_fun;
  char *name;
  int ready;
  int kidx; /* the kernel's index in the module's PTX */
  size_t csize; /* bytes of its C, the prelude left out */
  hd_kernel_fn fn;
  compile_kernel k; /* the kernel descriptor: memory needs, parameters */
  int max_dyn_shared; /* cudaFuncAttributeMaxDynamicSharedMemorySize */
  rt_spec specs[RT_SPECS];
  _Atomic int nspecs;
  rt_func *next;
};

cudaError_t rt_func_prepare(rt_func *f);
/* rt_spec.c: the code that runs a launch of f with blocks of this shape (f's own, or f
 * compiled for the shape), noting the launch; then, with the code it returned, the launch's
 * time, for the choice between them; rt_spec_forget before a module's kernels are freed. */
hd_kernel_fn rt_spec_code(rt_func *f, const uint32_t shape[3], int timed);
void rt_spec_timed(rt_func *f, const uint32_t shape[3], hd_kernel_fn used, uint64_t ns, uint64_t nblocks);
void rt_spec_forget(rt_module *m);
rt_func *rt_func_of_index(rt_module *m, int fi); /* a device launch's kernel */
int rt_module_init(rt_module *m);
#endif
