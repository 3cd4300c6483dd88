/* rt_sync.c: the clock, pause and spin-then-sleep helpers shared by the worker pool
 * (rt_pool.c), the stream dispatchers (rt_stream.c) and event timestamps (rt_event.c). */
#include "rt_sync.h"
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

/* The clock is read every 64 rounds only: it costs more than a pause. */
int rt_spin_until(int (*ready)(const void *arg), const void *arg) {
  uint64_t deadline = rt_now_ns() + RT_SPIN_NS;
  for (unsigned i = 1; !ready(arg); i++) {
    rt_cpu_relax();
    if (i % 64 == 0 && rt_now_ns() > deadline) return 0;
  }
  return 1;
}
