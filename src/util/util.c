/* util.c: arenas, string buffers, string maps, hashing, die(). */
#include "util.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void util_say(const char *msg) { fprintf(stderr, "heddle: %s\n", msg); }

/* Formats into a fixed buffer: die() may be reporting that memory ran out. */
void util_die(const char *file, int line, const char *fmt, ...) {
  char msg[1024];
  va_list ap;
  int n = snprintf(msg, sizeof msg, "internal error at %s:%d: ", file, line);
  if (n < 0 || (size_t)n >= sizeof msg) n = 0;
  va_start(ap, fmt);
  vsnprintf(msg + n, sizeof msg - (size_t)n, fmt, ap);
  va_end(ap);
  util_say(msg);
  abort();
}

void *util_realloc(void *p, size_t n) {
  void *q = realloc(p, n ? n : 1);
  if (!q) die("out of memory (%zu bytes)", n);
  return q;
}

struct arena_chunk {
  arena_chunk *next;
  size_t used, cap;
  _Alignas(16) unsigned char data[];
};

void *arena_alloc(arena *a, size_t n) {
  n = (n + 15) & ~(size_t)15;
  arena_chunk *c = a->head;
  if (!c || c->used + n > c->cap) {
    size_t cap = n > 65536 ? n : 65536;
    c = util_realloc(NULL, sizeof *c + cap);
    c->next = a->head;
    c->used = 0;
    c->cap = cap;
    a->head = c;
  }
  void *p = c->data + c->used;
  c->used += n;
  memset(p, 0, n);
  return p;
}

char *arena_strndup(arena *a, const char *s, size_t n) {
  char *p = arena_alloc(a, n + 1);
  memcpy(p, s, n);
  return p;
}

char *arena_strdup(arena *a, const char *s) { return arena_strndup(a, s, strlen(s)); }

void arena_free(arena *a) {
  for (arena_chunk *c = a->head, *n; c; c = n) {
    n = c->next;
    free(c);
  }
  a->head = NULL;
}

static void sb_grow(strbuf *b, size_t add) {
  if (b->len + add + 1 <= b->cap) return;
  size_t cap = b->cap ? b->cap : 256;
  while (cap < b->len + add + 1) cap *= 2;
  b->p = util_realloc(b->p, cap);
  b->cap = cap;
}

void sb_putc(strbuf *b, char c) {
  sb_grow(b, 1);
  b->p[b->len++] = c;
  b->p[b->len] = 0;
}
void sb_puts(strbuf *b, const char *s) {
  size_t n = strlen(s);
  sb_grow(b, n);
  memcpy(b->p + b->len, s, n + 1);
  b->len += n;
}

void sb_vprintf(strbuf *b, const char *fmt, va_list ap) {
  va_list ap2;
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap2);
  va_end(ap2);
  sb_grow(b, (size_t)n);
  vsnprintf(b->p + b->len, (size_t)n + 1, fmt, ap);
  b->len += (size_t)n;
}

void sb_printf(strbuf *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(b, fmt, ap);
  va_end(ap);
}

void sb_truncate(strbuf *b, size_t len) {
  if (len > b->len) return;
  b->len = len;
  if (b->p) b->p[len] = 0;
}

void sb_free(strbuf *b) {
  free(b->p);
  b->p = NULL;
  b->len = b->cap = 0;
}

uint64_t util_hash64(const void *p, size_t n, uint64_t h) {
  const unsigned char *s = p;
  if (!h) h = 1469598103934665603ull;
  for (size_t i = 0; i < n; i++) {
    h ^= s[i];
    h *= 1099511628211ull;
  }
  return h;
}

static size_t strmap_slot(const strmap *m, const char *key) {
  size_t i = util_hash64(key, strlen(key), 0) & (m->cap - 1);
  while (m->keys[i] && strcmp(m->keys[i], key)) i = (i + 1) & (m->cap - 1);
  return i;
}

void strmap_put(strmap *m, const char *key, int val) {
  if (2 * (m->len + 1) > m->cap) {
    strmap old = *m;
    m->cap = old.cap ? old.cap * 2 : 64;
    m->keys = calloc(m->cap, sizeof *m->keys);
    m->vals = calloc(m->cap, sizeof *m->vals);
    if (!m->keys || !m->vals) die("out of memory");
    m->len = 0;
    for (size_t i = 0; i < old.cap; i++)
      if (old.keys[i]) strmap_put(m, old.keys[i], old.vals[i]);
    free(old.keys);
    free(old.vals);
  }
  size_t i = strmap_slot(m, key);
  if (!m->keys[i]) {
    m->keys[i] = key;
    m->len++;
  }
  m->vals[i] = val;
}

int strmap_get(const strmap *m, const char *key, int dflt) {
  if (!m->cap) return dflt;
  size_t i = strmap_slot(m, key);
  return m->keys[i] ? m->vals[i] : dflt;
}

void strmap_free(strmap *m) {
  free(m->keys);
  free(m->vals);
  memset(m, 0, sizeof *m);
}
