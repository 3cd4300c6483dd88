/* rt_mem.c: every device, pinned-host and managed allocation goes through here: a table
 * sorted by base address lets cudaFree reject bad pointers and finds the allocation holding
 * any address. Device memory is host memory, 256-byte aligned like cudaMalloc's. */
#include "rt_mem.h"
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

enum { ALLOC_ALIGN = 512 }; /* textureAlignment: a texture may start at any allocation */
/* At and above this size we map pages directly: they go back to the OS on free and a
 * failure is a clean ENOMEM. Below it, posix_memalign keeps small allocations cheap (and
 * visible to ASan). */
#define MMAP_THRESHOLD ((size_t)32 << 20)

typedef struct entry {
  rt_alloc a;
  size_t room; /* bytes after a.size that no allocation takes (rt_mem_alloc) */
  int mapped, flags;
  rt_advice adv;
} entry;

/* The live-allocation table: process state that cudaFree semantics require. */
static pthread_mutex_t mem_mu = PTHREAD_MUTEX_INITIALIZER;
static entry *tab;
static size_t ntab, captab;
static uint64_t pool_used, pool_high; /* bytes from cudaMallocAsync, under mem_mu */
static uint64_t graph_used, graph_high; /* bytes of graph allocation nodes, under mem_mu */

/* Index of the first entry whose base is > p. Call with mem_mu held. */
static size_t upper_bound(const void *p) {
  size_t lo = 0, hi = ntab;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if ((uintptr_t)tab[mid].a.base <= (uintptr_t)p) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

static int table_insert(entry e) {
  pthread_mutex_lock(&mem_mu);
  if (ntab == captab) {
    size_t ncap = captab ? captab * 2 : 64;
    entry *nt = realloc(tab, ncap * sizeof *nt);
    if (!nt) {
      pthread_mutex_unlock(&mem_mu);
      return 0;
    }
    tab = nt;
    captab = ncap;
  }
  size_t i = upper_bound(e.a.base);
  memmove(&tab[i + 1], &tab[i], (ntab - i) * sizeof *tab);
  tab[i] = e;
  ntab++;
  if ((e.flags & RT_MEM_POOL) && !(e.flags & RT_MEM_GRAPH)) {
    pool_used += e.a.size;
    if (pool_used > pool_high) pool_high = pool_used;
  }
  if (e.flags & RT_MEM_GRAPH) {
    graph_used += e.a.size;
    if (graph_used > graph_high) graph_high = graph_used;
  }
  pthread_mutex_unlock(&mem_mu);
  return 1;
}

/* cudaFree (RT_MEM_DEVICE) also frees managed memory, as CUDA's does. */
static int kind_matches(int have, int want) {
  return have == want || (want == RT_MEM_DEVICE && have == RT_MEM_MANAGED);
}

/* Removes the entry whose base is exactly p and of a matching kind. */
static int table_remove(void *p, int kind, entry *out) {
  int ok = 0;
  pthread_mutex_lock(&mem_mu);
  size_t i = upper_bound(p);
  if (i > 0 && tab[i - 1].a.base == p && kind_matches(tab[i - 1].a.kind, kind)) {
    *out = tab[i - 1];
    memmove(&tab[i - 1], &tab[i], (ntab - i) * sizeof *tab);
    ntab--;
    if ((out->flags & RT_MEM_POOL) && !(out->flags & RT_MEM_GRAPH)) pool_used -= out->a.size;
    if (out->flags & RT_MEM_GRAPH) graph_used -= out->a.size;
    ok = 1;
  }
  pthread_mutex_unlock(&mem_mu);
  return ok;
}

static size_t phys_bytes(void) {
  long pages = sysconf(_SC_PHYS_PAGES), psz = sysconf(_SC_PAGESIZE);
  if (pages <= 0 || psz <= 0) return (size_t)1 << 34;
  return (size_t)pages * (size_t)psz;
}

static void *raw_alloc(size_t size, int *mapped) {
  void *p = NULL;
  *mapped = size >= MMAP_THRESHOLD;
  if (*mapped) {
    p = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) return NULL;
#ifdef MADV_HUGEPAGE
    /* large pages, as a GPU's memory has: a kernel's blocks stride across big arrays (a
     * grid-stride loop touches a new 4 KiB page at every step), so TLB reach matters */
    madvise(p, size, MADV_HUGEPAGE);
#endif
    return p;
  }
  if (posix_memalign(&p, ALLOC_ALIGN, size) != 0) return NULL;
  return p;
}

static _Atomic int shadow_on;
static _Atomic unsigned generation;
static _Atomic int redzones; /* memcheck: room after each small allocation (rt_mem_alloc) */

/* initcheck's shadow: a header, then a byte per byte of the allocation. done: its first
 * bytes known written (a copy of unwritten bytes into them lowers it; finding more written
 * raises it), so that an allocation written whole needs no look at its shadow. */
enum { SHADOW_HDR = 64 };
typedef struct shadow_hdr {
  _Atomic size_t done;
} shadow_hdr;
static shadow_hdr *shadow_of(unsigned char *sh) { return (shadow_hdr *)(void *)(sh - SHADOW_HDR); }

static void raw_free(const entry *e) {
  if (e->a.shadow) free(shadow_of(e->a.shadow));
  atomic_fetch_add(&generation, 1);
  if (e->a.kind == RT_MEM_REGISTERED) return;
  if (e->mapped) munmap(e->a.base, e->a.size + e->room);
  else free(e->a.base);
}

/* size 0 succeeds with a NULL pointer, as cudaMalloc(&p, 0) does. A request larger than
 * physical memory fails up front: it could never be backed, and asking the system
 * allocator for it may abort under sanitizers instead of failing. */
cudaError_t rt_mem_alloc(void **out, size_t size, int kind) {
  if (!out) return cudaErrorInvalidValue;
  *out = NULL;
  if (size == 0) return cudaSuccess;
  if (size > phys_bytes()) return cudaErrorMemoryAllocation;
  /* Room after each allocation that no other takes, as a GPU, which hands addresses out
   * upwards, leaves: a pointer a little past an array (one past its end, a 1-based a - 1)
   * points into no allocation, not into a neighbour (held updates rely on telling
   * arrays apart: rt_launch.c, tails_apart). Under memcheck as much again as the
   * allocation, at most 64 KiB: an access past its end is reported wherever the host's
   * allocator put it (a grid writing a whole array's length past one found it inside the
   * next, in a hole of the heap). */
  size_t room = ALLOC_ALIGN;
  if (atomic_load_explicit(&redzones, memory_order_relaxed)) {
    room = size < ((size_t)64 << 10) ? size : (size_t)64 << 10;
    room = (room + ALLOC_ALIGN - 1) / ALLOC_ALIGN * ALLOC_ALIGN;
    if (room < ALLOC_ALIGN) room = ALLOC_ALIGN;
  }
  entry e = {{NULL, size, kind & RT_MEM_KIND, NULL}, room, 0, kind & ~RT_MEM_KIND, {0, -2, 0, -2}};
  e.a.base = raw_alloc(size + room, &e.mapped);
  if (!e.a.base) return cudaErrorMemoryAllocation;
  int sk = atomic_load_explicit(&shadow_on, memory_order_relaxed);
  if (sk == RT_SHADOW_INIT && e.a.kind == RT_MEM_DEVICE && !(e.flags & RT_MEM_RUNTIME))
    if ((e.a.shadow = calloc(size + SHADOW_HDR, 1))) /* without it, the allocation counts as written */
      e.a.shadow += SHADOW_HDR;
  /* racecheck's records, 32 bytes a word: zero pages until a kernel touches them */
  if (sk == RT_SHADOW_RACE && (e.a.kind == RT_MEM_DEVICE || e.a.kind == RT_MEM_MANAGED))
    if ((e.a.shadow = calloc((size + 3) / 4 * 32 + SHADOW_HDR, 1))) /* without it, unchecked */
      e.a.shadow += SHADOW_HDR;
  if (!table_insert(e)) {
    raw_free(&e);
    return cudaErrorMemoryAllocation;
  }
  *out = e.a.base;
  return cudaSuccess;
}

enum { PITCH_ALIGN = 512 }; /* the row alignment cudaMallocPitch gives on current GPUs */

cudaError_t rt_mem_alloc_pitch(void **out, size_t *pitch, size_t width, size_t height) {
  size_t p = (width + PITCH_ALIGN - 1) / PITCH_ALIGN * PITCH_ALIGN;
  if (height && p > SIZE_MAX / height) return cudaErrorMemoryAllocation;
  cudaError_t e = rt_mem_alloc(out, p * height, RT_MEM_DEVICE);
  if (e == cudaSuccess) *pitch = p;
  return e;
}

cudaError_t rt_mem_free(void *p, int kind) {
  entry e;
  if (!p) return cudaSuccess;
  if (kind == RT_MEM_REGISTERED) return cudaErrorInvalidValue;
  if (!table_remove(p, kind, &e)) return cudaErrorInvalidValue;
  raw_free(&e);
  return cudaSuccess;
}

int rt_mem_find(const void *p, rt_alloc *out) {
  int found = 0;
  pthread_mutex_lock(&mem_mu);
  size_t i = upper_bound(p);
  if (i > 0) {
    const rt_alloc *a = &tab[i - 1].a;
    if ((uintptr_t)p - (uintptr_t)a->base < a->size) {
      if (out) *out = *a;
      found = 1;
    }
  }
  pthread_mutex_unlock(&mem_mu);
  return found;
}

int rt_mem_nearest(uint64_t p, rt_alloc *inside, rt_alloc *below, rt_alloc *above) {
  int found = 0;
  pthread_mutex_lock(&mem_mu);
  size_t i = upper_bound((const void *)(uintptr_t)p);
  below->base = above->base = NULL;
  below->size = above->size = 0;
  for (size_t j = i; j-- > 0;) { /* the allocation holding p, else the nearest below */
    const rt_alloc *a = &tab[j].a;
    if (a->kind == RT_MEM_OBJECT || a->kind == RT_MEM_ARRAY || a->kind == RT_MEM_MIPMAP) continue;
    if (p - (uintptr_t)a->base < a->size) {
      *inside = *a;
      found = 1;
    } else *below = *a;
    break;
  }
  for (size_t j = i; j < ntab && !found; j++) {
    if (tab[j].a.kind == RT_MEM_OBJECT || tab[j].a.kind == RT_MEM_ARRAY || tab[j].a.kind == RT_MEM_MIPMAP) continue;
    *above = tab[j].a;
    break;
  }
  pthread_mutex_unlock(&mem_mu);
  return found;
}

void rt_mem_shadow_start(int kind) { atomic_store(&shadow_on, kind); }
unsigned rt_mem_generation(void) { return atomic_load_explicit(&generation, memory_order_acquire); }

/* The entry holding p, or NULL. Call with mem_mu held. */
static const entry *holding(const void *p) {
  size_t i = upper_bound(p);
  if (i > 0 && (uintptr_t)p - (uintptr_t)tab[i - 1].a.base < tab[i - 1].a.size) return &tab[i - 1];
  return NULL;
}

void rt_mem_shadow_write(const void *dst, size_t n, const void *src) {
  if (atomic_load_explicit(&shadow_on, memory_order_relaxed) != RT_SHADOW_INIT || !n) return;
  pthread_mutex_lock(&mem_mu);
  const entry *d = holding(dst), *s = src ? holding(src) : NULL;
  if (d && d->a.shadow) {
    size_t off = (uintptr_t)dst - (uintptr_t)d->a.base, m = n < d->a.size - off ? n : d->a.size - off;
    size_t soff = s ? (uintptr_t)src - (uintptr_t)s->a.base : 0;
    for (size_t i = 0; i < m; i++) {
      unsigned char v = s && s->a.shadow && soff + i < s->a.size
          ? __atomic_load_n(&s->a.shadow[soff + i], __ATOMIC_RELAXED)
          : 1;
      __atomic_store_n(&d->a.shadow[off + i], v, __ATOMIC_RELAXED);
      if (!v && atomic_load_explicit(&shadow_of(d->a.shadow)->done, memory_order_relaxed) > off + i)
        atomic_store_explicit(&shadow_of(d->a.shadow)->done, off + i, memory_order_relaxed);
    }
  }
  pthread_mutex_unlock(&mem_mu);
}

int rt_mem_shadow_full(const rt_alloc *a) {
  if (!a->shadow) return 1;
  shadow_hdr *h = shadow_of(a->shadow);
  size_t d = atomic_load_explicit(&h->done, memory_order_relaxed), n = a->size, at = d;
  const unsigned char *sh = a->shadow;
  for (; at < n && (at & 7); at++)
    if (!__atomic_load_n(&sh[at], __ATOMIC_RELAXED)) break;
  if (at < n && !(at & 7))
    for (; at + 8 <= n; at += 8) /* eight at a time: a shadow byte is 0 or 1 */
      if (__atomic_load_n((const uint64_t *)(const void *)(sh + at), __ATOMIC_RELAXED) != 0x0101010101010101ull) break;
  for (; at < n; at++)
    if (!__atomic_load_n(&sh[at], __ATOMIC_RELAXED)) break;
  if (at > d) atomic_compare_exchange_strong_explicit(&h->done, &d, at, memory_order_relaxed, memory_order_relaxed);
  return at == n;
}

void rt_mem_each(void (*fn)(const rt_alloc *a, int flags, void *arg), void *arg) {
  pthread_mutex_lock(&mem_mu);
  for (size_t i = 0; i < ntab; i++) fn(&tab[i].a, tab[i].flags, arg);
  pthread_mutex_unlock(&mem_mu);
}

cudaError_t rt_mem_register(void *p, size_t size) {
  if (!p || !size) return cudaErrorInvalidValue;
  pthread_mutex_lock(&mem_mu);
  size_t i = upper_bound((char *)p + size - 1);
  /* the last allocation starting at or below p's end must end at or below p */
  int overlap = i > 0 && (uintptr_t)tab[i - 1].a.base + tab[i - 1].a.size > (uintptr_t)p;
  int hostish = overlap && tab[i - 1].a.kind == RT_MEM_REGISTERED;
  pthread_mutex_unlock(&mem_mu);
  if (hostish) return cudaErrorHostMemoryAlreadyRegistered;
  if (overlap) /* pinned or device memory: already usable by the device */
    return cudaErrorHostMemoryAlreadyRegistered;
  entry e = {{p, size, RT_MEM_REGISTERED, NULL}, 0, 0, 0, {0, -2, 0, -2}};
  return table_insert(e) ? cudaSuccess : cudaErrorMemoryAllocation;
}

cudaError_t rt_mem_unregister(void *p) {
  entry e;
  if (!p) return cudaErrorInvalidValue;
  return table_remove(p, RT_MEM_REGISTERED, &e) ? cudaSuccess : cudaErrorHostMemoryNotRegistered;
}

int rt_mem_is_graph(const void *p) {
  pthread_mutex_lock(&mem_mu);
  size_t i = upper_bound(p);
  int ok = i > 0 && tab[i - 1].a.base == p && (tab[i - 1].flags & RT_MEM_GRAPH);
  pthread_mutex_unlock(&mem_mu);
  return ok;
}

int rt_mem_is_device_base(const void *p) {
  pthread_mutex_lock(&mem_mu);
  size_t i = upper_bound(p);
  int ok = i > 0 && tab[i - 1].a.base == p && tab[i - 1].a.kind == RT_MEM_DEVICE;
  pthread_mutex_unlock(&mem_mu);
  return ok;
}

/* The managed allocation holding [p, p+count), or NULL. Call with mem_mu held. */
static entry *managed_entry(const void *p, size_t count) {
  size_t i = upper_bound(p);
  if (i == 0) return NULL;
  entry *e = &tab[i - 1];
  size_t off = (size_t)((const char *)p - (const char *)e->a.base);
  if (e->a.kind != RT_MEM_MANAGED || (uintptr_t)p < (uintptr_t)e->a.base || off >= e->a.size || count > e->a.size - off)
    return NULL;
  return e;
}

int rt_mem_advice(const void *p, size_t count, const rt_advice *set, rt_advice *get) {
  pthread_mutex_lock(&mem_mu);
  entry *e = managed_entry(p, count);
  if (e && set) e->adv = *set;
  if (e && get) *get = e->adv;
  pthread_mutex_unlock(&mem_mu);
  return e != NULL;
}

/* Reads (and resets the high mark of) one usage counter pair. */
static void usage(const uint64_t *cur, uint64_t *high, uint64_t *used, uint64_t *used_high, int reset_high) {
  pthread_mutex_lock(&mem_mu);
  if (reset_high) *high = *cur;
  if (used) *used = *cur;
  if (used_high) *used_high = *high;
  pthread_mutex_unlock(&mem_mu);
}

void rt_mem_pool_usage(uint64_t *used, uint64_t *used_high, int reset_high) {
  usage(&pool_used, &pool_high, used, used_high, reset_high);
}

void rt_mem_graph_usage(uint64_t *used, uint64_t *used_high, int reset_high) {
  usage(&graph_used, &graph_high, used, used_high, reset_high);
}

/* The default memory pool's attributes: recorded (nothing is held back, so none changes
 * what an allocation does); its usage is that of RT_MEM_POOL memory. Under mem_mu. */
static struct {
  unsigned long long release_threshold;
  int follow_events, opportunistic, internal_deps;
} pool_attrs = {0, 1, 1, 1};

cudaError_t rt_mem_pool_get_attr(int attr, void *value) {
  cudaError_t e = cudaSuccess;
  pthread_mutex_lock(&mem_mu);
  switch (attr) {
  case cudaMemPoolReuseFollowEventDependencies: *(int *)value = pool_attrs.follow_events; break;
  case cudaMemPoolReuseAllowOpportunistic: *(int *)value = pool_attrs.opportunistic; break;
  case cudaMemPoolReuseAllowInternalDependencies: *(int *)value = pool_attrs.internal_deps; break;
  case cudaMemPoolAttrReleaseThreshold: *(unsigned long long *)value = pool_attrs.release_threshold; break;
  case cudaMemPoolAttrReservedMemCurrent:
  case cudaMemPoolAttrUsedMemCurrent: *(unsigned long long *)value = pool_used; break;
  case cudaMemPoolAttrReservedMemHigh:
  case cudaMemPoolAttrUsedMemHigh: *(unsigned long long *)value = pool_high; break;
  default: e = cudaErrorInvalidValue;
  }
  pthread_mutex_unlock(&mem_mu);
  return e;
}

cudaError_t rt_mem_pool_set_attr(int attr, const void *value) {
  cudaError_t e = cudaSuccess;
  pthread_mutex_lock(&mem_mu);
  switch (attr) {
  case cudaMemPoolReuseFollowEventDependencies: pool_attrs.follow_events = *(const int *)value != 0; break;
  case cudaMemPoolReuseAllowOpportunistic: pool_attrs.opportunistic = *(const int *)value != 0; break;
  case cudaMemPoolReuseAllowInternalDependencies: pool_attrs.internal_deps = *(const int *)value != 0; break;
  case cudaMemPoolAttrReleaseThreshold: pool_attrs.release_threshold = *(const unsigned long long *)value; break;
  case cudaMemPoolAttrReservedMemHigh:
  case cudaMemPoolAttrUsedMemHigh: /* may only be reset to 0 */
    if (*(const unsigned long long *)value != 0) e = cudaErrorInvalidValue;
    else pool_high = pool_used;
    break;
  default: e = cudaErrorInvalidValue;
  }
  pthread_mutex_unlock(&mem_mu);
  return e;
}

static void heap_reset(void);

void rt_mem_reset(void) {
  pthread_mutex_lock(&mem_mu);
  size_t k = 0;
  for (size_t i = 0; i < ntab; i++) {
    if (tab[i].flags & RT_MEM_RUNTIME) tab[k++] = tab[i];
    else raw_free(&tab[i]);
  }
  ntab = k;
  pool_used = pool_high = graph_used = graph_high = 0;
  pthread_mutex_unlock(&mem_mu);
  heap_reset();
}

int rt_mem_base_kind(const void *p) {
  int kind = 0;
  pthread_mutex_lock(&mem_mu);
  size_t i = upper_bound(p);
  if (p && i > 0 && tab[i - 1].a.base == p) kind = tab[i - 1].a.kind;
  pthread_mutex_unlock(&mem_mu);
  return kind;
}

/* The header and the texels in one allocation, the texels 256-byte aligned. */
cudaError_t rt_array_alloc(rt_array **out, const struct cudaChannelFormatDesc *desc, struct cudaExtent ext,
                           unsigned flags, size_t elem) {
  size_t w = ext.width, h = ext.height ? ext.height : 1, d = ext.depth ? ext.depth : 1;
  size_t pitch = w * elem, slice = pitch * h, hdr = (sizeof(rt_array) + 255) & ~(size_t)255;
  if (d && slice > (SIZE_MAX - hdr) / d) return cudaErrorMemoryAllocation;
  void *p;
  cudaError_t e = rt_mem_alloc(&p, hdr + slice * d, RT_MEM_ARRAY);
  if (e != cudaSuccess) return e;
  rt_array *a = p;
  memset(a, 0, hdr);
  *a = (rt_array){*desc, ext, flags, elem, w, h, d, pitch, slice, (unsigned char *)p + hdr, 0};
  *out = a;
  return cudaSuccess;
}

rt_array *rt_array_get(const void *handle) {
  return rt_mem_base_kind(handle) == RT_MEM_ARRAY ? (rt_array *)handle : NULL;
}

cudaError_t rt_mipmap_alloc(rt_mipmap **out, const struct cudaChannelFormatDesc *desc, struct cudaExtent ext,
                            unsigned flags, size_t elem, int nlev) {
  size_t big = ext.width > ext.height ? ext.width : ext.height;
  if (!(flags & cudaArrayLayered) && ext.depth > big) big = ext.depth;
  int most = 1;
  while (most < RT_MIP_MAXLEV && (big >> most)) most++;
  nlev = nlev < 1 ? 1 : nlev > most ? most : nlev;
  void *p;
  cudaError_t e = rt_mem_alloc(&p, sizeof(rt_mipmap), RT_MEM_MIPMAP);
  if (e != cudaSuccess) return e;
  rt_mipmap *m = p;
  memset(m, 0, sizeof *m);
  for (int l = 0; l < nlev; l++) {
    struct cudaExtent x = ext;
#define HALF(v) ((v) ? ((v) >> l ? (v) >> l : 1) : 0)
    x.width = HALF(ext.width);
    x.height = HALF(ext.height);
    if (!(flags & (cudaArrayLayered | cudaArrayCubemap))) x.depth = HALF(ext.depth); /* layers stay */
#undef HALF
    e = rt_array_alloc(&m->lev[l], desc, x, flags, elem);
    if (e != cudaSuccess) {
      for (int k = 0; k < l; k++) rt_mem_free(m->lev[k], RT_MEM_ARRAY);
      rt_mem_free(m, RT_MEM_MIPMAP);
      return e;
    }
    m->lev[l]->mip_level = l + 1;
    m->nlev = l + 1;
  }
  *out = m;
  return cudaSuccess;
}

rt_mipmap *rt_mipmap_get(const void *handle) {
  return rt_mem_base_kind(handle) == RT_MEM_MIPMAP ? (rt_mipmap *)handle : NULL;
}

/* MemAvailable counts reclaimable page cache, which is what a new allocation can get;
 * _SC_AVPHYS_PAGES (MemFree) undercounts badly on a busy machine. */
static size_t avail_bytes(void) {
  FILE *f = fopen("/proc/meminfo", "r");
  char line[256];
  unsigned long long kb = 0;
  int found = 0;
  while (f && !found && fgets(line, sizeof line, f)) found = sscanf(line, "MemAvailable: %llu kB", &kb) == 1;
  if (f) fclose(f);
  if (found) return (size_t)kb * 1024;
  long pages = sysconf(_SC_AVPHYS_PAGES), psz = sysconf(_SC_PAGESIZE);
  return pages > 0 && psz > 0 ? (size_t)pages * (size_t)psz : 0;
}

void rt_mem_info(size_t *free_b, size_t *total_b) {
  size_t total = phys_bytes(), avail = avail_bytes();
  if (total_b) *total_b = total;
  if (free_b) *free_b = avail < total ? avail : total;
}

/* ---- the device heap: malloc and free in kernels ----
 * Blocks come from the C heap with a 32-byte header (the GPU's heap gives 16-byte
 * alignment too) that holds their size and links them in a list, so that cudaDeviceReset
 * frees what kernels never did. What they take, headers included, is counted against
 * cudaLimitMallocHeapSize, and a request that does not fit in what is left gets NULL, as
 * on the GPU. */
typedef struct heap_hdr {
  struct heap_hdr *prev, *next;
  size_t need;
  size_t pad;
} heap_hdr;
static pthread_mutex_t heap_mu = PTHREAD_MUTEX_INITIALIZER;
static heap_hdr heap_list = {&heap_list, &heap_list, 0, 0};
static _Atomic size_t heap_used;
static _Atomic size_t heap_limit = (size_t)8 << 20;
/* heddle check: freed blocks stay here (quarantined), so that a second free of one is
 * known for what it is and no later block takes its address */
static heap_hdr heap_freed = {&heap_freed, &heap_freed, 0, 0};
static _Atomic int heap_quarantine;

void rt_heap_set_limit(size_t bytes) { atomic_store(&heap_limit, bytes); }

void *rt_heap_malloc(uint64_t size) {
  if (size > ((size_t)1 << 48)) return NULL;
  size_t need = (((size_t)size + 15) & ~(size_t)15) + sizeof(heap_hdr);
  size_t used = atomic_load(&heap_used);
  do {
    if (need > atomic_load(&heap_limit) || used > atomic_load(&heap_limit) - need) return NULL;
  } while (!atomic_compare_exchange_weak(&heap_used, &used, used + need));
  /* heddle check: 64 bytes more, so that an overflow of the block stays in the heap */
  heap_hdr *h = malloc(need + (atomic_load_explicit(&heap_quarantine, memory_order_relaxed) ? 64 : 0));
  if (!h) {
    atomic_fetch_sub(&heap_used, need);
    return NULL;
  }
  h->need = need;
  h->pad = (size_t)size; /* what was asked for: heddle check's bounds */
  pthread_mutex_lock(&heap_mu);
  h->next = heap_list.next;
  h->prev = &heap_list;
  heap_list.next->prev = h;
  heap_list.next = h;
  pthread_mutex_unlock(&heap_mu);
  return h + 1;
}

void rt_heap_check_start(void) {
  atomic_store(&heap_quarantine, 1);
  atomic_store(&redzones, 1);
}

int rt_heap_find(uint64_t p, uint64_t *base, uint64_t *size) {
  int found = 0;
  pthread_mutex_lock(&heap_mu);
  for (heap_hdr *h = heap_list.next; h != &heap_list && !found; h = h->next)
    if (p - (uintptr_t)(h + 1) < h->need - sizeof *h + (atomic_load(&heap_quarantine) ? 64 : 0)) {
      *base = (uintptr_t)(h + 1);
      *size = h->pad; /* the size asked for: the rest of the block is past its end */
      found = 1;
    }
  pthread_mutex_unlock(&heap_mu);
  return found;
}

int rt_heap_state(const void *p) {
  int st = 0;
  pthread_mutex_lock(&heap_mu);
  for (heap_hdr *h = heap_list.next; h != &heap_list && !st; h = h->next)
    if ((const void *)(h + 1) == p) st = 1;
  for (heap_hdr *h = heap_freed.next; h != &heap_freed && !st; h = h->next)
    if ((const void *)(h + 1) == p) st = 2;
  pthread_mutex_unlock(&heap_mu);
  return st;
}

void rt_heap_free(void *q) {
  if (!q) return;
  heap_hdr *h = (heap_hdr *)q - 1;
  int keep = atomic_load_explicit(&heap_quarantine, memory_order_relaxed);
  pthread_mutex_lock(&heap_mu);
  h->prev->next = h->next;
  h->next->prev = h->prev;
  if (keep) {
    h->next = heap_freed.next;
    h->prev = &heap_freed;
    heap_freed.next->prev = h;
    heap_freed.next = h;
  }
  pthread_mutex_unlock(&heap_mu);
  atomic_fetch_sub(&heap_used, h->need);
  if (!keep) free(h);
}

/* cudaDeviceReset: the blocks kernels left behind go, and the heap is empty again. */
static void heap_reset(void) {
  pthread_mutex_lock(&heap_mu);
  while (heap_list.next != &heap_list) {
    heap_hdr *h = heap_list.next;
    heap_list.next = h->next;
    free(h);
  }
  heap_list.prev = &heap_list;
  while (heap_freed.next != &heap_freed) {
    heap_hdr *h = heap_freed.next;
    heap_freed.next = h->next;
    free(h);
  }
  heap_freed.prev = &heap_freed;
  atomic_store(&heap_used, 0);
  pthread_mutex_unlock(&heap_mu);
}
