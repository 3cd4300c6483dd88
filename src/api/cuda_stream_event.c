/* cuda_stream_event.c: the stream and event entry points: creating, querying and
 * synchronizing streams, host functions on streams, and events (records, waits, timing),
 * checked here and run by the runtime (rt_stream.c, rt_event.c, rt_work.c). */
#include "cuda_api.h"

/* ---- streams ---- */
cudaError_t cudaStreamCreateWithPriority(cudaStream_t *pStream, unsigned int flags, int priority) {
  RETURN_IF_STICKY();
  if (!pStream || (flags & ~(unsigned)cudaStreamNonBlocking)) return rt_err_set(cudaErrorInvalidValue);
  if (priority > 0) priority = 0; /* clamped into [greatest, least] = [-5, 0] */
  if (priority < -5) priority = -5;
  rt_stream *s = rt_stream_create_ex(flags, priority);
  if (!s) return rt_err_set(cudaErrorMemoryAllocation);
  *pStream = (cudaStream_t)s;
  return cudaSuccess;
}

cudaError_t cudaStreamCreateWithFlags(cudaStream_t *pStream, unsigned int flags) {
  return cudaStreamCreateWithPriority(pStream, flags, 0);
}

cudaError_t cudaStreamCreate(cudaStream_t *pStream) {
  return cudaStreamCreateWithPriority(pStream, cudaStreamDefault, 0);
}

cudaError_t cudaDeviceGetStreamPriorityRange(int *leastPriority, int *greatestPriority) {
  if (leastPriority) *leastPriority = 0;
  if (greatestPriority) *greatestPriority = -5;
  return cudaSuccess;
}

cudaError_t cudaStreamDestroy(cudaStream_t stream) {
  RETURN_IF_STICKY();
  if (!stream || stream == cudaStreamLegacy || stream == cudaStreamPerThread || !rt_stream_valid(stream))
    return rt_err_set(cudaErrorInvalidResourceHandle);
  rt_capture_forget_stream(rt_stream_from_handle(stream));
  rt_stream_destroy(rt_stream_from_handle(stream));
  return cudaSuccess;
}

cudaError_t cudaStreamSynchronize(cudaStream_t stream) {
  RETURN_IF_STICKY();
  rt_stream *s;
  cudaError_t e = rt_stream_get(stream, &s);
  if (e == cudaSuccess) e = rt_capture_check(s, 0);
  return rt_err_set(e != cudaSuccess ? e : rt_stream_sync(s));
}

cudaError_t cudaStreamQuery(cudaStream_t stream) {
  RETURN_IF_STICKY();
  rt_stream *s;
  cudaError_t e = rt_stream_get(stream, &s);
  if (e == cudaSuccess) e = rt_capture_check(s, 0);
  if (e != cudaSuccess) return rt_err_set(e);
  e = rt_stream_query(s); /* cudaErrorNotReady is an answer, not an error */
  return e == cudaErrorNotReady ? e : rt_err_set(e);
}

/* The stream a getter asks about: the handle is checked first, then the output pointer. */
static cudaError_t getter_stream(cudaStream_t h, const void *out, rt_stream **s) {
  cudaError_t e = rt_stream_get(h, s);
  return e != cudaSuccess ? e : out ? cudaSuccess : cudaErrorInvalidValue;
}

cudaError_t cudaStreamGetFlags(cudaStream_t hStream, unsigned int *flags) {
  rt_stream *s;
  cudaError_t e = getter_stream(hStream, flags, &s);
  if (e != cudaSuccess) return rt_err_set(e);
  rt_stream_props(s, flags, NULL);
  return cudaSuccess;
}

cudaError_t cudaStreamGetPriority(cudaStream_t hStream, int *priority) {
  rt_stream *s;
  cudaError_t e = getter_stream(hStream, priority, &s);
  if (e != cudaSuccess) return rt_err_set(e);
  rt_stream_props(s, NULL, priority);
  return cudaSuccess;
}

cudaError_t cudaStreamGetId(cudaStream_t hStream, unsigned long long *streamId) {
  rt_stream *s;
  cudaError_t e = getter_stream(hStream, streamId, &s);
  if (e != cudaSuccess) return rt_err_set(e);
  *streamId = rt_stream_id(s);
  return cudaSuccess;
}

cudaError_t cudaStreamGetDevice(cudaStream_t hStream, int *device) {
  rt_stream *s;
  cudaError_t e = getter_stream(hStream, device, &s);
  if (e != cudaSuccess) return rt_err_set(e);
  *device = 0;
  return cudaSuccess;
}

/* Managed memory is visible to every stream and the host at all times here: attaching it
 * to a stream is checked and has no effect. */
cudaError_t cudaStreamAttachMemAsync(cudaStream_t stream, void *devPtr, size_t length, unsigned int flags) {
  RETURN_IF_STICKY();
  rt_alloc a;
  if (!rt_stream_valid(stream)) return rt_err_set(cudaErrorInvalidResourceHandle);
  if (flags != cudaMemAttachGlobal && flags != cudaMemAttachHost && flags != cudaMemAttachSingle)
    return rt_err_set(cudaErrorInvalidValue);
  if (!devPtr || !rt_mem_find(devPtr, &a) || (length && length > a.size - (size_t)((char *)devPtr - (char *)a.base)) ||
      (!length && a.base != devPtr))
    return rt_err_set(cudaErrorInvalidValue);
  return cudaSuccess;
}

cudaError_t cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int flags) {
  RETURN_IF_STICKY();
  rt_stream *s;
  rt_event *ev = rt_event_from_handle(event);
  cudaError_t e = rt_stream_get(stream, &s);
  if (e == cudaSuccess && !ev) e = cudaErrorInvalidResourceHandle;
  (void)flags;
  return rt_err_set(e != cudaSuccess ? e : rt_stream_wait_event(s, ev));
}

static cudaError_t enqueue_host_fn(cudaStream_t stream, cudaHostFn_t fn, cudaStreamCallback_t cb, void *data) {
  RETURN_IF_STICKY();
  rt_stream *s;
  GET_STREAM_OR_RETURN(stream, &s);
  return rt_err_set(rt_host_submit(s, fn, cb, stream, data));
}

cudaError_t cudaLaunchHostFunc(cudaStream_t stream, cudaHostFn_t fn, void *userData) {
  if (!fn) return rt_err_set(cudaErrorInvalidValue);
  return enqueue_host_fn(stream, fn, NULL, userData);
}

cudaError_t cudaStreamAddCallback(cudaStream_t stream, cudaStreamCallback_t callback, void *userData,
                                  unsigned int flags) {
  if (!callback || flags) return rt_err_set(cudaErrorInvalidValue);
  return enqueue_host_fn(stream, NULL, callback, userData);
}

/* ---- events ---- */
cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags) {
  RETURN_IF_STICKY();
  unsigned known = cudaEventBlockingSync | cudaEventDisableTiming | cudaEventInterprocess;
  if (!event || (flags & ~known)) return rt_err_set(cudaErrorInvalidValue);
  rt_event *e = rt_event_create(flags);
  if (!e) return rt_err_set(cudaErrorMemoryAllocation);
  *event = (cudaEvent_t)e;
  return cudaSuccess;
}

cudaError_t cudaEventCreate(cudaEvent_t *event) { return cudaEventCreateWithFlags(event, cudaEventDefault); }

/* An event handle that is not live: NULL is an invalid handle; any other was (as far as
 * a program can have got it) destroyed, which a GPU reports as cudaErrorContextIsDestroyed. */
static cudaError_t bad_event(cudaEvent_t event) {
  return event ? cudaErrorContextIsDestroyed : cudaErrorInvalidResourceHandle;
}

cudaError_t cudaEventDestroy(cudaEvent_t event) {
  RETURN_IF_STICKY();
  cudaError_t e = rt_event_destroy(event);
  return rt_err_set(e == cudaErrorInvalidResourceHandle ? bad_event(event) : e);
}

cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream) {
  RETURN_IF_STICKY();
  rt_event *ev = rt_event_from_handle(event);
  rt_stream *s;
  cudaError_t e = rt_stream_get(stream, &s);
  if (e == cudaSuccess && !ev) e = bad_event(event);
  return rt_err_set(e != cudaSuccess ? e : rt_event_record(ev, s));
}

cudaError_t cudaEventRecordWithFlags(cudaEvent_t event, cudaStream_t stream, unsigned int flags) {
  (void)flags;
  return cudaEventRecord(event, stream);
}

cudaError_t cudaEventSynchronize(cudaEvent_t event) {
  RETURN_IF_STICKY();
  rt_event *ev = rt_event_from_handle(event);
  return rt_err_set(ev ? rt_event_sync(ev) : bad_event(event));
}

cudaError_t cudaEventQuery(cudaEvent_t event) {
  RETURN_IF_STICKY();
  rt_event *ev = rt_event_from_handle(event);
  cudaError_t e = ev ? rt_event_query(ev) : bad_event(event);
  return e == cudaErrorNotReady ? e : rt_err_set(e);
}

cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end) {
  RETURN_IF_STICKY();
  rt_event *a = rt_event_from_handle(start), *b = rt_event_from_handle(end);
  if (!ms) return rt_err_set(cudaErrorInvalidValue);
  if (!a || !b) return rt_err_set(cudaErrorInvalidResourceHandle);
  return rt_err_set(rt_event_elapsed(ms, a, b));
}
