/* cuda_api.c: the cuda* entry points of the runtime API, thin wrappers over rt_*
 * (as Lua's lapi.c wraps its core). Each validates its arguments the way a real GPU
 * was measured to, records failures as the thread's last error, and after a kernel
 * fault keeps returning the sticky error. */
#include "rt.h"
#include <pthread.h>
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

/* ---- memory ---- */
cudaError_t cudaMalloc(void **devPtr, size_t size)
{
  RETURN_IF_STICKY();
  return rt_err_set(rt_mem_alloc(devPtr, size, RT_MEM_DEVICE));
}

/* Kernels may still be using the memory: cudaFree waits for the device first. */
cudaError_t cudaFree(void *devPtr)
{
  RETURN_IF_STICKY();
  if (!devPtr)
    return cudaSuccess;
  cudaError_t err = rt_device_sync();
  if (err != cudaSuccess)
    return rt_err_set(err);
  return rt_err_set(rt_mem_free(devPtr, RT_MEM_DEVICE));
}

cudaError_t cudaMallocHost(void **ptr, size_t size)
{
  RETURN_IF_STICKY();
  return rt_err_set(rt_mem_alloc(ptr, size, RT_MEM_HOST));
}

cudaError_t cudaHostAlloc(void **pHost, size_t size, unsigned int flags)
{
  const unsigned known = cudaHostAllocPortable | cudaHostAllocMapped | cudaHostAllocWriteCombined;
  RETURN_IF_STICKY();
  if (flags & ~known)
    return rt_err_set(cudaErrorInvalidValue);
  return rt_err_set(rt_mem_alloc(pHost, size, RT_MEM_HOST));
}

cudaError_t cudaFreeHost(void *ptr)
{
  RETURN_IF_STICKY();
  if (!ptr)
    return cudaSuccess;
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
  cudaError_t err = rt_stream_sync(rt_stream_default());
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
  cudaError_t err = rt_stream_sync(rt_stream_default());
  if (err != cudaSuccess)
    return rt_err_set(err);
  memset(devPtr, value, count);
  return cudaSuccess;
}

/* ---- device ---- */
cudaError_t cudaDeviceSynchronize(void)
{
  RETURN_IF_STICKY();
  return rt_err_set(rt_device_sync());
}

cudaError_t cudaThreadSynchronize(void)
{
  return cudaDeviceSynchronize();
}

/* Freeing every allocation on reset is not done yet; the device is only drained. */
cudaError_t cudaDeviceReset(void)
{
  RETURN_IF_STICKY();
  return rt_err_set(rt_device_sync());
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
static cudaError_t symbol_range(const void *symbol, size_t count, size_t offset, char **p)
{
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
  if (kind != cudaMemcpyHostToDevice && kind != cudaMemcpyDeviceToDevice && kind != cudaMemcpyDefault)
    return rt_err_set(cudaErrorInvalidMemcpyDirection);
  cudaError_t e = symbol_range(symbol, count, offset, &p);
  if (e != cudaSuccess)
    return rt_err_set(e);
  if (count && !src)
    return rt_err_set(cudaErrorInvalidValue);
  rt_stream_sync(rt_stream_default());
  memcpy(p, src, count);
  return cudaSuccess;
}

cudaError_t cudaMemcpyFromSymbol(void *dst, const void *symbol, size_t count, size_t offset,
                                 enum cudaMemcpyKind kind)
{
  RETURN_IF_STICKY();
  char *p;
  if (kind != cudaMemcpyDeviceToHost && kind != cudaMemcpyDeviceToDevice && kind != cudaMemcpyDefault)
    return rt_err_set(cudaErrorInvalidMemcpyDirection);
  cudaError_t e = symbol_range(symbol, count, offset, &p);
  if (e != cudaSuccess)
    return rt_err_set(e);
  if (count && !dst)
    return rt_err_set(cudaErrorInvalidValue);
  e = rt_stream_sync(rt_stream_default());
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
  rt_stream_destroy(rt_stream_from_handle(stream));
  return cudaSuccess;
}

cudaError_t cudaStreamSynchronize(cudaStream_t stream)
{
  RETURN_IF_STICKY();
  rt_stream *s;
  cudaError_t e = stream_of(stream, &s);
  return rt_err_set(e != cudaSuccess ? e : rt_stream_sync(s));
}

cudaError_t cudaStreamQuery(cudaStream_t stream)
{
  RETURN_IF_STICKY();
  rt_stream *s;
  cudaError_t e = stream_of(stream, &s);
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

typedef struct host_fn { cudaHostFn_t fn; cudaStreamCallback_t cb; cudaStream_t stream; void *data; } host_fn;

static cudaError_t run_host_fn(void *arg)
{
  host_fn *h = arg;
  if (h->fn)
    h->fn(h->data);
  else
    h->cb(h->stream, cudaSuccess, h->data);
  return cudaSuccess;
}

static cudaError_t enqueue_host_fn(cudaStream_t stream, host_fn h)
{
  RETURN_IF_STICKY();
  rt_stream *s;
  cudaError_t e = stream_of(stream, &s);
  if (e != cudaSuccess)
    return rt_err_set(e);
  host_fn *p = malloc(sizeof *p);
  if (!p)
    return rt_err_set(cudaErrorMemoryAllocation);
  *p = h;
  return rt_err_set(rt_stream_enqueue(s, run_host_fn, p, free));
}

cudaError_t cudaLaunchHostFunc(cudaStream_t stream, cudaHostFn_t fn, void *userData)
{
  if (!fn)
    return rt_err_set(cudaErrorInvalidValue);
  return enqueue_host_fn(stream, (host_fn){fn, NULL, stream, userData});
}

cudaError_t cudaStreamAddCallback(cudaStream_t stream, cudaStreamCallback_t callback, void *userData,
                                  unsigned int flags)
{
  if (!callback || flags)
    return rt_err_set(cudaErrorInvalidValue);
  return enqueue_host_fn(stream, (host_fn){NULL, callback, stream, userData});
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

cudaError_t cudaEventDestroy(cudaEvent_t event)
{
  RETURN_IF_STICKY();
  return rt_err_set(rt_event_destroy(event));
}

cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream)
{
  RETURN_IF_STICKY();
  rt_event *ev = rt_event_from_handle(event);
  rt_stream *s;
  cudaError_t e = stream_of(stream, &s);
  if (e == cudaSuccess && !ev)
    e = cudaErrorInvalidResourceHandle;
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
  return rt_err_set(ev ? rt_event_sync(ev) : cudaErrorInvalidResourceHandle);
}

cudaError_t cudaEventQuery(cudaEvent_t event)
{
  RETURN_IF_STICKY();
  rt_event *ev = rt_event_from_handle(event);
  return ev ? rt_event_query(ev) : rt_err_set(cudaErrorInvalidResourceHandle);
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
typedef struct copy_op { void *dst; const void *src; size_t n; int value; void *owned; } copy_op;

static cudaError_t run_copy(void *arg)
{
  copy_op *c = arg;
  if (c->src)
    memmove(c->dst, c->src, c->n);
  else
    memset(c->dst, c->value, c->n);
  return cudaSuccess;
}

static void free_copy(void *arg)
{
  copy_op *c = arg;
  free(c->owned);
  free(c);
}

static int is_pinned(const void *p)
{
  rt_alloc a;
  return rt_mem_find(p, &a) && (a.kind == RT_MEM_HOST || a.kind == RT_MEM_MANAGED);
}

cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
  RETURN_IF_STICKY();
  rt_stream *s;
  cudaError_t e = stream_of(stream, &s);
  if (e != cudaSuccess)
    return rt_err_set(e);
  if (!memcpy_kind_ok(kind))
    return rt_err_set(cudaErrorInvalidMemcpyDirection);
  if (!count)
    return cudaSuccess;
  if (!dst || !src)
    return rt_err_set(cudaErrorInvalidValue);
  copy_op *c = calloc(1, sizeof *c);
  if (!c)
    return rt_err_set(cudaErrorMemoryAllocation);
  *c = (copy_op){dst, src, count, 0, NULL};
  /* from pageable host memory the data is taken now, as CUDA stages it before returning */
  if (!is_pinned(src) && (kind == cudaMemcpyHostToDevice || kind == cudaMemcpyHostToHost || kind == cudaMemcpyDefault)) {
    rt_alloc a;
    if (!rt_mem_find(src, &a)) {
      c->owned = malloc(count);
      if (!c->owned) { free(c); return rt_err_set(cudaErrorMemoryAllocation); }
      memcpy(c->owned, src, count);
      c->src = c->owned;
    }
  }
  e = rt_stream_enqueue(s, run_copy, c, free_copy);
  if (e != cudaSuccess)
    return rt_err_set(e);
  /* into pageable host memory the call returns when the data is there */
  if (!is_pinned(dst) && (kind == cudaMemcpyDeviceToHost || kind == cudaMemcpyDefault)) {
    rt_alloc a;
    if (!rt_mem_find(dst, &a))
      return rt_err_set(rt_stream_sync(s));
  }
  return cudaSuccess;
}

cudaError_t cudaMemsetAsync(void *devPtr, int value, size_t count, cudaStream_t stream)
{
  RETURN_IF_STICKY();
  rt_stream *s;
  cudaError_t e = stream_of(stream, &s);
  if (e != cudaSuccess)
    return rt_err_set(e);
  if (!count)
    return cudaSuccess;
  if (!devPtr)
    return rt_err_set(cudaErrorInvalidValue);
  copy_op *c = calloc(1, sizeof *c);
  if (!c)
    return rt_err_set(cudaErrorMemoryAllocation);
  *c = (copy_op){devPtr, NULL, count, value, NULL};
  return rt_err_set(rt_stream_enqueue(s, run_copy, c, free_copy));
}

/* ---- device settings that a CPU accepts and records ---- */
static size_t limits[16] = {
  [cudaLimitStackSize] = 1024, [cudaLimitPrintfFifoSize] = 1 << 20, [cudaLimitMallocHeapSize] = 8 << 20,
  [cudaLimitDevRuntimeSyncDepth] = 2, [cudaLimitDevRuntimePendingLaunchCount] = 2048,
  [cudaLimitMaxL2FetchGranularity] = 32,
};
static pthread_mutex_t settings_mu = PTHREAD_MUTEX_INITIALIZER;
static unsigned device_flags;

cudaError_t cudaDeviceSetLimit(enum cudaLimit limit, size_t value)
{
  RETURN_IF_STICKY();
  if ((unsigned)limit >= sizeof limits / sizeof limits[0])
    return rt_err_set(cudaErrorUnsupportedLimit);
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
    return rt_err_set(cudaErrorUnsupportedLimit);
  pthread_mutex_lock(&settings_mu);
  *pValue = limits[limit];
  pthread_mutex_unlock(&settings_mu);
  return cudaSuccess;
}

cudaError_t cudaSetDeviceFlags(unsigned int flags)
{
  RETURN_IF_STICKY();
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
  return rt_err_set(rt_mem_alloc(devPtr, size, RT_MEM_MANAGED));
}

/* Host memory is device memory here: registering it changes nothing. */
cudaError_t cudaHostRegister(void *ptr, size_t size, unsigned int flags)
{
  RETURN_IF_STICKY();
  (void)flags;
  return !ptr || !size ? rt_err_set(cudaErrorInvalidValue) : cudaSuccess;
}
cudaError_t cudaHostUnregister(void *ptr) { return ptr ? cudaSuccess : rt_err_set(cudaErrorInvalidValue); }
cudaError_t cudaHostGetDevicePointer(void **pDevice, void *pHost, unsigned int flags)
{
  RETURN_IF_STICKY();
  if (!pDevice || !pHost || flags)
    return rt_err_set(cudaErrorInvalidValue);
  *pDevice = pHost;
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
  attributes->type = a.kind == RT_MEM_DEVICE ? cudaMemoryTypeDevice : a.kind == RT_MEM_HOST ? cudaMemoryTypeHost : cudaMemoryTypeManaged;
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
  size_t p = (width + PITCH_ALIGN - 1) / PITCH_ALIGN * PITCH_ALIGN;
  if (height && p > SIZE_MAX / height)
    return rt_err_set(cudaErrorMemoryAllocation);
  cudaError_t e = rt_mem_alloc(devPtr, p * height, RT_MEM_DEVICE);
  if (e == cudaSuccess)
    *pitch = p;
  return rt_err_set(e);
}

cudaError_t cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height,
                         enum cudaMemcpyKind kind)
{
  RETURN_IF_STICKY();
  if (!memcpy_kind_ok(kind))
    return rt_err_set(cudaErrorInvalidMemcpyDirection);
  if (width > dpitch || width > spitch)
    return rt_err_set(cudaErrorInvalidPitchValue);
  if (!width || !height)
    return cudaSuccess;
  if (!dst || !src)
    return rt_err_set(cudaErrorInvalidValue);
  cudaError_t e = rt_stream_sync(rt_stream_default());
  if (e != cudaSuccess)
    return rt_err_set(e);
  for (size_t r = 0; r < height; r++)
    memmove((char *)dst + r * dpitch, (const char *)src + r * spitch, width);
  return cudaSuccess;
}

cudaError_t cudaMemset2D(void *devPtr, size_t pitch, int value, size_t width, size_t height)
{
  RETURN_IF_STICKY();
  if (width > pitch)
    return rt_err_set(cudaErrorInvalidPitchValue);
  if (!width || !height)
    return cudaSuccess;
  if (!devPtr)
    return rt_err_set(cudaErrorInvalidValue);
  cudaError_t e = rt_stream_sync(rt_stream_default());
  if (e != cudaSuccess)
    return rt_err_set(e);
  for (size_t r = 0; r < height; r++)
    memset((char *)devPtr + r * pitch, value, width);
  return cudaSuccess;
}

cudaError_t cudaMemcpyPeer(void *dst, int dstDevice, const void *src, int srcDevice, size_t count)
{
  if (dstDevice != 0 || srcDevice != 0)
    return rt_err_set(cudaErrorInvalidDevice);
  return cudaMemcpy(dst, src, count, cudaMemcpyDeviceToDevice);
}

/* The symbol copies on a stream: ordered after the stream's work, done before returning. */
cudaError_t cudaMemcpyToSymbolAsync(const void *symbol, const void *src, size_t count, size_t offset,
                                    enum cudaMemcpyKind kind, cudaStream_t stream)
{
  rt_stream *s;
  cudaError_t e = stream_of(stream, &s);
  if (e == cudaSuccess)
    e = rt_stream_sync(s);
  return e != cudaSuccess ? rt_err_set(e) : cudaMemcpyToSymbol(symbol, src, count, offset, kind);
}

cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const void *symbol, size_t count, size_t offset,
                                      enum cudaMemcpyKind kind, cudaStream_t stream)
{
  rt_stream *s;
  cudaError_t e = stream_of(stream, &s);
  if (e == cudaSuccess)
    e = rt_stream_sync(s);
  return e != cudaSuccess ? rt_err_set(e) : cudaMemcpyFromSymbol(dst, symbol, count, offset, kind);
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
