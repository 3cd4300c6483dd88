/* cuda_memory.c: the memory entry points: allocation (device, pinned, managed, pitched,
 * registered, stream-ordered, the default pool), copies and memsets, unified-memory hints
 * and pointer queries; the work is done by rt_mem.c and rt_memops.c. */
#include "cuda_api.h"
#include <string.h>

/* ---- allocation ---- */
cudaError_t cudaMalloc(void **devPtr, size_t size) {
  RETURN_IF_STICKY();
  RETURN_IF_CAPTURE_FORBIDS(NULL, 1);
  return rt_err_set(rt_mem_alloc(devPtr, size, RT_MEM_DEVICE));
}

/* Kernels may still be using the memory: cudaFree waits for the device first. */
cudaError_t cudaFree(void *devPtr) {
  RETURN_IF_STICKY();
  if (!devPtr) return cudaSuccess;
  RETURN_IF_CAPTURE_FORBIDS(NULL, 1);
  return rt_err_set(rt_free_sync(devPtr, RT_MEM_DEVICE));
}

cudaError_t cudaMallocHost(void **ptr, size_t size) {
  RETURN_IF_STICKY();
  RETURN_IF_CAPTURE_FORBIDS(NULL, 1);
  return rt_err_set(rt_mem_alloc(ptr, size, RT_MEM_HOST));
}

cudaError_t cudaHostAlloc(void **pHost, size_t size, unsigned int flags) {
  const unsigned known = cudaHostAllocPortable | cudaHostAllocMapped | cudaHostAllocWriteCombined;
  RETURN_IF_STICKY();
  RETURN_IF_CAPTURE_FORBIDS(NULL, 1);
  if (flags & ~known) return rt_err_set(cudaErrorInvalidValue);
  return rt_err_set(rt_mem_alloc(pHost, size, RT_MEM_HOST));
}

cudaError_t cudaFreeHost(void *ptr) {
  RETURN_IF_STICKY();
  if (!ptr) return cudaSuccess;
  RETURN_IF_CAPTURE_FORBIDS(NULL, 1);
  return rt_err_set(rt_free_sync(ptr, RT_MEM_HOST));
}

cudaError_t cudaMallocManaged(void **devPtr, size_t size, unsigned int flags) {
  RETURN_IF_STICKY();
  if (!devPtr || (flags != cudaMemAttachGlobal && flags != cudaMemAttachHost)) return rt_err_set(cudaErrorInvalidValue);
  RETURN_IF_CAPTURE_FORBIDS(NULL, 1);
  return rt_err_set(rt_mem_alloc(devPtr, size, RT_MEM_MANAGED));
}

cudaError_t cudaMallocPitch(void **devPtr, size_t *pitch, size_t width, size_t height) {
  RETURN_IF_STICKY();
  if (!devPtr || !pitch) return rt_err_set(cudaErrorInvalidValue);
  RETURN_IF_CAPTURE_FORBIDS(NULL, 1);
  return rt_err_set(rt_mem_alloc_pitch(devPtr, pitch, width, height));
}

cudaError_t cudaMalloc3D(struct cudaPitchedPtr *pitchedDevPtr, struct cudaExtent extent) {
  RETURN_IF_STICKY();
  if (!pitchedDevPtr) return rt_err_set(cudaErrorInvalidValue);
  void *p = NULL;
  size_t pitch = 0, h = extent.height * extent.depth;
  cudaError_t e = cudaMallocPitch(&p, &pitch, extent.width, h ? h : 1);
  if (e != cudaSuccess) return e;
  *pitchedDevPtr = (struct cudaPitchedPtr){p, pitch, extent.width, extent.height};
  return cudaSuccess;
}

/* Host memory is device memory here: registering only records the range, so that pointer
 * queries and double registrations answer as on a GPU. */
cudaError_t cudaHostRegister(void *ptr, size_t size, unsigned int flags) {
  RETURN_IF_STICKY();
  RETURN_IF_CAPTURE_FORBIDS(NULL, 1);
  const unsigned known = cudaHostRegisterPortable | cudaHostRegisterMapped | cudaHostRegisterIoMemory |
      cudaHostRegisterReadOnly;
  if (flags & ~known) return rt_err_set(cudaErrorInvalidValue);
  return rt_err_set(rt_mem_register(ptr, size));
}

cudaError_t cudaHostUnregister(void *ptr) {
  RETURN_IF_STICKY();
  RETURN_IF_CAPTURE_FORBIDS(NULL, 1);
  return rt_err_set(rt_mem_unregister(ptr));
}

cudaError_t cudaHostGetDevicePointer(void **pDevice, void *pHost, unsigned int flags) {
  RETURN_IF_STICKY();
  rt_alloc a;
  if (!pDevice || !pHost || flags || !rt_mem_find(pHost, &a) || a.kind == RT_MEM_DEVICE)
    return rt_err_set(cudaErrorInvalidValue);
  *pDevice = pHost;
  return cudaSuccess;
}

cudaError_t cudaMemGetInfo(size_t *free, size_t *total) {
  RETURN_IF_STICKY();
  if (!free || !total) return rt_err_set(cudaErrorInvalidValue);
  rt_mem_info(free, total);
  return cudaSuccess;
}

cudaError_t cudaPointerGetAttributes(struct cudaPointerAttributes *attributes, const void *ptr) {
  RETURN_IF_STICKY();
  if (!attributes) return rt_err_set(cudaErrorInvalidValue);
  rt_alloc a;
  memset(attributes, 0, sizeof *attributes);
  attributes->device = 0;
  if (!rt_mem_find(ptr, &a)) {
    attributes->type = cudaMemoryTypeUnregistered;
    attributes->device = -2;
    return cudaSuccess;
  }
  attributes->type = a.kind == RT_MEM_DEVICE ? cudaMemoryTypeDevice
      : a.kind == RT_MEM_MANAGED             ? cudaMemoryTypeManaged
                                             : cudaMemoryTypeHost;
  attributes->devicePointer = (void *)ptr;
  attributes->hostPointer = a.kind == RT_MEM_DEVICE ? NULL : (void *)ptr;
  return cudaSuccess;
}

/* ---- synchronous copies and memsets: after the NULL stream's work ---- */
static int memcpy_kind_ok(enum cudaMemcpyKind kind) {
  return kind == cudaMemcpyHostToHost || kind == cudaMemcpyHostToDevice || kind == cudaMemcpyDeviceToHost ||
      kind == cudaMemcpyDeviceToDevice || kind == cudaMemcpyDefault;
}

/* Device memory is host memory, so every kind is the same copy. On the legacy default
 * stream a copy waits for the work queued before it. */
cudaError_t cudaMemcpy(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind) {
  RETURN_IF_STICKY();
  if (!memcpy_kind_ok(kind)) return rt_err_set(cudaErrorInvalidMemcpyDirection);
  if (count == 0) return cudaSuccess;
  if (!dst || !src) return rt_err_set(cudaErrorInvalidValue);
  RETURN_IF_CAPTURE_FORBIDS(rt_stream_null(), 0);
  return rt_err_set(rt_memcpy_sync(dst, src, count));
}

cudaError_t cudaMemset(void *devPtr, int value, size_t count) {
  RETURN_IF_STICKY();
  if (count == 0) return cudaSuccess;
  if (!devPtr) return rt_err_set(cudaErrorInvalidValue);
  RETURN_IF_CAPTURE_FORBIDS(rt_stream_null(), 0);
  return rt_err_set(rt_memset_sync(devPtr, value, count));
}

cudaError_t cudaMemcpyPeer(void *dst, int dstDevice, const void *src, int srcDevice, size_t count) {
  if (dstDevice != 0 || srcDevice != 0) return rt_err_set(cudaErrorInvalidDevice);
  return cudaMemcpy(dst, src, count, cudaMemcpyDeviceToDevice);
}

/* ---- asynchronous copies and memsets ---- */
cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream) {
  RETURN_IF_STICKY();
  rt_stream *s;
  GET_STREAM_OR_RETURN(stream, &s);
  if (!memcpy_kind_ok(kind)) return rt_err_set(cudaErrorInvalidMemcpyDirection);
  if (!count) return cudaSuccess;
  if (!dst || !src) return rt_err_set(cudaErrorInvalidValue);
  return rt_err_set(rt_copy_submit(s, dst, count, src, count, count, 1, kind));
}

cudaError_t cudaMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height,
                              enum cudaMemcpyKind kind, cudaStream_t stream) {
  RETURN_IF_STICKY();
  rt_stream *s;
  GET_STREAM_OR_RETURN(stream, &s);
  if (!memcpy_kind_ok(kind)) return rt_err_set(cudaErrorInvalidMemcpyDirection);
  if (width > dpitch || width > spitch) return rt_err_set(cudaErrorInvalidPitchValue);
  if (!width || !height) return cudaSuccess;
  if (!dst || !src) return rt_err_set(cudaErrorInvalidValue);
  return rt_err_set(rt_copy_submit(s, dst, dpitch, src, spitch, width, height, kind));
}

cudaError_t cudaMemcpy3DAsync(const struct cudaMemcpy3DParms *p, cudaStream_t stream) {
  RETURN_IF_STICKY();
  rt_stream *s;
  GET_STREAM_OR_RETURN(stream, &s);
  return rt_err_set(rt_copy3d_submit(s, p));
}

cudaError_t cudaMemsetAsync(void *devPtr, int value, size_t count, cudaStream_t stream) {
  RETURN_IF_STICKY();
  rt_stream *s;
  GET_STREAM_OR_RETURN(stream, &s);
  if (!count) return cudaSuccess;
  if (!devPtr) return rt_err_set(cudaErrorInvalidValue);
  return rt_err_set(rt_memset_submit(s, devPtr, count, 0, value, count, 1, 1));
}

cudaError_t cudaMemset2DAsync(void *devPtr, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream) {
  RETURN_IF_STICKY();
  rt_stream *s;
  GET_STREAM_OR_RETURN(stream, &s);
  if (width > pitch) return rt_err_set(cudaErrorInvalidPitchValue);
  if (!width || !height) return cudaSuccess;
  if (!devPtr) return rt_err_set(cudaErrorInvalidValue);
  return rt_err_set(rt_memset_submit(s, devPtr, pitch, 0, value, width, height, 1));
}

/* A 3D memset is depth 2D memsets of pitch x ysize slices. */
cudaError_t cudaMemset3DAsync(struct cudaPitchedPtr p, int value, struct cudaExtent extent, cudaStream_t stream) {
  RETURN_IF_STICKY();
  rt_stream *s;
  GET_STREAM_OR_RETURN(stream, &s);
  if (extent.width > p.pitch) return rt_err_set(cudaErrorInvalidValue);
  if (!extent.width || !extent.height || !extent.depth) return cudaSuccess;
  if (!p.ptr) return rt_err_set(cudaErrorInvalidValue);
  size_t slice = p.pitch * (p.ysize ? p.ysize : extent.height);
  return rt_err_set(rt_memset_submit(s, p.ptr, p.pitch, slice, value, extent.width, extent.height, extent.depth));
}

/* The synchronous 2D and 3D forms: the asynchronous ones on the NULL stream, then waiting. */
cudaError_t cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height,
                         enum cudaMemcpyKind kind) {
  RETURN_IF_STICKY();
  RETURN_IF_CAPTURE_FORBIDS(rt_stream_null(), 0);
  cudaError_t e = cudaMemcpy2DAsync(dst, dpitch, src, spitch, width, height, kind, 0);
  return e != cudaSuccess ? e : rt_err_set(rt_stream_sync_null());
}

cudaError_t cudaMemcpy3D(const struct cudaMemcpy3DParms *p) {
  RETURN_IF_STICKY();
  RETURN_IF_CAPTURE_FORBIDS(rt_stream_null(), 0);
  cudaError_t e = cudaMemcpy3DAsync(p, 0);
  return e != cudaSuccess ? e : rt_err_set(rt_stream_sync_null());
}

cudaError_t cudaMemset2D(void *devPtr, size_t pitch, int value, size_t width, size_t height) {
  RETURN_IF_STICKY();
  RETURN_IF_CAPTURE_FORBIDS(rt_stream_null(), 0);
  cudaError_t e = cudaMemset2DAsync(devPtr, pitch, value, width, height, 0);
  return e != cudaSuccess ? e : rt_err_set(rt_stream_sync_null());
}

cudaError_t cudaMemset3D(struct cudaPitchedPtr p, int value, struct cudaExtent extent) {
  RETURN_IF_STICKY();
  RETURN_IF_CAPTURE_FORBIDS(rt_stream_null(), 0);
  cudaError_t e = cudaMemset3DAsync(p, value, extent, 0);
  return e != cudaSuccess ? e : rt_err_set(rt_stream_sync_null());
}

struct cudaChannelFormatDesc cudaCreateChannelDesc(int x, int y, int z, int w, enum cudaChannelFormatKind f) {
  struct cudaChannelFormatDesc d = {x, y, z, w, f};
  return d;
}

/* ---- the stream-ordered allocator ----
 * One default pool per device, the only pool: memory from the same allocator as
 * cudaMalloc, tagged so the pool can report its usage. cudaMallocAsync allocates when
 * called (earlier than the stream reaches it, which no program can tell apart);
 * cudaFreeAsync frees when the stream gets there. */
static const int default_pool; /* its address is the cudaMemPool_t handle */
#define DEFAULT_POOL ((cudaMemPool_t)(uintptr_t)&default_pool)

cudaError_t cudaDeviceGetDefaultMemPool(cudaMemPool_t *memPool, int device) {
  if (!memPool) return rt_err_set(cudaErrorInvalidValue);
  if (device != 0) return rt_err_set(cudaErrorInvalidDevice);
  *memPool = DEFAULT_POOL;
  return cudaSuccess;
}

cudaError_t cudaDeviceGetMemPool(cudaMemPool_t *memPool, int device) {
  return cudaDeviceGetDefaultMemPool(memPool, device);
}

cudaError_t cudaDeviceSetMemPool(int device, cudaMemPool_t memPool) {
  if (device != 0) return rt_err_set(cudaErrorInvalidDevice);
  return memPool == DEFAULT_POOL ? cudaSuccess : rt_err_set(cudaErrorInvalidValue);
}

cudaError_t cudaMemPoolGetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value) {
  if (memPool != DEFAULT_POOL || !value) return rt_err_set(cudaErrorInvalidValue);
  return rt_err_set(rt_mem_pool_get_attr((int)attr, value));
}

cudaError_t cudaMemPoolSetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value) {
  if (memPool != DEFAULT_POOL || !value) return rt_err_set(cudaErrorInvalidValue);
  return rt_err_set(rt_mem_pool_set_attr((int)attr, value));
}

cudaError_t cudaMemPoolTrimTo(cudaMemPool_t memPool, size_t minBytesToKeep) {
  (void)minBytesToKeep; /* freed memory goes back at once: nothing is held */
  return memPool == DEFAULT_POOL ? cudaSuccess : rt_err_set(cudaErrorInvalidValue);
}

cudaError_t cudaMallocAsync(void **devPtr, size_t size, cudaStream_t hStream) {
  RETURN_IF_STICKY();
  rt_stream *s;
  GET_STREAM_OR_RETURN(hStream, &s);
  if (!devPtr) return rt_err_set(cudaErrorInvalidValue);
  return rt_err_set(rt_malloc_async(s, devPtr, size));
}

cudaError_t cudaMallocFromPoolAsync(void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream) {
  if (memPool != DEFAULT_POOL) return rt_err_set(cudaErrorInvalidValue);
  return cudaMallocAsync(ptr, size, stream);
}

cudaError_t cudaFreeAsync(void *devPtr, cudaStream_t hStream) {
  RETURN_IF_STICKY();
  rt_stream *s;
  GET_STREAM_OR_RETURN(hStream, &s);
  if (!devPtr) return cudaSuccess;
  if (!rt_mem_is_device_base(devPtr)) return rt_err_set(cudaErrorInvalidValue);
  return rt_err_set(rt_free_async(s, devPtr));
}

/* ---- unified memory hints ----
 * One memory serves host and device, so prefetching moves nothing; both check their range
 * as a GPU does (it must lie in one managed allocation) and are recorded for
 * cudaMemRangeGetAttribute. */
static int location_ok(struct cudaMemLocation l) {
  return (l.type == cudaMemLocationTypeDevice && l.id == 0) || l.type == cudaMemLocationTypeHost ||
      l.type == cudaMemLocationTypeHostNuma || l.type == cudaMemLocationTypeHostNumaCurrent;
}

static int location_id(struct cudaMemLocation l) {
  return l.type == cudaMemLocationTypeDevice ? l.id : cudaCpuDeviceId;
}

cudaError_t cudaMemPrefetchAsync(const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags,
                                 cudaStream_t stream) {
  RETURN_IF_STICKY();
  rt_advice a;
  if (!rt_stream_valid(stream)) return rt_err_set(cudaErrorInvalidResourceHandle);
  if (!location_ok(location) || flags || !rt_mem_advice(devPtr, count, NULL, &a))
    return rt_err_set(cudaErrorInvalidValue);
  a.last_prefetch = location_id(location);
  rt_mem_advice(devPtr, count, &a, NULL);
  return cudaSuccess;
}

cudaError_t cudaMemAdvise(const void *devPtr, size_t count, enum cudaMemoryAdvise advice,
                          struct cudaMemLocation location) {
  RETURN_IF_STICKY();
  rt_advice a;
  if (!rt_mem_advice(devPtr, count, NULL, &a) || advice < cudaMemAdviseSetReadMostly ||
      advice > cudaMemAdviseUnsetAccessedBy)
    return rt_err_set(cudaErrorInvalidValue);
  if (advice != cudaMemAdviseSetReadMostly && advice != cudaMemAdviseUnsetReadMostly && !location_ok(location))
    return rt_err_set(cudaErrorInvalidDevice);
  int bit = location.type == cudaMemLocationTypeDevice ? 1 : 2;
  switch (advice) {
  case cudaMemAdviseSetReadMostly: a.read_mostly = 1; break;
  case cudaMemAdviseUnsetReadMostly: a.read_mostly = 0; break;
  case cudaMemAdviseSetPreferredLocation: a.preferred = location_id(location); break;
  case cudaMemAdviseUnsetPreferredLocation: a.preferred = cudaInvalidDeviceId; break;
  case cudaMemAdviseSetAccessedBy: a.accessed_by |= bit; break;
  default: a.accessed_by &= ~bit; break;
  }
  rt_mem_advice(devPtr, count, &a, NULL);
  return cudaSuccess;
}

static int location_type(int id) {
  return id == cudaInvalidDeviceId ? cudaMemLocationTypeInvalid
      : id == cudaCpuDeviceId      ? cudaMemLocationTypeHost
                                   : cudaMemLocationTypeDevice;
}

cudaError_t cudaMemRangeGetAttribute(void *data, size_t dataSize, enum cudaMemRangeAttribute attribute,
                                     const void *devPtr, size_t count) {
  RETURN_IF_STICKY();
  rt_advice a;
  if (!data || dataSize < 4 || dataSize % 4 || !rt_mem_advice(devPtr, count, NULL, &a))
    return rt_err_set(cudaErrorInvalidValue);
  int *out = data;
  if (attribute != cudaMemRangeAttributeAccessedBy && dataSize != 4) return rt_err_set(cudaErrorInvalidValue);
  switch (attribute) {
  case cudaMemRangeAttributeReadMostly: *out = a.read_mostly; break;
  case cudaMemRangeAttributePreferredLocation: *out = a.preferred; break;
  case cudaMemRangeAttributeLastPrefetchLocation: *out = a.last_prefetch; break;
  case cudaMemRangeAttributePreferredLocationType: *out = location_type(a.preferred); break;
  case cudaMemRangeAttributePreferredLocationId: *out = a.preferred; break;
  case cudaMemRangeAttributeLastPrefetchLocationType: *out = location_type(a.last_prefetch); break;
  case cudaMemRangeAttributeLastPrefetchLocationId: *out = a.last_prefetch; break;
  case cudaMemRangeAttributeAccessedBy: {
    size_t k = 0, n = dataSize / 4;
    if ((a.accessed_by & 1) && k < n) out[k++] = 0;
    if ((a.accessed_by & 2) && k < n) out[k++] = cudaCpuDeviceId;
    while (k < n) out[k++] = cudaInvalidDeviceId;
    break;
  }
  default: return rt_err_set(cudaErrorInvalidValue);
  }
  return cudaSuccess;
}

cudaError_t cudaMemRangeGetAttributes(void **data, size_t *dataSizes, enum cudaMemRangeAttribute *attributes,
                                      size_t numAttributes, const void *devPtr, size_t count) {
  if (!data || !dataSizes || !attributes || !numAttributes) return rt_err_set(cudaErrorInvalidValue);
  for (size_t i = 0; i < numAttributes; i++) {
    cudaError_t e = cudaMemRangeGetAttribute(data[i], dataSizes[i], attributes[i], devPtr, count);
    if (e != cudaSuccess) return e;
  }
  return cudaSuccess;
}
