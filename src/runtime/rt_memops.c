/* rt_memops.c: the runtime side of the cuda* copy, memset, free and stream-ordered
 * allocation calls: synchronous operations ordered after the NULL stream, asynchronous
 * ones built as work items (rt_work.c) and submitted to a stream or its capture. */
#include "rt_memops.h"
#include "rt_mem.h"
#include <stdlib.h>
#include <string.h>

/* ---------------- synchronous ---------------- */

cudaError_t rt_memcpy_sync(void *dst, const void *src, size_t count) {
  cudaError_t e = rt_stream_sync_null();
  if (e == cudaSuccess) {
    rt_mem_shadow_write(dst, count, src);
    memmove(dst, src, count);
  }
  return e;
}

cudaError_t rt_memset_sync(void *dst, int value, size_t count) {
  cudaError_t e = rt_stream_sync_null();
  if (e == cudaSuccess) {
    rt_mem_shadow_write(dst, count, NULL);
    memset(dst, value, count);
  }
  return e;
}

cudaError_t rt_free_sync(void *p, int kind) {
  cudaError_t e = rt_device_sync();
  if (e != cudaSuccess || rt_mem_is_graph(p)) return e;
  return rt_mem_free(p, kind);
}

/* ---------------- asynchronous copies and memsets ---------------- */

static int known_memory(const void *p) /* pinned, registered, device or managed: not pageable */
{
  rt_alloc a;
  return rt_mem_find(p, &a);
}

/* Submits copy work w (taken) with the staging and waiting that pageable memory needs. */
static cudaError_t copy_submit(rt_stream *s, rt_work *w, enum cudaMemcpyKind kind) {
  const char *src = w->u.c.src;
  char *dst = w->u.c.dst;
  int capturing = rt_work_capturing(s); /* a graph node reads and writes when it runs */
  if (!capturing && !known_memory(src) &&
      (kind == cudaMemcpyHostToDevice || kind == cudaMemcpyHostToHost || kind == cudaMemcpyDefault)) {
    if (rt_copy_stage(w) != cudaSuccess) {
      free(w);
      return cudaErrorMemoryAllocation;
    }
  }
  cudaError_t e = rt_submit(s, w);
  if (e != cudaSuccess) return e;
  if (!capturing && !known_memory(dst) && (kind == cudaMemcpyDeviceToHost || kind == cudaMemcpyDefault))
    return rt_stream_sync(s);
  return cudaSuccess;
}

cudaError_t rt_copy_submit(rt_stream *s, void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                           size_t height, enum cudaMemcpyKind kind) {
  rt_work *w = rt_work_new(cudaGraphNodeTypeMemcpy);
  if (!w) return cudaErrorMemoryAllocation;
  rt_copy_set(w, dst, dpitch, src, spitch, width, height);
  return copy_submit(s, w, kind);
}

cudaError_t rt_copy3d_submit(rt_stream *s, const struct cudaMemcpy3DParms *p) {
  rt_work *w = rt_work_new(cudaGraphNodeTypeMemcpy);
  if (!w) return cudaErrorMemoryAllocation;
  cudaError_t e = rt_copy3d_work(w, p);
  if (e != cudaSuccess || !w->u.c.width || !w->u.c.height || !w->u.c.depth) {
    free(w);
    return e;
  }
  return copy_submit(s, w, p->kind);
}

cudaError_t rt_memset_submit(rt_stream *s, void *dst, size_t pitch, size_t slice, int value, size_t width,
                             size_t height, size_t depth) {
  for (size_t z = 0; z < depth; z++) {
    rt_work *w = rt_work_new(cudaGraphNodeTypeMemset);
    if (!w) return cudaErrorMemoryAllocation;
    rt_memset_set(w, (char *)dst + z * slice, pitch, (uint32_t)(value & 0xff), 1, width, height);
    cudaError_t e = rt_submit(s, w);
    if (e != cudaSuccess) return e;
  }
  return cudaSuccess;
}

/* ---------------- stream-ordered allocation ---------------- */

cudaError_t rt_malloc_async(rt_stream *s, void **out, size_t size) {
  if (!rt_work_capturing(s)) return rt_mem_alloc(out, size, RT_MEM_DEVICE | RT_MEM_POOL);
  if (!size) return cudaErrorInvalidValue;
  rt_work *w = rt_work_new(cudaGraphNodeTypeMemAlloc);
  if (!w) return cudaErrorMemoryAllocation;
  cudaError_t e = rt_galloc_work(w, size);
  if (e != cudaSuccess) {
    free(w);
    return e;
  }
  void *p = w->u.galloc->ptr;
  if (!rt_work_captured(s, w, &e)) { /* the capture ended meanwhile */
    rt_work_free(w);
    return cudaErrorIllegalState;
  }
  if (e == cudaSuccess) *out = p;
  return e;
}

cudaError_t rt_free_async(rt_stream *s, void *p) {
  int type = rt_work_capturing(s) ? cudaGraphNodeTypeMemFree
      : rt_mem_is_graph(p)        ? cudaGraphNodeTypeEmpty
                                  : RT_WORK_FREE;
  rt_work *w = rt_work_new(type);
  if (!w) return cudaErrorMemoryAllocation;
  w->u.mem.ptr = p;
  return rt_submit(s, w);
}
