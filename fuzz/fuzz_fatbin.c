/* fuzz_fatbin.c: libFuzzer harness for the fatbinary reader (src/runtime/fatbin.c): the
 * input is a raw .nv_fatbin image, read as a section and, when its first header fits in
 * it, through version-1 and version-2 (-rdc) wrappers as a program would register it. */
#include "fatbin.h"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* __fatBinC_Wrapper_t: magic, version, data, filename_or_fatbins */
typedef struct {
  uint32_t magic, version;
  const void *data;
  const void *const *objects;
} wrapper;

static uint64_t rd(const uint8_t *p, int bytes) {
  uint64_t v = 0;
  for (int i = bytes - 1; i >= 0; i--) v = v << 8 | p[i];
  return v;
}

/* Checks what the reader promises about a result, then frees it. */
static void check(int n, fatbin_ptx *p, const char *err) {
  if (n < 0) {
    if (p || strncmp(err, "fatbin: ", 8)) {
      fprintf(stderr, "fuzz_fatbin: bad failure: \"%s\"\n", err);
      abort();
    }
    return;
  }
  for (int i = 0; i < n; i++)
    if (strlen(p[i].text) != p[i].len || p[i].object < 0) {
      fprintf(stderr, "fuzz_fatbin: bad entry %d\n", i);
      abort();
    }
  int k = fatbin_pick(p, n, -1);
  if ((n > 0) != (k >= 0) || k >= n) abort();
  int nobj = fatbin_nobjects(p, n);
  for (int o = 0; o < nobj; o++) {
    k = fatbin_pick(p, n, o);
    if (k >= n || (k >= 0 && p[k].object != o)) abort();
  }
  fatbin_free(p, n);
}

/* The copy is 8-aligned and exactly `size` bytes, so that ASan sees any read past it. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  uint8_t *img = malloc(size ? size : 1);
  if (!img) return 0;
  memcpy(img, data, size);
  char err[512] = "";
  fatbin_ptx *p = NULL;
  check(fatbin_extract_ptx_image(img, size, &p, err, sizeof err), p, err);
  /* A wrapper carries no size: only the fatbin header bounds what is read, so go through
   * one only when the input is a fatbin (not a wrapper) whose header says it fits. */
  if (size >= 16 && rd(img, 4) == 0xBA55ED50u && rd(img + 6, 2) + rd(img + 8, 8) <= size && rd(img + 8, 8) <= size) {
    wrapper w1 = {0x466243B1u, 1, img, NULL};
    p = NULL;
    check(fatbin_extract_ptx(&w1, &p, err, sizeof err), p, err);
    const void *objs[3] = {img, &w1, NULL}; /* per-object fatbins, bare and wrapped */
    wrapper w2 = {0x466243B1u, 2, NULL, objs};
    p = NULL;
    check(fatbin_extract_ptx(&w2, &p, err, sizeof err), p, err);
  }
  free(img);
  return 0;
}
