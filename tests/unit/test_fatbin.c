/* test_fatbin.c: unit test of src/runtime/fatbin.c. Linked with .cu objects built by nvcc
 * -cudart=none; the __cuda* stubs below capture the wrapper their constructors register.
 * usage: test_fatbin [--no-ptx] [--objects N] KERNEL...   (prints "ok"/"FAIL" lines) */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dlfcn.h>
#include "fatbin.h"

/* The compressors, from the runtime libraries fatbin.c itself loads (no -dev package needed). */
static void *codec_fn(const char *lib, const char *name) {
  void *h = dlopen(lib, RTLD_NOW);
  void *f = h ? dlsym(h, name) : NULL;
  if (!f) {
    printf("FAIL %s from %s: %s\n", name, lib, dlerror());
    exit(1);
  }
  return f;
}

/* ---- stubs for the host ABI that nvcc's generated code calls ---- */
typedef struct {
  unsigned x, y, z;
} dim3;
enum { MAX_WRAPPERS = 16 };
static const void *wrappers[MAX_WRAPPERS];
static int nwrappers;
static void *handle_storage;

void **__cudaRegisterFatBinary(void *fat);
void __cudaRegisterFatBinaryEnd(void **h);
void __cudaUnregisterFatBinary(void **h);
void __cudaRegisterFunction(void **h, const char *hf, char *df, const char *dn, int tl, void *tid, void *bid, void *bd,
                            void *gd, int *ws);
void __cudaRegisterVar(void **h, char *hv, char *da, const char *dn, int ext, size_t size, int c, int g);
void __cudaRegisterManagedVar(void **h, void **hv, char *da, const char *dn, int ext, size_t size, int c, int g);
char __cudaInitModule(void **h);
unsigned __cudaPushCallConfiguration(dim3 g, dim3 b, size_t shmem, void *s);
int __cudaPopCallConfiguration(dim3 *g, dim3 *b, size_t *shmem, void *s);
int __cudaGetKernel(void **k, const void *hf);
int __cudaLaunchKernel(void *k, dim3 g, dim3 b, void **args, size_t shmem, void *s);
int __cudaLaunchKernel_ptsz(void *k, dim3 g, dim3 b, void **args, size_t shmem, void *s);
int cudaLaunchKernel(const void *f, dim3 g, dim3 b, void **args, size_t shmem, void *s);

void **__cudaRegisterFatBinary(void *fat) {
  if (nwrappers < MAX_WRAPPERS) wrappers[nwrappers++] = fat;
  return &handle_storage;
}
void __cudaRegisterFatBinaryEnd(void **h) {}
void __cudaUnregisterFatBinary(void **h) {}
void __cudaRegisterFunction(void **h, const char *hf, char *df, const char *dn, int tl, void *tid, void *bid, void *bd,
                            void *gd, int *ws) {}
void __cudaRegisterVar(void **h, char *hv, char *da, const char *dn, int ext, size_t size, int c, int g) {}
void __cudaRegisterManagedVar(void **h, void **hv, char *da, const char *dn, int ext, size_t size, int c, int g) {}
char __cudaInitModule(void **h) { return 1; }
unsigned __cudaPushCallConfiguration(dim3 g, dim3 b, size_t shmem, void *s) { return 1; }
int __cudaPopCallConfiguration(dim3 *g, dim3 *b, size_t *shmem, void *s) { return 1; }
int __cudaGetKernel(void **k, const void *hf) {
  *k = NULL;
  return 1;
}
int __cudaLaunchKernel(void *k, dim3 g, dim3 b, void **args, size_t shmem, void *s) { return 1; }
int __cudaLaunchKernel_ptsz(void *k, dim3 g, dim3 b, void **args, size_t shmem, void *s) { return 1; }
int cudaLaunchKernel(const void *f, dim3 g, dim3 b, void **args, size_t shmem, void *s) { return 1; }

/* ---- checking ---- */
static int passed, failed;

static void check(int cond, const char *what, const char *detail) {
  if (cond) passed++;
  else failed++;
  int show = !cond && detail && *detail; /* err buffers keep stale text after a success */
  printf("%s %s%s%s\n", cond ? "ok  " : "FAIL", what, show ? ": " : "", show ? detail : "");
}

/* ---- synthetic fatbins, for the error paths ---- */
typedef struct {
  uint8_t b[4096];
  size_t n;
} image;

static void put(image *im, size_t off, uint64_t v, int bytes) {
  for (int i = 0; i < bytes; i++) im->b[off + i] = (uint8_t)(v >> (8 * i));
}

/* Append a fatbin header + one entry carrying payload; returns the header's offset. */
static size_t add_fatbin(image *im, int kind, unsigned arch, uint64_t flags, const void *payload, size_t plen,
                         size_t usize) {
  size_t h = im->n, e = h + 16, padded = (plen + 7) & ~(size_t)7;
  memset(im->b + h, 0, 16 + 64 + padded);
  put(im, h, 0xBA55ED50u, 4);
  put(im, h + 4, 1, 2);
  put(im, h + 6, 16, 2);
  put(im, h + 8, 64 + padded, 8);
  put(im, e, (uint64_t)kind, 2);
  put(im, e + 2, 0x0101, 2);
  put(im, e + 4, 64, 4);
  put(im, e + 8, padded, 8);
  put(im, e + 16, (flags & 0xA000) ? plen : 0, 4);
  put(im, e + 28, arch, 4);
  put(im, e + 40, flags, 8);
  put(im, e + 56, usize, 8);
  memcpy(im->b + e + 64, payload, plen);
  im->n = e + 64 + padded;
  return h;
}

typedef struct {
  int magic, version;
  const void *data;
  void *fatbins;
} wrapper_t;

static int extract(const void *data, fatbin_ptx **p, char *err) {
  wrapper_t w = {0x466243B1, 1, data, NULL};
  return fatbin_extract_ptx(&w, p, err, 256);
}

static const char ptx_src[] = ".version 9.0\n.target sm_75\n.address_size 64\n.visible .entry k_synth()\n{\nret;\n}\n";

static void test_synthetic(void) {
  static image im;
  char err[256] = "";
  fatbin_ptx *p;
  int n;

  im.n = 0;
  add_fatbin(&im, 1, 75, 0x11, ptx_src, sizeof ptx_src, 0);
  n = extract(im.b, &p, err);
  check(n == 1 && p[0].arch == 75 && strcmp(p[0].text, ptx_src) == 0 && p[0].len == strlen(ptx_src),
        "synthetic plain PTX", err);
  fatbin_free(p, n);

  wrapper_t bad = {0x12345678, 1, im.b, NULL};
  n = fatbin_extract_ptx(&bad, &p, err, sizeof err);
  check(n == -1 && strstr(err, "magic"), "bad wrapper magic is refused", err);

  im.b[0] ^= 0xff;
  n = extract(im.b, &p, err);
  check(n == -1 && strstr(err, "magic"), "bad fatbin magic is refused", err);
  im.b[0] ^= 0xff;

  put(&im, 16 + 8, 4000, 8); /* payload larger than entries_size */
  n = extract(im.b, &p, err);
  check(n == -1 && strstr(err, "overruns"), "entry overrunning entries_size is refused", err);

  im.n = 0;
  add_fatbin(&im, 2, 80, 0x11, "\177ELF", 4, 0);
  n = extract(im.b, &p, err);
  check(n == -2 && strstr(err, "built without PTX") && strstr(err, "heddle-nvcc") && strstr(err, "sm_80"),
        "SASS-only fatbin is diagnosed", err);

  /* compressed, both ways, with the NUL counted in the uncompressed size as nvcc does */
  char z[512];
  size_t (*zstd_compress)(void *, size_t, const void *, size_t, int) = (size_t(*)(
      void *, size_t, const void *, size_t, int))codec_fn("libzstd.so.1", "ZSTD_compress");
  int (*lz4_compress)(const char *, char *, int,
                      int) = (int (*)(const char *, char *, int, int))codec_fn("liblz4.so.1", "LZ4_compress_default");
  size_t zn = zstd_compress(z, sizeof z, ptx_src, sizeof ptx_src, 3);
  im.n = 0;
  add_fatbin(&im, 1, 86, 0x8011, z, zn, sizeof ptx_src);
  n = extract(im.b, &p, err);
  check(n == 1 && p[0].arch == 86 && strcmp(p[0].text, ptx_src) == 0, "synthetic zstd PTX", err);
  fatbin_free(p, n);
  im.b[16 + 64 + 6] ^= 0x55; /* corrupt the frame */
  n = extract(im.b, &p, err);
  check(n == -1 && strstr(err, "zstd"), "corrupt zstd is refused", err);

  int ln = lz4_compress(ptx_src, z, (int)sizeof ptx_src, (int)sizeof z);
  im.n = 0;
  add_fatbin(&im, 1, 75, 0x2011, z, (size_t)ln, sizeof ptx_src);
  n = extract(im.b, &p, err);
  check(n == 1 && strcmp(p[0].text, ptx_src) == 0, "synthetic LZ4 PTX", err);
  fatbin_free(p, n);
  put(&im, 16 + 56, 8, 8); /* uncompressed size too small for the block */
  n = extract(im.b, &p, err);
  check(n == -1 && strstr(err, "LZ4"), "LZ4 with a short output size is refused", err);

  /* two fatbins back to back, as in a linked .nv_fatbin section */
  im.n = 0;
  add_fatbin(&im, 1, 75, 0x11, ptx_src, sizeof ptx_src, 0);
  size_t second = add_fatbin(&im, 1, 86, 0x11, ptx_src, sizeof ptx_src, 0);
  n = fatbin_extract_ptx_image(im.b, im.n, &p, err, sizeof err);
  check(n == 2 && p[0].object == 0 && p[1].object == 1 && p[1].arch == 86 && fatbin_nobjects(p, n) == 2,
        "image with two fatbin headers", err);
  fatbin_free(p, n);
  n = extract(im.b, &p, err);
  check(n == 1 && p[0].arch == 75, "a wrapper reads only its own fatbin", err);
  fatbin_free(p, n);
  n = extract(im.b + second, &p, err);
  check(n == 1 && p[0].arch == 86, "second unit's wrapper", err);
  fatbin_free(p, n);
  n = fatbin_extract_ptx_image(im.b, im.n - 8, &p, err, sizeof err);
  check(n == -1, "truncated image is refused", err);

  fatbin_ptx v[4] = {{NULL, 0, 75, 0}, {NULL, 0, 86, 0}, {NULL, 0, 100, 0}, {NULL, 0, 120, 1}};
  check(fatbin_pick(v, 3, -1) == 1, "pick: highest arch <= 90", NULL);
  check(fatbin_pick(v + 2, 2, -1) == 1, "pick: fallback to highest", NULL);
  check(fatbin_pick(v, 4, 1) == 3 && fatbin_pick(v, 4, 2) == -1, "pick: per object", NULL);
}

/* ---- the real fatbins captured from nvcc's objects ---- */
static void test_real(int no_ptx, int want_objects, char **names, int nnames) {
  char err[512] = "", what[256];
  check(nwrappers >= 1, "a fatbin was registered", NULL);
  fatbin_ptx *all[MAX_WRAPPERS];
  int counts[MAX_WRAPPERS];
  for (int w = 0; w < nwrappers; w++) {
    int version = ((const int *)wrappers[w])[1];
    counts[w] = fatbin_extract_ptx(wrappers[w], &all[w], err, sizeof err);
    snprintf(what, sizeof what, "wrapper %d (version %d): %d PTX entries", w, version, counts[w]);
    if (no_ptx) {
      check(counts[w] == -2 && strstr(err, "without PTX"), what, err);
      continue;
    }
    check(counts[w] > 0, what, counts[w] < 0 ? err : NULL);
    if (want_objects && counts[w] > 0) {
      snprintf(what, sizeof what, "wrapper %d has %d objects", w, fatbin_nobjects(all[w], counts[w]));
      check(fatbin_nobjects(all[w], counts[w]) == want_objects, what, NULL);
    }
    for (int i = 0; i < counts[w]; i++) {
      fatbin_ptx *p = &all[w][i];
      snprintf(what, sizeof what, "wrapper %d entry %d (compute_%u, object %d, %zu bytes) is PTX", w, i, p->arch,
               p->object, p->len);
      check(strstr(p->text, ".entry") && strstr(p->text, ".version") && strlen(p->text) == p->len, what, NULL);
    }
    if (counts[w] > 0) { /* the headers alone give the architecture fatbin_pick chooses */
      unsigned arch = all[w][fatbin_pick(all[w], counts[w], -1)].arch;
      snprintf(what, sizeof what, "wrapper %d: fatbin_ptx_arch %u, the chosen PTX's %u", w,
               fatbin_ptx_arch(wrappers[w]), arch);
      check(fatbin_ptx_arch(wrappers[w]) == arch, what, NULL);
    }
  }
  if (no_ptx) return;
  for (int k = 0; k < nnames; k++) {
    int found = 0;
    for (int w = 0; w < nwrappers; w++)
      for (int i = 0; i < counts[w]; i++) {
        int best = fatbin_pick(all[w], counts[w], all[w][i].object);
        if (best == i && strstr(all[w][i].text, names[k])) found = 1;
      }
    snprintf(what, sizeof what, "kernel %s is in the chosen PTX", names[k]);
    check(found, what, NULL);
  }
  for (int w = 0; w < nwrappers; w++)
    if (counts[w] > 0) fatbin_free(all[w], counts[w]);
}

int main(int argc, char **argv) {
  int no_ptx = 0, want_objects = 0, a = 1;
  for (; a < argc && argv[a][0] == '-'; a++) {
    if (!strcmp(argv[a], "--no-ptx")) no_ptx = 1;
    else if (!strcmp(argv[a], "--objects") && a + 1 < argc) want_objects = atoi(argv[++a]);
    else if (!strcmp(argv[a], "--synthetic")) {
      test_synthetic();
      goto done;
    }
  }
  test_real(no_ptx, want_objects, argv + a, argc - a);
done:
  printf("%d passed, %d failed\n", passed, failed);
  return failed != 0;
}
