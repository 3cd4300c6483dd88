/* rt_launch.c: kernel launches. Validates the configuration as a GPU does, copies the
 * arguments into the kernel's .param layout, and enqueues an operation that runs the
 * grid's blocks on the worker pool, each worker reusing its own block buffers. */
#include "rt_internal.h"
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_THREADS = 1024, MAX_SHARED_DEFAULT = 48 * 1024, MAX_SHARED_OPTIN = 227 * 1024 };

typedef struct launch {
  rt_func *f;
  dim3 grid, block;
  uint32_t dyn_shared, nthreads, check;
  uint64_t nblocks;
  unsigned char *params;
  pthread_mutex_t mu;
  char msg[256];
} launch;

/* Per-thread block buffers (shared, local, scratch, state), grown on demand. */
typedef struct wbuf { unsigned char *p; size_t cap; } wbuf;
static pthread_key_t wbuf_key;
static pthread_once_t wbuf_once = PTHREAD_ONCE_INIT;
static void wbuf_free(void *p) { wbuf *w = p; free(w->p); free(w); }
static void wbuf_init(void) { pthread_key_create(&wbuf_key, wbuf_free); }

static unsigned char *wbuf_get(size_t need) {
  pthread_once(&wbuf_once, wbuf_init);
  wbuf *w = pthread_getspecific(wbuf_key);
  if (!w) { w = calloc(1, sizeof *w); if (!w) return NULL; pthread_setspecific(wbuf_key, w); }
  if (w->cap < need) {
    free(w->p);
    w->p = aligned_alloc(64, (need + 63) & ~(size_t)63);
    w->cap = w->p ? need : 0;
  }
  return w->p;
}

static size_t al64(size_t x) { return (x + 63) & ~(size_t)63; }

static int run_block(void *arg, int worker, uint64_t item) {
  launch *L = arg;
  const uint32_t *info = L->f->info;
  size_t sh = al64((size_t)info[0] + L->dyn_shared + 16);
  size_t lo = al64((size_t)info[1] * L->nthreads);
  size_t sc = al64((size_t)info[2] * L->nthreads);
  /* resume points (u16), bar.red predicates (u8), then warp-exchange values and tags and
   * their copies (u32 each) */
  size_t stb = al64((size_t)3 * L->nthreads) + (size_t)16 * L->nthreads;
  unsigned char *buf = wbuf_get(sh + lo + sc + stb);
  if (!buf) return cudaErrorMemoryAllocation;
  char msg[256] = "";
  hd_block b;
  b.ntid[0] = L->block.x; b.ntid[1] = L->block.y; b.ntid[2] = L->block.z;
  b.nctaid[0] = L->grid.x; b.nctaid[1] = L->grid.y; b.nctaid[2] = L->grid.z;
  uint64_t gx = L->grid.x, gxy = gx * L->grid.y;
  b.ctaid[2] = (uint32_t)(item / gxy);
  b.ctaid[1] = (uint32_t)((item % gxy) / gx);
  b.ctaid[0] = (uint32_t)(item % gx);
  b.nthreads = L->nthreads;
  b.params = L->params;
  b.shared = buf;
  b.dyn_shared = L->dyn_shared;
  b.local = buf + sh;
  b.scratch = buf + sh + lo;
  b.state = buf + sh + lo + sc;
  b.smid = (uint32_t)worker;
  b.globals = L->f->mod->globals;
  b.check = L->check;
  b.msg = msg;
  int rc = L->f->fn(&b);
  if (rc) {
    pthread_mutex_lock(&L->mu);
    if (!L->msg[0]) snprintf(L->msg, sizeof L->msg, "%s", msg[0] ? msg : "kernel failed");
    pthread_mutex_unlock(&L->mu);
  }
  return rc;
}

static cudaError_t launch_run(void *arg) {
  launch *L = arg;
  cudaError_t e = rt_pool_run(run_block, L, L->nblocks);
  if (e == cudaErrorIllegalAddress)
    rt_diag("kernel %s: illegal memory access (a load or store outside any allocation)", L->f->name);
  else if (e != cudaSuccess && L->msg[0])
    rt_diag("%s", L->msg);
  return e;
}

static void launch_free(void *arg) {
  launch *L = arg;
  pthread_mutex_destroy(&L->mu);
  free(L->params);
  free(L);
}

static cudaError_t check_config(rt_func *f, dim3 g, dim3 b, size_t shmem) {
  uint64_t nt = (uint64_t)b.x * b.y * b.z;
  if (!b.x || !b.y || !b.z || b.x > 1024 || b.y > 1024 || b.z > 64 || nt > MAX_THREADS) return cudaErrorInvalidValue;
  if (!g.x || !g.y || !g.z || g.x > 2147483647u || g.y > 65535 || g.z > 65535) return cudaErrorInvalidValue;
  const int *mx = f->pf->maxntid, *rq = f->pf->reqntid;
  if (mx[0] && nt > (uint64_t)mx[0] * (mx[1] ? mx[1] : 1) * (mx[2] ? mx[2] : 1)) return cudaErrorInvalidValue;
  if (rq[0] && (b.x != (unsigned)rq[0] || b.y != (unsigned)(rq[1] ? rq[1] : 1) || b.z != (unsigned)(rq[2] ? rq[2] : 1)))
    return cudaErrorInvalidValue;
  size_t limit = f->max_dyn_shared > 0 ? (size_t)f->max_dyn_shared + f->info[0] : MAX_SHARED_DEFAULT;
  if (limit > MAX_SHARED_OPTIN) limit = MAX_SHARED_OPTIN;
  if (f->info[0] > MAX_SHARED_OPTIN || shmem + f->info[0] > limit) return cudaErrorInvalidValue;
  return cudaSuccess;
}

/* HEDDLE_CHECK, read once: not on every launch */
static int check_flag;
static pthread_once_t check_once = PTHREAD_ONCE_INIT;
static void check_init(void) {
  const char *c = getenv("HEDDLE_CHECK");
  check_flag = c && *c && strcmp(c, "0");
}
static int check_enabled(void) {
  pthread_once(&check_once, check_init);
  return check_flag;
}

cudaError_t rt_launch(rt_func *f, dim3 grid, dim3 block, void **args, size_t shmem, cudaStream_t stream) {
  cudaError_t e = rt_func_prepare(f);
  if (e != cudaSuccess) return rt_err_set(e);
  if ((e = check_config(f, grid, block, shmem)) != cudaSuccess) return rt_err_set(e);
  launch *L = calloc(1, sizeof *L);
  if (!L) return rt_err_set(cudaErrorMemoryAllocation);
  ptx_func *pf = f->pf;
  L->params = calloc(1, (size_t)pf->param_size + 16);
  if (!L->params) { free(L); return rt_err_set(cudaErrorMemoryAllocation); }
  for (int i = 0; i < pf->nparams; i++) {
    ptx_sym *s = &pf->syms.v[i];
    if (!args || !args[i]) { free(L->params); free(L); return rt_err_set(cudaErrorInvalidValue); }
    memcpy(L->params + s->offset, args[i], (size_t)s->size);
  }
  L->f = f;
  L->grid = grid; L->block = block;
  L->dyn_shared = (uint32_t)shmem;
  L->nthreads = block.x * block.y * block.z;
  L->nblocks = (uint64_t)grid.x * grid.y * grid.z;
  L->check = check_enabled();
  pthread_mutex_init(&L->mu, NULL);
  rt_stream *s = rt_stream_from_handle(stream);
  if (!s) { launch_free(L); return rt_err_set(cudaErrorInvalidResourceHandle); }
  e = rt_stream_enqueue(s, launch_run, L, launch_free);
  return e == cudaSuccess ? cudaSuccess : rt_err_set(e);
}

cudaError_t rt_func_get_attrs(rt_func *f, struct cudaFuncAttributes *a) {
  cudaError_t e = rt_func_prepare(f);
  if (e != cudaSuccess) return e;
  memset(a, 0, sizeof *a);
  const int *mx = f->pf->maxntid;
  a->sharedSizeBytes = f->info[0];
  a->constSizeBytes = 0;
  a->localSizeBytes = f->info[1];
  a->maxThreadsPerBlock = mx[0] ? mx[0] * (mx[1] ? mx[1] : 1) * (mx[2] ? mx[2] : 1) : MAX_THREADS;
  /* heddle has no physical registers; report PTX's virtual register count, capped as ptxas would */
  a->numRegs = f->pf->regs.n > 255 ? 255 : f->pf->regs.n;
  /* CUDA reports the PTX's target architecture here (75 for compute_75), not the ISA
   * version; libraries (CUB, Thrust) pick their tuning from it */
  int arch = f->mod->ptx->target_sm ? f->mod->ptx->target_sm : 75;
  a->ptxVersion = arch;
  a->binaryVersion = arch;
  a->maxDynamicSharedSizeBytes = f->max_dyn_shared > 0 ? f->max_dyn_shared : MAX_SHARED_DEFAULT - (int)f->info[0];
  return cudaSuccess;
}

cudaError_t rt_func_set_attr(rt_func *f, enum cudaFuncAttribute attr, int value) {
  cudaError_t e = rt_func_prepare(f);
  if (e != cudaSuccess) return e;
  switch (attr) {
  case cudaFuncAttributeMaxDynamicSharedMemorySize:
    if (value < 0 || (size_t)value + f->info[0] > MAX_SHARED_OPTIN) return cudaErrorInvalidValue;
    f->max_dyn_shared = value;
    return cudaSuccess;
  case cudaFuncAttributePreferredSharedMemoryCarveout:
    return value < -1 || value > 100 ? cudaErrorInvalidValue : cudaSuccess;
  default:
    return cudaSuccess;   /* accepted: no effect on a CPU */
  }
}
