/* dump.h: reads the dump texprobe.cu writes (tex0.bin, tex1.bin in $TEXPROBE_DIR or the
 * current directory): per configuration a header, the texels, the coordinates and the
 * GPU's raw results. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <math.h>
enum { F1D, F2D, F3D, FA1D, FA2D, FCUBE, FACUBE, FG0, FG1, FG2, FG3, FLOD, FGRAD, F1DFETCH };
typedef struct {
  char name[16];
  int fmt_kind, bits[4], w, h, d, layers, cube, filter, addr[3], norm, readmode, fetch, rclass, n, nbytes;
} Hdr;
typedef struct {
  Hdr h;
  unsigned char *data;
  float (*c)[4];
  uint32_t (*r)[4];
} Cfg;
static int load(Cfg *out, int max) {
  int k = 0;
  for (int part = 0; part < 2; part++) {
    const char *dir = getenv("TEXPROBE_DIR");
    char nm[4096];
    snprintf(nm, sizeof nm, "%s/tex%d.bin", dir ? dir : ".", part);
    FILE *f = fopen(nm, "rb");
    if (!f) {
      if (!part) {
        fprintf(stderr, "cannot open %s\n", nm);
        exit(2);
      }
      break;
    }
    Hdr h;
    while (fread(&h, sizeof h, 1, f) == 1) {
      Cfg *c = &out[k++];
      c->h = h;
      c->data = malloc(h.nbytes);
      fread(c->data, 1, h.nbytes, f);
      c->c = malloc(16 * h.n);
      fread(c->c, 16, h.n, f);
      c->r = malloc(16 * h.n);
      fread(c->r, 16, h.n, f);
    }
    fclose(f);
  }
  return k;
}
