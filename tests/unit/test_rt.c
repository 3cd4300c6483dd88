/* test_rt.c: white-box tests of the runtime core (errors, memory, worker pool, streams,
 * device description, the cuda* wrappers), built without the rest of libheddle:
 *   mkdir -p build && cc -std=gnu11 -O1 -g -Wall -Wextra -Wshadow -Wmissing-prototypes -Wno-unused-parameter \
 *     -Iinclude -Isrc/util -Isrc/runtime -I$CUDA_HOME/include tests/unit/test_rt.c src/util/util.c \
 *     src/runtime/rt_*.c src/api/cuda_*.c -lpthread -lm -o build/test_rt   (tests/unit/rt.sh: the exact list)
 *   build/test_rt            (add -fsanitize=thread, or -fsanitize=address,undefined)
 * Prints "N passed, M failed"; exits 1 on any failure. */
#include "rt.h"
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int npass, nfail;
#define CHECK(cond)                                                                                                    \
  do {                                                                                                                 \
    if (cond) npass++;                                                                                                 \
    else {                                                                                                             \
      nfail++;                                                                                                         \
      fprintf(stderr, "%s:%d: FAILED: %s\n", __FILE__, __LINE__, #cond);                                               \
    }                                                                                                                  \
  } while (0)

/* The API files call these (rt_module.c and rt_launch.c); weak, so that linking the real
 * ones later wins. */
__attribute__((weak)) rt_func *rt_func_lookup(const void *host_fun) {
  (void)host_fun;
  return NULL;
}

__attribute__((weak)) cudaError_t rt_launch(rt_func *f, dim3 grid, dim3 block, void **args, size_t shmem,
                                            cudaStream_t stream, int coop) {
  (void)f, (void)grid, (void)block, (void)args, (void)shmem, (void)stream, (void)coop;
  return cudaErrorNotSupported;
}

__attribute__((weak)) cudaError_t rt_symbol_lookup(const void *host_var, void **dev, size_t *size) {
  (void)host_var, (void)dev, (void)size;
  return cudaErrorInvalidSymbol;
}

__attribute__((weak)) cudaError_t rt_func_get_attrs(rt_func *f, struct cudaFuncAttributes *a) {
  (void)f, (void)a;
  return cudaErrorNotSupported;
}

__attribute__((weak)) cudaError_t rt_func_set_attr(rt_func *f, enum cudaFuncAttribute attr, int value) {
  (void)f, (void)attr, (void)value;
  return cudaErrorNotSupported;
}

__attribute__((weak)) cudaError_t rt_kernel_work(rt_work *w, rt_func *f, dim3 grid, dim3 block, void **args,
                                                 size_t shmem) {
  (void)w, (void)f, (void)grid, (void)block, (void)args, (void)shmem;
  return cudaErrorNotSupported;
}

__attribute__((weak)) cudaError_t rt_kernel_run(const rt_work *w) {
  (void)w;
  return cudaErrorNotSupported;
}

__attribute__((weak)) cudaError_t rt_kernels_run(const rt_work *w, int n) {
  (void)w, (void)n;
  return cudaErrorNotSupported;
}

__attribute__((weak)) void rt_module_reset_globals(void) {}

/* ---- pool ---- */
#define NO_SAN __attribute__((no_sanitize("thread"), no_sanitize("undefined")))
typedef struct sum_job {
  _Atomic uint64_t sum;
  unsigned char *seen; /* each item must run exactly once */
  int nworkers;
  _Atomic int bad_worker;
} sum_job;

static int sum_item(void *p, int worker, uint64_t item) {
  sum_job *j = p;
  atomic_fetch_add_explicit(&j->sum, item, memory_order_relaxed);
  j->seen[item]++;
  if (worker < 0 || worker >= j->nworkers) atomic_store(&j->bad_worker, 1);
  return 0;
}

static int run_sum(uint64_t n) {
  sum_job j = {.seen = calloc(n, 1), .nworkers = rt_pool_nworkers()};
  int ok = rt_pool_run(sum_item, &j, n) == cudaSuccess && j.sum == n * (n - 1) / 2 && !j.bad_worker;
  for (uint64_t i = 0; i < n; i++) ok &= j.seen[i] == 1;
  free(j.seen);
  return ok;
}

/* TSan would record the access to address 0 as a race between the faulting threads. */
NO_SAN static int null_item(void *p, int worker, uint64_t item) {
  volatile int *volatile np = NULL;
  if (item == 500) return *np;
  return 0;
}

NO_SAN static int all_null_item(void *p, int worker, uint64_t item) {
  volatile int *volatile np = NULL;
  *np = 1;
  return 0;
}

NO_SAN static int div0_item(void *p, int worker, uint64_t item) {
  volatile int zero = 0;
  return item == 3 ? 10 / zero : 0;
}

static int err_item(void *p, int worker, uint64_t item) {
  atomic_fetch_add((_Atomic int *)p, 1);
  return item == 10 ? 77 : 0;
}

/* leave: every item a thread ran is handed on by a leave of its phase (failed 0) before
 * any item of a later phase runs, or dropped by one with failed 1 when the job fails */
typedef struct leave_job {
  const uint64_t *starts;
  uint64_t fail_at; /* an item that fails, or ~0 */
  _Atomic uint64_t ran, handed, dropped;
  _Atomic int early; /* an item ran before the earlier phases' items were handed on */
} leave_job;
static __thread uint64_t held_items;

static int leave_item(void *p, int worker, uint64_t item) {
  leave_job *j = p;
  int ph = 0;
  while (item >= j->starts[ph + 1]) ph++;
  if (atomic_load(&j->handed) < j->starts[ph]) atomic_store(&j->early, 1);
  held_items++;
  atomic_fetch_add(&j->ran, 1);
  return item == j->fail_at ? 5 : 0;
}

static void leave_fn(void *p, int worker, int failed) {
  leave_job *j = p;
  atomic_fetch_add(failed ? &j->dropped : &j->handed, held_items);
  held_items = 0;
}

static int run_leave(uint64_t fail_at) {
  static const uint64_t starts[4] = {0, 5000, 5001, 60000};
  static const unsigned char ordered[3] = {0, 0, 1};
  leave_job j = {.starts = starts, .fail_at = fail_at};
  cudaError_t e = rt_pool_run_phases(leave_item, leave_fn, &j, starts, 3, ordered);
  if (fail_at == ~(uint64_t)0) return e == cudaSuccess && j.handed == starts[3] && !j.dropped && !j.early;
  return e == 5 && j.handed + j.dropped == j.ran && !j.early;
}

static void *concurrent_sums(void *p) {
  int *ok = p;
  *ok = 1;
  for (int i = 0; i < 20; i++) *ok &= run_sum(20000);
  return NULL;
}

static void test_pool(void) {
  _Atomic int count = 0;
  CHECK(rt_pool_nworkers() >= 1);
  CHECK(run_sum(1000000));
  CHECK(run_sum(1));
  CHECK(rt_pool_run(sum_item, NULL, 0) == cudaSuccess);
  CHECK(rt_pool_run(null_item, NULL, 1000) == cudaErrorIllegalAddress);
  CHECK(run_sum(100000)); /* the process survived and the pool still works */
  CHECK(rt_pool_run(all_null_item, NULL, 10000) == cudaErrorIllegalAddress);
  CHECK(rt_pool_run(all_null_item, NULL, 1) == cudaErrorIllegalAddress);
  CHECK(rt_pool_run(div0_item, NULL, 100) == cudaErrorLaunchFailure);
  CHECK(rt_pool_run(err_item, &count, 100000) == 77);
  CHECK(count < 100000); /* the error stopped the job early */
  CHECK(run_sum(100000));
  CHECK(run_leave(~(uint64_t)0));
  CHECK(run_leave(20000));
  CHECK(run_leave(3));

  pthread_t t[4];
  int ok[4];
  for (int i = 0; i < 4; i++) pthread_create(&t[i], NULL, concurrent_sums, &ok[i]);
  for (int i = 0; i < 4; i++) {
    pthread_join(t[i], NULL);
    CHECK(ok[i]);
  }
}

/* ---- memory ---- */
static void test_mem_basic(void) {
  void *p = NULL, *h = NULL;
  rt_alloc a;
  int on_stack;
  CHECK(rt_mem_alloc(&p, 1000, RT_MEM_DEVICE) == cudaSuccess && p);
  CHECK(((uintptr_t)p & 255) == 0);
  CHECK(rt_mem_find((char *)p + 500, &a) && a.base == p && a.size == 1000 && a.kind == RT_MEM_DEVICE);
  CHECK(rt_mem_find(p, NULL));
  CHECK(!rt_mem_find(&on_stack, NULL));
  CHECK(rt_mem_free((char *)p + 8, RT_MEM_DEVICE) == cudaErrorInvalidValue);
  CHECK(rt_mem_free(&on_stack, RT_MEM_DEVICE) == cudaErrorInvalidValue);
  CHECK(rt_mem_free(p, RT_MEM_HOST) == cudaErrorInvalidValue); /* wrong kind */
  CHECK(rt_mem_free(NULL, RT_MEM_DEVICE) == cudaSuccess);
  CHECK(rt_mem_free(p, RT_MEM_DEVICE) == cudaSuccess);
  CHECK(rt_mem_free(p, RT_MEM_DEVICE) == cudaErrorInvalidValue); /* double free */
  CHECK(!rt_mem_find(p, NULL));
  CHECK(rt_mem_alloc(&p, (size_t)1 << 62, RT_MEM_DEVICE) == cudaErrorMemoryAllocation && !p);
  CHECK(rt_mem_alloc(&p, 0, RT_MEM_DEVICE) == cudaSuccess && !p);
  CHECK(rt_mem_alloc(&h, 64 << 20, RT_MEM_HOST) == cudaSuccess && h); /* mmap path */
  memset(h, 1, 64 << 20);
  CHECK(rt_mem_find((char *)h + (64 << 20) - 1, &a) && a.base == h && a.kind == RT_MEM_HOST);
  CHECK(rt_mem_free(h, RT_MEM_HOST) == cudaSuccess);
  CHECK(rt_mem_alloc(&p, 100, RT_MEM_MANAGED) == cudaSuccess);
  CHECK(rt_mem_free(p, RT_MEM_DEVICE) == cudaSuccess); /* cudaFree frees managed memory */

  size_t fr = 0, tot = 0;
  rt_mem_info(&fr, &tot);
  CHECK(tot > 0 && fr > 0 && fr <= tot);
}

/* Many live allocations, freed in a scrambled order, with lookups in between. */
static void test_mem_many(void) {
  enum { N = 2000 };
  void **ps = calloc(N, sizeof *ps);
  char *freed = calloc(N, 1);
  int ok = 1;
  for (int i = 0; i < N; i++) ok &= rt_mem_alloc(&ps[i], (size_t)(i % 97 + 1) * 16, RT_MEM_DEVICE) == cudaSuccess;
  for (int i = 0; i < N; i++) {
    rt_alloc a;
    ok &= rt_mem_find((char *)ps[i] + (i % 97) * 16, &a) && a.base == ps[i];
  }
  for (int k = 0; k < N; k++) {
    int i = (int)(((unsigned)k * 7919u) % N); /* 7919 is prime, so a permutation */
    ok &= rt_mem_free(ps[i], RT_MEM_DEVICE) == cudaSuccess;
    ok &= !rt_mem_find(ps[i], NULL);
    freed[i] = 1;
    int nb = (i + 1) % N; /* a neighbour is found exactly while it is live */
    ok &= rt_mem_find(ps[nb], NULL) == !freed[nb];
  }
  for (int i = 0; i < N; i++) ok &= rt_mem_free(ps[i], RT_MEM_DEVICE) == cudaErrorInvalidValue;
  CHECK(ok);
  free(freed);
  free(ps);
}

/* ---- errors ---- */
static void test_err(void) {
  CHECK(rt_err_get_last(1) == cudaSuccess);
  CHECK(rt_err_set(cudaErrorInvalidValue) == cudaErrorInvalidValue);
  CHECK(rt_err_set(cudaSuccess) == cudaSuccess); /* success does not clear */
  CHECK(rt_err_get_last(0) == cudaErrorInvalidValue);
  CHECK(rt_err_get_last(0) == cudaErrorInvalidValue);
  CHECK(rt_err_get_last(1) == cudaErrorInvalidValue);
  CHECK(rt_err_get_last(1) == cudaSuccess);
  CHECK(rt_err_sticky() == cudaSuccess);
  CHECK(rt_err_is_sticky_kind(cudaErrorIllegalAddress) && !rt_err_is_sticky_kind(cudaErrorInvalidValue));
}

/* rt_diag prints each distinct message once: capture stderr in a temporary file. */
static void test_diag(void) {
  FILE *tmp = tmpfile();
  char buf[512] = {0};
  int saved = dup(2);
  fflush(stderr);
  dup2(fileno(tmp), 2);
  rt_diag("unit test message %d", 1);
  rt_diag("unit test message %d", 1);
  rt_diag("unit test message %d", 2);
  fflush(stderr);
  dup2(saved, 2);
  close(saved);
  rewind(tmp);
  size_t n = fread(buf, 1, sizeof buf - 1, tmp);
  fclose(tmp);
  CHECK(n > 0 && strcmp(buf, "heddle: unit test message 1\nheddle: unit test message 2\n") == 0);
}

/* ---- streams ---- */
typedef struct order_log {
  int *seq;
  int n;
  _Atomic int freed;
} order_log;
typedef struct order_op {
  order_log *log;
  int idx;
} order_op;

static cudaError_t order_fn(void *p) {
  order_op *o = p;
  o->log->seq[o->log->n++] = o->idx; /* only the dispatcher thread writes */
  return cudaSuccess;
}

static void order_free(void *p) {
  order_op *o = p;
  atomic_fetch_add(&o->log->freed, 1);
  free(o);
}

static int enqueue_order(rt_stream *s, order_log *log, int n) {
  int ok = 1;
  for (int i = 0; i < n; i++) {
    order_op *o = malloc(sizeof *o);
    *o = (order_op){log, i};
    ok &= rt_stream_enqueue(s, order_fn, o, order_free) == cudaSuccess;
  }
  return ok;
}

static int check_order(const order_log *log, int n) {
  int ok = log->n == n && log->freed == n;
  for (int i = 0; i < log->n; i++) ok &= log->seq[i] == i;
  return ok;
}

static cudaError_t fail_fn(void *p) { return (cudaError_t)(intptr_t)p; }

static cudaError_t pool_fn(void *p) { return run_sum(50000) ? cudaSuccess : cudaErrorUnknown; }

static void test_stream_order(void) {
  enum { N = 10000 };
  order_log log = {calloc(N, sizeof(int)), 0, 0};
  rt_stream *s = rt_stream_default();
  CHECK(s && rt_stream_from_handle(NULL) == s && rt_stream_from_handle(cudaStreamLegacy) == s);
  CHECK(enqueue_order(s, &log, N));
  CHECK(rt_stream_sync(s) == cudaSuccess);
  CHECK(check_order(&log, N));
  CHECK(rt_stream_query(s) == cudaSuccess);
  free(log.seq);
}

static void test_stream_errors(void) {
  rt_stream *s = rt_stream_default();
  rt_stream_enqueue(s, fail_fn, (void *)(intptr_t)cudaErrorInvalidValue, NULL);
  rt_stream_enqueue(s, fail_fn, (void *)(intptr_t)cudaErrorNotReady, NULL);
  CHECK(rt_stream_sync(s) == cudaErrorInvalidValue); /* the first one */
  CHECK(rt_stream_sync(s) == cudaSuccess); /* reported once */
  CHECK(rt_err_sticky() == cudaSuccess); /* not a sticky kind */
  CHECK(rt_stream_enqueue(s, pool_fn, NULL, NULL) == cudaSuccess);
  CHECK(rt_stream_sync(s) == cudaSuccess); /* ops can run pool jobs */
}

static void test_stream_many(void) {
  enum { N = 3000 };
  order_log a = {calloc(N, sizeof(int)), 0, 0}, b = {calloc(N, sizeof(int)), 0, 0};
  rt_stream *s1 = rt_stream_create(), *s2 = rt_stream_create();
  CHECK(s1 && s2 && rt_stream_from_handle((cudaStream_t)s1) == s1);
  CHECK(enqueue_order(s1, &a, N) && enqueue_order(s2, &b, N));
  rt_stream_enqueue(s2, fail_fn, (void *)(intptr_t)cudaErrorInvalidValue, NULL);
  rt_stream_destroy(s1); /* returns at once; its work still runs */
  CHECK(rt_device_sync() == cudaErrorInvalidValue);
  CHECK(check_order(&a, N) && check_order(&b, N));
  CHECK(rt_stream_query(s2) == cudaSuccess);
  CHECK(rt_device_sync() == cudaSuccess);
  rt_stream_destroy(s2);
  rt_stream_destroy(rt_stream_create()); /* never started */
  free(a.seq);
  free(b.seq);
}

/* ---- device ---- */
static void test_device(void) {
  struct cudaDeviceProp p;
  int v = 0;
  memset(&p, 0, sizeof p);
  CHECK(cudaGetDeviceProperties(&p, 0) == cudaSuccess);
  CHECK(strncmp(p.name, "heddle CPU (", 12) == 0 && p.name[strlen(p.name) - 1] == ')');
  CHECK(p.warpSize == 32 && p.major == 7 && p.minor == 5 && p.maxThreadsDim[2] == 64);
  CHECK(p.multiProcessorCount == rt_pool_nworkers() && p.totalGlobalMem > 0);
  CHECK(cudaDeviceGetAttribute(&v, cudaDevAttrMaxThreadsPerBlock, 0) == cudaSuccess && v == 1024);
  CHECK(cudaDeviceGetAttribute(&v, cudaDevAttrMaxGridDimX, 0) == cudaSuccess && v == 2147483647);
  CHECK(cudaDeviceGetAttribute(&v, cudaDevAttrMaxSharedMemoryPerBlockOptin, 0) == cudaSuccess && v == 232448);
  CHECK(cudaDeviceGetAttribute(&v, cudaDevAttrClockRate, 0) == cudaSuccess && v > 0);
  CHECK(cudaDeviceGetAttribute(&v, cudaDevAttrMultiProcessorCount, 0) == cudaSuccess && v == p.multiProcessorCount);
  CHECK(cudaDeviceGetAttribute(&v, cudaDevAttrReserved92, 0) == cudaErrorInvalidValue);
  CHECK(cudaGetLastError() == cudaErrorInvalidValue);
  CHECK(cudaDeviceGetAttribute(&v, cudaDevAttrWarpSize, 1) == cudaErrorInvalidDevice);
  CHECK(cudaGetLastError() == cudaErrorInvalidDevice);
}

/* ---- cuda* wrappers ---- */
static void test_api_errors(void) {
  int n = 0;
  CHECK(strcmp(cudaGetErrorName(cudaErrorIllegalAddress), "cudaErrorIllegalAddress") == 0);
  CHECK(strcmp(cudaGetErrorName(cudaSuccess), "cudaSuccess") == 0);
  CHECK(strcmp(cudaGetErrorName(cudaErrorApiFailureBase), "cudaErrorApiFailureBase") == 0);
  CHECK(strcmp(cudaGetErrorName((cudaError_t)12345), "unrecognized error code") == 0);
  CHECK(strlen(cudaGetErrorString(cudaErrorMemoryAllocation)) > 0);
  CHECK(cudaGetDeviceCount(&n) == cudaSuccess && n == 1);
  CHECK(cudaSetDevice(0) == cudaSuccess);
  CHECK(cudaSetDevice(1) == cudaErrorInvalidDevice);
  CHECK(cudaPeekAtLastError() == cudaErrorInvalidDevice);
  CHECK(cudaGetLastError() == cudaErrorInvalidDevice);
  CHECK(cudaGetLastError() == cudaSuccess);
  CHECK(cudaDriverGetVersion(&n) == cudaSuccess && n == 13000);
  CHECK(cudaLaunchKernel((const void *)test_api_errors, (dim3){1, 1, 1}, (dim3){1, 1, 1}, NULL, 0, NULL) ==
        cudaErrorInvalidDeviceFunction);
  CHECK(cudaGetLastError() == cudaErrorInvalidDeviceFunction);
}

static void test_api_memory(void) {
  int *d = NULL, h[256], back[256], stack_var;
  for (int i = 0; i < 256; i++) h[i] = i * 3;
  CHECK(cudaMalloc((void **)&d, sizeof h) == cudaSuccess && d);
  CHECK(cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice) == cudaSuccess);
  CHECK(cudaMemcpy(back, d, sizeof h, cudaMemcpyDefault) == cudaSuccess && memcmp(back, h, sizeof h) == 0);
  CHECK(cudaMemset(d, 0, sizeof h) == cudaSuccess);
  CHECK(cudaMemcpy(back, d, sizeof h, cudaMemcpyDeviceToHost) == cudaSuccess && back[17] == 0);
  CHECK(cudaMemcpy(back, d, sizeof h, (enum cudaMemcpyKind)42) == cudaErrorInvalidMemcpyDirection);
  CHECK(cudaGetLastError() == cudaErrorInvalidMemcpyDirection);
  CHECK(cudaMemcpy(NULL, h, sizeof h, cudaMemcpyHostToDevice) == cudaErrorInvalidValue);
  CHECK(cudaMemset(NULL, 0, 4) == cudaErrorInvalidValue);
  CHECK(cudaGetLastError() == cudaErrorInvalidValue);
  CHECK(cudaMemcpy(back, d, sizeof h, cudaMemcpyDeviceToHost) == cudaSuccess); /* not sticky */
  CHECK(cudaFree(d + 1) == cudaErrorInvalidValue);
  CHECK(cudaFree(&stack_var) == cudaErrorInvalidValue);
  CHECK(cudaFree(NULL) == cudaSuccess);
  CHECK(cudaFree(d) == cudaSuccess);
  CHECK(cudaMalloc((void **)&d, (size_t)1 << 62) == cudaErrorMemoryAllocation);
  CHECK(cudaGetLastError() == cudaErrorMemoryAllocation);
  void *ph = NULL;
  CHECK(cudaHostAlloc(&ph, 4096, cudaHostAllocMapped) == cudaSuccess && ph);
  CHECK(cudaFree(ph) == cudaErrorInvalidValue); /* pinned host memory is not cudaFree's */
  CHECK(cudaFreeHost(ph) == cudaSuccess);
  CHECK(cudaMallocHost(&ph, 100) == cudaSuccess && cudaFreeHost(ph) == cudaSuccess);
  CHECK(cudaHostAlloc(&ph, 100, 0x100) == cudaErrorInvalidValue);
  size_t fr = 0, tot = 0;
  CHECK(cudaMemGetInfo(&fr, &tot) == cudaSuccess && tot > 0);
  CHECK(cudaDeviceSynchronize() == cudaSuccess);
  cudaGetLastError();
}

/* ---- sticky errors: irreversible, so this runs last ---- */
static int gone_ran;
static cudaError_t mark_fn(void *p) {
  gone_ran = 1;
  return cudaSuccess;
}

static void *other_thread_last_error(void *p) {
  *(cudaError_t *)p = cudaGetLastError();
  return NULL;
}

static void test_sticky(void) {
  rt_stream *s = rt_stream_default();
  void *d = NULL;
  rt_stream_enqueue(s, fail_fn, (void *)(intptr_t)cudaErrorIllegalAddress, NULL);
  rt_stream_enqueue(s, mark_fn, NULL, NULL);
  CHECK(cudaDeviceSynchronize() == cudaErrorIllegalAddress);
  CHECK(!gone_ran); /* work after a fault is dropped */
  CHECK(rt_err_sticky() == cudaErrorIllegalAddress);
  CHECK(cudaGetLastError() == cudaErrorIllegalAddress); /* once... */
  CHECK(cudaGetLastError() == cudaSuccess);
  CHECK(cudaPeekAtLastError() == cudaSuccess);
  CHECK(cudaMalloc(&d, 16) == cudaErrorIllegalAddress); /* ...but every call keeps failing */
  CHECK(cudaMemcpy(&d, &d, 8, cudaMemcpyHostToHost) == cudaErrorIllegalAddress);
  CHECK(cudaDeviceSynchronize() == cudaErrorIllegalAddress);
  CHECK(cudaGetLastError() == cudaErrorIllegalAddress); /* each failed call records it again (H100) */
  CHECK(cudaGetLastError() == cudaSuccess);

  cudaError_t other = cudaSuccess;
  pthread_t t;
  pthread_create(&t, NULL, other_thread_last_error, &other);
  pthread_join(t, NULL);
  CHECK(other == cudaSuccess); /* another host thread hears of it from its own calls only (H200) */
}

int main(void) {
  test_err();
  test_diag();
  test_mem_basic();
  test_mem_many();
  test_pool();
  test_stream_order();
  test_stream_errors();
  test_stream_many();
  test_device();
  test_api_errors();
  test_api_memory();
  test_sticky();
  printf("%d passed, %d failed\n", npass, nfail);
  return nfail ? 1 : 0;
}
