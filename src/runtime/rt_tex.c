/* rt_tex.c: texture and surface objects, and the sampler that emitted code calls through
 * them (hd_tex in heddle_abi.h). The arithmetic follows what an H100 does, measured with
 * tools/texprobe: a linear filter's per-axis weights are 8-bit fixed point (the fraction
 * rounded to 1/256, ties up); a 2D corner's weight, their product, is rounded to 1/256
 * again; the weighted sum is exact, then rounded to float. That reproduces the H100 bit for
 * bit in 1D and in 97-99% of 2D float fetches; 3D, normalized-integer and half-float
 * filtering differ in the last bits (docs/MEASUREMENTS.md). */
#include "rt_tex.h"
#include "rt_mem.h"
#include <math.h>
#include <string.h>

int rt_tex_format_bytes(const struct cudaChannelFormatDesc *d) {
  int b[4] = {d->x, d->y, d->z, d->w}, n = 0, total = 0;
  while (n < 4 && b[n] > 0) n++;
  if (!n) return 0;
  for (int i = 0; i < 4; i++) {
    if (i < n && b[i] != b[0]) return 0; /* all channels the same width */
    if (i >= n && b[i] != 0) return 0; /* no gaps */
  }
  if (b[0] != 8 && b[0] != 16 && b[0] != 32) return 0;
  if (n == 3) return 0; /* three channels: no such texel format */
  if (d->f == cudaChannelFormatKindFloat && b[0] == 8) return 0;
  if (d->f != cudaChannelFormatKindSigned && d->f != cudaChannelFormatKindUnsigned &&
      d->f != cudaChannelFormatKindFloat)
    return 0;
  for (int i = 0; i < n; i++) total += b[i] / 8;
  return total;
}

/* ---- texels ---- */

static float half_to_float(uint16_t h) {
  uint32_t s = (uint32_t)(h & 0x8000) << 16, e = (h >> 10) & 0x1f, m = h & 0x3ff, bits;
  if (e == 0x1f) bits = s | 0x7f800000u | (m << 13);
  else if (e) bits = s | ((e + 112) << 23) | (m << 13);
  else if (!m) bits = s;
  else { /* subnormal: normalize */ e = 113;
    while (!(m & 0x400)) m <<= 1, e--;
    bits = s | (e << 23) | ((m & 0x3ff) << 13);
  }
  float f;
  memcpy(&f, &bits, 4);
  return f;
}

/* sRGB to linear for 8-bit colour channels, as an H200 reads them (texture_srgb.gpu.out):
 * the upper 16 bits of each float. Bf16-precise values, not the sRGB formula rounded: its
 * linear part is steeper (i * 5/16384 up to 12, where the formula's ends at 10). */
static const uint16_t srgb_to_linear[256] = {
    0x0000, 0x39a0, 0x3a20, 0x3a70, 0x3aa0, 0x3ac8, 0x3af0, 0x3b0c, 0x3b20, 0x3b34, 0x3b48, 0x3b5c, 0x3b70, 0x3b84,
    0x3b90, 0x3b9c, 0x3baa, 0x3bb8, 0x3bc6, 0x3bd6, 0x3be6, 0x3bf6, 0x3c03, 0x3c0c, 0x3c16, 0x3c1f, 0x3c29, 0x3c34,
    0x3c3e, 0x3c49, 0x3c55, 0x3c60, 0x3c6c, 0x3c7a, 0x3c83, 0x3c8a, 0x3c91, 0x3c98, 0x3c9f, 0x3ca6, 0x3cae, 0x3cb6,
    0x3cbe, 0x3cc6, 0x3cce, 0x3cd7, 0x3ce0, 0x3ce9, 0x3cf2, 0x3cfc, 0x3d03, 0x3d08, 0x3d0d, 0x3d12, 0x3d17, 0x3d1c,
    0x3d22, 0x3d28, 0x3d2d, 0x3d33, 0x3d39, 0x3d3f, 0x3d45, 0x3d4c, 0x3d52, 0x3d58, 0x3d60, 0x3d66, 0x3d6c, 0x3d74,
    0x3d7a, 0x3d81, 0x3d85, 0x3d88, 0x3d8c, 0x3d90, 0x3d94, 0x3d98, 0x3d9c, 0x3da0, 0x3da4, 0x3da9, 0x3dad, 0x3db1,
    0x3db6, 0x3dba, 0x3dbf, 0x3dc3, 0x3dc8, 0x3dcd, 0x3dd1, 0x3dd6, 0x3ddb, 0x3de0, 0x3de5, 0x3dea, 0x3df0, 0x3df4,
    0x3dfa, 0x3e00, 0x3e02, 0x3e05, 0x3e08, 0x3e0b, 0x3e0e, 0x3e11, 0x3e14, 0x3e17, 0x3e1a, 0x3e1d, 0x3e20, 0x3e23,
    0x3e26, 0x3e29, 0x3e2c, 0x3e30, 0x3e33, 0x3e36, 0x3e3a, 0x3e3d, 0x3e40, 0x3e44, 0x3e47, 0x3e4b, 0x3e4e, 0x3e52,
    0x3e56, 0x3e59, 0x3e5d, 0x3e61, 0x3e65, 0x3e68, 0x3e6c, 0x3e70, 0x3e74, 0x3e78, 0x3e7c, 0x3e80, 0x3e82, 0x3e84,
    0x3e86, 0x3e88, 0x3e8a, 0x3e8d, 0x3e8f, 0x3e91, 0x3e93, 0x3e95, 0x3e98, 0x3e9a, 0x3e9c, 0x3e9e, 0x3ea1, 0x3ea3,
    0x3ea5, 0x3ea8, 0x3eaa, 0x3ead, 0x3eaf, 0x3eb2, 0x3eb4, 0x3eb6, 0x3eb9, 0x3ebc, 0x3ebe, 0x3ec1, 0x3ec3, 0x3ec6,
    0x3ec8, 0x3ecb, 0x3ece, 0x3ed1, 0x3ed3, 0x3ed6, 0x3ed9, 0x3edb, 0x3ede, 0x3ee1, 0x3ee4, 0x3ee7, 0x3eea, 0x3eed,
    0x3ef0, 0x3ef2, 0x3ef6, 0x3ef8, 0x3efc, 0x3efe, 0x3f01, 0x3f02, 0x3f04, 0x3f05, 0x3f07, 0x3f09, 0x3f0a, 0x3f0c,
    0x3f0d, 0x3f0f, 0x3f11, 0x3f12, 0x3f14, 0x3f16, 0x3f17, 0x3f19, 0x3f1b, 0x3f1c, 0x3f1e, 0x3f20, 0x3f21, 0x3f23,
    0x3f25, 0x3f27, 0x3f29, 0x3f2a, 0x3f2c, 0x3f2e, 0x3f30, 0x3f32, 0x3f33, 0x3f35, 0x3f37, 0x3f39, 0x3f3b, 0x3f3d,
    0x3f3f, 0x3f41, 0x3f43, 0x3f45, 0x3f47, 0x3f49, 0x3f4b, 0x3f4d, 0x3f4f, 0x3f51, 0x3f53, 0x3f55, 0x3f57, 0x3f59,
    0x3f5b, 0x3f5d, 0x3f5f, 0x3f61, 0x3f63, 0x3f65, 0x3f68, 0x3f6a, 0x3f6c, 0x3f6e, 0x3f70, 0x3f72, 0x3f74, 0x3f76,
    0x3f7a, 0x3f7c, 0x3f7e, 0x3f80,
};

/* The four channels of the texel at p: floats (as bits) or integers, missing ones 0. */
static void texel(const rt_texobj *t, const unsigned char *p, uint32_t out[4]) {
  int bytes = t->bits[0] / 8;
  for (int c = 0; c < 4; c++) {
    uint32_t v = 0;
    if (c < t->nch) {
      const unsigned char *q = p + c * bytes;
      if (bytes == 1) {
        uint8_t u = q[0];
        if (t->srgb && c < 3 && t->normfloat && t->kind == cudaChannelFormatKindUnsigned)
          v = (uint32_t)srgb_to_linear[u] << 16; /* colour, not alpha */
        else if (t->normfloat) {
          float f = t->kind == cudaChannelFormatKindSigned ? fmaxf((int8_t)u / 127.0f, -1.0f) : u / 255.0f;
          memcpy(&v, &f, 4);
        } else v = t->kind == cudaChannelFormatKindSigned ? (uint32_t)(int32_t)(int8_t)u : u;
      } else if (bytes == 2) {
        uint16_t u;
        memcpy(&u, q, 2);
        if (t->kind == cudaChannelFormatKindFloat) {
          float f = half_to_float(u);
          memcpy(&v, &f, 4);
        } else if (t->normfloat) {
          float f = t->kind == cudaChannelFormatKindSigned ? fmaxf((int16_t)u / 32767.0f, -1.0f) : u / 65535.0f;
          memcpy(&v, &f, 4);
        } else v = t->kind == cudaChannelFormatKindSigned ? (uint32_t)(int32_t)(int16_t)u : u;
      } else memcpy(&v, q, 4);
    }
    out[c] = v;
  }
}

/* An integer coordinate through the address mode; -1: outside (the border, zero). */
static int address(int i, int n, int mode) {
  switch (mode) {
  case cudaAddressModeWrap: return ((i % n) + n) % n;
  case cudaAddressModeMirror: {
    int p = ((i % (2 * n)) + 2 * n) % (2 * n);
    return p < n ? p : 2 * n - 1 - p;
  }
  case cudaAddressModeBorder: return i < 0 || i >= n ? -1 : i;
  default: return i < 0 ? 0 : i >= n ? n - 1 : i;
  }
}

/* Texel (i, j, k) of layer l of view v through address modes am, decoded into out. */
static void fetch(const rt_texobj *t, const rt_texview *v, const int am[3], int l, int i, int j, int k,
                  uint32_t out[4]) {
  int x = address(i, v->w, am[0]), y = address(j, v->h, am[1]), z = address(k, v->d, am[2]);
  if (x < 0 || y < 0 || z < 0) {
    memset(out, 0, 16);
    return;
  }
  texel(t, v->base + (size_t)l * v->lstride + (size_t)z * v->slice + (size_t)y * v->pitch + (size_t)x * t->elem, out);
}

/* Coordinates a geometry takes besides the layer (a cube map's direction has three). */
static int geom_dims(int geom) {
  return geom == HD_TEX_3D || geom == HD_TEX_CUBE || geom == HD_TEX_ACUBE ? 3
      : geom == HD_TEX_2D || geom == HD_TEX_A2D                           ? 2
                                                                          : 1;
}

/* A float coordinate in texels: normalized ones scaled, wrap and mirror applied to them. */
static float texcoord(const rt_texobj *t, float x, int n, int mode) {
  if (!t->norm) return x; /* (wrap and mirror then act as clamp: rt_tex_init) */
  if (mode == cudaAddressModeWrap) x = x - floorf(x);
  else if (mode == cudaAddressModeMirror) {
    float f = floorf(x);
    x = ((long long)f & 1) ? 1.0f - (x - f) : x - f;
  }
  return x * (float)n;
}

/* The lower texel of a linear filter and the upper one's weight in 1/256 steps. */
static int lin_split(float u, int *w8) {
  float ub = u - 0.5f, f = floorf(ub);
  int i = (int)f;
  *w8 = (int)floorf((ub - f) * 256.0f + 0.5f); /* to nearest, halves up */
  if (*w8 == 256) i++, *w8 = 0; /* rounded up to the next texel (a gather reads from there) */
  return i;
}

static float as_float(uint32_t v) {
  float f;
  memcpy(&f, &v, 4);
  return f;
}

/* Cube map direction -> face and coordinates in [0,1] on it. */
static int cube_face(float x, float y, float z, float *s, float *tt) {
  float ax = fabsf(x), ay = fabsf(y), az = fabsf(z), m, sc, tc;
  int face;
  if (ax >= ay && ax >= az) {
    face = x >= 0 ? 0 : 1, m = ax, sc = x >= 0 ? -z : z, tc = -y;
  } else if (ay >= az) {
    face = y >= 0 ? 2 : 3, m = ay, sc = x, tc = y >= 0 ? z : -z;
  } else {
    face = z >= 0 ? 4 : 5, m = az, sc = z >= 0 ? x : -x, tc = -y;
  }
  *s = (sc / m + 1.0f) * 0.5f;
  *tt = (tc / m + 1.0f) * 0.5f;
  return face;
}

/* A fetch or filtered sample of one level (view v) into out; with mix, also its share of a
 * blend of two levels (mw/256 of its exact value) added to mix. An H200's trilinear
 * results are within 0.031 of such a blend on values up to 400, not bit-identical
 * (docs/MEASUREMENTS.md). */
static void sample_view(const rt_texobj *t, const rt_texview *v, uint32_t op, const uint32_t *c, uint32_t *out, int mw,
                        double *mix) {
  int geom = op & HD_TEX_GEOM, layer = 0, dims = geom_dims(geom);
  float u[3] = {0, 0, 0};
  const uint32_t *cc = c;
  if (hd_tex_layered((uint32_t)geom)) {
    layer = (int32_t)c[0];
    cc = c + 1;
  }
  int nl = v->layers;
  if (geom == HD_TEX_CUBE || geom == HD_TEX_ACUBE) nl /= 6;
  if ((unsigned)layer >= (unsigned)nl) layer = nl - 1; /* unsigned: -1 is the last layer */
  const int *am = t->addr;
  if (op & HD_TEX_INTCOORD) { /* texel indices */
    int i = (int32_t)cc[0], j = dims > 1 ? (int32_t)cc[1] : 0, k = dims > 2 ? (int32_t)cc[2] : 0;
    if (t->linear && (i < 0 || i >= v->w)) {
      memset(out, 0, 16);
      return;
    }
    fetch(t, v, am, layer, i, j, k, out);
    return;
  }
  int n[3] = {v->w, v->h, v->d};
  if (geom == HD_TEX_CUBE || geom == HD_TEX_ACUBE) {
    float s, tt;
    int face = cube_face(as_float(cc[0]), as_float(cc[1]), as_float(cc[2]), &s, &tt);
    layer = layer * 6 + face;
    u[0] = s * (float)v->w;
    u[1] = tt * (float)v->h;
    dims = 2;
    static const int face_clamp[3] = {cudaAddressModeClamp, cudaAddressModeClamp, cudaAddressModeClamp};
    am = face_clamp; /* cube faces clamp at their edges */
  } else {
    for (int a = 0; a < dims; a++) u[a] = texcoord(t, as_float(cc[a]), n[a], am[a]);
  }
  if (op & HD_TEX_GATHER) { /* tld4: one component of the four texels a linear filter reads */
    int comp = (op >> HD_TEX_COMP_SHIFT) & 3, wx, wy;
    int i = lin_split(u[0], &wx), j = lin_split(u[1], &wy);
    int at[4][2] = {{i, j + 1}, {i + 1, j + 1}, {i + 1, j}, {i, j}};
    for (int q = 0; q < 4; q++) {
      uint32_t tx[4];
      fetch(t, v, am, layer, at[q][0], at[q][1], 0, tx);
      out[q] = tx[comp];
    }
    return;
  }
  if (!t->linfilter) {
    int i[3] = {0, 0, 0};
    for (int a = 0; a < dims; a++) i[a] = (int)floorf(u[a]);
    fetch(t, v, am, layer, i[0], i[1], i[2], out);
    for (int k = 0; mix && k < 4; k++) mix[k] += mw / 256.0 * as_float(out[k]);
    return;
  }
  int i0[3] = {0, 0, 0}, w8[3] = {0, 0, 0};
  for (int a = 0; a < dims; a++) i0[a] = lin_split(u[a], &w8[a]);
  /* Each corner's weight is the product of its axes' 8-bit weights, itself rounded to
   * 1/256 (to nearest, ties to even); the weighted sum is exact, then rounded to float. */
  double acc[4] = {0, 0, 0, 0};
  for (int corner = 0; corner < (1 << dims); corner++) {
    int prod = 1, idx[3];
    for (int a = 0; a < 3; a++) {
      int up = (corner >> a) & 1;
      idx[a] = i0[a] + up;
      if (a < dims) prod *= up ? w8[a] : 256 - w8[a];
    }
    double wgt = nearbyint(ldexp(prod, -8 * (dims - 1))) / 256.0;
    if (wgt == 0) continue;
    uint32_t tx[4];
    fetch(t, v, am, layer, idx[0], idx[1], idx[2], tx);
    for (int k = 0; k < 4; k++) acc[k] += wgt * as_float(tx[k]);
  }
  for (int k = 0; k < 4; k++) {
    float f = (float)acc[k];
    memcpy(&out[k], &f, 4);
    if (mix) mix[k] += acc[k] * mw / 256.0;
  }
}

/* The level to sample, in 1/256 steps, as an H200 computes it (docs/MEASUREMENTS.md): the
 * level of tex.level, or from tex.grad's gradients log2 of the longer one's length in
 * level-0 texels (a length approximated as the largest component plus 11/32 of the others,
 * rounded up: within 1/256 of the GPU's for gradients along an axis); each of it and the
 * bias truncated to 1/256 and added, then clamped to the descriptor's range and the levels. */
static int mip_q(const rt_texobj *t, uint32_t op, const float *x) {
  int q = 0;
  if (op & HD_TEX_LEVEL) q = (int)fmaxf(fminf(floorf(x[0] * 256.0f), 1e6f), -1e6f);
  else if (op & HD_TEX_GRAD) {
    int dims = geom_dims((int)(op & HD_TEX_GEOM)), n[3] = {t->lv[0].w, t->lv[0].h, t->lv[0].d};
    float len = 0;
    for (int g = 0; g < 2; g++) {
      float big = 0, rest = 0;
      for (int a = 0; a < dims; a++) {
        float d = fabsf(x[4 * g + a]) * (t->norm ? (float)n[a] : 1.0f);
        if (d > big) rest += big, big = d;
        else rest += d;
      }
      float l = big + rest * (11.0f / 32.0f);
      if (l > len) len = l;
    }
    q = len > 0 ? (int)fmaxf(fminf(ceilf(log2f(len) * 256.0f), 1e6f), -1e6f) : -1000000;
  }
  q += t->q_bias;
  q = q < t->q_min ? t->q_min : q > t->q_max ? t->q_max : q;
  return q < 0 ? 0 : q > (t->nlev - 1) * 256 ? (t->nlev - 1) * 256 : q;
}

static void sample(const hd_tex *h, uint32_t op, const uint32_t *c, const float *x, uint32_t *out) {
  const rt_texobj *t = (const rt_texobj *)h;
  if (t->nlev == 1 || (op & (HD_TEX_INTCOORD | HD_TEX_GATHER))) { /* fetches and gathers read level 0 */
    sample_view(t, &t->lv[0], op, c, out, 0, NULL);
    return;
  }
  int q = mip_q(t, op, x), l = q >> 8, w = q & 255;
  int blend = t->mip_linear && w && (t->kind == cudaChannelFormatKindFloat || t->normfloat);
  if (!blend) { /* the nearest level (halves up), or the lower one */
    sample_view(t, &t->lv[t->mip_linear ? l : (q + 128) >> 8], op, c, out, 0, NULL);
    return;
  }
  double mix[4] = {0, 0, 0, 0};
  sample_view(t, &t->lv[l], op, c, out, 256 - w, mix);
  sample_view(t, &t->lv[l + 1], op, c, out, w, mix);
  for (int k = 0; k < 4; k++) { /* the weighted sum, exact, rounded once */
    float f = (float)mix[k];
    memcpy(&out[k], &f, 4);
  }
}

/* ---- surfaces ---- */

static int surf(const hd_tex *h, uint32_t op, const int32_t *c, void *data) {
  const rt_texobj *t = (const rt_texobj *)h;
  const rt_texview *v = &t->lv[0];
  int geom = op & HD_TEX_GEOM, mode = op & HD_SURF_MODE, bytes = (int)(op >> HD_SURF_BYTES_SHIFT);
  int layer = 0;
  const int32_t *cc = c;
  if (hd_tex_layered((uint32_t)geom)) {
    layer = c[0];
    cc = c + 1;
  }
  int dims = geom_dims(geom);
  long long x = cc[0], y = dims > 1 ? cc[1] : 0, z = dims > 2 ? cc[2] : 0;
  long long wb = (long long)v->w * t->elem;
  int out = x < 0 || x + bytes > wb || y < 0 || y >= v->h || z < 0 || z >= v->d || layer < 0 || layer >= v->layers;
  if (out) {
    if (mode == HD_SURF_TRAP) return 1;
    if (mode == HD_SURF_ZERO) {
      if (!(op & HD_SURF_STORE)) memset(data, 0, (size_t)bytes);
      return 0;
    }
    x = x < 0 ? 0 : x + bytes > wb ? (wb - bytes) / t->elem * t->elem : x;
    y = y < 0 ? 0 : y >= v->h ? v->h - 1 : y;
    z = z < 0 ? 0 : z >= v->d ? v->d - 1 : z;
    layer = layer < 0 ? 0 : layer >= v->layers ? v->layers - 1 : layer;
  }
  unsigned char *p = (unsigned char *)v->base + (size_t)layer * v->lstride + (size_t)z * v->slice +
      (size_t)y * v->pitch + (size_t)x;
  if (op & HD_SURF_STORE) memcpy(p, data, (size_t)bytes);
  else memcpy(data, p, (size_t)bytes);
  return 0;
}

/* ---- objects ---- */

static void set_format(rt_texobj *t, const struct cudaChannelFormatDesc *d) {
  int b[4] = {d->x, d->y, d->z, d->w};
  t->kind = d->f;
  t->nch = 0;
  while (t->nch < 4 && b[t->nch] > 0) t->nch++;
  memcpy(t->bits, b, sizeof b);
  t->elem = rt_tex_format_bytes(d);
}

/* View v of a CUDA array. */
static void array_view(rt_texview *v, const rt_array *a) {
  v->base = a->data;
  v->pitch = a->pitch;
  v->slice = a->slice;
  v->w = (int)a->w;
  v->h = (int)a->h;
  if (a->flags & (cudaArrayLayered | cudaArrayCubemap)) {
    v->layers = (int)a->d;
    v->lstride = a->slice;
  } else v->d = (int)a->d;
}

/* A level, bias or clamp in 1/256 steps, truncated as the GPU does (and kept in range). */
static int q256(float x) { return (int)fmaxf(fminf(floorf(x * 256.0f), 1e6f), -1e6f); }

cudaError_t rt_tex_init(rt_texobj *t, const struct cudaResourceDesc *rd, const struct cudaTextureDesc *td,
                        const void *const *arrp, int nlev, int surface) {
  memset(t, 0, sizeof *t);
  t->abi.sample = sample;
  t->abi.surf = surf;
  t->surface = surface;
  t->res = *rd;
  if (td) t->td = *td;
  t->nlev = 1;
  for (int l = 0; l < RT_MIP_MAXLEV; l++) t->lv[l].h = t->lv[l].d = t->lv[l].layers = 1;
  if (!surface) {
    for (int a = 0; a < 3; a++)
      if ((unsigned)td->addressMode[a] > cudaAddressModeBorder) return cudaErrorInvalidValue;
    if ((unsigned)td->filterMode > cudaFilterModeLinear || (unsigned)td->readMode > cudaReadModeNormalizedFloat)
      return cudaErrorInvalidValue;
  }
  const struct cudaChannelFormatDesc *fmt;
  switch (rd->resType) {
  case cudaResourceTypeArray:
  case cudaResourceTypeMipmappedArray: {
    const rt_array *a = arrp[0];
    fmt = &a->desc;
    set_format(t, fmt);
    t->nlev = nlev;
    for (int l = 0; l < nlev; l++) array_view(&t->lv[l], arrp[l]);
    break;
  }
  case cudaResourceTypeLinear:
    if (surface) return cudaErrorInvalidValue;
    fmt = &rd->res.linear.desc;
    set_format(t, fmt);
    if (!t->elem) return cudaErrorInvalidChannelDescriptor;
    if (!rd->res.linear.devPtr || ((uintptr_t)rd->res.linear.devPtr & 511)) return cudaErrorInvalidValue;
    if (rd->res.linear.sizeInBytes / (size_t)t->elem > ((size_t)1 << 28)) return cudaErrorInvalidValue;
    t->lv[0].base = rd->res.linear.devPtr;
    t->lv[0].w = (int)(rd->res.linear.sizeInBytes / (size_t)t->elem);
    t->linear = 1;
    break;
  case cudaResourceTypePitch2D:
    if (surface) return cudaErrorInvalidValue;
    fmt = &rd->res.pitch2D.desc;
    set_format(t, fmt);
    if (!t->elem) return cudaErrorInvalidChannelDescriptor;
    if (!rd->res.pitch2D.devPtr || ((uintptr_t)rd->res.pitch2D.devPtr & 511) || (rd->res.pitch2D.pitchInBytes & 31))
      return cudaErrorInvalidValue;
    t->lv[0].base = rd->res.pitch2D.devPtr;
    t->lv[0].w = (int)rd->res.pitch2D.width;
    t->lv[0].h = (int)rd->res.pitch2D.height;
    t->lv[0].pitch = rd->res.pitch2D.pitchInBytes;
    if (t->lv[0].w < 1) t->lv[0].w = 1;
    if (t->lv[0].h < 1) t->lv[0].h = 1;
    break;
  default: return cudaErrorInvalidValue;
  }
  if (!surface) {
    t->norm = td->normalizedCoords != 0;
    t->mip_linear = td->mipmapFilterMode == cudaFilterModeLinear;
    t->q_bias = q256(td->mipmapLevelBias);
    t->q_min = q256(td->minMipmapLevelClamp);
    t->q_max = q256(td->maxMipmapLevelClamp);
    t->linfilter = td->filterMode == cudaFilterModeLinear;
    for (int a = 0; a < 3; a++) { /* wrap and mirror need normalized coordinates: else the GPU clamps */
      t->addr[a] = td->addressMode[a];
      if (!t->norm && (t->addr[a] == cudaAddressModeWrap || t->addr[a] == cudaAddressModeMirror))
        t->addr[a] = cudaAddressModeClamp;
    }
    int integer = fmt->f != cudaChannelFormatKindFloat;
    if (integer && td->readMode == cudaReadModeNormalizedFloat && t->bits[0] == 32) return cudaErrorInvalidNormSetting;
    t->normfloat = integer && td->readMode == cudaReadModeNormalizedFloat;
    t->srgb = td->sRGB != 0;
    if (td->filterMode == cudaFilterModeLinear && integer && !t->normfloat) return cudaErrorInvalidFilterSetting;
  }
  return cudaSuccess;
}
