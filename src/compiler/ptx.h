/* ptx.h: the IR. A module holds global symbols and functions; a function holds typed
 * virtual registers, local symbols and a flat instruction list with labels. Opcodes and
 * their properties come from ptx_ops.h. Everything lives in the module's arena. */
#ifndef HEDDLE_PTX_H
#define HEDDLE_PTX_H
#include "util.h"

/* F_XCHG: a warp exchange (shfl, vote, activemask): lanes see each other's values, so the
 * plan cuts the thread loop there like at a barrier */
enum {
  F_PURE = 1,
  F_MEM = 2,
  F_SIDE = 4,
  F_NODST = 8,
  F_BRANCH = 16,
  F_TERM = 32,
  F_BARRIER = 64,
  F_UNSUP = 128,
  F_XCHG = 256,
  F_PAYLOAD = 512 /* a warp exchange whose operands and results go through mx_/md_ (mma, ldmatrix) */
};

typedef enum {
#define X(e, s, f) e,
#include "ptx_ops.h"
  PTX_OPS(X)
#undef X
      OP__COUNT
} ptx_opcode;

typedef struct ptx_opinfo {
  const char *name;
  int flags;
} ptx_opinfo;
extern const ptx_opinfo ptx_opinfos[OP__COUNT];

/* Types: the kind (b/u/s/f/pred) and the width in bits. */
typedef enum {
  TY_NONE,
  TY_B8,
  TY_B16,
  TY_B32,
  TY_B64,
  TY_B128,
  TY_U8,
  TY_U16,
  TY_U32,
  TY_U64,
  TY_S8,
  TY_S16,
  TY_S32,
  TY_S64,
  TY_F16,
  TY_F16X2,
  TY_BF16,
  TY_F32,
  TY_F64,
  TY_PRED,
  TY_TF32, /* cvt's destination: an f32 bit pattern with 10 mantissa bits */
  TY_BF16X2, /* cvt's packed kinds: two bf16, two fp8 (e4m3, e5m2) */
  TY_E4M3X2,
  TY_E5M2X2,
  TY_U16X2, /* sm_90's packed integer arithmetic: two 16-bit lanes */
  TY_S16X2,
  TY__COUNT
} ptx_type;
int ptx_type_bits(ptx_type t);
int ptx_type_is_float(ptx_type t);
int ptx_type_is_signed(ptx_type t);
const char *ptx_type_name(ptx_type t);
const char *ptx_type_ctype(ptx_type t); /* C type that holds a value of this type */

typedef enum { SP_NONE, SP_GENERIC, SP_GLOBAL, SP_SHARED, SP_LOCAL, SP_CONST, SP_PARAM } ptx_space;

typedef enum {
  CMP_NONE,
  CMP_EQ,
  CMP_NE,
  CMP_LT,
  CMP_LE,
  CMP_GT,
  CMP_GE,
  CMP_LO,
  CMP_LS,
  CMP_HI,
  CMP_HS,
  CMP_EQU,
  CMP_NEU,
  CMP_LTU,
  CMP_LEU,
  CMP_GTU,
  CMP_GEU,
  CMP_NUM,
  CMP_NAN
} ptx_cmp;

/* Second-level operation: setp's boolean combiner, atom/red's operation. */
typedef enum {
  BOP_NONE,
  BOP_AND,
  BOP_OR,
  BOP_XOR,
  BOP_ADD,
  BOP_SUB,
  BOP_MIN,
  BOP_MAX,
  BOP_INC,
  BOP_DEC,
  BOP_CAS,
  BOP_EXCH,
  BOP_POPC
} ptx_bop;

typedef enum { RND_NONE, RND_RN, RND_RZ, RND_RM, RND_RP, RND_RNI, RND_RZI, RND_RMI, RND_RPI, RND_RNA } ptx_rnd;

enum {
  IF_FTZ = 1,
  IF_SAT = 2,
  IF_APPROX = 4,
  IF_FULL = 8,
  IF_WIDE = 16,
  IF_HI = 32,
  IF_LO = 64,
  IF_UNI = 128,
  IF_VOLATILE = 256,
  IF_NC = 512,
  IF_CC = 1024,
  IF_TO = 2048,
  IF_SHIFTAMT = 4096,
  IF_SYNC = 8192,
  IF_ARRIVE = 16384,
  IF_RED = 32768,
  IF_WRAP = 65536,
  IF_CLAMP = 131072,
  IF_L = 262144,
  IF_R = 524288,
  IF_FINITE = 1 << 20, /* testp.finite; cvt .satfinite */
  IF_INFINITE = 1 << 21,
  IF_NUMBER = 1 << 22, /* testp.number; cvt, fma, min, max .relu */
  IF_NOTANUMBER = 1 << 23, /* testp.notanumber; min/max .NaN */
  IF_NORMAL = 1 << 24,
  IF_SUBNORMAL = 1 << 25,
  IF_WARP = 1 << 26,
  IF_POST = 1 << 27 /* second half of a warp exchange (see cfg.c) */,
  IF_MM = 1 << 28 /* ld/st with a memory-model order (.relaxed/.acquire/.release) */,
  IF_CTA = 1 << 29 /* .cta scope: other threads of the block only */,
  IF_REL = 1 << 30 /* atom/red .release or .acq_rel: orders what came before */,
  IF_CG = 1 << 30, /* ld/st .cg, .cv, .wt (past the L1): older CUB's and others' inter-block flags;
                    IF_REL's bit, which only atom/red carry */
  IF_STRONG = IF_TO, /* atom/red .sys, or with an order (.acquire, .release, ...): never held
                       back (cfg_tail_reds; .to is cvta's only) */
  IF_TAIL = IF_SHIFTAMT, /* atom/red at a thread's tail (cfg_tail_reds; .shiftamt is bfind's only) */
  IF_AGG = IF_CLAMP, /* atom.add whose threads' operands are added up into one atomic, both halves
                        (cfg_aggregate; .clamp is shfl's only); ptx_inst.callee: its site */
  IF_AGGPOST = IF_WRAP /* the second half of such an atom (.wrap: shf's and cp.async's only) */
};
/* shfl and vote modes, kept in ptx_inst.cmp */
enum { XM_DOWN = 1, XM_UP, XM_BFLY, XM_IDX, XM_ALL = 1, XM_ANY, XM_UNI, XM_BALLOT };
/* Texture and surface instructions (tex, tld4, suld, sust) keep their geometry in
 * ptx_inst.cmp (the HD_TEX_* numbers of heddle_abi.h: 1d 1 ... acube 7) and their variant
 * in ptx_inst.bop: TEXV_LEVEL / TEXV_GRAD for tex, the component 1..4 (r g b a) for tld4,
 * the boundary mode for suld/sust. */
enum { TEXV_LEVEL = 1, TEXV_GRAD = 2 };
enum { SURF_TRAP = 1, SURF_CLAMP = 2, SURF_ZERO = 3 };
/* IF_WRAP marks cp.async.mbarrier.arrive.noinc */
/* cp.async forms; CPA_BULK*: sm_90's bulk copies (cp.async.bulk), completed on an mbarrier
 * (complete_tx), in a bulk group, or a prefetch */
enum {
  CPA_COPY = 1,
  CPA_COMMIT,
  CPA_WAIT,
  CPA_WAIT_ALL,
  CPA_ARRIVE,
  CPA_BULK,
  CPA_BULK_GROUP,
  CPA_BULK_PREFETCH,
  CPA_BULK_ANY /* while parsing: .bulk, its form not yet known */
};
/* mbarrier operations, kept in ptx_inst.cmp (.parity: IF_WRAP) */
enum { MB_INIT = 1, MB_ARRIVE, MB_ARRIVE_DROP, MB_TEST_WAIT, MB_TRY_WAIT, MB_INVAL, MB_PENDING, MB_EXPECT_TX };
/* mbarrier operations whose operand 0 is the object's address (read), not a result */
#define PTX_MBAR_ADDR_FIRST(in)                                                                                        \
  ((int)(in)->cmp == MB_INIT || (int)(in)->cmp == MB_INVAL || (int)(in)->cmp == MB_EXPECT_TX)

/* Special registers. */
typedef enum {
  SR_NONE,
  SR_TID,
  SR_NTID,
  SR_CTAID,
  SR_NCTAID,
  SR_LANEID,
  SR_WARPID,
  SR_NWARPID,
  SR_SMID,
  SR_NSMID,
  SR_GRIDID,
  SR_CLOCK,
  SR_CLOCK64,
  SR_GLOBALTIMER,
  SR_LANEMASK_EQ,
  SR_LANEMASK_LT,
  SR_LANEMASK_LE,
  SR_LANEMASK_GT,
  SR_LANEMASK_GE,
  SR_DYNSMEM,
  SR_TOTALSMEM,
  SR_CLUSTER_CTARANK, /* clusters: a launch without them is a cluster of one block per block */
  SR_CLUSTER_NCTARANK,
  SR_CLUSTERID,
  SR_NCLUSTERID,
  SR_CLUSTER_CTAID,
  SR_CLUSTER_NCTAID,
  SR_IS_EXPLICIT_CLUSTER,
  SR_ENVREG
} ptx_sreg;

typedef enum {
  OPK_NONE,
  OPK_REG,
  OPK_IMM,
  OPK_FIMM,
  OPK_DIMM,
  OPK_SYM,
  OPK_SREG,
  OPK_ADDR,
  OPK_VEC,
  OPK_LABEL,
  OPK_SINK,
  OPK_FUNC
} ptx_opkind;

typedef struct ptx_operand ptx_operand;
struct ptx_operand {
  ptx_opkind kind;
  int neg; /* !%p */
  int reg; /* OPK_REG; OPK_ADDR base register or -1 */
  int sym; /* OPK_SYM / OPK_ADDR base symbol (index, see symref) or -1; OPK_LABEL block; OPK_FUNC func */
  int sym_local; /* symbol is function-local */
  int64_t imm; /* integer immediate, address offset, or float bits */
  ptx_sreg sreg;
  int comp; /* special register and component 0..2 */
  int nvec;
  ptx_operand *vec; /* OPK_VEC elements */
  int reg2; /* second destination after '|' (e.g. shfl predicate), -1 if none */
};

/* What the modifiers of wmma, mma and ldmatrix say (OP_WMMA_LD/ST, OP_MMA, OP_LDMATRIX). */
typedef struct ptx_mma {
  unsigned short m, n, k; /* shape; ldmatrix: 8, 8, 0 (.b1 mma: k up to 256) */
  unsigned char frag; /* wmma.load/store: 'a', 'b', 'c' or 'd'; ldmatrix: matrices (1, 2 or 4) */
  unsigned char col[2]; /* .col layouts of A and B (wmma.load/store: of its matrix); ldmatrix: .trans */
  unsigned char nlay;
  unsigned char ty[4]; /* element kinds (HD_MT_*, heddle_abi.h) of D, A, B, C; load/store: ty[0] */
  unsigned char nty;
  unsigned char wmma; /* OP_MMA: wmma.mma (heddle's fragment layout), not mma.sync */
  unsigned char satfinite;
  unsigned char bitop; /* .b1 mma: 1 .and.popc, 2 .xor.popc */
  unsigned char defer; /* OP_MMA: computed at the stop of a later mma of its block (cfg_group_mma) */
} ptx_mma;

typedef struct ptx_inst {
  ptx_opcode op;
  ptx_type type, type2, type3; /* type2: cvt source, setp/slct compare type; vabsdiff: d, a, b */
  ptx_space space;
  ptx_cmp cmp;
  ptx_bop bop;
  ptx_rnd rnd;
  int vec; /* 1, 2, 4; ld/st 8 (sm_100) */
  int flags;
  int guard, guard_neg; /* predicate register or -1 */
  int nops;
  ptx_operand *ops;
  int line; /* line in the PTX text */
  int loc_file, loc_line; /* .loc, 0 if none */
  int callee; /* OP_CALL: function index, or -1 for an indirect call; OP_ATOM with IF_AGG: its site */
  ptx_mma mma;
  int call_nret; /* OP_CALL: number of return operands at the front of ops; an indirect
                  * call's function address is its last operand, after the arguments */
  const struct ptx_inst *prog; /* OP_WARPRUN: the run's instructions (cfg_warp_runs) */
  int nprog;
} ptx_inst;

typedef struct ptx_reg {
  const char *name;
  ptx_type type;
} ptx_reg;

/* An address in a variable's initializer (vtables, pointer tables): the 8 bytes at off
 * get target's address plus addend when the runtime places the variable. */
typedef struct ptx_reloc {
  int64_t off, addend;
  int func; /* target is a function (its address is HD_FNADDR(index)), else a variable */
  int target; /* function or module variable index */
} ptx_reloc;

typedef struct ptx_sym {
  const char *name;
  ptx_space space;
  ptx_type type; /* element type */
  int align;
  int64_t size; /* bytes; 0 for extern unsized */
  int is_extern;
  unsigned char *init; /* initializer bytes or NULL */
  int64_t offset; /* parameters: offset in the .param layout */
  int is_param; /* function or kernel parameter */
  int is_managed;
  ptx_reloc *relocs; /* addresses in the initializer */
  int nrelocs;
  const char *error; /* set if heddle cannot represent its initializer */
} ptx_sym;

typedef struct ptx_label {
  const char *name;
  int inst;
} ptx_label;

typedef struct ptx_func {
  const char *name;
  int is_entry, is_extern, line;
  VEC(ptx_reg) regs;
  VEC(ptx_sym) syms; /* params first (nparams), then .shared/.local/.param locals */
  int nparams; /* input parameters */
  int nret; /* .func return parameters, stored after the inputs */
  VEC(ptx_inst) insts;
  VEC(ptx_label) labels;
  strmap regmap, symmap, labelmap;
  int maxntid[3], reqntid[3];
  int maxnreg, minnctapersm; /* .maxnreg, .minnctapersm; 0 if absent */
  int64_t param_size; /* packed parameter bytes (kernels) */
  const char *error; /* set if the function uses something heddle cannot run */
  int addr_taken; /* its address is a value somewhere (mov, an initializer): indirect calls may reach it */
} ptx_func;

typedef struct ptx_module {
  arena arena;
  int version_major, version_minor, target_sm;
  VEC(ptx_sym) syms; /* module scope .global/.const/.shared(extern) */
  VEC(ptx_func) funcs;
  strmap symmap, funcmap;
  VEC(const char *) files; /* .file index -> name */
} ptx_module;

/* Parse PTX text. On error returns NULL and writes "file:line: error: ..." to err. */
ptx_module *ptx_parse(const char *text, const char *filename, char *err, size_t errlen);
/* Parse one more text into m (the objects of an -rdc program share one module).
 * Returns 0, or -1 with the message in err; m must then be freed. */
int ptx_parse_add(ptx_module *m, const char *text, const char *filename, char *err, size_t errlen);
void ptx_module_free(ptx_module *m);
/* "file:line: error: msg (in kernel K)" (f may be NULL): every compiler diagnostic. */
void ptx_errmsg(char *buf, size_t n, const char *file, int line, const ptx_func *f, const char *msg);
int ptx_opcode_lookup(const char *name);
#endif
