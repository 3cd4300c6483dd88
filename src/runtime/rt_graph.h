/* rt_graph.h: the graph engine (rt_graph.c): graphs, executable graphs and stream
 * capture, the top of the runtime. Built on work items, events, launches and streams;
 * the layers below reach capture only through the hooks it registers (rt_work.h). */
#ifndef HEDDLE_RT_GRAPH_H
#define HEDDLE_RT_GRAPH_H
#include "rt_work.h"

/* A graph is nodes (work items) and dependency edges; an executable graph is its nodes in
 * a topological order, run one after another by the stream it is launched into. A stream
 * being captured hands its work to the capture's graph instead of its queue. */
void rt_graph_destroy(rt_graph *g);
cudaError_t rt_graph_clone(rt_graph **out, const rt_graph *g);
#define RT_SYNC_ALL ((rt_stream *)1)
/* Checks for calls that a capture forbids; cudaSuccess if allowed. sync_on: the stream a
 * call synchronizes (or NULL); unsafe: a call CUDA calls "potentially unsafe" (cudaMalloc). */
cudaError_t rt_capture_check(rt_stream *sync_on, int unsafe);
void rt_capture_forget_stream(rt_stream *s);
int rt_capture_active(rt_stream *s);          /* s is capturing (no side effects) */
/* cudaMallocAsync on a capturing stream: an allocation node; its address now. */
cudaError_t rt_capture_alloc(rt_stream *s, void **out, size_t size, cudaError_t *err);
#endif
