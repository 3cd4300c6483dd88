/* ptx_ops.h: the one opcode table. Every PTX opcode heddle knows is a row:
 *   X(enum, spelling, flags)
 * The parser, the analyses and the C emitter all read these properties. */
#define PTX_OPS(X)                                                                                                     \
  X(OP_MOV, "mov", F_PURE)                                                                                             \
  X(OP_LD, "ld", F_MEM)                                                                                                \
  X(OP_LDU, "ldu", F_MEM)                                                                                              \
  X(OP_ST, "st", F_MEM | F_SIDE | F_NODST)                                                                             \
  X(OP_CVTA, "cvta", F_PURE)                                                                                           \
  X(OP_CVT, "cvt", F_PURE)                                                                                             \
  X(OP_ADD, "add", F_PURE)                                                                                             \
  X(OP_SUB, "sub", F_PURE)                                                                                             \
  X(OP_MUL, "mul", F_PURE)                                                                                             \
  X(OP_MAD, "mad", F_PURE)                                                                                             \
  X(OP_MUL24, "mul24", F_PURE)                                                                                         \
  X(OP_MAD24, "mad24", F_PURE)                                                                                         \
  X(OP_SAD, "sad", F_PURE)                                                                                             \
  X(OP_DP4A, "dp4a", F_PURE)                                                                                           \
  X(OP_DP2A, "dp2a", F_PURE)                                                                                           \
  X(OP_VABSDIFF2, "vabsdiff2", F_PURE)                                                                                 \
  X(OP_VABSDIFF4, "vabsdiff4", F_PURE)                                                                                 \
  X(OP_DIV, "div", F_PURE)                                                                                             \
  X(OP_REM, "rem", F_PURE)                                                                                             \
  X(OP_ABS, "abs", F_PURE)                                                                                             \
  X(OP_NEG, "neg", F_PURE)                                                                                             \
  X(OP_MIN, "min", F_PURE)                                                                                             \
  X(OP_MAX, "max", F_PURE)                                                                                             \
  X(OP_AND, "and", F_PURE)                                                                                             \
  X(OP_OR, "or", F_PURE)                                                                                               \
  X(OP_XOR, "xor", F_PURE)                                                                                             \
  X(OP_NOT, "not", F_PURE)                                                                                             \
  X(OP_CNOT, "cnot", F_PURE)                                                                                           \
  X(OP_SHL, "shl", F_PURE)                                                                                             \
  X(OP_SHR, "shr", F_PURE)                                                                                             \
  X(OP_SETP, "setp", F_PURE)                                                                                           \
  X(OP_SET, "set", F_PURE)                                                                                             \
  X(OP_SELP, "selp", F_PURE)                                                                                           \
  X(OP_SLCT, "slct", F_PURE)                                                                                           \
  X(OP_FMA, "fma", F_PURE)                                                                                             \
  X(OP_SQRT, "sqrt", F_PURE)                                                                                           \
  X(OP_RSQRT, "rsqrt", F_PURE)                                                                                         \
  X(OP_RCP, "rcp", F_PURE)                                                                                             \
  X(OP_SIN, "sin", F_PURE)                                                                                             \
  X(OP_COS, "cos", F_PURE)                                                                                             \
  X(OP_LG2, "lg2", F_PURE)                                                                                             \
  X(OP_EX2, "ex2", F_PURE)                                                                                             \
  X(OP_TANH, "tanh", F_PURE)                                                                                           \
  X(OP_COPYSIGN, "copysign", F_PURE)                                                                                   \
  X(OP_TESTP, "testp", F_PURE)                                                                                         \
  X(OP_BFE, "bfe", F_PURE)                                                                                             \
  X(OP_BFI, "bfi", F_PURE)                                                                                             \
  X(OP_BMSK, "bmsk", F_PURE)                                                                                           \
  X(OP_BREV, "brev", F_PURE)                                                                                           \
  X(OP_CLZ, "clz", F_PURE)                                                                                             \
  X(OP_POPC, "popc", F_PURE)                                                                                           \
  X(OP_FNS, "fns", F_PURE)                                                                                             \
  X(OP_BFIND, "bfind", F_PURE)                                                                                         \
  X(OP_PRMT, "prmt", F_PURE)                                                                                           \
  X(OP_SHF, "shf", F_PURE)                                                                                             \
  X(OP_LOP3, "lop3", F_PURE)                                                                                           \
  X(OP_BRA, "bra", F_BRANCH | F_NODST)                                                                                 \
  X(OP_RET, "ret", F_TERM | F_NODST)                                                                                   \
  X(OP_EXIT, "exit", F_TERM | F_NODST)                                                                                 \
  X(OP_TRAP, "trap", F_TERM | F_SIDE | F_NODST)                                                                        \
  X(OP_BRKPT, "brkpt", F_SIDE | F_NODST)                                                                               \
  X(OP_CALL, "call", F_SIDE | F_NODST)                                                                                 \
  X(OP_BAR, "bar", F_BARRIER | F_NODST)                                                                                \
  X(OP_BARRIER, "barrier", F_BARRIER | F_NODST)                                                                        \
  X(OP_MEMBAR, "membar", F_SIDE | F_NODST)                                                                             \
  X(OP_FENCE, "fence", F_SIDE | F_NODST)                                                                               \
  X(OP_ATOM, "atom", F_MEM | F_SIDE)                                                                                   \
  X(OP_RED, "red", F_MEM | F_SIDE | F_NODST)                                                                           \
  X(OP_NANOSLEEP, "nanosleep", F_SIDE | F_NODST)                                                                       \
  X(OP_MBARRIER, "mbarrier", F_MEM | F_SIDE)                                                                           \
  X(OP_PREFETCH, "prefetch", F_SIDE | F_NODST)                                                                         \
  X(OP_PREFETCHU, "prefetchu", F_SIDE | F_NODST)                                                                       \
  X(OP_ISSPACEP, "isspacep", F_PURE)                                                                                   \
  X(OP_ADDC, "addc", F_PURE)                                                                                           \
  X(OP_SUBC, "subc", F_PURE)                                                                                           \
  X(OP_MADC, "madc", F_PURE)                                                                                           \
  X(OP_SHFL, "shfl", F_SIDE | F_XCHG)                                                                                  \
  X(OP_VOTE, "vote", F_SIDE | F_XCHG)                                                                                  \
  X(OP_ACTIVEMASK, "activemask", F_SIDE | F_XCHG)                                                                      \
  X(OP_ELECT, "elect", F_SIDE | F_XCHG)                                                                                \
  X(OP_GRIDDEP, "griddepcontrol", F_SIDE | F_NODST)                                                                    \
  X(OP_CREATEPOLICY, "createpolicy", F_PURE)                                                                           \
  X(OP_DISCARD, "discard", F_SIDE | F_NODST)                                                                           \
  X(OP_APPLYPRIO, "applypriority", F_SIDE | F_NODST)                                                                   \
  X(OP_SETMAXNREG, "setmaxnreg", F_SIDE | F_NODST)                                                                     \
  X(OP_MOVMATRIX, "movmatrix", F_SIDE | F_XCHG | F_PAYLOAD)                                                            \
  X(OP_MATCH, "match", F_SIDE | F_XCHG)                                                                                \
  X(OP_REDUX, "redux", F_SIDE | F_XCHG)                                                                                \
  X(OP_TEX, "tex", 0)                                                                                                  \
  X(OP_TLD4, "tld4", 0)                                                                                                \
  X(OP_SUST, "sust", F_SIDE | F_NODST)                                                                                 \
  X(OP_SULD, "suld", F_SIDE)                                                                                           \
  X(OP_WMMA_LD, "wmma", F_MEM)                                                                                         \
  X(OP_WMMA_ST, "wmma.store", F_MEM | F_SIDE | F_NODST)                                                                \
  X(OP_MMA, "mma", F_SIDE | F_XCHG | F_PAYLOAD)                                                                        \
  X(OP_LDMATRIX, "ldmatrix", F_MEM | F_SIDE | F_XCHG | F_PAYLOAD)                                                      \
  X(OP_STMATRIX, "stmatrix", F_MEM | F_SIDE | F_XCHG | F_PAYLOAD | F_NODST)                                            \
  X(OP_CP, "cp", F_MEM | F_SIDE | F_NODST)                                                                             \
  X(OP_WARPRUN, "(warprun)", F_SIDE | F_XCHG)                                                                          \
  X(OP_NOP, "(nop)", F_PURE | F_NODST)
