/* rt_graph.h: the graph engine (rt_graph.c): graphs, executable graphs and stream capture,
 * the top of the runtime, under the thin entry points of src/api/cuda_graph.c. Layers
 * below reach capture only through the hooks it registers (rt_work.h). */
#ifndef HEDDLE_RT_GRAPH_H
#define HEDDLE_RT_GRAPH_H
#include "rt_work.h"

/* ---- graphs ----
 * A graph is nodes (work items) and dependency edges. Node handles are rt_node pointers. */
typedef struct rt_node rt_node;
cudaError_t rt_graph_create(rt_graph **out);
void rt_graph_destroy(rt_graph *g);
cudaError_t rt_graph_clone(rt_graph **out, const rt_graph *g);
/* Adds a node holding w (moved in; released on failure); cudaErrorInvalidValue unless
 * every dependency is a node of g. */
cudaError_t rt_graph_add(rt_graph *g, rt_work *w, rt_node *const *deps, size_t nd, rt_node **out);
/* Adds the edges from[i] -> to[i]; cudaErrorInvalidValue (and none added) if one is not
 * within g, a self edge, or already there. */
cudaError_t rt_graph_add_deps(rt_graph *g, rt_node *const *from, rt_node *const *to, size_t n);
size_t rt_graph_count(const rt_graph *g); /* nodes, in creation order */
rt_node *rt_graph_node(const rt_graph *g, size_t i);
size_t rt_graph_node_ndeps(const rt_node *n);
rt_node *rt_graph_node_dep(const rt_node *n, size_t i);
rt_work *rt_graph_node_work(rt_node *n);
void rt_graph_node_set_work(rt_node *n, rt_work *w); /* w moved in; the old work released */
/* cudaGraphKernelNodeGetParams of a kernel node: argument pointers into its parameters. */
cudaError_t rt_graph_kernel_node_params(rt_node *n, struct cudaKernelNodeParams *p);
cudaError_t rt_graph_child_work(rt_work *w, const rt_graph *child); /* a child graph node: a copy */
/* cudaGraphConditionalHandleCreate: a conditional value of g (flags: cudaGraphCondAssignDefault) */
cudaError_t rt_graph_cond_create(rt_graph *g, unsigned dflt, unsigned flags, unsigned long long *handle);
/* A conditional node's work: size new empty body graphs, in *bodies (kept by the work) */
cudaError_t rt_graph_cond_work(rt_work *w, unsigned long long handle, int kind, unsigned size, rt_graph ***bodies);

/* ---- executable graphs ----
 * An executable graph is its graph's nodes in a topological order (child graphs flattened),
 * run one after another by the stream it is launched into, as one work item. */
cudaError_t rt_graph_instantiate(rt_exec **out, const rt_graph *g);
rt_exec *rt_graph_exec_from_handle(cudaGraphExec_t h); /* NULL if not live */
cudaError_t rt_graph_exec_destroy(cudaGraphExec_t h); /* cudaErrorInvalidValue if not live */
/* Queues a launch; into a capturing stream it is refused (and the capture invalidated). */
cudaError_t rt_graph_launch(rt_exec *x, rt_stream *s);
/* cudaGraphExec*SetParams: w (taken either way) replaces the work of node's entry, which
 * must be of type; a copy keeps the kinds of memory it copies between. */
cudaError_t rt_graph_exec_set_node(rt_exec *x, const rt_node *node, int type, rt_work *w);
/* cudaGraphExecUpdate: *same says whether g had x's topology and node types (then x
 * takes g's parameters). */
cudaError_t rt_graph_exec_update(rt_exec *x, const rt_graph *g, int *same);

/* ---- stream capture ----
 * A capturing stream hands its work to the capture's graph instead of its queue. */
/* into: cudaStreamBeginCaptureToGraph's graph, the first captured node depending on deps
 * (nodes of into); NULL: a new graph */
cudaError_t rt_capture_begin(rt_stream *s, enum cudaStreamCaptureMode mode, rt_graph *into, rt_node *const *deps,
                             size_t nd);
/* Ends the capture s began: *out is its graph, or NULL when it was invalidated or not
 * joined; left alone on the errors that end nothing. out may be NULL for a capture into a
 * graph (else cudaErrorInvalidValue). */
cudaError_t rt_capture_end(rt_stream *s, cudaGraph_t *out);
typedef struct rt_capture_info {
  enum cudaStreamCaptureStatus status;
  unsigned long long id;
  rt_graph *graph;
  rt_node *const *deps; /* the stream's current nodes, valid until its next capture call */
  size_t ndeps;
  const cudaGraphEdgeData *edata; /* with want_edata: as many default edges as deps */
} rt_capture_info;
/* What cudaStreamIsCapturing / cudaStreamGetCaptureInfo report (all zero but status when
 * s does not capture); info->status is set even on cudaErrorStreamCaptureImplicit. */
cudaError_t rt_capture_info_get(rt_stream *s, int want_edata, rt_capture_info *info);
/* cudaStreamUpdateCaptureDependencies: set (or add to) the stream's current nodes. */
cudaError_t rt_capture_update_deps(rt_stream *s, rt_node *const *deps, size_t n, int set);
/* cudaThreadExchangeStreamCaptureMode: the calling thread's mode becomes mode; the old one. */
enum cudaStreamCaptureMode rt_capture_exchange_mode(enum cudaStreamCaptureMode mode);
#define RT_SYNC_ALL ((rt_stream *)1)
/* Checks for calls that a capture forbids; cudaSuccess if allowed. sync_on: the stream a
 * call synchronizes (or NULL, or RT_SYNC_ALL); unsafe: a call CUDA calls "potentially
 * unsafe" (cudaMalloc). */
cudaError_t rt_capture_check(rt_stream *sync_on, int unsafe);
void rt_capture_forget_stream(rt_stream *s); /* cudaStreamDestroy */
#endif
