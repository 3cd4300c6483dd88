/* rt_mem.h: the table of live allocations (rt_mem.c). Every device, host, managed and
 * registered allocation goes through here, so that cudaFree can validate pointers and
 * cudaPointerGetAttributes can classify them. Calls nothing else in the runtime. */
#ifndef HEDDLE_RT_MEM_H
#define HEDDLE_RT_MEM_H
#include <stddef.h>
#include <stdint.h>
#include <cuda_runtime_api.h>

enum {
  RT_MEM_DEVICE = 1,
  RT_MEM_HOST = 2,
  RT_MEM_MANAGED = 3,
  RT_MEM_REGISTERED = 4, /* cudaHostRegister'ed user memory: tracked, not owned */
  RT_MEM_ARRAY = 5, /* a CUDA array: an rt_array header, then its texels */
  RT_MEM_OBJECT = 6, /* a texture or surface object (rt_tex.h) */
  RT_MEM_MIPMAP = 7, /* a mipmapped array: an rt_mipmap (its levels are arrays of their own) */
  RT_MEM_KIND = 7,
  RT_MEM_RUNTIME = 8, /* flag: the runtime's own (module variables): survives cudaDeviceReset */
  RT_MEM_POOL = 16, /* flag: from cudaMallocAsync (the default memory pool) */
  RT_MEM_GRAPH = 32
}; /* flag: memory of a graph allocation node; frees by the program are no-ops */
typedef struct rt_alloc {
  void *base;
  size_t size;
  int kind; /* without flags */
  unsigned char *shadow; /* heddle check's: initcheck's, a byte per byte, 1 once written;
                            racecheck's (global races), 32 bytes per 4-byte word; or NULL */
} rt_alloc;
cudaError_t rt_mem_alloc(void **out, size_t size, int kind); /* kind may carry flags */
/* cudaErrorInvalidValue unless p is a live base of that kind; NULL is ok. RT_MEM_DEVICE
 * (cudaFree) also frees RT_MEM_MANAGED. */
cudaError_t rt_mem_free(void *p, int kind);
/* cudaHostRegister: cudaErrorHostMemoryAlreadyRegistered if it overlaps a registration. */
cudaError_t rt_mem_register(void *p, size_t size);
cudaError_t rt_mem_unregister(void *p); /* cudaErrorHostMemoryNotRegistered */
/* cudaFreeAsync's check: p is the base of a live device allocation (pool or not). */
int rt_mem_is_device_base(const void *p);
int rt_mem_is_graph(const void *p); /* p is the base of RT_MEM_GRAPH memory */
int rt_mem_find(const void *p, rt_alloc *out); /* allocation containing p: 1 found, 0 not */
/* heddle check: the allocation holding p (1), else the nearest ones below and above it (0;
 * base NULL where there is none). Texture objects and CUDA arrays are not memory a kernel
 * addresses. */
int rt_mem_nearest(uint64_t p, rt_alloc *inside, rt_alloc *below, rt_alloc *above);
void rt_mem_each(void (*fn)(const rt_alloc *a, int flags, void *arg), void *arg); /* under the table's lock */
/* the device-heap block holding p: its base and the size asked for (p may lie in the
 * rounding past it) */
int rt_heap_find(uint64_t p, uint64_t *base, uint64_t *size);
void rt_heap_check_start(void); /* memcheck: freed heap blocks are kept, not reused; allocations get room after them */
int rt_heap_state(const void *p); /* 1: a live block's base, 2: a freed block's (kept), 0 */
/* initcheck (RT_SHADOW_INIT): device allocations made from now on get a shadow
 * (rt_alloc.shadow); copies and memsets into them mark what they write (src: a copy's
 * source, whose shadow, if it has one, is copied; NULL: written). racecheck's global
 * races (RT_SHADOW_RACE): device and managed allocations get zeroed records (rt_check.c).
 * rt_mem_generation changes whenever an allocation is freed. */
enum { RT_SHADOW_INIT = 1, RT_SHADOW_RACE = 2 };
void rt_mem_shadow_start(int kind);
void rt_mem_shadow_write(const void *dst, size_t n, const void *src);
/* initcheck: every byte of a is written (then its accesses need no look at the shadow) */
int rt_mem_shadow_full(const rt_alloc *a);
unsigned rt_mem_generation(void);
void rt_mem_info(size_t *free_b, size_t *total_b);
void rt_mem_pool_usage(uint64_t *used, uint64_t *used_high, int reset_high);
void rt_mem_graph_usage(uint64_t *used, uint64_t *used_high, int reset_high); /* graph allocation nodes */
void rt_mem_reset(void); /* cudaDeviceReset: frees all but RT_MEM_RUNTIME */
/* The kind of the live allocation whose base is exactly p (without flags), or 0. */
int rt_mem_base_kind(const void *p);

/* A CUDA array (cudaArray_t is its address): texels stored row by row, rows of a slice,
 * then slices (a 3D array's depth, a layered array's layers, a cubemap's faces). */
typedef struct rt_array {
  struct cudaChannelFormatDesc desc;
  struct cudaExtent ext; /* as allocated: height 0 for 1D, depth 0 for 1D and 2D */
  unsigned flags; /* cudaArrayLayered, cudaArrayCubemap, cudaArraySurfaceLoadStore, ... */
  size_t elem; /* bytes per texel */
  size_t w, h, d; /* at least 1 each; d counts depth, layers or faces */
  size_t pitch, slice; /* bytes per row, per slice */
  unsigned char *data;
  int mip_level; /* 1 + the level of a mipmapped array's level: freed with it, not by cudaFreeArray */
} rt_array;
enum { RT_MIP_MAXLEV = 16 }; /* levels of a mipmapped array (32768 texels wide at most) */
typedef struct rt_mipmap {
  int nlev;
  rt_array *lev[RT_MIP_MAXLEV]; /* level l: each extent of level 0 halved l times, at least 1 */
} rt_mipmap;
/* cudaMallocMipmappedArray: nlev levels (clamped to what the extent has, at least 1). */
cudaError_t rt_mipmap_alloc(rt_mipmap **out, const struct cudaChannelFormatDesc *desc, struct cudaExtent ext,
                            unsigned flags, size_t elem, int nlev);
rt_mipmap *rt_mipmap_get(const void *handle); /* NULL unless handle is a live mipmapped array */
cudaError_t rt_array_alloc(rt_array **out, const struct cudaChannelFormatDesc *desc, struct cudaExtent ext,
                           unsigned flags, size_t elem);
rt_array *rt_array_get(const void *handle); /* NULL unless handle is a live array */
/* The device heap (malloc/free in kernels): NULL once cudaLimitMallocHeapSize is used up. */
void *rt_heap_malloc(uint64_t size);
void rt_heap_free(void *p);
void rt_heap_set_limit(size_t bytes);
/* cudaMemPoolGetAttribute / cudaMemPoolSetAttribute of the default pool; value points to
 * an int or an unsigned long long, as the attribute has it. InvalidValue if unknown. */
cudaError_t rt_mem_pool_get_attr(int attr, void *value);
cudaError_t rt_mem_pool_set_attr(int attr, const void *value);
/* cudaMallocPitch: rows of width bytes padded to the pitch a GPU gives. */
cudaError_t rt_mem_alloc_pitch(void **out, size_t *pitch, size_t width, size_t height);
/* Unified-memory advice, recorded per managed allocation (there is nothing to move):
 * locations are a device id, -1 (cudaCpuDeviceId) or -2 (none); accessed_by has bit 0 for
 * device 0, bit 1 for the host. */
typedef struct rt_advice {
  int read_mostly, preferred, accessed_by, last_prefetch;
} rt_advice;
/* For the managed allocation holding [p, p+count): stores *set and/or reads *get; 0 if none. */
int rt_mem_advice(const void *p, size_t count, const rt_advice *set, rt_advice *get);
#endif
