/* rt_err.h: the runtime's error channels and user diagnostics (rt_err.c), the bottom layer:
 * it calls nothing else in the runtime. */
#ifndef HEDDLE_RT_ERR_H
#define HEDDLE_RT_ERR_H
#include <cuda_runtime_api.h> /* toolkit header: enum and struct layouts of the ABI */

/* CUDA has two kinds: a per-host-thread "last error" that cudaGetLastError returns and
 * clears, and a process-wide sticky error (a kernel faulted) that every later call keeps
 * returning. rt_err_set records err as the thread's last error and returns it. */
cudaError_t rt_err_set_in(cudaError_t err, const char *func);
/* func: the calling function; a failing cuda* entry point is reported to the hook (heddle
 * check reports API errors) */
#define rt_err_set(err) rt_err_set_in((err), __func__)
void rt_err_on_api_error(void (*hook)(cudaError_t err, const char *call));
cudaError_t rt_err_get_last(int clear);
void rt_err_set_sticky(cudaError_t err); /* also sets last error */
cudaError_t rt_err_sticky(void); /* cudaSuccess if none */
void rt_err_reset(void); /* cudaDeviceReset: no sticky error, no last error */
cudaError_t rt_unsupported(const char *name); /* diagnostic + cudaErrorNotSupported */
/* Errors that leave the context unusable (a kernel faulted, asserted, ...). A sticky error
 * is reported once by each host thread's cudaGetLastError, and returned by every call. */
int rt_err_is_sticky_kind(cudaError_t err);
/* Report a user-facing diagnostic ("heddle: ...") on stderr, once per distinct message key. */
void rt_diag(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
#endif
