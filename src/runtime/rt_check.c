/* rt_check.c: heddle check, the runtime half. Kernels compiled for checking pass their
 * global, shared and generic accesses through the prelude's hd_ck/hd_cks; what the inline
 * test cannot settle comes here (rt_check_access): the address is classified (the block's
 * shared window, local memory or parameters, a live allocation of the table in rt_mem.c,
 * a device-heap block) and a bad access is reported in compute-sanitizer's words. As on a
 * GPU under compute-sanitizer, the launch then fails with cudaErrorLaunchFailure: the
 * threads of the warp that made the first bad access at that instruction are reported
 * (each goes on with a scratch word), anything else abandons the block. Reports go to
 * stdout, as compute-sanitizer's do, with the error count at exit. */
#include "rt_check.h"
#include "compile.h"
#include "rt_err.h"
#include "rt_mem.h"
#include "rt_pool.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define BAR "========="

/* ---- which tool ---- */
static int tool;
static int leak_check, error_exitcode, race_global; /* race_global: --racecheck-global yes */
static pthread_once_t tool_once = PTHREAD_ONCE_INIT;
static _Atomic long nerrors, nprinted, nwarnings; /* warnings: racecheck's hazards within a warp */
static long print_limit = 100; /* reports printed; the rest are counted (0: all) */

/* Whether one more report is printed (--print-limit). Call with out_mu held. */
static int printing(void) {
  if (print_limit && nprinted >= print_limit) return 0;
  nprinted++;
  return 1;
}
static pthread_mutex_t out_mu = PTHREAD_MUTEX_INITIALIZER;

static void at_exit(void);

static void tool_init(void) {
  const char *c = getenv("HEDDLE_CHECK");
  if (!c || !*c || !strcmp(c, "0")) return;
  if (!strcmp(c, "memcheck")) tool = RT_CK_MEMCHECK;
  else if (!strcmp(c, "racecheck")) tool = RT_CK_RACECHECK;
  else if (!strcmp(c, "synccheck")) tool = RT_CK_SYNCCHECK;
  else if (!strcmp(c, "initcheck")) tool = RT_CK_INITCHECK;
  else tool = RT_CK_BARRIERS; /* HEDDLE_CHECK=1: the barrier report alone */
  if (tool == RT_CK_BARRIERS) return;
  const char *l = getenv("HEDDLE_CHECK_LEAKS");
  leak_check = l && !strcmp(l, "full");
  const char *pl = getenv("HEDDLE_CHECK_PRINT_LIMIT");
  if (pl && *pl) print_limit = atol(pl);
  const char *x = getenv("HEDDLE_CHECK_EXITCODE");
  error_exitcode = x ? atoi(x) : 0;
  printf(BAR " HEDDLE CHECK (%s)\n", c);
  fflush(stdout);
  if (tool == RT_CK_MEMCHECK) rt_err_on_api_error(rt_check_api_error);
  const char *rg = getenv("HEDDLE_CHECK_RACE_GLOBAL");
  race_global = tool == RT_CK_RACECHECK && rg && *rg && strcmp(rg, "0");
  if (tool == RT_CK_INITCHECK) rt_mem_shadow_start(RT_SHADOW_INIT);
  if (race_global) rt_mem_shadow_start(RT_SHADOW_RACE);
  if (tool == RT_CK_MEMCHECK) rt_heap_check_start();
  atexit(at_exit);
}

/* at program start, so that a program that launches nothing still gets its summary */
__attribute__((constructor)) static void check_start(void) { rt_check_tool(); }

int rt_check_tool(void) {
  pthread_once(&tool_once, tool_init);
  return tool;
}

int rt_check_compiles(void) {
  switch (rt_check_tool()) {
  case RT_CK_MEMCHECK:
  case RT_CK_INITCHECK: return COMPILE_CHECK_ACCESSES;
  case RT_CK_RACECHECK:
    return COMPILE_CHECK_ACCESSES | COMPILE_CHECK_RACE | (race_global ? COMPILE_CHECK_RACE_GLOBAL : 0);
  case RT_CK_SYNCCHECK: return COMPILE_CHECK_SYNC;
  default: return 0;
  }
}

/* ---- printing ---- */

/* n with thousands separators, as compute-sanitizer prints sizes */
static const char *commas(uint64_t n, char buf[32]) {
  char tmp[32];
  int len = snprintf(tmp, sizeof tmp, "%llu", (unsigned long long)n), o = 0;
  for (int i = 0; i < len; i++) {
    if (i && (len - i) % 3 == 0) buf[o++] = ',';
    buf[o++] = tmp[i];
  }
  buf[o] = 0;
  return buf;
}

/* A mangled name as C++ prints it, when the program has the C++ runtime's demangler. */
static void demangle(const char *name, char *out, size_t n) {
  typedef char *demangle_fn(const char *, char *, size_t *, int *);
  demangle_fn *d = (demangle_fn *)(uintptr_t)dlsym(RTLD_DEFAULT, "__cxa_demangle");
  int st = -1;
  char *r = d && name[0] == '_' && name[1] == 'Z' ? d(name, NULL, NULL, &st) : NULL;
  snprintf(out, n, "%s", r && st == 0 ? r : name);
  free(r);
}

typedef struct site {
  char func[256], file[256];
  int line, ptxline;
} site;

static void parse_site(const char *s, site *o) {
  char fn[256] = "", file[256] = "";
  int line = 0, pl = 0;
  const char *t1 = strchr(s, '\t'), *t2 = t1 ? strchr(t1 + 1, '\t') : NULL;
  if (t1 && t2) {
    snprintf(fn, sizeof fn, "%.*s", (int)(t1 - s), s);
    snprintf(file, sizeof file, "%.*s", (int)(t2 - t1 - 1), t1 + 1);
    sscanf(t2 + 1, "%d\t%d", &line, &pl);
  }
  demangle(fn, o->func, sizeof o->func);
  snprintf(o->file, sizeof o->file, "%s", file[0] ? file : "kernel.ptx");
  o->line = file[0] ? line : pl;
  o->ptxline = pl;
}

/* "F+0xPTXLINE in FILE:LINE" (the offset is the PTX line: there is no SASS), with
 * "[clone KERNEL] " before a device function's name. */
static void fmt_at(const char *kernel, const char *s, char *buf, size_t n) {
  site st;
  parse_site(s, &st);
  char k[256];
  size_t fl = strcspn(s, "\t");
  if (strlen(kernel) != fl || strncmp(kernel, s, fl)) { /* a device function of the kernel */
    demangle(kernel, k, sizeof k);
    snprintf(buf, n, "[clone %s] %s+0x%x in %s:%d", k, st.func, st.ptxline, st.file, st.line);
  } else snprintf(buf, n, "%s+0x%x in %s:%d", st.func, st.ptxline, st.file, st.line);
}

static void print_at(const char *kernel, const char *s) {
  char buf[1024];
  fmt_at(kernel, s, buf, sizeof buf);
  printf(BAR "     at %s\n", buf);
}

static const char *space_name(uint32_t f) {
  switch (f & HD_CK_SPACE) {
  case HD_CK_SHARED: return "__shared__";
  default: return "__global__";
  }
}

static const char *kind_name(uint32_t f) {
  switch (f & HD_CK_KIND) {
  case HD_CK_WRITE: return "write";
  case HD_CK_ATOMIC: return "atomic";
  default: return "read";
  }
}

/* "by thread (x,y,z) in block (x,y,z)" of thread t (linear) of block b */
static void print_thread(const rt_ck_launch *c, const hd_block *b, size_t t) {
  uint32_t nx = c->ntid[0], ny = c->ntid[1];
  printf(BAR "     by thread (%u,%u,%u) in block (%u,%u,%u)\n", (unsigned)(t % nx), (unsigned)(t / nx % ny),
         (unsigned)(t / ((size_t)nx * ny)), b->ctaid[0], b->ctaid[1], b->ctaid[2]);
}

/* ---- API errors and the end ---- */

void rt_check_api_error(cudaError_t err, const char *call) {
  if (err == cudaErrorNotReady) return; /* a query's answer, not an error */
  pthread_mutex_lock(&out_mu);
  if (printing()) {
    printf(BAR " Program hit %s (error %d) due to \"%s\" on CUDA API call to %s.\n" BAR " \n", cudaGetErrorName(err),
           (int)err, cudaGetErrorString(err), call);
    fflush(stdout);
  }
  nerrors++;
  pthread_mutex_unlock(&out_mu);
}

typedef struct leaks {
  uint64_t bytes;
  long n;
} leaks;

static void leak_one(const rt_alloc *a, int flags, void *arg) {
  leaks *l = arg;
  char b[32];
  if ((a->kind != RT_MEM_DEVICE && a->kind != RT_MEM_MANAGED) || (flags & (RT_MEM_RUNTIME | RT_MEM_GRAPH))) return;
  if (printing()) printf(BAR " Leaked %s bytes at %p\n" BAR " \n", commas(a->size, b), a->base);
  l->bytes += a->size;
  l->n++;
}

static void at_exit(void) {
  pthread_mutex_lock(&out_mu);
  if (leak_check && tool == RT_CK_MEMCHECK) {
    leaks l = {0, 0};
    rt_mem_each(leak_one, &l);
    printf(BAR " LEAK SUMMARY: %llu bytes leaked in %ld allocations\n", (unsigned long long)l.bytes, l.n);
    nerrors += l.n;
  }
  long n = nerrors, w = nwarnings;
  if (tool == RT_CK_RACECHECK)
    printf(BAR " RACECHECK SUMMARY: %ld hazard%s displayed (%ld error%s, %ld warning%s)\n", n + w,
           n + w == 1 ? "" : "s", n, n == 1 ? "" : "s", w, w == 1 ? "" : "s");
  else printf(BAR " ERROR SUMMARY: %ld error%s\n", n, n == 1 ? "" : "s");
  if (n + w > nprinted)
    printf(BAR " ERROR SUMMARY: %ld error%s not printed. Use --print-limit option to adjust the number of printed "
               "errors\n",
           n + w - nprinted, n + w - nprinted == 1 ? " was" : "s were");
  fflush(stdout);
  pthread_mutex_unlock(&out_mu);
  if (n && error_exitcode) _exit(error_exitcode);
}

/* ---- launches ---- */

static void race_report(rt_ck_launch *c);
static void *race_access(hd_block *b, uint64_t a, uint32_t f, const char *s, size_t t);
static void *global_start(const hd_block *tmpl, uint64_t id);
static void global_end(void *g);
static void global_fence(hd_block *b);
struct gstate;
static void global_block(hd_block *b, const struct gstate *g);
static void *global_race(hd_block *b, rt_ck_launch *c, uint64_t a, uint32_t f, const char *s);

void rt_check_launch_init(rt_ck_launch *c, const char *kernel, hd_block *tmpl, size_t local_bytes, size_t param_bytes) {
  static _Atomic uint64_t launches;
  c->id = atomic_fetch_add(&launches, 1) + 1; /* never 0: the workers' state starts at 0 */
  c->kernel = kernel;
  c->shtot = tmpl->shtot;
  memcpy(c->ntid, tmpl->ntid, sizeof c->ntid);
  c->local_bytes = local_bytes;
  c->param_bytes = param_bytes;
  atomic_init(&c->owner, 0);
  atomic_init(&c->failed, 0);
  c->haz = NULL;
  c->nhaz = 0;
  c->g = race_global ? global_start(tmpl, c->id) : NULL;
  tmpl->ck = tool == RT_CK_RACECHECK ? race_access : rt_check_access;
  tmpl->ckfree = rt_check_free;
  tmpl->ckspan = rt_check_span;
  tmpl->ckbar = rt_check_barrier;
  tmpl->ckctx = c;
}

cudaError_t rt_check_launch_end(rt_ck_launch *c, cudaError_t e) {
  if (c->nhaz) race_report(c);
  if (c->g) global_end(c->g);
  c->g = NULL;
  if ((atomic_load(&c->owner) || atomic_load(&c->failed)) && e == cudaSuccess) return cudaErrorLaunchFailure;
  return e;
}

/* ---- the slow path ---- */

static uint64_t block_index(const hd_block *b) {
  return ((uint64_t)b->ctaid[2] * b->nctaid[1] + b->ctaid[1]) * b->nctaid[0] + b->ctaid[0];
}

/* threads of the block this worker runs that made a bad access already */
static __thread struct {
  uint64_t launch, blk;
  uint64_t *bits;
  size_t words;
} faulted;
static __thread unsigned char scratch[256] __attribute__((aligned(64)));

/* A bad access by thread t: reported, as compute-sanitizer reports every thread's (its first:
 * a GPU stops a thread there), and the launch will fail. The thread goes on with a scratch
 * word, as the others run into their own bad accesses or finish. */
static void *bad(hd_block *b, rt_ck_launch *c, uint64_t a, size_t t, uint32_t f, const char *s, const char *what,
                 const char *where) {
  if (tool != RT_CK_MEMCHECK && tool != RT_CK_INITCHECK) return (void *)(uintptr_t)a; /* not this tool's to say */
  uint64_t blk = block_index(b);
  size_t words = (b->nthreads + 63) / 64;
  if (faulted.launch != c->id || faulted.blk != blk) {
    if (faulted.words < words) {
      uint64_t *nb = realloc(faulted.bits, words * sizeof *nb);
      if (!nb) rt_pool_abort();
      faulted.bits = nb;
      faulted.words = words;
    }
    memset(faulted.bits, 0, words * sizeof *faulted.bits);
    faulted.launch = c->id;
    faulted.blk = blk;
  }
  memset(scratch, 0, sizeof scratch);
  if (t >= b->nthreads || (faulted.bits[t / 64] >> (t % 64) & 1)) return scratch;
  faulted.bits[t / 64] |= (uint64_t)1 << (t % 64);
  atomic_fetch_add(&c->failed, 1);
  pthread_mutex_lock(&out_mu);
  if (printing()) {
    printf(BAR " Invalid %s %s of size %u bytes\n", space_name(f), kind_name(f), f & HD_CK_BYTES);
    print_at(c->kernel, s);
    print_thread(c, b, t);
    printf(BAR "     %s\n", what);
    if (where) printf(BAR "     %s\n", where);
    printf(BAR " \n");
    fflush(stdout);
  }
  nerrors++;
  pthread_mutex_unlock(&out_mu);
  return scratch;
}

/* The allocations this worker found last, while none has been freed since (a block's own
 * ckc starts empty: without these, every block of a launch would take the table's lock). */
static __thread struct {
  rt_alloc a;
  unsigned gen;
} acache[8];

static int alloc_cached(uint64_t a, uint64_t n, rt_alloc *out) {
  unsigned gen = rt_mem_generation();
  for (int i = 0; i < 8; i++) {
    const rt_alloc *x = &acache[i].a;
    if (acache[i].gen == gen && x->base && a >= (uintptr_t)x->base && a + n <= (uintptr_t)x->base + x->size) {
      *out = *x;
      return 1;
    }
  }
  return 0;
}

static void alloc_cache(const rt_alloc *a) {
  memmove(&acache[1], &acache[0], 7 * sizeof acache[0]);
  acache[0].a = *a;
  acache[0].gen = rt_mem_generation();
}

/* the allocation goes into the block's inline cache, with its shadow under initcheck */
static void remember(hd_block *b, const rt_alloc *x) {
  memmove(b->ckc[1], b->ckc[0], 3 * sizeof b->ckc[0]);
  b->ckc[0][0] = (uintptr_t)x->base;
  b->ckc[0][1] = (uintptr_t)x->base + x->size;
  b->ckc[0][2] = tool == RT_CK_INITCHECK && !rt_mem_shadow_full(x) ? (uintptr_t)x->shadow : 0;
}

/* ---- racecheck ----
 * Shared memory, per 4-byte word: the last write and the last read (and which of the
 * word's bytes each covered), each with its thread and that thread's count of block
 * barriers and of warp barriers passed (the emitted code keeps the counts: hd_rcbar,
 * hd_rclane, and hd_block.ckbar for what concerns many threads). Two accesses of different
 * threads are a hazard, one of them a write, when no block barrier lies between them (equal
 * block counts) and, for two lanes of one warp, no warp barrier either. The state is the
 * block's (hd_block.rc*, in its buffer), zeroed when the block starts. The emitted code
 * records what races with nothing (hd_ckr) and skips what cannot race (emit.c:
 * rc_quiet_blocks, rc_span_loop); the rest comes here. Hazards are counted per pair of sites and printed when the
 * launch ends. Atomics are not hazards. */
typedef hd_rrec rrec; /* heddle_abi.h: emitted code reads and writes them too (hd_ckr) */

typedef struct hazard {
  char k1, k2;
  const char *s1, *s2;
  long n;
  int inter; /* some of them between threads of different warps: an error, else a warning */
} hazard;

size_t rt_check_block_bytes(uint32_t shtot, uint32_t nthreads) {
  if (tool != RT_CK_RACECHECK) return 0;
  return 64 + ((size_t)12 * nthreads + 63) / 64 * 64 + (size_t)(shtot + 3) / 4 * sizeof(rrec);
}

void rt_check_block_start(hd_block *b, unsigned char *p) {
  uint32_t n = b->nthreads;
  size_t cnt = ((size_t)12 * n + 63) / 64 * 64, words = (b->shtot + 3) / 4;
  p = (unsigned char *)(((uintptr_t)p + 63) & ~(uintptr_t)63);
  b->rcstamp = (uint64_t *)(void *)p;
  b->rcwpend = (uint32_t *)(void *)(b->rcstamp + n);
  b->rcrec = (rrec *)(void *)(p + cnt);
  for (uint32_t i = 0; i < n; i++) b->rcstamp[i] = (uint64_t)i << 5 | 0x1f; /* no barrier passed yet */
  memset(b->rcwpend, 0, n * sizeof *b->rcwpend);
  memset(b->rcrec, 0, words * sizeof(rrec));
  b->rcwords = (uint32_t)words;
  b->rcwclock = b->rcwany = b->rcbase = 0;
  global_block(b, ((rt_ck_launch *)b->ckctx)->g);
}

/* thread i's stamp with warp barrier count w */
static void set_wcount(hd_block *b, uint32_t i, uint32_t w) {
  b->rcstamp[i] = (b->rcstamp[i] & ~(uint64_t)HD_RC_WCOUNT) | (uint64_t)(w & 0xffff) << 16;
}

/* The warp of lanes [w, e) goes on: the lanes that arrived at a warp barrier get a count
 * no lane had before, the same for all of them, so that only lanes that synchronized
 * together have equal counts (counts of lanes that went different ways cannot meet by
 * chance). */
static void warp_commit(hd_block *b, uint32_t w, uint32_t e) {
  uint32_t any = 0;
  for (uint32_t i = w; i < e; i++) any |= b->rcwpend[i];
  if (!any) return;
  if (b->rcwclock == 0xffff) { /* stamps keep 16 bits: forget what came before (no false reports) */
    memset(b->rcrec, 0, b->rcwords * sizeof(rrec));
    for (uint32_t i = 0; i < b->nthreads; i++) set_wcount(b, i, 0);
    b->rcwclock = 0;
  }
  uint32_t fresh = ++b->rcwclock;
  for (uint32_t i = w; i < e; i++)
    if (b->rcwpend[i]) {
      set_wcount(b, i, fresh);
      b->rcwpend[i] = 0;
    }
}

static void race_barrier(hd_block *b, uint32_t t, int kind) {
  uint32_t n = b->nthreads;
  if (kind == HD_CKB_FENCE) {
    global_fence(b);
    return;
  }
  if (!b->rcrec) return;
  if (kind == HD_CKB_WARP) {
    if (t < n) warp_commit(b, t / 32 * 32, t / 32 * 32 + 32 < n ? t / 32 * 32 + 32 : n);
    return;
  }
  for (uint32_t w = 0; w < n; w += 32) warp_commit(b, w, w + 32 < n ? w + 32 : n);
  b->rcwany = 0;
}

static int site_ptxline(const char *s) {
  const char *tab = strrchr(s, '\t');
  return tab ? atoi(tab + 1) : 0;
}

/* A hazard between the accesses at s1 and s2, whichever came first here: reported, as
 * compute-sanitizer does, with the earlier instruction of the program first. */
static void race_note(rt_ck_launch *c, char k1, const char *s1, char k2, const char *s2, int inter) {
  if (s1 != s2 && site_ptxline(s2) < site_ptxline(s1)) {
    const char *ts = s1;
    char tk = k1;
    s1 = s2, k1 = k2, s2 = ts, k2 = tk;
  }
  pthread_mutex_lock(&out_mu);
  hazard *h = c->haz;
  int i = 0;
  while (i < c->nhaz && !(h[i].k1 == k1 && h[i].k2 == k2 && h[i].s1 == s1 && h[i].s2 == s2)) i++;
  if (i == c->nhaz) {
    hazard *nh = realloc(c->haz, (size_t)(c->nhaz + 1) * sizeof *nh);
    if (!nh) {
      pthread_mutex_unlock(&out_mu);
      return;
    }
    c->haz = h = nh;
    h[i] = (hazard){k1, k2, s1, s2, 0, 0};
    c->nhaz++;
  }
  h[i].n++;
  h[i].inter |= inter;
  pthread_mutex_unlock(&out_mu);
}

static void *race(hd_block *b, rt_ck_launch *c, uint64_t a, uint32_t f, const char *s, size_t t) {
  uint64_t off = a - (uintptr_t)b->shared, n = f & HD_CK_BYTES;
  if (off + n > c->shtot || (f & HD_CK_KIND) == HD_CK_ATOMIC || t >= b->nthreads || !b->rcrec)
    return (void *)(uintptr_t)a;
  const char *last1 = NULL, *last2 = NULL; /* one hazard per access and pair of sites */
  char lk = 0;
  int write = (f & HD_CK_KIND) == HD_CK_WRITE;
  for (uint64_t w = off / 4; w <= (off + n - 1) / 4; w++) {
    rrec *r = &b->rcrec[w];
    uint64_t lo = w * 4 > off ? w * 4 : off, hi = w * 4 + 4 < off + n ? w * 4 + 4 : off + n;
    uint64_t now = hd_rc_stamp(b, (uint32_t)t, ((1u << (hi - lo)) - 1) << (lo - w * 4));
    char k1 = 0;
    const char *s1 = NULL;
    uint64_t other = 0;
    if (hd_rc_races(r->w, now)) k1 = 'W', s1 = r->wsite, other = r->w;
    else if (write && hd_rc_races(r->r, now)) k1 = 'R', s1 = r->rsite, other = r->r;
    if (write) r->w = now, r->wsite = s;
    /* one reader is kept: an earlier one this access does not order stays, so that a
     * later write by this thread still meets it */
    else if (!hd_rc_races(r->r, now)) r->r = now, r->rsite = s;
    if (k1 && !(s1 == last1 && s == last2 && k1 == lk)) {
      race_note(c, k1, s1, write ? 'W' : 'R', s, ((other ^ now) & HD_RC_WARP) != 0);
      last1 = s1, last2 = s, lk = k1;
    }
  }
  return (void *)(uintptr_t)a;
}

/* racecheck's hd_block.ck: shared accesses to race, the others to rt_check_access */
static void *race_access(hd_block *b, uint64_t a, uint32_t f, const char *s, size_t t) {
  rt_ck_launch *c = b->ckctx;
  uint64_t sh = (uintptr_t)b->shared;
  if ((f & HD_CK_SPACE) == HD_CK_SHARED || (a >= sh && a < sh + c->shtot)) return race(b, c, a, f, s, t);
  if (c->g) return global_race(b, c, a, f, s);
  return rt_check_access(b, a, f, s, t);
}

/* ---- racecheck: global memory, between blocks of one grid (--racecheck-global) ----
 * compute-sanitizer does not look for these; heddle does on request. Per 4-byte word of a
 * device or managed allocation (its shadow, rt_mem.c: zero pages until touched), the last
 * write and a reader, each as (launch, block, segment, bytes of the word) and a site. A
 * block's segment is its count of releases so far: fences of gpu or system scope, stores
 * with a memory order, atom/red .release; each release takes a tick of the launch's clock.
 * An acquire (an atomic, or a volatile, ordered or .cg load, once it has run) reads the
 * clock. Two plain accesses of different blocks of one launch, one a write, race unless the
 * first one's block released it (the release that ended its segment) at a tick the
 * second's block had acquired. The clock orders any release before any later acquire,
 * more than the memory model does, so what is reported is a race, and some may be missed.
 * Atomic, volatile, ordered and .cg/.cv/.wt accesses are how blocks wait for each other:
 * never a race.
 * Accesses by threads of one block are not compared (barriers order most of them). */
/* records: hd_rrec's fields, each stamp launch tag (bits 40-63), block (16-39), segment
 * (4-15), bytes of the word (0-3); 0: none. The emitted code records what meets no other
 * block's access (hd_ckg, with hd_block.rcg the block's stamp now); the rest comes here. */
typedef hd_rrec grec;
enum { G_SEGMAX = 0xfff, G_BLOCKS = 1 << 22, G_RING = 4 };
typedef struct gblk {
  _Atomic uint32_t pub; /* releases so far (segment of what it does now) */
  uint64_t acq; /* the clock at its last acquire (hd_block.rcgpend: one ran since, not counted yet) */
  _Atomic uint64_t relt[G_RING]; /* the ticks of its last releases, by count % G_RING */
  _Atomic uint64_t first; /* the tick of its first release */
} gblk;
struct gstate {
  _Atomic uint64_t clock;
  uint64_t tag, nblk; /* blocks past the first G_BLOCKS of a grid are not checked */
  gblk *blk;
};
typedef struct gstate gstate;

static void clear_records(const rt_alloc *a, int flags, void *arg) {
  (void)flags, (void)arg;
  if (a->shadow) memset(a->shadow, 0, (a->size + 3) / 4 * sizeof(grec));
}

static void *global_start(const hd_block *tmpl, uint64_t id) {
  uint64_t n = (uint64_t)tmpl->nctaid[0] * tmpl->nctaid[1] * tmpl->nctaid[2];
  gstate *g = calloc(1, sizeof *g);
  if (!g) return NULL;
  g->nblk = n < G_BLOCKS ? n : G_BLOCKS;
  static _Atomic int told;
  if (n > G_BLOCKS && !atomic_exchange(&told, 1)) {
    pthread_mutex_lock(&out_mu);
    printf(BAR " Note: racecheck compares global accesses of the first %d blocks of a grid only\n", G_BLOCKS);
    fflush(stdout);
    pthread_mutex_unlock(&out_mu);
  }
  g->tag = id % 0xffffff + 1;
  if (g->tag == 1 && id > 1) rt_mem_each(clear_records, NULL); /* tags wrapped: old records must not match */
  if (!(g->blk = calloc(g->nblk ? g->nblk : 1, sizeof *g->blk))) {
    free(g);
    return NULL;
  }
  return g;
}

static void global_end(void *g) {
  free(((gstate *)g)->blk);
  free(g);
}

/* at the block's start (rt_check_block_start): its stamp, 0 where it is not checked */
static void global_block(hd_block *b, const struct gstate *g) {
  uint64_t B = block_index(b);
  b->rcg = g && B < g->nblk ? g->tag << 40 | B << 16 : 0;
  b->rcgpend = b->rcgacq = b->rcgdirty = 0;
}

/* the block of a checked block's stamp (hd_block.rcg) or of a record */
static uint64_t global_blk(uint64_t stamp) { return stamp >> 16 & 0xffffff; }

/* A release: the block's accesses recorded since the last one are published. With none
 * (hd_block.rcgdirty), there is nothing to publish, and the segment stays: threads that
 * fence one after another do not use up the segments. */
static void global_release(hd_block *b, gstate *g, gblk *me) {
  if (!b->rcgdirty) return;
  b->rcgdirty = 0;
  uint32_t p = atomic_load_explicit(&me->pub, memory_order_relaxed);
  uint64_t t = atomic_fetch_add(&g->clock, 1) + 1;
  atomic_store_explicit(&me->relt[p % G_RING], t, memory_order_relaxed);
  if (!p) atomic_store_explicit(&me->first, t, memory_order_relaxed);
  atomic_store_explicit(&me->pub, p + 1, memory_order_release);
  if (p + 1 <= G_SEGMAX) b->rcg = (b->rcg & ~((uint64_t)G_SEGMAX << 4)) | (uint64_t)(p + 1) << 4;
}

/* hd_block.ckbar's HD_CKB_FENCE: a release. Not an acquire by itself: what a block
 * learns of another comes through an atomic or a volatile or ordered load (a fence after
 * such a load orders the block's later accesses, as that load's acquire here does), and a
 * fence of each block alone orders nothing between them. */
static void global_fence(hd_block *b) {
  gstate *g = ((rt_ck_launch *)b->ckctx)->g;
  if (b->rcg) global_release(b, g, &g->blk[global_blk(b->rcg)]);
}

/* whether record x (of this launch, another block) is ordered before an access by the block
 * whose last acquire read the clock at acq */
static int global_ordered(const gstate *g, uint64_t x, uint64_t acq) {
  uint32_t s = (uint32_t)(x >> 4 & G_SEGMAX);
  const gblk *o = &g->blk[global_blk(x)];
  if (s == G_SEGMAX) return 1; /* too many releases to tell: not reported */
  uint32_t p = atomic_load_explicit(&o->pub, memory_order_acquire);
  if (p <= s) return 0; /* not released yet */
  /* release s's tick is in relt[s % G_RING] until release s + G_RING overwrites it (before
   * it counts in pub). Older: ordered unless the block's first release came after the
   * acquire (the tick of s is not known, only that it lies between) */
  if (p - s >= G_RING) return atomic_load_explicit(&o->first, memory_order_relaxed) <= acq;
  uint64_t t = atomic_load_explicit(&o->relt[s % G_RING], memory_order_relaxed);
  atomic_thread_fence(memory_order_acquire);
  if (atomic_load_explicit(&o->pub, memory_order_relaxed) - s >= G_RING)
    return atomic_load_explicit(&o->first, memory_order_relaxed) <= acq;
  return t <= acq;
}

static void *global_race(hd_block *b, rt_ck_launch *c, uint64_t a, uint32_t f, const char *s) {
  gstate *g = c->g;
  uint64_t mine = b->rcg, B = global_blk(mine), n = f & HD_CK_BYTES;
  uint32_t kind = f & HD_CK_KIND;
  if (!mine) return (void *)(uintptr_t)a; /* a block past the table */
  gblk *me = &g->blk[B];
  if (kind == HD_CK_ATOMIC || (f & HD_CK_SYNC)) {
    if (f & HD_CK_REL) global_release(b, g, me);
    if (kind != HD_CK_WRITE) b->rcgpend = 1; /* the clock is read once it has run */
    return (void *)(uintptr_t)a;
  }
  if (b->rcgpend) {
    me->acq = atomic_load(&g->clock);
    b->rcgpend = 0;
    b->rcgacq = 1;
  }
  uint64_t lm = (uintptr_t)b->local, pm = (uintptr_t)b->params; /* the block's own: not seen */
  if ((lm && a - lm < c->local_bytes) || (pm && a - pm < c->param_bytes)) return (void *)(uintptr_t)a;
  rt_alloc in, lo, hi;
  uint64_t rlo, rhi; /* the range found, for hd_ckg's inline look (ckc) */
  if (alloc_cached(a, 1, &in)) rlo = (uintptr_t)in.base, rhi = rlo + in.size;
  else if (rt_mem_nearest(a, &in, &lo, &hi)) {
    alloc_cache(&in);
    rlo = (uintptr_t)in.base, rhi = rlo + in.size;
  } else { /* not an allocation's (the device heap, ...): the gap between two is not seen */
    in.shadow = NULL;
    rlo = lo.base ? (uintptr_t)lo.base + lo.size : 0;
    rhi = hi.base ? (uintptr_t)hi.base : UINT64_MAX;
  }
  if (in.shadow && in.kind != RT_MEM_DEVICE && in.kind != RT_MEM_MANAGED) in.shadow = NULL;
  if (!(b->ckc[0][0] == rlo && b->ckc[0][1] == rhi)) {
    memmove(b->ckc[1], b->ckc[0], 3 * sizeof b->ckc[0]);
    b->ckc[0][0] = rlo, b->ckc[0][1] = rhi, b->ckc[0][2] = (uintptr_t)in.shadow;
  }
  if (!in.shadow) return (void *)(uintptr_t)a;
  grec *rec = (grec *)(void *)in.shadow;
  uint64_t off = a - (uintptr_t)in.base, end = off + n < in.size ? off + n : in.size;
  int write = kind == HD_CK_WRITE;
  const char *last1 = NULL;
  char lk = 0;
  for (uint64_t w = off / 4; w * 4 < end; w++) {
    grec *r = &rec[w];
    uint64_t lo4 = w * 4 > off ? w * 4 : off, hi4 = w * 4 + 4 < end ? w * 4 + 4 : end;
    uint64_t m = ((1u << (hi4 - lo4)) - 1) << (lo4 - w * 4);
    uint64_t W = __atomic_load_n(&r->w, __ATOMIC_ACQUIRE), R = __atomic_load_n(&r->r, __ATOMIC_ACQUIRE);
    /* another block's access of this launch, to these bytes, not ordered before this one */
#define G_OTHER(x) ((x) >> 40 == g->tag && global_blk(x) != B && ((x)&m) && !global_ordered(g, x, me->acq))
    char k1 = 0;
    const char *s1 = NULL;
    if (G_OTHER(W)) k1 = 'W', s1 = __atomic_load_n(&r->wsite, __ATOMIC_RELAXED);
    else if (write && G_OTHER(R)) k1 = 'R', s1 = __atomic_load_n(&r->rsite, __ATOMIC_RELAXED);
    /* this block's record of this segment keeps the bytes it had */
    if (write) { /* the site first: whoever sees the stamp sees its site */
      uint64_t keep = (W & ~(uint64_t)0xf) == mine ? W & 0xf : 0;
      __atomic_store_n(&r->wsite, s, __ATOMIC_RELAXED);
      __atomic_store_n(&r->w, mine | keep | m, __ATOMIC_RELEASE);
      b->rcgdirty = 1;
    } else if (!G_OTHER(R)) { /* a reader this read is not ordered after stays */
      uint64_t keep = (R & ~(uint64_t)0xf) == mine ? R & 0xf : 0;
      __atomic_store_n(&r->rsite, s, __ATOMIC_RELAXED);
      __atomic_store_n(&r->r, mine | keep | m, __ATOMIC_RELEASE);
      b->rcgdirty = 1;
    }
#undef G_OTHER
    if (k1 && s1 && !(s1 == last1 && k1 == lk)) {
      race_note(c, k1, s1, write ? 'W' : 'R', s, 1);
      last1 = s1, lk = k1;
    }
  }
  return (void *)(uintptr_t)a;
}

static void race_report(rt_ck_launch *c) {
  pthread_mutex_lock(&out_mu);
  for (int i = 0; i < c->nhaz; i++) {
    const hazard *h = &((hazard *)c->haz)[i];
    char a1[1024], a2[1024];
    fmt_at(c->kernel, h->s1, a1, sizeof a1);
    fmt_at(c->kernel, h->s2, a2, sizeof a2);
    if (printing())
      printf(BAR " %s: Race reported between %s access at %s\n" BAR "     and %s access at %s [%ld hazard%s]\n" BAR
                 " \n",
             h->inter ? "Error" : "Warning", h->k1 == 'W' ? "Write" : "Read", a1, h->k2 == 'W' ? "Write" : "Read", a2,
             h->n, h->n == 1 ? "" : "s");
    if (h->inter) nerrors++;
    else nwarnings++;
  }
  fflush(stdout);
  pthread_mutex_unlock(&out_mu);
  free(c->haz);
  c->haz = NULL;
  c->nhaz = 0;
}

/* ---- synccheck ---- */

void rt_check_barrier(hd_block *b, const uint16_t *st, uint32_t n, uint16_t at, const char *s) {
  rt_ck_launch *c = b->ckctx;
  if (!st) {
    if (tool == RT_CK_RACECHECK) race_barrier(b, n, at);
    return;
  }
  if (tool != RT_CK_SYNCCHECK) return;
  for (uint32_t w = 0; w < n; w += 32) {
    uint32_t end = w + 32 < n ? w + 32 : n, here = 0;
    for (uint32_t t = w; t < end; t++) here += st[t] == at;
    if (!here || here == end - w) continue;
    uint64_t me = block_index(b) + 1, none = 0;
    if (!atomic_compare_exchange_strong(&c->owner, &none, me) && none != me) rt_pool_abort();
    pthread_mutex_lock(&out_mu);
    for (uint32_t t = w; t < end; t++) {
      if (st[t] != at) continue;
      if (printing()) {
        printf(BAR " Barrier error detected. Divergent thread(s) in warp.\n");
        print_at(c->kernel, s);
        print_thread(c, b, t);
        printf(BAR " \n");
      }
      nerrors++;
    }
    fflush(stdout);
    pthread_mutex_unlock(&out_mu);
  }
  if (atomic_load(&c->owner) == block_index(b) + 1) rt_pool_abort(); /* the launch fails, as on the GPU */
}

/* ---- initcheck ---- */

/* An access inside allocation x: a read of a byte never written is reported (the kernel
 * goes on, as under compute-sanitizer's initcheck); a write marks its bytes. */
static void *initcheck(hd_block *b, rt_ck_launch *c, uint64_t a, uint32_t f, const char *s, size_t t,
                       const rt_alloc *x) {
  unsigned char *sh = x->shadow;
  uint32_t n = f & HD_CK_BYTES;
  if (!sh) return (void *)(uintptr_t)a;
  size_t off = a - (uintptr_t)x->base;
  if ((f & HD_CK_KIND) != HD_CK_WRITE) {
    int unset = 0;
    for (uint32_t i = 0; i < n; i++) unset |= !__atomic_load_n(&sh[off + i], __ATOMIC_RELAXED);
    if (unset) {
      pthread_mutex_lock(&out_mu);
      if (printing()) {
        printf(BAR " Uninitialized __global__ memory read of size %u bytes\n", n);
        print_at(c->kernel, s);
        print_thread(c, b, t);
        printf(BAR "     Address 0x%llx\n" BAR " \n", (unsigned long long)a);
        fflush(stdout);
      }
      nerrors++;
      pthread_mutex_unlock(&out_mu);
    }
  }
  if ((f & HD_CK_KIND) != HD_CK_READ)
    for (uint32_t i = 0; i < n; i++) __atomic_store_n(&sh[off + i], 1, __ATOMIC_RELAXED);
  return (void *)(uintptr_t)a;
}

/* [lo, hi) lies in one allocation; under initcheck, one whose bytes there are all written
 * already (then reads find nothing to report and writes nothing to mark). */
int rt_check_span(hd_block *b, uint64_t lo, uint64_t hi) {
  if (tool == RT_CK_SYNCCHECK) return 0;
  rt_alloc in, below, above;
  uint64_t n = hi - lo;
  if (!alloc_cached(lo, n, &in)) {
    if (!rt_mem_nearest(lo, &in, &below, &above)) return 0;
    alloc_cache(&in);
  }
  if (hi > (uintptr_t)in.base + in.size) return 0;
  remember(b, &in);
  if (tool == RT_CK_INITCHECK && in.shadow && !rt_mem_shadow_full(&in)) {
    const unsigned char *sh = in.shadow + (lo - (uintptr_t)in.base), *end = sh + n;
    for (; sh < end && ((uintptr_t)sh & 7); sh++)
      if (!__atomic_load_n(sh, __ATOMIC_RELAXED)) return 0;
    for (; sh + 8 <= end; sh += 8) /* eight at a time: a shadow byte is 0 or 1 */
      if (__atomic_load_n((const uint64_t *)(const void *)sh, __ATOMIC_RELAXED) != 0x0101010101010101ull) return 0;
    for (; sh < end; sh++)
      if (!__atomic_load_n(sh, __ATOMIC_RELAXED)) return 0;
  }
  return 1;
}

/* hd_block.ckfree: a device free of a block malloc gave frees it; a second free of one, or
 * a free of anything else, is reported (memcheck) and the launch fails, as on the H100 */
void rt_check_free(hd_block *b, void *p, const char *s, size_t t) {
  rt_ck_launch *c = b->ckctx;
  if (!p) return;
  int st = rt_heap_state(p);
  if (st == 1) {
    rt_heap_free(p);
    return;
  }
  if (tool != RT_CK_MEMCHECK) return; /* not this tool's to say: left alone */
  atomic_fetch_add(&c->failed, 1);
  pthread_mutex_lock(&out_mu);
  if (printing()) {
    printf(BAR " Malloc/Free Error encountered : %s\n",
           st == 2 ? "Device-side double free" : "Invalid pointer to device-side free");
    print_at(c->kernel, s);
    print_thread(c, b, t);
    printf(BAR "     Address %p\n" BAR " \n", p);
    fflush(stdout);
  }
  nerrors++;
  pthread_mutex_unlock(&out_mu);
}

void *rt_check_access(hd_block *b, uint64_t a, uint32_t f, const char *s, size_t t) {
  rt_ck_launch *c = b->ckctx;
  if (tool == RT_CK_RACECHECK) {
    uint64_t sh = (uintptr_t)b->shared;
    if ((f & HD_CK_SPACE) == HD_CK_SHARED || (a >= sh && a < sh + c->shtot)) return race(b, c, a, f, s, t);
  }
  uint64_t n = f & HD_CK_BYTES;
  int misaligned = (a & (n - 1)) != 0;
  char what[160], where[200], b1[32], b2[32];
  uint64_t sh = (uintptr_t)b->shared;
  if ((f & HD_CK_SPACE) == HD_CK_SHARED) {
    uint64_t off = a - sh;
    if (!misaligned && off + n <= c->shtot) return (void *)(uintptr_t)a;
    /* the GPU's shared window starts after 1 KiB the system keeps */
    snprintf(what, sizeof what, "Access to 0x%llx is %s", (unsigned long long)(off + 0x400),
             misaligned ? "misaligned" : "out of bounds");
    return bad(b, c, a, t, f, s, what, NULL);
  }
  if (!misaligned) {
    /* generic addresses of the block's own memories: shared window, local, parameters */
    if (a >= sh && a + n <= sh + c->shtot) return (void *)(uintptr_t)a;
    uint64_t lm = (uintptr_t)b->local, pm = (uintptr_t)b->params;
    if (lm && a >= lm && a + n <= lm + c->local_bytes) return (void *)(uintptr_t)a;
    if (pm && a >= pm && a + n <= pm + c->param_bytes) return (void *)(uintptr_t)a;
    /* the grid's workspace (%envreg1/2: cooperative groups' grid barrier) */
    if (b->gridws && a >= b->gridws && a + n <= b->gridws + *(const uint32_t *)(uintptr_t)b->gridws)
      return (void *)(uintptr_t)a; /* its first word is its size */
  }
  rt_alloc in, lo, hi;
  if (!misaligned && alloc_cached(a, n, &in)) {
    remember(b, &in);
    return tool == RT_CK_INITCHECK ? initcheck(b, c, a, f, s, t, &in) : (void *)(uintptr_t)a;
  }
  if (rt_mem_nearest(a, &in, &lo, &hi)) {
    uint64_t base = (uintptr_t)in.base;
    if (!misaligned && a + n <= base + in.size) {
      alloc_cache(&in);
      remember(b, &in);
      return tool == RT_CK_INITCHECK ? initcheck(b, c, a, f, s, t, &in) : (void *)(uintptr_t)a;
    }
    if (misaligned) {
      snprintf(what, sizeof what, "Access to 0x%llx is misaligned", (unsigned long long)a);
      snprintf(where, sizeof where, "and is inside the nearest allocation at %p of size %s bytes", in.base,
               commas(in.size, b1));
      return bad(b, c, a, t, f, s, what, where);
    }
    lo = in; /* straddles the end */
    hi.base = NULL;
  }
  uint64_t hb, hs;
  if (rt_heap_find(a, &hb, &hs)) {
    if (!misaligned && a + n <= hb + hs) return (void *)(uintptr_t)a;
    snprintf(what, sizeof what, "Access to 0x%llx is %s", (unsigned long long)a,
             misaligned ? "misaligned" : "out of bounds");
    return bad(b, c, a, t, f, s, what, "and is located in the device heap");
  }
  if (tool != RT_CK_MEMCHECK && tool != RT_CK_INITCHECK) return (void *)(uintptr_t)a; /* not racecheck's to say */
  snprintf(what, sizeof what, "Access to 0x%llx is %s", (unsigned long long)a,
           misaligned ? "misaligned" : "out of bounds");
  /* the nearest allocation: the GPU counts "after" from the last byte, "before" to the first */
  uint64_t end = lo.base ? (uintptr_t)lo.base + lo.size : 0;
  uint64_t dlo = !lo.base ? UINT64_MAX : a >= end ? a - end + 1 : 0;
  uint64_t dhi = hi.base ? (uintptr_t)hi.base - a : UINT64_MAX;
  if (!lo.base && !hi.base) return bad(b, c, a, t, f, s, what, NULL);
  if (dlo <= dhi)
    snprintf(where, sizeof where, "and is %s bytes after the nearest allocation at %p of size %s bytes",
             commas(dlo, b1), lo.base, commas(lo.size, b2));
  else
    snprintf(where, sizeof where, "and is %s bytes before the nearest allocation at %p of size %s bytes",
             commas(dhi, b1), hi.base, commas(hi.size, b2));
  return bad(b, c, a, t, f, s, what, where);
}
