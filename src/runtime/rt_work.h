/* rt_work.h: work items (rt_work.c), the layer between streams and everything that gives
 * them work: a stream runs an item once and frees it, a graph keeps it as a node. This
 * layer calls nothing above it: see rt_work_ops and rt_capture_hooks. */

/* The kinds that upper layers own (kernels: rt_launch.c; event records and waits:
 * rt_event.c; child graphs and graph launches: rt_graph.c) carry those layers' functions
 * (rt_work_ops), and stream capture (rt_graph.c) sees what is submitted through hooks it
 * registers (rt_capture_hooks). Below this layer: streams, memory, errors. */
#ifndef HEDDLE_RT_WORK_H
#define HEDDLE_RT_WORK_H
#include <stddef.h>
#include <stdint.h>
#include "rt_stream.h"

typedef struct rt_func rt_func;
typedef struct rt_event rt_event;
typedef struct rt_graph rt_graph;
typedef struct rt_exec rt_exec;
typedef struct rt_work rt_work;

/* What a kind owned by an upper layer does; the layer that builds such an item sets its
 * ops. clone runs after *dst = *src. move makes dst the owner of what src owned (src is
 * then only memory), for an item that keeps some of it in its inline storage; on failure
 * src is released. A NULL run does nothing, a NULL release owns nothing, a NULL clone
 * shares nothing, a NULL move is *dst = *src. */
typedef struct rt_work_ops {
  cudaError_t (*run)(const rt_work *w);
  void (*release)(rt_work *w);
  cudaError_t (*clone)(rt_work *dst, const rt_work *src);
  cudaError_t (*move)(rt_work *dst, rt_work *src);
} rt_work_ops;

/* Memory of a graph allocation node: reserved when the node is made (its address is fixed,
 * as CUDA's is), shared by the graph, its copies and executable graphs, released with the
 * last of them. A free of it (node, cudaFree, cudaFreeAsync) only ends its use. */
typedef struct rt_galloc {
  void *ptr;
  size_t size;
  _Atomic int refs;
} rt_galloc;

/* type is a cudaGraphNodeType, or one of the RT_WORK_ kinds that only streams run. */
struct rt_work {
  int type;
  const rt_work_ops *ops; /* NULL: a kind rt_work.c runs itself */
  union {
    /* argv: pointers to each argument in params, only made for cudaGraphKernelNodeGetParams */
    struct {
      rt_func *f;
      dim3 grid, block;
      uint32_t shmem;
      unsigned char *params;
      void **argv;
      int coop; /* cudaLaunchCooperativeKernel: its blocks all resident, as fibers */
    } k;
    /* a 3D copy of width bytes x height rows x depth slices; owned: staged source data */
    struct {
      char *dst;
      const char *src;
      size_t dpitch, dslice, spitch, sslice, width, height, depth;
      void *owned;
    } c;
    struct {
      char *dst;
      size_t pitch;
      uint32_t value, elem;
      size_t width, height;
    } m; /* width in elements */
    struct {
      cudaHostFn_t fn;
      cudaStreamCallback_t cb;
      cudaStream_t stream;
      void *data;
    } h;
    struct {
      rt_event *e;
      uint64_t gen;
    } ev; /* record: completes gen; wait: waits for gen */
    struct {
      rt_graph *g;
    } child; /* a child graph node (only inside graphs) */
    struct {
      rt_exec *x;
      void *plan; /* its node list as it was when queued (later updates are for later launches) */
      uint64_t *gens;
    } launch; /* a graph launch (only on streams) */
    struct {
      void *ptr;
      size_t size;
    } mem; /* stream-ordered free; graph free node */
    struct rt_galloc *galloc; /* graph allocation node */
    /* a conditional node (bodies: its body graphs), or in an executable graph a jump of one
     * (bodies NULL): RT_CJ_ALWAYS, or when its value is 0 (RT_CJ_ZERO) or not k (RT_CJ_NE),
     * the launch goes on at entry `to` (rt_graph.c) */
    struct {
      struct rt_cond *cell;
      int kind; /* cudaGraphCondType */
      unsigned size;
      rt_graph **bodies;
      int jump;
      uint32_t k;
      size_t to;
    } cond;
  } u;
};
enum { RT_WORK_GRAPH_LAUNCH = 100, RT_WORK_FREE = 101 };

/* A heap item: zeroed, or NULL. Its memory is reused (rt_work_free); free(w) also frees it. */
rt_work *rt_work_new(int type);
/* A heap item's inline storage: RT_WORK_INLINE bytes, 16-byte aligned, that go with the
 * item's memory (a struct copy of the item does not carry them: see rt_work_move). */
enum { RT_WORK_INLINE = 256 };
void *rt_work_inline(rt_work *w);
cudaError_t rt_work_run(const rt_work *w);
void rt_work_release(rt_work *w); /* frees what w owns, not w */
cudaError_t rt_work_clone(rt_work *dst, const rt_work *src);
/* Moves what src owns into dst, a copy that no longer needs src's memory (ops->move). */
cudaError_t rt_work_move(rt_work *dst, rt_work *src);
void rt_work_free(rt_work *w); /* a heap item: releases it and gives back its memory */

/* ---- building the kinds rt_work.c runs itself ---- */
/* Copy work of height rows of width bytes (1D: height 1). */
void rt_copy_set(rt_work *w, void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height);
/* Copy work takes its source data now (a pageable source; an item's own copy of it). */
cudaError_t rt_copy_stage(rt_work *w);
/* Copy work from cudaMemcpy3DParms (pitched pointers; CUDA arrays are not supported). */
cudaError_t rt_copy3d_work(rt_work *w, const struct cudaMemcpy3DParms *p);
/* A 2D memset of height rows of width elements of elem (1, 2 or 4) bytes. */
void rt_memset_set(rt_work *w, void *dst, size_t pitch, uint32_t value, unsigned elem, size_t width, size_t height);
/* A host function: fn(data), or the stream callback cb(stream, cudaSuccess, data). */
void rt_host_set(rt_work *w, cudaHostFn_t fn, cudaStreamCallback_t cb, cudaStream_t stream, void *data);
/* A graph allocation node: reserves size bytes now (RT_MEM_GRAPH). */
cudaError_t rt_galloc_work(rt_work *w, size_t size);

/* ---- submitting ---- */
/* Submits a heap-allocated work item to s, which takes it: queued, or added to the graph
 * s is capturing. Returns the error the call must report. */
cudaError_t rt_submit(rt_stream *s, rt_work *w);
/* cudaLaunchHostFunc / cudaStreamAddCallback: a host function item (handle: the stream as
 * the program named it, for the callback). */
cudaError_t rt_host_submit(rt_stream *s, cudaHostFn_t fn, cudaStreamCallback_t cb, cudaStream_t handle, void *data);
/* The two halves of rt_submit. rt_work_captured offers w to stream capture: 1 if capture
 * took it (w is gone, *err set), 0 if s is not capturing. rt_work_enqueue queues w on s;
 * on failure w is still the caller's. */
int rt_work_captured(rt_stream *s, rt_work *w, cudaError_t *err);
cudaError_t rt_work_enqueue(rt_stream *s, rt_work *w);

/* ---- stream capture, as the layers below it see it ----
 * Capture lives in rt_graph.c, above work items, events and launches, but must see the
 * work they submit. It registers these hooks before its first capture begins; until then
 * nothing is captured. Each returns 1 when it handled the call (with *err set). */
typedef struct rt_capture_hooks {
  int (*take)(rt_stream *s, rt_work *w, cudaError_t *err); /* rt_submit: w becomes a node */
  int (*active)(rt_stream *s); /* s is capturing */
  int (*event_record)(rt_event *e, rt_stream *s, cudaError_t *err); /* cudaEventRecord */
  int (*event_wait)(rt_stream *s, rt_event *e, cudaError_t *err); /* cudaStreamWaitEvent */
  void (*event_forget)(rt_event *e); /* cudaEventDestroy */
} rt_capture_hooks;
void rt_work_set_capture_hooks(const rt_capture_hooks *h);
const rt_capture_hooks *rt_work_capture_hooks(void); /* NULL until registered */
int rt_work_capturing(rt_stream *s); /* s is capturing (no side effects) */
#endif
