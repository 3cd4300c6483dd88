/* cuda_launch.c: the kernel entry points: launches, __device__/__constant__/__managed__
 * symbols (their addresses, sizes and copies), kernel attributes and occupancy. Checked
 * here; done by the runtime (rt_launch.c, rt_module.c, rt_device.c). */
#include "cuda_api.h"

/* ---- launch ---- */
cudaError_t cudaLaunchKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem,
                             cudaStream_t stream) {
  RETURN_IF_STICKY();
  rt_func *f = rt_func_lookup(func);
  if (!f) return rt_err_set(cudaErrorInvalidDeviceFunction);
  return rt_err_set(rt_launch(f, gridDim, blockDim, args, sharedMem, stream, 0));
}

/* Every block resident at once (rt_fiber.c): a grid larger than the occupancy calculator
 * allows on this device's multiprocessors is cudaErrorCooperativeLaunchTooLarge. */
cudaError_t cudaLaunchCooperativeKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem,
                                        cudaStream_t stream) {
  RETURN_IF_STICKY();
  rt_func *f = rt_func_lookup(func);
  if (!f) return rt_err_set(cudaErrorInvalidDeviceFunction);
  return rt_err_set(rt_launch(f, gridDim, blockDim, args, sharedMem, stream, 1));
}

/* cudaLaunchKernelEx (the C++ template calls this): attributes that change scheduling or
 * caching have no effect on a CPU; the cooperative attribute is a cooperative launch;
 * clusters are not supported. */
cudaError_t cudaLaunchKernelExC(const cudaLaunchConfig_t *config, const void *func, void **args) {
  RETURN_IF_STICKY();
  if (!config) return rt_err_set(cudaErrorInvalidValue);
  int coop = 0;
  for (unsigned i = 0; i < config->numAttrs; i++) {
    const cudaLaunchAttribute *a = &config->attrs[i];
    if (a->id == cudaLaunchAttributeCooperative) coop = a->val.cooperative != 0;
    if (a->id == cudaLaunchAttributeClusterDimension &&
        (a->val.clusterDim.x > 1 || a->val.clusterDim.y > 1 || a->val.clusterDim.z > 1))
      return rt_unsupported("cudaLaunchKernelExC with cluster launch attributes");
  }
  return coop
      ? cudaLaunchCooperativeKernel(func, config->gridDim, config->blockDim, args, config->dynamicSmemBytes,
                                    config->stream)
      : cudaLaunchKernel(func, config->gridDim, config->blockDim, args, config->dynamicSmemBytes, config->stream);
}

/* ---- symbols (__device__, __constant__, __managed__ variables) ---- */
/* The device address of [offset, offset+count) of a variable, for a copy in direction kind
 * (to the variable if to_symbol). */
static cudaError_t symbol_range(const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind,
                                int to_symbol, char **p) {
  enum cudaMemcpyKind host = to_symbol ? cudaMemcpyHostToDevice : cudaMemcpyDeviceToHost;
  if (kind != host && kind != cudaMemcpyDeviceToDevice && kind != cudaMemcpyDefault)
    return cudaErrorInvalidMemcpyDirection;
  void *dev;
  size_t size;
  cudaError_t e = rt_symbol_lookup(symbol, &dev, &size);
  if (e != cudaSuccess) return e;
  if (offset > size || count > size - offset) return cudaErrorInvalidValue;
  *p = (char *)dev + offset;
  return cudaSuccess;
}

/* A synchronous copy to (to_symbol) or from a variable; other is the host side. */
static cudaError_t symbol_copy(const void *symbol, void *other, size_t count, size_t offset, enum cudaMemcpyKind kind,
                               int to_symbol) {
  RETURN_IF_STICKY();
  char *p;
  cudaError_t e = symbol_range(symbol, count, offset, kind, to_symbol, &p);
  if (e != cudaSuccess) return rt_err_set(e);
  if (count && !other) return rt_err_set(cudaErrorInvalidValue);
  RETURN_IF_CAPTURE_FORBIDS(rt_stream_null(), 0);
  return rt_err_set(to_symbol ? rt_memcpy_sync(p, other, count) : rt_memcpy_sync(other, p, count));
}

cudaError_t cudaMemcpyToSymbol(const void *symbol, const void *src, size_t count, size_t offset,
                               enum cudaMemcpyKind kind) {
  return symbol_copy(symbol, (void *)src, count, offset, kind, 1);
}

cudaError_t cudaMemcpyFromSymbol(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind) {
  return symbol_copy(symbol, dst, count, offset, kind, 0);
}

/* The symbol copies on a stream: ordinary asynchronous copies to or from the variable. */
static cudaError_t symbol_copy_async(const void *symbol, void *other, size_t count, size_t offset,
                                     enum cudaMemcpyKind kind, int to_symbol, cudaStream_t stream) {
  RETURN_IF_STICKY();
  char *p;
  cudaError_t e = symbol_range(symbol, count, offset, kind, to_symbol, &p);
  if (e != cudaSuccess) return rt_err_set(e);
  return to_symbol ? cudaMemcpyAsync(p, other, count, kind, stream) : cudaMemcpyAsync(other, p, count, kind, stream);
}

cudaError_t cudaMemcpyToSymbolAsync(const void *symbol, const void *src, size_t count, size_t offset,
                                    enum cudaMemcpyKind kind, cudaStream_t stream) {
  return symbol_copy_async(symbol, (void *)src, count, offset, kind, 1, stream);
}

cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const void *symbol, size_t count, size_t offset,
                                      enum cudaMemcpyKind kind, cudaStream_t stream) {
  return symbol_copy_async(symbol, dst, count, offset, kind, 0, stream);
}

cudaError_t cudaGetSymbolAddress(void **devPtr, const void *symbol) {
  RETURN_IF_STICKY();
  size_t size;
  if (!devPtr) return rt_err_set(cudaErrorInvalidValue);
  return rt_err_set(rt_symbol_lookup(symbol, devPtr, &size));
}

cudaError_t cudaGetSymbolSize(size_t *size, const void *symbol) {
  RETURN_IF_STICKY();
  void *dev;
  if (!size) return rt_err_set(cudaErrorInvalidValue);
  return rt_err_set(rt_symbol_lookup(symbol, &dev, size));
}

/* ---- kernel attributes ---- */
cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *attr, const void *func) {
  RETURN_IF_STICKY();
  rt_func *f = rt_func_lookup(func);
  if (!f) return rt_err_set(cudaErrorInvalidDeviceFunction);
  if (!attr) return rt_err_set(cudaErrorInvalidValue);
  return rt_err_set(rt_func_get_attrs(f, attr));
}

cudaError_t cudaFuncSetAttribute(const void *func, enum cudaFuncAttribute attr, int value) {
  RETURN_IF_STICKY();
  rt_func *f = rt_func_lookup(func);
  if (!f) return rt_err_set(cudaErrorInvalidDeviceFunction);
  return rt_err_set(rt_func_set_attr(f, attr, value));
}

cudaError_t cudaFuncSetCacheConfig(const void *func, enum cudaFuncCache cacheConfig) {
  RETURN_IF_STICKY();
  (void)cacheConfig;
  return rt_func_lookup(func) ? cudaSuccess : rt_err_set(cudaErrorInvalidDeviceFunction);
}

/* ---- occupancy (rt_device_occupancy: the virtual device's model) ---- */
cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, const void *func, int blockSize,
                                                                   size_t dynamicSMemSize, unsigned int flags) {
  RETURN_IF_STICKY();
  if (!numBlocks || blockSize <= 0 || (flags & ~(unsigned)cudaOccupancyDisableCachingOverride))
    return rt_err_set(cudaErrorInvalidValue);
  rt_func *f = rt_func_lookup(func);
  if (!f) return rt_err_set(cudaErrorInvalidDeviceFunction);
  struct cudaFuncAttributes a;
  cudaError_t e = rt_func_get_attrs(f, &a);
  if (e != cudaSuccess) return rt_err_set(e);
  *numBlocks = rt_device_occupancy(&a, blockSize, dynamicSMemSize);
  return cudaSuccess;
}

cudaError_t cudaOccupancyAvailableDynamicSMemPerBlock(size_t *dynamicSmemSize, const void *func, int numBlocks,
                                                      int blockSize) {
  RETURN_IF_STICKY();
  if (!dynamicSmemSize) return rt_err_set(cudaErrorInvalidValue);
  rt_func *f = rt_func_lookup(func);
  if (!f) return rt_err_set(cudaErrorInvalidDeviceFunction);
  struct cudaFuncAttributes a;
  cudaError_t e = rt_func_get_attrs(f, &a);
  if (e != cudaSuccess) return rt_err_set(e);
  return rt_err_set(rt_device_avail_dyn_smem(&a, numBlocks, blockSize, dynamicSmemSize));
}

cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, const void *func, int blockSize,
                                                          size_t dynamicSMemSize) {
  return cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, func, blockSize, dynamicSMemSize, 0);
}
