/* rt_launch.c: kernel launches. Validates the configuration as a GPU does, copies the
 * arguments into the kernel's .param layout (a work item, rt_work.c), and runs the grid's
 * blocks on the worker pool when a stream or graph gets to it, each worker reusing its
 * own block buffers. */
#include "rt_internal.h"
#include "rt_check.h"
#include "rt_fiber.h"
#include <math.h>
#if defined(__x86_64__) && defined(__SSE__)
#include <xmmintrin.h>
#define RQ_FTZ_SSE 1
#else
#define RQ_FTZ_SSE 0
#endif
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { MAX_THREADS = 1024, MAX_SHARED_DEFAULT = 48 * 1024, MAX_SHARED_OPTIN = 227 * 1024 };

/* One running grid: the kernel work, what every block's hd_block shares and where its
 * buffer parts go (worked out once per launch, not per block), and the first failure
 * message of its blocks. */
typedef struct launch {
  const rt_work *w;
  hd_kernel_fn fn;
  hd_block tmpl; /* all but ctaid, the buffers, smid and msg */
  uint64_t id; /* this launch's number (a worker keeps tmpl copied for the launch it last ran) */
  size_t lo, sc, st, need; /* offsets of local, scratch and state in the buffer; its size */
  size_t rc; /* racecheck's block state in the buffer (0: none) */
  uint32_t gx, gy; /* grid x, y */
  _Atomic int failed; /* a block has taken msg */
  char msg[256];
  uint32_t ws[4]; /* the grid workspace (%envreg1/2): wsSize, the grid barrier; fibers get their own */
  rt_ck_launch ck; /* heddle check's state, when kernels are compiled for it */
  size_t dl; /* the threads' last device errors in the buffer (kernels that launch kernels), or 0 */
  int tails; /* the kernel's blocks may hold updates in the worker's queue (hd_rq) */
  pthread_mutex_t dmu; /* the grids its blocks launch (dynamic parallelism), in order */
  struct dchild *dhead, **dtail;
} launch;

/* A grid a block launched (dynamic parallelism): its parameters, filled by the block, and
 * the device stream it went to; it runs when its parent grid has finished. launched and
 * tail are the launching thread's to write; they are read once the parent's job is over. */
typedef struct dchild {
  rt_func *f; /* NULL: a copy (cudaMemcpyAsync) of n bytes from src to dst */
  void *dst;
  const void *src;
  uint64_t n;
  dim3 grid, block;
  uint32_t smem;
  int launched, tail;
  struct dchild *next;
  _Alignas(16) unsigned char params[]; /* what __cudaCDP2GetParameterBufferV2 hands out */
} dchild;

/* HEDDLE_CHECK (rt_check.c reads it once): any tool turns the prelude's checks on */
static int check_enabled(void) { return rt_check_tool() != RT_CK_OFF; }

/* Per-thread block buffers (shared, local, scratch, state), grown on demand; in
 * initial-exec TLS, read once per block. The key's destructor frees a thread's buffer
 * when it exits. blk: the thread's hd_block, in which the template of launch id was
 * copied: its next block of that launch sets only what differs (a copy per block was a
 * fifth of the time of a chain of 256-block kernels of 256 threads). Kernels write none
 * of what blocks share but heddle check's state, so checked launches copy every time. */
typedef struct wbuf {
  unsigned char *p;
  size_t cap;
  int keyed;
  uint64_t id;
  hd_block *blk;
  hd_rq *rq; /* updates held back (below) */
} wbuf;
static __thread wbuf tls_wbuf __attribute__((tls_model("initial-exec")));
static pthread_key_t wbuf_key;
static pthread_once_t wbuf_once = PTHREAD_ONCE_INIT;
static void wbuf_free(void *p) {
  wbuf *w = p;
  free(w->p);
  free(w->blk);
  free(w->rq);
  w->p = NULL;
  w->blk = NULL;
  w->rq = NULL;
  w->cap = 0;
  w->id = 0;
}
static void wbuf_init(void) { pthread_key_create(&wbuf_key, wbuf_free); }

/* The buffer is written through once when made, so that all its pages are present: the
 * kernels' vectorized lane loops load and store under masks, and a masked-off lane's
 * address may lie past the shared variables, in a page no thread has touched yet (a
 * 1024-thread block's `if (threadIdx.x < 32) v = ws[threadIdx.x]` as a loop over all the
 * block's lanes). The CPU takes such an access, where the page is not present, as a
 * microcode assist each time (hundreds of cycles a load: a one-element-per-thread block
 * reduction at 1024 threads ran 4x slower than at 256, 251 -> 63 ms with the pages present). */
static unsigned char *wbuf_grow(size_t need) {
  wbuf *w = &tls_wbuf;
  if (!w->keyed) {
    pthread_once(&wbuf_once, wbuf_init);
    pthread_setspecific(wbuf_key, w);
    w->keyed = 1;
  }
  free(w->p);
  w->p = aligned_alloc(64, (need + 63) & ~(size_t)63);
  if (w->p) memset(w->p, 0, need);
  w->cap = w->p ? need : 0;
  return w->p;
}

static inline unsigned char *wbuf_get(size_t need) {
  return tls_wbuf.cap >= need && tls_wbuf.p ? tls_wbuf.p : wbuf_grow(need);
}

/* The thread's hd_block (after wbuf_get), or NULL when out of memory */
static hd_block *wbuf_block(void) {
  if (!tls_wbuf.blk) {
    tls_wbuf.blk = malloc(sizeof(hd_block));
    tls_wbuf.id = 0;
  }
  return tls_wbuf.blk;
}

static size_t al64(size_t x) { return (x + 63) & ~(size_t)63; }

/* ---- updates held back (heddle_abi.h, hd_rq; cfg.c, cfg_tail_reds) ----
 * Atomics at a thread's tail wait in the worker's queue, each address's combined into one
 * update: one atomic operation per address when the worker leaves the grid (rq_leave), not
 * one per block or warp (a dot product's atomicAdd per block of 256, on 16 threads: every
 * one moves the line between cores). Float adds keep their order and go in one
 * compare-and-swap: the value is what the GPU gives when those adds come one after
 * another, as they may. */
static void rq_reset(hd_rq *q) {
  for (uint32_t i = 0; i < q->nused; i++) {
    q->slot[q->used[i]].kind = ~0u;
    q->slot[q->used[i]].addr = 0;
  }
  q->nused = q->nlog = 0;
}

/* Held float adds as the GPU makes them (hd_atom_fadd_ftz): a float's subnormal word,
 * operands and sums flushed to zero, a double's not. The fold is a chain of adds, one
 * after another. On x86 the float fold runs with the SSE unit's flush-to-zero and
 * denormals-are-zero bits set, which make a plain add do just that; elsewhere each flush
 * is a branch (not a select, which would lengthen every link of the chain: float adds of
 * 2^22 values into one total on 16 threads of an H200 host, 15.4-15.6 -> 16.8-18.0 ms). */
static __attribute__((noinline)) float rq_fold32(const hd_rq *q, uint32_t head, float x) {
  for (uint32_t i = head; i; i = q->log[i - 1].next) {
    uint32_t u = (uint32_t)q->log[i - 1].v;
    float y;
    memcpy(&y, &u, sizeof y);
#if RQ_FTZ_SSE
    x += y;
#else
    if (__builtin_expect(fabsf(y) < 0x1p-126f, 0)) y = copysignf(0.0f, y);
    x += y;
    if (__builtin_expect(fabsf(x) < 0x1p-126f, 0)) x = copysignf(0.0f, x);
#endif
  }
  return x;
}
static float rq_fold_f32(const hd_rq *q, uint32_t head, float x) { /* under rq_flush's bits */
#if !RQ_FTZ_SSE
  if (__builtin_expect(fabsf(x) < 0x1p-126f, 0)) x = copysignf(0.0f, x);
#endif
  return rq_fold32(q, head, x); /* a call: gcc moves no float operation across the setcsr */
}
static double rq_fold_f64(const hd_rq *q, uint32_t head, double x) {
  for (uint32_t i = head; i; i = q->log[i - 1].next) {
    uint64_t u = q->log[i - 1].v;
    double y;
    memcpy(&y, &u, sizeof y);
    x += y;
  }
  return x;
}

/* slot s's updates to its word, of U (float adds: F, folded by FOLD) */
#define RQ_APPLY(name, U, F, FOLD)                                                                                     \
  static void name(const hd_rq *q, const hd_rq_slot *s) {                                                              \
    U *p = (U *)(uintptr_t)s->addr, v = (U)s->v, old, nw;                                                              \
    uint32_t ty = s->kind & HD_RQ_TYPES;                                                                               \
    switch (ty == HD_RQ_F32 || ty == HD_RQ_F64 ? -1 : (int)(s->kind & HD_RQ_OPS)) {                                    \
    case HD_RQ_ADD: __atomic_fetch_add(p, v, __ATOMIC_RELAXED); return;                                                \
    case HD_RQ_AND: __atomic_fetch_and(p, v, __ATOMIC_RELAXED); return;                                                \
    case HD_RQ_OR: __atomic_fetch_or(p, v, __ATOMIC_RELAXED); return;                                                  \
    case HD_RQ_XOR: __atomic_fetch_xor(p, v, __ATOMIC_RELAXED); return;                                                \
    default: break;                                                                                                    \
    }                                                                                                                  \
    old = __atomic_load_n(p, __ATOMIC_RELAXED);                                                                        \
    do {                                                                                                               \
      if (ty == HD_RQ_F32 || ty == HD_RQ_F64) { /* the adds one after another */                                       \
        F x;                                                                                                           \
        memcpy(&x, &old, sizeof x);                                                                                    \
        x = FOLD(q, s->head, x);                                                                                       \
        memcpy(&nw, &x, sizeof nw);                                                                                    \
      } else nw = (U)hd_rq_comb(s->kind, old, v); /* min, max */                                                       \
    } while (!__atomic_compare_exchange_n(p, &old, nw, 1, __ATOMIC_RELAXED, __ATOMIC_RELAXED));                        \
  }
RQ_APPLY(rq_apply32, uint32_t, float, rq_fold_f32)
RQ_APPLY(rq_apply64, uint64_t, double, rq_fold_f64)

#if RQ_FTZ_SSE
/* the thread's MXCSR while rq_flush has the flush bits set: a fault in a fold (a bad
 * address) jumps out past the restore, and rq_leave puts it back (the host thread runs
 * items too: its own float code after the failed launch must not flush) */
static _Thread_local unsigned rq_csr;
static _Thread_local int rq_csr_set;
#endif

/* Every held update applied: the floats' last, all under the flush bits at once (set
 * around each fold, float adds into 64 bins on 16 threads took 7.1-7.2 ms against 6.2 in
 * one call of two) */
static void rq_flush(hd_rq *q) {
  int f32 = 0;
  for (uint32_t i = 0; i < q->nused; i++) {
    const hd_rq_slot *s = &q->slot[q->used[i]];
    uint32_t ty = s->kind & HD_RQ_TYPES;
    if (ty == HD_RQ_F32) f32 = 1;
    else if (ty == HD_RQ_U64 || ty == HD_RQ_S64 || ty == HD_RQ_F64) rq_apply64(q, s);
    else rq_apply32(q, s);
  }
  if (f32) {
#if RQ_FTZ_SSE
    rq_csr = _mm_getcsr();
    rq_csr_set = 1;
    _mm_setcsr(0x9fc0u); /* to nearest, no traps, flush to zero (bit 15), denormals are zero (bit 6) */
#endif
    for (uint32_t i = 0; i < q->nused; i++)
      if ((q->slot[q->used[i]].kind & HD_RQ_TYPES) == HD_RQ_F32) rq_apply32(q, &q->slot[q->used[i]]);
#if RQ_FTZ_SSE
    _mm_setcsr(rq_csr);
    rq_csr_set = 0;
#endif
  }
  rq_reset(q);
}

/* A kernel's held updates need the objects of its plain accesses (k->tailp) to be other
 * allocations than those it updates (k->tailr): parameters' pointers, module variables
 * (two variables are two objects). A pointer in no allocation (a little past one: rt_mem
 * leaves room after each) or in the user's registered memory is not known apart. */
static uint64_t tail_ptr(const compile_base *c, const unsigned char *params, unsigned char *const *globals) {
  uint64_t p = 0;
  if (c->sym) return (uint64_t)(uintptr_t)globals[c->idx];
  memcpy(&p, params + c->idx, sizeof p);
  return p;
}
static int tail_alloc(const compile_base *c, const unsigned char *params, unsigned char *const *globals, rt_alloc *a) {
  return rt_mem_find((const void *)(uintptr_t)tail_ptr(c, params, globals), a) && a->kind != RT_MEM_REGISTERED;
}
static int tails_apart(const compile_kernel *k, const unsigned char *params, unsigned char *const *globals) {
  for (int i = 0; i < k->ntailp; i++) {
    rt_alloc a, b;
    if (!tail_alloc(&k->tailp[i], params, globals, &a)) return 0;
    for (int j = 0; j < k->ntailr; j++)
      if (!(k->tailp[i].sym && k->tailr[j].sym) && (!tail_alloc(&k->tailr[j], params, globals, &b) || a.base == b.base))
        return 0;
  }
  return 1;
}

/* The thread's queue (empty between grids: rq_leave), or NULL when out of memory (then
 * updates go to memory at once) */
static hd_rq *rq_get(void) {
  wbuf *w = &tls_wbuf;
  if (!w->rq && (w->rq = calloc(1, sizeof *w->rq)) != NULL) {
    w->rq->flush = rq_flush;
    for (uint32_t i = 0; i < HD_RQ_SLOTS; i++) w->rq->slot[i].kind = ~0u;
  }
  return w->rq;
}

/* the pool's leave: this thread has no more blocks of the grid (or of a graph's phase),
 * or leaves a grid that failed (its context is lost, as a GPU's: what it held is dropped) */
static void rq_leave(void *arg, int worker, int failed) {
  (void)arg;
  (void)worker;
  hd_rq *q = tls_wbuf.rq;
#if RQ_FTZ_SSE
  if (rq_csr_set) { /* a fold that faulted */
    _mm_setcsr(rq_csr);
    rq_csr_set = 0;
  }
#endif
  if (q && q->nused) {
    if (failed) rq_reset(q);
    else rq_flush(q);
  }
}

/* Block item of L's grid in b, its buffers in buf; b holds L->tmpl already unless copy. */
static void block_setup(const launch *L, hd_block *b, unsigned char *buf, uint64_t item, uint32_t worker, char *msg,
                        int copy) {
  if (copy) *b = L->tmpl;
  if (item < L->gx) { /* the first row: a 1D grid's every block */
    b->ctaid[0] = (uint32_t)item;
    b->ctaid[1] = b->ctaid[2] = 0;
  } else {
    uint64_t row = item / L->gx;
    b->ctaid[0] = (uint32_t)(item - row * L->gx);
    b->ctaid[1] = (uint32_t)(row % L->gy);
    b->ctaid[2] = (uint32_t)(row / L->gy);
  }
  b->shared = buf;
  b->local = buf + L->lo;
  b->scratch = buf + L->sc;
  b->state = buf + L->st;
  b->smid = worker;
  b->msg = msg;
  if (L->dl) {
    b->dlast = (uint16_t *)(buf + L->dl);
    memset(b->dlast, 0, sizeof(uint16_t) * b->nthreads);
  }
  if (L->rc) rt_check_block_start(b, buf + L->rc);
}

static void launch_failed(launch *L, const char *msg) {
  if (!atomic_exchange(&L->failed, 1)) snprintf(L->msg, sizeof L->msg, "%s", msg[0] ? msg : "kernel failed");
}

static _Atomic uint64_t launch_ids; /* numbers launches, for wbuf.id */

static int run_block(void *arg, int worker, uint64_t item) {
  launch *L = arg;
  unsigned char *buf = wbuf_get(L->need);
  hd_block *b = buf ? wbuf_block() : NULL;
  if (!b) return cudaErrorMemoryAllocation;
  char msg[256];
  msg[0] = 0;
  int copy = tls_wbuf.id != L->id || L->tmpl.check;
  tls_wbuf.id = L->tmpl.check ? 0 : L->id;
  block_setup(L, b, buf, item, (uint32_t)worker, msg, copy);
  if (copy) b->rq = L->tails ? rq_get() : NULL;
  int rc = L->fn(b);
  b->msg = NULL;
  if (rc) launch_failed(L, msg);
  return rc;
}

/* ---- dynamic parallelism: grids that blocks launch ---- */

static cudaError_t check_config(rt_func *f, dim3 g, dim3 b, size_t shmem, int coop);

/* c at the end of L's list of what its blocks launched (in the order they did) */
static void queue_child(launch *L, dchild *c) {
  pthread_mutex_lock(&L->dmu);
  *L->dtail = c;
  L->dtail = &c->next;
  pthread_mutex_unlock(&L->dmu);
}

static void free_children(dchild *c) {
  for (dchild *n; c; c = n) {
    n = c->next;
    free(c);
  }
}

/* __cudaCDP2GetParameterBufferV2: a new grid of the kernel at fn, its parameters to fill */
static void *device_param(hd_block *b, uint64_t fn, const uint32_t *grid, const uint32_t *block, uint32_t smem,
                          int *err) {
  launch *L = b->dctx;
  rt_func *f = NULL;
  if ((fn & ~0x03FFFFFFFFFFFFF0ull) == HD_FNADDR(0))
    f = rt_func_of_index(L->w->u.k.f->mod, (int)((fn >> 4) & 0x3FFFFFFFFFFFFFull));
  cudaError_t e = f ? rt_func_prepare(f) : cudaErrorInvalidDeviceFunction;
  dim3 g = {grid[0], grid[1], grid[2]}, bl = {block[0], block[1], block[2]};
  if (e == cudaSuccess && check_config(f, g, bl, smem, 0) != cudaSuccess) e = cudaErrorInvalidConfiguration;
  dchild *c = e == cudaSuccess ? calloc(1, sizeof *c + (size_t)f->k.param_size + 16) : NULL;
  if (!c) {
    *err = e == cudaSuccess ? cudaErrorMemoryAllocation : e;
    return NULL;
  }
  c->f = f;
  c->grid = g;
  c->block = bl;
  c->smem = smem;
  queue_child(L, c);
  return c->params;
}

/* __cudaCDP2LaunchDeviceV2: the grid whose parameters are at params (from device_param)
 * goes to stream s */
static int device_launch(hd_block *b, void *params, uint64_t s) {
  (void)b;
  if (!params) return cudaErrorInvalidValue;
  dchild *c = (dchild *)((unsigned char *)params - offsetof(dchild, params));
  if (c->launched) return cudaErrorInvalidValue;
  c->launched = 1;
  c->tail = s == 3; /* cudaStreamTailLaunch: after the parent grid and all else it launched */
  return cudaSuccess;
}

/* __cudaCDP2MemcpyAsync: a copy in line with the grids launched */
static int device_memcpy(hd_block *b, void *dst, const void *src, uint64_t n, uint64_t s) {
  dchild *c = calloc(1, sizeof *c);
  if (!c) return cudaErrorMemoryAllocation;
  c->dst = dst;
  c->src = src;
  c->n = n;
  c->launched = 1;
  c->tail = s == 3;
  queue_child(b->dctx, c);
  return cudaSuccess;
}

static const char *device_errstr(int e) { return cudaGetErrorString((cudaError_t)e); }
static const char *device_errname(int e) { return cudaGetErrorName((cudaError_t)e); }

static int copy_item(void *arg, int worker, uint64_t item) {
  const dchild *c = arg;
  (void)worker;
  (void)item;
  memmove(c->dst, c->src, c->n);
  return 0;
}

/* What L's blocks launched, once L has finished, in the order they run: those of the
 * blocks' own and fire-and-forget streams as they were launched, then the tail launches (a
 * GPU may start the others earlier, but nothing in a parent can wait for them: CUDA 12 has
 * no device synchronization, and each sees every write its parent made before launching
 * it). Grids that were never launched are freed. */
static dchild *launched_children(launch *L) {
  dchild *out = NULL, **tail = &out;
  for (int pass = 0; pass < 2; pass++)
    for (dchild **pp = &L->dhead; *pp;) {
      dchild *c = *pp;
      if (c->launched && c->tail != pass) {
        pp = &c->next;
        continue;
      }
      *pp = c->next;
      if (!c->launched) {
        free(c);
        continue;
      }
      c->next = NULL;
      *tail = c;
      tail = &c->next;
    }
  L->dtail = &L->dhead;
  return out;
}

static cudaError_t grid_run(const rt_work *w, dchild **kids);

/* The grids launched from the device, depth first (a grid is complete when its children
 * are, so the next grid of its stream waits for them too), with a stack of their lists
 * rather than recursion: a GPU nests thousands of levels (2,000 on an H200). After a
 * failure the rest are freed, not run. */
static cudaError_t run_descendants(dchild *first, cudaError_t e) {
  size_t sp = 0, cap = 16;
  dchild **stack = malloc(cap * sizeof *stack);
  if (!stack) {
    free_children(first);
    return cudaErrorMemoryAllocation;
  }
  stack[sp++] = first;
  while (sp) {
    dchild *c = stack[sp - 1];
    if (!c) {
      sp--;
      continue;
    }
    stack[sp - 1] = c->next;
    dchild *kids = NULL;
    if (e == cudaSuccess && !c->f) {
      if (c->n) e = rt_pool_run(copy_item, c, 1); /* a pool job: a bad address is a fault it reports */
    } else if (e == cudaSuccess) {
      rt_work w;
      memset(&w, 0, sizeof w);
      w.type = cudaGraphNodeTypeKernel;
      w.u.k.f = c->f;
      w.u.k.grid = c->grid;
      w.u.k.block = c->block;
      w.u.k.shmem = c->smem;
      w.u.k.params = c->params;
      e = grid_run(&w, &kids);
    }
    free(c);
    if (kids && sp == cap) {
      dchild **s2 = realloc(stack, 2 * cap * sizeof *stack);
      if (s2) stack = s2, cap *= 2;
      else e = cudaErrorMemoryAllocation;
    }
    if (kids && sp < cap) stack[sp++] = kids;
    else free_children(kids);
  }
  free(stack);
  return e;
}

/* rt_fiber_grid's callbacks */
static void fiber_setup(void *arg, hd_block *b, unsigned char *buf, uint64_t i, char *msg) {
  block_setup(arg, b, buf, i, 0, msg, 1);
}
static void fiber_failed(void *arg, const char *msg) { launch_failed(arg, msg); }

/* timed: grid_run reports the launch's time (rt_spec_timed) */
static void launch_init(launch *L, const rt_work *w, int check, int timed) {
  rt_func *f = w->u.k.f;
  const compile_kernel *k = &f->k;
  dim3 grid = w->u.k.grid, block = w->u.k.block;
  uint32_t nthreads = block.x * block.y * block.z;
  L->w = w;
  const uint32_t shape[3] = {block.x, block.y, block.z};
  L->fn = rt_spec_code(f, shape, timed);
  L->id = atomic_fetch_add_explicit(&launch_ids, 1, memory_order_relaxed) + 1;
  memset(&L->tmpl, 0, sizeof L->tmpl);
  L->tmpl.ntid[0] = block.x;
  L->tmpl.ntid[1] = block.y;
  L->tmpl.ntid[2] = block.z;
  L->tmpl.nctaid[0] = grid.x;
  L->tmpl.nctaid[1] = grid.y;
  L->tmpl.nctaid[2] = grid.z;
  L->tmpl.nthreads = nthreads;
  L->tmpl.params = w->u.k.params;
  L->tmpl.dyn_shared = w->u.k.shmem;
  L->tmpl.globals = f->mod->globals;
  L->tmpl.check = (uint32_t)check;
  memset(L->ws, 0, sizeof L->ws);
  L->ws[0] = sizeof L->ws;
  L->tmpl.gridws = (uint64_t)(uintptr_t)L->ws; /* a GPU gives every launch one */
  L->tmpl.dmalloc = rt_heap_malloc;
  L->tmpl.dfree = rt_heap_free;
  L->gx = grid.x;
  L->gy = grid.y;
  /* shared, local, scratch, then resume points (u16), bar.red predicates (u8), then
   * warp-exchange values (u32 or u64) and tags (u32) and their copies, then the named
   * barrier each thread waits at (u8) */
  L->lo = al64((size_t)k->shared_static + w->u.k.shmem + 16);
  L->sc = L->lo + al64((size_t)k->local_size * nthreads);
  /* the arrays of a kernel whose blocks have at most n threads are n + 16 apart
   * (emit_kernel_body; check_config keeps its blocks within n) */
  L->st = L->sc + al64((size_t)k->scratch_per_thread * (k->scratch_threads > nthreads ? k->scratch_threads : nthreads));
  L->need = L->st + al64((size_t)3 * nthreads) + (size_t)33 * nthreads; /* + exchange values and tags, barriers */
  L->rc = 0;
  atomic_init(&L->failed, 0);
  L->msg[0] = 0;
  L->tmpl.shtot = k->shared_static + w->u.k.shmem; /* the window (speculative loads clamp to it) */
  if (rt_check_compiles()) {
    rt_check_launch_init(&L->ck, f->name, &L->tmpl, (size_t)k->local_size * nthreads, k->param_size);
    size_t rc = rt_check_block_bytes(L->tmpl.shtot, nthreads); /* racecheck's state, after the rest */
    if (rc) {
      L->rc = al64(L->need);
      L->need = L->rc + rc;
    }
  }
  L->tails = k->tails && !check && tails_apart(k, w->u.k.params, f->mod->globals);
  L->dhead = NULL;
  L->dtail = &L->dhead;
  L->dl = 0;
  if (k->dlaunch) { /* dynamic parallelism: a last error per thread after the rest */
    L->dl = al64(L->need);
    L->need = L->dl + al64(sizeof(uint16_t) * nthreads);
    pthread_mutex_init(&L->dmu, NULL);
    L->tmpl.dparam = device_param;
    L->tmpl.dlaunch = device_launch;
    L->tmpl.dmemcpy = device_memcpy;
    L->tmpl.derrstr = device_errstr;
    L->tmpl.derrname = device_errname;
    L->tmpl.dctx = L;
  }
}

static void launch_report(launch *L, cudaError_t e) {
  if (e == cudaErrorIllegalAddress && !L->msg[0]) /* a fault (a surface trap or a bad call says more) */
    rt_diag("kernel %s: illegal memory access (a load or store outside any allocation)", L->w->u.k.f->name);
  else if (e != cudaSuccess && L->msg[0]) rt_diag("%s", L->msg);
}

static uint64_t grid_blocks(const rt_work *w) { return (uint64_t)w->u.k.grid.x * w->u.k.grid.y * w->u.k.grid.z; }

/* How many blocks of nt threads the device holds at once, as the occupancy calculator counts */
static cudaError_t resident_blocks(rt_func *f, uint64_t nt, size_t shmem, uint64_t *fit) {
  struct cudaFuncAttributes a;
  cudaError_t e = rt_func_get_attrs(f, &a);
  if (e == cudaSuccess)
    *fit = (uint64_t)rt_device_occupancy(&a, (int)nt, shmem) * (uint64_t)rt_device_props_ref()->multiProcessorCount;
  return e;
}

/* Whether all of w's blocks fit on the device at once */
static int grid_resident(const rt_work *w) {
  const dim3 *b = &w->u.k.block;
  uint64_t fit;
  return resident_blocks(w->u.k.f, (uint64_t)b->x * b->y * b->z, w->u.k.shmem, &fit) == cudaSuccess &&
      grid_blocks(w) <= fit;
}

/* A grid whose blocks may wait for one another: a cooperative launch, a kernel that
 * synchronizes its grid (which a GPU runs when all its blocks fit at once), or one with a
 * loop that waits for other blocks (cfg_spins) whose blocks all fit at once: a GPU runs
 * those all together, so a block may wait for a later one (a grid barrier made of an
 * atomic counter, block 0 collecting the others' results), which blocks started in order
 * on fewer workers would wait for forever. A larger grid runs in order (the decoupled
 * look-back of CUB's scans waits for earlier blocks only), as a GPU could not hold it. */
static int needs_fibers(const rt_work *w) {
  return w->u.k.coop || w->u.k.f->k.grid_sync || (w->u.k.f->k.waits && grid_resident(w));
}

cudaError_t rt_kernel_run(const rt_work *w) {
  dchild *kids = NULL;
  cudaError_t e = grid_run(w, &kids);
  return kids ? run_descendants(kids, e) : e;
}

/* One grid; *kids: the grids its blocks launched, to run next */
static cudaError_t grid_run(const rt_work *w, dchild **kids) {
  launch L;
  cudaError_t e;
  launch_init(&L, w, check_enabled(), 1);
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  if (w->u.k.f->k.heap) rt_device_heap_in_use();
  if (needs_fibers(w)) {
    rt_fiber_grid g = {grid_blocks(w), L.need, L.fn, fiber_setup, fiber_failed, &L};
    e = rt_fiber_run(&g);
  } else {
    uint64_t starts[2] = {0, grid_blocks(w)};
    unsigned char ordered = (unsigned char)w->u.k.f->k.waits;
    e = rt_pool_run_phases(run_block, L.tails ? rq_leave : NULL, &L, starts, 1, &ordered);
  }
  if (rt_check_compiles()) e = rt_check_launch_end(&L.ck, e);
  if (e == cudaSuccess) { /* for the choice between a kernel's general and fixed-shape code */
    clock_gettime(CLOCK_MONOTONIC, &t1);
    const uint32_t shape[3] = {w->u.k.block.x, w->u.k.block.y, w->u.k.block.z};
    uint64_t ns = (uint64_t)(t1.tv_sec - t0.tv_sec) * 1000000000u + (uint64_t)t1.tv_nsec - (uint64_t)t0.tv_nsec;
    rt_spec_timed(w->u.k.f, shape, L.fn, ns, grid_blocks(w));
  }
  launch_report(&L, e);
  if (w->u.k.f->k.dlaunch) {
    *kids = launched_children(&L);
    pthread_mutex_destroy(&L.dmu);
  }
  return e;
}

/* Kernels that run one after another (a graph's): one pool job in phases, so that the
 * workers go from one grid to the next without leaving the job. */
typedef struct chain {
  launch *L;
  uint64_t *starts;
  int n;
  _Atomic int started; /* the newest phase begun: the one that failed, if one did */
} chain;

static int run_chain_block(void *arg, int worker, uint64_t item) {
  chain *c = arg;
  int lo = 0, hi = c->n - 1;
  while (lo < hi) {
    int mid = (lo + hi + 1) / 2;
    if (c->starts[mid] <= item) lo = mid;
    else hi = mid - 1;
  }
  if (atomic_load_explicit(&c->started, memory_order_relaxed) != lo) /* written once per phase, not per block */
    atomic_store_explicit(&c->started, lo, memory_order_relaxed);
  return run_block(&c->L[lo], worker, item - c->starts[lo]);
}

cudaError_t rt_kernels_run(const rt_work *w, int n) {
  if (n == 1) return rt_kernel_run(w);
  for (int i = 0; i < n; i++)
    if (needs_fibers(&w[i]) || rt_check_compiles() || w[i].u.k.f->k.dlaunch) { /* one at a time */
      for (int j = 0; j < n; j++) {
        cudaError_t e = rt_kernel_run(&w[j]);
        if (e != cudaSuccess) return e;
      }
      return cudaSuccess;
    }
  chain c = {calloc((size_t)n, sizeof(launch)), calloc((size_t)n + 1, sizeof(uint64_t)), n, 0};
  unsigned char *ordered = calloc((size_t)n, 1); /* kernels whose blocks wait for earlier ones */
  if (!c.L || !c.starts || !ordered) {
    free(c.L);
    free(c.starts);
    free(ordered);
    return cudaErrorMemoryAllocation;
  }
  int check = check_enabled(), tails = 0;
  for (int i = 0; i < n; i++) {
    launch_init(&c.L[i], &w[i], check, 0);
    c.starts[i + 1] = c.starts[i] + grid_blocks(&w[i]);
    ordered[i] = (unsigned char)w[i].u.k.f->k.waits;
    tails |= c.L[i].tails;
  }
  cudaError_t e = rt_pool_run_phases(run_chain_block, tails ? rq_leave : NULL, &c, c.starts, n, ordered);
  int bad = atomic_load(&c.started);
  for (int i = 0; i < n; i++) launch_report(&c.L[i], i == bad ? e : cudaSuccess);
  free(c.L);
  free(c.starts);
  free(ordered);
  return e;
}

static cudaError_t check_config(rt_func *f, dim3 g, dim3 b, size_t shmem, int coop) {
  uint64_t nt = (uint64_t)b.x * b.y * b.z;
  if (!b.x || !b.y || !b.z || b.x > 1024 || b.y > 1024 || b.z > 64 || nt > MAX_THREADS) return cudaErrorInvalidValue;
  if (!g.x || !g.y || !g.z || g.x > 2147483647u || g.y > 65535 || g.z > 65535) return cudaErrorInvalidValue;
  const int *mx = f->k.maxntid, *rq = f->k.reqntid;
  if (mx[0] && nt > (uint64_t)mx[0] * (mx[1] ? mx[1] : 1) * (mx[2] ? mx[2] : 1)) return cudaErrorInvalidValue;
  if (rq[0] && (b.x != (unsigned)rq[0] || b.y != (unsigned)(rq[1] ? rq[1] : 1) || b.z != (unsigned)(rq[2] ? rq[2] : 1)))
    return cudaErrorInvalidValue;
  if (coop) { /* every block resident at once */
    uint64_t fit;
    cudaError_t e = resident_blocks(f, nt, shmem, &fit);
    if (e != cudaSuccess) return e;
    if ((uint64_t)g.x * g.y * g.z > fit) return cudaErrorCooperativeLaunchTooLarge;
  }
  size_t limit = f->max_dyn_shared > 0 ? (size_t)f->max_dyn_shared + f->k.shared_static : MAX_SHARED_DEFAULT;
  if (limit > MAX_SHARED_OPTIN) limit = MAX_SHARED_OPTIN;
  if (f->k.shared_static > MAX_SHARED_OPTIN || shmem + f->k.shared_static > limit) return cudaErrorInvalidValue;
  return cudaSuccess;
}

/* A kernel work item's own functions (rt_work.h): its parameters are its to free and copy.
 * A launch queued on a stream keeps them in the item's inline storage (kernel_inline_ops:
 * nothing to free), and moves them to the heap if stream capture takes the item. */
static size_t param_bytes(const rt_work *w) { return (size_t)w->u.k.f->k.param_size + 16; }

static void kernel_release(rt_work *w) {
  free(w->u.k.params);
  free(w->u.k.argv);
  w->u.k.params = NULL;
  w->u.k.argv = NULL;
}

static void kernel_inline_release(rt_work *w) {
  free(w->u.k.argv);
  w->u.k.params = NULL;
  w->u.k.argv = NULL;
}

static const rt_work_ops kernel_ops;

static cudaError_t kernel_clone(rt_work *dst, const rt_work *src) {
  dst->ops = &kernel_ops;
  dst->u.k.argv = NULL;
  dst->u.k.params = malloc(param_bytes(src));
  if (!dst->u.k.params) return cudaErrorMemoryAllocation;
  memcpy(dst->u.k.params, src->u.k.params, param_bytes(src));
  return cudaSuccess;
}

static cudaError_t kernel_move(rt_work *dst, rt_work *src) {
  *dst = *src;
  cudaError_t e = kernel_clone(dst, src);
  kernel_inline_release(src);
  return e;
}

static const rt_work_ops kernel_ops = {rt_kernel_run, kernel_release, kernel_clone, NULL};
static const rt_work_ops kernel_inline_ops = {rt_kernel_run, kernel_inline_release, kernel_clone, kernel_move};

/* Kernel work with its parameters in inl (RT_WORK_INLINE bytes) if they fit, else on the
 * heap. */
static cudaError_t kernel_work(rt_work *w, rt_func *f, dim3 grid, dim3 block, void **args, size_t shmem, int coop,
                               unsigned char *inl) {
  cudaError_t e = rt_func_prepare(f);
  if (e != cudaSuccess) return e;
  if ((e = check_config(f, grid, block, shmem, coop)) != cudaSuccess) return e;
  const compile_kernel *k = &f->k;
  for (int i = 0; i < k->nparams; i++)
    if (!args || !args[i]) return cudaErrorInvalidValue;
  size_t psize = (size_t)k->param_size + 16;
  unsigned char *params = inl && psize <= RT_WORK_INLINE ? inl : malloc(psize);
  if (!params) return cudaErrorMemoryAllocation;
  memset(params, 0, psize);
  for (int i = 0; i < k->nparams; i++) memcpy(params + k->params[i].offset, args[i], k->params[i].size);
  w->type = cudaGraphNodeTypeKernel;
  w->ops = params == inl ? &kernel_inline_ops : &kernel_ops;
  w->u.k.f = f;
  w->u.k.grid = grid;
  w->u.k.block = block;
  w->u.k.shmem = (uint32_t)shmem;
  w->u.k.params = params;
  w->u.k.argv = NULL; /* built by cudaGraphKernelNodeGetParams if asked for */
  w->u.k.coop = coop;
  return cudaSuccess;
}

cudaError_t rt_kernel_work(rt_work *w, rt_func *f, dim3 grid, dim3 block, void **args, size_t shmem) {
  return kernel_work(w, f, grid, block, args, shmem, 0, NULL);
}

cudaError_t rt_launch(rt_func *f, dim3 grid, dim3 block, void **args, size_t shmem, cudaStream_t stream, int coop) {
  if (!rt_stream_valid(stream)) return rt_err_set(cudaErrorInvalidResourceHandle);
  rt_work *w = rt_work_new(cudaGraphNodeTypeKernel);
  if (!w) return rt_err_set(cudaErrorMemoryAllocation);
  cudaError_t e = kernel_work(w, f, grid, block, args, shmem, coop, rt_work_inline(w));
  if (e != cudaSuccess) {
    rt_work_free(w); /* owns nothing yet */
    return rt_err_set(e);
  }
  if (f->k.heap) rt_device_heap_in_use();
  e = rt_submit(rt_stream_from_handle(stream), w);
  return e == cudaSuccess ? cudaSuccess : rt_err_set(e);
}

cudaError_t rt_func_get_attrs(rt_func *f, struct cudaFuncAttributes *a) {
  cudaError_t e = rt_func_prepare(f);
  if (e != cudaSuccess) return e;
  memset(a, 0, sizeof *a);
  const int *mx = f->k.maxntid;
  a->sharedSizeBytes = f->k.shared_static;
  a->constSizeBytes = 0;
  a->localSizeBytes = f->k.local_size;
  a->maxThreadsPerBlock = mx[0] ? mx[0] * (mx[1] ? mx[1] : 1) * (mx[2] ? mx[2] : 1) : MAX_THREADS;
  /* heddle has no physical registers: PTX's virtual register count, bounded as ptxas would */
  a->numRegs = rt_device_num_regs(f->k.nregs, a->maxThreadsPerBlock, f->k.minnctapersm, f->k.maxnreg);
  /* CUDA reports the PTX's target architecture here (75 for compute_75), not the ISA
   * version; libraries (CUB, Thrust) pick their tuning from it */
  int arch = f->mod->cm->target_sm ? f->mod->cm->target_sm : 75;
  a->ptxVersion = arch;
  a->binaryVersion = arch;
  a->maxDynamicSharedSizeBytes = f->max_dyn_shared > 0 ? f->max_dyn_shared
                                                       : MAX_SHARED_DEFAULT - (int)f->k.shared_static;
  return cudaSuccess;
}

cudaError_t rt_func_set_attr(rt_func *f, enum cudaFuncAttribute attr, int value) {
  cudaError_t e = rt_func_prepare(f);
  if (e != cudaSuccess) return e;
  switch (attr) {
  case cudaFuncAttributeMaxDynamicSharedMemorySize:
    if (value < 0 || (size_t)value + f->k.shared_static > MAX_SHARED_OPTIN) return cudaErrorInvalidValue;
    f->max_dyn_shared = value;
    return cudaSuccess;
  case cudaFuncAttributePreferredSharedMemoryCarveout:
    return value < -1 || value > 100 ? cudaErrorInvalidValue : cudaSuccess;
  default: return cudaSuccess; /* accepted: no effect on a CPU */
  }
}
