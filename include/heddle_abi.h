/* heddle_abi.h: the contract between C that heddle emits for a kernel and the runtime
 * that runs it. A compiled module exports, per .entry NAME, a function
 *     int hdk_NAME(hd_block *b);
 * that runs one whole CUDA thread block and returns 0 or a cudaError_t. Kept
 * dependency-free: the emitted C includes only this header. */
#ifndef HEDDLE_ABI_H
#define HEDDLE_ABI_H
#include <stdint.h>
#include <stddef.h>

#define HD_ABI_VERSION 4

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
} hd_block;

typedef int (*hd_kernel_fn)(hd_block *b);
#endif
