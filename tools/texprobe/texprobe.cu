// texprobe: a bulk probe of a GPU's texture sampling. Writes, per configuration (format,
// filter, coordinates, address modes, geometry), the descriptor, texels, coordinates and
// raw results to DIR/tex0.bin, tex1.bin, ... (argument DIR); compare.c replays them
// through heddle's sampler. This is how rt_tex.c's arithmetic was measured.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#define CK(x) do { cudaError_t e = (x); if (e) { printf("%s:%d %s\n", __FILE__, __LINE__, cudaGetErrorName(e)); exit(1);} } while (0)
enum { F1D, F2D, F3D, FA1D, FA2D, FCUBE, FACUBE, FG0, FG1, FG2, FG3, FLOD, FGRAD, F1DFETCH };
struct Hdr { char name[16]; int fmt_kind, bits[4], w, h, d, layers, cube, filter, addr[3], norm, readmode, fetch, rclass, n, nbytes; };
template <class T> __device__ T fetch(cudaTextureObject_t t, int kind, float4 c) {
  int l = __float_as_int(c.w);
  switch (kind) {
  case F1D: return tex1D<T>(t, c.x);
  case F2D: return tex2D<T>(t, c.x, c.y);
  case F3D: return tex3D<T>(t, c.x, c.y, c.z);
  case FA1D: return tex1DLayered<T>(t, c.x, l);
  case FA2D: return tex2DLayered<T>(t, c.x, c.y, l);
  case FCUBE: return texCubemap<T>(t, c.x, c.y, c.z);
  case FACUBE: return texCubemapLayered<T>(t, c.x, c.y, c.z, l);
  case FG0: return tex2Dgather<T>(t, c.x, c.y, 0);
  case FG1: return tex2Dgather<T>(t, c.x, c.y, 1);
  case FG2: return tex2Dgather<T>(t, c.x, c.y, 2);
  case FG3: return tex2Dgather<T>(t, c.x, c.y, 3);
  case FLOD: return tex2DLod<T>(t, c.x, c.y, c.z);
  case FGRAD: return tex2DGrad<T>(t, c.x, c.y, make_float2(c.z, 0), make_float2(0, c.z));
  case F1DFETCH: return tex1Dfetch<T>(t, l);
  }
  return T();
}
template <class T> __global__ void kern(cudaTextureObject_t t, int kind, const float4 *c, T *o, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) o[i] = fetch<T>(t, kind, c[i]);
}
static unsigned long long rng = 88172645463325252ull;
static unsigned rnd() { rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17; return (unsigned)rng; }
static float frand(float a, float b) { return a + (b - a) * (rnd() / 4294967296.0f); }
static FILE *out;
static char outbase[4096];
static int elem_bytes(const Hdr &h) { return (h.bits[0] + h.bits[1] + h.bits[2] + h.bits[3]) / 8; }
// run one configuration: data is w*h*d*layers*(cube?6:1) elements
static void run(Hdr h, const void *data, std::vector<float4> coords) {
  h.n = coords.size();
  int faces = h.cube ? 6 : 1, L = h.layers ? h.layers : 1;
  size_t eb = elem_bytes(h);
  size_t count = (size_t)h.w * (h.h ? h.h : 1) * (h.d ? h.d : 1) * L * faces;
  h.nbytes = count * eb;
  cudaChannelFormatDesc cd = cudaCreateChannelDesc(h.bits[0], h.bits[1], h.bits[2], h.bits[3], (cudaChannelFormatKind)h.fmt_kind);
  cudaResourceDesc rd; memset(&rd, 0, sizeof rd);
  cudaArray_t arr = 0; void *lin = 0;
  if (h.fetch == F1DFETCH) {
    CK(cudaMalloc(&lin, h.nbytes)); CK(cudaMemcpy(lin, data, h.nbytes, cudaMemcpyHostToDevice));
    rd.resType = cudaResourceTypeLinear; rd.res.linear.devPtr = lin; rd.res.linear.desc = cd; rd.res.linear.sizeInBytes = h.nbytes;
  } else {
    unsigned flags = (h.layers ? cudaArrayLayered : 0) | (h.cube ? cudaArrayCubemap : 0);
    cudaExtent ext = make_cudaExtent(h.w, h.h, h.cube ? 6 * L : (h.layers ? h.layers : h.d));
    CK(cudaMalloc3DArray(&arr, &cd, ext, flags));
    cudaMemcpy3DParms p; memset(&p, 0, sizeof p);
    p.srcPtr = make_cudaPitchedPtr((void *)data, h.w * eb, h.w, h.h ? h.h : 1);
    p.dstArray = arr; p.extent = make_cudaExtent(h.w, h.h ? h.h : 1, ext.depth ? ext.depth : 1); p.kind = cudaMemcpyHostToDevice;
    CK(cudaMemcpy3D(&p));
    rd.resType = cudaResourceTypeArray; rd.res.array.array = arr;
  }
  cudaTextureDesc td; memset(&td, 0, sizeof td);
  for (int i = 0; i < 3; i++) td.addressMode[i] = (cudaTextureAddressMode)h.addr[i];
  td.filterMode = (cudaTextureFilterMode)h.filter; td.readMode = (cudaTextureReadMode)h.readmode; td.normalizedCoords = h.norm;
  cudaTextureObject_t t; CK(cudaCreateTextureObject(&t, &rd, &td, 0));
  float4 *dc; uint4 *dout; CK(cudaMalloc(&dc, h.n * 16)); CK(cudaMalloc(&dout, h.n * 16));
  CK(cudaMemcpy(dc, coords.data(), h.n * 16, cudaMemcpyHostToDevice));
  int nb = (h.n + 127) / 128;
  if (h.rclass == 0) kern<float4><<<nb, 128>>>(t, h.fetch, dc, (float4 *)dout, h.n);
  else if (h.rclass == 1) kern<int4><<<nb, 128>>>(t, h.fetch, dc, (int4 *)dout, h.n);
  else kern<uint4><<<nb, 128>>>(t, h.fetch, dc, (uint4 *)dout, h.n);
  CK(cudaDeviceSynchronize());
  std::vector<uint4> res(h.n); CK(cudaMemcpy(res.data(), dout, h.n * 16, cudaMemcpyDeviceToHost));
  if (ftell(out) > (12 << 20)) { fclose(out); static int part = 0; char nm[4200]; snprintf(nm, sizeof nm, "%s%d.bin", outbase, ++part); out = fopen(nm, "wb"); }
  fwrite(&h, sizeof h, 1, out); fwrite(data, 1, h.nbytes, out); fwrite(coords.data(), 16, h.n, out); fwrite(res.data(), 16, h.n, out);
  CK(cudaDestroyTextureObject(t)); cudaFree(dc); cudaFree(dout); if (arr) cudaFreeArray(arr); if (lin) cudaFree(lin);
  printf("%-16s n=%d first=%08x %08x %08x %08x\n", h.name, h.n, res[0].x, res[0].y, res[0].z, res[0].w);
}
static Hdr H(const char *name, int kind, int b0, int b1, int b2, int b3, int w, int hh, int d) {
  Hdr h; memset(&h, 0, sizeof h); strncpy(h.name, name, 15); h.fmt_kind = kind;
  h.bits[0] = b0; h.bits[1] = b1; h.bits[2] = b2; h.bits[3] = b3; h.w = w; h.h = hh; h.d = d;
  h.addr[0] = h.addr[1] = h.addr[2] = 1; h.fetch = d ? F3D : hh ? F2D : F1D; return h;
}
static std::vector<float4> coords(int n, float lo, float hi, int dims, int layers = 0) {
  std::vector<float4> c(n);
  for (auto &v : c) { v.x = frand(lo, hi); v.y = dims > 1 ? frand(lo, hi) : 0; v.z = dims > 2 ? frand(lo, hi) : 0;
    int l = layers ? (int)(rnd() % (layers + 2)) - 1 : 0; memcpy(&v.w, &l, 4); }
  return c;
}
int main(int argc, char **argv) {
  char path[4096]; snprintf(outbase, sizeof outbase, "%s/tex", argc > 1 ? argv[1] : "."); snprintf(path, sizeof path, "%s0.bin", outbase);
  out = fopen(path, "wb");
  std::vector<float> f(6 * 4 * 16 * 16 * 4); for (auto &x : f) x = frand(-1, 1);
  std::vector<unsigned char> u8(16 * 16 * 4 * 4); for (auto &x : u8) x = rnd();
  std::vector<unsigned short> u16(16 * 16 * 4); for (auto &x : u16) x = rnd();
  // A: alpha quantization in 1D
  { std::vector<float> v = {0, 1, 0, 1, 3, 7, -2, 5};
    Hdr h = H("lin1d_alpha", 2, 32, 0, 0, 0, 8, 0, 0); h.filter = 1; std::vector<float4> c;
    for (int k = 0; k <= 12 * 2048; k++) c.push_back(make_float4(-2 + k / 2048.0f, 0, 0, 0));
    run(h, v.data(), c); }
  const char *an[] = {"wrap", "clamp", "mirror", "border"};
  for (int filt = 0; filt < 2; filt++)
    for (int norm = 0; norm < 2; norm++)
      for (int a = 0; a < 4; a++) {
        if (!norm && (a == 0 || a == 2)) continue;
        char nm[16]; snprintf(nm, 16, "f2d_%c%c_%s", filt ? 'L' : 'P', norm ? 'N' : 'U', an[a]);
        Hdr h = H(nm, 2, 32, 0, 0, 0, 16, 12, 0); h.filter = filt; h.norm = norm; h.addr[0] = h.addr[1] = a;
        run(h, f.data(), norm ? coords(20000, -2.2f, 2.2f, 2) : coords(20000, -3, 19, 2));
        // exact texel boundaries
        std::vector<float4> c; for (int k = -40; k <= 700; k++) c.push_back(make_float4(norm ? k / 512.0f : k / 32.0f, norm ? k / 384.0f : k / 32.0f, 0, 0));
        snprintf(nm, 16, "e2d_%c%c_%s", filt ? 'L' : 'P', norm ? 'N' : 'U', an[a]); strncpy(h.name, nm, 15);
        run(h, f.data(), c);
      }
  { Hdr h = H("f2d_LU_wrapU", 2, 32, 0, 0, 0, 16, 12, 0); h.filter = 1; h.addr[0] = h.addr[1] = 0; run(h, f.data(), coords(5000, -3, 19, 2)); }
  { Hdr h = H("f2d_LU_mirrU", 2, 32, 0, 0, 0, 16, 12, 0); h.filter = 1; h.addr[0] = h.addr[1] = 2; run(h, f.data(), coords(5000, -3, 19, 2)); }
  { Hdr h = H("u8x4_nf_L", 1, 8, 8, 8, 8, 16, 16, 0); h.filter = 1; h.readmode = 1; run(h, u8.data(), coords(20000, -1, 17, 2)); }
  { Hdr h = H("s8x4_nf_L", 0, 8, 8, 8, 8, 16, 16, 0); h.filter = 1; h.readmode = 1; run(h, u8.data(), coords(20000, -1, 17, 2)); }
  { Hdr h = H("u8x4_el_P", 1, 8, 8, 8, 8, 16, 16, 0); h.rclass = 2; run(h, u8.data(), coords(5000, -1, 17, 2)); }
  { Hdr h = H("s8x4_el_P", 0, 8, 8, 8, 8, 16, 16, 0); h.rclass = 1; run(h, u8.data(), coords(5000, -1, 17, 2)); }
  { Hdr h = H("u16_nf_L", 1, 16, 0, 0, 0, 16, 16, 0); h.filter = 1; h.readmode = 1; run(h, u16.data(), coords(20000, -1, 17, 2)); }
  { Hdr h = H("s16x2_nf_L", 0, 16, 16, 0, 0, 16, 8, 0); h.filter = 1; h.readmode = 1; run(h, u16.data(), coords(20000, -1, 17, 2)); }
  { Hdr h = H("half_L", 2, 16, 0, 0, 0, 16, 16, 0); h.filter = 1; std::vector<unsigned short> hv(256);
    for (auto &x : hv) x = (rnd() & 0x3fff) | (rnd() & 0x8000); run(h, hv.data(), coords(20000, -1, 17, 2)); }
  { Hdr h = H("f3d_L", 2, 32, 0, 0, 0, 8, 6, 5); h.filter = 1; run(h, f.data(), coords(20000, -1, 9, 3)); }
  { Hdr h = H("f3d_LN_wrap", 2, 32, 0, 0, 0, 8, 6, 5); h.filter = 1; h.norm = 1; run(h, f.data(), coords(20000, -1.5, 1.5, 3)); }
  { Hdr h = H("f1d_PN_mirror", 2, 32, 0, 0, 0, 13, 0, 0); h.norm = 1; h.addr[0] = 2; run(h, f.data(), coords(20000, -3, 3, 1)); }
  { Hdr h = H("f1d_LN_mirror", 2, 32, 0, 0, 0, 13, 0, 0); h.filter = 1; h.norm = 1; h.addr[0] = 2; run(h, f.data(), coords(20000, -3, 3, 1)); }
  { Hdr h = H("fa1d_L", 2, 32, 0, 0, 0, 16, 0, 0); h.layers = 4; h.filter = 1; h.fetch = FA1D; run(h, f.data(), coords(5000, -1, 17, 1, 4)); }
  { Hdr h = H("fa2d_L", 2, 32, 0, 0, 0, 16, 8, 0); h.layers = 4; h.filter = 1; h.fetch = FA2D; run(h, f.data(), coords(5000, -1, 17, 2, 4)); }
  for (int filt = 0; filt < 2; filt++) {
    Hdr h = H(filt ? "cube_L" : "cube_P", 2, 32, 0, 0, 0, 8, 8, 0); h.cube = 1; h.filter = filt; h.fetch = FCUBE; h.norm = 1;
    run(h, f.data(), coords(20000, -1, 1, 3));
  }
  { Hdr h = H("acube_L", 2, 32, 0, 0, 0, 4, 4, 0); h.cube = 1; h.layers = 3; h.filter = 1; h.fetch = FACUBE; h.norm = 1;
    run(h, f.data(), coords(5000, -1, 1, 3, 3)); }
  for (int g = 0; g < 4; g++) {
    char nm[16]; snprintf(nm, 16, "gather%d", g);
    Hdr h = H(nm, 2, 32, 32, 32, 32, 16, 12, 0); h.fetch = FG0 + g; run(h, f.data(), coords(5000, -2, 18, 2));
  }
  { Hdr h = H("gatherN_wrap", 2, 32, 0, 0, 0, 16, 12, 0); h.fetch = FG0; h.norm = 1; run(h, f.data(), coords(5000, -2, 2, 2)); }
  { Hdr h = H("gatherU8", 1, 8, 8, 8, 8, 16, 16, 0); h.fetch = FG1; h.readmode = 1; run(h, u8.data(), coords(5000, -2, 18, 2)); }
  { Hdr h = H("lod_L", 2, 32, 0, 0, 0, 16, 12, 0); h.fetch = FLOD; h.filter = 1; run(h, f.data(), coords(5000, -2, 18, 3)); }
  { Hdr h = H("grad_L", 2, 32, 0, 0, 0, 16, 12, 0); h.fetch = FGRAD; h.filter = 1; run(h, f.data(), coords(5000, -2, 18, 3)); }
  { Hdr h = H("fetch_f4", 2, 32, 32, 32, 32, 100, 0, 0); h.fetch = F1DFETCH; h.rclass = 0; std::vector<float4> c;
    for (int k = -5; k < 110; k++) { float4 v = {0, 0, 0, 0}; memcpy(&v.w, &k, 4); c.push_back(v); } run(h, f.data(), c); }
  { Hdr h = H("fetch_u8nf", 1, 8, 0, 0, 0, 100, 0, 0); h.fetch = F1DFETCH; h.readmode = 1; std::vector<float4> c;
    for (int k = -5; k < 110; k++) { float4 v = {0, 0, 0, 0}; memcpy(&v.w, &k, 4); c.push_back(v); } run(h, u8.data(), c); }
  fclose(out);
  return 0;
}
