/* ptxcheck.c: list the PTX that an ELF executable or object carries, read with src/runtime/fatbin.c
 * from its .nv_fatbin and __nv_relfatbin (-rdc) sections (cuobjdump is not installed here).
 * usage: ptxcheck FILE  -> "ptx N archs A,B,..." ; exit 1 when there is none or on error. */
#include <elf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "fatbin.h"

static char *slurp(const char *path, size_t *size) {
  FILE *f = fopen(path, "rb");
  char *buf = NULL;
  long n;
  if (!f) return NULL;
  if (fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) > 0 && fseek(f, 0, SEEK_SET) == 0 && (buf = malloc((size_t)n)) &&
      fread(buf, 1, (size_t)n, f) == (size_t)n)
    *size = (size_t)n;
  else {
    free(buf);
    buf = NULL;
  }
  fclose(f);
  return buf;
}

int main(int argc, char **argv) {
  size_t size = 0;
  char *img = argc == 2 ? slurp(argv[1], &size) : NULL;
  if (!img || size < sizeof(Elf64_Ehdr) || memcmp(img, ELFMAG, SELFMAG)) {
    fprintf(stderr, "ptxcheck: cannot read an ELF file\n");
    return 2;
  }
  Elf64_Ehdr *eh = (Elf64_Ehdr *)img;
  if (eh->e_shoff + (size_t)eh->e_shnum * sizeof(Elf64_Shdr) > size || eh->e_shstrndx >= eh->e_shnum) return 2;
  Elf64_Shdr *sh = (Elf64_Shdr *)(img + eh->e_shoff);
  const char *names = img + sh[eh->e_shstrndx].sh_offset;
  int total = 0;
  char archs[512] = "";
  for (int i = 0; i < eh->e_shnum; i++) {
    const char *name = names + sh[i].sh_name;
    if ((strcmp(name, ".nv_fatbin") && strcmp(name, "__nv_relfatbin")) || sh[i].sh_type == SHT_NOBITS) continue;
    if (sh[i].sh_offset + sh[i].sh_size > size) return 2;
    fatbin_ptx *p;
    char err[512];
    int n = fatbin_extract_ptx_image(img + sh[i].sh_offset, sh[i].sh_size, &p, err, sizeof err);
    if (n < 0) {
      printf("%s: %s\n", name, err);
      continue;
    }
    for (int k = 0; k < n; k++) {
      if (!strstr(p[k].text, ".entry") && !strstr(p[k].text, ".func")) continue;
      size_t l = strlen(archs);
      snprintf(archs + l, sizeof archs - l, "%s%u", l ? "," : "", p[k].arch);
      total++;
    }
    fatbin_free(p, n);
  }
  printf("ptx %d archs %s\n", total, archs);
  free(img);
  return total == 0;
}
