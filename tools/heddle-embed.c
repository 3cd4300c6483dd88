/* heddle-embed FILE: compile the kernels of FILE (an object, program or shared library nvcc
 * built) at build time and store them in FILE, so that its first run compiles nothing.
 * bin/heddle-nvcc runs it on every object and program it builds.
 *
 * It reads the PTX of FILE's .nv_fatbin section as the runtime would at the first launch (one
 * module per translation unit), translates every kernel, and compiles those whose objects
 * FILE does not carry yet, in parallel on every core, with the runtime's flags and cache key
 * (jit.c; an object already in the user's kernel cache is taken from there, and a new one is
 * put there); then it writes them into FILE's .heddle_kernels section (embed.h) with objcopy.
 * The linker concatenates that section across objects, so a program linked from embedded
 * objects carries all of them. The objects are for this machine's CPU and C compiler (the
 * key says so); anywhere else the runtime compiles from the PTX, which stays in FILE.
 * Relocatable device code (-rdc) makes one module of every object's PTX (its __nv_relfatbin
 * sections, in link order): an object is left alone, a program or library gets that
 * module's kernels. At most one compilation per core runs on the machine, however many of these
 * a parallel build starts (lock files); HEDDLE_EMBED_JOBS=n sets that number; -v prints each
 * kernel's size and compile time.
 * Exit status 0 also when there is nothing to do; 1 with a message on failure. */
#define _GNU_SOURCE
#include "compile.h"
#include "embed.h"
#include "fatbin.h"
#include "jit.h"
#include "util.h"
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

typedef struct {
  char key[17];
  char *c; /* the kernel's C */
  size_t len;
  char *name;
  char so[4096]; /* where it is compiled to */
  int failed;
  double seconds;
  char err[2048];
} job;

typedef struct {
  job *jobs;
  int n, next, done;
  pthread_mutex_t mu;
  int tty, verbose, ncores;
} queue;

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static void progress(queue *q) {
  if (!q->tty) return;
  fprintf(stderr, "\rheddle: compiling %d kernel%s [%d/%d]", q->n, q->n == 1 ? "" : "s", q->done, q->n);
  if (q->done == q->n) fputc('\n', stderr);
  fflush(stderr);
}

/* A machine-wide bound on compilations: `make -j16` runs 16 of us at once, each of which would
 * start a compiler per core (gcc takes up to 0.5 GB on CUB's kernels). Each compilation holds
 * one of ncores lock files in a directory of this user's; -1 if there is none to use. */
static int slot_acquire(int ncores) {
  const char *t = getenv("TMPDIR");
  char dir[3000], path[3100];
  snprintf(dir, sizeof dir, "%s/heddle-embed-slots-%u", t && *t ? t : "/tmp", (unsigned)getuid());
  struct stat st;
  if ((mkdir(dir, 0700) && errno != EEXIST) || lstat(dir, &st) || !S_ISDIR(st.st_mode) || st.st_uid != getuid())
    return -1;
  for (int round = 0;; round++) { /* every slot, then a short sleep, until one is free */
    for (int k = 0; k < ncores; k++) {
      snprintf(path, sizeof path, "%s/%d", dir, (k + (int)getpid()) % ncores);
      int fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600);
      if (fd < 0) return -1;
      if (!flock(fd, LOCK_EX | LOCK_NB)) return fd;
      close(fd);
    }
    usleep(round < 20 ? 5000 : 50000);
  }
}

static void *worker(void *arg) {
  queue *q = arg;
  for (;;) {
    pthread_mutex_lock(&q->mu);
    int i = q->next < q->n ? q->next++ : -1;
    pthread_mutex_unlock(&q->mu);
    if (i < 0) return NULL;
    job *j = &q->jobs[i];
    double t0 = now();
    if (jit_copy_cached(j->key, j->so)) { /* a compilation: wait for a slot */
      int slot = slot_acquire(q->ncores);
      j->failed = jit_compile_to(j->c, j->len, j->key, j->so, j->err, sizeof j->err) != 0;
      if (slot >= 0) close(slot);
    }
    j->seconds = now() - t0;
    pthread_mutex_lock(&q->mu);
    if (q->verbose)
      fprintf(stderr, "%sheddle-embed: %6.1f s %5zu KB of C  %s\n", q->tty ? "\r" : "", j->seconds, j->len >> 10,
              j->name);
    q->done++;
    progress(q);
    pthread_mutex_unlock(&q->mu);
  }
}

static int by_size_desc(const void *a, const void *b) {
  const job *x = a, *y = b;
  return x->len < y->len ? 1 : x->len > y->len ? -1 : 0;
}

static unsigned char *read_range(int fd, uint64_t off, uint64_t size) {
  unsigned char *p = malloc(size ? size : 1);
  if (p && pread(fd, p, size, (off_t)off) != (ssize_t)size) {
    free(p);
    p = NULL;
  }
  return p;
}

typedef struct {
  char (*keys)[17];
  int n;
} keyset;
static void add_key(const char *key, void *arg) {
  keyset *s = arg;
  s->keys = util_realloc(s->keys, (size_t)(s->n + 1) * sizeof *s->keys);
  memcpy(s->keys[s->n++], key, 17);
}
static int has_key(const keyset *s, const char *key) {
  for (int i = 0; i < s->n; i++)
    if (!strcmp(s->keys[i], key)) return 1;
  return 0;
}

/* Queue a compilation for each kernel of cm that neither have (FILE's section) nor the
 * queue holds already. */
static void queue_kernels(queue *q, compile_module *cm, const keyset *have) {
  char err[2048];
  for (int k = 0; k < compile_nfuncs(cm); k++) {
    const char *name = compile_kernel_name(cm, k);
    strbuf c = {0};
    compile_kernel d;
    if (!name || compile_kernel_c(cm, k, "kernel.ptx", &c, &d, err, sizeof err)) {
      sb_free(&c);
      continue; /* a kernel heddle cannot translate fails at its launch, as it would have */
    }
    compile_kernel_free(&d);
    char key[17];
    jit_key(c.p, c.len, key);
    int dup = has_key(have, key);
    for (int i = 0; i < q->n && !dup; i++) dup = !strcmp(q->jobs[i].key, key);
    if (dup) {
      sb_free(&c);
      continue;
    }
    q->jobs = util_realloc(q->jobs, (size_t)(q->n + 1) * sizeof *q->jobs);
    job *j = &q->jobs[q->n++];
    memset(j, 0, sizeof *j);
    memcpy(j->key, key, 17);
    j->c = c.p;
    j->len = c.len;
    j->name = strdup(name);
  }
}

static int run(char *const argv[]) {
  pid_t pid = fork();
  if (pid < 0) return -1;
  if (pid == 0) {
    execvp(argv[0], argv);
    _exit(127);
  }
  int st;
  while (waitpid(pid, &st, 0) < 0)
    if (errno != EINTR) return -1;
  return WIFEXITED(st) && WEXITSTATUS(st) == 0 ? 0 : -1;
}

static int put8(FILE *f, const void *p, size_t n) { return fwrite(p, 1, n, f) == n ? 0 : -1; }

/* Compile the queued kernels, in parallel, into the kernel cache and to dir/KEY.so (dir: a
 * new temporary directory). 1 with a message if there is no directory to be had. */
static int compile_all(queue *q, char *dir, size_t dirsz) {
  const char *t = getenv("TMPDIR");
  snprintf(dir, dirsz, "%s/heddle-embed.XXXXXX", t && *t ? t : "/tmp");
  if (!mkdtemp(dir)) {
    fprintf(stderr, "heddle-embed: mkdtemp %s: %s\n", dir, strerror(errno));
    return 1;
  }
  qsort(q->jobs, (size_t)q->n, sizeof *q->jobs, by_size_desc); /* the longest compilations first */
  for (int i = 0; i < q->n; i++) snprintf(q->jobs[i].so, sizeof q->jobs[i].so, "%s/%s.so", dir, q->jobs[i].key);
  long cores = sysconf(_SC_NPROCESSORS_ONLN);
  const char *env = getenv("HEDDLE_EMBED_JOBS");
  int nthreads = env && atoi(env) > 0 ? atoi(env) : cores > 0 ? (int)cores : 1;
  q->ncores = nthreads;
  if (nthreads > q->n) nthreads = q->n;
  pthread_t th[256];
  if (nthreads > 256) nthreads = 256;
  progress(q);
  int started = 0;
  while (started < nthreads && !pthread_create(&th[started], NULL, worker, q)) started++;
  if (!started) worker(q); /* no threads to be had: one at a time, here */
  for (int i = 0; i < started; i++) pthread_join(th[i], NULL);
  return 0;
}

/* heddle-embed --ptx FILE.ptx: compile the kernels of one module's PTX into the kernel cache
 * only. heddle-nvcc runs it on the PTX of a second, device-only nvcc while the first builds
 * the host side; embedding the object afterwards then finds them in the cache. */
static int precompile_ptx(const char *file, int verbose) {
  const char *cache = getenv("HEDDLE_CACHE");
  if (cache && !strcmp(cache, "off")) return 0; /* nowhere to keep them */
  FILE *f = fopen(file, "rb");
  if (!f) {
    fprintf(stderr, "heddle-embed: %s: %s\n", file, strerror(errno));
    return 1;
  }
  strbuf text = {0};
  int ch;
  while ((ch = getc(f)) != EOF) sb_putc(&text, (char)ch);
  fclose(f);
  char err[2048];
  compile_module *cm = compile_module_new();
  queue q = {.mu = PTHREAD_MUTEX_INITIALIZER, .tty = isatty(2), .verbose = verbose};
  keyset none = {0};
  if (text.p && !compile_module_add(cm, text.p, "kernel.ptx", err, sizeof err)) queue_kernels(&q, cm, &none);
  compile_module_free(cm);
  sb_free(&text);
  char dir[3000];
  int rc = q.n ? compile_all(&q, dir, sizeof dir) : 0;
  for (int i = 0; i < q.n; i++) {
    if (!rc) unlink(q.jobs[i].so);
    free(q.jobs[i].c);
    free(q.jobs[i].name);
  }
  if (q.n && !rc) rmdir(dir);
  free(q.jobs);
  return rc;
}

int main(int argc, char **argv) {
  int verbose = argc >= 3 && !strcmp(argv[1], "-v"), early = argc == 3 + verbose && !strcmp(argv[1 + verbose], "--ptx");
  if (argc != 2 + verbose + early) {
    fprintf(stderr, "usage: heddle-embed [-v] [--ptx] FILE\n");
    return 2;
  }
  if (early) return precompile_ptx(argv[2 + verbose], verbose);
  const char *file = argv[1 + verbose];
  int fd = open(file, O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    fprintf(stderr, "heddle-embed: %s: %s\n", file, strerror(errno));
    return 1;
  }
  uint64_t off, size, roff, rsize;
  int rdc = 0;
  if (!embed_elf_section(fd, "__nv_relfatbin", &roff, &rsize)) { /* -rdc */
    unsigned char ehdr[18];
    if (pread(fd, ehdr, sizeof ehdr, 0) != (ssize_t)sizeof ehdr || (ehdr[16] | ehdr[17] << 8) == 1)
      return close(fd), 0; /* an object (ET_REL): its module is made at the link */
    off = roff; /* a program or library: every object's PTX, one module, as rt_module.c makes it */
    size = rsize;
    rdc = 1;
  } else if (embed_elf_section(fd, ".nv_fatbin", &off, &size) || size == 0) return close(fd), 0; /* no device code */
  if (size == 0) return close(fd), 0;
  unsigned char *image = read_range(fd, off, size);
  keyset have = {0};
  if (!embed_elf_section(fd, EMBED_SECTION, &roff, &rsize)) {
    unsigned char *sec = read_range(fd, roff, rsize);
    if (sec) embed_each_key(sec, rsize, add_key, &have);
    free(sec);
  }
  close(fd);
  if (!image) {
    fprintf(stderr, "heddle-embed: %s: cannot read .nv_fatbin\n", file);
    return 1;
  }

  /* every kernel of every translation unit's module, as rt_module.c's module_load sees it */
  char err[2048];
  fatbin_ptx *ptx = NULL;
  int n = fatbin_extract_ptx_image(image, size, &ptx, err, sizeof err);
  free(image);
  if (n < 0) { /* SASS only, or not ours to read: the runtime reports it at the launch */
    free(have.keys);
    return 0;
  }
  queue q = {.mu = PTHREAD_MUTEX_INITIALIZER, .tty = isatty(2), .verbose = verbose};
  int nobj = fatbin_nobjects(ptx, n);
  for (int obj = 0; obj < nobj; obj++) {
    compile_module *cm = compile_module_new();
    int bad = 0, last = obj;
    if (rdc) last = nobj - 1; /* all objects in section order: the linker's, as the wrapper lists them */
    for (int o = obj; o <= last && !bad; o++) {
      int pick = fatbin_pick(ptx, n, o);
      bad = pick >= 0 && compile_module_add(cm, ptx[pick].text, "kernel.ptx", err, sizeof err);
    }
    obj = last;
    if (bad) {
      compile_module_free(cm); /* the runtime reports bad PTX at the launch, with its line */
      continue;
    }
    queue_kernels(&q, cm, &have);
    compile_module_free(cm);
  }
  fatbin_free(ptx, n);
  free(have.keys);
  if (q.n == 0) return 0;

  char dir[3000];
  if (compile_all(&q, dir, sizeof dir)) return 1;

  /* the section: what FILE carried already, then the new records */
  int rc = 0;
  char blob[3100];
  snprintf(blob, sizeof blob, "%s/section", dir);
  FILE *out = fopen(blob, "wb");
  if (!out) rc = 1;
  fd = open(file, O_RDONLY | O_CLOEXEC);
  if (out && fd >= 0 && !embed_elf_section(fd, EMBED_SECTION, &roff, &rsize)) {
    unsigned char *old = read_range(fd, roff, rsize);
    if (!old || put8(out, old, rsize)) rc = 1;
    free(old);
  }
  if (fd >= 0) close(fd);
  for (int i = 0; i < q.n && out && !rc; i++) {
    job *j = &q.jobs[i];
    if (j->failed) { /* the runtime will say the same at the launch; the build goes on */
      fprintf(stderr, "heddle-embed: kernel %s: %s\n", j->name, j->err);
      continue;
    }
    struct stat st;
    int sfd = open(j->so, O_RDONLY | O_CLOEXEC);
    unsigned char *so = sfd >= 0 && !fstat(sfd, &st) ? read_range(sfd, 0, (uint64_t)st.st_size) : NULL;
    if (sfd >= 0) close(sfd);
    unlink(j->so);
    if (!so) {
      rc = 1;
      break;
    }
    unsigned char hdr[EMBED_HDR] = EMBED_MAGIC;
    memcpy(hdr + 8, j->key, 16);
    uint64_t sz = (uint64_t)st.st_size;
    for (int b = 0; b < 8; b++) hdr[24 + b] = (unsigned char)(sz >> (8 * b));
    static const unsigned char zero[8];
    if (put8(out, hdr, sizeof hdr) || put8(out, so, (size_t)sz) || put8(out, zero, (size_t)((8 - sz % 8) % 8))) rc = 1;
    free(so);
  }
  if (out && fclose(out)) rc = 1;
  if (!rc) {
    char add[3200], tmp[4200];
    snprintf(add, sizeof add, EMBED_SECTION "=%s", blob);
    snprintf(tmp, sizeof tmp, "%s.heddle-embed", file);
    char *cmd[] = {"objcopy",
                   "--remove-section",
                   EMBED_SECTION,
                   "--add-section",
                   add,
                   "--set-section-alignment",
                   EMBED_SECTION "=8",
                   (char *)file,
                   tmp,
                   NULL};
    struct stat st;
    if (run(cmd) || stat(file, &st) || chmod(tmp, st.st_mode & 07777) || rename(tmp, file)) {
      fprintf(stderr, "heddle-embed: %s: objcopy could not add the kernels\n", file);
      unlink(tmp);
      rc = 1;
    }
  } else fprintf(stderr, "heddle-embed: %s: cannot write the kernels' section\n", file);
  unlink(blob);
  for (int i = 0; i < q.n; i++) unlink(q.jobs[i].so); /* what an error above left */
  rmdir(dir);
  for (int i = 0; i < q.n; i++) {
    free(q.jobs[i].c);
    free(q.jobs[i].name);
  }
  free(q.jobs);
  return rc;
}
