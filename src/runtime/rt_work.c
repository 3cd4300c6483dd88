/* rt_work.c: work items, the one description of what a stream operation or a graph node
 * does (a kernel, a copy, a memset, a host function, an event record or wait, a graph
 * launch, a stream-ordered free). Streams and graphs differ only in when they run them. */

/* Layering: each layer calls only layers below it, never one above:
 *   src/api (cuda_*.c, abi.c)
 *   rt_device (settings, reset), rt_graph (graphs, executable graphs, capture)
 *   rt_event, rt_memops, rt_launch + rt_module (kernels)
 *   rt_work (this file)
 *   rt_stream
 *   rt_pool, rt_mem, rt_err, rt_sync
 * This file calls only streams, memory and errors. The kinds an upper layer owns carry its
 * functions (w->ops: kernels, event records and waits, child graphs, graph launches), and
 * capture is offered submissions through the hooks rt_graph.c registers. */
#include "rt_work.h"
#include "rt_err.h"
#include "rt_mem.h"
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

/* ---------------- heap items ----------------
 * A heap item is a block: the work, the stream op that queues it, and inline storage its
 * kind may use (a kernel's parameters). Blocks that rt_work_free releases are kept for
 * reuse, so that a launch allocates nothing: a host thread takes blocks from a list of
 * its own, and when that is empty takes every block that was given back at once
 * (returned, one atomic exchange); the dispatchers that free items give each back with
 * one compare-and-swap. A push cannot suffer ABA because nothing pops single blocks off
 * returned. At most MAX_RETURNED blocks wait there; beyond that they are freed. A block
 * is still a plain malloc'd block whose first member is the work, so free(w) is fine. */
typedef struct item {
  rt_work w;
  rt_op op;
  struct item *next_free;
  _Alignas(16) unsigned char data[RT_WORK_INLINE];
} item;

enum { MAX_RETURNED = 4096 };
static item *_Atomic returned;
static _Atomic int nreturned; /* blocks in returned, and in host threads' lists not yet used */
static pthread_key_t local_key;
static pthread_once_t local_once = PTHREAD_ONCE_INIT;
static __thread item *local __attribute__((tls_model("initial-exec")));
static __thread int local_taken __attribute__((tls_model("initial-exec"))); /* used since the last take */
static __thread int local_keyed __attribute__((tls_model("initial-exec")));

/* A host thread that ends frees the blocks of its list. */
static void local_exit(void *p) {
  (void)p;
  for (item *it = local, *next; it; it = next) {
    next = it->next_free;
    local_taken++;
    free(it);
  }
  local = NULL;
  atomic_fetch_sub(&nreturned, local_taken);
  local_taken = 0;
}

static void local_init(void) { pthread_key_create(&local_key, local_exit); }

static item *item_get(void) {
  if (!local) {
    atomic_fetch_sub_explicit(&nreturned, local_taken, memory_order_relaxed);
    local_taken = 0;
    if (atomic_load_explicit(&returned, memory_order_relaxed))
      local = atomic_exchange_explicit(&returned, NULL, memory_order_acquire);
    if (local && !local_keyed) {
      pthread_once(&local_once, local_init);
      pthread_setspecific(local_key, &local);
      local_keyed = 1;
    }
  }
  item *it = local;
  if (!it) return malloc(sizeof(item));
  local = it->next_free;
  local_taken++;
  /* the next launch's block was last written by a dispatcher: have it here, writable,
   * before then (its first lines: the work, the op, the start of the parameters) */
  if (local)
    for (size_t off = 0; off < offsetof(item, data) + 64; off += 64) __builtin_prefetch((char *)local + off, 1);
  return it;
}

static void item_put(item *it) {
  if (atomic_fetch_add_explicit(&nreturned, 1, memory_order_relaxed) >= MAX_RETURNED) {
    atomic_fetch_sub_explicit(&nreturned, 1, memory_order_relaxed);
    free(it);
    return;
  }
  item *head = atomic_load_explicit(&returned, memory_order_relaxed);
  do it->next_free = head;
  while (!atomic_compare_exchange_weak_explicit(&returned, &head, it, memory_order_release, memory_order_relaxed));
}

rt_work *rt_work_new(int type) {
  item *it = item_get();
  if (!it) return NULL;
  memset(&it->w, 0, sizeof it->w);
  it->w.type = type;
  return &it->w;
}

void *rt_work_inline(rt_work *w) { return ((item *)w)->data; }

static void copy3d(const rt_work *w) {
  for (size_t z = 0; z < w->u.c.depth; z++)
    for (size_t y = 0; y < w->u.c.height; y++) {
      char *d = w->u.c.dst + z * w->u.c.dslice + y * w->u.c.dpitch;
      const char *s = w->u.c.src + z * w->u.c.sslice + y * w->u.c.spitch;
      rt_mem_shadow_write(d, w->u.c.width, s); /* heddle check's initcheck */
      memmove(d, s, w->u.c.width);
    }
}

static void set2d(const rt_work *w) {
  for (size_t y = 0; y < w->u.m.height; y++) {
    char *row = w->u.m.dst + y * w->u.m.pitch;
    uint32_t v = w->u.m.value;
    size_t n = w->u.m.width;
    rt_mem_shadow_write(row, n * w->u.m.elem, NULL);
    if (w->u.m.elem == 1) memset(row, (int)(v & 0xff), n);
    else if (w->u.m.elem == 2)
      for (size_t i = 0; i < n; i++) {
        uint16_t x = (uint16_t)v;
        memcpy(row + 2 * i, &x, 2);
      }
    else
      for (size_t i = 0; i < n; i++) memcpy(row + 4 * i, &v, 4);
  }
}

cudaError_t rt_work_run(const rt_work *w) {
  if (w->ops) return w->ops->run ? w->ops->run(w) : cudaSuccess;
  switch (w->type) {
  case cudaGraphNodeTypeMemcpy: copy3d(w); return cudaSuccess;
  case cudaGraphNodeTypeMemset: set2d(w); return cudaSuccess;
  case cudaGraphNodeTypeHost:
    if (w->u.h.fn) w->u.h.fn(w->u.h.data);
    else w->u.h.cb(w->u.h.stream, cudaSuccess, w->u.h.data);
    return cudaSuccess;
  case RT_WORK_FREE: return rt_mem_free(w->u.mem.ptr, RT_MEM_DEVICE);
  default: /* empty nodes, graph memory nodes (the memory is reserved) */ return cudaSuccess;
  }
}

void rt_work_release(rt_work *w) {
  if (w->ops) {
    if (w->ops->release) w->ops->release(w);
    return;
  }
  switch (w->type) {
  case cudaGraphNodeTypeMemcpy:
    free(w->u.c.owned);
    w->u.c.owned = NULL;
    break;
  case cudaGraphNodeTypeMemAlloc:
    if (w->u.galloc && atomic_fetch_sub(&w->u.galloc->refs, 1) == 1) {
      rt_mem_free(w->u.galloc->ptr, RT_MEM_DEVICE);
      free(w->u.galloc);
    }
    w->u.galloc = NULL;
    break;
  default: break;
  }
}

/* The bytes a copy reads: its staged source data has this size. */
static size_t copy_span(const rt_work *w) {
  return (w->u.c.depth - 1) * w->u.c.sslice + (w->u.c.height - 1) * w->u.c.spitch + w->u.c.width;
}

cudaError_t rt_copy_stage(rt_work *w) {
  void *owned = malloc(copy_span(w));
  if (!owned) return cudaErrorMemoryAllocation;
  memcpy(owned, w->u.c.src, copy_span(w));
  w->u.c.owned = owned;
  w->u.c.src = owned;
  return cudaSuccess;
}

cudaError_t rt_work_clone(rt_work *dst, const rt_work *src) {
  *dst = *src;
  if (src->ops) return src->ops->clone ? src->ops->clone(dst, src) : cudaSuccess;
  switch (src->type) {
  case cudaGraphNodeTypeMemcpy:
    return src->u.c.owned ? rt_copy_stage(dst) : cudaSuccess; /* a copy of the staged data */
  case cudaGraphNodeTypeMemAlloc: atomic_fetch_add(&dst->u.galloc->refs, 1); return cudaSuccess;
  default: return cudaSuccess;
  }
}

void rt_work_free(rt_work *w) {
  rt_work_release(w);
  item_put((item *)w);
}

cudaError_t rt_work_move(rt_work *dst, rt_work *src) {
  if (src->ops && src->ops->move) return src->ops->move(dst, src);
  *dst = *src;
  return cudaSuccess;
}

/* ---------------- building ---------------- */

void rt_copy_set(rt_work *w, void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height) {
  w->type = cudaGraphNodeTypeMemcpy;
  w->u.c.dst = dst;
  w->u.c.src = src;
  w->u.c.dpitch = dpitch;
  w->u.c.spitch = spitch;
  w->u.c.width = width;
  w->u.c.height = height;
  w->u.c.depth = 1;
}

/* A pitched pointer plus a position, as a byte address. */
static char *pitched_at(struct cudaPitchedPtr p, struct cudaPos pos) {
  return (char *)p.ptr + pos.z * p.pitch * p.ysize + pos.y * p.pitch + pos.x;
}

cudaError_t rt_copy3d_work(rt_work *w, const struct cudaMemcpy3DParms *p) {
  if (!p) return cudaErrorInvalidValue;
  if ((unsigned)p->kind > cudaMemcpyDefault) return cudaErrorInvalidMemcpyDirection;
  /* A CUDA array side is a pitched pointer to its texels; where an array takes part, the
   * extent's width and the array's position count its elements, a pointer's bytes. */
  struct cudaPitchedPtr sp = p->srcPtr, dp = p->dstPtr;
  struct cudaPos spos = p->srcPos, dpos = p->dstPos;
  struct cudaExtent x = p->extent;
  const rt_array *sa = NULL, *da = NULL;
  if (p->srcArray && !(sa = rt_array_get(p->srcArray))) return cudaErrorInvalidResourceHandle;
  if (p->dstArray && !(da = rt_array_get(p->dstArray))) return cudaErrorInvalidResourceHandle;
  const rt_array *arrs[2] = {sa, da};
  struct cudaPitchedPtr *pp[2] = {&sp, &dp};
  struct cudaPos *pos[2] = {&spos, &dpos};
  size_t elem = sa ? sa->elem : da ? da->elem : 1;
  for (int k = 0; k < 2; k++) {
    const rt_array *a = arrs[k];
    if (!a) continue;
    if (pos[k]->x + x.width > a->w || pos[k]->y + x.height > a->h || pos[k]->z + x.depth > a->d)
      return cudaErrorInvalidValue;
    *pp[k] = (struct cudaPitchedPtr){a->data, a->pitch, a->w, a->h};
    pos[k]->x *= a->elem;
  }
  x.width *= elem;
  if (!sp.ptr || !dp.ptr) return x.width && x.height && x.depth ? cudaErrorInvalidValue : cudaSuccess;
  if (x.width + spos.x > sp.pitch || x.width + dpos.x > dp.pitch) return cudaErrorInvalidValue;
  w->type = cudaGraphNodeTypeMemcpy;
  w->u.c.dst = pitched_at(dp, dpos);
  w->u.c.src = pitched_at(sp, spos);
  w->u.c.dpitch = dp.pitch;
  w->u.c.spitch = sp.pitch;
  w->u.c.dslice = dp.pitch * dp.ysize;
  w->u.c.sslice = sp.pitch * sp.ysize;
  w->u.c.width = x.width;
  w->u.c.height = x.height;
  w->u.c.depth = x.depth;
  return cudaSuccess;
}

void rt_memset_set(rt_work *w, void *dst, size_t pitch, uint32_t value, unsigned elem, size_t width, size_t height) {
  w->type = cudaGraphNodeTypeMemset;
  w->u.m.dst = dst;
  w->u.m.pitch = pitch;
  w->u.m.value = value;
  w->u.m.elem = elem;
  w->u.m.width = width;
  w->u.m.height = height;
}

void rt_host_set(rt_work *w, cudaHostFn_t fn, cudaStreamCallback_t cb, cudaStream_t stream, void *data) {
  w->type = cudaGraphNodeTypeHost;
  w->u.h.fn = fn;
  w->u.h.cb = cb;
  w->u.h.stream = stream;
  w->u.h.data = data;
}

/* A graph allocation: memory reserved now, owned by the node (and its copies). */
cudaError_t rt_galloc_work(rt_work *w, size_t size) {
  rt_galloc *g = calloc(1, sizeof *g);
  if (!g) return cudaErrorMemoryAllocation;
  cudaError_t e = rt_mem_alloc(&g->ptr, size ? size : 1, RT_MEM_DEVICE | RT_MEM_POOL | RT_MEM_GRAPH);
  if (e != cudaSuccess) {
    free(g);
    return e;
  }
  g->size = size;
  atomic_init(&g->refs, 1);
  w->type = cudaGraphNodeTypeMemAlloc;
  w->u.galloc = g;
  return cudaSuccess;
}

/* ---------------- submitting ---------------- */

/* The capture layer's hooks: NULL until its first capture begins. */
static const rt_capture_hooks *_Atomic capture_hooks;

void rt_work_set_capture_hooks(const rt_capture_hooks *h) { atomic_store(&capture_hooks, h); }

const rt_capture_hooks *rt_work_capture_hooks(void) {
  return atomic_load_explicit(&capture_hooks, memory_order_acquire);
}

int rt_work_capturing(rt_stream *s) {
  const rt_capture_hooks *h = rt_work_capture_hooks();
  return h && h->active(s);
}

int rt_work_captured(rt_stream *s, rt_work *w, cudaError_t *err) {
  const rt_capture_hooks *h = rt_work_capture_hooks();
  return h && h->take(s, w, err);
}

static item *item_of_op(rt_op *o) { return (item *)((char *)o - offsetof(item, op)); }

static cudaError_t run_queued(rt_op *o) { return rt_work_run(&item_of_op(o)->w); }

static void free_queued(rt_op *o) { rt_work_free(&item_of_op(o)->w); }

cudaError_t rt_work_enqueue(rt_stream *s, rt_work *w) {
  item *it = (item *)w;
  it->op.run = run_queued;
  it->op.done = free_queued;
  return rt_stream_push(s, &it->op);
}

cudaError_t rt_submit(rt_stream *s, rt_work *w) {
  cudaError_t err = cudaSuccess;
  if (rt_work_captured(s, w, &err)) return err;
  err = rt_work_enqueue(s, w);
  if (err != cudaSuccess) rt_work_free(w);
  return err;
}

cudaError_t rt_host_submit(rt_stream *s, cudaHostFn_t fn, cudaStreamCallback_t cb, cudaStream_t handle, void *data) {
  rt_work *w = rt_work_new(cudaGraphNodeTypeHost);
  if (!w) return cudaErrorMemoryAllocation;
  rt_host_set(w, fn, cb, handle, data);
  return rt_submit(s, w);
}
