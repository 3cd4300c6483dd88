/* rt_device.h: the one device heddle offers (rt_device.c): its description, the settings
 * a program may record on it, cudaDeviceReset, and its occupancy model. The top of the
 * runtime besides graphs: reset reaches streams, memory, modules and errors. */
#ifndef HEDDLE_RT_DEVICE_H
#define HEDDLE_RT_DEVICE_H
#include <stddef.h>
#include <cuda_runtime_api.h>

/* A registered fatbinary holds PTX for this architecture (75: compute_75): the device reports
 * the highest as its compute capability (at least 7.5). */
void rt_device_note_arch(unsigned arch);
void rt_device_props(struct cudaDeviceProp *p);
const struct cudaDeviceProp *rt_device_props_ref(void); /* the same, not copied */
cudaError_t rt_device_attr(int *value, int attr); /* cudaDeviceGetAttribute; InvalidValue if unknown */
/* cudaDeviceSetLimit / cudaDeviceGetLimit: recorded only; InvalidValue for an unknown limit. */
cudaError_t rt_device_set_limit(int limit, size_t value);
cudaError_t rt_device_get_limit(int limit, size_t *value);
void rt_device_heap_in_use(void); /* a kernel that calls malloc was launched: the heap size is fixed */
void rt_device_set_flags(unsigned flags); /* cudaSetDeviceFlags: recorded only */
unsigned rt_device_flags(void);
void rt_device_reset(void); /* cudaDeviceReset */
/* Blocks of a kernel with attributes a that fit on one multiprocessor at once. */
int rt_device_occupancy(const struct cudaFuncAttributes *a, int block_size, size_t dyn_shared);
cudaError_t rt_device_avail_dyn_smem(const struct cudaFuncAttributes *a, int num_blocks, int block_size,
                                     size_t *out); /* cudaOccupancyAvailableDynamicSMemPerBlock */
int rt_device_num_regs(int vregs, int max_threads, int min_blocks, int maxnreg); /* numRegs to report */
#endif
