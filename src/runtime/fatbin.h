/* fatbin.h: reading the PTX out of an nvcc fatbinary (the __fatBinC_Wrapper_t that
 * __cudaRegisterFatBinary receives, or a raw .nv_fatbin image). Layout facts:
 * /work/shared/notes/cuda-host-abi.md section 2. Every non-static function: fatbin_. */
#ifndef HEDDLE_FATBIN_H
#define HEDDLE_FATBIN_H
#include <stddef.h>

typedef struct fatbin_ptx {
  char *text; /* malloc'd, NUL-terminated PTX source */
  size_t len; /* strlen(text) */
  unsigned arch; /* virtual arch of the entry, e.g. 75 for compute_75 */
  int object; /* which per-object fatbin it came from: 0 for a version-1 wrapper;
                        0..k-1 for the k objects of a version-2 (-rdc) wrapper, whose
                        PTX modules must all be loaded and linked together */
} fatbin_ptx;

/* Collect every PTX entry (decompressed) of the fatbinary behind wrapper.
 * Returns the number of entries stored in *out (malloc'd array; may be 0 with *out NULL),
 * or -1 with a message in err (bad magic, truncated entry, decompression failure), or -2
 * with a message when the fatbinary holds SASS and no PTX. Reads one fatbin per object: a wrapper's data points at
 * its own translation unit's fatbin, and the fatbins that follow it in a linked
 * .nv_fatbin section belong to other translation units (measured; see fatbin.c). */
int fatbin_extract_ptx(const void *wrapper, fatbin_ptx **out, char *err, size_t errlen);

/* The architecture of the PTX fatbin_pick would choose (75 for compute_75), read from the
 * entries' headers alone; 0 if there is no PTX or the fatbinary is malformed. */
unsigned fatbin_ptx_arch(const void *wrapper);

/* The same over a raw image of `size` bytes, e.g. a whole .nv_fatbin section read from
 * a file: every fatbin header found back to back in it is walked (object = header index). */
int fatbin_extract_ptx_image(const void *image, size_t size, fatbin_ptx **out, char *err, size_t errlen);

void fatbin_free(fatbin_ptx *p, int n);

/* Index of the PTX to use among p[0..n) whose object equals `object` (object < 0: any):
 * the highest arch <= 90, else the highest arch. -1 if there is none. */
int fatbin_pick(const fatbin_ptx *p, int n, int object);

/* Number of objects in the result (1 + the highest object index; 0 when n == 0). */
int fatbin_nobjects(const fatbin_ptx *p, int n);
#endif
