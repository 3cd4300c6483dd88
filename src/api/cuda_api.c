/* cuda_api.c: the cuda* entry points of the runtime API, thin wrappers over rt_*
 * (as Lua's lapi.c wraps its core). Each validates its arguments the way a real GPU
 * was measured to, records failures as the thread's last error, and after a kernel
 * fault keeps returning the sticky error. */
#include "rt.h"
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Gone from the CUDA 13 header, still imported by older binaries. */
cudaError_t cudaThreadSynchronize(void);
/* CUDA 12 headers map cudaGetDeviceProperties to this name; CUDA 12 binaries import it. */
cudaError_t cudaGetDeviceProperties_v2(struct cudaDeviceProp *prop, int device);

/* After a kernel fault the context is dead: every call but the error queries says so. */
#define RETURN_IF_STICKY()                                                                  \
  do {                                                                                      \
    cudaError_t sticky_ = rt_err_sticky();                                                  \
    if (sticky_ != cudaSuccess)                                                             \
      return sticky_;                                                                       \
  } while (0)

/* ---- errors ----
 * Names are the enumerators of enum cudaError; the descriptions are our own words. */
#define CUDA_ERRORS \
  E(cudaSuccess, "no error") \
  E(cudaErrorInvalidValue, "an argument is out of range or otherwise invalid") \
  E(cudaErrorMemoryAllocation, "not enough memory for the allocation") \
  E(cudaErrorInitializationError, "the runtime could not be initialized") \
  E(cudaErrorCudartUnloading, "the runtime is shutting down") \
  E(cudaErrorProfilerDisabled, "profiler is disabled for this run") \
  E(cudaErrorProfilerNotInitialized, "profiler was not initialized") \
  E(cudaErrorProfilerAlreadyStarted, "profiler already started") \
  E(cudaErrorProfilerAlreadyStopped, "profiler already stopped") \
  E(cudaErrorInvalidConfiguration, "launch configuration exceeds what the device allows") \
  E(cudaErrorInvalidPitchValue, "pitch argument is invalid") \
  E(cudaErrorInvalidSymbol, "symbol is not a device symbol") \
  E(cudaErrorInvalidHostPointer, "not a valid host pointer") \
  E(cudaErrorInvalidDevicePointer, "not a valid device pointer") \
  E(cudaErrorInvalidTexture, "texture is invalid") \
  E(cudaErrorInvalidTextureBinding, "texture binding is invalid") \
  E(cudaErrorInvalidChannelDescriptor, "channel descriptor is invalid") \
  E(cudaErrorInvalidMemcpyDirection, "copy kind is not a valid cudaMemcpyKind") \
  E(cudaErrorAddressOfConstant, "address of a constant variable was taken (obsolete)") \
  E(cudaErrorTextureFetchFailed, "texture fetch failed (obsolete)") \
  E(cudaErrorTextureNotBound, "texture is not bound (obsolete)") \
  E(cudaErrorSynchronizationError, "synchronization failed (obsolete)") \
  E(cudaErrorInvalidFilterSetting, "filter mode is invalid for this texture") \
  E(cudaErrorInvalidNormSetting, "read mode is invalid for this texture") \
  E(cudaErrorMixedDeviceExecution, "mixed device execution (obsolete)") \
  E(cudaErrorNotYetImplemented, "feature not implemented") \
  E(cudaErrorMemoryValueTooLarge, "emulated device pointer out of range (obsolete)") \
  E(cudaErrorStubLibrary, "a stub library was loaded instead of the real one") \
  E(cudaErrorInsufficientDriver, "driver is older than the runtime") \
  E(cudaErrorCallRequiresNewerDriver, "this call needs a newer driver") \
  E(cudaErrorInvalidSurface, "surface is invalid") \
  E(cudaErrorDuplicateVariableName, "two device variables share a name") \
  E(cudaErrorDuplicateTextureName, "two textures share a name") \
  E(cudaErrorDuplicateSurfaceName, "two surfaces share a name") \
  E(cudaErrorDevicesUnavailable, "all devices are busy or unavailable") \
  E(cudaErrorIncompatibleDriverContext, "current context does not fit the runtime") \
  E(cudaErrorMissingConfiguration, "kernel launched without a configuration") \
  E(cudaErrorPriorLaunchFailure, "an earlier launch failed (obsolete)") \
  E(cudaErrorLaunchMaxDepthExceeded, "device-side launch nesting too deep") \
  E(cudaErrorLaunchFileScopedTex, "file-scoped texture used in a device-side launch") \
  E(cudaErrorLaunchFileScopedSurf, "file-scoped surface used in a device-side launch") \
  E(cudaErrorSyncDepthExceeded, "device-side synchronization nesting too deep") \
  E(cudaErrorLaunchPendingCountExceeded, "too many pending device-side launches") \
  E(cudaErrorInvalidDeviceFunction, "no kernel image for this function on the device") \
  E(cudaErrorNoDevice, "no device found") \
  E(cudaErrorInvalidDevice, "device ordinal is not valid") \
  E(cudaErrorDeviceNotLicensed, "device has no valid license") \
  E(cudaErrorSoftwareValidityNotEstablished, "software integrity check failed") \
  E(cudaErrorStartupFailure, "runtime failed to start") \
  E(cudaErrorInvalidKernelImage, "kernel image is invalid") \
  E(cudaErrorDeviceUninitialized, "device context is not initialized") \
  E(cudaErrorMapBufferObjectFailed, "mapping a buffer object failed") \
  E(cudaErrorUnmapBufferObjectFailed, "unmapping a buffer object failed") \
  E(cudaErrorArrayIsMapped, "array is mapped and cannot be destroyed") \
  E(cudaErrorAlreadyMapped, "resource is already mapped") \
  E(cudaErrorNoKernelImageForDevice, "no kernel image usable on this device") \
  E(cudaErrorAlreadyAcquired, "resource already acquired") \
  E(cudaErrorNotMapped, "resource is not mapped") \
  E(cudaErrorNotMappedAsArray, "resource is not mapped as an array") \
  E(cudaErrorNotMappedAsPointer, "resource is not mapped as a pointer") \
  E(cudaErrorECCUncorrectable, "uncorrectable memory error detected") \
  E(cudaErrorUnsupportedLimit, "limit not supported by the device") \
  E(cudaErrorDeviceAlreadyInUse, "device already in use by another thread") \
  E(cudaErrorPeerAccessUnsupported, "peer access not supported between these devices") \
  E(cudaErrorInvalidPtx, "PTX could not be compiled") \
  E(cudaErrorInvalidGraphicsContext, "graphics context is invalid") \
  E(cudaErrorNvlinkUncorrectable, "uncorrectable NVLink error detected") \
  E(cudaErrorJitCompilerNotFound, "PTX JIT compiler not available") \
  E(cudaErrorUnsupportedPtxVersion, "PTX version not supported") \
  E(cudaErrorJitCompilationDisabled, "PTX JIT compilation is disabled") \
  E(cudaErrorUnsupportedExecAffinity, "execution affinity not supported") \
  E(cudaErrorUnsupportedDevSideSync, "device-side synchronization not supported here") \
  E(cudaErrorContained, "error contained by the device; context must be recreated") \
  E(cudaErrorInvalidSource, "kernel source is invalid") \
  E(cudaErrorFileNotFound, "file not found") \
  E(cudaErrorSharedObjectSymbolNotFound, "symbol not found in shared object") \
  E(cudaErrorSharedObjectInitFailed, "shared object initialization failed") \
  E(cudaErrorOperatingSystem, "an operating system call failed") \
  E(cudaErrorInvalidResourceHandle, "handle is invalid") \
  E(cudaErrorIllegalState, "resource is in a state that forbids this operation") \
  E(cudaErrorLossyQuery, "query result would lose information") \
  E(cudaErrorSymbolNotFound, "named symbol not found") \
  E(cudaErrorNotReady, "work still in progress") \
  E(cudaErrorIllegalAddress, "kernel accessed an invalid memory address") \
  E(cudaErrorLaunchOutOfResources, "not enough resources to launch the kernel") \
  E(cudaErrorLaunchTimeout, "kernel ran too long and was stopped") \
  E(cudaErrorLaunchIncompatibleTexturing, "launch uses incompatible texturing") \
  E(cudaErrorPeerAccessAlreadyEnabled, "peer access already enabled") \
  E(cudaErrorPeerAccessNotEnabled, "peer access not enabled") \
  E(cudaErrorSetOnActiveProcess, "cannot change this after the runtime is active") \
  E(cudaErrorContextIsDestroyed, "context has been destroyed") \
  E(cudaErrorAssert, "device-side assertion failed") \
  E(cudaErrorTooManyPeers, "too many peer mappings") \
  E(cudaErrorHostMemoryAlreadyRegistered, "host memory already registered") \
  E(cudaErrorHostMemoryNotRegistered, "host memory not registered") \
  E(cudaErrorHardwareStackError, "device stack overflow or corruption") \
  E(cudaErrorIllegalInstruction, "kernel executed an illegal instruction") \
  E(cudaErrorMisalignedAddress, "kernel accessed a misaligned address") \
  E(cudaErrorInvalidAddressSpace, "memory operation used the wrong address space") \
  E(cudaErrorInvalidPc, "kernel jumped to an invalid program counter") \
  E(cudaErrorLaunchFailure, "kernel failed during execution") \
  E(cudaErrorCooperativeLaunchTooLarge, "cooperative grid larger than the device can hold at once") \
  E(cudaErrorTensorMemoryLeak, "kernel exited without freeing tensor memory") \
  E(cudaErrorNotPermitted, "operation not permitted") \
  E(cudaErrorNotSupported, "operation not supported on this device") \
  E(cudaErrorSystemNotReady, "system not ready") \
  E(cudaErrorSystemDriverMismatch, "driver and kernel module versions differ") \
  E(cudaErrorCompatNotSupportedOnDevice, "compatibility mode not supported on this device") \
  E(cudaErrorMpsConnectionFailed, "cannot connect to the MPS server") \
  E(cudaErrorMpsRpcFailure, "MPS remote call failed") \
  E(cudaErrorMpsServerNotReady, "MPS server not ready") \
  E(cudaErrorMpsMaxClientsReached, "MPS client limit reached") \
  E(cudaErrorMpsMaxConnectionsReached, "MPS connection limit reached") \
  E(cudaErrorMpsClientTerminated, "MPS client terminated") \
  E(cudaErrorCdpNotSupported, "dynamic parallelism not supported") \
  E(cudaErrorCdpVersionMismatch, "dynamic parallelism version mismatch") \
  E(cudaErrorStreamCaptureUnsupported, "operation not allowed while capturing a stream") \
  E(cudaErrorStreamCaptureInvalidated, "stream capture was invalidated by an earlier error") \
  E(cudaErrorStreamCaptureMerge, "would merge two separate captures") \
  E(cudaErrorStreamCaptureUnmatched, "capture was not started in this stream") \
  E(cudaErrorStreamCaptureUnjoined, "capture forked but did not join back") \
  E(cudaErrorStreamCaptureIsolation, "would create a dependency across capture boundaries") \
  E(cudaErrorStreamCaptureImplicit, "would synchronize implicitly with a capturing legacy stream") \
  E(cudaErrorCapturedEvent, "event was recorded during a capture") \
  E(cudaErrorStreamCaptureWrongThread, "capture must end on the thread that began it") \
  E(cudaErrorTimeout, "wait timed out") \
  E(cudaErrorGraphExecUpdateFailure, "graph update violates update constraints") \
  E(cudaErrorExternalDevice, "an external device reported an error") \
  E(cudaErrorInvalidClusterSize, "cluster size is invalid") \
  E(cudaErrorFunctionNotLoaded, "function is not loaded") \
  E(cudaErrorInvalidResourceType, "resource type is invalid") \
  E(cudaErrorInvalidResourceConfiguration, "resource configuration is invalid") \
  E(cudaErrorUnknown, "unknown error") \
  E(cudaErrorApiFailureBase, "API failure base (internal)") \

typedef struct err_row { cudaError_t code; const char *name, *desc; } err_row;
static const err_row err_table[] = {
#define E(code, desc) { code, #code, desc },
  CUDA_ERRORS
#undef E
};

static const err_row *err_lookup(cudaError_t e)
{
  for (size_t i = 0; i < sizeof err_table / sizeof err_table[0]; i++)
    if (err_table[i].code == e)
      return &err_table[i];
  return NULL;
}

const char *cudaGetErrorName(cudaError_t error)
{
  const err_row *r = err_lookup(error);
  return r ? r->name : "unrecognized error code";
}

const char *cudaGetErrorString(cudaError_t error)
{
  const err_row *r = err_lookup(error);
  return r ? r->desc : "unrecognized error code";
}

cudaError_t cudaGetLastError(void)
{
  return rt_err_get_last(1);
}

cudaError_t cudaPeekAtLastError(void)
{
  return rt_err_get_last(0);
}

/* Synchronous copies and memsets run on the NULL stream: after its work, and after the
 * work the legacy stream orders it behind. */
static cudaError_t sync_null(void)
{
  rt_stream *s = rt_stream_null();
  rt_stream_order(s);
  return rt_stream_sync(s);
}

/* ---- memory ---- */
/* "Potentially unsafe" during a stream capture (CUDA's term): refused, and the capture of
 * the calling thread invalidated, unless the thread's capture mode allows it. */
#define RETURN_IF_CAPTURE_FORBIDS(sync_on, unsafe)                       \
  do {                                                                   \
    cudaError_t c_ = rt_capture_check((sync_on), (unsafe));              \
    if (c_ != cudaSuccess)                                               \
      return rt_err_set(c_);                                             \
  } while (0)

cudaError_t cudaMalloc(void **devPtr, size_t size)
{
  RETURN_IF_STICKY();
  RETURN_IF_CAPTURE_FORBIDS(NULL, 1);
  return rt_err_set(rt_mem_alloc(devPtr, size, RT_MEM_DEVICE));
}

/* Kernels may still be using the memory: cudaFree waits for the device first. */
cudaError_t cudaFree(void *devPtr)
{
  RETURN_IF_STICKY();
  if (!devPtr)
    return cudaSuccess;
  RETURN_IF_CAPTURE_FORBIDS(NULL, 1);
  cudaError_t err = rt_device_sync();
  if (err != cudaSuccess)
    return rt_err_set(err);
  if (rt_mem_is_graph(devPtr))   /* a graph allocation's memory stays with its graph */
    return cudaSuccess;
  return rt_err_set(rt_mem_free(devPtr, RT_MEM_DEVICE));
}

cudaError_t cudaMallocHost(void **ptr, size_t size)
{
  RETURN_IF_STICKY();
  RETURN_IF_CAPTURE_FORBIDS(NULL, 1);
  return rt_err_set(rt_mem_alloc(ptr, size, RT_MEM_HOST));
}

cudaError_t cudaHostAlloc(void **pHost, size_t size, unsigned int flags)
{
  const unsigned known = cudaHostAllocPortable | cudaHostAllocMapped | cudaHostAllocWriteCombined;
  RETURN_IF_STICKY();
  RETURN_IF_CAPTURE_FORBIDS(NULL, 1);
  if (flags & ~known)
    return rt_err_set(cudaErrorInvalidValue);
  return rt_err_set(rt_mem_alloc(pHost, size, RT_MEM_HOST));
}

cudaError_t cudaFreeHost(void *ptr)
{
  RETURN_IF_STICKY();
  if (!ptr)
    return cudaSuccess;
  RETURN_IF_CAPTURE_FORBIDS(NULL, 1);
  cudaError_t err = rt_device_sync();
  if (err != cudaSuccess)
    return rt_err_set(err);
  return rt_err_set(rt_mem_free(ptr, RT_MEM_HOST));
}

cudaError_t cudaMemGetInfo(size_t *free, size_t *total)
{
  RETURN_IF_STICKY();
  if (!free || !total)
    return rt_err_set(cudaErrorInvalidValue);
  rt_mem_info(free, total);
  return cudaSuccess;
}

static int memcpy_kind_ok(enum cudaMemcpyKind kind)
{
  return kind == cudaMemcpyHostToHost || kind == cudaMemcpyHostToDevice ||
         kind == cudaMemcpyDeviceToHost || kind == cudaMemcpyDeviceToDevice ||
         kind == cudaMemcpyDefault;
}

/* Device memory is host memory, so every kind is the same copy. On the legacy default
 * stream a copy waits for the work queued before it. */
cudaError_t cudaMemcpy(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind)
{
  RETURN_IF_STICKY();
  if (!memcpy_kind_ok(kind))
    return rt_err_set(cudaErrorInvalidMemcpyDirection);
  if (count == 0)
    return cudaSuccess;
  if (!dst || !src)
    return rt_err_set(cudaErrorInvalidValue);
  RETURN_IF_CAPTURE_FORBIDS(rt_stream_null(), 0);
  cudaError_t err = sync_null();
  if (err != cudaSuccess)
    return rt_err_set(err);
  memmove(dst, src, count);
  return cudaSuccess;
}

cudaError_t cudaMemset(void *devPtr, int value, size_t count)
{
  RETURN_IF_STICKY();
  if (count == 0)
    return cudaSuccess;
  if (!devPtr)
    return rt_err_set(cudaErrorInvalidValue);
  RETURN_IF_CAPTURE_FORBIDS(rt_stream_null(), 0);
  cudaError_t err = sync_null();
  if (err != cudaSuccess)
    return rt_err_set(err);
  memset(devPtr, value, count);
  return cudaSuccess;
}

/* ---- device ---- */
cudaError_t cudaDeviceSynchronize(void)
{
  RETURN_IF_STICKY();
  RETURN_IF_CAPTURE_FORBIDS(RT_SYNC_ALL, 0);
  return rt_err_set(rt_device_sync());
}

cudaError_t cudaThreadSynchronize(void)
{
  return cudaDeviceSynchronize();
}

static void settings_reset(void);

/* Waits for all work, frees every allocation (device, pinned, managed, stream-ordered,
 * registrations), puts module variables back to their initial values and the limits to
 * their defaults, and clears a sticky error: the next call starts on a fresh device.
 * Kernels and modules stay registered, as the GPU reloads them for later launches. */
cudaError_t cudaDeviceReset(void)
{
  rt_device_sync();
  rt_mem_reset();
  rt_module_reset_globals();
  settings_reset();
  rt_err_reset();
  return cudaSuccess;
}

/* Device count and versions do not touch the (possibly dead) context: no sticky check. */
cudaError_t cudaGetDeviceCount(int *count)
{
  if (!count)
    return rt_err_set(cudaErrorInvalidValue);
  *count = 1;
  return cudaSuccess;
}

cudaError_t cudaGetDevice(int *device)
{
  RETURN_IF_STICKY();
  if (!device)
    return rt_err_set(cudaErrorInvalidValue);
  *device = 0;
  return cudaSuccess;
}

cudaError_t cudaSetDevice(int device)
{
  RETURN_IF_STICKY();
  if (device != 0)
    return rt_err_set(cudaErrorInvalidDevice);
  return cudaSuccess;
}

cudaError_t cudaGetDeviceProperties(struct cudaDeviceProp *prop, int device)
{
  RETURN_IF_STICKY();
  if (!prop)
    return rt_err_set(cudaErrorInvalidValue);
  if (device != 0)
    return rt_err_set(cudaErrorInvalidDevice);
  rt_device_props(prop);
  return cudaSuccess;
}

cudaError_t cudaGetDeviceProperties_v2(struct cudaDeviceProp *prop, int device)
{
  return cudaGetDeviceProperties(prop, device);
}

cudaError_t cudaDeviceGetAttribute(int *value, enum cudaDeviceAttr attr, int device)
{
  RETURN_IF_STICKY();
  if (!value)
    return rt_err_set(cudaErrorInvalidValue);
  if (device != 0)
    return rt_err_set(cudaErrorInvalidDevice);
  return rt_err_set(rt_device_attr(value, (int)attr));
}

cudaError_t cudaDriverGetVersion(int *driverVersion)
{
  if (!driverVersion)
    return rt_err_set(cudaErrorInvalidValue);
  *driverVersion = CUDART_VERSION;
  return cudaSuccess;
}

cudaError_t cudaRuntimeGetVersion(int *runtimeVersion)
{
  if (!runtimeVersion)
    return rt_err_set(cudaErrorInvalidValue);
  *runtimeVersion = CUDART_VERSION;
  return cudaSuccess;
}

/* ---- launch ---- */
cudaError_t cudaLaunchKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args,
                             size_t sharedMem, cudaStream_t stream)
{
  RETURN_IF_STICKY();
  rt_func *f = rt_func_lookup(func);
  if (!f)
    return rt_err_set(cudaErrorInvalidDeviceFunction);
  return rt_err_set(rt_launch(f, gridDim, blockDim, args, sharedMem, stream));
}

/* ---- symbols (__device__, __constant__, __managed__ variables) ---- */
/* The device address of [offset, offset+count) of a variable, for a copy in direction kind
 * (to the variable if to_symbol). */
static cudaError_t symbol_range(const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind,
                                int to_symbol, char **p)
{
  enum cudaMemcpyKind host = to_symbol ? cudaMemcpyHostToDevice : cudaMemcpyDeviceToHost;
  if (kind != host && kind != cudaMemcpyDeviceToDevice && kind != cudaMemcpyDefault)
    return cudaErrorInvalidMemcpyDirection;
  void *dev;
  size_t size;
  cudaError_t e = rt_symbol_lookup(symbol, &dev, &size);
  if (e != cudaSuccess)
    return e;
  if (offset > size || count > size - offset)
    return cudaErrorInvalidValue;
  *p = (char *)dev + offset;
  return cudaSuccess;
}

cudaError_t cudaMemcpyToSymbol(const void *symbol, const void *src, size_t count, size_t offset,
                               enum cudaMemcpyKind kind)
{
  RETURN_IF_STICKY();
  char *p;
  cudaError_t e = symbol_range(symbol, count, offset, kind, 1, &p);
  if (e != cudaSuccess)
    return rt_err_set(e);
  if (count && !src)
    return rt_err_set(cudaErrorInvalidValue);
  RETURN_IF_CAPTURE_FORBIDS(rt_stream_null(), 0);
  e = sync_null();
  if (e != cudaSuccess)
    return rt_err_set(e);
  memcpy(p, src, count);
  return cudaSuccess;
}

cudaError_t cudaMemcpyFromSymbol(void *dst, const void *symbol, size_t count, size_t offset,
                                 enum cudaMemcpyKind kind)
{
  RETURN_IF_STICKY();
  char *p;
  cudaError_t e = symbol_range(symbol, count, offset, kind, 0, &p);
  if (e != cudaSuccess)
    return rt_err_set(e);
  if (count && !dst)
    return rt_err_set(cudaErrorInvalidValue);
  RETURN_IF_CAPTURE_FORBIDS(rt_stream_null(), 0);
  e = sync_null();
  if (e != cudaSuccess)
    return rt_err_set(e);
  memcpy(dst, p, count);
  return cudaSuccess;
}

cudaError_t cudaGetSymbolAddress(void **devPtr, const void *symbol)
{
  RETURN_IF_STICKY();
  size_t size;
  if (!devPtr)
    return rt_err_set(cudaErrorInvalidValue);
  return rt_err_set(rt_symbol_lookup(symbol, devPtr, &size));
}

cudaError_t cudaGetSymbolSize(size_t *size, const void *symbol)
{
  RETURN_IF_STICKY();
  void *dev;
  if (!size)
    return rt_err_set(cudaErrorInvalidValue);
  return rt_err_set(rt_symbol_lookup(symbol, &dev, size));
}

/* ---- kernel attributes ---- */
cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *attr, const void *func)
{
  RETURN_IF_STICKY();
  rt_func *f = rt_func_lookup(func);
  if (!f)
    return rt_err_set(cudaErrorInvalidDeviceFunction);
  if (!attr)
    return rt_err_set(cudaErrorInvalidValue);
  return rt_err_set(rt_func_get_attrs(f, attr));
}

cudaError_t cudaFuncSetAttribute(const void *func, enum cudaFuncAttribute attr, int value)
{
  RETURN_IF_STICKY();
  rt_func *f = rt_func_lookup(func);
  if (!f)
    return rt_err_set(cudaErrorInvalidDeviceFunction);
  return rt_err_set(rt_func_set_attr(f, attr, value));
}

cudaError_t cudaFuncSetCacheConfig(const void *func, enum cudaFuncCache cacheConfig)
{
  RETURN_IF_STICKY();
  (void)cacheConfig;
  return rt_func_lookup(func) ? cudaSuccess : rt_err_set(cudaErrorInvalidDeviceFunction);
}

/* ---- streams ---- */
static cudaError_t stream_of(cudaStream_t h, rt_stream **s)
{
  if (!rt_stream_valid(h))
    return cudaErrorInvalidResourceHandle;
  *s = rt_stream_from_handle(h);
  return cudaSuccess;
}

cudaError_t cudaStreamCreateWithPriority(cudaStream_t *pStream, unsigned int flags, int priority)
{
  RETURN_IF_STICKY();
  if (!pStream || (flags & ~(unsigned)cudaStreamNonBlocking))
    return rt_err_set(cudaErrorInvalidValue);
  if (priority > 0) priority = 0;          /* clamped into [greatest, least] = [-5, 0] */
  if (priority < -5) priority = -5;
  rt_stream *s = rt_stream_create_ex(flags, priority);
  if (!s)
    return rt_err_set(cudaErrorMemoryAllocation);
  *pStream = (cudaStream_t)s;
  return cudaSuccess;
}

cudaError_t cudaStreamCreateWithFlags(cudaStream_t *pStream, unsigned int flags)
{
  return cudaStreamCreateWithPriority(pStream, flags, 0);
}

cudaError_t cudaStreamCreate(cudaStream_t *pStream)
{
  return cudaStreamCreateWithPriority(pStream, cudaStreamDefault, 0);
}

cudaError_t cudaDeviceGetStreamPriorityRange(int *leastPriority, int *greatestPriority)
{
  if (leastPriority) *leastPriority = 0;
  if (greatestPriority) *greatestPriority = -5;
  return cudaSuccess;
}

cudaError_t cudaStreamDestroy(cudaStream_t stream)
{
  RETURN_IF_STICKY();
  if (!stream || stream == cudaStreamLegacy || stream == cudaStreamPerThread || !rt_stream_valid(stream))
    return rt_err_set(cudaErrorInvalidResourceHandle);
  rt_capture_forget_stream(rt_stream_from_handle(stream));
  rt_stream_destroy(rt_stream_from_handle(stream));
  return cudaSuccess;
}

cudaError_t cudaStreamSynchronize(cudaStream_t stream)
{
  RETURN_IF_STICKY();
  rt_stream *s;
  cudaError_t e = stream_of(stream, &s);
  if (e == cudaSuccess)
    e = rt_capture_check(s, 0);
  return rt_err_set(e != cudaSuccess ? e : rt_stream_sync(s));
}

cudaError_t cudaStreamQuery(cudaStream_t stream)
{
  RETURN_IF_STICKY();
  rt_stream *s;
  cudaError_t e = stream_of(stream, &s);
  if (e == cudaSuccess)
    e = rt_capture_check(s, 0);
  if (e != cudaSuccess)
    return rt_err_set(e);
  return rt_stream_query(s);   /* cudaErrorNotReady is an answer, not an error */
}

cudaError_t cudaStreamGetFlags(cudaStream_t hStream, unsigned int *flags)
{
  rt_stream *s;
  cudaError_t e = stream_of(hStream, &s);
  if (e != cudaSuccess || !flags)
    return rt_err_set(e != cudaSuccess ? e : cudaErrorInvalidValue);
  rt_stream_props(s, flags, NULL);
  return cudaSuccess;
}

cudaError_t cudaStreamGetPriority(cudaStream_t hStream, int *priority)
{
  rt_stream *s;
  cudaError_t e = stream_of(hStream, &s);
  if (e != cudaSuccess || !priority)
    return rt_err_set(e != cudaSuccess ? e : cudaErrorInvalidValue);
  rt_stream_props(s, NULL, priority);
  return cudaSuccess;
}

cudaError_t cudaStreamGetId(cudaStream_t hStream, unsigned long long *streamId)
{
  rt_stream *s;
  cudaError_t e = stream_of(hStream, &s);
  if (e != cudaSuccess || !streamId)
    return rt_err_set(e != cudaSuccess ? e : cudaErrorInvalidValue);
  *streamId = rt_stream_id(s);
  return cudaSuccess;
}

cudaError_t cudaStreamGetDevice(cudaStream_t hStream, int *device)
{
  rt_stream *s;
  cudaError_t e = stream_of(hStream, &s);
  if (e != cudaSuccess || !device)
    return rt_err_set(e != cudaSuccess ? e : cudaErrorInvalidValue);
  *device = 0;
  return cudaSuccess;
}

/* Managed memory is visible to every stream and the host at all times here: attaching it
 * to a stream is checked and has no effect. */
cudaError_t cudaStreamAttachMemAsync(cudaStream_t stream, void *devPtr, size_t length, unsigned int flags)
{
  RETURN_IF_STICKY();
  rt_alloc a;
  if (!rt_stream_valid(stream))
    return rt_err_set(cudaErrorInvalidResourceHandle);
  if (flags != cudaMemAttachGlobal && flags != cudaMemAttachHost && flags != cudaMemAttachSingle)
    return rt_err_set(cudaErrorInvalidValue);
  if (!devPtr || !rt_mem_find(devPtr, &a) || (length && length > a.size - (size_t)((char *)devPtr - (char *)a.base)) ||
      (!length && a.base != devPtr))
    return rt_err_set(cudaErrorInvalidValue);
  return cudaSuccess;
}

cudaError_t cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int flags)
{
  RETURN_IF_STICKY();
  rt_stream *s;
  rt_event *ev = rt_event_from_handle(event);
  cudaError_t e = stream_of(stream, &s);
  if (e == cudaSuccess && !ev)
    e = cudaErrorInvalidResourceHandle;
  (void)flags;
  return rt_err_set(e != cudaSuccess ? e : rt_stream_wait_event(s, ev));
}

static cudaError_t enqueue_host_fn(cudaStream_t stream, cudaHostFn_t fn, cudaStreamCallback_t cb, void *data)
{
  RETURN_IF_STICKY();
  rt_stream *s;
  cudaError_t e = stream_of(stream, &s);
  if (e != cudaSuccess)
    return rt_err_set(e);
  rt_work *w = rt_work_new(cudaGraphNodeTypeHost);
  if (!w)
    return rt_err_set(cudaErrorMemoryAllocation);
  w->u.h.fn = fn;
  w->u.h.cb = cb;
  w->u.h.stream = stream;
  w->u.h.data = data;
  return rt_err_set(rt_submit(s, w));
}

cudaError_t cudaLaunchHostFunc(cudaStream_t stream, cudaHostFn_t fn, void *userData)
{
  if (!fn)
    return rt_err_set(cudaErrorInvalidValue);
  return enqueue_host_fn(stream, fn, NULL, userData);
}

cudaError_t cudaStreamAddCallback(cudaStream_t stream, cudaStreamCallback_t callback, void *userData,
                                  unsigned int flags)
{
  if (!callback || flags)
    return rt_err_set(cudaErrorInvalidValue);
  return enqueue_host_fn(stream, NULL, callback, userData);
}

/* ---- events ---- */
cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags)
{
  RETURN_IF_STICKY();
  unsigned known = cudaEventBlockingSync | cudaEventDisableTiming | cudaEventInterprocess;
  if (!event || (flags & ~known))
    return rt_err_set(cudaErrorInvalidValue);
  rt_event *e = rt_event_create(flags);
  if (!e)
    return rt_err_set(cudaErrorMemoryAllocation);
  *event = (cudaEvent_t)e;
  return cudaSuccess;
}

cudaError_t cudaEventCreate(cudaEvent_t *event)
{
  return cudaEventCreateWithFlags(event, cudaEventDefault);
}

/* An event handle that is not live: NULL is an invalid handle; any other was (as far as
 * a program can have got it) destroyed, which a GPU reports as cudaErrorContextIsDestroyed. */
static cudaError_t bad_event(cudaEvent_t event)
{
  return event ? cudaErrorContextIsDestroyed : cudaErrorInvalidResourceHandle;
}

cudaError_t cudaEventDestroy(cudaEvent_t event)
{
  RETURN_IF_STICKY();
  cudaError_t e = rt_event_destroy(event);
  return rt_err_set(e == cudaErrorInvalidResourceHandle ? bad_event(event) : e);
}

cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream)
{
  RETURN_IF_STICKY();
  rt_event *ev = rt_event_from_handle(event);
  rt_stream *s;
  cudaError_t e = stream_of(stream, &s);
  if (e == cudaSuccess && !ev)
    e = bad_event(event);
  return rt_err_set(e != cudaSuccess ? e : rt_event_record(ev, s));
}

cudaError_t cudaEventRecordWithFlags(cudaEvent_t event, cudaStream_t stream, unsigned int flags)
{
  (void)flags;
  return cudaEventRecord(event, stream);
}

cudaError_t cudaEventSynchronize(cudaEvent_t event)
{
  RETURN_IF_STICKY();
  rt_event *ev = rt_event_from_handle(event);
  return rt_err_set(ev ? rt_event_sync(ev) : bad_event(event));
}

cudaError_t cudaEventQuery(cudaEvent_t event)
{
  RETURN_IF_STICKY();
  rt_event *ev = rt_event_from_handle(event);
  return ev ? rt_event_query(ev) : rt_err_set(bad_event(event));
}

cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end)
{
  RETURN_IF_STICKY();
  rt_event *a = rt_event_from_handle(start), *b = rt_event_from_handle(end);
  if (!ms)
    return rt_err_set(cudaErrorInvalidValue);
  if (!a || !b)
    return rt_err_set(cudaErrorInvalidResourceHandle);
  return rt_err_set(rt_event_elapsed(ms, a, b));
}

/* ---- asynchronous copies ---- */
static int known_memory(const void *p)   /* pinned, registered, device or managed: not pageable */
{
  rt_alloc a;
  return rt_mem_find(p, &a);
}

/* Queues a copy of w (dst/src/pitches/extent filled in) on stream. From pageable host memory
 * the data is taken now, as CUDA stages it before returning; into pageable host memory
 * the call returns when the data is there. Captured into a graph, neither: the node
 * copies when the graph runs. */
static cudaError_t submit_copy(rt_work *w, enum cudaMemcpyKind kind, cudaStream_t stream)
{
  rt_stream *s;
  cudaError_t e = stream_of(stream, &s);
  if (e != cudaSuccess) {
    free(w);
    return rt_err_set(e);
  }
  const char *src = w->u.c.src;
  char *dst = w->u.c.dst;
  int capturing = rt_capture_active(s);   /* a graph node reads and writes when it runs */
  if (!capturing && !known_memory(src) && (kind == cudaMemcpyHostToDevice || kind == cudaMemcpyHostToHost || kind == cudaMemcpyDefault)) {
    size_t span = (w->u.c.depth - 1) * w->u.c.sslice + (w->u.c.height - 1) * w->u.c.spitch + w->u.c.width;
    w->u.c.owned = malloc(span);
    if (!w->u.c.owned) {
      free(w);
      return rt_err_set(cudaErrorMemoryAllocation);
    }
    memcpy(w->u.c.owned, src, span);
    w->u.c.src = w->u.c.owned;
  }
  e = rt_submit(s, w);
  if (e != cudaSuccess)
    return rt_err_set(e);
  if (!capturing && !known_memory(dst) && (kind == cudaMemcpyDeviceToHost || kind == cudaMemcpyDefault))
    return rt_err_set(rt_stream_sync(s));
  return cudaSuccess;
}

static rt_work *copy_work(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height)
{
  rt_work *w = rt_work_new(cudaGraphNodeTypeMemcpy);
  if (w)
    rt_copy_set(w, dst, dpitch, src, spitch, width, height);
  return w;
}

cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
  RETURN_IF_STICKY();
  if (!rt_stream_valid(stream))
    return rt_err_set(cudaErrorInvalidResourceHandle);
  if (!memcpy_kind_ok(kind))
    return rt_err_set(cudaErrorInvalidMemcpyDirection);
  if (!count)
    return cudaSuccess;
  if (!dst || !src)
    return rt_err_set(cudaErrorInvalidValue);
  rt_work *w = copy_work(dst, count, src, count, count, 1);
  return w ? submit_copy(w, kind, stream) : rt_err_set(cudaErrorMemoryAllocation);
}

cudaError_t cudaMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height,
                              enum cudaMemcpyKind kind, cudaStream_t stream)
{
  RETURN_IF_STICKY();
  if (!rt_stream_valid(stream))
    return rt_err_set(cudaErrorInvalidResourceHandle);
  if (!memcpy_kind_ok(kind))
    return rt_err_set(cudaErrorInvalidMemcpyDirection);
  if (width > dpitch || width > spitch)
    return rt_err_set(cudaErrorInvalidPitchValue);
  if (!width || !height)
    return cudaSuccess;
  if (!dst || !src)
    return rt_err_set(cudaErrorInvalidValue);
  rt_work *w = copy_work(dst, dpitch, src, spitch, width, height);
  return w ? submit_copy(w, kind, stream) : rt_err_set(cudaErrorMemoryAllocation);
}

cudaError_t cudaMemcpy3DAsync(const struct cudaMemcpy3DParms *p, cudaStream_t stream)
{
  RETURN_IF_STICKY();
  if (!rt_stream_valid(stream))
    return rt_err_set(cudaErrorInvalidResourceHandle);
  rt_work *w = rt_work_new(cudaGraphNodeTypeMemcpy);
  if (!w)
    return rt_err_set(cudaErrorMemoryAllocation);
  cudaError_t e = rt_copy3d_work(w, p);
  if (e != cudaSuccess || !w->u.c.width || !w->u.c.height || !w->u.c.depth) {
    free(w);
    return rt_err_set(e);
  }
  return submit_copy(w, p->kind, stream);
}

cudaError_t cudaMemcpy3D(const struct cudaMemcpy3DParms *p)
{
  RETURN_IF_STICKY();
  RETURN_IF_CAPTURE_FORBIDS(rt_stream_null(), 0);
  cudaError_t e = cudaMemcpy3DAsync(p, 0);
  return e != cudaSuccess ? e : rt_err_set(sync_null());
}

static cudaError_t submit_set(void *dst, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream)
{
  rt_stream *s;
  cudaError_t e = stream_of(stream, &s);
  if (e != cudaSuccess)
    return rt_err_set(e);
  rt_work *w = rt_work_new(cudaGraphNodeTypeMemset);
  if (!w)
    return rt_err_set(cudaErrorMemoryAllocation);
  w->u.m.dst = dst;
  w->u.m.pitch = pitch;
  w->u.m.value = (uint32_t)(value & 0xff);
  w->u.m.elem = 1;
  w->u.m.width = width;
  w->u.m.height = height;
  return rt_err_set(rt_submit(s, w));
}

cudaError_t cudaMemsetAsync(void *devPtr, int value, size_t count, cudaStream_t stream)
{
  RETURN_IF_STICKY();
  if (!rt_stream_valid(stream))
    return rt_err_set(cudaErrorInvalidResourceHandle);
  if (!count)
    return cudaSuccess;
  if (!devPtr)
    return rt_err_set(cudaErrorInvalidValue);
  return submit_set(devPtr, count, value, count, 1, stream);
}

cudaError_t cudaMemset2DAsync(void *devPtr, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream)
{
  RETURN_IF_STICKY();
  if (!rt_stream_valid(stream))
    return rt_err_set(cudaErrorInvalidResourceHandle);
  if (width > pitch)
    return rt_err_set(cudaErrorInvalidPitchValue);
  if (!width || !height)
    return cudaSuccess;
  if (!devPtr)
    return rt_err_set(cudaErrorInvalidValue);
  return submit_set(devPtr, pitch, value, width, height, stream);
}

/* A 3D memset is depth 2D memsets of pitch x ysize slices. */
cudaError_t cudaMemset3DAsync(struct cudaPitchedPtr p, int value, struct cudaExtent extent, cudaStream_t stream)
{
  RETURN_IF_STICKY();
  if (!rt_stream_valid(stream))
    return rt_err_set(cudaErrorInvalidResourceHandle);
  if (extent.width > p.pitch)
    return rt_err_set(cudaErrorInvalidValue);
  if (!extent.width || !extent.height || !extent.depth)
    return cudaSuccess;
  if (!p.ptr)
    return rt_err_set(cudaErrorInvalidValue);
  size_t slice = p.pitch * (p.ysize ? p.ysize : extent.height);
  for (size_t z = 0; z < extent.depth; z++) {
    cudaError_t e = submit_set((char *)p.ptr + z * slice, p.pitch, value, extent.width, extent.height, stream);
    if (e != cudaSuccess)
      return e;
  }
  return cudaSuccess;
}

cudaError_t cudaMemset3D(struct cudaPitchedPtr p, int value, struct cudaExtent extent)
{
  RETURN_IF_STICKY();
  RETURN_IF_CAPTURE_FORBIDS(rt_stream_null(), 0);
  cudaError_t e = cudaMemset3DAsync(p, value, extent, 0);
  return e != cudaSuccess ? e : rt_err_set(sync_null());
}

static pthread_mutex_t settings_mu;   /* defined with the device settings below */

/* ---- the stream-ordered allocator ----
 * One default pool per device, the only pool. Memory comes from the same allocator as
 * cudaMalloc, tagged so the pool can report its usage. cudaMallocAsync allocates when
 * called (earlier than the stream reaches it, which no program can tell apart);
 * cudaFreeAsync frees when the stream gets there. */
static struct { unsigned long long release_threshold; int follow_events, opportunistic, internal_deps; } pool_attrs = {
  0, 1, 1, 1 };
static const int default_pool;   /* its address is the cudaMemPool_t handle */
#define DEFAULT_POOL ((cudaMemPool_t)(uintptr_t)&default_pool)

cudaError_t cudaDeviceGetDefaultMemPool(cudaMemPool_t *memPool, int device)
{
  if (!memPool)
    return rt_err_set(cudaErrorInvalidValue);
  if (device != 0)
    return rt_err_set(cudaErrorInvalidDevice);
  *memPool = DEFAULT_POOL;
  return cudaSuccess;
}

cudaError_t cudaDeviceGetMemPool(cudaMemPool_t *memPool, int device)
{
  return cudaDeviceGetDefaultMemPool(memPool, device);
}

cudaError_t cudaDeviceSetMemPool(int device, cudaMemPool_t memPool)
{
  if (device != 0)
    return rt_err_set(cudaErrorInvalidDevice);
  return memPool == DEFAULT_POOL ? cudaSuccess : rt_err_set(cudaErrorInvalidValue);
}

cudaError_t cudaMemPoolGetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value)
{
  if (memPool != DEFAULT_POOL || !value)
    return rt_err_set(cudaErrorInvalidValue);
  uint64_t used, high;
  rt_mem_pool_usage(&used, &high, 0);
  pthread_mutex_lock(&settings_mu);
  switch (attr) {
  case cudaMemPoolReuseFollowEventDependencies: *(int *)value = pool_attrs.follow_events; break;
  case cudaMemPoolReuseAllowOpportunistic: *(int *)value = pool_attrs.opportunistic; break;
  case cudaMemPoolReuseAllowInternalDependencies: *(int *)value = pool_attrs.internal_deps; break;
  case cudaMemPoolAttrReleaseThreshold: *(unsigned long long *)value = pool_attrs.release_threshold; break;
  case cudaMemPoolAttrReservedMemCurrent: case cudaMemPoolAttrUsedMemCurrent: *(unsigned long long *)value = used; break;
  case cudaMemPoolAttrReservedMemHigh: case cudaMemPoolAttrUsedMemHigh: *(unsigned long long *)value = high; break;
  default:
    pthread_mutex_unlock(&settings_mu);
    return rt_err_set(cudaErrorInvalidValue);
  }
  pthread_mutex_unlock(&settings_mu);
  return cudaSuccess;
}

cudaError_t cudaMemPoolSetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value)
{
  if (memPool != DEFAULT_POOL || !value)
    return rt_err_set(cudaErrorInvalidValue);
  cudaError_t e = cudaSuccess;
  pthread_mutex_lock(&settings_mu);
  switch (attr) {
  case cudaMemPoolReuseFollowEventDependencies: pool_attrs.follow_events = *(int *)value != 0; break;
  case cudaMemPoolReuseAllowOpportunistic: pool_attrs.opportunistic = *(int *)value != 0; break;
  case cudaMemPoolReuseAllowInternalDependencies: pool_attrs.internal_deps = *(int *)value != 0; break;
  case cudaMemPoolAttrReleaseThreshold: pool_attrs.release_threshold = *(unsigned long long *)value; break;
  case cudaMemPoolAttrReservedMemHigh: case cudaMemPoolAttrUsedMemHigh:   /* may only be reset to 0 */
    if (*(unsigned long long *)value != 0) e = cudaErrorInvalidValue;
    else rt_mem_pool_usage(NULL, NULL, 1);
    break;
  default:
    e = cudaErrorInvalidValue;
  }
  pthread_mutex_unlock(&settings_mu);
  return e == cudaSuccess ? e : rt_err_set(e);
}

cudaError_t cudaMemPoolTrimTo(cudaMemPool_t memPool, size_t minBytesToKeep)
{
  (void)minBytesToKeep;   /* freed memory goes back at once: nothing is held */
  return memPool == DEFAULT_POOL ? cudaSuccess : rt_err_set(cudaErrorInvalidValue);
}

cudaError_t cudaMallocAsync(void **devPtr, size_t size, cudaStream_t hStream)
{
  RETURN_IF_STICKY();
  if (!rt_stream_valid(hStream))
    return rt_err_set(cudaErrorInvalidResourceHandle);
  if (!devPtr)
    return rt_err_set(cudaErrorInvalidValue);
  rt_stream *s = rt_stream_from_handle(hStream);
  if (rt_capture_active(s)) {   /* captured: a graph allocation node */
    cudaError_t e;
    if (!size)
      return rt_err_set(cudaErrorInvalidValue);
    rt_capture_alloc(s, devPtr, size, &e);
    return rt_err_set(e);
  }
  return rt_err_set(rt_mem_alloc(devPtr, size, RT_MEM_DEVICE | RT_MEM_POOL));
}

cudaError_t cudaMallocFromPoolAsync(void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream)
{
  if (memPool != DEFAULT_POOL)
    return rt_err_set(cudaErrorInvalidValue);
  return cudaMallocAsync(ptr, size, stream);
}

cudaError_t cudaFreeAsync(void *devPtr, cudaStream_t hStream)
{
  RETURN_IF_STICKY();
  rt_stream *s;
  cudaError_t e = stream_of(hStream, &s);
  if (e != cudaSuccess)
    return rt_err_set(e);
  if (!devPtr)
    return cudaSuccess;
  if (!rt_mem_is_device_base(devPtr))
    return rt_err_set(cudaErrorInvalidValue);
  /* captured: a graph free node (no-op when run); the memory of a graph allocation stays
   * with its graph */
  int graph_mem = rt_mem_is_graph(devPtr);
  rt_work *w = rt_work_new(rt_capture_active(s) ? cudaGraphNodeTypeMemFree : graph_mem ? cudaGraphNodeTypeEmpty : RT_WORK_FREE);
  if (!w)
    return rt_err_set(cudaErrorMemoryAllocation);
  w->u.mem.ptr = devPtr;
  return rt_err_set(rt_submit(s, w));
}

/* ---- device settings that a CPU accepts and records ---- */
static size_t limits[16] = {
  [cudaLimitStackSize] = 1024, [cudaLimitPrintfFifoSize] = 1 << 20, [cudaLimitMallocHeapSize] = 8 << 20,
  [cudaLimitDevRuntimeSyncDepth] = 2, [cudaLimitDevRuntimePendingLaunchCount] = 2048,
  [cudaLimitMaxL2FetchGranularity] = 32,
};
static const size_t default_limits[16] = {
  [cudaLimitStackSize] = 1024, [cudaLimitPrintfFifoSize] = 1 << 20, [cudaLimitMallocHeapSize] = 8 << 20,
  [cudaLimitDevRuntimeSyncDepth] = 2, [cudaLimitDevRuntimePendingLaunchCount] = 2048,
  [cudaLimitMaxL2FetchGranularity] = 32,
};
static pthread_mutex_t settings_mu = PTHREAD_MUTEX_INITIALIZER;
static unsigned device_flags;

static void settings_reset(void)
{
  pthread_mutex_lock(&settings_mu);
  memcpy(limits, default_limits, sizeof limits);
  device_flags = 0;
  pthread_mutex_unlock(&settings_mu);
}

cudaError_t cudaDeviceSetLimit(enum cudaLimit limit, size_t value)
{
  RETURN_IF_STICKY();
  if ((unsigned)limit >= sizeof limits / sizeof limits[0])
    return rt_err_set(cudaErrorInvalidValue);
  pthread_mutex_lock(&settings_mu);
  limits[limit] = value;
  pthread_mutex_unlock(&settings_mu);
  return cudaSuccess;
}

cudaError_t cudaDeviceGetLimit(size_t *pValue, enum cudaLimit limit)
{
  if (!pValue)
    return rt_err_set(cudaErrorInvalidValue);
  if ((unsigned)limit >= sizeof limits / sizeof limits[0])
    return rt_err_set(cudaErrorInvalidValue);
  pthread_mutex_lock(&settings_mu);
  *pValue = limits[limit];
  pthread_mutex_unlock(&settings_mu);
  return cudaSuccess;
}

cudaError_t cudaSetDeviceFlags(unsigned int flags)
{
  RETURN_IF_STICKY();
  if (flags & ~(unsigned)(cudaDeviceScheduleMask | cudaDeviceMapHost | cudaDeviceLmemResizeToMax | cudaDeviceSyncMemops))
    return rt_err_set(cudaErrorInvalidValue);
  pthread_mutex_lock(&settings_mu);
  device_flags = flags;
  pthread_mutex_unlock(&settings_mu);
  return cudaSuccess;
}

cudaError_t cudaGetDeviceFlags(unsigned int *flags)
{
  if (!flags)
    return rt_err_set(cudaErrorInvalidValue);
  pthread_mutex_lock(&settings_mu);
  *flags = device_flags;
  pthread_mutex_unlock(&settings_mu);
  return cudaSuccess;
}

cudaError_t cudaDeviceSetCacheConfig(enum cudaFuncCache cacheConfig) { (void)cacheConfig; return cudaSuccess; }
cudaError_t cudaDeviceGetCacheConfig(enum cudaFuncCache *pCacheConfig)
{
  if (pCacheConfig) *pCacheConfig = cudaFuncCachePreferNone;
  return cudaSuccess;
}
cudaError_t cudaChooseDevice(int *device, const struct cudaDeviceProp *prop)
{
  (void)prop;
  if (!device) return rt_err_set(cudaErrorInvalidValue);
  *device = 0;
  return cudaSuccess;
}
cudaError_t cudaDeviceCanAccessPeer(int *canAccessPeer, int device, int peerDevice)
{
  if (!canAccessPeer) return rt_err_set(cudaErrorInvalidValue);
  if (device != 0 || peerDevice != 0) return rt_err_set(cudaErrorInvalidDevice);
  *canAccessPeer = 0;
  return cudaSuccess;
}
/* cuda_profiler_api.h: nothing to profile into; accepted */
cudaError_t cudaProfilerStart(void);
cudaError_t cudaProfilerStop(void);
cudaError_t cudaProfilerStart(void) { return cudaSuccess; }
cudaError_t cudaProfilerStop(void) { return cudaSuccess; }

/* ---- more memory ---- */
cudaError_t cudaMallocManaged(void **devPtr, size_t size, unsigned int flags)
{
  RETURN_IF_STICKY();
  if (!devPtr || (flags != cudaMemAttachGlobal && flags != cudaMemAttachHost))
    return rt_err_set(cudaErrorInvalidValue);
  RETURN_IF_CAPTURE_FORBIDS(NULL, 1);
  return rt_err_set(rt_mem_alloc(devPtr, size, RT_MEM_MANAGED));
}

/* Host memory is device memory here: registering only records the range, so that pointer
 * queries and double registrations answer as on a GPU. */
cudaError_t cudaHostRegister(void *ptr, size_t size, unsigned int flags)
{
  RETURN_IF_STICKY();
  RETURN_IF_CAPTURE_FORBIDS(NULL, 1);
  const unsigned known = cudaHostRegisterPortable | cudaHostRegisterMapped | cudaHostRegisterIoMemory |
                         cudaHostRegisterReadOnly;
  if (flags & ~known)
    return rt_err_set(cudaErrorInvalidValue);
  return rt_err_set(rt_mem_register(ptr, size));
}

cudaError_t cudaHostUnregister(void *ptr)
{
  RETURN_IF_STICKY();
  RETURN_IF_CAPTURE_FORBIDS(NULL, 1);
  return rt_err_set(rt_mem_unregister(ptr));
}

cudaError_t cudaHostGetDevicePointer(void **pDevice, void *pHost, unsigned int flags)
{
  RETURN_IF_STICKY();
  rt_alloc a;
  if (!pDevice || !pHost || flags || !rt_mem_find(pHost, &a) || a.kind == RT_MEM_DEVICE)
    return rt_err_set(cudaErrorInvalidValue);
  *pDevice = pHost;
  return cudaSuccess;
}

/* Unified memory hints: one memory serves host and device, so prefetching moves nothing;
 * both check their range as a GPU does (it must lie in one managed allocation) and are
 * recorded for cudaMemRangeGetAttribute. */
static int location_ok(struct cudaMemLocation l)
{
  return (l.type == cudaMemLocationTypeDevice && l.id == 0) || l.type == cudaMemLocationTypeHost ||
         l.type == cudaMemLocationTypeHostNuma || l.type == cudaMemLocationTypeHostNumaCurrent;
}

static int location_id(struct cudaMemLocation l)
{
  return l.type == cudaMemLocationTypeDevice ? l.id : cudaCpuDeviceId;
}

cudaError_t cudaMemPrefetchAsync(const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags,
                                 cudaStream_t stream)
{
  RETURN_IF_STICKY();
  rt_advice a;
  if (!rt_stream_valid(stream))
    return rt_err_set(cudaErrorInvalidResourceHandle);
  if (!location_ok(location) || flags || !rt_mem_advice(devPtr, count, NULL, &a))
    return rt_err_set(cudaErrorInvalidValue);
  a.last_prefetch = location_id(location);
  rt_mem_advice(devPtr, count, &a, NULL);
  return cudaSuccess;
}

cudaError_t cudaMemAdvise(const void *devPtr, size_t count, enum cudaMemoryAdvise advice, struct cudaMemLocation location)
{
  RETURN_IF_STICKY();
  rt_advice a;
  if (!rt_mem_advice(devPtr, count, NULL, &a) || advice < cudaMemAdviseSetReadMostly || advice > cudaMemAdviseUnsetAccessedBy)
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

static int location_type(int id)
{
  return id == cudaInvalidDeviceId ? cudaMemLocationTypeInvalid
       : id == cudaCpuDeviceId ? cudaMemLocationTypeHost : cudaMemLocationTypeDevice;
}

cudaError_t cudaMemRangeGetAttribute(void *data, size_t dataSize, enum cudaMemRangeAttribute attribute,
                                     const void *devPtr, size_t count)
{
  RETURN_IF_STICKY();
  rt_advice a;
  if (!data || dataSize < 4 || dataSize % 4 || !rt_mem_advice(devPtr, count, NULL, &a))
    return rt_err_set(cudaErrorInvalidValue);
  int *out = data;
  if (attribute != cudaMemRangeAttributeAccessedBy && dataSize != 4)
    return rt_err_set(cudaErrorInvalidValue);
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
  default:
    return rt_err_set(cudaErrorInvalidValue);
  }
  return cudaSuccess;
}

cudaError_t cudaMemRangeGetAttributes(void **data, size_t *dataSizes, enum cudaMemRangeAttribute *attributes,
                                      size_t numAttributes, const void *devPtr, size_t count)
{
  if (!data || !dataSizes || !attributes || !numAttributes)
    return rt_err_set(cudaErrorInvalidValue);
  for (size_t i = 0; i < numAttributes; i++) {
    cudaError_t e = cudaMemRangeGetAttribute(data[i], dataSizes[i], attributes[i], devPtr, count);
    if (e != cudaSuccess)
      return e;
  }
  return cudaSuccess;
}

cudaError_t cudaPointerGetAttributes(struct cudaPointerAttributes *attributes, const void *ptr)
{
  RETURN_IF_STICKY();
  if (!attributes)
    return rt_err_set(cudaErrorInvalidValue);
  rt_alloc a;
  memset(attributes, 0, sizeof *attributes);
  attributes->device = 0;
  if (!rt_mem_find(ptr, &a)) {
    attributes->type = cudaMemoryTypeUnregistered;
    attributes->device = -2;
    return cudaSuccess;
  }
  attributes->type = a.kind == RT_MEM_DEVICE ? cudaMemoryTypeDevice
                    : a.kind == RT_MEM_MANAGED ? cudaMemoryTypeManaged : cudaMemoryTypeHost;
  attributes->devicePointer = (void *)ptr;
  attributes->hostPointer = a.kind == RT_MEM_DEVICE ? NULL : (void *)ptr;
  return cudaSuccess;
}

enum { PITCH_ALIGN = 512 };   /* the row alignment cudaMallocPitch gives on current GPUs */

cudaError_t cudaMallocPitch(void **devPtr, size_t *pitch, size_t width, size_t height)
{
  RETURN_IF_STICKY();
  if (!devPtr || !pitch)
    return rt_err_set(cudaErrorInvalidValue);
  RETURN_IF_CAPTURE_FORBIDS(NULL, 1);
  size_t p = (width + PITCH_ALIGN - 1) / PITCH_ALIGN * PITCH_ALIGN;
  if (height && p > SIZE_MAX / height)
    return rt_err_set(cudaErrorMemoryAllocation);
  cudaError_t e = rt_mem_alloc(devPtr, p * height, RT_MEM_DEVICE);
  if (e == cudaSuccess)
    *pitch = p;
  return rt_err_set(e);
}

cudaError_t cudaMalloc3D(struct cudaPitchedPtr *pitchedDevPtr, struct cudaExtent extent)
{
  RETURN_IF_STICKY();
  if (!pitchedDevPtr)
    return rt_err_set(cudaErrorInvalidValue);
  void *p = NULL;
  size_t pitch = 0, h = extent.height * extent.depth;
  cudaError_t e = cudaMallocPitch(&p, &pitch, extent.width, h ? h : 1);
  if (e != cudaSuccess)
    return e;
  *pitchedDevPtr = (struct cudaPitchedPtr){p, pitch, extent.width, extent.height};
  return cudaSuccess;
}

/* The synchronous 2D forms: the asynchronous ones on the NULL stream, then waiting. */
cudaError_t cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height,
                         enum cudaMemcpyKind kind)
{
  RETURN_IF_STICKY();
  RETURN_IF_CAPTURE_FORBIDS(rt_stream_null(), 0);
  cudaError_t e = cudaMemcpy2DAsync(dst, dpitch, src, spitch, width, height, kind, 0);
  return e != cudaSuccess ? e : rt_err_set(sync_null());
}

cudaError_t cudaMemset2D(void *devPtr, size_t pitch, int value, size_t width, size_t height)
{
  RETURN_IF_STICKY();
  RETURN_IF_CAPTURE_FORBIDS(rt_stream_null(), 0);
  cudaError_t e = cudaMemset2DAsync(devPtr, pitch, value, width, height, 0);
  return e != cudaSuccess ? e : rt_err_set(sync_null());
}

cudaError_t cudaMemcpyPeer(void *dst, int dstDevice, const void *src, int srcDevice, size_t count)
{
  if (dstDevice != 0 || srcDevice != 0)
    return rt_err_set(cudaErrorInvalidDevice);
  return cudaMemcpy(dst, src, count, cudaMemcpyDeviceToDevice);
}

/* The symbol copies on a stream: ordinary asynchronous copies to or from the variable. */
cudaError_t cudaMemcpyToSymbolAsync(const void *symbol, const void *src, size_t count, size_t offset,
                                    enum cudaMemcpyKind kind, cudaStream_t stream)
{
  RETURN_IF_STICKY();
  char *p;
  cudaError_t e = symbol_range(symbol, count, offset, kind, 1, &p);
  if (e != cudaSuccess)
    return rt_err_set(e);
  return cudaMemcpyAsync(p, src, count, kind, stream);
}

cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const void *symbol, size_t count, size_t offset,
                                      enum cudaMemcpyKind kind, cudaStream_t stream)
{
  RETURN_IF_STICKY();
  char *p;
  cudaError_t e = symbol_range(symbol, count, offset, kind, 0, &p);
  if (e != cudaSuccess)
    return rt_err_set(e);
  return cudaMemcpyAsync(dst, p, count, kind, stream);
}

struct cudaChannelFormatDesc cudaCreateChannelDesc(int x, int y, int z, int w, enum cudaChannelFormatKind f)
{
  struct cudaChannelFormatDesc d = {x, y, z, w, f};
  return d;
}

/* ---- occupancy, from the model of heddle's virtual device (docs/ARCHITECTURE.md):
 * per multiprocessor 2048 threads, 32 blocks, 64K registers (kernels are counted at 32 per
 * thread: heddle has no physical registers), 228 KiB shared memory with 1 KiB reserved per
 * block. */
cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, const void *func, int blockSize,
                                                                  size_t dynamicSMemSize, unsigned int flags)
{
  RETURN_IF_STICKY();
  (void)flags;
  rt_func *f = rt_func_lookup(func);
  if (!f)
    return rt_err_set(cudaErrorInvalidDeviceFunction);
  if (!numBlocks || blockSize <= 0)
    return rt_err_set(cudaErrorInvalidValue);
  struct cudaFuncAttributes a;
  cudaError_t e = rt_func_get_attrs(f, &a);
  if (e != cudaSuccess)
    return rt_err_set(e);
  if (blockSize > a.maxThreadsPerBlock) { *numBlocks = 0; return cudaSuccess; }
  int warps = (blockSize + 31) / 32;
  int by_threads = 2048 / (warps * 32);
  int by_regs = 65536 / (warps * 32 * 32);
  size_t smem = a.sharedSizeBytes + dynamicSMemSize + 1024;
  int by_smem = (int)(233472 / smem);
  int n = 32;
  if (by_threads < n) n = by_threads;
  if (by_regs < n) n = by_regs;
  if (by_smem < n) n = by_smem;
  *numBlocks = n;
  return cudaSuccess;
}

cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, const void *func, int blockSize,
                                                          size_t dynamicSMemSize)
{
  return cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, func, blockSize, dynamicSMemSize, 0);
}

/* cudaLaunchKernelEx (the C++ template calls this): attributes that change scheduling or
 * caching have no effect on a CPU; cooperative launches and clusters are not supported. */
cudaError_t cudaLaunchKernelExC(const cudaLaunchConfig_t *config, const void *func, void **args)
{
  RETURN_IF_STICKY();
  if (!config)
    return rt_err_set(cudaErrorInvalidValue);
  for (unsigned i = 0; i < config->numAttrs; i++) {
    const cudaLaunchAttribute *a = &config->attrs[i];
    if ((a->id == cudaLaunchAttributeCooperative && a->val.cooperative) ||
        (a->id == cudaLaunchAttributeClusterDimension &&
         (a->val.clusterDim.x > 1 || a->val.clusterDim.y > 1 || a->val.clusterDim.z > 1)))
      return rt_unsupported("cudaLaunchKernelExC with cooperative or cluster launch attributes");
  }
  rt_func *f = rt_func_lookup(func);
  if (!f)
    return rt_err_set(cudaErrorInvalidDeviceFunction);
  return rt_err_set(rt_launch(f, config->gridDim, config->blockDim, args, config->dynamicSmemBytes, config->stream));
}
