/* rt.h: the runtime's interfaces for the API layer and the module and launch files: one
 * header per layer, included here bottom first, then modules and launches. Every
 * non-static function carries the rt_ prefix. */

/* A file that includes only the headers of its own layer and those below shows what it
 * may call (the direction is written down in rt_work.c):
 *   rt_err, rt_sync, rt_mem, rt_pool    errors, waiting, allocations, the worker pool
 *   rt_stream                           in-order queues of ops
 *   rt_work                             work items: what streams and graphs run
 *   rt_event, rt_memops, rt_launch      events, copies/memsets/frees, kernels
 *   rt_graph                            graphs, executable graphs, stream capture
 *   rt_device                           the device: description, settings, reset */
#ifndef HEDDLE_RT_H
#define HEDDLE_RT_H
#include <stddef.h>
#include <stdint.h>
#include <cuda_runtime_api.h> /* toolkit header: enum and struct layouts of the ABI */
#include "rt_err.h"
#include "rt_sync.h"
#include "rt_mem.h"
#include "rt_pool.h"
#include "rt_stream.h"
#include "rt_work.h"
#include "rt_event.h"
#include "rt_memops.h"
#include "rt_graph.h"
#include "rt_device.h"

typedef struct rt_module rt_module;
typedef struct rt_func rt_func;

/* ---- modules and launches (rt_module.c, rt_launch.c) ---- */
rt_module *rt_module_register(const void *fatbin_wrapper);
void rt_module_unregister(rt_module *m);
void rt_module_add_func(rt_module *m, const void *host_fun, const char *device_name);
void rt_module_add_var(rt_module *m, void *host_var, const char *device_name, size_t size, int constant, int managed);
rt_func *rt_func_lookup(const void *host_fun); /* host stub or a cudaKernel_t handle */
void rt_module_reset_globals(void); /* cudaDeviceReset: variables back to their initializers */
/* coop: a cooperative launch (too many blocks to be resident at once: TooLarge) */
cudaError_t rt_launch(rt_func *f, dim3 grid, dim3 block, void **args, size_t shmem, cudaStream_t stream, int coop);
/* Device address and size of a __device__/__constant__/__managed__ variable from its host
 * shadow (translating its module if needed); cudaErrorInvalidSymbol if unknown. */
cudaError_t rt_symbol_lookup(const void *host_var, void **dev, size_t *size);
/* cudaFuncGetAttributes / cudaFuncSetAttribute for a registered kernel. */
cudaError_t rt_func_get_attrs(rt_func *f, struct cudaFuncAttributes *a);
cudaError_t rt_func_set_attr(rt_func *f, enum cudaFuncAttribute attr, int value);

/* Kernel work (rt_launch.c): checks the launch configuration as a GPU does and copies the
 * arguments; the item carries the kernel's own rt_work_ops. */
cudaError_t rt_kernel_work(rt_work *w, rt_func *f, dim3 grid, dim3 block, void **args, size_t shmem);
cudaError_t rt_kernel_run(const rt_work *w);
cudaError_t rt_kernels_run(const rt_work *w, int n); /* n kernels in order, as one pool job */
#endif
