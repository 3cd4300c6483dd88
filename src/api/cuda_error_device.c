/* cuda_error_device.c: the error and device entry points: error names and strings, the
 * last error, device selection and properties, synchronization and reset, and the device
 * settings a CPU accepts and records (limits, flags, cache configuration). */
#include "cuda_api.h"

/* Gone from the CUDA 13 header, still imported by older binaries. */
cudaError_t cudaThreadSynchronize(void);
/* CUDA 12 headers map cudaGetDeviceProperties to this name; CUDA 12 binaries import it. */
cudaError_t cudaGetDeviceProperties_v2(struct cudaDeviceProp *prop, int device);
/* cuda_profiler_api.h */
cudaError_t cudaProfilerStart(void);
cudaError_t cudaProfilerStop(void);

/* ---- errors ----
 * Names are the enumerators of enum cudaError; the descriptions are our own words. */
#define CUDA_ERRORS                                                                                                    \
  E(cudaSuccess, "no error")                                                                                           \
  E(cudaErrorInvalidValue, "an argument is out of range or otherwise invalid")                                         \
  E(cudaErrorMemoryAllocation, "not enough memory for the allocation")                                                 \
  E(cudaErrorInitializationError, "the runtime could not be initialized")                                              \
  E(cudaErrorCudartUnloading, "the runtime is shutting down")                                                          \
  E(cudaErrorProfilerDisabled, "profiler is disabled for this run")                                                    \
  E(cudaErrorProfilerNotInitialized, "profiler was not initialized")                                                   \
  E(cudaErrorProfilerAlreadyStarted, "profiler already started")                                                       \
  E(cudaErrorProfilerAlreadyStopped, "profiler already stopped")                                                       \
  E(cudaErrorInvalidConfiguration, "launch configuration exceeds what the device allows")                              \
  E(cudaErrorInvalidPitchValue, "pitch argument is invalid")                                                           \
  E(cudaErrorInvalidSymbol, "symbol is not a device symbol")                                                           \
  E(cudaErrorInvalidHostPointer, "not a valid host pointer")                                                           \
  E(cudaErrorInvalidDevicePointer, "not a valid device pointer")                                                       \
  E(cudaErrorInvalidTexture, "texture is invalid")                                                                     \
  E(cudaErrorInvalidTextureBinding, "texture binding is invalid")                                                      \
  E(cudaErrorInvalidChannelDescriptor, "channel descriptor is invalid")                                                \
  E(cudaErrorInvalidMemcpyDirection, "copy kind is not a valid cudaMemcpyKind")                                        \
  E(cudaErrorAddressOfConstant, "address of a constant variable was taken (obsolete)")                                 \
  E(cudaErrorTextureFetchFailed, "texture fetch failed (obsolete)")                                                    \
  E(cudaErrorTextureNotBound, "texture is not bound (obsolete)")                                                       \
  E(cudaErrorSynchronizationError, "synchronization failed (obsolete)")                                                \
  E(cudaErrorInvalidFilterSetting, "filter mode is invalid for this texture")                                          \
  E(cudaErrorInvalidNormSetting, "read mode is invalid for this texture")                                              \
  E(cudaErrorMixedDeviceExecution, "mixed device execution (obsolete)")                                                \
  E(cudaErrorNotYetImplemented, "feature not implemented")                                                             \
  E(cudaErrorMemoryValueTooLarge, "emulated device pointer out of range (obsolete)")                                   \
  E(cudaErrorStubLibrary, "a stub library was loaded instead of the real one")                                         \
  E(cudaErrorInsufficientDriver, "driver is older than the runtime")                                                   \
  E(cudaErrorCallRequiresNewerDriver, "this call needs a newer driver")                                                \
  E(cudaErrorInvalidSurface, "surface is invalid")                                                                     \
  E(cudaErrorDuplicateVariableName, "two device variables share a name")                                               \
  E(cudaErrorDuplicateTextureName, "two textures share a name")                                                        \
  E(cudaErrorDuplicateSurfaceName, "two surfaces share a name")                                                        \
  E(cudaErrorDevicesUnavailable, "all devices are busy or unavailable")                                                \
  E(cudaErrorIncompatibleDriverContext, "current context does not fit the runtime")                                    \
  E(cudaErrorMissingConfiguration, "kernel launched without a configuration")                                          \
  E(cudaErrorPriorLaunchFailure, "an earlier launch failed (obsolete)")                                                \
  E(cudaErrorLaunchMaxDepthExceeded, "device-side launch nesting too deep")                                            \
  E(cudaErrorLaunchFileScopedTex, "file-scoped texture used in a device-side launch")                                  \
  E(cudaErrorLaunchFileScopedSurf, "file-scoped surface used in a device-side launch")                                 \
  E(cudaErrorSyncDepthExceeded, "device-side synchronization nesting too deep")                                        \
  E(cudaErrorLaunchPendingCountExceeded, "too many pending device-side launches")                                      \
  E(cudaErrorInvalidDeviceFunction, "no kernel image for this function on the device")                                 \
  E(cudaErrorNoDevice, "no device found")                                                                              \
  E(cudaErrorInvalidDevice, "device ordinal is not valid")                                                             \
  E(cudaErrorDeviceNotLicensed, "device has no valid license")                                                         \
  E(cudaErrorSoftwareValidityNotEstablished, "software integrity check failed")                                        \
  E(cudaErrorStartupFailure, "runtime failed to start")                                                                \
  E(cudaErrorInvalidKernelImage, "kernel image is invalid")                                                            \
  E(cudaErrorDeviceUninitialized, "device context is not initialized")                                                 \
  E(cudaErrorMapBufferObjectFailed, "mapping a buffer object failed")                                                  \
  E(cudaErrorUnmapBufferObjectFailed, "unmapping a buffer object failed")                                              \
  E(cudaErrorArrayIsMapped, "array is mapped and cannot be destroyed")                                                 \
  E(cudaErrorAlreadyMapped, "resource is already mapped")                                                              \
  E(cudaErrorNoKernelImageForDevice, "no kernel image usable on this device")                                          \
  E(cudaErrorAlreadyAcquired, "resource already acquired")                                                             \
  E(cudaErrorNotMapped, "resource is not mapped")                                                                      \
  E(cudaErrorNotMappedAsArray, "resource is not mapped as an array")                                                   \
  E(cudaErrorNotMappedAsPointer, "resource is not mapped as a pointer")                                                \
  E(cudaErrorECCUncorrectable, "uncorrectable memory error detected")                                                  \
  E(cudaErrorUnsupportedLimit, "limit not supported by the device")                                                    \
  E(cudaErrorDeviceAlreadyInUse, "device already in use by another thread")                                            \
  E(cudaErrorPeerAccessUnsupported, "peer access not supported between these devices")                                 \
  E(cudaErrorInvalidPtx, "PTX could not be compiled")                                                                  \
  E(cudaErrorInvalidGraphicsContext, "graphics context is invalid")                                                    \
  E(cudaErrorNvlinkUncorrectable, "uncorrectable NVLink error detected")                                               \
  E(cudaErrorJitCompilerNotFound, "PTX JIT compiler not available")                                                    \
  E(cudaErrorUnsupportedPtxVersion, "PTX version not supported")                                                       \
  E(cudaErrorJitCompilationDisabled, "PTX JIT compilation is disabled")                                                \
  E(cudaErrorUnsupportedExecAffinity, "execution affinity not supported")                                              \
  E(cudaErrorUnsupportedDevSideSync, "device-side synchronization not supported here")                                 \
  E(cudaErrorContained, "error contained by the device; context must be recreated")                                    \
  E(cudaErrorInvalidSource, "kernel source is invalid")                                                                \
  E(cudaErrorFileNotFound, "file not found")                                                                           \
  E(cudaErrorSharedObjectSymbolNotFound, "symbol not found in shared object")                                          \
  E(cudaErrorSharedObjectInitFailed, "shared object initialization failed")                                            \
  E(cudaErrorOperatingSystem, "an operating system call failed")                                                       \
  E(cudaErrorInvalidResourceHandle, "handle is invalid")                                                               \
  E(cudaErrorIllegalState, "resource is in a state that forbids this operation")                                       \
  E(cudaErrorLossyQuery, "query result would lose information")                                                        \
  E(cudaErrorSymbolNotFound, "named symbol not found")                                                                 \
  E(cudaErrorNotReady, "work still in progress")                                                                       \
  E(cudaErrorIllegalAddress, "kernel accessed an invalid memory address")                                              \
  E(cudaErrorLaunchOutOfResources, "not enough resources to launch the kernel")                                        \
  E(cudaErrorLaunchTimeout, "kernel ran too long and was stopped")                                                     \
  E(cudaErrorLaunchIncompatibleTexturing, "launch uses incompatible texturing")                                        \
  E(cudaErrorPeerAccessAlreadyEnabled, "peer access already enabled")                                                  \
  E(cudaErrorPeerAccessNotEnabled, "peer access not enabled")                                                          \
  E(cudaErrorSetOnActiveProcess, "cannot change this after the runtime is active")                                     \
  E(cudaErrorContextIsDestroyed, "context has been destroyed")                                                         \
  E(cudaErrorAssert, "device-side assertion failed")                                                                   \
  E(cudaErrorTooManyPeers, "too many peer mappings")                                                                   \
  E(cudaErrorHostMemoryAlreadyRegistered, "host memory already registered")                                            \
  E(cudaErrorHostMemoryNotRegistered, "host memory not registered")                                                    \
  E(cudaErrorHardwareStackError, "device stack overflow or corruption")                                                \
  E(cudaErrorIllegalInstruction, "kernel executed an illegal instruction")                                             \
  E(cudaErrorMisalignedAddress, "kernel accessed a misaligned address")                                                \
  E(cudaErrorInvalidAddressSpace, "memory operation used the wrong address space")                                     \
  E(cudaErrorInvalidPc, "kernel jumped to an invalid program counter")                                                 \
  E(cudaErrorLaunchFailure, "kernel failed during execution")                                                          \
  E(cudaErrorCooperativeLaunchTooLarge, "cooperative grid larger than the device can hold at once")                    \
  E(cudaErrorTensorMemoryLeak, "kernel exited without freeing tensor memory")                                          \
  E(cudaErrorNotPermitted, "operation not permitted")                                                                  \
  E(cudaErrorNotSupported, "operation not supported on this device")                                                   \
  E(cudaErrorSystemNotReady, "system not ready")                                                                       \
  E(cudaErrorSystemDriverMismatch, "driver and kernel module versions differ")                                         \
  E(cudaErrorCompatNotSupportedOnDevice, "compatibility mode not supported on this device")                            \
  E(cudaErrorMpsConnectionFailed, "cannot connect to the MPS server")                                                  \
  E(cudaErrorMpsRpcFailure, "MPS remote call failed")                                                                  \
  E(cudaErrorMpsServerNotReady, "MPS server not ready")                                                                \
  E(cudaErrorMpsMaxClientsReached, "MPS client limit reached")                                                         \
  E(cudaErrorMpsMaxConnectionsReached, "MPS connection limit reached")                                                 \
  E(cudaErrorMpsClientTerminated, "MPS client terminated")                                                             \
  E(cudaErrorCdpNotSupported, "dynamic parallelism not supported")                                                     \
  E(cudaErrorCdpVersionMismatch, "dynamic parallelism version mismatch")                                               \
  E(cudaErrorStreamCaptureUnsupported, "operation not allowed while capturing a stream")                               \
  E(cudaErrorStreamCaptureInvalidated, "stream capture was invalidated by an earlier error")                           \
  E(cudaErrorStreamCaptureMerge, "would merge two separate captures")                                                  \
  E(cudaErrorStreamCaptureUnmatched, "capture was not started in this stream")                                         \
  E(cudaErrorStreamCaptureUnjoined, "capture forked but did not join back")                                            \
  E(cudaErrorStreamCaptureIsolation, "would create a dependency across capture boundaries")                            \
  E(cudaErrorStreamCaptureImplicit, "would synchronize implicitly with a capturing legacy stream")                     \
  E(cudaErrorCapturedEvent, "event was recorded during a capture")                                                     \
  E(cudaErrorStreamCaptureWrongThread, "capture must end on the thread that began it")                                 \
  E(cudaErrorTimeout, "wait timed out")                                                                                \
  E(cudaErrorGraphExecUpdateFailure, "graph update violates update constraints")                                       \
  E(cudaErrorExternalDevice, "an external device reported an error")                                                   \
  E(cudaErrorInvalidClusterSize, "cluster size is invalid")                                                            \
  E(cudaErrorFunctionNotLoaded, "function is not loaded")                                                              \
  E(cudaErrorInvalidResourceType, "resource type is invalid")                                                          \
  E(cudaErrorInvalidResourceConfiguration, "resource configuration is invalid")                                        \
  E(cudaErrorUnknown, "unknown error")                                                                                 \
  E(cudaErrorApiFailureBase, "API failure base (internal)")

typedef struct err_row {
  cudaError_t code;
  const char *name, *desc;
} err_row;
static const err_row err_table[] = {
#define E(code, desc) {code, #code, desc},
    CUDA_ERRORS
#undef E
};

static const err_row *err_lookup(cudaError_t e) {
  for (size_t i = 0; i < sizeof err_table / sizeof err_table[0]; i++)
    if (err_table[i].code == e) return &err_table[i];
  return NULL;
}

const char *cudaGetErrorName(cudaError_t error) {
  const err_row *r = err_lookup(error);
  return r ? r->name : "unrecognized error code";
}

const char *cudaGetErrorString(cudaError_t error) {
  const err_row *r = err_lookup(error);
  return r ? r->desc : "unrecognized error code";
}

cudaError_t cudaGetLastError(void) { return rt_err_get_last(1); }

cudaError_t cudaPeekAtLastError(void) { return rt_err_get_last(0); }

/* ---- device ---- */
cudaError_t cudaDeviceSynchronize(void) {
  RETURN_IF_STICKY();
  RETURN_IF_CAPTURE_FORBIDS(RT_SYNC_ALL, 0);
  return rt_err_set(rt_device_sync());
}

cudaError_t cudaThreadSynchronize(void) { return cudaDeviceSynchronize(); }

/* No sticky check: this is how a program gets past a kernel fault. */
cudaError_t cudaDeviceReset(void) {
  rt_device_reset();
  return cudaSuccess;
}

/* Device count and versions do not touch the (possibly dead) context: no sticky check. */
cudaError_t cudaGetDeviceCount(int *count) {
  if (!count) return rt_err_set(cudaErrorInvalidValue);
  *count = 1;
  return cudaSuccess;
}

cudaError_t cudaGetDevice(int *device) {
  RETURN_IF_STICKY();
  if (!device) return rt_err_set(cudaErrorInvalidValue);
  *device = 0;
  return cudaSuccess;
}

cudaError_t cudaSetDevice(int device) {
  RETURN_IF_STICKY();
  if (device != 0) return rt_err_set(cudaErrorInvalidDevice);
  return cudaSuccess;
}

cudaError_t cudaGetDeviceProperties(struct cudaDeviceProp *prop, int device) {
  RETURN_IF_STICKY();
  if (!prop) return rt_err_set(cudaErrorInvalidValue);
  if (device != 0) return rt_err_set(cudaErrorInvalidDevice);
  rt_device_props(prop);
  return cudaSuccess;
}

cudaError_t cudaGetDeviceProperties_v2(struct cudaDeviceProp *prop, int device) {
  return cudaGetDeviceProperties(prop, device);
}

cudaError_t cudaDeviceGetAttribute(int *value, enum cudaDeviceAttr attr, int device) {
  RETURN_IF_STICKY();
  if (!value) return rt_err_set(cudaErrorInvalidValue);
  if (device != 0) return rt_err_set(cudaErrorInvalidDevice);
  return rt_err_set(rt_device_attr(value, (int)attr));
}

cudaError_t cudaDriverGetVersion(int *driverVersion) {
  if (!driverVersion) return rt_err_set(cudaErrorInvalidValue);
  *driverVersion = CUDART_VERSION;
  return cudaSuccess;
}

cudaError_t cudaRuntimeGetVersion(int *runtimeVersion) {
  if (!runtimeVersion) return rt_err_set(cudaErrorInvalidValue);
  *runtimeVersion = CUDART_VERSION;
  return cudaSuccess;
}

cudaError_t cudaChooseDevice(int *device, const struct cudaDeviceProp *prop) {
  (void)prop;
  if (!device) return rt_err_set(cudaErrorInvalidValue);
  *device = 0;
  return cudaSuccess;
}

cudaError_t cudaDeviceCanAccessPeer(int *canAccessPeer, int device, int peerDevice) {
  if (!canAccessPeer) return rt_err_set(cudaErrorInvalidValue);
  if (device != 0 || peerDevice != 0) return rt_err_set(cudaErrorInvalidDevice);
  *canAccessPeer = 0;
  return cudaSuccess;
}

/* ---- settings that a CPU accepts and records ---- */
cudaError_t cudaDeviceSetLimit(enum cudaLimit limit, size_t value) {
  RETURN_IF_STICKY();
  return rt_err_set(rt_device_set_limit((int)limit, value));
}

cudaError_t cudaDeviceGetLimit(size_t *pValue, enum cudaLimit limit) {
  if (!pValue) return rt_err_set(cudaErrorInvalidValue);
  return rt_err_set(rt_device_get_limit((int)limit, pValue));
}

cudaError_t cudaSetDeviceFlags(unsigned int flags) {
  RETURN_IF_STICKY();
  if (flags &
      ~(unsigned)(cudaDeviceScheduleMask | cudaDeviceMapHost | cudaDeviceLmemResizeToMax | cudaDeviceSyncMemops))
    return rt_err_set(cudaErrorInvalidValue);
  rt_device_set_flags(flags);
  return cudaSuccess;
}

cudaError_t cudaGetDeviceFlags(unsigned int *flags) {
  if (!flags) return rt_err_set(cudaErrorInvalidValue);
  *flags = rt_device_flags();
  return cudaSuccess;
}

cudaError_t cudaDeviceSetCacheConfig(enum cudaFuncCache cacheConfig) {
  (void)cacheConfig;
  return cudaSuccess;
}
cudaError_t cudaDeviceGetCacheConfig(enum cudaFuncCache *pCacheConfig) {
  if (pCacheConfig) *pCacheConfig = cudaFuncCachePreferNone;
  return cudaSuccess;
}

/* cuda_profiler_api.h: nothing to profile into; accepted */
cudaError_t cudaProfilerStart(void) { return cudaSuccess; }
cudaError_t cudaProfilerStop(void) { return cudaSuccess; }
