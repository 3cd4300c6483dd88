/* abi.c: the hidden entry points nvcc's generated host code calls: registration of the
 * fatbinary, its kernels and variables, and the launch sequence (push and pop of the
 * <<<...>>> configuration on a per-thread stack, then __cudaLaunchKernel). */
#include "rt_internal.h"
#include <stdio.h>
#include <stdlib.h>

/* Declarations: the toolkit's crt/host_runtime.h is C++-only, so we state the ABI here. */
void **__cudaRegisterFatBinary(void *fatCubin);
void __cudaRegisterFatBinaryEnd(void **h);
void __cudaUnregisterFatBinary(void **h);
void __cudaRegisterFunction(void **h, const char *hostFun, char *deviceFun, const char *deviceName, int thread_limit,
                            uint3 *tid, uint3 *bid, dim3 *bDim, dim3 *gDim, int *wSize);
void __cudaRegisterVar(void **h, char *hostVar, char *deviceAddress, const char *deviceName, int ext, size_t size,
                       int constant, int global);
void __cudaRegisterManagedVar(void **h, void **hostVarPtrAddress, char *deviceAddress, const char *deviceName, int ext,
                              size_t size, int constant, int global);
char __cudaInitModule(void **h);
unsigned __cudaPushCallConfiguration(dim3 g, dim3 b, size_t shmem, struct CUstream_st *s);
cudaError_t __cudaPopCallConfiguration(dim3 *g, dim3 *b, size_t *shmem, void *s);
cudaError_t __cudaGetKernel(cudaKernel_t *k, const void *hostFun);
cudaError_t __cudaLaunchKernel(cudaKernel_t k, dim3 g, dim3 b, void **args, size_t shmem, cudaStream_t s);
cudaError_t __cudaLaunchKernel_ptsz(cudaKernel_t k, dim3 g, dim3 b, void **args, size_t shmem, cudaStream_t s);

void **__cudaRegisterFatBinary(void *fatCubin) {
  rt_module *m = rt_module_register(fatCubin);
  void **h = calloc(1, sizeof(void *));
  if (h) *h = m;
  return h;
}

void __cudaRegisterFatBinaryEnd(void **h) { (void)h; }

void __cudaUnregisterFatBinary(void **h) {
  if (!h) return;
  rt_module_unregister(*h);
  free(h);
}

void __cudaRegisterFunction(void **h, const char *hostFun, char *deviceFun, const char *deviceName, int thread_limit,
                            uint3 *tid, uint3 *bid, dim3 *bDim, dim3 *gDim, int *wSize) {
  (void)deviceFun;
  (void)thread_limit;
  (void)tid;
  (void)bid;
  (void)bDim;
  (void)gDim;
  (void)wSize;
  if (h && *h) rt_module_add_func(*h, hostFun, deviceName);
}

void __cudaRegisterVar(void **h, char *hostVar, char *deviceAddress, const char *deviceName, int ext, size_t size,
                       int constant, int global) {
  (void)deviceAddress;
  (void)ext;
  (void)global;
  if (h && *h) rt_module_add_var(*h, hostVar, deviceName, size, constant, 0);
}

void __cudaRegisterManagedVar(void **h, void **hostVarPtrAddress, char *deviceAddress, const char *deviceName, int ext,
                              size_t size, int constant, int global) {
  (void)deviceAddress;
  (void)ext;
  (void)global;
  if (h && *h) rt_module_add_var(*h, hostVarPtrAddress, deviceName, size, constant, 1);
  if (h && *h) rt_module_init(*h); /* host code may touch the variable before any launch */
}

char __cudaInitModule(void **h) { return h && *h ? (char)rt_module_init(*h) : 0; }

/* The <<<>>> configuration: nvcc pushes it, then the stub pops it before launching. */
typedef struct callcfg {
  dim3 g, b;
  size_t shmem;
  void *stream;
} callcfg;
enum { CFG_DEPTH = 64 };
static _Thread_local callcfg cfg_stack[CFG_DEPTH];
static _Thread_local int cfg_top;

unsigned __cudaPushCallConfiguration(dim3 g, dim3 b, size_t shmem, struct CUstream_st *s) {
  if (cfg_top >= CFG_DEPTH) return 1;
  cfg_stack[cfg_top++] = (callcfg){g, b, shmem, s};
  return 0;
}

cudaError_t __cudaPopCallConfiguration(dim3 *g, dim3 *b, size_t *shmem, void *s) {
  if (cfg_top <= 0) return cudaErrorMissingConfiguration;
  callcfg c = cfg_stack[--cfg_top];
  *g = c.g;
  *b = c.b;
  *shmem = c.shmem;
  *(void **)s = c.stream;
  return cudaSuccess;
}

cudaError_t __cudaGetKernel(cudaKernel_t *k, const void *hostFun) {
  rt_func *f = rt_func_lookup(hostFun);
  if (!f) return rt_err_set(cudaErrorInvalidDeviceFunction);
  *k = (cudaKernel_t)(void *)f;
  return cudaSuccess;
}

/* A cudaKernel_t is a host stub that rt_func_lookup knows: the same launch as CUDA 12's. */
cudaError_t __cudaLaunchKernel(cudaKernel_t k, dim3 g, dim3 b, void **args, size_t shmem, cudaStream_t s) {
  return cudaLaunchKernel((const void *)k, g, b, args, shmem, s);
}

cudaError_t __cudaLaunchKernel_ptsz(cudaKernel_t k, dim3 g, dim3 b, void **args, size_t shmem, cudaStream_t s) {
  rt_ptds_enter();
  cudaError_t e = __cudaLaunchKernel(k, g, b, args, shmem, s);
  rt_ptds_leave();
  return e;
}
