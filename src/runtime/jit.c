/* jit.c: C source -> shared object -> dlopen handle, through an on-disk cache.
 * Cache key: the C text (which embeds the prelude), heddle's version, the compiler's
 * identity and flags, and the CPU model (we build with -march=native).
 * HEDDLE_CACHE=<dir> moves the cache, HEDDLE_CACHE=off disables it; HEDDLE_CC picks
 * the compiler; HEDDLE_KEEP_C=1 keeps the emitted C next to the object.
 *
 * The cache trusts only what this user wrote. The directory is created 0700 and used only
 * if it is ours and not writable by group or others (else kernels are built in a private
 * temporary directory). An entry is loaded through the descriptor it was checked on:
 * opened without following links, a regular file owned by us and not writable by group or
 * others, a whole ELF file, then dlopened as /proc/self/fd/N, and it must carry its own key
 * (heddle_cache_key). Anything else is rebuilt, and a new object is written under a
 * temporary name and renamed into place, so no reader sees half a file. */
#define _GNU_SOURCE /* memmem */
#include "jit.h"
#include "compile.h"
#include "embed.h"
#include "util.h"
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <link.h>
#include <spawn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <pthread.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#define HEDDLE_VERSION "heddle-0.1"
/* every object defines this symbol, holding its own cache key */
#define KEY_SYM "heddle_cache_key"
extern char **environ;

static const char *cflags[] = {
    "-march=native",      "-fPIC", "-shared", "-fno-strict-aliasing", "-ffp-contract=off", "-fno-math-errno",
    "-fno-trapping-math", "-w",    NULL};

/* Where the CPU has AVX-512, vectors of 512 bits: gcc's tuning for some such CPUs (gcc 13 on
 * Sapphire Rapids) prefers 256, which halves the lanes of the thread loops and splits the
 * 16-lane permutes of warp runs (16 threads of that host: scan 109 -> 72 ms, softmax
 * 123 -> 45, matmul 41 -> 27; docs/MEASUREMENTS.md). NULL elsewhere. */
static const char *wide_flag(void) {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  if (__builtin_cpu_supports("avx512f")) return "-mprefer-vector-width=512";
#endif
  return NULL;
}

/* Optimization by kernel size. gcc's time grows faster than the C: at -O3 CUB's onesweep
 * kernel (1 MB of C) takes 54 s on one core, most of it loop vectorization of its many thread
 * loops (-O2: 9 s, -O1: 5 s). Kernels up to 512 KB (their own C, not the prelude) get -O3:
 * CUB's scan kernel (0.45 MB) compiles in 20 s and runs 30% faster on 16 threads of an Intel
 * device host than at -O2 (loop vectorization; docs/MEASUREMENTS.md, "Large kernels"); up to
 * 2 MB -O2, which compiles the onesweep kernel in 9 s and runs Thrust's sort a third faster
 * than -O1 did; past that -O1. Kernels past COMPILE_LOOPVEC_BELOW get no full-warp copies
 * (compile.h). HEDDLE_OPT=O3 compiles every kernel at -O3. */
enum { OPT_O2_AT = 512 << 10, OPT_O1_AT = 2 << 20 };
static int opt_tier(size_t body) {
  const char *o = getenv("HEDDLE_OPT");
  if (o && !strcmp(o, "O3")) return 0;
  return body >= OPT_O1_AT ? 2 : body >= OPT_O2_AT ? 1 : 0;
}
static const char *const tier_flags[3] = {"-O3", "-O2", "-O1"};

/* The kernel's own C: the prelude and the copies between HD_COPY_BEGIN and HD_COPY_END left out */
static int tier_of(const char *csrc, size_t len) {
  size_t pre = strlen(compile_prelude()), copies = 0;
  const char *end = csrc + len;
  for (const char *p = csrc; (p = memmem(p, (size_t)(end - p), HD_COPY_BEGIN, strlen(HD_COPY_BEGIN)));) {
    const char *q = memmem(p, (size_t)(end - p), HD_COPY_END, strlen(HD_COPY_END));
    if (!q) break;
    copies += (size_t)(q - p);
    p = q;
  }
  return opt_tier(len > pre + copies ? len - pre - copies : 0);
}

static const char *compiler(void) {
  const char *cc = getenv("HEDDLE_CC");
  return cc && *cc ? cc : "cc";
}

/* The first processor's identity lines, whole (x86's flags line is longer than 512 bytes: a
 * cut one missed avx512 and amx features, and so could share a key with another CPU's):
 * model name and flags on x86, implementer, part and features on Arm. */
static void cpu_model(strbuf *b) {
  static const char *const keys[] = {"model name", "flags", "CPU implementer", "CPU part", "Features"};
  int seen = 0;
  FILE *f = fopen("/proc/cpuinfo", "r");
  if (!f) return;
  char *line = NULL;
  size_t cap = 0;
  while (getline(&line, &cap, f) > 0) {
    if (line[0] == '\n' && b->len) break; /* the end of the first processor */
    for (int k = 0; k < 5; k++)
      if (!(seen >> k & 1) && !strncmp(line, keys[k], strlen(keys[k]))) {
        seen |= 1 << k;
        sb_puts(b, line);
      }
  }
  free(line);
  fclose(f);
}

/* One line on stderr, the first time *flag is raised. */
static void say_once(int *flag, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void say_once(int *flag, const char *fmt, ...) {
  if (__atomic_exchange_n(flag, 1, __ATOMIC_RELAXED)) return;
  char msg[1200];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  util_say(msg);
}
static int said_dir, said_untrusted, said_damaged, said_placed;

static int mkdirs(const char *path) {
  char tmp[4096];
  snprintf(tmp, sizeof tmp, "%s", path);
  for (char *p = tmp + 1; *p; p++)
    if (*p == '/') {
      *p = 0;
      if (mkdir(tmp, 0700) && errno != EEXIST) return -1;
      *p = '/';
    }
  return mkdir(tmp, 0700) && errno != EEXIST ? -1 : 0;
}

/* The directory objects are built in: the cache, or a private temporary one when caching is
 * off, the cache cannot be created, or it is not trusted. Everything in it is reached through
 * fd, the directory that was checked. */
typedef struct {
  char path[3072];
  int fd;
  int cached;
} jit_dir;

static int open_dir(jit_dir *d, char *err, size_t errlen) {
  const char *c = getenv("HEDDLE_CACHE");
  int want = !(c && (!strcmp(c, "off") || !strcmp(c, "0") || !strcmp(c, "none")));
  if (want) {
    if (c && *c) snprintf(d->path, sizeof d->path, "%s", c);
    else if (getenv("XDG_CACHE_HOME")) snprintf(d->path, sizeof d->path, "%s/heddle", getenv("XDG_CACHE_HOME"));
    else if (getenv("HOME")) snprintf(d->path, sizeof d->path, "%s/.cache/heddle", getenv("HOME"));
    else snprintf(d->path, sizeof d->path, "/tmp/heddle-cache-%d", (int)getuid());
    want = mkdirs(d->path) == 0;
  }
  if (want) {
    char why[160] = "";
    struct stat st;
    d->fd = open(d->path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (d->fd < 0 || fstat(d->fd, &st)) snprintf(why, sizeof why, "cannot open it: %s", strerror(errno));
    else if (st.st_uid != geteuid())
      snprintf(why, sizeof why, "it belongs to uid %u, not to this user", (unsigned)st.st_uid);
    else if (st.st_mode & (S_IWGRP | S_IWOTH)) snprintf(why, sizeof why, "it is writable by group or others");
    if (!why[0]) {
      d->cached = 1;
      return 0;
    }
    if (d->fd >= 0) close(d->fd);
    say_once(&said_dir,
             "not using the kernel cache %s: %s; kernels are compiled in a private temporary "
             "directory instead (HEDDLE_CACHE names another)",
             d->path, why);
  }
  d->cached = 0;
  snprintf(d->path, sizeof d->path, "/tmp/heddle-%d-XXXXXX", (int)getpid());
  if (!mkdtemp(d->path)) {
    snprintf(err, errlen, "cannot create a temporary directory: %s", strerror(errno));
    return -1;
  }
  d->fd = open(d->path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (d->fd < 0) {
    snprintf(err, errlen, "cannot open %s: %s", d->path, strerror(errno));
    rmdir(d->path);
    return -1;
  }
  return 0;
}

/* NULL if the file open on fd (size bytes) holds every part an ELF shared object's headers
 * name (a truncated object would fault inside dlopen), else what is wrong. */
static const char *elf_problem(int fd, off_t size) {
  ElfW(Ehdr) eh;
  ElfW(Phdr) ph[64];
  if (pread(fd, &eh, sizeof eh, 0) != (ssize_t)sizeof eh) return "it is shorter than an ELF header";
  if (memcmp(eh.e_ident, ELFMAG, SELFMAG)) return "it is not an ELF file";
  if (eh.e_ident[EI_CLASS] != (sizeof(void *) == 8 ? ELFCLASS64 : ELFCLASS32) || eh.e_type != ET_DYN)
    return "it is not a shared object for this machine";
  if (eh.e_phentsize != sizeof ph[0] || eh.e_phnum == 0 || eh.e_phnum > 64) return "its program headers are damaged";
  uint64_t fsize = (uint64_t)size;
  if ((uint64_t)eh.e_phoff + (uint64_t)eh.e_phnum * sizeof ph[0] > fsize ||
      (uint64_t)eh.e_shoff + (uint64_t)eh.e_shnum * eh.e_shentsize > fsize)
    return "it is truncated";
  size_t n = (size_t)eh.e_phnum * sizeof ph[0];
  if (pread(fd, ph, n, (off_t)eh.e_phoff) != (ssize_t)n) return "it is truncated";
  for (int i = 0; i < eh.e_phnum; i++)
    if ((uint64_t)ph[i].p_offset + (uint64_t)ph[i].p_filesz > fsize) return "it is truncated";
  return NULL;
}

/* Open dir/name for loading: a descriptor, or -1 with why[0] == 0 if there is no such
 * entry, or with why saying what is wrong and *untrusted set when it is not ours to run
 * (rather than damaged). */
static int open_entry(int dfd, const char *name, char *why, size_t n, int *untrusted) {
  why[0] = 0;
  *untrusted = 0;
  int fd = openat(dfd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  if (fd < 0) {
    if (errno == ENOENT) return -1;
    if (errno == ELOOP) {
      *untrusted = 1;
      snprintf(why, n, "it is a symbolic link");
    } else snprintf(why, n, "cannot open it: %s", strerror(errno));
    return -1;
  }
  struct stat st;
  char owner[64];
  const char *damage = NULL, *distrust = NULL;
  if (fstat(fd, &st)) damage = "cannot stat it";
  else if (!S_ISREG(st.st_mode)) distrust = "it is not a regular file";
  else if (st.st_uid != geteuid()) {
    snprintf(owner, sizeof owner, "it belongs to uid %u, not to this user", (unsigned)st.st_uid);
    distrust = owner;
  } else if (st.st_mode & (S_IWGRP | S_IWOTH)) distrust = "it is writable by group or others";
  else damage = elf_problem(fd, st.st_size);
  if (!damage && !distrust) return fd;
  snprintf(why, n, "%s", distrust ? distrust : damage);
  *untrusted = distrust != NULL;
  close(fd);
  return -1;
}

/* dlopen the file open on fd, never what its name may mean by now, and check that it is the
 * object of this key. glibc hands back an object already loaded under the same name and
 * descriptor numbers are reused (the runtime never closes a kernel's object), so each load
 * spells /proc/self/fd/N differently: the bits of a counter as "./" (1) and "/" (0).
 * Without /proc, path (in the checked directory) is opened instead. */
static void *load_fd(int fd, const char *path, const char *key, char *why, size_t n) {
  static unsigned long long seq;
  unsigned long long k = __atomic_add_fetch(&seq, 1, __ATOMIC_RELAXED);
  char proc[256];
  int len = snprintf(proc, sizeof proc, "/proc/self/fd/");
  for (int b = 63 - __builtin_clzll(k); b >= 0; b--)
    len += snprintf(proc + len, sizeof proc - (size_t)len, "%s", k >> b & 1 ? "./" : "/");
  snprintf(proc + len, sizeof proc - (size_t)len, "%d", fd);
  struct stat a, b;
  if (stat(proc, &a) || fstat(fd, &b) || a.st_dev != b.st_dev || a.st_ino != b.st_ino)
    snprintf(proc, sizeof proc, "%s", path);
  void *dl = dlopen(proc, RTLD_NOW | RTLD_LOCAL);
  if (!dl) {
    snprintf(why, n, "dlopen: %s", dlerror());
    return NULL;
  }
  const char *have = dlsym(dl, KEY_SYM);
  if (have && !strcmp(have, key)) return dl;
  snprintf(why, n, "it is not the object of this kernel");
  dlclose(dl);
  return NULL;
}

static int write_file(int dfd, const char *name, const char *a, size_t alen, const char *b, size_t blen) {
  int fd = openat(dfd, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
  if (fd < 0) return -1;
  FILE *f = fdopen(fd, "wb");
  if (!f) {
    close(fd);
    return -1;
  }
  size_t w = fwrite(a, 1, alen, f) + fwrite(b, 1, blen, f);
  return fclose(f) || w != alen + blen ? -1 : 0;
}

/* The compiler of a JIT_QUIET build (the background builder's: one at a time), for jit_cancel
 * to stop; cancelled: it was stopped, and its files are to go. */
static pthread_mutex_t quiet_mu = PTHREAD_MUTEX_INITIALIZER;
static pid_t quiet_pid;
static int quiet_cancelled;

int jit_caching(void) {
  const char *c = getenv("HEDDLE_CACHE");
  return !(c && !strcmp(c, "off"));
}

void jit_cancel(void) {
  pthread_mutex_lock(&quiet_mu);
  if (quiet_pid > 0) {
    kill(quiet_pid, SIGKILL);
    quiet_cancelled = 1;
  }
  pthread_mutex_unlock(&quiet_mu);
}

static int run_compiler(const char *src, const char *obj, const char *log, int tier, int quiet, char *err,
                        size_t errlen) {
  const char *argv[32];
  int n = 0;
  argv[n++] = compiler();
  argv[n++] = tier_flags[tier];
  for (int i = 0; cflags[i]; i++) argv[n++] = cflags[i];
  if (wide_flag()) argv[n++] = wide_flag();
  argv[n++] = "-o";
  argv[n++] = obj;
  argv[n++] = src;
  argv[n++] = "-lm";
  argv[n] = NULL;
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_addopen(&fa, 1, log, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW, 0600);
  posix_spawn_file_actions_adddup2(&fa, 1, 2);
  /* the compiler must not inherit a sanitizer preloaded into this process */
  char **env = environ, *clean[512];
  int ne = 0;
  for (int i = 0; env[i] && ne < 511; i++)
    if (strncmp(env[i], "LD_PRELOAD=", 11)) clean[ne++] = env[i];
  clean[ne] = NULL;
  pid_t pid;
  int rc = posix_spawnp(&pid, argv[0], &fa, NULL, (char **)argv, clean);
  posix_spawn_file_actions_destroy(&fa);
  if (rc) {
    snprintf(err, errlen, "cannot run the C compiler '%s': %s", argv[0], strerror(rc));
    return -1;
  }
  if (quiet) { /* jit_cancel may kill it until it is reaped: waited for first without reaping */
    pthread_mutex_lock(&quiet_mu);
    quiet_pid = pid;
    quiet_cancelled = 0;
    pthread_mutex_unlock(&quiet_mu);
    siginfo_t si;
    while (waitid(P_PID, (id_t)pid, &si, WEXITED | WNOWAIT) < 0 && errno == EINTR) {}
    pthread_mutex_lock(&quiet_mu);
    quiet_pid = 0;
    pthread_mutex_unlock(&quiet_mu);
  }
  int status;
  while (waitpid(pid, &status, 0) < 0)
    if (errno != EINTR) {
      snprintf(err, errlen, "waitpid failed");
      return -1;
    }
  if (WIFEXITED(status) && WEXITSTATUS(status) == 0) return 0;
  char msg[600] = "";
  FILE *f = fopen(log, "r");
  if (f) {
    size_t k = fread(msg, 1, sizeof msg - 1, f);
    msg[k] = 0;
    fclose(f);
  }
  snprintf(err, errlen, "the C compiler failed on heddle's output (%s); first lines:\n%s", src, msg);
  return -1;
}

/* Compile csrc into d under a temporary name and rename it to entry: a descriptor of the object
 * (-1 with err), and in *placed the name it has in d (to be removed unless d is the cache). */
static int compile_entry(jit_dir *d, const char *csrc, size_t len, const char *key, const char *entry, char placed[96],
                         int quiet, char *err, size_t errlen) {
  static int counter;
  int uniq = __atomic_fetch_add(&counter, 1, __ATOMIC_RELAXED);
  char base[64], name[96], src[3200], tmpso[3200], log[3200], keydef[96];
  snprintf(base, sizeof base, "%s-%d-%d", key, (int)getpid(), uniq);
  snprintf(src, sizeof src, "%s/%s.c", d->path, base);
  snprintf(tmpso, sizeof tmpso, "%s/%s.so.tmp", d->path, base);
  snprintf(log, sizeof log, "%s/%s.log", d->path, base);
  int klen = snprintf(keydef, sizeof keydef, "\nconst char %s[] = \"%s\";\n", KEY_SYM, key);
  snprintf(name, sizeof name, "%s.c", base);
  if (write_file(d->fd, name, csrc, len, keydef, (size_t)klen)) {
    snprintf(err, errlen, "cannot write %s: %s", src, strerror(errno));
    return -1;
  }
  int rc = run_compiler(src, tmpso, log, tier_of(csrc, len), quiet, err, errlen);
  const char *keep = getenv("HEDDLE_KEEP_C");
  if (rc && quiet) { /* stopped by jit_cancel: nothing of it stays */
    pthread_mutex_lock(&quiet_mu);
    int gone = quiet_cancelled;
    quiet_cancelled = 0;
    pthread_mutex_unlock(&quiet_mu);
    if (gone) {
      unlinkat(d->fd, name, 0);
      snprintf(name, sizeof name, "%s.log", base);
      unlinkat(d->fd, name, 0);
      snprintf(name, sizeof name, "%s.so.tmp", base);
      unlinkat(d->fd, name, 0);
      snprintf(err, errlen, "the compilation was stopped");
      return -1;
    }
  }
  if (rc) return -1; /* the C and the compiler's output stay for the user to see */
  if (!(keep && *keep && strcmp(keep, "0"))) unlinkat(d->fd, name, 0);
  snprintf(name, sizeof name, "%s.log", base);
  unlinkat(d->fd, name, 0);
  snprintf(name, sizeof name, "%s.so.tmp", base);
  int fd = openat(d->fd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  struct stat st;
  if (fd < 0 || fstat(fd, &st) || !S_ISREG(st.st_mode) || st.st_uid != geteuid() || fchmod(fd, 0600)) {
    snprintf(err, errlen, "cannot use the compiled object %s: %s", tmpso,
             fd < 0 ? strerror(errno) : "not a file of this user");
    if (fd >= 0) close(fd);
    unlinkat(d->fd, name, 0);
    return -1;
  }
  snprintf(placed, 96, "%s", name);
  if (renameat(d->fd, name, d->fd, entry) == 0) snprintf(placed, 96, "%s", entry);
  else
    say_once(&said_placed, "cannot put a kernel object in place as %s/%s: %s; it is used for this run only", d->path,
             entry, strerror(errno));
  return fd;
}

/* Compile csrc into d and load it. */
static void *build(jit_dir *d, const char *csrc, size_t len, const char *key, const char *entry, int quiet, char *err,
                   size_t errlen) {
  char placed[96], path[3200], why[600];
  int fd = compile_entry(d, csrc, len, key, entry, placed, quiet, err, errlen);
  if (fd < 0) return NULL;
  snprintf(path, sizeof path, "%s/%s", d->path, placed);
  void *dl = load_fd(fd, path, key, why, sizeof why);
  close(fd);
  if (!dl) snprintf(err, errlen, "cannot load the compiled kernel %s: %s", path, why);
  if (!d->cached || strcmp(placed, entry)) unlinkat(d->fd, placed, 0);
  return dl;
}

void jit_key(const char *csrc, size_t len, char key[17]) {
  strbuf cpu = {0};
  cpu_model(&cpu);
  struct stat ccst = {0};
  char ccpath[256];
  snprintf(ccpath, sizeof ccpath, "/usr/bin/%s", compiler());
  stat(compiler()[0] == '/' ? compiler() : ccpath, &ccst);
  uint64_t h = util_hash64(csrc, len, 0);
  h = util_hash64(HEDDLE_VERSION, sizeof HEDDLE_VERSION, h);
  h = util_hash64(KEY_SYM, sizeof KEY_SYM, h); /* objects that carry their key */
  h = util_hash64(compiler(), strlen(compiler()), h);
  h = util_hash64(&ccst.st_mtime, sizeof ccst.st_mtime, h);
  h = util_hash64(&ccst.st_size, sizeof ccst.st_size, h);
  int tier = tier_of(csrc, len);
  h = util_hash64(tier_flags[tier], strlen(tier_flags[tier]), h);
  for (int i = 0; cflags[i]; i++) h = util_hash64(cflags[i], strlen(cflags[i]), h);
  if (wide_flag()) h = util_hash64(wide_flag(), strlen(wide_flag()), h);
  if (cpu.len) h = util_hash64(cpu.p, cpu.len, h);
  sb_free(&cpu);
  snprintf(key, 17, "%016llx", (unsigned long long)h);
}

static int copy_fd(int from, const char *to, char *err, size_t errlen) {
  int out = open(to, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (out < 0) {
    snprintf(err, errlen, "cannot write %s: %s", to, strerror(errno));
    return -1;
  }
  char buf[1 << 16];
  ssize_t n;
  off_t at = 0;
  int bad = 0;
  while (!bad && (n = pread(from, buf, sizeof buf, at)) != 0) {
    if (n < 0 || write(out, buf, (size_t)n) != n) bad = errno ? errno : EIO;
    else at += n;
  }
  if (close(out) && !bad) bad = errno;
  if (!bad) return 0;
  unlink(to);
  snprintf(err, errlen, "cannot write %s: %s", to, strerror(bad));
  return -1;
}

/* Copy the kernel cache's object of key to out: 0, or -1 if the cache has none (or is off). */
int jit_copy_cached(const char *key, const char *out) {
  jit_dir d;
  char entry[32], why[600], err[600];
  snprintf(entry, sizeof entry, "%s.so", key);
  if (open_dir(&d, err, sizeof err)) return -1;
  int untrusted, fd = d.cached ? open_entry(d.fd, entry, why, sizeof why, &untrusted) : -1;
  int rc = fd < 0 ? -1 : copy_fd(fd, out, err, sizeof err);
  if (fd >= 0) close(fd);
  close(d.fd);
  if (!d.cached) rmdir(d.path);
  return rc;
}

/* Compile csrc into the kernel cache (or a private directory) and copy the object to out. */
int jit_compile_to(const char *csrc, size_t len, const char *key, const char *out, char *err, size_t errlen) {
  jit_dir d;
  char entry[32], placed[96];
  snprintf(entry, sizeof entry, "%s.so", key);
  if (open_dir(&d, err, errlen)) return -1;
  int fd = compile_entry(&d, csrc, len, key, entry, placed, 0, err, errlen);
  int rc = fd < 0 ? -1 : copy_fd(fd, out, err, errlen);
  if (fd >= 0) {
    close(fd);
    if (!d.cached || strcmp(placed, entry)) unlinkat(d.fd, placed, 0);
  }
  close(d.fd);
  if (!d.cached) rmdir(d.path);
  return rc;
}

void *jit_load(const char *csrc, size_t len, const char *name, char *err, size_t errlen) {
  return jit_open(csrc, len, name, JIT_SAY, err, errlen);
}

void *jit_open(const char *csrc, size_t len, const char *name, int how, char *err, size_t errlen) {
  (void)name;
  char key[17], entry[32];
  if (errlen) err[0] = 0;
  jit_key(csrc, len, key);
  snprintf(entry, sizeof entry, "%s.so", key);

  /* compiled when the program was built (bin/heddle-embed) */
  int efd = embed_open(key);
  if (efd >= 0) {
    char why[600];
    void *dl = load_fd(efd, "/dev/null", key, why, sizeof why);
    close(efd);
    if (dl) return dl;
  }

  if (how == JIT_FIND && !jit_caching()) return NULL; /* no cache to look in */
  jit_dir d;
  if (open_dir(&d, err, errlen)) return NULL;
  if (d.cached) {
    char why[600], path[3200];
    int untrusted;
    snprintf(path, sizeof path, "%s/%s", d.path, entry);
    int fd = open_entry(d.fd, entry, why, sizeof why, &untrusted);
    if (fd >= 0) {
      void *dl = load_fd(fd, path, key, why, sizeof why);
      close(fd);
      if (dl) {
        close(d.fd);
        return dl;
      }
    }
    if (untrusted) say_once(&said_untrusted, "not loading kernel cache entry %s: %s; rebuilding it", path, why);
    else if (why[0]) say_once(&said_damaged, "kernel cache entry %s is damaged (%s); rebuilding it", path, why);
  }
  if (how == JIT_FIND) {
    close(d.fd);
    if (!d.cached) rmdir(d.path);
    return NULL;
  }
  /* a compilation at run time (the program was not built by heddle-nvcc on this machine, or
   * with -rdc) can take long: say so on a terminal, and wipe the line when it is done */
  static int ncompiled;
  int tty = how == JIT_SAY && isatty(2);
  if (tty) {
    fprintf(stderr, "\rheddle: compiling kernel %d of this run (%zu KB of C)...",
            __atomic_add_fetch(&ncompiled, 1, __ATOMIC_RELAXED), len >> 10);
    fflush(stderr);
  }
  void *dl = build(&d, csrc, len, key, entry, how == JIT_QUIET, err, errlen);
  if (tty) {
    fputs("\r\033[K", stderr);
    fflush(stderr);
  }
  close(d.fd);
  if (!d.cached) rmdir(d.path);
  return dl;
}
