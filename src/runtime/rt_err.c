/* rt_err.c: the runtime's two error channels, as CUDA has them: a per-host-thread
 * "last error" (cudaGetLastError/cudaPeekAtLastError) and a process-wide sticky error
 * left by a faulting kernel. Also rt_diag, user diagnostics printed once each. */
#include "rt_err.h"
#include "util.h"
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>

static _Thread_local cudaError_t last_err;
static _Atomic int sticky_err;

static void (*_Atomic api_hook)(cudaError_t err, const char *call);

void rt_err_on_api_error(void (*hook)(cudaError_t err, const char *call)) { atomic_store(&api_hook, hook); }

cudaError_t rt_err_set_in(cudaError_t err, const char *func) {
  if (err != cudaSuccess) {
    last_err = err;
    void (*hook)(cudaError_t, const char *) = atomic_load_explicit(&api_hook, memory_order_relaxed);
    if (hook && !strncmp(func, "cuda", 4)) hook(err, func);
  }
  return err;
}

/* The error queries never look at the sticky error themselves: on a GPU a fault reaches
 * the last error only when another call (a synchronization, a launch, a cudaMalloc, ...)
 * returns it, however long after the fault cudaGetLastError is called (measured on an
 * H200: docs/MEASUREMENTS.md). */
cudaError_t rt_err_get_last(int clear) {
  cudaError_t e = last_err;
  if (clear) last_err = cudaSuccess;
  return e;
}

void rt_err_set_sticky(cudaError_t err) {
  int expected = cudaSuccess;
  if (err == cudaSuccess) return;
  atomic_compare_exchange_strong(&sticky_err, &expected, (int)err);
}

void rt_err_reset(void) {
  atomic_store(&sticky_err, cudaSuccess);
  last_err = cudaSuccess;
}

cudaError_t rt_err_sticky(void) { return (cudaError_t)atomic_load_explicit(&sticky_err, memory_order_acquire); }

int rt_err_is_sticky_kind(cudaError_t err) {
  switch (err) {
  case cudaErrorIllegalAddress:
  case cudaErrorLaunchFailure:
  case cudaErrorAssert:
  case cudaErrorHardwareStackError:
  case cudaErrorIllegalInstruction:
  case cudaErrorMisalignedAddress:
  case cudaErrorInvalidAddressSpace:
  case cudaErrorInvalidPc:
  case cudaErrorLaunchTimeout:
  case cudaErrorECCUncorrectable:
  case cudaErrorContained: return 1;
  default: return 0;
  }
}

/* ---- diagnostics, deduplicated by a hash of the formatted text ---- */
enum { DIAG_SEEN_MAX = 512 };
static pthread_mutex_t diag_mu = PTHREAD_MUTEX_INITIALIZER;
static uint64_t diag_seen[DIAG_SEEN_MAX];
static int diag_nseen;

/* Returns 1 if msg was not printed before (and remembers it). Call with diag_mu held.
 * When the table is full, everything new prints: better repeated than silent. */
static int diag_first_time(const char *msg) {
  uint64_t h = util_hash64(msg, strlen(msg), 0);
  for (int i = 0; i < diag_nseen; i++)
    if (diag_seen[i] == h) return 0;
  if (diag_nseen < DIAG_SEEN_MAX) diag_seen[diag_nseen++] = h;
  return 1;
}

void rt_diag(const char *fmt, ...) {
  char msg[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  size_t n = strlen(msg);
  while (n > 0 && msg[n - 1] == '\n') msg[--n] = '\0';
  pthread_mutex_lock(&diag_mu);
  if (diag_first_time(msg)) util_say(msg);
  pthread_mutex_unlock(&diag_mu);
}

/* The generated weak stubs (tools/mkstubs.sh) for entry points heddle lacks end here. */
cudaError_t rt_unsupported(const char *name) {
  rt_diag("%s is not supported by heddle yet", name);
  return rt_err_set(cudaErrorNotSupported);
}
