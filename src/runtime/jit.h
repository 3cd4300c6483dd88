/* jit.h: compile emitted C with the system C compiler into a shared object, cached on
 * disk by a hash of everything that determines the result, and dlopen it. */
#ifndef HEDDLE_JIT_H
#define HEDDLE_JIT_H
#include <stddef.h>
/* Returns a dlopen handle, or NULL with a message in err. Thread-safe. */
void *jit_load(const char *csrc, size_t len, const char *name, char *err, size_t errlen);
/* jit_load's search and build, by how: JIT_FIND only looks (the program's section, the disk
 * cache: NULL with err empty when neither has it), JIT_QUIET builds without a word on the
 * terminal, JIT_SAY is jit_load. */
enum { JIT_FIND, JIT_QUIET, JIT_SAY };
void *jit_open(const char *csrc, size_t len, const char *name, int how, char *err, size_t errlen);
/* Stop the compiler of a JIT_QUIET build under way, if any: that jit_open fails, its files removed. */
void jit_cancel(void);
/* Whether compiled kernels go to a disk cache (HEDDLE_CACHE is not off). */
int jit_caching(void);
/* The cache key of csrc (16 hex digits), as jit_load computes it. */
void jit_key(const char *csrc, size_t len, char key[17]);
/* For bin/heddle-embed, at build time: copy the kernel cache's object of key to out (0, or -1
 * if the cache has none); compile csrc, which has that key, with the flags jit_load would use,
 * into the cache and to out (0, or -1 with a message in err). */
int jit_copy_cached(const char *key, const char *out);
int jit_compile_to(const char *csrc, size_t len, const char *key, const char *out, char *err, size_t errlen);
#endif
