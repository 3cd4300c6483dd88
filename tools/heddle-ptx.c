/* heddle-ptx: the compiler alone, for debugging and golden tests.
 *   heddle-ptx [--plan] [--twice] FILE.ptx   prints the emitted C (or the analysis plan);
 *   --twice compiles each kernel again and fails if the C differs
 * Exit status 1 with "file:line: error: ..." on bad input. */
#include "compile.h"
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
  if (s && fread(s, 1, (size_t)n, f) != (size_t)n) {
    free(s);
    s = NULL;
  }
  if (s) s[n] = 0;
  fclose(f);
  return s;
}

/* Every kernel of the module, in order: its plan, or its C (the prelude once). With
 * twice, each kernel is compiled a second time and must give the same C. */
static int compile_all(compile_module *cm, const char *path, int plan, int twice) {
  int rc = 0, first = 1;
  char err[1024];
  for (int k = 0; k < compile_nfuncs(cm); k++) {
    const char *name = compile_kernel_name(cm, k);
    if (!name) continue;
    strbuf o = {0}, o2 = {0};
    compile_kernel d, d2;
    if (plan) {
      if (compile_plan_dump(cm, k, path, &o, err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        rc = 1;
      } else printf("kernel %s\n%s", name, o.p ? o.p : "");
    } else if (compile_kernel_c(cm, k, path, &o, &d, err, sizeof err)) {
      fprintf(stderr, "%s\n", err);
      rc = 1;
    } else {
      /* the prelude heads every kernel's C; print it once */
      size_t skip = first ? 0 : strlen(compile_prelude());
      fputs(o.p + skip, stdout);
      first = 0;
      if (twice) {
        if (compile_kernel_c(cm, k, path, &o2, &d2, err, sizeof err) || strcmp(o.p, o2.p)) {
          fprintf(stderr, "%s: kernel %s: a second compilation gave different C\n", path, name);
          rc = 1;
        } else compile_kernel_free(&d2);
      }
      compile_kernel_free(&d);
    }
    sb_free(&o);
    sb_free(&o2);
  }
  return rc;
}

int main(int argc, char **argv) {
  int plan = 0, twice = 0, a = 1;
  for (; a < argc - 1; a++) {
    if (!strcmp(argv[a], "--plan")) plan = 1;
    else if (!strcmp(argv[a], "--twice")) twice = 1;
    else break;
  }
  if (argc < 2 || a != argc - 1) {
    fprintf(stderr, "usage: heddle-ptx [--plan] [--twice] file.ptx\n");
    return 2;
  }
  const char *path = argv[a];
  char *text = slurp(path);
  if (!text) {
    fprintf(stderr, "heddle-ptx: cannot read %s\n", path);
    return 2;
  }
  char err[1024];
  compile_module *cm = compile_module_new();
  if (!cm || compile_module_add(cm, text, path, err, sizeof err)) {
    fprintf(stderr, "%s\n", err);
    compile_module_free(cm);
    free(text);
    return 1;
  }
  int rc = compile_all(cm, path, plan, twice);
  compile_module_free(cm);
  free(text);
  return rc;
}
