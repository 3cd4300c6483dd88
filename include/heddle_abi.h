/* heddle_abi.h: the contract between C that heddle emits for a kernel and the runtime
 * that runs it. A compiled module exports, per .entry NAME, a function
 *     int hdk_NAME(hd_block *b);
 * that runs one whole CUDA thread block and returns 0 or a cudaError_t. Kept
 * dependency-free: the emitted C includes only this header. */
#ifndef HEDDLE_ABI_H
#define HEDDLE_ABI_H
#include <stdint.h>
#include <stddef.h>

#define HD_ABI_VERSION 11

/* Updates held back (cfg.c, cfg_tail_reds): an atomic at a thread's tail (its old value
 * unread; after it, no barrier, fence or call, and no global access that may reach its
 * word) goes to the worker's queue, rq, instead of to memory. The queue combines the
 * updates of an address: integer operations into one operand, float adds into a list kept
 * in order (applied one after another, as the GPU may run them back to back). The runtime
 * applies them all (hd_rq.flush) when the worker leaves a grid, when the queue is full or
 * holds another kind of update of the address, and before a volatile or ordered load, an
 * atomic or a fence (hd_rq_poke: a loop that waits for other blocks must see them). The
 * slots are a table indexed by the address's word (a histogram's bins in adjacent slots;
 * a taken slot sends an address on to the next free one), at most HD_RQ_USED taken. */
enum { HD_RQ_SLOTS = 1024, HD_RQ_USED = 512, HD_RQ_LOG = 2048 };
/* an update's kind: operation | type */
enum { HD_RQ_ADD, HD_RQ_AND, HD_RQ_OR, HD_RQ_XOR, HD_RQ_MIN, HD_RQ_MAX, HD_RQ_OPS = 7 };
enum {
  HD_RQ_U32 = 0 << 3,
  HD_RQ_S32 = 1 << 3,
  HD_RQ_U64 = 2 << 3,
  HD_RQ_S64 = 3 << 3,
  HD_RQ_F32 = 4 << 3,
  HD_RQ_F64 = 5 << 3,
  HD_RQ_TYPES = 7 << 3
};
typedef struct hd_rq_slot {
  uint64_t addr, v; /* v: the combined operand (integers) */
  uint32_t kind; /* ~0u: a free slot */
  uint32_t head, tail; /* float adds: 1 + the first and last of the address's log entries */
} hd_rq_slot;
typedef struct hd_rq {
  uint32_t nused, nlog;
  void (*flush)(struct hd_rq *q); /* applies every update held and empties the queue */
  uint16_t used[HD_RQ_USED]; /* the slots taken, in the order they were */
  hd_rq_slot slot[HD_RQ_SLOTS];
  struct hd_rq_entry {
    uint64_t v; /* a float add's operand, its bits */
    uint32_t next; /* 1 + the next entry of the same address, or 0 */
  } log[HD_RQ_LOG];
} hd_rq;

static inline uint32_t hd_rq_home(uint64_t a) { return (uint32_t)(a >> 2) % HD_RQ_SLOTS; }
/* an empty slot's operand: what combines with v to give v */
static inline uint64_t hd_rq_unit(uint32_t k) {
  uint32_t op = k & HD_RQ_OPS, ty = k & HD_RQ_TYPES;
  if (op == HD_RQ_AND) return ~(uint64_t)0;
  if (op == HD_RQ_MIN)
    return ty == HD_RQ_U32 ? 0xffffffffu
        : ty == HD_RQ_S32  ? 0x7fffffffu
        : ty == HD_RQ_U64  ? ~(uint64_t)0
                           : ~(uint64_t)0 >> 1;
  if (op == HD_RQ_MAX) return ty == HD_RQ_S32 ? 0x80000000u : ty == HD_RQ_S64 ? (uint64_t)1 << 63 : 0;
  return 0;
}
/* two integer operands of kind k as one (32-bit kinds: in the low half) */
static inline uint64_t hd_rq_comb(uint32_t k, uint64_t a, uint64_t v) {
  uint32_t ty = k & HD_RQ_TYPES;
  int lt = ty == HD_RQ_U32 ? (uint32_t)v < (uint32_t)a
      : ty == HD_RQ_S32    ? (int32_t)(uint32_t)v < (int32_t)(uint32_t)a
      : ty == HD_RQ_U64    ? v < a
                           : (int64_t)v < (int64_t)a;
  switch (k & HD_RQ_OPS) {
  case HD_RQ_AND: return a & v;
  case HD_RQ_OR: return a | v;
  case HD_RQ_XOR: return a ^ v;
  case HD_RQ_MIN: return lt ? v : a;
  case HD_RQ_MAX: return lt || v == a ? a : v;
  default: return a + v;
  }
}

typedef struct hd_block {
  uint32_t ctaid[3], nctaid[3], ntid[3];
  uint32_t nthreads; /* ntid.x * ntid.y * ntid.z */
  const unsigned char *params; /* packed kernel parameters, PTX .param layout */
  unsigned char *shared; /* shared window: static decls, then dynamic */
  uint32_t dyn_shared; /* bytes of dynamic shared memory */
  unsigned char *local; /* nthreads * local_size bytes of .local memory */
  unsigned char *scratch; /* per-thread values live across thread loops */
  unsigned char *state; /* nthreads bytes: per-thread resume point */
  uint32_t smid; /* worker index, reported as %smid */
  unsigned char *const *globals; /* module .global/.const variables, by symbol index */
  uint32_t check; /* HEDDLE_CHECK: report what a GPU would not like */
  char *msg; /* on error: a message for the user (256 bytes) */
  uint64_t gridws; /* %envreg2 (low) and %envreg1 (high): the grid's workspace, whose second
                      word is cooperative groups' grid barrier */
  void (*yield)(struct hd_block *b); /* the block runs as a fiber (a cooperative grid): a
                      loop that waits for other blocks calls this each time round; else NULL */
  void *(*dmalloc)(uint64_t size); /* device malloc/free: a heap of cudaLimitMallocHeapSize */
  void (*dfree)(void *p);
  /* dynamic parallelism (kernels that launch kernels): dparam gives the parameter buffer of
   * a grid of the kernel at fn (HD_FNADDR of its module function index), or NULL with *err
   * set; dlaunch queues that grid on a device stream (0: the block's own, 3: tail launch,
   * 4: fire and forget) and returns a cudaError_t, as dmemcpy does for a copy queued so;
   * dlast: each thread's last error (the
   * device's cudaGetLastError). The runtime's, in dctx. */
  void *(*dparam)(struct hd_block *b, uint64_t fn, const uint32_t *grid, const uint32_t *block, uint32_t smem,
                  int *err);
  int (*dlaunch)(struct hd_block *b, void *params, uint64_t stream);
  int (*dmemcpy)(struct hd_block *b, void *dst, const void *src, uint64_t n, uint64_t stream); /* cudaMemcpyAsync */
  const char *(*derrstr)(int e), *(*derrname)(int e); /* cudaGetErrorString, cudaGetErrorName */
  uint16_t *dlast;
  void *dctx;
  /* heddle check (memcheck, initcheck): kernels compiled for checking pass every global,
   * shared and generic access through hd_ck/hd_cks (heddle_prelude.h), whose slow path is
   * ck. It returns the address to use (a scratch word after a bad access, which it
   * reports) or does not return (the block is abandoned). ckc: the allocations last found,
   * [lo, hi) each and, under initcheck, the shadow of lo (a byte per byte, 1 once written)
   * or 0, so that most accesses never leave the inline check; shtot: bytes of the shared
   * window (static + dynamic; set in every launch: speculative shared loads clamp to it). */
  void *(*ck)(struct hd_block *b, uint64_t a, uint32_t f, const char *site, size_t t);
  void *ckctx;
  void (*ckfree)(struct hd_block *b, void *p, const char *site, size_t t); /* memcheck's free */
  int (*ckspan)(struct hd_block *b, uint64_t lo, uint64_t hi); /* [lo, hi) inside one allocation:
                      1 (and into ckc), else 0; always 0 where accesses must each be seen */
  /* synccheck: the threads waiting (st[t] == at) after a __syncthreads in divergent code;
   * racecheck (st NULL): the warps' barrier arrivals count, as at says (HD_CKB_*) */
  void (*ckbar)(struct hd_block *b, const uint16_t *st, uint32_t n, uint16_t at, const char *site);
  uint64_t ckc[4][3];
  uint32_t shtot;
  /* racecheck: this block's state, set up when the block starts, in its buffer so that
   * blocks that take turns on a worker keep theirs: a struct hd_rrec per 4-byte word of
   * shared memory (rcwords of them), per thread its stamp (below; rcbase more block
   * barriers: those all threads passed together) and its warp barriers arrived at, not yet
   * counted (rcwpend: they count when the warp goes on; rcwany: some are). The emitted code
   * keeps the counts and records the accesses that race with nothing (hd_ckr). */
  struct hd_rrec *rcrec;
  uint64_t *rcstamp;
  uint32_t *rcwpend;
  uint32_t rcwords, rcwclock, rcwany, rcbase;
  /* racecheck's global races (--racecheck-global): the stamp of this block's accesses now
   * (launch | block | segment, as in rt_check.c; 0: not checked); whether an acquire waits
   * to be counted (then accesses go to the runtime), whether one was ever counted (then a
   * read that meets another block's reader goes to the runtime), whether the block
   * recorded an access since its last release (else a release has nothing to publish);
   * ckc holds the allocations last found with their records (an hd_rrec per 4-byte word;
   * 0: a range not checked) */
  uint64_t rcg;
  uint32_t rcgpend, rcgacq, rcgdirty;
  hd_rq *rq; /* the worker's queue of held updates, or NULL: apply them at once */
} hd_block;

/* racecheck's record of a 4-byte word of shared memory: the last write and the reader kept,
 * each as a stamp (below) and a site. A stamp: the thread's block barrier count (bits
 * 32-63), its warp barrier count (16-31), the thread (5-14; its warp 10-14), the bytes of
 * the word it covered (1-4) and 1 (bit 0; 0: none). */
typedef struct hd_rrec {
  uint64_t w, r;
  const char *wsite, *rsite;
} hd_rrec;
enum { HD_RC_THREAD = 0x7fe0, HD_RC_WARP = 0x7c00, HD_RC_WCOUNT = 0xffff0000 };
/* racecheck: thread me's stamp now, covering bytes m of a word */
static inline uint64_t hd_rc_stamp(const hd_block *b, uint32_t me, uint32_t m) {
  uint64_t s = b->rcstamp[me] + ((uint64_t)b->rcbase << 32);
  return m == 0xf ? s : (s & ~(uint64_t)0x1e) | (uint64_t)m << 1;
}
/* whether the access stamped s and one by the thread stamped now (same bytes) may race:
 * another thread, no block barrier between them and, in one warp, no warp barrier */
static inline int hd_rc_races(uint64_t s, uint64_t now) {
  uint64_t x = s ^ now; /* most often another block barrier count, or this thread: tested first */
  return !(x >> 32) && (x & HD_RC_THREAD) && (s & 1) && ((x & HD_RC_WARP) || !(x & HD_RC_WCOUNT)) &&
      (s >> 1 & now >> 1 & 0xf);
}

/* hd_ck's f: access bytes | kind | space. A site is "function\tfile\tline\tptxline". */
enum {
  HD_CK_BYTES = 0xff,
  HD_CK_READ = 0 << 8,
  HD_CK_WRITE = 1 << 8,
  HD_CK_ATOMIC = 2 << 8,
  HD_CK_KIND = 3 << 8,
  HD_CK_GENERIC = 0 << 10,
  HD_CK_GLOBAL = 1 << 10,
  HD_CK_SHARED = 2 << 10,
  HD_CK_SPACE = 3 << 10,
  /* racecheck's global races: a volatile or memory-model access (not recorded: such
   * accesses are how blocks wait for each other; a load of one acquires), and one that
   * releases (a store with an order, atom/red .release); an atomic always acquires */
  HD_CK_SYNC = 1 << 12,
  HD_CK_REL = 1 << 13
};
/* racecheck's warp commits (block barriers and arrivals at warp barriers are counted
 * inline: hd_rcbar, rcbase, hd_rclane): the warp of lane n goes on (a warp chain's pass);
 * every warp goes on (a thread loop starts) */
enum { HD_CKB_WARP, HD_CKB_COMMIT, HD_CKB_FENCE }; /* FENCE: a thread ran a fence of gpu or system scope */

typedef int (*hd_kernel_fn)(hd_block *b);

/* A device function's address as PTX code sees it (the value of `mov.u64 %rd, f`, of a
 * vtable entry, of a function pointer read with cudaMemcpyFromSymbol): the function's
 * index in its module, in a range no data pointer uses. Every kernel of the module gets
 * the same value; an indirect call switches on it. */
#define HD_FNADDR(i) (0xFC00000000000000ull + ((uint64_t)(i) << 4))

/* Element kinds of tensor-core operands (wmma, mma.sync, ldmatrix), as emitted code tells
 * the prelude's hd_mma and hd_wmma_ldst, and their widths in bits. */
enum {
  HD_MT_F16 = 1,
  HD_MT_BF16,
  HD_MT_TF32,
  HD_MT_F32,
  HD_MT_F64,
  HD_MT_S8,
  HD_MT_U8,
  HD_MT_S32,
  HD_MT_B16,
  HD_MT_E4M3,
  HD_MT_E5M2,
  HD_MT_S4,
  HD_MT_U4,
  HD_MT_B1
};
static inline uint32_t hd_mt_bits(int k) {
  return k == HD_MT_S4 || k == HD_MT_U4                                      ? 4
      : k == HD_MT_B1                                                        ? 1
      : k == HD_MT_S8 || k == HD_MT_U8 || k == HD_MT_E4M3 || k == HD_MT_E5M2 ? 8
      : k == HD_MT_F16 || k == HD_MT_BF16 || k == HD_MT_B16                  ? 16
      : k == HD_MT_F64                                                       ? 64
                                                                             : 32;
}

/* A texture or surface object: cudaTextureObject_t / cudaSurfaceObject_t is its address,
 * and emitted code calls its functions (the runtime's sampler, rt_tex.c).
 *   sample: tex and tld4. op: geometry (HD_TEX_1D...) | HD_TEX_* flags | gather component
 *           << HD_TEX_COMP_SHIFT; c: four coordinates as 32-bit words (for layered
 *           geometries the layer first, as PTX lists them); x: tex.level's level
 *           (HD_TEX_LEVEL) or tex.grad's gradients (HD_TEX_GRAD: dP/dx in x[0..3], dP/dy
 *           in x[4..7]); out: four 32-bit results (floats or integers, as the
 *           texture's format and read mode give them).
 *   surf:   suld and sust. op: geometry | access bytes << HD_SURF_BYTES_SHIFT | boundary
 *           mode (HD_SURF_TRAP/CLAMP/ZERO) | HD_SURF_STORE; c: x in bytes, then y, z (for
 *           layered geometries the layer first); data: what is read or written. Returns 0,
 *           or 1 when a trap-mode access falls outside the array. */
typedef struct hd_tex {
  void (*sample)(const struct hd_tex *t, uint32_t op, const uint32_t *c, const float *x, uint32_t *out);
  int (*surf)(const struct hd_tex *t, uint32_t op, const int32_t *c, void *data);
} hd_tex;
enum {
  HD_TEX_1D = 1,
  HD_TEX_2D,
  HD_TEX_3D,
  HD_TEX_A1D,
  HD_TEX_A2D,
  HD_TEX_CUBE,
  HD_TEX_ACUBE,
  HD_TEX_GEOM = 15,
  HD_TEX_INTCOORD = 16, /* .s32 coordinates: texel indices (tex1Dfetch) */
  HD_TEX_LEVEL = 32,
  HD_TEX_GRAD = 64,
  HD_TEX_GATHER = 128,
  HD_TEX_COMP_SHIFT = 8,
  HD_SURF_TRAP = 0,
  HD_SURF_CLAMP = 16,
  HD_SURF_ZERO = 32,
  HD_SURF_MODE = 48,
  HD_SURF_STORE = 64,
  HD_SURF_BYTES_SHIFT = 8
};
/* Layered geometries take the layer as their first coordinate word. */
static inline int hd_tex_layered(uint32_t geom) {
  return geom == HD_TEX_A1D || geom == HD_TEX_A2D || geom == HD_TEX_ACUBE;
}
#endif
