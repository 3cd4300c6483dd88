/* jit.c: C source -> shared object -> dlopen handle, through an on-disk cache.
 * Cache key: the C text (which embeds the prelude), heddle's version, the compiler's
 * identity and flags, and the CPU model (we build with -march=native).
 * HEDDLE_CACHE=<dir> moves the cache, HEDDLE_CACHE=off disables it; HEDDLE_CC picks
 * the compiler; HEDDLE_KEEP_C=1 keeps the emitted C next to the object. */
#include "jit.h"
#include "util.h"
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#define HEDDLE_VERSION "heddle-0.1"
extern char **environ;

static const char *cflags[] = {"-O3", "-march=native", "-fPIC", "-shared", "-fno-strict-aliasing",
                               "-ffp-contract=off", "-fno-math-errno", "-fno-trapping-math", "-w", NULL};

static const char *compiler(void) {
  const char *cc = getenv("HEDDLE_CC");
  return cc && *cc ? cc : "cc";
}

static void cpu_model(char *buf, size_t n) {
  buf[0] = 0;
  FILE *f = fopen("/proc/cpuinfo", "r");
  if (!f) return;
  char line[512];
  while (fgets(line, sizeof line, f))
    if (!strncmp(line, "model name", 10) || !strncmp(line, "flags", 5)) { strncat(buf, line, n - strlen(buf) - 1); if (!strncmp(line, "flags", 5)) break; }
  fclose(f);
}

static int mkdirs(const char *path) {
  char tmp[4096];
  snprintf(tmp, sizeof tmp, "%s", path);
  for (char *p = tmp + 1; *p; p++)
    if (*p == '/') { *p = 0; if (mkdir(tmp, 0755) && errno != EEXIST) return -1; *p = '/'; }
  return mkdir(tmp, 0755) && errno != EEXIST ? -1 : 0;
}

/* The cache directory, or NULL when caching is off. */
static int cache_dir(char *buf, size_t n) {
  const char *c = getenv("HEDDLE_CACHE");
  if (c && (!strcmp(c, "off") || !strcmp(c, "0") || !strcmp(c, "none"))) return 0;
  if (c && *c) snprintf(buf, n, "%s", c);
  else if (getenv("XDG_CACHE_HOME")) snprintf(buf, n, "%s/heddle", getenv("XDG_CACHE_HOME"));
  else if (getenv("HOME")) snprintf(buf, n, "%s/.cache/heddle", getenv("HOME"));
  else snprintf(buf, n, "/tmp/heddle-cache-%d", (int)getuid());
  return mkdirs(buf) == 0;
}

static int write_file(const char *path, const char *data, size_t len) {
  FILE *f = fopen(path, "wb");
  if (!f) return -1;
  size_t w = fwrite(data, 1, len, f);
  return fclose(f) || w != len ? -1 : 0;
}

static int run_compiler(const char *src, const char *obj, const char *log, char *err, size_t errlen) {
  const char *argv[32];
  int n = 0;
  argv[n++] = compiler();
  for (int i = 0; cflags[i]; i++) argv[n++] = cflags[i];
  argv[n++] = "-o"; argv[n++] = obj; argv[n++] = src; argv[n++] = "-lm"; argv[n] = NULL;
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_addopen(&fa, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_adddup2(&fa, 1, 2);
  /* the compiler must not inherit a sanitizer preloaded into this process */
  char **env = environ, *clean[512];
  int ne = 0;
  for (int i = 0; env[i] && ne < 511; i++) if (strncmp(env[i], "LD_PRELOAD=", 11)) clean[ne++] = env[i];
  clean[ne] = NULL;
  pid_t pid;
  int rc = posix_spawnp(&pid, argv[0], &fa, NULL, (char **)argv, clean);
  posix_spawn_file_actions_destroy(&fa);
  if (rc) { snprintf(err, errlen, "cannot run the C compiler '%s': %s", argv[0], strerror(rc)); return -1; }
  int status;
  while (waitpid(pid, &status, 0) < 0) if (errno != EINTR) { snprintf(err, errlen, "waitpid failed"); return -1; }
  if (WIFEXITED(status) && WEXITSTATUS(status) == 0) return 0;
  char msg[600] = "";
  FILE *f = fopen(log, "r");
  if (f) { size_t k = fread(msg, 1, sizeof msg - 1, f); msg[k] = 0; fclose(f); }
  snprintf(err, errlen, "the C compiler failed on heddle's output (%s); first lines:\n%s", src, msg);
  return -1;
}

void *jit_load(const char *csrc, size_t len, const char *name, char *err, size_t errlen) {
  char cpu[2048], dir[3072], so[3400], tmpso[3500], src[3500], log[3500];
  cpu_model(cpu, sizeof cpu);
  struct stat ccst = {0};
  char ccpath[256];
  snprintf(ccpath, sizeof ccpath, "/usr/bin/%s", compiler());
  stat(compiler()[0] == '/' ? compiler() : ccpath, &ccst);
  uint64_t h = util_hash64(csrc, len, 0);
  h = util_hash64(HEDDLE_VERSION, sizeof HEDDLE_VERSION, h);
  h = util_hash64(compiler(), strlen(compiler()), h);
  h = util_hash64(&ccst.st_mtime, sizeof ccst.st_mtime, h);
  h = util_hash64(&ccst.st_size, sizeof ccst.st_size, h);
  for (int i = 0; cflags[i]; i++) h = util_hash64(cflags[i], strlen(cflags[i]), h);
  h = util_hash64(cpu, strlen(cpu), h);
  int cached = cache_dir(dir, sizeof dir);
  if (!cached) {
    snprintf(dir, sizeof dir, "/tmp/heddle-%d-XXXXXX", (int)getpid());
    if (!mkdtemp(dir)) { snprintf(err, errlen, "cannot create a temporary directory: %s", strerror(errno)); return NULL; }
  }
  snprintf(so, sizeof so, "%s/%016llx.so", dir, (unsigned long long)h);
  if (cached && access(so, R_OK) == 0) {
    void *dl = dlopen(so, RTLD_NOW | RTLD_LOCAL);
    if (dl) return dl;
  }
  static int counter;
  int uniq = __atomic_fetch_add(&counter, 1, __ATOMIC_RELAXED);
  snprintf(src, sizeof src, "%s/%016llx-%d-%d.c", dir, (unsigned long long)h, (int)getpid(), uniq);
  snprintf(tmpso, sizeof tmpso, "%s/%016llx-%d-%d.so.tmp", dir, (unsigned long long)h, (int)getpid(), uniq);
  snprintf(log, sizeof log, "%s/%016llx-%d-%d.log", dir, (unsigned long long)h, (int)getpid(), uniq);
  (void)name;
  if (write_file(src, csrc, len)) { snprintf(err, errlen, "cannot write %s: %s", src, strerror(errno)); return NULL; }
  int rc = run_compiler(src, tmpso, log, err, errlen);
  const char *keep = getenv("HEDDLE_KEEP_C");
  if (!(keep && *keep && strcmp(keep, "0")) && rc == 0) unlink(src);
  if (rc == 0) unlink(log);
  if (rc) return NULL;
  if (rename(tmpso, so)) { snprintf(err, errlen, "cannot rename %s: %s", tmpso, strerror(errno)); unlink(tmpso); return NULL; }
  void *dl = dlopen(so, RTLD_NOW | RTLD_LOCAL);
  if (!dl) snprintf(err, errlen, "dlopen(%s): %s", so, dlerror());
  if (!cached) { unlink(so); rmdir(dir); }
  return dl;
}
