/* rt_graph.c: CUDA graphs and stream capture.
 *
 * A graph is a list of nodes, each a work item (rt_work.c) plus the nodes it depends on.
 * Instantiating it makes an executable graph: the nodes in a topological order, child
 * graphs flattened in place, copied so that the graph may change or die afterwards.
 * cudaGraphLaunch queues the whole executable graph as one work item on the stream; the
 * stream's thread runs its nodes one after another (each kernel on the whole worker pool),
 * so a replay costs one queue operation instead of one per node. Launches of one
 * executable graph are serialized, as CUDA does. Parameter updates after instantiation
 * go to a fresh copy of the node list when a launch still holds the old one.
 *
 * Capture: a capturing stream hands its work to the capture's graph instead of its queue
 * (rt_capture_take). Each stream in a capture has a set of "current" nodes that its next
 * node depends on; recording an event remembers that set, and a stream waiting for such an
 * event joins the capture with it (fork/join). Misuse invalidates the capture with the
 * error codes a GPU gives (tests/cuda/graphs.gpu.out). */
#include "rt_internal.h"
#include "rt_graph.h"
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

typedef struct rt_node rt_node;
struct rt_node {
  rt_graph *g;
  rt_work w;
  rt_node **deps;
  size_t ndeps, capdeps;
};

struct rt_graph {
  rt_node **nodes;
  size_t n, cap;
};

/* An executable graph's node list; shared by the launches that are queued with it. */
typedef struct plan {
  _Atomic int refs;
  size_t n;
  rt_work *w;
  const rt_node **orig;        /* the graph node each entry came from (compared, never read) */
} plan;

struct rt_exec {
  _Atomic int refs;            /* the handle, plus one per queued launch */
  pthread_mutex_t mu;          /* plan swaps */
  pthread_mutex_t run_mu;      /* launches of one executable graph run one at a time */
  plan *p;
  rt_exec *next;
};

static pthread_mutex_t exec_mu = PTHREAD_MUTEX_INITIALIZER;
static rt_exec *execs;         /* live executable graphs, to validate handles */

/* ---------------- graphs ---------------- */

static int push(void ***v, size_t *n, size_t *cap, void *x)
{
  if (*n == *cap) {
    size_t nc = *cap ? *cap * 2 : 4;
    void **nv = realloc(*v, nc * sizeof *nv);
    if (!nv)
      return 0;
    *v = nv;
    *cap = nc;
  }
  (*v)[(*n)++] = x;
  return 1;
}

static cudaError_t graph_new(rt_graph **out)
{
  *out = calloc(1, sizeof **out);
  return *out ? cudaSuccess : cudaErrorMemoryAllocation;
}

void rt_graph_destroy(rt_graph *g)
{
  if (!g)
    return;
  for (size_t i = 0; i < g->n; i++) {
    rt_work_release(&g->nodes[i]->w);
    free(g->nodes[i]->deps);
    free(g->nodes[i]);
  }
  free(g->nodes);
  free(g);
}

static int node_in(const rt_graph *g, const rt_node *n)
{
  return n && n->g == g;
}

static int has_dep(const rt_node *n, const rt_node *d)
{
  for (size_t i = 0; i < n->ndeps; i++)
    if (n->deps[i] == d)
      return 1;
  return 0;
}

/* Adds a node holding w (moved in; released on failure). */
static cudaError_t graph_add(rt_graph *g, rt_work *w, rt_node *const *deps, size_t nd, rt_node **out)
{
  for (size_t i = 0; i < nd; i++)
    if (!node_in(g, deps[i])) {
      rt_work_release(w);
      return cudaErrorInvalidValue;
    }
  rt_node *n = calloc(1, sizeof *n);
  if (!n || !push((void ***)&g->nodes, &g->n, &g->cap, n)) {
    free(n);
    rt_work_release(w);
    return cudaErrorMemoryAllocation;
  }
  n->g = g;
  n->w = *w;
  for (size_t i = 0; i < nd; i++)
    if (!has_dep(n, deps[i]) && !push((void ***)&n->deps, &n->ndeps, &n->capdeps, deps[i]))
      return cudaErrorMemoryAllocation;
  if (out)
    *out = n;
  return cudaSuccess;
}

static size_t index_of(const rt_graph *g, const rt_node *n)
{
  for (size_t i = 0; i < g->n; i++)
    if (g->nodes[i] == n)
      return i;
  return (size_t)-1;
}

cudaError_t rt_graph_clone(rt_graph **out, const rt_graph *g)
{
  rt_graph *c;
  cudaError_t e = graph_new(&c);
  for (size_t i = 0; e == cudaSuccess && i < g->n; i++) {
    rt_work w;
    e = rt_work_clone(&w, &g->nodes[i]->w);
    if (e == cudaSuccess)
      e = graph_add(c, &w, NULL, 0, NULL);
  }
  for (size_t i = 0; e == cudaSuccess && i < g->n; i++)
    for (size_t j = 0; e == cudaSuccess && j < g->nodes[i]->ndeps; j++)
      if (!push((void ***)&c->nodes[i]->deps, &c->nodes[i]->ndeps, &c->nodes[i]->capdeps,
                c->nodes[index_of(g, g->nodes[i]->deps[j])]))
        e = cudaErrorMemoryAllocation;
  if (e != cudaSuccess) {
    rt_graph_destroy(c);
    return e;
  }
  *out = c;
  return cudaSuccess;
}

/* Kahn's algorithm, stable in creation order. order gets g->n nodes; cudaErrorInvalidValue
 * if the dependencies have a cycle. */
static cudaError_t topo_order(const rt_graph *g, rt_node **order)
{
  size_t n = g->n, done = 0;
  char *placed = calloc(n ? n : 1, 1);
  if (!placed)
    return cudaErrorMemoryAllocation;
  while (done < n) {
    size_t before = done;
    for (size_t i = 0; i < n; i++) {
      if (placed[i])
        continue;
      int ready = 1;
      for (size_t j = 0; j < g->nodes[i]->ndeps && ready; j++)
        ready = placed[index_of(g, g->nodes[i]->deps[j])];
      if (ready) {
        placed[i] = 1;
        order[done++] = g->nodes[i];
      }
    }
    if (done == before) {
      free(placed);
      return cudaErrorInvalidValue;
    }
  }
  free(placed);
  return cudaSuccess;
}

/* Appends g's nodes in topological order to p, flattening child graphs. */
static cudaError_t flatten(plan *p, size_t *cap, const rt_graph *g)
{
  rt_node **order = malloc((g->n ? g->n : 1) * sizeof *order);
  if (!order)
    return cudaErrorMemoryAllocation;
  cudaError_t e = topo_order(g, order);
  for (size_t i = 0; e == cudaSuccess && i < g->n; i++) {
    const rt_node *nd = order[i];
    if (nd->w.type == cudaGraphNodeTypeGraph) {
      e = flatten(p, cap, nd->w.u.child.g);
      continue;
    }
    if (p->n == *cap) {
      size_t nc = *cap ? *cap * 2 : 8;
      rt_work *nw = realloc(p->w, nc * sizeof *nw);
      const rt_node **no = realloc(p->orig, nc * sizeof *no);
      if (nw) p->w = nw;
      if (no) p->orig = no;
      if (!nw || !no) { e = cudaErrorMemoryAllocation; break; }
      *cap = nc;
    }
    e = rt_work_clone(&p->w[p->n], &nd->w);
    if (e == cudaSuccess)
      p->orig[p->n++] = nd;
  }
  free(order);
  return e;
}

static void plan_unref(plan *p)
{
  if (!p || atomic_fetch_sub(&p->refs, 1) != 1)
    return;
  for (size_t i = 0; i < p->n; i++)
    rt_work_release(&p->w[i]);
  free(p->w);
  free(p->orig);
  free(p);
}

static cudaError_t exec_new(rt_exec **out, const rt_graph *g)
{
  plan *p = calloc(1, sizeof *p);
  rt_exec *x = calloc(1, sizeof *x);
  size_t cap = 0;
  cudaError_t e = p && x ? cudaSuccess : cudaErrorMemoryAllocation;
  if (e == cudaSuccess) {
    atomic_init(&p->refs, 1);
    e = flatten(p, &cap, g);
  }
  if (e != cudaSuccess) {
    plan_unref(p);
    free(x);
    return e;
  }
  atomic_init(&x->refs, 1);
  pthread_mutex_init(&x->mu, NULL);
  pthread_mutex_init(&x->run_mu, NULL);
  x->p = p;
  pthread_mutex_lock(&exec_mu);
  x->next = execs;
  execs = x;
  pthread_mutex_unlock(&exec_mu);
  *out = x;
  return cudaSuccess;
}

static void exec_unref(rt_exec *x)
{
  if (!x || atomic_fetch_sub(&x->refs, 1) != 1)
    return;
  plan_unref(x->p);
  pthread_mutex_destroy(&x->mu);
  pthread_mutex_destroy(&x->run_mu);
  free(x);
}

static rt_exec *exec_from_handle(cudaGraphExec_t h)
{
  pthread_mutex_lock(&exec_mu);
  rt_exec *x = execs;
  while (x && x != (rt_exec *)h)
    x = x->next;
  pthread_mutex_unlock(&exec_mu);
  return x;
}

static plan *plan_get(rt_exec *x)
{
  pthread_mutex_lock(&x->mu);
  plan *p = x->p;
  atomic_fetch_add(&p->refs, 1);
  pthread_mutex_unlock(&x->mu);
  return p;
}

/* One launch, on the stream's thread: the nodes in order, consecutive kernels as one pool
 * job; event nodes use the generations taken when the launch was queued. */
static cudaError_t exec_run(rt_exec *x, const uint64_t *gens)
{
  plan *p = plan_get(x);
  cudaError_t e = cudaSuccess;
  pthread_mutex_lock(&x->run_mu);
  for (size_t i = 0; i < p->n && e == cudaSuccess; i++) {
    rt_work *w = &p->w[i];
    if (w->type == cudaGraphNodeTypeKernel) {   /* consecutive kernels: one pool job */
      size_t k = i + 1;
      while (k < p->n && p->w[k].type == cudaGraphNodeTypeKernel && k - i < 1024)
        k++;
      e = rt_kernels_run(w, (int)(k - i));
      i = k - 1;
    } else if (w->type == cudaGraphNodeTypeEventRecord)
      rt_event_complete(w->u.ev.e, gens[i]);
    else if (w->type == cudaGraphNodeTypeWaitEvent)
      rt_event_wait(w->u.ev.e, gens[i]);
    else
      e = rt_work_run(w);
  }
  /* an error stops the launch; its event records still complete, or waiters would hang */
  for (size_t i = 0; i < p->n; i++)
    if (e != cudaSuccess && p->w[i].type == cudaGraphNodeTypeEventRecord)
      rt_event_complete(p->w[i].u.ev.e, gens[i]);
  pthread_mutex_unlock(&x->run_mu);
  plan_unref(p);
  return e;
}

/* The work items of this layer's (rt_work.h): a child graph node holds a copy of its graph
 * (flattened when instantiated, never run itself); a graph launch holds the executable
 * graph and the event generations it took when queued. */
static void child_release(rt_work *w)
{
  rt_graph_destroy(w->u.child.g);
  w->u.child.g = NULL;
}

static cudaError_t child_clone(rt_work *dst, const rt_work *src)
{
  return rt_graph_clone(&dst->u.child.g, src->u.child.g);
}

static cudaError_t launch_run(const rt_work *w)
{
  return exec_run(w->u.launch.x, w->u.launch.gens);
}

static void launch_release(rt_work *w)
{
  exec_unref(w->u.launch.x);
  free(w->u.launch.gens);
}

static const rt_work_ops child_ops = { NULL, child_release, child_clone };
static const rt_work_ops launch_ops = { launch_run, launch_release, NULL };

/* ---------------- capture ---------------- */

static _Atomic int captures_active;   /* streams capturing: the fast path checks it is 0 */

typedef struct capture {
  rt_graph *g;
  rt_stream *origin;
  enum cudaStreamCaptureMode mode;
  pthread_t thread;
  unsigned long long id;
  int invalid;
  rt_node **orphans;           /* current nodes of forked streams destroyed while capturing */
  size_t norphans, caporphans;
} capture;

typedef struct member {        /* a stream taking part in a capture */
  rt_stream *s;
  capture *c;
  rt_node **deps;
  size_t n, cap;
  cudaGraphEdgeData *edata;    /* all-default edge data handed out by cudaStreamGetCaptureInfo */
  struct member *next;
} member;

typedef struct evcap {         /* an event recorded inside a capture */
  rt_event *e;
  capture *c;
  rt_node **deps;
  size_t n, cap;
  struct evcap *next;
} evcap;

static pthread_mutex_t cap_mu = PTHREAD_MUTEX_INITIALIZER;
static member *members;
static evcap *evcaps;
static unsigned long long next_capture_id = 1;
static _Thread_local enum cudaStreamCaptureMode thread_mode = cudaStreamCaptureModeGlobal;

static member *member_of(rt_stream *s)
{
  for (member *m = members; m; m = m->next)
    if (m->s == s)
      return m;
  return NULL;
}

static evcap *evcap_of(rt_event *e)
{
  for (evcap *v = evcaps; v; v = v->next)
    if (v->e == e)
      return v;
  return NULL;
}

static int set_deps(rt_node ***deps, size_t *n, size_t *cap, rt_node *const *from, size_t nfrom)
{
  *n = 0;
  for (size_t i = 0; i < nfrom; i++)
    if (!push((void ***)deps, n, cap, from[i]))
      return 0;
  return 1;
}

static int add_deps(rt_node ***deps, size_t *n, size_t *cap, rt_node *const *from, size_t nfrom)
{
  for (size_t i = 0; i < nfrom; i++) {
    int dup = 0;
    for (size_t j = 0; j < *n && !dup; j++)
      dup = (*deps)[j] == from[i];
    if (!dup && !push((void ***)deps, n, cap, from[i]))
      return 0;
  }
  return 1;
}

static member *member_new(rt_stream *s, capture *c)
{
  member *m = calloc(1, sizeof *m);
  if (!m)
    return NULL;
  m->s = s;
  m->c = c;
  m->next = members;
  members = m;
  atomic_fetch_add(&captures_active, 1);
  return m;
}

/* Ends capture c for every stream and event in it. Call with cap_mu held. */
static void capture_end(capture *c)
{
  free(c->orphans);
  c->orphans = NULL;
  c->norphans = c->caporphans = 0;
  for (member **pp = &members; *pp;) {
    member *m = *pp;
    if (m->c == c) {
      *pp = m->next;
      free(m->deps);
      free(m->edata);
      free(m);
      atomic_fetch_sub(&captures_active, 1);
    } else
      pp = &m->next;
  }
  for (evcap **pp = &evcaps; *pp;) {
    evcap *v = *pp;
    if (v->c == c) {
      *pp = v->next;
      free(v->deps);
      free(v);
    } else
      pp = &v->next;
  }
}

static int is_blocking(rt_stream *s)
{
  unsigned flags = 0;
  rt_stream_props(s, &flags, NULL);
  return s != rt_stream_default() && !(flags & cudaStreamNonBlocking);
}

/* The legacy stream synchronizes with blocking streams: using it while one of them
 * captures invalidates that capture. Call with cap_mu held. */
static int legacy_conflict(void)
{
  int hit = 0;
  for (member *m = members; m; m = m->next)
    if (is_blocking(m->s)) {
      m->c->invalid = 1;
      hit = 1;
    }
  return hit;
}

/* If s is capturing, adds w as a node (taking it) and returns 1 with *err set. */
static int capture_take(rt_stream *s, rt_work *w, cudaError_t *err)
{
  if (!atomic_load(&captures_active))
    return 0;
  pthread_mutex_lock(&cap_mu);
  member *m = member_of(s);
  if (!m) {
    int conflict = s == rt_stream_default() && legacy_conflict();
    pthread_mutex_unlock(&cap_mu);
    if (!conflict)
      return 0;
    *err = cudaErrorStreamCaptureImplicit;
  } else if (m->c->invalid) {
    pthread_mutex_unlock(&cap_mu);
    *err = cudaErrorStreamCaptureInvalidated;
  } else {
    rt_node *n = NULL;
    *err = graph_add(m->c->g, w, m->deps, m->n, &n);
    if (*err == cudaSuccess && !set_deps(&m->deps, &m->n, &m->cap, &n, 1))
      *err = cudaErrorMemoryAllocation;
    pthread_mutex_unlock(&cap_mu);
    free(w);           /* its contents now belong to the node */
    return 1;
  }
  rt_work_release(w);
  free(w);
  return 1;
}

/* Does this thread hold a capture that forbids unsafe calls? Call with cap_mu held. */
static int unsafe_forbidden(void)
{
  if (thread_mode == cudaStreamCaptureModeRelaxed)
    return 0;
  pthread_t self = pthread_self();
  int hit = 0;
  for (member *m = members; m; m = m->next) {
    capture *c = m->c;
    if (c->mode == cudaStreamCaptureModeRelaxed || m->s != c->origin)
      continue;
    if (pthread_equal(c->thread, self)) {
      c->invalid = 1;      /* this thread's own capture: the call would break it */
      hit = 1;
    } else if (thread_mode == cudaStreamCaptureModeGlobal && c->mode == cudaStreamCaptureModeGlobal)
      hit = 1;
  }
  return hit;
}

cudaError_t rt_capture_check(rt_stream *sync_on, int unsafe)
{
  if (!atomic_load(&captures_active))
    return cudaSuccess;
  cudaError_t e = cudaSuccess;
  pthread_mutex_lock(&cap_mu);
  if (sync_on == RT_SYNC_ALL) {
    for (member *m = members; m; m = m->next) {
      m->c->invalid = 1;
      e = cudaErrorStreamCaptureUnsupported;
    }
  } else if (sync_on) {
    member *m = member_of(sync_on);
    if (m) {
      m->c->invalid = 1;
      e = cudaErrorStreamCaptureUnsupported;
    } else if (sync_on == rt_stream_default() && legacy_conflict())
      e = cudaErrorStreamCaptureImplicit;
  }
  if (e == cudaSuccess && unsafe && unsafe_forbidden())
    e = cudaErrorStreamCaptureUnsupported;
  pthread_mutex_unlock(&cap_mu);
  return e;
}

int rt_capture_active(rt_stream *s)
{
  if (!atomic_load(&captures_active))
    return 0;
  pthread_mutex_lock(&cap_mu);
  int active = member_of(s) != NULL;
  pthread_mutex_unlock(&cap_mu);
  return active;
}

/* cudaEventRecord: in a capturing stream, remembers the stream's current nodes. */
static int capture_event_take(rt_event *e, rt_stream *s, cudaError_t *err)
{
  if (!atomic_load(&captures_active))
    return 0;
  pthread_mutex_lock(&cap_mu);
  member *m = member_of(s);
  evcap *v = evcap_of(e);
  if (!m) {
    if (v) {                 /* recorded outside the capture now: forget the captured record */
      for (evcap **pp = &evcaps; *pp; pp = &(*pp)->next)
        if (*pp == v) { *pp = v->next; break; }
      free(v->deps);
      free(v);
    }
    pthread_mutex_unlock(&cap_mu);
    return 0;
  }
  *err = cudaSuccess;
  if (m->c->invalid)
    *err = cudaErrorStreamCaptureInvalidated;
  else {
    if (!v && (v = calloc(1, sizeof *v)) != NULL) {
      v->e = e;
      v->next = evcaps;
      evcaps = v;
    }
    if (!v || !set_deps(&v->deps, &v->n, &v->cap, m->deps, m->n))
      *err = cudaErrorMemoryAllocation;
    else
      v->c = m->c;
  }
  pthread_mutex_unlock(&cap_mu);
  return 1;
}

/* cudaStreamWaitEvent on an event recorded in a capture: the stream joins it (a fork). */
static int capture_wait_take(rt_stream *s, rt_event *e, cudaError_t *err)
{
  if (!atomic_load(&captures_active))
    return 0;
  pthread_mutex_lock(&cap_mu);
  member *m = member_of(s);
  evcap *v = evcap_of(e);
  if (!v && !m) {
    pthread_mutex_unlock(&cap_mu);
    return 0;
  }
  *err = cudaSuccess;
  if (!v) {                  /* an event from outside the capture */
    m->c->invalid = 1;
    *err = cudaErrorStreamCaptureIsolation;
  } else if (m && m->c != v->c) {
    m->c->invalid = v->c->invalid = 1;
    *err = cudaErrorStreamCaptureIsolation;
  } else if (v->c->invalid)
    *err = cudaErrorStreamCaptureInvalidated;
  else if (!m) {             /* the stream joins the capture (a fork) */
    m = member_new(s, v->c);
    if (!m || !set_deps(&m->deps, &m->n, &m->cap, v->deps, v->n))
      *err = cudaErrorMemoryAllocation;
  } else if (!add_deps(&m->deps, &m->n, &m->cap, v->deps, v->n))
    *err = cudaErrorMemoryAllocation;
  pthread_mutex_unlock(&cap_mu);
  return 1;
}

void rt_capture_forget_stream(rt_stream *s)
{
  if (!atomic_load(&captures_active))
    return;
  pthread_mutex_lock(&cap_mu);
  member *m = member_of(s);
  if (m) {
    if (m->s == m->c->origin) {   /* the capture cannot be ended any more */
      m->c->invalid = 1;
      rt_graph *g = m->c->g;
      capture *c = m->c;
      capture_end(c);
      rt_graph_destroy(g);
      free(c);
    } else {   /* a forked stream: its work stays captured and must still be joined */
      if (!add_deps(&m->c->orphans, &m->c->norphans, &m->c->caporphans, m->deps, m->n))
        m->c->invalid = 1;
      for (member **pp = &members; *pp; pp = &(*pp)->next)
        if (*pp == m) { *pp = m->next; break; }
      free(m->deps);
      free(m->edata);
      free(m);
      atomic_fetch_sub(&captures_active, 1);
    }
  }
  pthread_mutex_unlock(&cap_mu);
}

static void capture_forget_event(rt_event *e)
{
  pthread_mutex_lock(&cap_mu);
  for (evcap **pp = &evcaps; *pp; pp = &(*pp)->next)
    if ((*pp)->e == e) {
      evcap *v = *pp;
      *pp = v->next;
      free(v->deps);
      free(v);
      break;
    }
  pthread_mutex_unlock(&cap_mu);
}

/* Marks the ancestors of n (and n). */
static void mark_ancestors(const rt_graph *g, const rt_node *n, char *seen)
{
  size_t i = index_of(g, n);
  if (seen[i])
    return;
  seen[i] = 1;
  for (size_t j = 0; j < n->ndeps; j++)
    mark_ancestors(g, n->deps[j], seen);
}

/* Every stream that joined the capture must have joined back into the origin stream. */
static int all_joined(capture *c, member *origin)
{
  rt_graph *g = c->g;
  char *seen = calloc(g->n ? g->n : 1, 1);
  if (!seen)
    return 0;
  for (size_t i = 0; i < origin->n; i++)
    mark_ancestors(g, origin->deps[i], seen);
  int ok = 1;
  for (size_t i = 0; i < c->norphans && ok; i++)
    ok = seen[index_of(g, c->orphans[i])];
  for (member *m = members; m && ok; m = m->next)
    if (m->c == c && m != origin)
      for (size_t i = 0; i < m->n && ok; i++)
        ok = seen[index_of(g, m->deps[i])];
  free(seen);
  return ok;
}

static const rt_capture_hooks hooks = { capture_take, rt_capture_active, capture_event_take, capture_wait_take,
                                        capture_forget_event };

/* ---------------- entry points: capture ---------------- */

#define RETURN_IF_STICKY()                      \
  do {                                          \
    cudaError_t s_ = rt_err_sticky();           \
    if (s_ != cudaSuccess)                      \
      return s_;                                \
  } while (0)

static cudaError_t stream_arg(cudaStream_t h, rt_stream **s)
{
  if (!rt_stream_valid(h))
    return cudaErrorInvalidResourceHandle;
  *s = rt_stream_from_handle(h);
  return cudaSuccess;
}

cudaError_t cudaStreamBeginCapture(cudaStream_t stream, enum cudaStreamCaptureMode mode)
{
  RETURN_IF_STICKY();
  rt_stream *s;
  cudaError_t e = stream_arg(stream, &s);
  if (e != cudaSuccess)
    return rt_err_set(e);
  if (mode != cudaStreamCaptureModeGlobal && mode != cudaStreamCaptureModeThreadLocal &&
      mode != cudaStreamCaptureModeRelaxed)
    return rt_err_set(cudaErrorInvalidValue);
  if (s == rt_stream_default())
    return rt_err_set(cudaErrorStreamCaptureUnsupported);
  capture *c = calloc(1, sizeof *c);
  if (!c || graph_new(&c->g) != cudaSuccess) {
    free(c);
    return rt_err_set(cudaErrorMemoryAllocation);
  }
  c->origin = s;
  c->mode = mode;
  c->thread = pthread_self();
  pthread_mutex_lock(&cap_mu);
  if (member_of(s)) {
    pthread_mutex_unlock(&cap_mu);
    rt_graph_destroy(c->g);
    free(c);
    return rt_err_set(cudaErrorIllegalState);
  }
  c->id = next_capture_id++;
  rt_work_set_capture_hooks(&hooks);   /* before the stream is a member */
  member *m = member_new(s, c);
  pthread_mutex_unlock(&cap_mu);
  if (!m) {
    rt_graph_destroy(c->g);
    free(c);
    return rt_err_set(cudaErrorMemoryAllocation);
  }
  return cudaSuccess;
}

cudaError_t cudaStreamEndCapture(cudaStream_t stream, cudaGraph_t *pGraph)
{
  RETURN_IF_STICKY();
  rt_stream *s;
  cudaError_t e = stream_arg(stream, &s);
  if (e != cudaSuccess)
    return rt_err_set(e);
  if (!pGraph)
    return rt_err_set(cudaErrorInvalidValue);
  pthread_mutex_lock(&cap_mu);
  member *m = member_of(s);
  if (!m || m->c->origin != s) {
    pthread_mutex_unlock(&cap_mu);
    return rt_err_set(m ? cudaErrorStreamCaptureUnmatched : cudaErrorIllegalState);
  }
  capture *c = m->c;
  if (c->mode != cudaStreamCaptureModeRelaxed && !pthread_equal(c->thread, pthread_self())) {
    pthread_mutex_unlock(&cap_mu);
    return rt_err_set(cudaErrorStreamCaptureWrongThread);
  }
  e = c->invalid ? cudaErrorStreamCaptureInvalidated : all_joined(c, m) ? cudaSuccess : cudaErrorStreamCaptureUnjoined;
  rt_graph *g = c->g;
  capture_end(c);
  pthread_mutex_unlock(&cap_mu);
  free(c);
  if (e != cudaSuccess) {
    rt_graph_destroy(g);
    *pGraph = NULL;
    return rt_err_set(e);
  }
  *pGraph = (cudaGraph_t)g;
  return cudaSuccess;
}

static cudaError_t capture_status(cudaStream_t stream, enum cudaStreamCaptureStatus *st, member *out)
{
  rt_stream *s;
  cudaError_t e = stream_arg(stream, &s);
  if (e != cudaSuccess)
    return e;
  *st = cudaStreamCaptureStatusNone;
  pthread_mutex_lock(&cap_mu);
  member *m = member_of(s);
  if (m) {
    *st = m->c->invalid ? cudaStreamCaptureStatusInvalidated : cudaStreamCaptureStatusActive;
    if (out)
      *out = *m;
  } else if (s == rt_stream_default()) {
    for (member *b = members; b && e == cudaSuccess; b = b->next)
      if (is_blocking(b->s))
        e = cudaErrorStreamCaptureImplicit;
  }
  pthread_mutex_unlock(&cap_mu);
  return e;
}

cudaError_t cudaStreamIsCapturing(cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus)
{
  if (!pCaptureStatus)
    return rt_err_set(cudaErrorInvalidValue);
  return rt_err_set(capture_status(stream, pCaptureStatus, NULL));
}

cudaError_t cudaStreamGetCaptureInfo(cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out,
                                     unsigned long long *id_out, cudaGraph_t *graph_out,
                                     const cudaGraphNode_t **dependencies_out, const cudaGraphEdgeData **edgeData_out,
                                     size_t *numDependencies_out)
{
  if (!captureStatus_out)
    return rt_err_set(cudaErrorInvalidValue);
  member m;
  memset(&m, 0, sizeof m);
  cudaError_t e = capture_status(stream, captureStatus_out, &m);
  if (e != cudaSuccess)
    return rt_err_set(e);
  int active = *captureStatus_out != cudaStreamCaptureStatusNone;
  if (id_out)
    *id_out = active ? m.c->id : 0;
  if (graph_out)
    *graph_out = active ? (cudaGraph_t)m.c->g : NULL;
  if (dependencies_out)
    *dependencies_out = active ? (const cudaGraphNode_t *)m.deps : NULL;
  if (numDependencies_out)
    *numDependencies_out = active ? m.n : 0;
  if (edgeData_out) {
    *edgeData_out = NULL;
    if (active && m.n) {  /* default edges: a zeroed array the size of the dependencies */
      pthread_mutex_lock(&cap_mu);
      member *live = member_of(rt_stream_from_handle(stream));
      if (live) {
        free(live->edata);
        live->edata = calloc(live->n, sizeof *live->edata);
        *edgeData_out = live->edata;
      }
      pthread_mutex_unlock(&cap_mu);
    }
  }
  return cudaSuccess;
}

cudaError_t cudaStreamUpdateCaptureDependencies(cudaStream_t stream, cudaGraphNode_t *dependencies,
                                                const cudaGraphEdgeData *dependencyData, size_t numDependencies,
                                                unsigned int flags)
{
  (void)dependencyData;
  rt_stream *s;
  cudaError_t e = stream_arg(stream, &s);
  if (e != cudaSuccess)
    return rt_err_set(e);
  if ((flags != cudaStreamAddCaptureDependencies && flags != cudaStreamSetCaptureDependencies) ||
      (numDependencies && !dependencies))
    return rt_err_set(cudaErrorInvalidValue);
  pthread_mutex_lock(&cap_mu);
  member *m = member_of(s);
  if (!m)
    e = cudaErrorIllegalState;
  else if (m->c->invalid)
    e = cudaErrorStreamCaptureInvalidated;
  else {
    for (size_t i = 0; i < numDependencies && e == cudaSuccess; i++)
      if (!node_in(m->c->g, (rt_node *)dependencies[i]))
        e = cudaErrorInvalidValue;
    if (e == cudaSuccess) {
      int ok = flags == cudaStreamSetCaptureDependencies
                   ? set_deps(&m->deps, &m->n, &m->cap, (rt_node *const *)dependencies, numDependencies)
                   : add_deps(&m->deps, &m->n, &m->cap, (rt_node *const *)dependencies, numDependencies);
      if (!ok)
        e = cudaErrorMemoryAllocation;
    }
  }
  pthread_mutex_unlock(&cap_mu);
  return e == cudaSuccess ? e : rt_err_set(e);
}

cudaError_t cudaThreadExchangeStreamCaptureMode(enum cudaStreamCaptureMode *mode)
{
  if (!mode || (*mode != cudaStreamCaptureModeGlobal && *mode != cudaStreamCaptureModeThreadLocal &&
                *mode != cudaStreamCaptureModeRelaxed))
    return rt_err_set(cudaErrorInvalidValue);
  enum cudaStreamCaptureMode old = thread_mode;
  thread_mode = *mode;
  *mode = old;
  return cudaSuccess;
}

/* ---------------- entry points: graphs ---------------- */

#define G(h) ((rt_graph *)(h))
#define N(h) ((rt_node *)(h))

cudaError_t cudaGraphCreate(cudaGraph_t *pGraph, unsigned int flags)
{
  RETURN_IF_STICKY();
  if (!pGraph || flags)
    return rt_err_set(cudaErrorInvalidValue);
  rt_graph *g;
  cudaError_t e = graph_new(&g);
  if (e == cudaSuccess)
    *pGraph = (cudaGraph_t)g;
  return rt_err_set(e);
}

cudaError_t cudaGraphDestroy(cudaGraph_t graph)
{
  if (!graph)
    return rt_err_set(cudaErrorInvalidValue);
  rt_graph_destroy(G(graph));
  return cudaSuccess;
}

cudaError_t cudaGraphClone(cudaGraph_t *pGraphClone, cudaGraph_t originalGraph)
{
  if (!pGraphClone || !originalGraph)
    return rt_err_set(cudaErrorInvalidValue);
  rt_graph *c;
  cudaError_t e = rt_graph_clone(&c, G(originalGraph));
  if (e == cudaSuccess)
    *pGraphClone = (cudaGraph_t)c;
  return rt_err_set(e);
}

static cudaError_t add_node(cudaGraphNode_t *out, cudaGraph_t graph, const cudaGraphNode_t *deps, size_t nd,
                            rt_work *w)
{
  if (!out || !graph || (nd && !deps)) {
    rt_work_release(w);
    return rt_err_set(cudaErrorInvalidValue);
  }
  rt_node *n;
  cudaError_t e = graph_add(G(graph), w, (rt_node *const *)deps, nd, &n);
  if (e == cudaSuccess)
    *out = (cudaGraphNode_t)n;
  return rt_err_set(e);
}

static cudaError_t kernel_params(rt_work *w, const struct cudaKernelNodeParams *p)
{
  if (!p)
    return cudaErrorInvalidValue;
  if (p->extra)
    return rt_unsupported("kernel node parameters in the 'extra' format");
  rt_func *f = rt_func_lookup(p->func);
  if (!f)
    return cudaErrorInvalidDeviceFunction;
  return rt_kernel_work(w, f, p->gridDim, p->blockDim, p->kernelParams, p->sharedMemBytes);
}

cudaError_t cudaGraphAddKernelNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies,
                                   size_t numDependencies, const struct cudaKernelNodeParams *pNodeParams)
{
  RETURN_IF_STICKY();
  rt_work w = {0};
  cudaError_t e = kernel_params(&w, pNodeParams);
  if (e != cudaSuccess)
    return rt_err_set(e);
  return add_node(pGraphNode, graph, pDependencies, numDependencies, &w);
}

cudaError_t cudaGraphKernelNodeGetParams(cudaGraphNode_t node, struct cudaKernelNodeParams *p)
{
  if (!node || !p || N(node)->w.type != cudaGraphNodeTypeKernel)
    return rt_err_set(cudaErrorInvalidValue);
  rt_work *w = &N(node)->w;
  if (!w->u.k.argv) {
    ptx_func *pf = w->u.k.f->pf;
    w->u.k.argv = calloc((size_t)pf->nparams + 1, sizeof(void *));
    if (!w->u.k.argv)
      return rt_err_set(cudaErrorMemoryAllocation);
    for (int i = 0; i < pf->nparams; i++)
      w->u.k.argv[i] = w->u.k.params + pf->syms.v[i].offset;
  }
  memset(p, 0, sizeof *p);
  p->func = (void *)w->u.k.f->host_fun;
  p->gridDim = w->u.k.grid;
  p->blockDim = w->u.k.block;
  p->sharedMemBytes = w->u.k.shmem;
  p->kernelParams = w->u.k.argv;
  return cudaSuccess;
}

cudaError_t cudaGraphKernelNodeSetParams(cudaGraphNode_t node, const struct cudaKernelNodeParams *p)
{
  if (!node || N(node)->w.type != cudaGraphNodeTypeKernel)
    return rt_err_set(cudaErrorInvalidValue);
  rt_work w = {0};
  cudaError_t e = kernel_params(&w, p);
  if (e != cudaSuccess)
    return rt_err_set(e);
  rt_work_release(&N(node)->w);
  N(node)->w = w;
  return cudaSuccess;
}

cudaError_t cudaGraphAddMemcpyNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies,
                                   size_t numDependencies, const struct cudaMemcpy3DParms *pCopyParams)
{
  RETURN_IF_STICKY();
  rt_work w = {0};
  cudaError_t e = rt_copy3d_work(&w, pCopyParams);
  if (e != cudaSuccess)
    return rt_err_set(e);
  return add_node(pGraphNode, graph, pDependencies, numDependencies, &w);
}

cudaError_t cudaGraphAddMemcpyNode1D(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                     const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dst,
                                     const void *src, size_t count, enum cudaMemcpyKind kind)
{
  RETURN_IF_STICKY();
  if ((unsigned)kind > cudaMemcpyDefault)
    return rt_err_set(cudaErrorInvalidMemcpyDirection);
  if (!dst || !src)
    return rt_err_set(cudaErrorInvalidValue);
  rt_work w = {0};
  rt_copy_set(&w, dst, count, src, count, count, 1);
  return add_node(pGraphNode, graph, pDependencies, numDependencies, &w);
}

cudaError_t cudaGraphAddMemsetNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies,
                                   size_t numDependencies, const struct cudaMemsetParams *p)
{
  RETURN_IF_STICKY();
  if (!p || !p->dst || (p->elementSize != 1 && p->elementSize != 2 && p->elementSize != 4) ||
      (p->height > 1 && p->pitch < p->width * p->elementSize))
    return rt_err_set(cudaErrorInvalidValue);
  rt_work w = {0};
  w.type = cudaGraphNodeTypeMemset;
  w.u.m.dst = p->dst;
  w.u.m.pitch = p->pitch;
  w.u.m.value = p->value;
  w.u.m.elem = p->elementSize;
  w.u.m.width = p->width;
  w.u.m.height = p->height ? p->height : 1;
  return add_node(pGraphNode, graph, pDependencies, numDependencies, &w);
}

cudaError_t cudaGraphAddHostNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies,
                                 size_t numDependencies, const struct cudaHostNodeParams *p)
{
  RETURN_IF_STICKY();
  if (!p || !p->fn)
    return rt_err_set(cudaErrorInvalidValue);
  rt_work w = {0};
  w.type = cudaGraphNodeTypeHost;
  w.u.h.fn = p->fn;
  w.u.h.data = p->userData;
  return add_node(pGraphNode, graph, pDependencies, numDependencies, &w);
}

cudaError_t cudaGraphAddEmptyNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies,
                                  size_t numDependencies)
{
  rt_work w = {0};
  w.type = cudaGraphNodeTypeEmpty;
  return add_node(pGraphNode, graph, pDependencies, numDependencies, &w);
}

cudaError_t cudaGraphAddChildGraphNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                       const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                       cudaGraph_t childGraph)
{
  if (!childGraph)
    return rt_err_set(cudaErrorInvalidValue);
  rt_work w = {0};
  w.type = cudaGraphNodeTypeGraph;
  w.ops = &child_ops;
  cudaError_t e = rt_graph_clone(&w.u.child.g, G(childGraph));   /* the node holds a copy */
  if (e != cudaSuccess)
    return rt_err_set(e);
  return add_node(pGraphNode, graph, pDependencies, numDependencies, &w);
}

static cudaError_t event_node(cudaGraphNode_t *out, cudaGraph_t graph, const cudaGraphNode_t *deps, size_t nd,
                              cudaEvent_t event, int type)
{
  rt_event *ev = rt_event_from_handle(event);
  if (!ev)
    return rt_err_set(cudaErrorInvalidValue);
  rt_work w = {0};
  rt_event_work(&w, ev, type);
  return add_node(out, graph, deps, nd, &w);
}

cudaError_t cudaGraphAddEventRecordNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                        const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaEvent_t event)
{
  return event_node(pGraphNode, graph, pDependencies, numDependencies, event, cudaGraphNodeTypeEventRecord);
}

cudaError_t cudaGraphAddEventWaitNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                      const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaEvent_t event)
{
  return event_node(pGraphNode, graph, pDependencies, numDependencies, event, cudaGraphNodeTypeWaitEvent);
}

cudaError_t rt_capture_alloc(rt_stream *s, void **out, size_t size, cudaError_t *err)
{
  rt_work *w = rt_work_new(cudaGraphNodeTypeMemAlloc);
  if (!w)
    return *err = cudaErrorMemoryAllocation;
  if ((*err = rt_galloc_work(w, size)) != cudaSuccess) {
    free(w);
    return *err;
  }
  void *p = w->u.galloc->ptr;
  if (!capture_take(s, w, err))   /* not capturing after all: an ordinary allocation */
    return *err = cudaErrorIllegalState;
  if (*err == cudaSuccess)
    *out = p;
  return *err;
}

cudaError_t cudaGraphAddMemAllocNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies,
                                     size_t numDependencies, struct cudaMemAllocNodeParams *nodeParams)
{
  RETURN_IF_STICKY();
  if (!nodeParams || !nodeParams->bytesize || nodeParams->poolProps.location.type != cudaMemLocationTypeDevice ||
      nodeParams->poolProps.location.id != 0)
    return rt_err_set(cudaErrorInvalidValue);
  rt_work w = {0};
  cudaError_t e = rt_galloc_work(&w, nodeParams->bytesize);
  if (e != cudaSuccess)
    return rt_err_set(e);
  void *p = w.u.galloc->ptr;
  e = add_node(pGraphNode, graph, pDependencies, numDependencies, &w);
  if (e == cudaSuccess)
    nodeParams->dptr = p;
  return e;
}

cudaError_t cudaGraphMemAllocNodeGetParams(cudaGraphNode_t node, struct cudaMemAllocNodeParams *params_out)
{
  if (!node || !params_out || N(node)->w.type != cudaGraphNodeTypeMemAlloc)
    return rt_err_set(cudaErrorInvalidValue);
  memset(params_out, 0, sizeof *params_out);
  params_out->poolProps.allocType = cudaMemAllocationTypePinned;
  params_out->poolProps.location.type = cudaMemLocationTypeDevice;
  params_out->bytesize = N(node)->w.u.galloc->size;
  params_out->dptr = N(node)->w.u.galloc->ptr;
  return cudaSuccess;
}

cudaError_t cudaGraphAddMemFreeNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies,
                                    size_t numDependencies, void *dptr)
{
  RETURN_IF_STICKY();
  if (!dptr || !rt_mem_is_device_base(dptr))
    return rt_err_set(cudaErrorInvalidValue);
  rt_work w = {0};
  w.type = cudaGraphNodeTypeMemFree;
  w.u.mem.ptr = dptr;
  return add_node(pGraphNode, graph, pDependencies, numDependencies, &w);
}

cudaError_t cudaGraphMemFreeNodeGetParams(cudaGraphNode_t node, void *dptr_out)
{
  if (!node || !dptr_out || N(node)->w.type != cudaGraphNodeTypeMemFree)
    return rt_err_set(cudaErrorInvalidValue);
  *(void **)dptr_out = N(node)->w.u.mem.ptr;
  return cudaSuccess;
}

cudaError_t cudaDeviceGraphMemTrim(int device)
{
  return device == 0 ? cudaSuccess : rt_err_set(cudaErrorInvalidDevice);
}

/* Memory of graph allocation nodes: reserved is used (nothing is held back). */
cudaError_t cudaDeviceGetGraphMemAttribute(int device, enum cudaGraphMemAttributeType attr, void *value)
{
  if (device != 0)
    return rt_err_set(cudaErrorInvalidDevice);
  if (!value)
    return rt_err_set(cudaErrorInvalidValue);
  uint64_t used, high;
  rt_mem_graph_usage(&used, &high, 0);
  switch (attr) {
  case cudaGraphMemAttrUsedMemCurrent: case cudaGraphMemAttrReservedMemCurrent: *(unsigned long long *)value = used; break;
  case cudaGraphMemAttrUsedMemHigh: case cudaGraphMemAttrReservedMemHigh: *(unsigned long long *)value = high; break;
  default: return rt_err_set(cudaErrorInvalidValue);
  }
  return cudaSuccess;
}

cudaError_t cudaDeviceSetGraphMemAttribute(int device, enum cudaGraphMemAttributeType attr, void *value)
{
  if (device != 0)
    return rt_err_set(cudaErrorInvalidDevice);
  if (!value || (attr != cudaGraphMemAttrUsedMemHigh && attr != cudaGraphMemAttrReservedMemHigh) ||
      *(unsigned long long *)value != 0)
    return rt_err_set(cudaErrorInvalidValue);   /* only the high marks, only reset to 0 */
  rt_mem_graph_usage(NULL, NULL, 1);
  return cudaSuccess;
}

cudaError_t cudaGraphAddDependencies(cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to,
                                     const cudaGraphEdgeData *edgeData, size_t numDependencies)
{
  (void)edgeData;
  if (!graph || (numDependencies && (!from || !to)))
    return rt_err_set(cudaErrorInvalidValue);
  for (size_t i = 0; i < numDependencies; i++)
    if (!node_in(G(graph), N(from[i])) || !node_in(G(graph), N(to[i])) || from[i] == to[i] ||
        has_dep(N(to[i]), N(from[i])))
      return rt_err_set(cudaErrorInvalidValue);
  for (size_t i = 0; i < numDependencies; i++) {
    rt_node *t = N(to[i]);
    if (!push((void ***)&t->deps, &t->ndeps, &t->capdeps, N(from[i])))
      return rt_err_set(cudaErrorMemoryAllocation);
  }
  return cudaSuccess;
}

cudaError_t cudaGraphGetNodes(cudaGraph_t graph, cudaGraphNode_t *nodes, size_t *numNodes)
{
  if (!graph || !numNodes)
    return rt_err_set(cudaErrorInvalidValue);
  rt_graph *g = G(graph);
  if (nodes)
    for (size_t i = 0; i < g->n && i < *numNodes; i++)
      nodes[i] = (cudaGraphNode_t)g->nodes[i];
  if (!nodes || *numNodes > g->n)
    *numNodes = g->n;
  return cudaSuccess;
}

cudaError_t cudaGraphGetRootNodes(cudaGraph_t graph, cudaGraphNode_t *pRootNodes, size_t *pNumRootNodes)
{
  if (!graph || !pNumRootNodes)
    return rt_err_set(cudaErrorInvalidValue);
  rt_graph *g = G(graph);
  size_t k = 0;
  for (size_t i = 0; i < g->n; i++)
    if (!g->nodes[i]->ndeps) {
      if (pRootNodes && k < *pNumRootNodes)
        pRootNodes[k] = (cudaGraphNode_t)g->nodes[i];
      k++;
    }
  if (!pRootNodes || *pNumRootNodes > k)
    *pNumRootNodes = k;
  return cudaSuccess;
}

cudaError_t cudaGraphGetEdges(cudaGraph_t graph, cudaGraphNode_t *from, cudaGraphNode_t *to,
                              cudaGraphEdgeData *edgeData, size_t *numEdges)
{
  if (!graph || !numEdges || (!from != !to))
    return rt_err_set(cudaErrorInvalidValue);
  rt_graph *g = G(graph);
  size_t k = 0;
  for (size_t i = 0; i < g->n; i++)
    for (size_t j = 0; j < g->nodes[i]->ndeps; j++) {
      if (from && k < *numEdges) {
        from[k] = (cudaGraphNode_t)g->nodes[i]->deps[j];
        to[k] = (cudaGraphNode_t)g->nodes[i];
        if (edgeData)
          memset(&edgeData[k], 0, sizeof edgeData[k]);
      }
      k++;
    }
  if (!from || *numEdges > k)
    *numEdges = k;
  return cudaSuccess;
}

cudaError_t cudaGraphNodeGetType(cudaGraphNode_t node, enum cudaGraphNodeType *pType)
{
  if (!node || !pType)
    return rt_err_set(cudaErrorInvalidValue);
  *pType = (enum cudaGraphNodeType)N(node)->w.type;
  return cudaSuccess;
}

cudaError_t cudaGraphNodeGetDependencies(cudaGraphNode_t node, cudaGraphNode_t *deps, cudaGraphEdgeData *edgeData,
                                         size_t *numDeps)
{
  if (!node || !numDeps)
    return rt_err_set(cudaErrorInvalidValue);
  rt_node *n = N(node);
  for (size_t i = 0; deps && i < n->ndeps && i < *numDeps; i++) {
    deps[i] = (cudaGraphNode_t)n->deps[i];
    if (edgeData)
      memset(&edgeData[i], 0, sizeof edgeData[i]);
  }
  if (!deps || *numDeps > n->ndeps)
    *numDeps = n->ndeps;
  return cudaSuccess;
}

cudaError_t cudaGraphInstantiate(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags)
{
  RETURN_IF_STICKY();
  (void)flags;
  if (!pGraphExec || !graph)
    return rt_err_set(cudaErrorInvalidValue);
  rt_exec *x;
  cudaError_t e = exec_new(&x, G(graph));
  if (e == cudaSuccess)
    *pGraphExec = (cudaGraphExec_t)x;
  return rt_err_set(e);
}

cudaError_t cudaGraphInstantiateWithFlags(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags)
{
  return cudaGraphInstantiate(pGraphExec, graph, flags);
}

cudaError_t cudaGraphExecDestroy(cudaGraphExec_t graphExec)
{
  pthread_mutex_lock(&exec_mu);
  rt_exec **pp = &execs;
  while (*pp && *pp != (rt_exec *)graphExec)
    pp = &(*pp)->next;
  rt_exec *x = *pp;
  if (x)
    *pp = x->next;
  pthread_mutex_unlock(&exec_mu);
  if (!x)
    return rt_err_set(cudaErrorInvalidValue);
  exec_unref(x);   /* queued launches keep it alive until they ran */
  return cudaSuccess;
}

cudaError_t cudaGraphLaunch(cudaGraphExec_t graphExec, cudaStream_t stream)
{
  RETURN_IF_STICKY();
  rt_exec *x = exec_from_handle(graphExec);
  rt_stream *s;
  if (!x)
    return rt_err_set(cudaErrorInvalidValue);
  cudaError_t e = stream_arg(stream, &s);
  if (e != cudaSuccess)
    return rt_err_set(e);
  plan *p = plan_get(x);
  if (atomic_load(&captures_active)) {   /* into a capture: refused, as by CUDA 13 */
    enum cudaStreamCaptureStatus st;
    if (capture_status(stream, &st, NULL) == cudaSuccess && st != cudaStreamCaptureStatusNone) {
      plan_unref(p);
      pthread_mutex_lock(&cap_mu);
      member *m = member_of(s);
      if (m)
        m->c->invalid = 1;
      pthread_mutex_unlock(&cap_mu);
      return rt_err_set(cudaErrorStreamCaptureUnsupported);
    }
  }
  uint64_t *gens = calloc(p->n ? p->n : 1, sizeof *gens);
  rt_work *w = rt_work_new(RT_WORK_GRAPH_LAUNCH);
  if (!gens || !w) {
    plan_unref(p);
    free(gens);
    free(w);
    return rt_err_set(cudaErrorMemoryAllocation);
  }
  /* event records get their generation now, waits wait for the record current now */
  for (size_t i = 0; i < p->n; i++)
    if (p->w[i].type == cudaGraphNodeTypeEventRecord)
      gens[i] = rt_event_new_gen(p->w[i].u.ev.e);
    else if (p->w[i].type == cudaGraphNodeTypeWaitEvent)
      gens[i] = rt_event_gen(p->w[i].u.ev.e);
  plan_unref(p);
  atomic_fetch_add(&x->refs, 1);
  w->ops = &launch_ops;
  w->u.launch.x = x;
  w->u.launch.gens = gens;
  return rt_err_set(rt_submit(s, w));
}

cudaError_t cudaGraphUpload(cudaGraphExec_t graphExec, cudaStream_t stream)
{
  rt_stream *s;
  if (!exec_from_handle(graphExec))
    return rt_err_set(cudaErrorInvalidValue);
  return rt_err_set(stream_arg(stream, &s));
}

static int mem_kind(const void *p)
{
  rt_alloc a;
  return rt_mem_find(p, &a) ? a.kind : 0;
}

/* cudaGraphExec*SetParams: replaces the work of node's entry in the executable graph's plan
 * with w (built with error built; w is taken either way), copying the plan if a queued
 * launch holds it. */
static cudaError_t exec_replace(cudaGraphExec_t h, cudaGraphNode_t hnode, int type, rt_work *w, cudaError_t built)
{
  rt_exec *x = exec_from_handle(h);
  const rt_node *node = N(hnode);
  if (built != cudaSuccess || !x || !node) {
    rt_work_release(w);
    return rt_err_set(built != cudaSuccess ? built : cudaErrorInvalidValue);
  }
  pthread_mutex_lock(&x->mu);
  plan *p = x->p;
  size_t i = 0;
  while (i < p->n && p->orig[i] != node)
    i++;
  /* a copy node keeps the kinds of memory it copies between (as on a GPU) */
  int remapped = type == cudaGraphNodeTypeMemcpy && i < p->n && p->w[i].type == type &&
                 (mem_kind(p->w[i].u.c.dst) != mem_kind(w->u.c.dst) || mem_kind(p->w[i].u.c.src) != mem_kind(w->u.c.src));
  if (i == p->n || p->w[i].type != type || remapped) {
    pthread_mutex_unlock(&x->mu);
    rt_work_release(w);
    return rt_err_set(cudaErrorInvalidValue);
  }
  if (atomic_load(&p->refs) > 1) {   /* in use by a queued launch: change a copy */
    plan *np = calloc(1, sizeof *np);
    cudaError_t e = np ? cudaSuccess : cudaErrorMemoryAllocation;
    if (np) {
      atomic_init(&np->refs, 1);
      np->w = calloc(p->n, sizeof *np->w);
      np->orig = malloc(p->n * sizeof *np->orig);
      if (!np->w || !np->orig)
        e = cudaErrorMemoryAllocation;
      for (size_t j = 0; e == cudaSuccess && j < p->n; j++) {
        e = rt_work_clone(&np->w[j], &p->w[j]);
        np->orig[j] = p->orig[j];
        if (e == cudaSuccess)
          np->n = j + 1;
      }
    }
    if (e != cudaSuccess) {
      pthread_mutex_unlock(&x->mu);
      plan_unref(np);
      rt_work_release(w);
      return rt_err_set(e);
    }
    x->p = np;
    plan_unref(p);
    p = np;
  }
  rt_work_release(&p->w[i]);
  p->w[i] = *w;
  pthread_mutex_unlock(&x->mu);
  return cudaSuccess;
}

cudaError_t cudaGraphExecKernelNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
                                             const struct cudaKernelNodeParams *pNodeParams)
{
  rt_work w = {0};
  cudaError_t e = kernel_params(&w, pNodeParams);
  return exec_replace(hGraphExec, node, cudaGraphNodeTypeKernel, &w, e);
}

cudaError_t cudaGraphExecMemcpyNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
                                             const struct cudaMemcpy3DParms *pNodeParams)
{
  rt_work w = {0};
  cudaError_t e = rt_copy3d_work(&w, pNodeParams);
  return exec_replace(hGraphExec, node, cudaGraphNodeTypeMemcpy, &w, e);
}

cudaError_t cudaGraphExecMemcpyNodeSetParams1D(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, void *dst,
                                               const void *src, size_t count, enum cudaMemcpyKind kind)
{
  rt_work w = {0};
  rt_copy_set(&w, dst, count, src, count, count, 1);
  cudaError_t e = (unsigned)kind > cudaMemcpyDefault ? cudaErrorInvalidMemcpyDirection
                : !dst || !src ? cudaErrorInvalidValue : cudaSuccess;
  return exec_replace(hGraphExec, node, cudaGraphNodeTypeMemcpy, &w, e);
}

cudaError_t cudaGraphExecHostNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
                                           const struct cudaHostNodeParams *p)
{
  rt_work w = {0};
  w.type = cudaGraphNodeTypeHost;
  if (p) {
    w.u.h.fn = p->fn;
    w.u.h.data = p->userData;
  }
  return exec_replace(hGraphExec, node, cudaGraphNodeTypeHost, &w, p && p->fn ? cudaSuccess : cudaErrorInvalidValue);
}

/* The same topology and node types: take over the new graph's parameters. */
cudaError_t cudaGraphExecUpdate(cudaGraphExec_t hGraphExec, cudaGraph_t hGraph, cudaGraphExecUpdateResultInfo *info)
{
  rt_exec *x = exec_from_handle(hGraphExec);
  if (!x || !hGraph)
    return rt_err_set(cudaErrorInvalidValue);
  rt_exec *fresh;
  cudaError_t e = exec_new(&fresh, G(hGraph));
  if (e != cudaSuccess)
    return rt_err_set(e);
  pthread_mutex_lock(&x->mu);
  plan *old = x->p, *np = fresh->p;
  int same = old->n == np->n;
  for (size_t i = 0; same && i < np->n; i++)
    same = old->w[i].type == np->w[i].type &&
           (np->w[i].type != cudaGraphNodeTypeKernel || old->w[i].u.k.f == np->w[i].u.k.f);
  if (same) {
    for (size_t i = 0; i < np->n; i++)
      np->orig[i] = old->orig[i];   /* node handles of the original graph keep working */
    x->p = np;
    fresh->p = old;
  }
  pthread_mutex_unlock(&x->mu);
  cudaGraphExecDestroy((cudaGraphExec_t)fresh);
  if (info) {
    memset(info, 0, sizeof *info);
    info->result = same ? cudaGraphExecUpdateSuccess : cudaGraphExecUpdateErrorTopologyChanged;
  }
  return same ? cudaSuccess : rt_err_set(cudaErrorGraphExecUpdateFailure);
}
