/* rt_stream.c: streams as in-order queues of ops, each drained by its own dispatcher
 * thread (started on the first enqueue). Errors returned by operations are kept until
 * the next synchronization reports them; fault-type errors become the sticky error. */
#include "rt_stream.h"
#include "rt_err.h"
#include "rt_sync.h"
#include <fenv.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

/* The queue is Vyukov's intrusive multi-producer single-consumer list: a producer links
 * its op in with one atomic exchange, the dispatcher takes ops off without any atomic
 * read-modify-write; neither takes a lock. Ops are counted twice, in (by producers) and
 * out (by the dispatcher), on cache lines of their own, so that the host launching and
 * the dispatcher running do not write the same lines: pending ops are in - out, out read
 * first (then in - out is never below what was pending when out was read). The mutex and
 * condition variables are only for sleeping: a dispatcher sleeps after RT_SPIN_NS
 * without work, a synchronizing caller after RT_SPIN_NS of waiting, and the other side
 * calls into the mutex only when it sees a sleeper's flag (sleeping, waiters). Each
 * sleeper sets its flag before it looks again, and each waker makes its change before
 * it reads the flag (both sequentially consistent), so one of the two sees
 * the other: no wake-up is lost. */
struct rt_stream {
  _Alignas(64) rt_op *_Atomic tail; /* producers: the newest op (or the stub) */
  _Atomic uint64_t in; /* ops queued, ever */
  _Alignas(64) rt_op *head; /* the dispatcher's: the oldest op (or the stub) */
  _Atomic uint64_t out; /* ops done, ever */
  _Alignas(64) rt_op stub;
  /* written rarely */
  _Alignas(64) _Atomic int sleeping; /* the dispatcher sleeps on work (or is about to) */
  _Atomic int waiters; /* synchronizing callers sleep on idle (or are about to) */
  _Atomic int started, destroying;
  _Atomic int first_err; /* first op error since the last sync */
  int blocking; /* a blocking stream other than the legacy one: counted in reg.blocking_* */
  pthread_mutex_t mu;
  pthread_cond_t work; /* an op was queued, or the stream is being destroyed */
  pthread_cond_t idle; /* no op pending */
  unsigned flags; /* cudaStreamNonBlocking, as created */
  int priority;
  unsigned long long id; /* cudaStreamGetId */
  rt_stream *next_stream; /* registry list, under reg.mu */
};

/* Registry of live streams plus device-wide counts of pending ops, so that
 * rt_device_sync and the legacy stream's implicit synchronization can wait without
 * holding any stream's lock. */
static struct {
  pthread_mutex_t mu; /* the list; sleeping on the conditions */
  pthread_cond_t idle; /* no op pending */
  pthread_cond_t progress; /* an op completed (only called when someone waits) */
  /* ops queued and done, ever, by every stream (in, out) and by the blocking streams other
   * than the legacy one (blocking_in, blocking_out); written by producers and by
   * dispatchers on lines of their own */
  _Alignas(64) _Atomic uint64_t in, blocking_in;
  _Alignas(64) _Atomic uint64_t out;
  _Alignas(64) _Atomic uint64_t blocking_out;
  _Alignas(64) _Atomic int idle_waiters, progress_waiters;
  rt_stream *streams;
  pthread_once_t default_once;
  rt_stream *legacy;
} reg = {.mu = PTHREAD_MUTEX_INITIALIZER,
         .idle = PTHREAD_COND_INITIALIZER,
         .progress = PTHREAD_COND_INITIALIZER,
         .default_once = PTHREAD_ONCE_INIT};

static void reg_add(rt_stream *s) {
  static unsigned long long next_id = 1; /* under reg.mu */
  pthread_mutex_lock(&reg.mu);
  s->id = next_id++;
  s->next_stream = reg.streams;
  reg.streams = s;
  pthread_mutex_unlock(&reg.mu);
}

/* Bumped whenever a stream leaves the registry: rt_stream_valid's answers stay good
 * while it does not move. */
static _Atomic unsigned streams_gen = 1;

static void reg_remove(rt_stream *s) {
  pthread_mutex_lock(&reg.mu);
  atomic_fetch_add(&streams_gen, 1);
  rt_stream **pp = &reg.streams;
  while (*pp && *pp != s) pp = &(*pp)->next_stream;
  if (*pp) *pp = s->next_stream;
  pthread_mutex_unlock(&reg.mu);
}

/* ---- the queue ---- */
/* The exchange is sequentially consistent: it is the producer's half of the handshake
 * with a dispatcher going to sleep (see has_work). */
static void q_push(rt_stream *s, rt_op *o) {
  atomic_store_explicit(&o->next, NULL, memory_order_relaxed);
  rt_op *prev = atomic_exchange(&s->tail, o);
  atomic_store_explicit(&prev->next, o, memory_order_release);
}

/* The oldest op, or NULL if there is none, or if the producer of the next one has not
 * linked it in yet (head->next will say when it has). The dispatcher only. */
static rt_op *q_pop(rt_stream *s) {
  rt_op *head = s->head, *next = atomic_load_explicit(&head->next, memory_order_acquire);
  if (head == &s->stub) {
    if (!next) return NULL;
    s->head = head = next;
    next = atomic_load_explicit(&head->next, memory_order_acquire);
  }
  if (next) {
    s->head = next;
    return head;
  }
  if (head != atomic_load_explicit(&s->tail, memory_order_acquire)) return NULL;
  q_push(s, &s->stub); /* head is the last op: put the stub behind it, so head can go */
  next = atomic_load_explicit(&head->next, memory_order_acquire);
  if (!next) return NULL;
  s->head = next;
  return head;
}

/* Spin conditions (rt_spin_until) before sleeping: the dispatcher has something to do;
 * the stream is idle; the legacy stream's implicit synchronization lets s go ahead; the
 * device is idle. Back-to-back launches and launch-then-sync would otherwise pay two
 * wake-ups each. */
static int has_next(const rt_stream *s) { return atomic_load(&s->head->next) != NULL; }

/* Something to do: an op is queued or on its way in (when the queue is empty, head and
 * tail are both the stub), or the stream is being destroyed. The dispatcher sets
 * sleeping before it looks, a producer exchanges tail before it reads sleeping: both
 * sequentially consistent, so no fence is needed on the launch path. */
static int has_work(const void *p) {
  const rt_stream *s = p;
  return atomic_load(&s->tail) != s->head || atomic_load(&s->destroying);
}

static int none_pending(const _Atomic uint64_t *in, const _Atomic uint64_t *out) {
  uint64_t done = atomic_load(out);
  return atomic_load(in) == done;
}

static int is_idle(const void *p) {
  const rt_stream *s = p;
  return none_pending(&s->in, &s->out);
}

static int device_idle(const void *unused) { return none_pending(&reg.in, &reg.out); }

static rt_stream *stream_new(void) {
  rt_stream *s = aligned_alloc(64, sizeof *s);
  if (!s) return NULL;
  memset(s, 0, sizeof *s);
  s->head = &s->stub;
  atomic_init(&s->tail, &s->stub);
  pthread_mutex_init(&s->mu, NULL);
  pthread_cond_init(&s->work, NULL);
  pthread_cond_init(&s->idle, NULL);
  return s;
}

static void stream_free(rt_stream *s) {
  pthread_cond_destroy(&s->idle);
  pthread_cond_destroy(&s->work);
  pthread_mutex_destroy(&s->mu);
  free(s);
}

/* Runs one op. After a sticky error the context is dead, as on a GPU: later ops are
 * dropped (their owners still get them back). */
static cudaError_t run_op(rt_op *o) {
  cudaError_t err = rt_err_sticky() ? cudaSuccess : o->run(o);
  o->done(o);
  if (rt_err_is_sticky_kind(err)) rt_err_set_sticky(err);
  return err;
}

static void broadcast(pthread_mutex_t *mu, pthread_cond_t *cv) {
  pthread_mutex_lock(mu);
  pthread_cond_broadcast(cv);
  pthread_mutex_unlock(mu);
}

/* An op of s completed: it is counted out, and whoever sleeps on the counts is woken. */
static void op_finished(rt_stream *s) {
  if (s->blocking) atomic_fetch_add(&reg.blocking_out, 1);
  atomic_fetch_add(&s->out, 1);
  atomic_fetch_add(&reg.out, 1); /* sequentially consistent, as the loads of the flags below */
  if (atomic_load(&s->waiters) && is_idle(s)) broadcast(&s->mu, &s->idle);
  if (atomic_load(&reg.idle_waiters) && device_idle(NULL)) broadcast(&reg.mu, &reg.idle);
  if (atomic_load(&reg.progress_waiters)) broadcast(&reg.mu, &reg.progress);
}

/* Returns 0 when the stream is destroyed and drained, else 1 once there may be an op. An
 * op whose producer has not linked it in yet is pending but not next: waited for. */
static int wait_for_op(rt_stream *s) {
  if (has_next(s)) return 1;
  if (atomic_load(&s->destroying) && is_idle(s)) return 0;
  if (rt_spin_until(has_work, s)) return 1;
  pthread_mutex_lock(&s->mu);
  atomic_store(&s->sleeping, 1);
  while (!has_work(s)) pthread_cond_wait(&s->work, &s->mu);
  atomic_store(&s->sleeping, 0);
  pthread_mutex_unlock(&s->mu);
  return 1;
}

static void *dispatcher_main(void *p) {
  rt_stream *s = p;
  fesetenv(FE_DFL_ENV); /* kernels' floating-point environment, not the program's (worker_main) */
  for (;;) {
    rt_op *o = q_pop(s);
    if (!o) {
      if (!wait_for_op(s)) break;
      continue;
    }
    /* The next op (or the stub) and what its owner keeps around it (a work item: the
     * work before the op, the parameters after it) were written by a host thread: have
     * them here while this one runs. Prefetching is no access, so any address will do. */
    for (int off = -128; off <= 64; off += 64) __builtin_prefetch((const char *)s->head + off);
    cudaError_t err = run_op(o);
    int none = cudaSuccess;
    if (err != cudaSuccess) atomic_compare_exchange_strong(&s->first_err, &none, (int)err);
    op_finished(s);
  }
  /* Destroyed and drained. rt_stream_destroy may still be inside the mutex (it signals
   * work after it sets destroying, which this thread may have seen while spinning):
   * once this thread has had the mutex, nobody else holds s. */
  pthread_mutex_lock(&s->mu);
  pthread_mutex_unlock(&s->mu);
  stream_free(s);
  return NULL;
}

/* Detached: a stream's thread ends by itself on destroy. */
static int start_dispatcher(rt_stream *s) {
  pthread_attr_t attr;
  pthread_t t;
  pthread_attr_init(&attr);
  pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
  pthread_attr_setstacksize(&attr, (size_t)8 << 20); /* it also runs thread blocks */
  int rc = pthread_create(&t, &attr, dispatcher_main, s);
  pthread_attr_destroy(&attr);
  return rc == 0;
}

/* Starts the dispatcher at the first enqueue; 0 if the system refuses a thread. */
static int ensure_started(rt_stream *s) {
  if (atomic_load_explicit(&s->started, memory_order_acquire)) return 1;
  pthread_mutex_lock(&s->mu);
  if (!atomic_load(&s->started) && start_dispatcher(s)) atomic_store(&s->started, 1);
  pthread_mutex_unlock(&s->mu);
  return atomic_load(&s->started);
}

static void default_init(void) {
  reg.legacy = stream_new();
  if (reg.legacy) reg_add(reg.legacy);
}

rt_stream *rt_stream_default(void) {
  static _Atomic int ready;
  if (atomic_load_explicit(&ready, memory_order_acquire)) return reg.legacy;
  pthread_once(&reg.default_once, default_init);
  atomic_store_explicit(&ready, 1, memory_order_release);
  return reg.legacy;
}

/* The per-thread default stream: an ordinary blocking stream per host thread, created on
 * first use and destroyed (its queued work still runs) when the thread exits. */
static pthread_key_t pts_key;
static pthread_once_t pts_once = PTHREAD_ONCE_INIT;
static _Thread_local rt_stream *pts;
static _Thread_local int ptds_depth; /* inside a _ptds/_ptsz entry point */

static void pts_exit(void *s) { rt_stream_destroy(s); }
static void pts_init(void) { pthread_key_create(&pts_key, pts_exit); }

rt_stream *rt_stream_per_thread(void) {
  if (!pts) {
    pthread_once(&pts_once, pts_init);
    pts = rt_stream_create_ex(0, 0);
    if (!pts) return rt_stream_default(); /* out of memory: the legacy stream is never less ordered */
    pthread_setspecific(pts_key, pts);
  }
  return pts;
}

void rt_ptds_enter(void) { ptds_depth++; }
void rt_ptds_leave(void) { ptds_depth--; }

rt_stream *rt_stream_null(void) { return ptds_depth ? rt_stream_per_thread() : rt_stream_default(); }

rt_stream *rt_stream_from_handle(cudaStream_t h) {
  if (h == NULL) return rt_stream_null();
  if (h == cudaStreamLegacy) return rt_stream_default();
  if (h == cudaStreamPerThread) return rt_stream_per_thread();
  return (rt_stream *)h;
}

cudaError_t rt_stream_get(cudaStream_t h, rt_stream **out) {
  if (!rt_stream_valid(h)) return cudaErrorInvalidResourceHandle;
  *out = rt_stream_from_handle(h);
  return cudaSuccess;
}

rt_stream *rt_stream_create(void) { return rt_stream_create_ex(0, 0); }

rt_stream *rt_stream_create_ex(unsigned flags, int priority) {
  rt_stream *s = stream_new();
  if (s) {
    s->flags = flags;
    s->priority = priority;
    s->blocking = !(flags & cudaStreamNonBlocking);
    reg_add(s);
  }
  return s;
}

unsigned long long rt_stream_id(rt_stream *s) { return s->id; }

void rt_stream_props(rt_stream *s, unsigned *flags, int *priority) {
  if (flags) *flags = s->flags;
  if (priority) *priority = s->priority;
}

int rt_stream_valid(cudaStream_t h) {
  static _Thread_local cudaStream_t last_valid; /* launch after launch on one stream */
  static _Thread_local unsigned last_gen;
  if (h == NULL || h == cudaStreamLegacy || h == cudaStreamPerThread) return 1;
  unsigned gen = atomic_load_explicit(&streams_gen, memory_order_acquire);
  if (h == last_valid && gen == last_gen) return 1;
  pthread_mutex_lock(&reg.mu);
  rt_stream *s = reg.streams;
  while (s && s != (rt_stream *)h) s = s->next_stream;
  pthread_mutex_unlock(&reg.mu);
  if (s) {
    last_valid = h;
    last_gen = gen;
  }
  return s != NULL;
}

/* Returns at once, as cudaStreamDestroy does; queued work still runs, then the
 * dispatcher frees the stream. */
void rt_stream_destroy(rt_stream *s) {
  if (!s || s == reg.legacy) return;
  reg_remove(s);
  pthread_mutex_lock(&s->mu);
  atomic_store(&s->destroying, 1);
  int started = atomic_load(&s->started);
  pthread_cond_signal(&s->work);
  pthread_mutex_unlock(&s->mu);
  if (!started) stream_free(s);
}

/* The legacy default stream's implicit synchronization: its work waits for the blocking
 * streams' earlier work, and theirs for its. Done by holding back the host until the
 * other side is idle: conservative (less overlap than a GPU), never weaker. A destroyed
 * blocking stream counts until its queued work is done. */
static int legacy_clear(const void *p) {
  const rt_stream *s = p;
  if (s == reg.legacy) return none_pending(&reg.blocking_in, &reg.blocking_out);
  return is_idle(reg.legacy);
}

static void legacy_order(rt_stream *s) {
  rt_stream *legacy = rt_stream_default();
  if ((s != legacy && !s->blocking) || !legacy || legacy_clear(s)) return;
  if (rt_spin_until(legacy_clear, s)) return;
  pthread_mutex_lock(&reg.mu);
  atomic_fetch_add(&reg.progress_waiters, 1);
  atomic_thread_fence(memory_order_seq_cst);
  while (!legacy_clear(s)) pthread_cond_wait(&reg.progress, &reg.mu);
  atomic_fetch_sub(&reg.progress_waiters, 1);
  pthread_mutex_unlock(&reg.mu);
}

cudaError_t rt_stream_sync_null(void) {
  rt_stream *s = rt_stream_null();
  legacy_order(s);
  return rt_stream_sync(s);
}

cudaError_t rt_stream_push(rt_stream *s, rt_op *o) {
  if (!s) return cudaErrorInvalidResourceHandle;
  legacy_order(s);
  if (!ensure_started(s)) return cudaErrorMemoryAllocation;
  atomic_fetch_add(&reg.in, 1); /* before the op is visible, so rt_device_sync cannot miss it */
  if (s->blocking) atomic_fetch_add(&reg.blocking_in, 1);
  atomic_fetch_add(&s->in, 1);
  q_push(s, o);
  if (atomic_load(&s->sleeping)) {
    pthread_mutex_lock(&s->mu);
    pthread_cond_signal(&s->work);
    pthread_mutex_unlock(&s->mu);
  }
  return cudaSuccess;
}

/* rt_stream_enqueue's closures: an op of their own, on the heap. */
typedef struct closure {
  rt_op op;
  rt_closure_fn fn;
  void *arg;
  void (*free_fn)(void *);
} closure;

static cudaError_t closure_run(rt_op *o) {
  closure *c = (closure *)o;
  return c->fn(c->arg);
}

static void closure_done(rt_op *o) {
  closure *c = (closure *)o;
  if (c->free_fn) c->free_fn(c->arg);
  free(c);
}

cudaError_t rt_stream_enqueue(rt_stream *s, rt_closure_fn fn, void *arg, void (*free_fn)(void *)) {
  if (!s) return cudaErrorInvalidResourceHandle;
  closure *c = malloc(sizeof *c);
  if (!c) return cudaErrorMemoryAllocation;
  *c = (closure){{NULL, closure_run, closure_done}, fn, arg, free_fn};
  cudaError_t err = rt_stream_push(s, &c->op);
  if (err != cudaSuccess) free(c);
  return err;
}

/* The error to report at a synchronization: a sticky error wins over queued ones. */
static cudaError_t sync_result(cudaError_t first) {
  cudaError_t sticky = rt_err_sticky();
  return sticky ? sticky : first;
}

cudaError_t rt_stream_sync(rt_stream *s) {
  if (!s) return cudaErrorInvalidResourceHandle;
  if (s == rt_stream_default()) /* the legacy stream also waits for blocking streams */
    legacy_order(s);
  if (!rt_spin_until(is_idle, s)) {
    pthread_mutex_lock(&s->mu);
    atomic_fetch_add(&s->waiters, 1);
    atomic_thread_fence(memory_order_seq_cst);
    while (!is_idle(s)) pthread_cond_wait(&s->idle, &s->mu);
    atomic_fetch_sub(&s->waiters, 1);
    pthread_mutex_unlock(&s->mu);
  }
  return sync_result((cudaError_t)atomic_exchange(&s->first_err, cudaSuccess));
}

cudaError_t rt_stream_query(rt_stream *s) {
  if (!s) return cudaErrorInvalidResourceHandle;
  int busy = !is_idle(s);
  if (rt_err_sticky()) return rt_err_sticky();
  return busy ? cudaErrorNotReady : cudaSuccess;
}

/* Takes and clears the first recorded error of every live stream. Errors of streams
 * destroyed before finishing are lost, as they are with CUDA. */
static cudaError_t collect_errors(void) {
  cudaError_t first = cudaSuccess;
  pthread_mutex_lock(&reg.mu);
  for (rt_stream *s = reg.streams; s; s = s->next_stream) {
    cudaError_t e = (cudaError_t)atomic_exchange(&s->first_err, cudaSuccess);
    if (first == cudaSuccess) first = e;
  }
  pthread_mutex_unlock(&reg.mu);
  return first;
}

cudaError_t rt_device_sync(void) {
  if (!rt_spin_until(device_idle, NULL)) {
    pthread_mutex_lock(&reg.mu);
    atomic_fetch_add(&reg.idle_waiters, 1);
    atomic_thread_fence(memory_order_seq_cst);
    while (!device_idle(NULL)) pthread_cond_wait(&reg.idle, &reg.mu);
    atomic_fetch_sub(&reg.idle_waiters, 1);
    pthread_mutex_unlock(&reg.mu);
  }
  return sync_result(collect_errors());
}
