/* jit.h: compile emitted C with the system C compiler into a shared object, cached on
 * disk by a hash of everything that determines the result, and dlopen it. */
#ifndef HEDDLE_JIT_H
#define HEDDLE_JIT_H
#include <stddef.h>
/* Returns a dlopen handle, or NULL with a message in err. Thread-safe. */
void *jit_load(const char *csrc, size_t len, const char *name, char *err, size_t errlen);
#endif
