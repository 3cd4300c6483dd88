/* util.h: arenas, growable buffers, string maps, and the two error channels
 * (user errors go back as text + status; our own bugs call die()). */
#ifndef HEDDLE_UTIL_H
#define HEDDLE_UTIL_H
#include <stddef.h>
#include <stdint.h>
#include <stdarg.h>

#define die(...) util_die(__FILE__, __LINE__, __VA_ARGS__)
_Noreturn void util_die(const char *file, int line, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* The one place heddle's messages get their form: "heddle: MSG" and a newline, on stderr. */
void util_say(const char *msg);

/* Arena: bump allocator freed in one go. */
typedef struct arena_chunk arena_chunk;
typedef struct arena {
  arena_chunk *head;
} arena;
void *arena_alloc(arena *a, size_t n); /* zeroed, 16-aligned */
char *arena_strdup(arena *a, const char *s);
char *arena_strndup(arena *a, const char *s, size_t n);
void arena_free(arena *a);

/* Growable byte buffer for emitting text. */
typedef struct strbuf {
  char *p;
  size_t len, cap;
} strbuf;
void sb_putc(strbuf *b, char c);
void sb_puts(strbuf *b, const char *s);
void sb_printf(strbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void sb_vprintf(strbuf *b, const char *fmt, va_list ap);
void sb_truncate(strbuf *b, size_t len); /* back to its first len bytes */
void sb_free(strbuf *b);

/* String -> int map (open addressing), keys owned by the caller (arena). */
typedef struct strmap {
  const char **keys;
  int *vals;
  size_t cap, len;
} strmap;
void strmap_put(strmap *m, const char *key, int val);
int strmap_get(const strmap *m, const char *key, int dflt);
void strmap_free(strmap *m);

/* Dynamic arrays of plain structs. */
#define VEC(T)                                                                                                         \
  struct {                                                                                                             \
    T *v;                                                                                                              \
    int n, cap;                                                                                                        \
  }
#define vec_push(a, x)                                                                                                 \
  do {                                                                                                                 \
    if ((a)->n == (a)->cap) {                                                                                          \
      (a)->cap = (a)->cap ? 2 * (a)->cap : 8;                                                                          \
      (a)->v = util_realloc((a)->v, (size_t)(a)->cap * sizeof *(a)->v);                                                \
    }                                                                                                                  \
    (a)->v[(a)->n++] = (x);                                                                                            \
  } while (0)
void *util_realloc(void *p, size_t n);

uint64_t util_hash64(const void *p, size_t n, uint64_t h); /* FNV-1a 64 */

/* Bit sets over small universes (registers, blocks). */
typedef uint64_t bitword;
#define BS_WORDS(n) (((n) + 63) / 64)
static inline int bs_has(const bitword *s, int i) { return (int)((s[i >> 6] >> (i & 63)) & 1); }
static inline void bs_set(bitword *s, int i) { s[i >> 6] |= (bitword)1 << (i & 63); }
static inline void bs_clr(bitword *s, int i) { s[i >> 6] &= ~((bitword)1 << (i & 63)); }
#endif
