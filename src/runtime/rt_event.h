/* rt_event.h: events (rt_event.c): records are work items that complete a generation,
 * waits are for the newest. Above work items and streams; capture is reached through
 * rt_work's hooks. */
#ifndef HEDDLE_RT_EVENT_H
#define HEDDLE_RT_EVENT_H
#include "rt_work.h"

rt_event *rt_event_create(unsigned flags);
cudaError_t rt_event_destroy(cudaEvent_t h); /* InvalidResourceHandle if not live */
rt_event *rt_event_from_handle(cudaEvent_t h); /* NULL if not a live event */
cudaError_t rt_event_record(rt_event *e, rt_stream *s);
cudaError_t rt_event_sync(rt_event *e);
cudaError_t rt_event_query(rt_event *e);
cudaError_t rt_event_elapsed(float *ms, rt_event *start, rt_event *end);
cudaError_t rt_stream_wait_event(rt_stream *s, rt_event *e);
/* Makes w a record (cudaGraphNodeTypeEventRecord) or wait (cudaGraphNodeTypeWaitEvent) of
 * e, holding a reference to e; its generation is set when it is queued (or launched). */
void rt_event_work(rt_work *w, rt_event *e, int type);
uint64_t rt_event_new_gen(rt_event *e); /* a record about to be queued */
uint64_t rt_event_gen(rt_event *e); /* the newest record, for a wait */
void rt_event_complete(rt_event *e, uint64_t gen);
void rt_event_wait(rt_event *e, uint64_t gen);
void rt_event_ref(rt_event *e); /* work items referring to e hold one */
void rt_event_unref(rt_event *e);
#endif
