/* rt_memops.h: copies, memsets, frees and stream-ordered allocation as the cuda* memory
 * calls need them (rt_memops.c). Above work items, streams and memory; capture is asked
 * through rt_work's hooks. */
#ifndef HEDDLE_RT_MEMOPS_H
#define HEDDLE_RT_MEMOPS_H
#include "rt_work.h"

/* Synchronous: after the NULL stream's work and the work the legacy stream orders it
 * behind (rt_stream_sync_null); the error that synchronization reports, if any. */
cudaError_t rt_memcpy_sync(void *dst, const void *src, size_t count);
cudaError_t rt_memset_sync(void *dst, int value, size_t count);
/* cudaFree, cudaFreeHost: waits for the device (kernels may still use p), then frees; the
 * memory of a graph allocation stays with its graph. */
cudaError_t rt_free_sync(void *p, int kind);

/* Asynchronous copies of height rows of width bytes, or from cudaMemcpy3DParms (nothing
 * queued for an empty extent). From pageable host memory the data is taken now, as CUDA
 * stages it; into pageable host memory the call returns when the data is there; in a
 * capture, neither: the node copies when the graph runs. */
cudaError_t rt_copy_submit(rt_stream *s, void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                           size_t height, enum cudaMemcpyKind kind);
cudaError_t rt_copy3d_submit(rt_stream *s, const struct cudaMemcpy3DParms *p);
/* depth byte memsets of height rows of width bytes, slice bytes apart. */
cudaError_t rt_memset_submit(rt_stream *s, void *dst, size_t pitch, size_t slice, int value, size_t width,
                             size_t height, size_t depth);

/* cudaMallocAsync: memory of the default pool now, or in a capture a graph allocation node
 * (its address now). cudaFreeAsync: frees when the stream gets there; captured, a free
 * node; of a graph allocation, nothing. */
cudaError_t rt_malloc_async(rt_stream *s, void **out, size_t size);
cudaError_t rt_free_async(rt_stream *s, void *p);
#endif
