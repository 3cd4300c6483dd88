/* fuzz_ptx.c: libFuzzer harness for the PTX front-end: lex, parse, the analysis plan of
 * each kernel (as `heddle-ptx --plan`) and C emission of each kernel (as the runtime does
 * at launch), never invoking cc. Also checks that every diagnostic is "file:line: error: ...".
 * NUL bytes split the input into the PTX of several objects linked into one module (-rdc). */
#include "compile.h"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define FILENAME "fuzz.ptx"

/* A diagnostic must name the input and a line: anything else is a finding. */
static void check_diag(const char *msg) {
  int line = -1, n = 0;
  if (sscanf(msg, FILENAME ":%d: error: %n", &line, &n) != 1 || n == 0 || line < 0) {
    fprintf(stderr, "fuzz_ptx: malformed diagnostic: \"%s\"\n", msg);
    abort();
  }
}

/* The whole compile of one module, short of cc: parse the objects' PTX into it, then for
 * every kernel its plan and its C (twice: the second compilation must give the same C).
 * The one place to adapt when the compiler's entry points change. */
static void compile_texts(const char *const *texts, int ntexts) {
  char err[1024] = "";
  compile_module *cm = compile_module_new();
  if (!cm) abort();
  for (int i = 0; i < ntexts; i++)
    if (compile_module_add(cm, texts[i], FILENAME, err, sizeof err)) {
      check_diag(err);
      compile_module_free(cm);
      return;
    }
  for (int k = 0; k < compile_nfuncs(cm); k++) {
    const char *name = compile_kernel_name(cm, k), *why;
    if (!name) continue;
    if (compile_find_kernel(cm, name, &why) != k) abort();
    if (why) check_diag(why);
    strbuf plan = {0}, c = {0}, c2 = {0};
    if (compile_plan_dump(cm, k, FILENAME, &plan, err, sizeof err)) check_diag(err);
    compile_kernel d;
    if (compile_kernel_c(cm, k, FILENAME, &c, &d, err, sizeof err)) check_diag(err);
    else {
      compile_kernel_free(&d);
      if (compile_kernel_c(cm, k, FILENAME, &c2, &d, err, sizeof err) || strcmp(c.p, c2.p)) {
        fprintf(stderr, "fuzz_ptx: kernel %s: a second compilation differs\n", name);
        abort();
      }
      compile_kernel_free(&d);
    }
    sb_free(&plan);
    sb_free(&c);
    sb_free(&c2);
  }
  compile_module_free(cm);
}

enum { MAX_OBJECTS = 4 };

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  char *text = malloc(size + 1);
  if (!text) return 0;
  memcpy(text, data, size);
  text[size] = 0;
  const char *texts[MAX_OBJECTS];
  int n = 0;
  for (const char *t = text; n < MAX_OBJECTS && t <= text + size; t += strlen(t) + 1) texts[n++] = t;
  compile_texts(texts, n);
  free(text);
  return 0;
}
