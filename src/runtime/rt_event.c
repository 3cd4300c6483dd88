/* rt_event.c: CUDA events. Recording enqueues an operation that stamps the time and
 * completes the event's newest generation when its stream gets there; synchronizing and
 * stream waits block until the generation recorded at the time of the call completes. */
#include "rt.h"
#include "rt_sync.h"
#include <stdatomic.h>
#include <pthread.h>
#include <stdlib.h>

struct rt_event {
  pthread_mutex_t mu;
  pthread_cond_t done_cv;
  unsigned flags;
  uint64_t recorded, done;   /* generations: recorded by the host, completed by a stream */
  uint64_t t_ns;             /* when the newest completed generation completed */
  _Atomic int refs;          /* the handle, plus each work item (record, wait, graph node) */
  rt_event *next;
};

static pthread_mutex_t ev_mu = PTHREAD_MUTEX_INITIALIZER;
static rt_event *events;     /* live events, to validate handles */

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

void rt_event_ref(rt_event *e) {
  atomic_fetch_add(&e->refs, 1);
}

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
  rt_capture_forget_event(e);
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
  if (gen > e->done) { e->done = gen; e->t_ns = t; }
  pthread_cond_broadcast(&e->done_cv);
  pthread_mutex_unlock(&e->mu);
}

/* In a capturing stream a record only remembers where the capture is (rt_graph.c). */
cudaError_t rt_event_record(rt_event *e, rt_stream *s) {
  cudaError_t err;
  if (atomic_load(&rt_captures_active) && rt_capture_event_take(e, s, &err)) return err;
  rt_work *w = rt_work_new(cudaGraphNodeTypeEventRecord);
  if (!w) return cudaErrorMemoryAllocation;
  w->u.ev.e = e;
  rt_event_ref(e);
  return rt_submit(s, w);   /* the generation is taken when it is queued */
}

void rt_event_wait(rt_event *e, uint64_t gen) {
  pthread_mutex_lock(&e->mu);
  while (e->done < gen) pthread_cond_wait(&e->done_cv, &e->mu);
  pthread_mutex_unlock(&e->mu);
}

cudaError_t rt_event_sync(rt_event *e) {
  pthread_mutex_lock(&e->mu);
  uint64_t gen = e->recorded;
  pthread_mutex_unlock(&e->mu);
  rt_event_wait(e, gen);
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
  if (atomic_load(&rt_captures_active) && rt_capture_wait_take(s, e, &err)) return err;
  uint64_t gen = rt_event_gen(e);
  if (!gen) return cudaSuccess;
  rt_work *w = rt_work_new(cudaGraphNodeTypeWaitEvent);
  if (!w) return cudaErrorMemoryAllocation;
  w->u.ev.e = e;
  w->u.ev.gen = gen;
  rt_event_ref(e);
  return rt_submit(s, w);
}
