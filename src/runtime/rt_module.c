/* rt_module.c: modules (one per registered fatbinary) and their kernels. A module is
 * parsed at the first launch of one of its kernels (PTX out of the fatbinary), and each
 * kernel is compiled (compile.h, then jit.c's cache and cc) at its own first launch. */
#include "rt.h"
#include "rt_check.h"
#include "rt_internal.h"
#include "fatbin.h"
#include "jit.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static pthread_mutex_t reg_mu = PTHREAD_MUTEX_INITIALIZER;
static rt_module *modules;
static rt_func *funcs;

rt_module *rt_module_register(const void *fatbin_wrapper) {
  rt_module *m = calloc(1, sizeof *m);
  if (!m) return NULL;
  rt_device_note_arch(fatbin_ptx_arch(fatbin_wrapper));
  m->wrapper = fatbin_wrapper;
  pthread_mutex_init(&m->mu, NULL);
  pthread_mutex_lock(&reg_mu);
  m->next = modules;
  modules = m;
  pthread_mutex_unlock(&reg_mu);
  return m;
}

void rt_module_add_func(rt_module *m, const void *host_fun, const char *device_name) {
  rt_func *f = calloc(1, sizeof *f);
  if (!f) return;
  f->mod = m;
  f->host_fun = host_fun;
  f->name = strdup(device_name);
  pthread_mutex_lock(&reg_mu);
  f->next = funcs;
  funcs = f;
  pthread_mutex_unlock(&reg_mu);
}

void rt_module_add_var(rt_module *m, void *host_var, const char *device_name, size_t size, int constant, int managed) {
  rt_var *v = calloc(1, sizeof *v);
  if (!v) return;
  v->host_var = host_var;
  v->name = strdup(device_name);
  v->size = size;
  v->constant = constant;
  v->managed = managed;
  pthread_mutex_lock(&m->mu);
  v->next = m->vars;
  m->vars = v;
  pthread_mutex_unlock(&m->mu);
}

/* Every launch looks its kernel up: each host thread remembers recent answers, good
 * while funcs_gen (bumped whenever a kernel leaves the registry) stays the same. */
static _Atomic unsigned funcs_gen = 1;
enum { FCACHE = 16 };
static __thread struct fcache {
  const void *key;
  rt_func *f;
  unsigned gen;
} fcache[FCACHE];

rt_func *rt_func_lookup(const void *host_fun) {
  unsigned gen = atomic_load_explicit(&funcs_gen, memory_order_acquire);
  struct fcache *c = &fcache[((uintptr_t)host_fun >> 4) % FCACHE];
  if (host_fun && c->key == host_fun && c->gen == gen) return c->f;
  pthread_mutex_lock(&reg_mu);
  rt_func *f;
  for (f = funcs; f; f = f->next)
    if (f->host_fun == host_fun || (const void *)f == host_fun) break;
  pthread_mutex_unlock(&reg_mu);
  if (f) *c = (struct fcache){host_fun, f, gen};
  return f;
}

/* The kernel of module m at function index fi (a device launch's HD_FNADDR), as the host
 * registered it, or NULL. */
rt_func *rt_func_of_index(rt_module *m, int fi) {
  const char *name = m->cm ? compile_kernel_name(m->cm, fi) : NULL;
  if (!name) return NULL;
  pthread_mutex_lock(&reg_mu);
  rt_func *f;
  for (f = funcs; f; f = f->next)
    if (f->mod == m && !strcmp(f->name, name)) break;
  pthread_mutex_unlock(&reg_mu);
  return f;
}

static void dump_file(const char *dir, const char *name, const char *ext, const char *text, size_t len) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%s%s", dir, name, ext);
  FILE *f = fopen(path, "w");
  if (!f) return;
  fwrite(text, 1, len, f);
  fclose(f);
}

/* .global/.const variables live in device memory the runtime owns (so that every kernel,
 * compiled on its own, sees the same ones); kernels reach them through hd_block.globals. */
/* Initial bytes, then the addresses the initializer holds (vtables, pointer tables):
 * functions as HD_FNADDR, variables where this module placed them. */
static void var_init(unsigned char *p, const compile_var *v, unsigned char *const *globals) {
  memset(p, 0, v->size ? (size_t)v->size : 1);
  if (v->init) memcpy(p, v->init, (size_t)v->size);
  for (int r = 0; r < v->nrelocs; r++) {
    const compile_reloc *rl = &v->relocs[r];
    uint64_t a = rl->func ? HD_FNADDR(rl->target) : (uint64_t)(uintptr_t)globals[rl->target];
    a += (uint64_t)rl->addend;
    if (rl->off >= 0 && (uint64_t)rl->off + 8 <= v->size) memcpy(p + rl->off, &a, 8);
  }
}

static cudaError_t module_alloc_globals(rt_module *m) {
  int n = m->cm->nvars;
  m->globals = calloc((size_t)n + 1, sizeof(unsigned char *));
  if (!m->globals) return cudaErrorMemoryAllocation;
  for (int i = 0; i < n; i++) {
    const compile_var *v = &m->cm->vars[i];
    if (!v->storage) continue;
    void *p = NULL;
    cudaError_t e = rt_mem_alloc(&p, v->size ? (size_t)v->size : 1, RT_MEM_DEVICE | RT_MEM_RUNTIME);
    if (e != cudaSuccess) return e;
    m->globals[i] = p;
  }
  for (int i = 0; i < n; i++) /* once every variable has its place */
    if (m->globals[i]) var_init(m->globals[i], &m->cm->vars[i], m->globals);
  return cudaSuccess;
}

/* cudaDeviceReset: every loaded module's variables get their initial values back. */
void rt_module_reset_globals(void) {
  pthread_mutex_lock(&reg_mu);
  for (rt_module *m = modules; m; m = m->next) {
    pthread_mutex_lock(&m->mu);
    for (int i = 0; m->globals && i < m->cm->nvars; i++)
      if (m->globals[i]) var_init(m->globals[i], &m->cm->vars[i], m->globals);
    pthread_mutex_unlock(&m->mu);
  }
  pthread_mutex_unlock(&reg_mu);
}

/* Translate the module's PTX (for the first launch of kernel, or NULL); called with m->mu held. */
static cudaError_t module_load(rt_module *m, const char *kernel) {
  char err[2048];
  fatbin_ptx *ptx = NULL;
  int n = fatbin_extract_ptx(m->wrapper, &ptx, err, sizeof err);
  if (n == -2) { /* a GPU without an image for its architecture says the same */
    if (kernel) rt_diag("kernel %s has no PTX to run: %s", kernel, err);
    else rt_diag("%s", err);
    return cudaErrorNoKernelImageForDevice;
  }
  if (n < 0) {
    rt_diag("cannot read the program's fatbinary: %s", err);
    return cudaErrorInvalidKernelImage;
  }
  int nobj = fatbin_nobjects(ptx, n);
  char name[64];
  snprintf(name, sizeof name, "module-%p", (void *)m);
  const char *dump = getenv("HEDDLE_DUMP");
  if (dump && *dump) mkdir(dump, 0755);
  m->cm = compile_module_new();
  if (m->cm) m->cm->check = rt_check_compiles();
  for (int obj = 0; obj < nobj && m->cm; obj++) { /* -rdc: every object's PTX, one module */
    int pick = fatbin_pick(ptx, n, obj);
    if (pick < 0) continue;
    char pname[80];
    snprintf(pname, sizeof pname, "%s-%d", name, obj);
    if (dump && *dump) dump_file(dump, pname, ".ptx", ptx[pick].text, ptx[pick].len);
    if (compile_module_add(m->cm, ptx[pick].text, "kernel.ptx", err, sizeof err)) {
      compile_module_free(m->cm);
      m->cm = NULL;
    }
  }
  fatbin_free(ptx, n);
  if (!m->cm) {
    rt_diag("%s", err);
    return cudaErrorInvalidPtx;
  }
  if (!compile_nfuncs(m->cm)) {
    rt_diag("the program's fatbinary holds no PTX: rebuild it with heddle-nvcc (or -gencode ...,code=compute_XX)");
    return cudaErrorNoKernelImageForDevice;
  }
  return module_alloc_globals(m);
}

/* Compile one kernel (on its first launch); called with m->mu held. */
static cudaError_t kernel_load(rt_module *m, rt_func *f, int k) {
  char err[2048], name[96];
  strbuf c = {0};
  if (compile_kernel_c(m->cm, k, "kernel.ptx", &c, &f->k, err, sizeof err)) {
    sb_free(&c);
    rt_diag("%s", err);
    return cudaErrorInvalidPtx;
  }
  f->csize = c.len - strlen(compile_prelude());
  snprintf(name, sizeof name, "module-%p-kernel-%d", (void *)m, k);
  const char *dump = getenv("HEDDLE_DUMP");
  if (dump && *dump) dump_file(dump, name, ".c", c.p, c.len);
  void *dl = jit_load(c.p, c.len, name, err, sizeof err);
  sb_free(&c);
  if (!dl) {
    rt_diag("%s", err);
    return cudaErrorInvalidPtx;
  }
  f->fn = (hd_kernel_fn)(uintptr_t)dlsym(dl, f->k.entry);
  if (!f->fn) {
    rt_diag("kernel %s: code not found after compilation", f->name);
    return cudaErrorInvalidDeviceFunction;
  }
  return cudaSuccess;
}

/* Make f runnable: translate its module if needed and find its code. */
cudaError_t rt_func_prepare(rt_func *f) {
  if (__atomic_load_n(&f->ready, __ATOMIC_ACQUIRE)) return cudaSuccess;
  rt_module *m = f->mod;
  pthread_mutex_lock(&m->mu);
  cudaError_t e = cudaSuccess;
  if (!m->loaded) {
    m->load_err = module_load(m, f->name);
    m->loaded = 1;
  }
  e = m->load_err;
  if (e == cudaSuccess && !f->ready) {
    const char *why;
    int k = compile_find_kernel(m->cm, f->name, &why);
    if (k < 0) {
      rt_diag("kernel %s is not in the program's PTX", f->name);
      e = cudaErrorInvalidDeviceFunction;
    } else if (why) {
      rt_diag("%s", why);
      e = cudaErrorInvalidPtx;
    } else {
      f->kidx = k;
      e = kernel_load(m, f, k);
      if (e == cudaSuccess) __atomic_store_n(&f->ready, 1, __ATOMIC_RELEASE);
    }
  }
  pthread_mutex_unlock(&m->mu);
  return e;
}

static void func_unlink(rt_module *m) {
  pthread_mutex_lock(&reg_mu);
  atomic_fetch_add(&funcs_gen, 1);
  for (rt_func **p = &funcs; *p;) {
    if ((*p)->mod == m) {
      rt_func *f = *p;
      *p = f->next;
      compile_kernel_free(&f->k);
      free(f->name);
      free(f);
    } else p = &(*p)->next;
  }
  for (rt_module **p = &modules; *p; p = &(*p)->next)
    if (*p == m) {
      *p = m->next;
      break;
    }
  pthread_mutex_unlock(&reg_mu);
}

void rt_module_unregister(rt_module *m) {
  if (!m) return;
  rt_device_sync();
  rt_spec_forget(m);
  func_unlink(m);
  for (rt_var *v = m->vars, *n; v; v = n) {
    n = v->next;
    free(v->name);
    free(v);
  }
  /* The shared object stays mapped: other atexit handlers may still run kernels' code. */
  if (m->globals)
    for (int i = 0; m->cm && i < m->cm->nvars; i++)
      if (m->globals[i]) rt_mem_free(m->globals[i], RT_MEM_DEVICE);
  free(m->globals);
  compile_module_free(m->cm);
  pthread_mutex_destroy(&m->mu);
  free(m);
}

static rt_module *module_of_var(const void *host_var, rt_var **out) {
  pthread_mutex_lock(&reg_mu);
  rt_module *m;
  for (m = modules; m; m = m->next) {
    pthread_mutex_lock(&m->mu);
    for (rt_var *v = m->vars; v; v = v->next)
      if (v->host_var == host_var) {
        *out = v;
        break;
      }
    pthread_mutex_unlock(&m->mu);
    if (*out) break;
  }
  pthread_mutex_unlock(&reg_mu);
  return m;
}

/* Device storage of a module variable. */
static void *var_storage(rt_module *m, const char *name) {
  int idx = compile_find_var(m->cm, name);
  if (idx < 0 || !m->cm->vars[idx].storage) return NULL;
  return m->globals[idx];
}

static cudaError_t module_ensure(rt_module *m) {
  pthread_mutex_lock(&m->mu);
  if (!m->loaded) {
    m->load_err = module_load(m, NULL);
    m->loaded = 1;
  }
  cudaError_t e = m->load_err;
  pthread_mutex_unlock(&m->mu);
  return e;
}

cudaError_t rt_symbol_lookup(const void *host_var, void **dev, size_t *size) {
  rt_var *v = NULL;
  rt_module *m = module_of_var(host_var, &v);
  if (!m) return cudaErrorInvalidSymbol;
  cudaError_t e = module_ensure(m);
  if (e != cudaSuccess) return e;
  void *p = var_storage(m, v->name);
  if (!p) return cudaErrorInvalidSymbol;
  if (v->managed) p = *(void **)v->host_var; /* the host variable holds the pointer */
  *dev = p;
  *size = v->size;
  return cudaSuccess;
}

/* __cudaInitModule: translate now and point managed variables' host shadows at their
 * storage, so that host code can touch them before any launch. */
int rt_module_init(rt_module *m) {
  if (module_ensure(m) != cudaSuccess) return 0;
  pthread_mutex_lock(&m->mu);
  for (rt_var *v = m->vars; v; v = v->next)
    if (v->managed) {
      void *p = var_storage(m, v->name);
      if (p) *(void **)v->host_var = p;
    }
  pthread_mutex_unlock(&m->mu);
  return 1;
}
