/* fuzz_ptx.c: libFuzzer harness for the PTX front-end: lex, parse, the analysis plan of
 * each kernel (as `heddle-ptx --plan`) and C emission of each kernel (as the runtime does
 * at launch), never invoking cc. Also checks that every diagnostic is "file:line: error: ...".
 * NUL bytes split the input into the PTX of several objects linked into one module (-rdc). */
#include "ptx.h"
#include "cfg.h"
#include "emit.h"
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

/* cfg_build's messages are "line N: ..." (its callers add the file and the function). */
static void check_cfg_diag(const char *msg) {
  int line = -1;
  if (sscanf(msg, "line %d: ", &line) != 1 || line < 0) {
    fprintf(stderr, "fuzz_ptx: malformed plan diagnostic: \"%s\"\n", msg);
    abort();
  }
}

/* The whole compile of one module, short of cc: parse the objects' PTX into one module
 * (as rt_module.c does), plan every kernel, emit every kernel. The one place to adapt
 * when the compiler's entry points change. */
static void compile_module(const char *const *texts, int ntexts) {
  char err[1024] = "";
  ptx_module *m = ntexts == 1 ? ptx_parse(texts[0], FILENAME, err, sizeof err) : calloc(1, sizeof *m);
  for (int i = 1; i < ntexts && m; i++)
    if (ptx_parse_add(m, texts[i], FILENAME, err, sizeof err)) { ptx_module_free(m); m = NULL; }
  if (!m) { check_diag(err); return; }
  for (int i = 0; i < m->funcs.n; i++) {
    if (!m->funcs.v[i].is_entry) continue;
    arena ar = {0};
    cfg_func cf;
    strbuf plan = {0};
    if (cfg_build(&cf, m, &m->funcs.v[i], &ar, err, sizeof err)) check_cfg_diag(err);
    else { cfg_dump(&cf, &plan); cfg_free(&cf); }
    sb_free(&plan);
    arena_free(&ar);
  }
  emit_kinfo *ki = calloc((size_t)m->funcs.n + 1, sizeof *ki);
  if (!ki) abort();
  for (int i = 0; i < m->funcs.n; i++) {
    if (!m->funcs.v[i].is_entry || m->funcs.v[i].error) continue;
    strbuf c = {0};
    if (emit_kernel_c(m, i, FILENAME, &c, ki, err, sizeof err)) check_diag(err);
    sb_free(&c);
  }
  for (int i = 0; i < m->funcs.n; i++)
    if (m->funcs.v[i].error) check_diag(m->funcs.v[i].error);
  free(ki);
  ptx_module_free(m);
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
  compile_module(texts, n);
  free(text);
  return 0;
}
