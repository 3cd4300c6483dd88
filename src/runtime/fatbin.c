/* fatbin.c: walk an nvcc fatbinary (wrapper -> fatbin header -> entries) and collect
 * its PTX entries, decompressing zstd (flag 0x8000) and LZ4 raw blocks (flag 0x2000).
 * Every size read from the image is checked against the bounds that contain it. */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dlfcn.h>
#include <pthread.h>
#include "fatbin.h"

#define WRAPPER_MAGIC 0x466243B1u
#define FATBIN_MAGIC 0xBA55ED50u
#define FATBIN_HDR 16u /* magic, version, header_size, entries_size */
#define ENTRY_HDR_MIN 64u /* fields up to uncompressed_size */
#define PTX_MAX (1ull << 31) /* refuse absurd sizes rather than trying to allocate them */
#define UNBOUNDED UINT64_MAX /* extent of a fatbin reached through a wrapper: only its header knows */
/* The most a compressed byte can expand to: a zstd block of up to 128 KiB costs at least 4
 * bytes (an RLE block); an LZ4 length byte adds at most 255. */
#define ZSTD_MAX_RATIO 32768u
#define LZ4_MAX_RATIO 256u

enum { KIND_PTX = 1, KIND_ELF = 2 };
enum { FLAG_LZ4 = 0x2000, FLAG_ZSTD = 0x8000 };

typedef struct {
  uint16_t kind;
  uint32_t header_size;
  uint64_t payload_size;
  uint32_t compressed_size;
  uint32_t arch;
  uint64_t flags;
  uint64_t uncompressed_size;
} entry;

typedef struct {
  fatbin_ptx *v;
  int n, cap;
  int scan; /* fatbin_ptx_arch: note the PTX entries' architectures, decode none */
  unsigned ptx_arch, ptx_arch_over; /* the highest <= 90, the highest above */
  int nelf; /* SASS entries seen, for the "built without PTX" diagnosis */
  unsigned elf_arch; /* highest sm_XX among them */
  char *err;
  size_t errlen;
} collect;

static uint64_t rd(const uint8_t *p, int bytes) {
  uint64_t v = 0;
  for (int i = bytes - 1; i >= 0; i--) v = v << 8 | p[i]; /* fatbins are little-endian */
  return v;
}

__attribute__((format(printf, 2, 3))) static int fail(collect *c, const char *fmt, ...) {
  if (c->err && c->errlen) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(c->err, c->errlen, fmt, ap);
    va_end(ap);
  }
  return -1;
}

static entry read_entry(const uint8_t *p) {
  entry e;
  e.kind = (uint16_t)rd(p, 2);
  e.header_size = (uint32_t)rd(p + 4, 4);
  e.payload_size = rd(p + 8, 8);
  e.compressed_size = (uint32_t)rd(p + 16, 4);
  e.arch = (uint32_t)rd(p + 28, 4);
  e.flags = rd(p + 40, 8);
  e.uncompressed_size = rd(p + 56, 8);
  return e;
}

static int push(collect *c, char *text, size_t len, unsigned arch, int object) {
  if (c->n == c->cap) {
    int cap = c->cap ? 2 * c->cap : 4;
    fatbin_ptx *v = realloc(c->v, (size_t)cap * sizeof *v);
    if (!v) {
      free(text);
      return fail(c, "fatbin: out of memory");
    }
    c->v = v;
    c->cap = cap;
  }
  c->v[c->n++] = (fatbin_ptx){.text = text, .len = len, .arch = arch, .object = object};
  return 0;
}

/* The decompressors (libzstd.so.1, liblz4.so.1: part of every Debian system) are loaded
 * when a compressed entry first needs them, so that neither a program built with the static
 * runtime nor the runtime itself links them. Their signatures are stable C ABI. */
static struct {
  size_t (*zstd)(void *dst, size_t cap, const void *src, size_t len);
  unsigned (*zstd_is_error)(size_t code);
  const char *(*zstd_error_name)(size_t code);
  int (*lz4)(const char *src, char *dst, int len, int cap);
} codec;
static pthread_once_t codec_once = PTHREAD_ONCE_INIT;

static void codec_load(void) {
  void *z = dlopen("libzstd.so.1", RTLD_NOW | RTLD_LOCAL), *l = dlopen("liblz4.so.1", RTLD_NOW | RTLD_LOCAL);
  if (z) {
    *(void **)&codec.zstd = dlsym(z, "ZSTD_decompress");
    *(void **)&codec.zstd_is_error = dlsym(z, "ZSTD_isError");
    *(void **)&codec.zstd_error_name = dlsym(z, "ZSTD_getErrorName");
    if (!codec.zstd_is_error || !codec.zstd_error_name) codec.zstd = NULL;
  }
  if (l) *(void **)&codec.lz4 = dlsym(l, "LZ4_decompress_safe");
}

/* Decode one PTX payload into a fresh NUL-terminated string. The text ends at the first
 * NUL: plain payloads are padded to 8 bytes, decompressed ones include a trailing NUL. */
static int decode_ptx(collect *c, const entry *e, const uint8_t *payload, char **text, size_t *len) {
  uint64_t n = e->payload_size;
  int compressed = (e->flags & (FLAG_LZ4 | FLAG_ZSTD)) != 0;
  if (compressed) {
    if (e->compressed_size == 0 || e->compressed_size > e->payload_size)
      return fail(c, "fatbin: PTX entry (arch %u): compressed size %u exceeds payload size %llu", e->arch,
                  e->compressed_size, (unsigned long long)e->payload_size);
    n = e->uncompressed_size;
    if (n > (uint64_t)e->compressed_size * ((e->flags & FLAG_ZSTD) ? ZSTD_MAX_RATIO : LZ4_MAX_RATIO))
      return fail(c, "fatbin: PTX entry (arch %u): %u compressed bytes cannot hold %llu bytes", e->arch,
                  e->compressed_size, (unsigned long long)n);
  }
  if (n > PTX_MAX) return fail(c, "fatbin: PTX entry (arch %u) claims %llu bytes", e->arch, (unsigned long long)n);
  char *buf = malloc(n + 1);
  if (!buf) return fail(c, "fatbin: out of memory (%llu bytes of PTX)", (unsigned long long)n);
  if (compressed) pthread_once(&codec_once, codec_load);
  if (compressed && !((e->flags & FLAG_ZSTD) ? (void *)codec.zstd : (void *)codec.lz4)) {
    free(buf);
    return fail(c, "fatbin: the PTX (arch %u) is %s-compressed and %s cannot be loaded (install %s)", e->arch,
                (e->flags & FLAG_ZSTD) ? "zstd" : "LZ4", (e->flags & FLAG_ZSTD) ? "libzstd.so.1" : "liblz4.so.1",
                (e->flags & FLAG_ZSTD) ? "libzstd1" : "liblz4-1");
  }
  if (!compressed) {
    memcpy(buf, payload, n);
  } else if (e->flags & FLAG_ZSTD) {
    size_t got = codec.zstd(buf, n, payload, e->compressed_size);
    if (codec.zstd_is_error(got)) {
      free(buf);
      return fail(c, "fatbin: zstd decompression of PTX (arch %u) failed: %s", e->arch, codec.zstd_error_name(got));
    }
    n = got;
  } else {
    if (n > INT32_MAX || e->compressed_size > INT32_MAX) {
      free(buf);
      return fail(c, "fatbin: LZ4 entry too large");
    }
    int got = codec.lz4((const char *)payload, buf, (int)e->compressed_size, (int)n);
    if (got < 0) {
      free(buf);
      return fail(c, "fatbin: LZ4 decompression of PTX (arch %u) failed", e->arch);
    }
    n = (uint64_t)got;
  }
  buf[n] = 0;
  *text = buf;
  *len = strlen(buf);
  return 0;
}

/* Walk the fatbin at fb, of which `avail` bytes are known to be readable (UNBOUNDED when
 * reached through a wrapper). Stores its total size in *size. */
static int walk_fatbin(collect *c, const uint8_t *fb, uint64_t avail, int object, uint64_t *size) {
  if (avail < FATBIN_HDR)
    return fail(c, "fatbin: image too small for a fatbin header (%llu bytes)", (unsigned long long)avail);
  uint32_t magic = (uint32_t)rd(fb, 4);
  if (magic != FATBIN_MAGIC)
    return fail(c, "fatbin: bad fatbin magic 0x%08x (expected 0x%08x): not an nvcc fatbinary", magic, FATBIN_MAGIC);
  uint64_t hsize = rd(fb + 6, 2), esize = rd(fb + 8, 8);
  if (hsize < FATBIN_HDR || esize > PTX_MAX * 4 || hsize + esize > avail)
    return fail(c, "fatbin: bad fatbin header (header %llu, entries %llu bytes, %llu available)",
                (unsigned long long)hsize, (unsigned long long)esize, (unsigned long long)avail);
  const uint8_t *p = fb + hsize, *end = p + esize;
  while ((uint64_t)(end - p) >= ENTRY_HDR_MIN) {
    entry e = read_entry(p);
    uint64_t left = (uint64_t)(end - p);
    if (e.header_size < ENTRY_HDR_MIN || e.header_size > left || e.payload_size > left - e.header_size)
      return fail(c, "fatbin: entry at offset %llu overruns the fatbin (header %u, payload %llu, %llu left)",
                  (unsigned long long)(p - fb), e.header_size, (unsigned long long)e.payload_size,
                  (unsigned long long)left);
    if (e.kind == KIND_PTX && c->scan) {
      unsigned *hi = e.arch <= 90 ? &c->ptx_arch : &c->ptx_arch_over;
      if (e.arch > *hi) *hi = e.arch;
    } else if (e.kind == KIND_PTX) {
      char *text = NULL;
      size_t len = 0;
      if (decode_ptx(c, &e, p + e.header_size, &text, &len) < 0) return -1;
      if (push(c, text, len, e.arch, object) < 0) return -1;
    } else if (e.kind == KIND_ELF) {
      c->nelf++;
      if (e.arch > c->elf_arch) c->elf_arch = e.arch;
    }
    p += e.header_size + e.payload_size;
  }
  *size = hsize + esize;
  return 0;
}

static int finish(collect *c, fatbin_ptx **out) {
  if (c->n == 0 && c->nelf > 0) {
    fail(c,
         "fatbin: the program was built without PTX (only SASS, e.g. for sm_%u: "
         "-gencode arch=compute_%u,code=sm_%u); rebuild with heddle-nvcc or code=compute_XX",
         c->elf_arch, c->elf_arch, c->elf_arch);
    fatbin_free(c->v, c->n);
    return -2;
  }
  *out = c->v;
  return c->n;
}

static int give_up(collect *c) {
  fatbin_free(c->v, c->n);
  return -1;
}

/* Walks every fatbin a wrapper names into c. */
static int walk_wrapper(collect *c, const void *wrapper) {
  uint64_t size;
  if (!wrapper) return fail(c, "fatbin: NULL fatbinary wrapper");
  const uint8_t *w = wrapper;
  uint32_t magic = (uint32_t)rd(w, 4), version = (uint32_t)rd(w + 4, 4);
  const uint8_t *data;
  void *const *objects;
  memcpy(&data, w + 8, sizeof data);
  memcpy(&objects, w + 16, sizeof objects);
  if (magic != WRAPPER_MAGIC)
    return fail(c, "fatbin: bad wrapper magic 0x%08x (expected 0x%08x)", magic, WRAPPER_MAGIC);
  if (version != 1 && version != 2) return fail(c, "fatbin: unknown wrapper version %u", version);
  /* Version 2 (-rdc link): data holds only nvlink'ed SASS; the PTX is in the per-object
     * fatbins listed in filename_or_fatbins. link.stub stores each object's wrapper->data
     * there; accept a wrapper too. */
  if (version == 2 && objects) {
    for (int i = 0; objects[i]; i++) {
      const uint8_t *o = objects[i];
      if ((uint32_t)rd(o, 4) == WRAPPER_MAGIC) memcpy(&o, o + 8, sizeof o);
      if (!o) return fail(c, "fatbin: -rdc object %d has no fatbin", i);
      if (walk_fatbin(c, o, UNBOUNDED, i, &size) < 0) return -1;
    }
    if (c->n > 0 || c->ptx_arch || c->ptx_arch_over || !data) return 0;
  }
  if (!data) return fail(c, "fatbin: wrapper has no fatbin data");
  /* One fatbin only: in a linked program .nv_fatbin holds every translation unit's fatbin
     * back to back, so walking past our header would pick up (and maybe prefer) another
     * unit's PTX. */
  return walk_fatbin(c, data, UNBOUNDED, 0, &size);
}

int fatbin_extract_ptx(const void *wrapper, fatbin_ptx **out, char *err, size_t errlen) {
  collect c = {.err = err, .errlen = errlen};
  *out = NULL;
  return walk_wrapper(&c, wrapper) < 0 ? give_up(&c) : finish(&c, out);
}

unsigned fatbin_ptx_arch(const void *wrapper) {
  collect c = {.scan = 1};
  if (walk_wrapper(&c, wrapper) < 0) return 0;
  return c.ptx_arch ? c.ptx_arch : c.ptx_arch_over;
}

int fatbin_extract_ptx_image(const void *image, size_t size, fatbin_ptx **out, char *err, size_t errlen) {
  collect c = {.err = err, .errlen = errlen};
  const uint8_t *p = image;
  uint64_t off = 0, used;
  *out = NULL;
  for (int object = 0; off < size; object++) {
    if (walk_fatbin(&c, p + off, size - off, object, &used) < 0) return give_up(&c);
    off += used;
    while (off < size && off % 8) off++; /* headers are 8-aligned in the section */
    while (off + 4 <= size && rd(p + off, 4) == 0) off += 8; /* section padding */
    if (off + 4 > size) break;
  }
  return finish(&c, out);
}

void fatbin_free(fatbin_ptx *p, int n) {
  if (!p) return;
  for (int i = 0; i < n; i++) free(p[i].text);
  free(p);
}

int fatbin_pick(const fatbin_ptx *p, int n, int object) {
  int best = -1, best_over = -1; /* highest <= 90; highest overall */
  for (int i = 0; i < n; i++) {
    if (object >= 0 && p[i].object != object) continue;
    if (p[i].arch <= 90 && (best < 0 || p[i].arch > p[best].arch)) best = i;
    if (best_over < 0 || p[i].arch > p[best_over].arch) best_over = i;
  }
  return best >= 0 ? best : best_over;
}

int fatbin_nobjects(const fatbin_ptx *p, int n) {
  int m = 0;
  for (int i = 0; i < n; i++)
    if (p[i].object + 1 > m) m = p[i].object + 1;
  return m;
}
