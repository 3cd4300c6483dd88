/* rt_work.c: work items, the one description of what a stream operation or a graph node
 * does (a kernel, a copy, a memset, a host function, an event record or wait, a graph
 * launch, a stream-ordered free). Streams and graphs differ only in when they run them. */
#include "rt_internal.h"
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

rt_work *rt_work_new(int type)
{
  rt_work *w = calloc(1, sizeof *w);
  if (w)
    w->type = type;
  return w;
}

static void copy3d(const rt_work *w)
{
  for (size_t z = 0; z < w->u.c.depth; z++)
    for (size_t y = 0; y < w->u.c.height; y++)
      memmove(w->u.c.dst + z * w->u.c.dslice + y * w->u.c.dpitch, w->u.c.src + z * w->u.c.sslice + y * w->u.c.spitch,
              w->u.c.width);
}

static void set2d(const rt_work *w)
{
  for (size_t y = 0; y < w->u.m.height; y++) {
    char *row = w->u.m.dst + y * w->u.m.pitch;
    uint32_t v = w->u.m.value;
    size_t n = w->u.m.width;
    if (w->u.m.elem == 1)
      memset(row, (int)(v & 0xff), n);
    else if (w->u.m.elem == 2)
      for (size_t i = 0; i < n; i++) { uint16_t x = (uint16_t)v; memcpy(row + 2 * i, &x, 2); }
    else
      for (size_t i = 0; i < n; i++) memcpy(row + 4 * i, &v, 4);
  }
}

cudaError_t rt_work_run(const rt_work *w)
{
  switch (w->type) {
  case cudaGraphNodeTypeKernel:
    return rt_kernel_run(w);
  case cudaGraphNodeTypeMemcpy:
    copy3d(w);
    return cudaSuccess;
  case cudaGraphNodeTypeMemset:
    set2d(w);
    return cudaSuccess;
  case cudaGraphNodeTypeHost:
    if (w->u.h.fn)
      w->u.h.fn(w->u.h.data);
    else
      w->u.h.cb(w->u.h.stream, cudaSuccess, w->u.h.data);
    return cudaSuccess;
  case cudaGraphNodeTypeEventRecord:
    rt_event_complete(w->u.ev.e, w->u.ev.gen);
    return cudaSuccess;
  case cudaGraphNodeTypeWaitEvent:
    rt_event_wait(w->u.ev.e, w->u.ev.gen);
    return cudaSuccess;
  case RT_WORK_GRAPH_LAUNCH:
    return rt_exec_run(w->u.launch.x, w->u.launch.gens);
  case RT_WORK_FREE:
    return rt_mem_free(w->u.mem.ptr, RT_MEM_DEVICE);
  default:            /* empty nodes, graph memory nodes (the memory is reserved); child
                         graphs are flattened when instantiated */
    return cudaSuccess;
  }
}

void rt_work_release(rt_work *w)
{
  switch (w->type) {
  case cudaGraphNodeTypeKernel:
    free(w->u.k.params);
    free(w->u.k.argv);
    w->u.k.params = NULL;
    w->u.k.argv = NULL;
    break;
  case cudaGraphNodeTypeMemcpy:
    free(w->u.c.owned);
    w->u.c.owned = NULL;
    break;
  case cudaGraphNodeTypeGraph:
    rt_graph_destroy(w->u.child.g);
    w->u.child.g = NULL;
    break;
  case RT_WORK_GRAPH_LAUNCH:
    rt_exec_unref(w->u.launch.x);
    free(w->u.launch.gens);
    break;
  case cudaGraphNodeTypeMemAlloc:
    if (w->u.galloc && atomic_fetch_sub(&w->u.galloc->refs, 1) == 1) {
      rt_mem_free(w->u.galloc->ptr, RT_MEM_DEVICE);
      free(w->u.galloc);
    }
    w->u.galloc = NULL;
    break;
  case cudaGraphNodeTypeEventRecord: case cudaGraphNodeTypeWaitEvent:
    if (w->u.ev.e)
      rt_event_unref(w->u.ev.e);
    w->u.ev.e = NULL;
    break;
  default:
    break;
  }
}

cudaError_t rt_work_clone(rt_work *dst, const rt_work *src)
{
  *dst = *src;
  switch (src->type) {
  case cudaGraphNodeTypeKernel: {
    size_t psize = (size_t)src->u.k.f->k.param_size + 16;
    dst->u.k.argv = NULL;
    dst->u.k.params = malloc(psize);
    if (!dst->u.k.params)
      return cudaErrorMemoryAllocation;
    memcpy(dst->u.k.params, src->u.k.params, psize);
    return cudaSuccess;
  }
  case cudaGraphNodeTypeMemcpy:
    if (src->u.c.owned) {
      /* staged source data: the whole span the copy reads */
      size_t span = (src->u.c.depth - 1) * src->u.c.sslice + (src->u.c.height - 1) * src->u.c.spitch + src->u.c.width;
      dst->u.c.owned = malloc(span);
      if (!dst->u.c.owned)
        return cudaErrorMemoryAllocation;
      memcpy(dst->u.c.owned, src->u.c.owned, span);
      dst->u.c.src = dst->u.c.owned;
    }
    return cudaSuccess;
  case cudaGraphNodeTypeGraph:
    return rt_graph_clone(&dst->u.child.g, src->u.child.g);
  case cudaGraphNodeTypeEventRecord: case cudaGraphNodeTypeWaitEvent:
    rt_event_ref(dst->u.ev.e);
    return cudaSuccess;
  case cudaGraphNodeTypeMemAlloc:
    atomic_fetch_add(&dst->u.galloc->refs, 1);
    return cudaSuccess;
  default:
    return cudaSuccess;
  }
}

void rt_copy_set(rt_work *w, void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height)
{
  w->type = cudaGraphNodeTypeMemcpy;
  w->u.c.dst = dst;
  w->u.c.src = src;
  w->u.c.dpitch = dpitch;
  w->u.c.spitch = spitch;
  w->u.c.width = width;
  w->u.c.height = height;
  w->u.c.depth = 1;
}

static cudaError_t run_queued(void *arg)
{
  return rt_work_run(arg);
}

static void free_queued(void *arg)
{
  rt_work_release(arg);
  free(arg);
}

cudaError_t rt_submit(rt_stream *s, rt_work *w)
{
  cudaError_t err = cudaSuccess;
  if (atomic_load(&rt_captures_active) && rt_capture_take(s, w, &err))
    return err;
  if (w->type == cudaGraphNodeTypeEventRecord)
    w->u.ev.gen = rt_event_new_gen(w->u.ev.e);
  err = rt_stream_enqueue(s, run_queued, w, free_queued);
  if (err != cudaSuccess) {
    if (w->type == cudaGraphNodeTypeEventRecord)   /* nothing will complete it: do it now */
      rt_event_complete(w->u.ev.e, w->u.ev.gen);
    free_queued(w);
  }
  return err;
}
