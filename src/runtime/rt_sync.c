/* rt_sync.c: the clock, pause and spin-then-sleep helpers shared by the worker pool
 * (rt_pool.c), the stream dispatchers (rt_stream.c) and event timestamps (rt_event.c). */
#include "rt_sync.h"
#include <sched.h>
#include <time.h>

uint64_t rt_now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}

void rt_cpu_relax(void) {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#elif defined(__aarch64__)
  __asm__ __volatile__("yield");
#endif
}

void rt_spin_start(rt_spin *sp) {
  sp->start = rt_now_ns();
  sp->round = 0;
}

/* The clock is read every 16 rounds only: it costs more than a pause. */
int rt_spin_step(rt_spin *sp) {
  rt_cpu_relax();
  if (++sp->round % 16) return 1;
  uint64_t spun = rt_now_ns() - sp->start;
  if (spun > RT_SPIN_NS) return 0;
  if (spun > RT_SPIN_YIELD_NS) sched_yield();
  return 1;
}

int rt_spin_until(int (*ready)(const void *arg), const void *arg) {
  rt_spin sp;
  rt_spin_start(&sp);
  while (!ready(arg))
    if (!rt_spin_step(&sp)) return 0;
  return 1;
}
