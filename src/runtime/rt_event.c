/* rt_event.c: CUDA events. A record is a work item of this file's that stamps the time and
 * completes the event's newest generation when its stream gets there; synchronizing and
 * stream waits block until the generation recorded at the time of the call completes. */
#include "rt_event.h"
#include "rt_err.h"
#include "rt_sync.h"
#include <stdatomic.h>
#include <pthread.h>
#include <stdlib.h>

struct rt_event {
  pthread_mutex_t mu;
  pthread_cond_t done_cv;
  unsigned flags;
  uint64_t recorded, done; /* generations: recorded by the host, completed by a stream */
  uint64_t t_ns; /* when the newest completed generation completed */
  _Atomic int refs; /* the handle, plus each work item (record, wait, graph node) */
  rt_event *next;
};

static pthread_mutex_t ev_mu = PTHREAD_MUTEX_INITIALIZER;
static rt_event *events; /* live events, to validate handles */

rt_event *rt_event_create(unsigned flags) {
  rt_event *e = calloc(1, sizeof *e);
  if (!e) return NULL;
  pthread_mutex_init(&e->mu, NULL);
  pthread_cond_init(&e->done_cv, NULL);
  e->flags = flags;
  atomic_init(&e->refs, 1);
  pthread_mutex_lock(&ev_mu);
  e->next = events;
  events = e;
  pthread_mutex_unlock(&ev_mu);
  return e;
}

rt_event *rt_event_from_handle(cudaEvent_t h) {
  pthread_mutex_lock(&ev_mu);
  rt_event *e = events;
  while (e && e != (rt_event *)h) e = e->next;
  pthread_mutex_unlock(&ev_mu);
  return e;
}

void rt_event_ref(rt_event *e) { atomic_fetch_add(&e->refs, 1); }

void rt_event_unref(rt_event *e) {
  if (atomic_fetch_sub(&e->refs, 1) != 1) return;
  pthread_cond_destroy(&e->done_cv);
  pthread_mutex_destroy(&e->mu);
  free(e);
}

/* Destroying an event with pending records or waits is allowed and returns at once: the
 * work items that use it hold references, and the last one frees it. */
cudaError_t rt_event_destroy(cudaEvent_t h) {
  pthread_mutex_lock(&ev_mu);
  rt_event **pp = &events;
  while (*pp && *pp != (rt_event *)h) pp = &(*pp)->next;
  rt_event *e = *pp;
  if (e) *pp = e->next;
  pthread_mutex_unlock(&ev_mu);
  if (!e) return cudaErrorInvalidResourceHandle;
  const rt_capture_hooks *hooks = rt_work_capture_hooks();
  if (hooks) hooks->event_forget(e);
  rt_event_unref(e);
  return cudaSuccess;
}

uint64_t rt_event_new_gen(rt_event *e) {
  pthread_mutex_lock(&e->mu);
  uint64_t gen = ++e->recorded;
  pthread_mutex_unlock(&e->mu);
  return gen;
}

uint64_t rt_event_gen(rt_event *e) {
  pthread_mutex_lock(&e->mu);
  uint64_t gen = e->recorded;
  pthread_mutex_unlock(&e->mu);
  return gen;
}

void rt_event_complete(rt_event *e, uint64_t gen) {
  uint64_t t = rt_now_ns();
  pthread_mutex_lock(&e->mu);
  if (gen > e->done) {
    e->done = gen;
    e->t_ns = t;
  }
  pthread_cond_broadcast(&e->done_cv);
  pthread_mutex_unlock(&e->mu);
}

/* ---- records and waits as work items ---- */
static cudaError_t record_run(const rt_work *w) {
  rt_event_complete(w->u.ev.e, w->u.ev.gen);
  return cudaSuccess;
}

static cudaError_t wait_run(const rt_work *w) {
  rt_event_wait(w->u.ev.e, w->u.ev.gen);
  return cudaSuccess;
}

static void ev_release(rt_work *w) {
  if (w->u.ev.e) rt_event_unref(w->u.ev.e);
  w->u.ev.e = NULL;
}

static cudaError_t ev_clone(rt_work *dst, const rt_work *src) {
  (void)src;
  rt_event_ref(dst->u.ev.e);
  return cudaSuccess;
}

static const rt_work_ops record_ops = {record_run, ev_release, ev_clone, NULL};
static const rt_work_ops wait_ops = {wait_run, ev_release, ev_clone, NULL};

void rt_event_work(rt_work *w, rt_event *e, int type) {
  w->type = type;
  w->ops = type == cudaGraphNodeTypeEventRecord ? &record_ops : &wait_ops;
  w->u.ev.e = e;
  w->u.ev.gen = 0;
  rt_event_ref(e);
}

/* In a capturing stream a record only remembers where the capture is (rt_graph.c).
 * Otherwise the generation is taken when the record is queued, after capture had its say;
 * a record that cannot be queued completes at once, or its waiters would hang. */
cudaError_t rt_event_record(rt_event *e, rt_stream *s) {
  cudaError_t err;
  const rt_capture_hooks *hooks = rt_work_capture_hooks();
  if (hooks && hooks->event_record(e, s, &err)) return err;
  rt_work *w = rt_work_new(cudaGraphNodeTypeEventRecord);
  if (!w) return cudaErrorMemoryAllocation;
  rt_event_work(w, e, cudaGraphNodeTypeEventRecord);
  if (rt_work_captured(s, w, &err)) return err;
  w->u.ev.gen = rt_event_new_gen(e);
  err = rt_work_enqueue(s, w);
  if (err != cudaSuccess) {
    rt_event_complete(e, w->u.ev.gen);
    rt_work_free(w);
  }
  return err;
}

void rt_event_wait(rt_event *e, uint64_t gen) {
  pthread_mutex_lock(&e->mu);
  while (e->done < gen) pthread_cond_wait(&e->done_cv, &e->mu);
  pthread_mutex_unlock(&e->mu);
}

cudaError_t rt_event_sync(rt_event *e) {
  rt_event_wait(e, rt_event_gen(e));
  return rt_err_sticky();
}

cudaError_t rt_event_query(rt_event *e) {
  pthread_mutex_lock(&e->mu);
  int ready = e->done >= e->recorded;
  pthread_mutex_unlock(&e->mu);
  if (rt_err_sticky()) return rt_err_sticky();
  return ready ? cudaSuccess : cudaErrorNotReady;
}

cudaError_t rt_event_elapsed(float *ms, rt_event *a, rt_event *b) {
  if ((a->flags | b->flags) & cudaEventDisableTiming) return cudaErrorInvalidResourceHandle;
  pthread_mutex_lock(&a->mu);
  uint64_t ra = a->recorded, da = a->done, ta = a->t_ns;
  pthread_mutex_unlock(&a->mu);
  pthread_mutex_lock(&b->mu);
  uint64_t rb = b->recorded, db = b->done, tb = b->t_ns;
  pthread_mutex_unlock(&b->mu);
  if (!ra || !rb) return cudaErrorInvalidResourceHandle;
  if (da < ra || db < rb) return cudaErrorNotReady;
  *ms = (float)((double)((int64_t)(tb - ta)) / 1e6);
  return cudaSuccess;
}

/* The stream waits for the event's record as of now (a never-recorded event: no wait). */
cudaError_t rt_stream_wait_event(rt_stream *s, rt_event *e) {
  cudaError_t err;
  const rt_capture_hooks *hooks = rt_work_capture_hooks();
  if (hooks && hooks->event_wait(s, e, &err)) return err;
  uint64_t gen = rt_event_gen(e);
  if (!gen) return cudaSuccess;
  rt_work *w = rt_work_new(cudaGraphNodeTypeWaitEvent);
  if (!w) return cudaErrorMemoryAllocation;
  rt_event_work(w, e, cudaGraphNodeTypeWaitEvent);
  w->u.ev.gen = gen;
  return rt_submit(s, w);
}
