/* rt_stream.c: streams as in-order queues of closures, each drained by its own dispatcher
 * thread (started on the first enqueue). Errors returned by operations are kept until
 * the next synchronization reports them; fault-type errors become the sticky error. */
#include "rt_stream.h"
#include "rt_err.h"
#include "rt_sync.h"
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>

typedef struct op {
  rt_op_fn fn;
  void *arg;
  void (*free_fn)(void *);
  struct op *next;
} op;

struct rt_stream {
  pthread_mutex_t mu;
  pthread_cond_t work; /* an op was queued, or the stream is being destroyed */
  pthread_cond_t idle; /* pending dropped to 0 */
  op *head, *tail;
  _Atomic uint64_t pending; /* queued + running ops; changed under mu, spun on without */
  cudaError_t first_err; /* first op error since the last sync */
  int started, destroying;
  unsigned flags; /* cudaStreamNonBlocking, as created */
  int priority;
  unsigned long long id; /* cudaStreamGetId */
  rt_stream *next_stream; /* registry list, under reg.mu */
};

/* Registry of live streams plus a device-wide count of pending ops, so that
 * rt_device_sync can wait for everything without holding any stream's lock. */
static struct {
  pthread_mutex_t mu;
  pthread_cond_t idle;
  pthread_cond_t progress; /* broadcast whenever any op completes */
  uint64_t pending; /* under mu */
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

static void reg_remove(rt_stream *s) {
  pthread_mutex_lock(&reg.mu);
  rt_stream **pp = &reg.streams;
  while (*pp && *pp != s) pp = &(*pp)->next_stream;
  if (*pp) *pp = s->next_stream;
  pthread_mutex_unlock(&reg.mu);
}

static void reg_pending(int delta) {
  pthread_mutex_lock(&reg.mu);
  reg.pending += (uint64_t)(int64_t)delta;
  if (reg.pending == 0) pthread_cond_broadcast(&reg.idle);
  if (delta < 0) pthread_cond_broadcast(&reg.progress);
  pthread_mutex_unlock(&reg.mu);
}

/* Spin conditions (rt_spin_until) before sleeping: the stream has work, or none left.
 * Back-to-back launches and launch-then-sync would otherwise pay two wake-ups each. */
static int has_pending(const void *s) { return atomic_load(&((const rt_stream *)s)->pending) != 0; }

static int is_idle(const void *s) { return atomic_load(&((const rt_stream *)s)->pending) == 0; }

static rt_stream *stream_new(void) {
  rt_stream *s = calloc(1, sizeof *s);
  if (!s) return NULL;
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

/* Runs one op outside the lock. After a sticky error the context is dead, as on a GPU:
 * later ops are dropped (their arguments still freed). */
static cudaError_t run_op(op *o) {
  cudaError_t err = rt_err_sticky() ? cudaSuccess : o->fn(o->arg);
  if (o->free_fn) o->free_fn(o->arg);
  free(o);
  if (rt_err_is_sticky_kind(err)) rt_err_set_sticky(err);
  return err;
}

/* Pops the next op, or returns NULL when the stream is being destroyed and is empty.
 * Call with s->mu held. */
static op *next_op(rt_stream *s) {
  if (!s->head && !s->destroying) {
    pthread_mutex_unlock(&s->mu);
    rt_spin_until(has_pending, s);
    pthread_mutex_lock(&s->mu);
  }
  while (!s->head && !s->destroying) pthread_cond_wait(&s->work, &s->mu);
  op *o = s->head;
  if (o) {
    s->head = o->next;
    if (!s->head) s->tail = NULL;
  }
  return o;
}

static void *dispatcher_main(void *p) {
  rt_stream *s = p;
  pthread_mutex_lock(&s->mu);
  for (op *o; (o = next_op(s)) != NULL;) {
    pthread_mutex_unlock(&s->mu);
    cudaError_t err = run_op(o);
    pthread_mutex_lock(&s->mu);
    if (err != cudaSuccess && s->first_err == cudaSuccess) s->first_err = err;
    if (--s->pending == 0) pthread_cond_broadcast(&s->idle);
    pthread_mutex_unlock(&s->mu); /* lock order: reg.mu before s->mu, never after */
    reg_pending(-1);
    pthread_mutex_lock(&s->mu);
  }
  pthread_mutex_unlock(&s->mu);
  stream_free(s); /* destroyed and drained: nobody else holds s now */
  return NULL;
}

/* Call with s->mu held. Detached: a stream's thread ends by itself on destroy. */
static int start_dispatcher(rt_stream *s) {
  pthread_attr_t attr;
  pthread_t t;
  pthread_attr_init(&attr);
  pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
  pthread_attr_setstacksize(&attr, (size_t)8 << 20); /* it also runs thread blocks */
  int rc = pthread_create(&t, &attr, dispatcher_main, s);
  pthread_attr_destroy(&attr);
  s->started = rc == 0;
  return s->started;
}

static void default_init(void) {
  reg.legacy = stream_new();
  if (reg.legacy) reg_add(reg.legacy);
}

rt_stream *rt_stream_default(void) {
  pthread_once(&reg.default_once, default_init);
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
  if (h == NULL || h == cudaStreamLegacy || h == cudaStreamPerThread) return 1;
  pthread_mutex_lock(&reg.mu);
  rt_stream *s = reg.streams;
  while (s && s != (rt_stream *)h) s = s->next_stream;
  pthread_mutex_unlock(&reg.mu);
  return s != NULL;
}

/* Returns at once, as cudaStreamDestroy does; queued work still runs, then the
 * dispatcher frees the stream. */
void rt_stream_destroy(rt_stream *s) {
  if (!s || s == reg.legacy) return;
  reg_remove(s);
  pthread_mutex_lock(&s->mu);
  s->destroying = 1;
  int started = s->started;
  pthread_cond_signal(&s->work);
  pthread_mutex_unlock(&s->mu);
  if (!started) stream_free(s);
}

/* The legacy default stream's implicit synchronization: its work waits for the blocking
 * streams' earlier work, and theirs for its. Done by holding back the host until the
 * other side is idle: conservative (less overlap than a GPU), never weaker. */
static int blocking_busy(void) {
  for (rt_stream *b = reg.streams; b; b = b->next_stream)
    if (b != reg.legacy && !(b->flags & cudaStreamNonBlocking) && atomic_load(&b->pending) > 0) return 1;
  return 0;
}

static void legacy_order(rt_stream *s) {
  rt_stream *legacy = rt_stream_default();
  if (s != legacy && (s->flags & cudaStreamNonBlocking)) return;
  pthread_mutex_lock(&reg.mu);
  if (s == legacy)
    while (blocking_busy()) pthread_cond_wait(&reg.progress, &reg.mu);
  else
    while (atomic_load(&legacy->pending) > 0) pthread_cond_wait(&reg.progress, &reg.mu);
  pthread_mutex_unlock(&reg.mu);
}

cudaError_t rt_stream_sync_null(void) {
  rt_stream *s = rt_stream_null();
  legacy_order(s);
  return rt_stream_sync(s);
}

cudaError_t rt_stream_enqueue(rt_stream *s, rt_op_fn fn, void *arg, void (*free_fn)(void *)) {
  if (s) legacy_order(s);
  op *o = malloc(sizeof *o);
  if (!s || !o) {
    free(o);
    return s ? cudaErrorMemoryAllocation : cudaErrorInvalidResourceHandle;
  }
  *o = (op){fn, arg, free_fn, NULL};
  reg_pending(+1); /* before the op is visible, so rt_device_sync cannot miss it */
  pthread_mutex_lock(&s->mu);
  if (!s->started && !start_dispatcher(s)) {
    pthread_mutex_unlock(&s->mu);
    reg_pending(-1);
    free(o);
    return cudaErrorMemoryAllocation;
  }
  if (s->tail) s->tail->next = o;
  else s->head = o;
  s->tail = o;
  s->pending++;
  pthread_cond_signal(&s->work);
  pthread_mutex_unlock(&s->mu);
  return cudaSuccess;
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
  rt_spin_until(is_idle, s);
  pthread_mutex_lock(&s->mu);
  while (s->pending > 0) pthread_cond_wait(&s->idle, &s->mu);
  cudaError_t err = s->first_err;
  s->first_err = cudaSuccess;
  pthread_mutex_unlock(&s->mu);
  return sync_result(err);
}

cudaError_t rt_stream_query(rt_stream *s) {
  if (!s) return cudaErrorInvalidResourceHandle;
  pthread_mutex_lock(&s->mu);
  int busy = s->pending > 0;
  pthread_mutex_unlock(&s->mu);
  if (rt_err_sticky()) return rt_err_sticky();
  return busy ? cudaErrorNotReady : cudaSuccess;
}

/* Takes and clears the first recorded error of every live stream. Errors of streams
 * destroyed before finishing are lost, as they are with CUDA. */
static cudaError_t collect_errors(void) {
  cudaError_t first = cudaSuccess;
  pthread_mutex_lock(&reg.mu);
  for (rt_stream *s = reg.streams; s; s = s->next_stream) {
    pthread_mutex_lock(&s->mu);
    if (first == cudaSuccess) first = s->first_err;
    s->first_err = cudaSuccess;
    pthread_mutex_unlock(&s->mu);
  }
  pthread_mutex_unlock(&reg.mu);
  return first;
}

cudaError_t rt_device_sync(void) {
  pthread_mutex_lock(&reg.mu);
  while (reg.pending > 0) pthread_cond_wait(&reg.idle, &reg.mu);
  pthread_mutex_unlock(&reg.mu);
  return sync_result(collect_errors());
}
