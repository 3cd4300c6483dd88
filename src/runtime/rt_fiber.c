/* rt_fiber.c: grids whose blocks wait for one another, each block a fiber.
 *
 * A GPU holds every block of a cooperative grid at once, so a block may wait at a grid
 * barrier until the others arrive. heddle has fewer workers than blocks: a block that
 * waits (the emitted code calls hd_block.yield each time round a loop that cfg_spins
 * marked) gives its worker back, and the worker starts a block that has not run yet or
 * resumes one that was waiting. Blocks are started before waiting ones are resumed, so
 * every block reaches the barrier. Any worker may resume any fiber: waiting fibers are in
 * one queue, and a worker that is not part of the job (busy elsewhere) holds nothing up.
 *
 * A fiber is a ucontext with its own stack (a guard page below it) and its own block
 * buffers; finished ones are reused. Under ASan and TSan the switches are announced to
 * the sanitizer. A fault in a block ends the job (rt_pool's handler jumps out of the
 * fiber to the worker's frame); the other workers see rt_pool_failed and stop, and the
 * fibers left waiting are freed with the rest. */
#include "rt_fiber.h"
#include "rt_pool.h"
#include "rt_sync.h"
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/common_interface_defs.h>
#define HD_ASAN 1
#endif
#if defined(__SANITIZE_THREAD__)
#include <sanitizer/tsan_interface.h>
#define HD_TSAN 1
#endif

enum { FIBER_STACK = 1 << 20 };

typedef struct grid grid;
typedef struct fiber {
  hd_block b; /* first: yield finds its fiber from its block */
  ucontext_t ctx;
  ucontext_t *back; /* the worker loop running it now */
  grid *g;
  unsigned char *map; /* the mapping: a guard page, then the stack */
  unsigned char *buf; /* the block's buffers */
  int rc, finished;
  char msg[256];
#ifdef HD_ASAN
  void *fake;
  const void *wbot; /* the worker's stack, to switch back to */
  size_t wsize;
#endif
#ifdef HD_TSAN
  void *tsan, *wtsan;
#endif
} fiber;

typedef struct fvec {
  fiber **v;
  size_t n, cap;
} fvec;

struct grid {
  const rt_fiber_grid *d;
  size_t page;
  _Atomic uint64_t next; /* the next block to start */
  _Atomic uint64_t finished;
  _Atomic int failed;
  pthread_mutex_t mu; /* the three lists */
  fvec parked; /* waiting fibers, a queue: [head, n) */
  size_t head;
  fvec spare; /* finished fibers, to reuse */
  fvec all; /* every fiber made, freed at the end */
  _Alignas(64) uint32_t ws[16]; /* the grid workspace: wsSize, then the grid barrier */
};

static int fvec_push(fvec *a, fiber *f) {
  if (a->n == a->cap) {
    size_t cap = a->cap ? 2 * a->cap : 64;
    fiber **v = realloc(a->v, cap * sizeof *v);
    if (!v) return -1;
    a->v = v;
    a->cap = cap;
  }
  a->v[a->n++] = f;
  return 0;
}

/* ---- switching ---- */

static void to_worker(fiber *f, int dying) {
#ifdef HD_ASAN
  __sanitizer_start_switch_fiber(dying ? NULL : &f->fake, f->wbot, f->wsize);
#endif
#ifdef HD_TSAN
  __tsan_switch_to_fiber(f->wtsan, 0);
#endif
  if (dying) setcontext(f->back);
  swapcontext(&f->ctx, f->back);
#ifdef HD_ASAN
  __sanitizer_finish_switch_fiber(f->fake, &f->wbot, &f->wsize);
#endif
}

static void fiber_yield(hd_block *b) { to_worker((fiber *)b, 0); }

static void fiber_main(unsigned hi, unsigned lo) {
  fiber *f = (fiber *)(uintptr_t)(((uint64_t)hi << 32) | lo);
#ifdef HD_ASAN
  __sanitizer_finish_switch_fiber(NULL, &f->wbot, &f->wsize);
#endif
  f->rc = f->g->d->fn(&f->b);
  f->finished = 1;
  to_worker(f, 1);
}

#ifdef HD_TSAN
/* The fiber this worker runs: a fault or an abort in it jumps to the worker's stack, which
 * ThreadSanitizer must be told first (or it cannot find the jump buffer). */
static __thread fiber *running;
static void escape_fiber(void) {
  fiber *f = running;
  if (!f) return;
  running = NULL;
  __tsan_switch_to_fiber(f->wtsan, 0);
}
static void install_escape(void) { rt_pool_on_escape(escape_fiber); }
#endif

/* Runs f on this worker until it finishes or waits. */
static void resume(fiber *f) {
  ucontext_t here;
  f->back = &here;
#ifdef HD_TSAN
  static pthread_once_t once = PTHREAD_ONCE_INIT;
  pthread_once(&once, install_escape);
  f->wtsan = __tsan_get_current_fiber();
  running = f;
  __tsan_switch_to_fiber(f->tsan, 0);
#endif
#ifdef HD_ASAN
  void *fake = NULL;
  __sanitizer_start_switch_fiber(&fake, f->map + f->g->page, FIBER_STACK);
#endif
  swapcontext(&here, &f->ctx);
#ifdef HD_ASAN
  __sanitizer_finish_switch_fiber(fake, NULL, NULL);
#endif
#ifdef HD_TSAN
  running = NULL;
#endif
}

/* ---- fibers ---- */

static void fiber_free(grid *g, fiber *f) {
#ifdef HD_TSAN
  __tsan_destroy_fiber(f->tsan);
#endif
  munmap(f->map, g->page + FIBER_STACK);
  free(f->buf);
  free(f);
}

static fiber *fiber_new(grid *g) {
  fiber *f = calloc(1, sizeof *f);
  if (!f) return NULL;
  f->g = g;
  f->buf = aligned_alloc(64, (g->d->bufsize + 63) & ~(size_t)63);
  if (f->buf) memset(f->buf, 0, g->d->bufsize); /* pages present: masked vector loads (rt_launch.c) */
  f->map = mmap(NULL, g->page + FIBER_STACK, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1,
                0);
  if (f->map == MAP_FAILED) f->map = NULL;
  if (!f->buf || !f->map || mprotect(f->map, g->page, PROT_NONE) != 0) {
    if (f->map) munmap(f->map, g->page + FIBER_STACK);
    free(f->buf);
    free(f);
    return NULL;
  }
#ifdef HD_TSAN
  f->tsan = __tsan_create_fiber(0);
#endif
  pthread_mutex_lock(&g->mu);
  int e = fvec_push(&g->all, f);
  pthread_mutex_unlock(&g->mu);
  if (e) {
    fiber_free(g, f);
    return NULL;
  }
  return f;
}

/* f's context: fiber_main on f's stack. (getcontext only fills it in: makecontext
 * replaces where it resumes, so it never returns twice.) */
static void make_context(fiber *f) {
  getcontext(&f->ctx);
  f->ctx.uc_stack.ss_sp = f->map + f->g->page;
  f->ctx.uc_stack.ss_size = FIBER_STACK;
  f->ctx.uc_link = NULL;
  uint64_t p = (uint64_t)(uintptr_t)f;
  makecontext(&f->ctx, (void (*)(void))fiber_main, 2, (unsigned)(p >> 32), (unsigned)p);
}

/* A fiber for block i, ready to start. */
static fiber *fiber_start(grid *g, uint64_t i) {
  fiber *f = NULL;
  pthread_mutex_lock(&g->mu);
  if (g->spare.n) f = g->spare.v[--g->spare.n];
  pthread_mutex_unlock(&g->mu);
  if (!f && !(f = fiber_new(g))) return NULL;
  f->msg[0] = 0;
  g->d->setup(g->d->arg, &f->b, f->buf, i, f->msg);
  f->b.gridws = (uint64_t)(uintptr_t)g->ws;
  f->b.yield = fiber_yield;
  f->rc = f->finished = 0;
  make_context(f);
  return f;
}

static fiber *pop_parked(grid *g) {
  fiber *f = NULL;
  pthread_mutex_lock(&g->mu);
  if (g->head < g->parked.n) {
    f = g->parked.v[g->head++];
    if (g->head == g->parked.n) g->head = g->parked.n = 0;
  }
  pthread_mutex_unlock(&g->mu);
  return f;
}

static int push(grid *g, fvec *a, fiber *f) {
  pthread_mutex_lock(&g->mu);
  if (a == &g->parked && g->head > 0 && g->head >= a->n / 2) { /* the queue's live part to the front */
    memmove(a->v, a->v + g->head, (a->n - g->head) * sizeof *a->v);
    a->n -= g->head;
    g->head = 0;
  }
  int e = fvec_push(a, f);
  pthread_mutex_unlock(&g->mu);
  return e;
}

/* ---- the job: each pool thread that takes part runs blocks until all have finished ---- */

static int work(void *arg, int worker, uint64_t item) {
  grid *g = arg;
  uint64_t n = g->d->nblocks;
  (void)item;
  for (unsigned idle = 0;;) {
    if (atomic_load_explicit(&g->failed, memory_order_relaxed) || rt_pool_failed()) return 0;
    fiber *f = NULL;
    if (atomic_load_explicit(&g->next, memory_order_relaxed) < n) {
      uint64_t i = atomic_fetch_add(&g->next, 1);
      if (i < n && !(f = fiber_start(g, i))) {
        atomic_store(&g->failed, 1);
        return cudaErrorMemoryAllocation;
      }
    }
    if (!f) f = pop_parked(g);
    if (!f) {
      if (atomic_load(&g->finished) == n) return 0;
      rt_cpu_relax();
      if (++idle % 64 == 0) sched_yield();
      continue;
    }
    idle = 0;
    f->b.smid = (uint32_t)worker;
    resume(f);
    if (!f->finished) {
      if (push(g, &g->parked, f)) {
        atomic_store(&g->failed, 1);
        return cudaErrorMemoryAllocation;
      }
      continue;
    }
    if (f->rc) {
      if (!atomic_exchange(&g->failed, 1)) g->d->failed(g->d->arg, f->msg);
      return f->rc;
    }
    if (push(g, &g->spare, f)) {
      atomic_store(&g->failed, 1);
      return cudaErrorMemoryAllocation;
    }
    atomic_fetch_add(&g->finished, 1);
  }
}

cudaError_t rt_fiber_run(const rt_fiber_grid *d) {
  grid *g = calloc(1, sizeof *g);
  if (!g) return cudaErrorMemoryAllocation;
  g->d = d;
  long page = sysconf(_SC_PAGESIZE);
  g->page = page > 0 ? (size_t)page : 4096;
  g->ws[0] = (uint32_t)sizeof g->ws;
  pthread_mutex_init(&g->mu, NULL);
  uint64_t nw = (uint64_t)rt_pool_nworkers();
  cudaError_t e = rt_pool_run_together(work, g, d->nblocks < nw ? d->nblocks : nw);
  for (size_t i = 0; i < g->all.n; i++) fiber_free(g, g->all.v[i]);
  free(g->all.v);
  free(g->spare.v);
  free(g->parked.v);
  pthread_mutex_destroy(&g->mu);
  free(g);
  return e;
}
