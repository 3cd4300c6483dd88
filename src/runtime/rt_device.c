/* rt_device.c: the one device heddle offers, the host CPU dressed as an sm_75 GPU with
 * H100-like limits: its properties and attributes, the settings a CPU records (limits,
 * flags), cudaDeviceReset, and the occupancy model. */
#include "rt.h"
#include <limits.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* Computed once; read-only afterwards. */
static pthread_once_t props_once = PTHREAD_ONCE_INIT;
static struct cudaDeviceProp props;
static int clock_khz;

/* Value of "key<spaces>: value" from /proc/cpuinfo's first processor, or 0. */
static int cpuinfo_field(const char *key, char *out, size_t outsz) {
  FILE *f = fopen("/proc/cpuinfo", "r");
  char line[512];
  size_t klen = strlen(key);
  int found = 0;
  while (f && !found && fgets(line, sizeof line, f)) {
    char *colon = line + klen + strspn(line + klen, " \t");
    if (strncmp(line, key, klen) != 0 || *colon != ':') continue;
    colon += 1 + strspn(colon + 1, " \t");
    colon[strcspn(colon, "\n")] = '\0';
    snprintf(out, outsz, "%s", colon);
    found = 1;
  }
  if (f) fclose(f);
  return found;
}

static int cpu_clock_khz(void) {
  char mhz[64];
  double v = 0;
  if (cpuinfo_field("cpu MHz", mhz, sizeof mhz) && sscanf(mhz, "%lf", &v) == 1 && v > 0) return (int)(v * 1000.0);
  return 2000000;
}

static void fill_name(struct cudaDeviceProp *p) {
  char model[200];
  if (!cpuinfo_field("model name", model, sizeof model)) snprintf(model, sizeof model, "unknown");
  snprintf(p->name, sizeof p->name, "heddle CPU (%s)", model);
  memcpy(p->uuid.bytes, "heddle-cpu-dev-0", sizeof p->uuid.bytes);
}

static int l2_bytes(void) {
  long v = sysconf(_SC_LEVEL2_CACHE_SIZE);
  return v > 0 && v <= INT_MAX ? (int)v : 4 << 20;
}

/* The highest virtual architecture (75 for compute_75) of the PTX the program's
 * fatbinaries hold, as fatbin_pick chooses it: 0 until one registers. */
static _Atomic unsigned ptx_arch;

void rt_device_note_arch(unsigned arch) {
  unsigned old = atomic_load(&ptx_arch);
  while (arch > old && !atomic_compare_exchange_weak(&ptx_arch, &old, arch)) continue;
}

static void fill_limits(struct cudaDeviceProp *p) {
  size_t free_b, total_b;
  rt_mem_info(&free_b, &total_b);
  p->totalGlobalMem = total_b;
  p->sharedMemPerBlock = 49152;
  p->sharedMemPerBlockOptin = 232448;
  p->sharedMemPerMultiprocessor = 233472;
  p->reservedSharedMemPerBlock = 1024;
  p->regsPerBlock = 65536;
  p->regsPerMultiprocessor = 65536;
  p->warpSize = 32;
  p->memPitch = INT_MAX;
  p->maxThreadsPerBlock = 1024;
  p->maxThreadsDim[0] = 1024, p->maxThreadsDim[1] = 1024, p->maxThreadsDim[2] = 64;
  p->maxGridSize[0] = INT_MAX, p->maxGridSize[1] = 65535, p->maxGridSize[2] = 65535;
  p->totalConstMem = 65536;
  /* The compute capability of the code heddle runs: the highest architecture of the
   * program's PTX (what a GPU that runs that PTX reports at least; programs check it before
   * using sm_80 tensor cores, bf16, ...), 7.5 (nvcc's default) if it has none. Read once,
   * at the first query, after the program's fatbinaries registered (before main). */
  unsigned arch = atomic_load(&ptx_arch);
  if (arch < 75) arch = 75;
  p->major = (int)arch / 10;
  p->minor = (int)arch % 10;
  p->multiProcessorCount = rt_pool_nworkers();
  p->maxThreadsPerMultiProcessor = 2048;
  p->maxBlocksPerMultiProcessor = 32;
  p->memoryBusWidth = 5120;
  p->l2CacheSize = l2_bytes();
}

/* Texture and surface limits: H100's values; heddle's texture code is held to them. */
static void fill_textures(struct cudaDeviceProp *p) {
  p->textureAlignment = 512;
  p->texturePitchAlignment = 32;
  p->surfaceAlignment = 512;
  p->maxTexture1D = 131072;
  p->maxTexture1DMipmap = 32768;
  p->maxTexture2D[0] = 131072, p->maxTexture2D[1] = 65536;
  p->maxTexture2DMipmap[0] = 32768, p->maxTexture2DMipmap[1] = 32768;
  p->maxTexture2DLinear[0] = 131072, p->maxTexture2DLinear[1] = 65000;
  p->maxTexture2DLinear[2] = 2097120;
  p->maxTexture2DGather[0] = 32768, p->maxTexture2DGather[1] = 32768;
  for (int i = 0; i < 3; i++) p->maxTexture3D[i] = 16384;
  p->maxTexture3DAlt[0] = 8192, p->maxTexture3DAlt[1] = 8192, p->maxTexture3DAlt[2] = 32768;
  p->maxTextureCubemap = 32768;
  p->maxTexture1DLayered[0] = 32768, p->maxTexture1DLayered[1] = 2048;
  p->maxTexture2DLayered[0] = 32768, p->maxTexture2DLayered[1] = 32768;
  p->maxTexture2DLayered[2] = 2048;
  p->maxTextureCubemapLayered[0] = 32768, p->maxTextureCubemapLayered[1] = 2046;
  p->maxSurface1D = 32768;
  p->maxSurface2D[0] = 131072, p->maxSurface2D[1] = 65536;
  p->maxSurface3D[0] = 16384, p->maxSurface3D[1] = 16384, p->maxSurface3D[2] = 16384;
  p->maxSurface1DLayered[0] = 32768, p->maxSurface1DLayered[1] = 2048;
  p->maxSurface2DLayered[0] = 32768, p->maxSurface2DLayered[1] = 32768;
  p->maxSurface2DLayered[2] = 2048;
  p->maxSurfaceCubemap = 32768;
  p->maxSurfaceCubemapLayered[0] = 32768, p->maxSurfaceCubemapLayered[1] = 2046;
}

/* What the device can do. Memory is the host's own, so every kind of host access and
 * host atomics work; features heddle does not implement (clusters, memory pools, IPC,
 * stream priorities, preemption) are reported absent. */
static void fill_features(struct cudaDeviceProp *p) {
  p->integrated = 0;
  p->canMapHostMemory = 1;
  p->concurrentKernels = 1;
  p->asyncEngineCount = 1;
  p->unifiedAddressing = 1;
  p->managedMemory = 1;
  p->pageableMemoryAccess = 1;
  p->pageableMemoryAccessUsesHostPageTables = 1;
  p->concurrentManagedAccess = 1;
  p->directManagedMemAccessFromHost = 1;
  p->hostNativeAtomicSupported = 1;
  p->canUseHostPointerForRegisteredMem = 1;
  p->hostRegisterSupported = 1;
  p->hostRegisterReadOnlySupported = 1;
  p->globalL1CacheSupported = 1;
  p->localL1CacheSupported = 1;
  p->cooperativeLaunch = 1; /* blocks of a cooperative grid run as fibers (rt_fiber.c) */
  p->memoryPoolsSupported = 1; /* cudaMallocAsync and the default pool */
  p->deviceNumaId = -1;
  p->hostNumaId = -1;
}

static void props_init(void) {
  fill_name(&props);
  fill_limits(&props);
  fill_textures(&props);
  fill_features(&props);
  clock_khz = cpu_clock_khz();
}

void rt_device_props(struct cudaDeviceProp *p) {
  pthread_once(&props_once, props_init);
  *p = props;
}

const struct cudaDeviceProp *rt_device_props_ref(void) {
  pthread_once(&props_once, props_init);
  return &props;
}

/* ---- cudaDeviceGetAttribute ----
 * Most attributes are a field of cudaDeviceProp (int, or size_t that fits an int); the
 * rest, which CUDA 13 no longer keeps in the struct, are constants here. */
enum { F_INT, F_SIZE, F_CONST };
typedef struct attr_row {
  int attr;
  int how;
  size_t off;
  int value;
} attr_row;
#define P(a, field)                                                                                                    \
  { a, F_INT, offsetof(struct cudaDeviceProp, field), 0 }
#define PZ(a, field)                                                                                                   \
  { a, F_SIZE, offsetof(struct cudaDeviceProp, field), 0 }
#define C(a, v)                                                                                                        \
  { a, F_CONST, 0, v }

static const attr_row attr_table[] = {
    P(cudaDevAttrMaxThreadsPerBlock, maxThreadsPerBlock),
    P(cudaDevAttrMaxBlockDimX, maxThreadsDim[0]),
    P(cudaDevAttrMaxBlockDimY, maxThreadsDim[1]),
    P(cudaDevAttrMaxBlockDimZ, maxThreadsDim[2]),
    P(cudaDevAttrMaxGridDimX, maxGridSize[0]),
    P(cudaDevAttrMaxGridDimY, maxGridSize[1]),
    P(cudaDevAttrMaxGridDimZ, maxGridSize[2]),
    PZ(cudaDevAttrMaxSharedMemoryPerBlock, sharedMemPerBlock),
    PZ(cudaDevAttrTotalConstantMemory, totalConstMem),
    P(cudaDevAttrWarpSize, warpSize),
    PZ(cudaDevAttrMaxPitch, memPitch),
    P(cudaDevAttrMaxRegistersPerBlock, regsPerBlock),
    C(cudaDevAttrClockRate, -1), /* filled from clock_khz */
    PZ(cudaDevAttrTextureAlignment, textureAlignment),
    C(cudaDevAttrGpuOverlap, 1),
    P(cudaDevAttrMultiProcessorCount, multiProcessorCount),
    C(cudaDevAttrKernelExecTimeout, 0),
    P(cudaDevAttrIntegrated, integrated),
    P(cudaDevAttrCanMapHostMemory, canMapHostMemory),
    C(cudaDevAttrComputeMode, 0), /* cudaComputeModeDefault */
    P(cudaDevAttrMaxTexture1DWidth, maxTexture1D),
    P(cudaDevAttrMaxTexture2DWidth, maxTexture2D[0]),
    P(cudaDevAttrMaxTexture2DHeight, maxTexture2D[1]),
    P(cudaDevAttrMaxTexture3DWidth, maxTexture3D[0]),
    P(cudaDevAttrMaxTexture3DHeight, maxTexture3D[1]),
    P(cudaDevAttrMaxTexture3DDepth, maxTexture3D[2]),
    P(cudaDevAttrMaxTexture2DLayeredWidth, maxTexture2DLayered[0]),
    P(cudaDevAttrMaxTexture2DLayeredHeight, maxTexture2DLayered[1]),
    P(cudaDevAttrMaxTexture2DLayeredLayers, maxTexture2DLayered[2]),
    PZ(cudaDevAttrSurfaceAlignment, surfaceAlignment),
    P(cudaDevAttrConcurrentKernels, concurrentKernels),
    P(cudaDevAttrEccEnabled, ECCEnabled),
    P(cudaDevAttrPciBusId, pciBusID),
    P(cudaDevAttrPciDeviceId, pciDeviceID),
    P(cudaDevAttrTccDriver, tccDriver),
    C(cudaDevAttrMemoryClockRate, 2619000),
    P(cudaDevAttrGlobalMemoryBusWidth, memoryBusWidth),
    P(cudaDevAttrL2CacheSize, l2CacheSize),
    P(cudaDevAttrMaxThreadsPerMultiProcessor, maxThreadsPerMultiProcessor),
    P(cudaDevAttrAsyncEngineCount, asyncEngineCount),
    P(cudaDevAttrUnifiedAddressing, unifiedAddressing),
    P(cudaDevAttrMaxTexture1DLayeredWidth, maxTexture1DLayered[0]),
    P(cudaDevAttrMaxTexture1DLayeredLayers, maxTexture1DLayered[1]),
    P(cudaDevAttrMaxTexture2DGatherWidth, maxTexture2DGather[0]),
    P(cudaDevAttrMaxTexture2DGatherHeight, maxTexture2DGather[1]),
    P(cudaDevAttrMaxTexture3DWidthAlt, maxTexture3DAlt[0]),
    P(cudaDevAttrMaxTexture3DHeightAlt, maxTexture3DAlt[1]),
    P(cudaDevAttrMaxTexture3DDepthAlt, maxTexture3DAlt[2]),
    P(cudaDevAttrPciDomainId, pciDomainID),
    PZ(cudaDevAttrTexturePitchAlignment, texturePitchAlignment),
    P(cudaDevAttrMaxTextureCubemapWidth, maxTextureCubemap),
    P(cudaDevAttrMaxTextureCubemapLayeredWidth, maxTextureCubemapLayered[0]),
    P(cudaDevAttrMaxTextureCubemapLayeredLayers, maxTextureCubemapLayered[1]),
    P(cudaDevAttrMaxSurface1DWidth, maxSurface1D),
    P(cudaDevAttrMaxSurface2DWidth, maxSurface2D[0]),
    P(cudaDevAttrMaxSurface2DHeight, maxSurface2D[1]),
    P(cudaDevAttrMaxSurface3DWidth, maxSurface3D[0]),
    P(cudaDevAttrMaxSurface3DHeight, maxSurface3D[1]),
    P(cudaDevAttrMaxSurface3DDepth, maxSurface3D[2]),
    P(cudaDevAttrMaxSurface1DLayeredWidth, maxSurface1DLayered[0]),
    P(cudaDevAttrMaxSurface1DLayeredLayers, maxSurface1DLayered[1]),
    P(cudaDevAttrMaxSurface2DLayeredWidth, maxSurface2DLayered[0]),
    P(cudaDevAttrMaxSurface2DLayeredHeight, maxSurface2DLayered[1]),
    P(cudaDevAttrMaxSurface2DLayeredLayers, maxSurface2DLayered[2]),
    P(cudaDevAttrMaxSurfaceCubemapWidth, maxSurfaceCubemap),
    P(cudaDevAttrMaxSurfaceCubemapLayeredWidth, maxSurfaceCubemapLayered[0]),
    P(cudaDevAttrMaxSurfaceCubemapLayeredLayers, maxSurfaceCubemapLayered[1]),
    P(cudaDevAttrMaxTexture1DLinearWidth, maxTexture1D), /* deprecated; no struct field */
    P(cudaDevAttrMaxTexture2DLinearWidth, maxTexture2DLinear[0]),
    P(cudaDevAttrMaxTexture2DLinearHeight, maxTexture2DLinear[1]),
    P(cudaDevAttrMaxTexture2DLinearPitch, maxTexture2DLinear[2]),
    P(cudaDevAttrMaxTexture2DMipmappedWidth, maxTexture2DMipmap[0]),
    P(cudaDevAttrMaxTexture2DMipmappedHeight, maxTexture2DMipmap[1]),
    P(cudaDevAttrComputeCapabilityMajor, major),
    P(cudaDevAttrComputeCapabilityMinor, minor),
    P(cudaDevAttrMaxTexture1DMipmappedWidth, maxTexture1DMipmap),
    P(cudaDevAttrStreamPrioritiesSupported, streamPrioritiesSupported),
    P(cudaDevAttrGlobalL1CacheSupported, globalL1CacheSupported),
    P(cudaDevAttrLocalL1CacheSupported, localL1CacheSupported),
    PZ(cudaDevAttrMaxSharedMemoryPerMultiprocessor, sharedMemPerMultiprocessor),
    P(cudaDevAttrMaxRegistersPerMultiprocessor, regsPerMultiprocessor),
    P(cudaDevAttrManagedMemory, managedMemory),
    P(cudaDevAttrIsMultiGpuBoard, isMultiGpuBoard),
    P(cudaDevAttrMultiGpuBoardGroupID, multiGpuBoardGroupID),
    P(cudaDevAttrHostNativeAtomicSupported, hostNativeAtomicSupported),
    C(cudaDevAttrSingleToDoublePrecisionPerfRatio, 2),
    P(cudaDevAttrPageableMemoryAccess, pageableMemoryAccess),
    P(cudaDevAttrConcurrentManagedAccess, concurrentManagedAccess),
    P(cudaDevAttrComputePreemptionSupported, computePreemptionSupported),
    P(cudaDevAttrCanUseHostPointerForRegisteredMem, canUseHostPointerForRegisteredMem),
    P(cudaDevAttrCooperativeLaunch, cooperativeLaunch),
    PZ(cudaDevAttrMaxSharedMemoryPerBlockOptin, sharedMemPerBlockOptin),
    C(cudaDevAttrCanFlushRemoteWrites, 0),
    P(cudaDevAttrHostRegisterSupported, hostRegisterSupported),
    P(cudaDevAttrPageableMemoryAccessUsesHostPageTables, pageableMemoryAccessUsesHostPageTables),
    P(cudaDevAttrDirectManagedMemAccessFromHost, directManagedMemAccessFromHost),
    P(cudaDevAttrMaxBlocksPerMultiprocessor, maxBlocksPerMultiProcessor),
    P(cudaDevAttrMaxPersistingL2CacheSize, persistingL2CacheMaxSize),
    P(cudaDevAttrMaxAccessPolicyWindowSize, accessPolicyMaxWindowSize),
    PZ(cudaDevAttrReservedSharedMemoryPerBlock, reservedSharedMemPerBlock),
    P(cudaDevAttrSparseCudaArraySupported, sparseCudaArraySupported),
    P(cudaDevAttrHostRegisterReadOnlySupported, hostRegisterReadOnlySupported),
    P(cudaDevAttrTimelineSemaphoreInteropSupported, timelineSemaphoreInteropSupported),
    P(cudaDevAttrMemoryPoolsSupported, memoryPoolsSupported),
    P(cudaDevAttrGPUDirectRDMASupported, gpuDirectRDMASupported),
    P(cudaDevAttrGPUDirectRDMAFlushWritesOptions, gpuDirectRDMAFlushWritesOptions),
    P(cudaDevAttrGPUDirectRDMAWritesOrdering, gpuDirectRDMAWritesOrdering),
    P(cudaDevAttrMemoryPoolSupportedHandleTypes, memoryPoolSupportedHandleTypes),
    P(cudaDevAttrClusterLaunch, clusterLaunch),
    P(cudaDevAttrDeferredMappingCudaArraySupported, deferredMappingCudaArraySupported),
    P(cudaDevAttrIpcEventSupport, ipcEventSupported),
    C(cudaDevAttrMemSyncDomainCount, 1),
    P(cudaDevAttrNumaConfig, deviceNumaConfig),
    P(cudaDevAttrNumaId, deviceNumaId),
    P(cudaDevAttrMpsEnabled, mpsEnabled),
    P(cudaDevAttrHostNumaId, hostNumaId),
    C(cudaDevAttrD3D12CigSupported, 0),
    C(cudaDevAttrVulkanCigSupported, 0),
    P(cudaDevAttrGpuPciDeviceId, gpuPciDeviceID),
    P(cudaDevAttrGpuPciSubsystemId, gpuPciSubsystemID),
    C(cudaDevAttrHostNumaMemoryPoolsSupported, 0),
    P(cudaDevAttrHostNumaMultinodeIpcSupported, hostNumaMultinodeIpcSupported),
    C(cudaDevAttrHostMemoryPoolsSupported, 0),
    C(cudaDevAttrOnlyPartialHostNativeAtomicSupported, 0),
};
#undef P
#undef PZ
#undef C

static int row_value(const attr_row *r) {
  const char *base = (const char *)&props;
  int v;
  size_t z;
  if (r->attr == cudaDevAttrClockRate) return clock_khz;
  switch (r->how) {
  case F_INT: memcpy(&v, base + r->off, sizeof v); return v;
  case F_SIZE: memcpy(&z, base + r->off, sizeof z); return z > INT_MAX ? INT_MAX : (int)z;
  default: return r->value;
  }
}

/* cudaErrorInvalidValue for attributes CUDA reserves or that this header does not know. */
cudaError_t rt_device_attr(int *value, int attr) {
  pthread_once(&props_once, props_init);
  for (size_t i = 0; i < sizeof attr_table / sizeof attr_table[0]; i++) {
    if (attr_table[i].attr == attr) {
      *value = row_value(&attr_table[i]);
      return cudaSuccess;
    }
  }
  return cudaErrorInvalidValue;
}

/* ---- settings that a CPU accepts and records ---- */
#define DEFAULT_LIMITS                                                                                                 \
  {                                                                                                                    \
    [cudaLimitStackSize] = 1024, [cudaLimitPrintfFifoSize] = 1 << 20, [cudaLimitMallocHeapSize] = 8 << 20,             \
    [cudaLimitDevRuntimeSyncDepth] = 2, [cudaLimitDevRuntimePendingLaunchCount] = 2048,                                \
    [cudaLimitMaxL2FetchGranularity] = 32,                                                                             \
  }
enum { NLIMITS = 16 };
static const size_t default_limits[NLIMITS] = DEFAULT_LIMITS;
static struct {
  pthread_mutex_t mu;
  size_t limits[NLIMITS];
  unsigned flags; /* cudaSetDeviceFlags */
} settings = {PTHREAD_MUTEX_INITIALIZER, DEFAULT_LIMITS, 0};

/* The GPU sizes the device heap at the first launch of a kernel that calls malloc: later
 * changes are refused until cudaDeviceReset (measured on an H100). */
static _Atomic int heap_fixed;

void rt_device_heap_in_use(void) {
  if (!atomic_load_explicit(&heap_fixed, memory_order_relaxed)) atomic_store(&heap_fixed, 1);
}

cudaError_t rt_device_set_limit(int limit, size_t value) {
  if ((unsigned)limit >= NLIMITS) return cudaErrorInvalidValue;
  if (limit == cudaLimitMallocHeapSize) {
    if (atomic_load(&heap_fixed)) return cudaErrorInvalidValue;
    rt_heap_set_limit(value);
  }
  pthread_mutex_lock(&settings.mu);
  settings.limits[limit] = value;
  pthread_mutex_unlock(&settings.mu);
  return cudaSuccess;
}

cudaError_t rt_device_get_limit(int limit, size_t *value) {
  if ((unsigned)limit >= NLIMITS) return cudaErrorInvalidValue;
  pthread_mutex_lock(&settings.mu);
  *value = settings.limits[limit];
  pthread_mutex_unlock(&settings.mu);
  return cudaSuccess;
}

void rt_device_set_flags(unsigned flags) {
  pthread_mutex_lock(&settings.mu);
  settings.flags = flags;
  pthread_mutex_unlock(&settings.mu);
}

unsigned rt_device_flags(void) {
  pthread_mutex_lock(&settings.mu);
  unsigned flags = settings.flags;
  pthread_mutex_unlock(&settings.mu);
  return flags;
}

static void settings_reset(void) {
  pthread_mutex_lock(&settings.mu);
  memcpy(settings.limits, default_limits, sizeof settings.limits);
  settings.flags = 0;
  rt_heap_set_limit(default_limits[cudaLimitMallocHeapSize]);
  atomic_store(&heap_fixed, 0);
  pthread_mutex_unlock(&settings.mu);
}

/* Waits for all work, frees every allocation (device, pinned, managed, stream-ordered,
 * registrations), puts module variables back to their initial values and the limits to
 * their defaults, and clears a sticky error: the next call starts on a fresh device.
 * Kernels and modules stay registered, as the GPU reloads them for later launches. */
void rt_device_reset(void) {
  rt_device_sync();
  rt_mem_reset();
  rt_module_reset_globals();
  settings_reset();
  rt_err_reset();
}

/* ---- occupancy: CUDA's calculator for this device's properties ----
 * As measured on an H100 (tests/cuda/occupancy.cu checks it there): blocks per
 * multiprocessor are limited by warps (maxThreadsPerMultiProcessor / 32), blocks
 * (maxBlocksPerMultiProcessor), registers and shared memory. Registers are allocated per
 * warp, numRegs x 32 rounded up to 256, from each of 4 sub-partitions of
 * regsPerMultiprocessor, and a block's must fit in regsPerBlock. Shared memory is the
 * static, dynamic and reserved bytes rounded up to 128; dynamic shared memory above the
 * kernel's maxDynamicSharedSizeBytes fits nowhere. The block size is held against the
 * device's maxThreadsPerBlock, not the kernel's (the GPU does the same). */
enum { REG_UNIT = 256, SUBPARTITIONS = 4, SMEM_UNIT = 128 };

static int round_up(int x, int unit) { return (x + unit - 1) / unit * unit; }

/* Blocks that fit by warps, blocks and registers (not shared memory). */
static int fit_by_threads_regs(const struct cudaFuncAttributes *a, int block_size) {
  const struct cudaDeviceProp *p = rt_device_props_ref();
  int warps = (block_size + 31) / 32;
  int n = p->maxBlocksPerMultiProcessor;
  if (p->maxThreadsPerMultiProcessor / 32 / warps < n) n = p->maxThreadsPerMultiProcessor / 32 / warps;
  if (a->numRegs > 0) {
    int per_warp = round_up(a->numRegs * 32, REG_UNIT);
    if (per_warp * warps > p->regsPerBlock) return 0;
    int by_regs = p->regsPerMultiprocessor / SUBPARTITIONS / per_warp * SUBPARTITIONS / warps;
    if (by_regs < n) n = by_regs;
  }
  return n;
}

int rt_device_occupancy(const struct cudaFuncAttributes *a, int block_size, size_t dyn_shared) {
  const struct cudaDeviceProp *p = rt_device_props_ref();
  if (block_size <= 0 || block_size > p->maxThreadsPerBlock) return 0;
  if (dyn_shared > (size_t)a->maxDynamicSharedSizeBytes) return 0;
  int n = fit_by_threads_regs(a, block_size);
  size_t smem = a->sharedSizeBytes + dyn_shared + p->reservedSharedMemPerBlock;
  smem = (smem + SMEM_UNIT - 1) / SMEM_UNIT * SMEM_UNIT;
  if (p->sharedMemPerMultiprocessor / smem < (size_t)n) n = (int)(p->sharedMemPerMultiprocessor / smem);
  return n;
}

/* cudaOccupancyAvailableDynamicSMemPerBlock: the SM's shared memory split num_blocks ways
 * (rounded down to 128; the GPU does not take the reserved 1 KiB off), less the static
 * part, at most maxDynamicSharedSizeBytes. InvalidValue if num_blocks do not fit by
 * threads and registers, or nothing is left. */
cudaError_t rt_device_avail_dyn_smem(const struct cudaFuncAttributes *a, int num_blocks, int block_size, size_t *out) {
  const struct cudaDeviceProp *p = rt_device_props_ref();
  if (num_blocks <= 0 || block_size <= 0 || fit_by_threads_regs(a, block_size) < num_blocks)
    return cudaErrorInvalidValue;
  size_t share = p->sharedMemPerMultiprocessor / (size_t)num_blocks / SMEM_UNIT * SMEM_UNIT;
  if (share < a->sharedSizeBytes) return cudaErrorInvalidValue;
  share -= a->sharedSizeBytes;
  *out = share < (size_t)a->maxDynamicSharedSizeBytes ? share : (size_t)a->maxDynamicSharedSizeBytes;
  return cudaSuccess;
}

/* numRegs for a kernel with vregs PTX virtual registers: ptxas gives a kernel no more than
 * lets a block of its largest size (max_threads) be resident, min_blocks of them where
 * .minnctapersm asks for that, and no more than .maxnreg or 255. heddle has no physical
 * registers; this keeps what it reports consistent with the occupancy above. */
int rt_device_num_regs(int vregs, int max_threads, int min_blocks, int maxnreg) {
  const struct cudaDeviceProp *p = rt_device_props_ref();
  int warps = (max_threads + 31) / 32 * (min_blocks > 0 ? min_blocks : 1);
  int n = vregs < 255 ? vregs : 255;
  if (maxnreg > 0 && maxnreg < n) n = maxnreg;
  /* registers a warp may take: every warp in a sub-partition's registers, the block's in regsPerBlock */
  int wps = (warps + SUBPARTITIONS - 1) / SUBPARTITIONS;
  int per_warp = p->regsPerMultiprocessor / SUBPARTITIONS / wps;
  if (min_blocks <= 1 && p->regsPerBlock / ((max_threads + 31) / 32) < per_warp)
    per_warp = p->regsPerBlock / ((max_threads + 31) / 32);
  int cap = per_warp / REG_UNIT * REG_UNIT / 32;
  if (cap < n) n = cap;
  return n > 0 ? n : 1;
}
