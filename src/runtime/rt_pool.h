/* rt_pool.h: the worker pool that runs a grid's thread blocks (rt_pool.c). Below streams:
 * it calls only errors, diagnostics and rt_sync. */
#ifndef HEDDLE_RT_POOL_H
#define HEDDLE_RT_POOL_H
#include <stdint.h>
#include <cuda_runtime_api.h>

/* One worker per core (HEDDLE_THREADS overrides). rt_pool_run hands out items
 * [0, nitems) dynamically to the workers and the calling thread and returns when all are
 * done. fn returns 0, or a cudaError_t that stops the job (remaining items are skipped).
 * A hardware fault (SIGSEGV/SIGBUS/SIGFPE) inside fn is caught and returned as
 * cudaErrorIllegalAddress (resp. cudaErrorLaunchFailure), never kills the process. */
typedef int (*rt_job_fn)(void *job, int worker, uint64_t item);
/* worker is in [0, rt_pool_nworkers()) and unique among the threads of one job (the caller
 * is 0), but jobs from different host threads run concurrently. fn must not call rt_pool_run. */
int rt_pool_nworkers(void);
cudaError_t rt_pool_run(rt_job_fn fn, void *job, uint64_t nitems);
/* Several phases as one job: item i of [starts[p], starts[p+1]) runs only after all items
 * of earlier phases finished; the pool threads stay in the job from phase to phase. A phase
 * with ordered[p] set hands its items out one at a time in increasing order, as a GPU starts
 * a grid's blocks: for blocks that wait for blocks before them (a scan's look-back), which a
 * split of the grid into one range per worker would leave waiting for the first worker
 * (ordered: NULL, none). leave, unless NULL, runs on each thread that took part when it
 * finds no more items of a phase, before the phase counts as done, and when it leaves a
 * job that failed (failed 1); rt_launch.c applies, or drops, the updates the worker held
 * back then. */
typedef void (*rt_leave_fn)(void *job, int worker, int failed);
cudaError_t rt_pool_run_phases(rt_job_fn fn, rt_leave_fn leave, void *job, const uint64_t *starts, int nphases,
                               const unsigned char *ordered);
/* rt_pool_run for items that run long and wait for one another (rt_fiber.c): the
 * submitter wakes the sleeping workers before it runs its own first item, not after. */
cudaError_t rt_pool_run_together(rt_job_fn fn, void *job, uint64_t nitems);
/* Inside fn: whether the job has failed on another thread (an item that runs long, waiting
 * for others, stops then). */
int rt_pool_failed(void);
/* Ends the block running on this thread, and its job, with cudaErrorLaunchFailure (heddle
 * check abandons a block after a bad access): a jump back to the pool, as a fault is. */
_Noreturn void rt_pool_abort(void);
/* fn runs on the worker before a fault or an abort jumps out of the item it runs (it may run
 * in a signal handler): rt_fiber.c tells ThreadSanitizer that the jump leaves a fiber. */
void rt_pool_on_escape(void (*fn)(void));
#endif
