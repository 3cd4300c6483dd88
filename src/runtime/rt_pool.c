/* rt_pool.c: the worker pool that runs thread blocks: one worker per core, the calling
 * thread working alongside. Hardware faults inside an item are caught (signal handler +
 * siglongjmp) and end the job with a CUDA error instead of killing the process. */
#include "rt_pool.h"
#include "rt_err.h"
#include "rt_sync.h"
#include <fenv.h>
#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sched.h>
#include <ucontext.h>
#include <unistd.h>

enum { MAX_WORKERS = 4096, ALTSTACK_SIZE = 64 << 10 };
#define WORKER_STACK_SIZE ((size_t)8 << 20)

/* A job lives on the stack of the rt_pool_run call that submitted it; err stops it.
 * Each phase's items are split into one contiguous slot per taking part thread (the
 * submitter is slot 0): a thread works through its own slot first, in chunks, then takes
 * chunks of the others' (stealing). A thread that runs the same blocks in launch after
 * launch keeps their data in its own cache, and claims go to per-slot counters instead of
 * one shared counter every thread contends for. */
typedef struct slot {
  _Atomic uint64_t cur; /* next unclaimed item */
  uint64_t end;
  char pad[64 - 2 * sizeof(uint64_t)];
} slot;

typedef struct job {
  /* one cache line, written by the submitter before it publishes the job, then only read
   * (err: written only when the job fails), so that a joining thread finds all it needs
   * in the line it polls; slots, nslots and arg are atomics because a joiner reads them
   * for prefetching before it knows they are still the job's */
  _Alignas(64) _Atomic unsigned seq; /* odd while a job is published in the entry */
  /* phases: items [starts[p], starts[p+1]) start only when every earlier item is done
   * (kernels of a graph, one after another, without leaving the job) */
  int nphases;
  _Atomic int nslots;
  rt_leave_fn leave;
  _Atomic int open; /* every pool thread may join: no seats to count */
  _Atomic int err;
  rt_job_fn fn;
  void *_Atomic arg;
  const uint64_t *starts;
  const uint64_t *chunks; /* claim size, per phase */
  slot *_Atomic slots; /* nphases x nslots */
  /* written while the job runs */
  _Alignas(64) _Atomic uint64_t done; /* items finished (counted only with several phases) */
  _Atomic int seats; /* pool threads that may still join: no more than the job has use for */
  /* the newest phase whose earlier items are all done: written once a phase, by the thread
   * whose count reached it, and what threads at the barrier wait on (not done, which
   * every thread adds to) */
  _Alignas(64) _Atomic int rel;
  /* written when the submitter sleeps, waiting for pool threads to leave */
  _Alignas(64) _Atomic int waiting;
} job;

/* Published jobs, without a lock. A submitting thread takes an entry (a bit of
 * pool.used) at its first job and keeps it until it exits, so entries change hands
 * rarely. To publish, it writes its job into the entry and makes seq odd; workers poll
 * the seq of every entry in use, so a new job and all a worker needs to join it come in
 * one cache-line transfer. Each pool thread says which entry it is looking at in a line
 * of its own (pool.at, like a hazard pointer): it sets that before it reads seq again
 * and clears it when it is done with the job; the submitter, once its own part is done,
 * makes seq even and waits until no thread is at its entry. After that no thread can
 * reach the job. No line is written by every thread that takes part, so a job on many
 * threads does not queue them up on one counter. */
enum { NENTRIES = 64 };
typedef struct presence {
  _Alignas(64) _Atomic int entry; /* 1 + the entry this thread is looking at, or 0 */
} presence;

/* The pool is process state: created once, never torn down (its threads sleep at exit).
 * The mutex and condition variables are only for sleeping and waking: a worker sleeps
 * after RT_SPIN_NS without a new job, and a submitter makes the wake-up call only when
 * some worker sleeps (sleepers), so back-to-back launches make no syscall. */
static struct {
  pthread_once_t once;
  pthread_mutex_t mu;
  pthread_cond_t work; /* wake changed */
  pthread_cond_t left; /* a pool thread left an entry whose submitter is waiting */
  unsigned wake; /* under mu: bumped to wake sleeping workers */
  int nworkers;
  pthread_key_t altstack_key;
  presence *at; /* per pool thread */
  _Alignas(64) _Atomic uint64_t used; /* entries taken */
  _Atomic int sleepers; /* workers asleep on work (or about to be) */
  job entries[NENTRIES];
} pool = {.once = PTHREAD_ONCE_INIT,
          .mu = PTHREAD_MUTEX_INITIALIZER,
          .work = PTHREAD_COND_INITIALIZER,
          .left = PTHREAD_COND_INITIALIZER};

/* ---- faults ----
 * A fault while in_item is set jumps back into run_items; any other fault goes to the
 * handler that was installed before ours, or kills the process as it would have.
 * initial-exec TLS: the handler must not call __tls_get_addr. */
static const int fault_sigs[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL};
enum { NFAULT_SIGS = sizeof fault_sigs / sizeof fault_sigs[0] };
static struct sigaction old_actions[NFAULT_SIGS]; /* written once, before any job */
static __thread sigjmp_buf fault_jb __attribute__((tls_model("initial-exec")));
static __thread volatile sig_atomic_t in_item __attribute__((tls_model("initial-exec")));
static __thread sigset_t fault_mask __attribute__((tls_model("initial-exec"))); /* the mask the item ran with */
static __thread job *cur_job __attribute__((tls_model("initial-exec"))); /* run_items' job, for rt_pool_failed */

static void chain_fault(int sig, siginfo_t *si, void *uc) {
  for (int i = 0; i < NFAULT_SIGS; i++) {
    struct sigaction *old = &old_actions[i];
    if (fault_sigs[i] != sig) continue;
    if ((old->sa_flags & SA_SIGINFO) && old->sa_sigaction) {
      old->sa_sigaction(sig, si, uc);
      return;
    }
    if (old->sa_handler != SIG_DFL && old->sa_handler != SIG_IGN) {
      old->sa_handler(sig);
      return;
    }
  }
  /* Default action: uninstall ourselves; the re-raised signal (pending until we return)
   * or the re-executed faulting instruction then terminates the process as usual. */
  struct sigaction dfl;
  memset(&dfl, 0, sizeof dfl);
  dfl.sa_handler = SIG_DFL;
  sigemptyset(&dfl.sa_mask);
  sigaction(sig, &dfl, NULL);
  raise(sig);
}

static void (*_Atomic escape_hook)(void);
void rt_pool_on_escape(void (*fn)(void)) { atomic_store(&escape_hook, fn); }

/* before the jump out of an item: what runs items on other stacks (rt_fiber.c) says so */
static void escape(void) {
  void (*fn)(void) = atomic_load_explicit(&escape_hook, memory_order_relaxed);
  if (fn) fn();
}

static void on_fault(int sig, siginfo_t *si, void *uc) {
  if (in_item) {
    in_item = 0;
    escape();
    fault_mask = ((ucontext_t *)uc)->uc_sigmask;
    siglongjmp(fault_jb, sig);
  }
  chain_fault(sig, si, uc);
}

static void install_fault_handlers(void) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = on_fault;
  sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sigemptyset(&sa.sa_mask);
  for (int i = 0; i < NFAULT_SIGS; i++) sigaction(fault_sigs[i], &sa, &old_actions[i]);
}

enum { ABORT_SIG = 4096 }; /* rt_pool_abort's jump: not a signal */

static cudaError_t fault_error(int sig) {
  return sig == SIGSEGV || sig == SIGBUS ? cudaErrorIllegalAddress : cudaErrorLaunchFailure;
}

_Noreturn void rt_pool_abort(void) {
  if (!in_item) abort(); /* only a block's code calls this */
  in_item = 0;
  pthread_sigmask(SIG_BLOCK, NULL, &fault_mask); /* run_items restores it: keep it as it is */
  escape();
  siglongjmp(fault_jb, ABORT_SIG);
}

/* ---- alternate signal stacks, so a stack overflow in a kernel is caught too ---- */
static void free_altstack(void *mem) {
  stack_t off;
  memset(&off, 0, sizeof off);
  off.ss_flags = SS_DISABLE;
  sigaltstack(&off, NULL);
  free(mem);
}

/* Gives this thread an alternate signal stack unless it has one (the application's, or
 * a sanitizer's). Freed by the key's destructor when the thread exits. */
static void ensure_altstack(void) {
  static __thread int done __attribute__((tls_model("initial-exec")));
  stack_t cur, st;
  if (done) return;
  done = 1;
  if (sigaltstack(NULL, &cur) != 0 || !(cur.ss_flags & SS_DISABLE)) return;
  st.ss_sp = malloc(ALTSTACK_SIZE);
  st.ss_size = ALTSTACK_SIZE;
  st.ss_flags = 0;
  if (!st.ss_sp) return;
  if (sigaltstack(&st, NULL) != 0) {
    free(st.ss_sp);
    return;
  }
  pthread_setspecific(pool.altstack_key, st.ss_sp);
}

/* ---- running items ---- */
static void job_fail(job *j, int err) {
  int expected = 0;
  atomic_compare_exchange_strong(&j->err, &expected, err);
}

static int phase_of(const job *j, uint64_t item, int from) {
  int p = from;
  while (p + 1 < j->nphases && item >= j->starts[p + 1]) p++;
  return p;
}

/* Waits until every item before phase p's first is done (or the job failed). */
static void wait_phase(job *j, int p) {
  for (unsigned i = 1; atomic_load_explicit(&j->rel, memory_order_acquire) < p; i++) {
    if (atomic_load_explicit(&j->err, memory_order_relaxed)) return;
    rt_cpu_relax();
    if (i % 4096 == 0) sched_yield(); /* a long kernel: leave the core to whoever runs it */
  }
}

/* Claims a chunk of slot w of phase p: 1 with [*lo, *hi) set, 0 if the slot is used up.
 * A thread's own slot (own) is claimed from at once: a look first would cost a second
 * transfer of the line; others' slots are looked at first, since most are used up. */
static int claim(job *j, int p, int w, int own, uint64_t *lo, uint64_t *hi) {
  slot *sl = &j->slots[(size_t)p * (size_t)j->nslots + (size_t)w];
  if (!own && atomic_load_explicit(&sl->cur, memory_order_relaxed) >= sl->end) return 0;
  uint64_t c = atomic_fetch_add_explicit(&sl->cur, j->chunks[p], memory_order_relaxed);
  if (c >= sl->end) return 0;
  *lo = c;
  *hi = sl->end - c < j->chunks[p] ? sl->end : c + j->chunks[p];
  return 1;
}

/* Runs items [lo, hi); 0 if the job failed. (A job of several phases counts them done in
 * run_items, once a phase per thread.) */
static int run_chunk(job *j, int worker, uint64_t lo, uint64_t hi) {
  for (uint64_t i = lo; i < hi; i++) {
    if (atomic_load_explicit(&j->err, memory_order_relaxed)) return 0;
    in_item = 1;
    int r = j->fn(j->arg, worker, i);
    in_item = 0;
    if (r) {
      job_fail(j, r);
      return 0;
    }
  }
  return 1;
}

static void wake_check(const job *j);

/* run_items' work: 0 if the job failed */
static int run_phases(job *j, int worker, uint64_t lo0, uint64_t hi0, int wake) {
  if (wake == 2) wake_check(j); /* items that wait for each other: everyone first */
  if (lo0 < hi0 && !run_chunk(j, worker, lo0, hi0)) return 0;
  if (wake == 1) wake_check(j);
  /* with several phases, the items this thread ran go to j->done once a phase, when it
   * finds the phase's slots used up: one add of the line the others wait on per thread,
   * not one per chunk (a graph of 256-block kernels on 16 threads: 64 a phase) */
  int nslots = j->nslots, own = worker % nslots;
  uint64_t mine = hi0 - lo0;
  for (int p = 0; p < j->nphases; p++) {
    if (p > 0) wait_phase(j, p);
    for (int k = 0; k < nslots; k++) { /* own slot first, then the others' */
      int w = (own + k) % nslots;
      uint64_t lo, hi;
      while (claim(j, p, w, k == 0, &lo, &hi)) {
        if (!run_chunk(j, worker, lo, hi)) return 0;
        mine += hi - lo;
      }
    }
    if (j->leave) { /* as an item: a fault in it fails the job */
      in_item = 1;
      j->leave(j->arg, worker, 0);
      in_item = 0;
    }
    if (j->nphases > 1 && mine) {
      uint64_t now = atomic_fetch_add_explicit(&j->done, mine, memory_order_acq_rel) + mine;
      int q = phase_of(j, now, p);
      if (q > p) atomic_store_explicit(&j->rel, q, memory_order_release); /* the last of phase p */
    }
    mine = 0;
  }
  return 1;
}

/* Claims chunks of items until none are left or the job has failed; the submitter first
 * runs the chunk [lo0, hi0) it took when it set up the slots (no claim, so none of its
 * atomics waits for the publication's stores to reach the other cores), then looks for
 * sleeping workers to wake (wake). The jump buffer is armed once per call, not per item:
 * a fault ends the whole job anyway. It does not save the signal mask (that is a syscall
 * per job): siglongjmp from the handler skips sigreturn, which would leave signals
 * blocked (ours, or all of them under a sanitizer's wrapper), so after a fault the mask
 * the item ran with, which the handler took from its context, is restored here. A thread
 * that leaves a failed job tells leave so. */
static void run_items(job *j, int worker, uint64_t lo0, uint64_t hi0, int wake) {
  cur_job = j;
  int sig = sigsetjmp(fault_jb, 0);
  if (sig != 0) {
    pthread_sigmask(SIG_SETMASK, &fault_mask, NULL);
    job_fail(j, fault_error(sig));
  } else if (run_phases(j, worker, lo0, hi0, wake)) return;
  if (j->leave) j->leave(j->arg, worker, 1);
}

int rt_pool_failed(void) {
  job *j = cur_job;
  return j && atomic_load_explicit(&j->err, memory_order_relaxed) != 0;
}

/* A job that only the calling thread works on: its items in order, with no claims. */
static cudaError_t run_alone(rt_job_fn fn, rt_leave_fn leave, void *arg, const uint64_t *starts, int nphases) {
  ensure_altstack();
  cur_job = NULL; /* no other thread to fail */
  int sig = sigsetjmp(fault_jb, 0);
  if (sig != 0) {
    pthread_sigmask(SIG_SETMASK, &fault_mask, NULL);
    if (leave) leave(arg, 0, 1);
    return fault_error(sig);
  }
  for (int p = 0; p < nphases; p++) {
    for (uint64_t i = starts[p]; i < starts[p + 1]; i++) {
      in_item = 1;
      int r = fn(arg, 0, i);
      in_item = 0;
      if (r) {
        if (leave) leave(arg, 0, 1);
        return (cudaError_t)r;
      }
    }
    if (leave) {
      in_item = 1;
      leave(arg, 0, 0);
      in_item = 0;
    }
  }
  return cudaSuccess;
}

/* Worth joining: some slot of the phase under way (or a later one) is not used up. The
 * thread's own slot is looked at first. */
static int job_has_work(job *j, int worker) {
  if (atomic_load_explicit(&j->err, memory_order_relaxed) != 0) return 0;
  int own = worker % j->nslots; /* from the phase released last (not done: every thread adds to it) */
  for (int p = atomic_load_explicit(&j->rel, memory_order_relaxed); p < j->nphases; p++)
    for (int k = 0; k < j->nslots; k++) {
      slot *sl = &j->slots[(size_t)p * (size_t)j->nslots + (size_t)((own + k) % j->nslots)];
      if (atomic_load_explicit(&sl->cur, memory_order_relaxed) < sl->end) return 1;
    }
  return 0;
}

/* A seat in j, if it has one left for another thread. */
static int take_seat(job *j) {
  if (atomic_load_explicit(&j->seats, memory_order_relaxed) <= 0) return 0;
  return atomic_fetch_sub_explicit(&j->seats, 1, memory_order_relaxed) > 0;
}

/* Spin condition (rt_spin_until): no pool thread is at entry *e. The loads of the scan
 * do not depend on each other, so the processor has them all under way at once. */
static int entry_left(const void *e) {
  int mark = *(const int *)e + 1, busy = 0;
  for (int w = 1; w < pool.nworkers; w++) busy |= atomic_load(&pool.at[w].entry) == mark;
  return !busy;
}

/* Works on the job published as seq q in entry e, if it is still there, has work and a
 * seat left. A job whose seats are gone is passed by without a word (entries are static:
 * reading one is safe, if perhaps about a later job), so that a small grid on many
 * threads is not held up by threads that only came to look. Before the exchange that says
 * where this thread is (which waits for that line), the thread's slot and the job's
 * argument are prefetched: hints only, like the seats. */
static void join(int e, unsigned q, int worker) {
  job *j = &pool.entries[e];
  _Atomic int *mine = &pool.at[worker].entry;
  if (!atomic_load_explicit(&j->open, memory_order_relaxed) &&
      atomic_load_explicit(&j->seats, memory_order_relaxed) <= 0)
    return;
  slot *sl = atomic_load_explicit(&j->slots, memory_order_relaxed);
  int ns = atomic_load_explicit(&j->nslots, memory_order_relaxed);
  if (sl && ns > 0) __builtin_prefetch(&sl[worker % ns], 1);
  __builtin_prefetch(atomic_load_explicit(&j->arg, memory_order_relaxed));
  atomic_store(mine, e + 1);
  if (atomic_load(&j->seq) == q && (j->open || (job_has_work(j, worker) && take_seat(j))))
    run_items(j, worker, 0, 0, 0);
  atomic_store(mine, 0);
  if (atomic_load(&j->waiting)) {
    pthread_mutex_lock(&pool.mu);
    pthread_cond_broadcast(&pool.left);
    pthread_mutex_unlock(&pool.mu);
  }
}

/* Joins every job published since this worker last looked (seen: per entry, the seq it
 * last saw); whether there was one. With wake_only, only says whether there is one. */
static int poll_jobs(int worker, unsigned *seen, int wake_only) {
  int found = 0;
  for (uint64_t used = atomic_load(&pool.used); used; used &= used - 1) {
    int e = __builtin_ctzll(used);
    unsigned q = atomic_load(&pool.entries[e].seq);
    if (!(q & 1) || q == seen[e]) continue;
    found = 1;
    if (wake_only) break;
    seen[e] = q;
    join(e, q, worker);
  }
  return found;
}

/* Sleeps until a submitter wakes this worker. The sleeper count goes up before the
 * entries are looked at again, and a submitter publishes before it reads the count (both
 * sequentially consistent), so one of the two sees the other: no wake-up is lost. */
static void sleep_for_work(int worker, unsigned *seen) {
  pthread_mutex_lock(&pool.mu);
  unsigned wake = pool.wake;
  atomic_fetch_add(&pool.sleepers, 1);
  if (!poll_jobs(worker, seen, 1))
    while (pool.wake == wake) pthread_cond_wait(&pool.work, &pool.mu);
  atomic_fetch_sub(&pool.sleepers, 1);
  pthread_mutex_unlock(&pool.mu);
}

/* Polls the entries for new jobs, spinning RT_SPIN_NS after the last one (launches often
 * come back to back), then sleeps. */
static void *worker_main(void *p) {
  int worker = (int)(intptr_t)p;
  unsigned seen[NENTRIES] = {0};
  /* kernels round to nearest, keep subnormals and trap nothing, whatever floating-point
   * environment the program had set when it made the thread (fesetround, feenableexcept,
   * -ffast-math's flush bits): a new thread inherits its creator's */
  fesetenv(FE_DFL_ENV);
  ensure_altstack();
  rt_spin sp;
  rt_spin_start(&sp);
  for (;;) {
    if (poll_jobs(worker, seen, 0)) rt_spin_start(&sp);
    else if (!rt_spin_step(&sp)) {
      sleep_for_work(worker, seen);
      rt_spin_start(&sp);
    }
  }
  return NULL;
}

/* ---- setup ---- */
static int threads_from_env(void) {
  const char *s = getenv("HEDDLE_THREADS");
  char *end;
  if (!s || !*s) return 0;
  long n = strtol(s, &end, 10);
  if (*end || n < 1 || n > MAX_WORKERS) {
    rt_diag("HEDDLE_THREADS=%s ignored: expected a number from 1 to %d", s, MAX_WORKERS);
    return 0;
  }
  return (int)n;
}

static int default_threads(void) {
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n < 1 ? 1 : n > MAX_WORKERS ? MAX_WORKERS : (int)n;
}

/* Starts workers 1..n-1; if the system refuses a thread, the pool is just smaller. */
static int start_workers(int n) {
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, WORKER_STACK_SIZE);
  pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
  int i;
  for (i = 1; i < n; i++) {
    pthread_t t;
    if (pthread_create(&t, &attr, worker_main, (void *)(intptr_t)i) != 0) break;
  }
  pthread_attr_destroy(&attr);
  return i;
}

static void pool_init(void) {
  int n = threads_from_env();
  if (!n) n = default_threads();
  pthread_key_create(&pool.altstack_key, free_altstack);
  install_fault_handlers();
  pool.at = aligned_alloc(64, (size_t)n * sizeof *pool.at);
  if (!pool.at) n = 1;
  else memset(pool.at, 0, (size_t)n * sizeof *pool.at);
  pool.nworkers = start_workers(n);
}

int rt_pool_nworkers(void) {
  pthread_once(&pool.once, pool_init);
  return pool.nworkers;
}

/* Claim size: a slot (nitems / nworkers) goes in about 4 claims, so that an uneven
 * kernel can still be balanced by stealing; at most 1024 blocks a claim. */
static uint64_t chunk_for(uint64_t nitems, int nworkers) {
  uint64_t c = nitems / ((uint64_t)nworkers * 4);
  return c < 1 ? 1 : c > 1024 ? 1024 : c;
}

/* Takes a free entry: its index, or -1 when every entry is in use. */
static int take_entry(void) {
  uint64_t used = atomic_load(&pool.used);
  while (~used) {
    int i = __builtin_ctzll(~used);
    if (atomic_compare_exchange_weak(&pool.used, &used, used | (uint64_t)1 << i)) return i;
  }
  return -1;
}

static void release_entry(int e) { atomic_fetch_and(&pool.used, ~((uint64_t)1 << e)); }

/* The entry this thread publishes in, kept until it exits (the key's destructor gives it
 * back); -1 while every entry is taken. */
static __thread int my_entry __attribute__((tls_model("initial-exec"))); /* 1 + the entry, or 0 */
static pthread_key_t entry_key;
static pthread_once_t entry_once = PTHREAD_ONCE_INIT;
static void entry_exit(void *p) { release_entry((int)(intptr_t)p - 1); }
static void entry_init(void) { pthread_key_create(&entry_key, entry_exit); }

static int own_entry(void) {
  if (my_entry) return my_entry - 1;
  int e = take_entry();
  if (e < 0) return -1;
  pthread_once(&entry_once, entry_init);
  if (pthread_setspecific(entry_key, (void *)(intptr_t)(e + 1)) != 0) {
    release_entry(e);
    return -1;
  }
  my_entry = e + 1;
  return e;
}

/* Wakes up to n sleeping workers. */
static void wake_workers(int n) {
  pthread_mutex_lock(&pool.mu);
  pool.wake++;
  if (n >= atomic_load(&pool.sleepers)) pthread_cond_broadcast(&pool.work);
  else
    while (n-- > 0) pthread_cond_signal(&pool.work);
  pthread_mutex_unlock(&pool.mu);
}

/* After publishing j: wakes sleeping workers, as many as j has seats for. */
static void wake_check(const job *j) {
  atomic_thread_fence(memory_order_seq_cst);
  int n = atomic_load(&pool.sleepers);
  if (n > 0) wake_workers(j->open ? n : atomic_load_explicit(&j->seats, memory_order_relaxed));
}

/* Withdraws j (published in entry e) and waits until no pool thread is at the entry. The
 * scan of the threads' lines overlaps the store's way to the other cores; a fence and a
 * second scan then make sure that no thread came in after the first. */
static void retire(job *j, int e) {
  atomic_store_explicit(&j->seq, atomic_load_explicit(&j->seq, memory_order_relaxed) + 1, memory_order_release);
  for (;;) {
    if (!rt_spin_until(entry_left, &e)) {
      pthread_mutex_lock(&pool.mu);
      atomic_store(&j->waiting, 1);
      while (!entry_left(&e)) pthread_cond_wait(&pool.left, &pool.mu);
      atomic_store(&j->waiting, 0);
      pthread_mutex_unlock(&pool.mu);
      return;
    }
    atomic_thread_fence(memory_order_seq_cst);
    if (entry_left(&e)) return;
  }
}

/* Runs the job on the calling thread and the pool threads that join it. Jobs from
 * several host threads run concurrently; a worker index is unique within one job. A
 * thread that finds every entry taken (more submitting threads than NENTRIES) takes one
 * for this job only, or runs its job alone. */
static cudaError_t run_job(rt_job_fn fn, rt_leave_fn leave, void *arg, const uint64_t *starts, int nphases,
                           int wake_first, const unsigned char *ordered) {
  int n = rt_pool_nworkers();
  uint64_t nitems = starts[nphases], widest = 0;
  if (nitems == 0) return cudaSuccess;
  for (int p = 0; p < nphases; p++)
    if (starts[p + 1] - starts[p] > widest) widest = starts[p + 1] - starts[p];
  /* no more threads than the widest phase has items: a small grid wakes only the workers
   * it can use, and one of a single block runs here without touching the pool */
  if ((uint64_t)n > widest) n = (int)widest;
  if (n == 1) return run_alone(fn, leave, arg, starts, nphases);
  /* a plain launch on up to 64 threads needs no allocation */
  enum { LOCAL_SLOTS = 64 };
  _Alignas(64) slot local_slots[LOCAL_SLOTS];
  uint64_t local_chunk;
  size_t nslot = (size_t)nphases * (size_t)n;
  int local = nphases == 1 && nslot <= LOCAL_SLOTS;
  uint64_t *chunks = local ? &local_chunk : malloc((size_t)nphases * sizeof *chunks);
  slot *slots = local ? local_slots : aligned_alloc(64, nslot * sizeof *slots);
  if (!chunks || !slots) {
    if (!local) {
      free(chunks);
      free(slots);
    }
    return cudaErrorMemoryAllocation;
  }
  for (int p = 0; p < nphases; p++) {
    uint64_t k = starts[p + 1] - starts[p];
    int ord = ordered && ordered[p];
    chunks[p] = ord ? 1 : chunk_for(k, n);
    for (int w = 0; w < n; w++) { /* ordered: every item in slot 0, which all claim from */
      slot *sl = &slots[(size_t)p * (size_t)n + (size_t)w];
      atomic_init(&sl->cur, ord ? (w ? starts[p + 1] : starts[p]) : starts[p] + k * (uint64_t)w / (uint64_t)n);
      sl->end = ord ? starts[p + 1] : starts[p] + k * (uint64_t)(w + 1) / (uint64_t)n;
    }
  }
  /* the submitter's first chunk, taken now */
  uint64_t lo0 = atomic_load_explicit(&slots[0].cur, memory_order_relaxed);
  uint64_t hi0 = slots[0].end - lo0 < chunks[0] ? slots[0].end : lo0 + chunks[0];
  atomic_init(&slots[0].cur, hi0);
  ensure_altstack();
  job alone;
  int e = own_entry(), temporary = 0;
  if (e < 0) temporary = (e = take_entry()) >= 0;
  job *j = e >= 0 ? &pool.entries[e] : &alone;
  j->fn = fn;
  j->leave = leave;
  atomic_store_explicit(&j->arg, arg, memory_order_relaxed);
  j->nphases = nphases;
  atomic_store_explicit(&j->nslots, n, memory_order_relaxed);
  j->starts = starts;
  j->chunks = chunks;
  atomic_store_explicit(&j->slots, slots, memory_order_relaxed);
  atomic_store_explicit(&j->open, n >= pool.nworkers, memory_order_relaxed);
  atomic_store_explicit(&j->done, 0, memory_order_relaxed);
  atomic_store_explicit(&j->rel, phase_of(j, 0, 0), memory_order_relaxed);
  atomic_store_explicit(&j->err, 0, memory_order_relaxed);
  atomic_store_explicit(&j->seats, n - 1, memory_order_relaxed);
  if (e >= 0) /* published: workers polling the entry see it now */
    atomic_store_explicit(&j->seq, atomic_load_explicit(&j->seq, memory_order_relaxed) + 1, memory_order_release);
  run_items(j, 0, lo0, hi0, e < 0 ? 0 : wake_first ? 2 : 1);
  if (e >= 0) retire(j, e);
  cudaError_t err = (cudaError_t)atomic_load(&j->err);
  if (temporary) release_entry(e);
  if (!local) {
    free(chunks);
    free(slots);
  }
  return err;
}

cudaError_t rt_pool_run_phases(rt_job_fn fn, rt_leave_fn leave, void *arg, const uint64_t *starts, int nphases,
                               const unsigned char *ordered) {
  int waits = 0; /* items that may wait for later ones: every worker up before the first runs */
  for (int p = 0; ordered && p < nphases; p++) waits |= ordered[p];
  return run_job(fn, leave, arg, starts, nphases, waits, ordered);
}

cudaError_t rt_pool_run(rt_job_fn fn, void *arg, uint64_t nitems) {
  uint64_t starts[2] = {0, nitems};
  return run_job(fn, NULL, arg, starts, 1, 0, NULL);
}

cudaError_t rt_pool_run_together(rt_job_fn fn, void *arg, uint64_t nitems) {
  uint64_t starts[2] = {0, nitems};
  return run_job(fn, NULL, arg, starts, 1, 1, NULL);
}
