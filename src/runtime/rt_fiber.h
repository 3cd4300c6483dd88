/* rt_fiber.h: grids whose blocks wait for one another (cooperative launches, grid-wide
 * sync) run each block as a fiber with its own stack and buffers (rt_fiber.c). */
#ifndef HEDDLE_RT_FIBER_H
#define HEDDLE_RT_FIBER_H
#include "heddle_abi.h"
#include <cuda_runtime_api.h>
#include <stddef.h>

typedef struct rt_fiber_grid {
  uint64_t nblocks;
  size_t bufsize; /* one block's buffers: shared, local, scratch, state */
  hd_kernel_fn fn;
  /* fills b for block i: coordinates and the buffers' places in buf; msg: its message */
  void (*setup)(void *arg, hd_block *b, unsigned char *buf, uint64_t i, char *msg);
  void (*failed)(void *arg, const char *msg); /* the first block that fails, its message */
  void *arg;
} rt_fiber_grid;

/* Runs every block of g on the worker pool, each as a fiber: a block that waits for others
 * (hd_block.yield, in a loop cfg_spins marked) hands its worker to the next block that
 * can run, so any grid completes on any number of workers, one included, as long as it
 * would complete on a GPU that held all its blocks at once. hd_block.gridws is a fresh,
 * zeroed grid workspace (cooperative groups keep the grid barrier in it). */
cudaError_t rt_fiber_run(const rt_fiber_grid *g);
#endif
