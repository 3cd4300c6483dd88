/* rt_stream.h: streams (rt_stream.c), in-order queues of ops, each drained by its own
 * dispatcher thread. Streams know nothing of what they run: work items (rt_work.h) and
 * everything above hand them ops (rt_op) or closures. Below them: errors and rt_sync only. */
#ifndef HEDDLE_RT_STREAM_H
#define HEDDLE_RT_STREAM_H
#include <cuda_runtime_api.h>

/* The legacy default stream is rt_stream_default(). */
typedef struct rt_stream rt_stream;
rt_stream *rt_stream_default(void);
/* An operation, in memory its owner provides (a work item embeds one): the stream runs
 * run(op) in order, then hands it back with done(op), also when a sticky error drops it
 * instead of running it. next is the stream's while the op is queued. */
typedef struct rt_op rt_op;
struct rt_op {
  rt_op *_Atomic next;
  cudaError_t (*run)(rt_op *op);
  void (*done)(rt_op *op);
};
/* Queues op on s without allocating or locking. On failure neither function is called. */
cudaError_t rt_stream_push(rt_stream *s, rt_op *op);
/* The same for a closure: fn(arg) runs later in order; free_fn(arg) (may be NULL) is
 * called after. On failure neither is called. */
typedef cudaError_t (*rt_closure_fn)(void *arg);
cudaError_t rt_stream_enqueue(rt_stream *s, rt_closure_fn fn, void *arg, void (*free_fn)(void *));
cudaError_t rt_stream_sync(rt_stream *s); /* wait until all enqueued work is done */
/* What a synchronous copy or memset waits for: the NULL stream's work, and the work the
 * legacy stream's implicit ordering puts before it. */
cudaError_t rt_stream_sync_null(void);
cudaError_t rt_device_sync(void); /* all streams */
/* Both syncs return (and clear) the first error an op returned since the last sync, or
 * the sticky error. An op returning a sticky kind makes it sticky; later ops are dropped. */
/* NULL is the program's default stream: the legacy one, or inside a _ptds/_ptsz entry
 * point (--default-stream per-thread) the calling thread's own; cudaStreamLegacy and
 * cudaStreamPerThread name those two explicitly. */
rt_stream *rt_stream_from_handle(cudaStream_t h);
/* The stream h names: cudaErrorInvalidResourceHandle unless rt_stream_valid(h). */
cudaError_t rt_stream_get(cudaStream_t h, rt_stream **out);
rt_stream *rt_stream_null(void);
rt_stream *rt_stream_per_thread(void);
void rt_ptds_enter(void); /* the _ptds/_ptsz forwarders bracket calls with these */
void rt_ptds_leave(void);
rt_stream *rt_stream_create(void); /* NULL if out of memory */
rt_stream *rt_stream_create_ex(unsigned flags, int priority);
void rt_stream_props(rt_stream *s, unsigned *flags, int *priority);
unsigned long long rt_stream_id(rt_stream *s); /* unique over the process's streams */
int rt_stream_valid(cudaStream_t h); /* a live stream, or a default-stream handle */
void rt_stream_destroy(rt_stream *s); /* returns at once; queued work still runs */
cudaError_t rt_stream_query(rt_stream *s); /* cudaErrorNotReady while work is pending */
#endif
