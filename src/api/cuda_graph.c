/* cuda_graph.c: the graph and stream-capture entry points (cudaGraph*, cudaGraphExec*,
 * cudaStreamBeginCapture and the other capture calls, graph memory attributes): argument
 * checks over the graph engine (src/runtime/rt_graph.c). */
#include "cuda_api.h"
#include <string.h>

#define G(h) ((rt_graph *)(h))
#define N(h) ((rt_node *)(h))

/* ---------------- stream capture ---------------- */

static int capture_mode_ok(enum cudaStreamCaptureMode mode) {
  return mode == cudaStreamCaptureModeGlobal || mode == cudaStreamCaptureModeThreadLocal ||
      mode == cudaStreamCaptureModeRelaxed;
}

cudaError_t cudaStreamBeginCapture(cudaStream_t stream, enum cudaStreamCaptureMode mode) {
  RETURN_IF_STICKY();
  rt_stream *s;
  GET_STREAM_OR_RETURN(stream, &s);
  if (!capture_mode_ok(mode)) return rt_err_set(cudaErrorInvalidValue);
  return rt_err_set(rt_capture_begin(s, mode, NULL, NULL, 0));
}

/* Edge data heddle can follow: none, or full dependencies only (ports and types 0) */
static int plain_edges(const cudaGraphEdgeData *d, size_t n) {
  for (size_t i = 0; d && i < n; i++)
    if (d[i].from_port || d[i].to_port || d[i].type) return 0;
  return 1;
}

/* A capture that adds to graph (a conditional node's body, say) after dependencies */
cudaError_t cudaStreamBeginCaptureToGraph(cudaStream_t stream, cudaGraph_t graph, const cudaGraphNode_t *dependencies,
                                          const cudaGraphEdgeData *dependencyData, size_t numDependencies,
                                          enum cudaStreamCaptureMode mode) {
  RETURN_IF_STICKY();
  rt_stream *s;
  GET_STREAM_OR_RETURN(stream, &s);
  if (!capture_mode_ok(mode) || !graph || (numDependencies && !dependencies) ||
      !plain_edges(dependencyData, numDependencies))
    return rt_err_set(cudaErrorInvalidValue);
  return rt_err_set(rt_capture_begin(s, mode, G(graph), (rt_node *const *)dependencies, numDependencies));
}

cudaError_t cudaStreamEndCapture(cudaStream_t stream, cudaGraph_t *pGraph) {
  RETURN_IF_STICKY();
  rt_stream *s;
  GET_STREAM_OR_RETURN(stream, &s);
  return rt_err_set(rt_capture_end(s, pGraph)); /* pGraph may be NULL for a capture into a graph */
}

cudaError_t cudaStreamIsCapturing(cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus) {
  if (!pCaptureStatus) return rt_err_set(cudaErrorInvalidValue);
  rt_stream *s;
  GET_STREAM_OR_RETURN(stream, &s);
  rt_capture_info info;
  cudaError_t e = rt_capture_info_get(s, 0, &info);
  *pCaptureStatus = info.status;
  return rt_err_set(e);
}

cudaError_t cudaStreamGetCaptureInfo(cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out,
                                     unsigned long long *id_out, cudaGraph_t *graph_out,
                                     const cudaGraphNode_t **dependencies_out, const cudaGraphEdgeData **edgeData_out,
                                     size_t *numDependencies_out) {
  if (!captureStatus_out) return rt_err_set(cudaErrorInvalidValue);
  rt_stream *s;
  GET_STREAM_OR_RETURN(stream, &s);
  rt_capture_info info;
  cudaError_t e = rt_capture_info_get(s, edgeData_out != NULL, &info);
  *captureStatus_out = info.status;
  if (e != cudaSuccess) return rt_err_set(e);
  if (id_out) *id_out = info.id;
  if (graph_out) *graph_out = (cudaGraph_t)info.graph;
  if (dependencies_out) *dependencies_out = (const cudaGraphNode_t *)info.deps;
  if (numDependencies_out) *numDependencies_out = info.ndeps;
  if (edgeData_out) *edgeData_out = info.edata;
  return cudaSuccess;
}

cudaError_t cudaStreamUpdateCaptureDependencies(cudaStream_t stream, cudaGraphNode_t *dependencies,
                                                const cudaGraphEdgeData *dependencyData, size_t numDependencies,
                                                unsigned int flags) {
  (void)dependencyData;
  rt_stream *s;
  GET_STREAM_OR_RETURN(stream, &s);
  if ((flags != cudaStreamAddCaptureDependencies && flags != cudaStreamSetCaptureDependencies) ||
      (numDependencies && !dependencies))
    return rt_err_set(cudaErrorInvalidValue);
  return rt_err_set(rt_capture_update_deps(s, (rt_node *const *)dependencies, numDependencies,
                                           flags == cudaStreamSetCaptureDependencies));
}

cudaError_t cudaThreadExchangeStreamCaptureMode(enum cudaStreamCaptureMode *mode) {
  if (!mode || !capture_mode_ok(*mode)) return rt_err_set(cudaErrorInvalidValue);
  *mode = rt_capture_exchange_mode(*mode);
  return cudaSuccess;
}

/* ---------------- graphs ---------------- */

cudaError_t cudaGraphCreate(cudaGraph_t *pGraph, unsigned int flags) {
  RETURN_IF_STICKY();
  if (!pGraph || flags) return rt_err_set(cudaErrorInvalidValue);
  rt_graph *g;
  cudaError_t e = rt_graph_create(&g);
  if (e == cudaSuccess) *pGraph = (cudaGraph_t)g;
  return rt_err_set(e);
}

cudaError_t cudaGraphDestroy(cudaGraph_t graph) {
  if (!graph) return rt_err_set(cudaErrorInvalidValue);
  rt_graph_destroy(G(graph));
  return cudaSuccess;
}

cudaError_t cudaGraphClone(cudaGraph_t *pGraphClone, cudaGraph_t originalGraph) {
  if (!pGraphClone || !originalGraph) return rt_err_set(cudaErrorInvalidValue);
  rt_graph *c;
  cudaError_t e = rt_graph_clone(&c, G(originalGraph));
  if (e == cudaSuccess) *pGraphClone = (cudaGraph_t)c;
  return rt_err_set(e);
}

/* Adds the node that w describes (w is taken either way). */
static cudaError_t add_node(cudaGraphNode_t *out, cudaGraph_t graph, const cudaGraphNode_t *deps, size_t nd,
                            rt_work *w) {
  if (!out || !graph || (nd && !deps)) {
    rt_work_release(w);
    return rt_err_set(cudaErrorInvalidValue);
  }
  rt_node *n;
  cudaError_t e = rt_graph_add(G(graph), w, (rt_node *const *)deps, nd, &n);
  if (e == cudaSuccess) *out = (cudaGraphNode_t)n;
  return rt_err_set(e);
}

/* add_node for work built with error built: a failed build adds nothing. */
static cudaError_t add_built(cudaGraphNode_t *out, cudaGraph_t graph, const cudaGraphNode_t *deps, size_t nd,
                             rt_work *w, cudaError_t built) {
  return built != cudaSuccess ? rt_err_set(built) : add_node(out, graph, deps, nd, w);
}

/* Kernel work from node parameters (the 'extra' form is not supported). */
static cudaError_t kernel_params(rt_work *w, const struct cudaKernelNodeParams *p) {
  if (!p) return cudaErrorInvalidValue;
  if (p->extra) return rt_unsupported("kernel node parameters in the 'extra' format");
  rt_func *f = rt_func_lookup(p->func);
  if (!f) return cudaErrorInvalidDeviceFunction;
  return rt_kernel_work(w, f, p->gridDim, p->blockDim, p->kernelParams, p->sharedMemBytes);
}

static int node_is(cudaGraphNode_t node, int type) { return rt_graph_node_work(N(node))->type == type; }

cudaError_t cudaGraphAddKernelNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies,
                                   size_t numDependencies, const struct cudaKernelNodeParams *pNodeParams) {
  RETURN_IF_STICKY();
  rt_work w = {0};
  cudaError_t e = kernel_params(&w, pNodeParams);
  return add_built(pGraphNode, graph, pDependencies, numDependencies, &w, e);
}

cudaError_t cudaGraphKernelNodeGetParams(cudaGraphNode_t node, struct cudaKernelNodeParams *p) {
  if (!node || !p || !node_is(node, cudaGraphNodeTypeKernel)) return rt_err_set(cudaErrorInvalidValue);
  return rt_err_set(rt_graph_kernel_node_params(N(node), p));
}

cudaError_t cudaGraphKernelNodeSetParams(cudaGraphNode_t node, const struct cudaKernelNodeParams *p) {
  if (!node || !node_is(node, cudaGraphNodeTypeKernel)) return rt_err_set(cudaErrorInvalidValue);
  rt_work w = {0};
  cudaError_t e = kernel_params(&w, p);
  if (e != cudaSuccess) return rt_err_set(e);
  rt_graph_node_set_work(N(node), &w);
  return cudaSuccess;
}

cudaError_t cudaGraphAddMemcpyNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies,
                                   size_t numDependencies, const struct cudaMemcpy3DParms *pCopyParams) {
  RETURN_IF_STICKY();
  rt_work w = {0};
  cudaError_t e = rt_copy3d_work(&w, pCopyParams);
  return add_built(pGraphNode, graph, pDependencies, numDependencies, &w, e);
}

cudaError_t cudaGraphAddMemcpyNode1D(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                     const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dst,
                                     const void *src, size_t count, enum cudaMemcpyKind kind) {
  RETURN_IF_STICKY();
  if ((unsigned)kind > cudaMemcpyDefault) return rt_err_set(cudaErrorInvalidMemcpyDirection);
  if (!dst || !src) return rt_err_set(cudaErrorInvalidValue);
  rt_work w = {0};
  rt_copy_set(&w, dst, count, src, count, count, 1);
  return add_node(pGraphNode, graph, pDependencies, numDependencies, &w);
}

static int memset_params_ok(const struct cudaMemsetParams *p) {
  return p && p->dst && (p->elementSize == 1 || p->elementSize == 2 || p->elementSize == 4) &&
      !(p->height > 1 && p->pitch < p->width * p->elementSize);
}

cudaError_t cudaGraphAddMemsetNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies,
                                   size_t numDependencies, const struct cudaMemsetParams *p) {
  RETURN_IF_STICKY();
  if (!memset_params_ok(p)) return rt_err_set(cudaErrorInvalidValue);
  rt_work w = {0};
  rt_memset_set(&w, p->dst, p->pitch, p->value, p->elementSize, p->width, p->height ? p->height : 1);
  return add_node(pGraphNode, graph, pDependencies, numDependencies, &w);
}

cudaError_t cudaGraphAddHostNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies,
                                 size_t numDependencies, const struct cudaHostNodeParams *p) {
  RETURN_IF_STICKY();
  if (!p || !p->fn) return rt_err_set(cudaErrorInvalidValue);
  rt_work w = {0};
  rt_host_set(&w, p->fn, NULL, NULL, p->userData);
  return add_node(pGraphNode, graph, pDependencies, numDependencies, &w);
}

cudaError_t cudaGraphAddEmptyNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies,
                                  size_t numDependencies) {
  rt_work w = {0};
  w.type = cudaGraphNodeTypeEmpty;
  return add_node(pGraphNode, graph, pDependencies, numDependencies, &w);
}

cudaError_t cudaGraphAddChildGraphNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                       const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                       cudaGraph_t childGraph) {
  if (!childGraph) return rt_err_set(cudaErrorInvalidValue);
  rt_work w = {0};
  cudaError_t e = rt_graph_child_work(&w, G(childGraph));
  return add_built(pGraphNode, graph, pDependencies, numDependencies, &w, e);
}

static cudaError_t event_node(cudaGraphNode_t *out, cudaGraph_t graph, const cudaGraphNode_t *deps, size_t nd,
                              cudaEvent_t event, int type) {
  rt_event *ev = rt_event_from_handle(event);
  if (!ev) return rt_err_set(cudaErrorInvalidValue);
  rt_work w = {0};
  rt_event_work(&w, ev, type);
  return add_node(out, graph, deps, nd, &w);
}

cudaError_t cudaGraphAddEventRecordNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                        const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                        cudaEvent_t event) {
  return event_node(pGraphNode, graph, pDependencies, numDependencies, event, cudaGraphNodeTypeEventRecord);
}

cudaError_t cudaGraphAddEventWaitNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                      const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaEvent_t event) {
  return event_node(pGraphNode, graph, pDependencies, numDependencies, event, cudaGraphNodeTypeWaitEvent);
}

/* ---------------- graph memory nodes ---------------- */

cudaError_t cudaGraphAddMemAllocNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                     const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                     struct cudaMemAllocNodeParams *nodeParams) {
  RETURN_IF_STICKY();
  if (!nodeParams || !nodeParams->bytesize || nodeParams->poolProps.location.type != cudaMemLocationTypeDevice ||
      nodeParams->poolProps.location.id != 0)
    return rt_err_set(cudaErrorInvalidValue);
  rt_work w = {0};
  cudaError_t e = rt_galloc_work(&w, nodeParams->bytesize);
  if (e != cudaSuccess) return rt_err_set(e);
  void *p = w.u.galloc->ptr;
  e = add_node(pGraphNode, graph, pDependencies, numDependencies, &w);
  if (e == cudaSuccess) nodeParams->dptr = p;
  return e;
}

cudaError_t cudaGraphMemAllocNodeGetParams(cudaGraphNode_t node, struct cudaMemAllocNodeParams *params_out) {
  if (!node || !params_out || !node_is(node, cudaGraphNodeTypeMemAlloc)) return rt_err_set(cudaErrorInvalidValue);
  const rt_galloc *g = rt_graph_node_work(N(node))->u.galloc;
  memset(params_out, 0, sizeof *params_out);
  params_out->poolProps.allocType = cudaMemAllocationTypePinned;
  params_out->poolProps.location.type = cudaMemLocationTypeDevice;
  params_out->bytesize = g->size;
  params_out->dptr = g->ptr;
  return cudaSuccess;
}

cudaError_t cudaGraphAddMemFreeNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                    const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dptr) {
  RETURN_IF_STICKY();
  if (!dptr || !rt_mem_is_device_base(dptr)) return rt_err_set(cudaErrorInvalidValue);
  rt_work w = {0};
  w.type = cudaGraphNodeTypeMemFree;
  w.u.mem.ptr = dptr;
  return add_node(pGraphNode, graph, pDependencies, numDependencies, &w);
}

cudaError_t cudaGraphMemFreeNodeGetParams(cudaGraphNode_t node, void *dptr_out) {
  if (!node || !dptr_out || !node_is(node, cudaGraphNodeTypeMemFree)) return rt_err_set(cudaErrorInvalidValue);
  *(void **)dptr_out = rt_graph_node_work(N(node))->u.mem.ptr;
  return cudaSuccess;
}

cudaError_t cudaDeviceGraphMemTrim(int device) {
  return device == 0 ? cudaSuccess : rt_err_set(cudaErrorInvalidDevice);
}

/* Memory of graph allocation nodes: reserved is used (nothing is held back). */
cudaError_t cudaDeviceGetGraphMemAttribute(int device, enum cudaGraphMemAttributeType attr, void *value) {
  if (device != 0) return rt_err_set(cudaErrorInvalidDevice);
  if (!value) return rt_err_set(cudaErrorInvalidValue);
  uint64_t used, high;
  rt_mem_graph_usage(&used, &high, 0);
  switch (attr) {
  case cudaGraphMemAttrUsedMemCurrent:
  case cudaGraphMemAttrReservedMemCurrent: *(unsigned long long *)value = used; break;
  case cudaGraphMemAttrUsedMemHigh:
  case cudaGraphMemAttrReservedMemHigh: *(unsigned long long *)value = high; break;
  default: return rt_err_set(cudaErrorInvalidValue);
  }
  return cudaSuccess;
}

cudaError_t cudaDeviceSetGraphMemAttribute(int device, enum cudaGraphMemAttributeType attr, void *value) {
  if (device != 0) return rt_err_set(cudaErrorInvalidDevice);
  if (!value || (attr != cudaGraphMemAttrUsedMemHigh && attr != cudaGraphMemAttrReservedMemHigh) ||
      *(unsigned long long *)value != 0)
    return rt_err_set(cudaErrorInvalidValue); /* only the high marks, only reset to 0 */
  rt_mem_graph_usage(NULL, NULL, 1);
  return cudaSuccess;
}

/* ---------------- structure ----------------
 * The queries fill at most *num entries of their arrays and set *num to the count when
 * the array is NULL or larger than needed. */

cudaError_t cudaGraphAddDependencies(cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to,
                                     const cudaGraphEdgeData *edgeData, size_t numDependencies) {
  (void)edgeData;
  if (!graph || (numDependencies && (!from || !to))) return rt_err_set(cudaErrorInvalidValue);
  return rt_err_set(rt_graph_add_deps(G(graph), (rt_node *const *)from, (rt_node *const *)to, numDependencies));
}

static void set_count(const void *array, size_t *num, size_t count) {
  if (!array || *num > count) *num = count;
}

cudaError_t cudaGraphGetNodes(cudaGraph_t graph, cudaGraphNode_t *nodes, size_t *numNodes) {
  if (!graph || !numNodes) return rt_err_set(cudaErrorInvalidValue);
  size_t n = rt_graph_count(G(graph));
  for (size_t i = 0; nodes && i < n && i < *numNodes; i++) nodes[i] = (cudaGraphNode_t)rt_graph_node(G(graph), i);
  set_count(nodes, numNodes, n);
  return cudaSuccess;
}

cudaError_t cudaGraphGetRootNodes(cudaGraph_t graph, cudaGraphNode_t *pRootNodes, size_t *pNumRootNodes) {
  if (!graph || !pNumRootNodes) return rt_err_set(cudaErrorInvalidValue);
  size_t k = 0;
  for (size_t i = 0; i < rt_graph_count(G(graph)); i++) {
    rt_node *n = rt_graph_node(G(graph), i);
    if (rt_graph_node_ndeps(n)) continue;
    if (pRootNodes && k < *pNumRootNodes) pRootNodes[k] = (cudaGraphNode_t)n;
    k++;
  }
  set_count(pRootNodes, pNumRootNodes, k);
  return cudaSuccess;
}

cudaError_t cudaGraphGetEdges(cudaGraph_t graph, cudaGraphNode_t *from, cudaGraphNode_t *to,
                              cudaGraphEdgeData *edgeData, size_t *numEdges) {
  if (!graph || !numEdges || (!from != !to)) return rt_err_set(cudaErrorInvalidValue);
  size_t k = 0;
  for (size_t i = 0; i < rt_graph_count(G(graph)); i++) {
    rt_node *n = rt_graph_node(G(graph), i);
    for (size_t j = 0; j < rt_graph_node_ndeps(n); j++, k++)
      if (from && k < *numEdges) {
        from[k] = (cudaGraphNode_t)rt_graph_node_dep(n, j);
        to[k] = (cudaGraphNode_t)n;
        if (edgeData) memset(&edgeData[k], 0, sizeof edgeData[k]);
      }
  }
  set_count(from, numEdges, k);
  return cudaSuccess;
}

cudaError_t cudaGraphNodeGetType(cudaGraphNode_t node, enum cudaGraphNodeType *pType) {
  if (!node || !pType) return rt_err_set(cudaErrorInvalidValue);
  *pType = (enum cudaGraphNodeType)rt_graph_node_work(N(node))->type;
  return cudaSuccess;
}

cudaError_t cudaGraphNodeGetDependencies(cudaGraphNode_t node, cudaGraphNode_t *deps, cudaGraphEdgeData *edgeData,
                                         size_t *numDeps) {
  if (!node || !numDeps) return rt_err_set(cudaErrorInvalidValue);
  size_t n = rt_graph_node_ndeps(N(node));
  for (size_t i = 0; deps && i < n && i < *numDeps; i++) {
    deps[i] = (cudaGraphNode_t)rt_graph_node_dep(N(node), i);
    if (edgeData) memset(&edgeData[i], 0, sizeof edgeData[i]);
  }
  set_count(deps, numDeps, n);
  return cudaSuccess;
}

/* ---------------- executable graphs ---------------- */

cudaError_t cudaGraphInstantiate(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags) {
  RETURN_IF_STICKY();
  (void)flags;
  if (!pGraphExec || !graph) return rt_err_set(cudaErrorInvalidValue);
  rt_exec *x;
  cudaError_t e = rt_graph_instantiate(&x, G(graph));
  if (e == cudaSuccess) *pGraphExec = (cudaGraphExec_t)x;
  return rt_err_set(e);
}

cudaError_t cudaGraphInstantiateWithFlags(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags) {
  return cudaGraphInstantiate(pGraphExec, graph, flags);
}

cudaError_t cudaGraphExecDestroy(cudaGraphExec_t graphExec) { return rt_err_set(rt_graph_exec_destroy(graphExec)); }

cudaError_t cudaGraphLaunch(cudaGraphExec_t graphExec, cudaStream_t stream) {
  RETURN_IF_STICKY();
  rt_exec *x = rt_graph_exec_from_handle(graphExec);
  if (!x) return rt_err_set(cudaErrorInvalidValue);
  rt_stream *s;
  GET_STREAM_OR_RETURN(stream, &s);
  return rt_err_set(rt_graph_launch(x, s));
}

cudaError_t cudaGraphUpload(cudaGraphExec_t graphExec, cudaStream_t stream) {
  rt_stream *s;
  if (!rt_graph_exec_from_handle(graphExec)) return rt_err_set(cudaErrorInvalidValue);
  return rt_err_set(rt_stream_get(stream, &s));
}

/* cudaGraphExec*SetParams: w (built with error built; taken either way) replaces the work
 * of node's entry in the executable graph. */
static cudaError_t exec_set(cudaGraphExec_t h, cudaGraphNode_t node, int type, rt_work *w, cudaError_t built) {
  rt_exec *x = rt_graph_exec_from_handle(h);
  if (built == cudaSuccess && (!x || !node)) built = cudaErrorInvalidValue;
  if (built != cudaSuccess) {
    rt_work_release(w);
    return rt_err_set(built);
  }
  return rt_err_set(rt_graph_exec_set_node(x, N(node), type, w));
}

cudaError_t cudaGraphExecKernelNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
                                             const struct cudaKernelNodeParams *pNodeParams) {
  rt_work w = {0};
  cudaError_t e = kernel_params(&w, pNodeParams);
  return exec_set(hGraphExec, node, cudaGraphNodeTypeKernel, &w, e);
}

cudaError_t cudaGraphExecMemcpyNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
                                             const struct cudaMemcpy3DParms *pNodeParams) {
  rt_work w = {0};
  cudaError_t e = rt_copy3d_work(&w, pNodeParams);
  return exec_set(hGraphExec, node, cudaGraphNodeTypeMemcpy, &w, e);
}

cudaError_t cudaGraphExecMemcpyNodeSetParams1D(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, void *dst,
                                               const void *src, size_t count, enum cudaMemcpyKind kind) {
  rt_work w = {0};
  rt_copy_set(&w, dst, count, src, count, count, 1);
  cudaError_t e = (unsigned)kind > cudaMemcpyDefault ? cudaErrorInvalidMemcpyDirection
      : !dst || !src                                 ? cudaErrorInvalidValue
                                                     : cudaSuccess;
  return exec_set(hGraphExec, node, cudaGraphNodeTypeMemcpy, &w, e);
}

cudaError_t cudaGraphExecMemsetNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
                                             const struct cudaMemsetParams *p) {
  rt_work w = {0};
  int ok = memset_params_ok(p);
  if (ok) rt_memset_set(&w, p->dst, p->pitch, p->value, p->elementSize, p->width, p->height ? p->height : 1);
  return exec_set(hGraphExec, node, cudaGraphNodeTypeMemset, &w, ok ? cudaSuccess : cudaErrorInvalidValue);
}

cudaError_t cudaGraphExecHostNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
                                           const struct cudaHostNodeParams *p) {
  rt_work w = {0};
  rt_host_set(&w, p ? p->fn : NULL, NULL, NULL, p ? p->userData : NULL);
  return exec_set(hGraphExec, node, cudaGraphNodeTypeHost, &w, p && p->fn ? cudaSuccess : cudaErrorInvalidValue);
}

cudaError_t cudaGraphExecUpdate(cudaGraphExec_t hGraphExec, cudaGraph_t hGraph, cudaGraphExecUpdateResultInfo *info) {
  rt_exec *x = rt_graph_exec_from_handle(hGraphExec);
  if (!x || !hGraph) return rt_err_set(cudaErrorInvalidValue);
  int same;
  cudaError_t e = rt_graph_exec_update(x, G(hGraph), &same);
  if (e != cudaSuccess) return rt_err_set(e);
  if (info) {
    memset(info, 0, sizeof *info);
    info->result = same ? cudaGraphExecUpdateSuccess : cudaGraphExecUpdateErrorTopologyChanged;
  }
  return same ? cudaSuccess : rt_err_set(cudaErrorGraphExecUpdateFailure);
}

/* ---------------- conditional nodes, cudaGraphAddNode ---------------- */

cudaError_t cudaGraphConditionalHandleCreate(cudaGraphConditionalHandle *pHandle_out, cudaGraph_t graph,
                                             unsigned int defaultLaunchValue, unsigned int flags) {
  if (!pHandle_out || !graph || (flags & ~(unsigned)cudaGraphCondAssignDefault))
    return rt_err_set(cudaErrorInvalidValue);
  unsigned long long h;
  cudaError_t e = rt_graph_cond_create(G(graph), defaultLaunchValue, flags, &h);
  if (e == cudaSuccess) *pHandle_out = (cudaGraphConditionalHandle)h;
  return rt_err_set(e);
}

/* Whether the bytes of the parameters' union past its first `used` are zero, as CUDA asks */
static int rest_zero(const struct cudaGraphNodeParams *p, size_t used) {
  const unsigned char *u = (const unsigned char *)&p->reserved1;
  for (size_t i = used; i < sizeof p->reserved1; i++)
    if (u[i]) return 0;
  return 1;
}

static cudaError_t add_conditional(cudaGraphNode_t *out, cudaGraph_t graph, const cudaGraphNode_t *deps, size_t nd,
                                   struct cudaConditionalNodeParams *c) {
  unsigned n = c->size;
  int ok = c->handle &&
      ((c->type == cudaGraphCondTypeIf && (n == 1 || n == 2)) || (c->type == cudaGraphCondTypeWhile && n == 1) ||
       (c->type == cudaGraphCondTypeSwitch && n));
  if (!ok || !out || !graph || (nd && !deps)) return rt_err_set(cudaErrorInvalidValue);
  rt_work w;
  rt_graph **bodies;
  cudaError_t e = rt_graph_cond_work(&w, c->handle, c->type, n, &bodies);
  if (e != cudaSuccess) return rt_err_set(e);
  e = add_node(out, graph, deps, nd, &w);
  if (e == cudaSuccess) c->phGraph_out = (cudaGraph_t *)bodies; /* the node's: valid while it lives */
  return e;
}

cudaError_t cudaGraphAddNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies,
                             const cudaGraphEdgeData *dependencyData, size_t numDependencies,
                             struct cudaGraphNodeParams *p) {
  RETURN_IF_STICKY();
  if (!p || p->reserved0[0] || p->reserved0[1] || p->reserved0[2] || p->reserved2 ||
      !plain_edges(dependencyData, numDependencies))
    return rt_err_set(cudaErrorInvalidValue);
  switch (p->type) {
  case cudaGraphNodeTypeKernel: {
    if (!rest_zero(p, sizeof p->kernel)) break;
    struct cudaKernelNodeParams k = {p->kernel.func,           p->kernel.gridDim,      p->kernel.blockDim,
                                     p->kernel.sharedMemBytes, p->kernel.kernelParams, p->kernel.extra};
    return cudaGraphAddKernelNode(pGraphNode, graph, pDependencies, numDependencies, &k);
  }
  case cudaGraphNodeTypeMemcpy:
    if (!rest_zero(p, sizeof p->memcpy)) break;
    return cudaGraphAddMemcpyNode(pGraphNode, graph, pDependencies, numDependencies, &p->memcpy.copyParams);
  case cudaGraphNodeTypeMemset: {
    if (!rest_zero(p, sizeof p->memset)) break;
    struct cudaMemsetParams m = {p->memset.dst,         p->memset.pitch, p->memset.value,
                                 p->memset.elementSize, p->memset.width, p->memset.height};
    return cudaGraphAddMemsetNode(pGraphNode, graph, pDependencies, numDependencies, &m);
  }
  case cudaGraphNodeTypeHost: {
    if (!rest_zero(p, sizeof p->host)) break;
    struct cudaHostNodeParams h = {p->host.fn, p->host.userData};
    return cudaGraphAddHostNode(pGraphNode, graph, pDependencies, numDependencies, &h);
  }
  case cudaGraphNodeTypeGraph:
    if (!rest_zero(p, sizeof p->graph) || p->graph.ownership != cudaGraphChildGraphOwnershipClone) break;
    return cudaGraphAddChildGraphNode(pGraphNode, graph, pDependencies, numDependencies, p->graph.graph);
  case cudaGraphNodeTypeEmpty:
    if (!rest_zero(p, 0)) break;
    return cudaGraphAddEmptyNode(pGraphNode, graph, pDependencies, numDependencies);
  case cudaGraphNodeTypeWaitEvent:
    if (!rest_zero(p, sizeof p->eventWait)) break;
    return cudaGraphAddEventWaitNode(pGraphNode, graph, pDependencies, numDependencies, p->eventWait.event);
  case cudaGraphNodeTypeEventRecord:
    if (!rest_zero(p, sizeof p->eventRecord)) break;
    return cudaGraphAddEventRecordNode(pGraphNode, graph, pDependencies, numDependencies, p->eventRecord.event);
  case cudaGraphNodeTypeConditional:
    if (!rest_zero(p, sizeof p->conditional)) break;
    return add_conditional(pGraphNode, graph, pDependencies, numDependencies, &p->conditional);
  default: return rt_err_set(rt_unsupported("cudaGraphAddNode of this node type"));
  }
  return rt_err_set(cudaErrorInvalidValue);
}
