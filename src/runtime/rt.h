/* rt.h: the runtime's internal interfaces (memory, errors, worker pool, streams,
 * modules, launches). The cuda* entry points in cuda_api.c are thin wrappers over
 * these. Every non-static function here carries the rt_ prefix. */
#ifndef HEDDLE_RT_H
#define HEDDLE_RT_H
#include <stddef.h>
#include <stdint.h>
#include <cuda_runtime_api.h> /* toolkit header: enum and struct layouts of the ABI */

/* ---- errors (rt_err.c) ----
 * CUDA has two kinds: a per-host-thread "last error" that cudaGetLastError returns and
 * clears, and a process-wide sticky error (a kernel faulted) that every later call keeps
 * returning. rt_err_set records err as the thread's last error and returns it. */
cudaError_t rt_err_set(cudaError_t err);
cudaError_t rt_err_get_last(int clear);
void rt_err_set_sticky(cudaError_t err);     /* also sets last error */
cudaError_t rt_err_sticky(void);             /* cudaSuccess if none */
void rt_err_reset(void);                     /* cudaDeviceReset: no sticky error, no last error */
cudaError_t rt_unsupported(const char *name);  /* diagnostic + cudaErrorNotSupported */
/* Errors that leave the context unusable (a kernel faulted, asserted, ...). A sticky error
 * is reported once by each host thread's cudaGetLastError, and returned by every call. */
int rt_err_is_sticky_kind(cudaError_t err);
/* Report a user-facing diagnostic ("heddle: ...") on stderr, once per distinct message key. */
void rt_diag(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* ---- memory (rt_mem.c) ----
 * Every device/host/managed allocation goes through here, so that cudaFree can
 * validate pointers and cudaPointerGetAttributes can classify them. */
enum { RT_MEM_DEVICE = 1, RT_MEM_HOST = 2, RT_MEM_MANAGED = 3,
       RT_MEM_REGISTERED = 4,   /* cudaHostRegister'ed user memory: tracked, not owned */
       RT_MEM_KIND = 7,
       RT_MEM_RUNTIME = 8,      /* flag: the runtime's own (module variables): survives cudaDeviceReset */
       RT_MEM_POOL = 16 };      /* flag: from cudaMallocAsync (the default memory pool) */
typedef struct rt_alloc { void *base; size_t size; int kind; } rt_alloc;  /* kind without flags */
cudaError_t rt_mem_alloc(void **out, size_t size, int kind);  /* kind may carry flags */
/* cudaHostRegister: cudaErrorHostMemoryAlreadyRegistered if it overlaps a registration. */
cudaError_t rt_mem_register(void *p, size_t size);
cudaError_t rt_mem_unregister(void *p);      /* cudaErrorHostMemoryNotRegistered */
/* cudaFreeAsync's check: p is the base of a live device allocation (pool or not). */
int rt_mem_is_device_base(const void *p);
void rt_mem_pool_usage(uint64_t *used, uint64_t *used_high, int reset_high);
void rt_mem_graph_usage(uint64_t *used, uint64_t *used_high, int reset_high);  /* graph allocation nodes */
void rt_mem_reset(void);
/* Unified-memory advice, recorded per managed allocation (there is nothing to move):
 * locations are a device id, -1 (cudaCpuDeviceId) or -2 (none); accessed_by has bit 0 for
 * device 0, bit 1 for the host. */
typedef struct rt_advice { int read_mostly, preferred, accessed_by, last_prefetch; } rt_advice;
/* For the managed allocation holding [p, p+count): stores *set and/or reads *get; 0 if none. */
int rt_mem_advice(const void *p, size_t count, const rt_advice *set, rt_advice *get);                     /* cudaDeviceReset: frees all but RT_MEM_RUNTIME */
cudaError_t rt_mem_free(void *p, int kind);
/* RT_MEM_GRAPH (flag): memory of a graph allocation node; frees by the program are no-ops. */
enum { RT_MEM_GRAPH = 32 };
int rt_mem_is_graph(const void *p);   /* cudaErrorInvalidValue unless p is a live base of that kind; NULL is ok.
                                                 RT_MEM_DEVICE (cudaFree) also frees RT_MEM_MANAGED. */
int rt_mem_find(const void *p, rt_alloc *out); /* allocation containing p: 1 found, 0 not */
void rt_mem_info(size_t *free_b, size_t *total_b);

/* ---- worker pool (rt_pool.c) ----
 * One worker per core (HEDDLE_THREADS overrides). rt_pool_run hands out items
 * [0, nitems) dynamically to the workers and the calling thread and returns when all are
 * done. fn returns 0, or a cudaError_t that stops the job (remaining items are skipped).
 * A hardware fault (SIGSEGV/SIGBUS/SIGFPE) inside fn is caught and returned as
 * cudaErrorIllegalAddress (resp. cudaErrorLaunchFailure), never kills the process. */
typedef int (*rt_job_fn)(void *job, int worker, uint64_t item);
/* worker is in [0, rt_pool_nworkers()) and unique among the threads of one job (the caller
 * is 0), but jobs from different host threads run concurrently. fn must not call rt_pool_run. */
int rt_pool_nworkers(void);
cudaError_t rt_pool_run(rt_job_fn fn, void *job, uint64_t nitems);
/* Several phases as one job: item i of [starts[p], starts[p+1]) runs only after all items
 * of earlier phases finished; the pool threads stay in the job from phase to phase. */
cudaError_t rt_pool_run_phases(rt_job_fn fn, void *job, const uint64_t *starts, int nphases);

/* ---- streams (rt_stream.c) ----
 * A stream is an in-order queue of operations executed by a dispatcher thread;
 * operations are closures. The legacy default stream is rt_stream_default(). */
typedef struct rt_stream rt_stream;
typedef cudaError_t (*rt_op_fn)(void *arg);
rt_stream *rt_stream_default(void);
/* Enqueue op; fn(arg) runs later in order; free_fn(arg) (may be NULL) is called after. */
cudaError_t rt_stream_enqueue(rt_stream *s, rt_op_fn fn, void *arg, void (*free_fn)(void *));
cudaError_t rt_stream_sync(rt_stream *s);     /* wait until all enqueued work is done */
/* The legacy stream's implicit ordering for an operation on s that is not queued (a
 * synchronous copy): returns when the work s would have to wait for is done. */
void rt_stream_order(rt_stream *s);
cudaError_t rt_device_sync(void);             /* all streams */
/* Both syncs return (and clear) the first error an op returned since the last sync, or
 * the sticky error. An op returning a sticky kind makes it sticky; later ops are dropped. */
/* NULL is the program's default stream: the legacy one, or inside a _ptds/_ptsz entry
 * point (--default-stream per-thread) the calling thread's own; cudaStreamLegacy and
 * cudaStreamPerThread name those two explicitly. */
rt_stream *rt_stream_from_handle(cudaStream_t h);
rt_stream *rt_stream_null(void);
rt_stream *rt_stream_per_thread(void);
void rt_ptds_enter(void);                     /* the _ptds/_ptsz forwarders bracket calls with these */
void rt_ptds_leave(void);
rt_stream *rt_stream_create(void);            /* NULL if out of memory */
rt_stream *rt_stream_create_ex(unsigned flags, int priority);
void rt_stream_props(rt_stream *s, unsigned *flags, int *priority);
unsigned long long rt_stream_id(rt_stream *s);   /* unique over the process's streams */
int rt_stream_valid(cudaStream_t h);          /* a live stream, or a default-stream handle */
void rt_stream_destroy(rt_stream *s);         /* returns at once; queued work still runs */
cudaError_t rt_stream_query(rt_stream *s);    /* cudaErrorNotReady while work is pending */

typedef struct rt_module rt_module;
typedef struct rt_func rt_func;

/* ---- work items (rt_work.c) ----
 * Everything a stream operation or a graph node does, as data. A stream runs a work item
 * once and frees it; a graph keeps its nodes' items and runs them at every launch.
 * type is a cudaGraphNodeType. */
typedef struct rt_event rt_event;
typedef struct rt_graph rt_graph;
typedef struct rt_exec rt_exec;
/* Memory of a graph allocation node: reserved when the node is made (its address is fixed,
 * as CUDA's is), shared by the graph, its copies and executable graphs, released with the
 * last of them. A free of it (node, cudaFree, cudaFreeAsync) only ends its use. */
typedef struct rt_galloc { void *ptr; size_t size; _Atomic int refs; } rt_galloc;
typedef struct rt_work {
  int type;
  union {
    /* argv: pointers to each argument in params, only made for cudaGraphKernelNodeGetParams */
    struct { rt_func *f; dim3 grid, block; uint32_t shmem; unsigned char *params; void **argv; } k;
    /* a 3D copy of width bytes x height rows x depth slices; owned: staged source data */
    struct { char *dst; const char *src; size_t dpitch, dslice, spitch, sslice, width, height, depth; void *owned; } c;
    struct { char *dst; size_t pitch; uint32_t value, elem; size_t width, height; } m;  /* width in elements */
    struct { cudaHostFn_t fn; cudaStreamCallback_t cb; cudaStream_t stream; void *data; } h;
    struct { rt_event *e; uint64_t gen; } ev;   /* record: completes gen; wait: waits for gen */
    struct { rt_graph *g; } child;               /* a child graph node (only inside graphs) */
    struct { rt_exec *x; uint64_t *gens; } launch; /* a graph launch (only on streams) */
    struct { void *ptr; size_t size; } mem;      /* stream-ordered free; graph free node */
    struct rt_galloc *galloc;                    /* graph allocation node */
  } u;
} rt_work;
enum { RT_WORK_GRAPH_LAUNCH = 100, RT_WORK_FREE = 101 };
cudaError_t rt_work_run(const rt_work *w);
void rt_work_release(rt_work *w);               /* frees what w owns, not w */
cudaError_t rt_work_clone(rt_work *dst, const rt_work *src);
/* Submits a heap-allocated work item to s, which takes it: queued, or added to the graph
 * s is capturing. Returns the error the call must report. */
cudaError_t rt_submit(rt_stream *s, rt_work *w);
rt_work *rt_work_new(int type);                 /* zeroed, or NULL */
/* Kernel work: checks the launch configuration as a GPU does and copies the arguments. */
cudaError_t rt_kernel_work(rt_work *w, rt_func *f, dim3 grid, dim3 block, void **args, size_t shmem);
cudaError_t rt_kernel_run(const rt_work *w);
cudaError_t rt_kernels_run(const rt_work *w, int n);   /* n kernels in order, as one pool job */
/* Copy work from cudaMemcpy3DParms (pitched pointers; CUDA arrays are not supported). */
cudaError_t rt_copy3d_work(rt_work *w, const struct cudaMemcpy3DParms *p);
/* Copy work of height rows of width bytes (1D: height 1). */
void rt_copy_set(rt_work *w, void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height);

/* ---- graphs and stream capture (rt_graph.c) ----
 * A graph is nodes (work items) and dependency edges; an executable graph is its nodes in
 * a topological order, run one after another by the stream it is launched into. A stream
 * being captured hands its work to rt_capture_take instead of its queue. */
extern _Atomic int rt_captures_active;
void rt_graph_destroy(rt_graph *g);
cudaError_t rt_graph_clone(rt_graph **out, const rt_graph *g);
cudaError_t rt_exec_run(rt_exec *x, const uint64_t *gens);  /* one launch, on a stream's thread */
void rt_exec_unref(rt_exec *x);
/* If s is capturing, adds w as a node (taking it) and returns 1 with *err set. */
int rt_capture_take(rt_stream *s, rt_work *w, cudaError_t *err);
#define RT_SYNC_ALL ((rt_stream *)1)
/* Checks for calls that a capture forbids; cudaSuccess if allowed. sync_on: the stream a
 * call synchronizes (or NULL); unsafe: a call CUDA calls "potentially unsafe" (cudaMalloc). */
cudaError_t rt_capture_check(rt_stream *sync_on, int unsafe);
int rt_capture_event_take(rt_event *e, rt_stream *s, cudaError_t *err);  /* cudaEventRecord */
int rt_capture_wait_take(rt_stream *s, rt_event *e, cudaError_t *err);   /* cudaStreamWaitEvent */
void rt_capture_forget_stream(rt_stream *s);
int rt_capture_active(rt_stream *s);          /* s is capturing (no side effects) */
/* cudaMallocAsync on a capturing stream: an allocation node; its address now. */
cudaError_t rt_capture_alloc(rt_stream *s, void **out, size_t size, cudaError_t *err);
void rt_capture_forget_event(rt_event *e);

/* ---- events (rt_event.c) ----
 * An event is recorded into a stream as an operation that stamps the time when the stream
 * reaches it; each record starts a new generation, and waits are for the latest one. */
rt_event *rt_event_create(unsigned flags);
cudaError_t rt_event_destroy(cudaEvent_t h);      /* InvalidResourceHandle if not live */
rt_event *rt_event_from_handle(cudaEvent_t h);    /* NULL if not a live event */
cudaError_t rt_event_record(rt_event *e, rt_stream *s);
cudaError_t rt_event_sync(rt_event *e);
cudaError_t rt_event_query(rt_event *e);
cudaError_t rt_event_elapsed(float *ms, rt_event *start, rt_event *end);
cudaError_t rt_stream_wait_event(rt_stream *s, rt_event *e);
uint64_t rt_event_new_gen(rt_event *e);           /* a record about to be queued */
uint64_t rt_event_gen(rt_event *e);               /* the newest record, for a wait */
void rt_event_complete(rt_event *e, uint64_t gen);
void rt_event_wait(rt_event *e, uint64_t gen);
void rt_event_ref(rt_event *e);                   /* work items referring to e hold one */
void rt_event_unref(rt_event *e);

/* ---- modules and launches (rt_module.c, rt_launch.c) ---- */
rt_module *rt_module_register(const void *fatbin_wrapper);
void rt_module_unregister(rt_module *m);
void rt_module_add_func(rt_module *m, const void *host_fun, const char *device_name);
void rt_module_add_var(rt_module *m, void *host_var, const char *device_name, size_t size, int constant, int managed);
rt_func *rt_func_lookup(const void *host_fun);
void rt_module_reset_globals(void);           /* cudaDeviceReset: variables back to their initializers */ /* host stub or a cudaKernel_t handle */
cudaError_t rt_launch(rt_func *f, dim3 grid, dim3 block, void **args, size_t shmem, cudaStream_t stream);
/* Device address and size of a __device__/__constant__/__managed__ variable from its host
 * shadow (translating its module if needed); cudaErrorInvalidSymbol if unknown. */
cudaError_t rt_symbol_lookup(const void *host_var, void **dev, size_t *size);
/* cudaFuncGetAttributes / cudaFuncSetAttribute for a registered kernel. */
cudaError_t rt_func_get_attrs(rt_func *f, struct cudaFuncAttributes *a);
cudaError_t rt_func_set_attr(rt_func *f, enum cudaFuncAttribute attr, int value);

/* ---- device description (rt_device.c) ---- */
void rt_device_props(struct cudaDeviceProp *p);
cudaError_t rt_device_attr(int *value, int attr); /* cudaDeviceGetAttribute; InvalidValue if unknown */
#endif
