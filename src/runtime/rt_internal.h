/* rt_internal.h: runtime structures shared by the module, launch and ABI files. */
#ifndef HEDDLE_RT_INTERNAL_H
#define HEDDLE_RT_INTERNAL_H
#include "rt.h"
#include "compile.h"
#include "heddle_abi.h"
#include <pthread.h>

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

struct rt_func {
  rt_module *mod;
  const void *host_fun;
  char *name;
  int ready;
  hd_kernel_fn fn;
  compile_kernel k; /* the kernel descriptor: memory needs, parameters */
  int max_dyn_shared; /* cudaFuncAttributeMaxDynamicSharedMemorySize */
  rt_func *next;
};

cudaError_t rt_func_prepare(rt_func *f);
rt_func *rt_func_of_index(rt_module *m, int fi); /* a device launch's kernel */
int rt_module_init(rt_module *m);
#endif
