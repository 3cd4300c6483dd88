/* rt_spec.c: kernels compiled for one launch shape. A kernel's C reads its block shape from
 * hd_block; compiled with the shape as constants, gcc knows every thread loop's trip count,
 * turns divisions by the block width into shifts and drops general paths that shape never
 * takes (one local core: Harris's reduce3 at 128 threads 1.25 -> 1.0 ms, a 1024-thread
 * shuffle scan 12.1 -> 8.9, a 16x16 tiled matmul 13.6 -> 8.2-9.4). The kernel the program
 * carries stays the first code of every launch; a shape a kernel runs with gets its own:
 *
 *   - at its first launch, a job for the builder thread: emit the C for that shape and
 *     look for it in the program's section and the disk cache (a run before built it);
 *   - not there: once the shape's launches have taken SPEC_HOT_NS with the general code, a
 *     job to compile it (in the background: launches go on meanwhile);
 *   - built or found, a trial: launches of the shape alternate between the two codes until
 *     each has run SPEC_TRIALS timed launches (side by side, under the same load: a
 *     compilation running beside the general code's earlier launches made them look 2.7x
 *     slower), and the fixed code is kept unless its fastest launch took longer a block than
 *     the general code's fastest (the fastest: other streams' launches slow one down; a
 *     matrix-vector product's lockstep tiles came out slower with the constants, 24 -> 34
 *     ms on one core, in a tree before ARCHITECTURE step 5's row loops).
 *
 * HEDDLE_SPECIALIZE=off never does this; =sync compiles a shape at its first launch, before
 * it runs, and keeps it untimed (the tests run every shape through the fixed code that way).
 * Kernels compiled for heddle check, and kernels whose C is past SPEC_MAX_C, keep their code.
 * A program that exits while its kernel is being compiled waits SPEC_EXIT_WAIT for it (the
 * object then goes to the cache), then stops the compiler and removes its files.
 * At most RT_SPECS shapes a kernel. */
#include "rt_internal.h"
#include "jit.h"
#include "rt_check.h"
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum {
  SPEC_NEW, /* counted in; its probe is queued */
  SPEC_COLD, /* in no cache: timing the general code until it is worth a compile */
  SPEC_BUSY, /* a job of the builder's */
  SPEC_TRIAL, /* built: its first launches are timed against the general code's */
  SPEC_KEPT, /* runs its shape's launches */
  SPEC_NONE /* slower, or could not be built: the general code runs */
};
#define SPEC_HOT_NS 20000000u /* 20 ms */
/* SPEC_MAX_C: gcc's time grows faster than the C (-O3, one local core: reduce3's 12 KB 0.3 s,
 * the bench scan's 62 KB 0.5 s, bench softmax's 128 KB 21 s), and a compilation a program
 * does not outlive is lost */
enum { SPEC_TRIALS = 4, SPEC_MAX_C = 96 << 10, SPEC_EXIT_WAIT = 3 /* s */ };

typedef struct spec_job {
  rt_func *f;
  int i; /* which of f->specs */
  int build; /* compile if no cache has it */
  struct spec_job *next;
} spec_job;

static pthread_mutex_t spec_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t spec_cv = PTHREAD_COND_INITIALIZER; /* a job queued, or the builder's job done with its module */
static spec_job *queue, **queue_tail = &queue;
static int builder_started;
static rt_module *builder_mod; /* the module whose PTX the builder is reading now, or NULL */
static rt_func *builder_func; /* the kernel of the builder's job; NULL once rt_spec_forget dropped it */

static int mode(void) { /* 0 off, 1 background, 2 sync */
  static int m = -1;
  int v = __atomic_load_n(&m, __ATOMIC_RELAXED);
  if (v < 0) {
    const char *e = getenv("HEDDLE_SPECIALIZE");
    v = e && (!strcmp(e, "off") || !strcmp(e, "0")) ? 0 : e && !strcmp(e, "sync") ? 2 : 1;
    __atomic_store_n(&m, v, __ATOMIC_RELAXED);
  }
  return v;
}

/* f compiled for shape: its code, or NULL (no cache has it and build is 0, or it failed).
 * Emits under the module's lock; compiles outside it. For the builder (bg), f may be freed
 * once the C is written (rt_spec_forget waits for that much only): nothing of f after it. */
static hd_kernel_fn spec_build(rt_func *f, const uint32_t shape[3], int build, int how, int bg) {
  rt_module *m = f->mod;
  char err[2048], entry[64];
  snprintf(entry, sizeof entry, "%s", f->k.entry);
  strbuf c = {0};
  compile_kernel d = {0};
  pthread_mutex_lock(&m->mu);
  int rc = m->cm ? compile_kernel_c_shape(m->cm, f->kidx, "kernel.ptx", shape, &c, &d, err, sizeof err) : -1;
  pthread_mutex_unlock(&m->mu);
  /* the same memory layout as the general code's, or it is not to be run in its place */
  int same = !rc && d.param_size == f->k.param_size && d.shared_static == f->k.shared_static &&
      d.local_size == f->k.local_size && d.scratch_per_thread == f->k.scratch_per_thread &&
      d.scratch_threads == f->k.scratch_threads;
  compile_kernel_free(&d);
  if (bg) {
    pthread_mutex_lock(&spec_mu);
    builder_mod = NULL; /* the module's PTX is read: rt_spec_forget need not wait */
    pthread_cond_broadcast(&spec_cv);
    pthread_mutex_unlock(&spec_mu);
  }
  hd_kernel_fn fn = NULL;
  if (same) {
    void *dl = jit_open(c.p, c.len, entry, build ? how : JIT_FIND, err, sizeof err);
    if (dl) fn = (hd_kernel_fn)(uintptr_t)dlsym(dl, entry);
  }
  sb_free(&c);
  return fn;
}

static int enqueue(rt_func *f, int i, int build);

/* The shape's code for good (fn, or the general code where NULL); called with spec_mu held.
 * Launches of a settled shape take no lock. */
static void settle(rt_spec *s, hd_kernel_fn fn) {
  s->state = fn ? SPEC_KEPT : SPEC_NONE;
  atomic_store_explicit(&s->fn, fn, memory_order_relaxed);
  atomic_store_explicit(&s->settled, 1, memory_order_release);
}

static void *builder(void *arg) {
  (void)arg;
  pthread_mutex_lock(&spec_mu);
  for (;;) {
    while (!queue) pthread_cond_wait(&spec_cv, &spec_mu);
    spec_job *j = queue;
    if (!(queue = j->next)) queue_tail = &queue;
    rt_func *f = j->f;
    rt_spec *s = &f->specs[j->i];
    uint32_t shape[3] = {s->shape[0], s->shape[1], s->shape[2]};
    int build = j->build;
    free(j);
    builder_mod = f->mod;
    builder_func = f;
    pthread_mutex_unlock(&spec_mu);
    hd_kernel_fn fn = spec_build(f, shape, build, JIT_QUIET, 1);
    pthread_mutex_lock(&spec_mu);
    if (builder_func) { /* f was not unregistered meanwhile */
      if (fn) {
        s->state = SPEC_TRIAL;
        atomic_store_explicit(&s->fn, fn, memory_order_release);
      } else if (build) settle(s, NULL);
      else if (s->gtotal < SPEC_HOT_NS) s->state = SPEC_COLD;
      else if (enqueue(f, (int)(s - f->specs), 1)) settle(s, NULL); /* hot while it was looked for */
    }
    builder_func = NULL;
    pthread_cond_broadcast(&spec_cv);
  }
  return NULL;
}

/* Queue a job for entry i of f; called with spec_mu held. 0, or -1 if it cannot be. */
static int enqueue(rt_func *f, int i, int build) {
  if (!builder_started) {
    pthread_t t;
    pthread_attr_t a;
    pthread_attr_init(&a);
    pthread_attr_setdetachstate(&a, PTHREAD_CREATE_DETACHED);
    int rc = pthread_create(&t, &a, builder, NULL);
    pthread_attr_destroy(&a);
    if (rc) return -1;
    builder_started = 1;
  }
  spec_job *j = malloc(sizeof *j);
  if (!j) return -1;
  *j = (spec_job){f, i, build, NULL};
  *queue_tail = j;
  queue_tail = &j->next;
  f->specs[i].state = build ? SPEC_BUSY : SPEC_NEW;
  pthread_cond_broadcast(&spec_cv);
  return 0;
}

static int same_shape(const rt_spec *s, const uint32_t shape[3]) {
  return s->shape[0] == shape[0] && s->shape[1] == shape[1] && s->shape[2] == shape[2];
}

/* f's entry for shape, without the lock (an entry's shape is fixed before it is counted in),
 * or NULL */
static rt_spec *entry_of(rt_func *f, const uint32_t shape[3]) {
  int n = atomic_load_explicit(&f->nspecs, memory_order_acquire);
  for (int i = 0; i < n; i++)
    if (same_shape(&f->specs[i], shape)) return &f->specs[i];
  return NULL;
}

hd_kernel_fn rt_spec_code(rt_func *f, const uint32_t shape[3], int timed) {
  int md = mode();
  if (!md || rt_check_compiles() || !f->fn || f->csize > SPEC_MAX_C) return f->fn;
  rt_spec *s = entry_of(f, shape);
  if (s && atomic_load_explicit(&s->settled, memory_order_acquire)) {
    hd_kernel_fn fn = atomic_load_explicit(&s->fn, memory_order_relaxed);
    return fn ? fn : f->fn;
  }
  pthread_mutex_lock(&spec_mu);
  int n = atomic_load_explicit(&f->nspecs, memory_order_relaxed);
  if (!s) s = entry_of(f, shape); /* counted in meanwhile? */
  if (!s && n < RT_SPECS) { /* a shape not seen before */
    s = &f->specs[n];
    memcpy(s->shape, shape, sizeof s->shape);
    atomic_store_explicit(&s->fn, NULL, memory_order_relaxed);
    s->state = SPEC_NONE;
    atomic_store_explicit(&f->nspecs, n + 1, memory_order_release);
    if (md == 2) { /* compiled now, before this launch */
      pthread_mutex_unlock(&spec_mu);
      hd_kernel_fn fn = spec_build(f, shape, 1, JIT_SAY, 0);
      pthread_mutex_lock(&spec_mu);
      settle(s, fn);
    } else if (enqueue(f, n, 0)) settle(s, NULL);
  }
  hd_kernel_fn fn = f->fn;
  if (s) {
    hd_kernel_fn sf = atomic_load_explicit(&s->fn, memory_order_relaxed);
    if (s->state == SPEC_KEPT) fn = sf;
    else if (s->state == SPEC_TRIAL && timed && !(s->pick++ & 1)) fn = sf; /* untimed: no part in it */
    else if (s->state == SPEC_COLD && s->gtotal >= SPEC_HOT_NS && enqueue(f, (int)(s - f->specs), 1)) settle(s, NULL);
  }
  pthread_mutex_unlock(&spec_mu);
  return fn;
}

void rt_spec_timed(rt_func *f, const uint32_t shape[3], hd_kernel_fn used, uint64_t ns, uint64_t nblocks) {
  rt_spec *s = mode() && nblocks ? entry_of(f, shape) : NULL;
  if (!s || atomic_load_explicit(&s->settled, memory_order_acquire)) return;
  pthread_mutex_lock(&spec_mu);
  if (s->state != SPEC_TRIAL) {
    if (used == f->fn) s->gtotal += ns;
  } else {
    double per = (double)ns / (double)nblocks;
    if (used == f->fn) s->gbest = s->gtrials++ && s->gbest < per ? s->gbest : per;
    else if (used == atomic_load_explicit(&s->fn, memory_order_relaxed))
      s->sbest = s->strials++ && s->sbest < per ? s->sbest : per;
    /* the fastest of each: launches of other streams or processes only slow one down */
    if (s->strials >= SPEC_TRIALS && s->gtrials >= SPEC_TRIALS) {
      int slower = s->sbest > s->gbest;
      settle(s, slower ? NULL : atomic_load_explicit(&s->fn, memory_order_relaxed));
      if (getenv("HEDDLE_SPECIALIZE_SAY"))
        fprintf(stderr, "heddle: %s for blocks of %ux%ux%u: %.1f ns a block, general code %.1f: %s\n", f->name,
                shape[0], shape[1], shape[2], s->sbest, s->gbest, slower ? "dropped" : "kept");
    }
  }
  pthread_mutex_unlock(&spec_mu);
}

/* m's queued jobs out; called with spec_mu held */
static void drop_jobs(rt_module *m) {
  for (spec_job **p = &queue; *p;) {
    if ((*p)->f->mod == m) {
      spec_job *j = *p;
      *p = j->next;
      free(j);
    } else p = &(*p)->next;
  }
  queue_tail = &queue;
  while (*queue_tail) queue_tail = &(*queue_tail)->next;
}

void rt_spec_forget(rt_module *m) {
  pthread_mutex_lock(&spec_mu);
  /* compiling: the object goes to the disk cache for the next run (a program that exits
   * before it is built would never have one), but not for longer than SPEC_EXIT_WAIT, and
   * not at all without a cache; then the compiler is stopped, its files removed */
  struct timespec until;
  clock_gettime(CLOCK_REALTIME, &until);
  until.tv_sec += jit_caching() ? SPEC_EXIT_WAIT : 0;
  int stopped = 0;
  for (;;) {
    /* again after every wait: the builder queues a compilation of m's kernel when its probe
     * finds the shape hot, and may then go on to another module's job (a review found m's
     * job queued after its kernels were freed) */
    drop_jobs(m);
    if (builder_mod == m) { /* reading m's PTX: not for long */
      pthread_cond_wait(&spec_cv, &spec_mu);
      continue;
    }
    if (!builder_func || builder_func->mod != m) break;
    if (!pthread_cond_timedwait(&spec_cv, &spec_mu, &until)) continue;
    if (!stopped) {
      jit_cancel();
      stopped = 1;
      until.tv_sec += 1;
    } else builder_func = NULL; /* still at it: its result is dropped */
  }
  pthread_mutex_unlock(&spec_mu);
}
