/* cuda_api.h: what the API files (cuda_*.c) share: the checks that open most entry
 * points. An entry point checks its arguments, calls the runtime (rt.h) and records a
 * failure as the thread's last error; after a kernel fault it returns the sticky error. */
#ifndef HEDDLE_CUDA_API_H
#define HEDDLE_CUDA_API_H
#include "rt.h"

/* After a kernel fault the context is dead: every call but the error queries says so. */
#define RETURN_IF_STICKY()                                                                                             \
  do {                                                                                                                 \
    cudaError_t sticky_ = rt_err_sticky();                                                                             \
    if (sticky_ != cudaSuccess) return rt_err_set(sticky_); /* the GPU records it as the last error again */           \
  } while (0)

/* Calls that synchronize a capturing stream (sync_on), or that CUDA calls "potentially
 * unsafe" during a capture (unsafe: cudaMalloc, ...), are refused, and the capture
 * invalidated, unless the thread's capture mode allows them (rt_capture_check). */
#define RETURN_IF_CAPTURE_FORBIDS(sync_on, unsafe)                                                                     \
  do {                                                                                                                 \
    cudaError_t c_ = rt_capture_check((sync_on), (unsafe));                                                            \
    if (c_ != cudaSuccess) return rt_err_set(c_);                                                                      \
  } while (0)

/* The stream a handle names, or return cudaErrorInvalidResourceHandle as the last error. */
#define GET_STREAM_OR_RETURN(h, s)                                                                                     \
  do {                                                                                                                 \
    cudaError_t g_ = rt_stream_get((h), (s));                                                                          \
    if (g_ != cudaSuccess) return rt_err_set(g_);                                                                      \
  } while (0)
#endif
