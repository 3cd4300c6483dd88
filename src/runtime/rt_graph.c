/* rt_graph.c: the graph engine: CUDA graphs, executable graphs and stream capture, the
 * top layer of the runtime (the cuda* entry points are in src/api/cuda_graph.c). */

/* A graph is a list of nodes, each a work item (rt_work.c) plus the nodes it depends on.
 * Instantiating it makes an executable graph: the nodes in a topological order, child
 * graphs flattened in place, copied so that the graph may change or die afterwards.
 * cudaGraphLaunch queues the whole executable graph as one work item on the stream; the
 * stream's thread runs its nodes one after another (each kernel on the whole worker pool),
 * so a replay costs one queue operation instead of one per node. Launches of one
 * executable graph are serialized, as CUDA does. Parameter updates after instantiation
 * go to a fresh copy of the node list when a launch still holds the old one.
 *
 * Capture: a capturing stream hands its work to the capture's graph instead of its queue
 * (capture_take, reached from rt_submit through the hooks this file registers). Each
 * stream in a capture has a set of "current" nodes that its next node depends on;
 * recording an event remembers that set, and a stream waiting for such an event joins the
 * capture with it (fork/join). Misuse invalidates the capture with the error codes a GPU
 * gives (tests/cuda/graphs.gpu.out).
 *
 * Conditional nodes (if, while, switch) hold body graphs; flattened, each becomes jumps
 * around or back over its bodies' entries (flatten_cond), which a launch follows by the
 * node's value as it stands then (tests/cuda/graph_conditional.cu). */
#include "rt_internal.h"
#include "rt_graph.h"
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

struct rt_node {
  rt_graph *g;
  rt_work w;
  rt_node **deps;
  size_t ndeps, capdeps;
};

struct rt_graph {
  rt_node **nodes;
  size_t n, cap;
  struct rt_cond **conds; /* the conditional handles made for it */
  size_t nconds, capconds;
};

/* A conditional handle (cudaGraphConditionalHandle is its address): the value, which kernels
 * set with cudaGraphSetConditional (emitted code stores to it) and launches read, and the
 * default a launch assigns first with cudaGraphCondAssignDefault. Shared by the graph that
 * made it, its nodes, their copies and executable graphs. */
typedef struct rt_cond {
  uint32_t value; /* first: emitted code stores to the handle's address */
  uint32_t dflt;
  int assign;
  _Atomic int refs;
  struct rt_exec *owner; /* the executable graph using it (one at a time, as on a GPU), under exec_mu */
} rt_cond;
enum { RT_CJ_ALWAYS = 1, RT_CJ_ZERO, RT_CJ_NE };

static rt_cond *cond_ref(rt_cond *c) {
  if (c) atomic_fetch_add(&c->refs, 1);
  return c;
}
static void cond_unref(rt_cond *c) {
  if (c && atomic_fetch_sub(&c->refs, 1) == 1) free(c);
}

/* An executable graph's node list; shared by the launches that are queued with it. */
typedef struct plan {
  _Atomic int refs;
  size_t n;
  rt_work *w;
  const rt_node **orig; /* the graph node each entry came from (compared, never read) */
} plan;

struct rt_exec {
  _Atomic int refs; /* the handle, plus one per queued launch */
  pthread_mutex_t mu; /* plan swaps */
  pthread_mutex_t run_mu; /* launches of one executable graph run one at a time */
  plan *p;
  rt_exec *next;
};

static pthread_mutex_t exec_mu = PTHREAD_MUTEX_INITIALIZER;
static rt_exec *execs; /* live executable graphs, to validate handles */

/* ---------------- graphs ---------------- */

static int push(void ***v, size_t *n, size_t *cap, void *x) {
  if (*n == *cap) {
    size_t nc = *cap ? *cap * 2 : 4;
    void **nv = realloc(*v, nc * sizeof *nv);
    if (!nv) return 0;
    *v = nv;
    *cap = nc;
  }
  (*v)[(*n)++] = x;
  return 1;
}

cudaError_t rt_graph_create(rt_graph **out) {
  *out = calloc(1, sizeof **out);
  return *out ? cudaSuccess : cudaErrorMemoryAllocation;
}

void rt_graph_destroy(rt_graph *g) {
  if (!g) return;
  for (size_t i = 0; i < g->n; i++) {
    rt_work_release(&g->nodes[i]->w);
    free(g->nodes[i]->deps);
    free(g->nodes[i]);
  }
  for (size_t i = 0; i < g->nconds; i++) cond_unref(g->conds[i]);
  free(g->conds);
  free(g->nodes);
  free(g);
}

static int node_in(const rt_graph *g, const rt_node *n) { return n && n->g == g; }

static int has_dep(const rt_node *n, const rt_node *d) {
  for (size_t i = 0; i < n->ndeps; i++)
    if (n->deps[i] == d) return 1;
  return 0;
}

cudaError_t rt_graph_add(rt_graph *g, rt_work *w, rt_node *const *deps, size_t nd, rt_node **out) {
  for (size_t i = 0; i < nd; i++)
    if (!node_in(g, deps[i])) {
      rt_work_release(w);
      return cudaErrorInvalidValue;
    }
  rt_node *n = calloc(1, sizeof *n);
  if (!n) {
    rt_work_release(w);
    return cudaErrorMemoryAllocation;
  }
  if (rt_work_move(&n->w, w) != cudaSuccess) { /* w is released */
    free(n);
    return cudaErrorMemoryAllocation;
  }
  if (!push((void ***)&g->nodes, &g->n, &g->cap, n)) {
    rt_work_release(&n->w);
    free(n);
    return cudaErrorMemoryAllocation;
  }
  n->g = g;
  for (size_t i = 0; i < nd; i++)
    if (!has_dep(n, deps[i]) && !push((void ***)&n->deps, &n->ndeps, &n->capdeps, deps[i]))
      return cudaErrorMemoryAllocation;
  if (out) *out = n;
  return cudaSuccess;
}

static size_t index_of(const rt_graph *g, const rt_node *n) {
  for (size_t i = 0; i < g->n; i++)
    if (g->nodes[i] == n) return i;
  return (size_t)-1;
}

cudaError_t rt_graph_clone(rt_graph **out, const rt_graph *g) {
  for (size_t i = 0; i < g->n; i++) /* an H100 does not clone conditional nodes (child graphs neither) */
    if (g->nodes[i]->w.type == cudaGraphNodeTypeConditional) return cudaErrorNotSupported;
  rt_graph *c;
  cudaError_t e = rt_graph_create(&c);
  for (size_t i = 0; e == cudaSuccess && i < g->n; i++) {
    rt_work w;
    e = rt_work_clone(&w, &g->nodes[i]->w);
    if (e == cudaSuccess) e = rt_graph_add(c, &w, NULL, 0, NULL);
  }
  for (size_t i = 0; e == cudaSuccess && i < g->nconds; i++)
    if (push((void ***)&c->conds, &c->nconds, &c->capconds, g->conds[i])) cond_ref(g->conds[i]);
    else e = cudaErrorMemoryAllocation;
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
static cudaError_t topo_order(const rt_graph *g, rt_node **order) {
  size_t n = g->n, done = 0;
  char *placed = calloc(n ? n : 1, 1);
  if (!placed) return cudaErrorMemoryAllocation;
  while (done < n) {
    size_t before = done;
    for (size_t i = 0; i < n; i++) {
      if (placed[i]) continue;
      int ready = 1;
      for (size_t j = 0; j < g->nodes[i]->ndeps && ready; j++) ready = placed[index_of(g, g->nodes[i]->deps[j])];
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

/* Appends a copy of w (from graph node orig) to p; *at: its index. */
static cudaError_t plan_push(plan *p, size_t *cap, const rt_work *w, const rt_node *orig, size_t *at) {
  if (p->n == *cap) {
    size_t nc = *cap ? *cap * 2 : 8;
    rt_work *nw = realloc(p->w, nc * sizeof *nw);
    const rt_node **no = realloc(p->orig, nc * sizeof *no);
    if (nw) p->w = nw;
    if (no) p->orig = no;
    if (!nw || !no) return cudaErrorMemoryAllocation;
    *cap = nc;
  }
  cudaError_t e = rt_work_clone(&p->w[p->n], w);
  if (e != cudaSuccess) return e;
  if (at) *at = p->n;
  p->orig[p->n++] = orig;
  return cudaSuccess;
}

/* A jump of conditional node nd (its target set later through *at) */
static cudaError_t plan_jump(plan *p, size_t *cap, const rt_node *nd, int jump, uint32_t k, size_t *at) {
  rt_work j = nd->w;
  j.u.cond.bodies = NULL;
  j.u.cond.jump = jump;
  j.u.cond.k = k;
  j.u.cond.to = 0;
  return plan_push(p, cap, &j, nd, at);
}

static cudaError_t flatten(plan *p, size_t *cap, const rt_graph *g, int body);

/* A conditional node as jumps around its bodies: if [ZERO -> else] body0 (ALWAYS -> end)
 * [else:] body1 [end:]; while [head: ZERO -> end] body0 (ALWAYS -> head) [end:]; switch per
 * case c [NE c -> next case] body c (ALWAYS -> end). The tests come before any body runs, so
 * a switch sees the value as the node found it. */
static cudaError_t flatten_cond(plan *p, size_t *cap, const rt_node *nd) {
  const rt_work *w = &nd->w;
  rt_graph **body = w->u.cond.bodies;
  unsigned n = w->u.cond.size;
  size_t t = 0, j = 0, *ends = NULL;
  cudaError_t e;
  switch (w->u.cond.kind) {
  case cudaGraphCondTypeWhile:
    e = plan_jump(p, cap, nd, RT_CJ_ZERO, 0, &t);
    if (e == cudaSuccess) e = flatten(p, cap, body[0], 1);
    if (e == cudaSuccess) e = plan_jump(p, cap, nd, RT_CJ_ALWAYS, 0, &j);
    if (e == cudaSuccess) p->w[j].u.cond.to = t, p->w[t].u.cond.to = p->n;
    return e;
  case cudaGraphCondTypeIf:
    e = plan_jump(p, cap, nd, RT_CJ_ZERO, 0, &t);
    if (e == cudaSuccess) e = flatten(p, cap, body[0], 1);
    if (e == cudaSuccess && n == 2) {
      e = plan_jump(p, cap, nd, RT_CJ_ALWAYS, 0, &j);
      if (e == cudaSuccess) p->w[t].u.cond.to = p->n, e = flatten(p, cap, body[1], 1);
      if (e == cudaSuccess) p->w[j].u.cond.to = p->n;
    } else if (e == cudaSuccess) p->w[t].u.cond.to = p->n;
    return e;
  default: /* switch */
    if (!(ends = malloc(n * sizeof *ends))) return cudaErrorMemoryAllocation;
    e = cudaSuccess;
    for (unsigned c = 0; c < n && e == cudaSuccess; c++) {
      e = plan_jump(p, cap, nd, RT_CJ_NE, c, &t);
      if (e == cudaSuccess) e = flatten(p, cap, body[c], 1);
      if (e == cudaSuccess) e = plan_jump(p, cap, nd, RT_CJ_ALWAYS, 0, &ends[c]);
      if (e == cudaSuccess) p->w[t].u.cond.to = p->n;
    }
    for (unsigned c = 0; c < n && e == cudaSuccess; c++) p->w[ends[c]].u.cond.to = p->n;
    free(ends);
    return e;
  }
}

/* The node kinds a conditional node's body may hold (CUDA's rule; an event record a body
 * skipped would never complete) */
static int body_kind(int type) {
  return type == cudaGraphNodeTypeKernel || type == cudaGraphNodeTypeEmpty || type == cudaGraphNodeTypeGraph ||
      type == cudaGraphNodeTypeMemset || type == cudaGraphNodeTypeMemcpy || type == cudaGraphNodeTypeConditional;
}

/* Appends g's nodes in topological order to p, flattening child graphs and conditionals;
 * body: g is (within) a conditional node's body. */
static cudaError_t flatten(plan *p, size_t *cap, const rt_graph *g, int body) {
  rt_node **order = malloc((g->n ? g->n : 1) * sizeof *order);
  if (!order) return cudaErrorMemoryAllocation;
  cudaError_t e = topo_order(g, order);
  for (size_t i = 0; e == cudaSuccess && i < g->n; i++) {
    const rt_node *nd = order[i];
    if (body && !body_kind(nd->w.type)) e = cudaErrorInvalidValue;
    else if (nd->w.type == cudaGraphNodeTypeGraph) e = flatten(p, cap, nd->w.u.child.g, body);
    else if (nd->w.type == cudaGraphNodeTypeConditional) e = flatten_cond(p, cap, nd);
    else e = plan_push(p, cap, &nd->w, nd, NULL);
  }
  free(order);
  return e;
}

static void plan_unref(plan *p) {
  if (!p || atomic_fetch_sub(&p->refs, 1) != 1) return;
  for (size_t i = 0; i < p->n; i++) rt_work_release(&p->w[i]);
  free(p->w);
  free(p->orig);
  free(p);
}

/* A new executable graph of g; its conditional values then belong to owner (NULL: to it),
 * and cudaErrorNotSupported if another one has them (an H100 allows one at a time) */
static cudaError_t exec_new(rt_exec **out, const rt_graph *g, rt_exec *owner) {
  plan *p = calloc(1, sizeof *p);
  rt_exec *x = calloc(1, sizeof *x);
  size_t cap = 0;
  cudaError_t e = p && x ? cudaSuccess : cudaErrorMemoryAllocation;
  if (e == cudaSuccess) {
    atomic_init(&p->refs, 1);
    e = flatten(p, &cap, g, 0);
  }
  if (e == cudaSuccess) {
    pthread_mutex_lock(&exec_mu);
    for (size_t i = 0; i < p->n; i++)
      if (p->w[i].type == cudaGraphNodeTypeConditional && p->w[i].u.cond.cell->owner &&
          p->w[i].u.cond.cell->owner != owner)
        e = cudaErrorNotSupported;
    for (size_t i = 0; e == cudaSuccess && i < p->n; i++)
      if (p->w[i].type == cudaGraphNodeTypeConditional) p->w[i].u.cond.cell->owner = owner ? owner : x;
    pthread_mutex_unlock(&exec_mu);
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

static void exec_unref(rt_exec *x) {
  if (!x || atomic_fetch_sub(&x->refs, 1) != 1) return;
  plan_unref(x->p);
  pthread_mutex_destroy(&x->mu);
  pthread_mutex_destroy(&x->run_mu);
  free(x);
}

rt_exec *rt_graph_exec_from_handle(cudaGraphExec_t h) {
  pthread_mutex_lock(&exec_mu);
  rt_exec *x = execs;
  while (x && x != (rt_exec *)h) x = x->next;
  pthread_mutex_unlock(&exec_mu);
  return x;
}

static plan *plan_get(rt_exec *x) {
  pthread_mutex_lock(&x->mu);
  plan *p = x->p;
  atomic_fetch_add(&p->refs, 1);
  pthread_mutex_unlock(&x->mu);
  return p;
}

/* One launch, on the stream's thread: the nodes in order, consecutive kernels as one pool
 * job; event nodes use the generations taken when the launch was queued. */
static cudaError_t exec_run(rt_exec *x, plan *p, const uint64_t *gens) {
  cudaError_t e = cudaSuccess;
  pthread_mutex_lock(&x->run_mu);
  for (size_t i = 0; i < p->n; i++) /* conditional values with a default take it */
    if (p->w[i].type == cudaGraphNodeTypeConditional && p->w[i].u.cond.cell->assign)
      __atomic_store_n(&p->w[i].u.cond.cell->value, p->w[i].u.cond.cell->dflt, __ATOMIC_RELAXED);
  for (size_t i = 0; i < p->n && e == cudaSuccess; i++) {
    rt_work *w = &p->w[i];
    if (w->type == cudaGraphNodeTypeKernel) { /* consecutive kernels: one pool job */
      size_t k = i + 1;
      while (k < p->n && p->w[k].type == cudaGraphNodeTypeKernel && k - i < 1024) k++;
      e = rt_kernels_run(w, (int)(k - i));
      i = k - 1;
    } else if (w->type == cudaGraphNodeTypeConditional) { /* a jump of a conditional node */
      uint32_t v = __atomic_load_n(&w->u.cond.cell->value, __ATOMIC_ACQUIRE);
      int j = w->u.cond.jump;
      if (j == RT_CJ_ALWAYS || (j == RT_CJ_ZERO && !v) || (j == RT_CJ_NE && v != w->u.cond.k))
        i = w->u.cond.to - 1; /* the loop's i++ makes it `to` (a while's head may be entry 0: i wraps) */
    } else if (w->type == cudaGraphNodeTypeEventRecord) rt_event_complete(w->u.ev.e, gens[i]);
    else if (w->type == cudaGraphNodeTypeWaitEvent) rt_event_wait(w->u.ev.e, gens[i]);
    else e = rt_work_run(w);
  }
  /* an error stops the launch; its event records still complete, or waiters would hang */
  for (size_t i = 0; i < p->n; i++)
    if (e != cudaSuccess && p->w[i].type == cudaGraphNodeTypeEventRecord) rt_event_complete(p->w[i].u.ev.e, gens[i]);
  pthread_mutex_unlock(&x->run_mu);
  return e;
}

/* The work items of this layer's (rt_work.h): a child graph node holds a copy of its graph
 * (flattened when instantiated, never run itself); a graph launch holds the executable
 * graph and the event generations it took when queued. */
static void child_release(rt_work *w) {
  rt_graph_destroy(w->u.child.g);
  w->u.child.g = NULL;
}

static cudaError_t child_clone(rt_work *dst, const rt_work *src) {
  return rt_graph_clone(&dst->u.child.g, src->u.child.g);
}

static cudaError_t launch_run(const rt_work *w) { return exec_run(w->u.launch.x, w->u.launch.plan, w->u.launch.gens); }

static void launch_release(rt_work *w) {
  plan_unref(w->u.launch.plan);
  exec_unref(w->u.launch.x);
  free(w->u.launch.gens);
}

static const rt_work_ops child_ops = {NULL, child_release, child_clone, NULL};
static const rt_work_ops launch_ops = {launch_run, launch_release, NULL, NULL};

/* ---------------- capture ---------------- */

static _Atomic int captures_active; /* streams capturing: the fast path checks it is 0 */

typedef struct capture {
  rt_graph *g;
  int into; /* cudaStreamBeginCaptureToGraph: g is the program's, kept whatever happens */
  rt_stream *origin;
  enum cudaStreamCaptureMode mode;
  pthread_t thread;
  unsigned long long id;
  int invalid;
  rt_node **orphans; /* current nodes of forked streams destroyed while capturing */
  size_t norphans, caporphans;
} capture;

typedef struct member { /* a stream taking part in a capture */
  rt_stream *s;
  capture *c;
  rt_node **deps;
  size_t n, cap;
  cudaGraphEdgeData *edata; /* all-default edge data handed out by cudaStreamGetCaptureInfo */
  struct member *next;
} member;

typedef struct evcap { /* an event recorded inside a capture */
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

/* The list links holding s's member and e's captured record (or the lists' ends), their
 * entries, and their removal. Call with cap_mu held. */
static member **member_link(rt_stream *s) {
  member **pp = &members;
  while (*pp && (*pp)->s != s) pp = &(*pp)->next;
  return pp;
}

static evcap **evcap_link(rt_event *e) {
  evcap **pp = &evcaps;
  while (*pp && (*pp)->e != e) pp = &(*pp)->next;
  return pp;
}

static member *member_of(rt_stream *s) { return *member_link(s); }

static evcap *evcap_of(rt_event *e) { return *evcap_link(e); }

static void member_drop(member **pp) {
  member *m = *pp;
  *pp = m->next;
  free(m->deps);
  free(m->edata);
  free(m);
  atomic_fetch_sub(&captures_active, 1);
}

static void evcap_drop(evcap **pp) {
  evcap *v = *pp;
  *pp = v->next;
  free(v->deps);
  free(v);
}

static int set_deps(rt_node ***deps, size_t *n, size_t *cap, rt_node *const *from, size_t nfrom) {
  *n = 0;
  for (size_t i = 0; i < nfrom; i++)
    if (!push((void ***)deps, n, cap, from[i])) return 0;
  return 1;
}

static int add_deps(rt_node ***deps, size_t *n, size_t *cap, rt_node *const *from, size_t nfrom) {
  for (size_t i = 0; i < nfrom; i++) {
    int dup = 0;
    for (size_t j = 0; j < *n && !dup; j++) dup = (*deps)[j] == from[i];
    if (!dup && !push((void ***)deps, n, cap, from[i])) return 0;
  }
  return 1;
}

static member *member_new(rt_stream *s, capture *c) {
  member *m = calloc(1, sizeof *m);
  if (!m) return NULL;
  m->s = s;
  m->c = c;
  m->next = members;
  members = m;
  atomic_fetch_add(&captures_active, 1);
  return m;
}

/* Ends capture c for every stream and event in it. Call with cap_mu held. */
static void capture_end(capture *c) {
  free(c->orphans);
  c->orphans = NULL;
  c->norphans = c->caporphans = 0;
  for (member **pp = &members; *pp;)
    if ((*pp)->c == c) member_drop(pp);
    else pp = &(*pp)->next;
  for (evcap **pp = &evcaps; *pp;)
    if ((*pp)->c == c) evcap_drop(pp);
    else pp = &(*pp)->next;
}

static int is_blocking(rt_stream *s) {
  unsigned flags = 0;
  rt_stream_props(s, &flags, NULL);
  return s != rt_stream_default() && !(flags & cudaStreamNonBlocking);
}

/* The legacy stream synchronizes with blocking streams: using it while one of them
 * captures invalidates that capture. Call with cap_mu held. */
static int legacy_conflict(void) {
  int hit = 0;
  for (member *m = members; m; m = m->next)
    if (is_blocking(m->s)) {
      m->c->invalid = 1;
      hit = 1;
    }
  return hit;
}

/* If s is capturing, adds w as a node (taking it) and returns 1 with *err set. */
static int capture_take(rt_stream *s, rt_work *w, cudaError_t *err) {
  if (!atomic_load(&captures_active)) return 0;
  pthread_mutex_lock(&cap_mu);
  member *m = member_of(s);
  if (!m) {
    int conflict = s == rt_stream_default() && legacy_conflict();
    pthread_mutex_unlock(&cap_mu);
    if (!conflict) return 0;
    *err = cudaErrorStreamCaptureImplicit;
  } else if (m->c->invalid) {
    pthread_mutex_unlock(&cap_mu);
    *err = cudaErrorStreamCaptureInvalidated;
  } else {
    rt_node *n = NULL;
    *err = rt_graph_add(m->c->g, w, m->deps, m->n, &n);
    if (*err == cudaSuccess && !set_deps(&m->deps, &m->n, &m->cap, &n, 1)) *err = cudaErrorMemoryAllocation;
    pthread_mutex_unlock(&cap_mu);
    free(w); /* its contents now belong to the node */
    return 1;
  }
  rt_work_release(w);
  free(w);
  return 1;
}

/* Does this thread hold a capture that forbids unsafe calls? Call with cap_mu held. */
static int unsafe_forbidden(void) {
  if (thread_mode == cudaStreamCaptureModeRelaxed) return 0;
  pthread_t self = pthread_self();
  int hit = 0;
  for (member *m = members; m; m = m->next) {
    capture *c = m->c;
    if (c->mode == cudaStreamCaptureModeRelaxed || m->s != c->origin) continue;
    if (pthread_equal(c->thread, self)) {
      c->invalid = 1; /* this thread's own capture: the call would break it */
      hit = 1;
    } else if (thread_mode == cudaStreamCaptureModeGlobal && c->mode == cudaStreamCaptureModeGlobal) hit = 1;
  }
  return hit;
}

cudaError_t rt_capture_check(rt_stream *sync_on, int unsafe) {
  if (!atomic_load(&captures_active)) return cudaSuccess;
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
    } else if (sync_on == rt_stream_default() && legacy_conflict()) e = cudaErrorStreamCaptureImplicit;
  }
  if (e == cudaSuccess && unsafe && unsafe_forbidden()) e = cudaErrorStreamCaptureUnsupported;
  pthread_mutex_unlock(&cap_mu);
  return e;
}

/* s is capturing (no side effects). */
static int capture_active(rt_stream *s) {
  if (!atomic_load(&captures_active)) return 0;
  pthread_mutex_lock(&cap_mu);
  int active = member_of(s) != NULL;
  pthread_mutex_unlock(&cap_mu);
  return active;
}

/* cudaEventRecord: in a capturing stream, remembers the stream's current nodes. */
static int capture_event_take(rt_event *e, rt_stream *s, cudaError_t *err) {
  if (!atomic_load(&captures_active)) return 0;
  pthread_mutex_lock(&cap_mu);
  member *m = member_of(s);
  evcap **vp = evcap_link(e), *v = *vp;
  if (!m) {
    if (v) /* recorded outside the capture now: forget the captured record */
      evcap_drop(vp);
    pthread_mutex_unlock(&cap_mu);
    return 0;
  }
  *err = cudaSuccess;
  if (m->c->invalid) *err = cudaErrorStreamCaptureInvalidated;
  else {
    if (!v && (v = calloc(1, sizeof *v)) != NULL) {
      v->e = e;
      v->next = evcaps;
      evcaps = v;
    }
    if (!v || !set_deps(&v->deps, &v->n, &v->cap, m->deps, m->n)) *err = cudaErrorMemoryAllocation;
    else v->c = m->c;
  }
  pthread_mutex_unlock(&cap_mu);
  return 1;
}

/* cudaStreamWaitEvent on an event recorded in a capture: the stream joins it (a fork). */
static int capture_wait_take(rt_stream *s, rt_event *e, cudaError_t *err) {
  if (!atomic_load(&captures_active)) return 0;
  pthread_mutex_lock(&cap_mu);
  member *m = member_of(s);
  evcap *v = evcap_of(e);
  if (!v && !m) {
    pthread_mutex_unlock(&cap_mu);
    return 0;
  }
  *err = cudaSuccess;
  if (!v) { /* an event from outside the capture */
    m->c->invalid = 1;
    *err = cudaErrorStreamCaptureIsolation;
  } else if (m && m->c != v->c) {
    m->c->invalid = v->c->invalid = 1;
    *err = cudaErrorStreamCaptureIsolation;
  } else if (v->c->invalid) *err = cudaErrorStreamCaptureInvalidated;
  else if (!m) { /* the stream joins the capture (a fork) */ m = member_new(s, v->c);
    if (!m || !set_deps(&m->deps, &m->n, &m->cap, v->deps, v->n)) *err = cudaErrorMemoryAllocation;
  } else if (!add_deps(&m->deps, &m->n, &m->cap, v->deps, v->n)) *err = cudaErrorMemoryAllocation;
  pthread_mutex_unlock(&cap_mu);
  return 1;
}

void rt_capture_forget_stream(rt_stream *s) {
  if (!atomic_load(&captures_active)) return;
  pthread_mutex_lock(&cap_mu);
  member **mp = member_link(s), *m = *mp;
  if (m) {
    if (m->s == m->c->origin) { /* the capture cannot be ended any more */
      m->c->invalid = 1;
      rt_graph *g = m->c->g;
      capture *c = m->c;
      capture_end(c);
      rt_graph_destroy(g);
      free(c);
    } else { /* a forked stream: its work stays captured and must still be joined */
      if (!add_deps(&m->c->orphans, &m->c->norphans, &m->c->caporphans, m->deps, m->n)) m->c->invalid = 1;
      member_drop(mp);
    }
  }
  pthread_mutex_unlock(&cap_mu);
}

static void capture_forget_event(rt_event *e) {
  pthread_mutex_lock(&cap_mu);
  evcap **vp = evcap_link(e);
  if (*vp) evcap_drop(vp);
  pthread_mutex_unlock(&cap_mu);
}

/* Marks the ancestors of n (and n). */
static void mark_ancestors(const rt_graph *g, const rt_node *n, char *seen) {
  size_t i = index_of(g, n);
  if (seen[i]) return;
  seen[i] = 1;
  for (size_t j = 0; j < n->ndeps; j++) mark_ancestors(g, n->deps[j], seen);
}

/* Every stream that joined the capture must have joined back into the origin stream. */
static int all_joined(capture *c, member *origin) {
  rt_graph *g = c->g;
  char *seen = calloc(g->n ? g->n : 1, 1);
  if (!seen) return 0;
  for (size_t i = 0; i < origin->n; i++) mark_ancestors(g, origin->deps[i], seen);
  int ok = 1;
  for (size_t i = 0; i < c->norphans && ok; i++) ok = seen[index_of(g, c->orphans[i])];
  for (member *m = members; m && ok; m = m->next)
    if (m->c == c && m != origin)
      for (size_t i = 0; i < m->n && ok; i++) ok = seen[index_of(g, m->deps[i])];
  free(seen);
  return ok;
}

static const rt_capture_hooks hooks = {capture_take, capture_active, capture_event_take, capture_wait_take,
                                       capture_forget_event};

/* ---------------- graphs and nodes, as the API sees them ---------------- */

size_t rt_graph_count(const rt_graph *g) { return g->n; }

rt_node *rt_graph_node(const rt_graph *g, size_t i) { return g->nodes[i]; }

size_t rt_graph_node_ndeps(const rt_node *n) { return n->ndeps; }

rt_node *rt_graph_node_dep(const rt_node *n, size_t i) { return n->deps[i]; }

rt_work *rt_graph_node_work(rt_node *n) { return &n->w; }

void rt_graph_node_set_work(rt_node *n, rt_work *w) {
  rt_work_release(&n->w);
  n->w = *w;
}

/* The kernel's arguments as cudaKernelNodeParams hands them out: pointers into the
 * node's parameter block, made at the first request and kept with the node. */
cudaError_t rt_graph_kernel_node_params(rt_node *n, struct cudaKernelNodeParams *p) {
  rt_work *w = &n->w;
  if (!w->u.k.argv) {
    const compile_kernel *k = &w->u.k.f->k;
    w->u.k.argv = calloc((size_t)k->nparams + 1, sizeof(void *));
    if (!w->u.k.argv) return cudaErrorMemoryAllocation;
    for (int i = 0; i < k->nparams; i++) w->u.k.argv[i] = w->u.k.params + k->params[i].offset;
  }
  memset(p, 0, sizeof *p);
  p->func = (void *)w->u.k.f->host_fun;
  p->gridDim = w->u.k.grid;
  p->blockDim = w->u.k.block;
  p->sharedMemBytes = w->u.k.shmem;
  p->kernelParams = w->u.k.argv;
  return cudaSuccess;
}

/* A conditional node's work owns its body graphs and a reference to its handle; an
 * executable graph's jumps (bodies NULL) only the reference, and only they are copied
 * (rt_graph_clone refuses graphs that hold conditional nodes, as a GPU does). */
static void cond_release(rt_work *w) {
  if (w->u.cond.bodies) {
    for (unsigned k = 0; k < w->u.cond.size; k++) rt_graph_destroy(w->u.cond.bodies[k]);
    free(w->u.cond.bodies);
    w->u.cond.bodies = NULL;
  }
  cond_unref(w->u.cond.cell);
  w->u.cond.cell = NULL;
}

static cudaError_t cond_clone(rt_work *dst, const rt_work *src) {
  if (src->u.cond.bodies) return cudaErrorNotSupported; /* dst owns nothing then */
  cond_ref(dst->u.cond.cell);
  return cudaSuccess;
}

static const rt_work_ops cond_ops = {NULL, cond_release, cond_clone, NULL};

cudaError_t rt_graph_cond_create(rt_graph *g, unsigned dflt, unsigned flags, unsigned long long *handle) {
  rt_cond *c = calloc(1, sizeof *c);
  if (!c) return cudaErrorMemoryAllocation;
  c->value = c->dflt = dflt;
  c->assign = (flags & cudaGraphCondAssignDefault) != 0;
  atomic_init(&c->refs, 1);
  if (!push((void ***)&g->conds, &g->nconds, &g->capconds, c)) {
    free(c);
    return cudaErrorMemoryAllocation;
  }
  *handle = (unsigned long long)(uintptr_t)c;
  return cudaSuccess;
}

cudaError_t rt_graph_cond_work(rt_work *w, unsigned long long handle, int kind, unsigned size, rt_graph ***bodies) {
  rt_graph **b = calloc(size, sizeof *b);
  cudaError_t e = b ? cudaSuccess : cudaErrorMemoryAllocation;
  for (unsigned k = 0; e == cudaSuccess && k < size; k++) e = rt_graph_create(&b[k]);
  if (e != cudaSuccess) {
    for (unsigned k = 0; b && k < size; k++) rt_graph_destroy(b[k]);
    free(b);
    return e;
  }
  memset(w, 0, sizeof *w);
  w->type = cudaGraphNodeTypeConditional;
  w->ops = &cond_ops;
  w->u.cond.cell = cond_ref((rt_cond *)(uintptr_t)handle);
  w->u.cond.kind = kind;
  w->u.cond.size = size;
  w->u.cond.bodies = b;
  *bodies = b;
  return cudaSuccess;
}

cudaError_t rt_graph_child_work(rt_work *w, const rt_graph *child) {
  w->type = cudaGraphNodeTypeGraph;
  w->ops = &child_ops;
  return rt_graph_clone(&w->u.child.g, child); /* the node holds a copy */
}

/* Every edge is checked before any is added. */
cudaError_t rt_graph_add_deps(rt_graph *g, rt_node *const *from, rt_node *const *to, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (!node_in(g, from[i]) || !node_in(g, to[i]) || from[i] == to[i] || has_dep(to[i], from[i]))
      return cudaErrorInvalidValue;
  for (size_t i = 0; i < n; i++)
    if (!push((void ***)&to[i]->deps, &to[i]->ndeps, &to[i]->capdeps, from[i])) return cudaErrorMemoryAllocation;
  return cudaSuccess;
}

/* ---------------- executable graphs, as the API sees them ---------------- */

cudaError_t rt_graph_instantiate(rt_exec **out, const rt_graph *g) { return exec_new(out, g, NULL); }

/* Unlinks x's handle; queued launches keep x alive until they ran. */
static int exec_destroy(rt_exec *h) {
  pthread_mutex_lock(&exec_mu);
  rt_exec **pp = &execs;
  while (*pp && *pp != h) pp = &(*pp)->next;
  rt_exec *x = *pp;
  if (x) {
    *pp = x->next;
    pthread_mutex_lock(&x->mu);
    for (size_t i = 0; i < x->p->n; i++) /* its conditional values are free for another */
      if (x->p->w[i].type == cudaGraphNodeTypeConditional && x->p->w[i].u.cond.cell->owner == x)
        x->p->w[i].u.cond.cell->owner = NULL;
    pthread_mutex_unlock(&x->mu);
  }
  pthread_mutex_unlock(&exec_mu);
  if (x) exec_unref(x);
  return x != NULL;
}

cudaError_t rt_graph_exec_destroy(cudaGraphExec_t h) {
  return exec_destroy((rt_exec *)h) ? cudaSuccess : cudaErrorInvalidValue;
}

/* Forward: a launch into a capturing stream is refused. */
static int capture_refuses_launch(rt_stream *s);

/* Queues one launch of x as a single work item. Event record nodes get their generation
 * now, waits wait for the record current now. */
cudaError_t rt_graph_launch(rt_exec *x, rt_stream *s) {
  plan *p = plan_get(x);
  if (capture_refuses_launch(s)) { /* as by CUDA 13 */
    plan_unref(p);
    return cudaErrorStreamCaptureUnsupported;
  }
  uint64_t *gens = calloc(p->n ? p->n : 1, sizeof *gens);
  rt_work *w = rt_work_new(RT_WORK_GRAPH_LAUNCH);
  if (!gens || !w) {
    plan_unref(p);
    free(gens);
    free(w);
    return cudaErrorMemoryAllocation;
  }
  for (size_t i = 0; i < p->n; i++)
    if (p->w[i].type == cudaGraphNodeTypeEventRecord) gens[i] = rt_event_new_gen(p->w[i].u.ev.e);
    else if (p->w[i].type == cudaGraphNodeTypeWaitEvent) gens[i] = rt_event_gen(p->w[i].u.ev.e);
  atomic_fetch_add(&x->refs, 1);
  w->ops = &launch_ops;
  w->u.launch.x = x;
  w->u.launch.plan = p; /* its reference: a later cudaGraphExec*SetParams changes a copy */
  w->u.launch.gens = gens;
  return rt_submit(s, w);
}

static int mem_kind(const void *p) {
  rt_alloc a;
  return rt_mem_find(p, &a) ? a.kind : 0;
}

/* A copy of x's plan that x holds instead, for a change while a queued launch holds the
 * current one. Call with x->mu held. */
static cudaError_t plan_unshare(rt_exec *x) {
  plan *p = x->p, *np = calloc(1, sizeof *np);
  cudaError_t e = np ? cudaSuccess : cudaErrorMemoryAllocation;
  if (np) {
    atomic_init(&np->refs, 1);
    np->w = calloc(p->n, sizeof *np->w);
    np->orig = malloc(p->n * sizeof *np->orig);
    if (!np->w || !np->orig) e = cudaErrorMemoryAllocation;
    for (size_t j = 0; e == cudaSuccess && j < p->n; j++) {
      e = rt_work_clone(&np->w[j], &p->w[j]);
      np->orig[j] = p->orig[j];
      if (e == cudaSuccess) np->n = j + 1;
    }
  }
  if (e != cudaSuccess) {
    plan_unref(np);
    return e;
  }
  x->p = np;
  plan_unref(p);
  return cudaSuccess;
}

/* Replaces the work of node's entry in x's plan with w (taken either way). */
cudaError_t rt_graph_exec_set_node(rt_exec *x, const rt_node *node, int type, rt_work *w) {
  pthread_mutex_lock(&x->mu);
  plan *p = x->p;
  size_t i = 0;
  while (i < p->n && p->orig[i] != node) i++;
  /* a copy node keeps the kinds of memory it copies between (as on a GPU) */
  int remapped = type == cudaGraphNodeTypeMemcpy && i < p->n && p->w[i].type == type &&
      (mem_kind(p->w[i].u.c.dst) != mem_kind(w->u.c.dst) || mem_kind(p->w[i].u.c.src) != mem_kind(w->u.c.src));
  cudaError_t e = i == p->n || p->w[i].type != type || remapped ? cudaErrorInvalidValue : cudaSuccess;
  if (e == cudaSuccess && atomic_load(&p->refs) > 1) /* in use by a queued launch: change a copy */
    e = plan_unshare(x);
  if (e != cudaSuccess) {
    pthread_mutex_unlock(&x->mu);
    rt_work_release(w);
    return e;
  }
  p = x->p;
  rt_work_release(&p->w[i]);
  p->w[i] = *w;
  pthread_mutex_unlock(&x->mu);
  return cudaSuccess;
}

/* The same topology and node types: take over the new graph's parameters. */
cudaError_t rt_graph_exec_update(rt_exec *x, const rt_graph *g, int *same) {
  rt_exec *fresh;
  cudaError_t e = exec_new(&fresh, g, x);
  if (e != cudaSuccess) return e;
  pthread_mutex_lock(&exec_mu); /* conditional values' owners; then x's plan (exec_destroy's order) */
  pthread_mutex_lock(&x->mu);
  plan *old = x->p, *np = fresh->p;
  *same = old->n == np->n;
  for (size_t i = 0; *same && i < np->n; i++)
    *same = old->w[i].type == np->w[i].type &&
        (np->w[i].type != cudaGraphNodeTypeKernel || old->w[i].u.k.f == np->w[i].u.k.f);
  if (*same) {
    for (size_t i = 0; i < np->n; i++) np->orig[i] = old->orig[i]; /* node handles of the original graph keep working */
    x->p = np;
    fresh->p = old;
  }
  if (!*same) /* the conditional values g's plan claimed for x, x does not use */
    for (size_t i = 0; i < np->n; i++) {
      rt_cond *c = np->w[i].type == cudaGraphNodeTypeConditional ? np->w[i].u.cond.cell : NULL;
      int used = 0;
      for (size_t j = 0; c && j < old->n && !used; j++)
        used = old->w[j].type == cudaGraphNodeTypeConditional && old->w[j].u.cond.cell == c;
      if (c && !used && c->owner == x) c->owner = NULL;
    }
  pthread_mutex_unlock(&x->mu);
  pthread_mutex_unlock(&exec_mu);
  exec_destroy(fresh);
  return cudaSuccess;
}

/* ---------------- capture, as the API sees it ---------------- */

cudaError_t rt_capture_begin(rt_stream *s, enum cudaStreamCaptureMode mode, rt_graph *into, rt_node *const *deps,
                             size_t nd) {
  if (s == rt_stream_default()) return cudaErrorStreamCaptureUnsupported;
  for (size_t i = 0; i < nd; i++)
    if (!node_in(into, deps[i])) return cudaErrorInvalidValue;
  capture *c = calloc(1, sizeof *c);
  if (c && into) c->g = into, c->into = 1;
  if (!c || (!into && rt_graph_create(&c->g) != cudaSuccess)) {
    free(c);
    return cudaErrorMemoryAllocation;
  }
  c->origin = s;
  c->mode = mode;
  c->thread = pthread_self();
  pthread_mutex_lock(&cap_mu);
  if (member_of(s)) {
    pthread_mutex_unlock(&cap_mu);
    if (!c->into) rt_graph_destroy(c->g);
    free(c);
    return cudaErrorIllegalState;
  }
  c->id = next_capture_id++;
  rt_work_set_capture_hooks(&hooks); /* before the stream is a member */
  member *m = member_new(s, c);
  if (m && nd && !set_deps(&m->deps, &m->n, &m->cap, deps, nd)) { /* the first node's dependencies */
    member_drop(member_link(s));
    m = NULL;
  }
  pthread_mutex_unlock(&cap_mu);
  if (!m) {
    if (!c->into) rt_graph_destroy(c->g);
    free(c);
    return cudaErrorMemoryAllocation;
  }
  return cudaSuccess;
}

cudaError_t rt_capture_end(rt_stream *s, cudaGraph_t *out) {
  pthread_mutex_lock(&cap_mu);
  member *m = member_of(s);
  if (!m || m->c->origin != s) {
    pthread_mutex_unlock(&cap_mu);
    return m ? cudaErrorStreamCaptureUnmatched : cudaErrorIllegalState;
  }
  capture *c = m->c;
  if (!out && !c->into) {
    pthread_mutex_unlock(&cap_mu);
    return cudaErrorInvalidValue;
  }
  if (c->mode != cudaStreamCaptureModeRelaxed && !pthread_equal(c->thread, pthread_self())) {
    pthread_mutex_unlock(&cap_mu);
    return cudaErrorStreamCaptureWrongThread;
  }
  cudaError_t e = c->invalid ? cudaErrorStreamCaptureInvalidated
      : all_joined(c, m)     ? cudaSuccess
                             : cudaErrorStreamCaptureUnjoined;
  rt_graph *g = c->g;
  int into = c->into;
  capture_end(c);
  pthread_mutex_unlock(&cap_mu);
  free(c);
  if (e != cudaSuccess) {
    if (!into) rt_graph_destroy(g);
    g = NULL;
  }
  if (out) *out = (cudaGraph_t)g;
  return e;
}

/* The status of s; with info, what cudaStreamGetCaptureInfo reports. The legacy stream
 * cannot be asked while a blocking stream captures. Call with cap_mu held. */
static cudaError_t capture_status(rt_stream *s, rt_capture_info *info) {
  memset(info, 0, sizeof *info);
  info->status = cudaStreamCaptureStatusNone;
  member *m = member_of(s);
  if (m) {
    info->status = m->c->invalid ? cudaStreamCaptureStatusInvalidated : cudaStreamCaptureStatusActive;
    info->id = m->c->id;
    info->graph = m->c->g;
    info->deps = m->deps;
    info->ndeps = m->n;
    return cudaSuccess;
  }
  for (member *b = members; s == rt_stream_default() && b; b = b->next)
    if (is_blocking(b->s)) return cudaErrorStreamCaptureImplicit;
  return cudaSuccess;
}

/* Edge data: all default, a zeroed array the size of the dependencies, kept with the
 * member until the next request. */
cudaError_t rt_capture_info_get(rt_stream *s, int want_edata, rt_capture_info *info) {
  pthread_mutex_lock(&cap_mu);
  cudaError_t e = capture_status(s, info);
  member *m = member_of(s);
  if (e == cudaSuccess && want_edata && m && m->n) {
    free(m->edata);
    m->edata = calloc(m->n, sizeof *m->edata);
    info->edata = m->edata;
  }
  pthread_mutex_unlock(&cap_mu);
  return e;
}

static int capture_refuses_launch(rt_stream *s) {
  if (!atomic_load(&captures_active)) return 0;
  pthread_mutex_lock(&cap_mu);
  member *m = member_of(s);
  if (m) m->c->invalid = 1;
  pthread_mutex_unlock(&cap_mu);
  return m != NULL;
}

cudaError_t rt_capture_update_deps(rt_stream *s, rt_node *const *deps, size_t n, int set) {
  cudaError_t e = cudaSuccess;
  pthread_mutex_lock(&cap_mu);
  member *m = member_of(s);
  if (!m) e = cudaErrorIllegalState;
  else if (m->c->invalid) e = cudaErrorStreamCaptureInvalidated;
  for (size_t i = 0; e == cudaSuccess && i < n; i++)
    if (!node_in(m->c->g, deps[i])) e = cudaErrorInvalidValue;
  if (e == cudaSuccess && !(set ? set_deps : add_deps)(&m->deps, &m->n, &m->cap, deps, n))
    e = cudaErrorMemoryAllocation;
  pthread_mutex_unlock(&cap_mu);
  return e;
}

enum cudaStreamCaptureMode rt_capture_exchange_mode(enum cudaStreamCaptureMode mode) {
  enum cudaStreamCaptureMode old = thread_mode;
  thread_mode = mode;
  return old;
}
