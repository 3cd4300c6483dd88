/* cuda_texture.c: CUDA arrays, copies into and out of them, texture and surface objects.
 * The error codes are the H100's for the same calls (tests/cuda/texture_api.cu). */
#include "cuda_api.h"
#include "rt_tex.h"
#include <stdlib.h>
#include <string.h>

/* ---- arrays ---- */

/* Whether an array of this extent and these flags fits the device's texture limits. */
static int extent_ok(struct cudaExtent x, unsigned flags) {
  const struct cudaDeviceProp *p = rt_device_props_ref();
  size_t w = x.width, h = x.height, d = x.depth;
  if (!w) return 0;
  if (flags & cudaArrayCubemap) {
    if (w != h) return 0;
    if (flags & cudaArrayLayered)
      return w <= (size_t)p->maxTextureCubemapLayered[0] && d && d % 6 == 0 &&
          d / 6 <= (size_t)p->maxTextureCubemapLayered[1];
    return w <= (size_t)p->maxTextureCubemap && d == 6;
  }
  if (flags & cudaArrayLayered) {
    if (!h) return w <= (size_t)p->maxTexture1DLayered[0] && d && d <= (size_t)p->maxTexture1DLayered[1];
    return w <= (size_t)p->maxTexture2DLayered[0] && h <= (size_t)p->maxTexture2DLayered[1] && d &&
        d <= (size_t)p->maxTexture2DLayered[2];
  }
  if (d)
    return h && w <= (size_t)p->maxTexture3D[0] && h <= (size_t)p->maxTexture3D[1] && d <= (size_t)p->maxTexture3D[2];
  if (h) return w <= (size_t)p->maxTexture2D[0] && h <= (size_t)p->maxTexture2D[1];
  return w <= (size_t)p->maxTexture1D;
}

/* The checks of an array's format, extent and flags; its bytes per element in *elem. */
static cudaError_t array_args(const struct cudaChannelFormatDesc *desc, struct cudaExtent extent, unsigned flags,
                              int *elem) {
  *elem = rt_tex_format_bytes(desc);
  if (!*elem) return cudaErrorInvalidChannelDescriptor;
  unsigned known = cudaArrayLayered | cudaArraySurfaceLoadStore | cudaArrayCubemap | cudaArrayTextureGather;
  return (flags & ~known) || !extent_ok(extent, flags) ? cudaErrorInvalidValue : cudaSuccess;
}

cudaError_t cudaMalloc3DArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc, struct cudaExtent extent,
                              unsigned int flags) {
  RETURN_IF_STICKY();
  RETURN_IF_CAPTURE_FORBIDS(NULL, 1);
  if (!array || !desc) return rt_err_set(cudaErrorInvalidValue);
  int elem;
  cudaError_t bad = array_args(desc, extent, flags, &elem);
  if (bad != cudaSuccess) return rt_err_set(bad);
  rt_array *a;
  cudaError_t e = rt_array_alloc(&a, desc, extent, flags, (size_t)elem);
  if (e != cudaSuccess) return rt_err_set(e);
  *array = (cudaArray_t)a;
  return cudaSuccess;
}

cudaError_t cudaMallocArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc, size_t width, size_t height,
                            unsigned int flags) {
  return cudaMalloc3DArray(array, desc, (struct cudaExtent){width, height, 0}, flags);
}

cudaError_t cudaFreeArray(cudaArray_t array) {
  RETURN_IF_STICKY();
  if (!array) return cudaSuccess;
  const rt_array *a = rt_array_get(array);
  if (!a) return rt_err_set(cudaErrorInvalidResourceHandle);
  if (a->mip_level) return cudaSuccess; /* as an H200 answers; the level goes with its mipmap */
  return rt_err_set(rt_free_sync(array, RT_MEM_ARRAY)); /* after the kernels that may read it */
}

/* Mipmapped arrays: level l is a CUDA array of its own (cudaGetMipmappedArrayLevel), each
 * extent halved l times (at least 1; layers and cube faces stay), as on an H200. */
cudaError_t cudaMallocMipmappedArray(cudaMipmappedArray_t *mipmappedArray, const struct cudaChannelFormatDesc *desc,
                                     struct cudaExtent extent, unsigned int numLevels, unsigned int flags) {
  RETURN_IF_STICKY();
  RETURN_IF_CAPTURE_FORBIDS(NULL, 1);
  if (!mipmappedArray || !desc) return rt_err_set(cudaErrorInvalidValue);
  int elem;
  cudaError_t bad = array_args(desc, extent, flags, &elem);
  if (bad != cudaSuccess) return rt_err_set(bad);
  rt_mipmap *m;
  cudaError_t e = rt_mipmap_alloc(&m, desc, extent, flags, (size_t)elem, numLevels > 64 ? 64 : (int)numLevels);
  if (e != cudaSuccess) return rt_err_set(e);
  *mipmappedArray = (cudaMipmappedArray_t)m;
  return cudaSuccess;
}

cudaError_t cudaGetMipmappedArrayLevel(cudaArray_t *levelArray, cudaMipmappedArray_const_t mipmappedArray,
                                       unsigned int level) {
  RETURN_IF_STICKY();
  if (!levelArray) return rt_err_set(cudaErrorInvalidValue);
  const rt_mipmap *m = rt_mipmap_get(mipmappedArray);
  if (!m) return rt_err_set(cudaErrorInvalidResourceHandle);
  if (level >= (unsigned)m->nlev) return rt_err_set(cudaErrorInvalidValue);
  *levelArray = (cudaArray_t)m->lev[level];
  return cudaSuccess;
}

cudaError_t cudaFreeMipmappedArray(cudaMipmappedArray_t mipmappedArray) {
  RETURN_IF_STICKY();
  if (!mipmappedArray) return cudaSuccess;
  rt_mipmap *m = rt_mipmap_get(mipmappedArray);
  if (!m) return rt_err_set(cudaErrorInvalidResourceHandle);
  for (int l = 0; l < m->nlev; l++) {
    cudaError_t e = rt_free_sync(m->lev[l], RT_MEM_ARRAY); /* after the kernels that may read it */
    if (e != cudaSuccess) return rt_err_set(e);
  }
  return rt_err_set(rt_free_sync(m, RT_MEM_MIPMAP));
}

cudaError_t cudaArrayGetInfo(struct cudaChannelFormatDesc *desc, struct cudaExtent *extent, unsigned int *flags,
                             cudaArray_t array) {
  RETURN_IF_STICKY();
  const rt_array *a = rt_array_get(array);
  if (!a) return rt_err_set(cudaErrorInvalidResourceHandle);
  if (desc) *desc = a->desc;
  if (extent) *extent = a->ext;
  if (flags) *flags = a->flags;
  return cudaSuccess;
}

cudaError_t cudaGetChannelDesc(struct cudaChannelFormatDesc *desc, cudaArray_const_t array) {
  RETURN_IF_STICKY();
  const rt_array *a = rt_array_get(array);
  if (!a) return rt_err_set(cudaErrorInvalidResourceHandle);
  if (!desc) return rt_err_set(cudaErrorInvalidValue);
  *desc = a->desc;
  return cudaSuccess;
}

/* ---- copies into and out of arrays: 2D copies of the array's rows ---- */

/* The address of byte column wOffset, row hOffset of array a, if a box of width bytes and
 * height rows fits there. */
static cudaError_t array_at(cudaArray_const_t array, size_t wOffset, size_t hOffset, size_t width, size_t height,
                            unsigned char **at, size_t *pitch) {
  const rt_array *a = rt_array_get(array);
  if (!a) return cudaErrorInvalidResourceHandle;
  size_t rows = a->h * a->d; /* a layered or 3D array's slices follow one another */
  if (wOffset + width > a->pitch || hOffset + height > rows) return cudaErrorInvalidValue;
  *at = a->data + hOffset * a->pitch + wOffset;
  *pitch = a->pitch;
  return cudaSuccess;
}

cudaError_t cudaMemcpy2DToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch,
                                     size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream) {
  RETURN_IF_STICKY();
  unsigned char *at;
  size_t pitch;
  cudaError_t e = array_at(dst, wOffset, hOffset, width, height, &at, &pitch);
  if (e != cudaSuccess) return rt_err_set(e);
  return cudaMemcpy2DAsync(at, pitch, src, spitch, width, height, kind, stream);
}

cudaError_t cudaMemcpy2DFromArrayAsync(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset,
                                       size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream) {
  RETURN_IF_STICKY();
  unsigned char *at;
  size_t pitch;
  cudaError_t e = array_at(src, wOffset, hOffset, width, height, &at, &pitch);
  if (e != cudaSuccess) return rt_err_set(e);
  return cudaMemcpy2DAsync(dst, dpitch, at, pitch, width, height, kind, stream);
}

cudaError_t cudaMemcpy2DToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch,
                                size_t width, size_t height, enum cudaMemcpyKind kind) {
  RETURN_IF_STICKY();
  unsigned char *at;
  size_t pitch;
  cudaError_t e = array_at(dst, wOffset, hOffset, width, height, &at, &pitch);
  if (e != cudaSuccess) return rt_err_set(e);
  return cudaMemcpy2D(at, pitch, src, spitch, width, height, kind);
}

cudaError_t cudaMemcpy2DFromArray(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset,
                                  size_t width, size_t height, enum cudaMemcpyKind kind) {
  RETURN_IF_STICKY();
  unsigned char *at;
  size_t pitch;
  cudaError_t e = array_at(src, wOffset, hOffset, width, height, &at, &pitch);
  if (e != cudaSuccess) return rt_err_set(e);
  return cudaMemcpy2D(dst, dpitch, at, pitch, width, height, kind);
}

cudaError_t cudaMemcpy2DArrayToArray(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src,
                                     size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height,
                                     enum cudaMemcpyKind kind) {
  RETURN_IF_STICKY();
  unsigned char *d, *s;
  size_t dp, sp;
  cudaError_t e = array_at(dst, wOffsetDst, hOffsetDst, width, height, &d, &dp);
  if (e == cudaSuccess) e = array_at(src, wOffsetSrc, hOffsetSrc, width, height, &s, &sp);
  if (e != cudaSuccess) return rt_err_set(e);
  return cudaMemcpy2D(d, dp, s, sp, width, height, kind);
}

/* ---- texture and surface objects ---- */

/* A new object for a resource: the array behind it validated, the view made. */
static cudaError_t object_new(rt_texobj **out, const struct cudaResourceDesc *rd, const struct cudaTextureDesc *td,
                              int surface) {
  const void *arrs[RT_MIP_MAXLEV] = {NULL};
  int nlev = 1;
  if (rd->resType == cudaResourceTypeArray) {
    arrs[0] = rt_array_get(rd->res.array.array);
    if (!arrs[0]) return cudaErrorInvalidResourceHandle;
  } else if (rd->resType == cudaResourceTypeMipmappedArray) {
    const rt_mipmap *m = rt_mipmap_get(rd->res.mipmap.mipmap);
    if (!m) return cudaErrorInvalidResourceHandle;
    nlev = m->nlev;
    for (int l = 0; l < nlev; l++) arrs[l] = m->lev[l];
  }
  rt_texobj tmp;
  cudaError_t e = rt_tex_init(&tmp, rd, td, arrs, nlev, surface);
  if (e != cudaSuccess) return e;
  void *p;
  e = rt_mem_alloc(&p, sizeof tmp, RT_MEM_OBJECT);
  if (e != cudaSuccess) return e;
  memcpy(p, &tmp, sizeof tmp);
  *out = p;
  return cudaSuccess;
}

static rt_texobj *object_get(unsigned long long h, int surface) {
  rt_texobj *t = (rt_texobj *)(uintptr_t)h;
  return h && rt_mem_base_kind(t) == RT_MEM_OBJECT && t->surface == surface ? t : NULL;
}

cudaError_t cudaCreateTextureObject(cudaTextureObject_t *pTexObject, const struct cudaResourceDesc *pResDesc,
                                    const struct cudaTextureDesc *pTexDesc,
                                    const struct cudaResourceViewDesc *pResViewDesc) {
  RETURN_IF_STICKY();
  if (!pTexObject || !pResDesc) return rt_err_set(cudaErrorInvalidValue);
  if (!pTexDesc) return rt_err_set(cudaErrorInvalidResourceHandle); /* as the H100 answers */
  if (pResViewDesc) return rt_err_set(rt_unsupported("resource views of texture objects"));
  rt_texobj *t;
  cudaError_t e = object_new(&t, pResDesc, pTexDesc, 0);
  if (e != cudaSuccess) return rt_err_set(e);
  *pTexObject = (cudaTextureObject_t)(uintptr_t)t;
  return cudaSuccess;
}

cudaError_t cudaCreateSurfaceObject(cudaSurfaceObject_t *pSurfObject, const struct cudaResourceDesc *pResDesc) {
  RETURN_IF_STICKY();
  if (!pSurfObject || !pResDesc) return rt_err_set(cudaErrorInvalidValue);
  if (pResDesc->resType != cudaResourceTypeArray) return rt_err_set(cudaErrorInvalidValue);
  rt_texobj *t;
  cudaError_t e = object_new(&t, pResDesc, NULL, 1);
  if (e != cudaSuccess) return rt_err_set(e);
  *pSurfObject = (cudaSurfaceObject_t)(uintptr_t)t;
  return cudaSuccess;
}

static cudaError_t object_destroy(unsigned long long h, int surface) {
  RETURN_IF_STICKY();
  if (!h) return cudaSuccess;
  rt_texobj *t = object_get(h, surface);
  if (!t) return rt_err_set(cudaErrorInvalidValue);
  return rt_err_set(rt_free_sync(t, RT_MEM_OBJECT)); /* after the kernels that may sample it */
}

cudaError_t cudaDestroyTextureObject(cudaTextureObject_t texObject) { return object_destroy(texObject, 0); }
cudaError_t cudaDestroySurfaceObject(cudaSurfaceObject_t surfObject) { return object_destroy(surfObject, 1); }

cudaError_t cudaGetTextureObjectResourceDesc(struct cudaResourceDesc *pResDesc, cudaTextureObject_t texObject) {
  RETURN_IF_STICKY();
  const rt_texobj *t = object_get(texObject, 0);
  if (!t || !pResDesc) return rt_err_set(cudaErrorInvalidValue);
  *pResDesc = t->res;
  return cudaSuccess;
}

cudaError_t cudaGetTextureObjectTextureDesc(struct cudaTextureDesc *pTexDesc, cudaTextureObject_t texObject) {
  RETURN_IF_STICKY();
  const rt_texobj *t = object_get(texObject, 0);
  if (!t || !pTexDesc) return rt_err_set(cudaErrorInvalidValue);
  *pTexDesc = t->td;
  return cudaSuccess;
}

cudaError_t cudaGetSurfaceObjectResourceDesc(struct cudaResourceDesc *pResDesc, cudaSurfaceObject_t surfObject) {
  RETURN_IF_STICKY();
  const rt_texobj *t = object_get(surfObject, 1);
  if (!t || !pResDesc) return rt_err_set(cudaErrorInvalidValue);
  *pResDesc = t->res;
  return cudaSuccess;
}

/* ---- the deprecated linear copies: count bytes from a position on, row after row ---- */

static cudaError_t array_linear(cudaArray_const_t array, size_t wOffset, size_t hOffset, size_t count,
                                unsigned char **at) {
  const rt_array *a = rt_array_get(array);
  if (!a) return cudaErrorInvalidResourceHandle;
  size_t total = a->slice * a->d, off = hOffset * a->pitch + wOffset;
  if (wOffset > a->pitch || off > total || count > total - off) return cudaErrorInvalidValue;
  *at = a->data + off;
  return cudaSuccess;
}

cudaError_t cudaMemcpyToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count,
                                   enum cudaMemcpyKind kind, cudaStream_t stream) {
  RETURN_IF_STICKY();
  unsigned char *at;
  cudaError_t e = array_linear(dst, wOffset, hOffset, count, &at);
  if (e != cudaSuccess) return rt_err_set(e);
  return cudaMemcpyAsync(at, src, count, kind, stream);
}

cudaError_t cudaMemcpyFromArrayAsync(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count,
                                     enum cudaMemcpyKind kind, cudaStream_t stream) {
  RETURN_IF_STICKY();
  unsigned char *at;
  cudaError_t e = array_linear(src, wOffset, hOffset, count, &at);
  if (e != cudaSuccess) return rt_err_set(e);
  return cudaMemcpyAsync(dst, at, count, kind, stream);
}

cudaError_t cudaMemcpyToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count,
                              enum cudaMemcpyKind kind) {
  RETURN_IF_STICKY();
  unsigned char *at;
  cudaError_t e = array_linear(dst, wOffset, hOffset, count, &at);
  if (e != cudaSuccess) return rt_err_set(e);
  return cudaMemcpy(at, src, count, kind);
}

cudaError_t cudaMemcpyFromArray(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count,
                                enum cudaMemcpyKind kind) {
  RETURN_IF_STICKY();
  unsigned char *at;
  cudaError_t e = array_linear(src, wOffset, hOffset, count, &at);
  if (e != cudaSuccess) return rt_err_set(e);
  return cudaMemcpy(dst, at, count, kind);
}

cudaError_t cudaMemcpyArrayToArray(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src,
                                   size_t wOffsetSrc, size_t hOffsetSrc, size_t count, enum cudaMemcpyKind kind) {
  RETURN_IF_STICKY();
  unsigned char *d, *s;
  cudaError_t e = array_linear(dst, wOffsetDst, hOffsetDst, count, &d);
  if (e == cudaSuccess) e = array_linear(src, wOffsetSrc, hOffsetSrc, count, &s);
  if (e != cudaSuccess) return rt_err_set(e);
  return cudaMemcpy(d, s, count, kind);
}

/* OpenGL interop (cuda_gl_interop.h, outside cuda_runtime_api.h's generated stubs): heddle
 * has no graphics device. These link, so that programs whose GL path is optional (such as
 * cuda-samples' headless -file= runs) build and run the rest; each names itself and
 * returns cudaErrorNotSupported. GLuint and GLenum are unsigned int. */
cudaError_t cudaGLGetDevices(unsigned int *pCudaDeviceCount, int *pCudaDevices, unsigned int cudaDeviceCount,
                             int deviceList);
cudaError_t cudaGraphicsGLRegisterImage(struct cudaGraphicsResource **resource, unsigned int image, unsigned int target,
                                        unsigned int flags);
cudaError_t cudaGraphicsGLRegisterBuffer(struct cudaGraphicsResource **resource, unsigned int buffer,
                                         unsigned int flags);
cudaError_t cudaGLSetGLDevice(int device);
cudaError_t cudaGLRegisterBufferObject(unsigned int bufObj);
cudaError_t cudaGLMapBufferObject(void **devPtr, unsigned int bufObj);
cudaError_t cudaGLUnmapBufferObject(unsigned int bufObj);
cudaError_t cudaGLUnregisterBufferObject(unsigned int bufObj);
cudaError_t cudaGLSetBufferObjectMapFlags(unsigned int bufObj, unsigned int flags);
cudaError_t cudaGLMapBufferObjectAsync(void **devPtr, unsigned int bufObj, cudaStream_t stream);
cudaError_t cudaGLUnmapBufferObjectAsync(unsigned int bufObj, cudaStream_t stream);
#define GL_UNSUPPORTED(name) return rt_err_set(rt_unsupported(name))
cudaError_t cudaGLGetDevices(unsigned int *pCudaDeviceCount, int *pCudaDevices, unsigned int cudaDeviceCount,
                             int deviceList) {
  GL_UNSUPPORTED("cudaGLGetDevices");
}
cudaError_t cudaGraphicsGLRegisterImage(struct cudaGraphicsResource **resource, unsigned int image, unsigned int target,
                                        unsigned int flags) {
  GL_UNSUPPORTED("cudaGraphicsGLRegisterImage");
}
cudaError_t cudaGraphicsGLRegisterBuffer(struct cudaGraphicsResource **resource, unsigned int buffer,
                                         unsigned int flags) {
  GL_UNSUPPORTED("cudaGraphicsGLRegisterBuffer");
}
cudaError_t cudaGLSetGLDevice(int device) { GL_UNSUPPORTED("cudaGLSetGLDevice"); }
cudaError_t cudaGLRegisterBufferObject(unsigned int bufObj) { GL_UNSUPPORTED("cudaGLRegisterBufferObject"); }
cudaError_t cudaGLMapBufferObject(void **devPtr, unsigned int bufObj) { GL_UNSUPPORTED("cudaGLMapBufferObject"); }
cudaError_t cudaGLUnmapBufferObject(unsigned int bufObj) { GL_UNSUPPORTED("cudaGLUnmapBufferObject"); }
cudaError_t cudaGLUnregisterBufferObject(unsigned int bufObj) { GL_UNSUPPORTED("cudaGLUnregisterBufferObject"); }
cudaError_t cudaGLSetBufferObjectMapFlags(unsigned int bufObj, unsigned int flags) {
  GL_UNSUPPORTED("cudaGLSetBufferObjectMapFlags");
}
cudaError_t cudaGLMapBufferObjectAsync(void **devPtr, unsigned int bufObj, cudaStream_t stream) {
  GL_UNSUPPORTED("cudaGLMapBufferObjectAsync");
}
cudaError_t cudaGLUnmapBufferObjectAsync(unsigned int bufObj, cudaStream_t stream) {
  GL_UNSUPPORTED("cudaGLUnmapBufferObjectAsync");
}
