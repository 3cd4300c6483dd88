/* rt_check.h: heddle check, the runtime half (rt_check.c). HEDDLE_CHECK names the tool
 * (memcheck, racecheck, synccheck, initcheck; 1 is the old barrier report alone), as
 * `heddle check --tool T` sets it; reports are printed in compute-sanitizer's form, with
 * an error count and summary when the program exits. */
#ifndef HEDDLE_RT_CHECK_H
#define HEDDLE_RT_CHECK_H
#include "heddle_abi.h"
#include <cuda_runtime_api.h>
#include <stdint.h>

enum { RT_CK_OFF, RT_CK_BARRIERS, RT_CK_MEMCHECK, RT_CK_RACECHECK, RT_CK_SYNCCHECK, RT_CK_INITCHECK };

int rt_check_tool(void); /* RT_CK_*, from the environment, read once */
int rt_check_compiles(void); /* kernels are compiled with checked accesses */

/* One launch's checking state (inside rt_launch.c's launch). */
typedef struct rt_ck_launch {
  uint64_t id; /* this launch's number */
  const char *kernel; /* mangled name */
  uint32_t shtot; /* bytes of the shared window */
  uint32_t ntid[3];
  size_t local_bytes; /* nthreads * local size */
  size_t param_bytes;
  _Atomic uint64_t owner; /* synccheck: 1 + the linear index of the block whose errors are reported */
  _Atomic long failed; /* memcheck: bad accesses; the launch fails */
  void *haz; /* racecheck: hazards by pair of sites */
  void *g; /* racecheck's global races (--racecheck-global): the blocks' releases */
  int nhaz;
} rt_ck_launch;

/* Fills c and the checking fields of the launch's block template. */
void rt_check_launch_init(rt_ck_launch *c, const char *kernel, hd_block *tmpl, size_t local_bytes, size_t param_bytes);
/* The launch's result, given what the blocks returned: a launch that made a report fails
 * with cudaErrorLaunchFailure, as under compute-sanitizer. */
cudaError_t rt_check_launch_end(rt_ck_launch *c, cudaError_t e);
/* racecheck: the bytes a block's state takes in its buffer (0 under the other tools), and
 * its setting up there when the block starts */
size_t rt_check_block_bytes(uint32_t shtot, uint32_t nthreads);
void rt_check_block_start(hd_block *b, unsigned char *p);
/* hd_block.ck: the slow path of a checked access. */
void *rt_check_access(hd_block *b, uint64_t a, uint32_t f, const char *site, size_t t);
int rt_check_span(hd_block *b, uint64_t lo, uint64_t hi); /* hd_block.ckspan */
void rt_check_free(hd_block *b, void *p, const char *site, size_t t); /* hd_block.ckfree */
/* hd_block.ckbar: synccheck's look at the threads waiting after a barrier in divergent code */
void rt_check_barrier(hd_block *b, const uint16_t *st, uint32_t n, uint16_t at, const char *site);
/* An API call returned err (not cudaSuccess): reported under memcheck, as
 * compute-sanitizer's --report-api-errors explicit does. */
void rt_check_api_error(cudaError_t err, const char *call);
#endif
