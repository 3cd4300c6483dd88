/* rt_sync.h: the runtime's waiting primitives, below everything else: a monotonic clock,
 * the CPU's spin-wait hint, and the short spin that streams and the worker pool do before
 * sleeping on a condition variable (back-to-back work would otherwise pay a wake-up). */
#ifndef HEDDLE_RT_SYNC_H
#define HEDDLE_RT_SYNC_H
#include <stdint.h>

enum { RT_SPIN_NS = 20000 }; /* how long a waiter spins before it sleeps */
/* After this long a spinning waiter also yields its CPU now and then: the thread it waits
 * for may be waiting for that very CPU (more runnable threads than cores, or a scheduler
 * that keeps them together), and would otherwise lose it to the spin for a time slice. */
enum { RT_SPIN_YIELD_NS = 2000 };

uint64_t rt_now_ns(void); /* CLOCK_MONOTONIC in nanoseconds */
void rt_cpu_relax(void); /* pause/yield hint inside a spin loop */
/* Spins for at most RT_SPIN_NS until ready(arg); returns whether it became ready. ready
 * must only read atomics: the caller sleeps on its condition variable if it returns 0. */
int rt_spin_until(int (*ready)(const void *arg), const void *arg);
/* The same spin, for loops of their own: rt_spin_start, then rt_spin_step once a round
 * until what is waited for happens or it returns 0 (RT_SPIN_NS have passed). */
typedef struct rt_spin {
  uint64_t start;
  unsigned round;
} rt_spin;
void rt_spin_start(rt_spin *sp);
int rt_spin_step(rt_spin *sp);
#endif
