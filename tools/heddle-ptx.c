/* heddle-ptx: the compiler alone, for debugging and golden tests.
 *   heddle-ptx [--plan] FILE.ptx      prints the emitted C (or the analysis plan)
 * Exit status 1 with "file:line: error: ..." on bad input. */
#include "ptx.h"
#include "cfg.h"
#include "emit.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *slurp(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *s = malloc((size_t)n + 1);
  if (s && fread(s, 1, (size_t)n, f) != (size_t)n) { free(s); s = NULL; }
  if (s) s[n] = 0;
  fclose(f);
  return s;
}

int main(int argc, char **argv) {
  int plan = argc > 2 && !strcmp(argv[1], "--plan");
  const char *path = argv[argc - 1];
  if (argc < 2) { fprintf(stderr, "usage: heddle-ptx [--plan] file.ptx\n"); return 2; }
  char *text = slurp(path);
  if (!text) { fprintf(stderr, "heddle-ptx: cannot read %s\n", path); return 2; }
  char err[1024];
  ptx_module *m = ptx_parse(text, path, err, sizeof err);
  if (!m) { fprintf(stderr, "%s\n", err); free(text); return 1; }
  int rc = 0;
  if (plan) {
    for (int i = 0; i < m->funcs.n; i++) {
      if (!m->funcs.v[i].is_entry) continue;
      arena ar = {0};
      cfg_func cf;
      strbuf o = {0};
      if (cfg_build(&cf, m, &m->funcs.v[i], &ar, err, sizeof err)) {   /* as emit.c reports it */
        fprintf(stderr, "%s:%d: error: %s (in kernel %s)\n", path, m->funcs.v[i].line, err, m->funcs.v[i].name);
        rc = 1;
      }
      else { cfg_dump(&cf, &o); printf("kernel %s\n%s", m->funcs.v[i].name, o.p ? o.p : ""); cfg_free(&cf); }
      sb_free(&o);
      arena_free(&ar);
    }
  } else {
    strbuf o = {0};
    emit_kinfo *ki = calloc((size_t)m->funcs.n + 1, sizeof *ki);
    if (emit_module(m, path, &o, ki, err, sizeof err)) { fprintf(stderr, "%s\n", err); rc = 1; }
    else fputs(o.p, stdout);
    for (int i = 0; i < m->funcs.n; i++)   /* functions heddle cannot run, in source order */
      if (m->funcs.v[i].error && !(i && m->funcs.v[i].error == m->funcs.v[i - 1].error)) { fprintf(stderr, "%s\n", m->funcs.v[i].error); rc = 1; }
    free(ki);
    sb_free(&o);
  }
  ptx_module_free(m);
  free(text);
  return rc;
}
