/* heddle-nvcc.c: a drop-in for nvcc that builds programs for heddle. It runs the real
 * nvcc in explicit stages with the device code forced to PTX (compute_XX), the runtime
 * swapped for libheddle.so (-cudart=none), and the -rdc device link that -cudart=none skips. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <spawn.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#ifndef HEDDLE_VERSION
#define HEDDLE_VERSION "0.1"
#endif
#define MIN_ARCH 75 /* nvcc 13's minimum and default */

extern char **environ;

/* ---- small utilities (a driver may exit; the library never does) ---- */
__attribute__((noreturn, format(printf, 1, 2))) static void die(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fputs("heddle-nvcc: error: ", stderr);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  exit(1);
}

static char *xstrdup(const char *s) {
  char *p = strdup(s);
  if (!p) die("out of memory");
  return p;
}

static char *fmt(const char *f, ...) __attribute__((format(printf, 1, 2)));
static char *fmt(const char *f, ...) {
  va_list ap;
  char *s;
  va_start(ap, f);
  if (vasprintf(&s, f, ap) < 0) die("out of memory");
  va_end(ap);
  return s;
}

typedef struct {
  const char **v;
  int n, cap;
} strv; /* NULL-terminated argument vector */

static void push(strv *a, const char *s) {
  if (a->n + 2 > a->cap) {
    a->cap = a->cap ? 2 * a->cap : 32;
    a->v = realloc(a->v, (size_t)a->cap * sizeof *a->v);
    if (!a->v) die("out of memory");
  }
  a->v[a->n++] = s;
  a->v[a->n] = NULL;
}

/* ---- the command line ---- */
typedef enum { T_FLAG, T_SRC, T_OBJ, T_ARCH, T_OUT } tkind;
typedef struct {
  const char *s;
  tkind kind;
} token;

typedef struct {
  token *t;
  int nt;
  int arch; /* highest compute capability named (at least MIN_ARCH) */
  int arch_given; /* the user named one */
  int compile_only; /* -c, -dc, -E, -M, -ptx, -lib, ...: no host link */
  int user_dlink; /* -dlink: nvcc refuses it together with -cudart=none */
  int keep_arch; /* -cubin: SASS requested explicitly, leave the arch flags alone */
  int rdc;
  int no_embed; /* a step whose output holds no host code to embed kernels in (-E, -ptx, -lib, ...) */
  int rt_libs; /* NVIDIA's runtime libraries named with -l, bit k for rt_lib_names[k] */
  const char *cudart; /* static (default, or $HEDDLE_CUDART), shared or none */
  int verbose, dryrun, version;
} cmdline;

static const char *const rt_lib_names[] = {"cudart", "cudart_static", "cudadevrt", NULL};

static int is(const char *s, const char *const *names) {
  for (; *names; names++)
    if (!strcmp(s, *names)) return 1;
  return 0;
}

/* Options whose value may follow as a separate argument; listed so that the value is not
 * taken for an input file. Unknown options pass through unchanged either way. */
static const char *const with_value[] = {"-o",
                                         "--output-file",
                                         "-I",
                                         "--include-path",
                                         "-D",
                                         "--define-macro",
                                         "-U",
                                         "--undefine-macro",
                                         "-L",
                                         "--library-path",
                                         "-l",
                                         "--library",
                                         "-x",
                                         "--x",
                                         "-Xcompiler",
                                         "--compiler-options",
                                         "-Xlinker",
                                         "--linker-options",
                                         "-Xptxas",
                                         "--ptxas-options",
                                         "-Xnvlink",
                                         "--nvlink-options",
                                         "-Xfatbin",
                                         "--fatbin-options",
                                         "-Xarchive",
                                         "--archive-options",
                                         "-ccbin",
                                         "--compiler-bindir",
                                         "-MF",
                                         "--dependency-output",
                                         "-MT",
                                         "--dependency-target-name",
                                         "-odir",
                                         "--output-directory",
                                         "-include",
                                         "--pre-include",
                                         "-isystem",
                                         "--system-include",
                                         "-std",
                                         "--std",
                                         "-rdc",
                                         "--relocatable-device-code",
                                         "-maxrregcount",
                                         "--maxrregcount",
                                         "-t",
                                         "--threads",
                                         "-keep-dir",
                                         "--keep-dir",
                                         "-default-stream",
                                         "--default-stream",
                                         "-optf",
                                         "--options-file",
                                         "-m",
                                         "--machine",
                                         "-split-compile",
                                         "--split-compile",
                                         "-compress-mode",
                                         "--compress-mode",
                                         "-Werror",
                                         "--Werror",
                                         "-diag-suppress",
                                         "--diag-suppress",
                                         "-diag-error",
                                         "--diag-error",
                                         "-diag-warn",
                                         "--diag-warn",
                                         "-ftz",
                                         "--ftz",
                                         "-prec-div",
                                         "--prec-div",
                                         "-prec-sqrt",
                                         "--prec-sqrt",
                                         "-fmad",
                                         "--fmad",
                                         "-time",
                                         "--time",
                                         "-cudadevrt",
                                         "--cudadevrt",
                                         "-gen-opt-lto",
                                         "-Xcudafe",
                                         "-idirafter",
                                         "-iquote",
                                         NULL};
static const char *const arch_opts[] = {"-arch", "--gpu-architecture", "-gencode", "--generate-code",
                                        "-code", "--gpu-code",         NULL};
static const char *const compile_opts[] = {"-c",
                                           "--compile",
                                           "-dc",
                                           "--device-c",
                                           "-dw",
                                           "--device-w",
                                           "-E",
                                           "--preprocess",
                                           "-M",
                                           "-MM",
                                           "--generate-dependencies",
                                           "--generate-nonsystem-dependencies",
                                           "-ptx",
                                           "--ptx",
                                           "-cubin",
                                           "--cubin",
                                           "-fatbin",
                                           "--fatbin",
                                           "-lib",
                                           "--lib",
                                           "-optix-ir",
                                           "--optix-ir",
                                           "-dlink",
                                           "--device-link",
                                           NULL};

/* Raise c->arch to the highest sm_NN / compute_NN / lto_NN in an arch value;
 * native, all and all-major count as the minimum. */
static void note_arch(cmdline *c, const char *v) {
  static const char *const prefixes[] = {"sm_", "compute_", "lto_"};
  if (strstr(v, "native") || strstr(v, "all")) c->arch = c->arch > MIN_ARCH ? c->arch : MIN_ARCH;
  for (const char *p = v; *p; p++)
    for (int k = 0; k < 3; k++) {
      size_t n = strlen(prefixes[k]);
      if (strncmp(p, prefixes[k], n) || (p > v && p[-1] != '=' && p[-1] != ',' && p[-1] != '[')) continue;
      int a = atoi(p + n);
      if (a > c->arch) c->arch = a;
    }
}

/* If s is NAME or NAME=VALUE for one of names, return the value part (or "" when the
 * value is the next argument); NULL otherwise. */
static const char *opt_value(const char *s, const char *const *names) {
  for (; *names; names++) {
    size_t n = strlen(*names);
    if (!strncmp(s, *names, n) && (s[n] == 0 || s[n] == '=')) return s[n] ? s + n + 1 : "";
  }
  return NULL;
}

static int has_ext(const char *s, const char *const *exts) {
  const char *dot = strrchr(s, '.');
  return dot && !strchr(dot, '/') && is(dot, exts);
}

static void add_token(cmdline *c, const char *s, tkind k) {
  token *t = realloc(c->t, (size_t)(c->nt + 1) * sizeof *t);
  if (!t) die("out of memory");
  c->t = t;
  c->t[c->nt++] = (token){s, k};
}

/* Split an options file (nvcc -optf / --options-file, as CMake writes them for objects and
 * libraries) into arguments: blanks separate them, quotes group, a backslash escapes. */
static void read_options_file(strv *out, const char *path) {
  FILE *f = fopen(path, "r");
  if (!f) die("cannot read options file %s: %s", path, strerror(errno));
  char *buf = NULL;
  size_t cap = 0, len = 0;
  int ch, quote = 0, in_arg = 0;
  while ((ch = fgetc(f)) != EOF || in_arg) {
    int end = ch == EOF || (!quote && (ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r'));
    if (len + 2 > cap && !(buf = realloc(buf, cap = cap ? 2 * cap : 256))) die("out of memory");
    if (end) {
      if (in_arg) {
        buf[len] = 0;
        push(out, xstrdup(buf));
      }
      len = 0;
      in_arg = 0;
      if (ch == EOF) break;
      continue;
    }
    in_arg = 1;
    if (quote && ch == quote) quote = 0;
    else if (!quote && (ch == '"' || ch == '\'')) quote = ch;
    else if (ch == '\\' && quote != '\'') {
      int next = fgetc(f); /* a backslash at the end of the file is dropped */
      if (next != EOF) buf[len++] = (char)next;
    } else buf[len++] = (char)ch;
  }
  fclose(f);
  free(buf);
}

/* argv with every options file replaced by the arguments it holds. */
static char **expand_options_files(int *argc, char **argv) {
  strv a = {0};
  const char *v;
  for (int i = 0; i < *argc; i++) {
    if (i > 0 && (v = opt_value(argv[i], (const char *const[]){"-optf", "--options-file", NULL}))) {
      if (!*v && i + 1 < *argc) v = argv[++i];
      char *list = xstrdup(v), *save = NULL; /* nvcc takes a comma-separated list */
      for (char *p = strtok_r(list, ",", &save); p; p = strtok_r(NULL, ",", &save)) read_options_file(&a, p);
      continue;
    }
    push(&a, argv[i]);
  }
  *argc = a.n;
  return (char **)a.v;
}

static void parse(cmdline *c, int argc, char **argv) {
  static const char *const obj_exts[] = {".o", ".a", ".so", ".obj", ".lib", NULL};
  for (int i = 1; i < argc; i++) {
    const char *s = argv[i], *v;
    if (!strcmp(s, "--version") || !strcmp(s, "-V")) {
      c->version = 1;
      continue;
    }
    if (!strcmp(s, "--dryrun") || !strcmp(s, "-dryrun")) {
      c->dryrun = 1;
      continue;
    }
    if (!strcmp(s, "-v") || !strcmp(s, "--verbose")) c->verbose = 1;
    if ((v = opt_value(s, arch_opts))) {
      add_token(c, s, T_ARCH);
      c->arch_given = 1;
      if (!*v && i + 1 < argc) add_token(c, v = argv[++i], T_ARCH);
      note_arch(c, v);
      continue;
    }
    if ((v = opt_value(s, (const char *const[]){"-cudart", "--cudart", NULL}))) {
      if (!*v && i + 1 < argc) v = argv[++i];
      c->cudart = v; /* checked in main; nvcc itself always gets -cudart=none */
      continue;
    }
    /* NVIDIA's runtime libraries named by hand: the runtime is heddle's */
    if ((v = opt_value(s, (const char *const[]){"-l", "--library", NULL})) || !strncmp(s, "-l", 2)) {
      if (!v) v = s + 2;
      else if (!*v && i + 1 < argc) v = argv[i + 1];
      for (int k = 0; rt_lib_names[k]; k++)
        if (!strcmp(v, rt_lib_names[k])) c->rt_libs |= 1 << k;
      if (is(v, rt_lib_names)) {
        if (!strcmp(s, "-l") || !strcmp(s, "--library")) i++;
        continue;
      }
    }
    if (!strcmp(s, "-o") || !strcmp(s, "--output-file")) {
      add_token(c, s, T_OUT);
      if (i + 1 < argc) add_token(c, argv[++i], T_OUT);
      continue;
    }
    if ((v = opt_value(s, (const char *const[]){"-rdc", "--relocatable-device-code", NULL}))) {
      if (!*v && i + 1 < argc) v = argv[i + 1];
      if (!strcmp(v, "true")) c->rdc = 1;
      else if (!strcmp(v, "false")) c->rdc = 0;
    }
    if (is(s, compile_opts)) {
      c->compile_only = 1;
      if (strcmp(s, "-c") && strcmp(s, "--compile")) c->no_embed = 1;
    }
    if (!strcmp(s, "-dc") || !strcmp(s, "--device-c")) c->rdc = 1;
    if (!strcmp(s, "-dlink") || !strcmp(s, "--device-link")) c->user_dlink = 1;
    if (!strcmp(s, "-cubin") || !strcmp(s, "--cubin")) c->keep_arch = 1;
    if (s[0] == '-' && s[1]) {
      add_token(c, s, T_FLAG);
      if (is(s, with_value) && i + 1 < argc) add_token(c, argv[++i], T_FLAG);
    } else {
      add_token(c, s, has_ext(s, obj_exts) ? T_OBJ : T_SRC);
    }
  }
  if (c->arch < MIN_ARCH) c->arch = MIN_ARCH;
  if (!c->cudart) {
    const char *env = getenv("HEDDLE_CUDART");
    c->cudart = env && *env ? env : "static";
  }
}

/* ---- locating things ---- */
static char *self_exe(void) {
  char buf[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
  if (n <= 0) return NULL;
  buf[n] = 0;
  return xstrdup(buf);
}

static char *heddle_root(void) {
  const char *env = getenv("HEDDLE_ROOT");
  if (env && *env) return xstrdup(env);
  char *exe = self_exe();
  if (exe) {
    char *slash = strrchr(exe, '/');
    if (slash) *slash = 0; /* .../bin */
    slash = strrchr(exe, '/');
    if (slash) {
      *slash = 0;
      return exe;
    }
  }
#ifdef HEDDLE_ROOT
  return xstrdup(HEDDLE_ROOT);
#else
  die("cannot find heddle's root directory; set HEDDLE_ROOT");
#endif
}

static int is_nvcc(const char *path) { return access(path, X_OK) == 0; }

/* The nvcc that runs, as tools/find-cuda.sh finds it: $HEDDLE_NVCC, $CUDA_HOME/bin/nvcc, nvcc on
 * PATH (skipping this program, in case it is installed as nvcc), /usr/local/cuda, the front-end
 * tools/fetch-toolkit.py installs ($HEDDLE_TOOLKIT, else toolkit/ beside bin/), then the
 * toolkit heddle was built with. */
static char *find_nvcc(const char *root) {
  const char *env = getenv("HEDDLE_NVCC");
  if (env && *env) return xstrdup(env);
  env = getenv("CUDA_HOME");
  if (env && *env) {
    char *cand = fmt("%s/bin/nvcc", env);
    if (is_nvcc(cand)) return cand;
    free(cand);
  }
  char *self = self_exe(), self_real[PATH_MAX] = "", real[PATH_MAX];
  if (self && !realpath(self, self_real)) self_real[0] = 0;
  free(self);
  const char *path = getenv("PATH");
  char *dirs = xstrdup(path ? path : ""), *save = NULL;
  for (char *d = strtok_r(dirs, ":", &save); d; d = strtok_r(NULL, ":", &save)) {
    char *cand = fmt("%s/nvcc", *d ? d : ".");
    if (is_nvcc(cand) && !(realpath(cand, real) && !strcmp(real, self_real))) {
      free(dirs);
      return cand;
    }
    free(cand);
  }
  free(dirs);
  const char *tk = getenv("HEDDLE_TOOLKIT");
  char *cands[] = {xstrdup("/usr/local/cuda/bin/nvcc"),
                   tk && *tk ? fmt("%s/bin/nvcc", tk) : fmt("%s/toolkit/bin/nvcc", root),
#ifdef HEDDLE_CUDA_HOME
                   xstrdup(HEDDLE_CUDA_HOME "/bin/nvcc"),
#endif
                   NULL};
  char *found = NULL;
  for (int i = 0; cands[i]; i++) {
    if (!found && is_nvcc(cands[i])) found = cands[i];
    else free(cands[i]);
  }
  if (!found)
    die("cannot find NVIDIA's nvcc (heddle's front-end): set CUDA_HOME or HEDDLE_NVCC, or run "
        "`make deps` in heddle's checkout, which installs it");
  return found;
}

/* What the link inputs say about device code, read from their bytes so that objects and
 * archive members alike are covered: -dc objects carry a __nv_relfatbin section, nvcc -dlink
 * outputs carry link.stub's __cudaPrelinkedFatbins, and fatbin entry headers name the PTX arch. */
typedef struct {
  int rdc, prelinked, ptx_arch;
} objinfo;

static uint64_t le(const unsigned char *p, int bytes) {
  uint64_t v = 0;
  for (int i = bytes - 1; i >= 0; i--) v = v << 8 | p[i];
  return v;
}

static void scan_fatbin_archs(const unsigned char *p, size_t n, objinfo *info) {
  static const unsigned char magic[4] = {0x50, 0xED, 0x55, 0xBA};
  for (const unsigned char *h = p; (h = memmem(h, n - (size_t)(h - p), magic, 4)); h += 4) {
    size_t left = n - (size_t)(h - p);
    if (left < 16 || le(h + 4, 2) != 1 || le(h + 6, 2) != 16 || le(h + 8, 8) > left - 16) continue;
    const unsigned char *e = h + 16, *end = e + le(h + 8, 8);
    while (end - e >= 64) {
      uint64_t hs = le(e + 4, 4), ps = le(e + 8, 8);
      if (hs < 64 || hs > (uint64_t)(end - e) || ps > (uint64_t)(end - e) - hs) break;
      if (le(e, 2) == 1 && (int)le(e + 28, 4) > info->ptx_arch) info->ptx_arch = (int)le(e + 28, 4);
      e += hs + ps;
    }
  }
}

static void scan_input(const char *path, objinfo *info) {
  int fd = open(path, O_RDONLY);
  struct stat st;
  if (fd < 0) return;
  if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0) {
    size_t n = (size_t)st.st_size;
    void *p = mmap(NULL, n, PROT_READ, MAP_PRIVATE, fd, 0);
    if (p != MAP_FAILED) {
      if (memmem(p, n, "__nv_relfatbin", 15)) info->rdc = 1; /* with its NUL: the section name */
      if (memmem(p, n, "__cudaPrelinkedFatbins", 22)) info->prelinked = 1;
      scan_fatbin_archs(p, n, info);
      munmap(p, n);
    }
  }
  close(fd);
}

/* The value of -X / -XVALUE / --long=VALUE / --long VALUE at token i, else NULL. */
static const char *flag_arg(const cmdline *c, int i, const char *shrt, const char *lng) {
  const char *s = c->t[i].s, *v;
  if (c->t[i].kind != T_FLAG || !strcmp(s, "-lineinfo")) return NULL;
  if (!strcmp(s, shrt) || !strcmp(s, lng)) return i + 1 < c->nt ? c->t[i + 1].s : NULL;
  if (!strncmp(s, shrt, strlen(shrt))) return s + strlen(shrt);
  if ((v = opt_value(s, (const char *const[]){lng, NULL})) && *v) return v;
  return NULL;
}

/* Scan every object and archive input, and the static archives that -l names in -L dirs. */
static objinfo scan_inputs(const cmdline *c) {
  objinfo info = {0};
  for (int i = 0; i < c->nt; i++) {
    if (c->t[i].kind == T_OBJ && !has_ext(c->t[i].s, (const char *const[]){".so", NULL})) scan_input(c->t[i].s, &info);
    const char *lib = flag_arg(c, i, "-l", "--library");
    for (int j = 0; lib && j < c->nt; j++) {
      const char *dir = flag_arg(c, j, "-L", "--library-path");
      if (!dir) continue;
      char *path = fmt("%s/lib%s.a", dir, lib);
      int found = access(path, R_OK) == 0;
      if (found) scan_input(path, &info);
      free(path);
      if (found) break;
    }
  }
  return info;
}

/* ---- running commands ---- */
static void print_cmd(const char *const *argv) {
  fputs("#heddle$", stderr);
  for (; *argv; argv++) {
    const char *s = *argv;
    if (*s && !s[strcspn(s, " \t\n'\"\\$`*?[]{}()<>|&;#~!")]) {
      fprintf(stderr, " %s", s);
      continue;
    }
    fputs(" '", stderr);
    for (; *s; s++) {
      if (*s == '\'') fputs("'\\''", stderr);
      else fputc(*s, stderr);
    }
    fputc('\'', stderr);
  }
  fputc('\n', stderr);
}

/* Run argv (argv[0] is a path); returns its exit status, 128+signal when killed. */
static int run(const cmdline *c, strv *cmd) {
  if (c->verbose || c->dryrun) print_cmd(cmd->v);
  if (c->dryrun) return 0;
  fflush(stdout);
  pid_t pid;
  int err = posix_spawn(&pid, cmd->v[0], NULL, NULL, (char *const *)cmd->v, environ);
  if (err) {
    fprintf(stderr, "heddle-nvcc: error: cannot run %s: %s (set HEDDLE_NVCC to nvcc's path)\n", cmd->v[0],
            strerror(err));
    return 127;
  }
  int status;
  while (waitpid(pid, &status, 0) < 0)
    if (errno != EINTR) die("waitpid: %s", strerror(errno));
  if (WIFEXITED(status)) return WEXITSTATUS(status);
  return 128 + (WIFSIGNALED(status) ? WTERMSIG(status) : 0);
}

/* ---- building the stages ---- */
typedef struct {
  cmdline *c;
  char *nvcc, *root, *libdir, *gencode, *tmpdir; /* libdir: root/lib, or root/lib/heddle installed */
  strv tmpfiles;
} driver;

static void add_gencode(driver *d, strv *cmd) {
  if (d->c->keep_arch) {
    for (int i = 0; i < d->c->nt; i++)
      if (d->c->t[i].kind == T_ARCH) push(cmd, d->c->t[i].s);
    return;
  }
  push(cmd, "-gencode");
  push(cmd, d->gencode);
}

/* The runtime, as nvcc's -cudart asks: static (lib/libheddle_static.a, which needs only
 * libc and libm), shared (lib/libheddle.so, found through an rpath), or none. */
static void add_link_extras(driver *d, strv *cmd) {
  push(cmd, "-cudart=none");
  const char *rt = d->c->cudart;
  if (!strcmp(rt, "none")) { /* the user links a runtime: NVIDIA's names are heddle's in libdir */
    if (d->c->rt_libs) push(cmd, fmt("-L%s", d->libdir));
    for (int k = 0; rt_lib_names[k]; k++)
      if (d->c->rt_libs >> k & 1) push(cmd, fmt("-l%s", rt_lib_names[k]));
    return;
  }
  push(cmd, fmt("-L%s", d->libdir));
  if (!strcmp(rt, "shared")) {
    push(cmd, "-lheddle");
    push(cmd, "-Xlinker");
    push(cmd, "-rpath");
    push(cmd, "-Xlinker");
    push(cmd, d->libdir);
  } else {
    push(cmd, "-lheddle_static");
    push(cmd, "-lm");
    push(cmd, "-lrt");
  }
  push(cmd, "-lpthread");
  push(cmd, "-ldl");
}

/* Line information in the PTX (-lineinfo): heddle check's reports name source lines. Not
 * with -G (which carries it and overrides it), nor where only PTX or preprocessed text is
 * asked for, which the user may compare with nvcc's. */
static void add_lineinfo(const cmdline *c, strv *cmd) {
  static const char *const skip[] = {"-G",
                                     "--device-debug",
                                     "-lineinfo",
                                     "--generate-line-info",
                                     "-E",
                                     "--preprocess",
                                     "-M",
                                     "-MM",
                                     "--generate-dependencies",
                                     "--generate-nonsystem-dependencies",
                                     "-ptx",
                                     "--ptx",
                                     NULL};
  int src = 0;
  for (int i = 0; i < c->nt; i++) {
    if (c->t[i].kind == T_SRC) src = 1;
    if (c->t[i].kind == T_FLAG)
      for (int k = 0; skip[k]; k++)
        if (!strcmp(c->t[i].s, skip[k])) return;
  }
  if (src) push(cmd, "-lineinfo");
}

static const char *tmp_path(driver *d, const char *name) {
  if (!d->tmpdir) {
    const char *t = getenv("TMPDIR");
    d->tmpdir = fmt("%s/heddle-nvcc.XXXXXX", t && *t ? t : "/tmp");
    if (!d->c->dryrun && !mkdtemp(d->tmpdir)) die("mkdtemp %s: %s", d->tmpdir, strerror(errno));
  }
  char *p = fmt("%s/%s", d->tmpdir, name);
  push(&d->tmpfiles, p);
  return p;
}

static void cleanup(driver *d) {
  if (!d->tmpdir || d->c->dryrun) return;
  for (int i = 0; i < d->tmpfiles.n; i++) unlink(d->tmpfiles.v[i]);
  rmdir(d->tmpdir);
}

static const char *base_name(const char *p) {
  const char *s = strrchr(p, '/');
  return s ? s + 1 : p;
}

/* Flags that matter to nvcc -dlink: the host compiler that builds link.stub and its
 * options (-fPIC for a shared library), the machine, nvlink's own options, debug. */
static int dlink_flag(const char *s) {
  static const char *const names[] = {"-ccbin",
                                      "--compiler-bindir",
                                      "-Xcompiler",
                                      "--compiler-options",
                                      "-m",
                                      "--machine",
                                      "-m64",
                                      "-Xnvlink",
                                      "--nvlink-options",
                                      "-G",
                                      "--device-debug",
                                      "-compress-mode",
                                      "--compress-mode",
                                      "--no-compress",
                                      "-v",
                                      "--verbose",
                                      "-Xfatbin",
                                      "--fatbin-options",
                                      NULL};
  if (!strcmp(s, "-lineinfo")) return 0;
  return opt_value(s, names) != NULL || !strncmp(s, "-l", 2) || !strncmp(s, "-L", 2) ||
      opt_value(s, (const char *const[]){"--library", "--library-path", NULL});
}

/* A link step whose objects hold relocatable device code: compile the sources to objects
 * with -rdc, device-link every object with nvcc -dlink (which -cudart=none would skip),
 * then link it all against libheddle. */
static int link_rdc(driver *d) {
  cmdline *c = d->c;
  const char **objs = calloc((size_t)c->nt, sizeof *objs);
  if (!objs) die("out of memory");
  for (int i = 0, nsrc = 0; i < c->nt; i++) {
    if (c->t[i].kind != T_SRC) continue;
    strv cc = {0};
    push(&cc, d->nvcc);
    for (int j = 0; j < c->nt; j++)
      if (c->t[j].kind == T_FLAG) push(&cc, c->t[j].s);
    add_gencode(d, &cc);
    add_lineinfo(c, &cc);
    push(&cc, "-cudart=none");
    push(&cc, "-rdc=true");
    push(&cc, "-c");
    push(&cc, c->t[i].s);
    push(&cc, "-o");
    push(&cc, objs[i] = tmp_path(d, fmt("%d_%s.o", nsrc++, base_name(c->t[i].s))));
    int rc = run(c, &cc);
    if (rc) return rc;
  }
  const char *dlink_obj = tmp_path(d, "dlink.o");
  strv dl = {0};
  push(&dl, d->nvcc);
  push(&dl, "-dlink");
  for (int j = 0; j < c->nt; j++) {
    if (c->t[j].kind != T_FLAG || !dlink_flag(c->t[j].s)) continue;
    push(&dl, c->t[j].s);
    if (is(c->t[j].s, with_value) && j + 1 < c->nt) push(&dl, c->t[++j].s);
  }
  add_gencode(d, &dl);
  /* With only compute_XX requested nvlink keeps libcudadevrt's module, whose fatbin wrapper
     * then is an undefined symbol at the -cudart=none host link (measured, nvcc 13.0). */
  push(&dl, "-cudadevrt");
  push(&dl, "none");
  for (int j = 0; j < c->nt; j++)
    if (c->t[j].kind == T_OBJ || c->t[j].kind == T_SRC) push(&dl, objs[j] ? objs[j] : c->t[j].s);
  push(&dl, "-o");
  push(&dl, dlink_obj);
  int rc = run(c, &dl);
  if (rc) return rc;
  strv ln = {0};
  push(&ln, d->nvcc);
  for (int j = 0; j < c->nt; j++)
    if (c->t[j].kind != T_ARCH) push(&ln, objs[j] ? objs[j] : c->t[j].s);
  push(&ln, dlink_obj);
  add_gencode(d, &ln);
  add_link_extras(d, &ln);
  return run(c, &ln);
}

static int version(driver *d) {
  printf("heddle-nvcc %s: heddle, CUDA on the CPU (runtime %s/libheddle.so, nvcc %s)\n", HEDDLE_VERSION, d->libdir,
         d->nvcc);
  strv cmd = {0};
  push(&cmd, d->nvcc);
  push(&cmd, "--version");
  return run(d->c, &cmd);
}

/* Kernels compiled while nvcc builds the host side. For a step that builds one .cu file's
 * object or program, a second nvcc makes only its PTX (the device half of the work) and
 * `heddle-embed --ptx` compiles that module's kernels into the kernel cache meanwhile; the
 * embedding after the build (embed_outputs) then finds them there. Best effort and silent:
 * whatever fails leaves the work to embed_outputs. The second nvcc and the translation are
 * work a warm cache makes useless: with fewer than 4 cores, where they compete with the
 * build itself (make test's parallel builds took twice as long), it is off unless
 * HEDDLE_EMBED_EARLY=1; HEDDLE_EMBED_EARLY=0 turns it off everywhere. The process to wait
 * for before embedding, or -1. */
static pid_t start_early(driver *d) {
  const cmdline *c = d->c;
  const char *env = getenv("HEDDLE_EMBED"), *early = getenv("HEDDLE_EMBED_EARLY"), *cache = getenv("HEDDLE_CACHE");
  if ((env && !strcmp(env, "0")) || (early && !strcmp(early, "0")) || (cache && !strcmp(cache, "off")) || c->no_embed ||
      c->rdc || c->dryrun || c->keep_arch)
    return -1;
  if (!(early && !strcmp(early, "1")) && sysconf(_SC_NPROCESSORS_ONLN) < 4) return -1;
  int nsrc = 0, cu = 0;
  for (int i = 0; i < c->nt; i++)
    if (c->t[i].kind == T_SRC) {
      size_t n = strlen(c->t[i].s);
      nsrc++;
      cu = n > 3 && !strcmp(c->t[i].s + n - 3, ".cu");
    }
  char *tool = fmt("%s/bin/heddle-embed", d->root);
  if (nsrc != 1 || !cu || access(tool, X_OK)) {
    free(tool);
    return -1;
  }
  const char *ptx = tmp_path(d, "early.ptx");
  strv nv = {0}, em = {0};
  push(&nv, d->nvcc);
  for (int i = 0; i < c->nt; i++)
    if (c->t[i].kind != T_OUT && c->t[i].kind != T_OBJ && c->t[i].kind != T_ARCH &&
        !is(c->t[i].s, (const char *const[]){"-c", "--compile", NULL}))
      push(&nv, c->t[i].s);
  add_gencode(d, &nv);
  add_lineinfo(c, &nv);
  push(&nv, "-ptx");
  push(&nv, "-o");
  push(&nv, ptx);
  push(&em, tool);
  push(&em, "--ptx");
  push(&em, ptx);
  if (c->verbose) {
    print_cmd(nv.v);
    print_cmd(em.v);
  }
  fflush(stdout);
  fflush(stderr);
  pid_t pid = fork();
  if (pid == 0) { /* quiet: the build's own nvcc reports the errors */
    int null = open("/dev/null", O_WRONLY);
    if (null >= 0) {
      dup2(null, 1);
      dup2(null, 2);
    }
    for (int k = 0; k < 2; k++) {
      pid_t p;
      int st;
      if (posix_spawn(&p, (k ? em : nv).v[0], NULL, NULL, (char *const *)(k ? em : nv).v, environ)) _exit(1);
      while (waitpid(p, &st, 0) < 0)
        if (errno != EINTR) _exit(1);
      if (!WIFEXITED(st) || WEXITSTATUS(st)) _exit(1);
    }
    _exit(0);
  }
  free(nv.v);
  free(em.v);
  free(tool);
  return pid;
}

/* Compile the kernels of what this step built into it (bin/heddle-embed), so that the
 * program's first run compiles nothing: each object of -c, or the program or library linked.
 * HEDDLE_EMBED=0 leaves them to the first run. A failure only costs that, so it warns. */
static void embed_outputs(driver *d) {
  const cmdline *c = d->c;
  const char *env = getenv("HEDDLE_EMBED");
  if ((env && !strcmp(env, "0")) || c->no_embed || (c->rdc && c->compile_only) || c->dryrun) return;
  char *tool = fmt("%s/bin/heddle-embed", d->root);
  if (access(tool, X_OK)) {
    free(tool);
    return;
  }
  strv outs = {0};
  const char *v, *odir = NULL;
  for (int i = 0; i < c->nt; i++) {
    if (c->t[i].kind == T_OUT && i + 1 < c->nt && c->t[i + 1].kind == T_OUT) push(&outs, xstrdup(c->t[++i].s));
    else if (c->t[i].kind == T_FLAG && (v = opt_value(c->t[i].s, (const char *const[]){"--output-file", "-o", NULL})) &&
             *v)
      push(&outs, xstrdup(v)); /* --output-file=x */
    else if (c->t[i].kind == T_FLAG &&
             (v = opt_value(c->t[i].s, (const char *const[]){"-odir", "--output-directory", NULL})))
      odir = *v ? v : i + 1 < c->nt ? c->t[i + 1].s : NULL;
  }
  if (!outs.n && c->compile_only) /* nvcc -c a.cu b.cu: a.o b.o here, or in -odir */
    for (int i = 0; i < c->nt; i++) {
      if (c->t[i].kind != T_SRC) continue;
      const char *base = strrchr(c->t[i].s, '/');
      char *o = xstrdup(base ? base + 1 : c->t[i].s), *dot = strrchr(o, '.');
      if (dot) *dot = 0;
      push(&outs, odir ? fmt("%s/%s.o", odir, o) : fmt("%s.o", o));
      free(o);
    }
  if (!outs.n && !c->compile_only) push(&outs, xstrdup("a.out"));
  for (int i = 0; i < outs.n; i++) {
    strv cmd = {0};
    push(&cmd, tool);
    if (c->verbose) push(&cmd, "-v");
    push(&cmd, outs.v[i]);
    if (run(c, &cmd))
      fprintf(stderr, "heddle-nvcc: warning: %s: its kernels will be compiled at its first run\n", outs.v[i]);
    free(cmd.v);
    free((char *)outs.v[i]);
  }
  free(outs.v);
  free(tool);
}

int main(int argc, char **argv) {
  cmdline c = {0};
  argv = expand_options_files(&argc, argv);
  parse(&c, argc, argv);
  char *root = heddle_root();
  /* make install puts the libraries in PREFIX/lib/heddle, away from the system's library path
   * (libcudart.so.13 there is heddle's); a checkout has them in lib/ */
  char *libdir = fmt("%s/lib/heddle", root);
  if (access(libdir, F_OK) != 0) {
    free(libdir);
    libdir = fmt("%s/lib", root);
  }
  driver d = {.c = &c, .nvcc = find_nvcc(root), .root = root, .libdir = libdir};
  /* an nvcc that is this program again (a wrapper, or CUDA_HOME/HEDDLE_NVCC pointing here) */
  if (getenv("HEDDLE_NVCC_ACTIVE"))
    die("the nvcc found (%s) runs heddle-nvcc again; set HEDDLE_NVCC or CUDA_HOME to NVIDIA's nvcc", d.nvcc);
  setenv("HEDDLE_NVCC_ACTIVE", "1", 1);
  d.gencode = fmt("arch=compute_%d,code=compute_%d", c.arch, c.arch);
  if (c.version) return version(&d);
  if (!is(c.cudart, (const char *const[]){"static", "shared", "none", NULL}))
    die("-cudart=%s: expected static, shared or none", c.cudart);

  int ninputs = 0;
  for (int i = 0; i < c.nt; i++) ninputs += c.t[i].kind == T_SRC || c.t[i].kind == T_OBJ;
  strv cmd = {0};
  push(&cmd, d.nvcc);
  if (ninputs == 0) { /* --help, --list-gpu-arch, ...: nvcc as asked */
    for (int i = 0; i < c.nt; i++) push(&cmd, c.t[i].s);
    return run(&c, &cmd);
  }
  objinfo info = c.compile_only && !c.user_dlink ? (objinfo){0} : scan_inputs(&c);
  if (!c.arch_given && info.ptx_arch > c.arch) /* device-link for the objects' arch, or nvlink warns */
    d.gencode = fmt("arch=compute_%d,code=compute_%d", info.ptx_arch, info.ptx_arch);
  if (!c.compile_only && (c.rdc || info.rdc) && !info.prelinked) { /* the device link that -cudart=none skips */
    int rc = link_rdc(&d);
    if (rc == 0) embed_outputs(&d); /* the linked program: one module of every object's PTX */
    cleanup(&d);
    return rc;
  }
  for (int i = 0; i < c.nt; i++)
    if (c.t[i].kind != T_ARCH) push(&cmd, c.t[i].s);
  add_gencode(&d, &cmd);
  add_lineinfo(&c, &cmd);
  if (!c.compile_only) add_link_extras(&d, &cmd);
  else if (!c.user_dlink) push(&cmd, "-cudart=none"); /* nvcc: -dlink and -cudart=none conflict */
  else {
    push(&cmd, "-cudadevrt");
    push(&cmd, "none");
  } /* see link_rdc */
  pid_t early = start_early(&d);
  int rc = run(&c, &cmd);
  if (early > 0)
    while (waitpid(early, NULL, 0) < 0 && errno == EINTR)
      ;
  if (rc == 0) embed_outputs(&d);
  cleanup(&d);
  return rc;
}
