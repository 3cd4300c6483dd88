/* rt_tex.h: texture and surface objects and the sampler emitted code calls through them
 * (rt_tex.c). An object is a view of its resource (linear memory, pitched 2D memory or a
 * CUDA array) plus the texture descriptor's settings, made once when it is created. */
#ifndef HEDDLE_RT_TEX_H
#define HEDDLE_RT_TEX_H
#include <stddef.h>
#include <cuda_runtime_api.h>
#include "heddle_abi.h"
#include "rt_mem.h"

/* A view of one level: texel (x, y, z) of layer (or cube face) l is at
 * base + l * lstride + z * slice + y * pitch + x * elem */
typedef struct rt_texview {
  const unsigned char *base;
  size_t pitch, slice, lstride;
  int w, h, d, layers; /* h, d, layers are at least 1 */
} rt_texview;

typedef struct rt_texobj {
  hd_tex abi; /* first: the handle is the object's address */
  int surface; /* a surface object */
  struct cudaResourceDesc res; /* as created, for cudaGet*ObjectResourceDesc */
  struct cudaTextureDesc td;
  int nlev; /* 1, or a mipmapped array's levels */
  rt_texview lv[RT_MIP_MAXLEV]; /* lv[0]: the resource, or level 0 */
  int mip_linear, q_bias, q_min, q_max; /* the mipmap filter; bias and clamps in 1/256 levels */
  int linear; /* a linear-memory resource: indices outside it read zero */
  int kind, nch, bits[4], elem; /* the channel format: cudaChannelFormatKind, channels, bytes */
  int normfloat; /* integers read as floats in [0,1] / [-1,1] */
  int srgb; /* 8-bit unsigned colour channels read through the sRGB curve */
  int addr[3], linfilter, norm; /* the sampler's address modes, filter and coordinates */
} rt_texobj;

/* Fills t from a resource and (for textures) a texture descriptor with the GPU's checks;
 * the arrays behind an array resource are already validated (arr: its rt_array; for a
 * mipmapped array, its nlev levels' rt_arrays). */
cudaError_t rt_tex_init(rt_texobj *t, const struct cudaResourceDesc *rd, const struct cudaTextureDesc *td,
                        const void *const *arr, int nlev, int surface);
/* Bytes per element of a channel format, or 0 if no CUDA array or texture can have it. */
int rt_tex_format_bytes(const struct cudaChannelFormatDesc *d);
#endif
