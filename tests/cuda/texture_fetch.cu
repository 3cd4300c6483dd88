// texture_fetch: texture objects over linear memory, pitched 2D memory and CUDA arrays
// (1D, 2D, 3D, layered, cubemap), fetched with point and linear filtering, normalized and
// unnormalized coordinates, every address mode, element-type and normalized-float reads,
// gathers and explicit levels. Exact cases are checked against host references, filtered
// ones within the GPU's 8-bit weight precision; unfiltered results are hashed bit for bit
// and the hashes compared with an H100's (texture_fetch.gpu.out). Filtered results are not
// hashed: heddle's filter matches the H100's bit for bit only in most cases (see
// docs/MEASUREMENTS.md).
#define NAME "texture_fetch"
#include "check.h"
#include <cmath>
#include <cstring>

enum { K1D, K2D, K3D, KA2D, KCUBE, KGATHER, KLOD, KGRAD, KFETCH, KA1D };
template <class T> __global__ void sample(cudaTextureObject_t t, int kind, const float4 *c, T *o, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float4 p = c[i];
    int l = (int)p.w;
    T r;
    switch (kind) {
    case K1D: r = tex1D<T>(t, p.x); break;
    case K2D: r = tex2D<T>(t, p.x, p.y); break;
    case K3D: r = tex3D<T>(t, p.x, p.y, p.z); break;
    case KA1D: r = tex1DLayered<T>(t, p.x, l); break;
    case KA2D: r = tex2DLayered<T>(t, p.x, p.y, l); break;
    case KCUBE: r = texCubemap<T>(t, p.x, p.y, p.z); break;
    case KGATHER: r = tex2Dgather<T>(t, p.x, p.y, l); break;
    case KLOD: r = tex2DLod<T>(t, p.x, p.y, 0.0f); break;
    case KGRAD: r = tex2DGrad<T>(t, p.x, p.y, make_float2(p.z, 0), make_float2(0, p.z)); break;
    default: r = tex1Dfetch<T>(t, l); break;
    }
    o[i] = r;
}

static unsigned hash_bytes(const void *p, size_t n) {
    unsigned h = 2166136261u;
    for (size_t i = 0; i < n; i++) h = (h ^ ((const unsigned char *)p)[i]) * 16777619u;
    return h;
}
static unsigned seed = 12345;
static float frand(float lo, float hi) {
    seed = seed * 1664525u + 1013904223u;
    return lo + (hi - lo) * ((seed >> 8) / 16777216.0f);
}

// run kind over coords, return the results (n float4/int4/uint4, as raw 16-byte records)
template <class T> static T *run(cudaTextureObject_t t, int kind, const float4 *c, int n) {
    float4 *dc;
    T *dout, *out = (T *)malloc(n * sizeof(T));
    CHECK(cudaMalloc(&dc, n * sizeof(float4)));
    CHECK(cudaMalloc(&dout, n * sizeof(T)));
    CHECK(cudaMemcpy(dc, c, n * sizeof(float4), cudaMemcpyHostToDevice));
    sample<T><<<(n + 127) / 128, 128>>>(t, kind, dc, dout, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(out, dout, n * sizeof(T), cudaMemcpyDeviceToHost));
    CHECK(cudaFree(dc));
    CHECK(cudaFree(dout));
    return out;
}
static cudaTextureObject_t make_tex(const cudaResourceDesc &rd, int filter, int norm, int addr, int readmode = 0) {
    cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    td.filterMode = (cudaTextureFilterMode)filter;
    td.normalizedCoords = norm;
    td.addressMode[0] = td.addressMode[1] = td.addressMode[2] = (cudaTextureAddressMode)addr;
    td.readMode = (cudaTextureReadMode)readmode;
    cudaTextureObject_t t;
    CHECK(cudaCreateTextureObject(&t, &rd, &td, NULL));
    return t;
}
static cudaResourceDesc array_res(cudaArray_t a) {
    cudaResourceDesc rd;
    memset(&rd, 0, sizeof rd);
    rd.resType = cudaResourceTypeArray;
    rd.res.array.array = a;
    return rd;
}
static void copy3d(cudaArray_t a, const void *src, size_t elem, int w, int h, int d) {
    cudaMemcpy3DParms p;
    memset(&p, 0, sizeof p);
    p.srcPtr = make_cudaPitchedPtr((void *)src, w * elem, w, h);
    p.dstArray = a;
    p.extent = make_cudaExtent(w, h, d);
    p.kind = cudaMemcpyHostToDevice;
    CHECK(cudaMemcpy3D(&p));
}
// the texel a 2D address mode picks for integer coordinate i in [0,n) terms; -1 is the border
static int addr_index(int i, int n, int mode) {
    switch (mode) {
    case cudaAddressModeWrap: return ((i % n) + n) % n;
    case cudaAddressModeMirror: { int p = ((i % (2 * n)) + 2 * n) % (2 * n); return p < n ? p : 2 * n - 1 - p; }
    case cudaAddressModeBorder: return i < 0 || i >= n ? -1 : i;
    default: return i < 0 ? 0 : i >= n ? n - 1 : i;
    }
}
// bilinear reference with exact weights (the GPU's are 8-bit fixed point: tolerance)
static float ref2d(const float *d, int w, int h, float x, float y, int filter, int norm, int mode) {
    if (norm) {
        if (mode == cudaAddressModeWrap) { x -= floorf(x); y -= floorf(y); }
        if (mode == cudaAddressModeMirror) {
            float fx = floorf(x), fy = floorf(y);
            x = ((int)fx & 1) ? 1 - (x - fx) : x - fx;
            y = ((int)fy & 1) ? 1 - (y - fy) : y - fy;
        }
        x *= w;
        y *= h;
    }
    auto at = [&](int i, int j) {
        int a = addr_index(i, w, mode), b = addr_index(j, h, mode);
        return a < 0 || b < 0 ? 0.0f : d[b * w + a];
    };
    if (!filter) return at((int)floorf(x), (int)floorf(y));
    float xb = x - 0.5f, yb = y - 0.5f;
    int i = (int)floorf(xb), j = (int)floorf(yb);
    float a = xb - i, b = yb - j;
    return (1 - a) * (1 - b) * at(i, j) + a * (1 - b) * at(i + 1, j) + (1 - a) * b * at(i, j + 1) + a * b * at(i + 1, j + 1);
}

int main() {
    const int w = 19, h = 13;
    static float data[512];
    for (int i = 0; i < 512; i++) data[i] = frand(-4, 4);
    const int n = 4096;
    static float4 coords[n];

    // tex1Dfetch over linear memory: in range the element, outside zero
    {
        float4 *lin;
        CHECK(cudaMalloc(&lin, 64 * sizeof(float4)));
        static float4 v[64];
        for (int i = 0; i < 64; i++) v[i] = make_float4(i, -i, i * 0.5f, 1.0f / (i + 1));
        CHECK(cudaMemcpy(lin, v, sizeof v, cudaMemcpyHostToDevice));
        cudaResourceDesc rd;
        memset(&rd, 0, sizeof rd);
        rd.resType = cudaResourceTypeLinear;
        rd.res.linear.devPtr = lin;
        rd.res.linear.desc = cudaCreateChannelDesc<float4>();
        rd.res.linear.sizeInBytes = sizeof v;
        cudaTextureObject_t t = make_tex(rd, 0, 0, cudaAddressModeClamp);
        for (int i = 0; i < 80; i++) coords[i] = make_float4(0, 0, 0, i - 8);
        float4 *r = run<float4>(t, KFETCH, coords, 80);
        for (int i = 0; i < 80; i++) {
            int k = i - 8;
            float4 e = k >= 0 && k < 64 ? v[k] : make_float4(0, 0, 0, 0);
            EXPECT(!memcmp(&r[i], &e, 16), "tex1Dfetch(%d): %g %g %g %g", k, r[i].x, r[i].y, r[i].z, r[i].w);
        }
        printf("tex1Dfetch float4: %08x\n", hash_bytes(r, 80 * 16));
        free(r);
        CHECK(cudaDestroyTextureObject(t));
        // bytes as normalized floats
        unsigned char *lb;
        CHECK(cudaMalloc(&lb, 256));
        unsigned char hb[256];
        for (int i = 0; i < 256; i++) hb[i] = (unsigned char)i;
        CHECK(cudaMemcpy(lb, hb, 256, cudaMemcpyHostToDevice));
        rd.res.linear.devPtr = lb;
        rd.res.linear.desc = cudaCreateChannelDesc<unsigned char>();
        rd.res.linear.sizeInBytes = 256;
        t = make_tex(rd, 0, 0, cudaAddressModeClamp, cudaReadModeNormalizedFloat);
        for (int i = 0; i < 256; i++) coords[i] = make_float4(0, 0, 0, i);
        r = run<float4>(t, KFETCH, coords, 256);
        for (int i = 0; i < 256; i++) EXPECT(r[i].x == i / 255.0f, "normalized byte %d: %a", i, r[i].x);
        printf("tex1Dfetch normalized bytes: %08x\n", hash_bytes(r, 256 * 16));
        free(r);
        CHECK(cudaDestroyTextureObject(t));
        CHECK(cudaFree(lb));
        CHECK(cudaFree(lin));
    }

    // 2D over pitched memory and over an array, every filter / coordinate / address mode
    float *pit;
    size_t pitch;
    CHECK(cudaMallocPitch((void **)&pit, &pitch, w * 4, h));
    CHECK(cudaMemcpy2D(pit, pitch, data, w * 4, w * 4, h, cudaMemcpyHostToDevice));
    cudaChannelFormatDesc f1 = cudaCreateChannelDesc<float>();
    cudaArray_t arr;
    CHECK(cudaMallocArray(&arr, &f1, w, h));
    CHECK(cudaMemcpy2DToArray(arr, 0, 0, data, w * 4, w * 4, h, cudaMemcpyHostToDevice));
    const char *mname[] = {"wrap", "clamp", "mirror", "border"};
    for (int res = 0; res < 2; res++)
        for (int filter = 0; filter < 2; filter++)
            for (int norm = 0; norm < 2; norm++)
                for (int mode = 0; mode < 4; mode++) {
                    if (!norm && (mode == cudaAddressModeWrap || mode == cudaAddressModeMirror)) continue;
                    cudaResourceDesc rd;
                    if (res == 0) {
                        memset(&rd, 0, sizeof rd);
                        rd.resType = cudaResourceTypePitch2D;
                        rd.res.pitch2D.devPtr = pit;
                        rd.res.pitch2D.desc = f1;
                        rd.res.pitch2D.width = w;
                        rd.res.pitch2D.height = h;
                        rd.res.pitch2D.pitchInBytes = pitch;
                    } else {
                        rd = array_res(arr);
                    }
                    cudaTextureObject_t t = make_tex(rd, filter, norm, mode);
                    for (int i = 0; i < n; i++) {
                        if (i < 256) // texel centres and corners
                            coords[i] = make_float4((i % 32 - 6) * 0.5f, (i / 32 - 1) * 2.0f + 0.5f, 0, 0);
                        else
                            coords[i] = make_float4(frand(-4, w + 4), frand(-4, h + 4), 0, 0);
                        if (norm) coords[i].x /= w, coords[i].y /= h;
                        if (norm && i % 3 == 0) coords[i].x *= 3, coords[i].y *= -2;
                    }
                    float4 *r = run<float4>(t, K2D, coords, n);
                    int bad = 0;
                    for (int i = 0; i < n; i++) {
                        float e = ref2d(data, w, h, coords[i].x, coords[i].y, filter, norm, mode);
                        float tol = filter ? 8 * 4.0f / 256 : 0; // weights in 1/256 steps
                        // a point sample on a texel edge, reached through normalized coordinates,
                        // may land on either side (the GPU's coordinates are fixed point)
                        float ux = coords[i].x * (norm ? w : 1), uy = coords[i].y * (norm ? h : 1);
                        if (!filter && norm && (fabsf(ux - rintf(ux)) < 1e-3f || fabsf(uy - rintf(uy)) < 1e-3f)) {
                            r[i] = make_float4(0, 0, 0, 0); // not hashed either
                            continue;
                        }
                        if (!(fabsf(r[i].x - e) <= tol) && bad++ < fail_limit())
                            printf("%s %s %s %s at (%a, %a): %a, expected about %a\n", res ? "array" : "pitch2D",
                                   filter ? "linear" : "point", norm ? "normalized" : "unnormalized", mname[mode],
                                   coords[i].x, coords[i].y, r[i].x, e);
                    }
                    EXPECT(!bad, "%d mismatches", bad);
                    if (!filter) // filtered results are checked above within the weights' precision
                        printf("2D %s point %s %s: %08x\n", res ? "array" : "pitch2D",
                               norm ? "normalized" : "unnormalized", mname[mode], hash_bytes(r, n * 16));
                    free(r);
                    CHECK(cudaDestroyTextureObject(t));
                }

    // uchar4 and signed short2 arrays read as normalized floats (linear) and as elements (point)
    {
        static uchar4 px[16 * 16];
        for (int i = 0; i < 256; i++) px[i] = make_uchar4(i, 255 - i, i * 7, i * 13);
        cudaChannelFormatDesc u4 = cudaCreateChannelDesc<uchar4>();
        cudaArray_t a;
        CHECK(cudaMallocArray(&a, &u4, 16, 16));
        CHECK(cudaMemcpy2DToArray(a, 0, 0, px, 64, 64, 16, cudaMemcpyHostToDevice));
        for (int i = 0; i < n; i++) coords[i] = make_float4(frand(-2, 18), frand(-2, 18), 0, 0);
        cudaTextureObject_t t = make_tex(array_res(a), 1, 0, cudaAddressModeClamp, cudaReadModeNormalizedFloat);
        float4 *r = run<float4>(t, K2D, coords, n);
        float fx[256];
        for (int i = 0; i < 256; i++) fx[i] = px[i].z / 255.0f;
        for (int i = 0; i < n; i++) {
            float e = ref2d(fx, 16, 16, coords[i].x, coords[i].y, 1, 0, cudaAddressModeClamp);
            EXPECT(fabsf(r[i].z - e) < 4.0f / 256, "uchar4 normalized linear at (%g,%g): %g, expected %g", coords[i].x,
                   coords[i].y, r[i].z, e);
        }
        free(r);
        CHECK(cudaDestroyTextureObject(t));
        t = make_tex(array_res(a), 0, 0, cudaAddressModeBorder, cudaReadModeElementType);
        uint4 *u = run<uint4>(t, K2D, coords, n);
        for (int i = 0; i < n; i++) {
            int x = (int)floorf(coords[i].x), y = (int)floorf(coords[i].y);
            uchar4 e = x < 0 || y < 0 || x >= 16 || y >= 16 ? make_uchar4(0, 0, 0, 0) : px[y * 16 + x];
            EXPECT(u[i].x == e.x && u[i].y == e.y && u[i].z == e.z && u[i].w == e.w, "uchar4 element at (%g,%g)",
                   coords[i].x, coords[i].y);
        }
        printf("uchar4 element border: %08x\n", hash_bytes(u, n * 16));
        free(u);
        CHECK(cudaDestroyTextureObject(t));
        CHECK(cudaFreeArray(a));

        static short2 sv[16 * 8];
        for (int i = 0; i < 128; i++) sv[i] = make_short2(i * 517 - 32768, -i * 300);
        cudaChannelFormatDesc s2 = cudaCreateChannelDesc<short2>();
        CHECK(cudaMallocArray(&a, &s2, 16, 8));
        CHECK(cudaMemcpy2DToArray(a, 0, 0, sv, 64, 64, 8, cudaMemcpyHostToDevice));
        t = make_tex(array_res(a), 1, 1, cudaAddressModeWrap, cudaReadModeNormalizedFloat);
        for (int i = 0; i < n; i++) coords[i] = make_float4(frand(-1, 2), frand(-1, 2), 0, 0);
        r = run<float4>(t, K2D, coords, n);
        for (int i = 0; i < n; i++) EXPECT(r[i].x >= -1 && r[i].x <= 1 && r[i].z == 0 && r[i].w == 0, "short2 channels at %d", i);
        free(r);
        CHECK(cudaDestroyTextureObject(t));
        // half floats, linear
        static unsigned short hv[16 * 8];
        for (int i = 0; i < 128; i++) hv[i] = (unsigned short)(0x3c00 + i * 37 - (i & 1) * 0x8000);
        cudaChannelFormatDesc hd = cudaCreateChannelDescHalf();
        cudaArray_t ha;
        CHECK(cudaMallocArray(&ha, &hd, 16, 8));
        CHECK(cudaMemcpy2DToArray(ha, 0, 0, hv, 32, 32, 8, cudaMemcpyHostToDevice));
        t = make_tex(array_res(ha), 1, 0, cudaAddressModeClamp);
        for (int i = 0; i < n; i++) coords[i] = make_float4(frand(-1, 17), frand(-1, 9), 0, 0);
        r = run<float4>(t, K2D, coords, n);
        free(r);
        CHECK(cudaDestroyTextureObject(t));
        CHECK(cudaFreeArray(a));
        CHECK(cudaFreeArray(ha));
    }

    // 1D, 3D, layered, cubemap; gathers; explicit level and gradients
    {
        cudaArray_t a;
        CHECK(cudaMallocArray(&a, &f1, 29));
        CHECK(cudaMemcpy2DToArray(a, 0, 0, data, 29 * 4, 29 * 4, 1, cudaMemcpyHostToDevice));
        for (int mode = 0; mode < 4; mode++) {
            cudaTextureObject_t t = make_tex(array_res(a), 1, 1, mode);
            for (int i = 0; i < n; i++) coords[i] = make_float4(frand(-2, 3), 0, 0, 0);
            float4 *r = run<float4>(t, K1D, coords, n);
            free(r);
            CHECK(cudaDestroyTextureObject(t));
        }
        CHECK(cudaFreeArray(a));

        CHECK(cudaMalloc3DArray(&a, &f1, make_cudaExtent(7, 6, 5)));
        copy3d(a, data, 4, 7, 6, 5);
        for (int filter = 0; filter < 2; filter++) {
            cudaTextureObject_t t = make_tex(array_res(a), filter, 0, cudaAddressModeClamp);
            for (int i = 0; i < n; i++) coords[i] = make_float4(frand(-1, 8), frand(-1, 7), frand(-1, 6), 0);
            float4 *r = run<float4>(t, K3D, coords, n);
            if (!filter)
                for (int i = 0; i < n; i++) {
                    int x = addr_index((int)floorf(coords[i].x), 7, 1), y = addr_index((int)floorf(coords[i].y), 6, 1),
                        z = addr_index((int)floorf(coords[i].z), 5, 1);
                    EXPECT(r[i].x == data[(z * 6 + y) * 7 + x], "3D point at %d", i);
                }
            if (!filter) printf("3D point: %08x\n", hash_bytes(r, n * 16));
            free(r);
            CHECK(cudaDestroyTextureObject(t));
        }
        CHECK(cudaFreeArray(a));

        CHECK(cudaMalloc3DArray(&a, &f1, make_cudaExtent(8, 5, 4), cudaArrayLayered));
        copy3d(a, data, 4, 8, 5, 4);
        cudaTextureObject_t t = make_tex(array_res(a), 1, 0, cudaAddressModeClamp);
        for (int i = 0; i < n; i++) coords[i] = make_float4(frand(-1, 9), frand(-1, 6), 0, (float)(i % 6) - 1);
        float4 *r = run<float4>(t, KA2D, coords, n);
        free(r);
        CHECK(cudaDestroyTextureObject(t));
        CHECK(cudaFreeArray(a));

        CHECK(cudaMalloc3DArray(&a, &f1, make_cudaExtent(6, 6, 6), cudaArrayCubemap));
        copy3d(a, data, 4, 6, 6, 6);
        for (int filter = 0; filter < 2; filter++) {
            t = make_tex(array_res(a), filter, 1, cudaAddressModeClamp);
            for (int i = 0; i < n; i++) coords[i] = make_float4(frand(-1, 1), frand(-1, 1), frand(-1, 1), 0);
            for (int f = 0; f < 6; f++) // face centres
                coords[f] = make_float4(f / 2 == 0 ? 1 - f % 2 * 2 : 0, f / 2 == 1 ? 1 - f % 2 * 2 : 0, f / 2 == 2 ? 1 - f % 2 * 2 : 0, 0);
            r = run<float4>(t, KCUBE, coords, n);
            if (!filter)
                for (int f = 0; f < 6; f++) // the centre of face f is texel (3,3) of layer f
                    EXPECT(r[f].x == data[f * 36 + 3 * 6 + 3], "cube face %d centre: %g", f, r[f].x);
            if (!filter) printf("cubemap point: %08x\n", hash_bytes(r, n * 16));
            free(r);
            CHECK(cudaDestroyTextureObject(t));
        }
        CHECK(cudaFreeArray(a));

        cudaChannelFormatDesc f4 = cudaCreateChannelDesc<float4>();
        CHECK(cudaMallocArray(&a, &f4, 9, 7));
        CHECK(cudaMemcpy2DToArray(a, 0, 0, data, 9 * 16, 9 * 16, 7, cudaMemcpyHostToDevice));
        t = make_tex(array_res(a), 0, 0, cudaAddressModeClamp);
        for (int i = 0; i < n; i++) coords[i] = make_float4(frand(-1, 10), frand(-1, 8), 0, i % 4);
        r = run<float4>(t, KGATHER, coords, n);
        for (int i = 0; i < n; i++) { // gather: (i,j+1) (i+1,j+1) (i+1,j) (i,j) of component comp
            // the texels a linear filter would read: coordinates in fixed point with 8 fraction bits
            int x0 = (int)floorf(floorf((coords[i].x - 0.5f) * 256 + 0.5f) / 256),
                y0 = (int)floorf(floorf((coords[i].y - 0.5f) * 256 + 0.5f) / 256), c = (int)coords[i].w;
            auto at = [&](int x, int y) { return data[(addr_index(y, 7, 1) * 9 + addr_index(x, 9, 1)) * 4 + c]; };
            EXPECT(r[i].x == at(x0, y0 + 1) && r[i].y == at(x0 + 1, y0 + 1) && r[i].z == at(x0 + 1, y0) && r[i].w == at(x0, y0),
                   "gather %d at (%g,%g)", c, coords[i].x, coords[i].y);
        }
        printf("gather: %08x\n", hash_bytes(r, n * 16));
        free(r);
        CHECK(cudaDestroyTextureObject(t));
        t = make_tex(array_res(a), 1, 0, cudaAddressModeClamp);
        for (int i = 0; i < n; i++) coords[i] = make_float4(frand(-1, 10), frand(-1, 8), frand(0, 3), 0);
        r = run<float4>(t, KLOD, coords, n);
        float4 *g = run<float4>(t, KGRAD, coords, n);
        float4 *p = run<float4>(t, K2D, coords, n);
        EXPECT(!memcmp(r, p, n * 16) && !memcmp(g, p, n * 16), "level 0 and gradients differ from tex2D without mipmaps");
        free(r);
        free(g);
        free(p);
        CHECK(cudaDestroyTextureObject(t));
        CHECK(cudaFreeArray(a));
    }
    CHECK(cudaFreeArray(arr));
    CHECK(cudaFree(pit));
    printf("PASS " NAME "\n");
    return 0;
}
