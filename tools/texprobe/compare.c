/* compare.c: heddle's sampler (src/runtime/rt_tex.c, compiled in) against a GPU's results
 * dumped by texprobe.cu: per configuration, how many fetches differ and by how much.
 *   nvcc -arch=sm_90 -o texprobe tools/texprobe/texprobe.cu && ./texprobe DIR   (on a GPU)
 *   cc -O1 -Iinclude -I$CUDA_HOME/include -o compare tools/texprobe/compare.c -lm
 *   TEXPROBE_DIR=DIR ./compare [N shown per configuration] [name filter] */
#include "dump.h"
#include "../../src/runtime/rt_tex.c"
int main(int argc, char **argv) {
  static Cfg cf[100];
  int n = load(cf, 100);
  int verbose = argc > 1 ? atoi(argv[1]) : 3;
  const char *only = argc > 2 ? argv[2] : NULL;
  for (int k = 0; k < n; k++) {
    Cfg *c = &cf[k];
    Hdr *h = &c->h;
    if (only && !strstr(h->name, only)) continue;
    struct cudaChannelFormatDesc fd = {h->bits[0], h->bits[1], h->bits[2], h->bits[3],
                                       (enum cudaChannelFormatKind)h->fmt_kind};
    size_t elem = rt_tex_format_bytes(&fd);
    rt_array a;
    memset(&a, 0, sizeof a);
    a.desc = fd;
    a.elem = elem;
    a.w = h->w;
    a.h = h->h ? h->h : 1;
    int L = h->layers ? h->layers : 1;
    a.d = h->cube ? 6 * L : h->layers ? h->layers : (h->d ? h->d : 1);
    a.flags = (h->layers ? cudaArrayLayered : 0) | (h->cube ? cudaArrayCubemap : 0);
    a.pitch = a.w * elem;
    a.slice = a.pitch * a.h;
    a.data = c->data;
    struct cudaResourceDesc rd;
    memset(&rd, 0, sizeof rd);
    void *lin = NULL;
    if (h->fetch == F1DFETCH) { /* linear textures start 512-aligned */
      lin = aligned_alloc(512, ((size_t)h->nbytes + 511) & ~(size_t)511);
      memcpy(lin, c->data, (size_t)h->nbytes);
      rd.resType = cudaResourceTypeLinear;
      rd.res.linear.devPtr = lin;
      rd.res.linear.desc = fd;
      rd.res.linear.sizeInBytes = h->nbytes;
    } else {
      rd.resType = cudaResourceTypeArray;
      rd.res.array.array = (cudaArray_t)&a;
    }
    struct cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    for (int i = 0; i < 3; i++) td.addressMode[i] = h->addr[i];
    td.filterMode = h->filter;
    td.readMode = h->readmode;
    td.normalizedCoords = h->norm;
    rt_texobj t;
    cudaError_t e = rt_tex_init(&t, &rd, &td, &a, 0);
    if (e) {
      printf("%s: init error %d\n", h->name, e);
      continue;
    }
    int geomof[] = {HD_TEX_1D, HD_TEX_2D, HD_TEX_3D, HD_TEX_A1D, HD_TEX_A2D, HD_TEX_CUBE, HD_TEX_ACUBE,
                    HD_TEX_2D, HD_TEX_2D, HD_TEX_2D, HD_TEX_2D,  HD_TEX_2D,  HD_TEX_2D,   HD_TEX_1D};
    int bad = 0;
    double maxd = 0;
    for (int i = 0; i < h->n; i++) {
      uint32_t cw[4], out[4];
      float *cf4 = c->c[i];
      uint32_t op = geomof[h->fetch];
      int layer;
      memcpy(&layer, &cf4[3], 4);
      if (h->fetch == F1DFETCH) {
        op |= HD_TEX_INTCOORD;
        cw[0] = layer;
      } else if (hd_tex_layered(op)) {
        cw[0] = layer;
        memcpy(&cw[1], cf4, 12);
      } else memcpy(cw, cf4, 16);
      if (h->fetch >= FG0 && h->fetch <= FG3) op |= HD_TEX_GATHER | ((h->fetch - FG0) << HD_TEX_COMP_SHIFT);
      float x[4] = {cf4[2], 0, 0, cf4[2]};
      t.abi.sample(&t.abi, op, cw, x, out);
      if (memcmp(out, c->r[i], 16)) {
        for (int q = 0; q < 4; q++) {
          float a1, b1;
          memcpy(&a1, &out[q], 4);
          memcpy(&b1, &c->r[i][q], 4);
          if (h->rclass == 0 && fabs(a1 - b1) > maxd) maxd = fabs(a1 - b1);
        }
        if (bad++ < verbose) {
          printf("  %s #%d c=(%a %a %a L%d) got %08x %08x %08x %08x gpu %08x %08x %08x %08x\n", h->name, i, cf4[0],
                 cf4[1], cf4[2], layer, out[0], out[1], out[2], out[3], c->r[i][0], c->r[i][1], c->r[i][2], c->r[i][3]);
        }
      }
    }
    printf("%-16s %5d / %5d mismatches  maxdiff %g\n", h->name, bad, h->n, maxd);
    free(lin);
  }
}
