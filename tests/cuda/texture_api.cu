// texture_api: CUDA arrays, texture and surface objects through the runtime API: what
// each call returns for good and bad arguments, the descriptors it reports back, and
// copies into and out of arrays. The output is compared with an H100's (texture_api.gpu.out).
#define NAME "texture_api"
#include "check.h"
#include <cstring>

static void show_desc(const char *what, cudaChannelFormatDesc d) {
    printf("%s: %d %d %d %d kind %d\n", what, d.x, d.y, d.z, d.w, (int)d.f);
}

int main() {
    cudaChannelFormatDesc f1 = cudaCreateChannelDesc<float>();
    cudaChannelFormatDesc u4 = cudaCreateChannelDesc<uchar4>();
    cudaChannelFormatDesc f3 = cudaCreateChannelDesc(32, 32, 32, 0, cudaChannelFormatKindFloat);
    cudaChannelFormatDesc bad = cudaCreateChannelDesc(0, 8, 0, 0, cudaChannelFormatKindUnsigned);
    cudaChannelFormatDesc odd = cudaCreateChannelDesc(12, 0, 0, 0, cudaChannelFormatKindUnsigned);
    show_desc("float desc", f1);
    show_desc("uchar4 desc", u4);
    show_desc("half desc", cudaCreateChannelDescHalf());

    // arrays
    cudaArray_t a1 = 0, a2 = 0, a3 = 0, al = 0, ac = 0, as = 0, tmp = 0;
    SHOW("malloc 1D", cudaMallocArray(&a1, &f1, 100));
    SHOW("malloc 2D", cudaMallocArray(&a2, &u4, 64, 32));
    SHOW("malloc 3D", cudaMalloc3DArray(&a3, &f1, make_cudaExtent(8, 4, 3)));
    SHOW("malloc layered", cudaMalloc3DArray(&al, &f1, make_cudaExtent(16, 8, 5), cudaArrayLayered));
    SHOW("malloc cubemap", cudaMalloc3DArray(&ac, &f1, make_cudaExtent(8, 8, 6), cudaArrayCubemap));
    SHOW("malloc surface", cudaMallocArray(&as, &f1, 32, 16, cudaArraySurfaceLoadStore));
    SHOW("malloc null out", cudaMallocArray(NULL, &f1, 10));
    SHOW("malloc null desc", cudaMallocArray(&tmp, NULL, 10));
    SHOW("malloc width 0", cudaMallocArray(&tmp, &f1, 0));
    SHOW("malloc float3", cudaMallocArray(&tmp, &f3, 10));
    SHOW("malloc x=0 y=8", cudaMallocArray(&tmp, &bad, 10));
    SHOW("malloc 12 bits", cudaMallocArray(&tmp, &odd, 10));
    SHOW("malloc too wide", cudaMallocArray(&tmp, &f1, 1 << 20));
    SHOW("malloc 2D too tall", cudaMallocArray(&tmp, &f1, 16, 1 << 20));
    SHOW("cubemap not square", cudaMalloc3DArray(&tmp, &f1, make_cudaExtent(8, 4, 6), cudaArrayCubemap));
    SHOW("cubemap depth 5", cudaMalloc3DArray(&tmp, &f1, make_cudaExtent(8, 8, 5), cudaArrayCubemap));
    SHOW("3D height 0", cudaMalloc3DArray(&tmp, &f1, make_cudaExtent(8, 0, 4)));
    SHOW("bad flags", cudaMalloc3DArray(&tmp, &f1, make_cudaExtent(8, 8, 0), 0x1000));

    cudaChannelFormatDesc d;
    cudaExtent e;
    unsigned flags;
    const char *names[] = {"1D", "2D", "3D", "layered", "cubemap", "surface"};
    cudaArray_t arrs[] = {a1, a2, a3, al, ac, as};
    for (int i = 0; i < 6; i++) {
        memset(&d, 0, sizeof d);
        memset(&e, 0, sizeof e);
        flags = 99;
        CHECK(cudaArrayGetInfo(&d, &e, &flags, arrs[i]));
        printf("info %s: %d %d %d %d kind %d extent %zu %zu %zu flags %u\n", names[i], d.x, d.y, d.z, d.w, (int)d.f,
               e.width, e.height, e.depth, flags);
        memset(&d, 0, sizeof d);
        CHECK(cudaGetChannelDesc(&d, arrs[i]));
        show_desc("channel desc", d);
    }
    SHOW("info of null array", cudaArrayGetInfo(&d, &e, &flags, NULL));
    SHOW("channel desc of null", cudaGetChannelDesc(&d, NULL));

    // copies into and out of arrays
    int w = 64, h = 32;
    unsigned char *host = (unsigned char *)malloc(w * h * 4), *back = (unsigned char *)malloc(w * h * 4);
    for (int i = 0; i < w * h * 4; i++) host[i] = (unsigned char)(i * 7 + 3);
    CHECK(cudaMemcpy2DToArray(a2, 0, 0, host, w * 4, w * 4, h, cudaMemcpyHostToDevice));
    memset(back, 0, w * h * 4);
    CHECK(cudaMemcpy2DFromArray(back, w * 4, a2, 0, 0, w * 4, h, cudaMemcpyDeviceToHost));
    EXPECT(!memcmp(host, back, w * h * 4), "2D array round trip differs");
    // a sub-rectangle: 8x4 texels from (16,8) of the array into a packed buffer
    CHECK(cudaMemcpy2DFromArray(back, 8 * 4, a2, 16 * 4, 8, 8 * 4, 4, cudaMemcpyDeviceToHost));
    for (int y = 0; y < 4; y++)
        EXPECT(!memcmp(back + y * 32, host + ((8 + y) * w + 16) * 4, 32), "sub-rectangle row %d differs", y);
    // device to array and array to array
    void *dbuf;
    CHECK(cudaMalloc(&dbuf, w * h * 4));
    CHECK(cudaMemcpy(dbuf, host, w * h * 4, cudaMemcpyHostToDevice));
    cudaArray_t a2b;
    CHECK(cudaMallocArray(&a2b, &u4, 64, 32));
    CHECK(cudaMemcpy2DToArray(a2b, 0, 0, dbuf, w * 4, w * 4, h, cudaMemcpyDeviceToDevice));
    CHECK(cudaMemset(dbuf, 0, w * h * 4));
    CHECK(cudaMemcpy2DArrayToArray(a2, 0, 0, a2b, 0, 0, w * 4, h, cudaMemcpyDeviceToDevice));
    CHECK(cudaMemcpy2DFromArray(dbuf, w * 4, a2, 0, 0, w * 4, h, cudaMemcpyDeviceToDevice));
    memset(back, 0, w * h * 4);
    CHECK(cudaMemcpy(back, dbuf, w * h * 4, cudaMemcpyDeviceToHost));
    EXPECT(!memcmp(host, back, w * h * 4), "array to array copy differs");
    // the deprecated linear copies: bytes from a position on, row after row
    CHECK(cudaMemcpyToArray(a2b, 0, 0, host, w * h * 4, cudaMemcpyHostToDevice));
    memset(back, 0, w * h * 4);
    CHECK(cudaMemcpyFromArray(back, a2b, 8, 2, 300, cudaMemcpyDeviceToHost));
    EXPECT(!memcmp(back, host + 2 * w * 4 + 8, 300), "cudaMemcpyFromArray from (8, 2) differs");
    CHECK(cudaMemcpyArrayToArray(a2, 0, 0, a2b, 0, 0, w * h * 4, cudaMemcpyDeviceToDevice));
    CHECK(cudaMemcpyFromArray(back, a2, 0, 0, w * h * 4, cudaMemcpyDeviceToHost));
    EXPECT(!memcmp(host, back, w * h * 4), "cudaMemcpyArrayToArray differs");
    SHOW("copy past the right edge", cudaMemcpy2DToArray(a2, 4, 0, host, w * 4, w * 4, h, cudaMemcpyHostToDevice));
    SHOW("copy past the bottom", cudaMemcpy2DToArray(a2, 0, 1, host, w * 4, w * 4, h, cudaMemcpyHostToDevice));
    SHOW("spitch < width", cudaMemcpy2DToArray(a2, 0, 0, host, 16, w * 4, h, cudaMemcpyHostToDevice));
    SHOW("copy to null array", cudaMemcpy2DToArray(NULL, 0, 0, host, w * 4, w * 4, h, cudaMemcpyHostToDevice));
    SHOW("async copy to array", cudaMemcpy2DToArrayAsync(a2, 0, 0, host, w * 4, w * 4, h, cudaMemcpyHostToDevice, 0));
    CHECK(cudaDeviceSynchronize());

    // 3D copies: host -> 3D array -> host through cudaMemcpy3D, with a sub-box
    float *h3 = (float *)malloc(8 * 4 * 3 * 4), *b3 = (float *)calloc(8 * 4 * 3, 4);
    for (int i = 0; i < 8 * 4 * 3; i++) h3[i] = i * 0.5f;
    cudaMemcpy3DParms p;
    memset(&p, 0, sizeof p);
    p.srcPtr = make_cudaPitchedPtr(h3, 8 * 4, 8, 4);
    p.dstArray = a3;
    p.extent = make_cudaExtent(8, 4, 3);
    p.kind = cudaMemcpyHostToDevice;
    CHECK(cudaMemcpy3D(&p));
    memset(&p, 0, sizeof p);
    p.srcArray = a3;
    p.srcPos = make_cudaPos(2, 1, 1);
    p.dstPtr = make_cudaPitchedPtr(b3, 4 * 4, 4, 2);
    p.extent = make_cudaExtent(4, 2, 2);
    p.kind = cudaMemcpyDeviceToHost;
    CHECK(cudaMemcpy3D(&p));
    for (int z = 0; z < 2; z++)
        for (int y = 0; y < 2; y++)
            for (int x = 0; x < 4; x++)
                EXPECT(b3[(z * 2 + y) * 4 + x] == h3[((z + 1) * 4 + y + 1) * 8 + x + 2], "3D sub-box (%d,%d,%d) differs", x, y, z);
    p.extent = make_cudaExtent(8, 2, 2);
    SHOW("3D copy past the edge", cudaMemcpy3D(&p));
    // a layered array: 5 layers of 16x8
    float *hl = (float *)malloc(16 * 8 * 5 * 4), *bl = (float *)calloc(16 * 8 * 5, 4);
    for (int i = 0; i < 16 * 8 * 5; i++) hl[i] = i + 0.25f;
    memset(&p, 0, sizeof p);
    p.srcPtr = make_cudaPitchedPtr(hl, 16 * 4, 16, 8);
    p.dstArray = al;
    p.extent = make_cudaExtent(16, 8, 5);
    p.kind = cudaMemcpyHostToDevice;
    CHECK(cudaMemcpy3D(&p));
    memset(&p, 0, sizeof p);
    p.srcArray = al;
    p.dstPtr = make_cudaPitchedPtr(bl, 16 * 4, 16, 8);
    p.extent = make_cudaExtent(16, 8, 5);
    p.kind = cudaMemcpyDeviceToHost;
    CHECK(cudaMemcpy3D(&p));
    EXPECT(!memcmp(hl, bl, 16 * 8 * 5 * 4), "layered array round trip differs");

    // texture objects
    float *lin;
    CHECK(cudaMalloc(&lin, 1024 * 4));
    cudaResourceDesc rd;
    cudaTextureDesc td;
    cudaTextureObject_t t = 0;
    memset(&rd, 0, sizeof rd);
    memset(&td, 0, sizeof td);
    rd.resType = cudaResourceTypeLinear;
    rd.res.linear.devPtr = lin;
    rd.res.linear.desc = f1;
    rd.res.linear.sizeInBytes = 1024 * 4;
    SHOW("linear texture", cudaCreateTextureObject(&t, &rd, &td, NULL));
    printf("handle is nonzero: %d\n", t != 0);
    cudaResourceDesc rq;
    memset(&rq, 0x5a, sizeof rq);
    CHECK(cudaGetTextureObjectResourceDesc(&rq, t));
    printf("resource back: type %d ptr same %d size %zu desc %d %d %d %d %d\n", (int)rq.resType,
           rq.res.linear.devPtr == lin, rq.res.linear.sizeInBytes, rq.res.linear.desc.x, rq.res.linear.desc.y,
           rq.res.linear.desc.z, rq.res.linear.desc.w, (int)rq.res.linear.desc.f);
    cudaTextureDesc tq;
    memset(&tq, 0x5a, sizeof tq);
    CHECK(cudaGetTextureObjectTextureDesc(&tq, t));
    printf("texture desc back: addr %d %d %d filter %d read %d norm %d srgb %d\n", tq.addressMode[0], tq.addressMode[1],
           tq.addressMode[2], tq.filterMode, tq.readMode, tq.normalizedCoords, tq.sRGB);
    SHOW("destroy", cudaDestroyTextureObject(t));
    SHOW("destroy 0", cudaDestroyTextureObject(0));
    SHOW("null out", cudaCreateTextureObject(NULL, &rd, &td, NULL));
    SHOW("null resource", cudaCreateTextureObject(&t, NULL, &td, NULL));
    SHOW("null texture desc", cudaCreateTextureObject(&t, &rd, NULL, NULL));
    rd.res.linear.devPtr = NULL;
    SHOW("linear null ptr", cudaCreateTextureObject(&t, &rd, &td, NULL));
    rd.res.linear.devPtr = (char *)lin + 4;
    SHOW("linear misaligned", cudaCreateTextureObject(&t, &rd, &td, NULL));
    rd.res.linear.devPtr = (char *)lin + 512;
    SHOW("linear offset 512", cudaCreateTextureObject(&t, &rd, &td, NULL));
    if (t) cudaDestroyTextureObject(t);
    rd.res.linear.devPtr = lin;
    rd.res.linear.sizeInBytes = 0;
    SHOW("linear size 0", cudaCreateTextureObject(&t, &rd, &td, NULL));
    rd.res.linear.sizeInBytes = (size_t)1 << 40;
    SHOW("linear too large", cudaCreateTextureObject(&t, &rd, &td, NULL));
    rd.res.linear.sizeInBytes = 1024 * 4;
    rd.res.linear.desc = bad;
    SHOW("linear bad desc", cudaCreateTextureObject(&t, &rd, &td, NULL));
    rd.res.linear.desc = f1;
    td.filterMode = cudaFilterModeLinear;
    SHOW("linear, linear filter", cudaCreateTextureObject(&t, &rd, &td, NULL));
    if (t) cudaDestroyTextureObject(t);
    td.filterMode = cudaFilterModePoint;
    rd.res.linear.desc = cudaCreateChannelDesc<int>();
    td.readMode = cudaReadModeNormalizedFloat;
    SHOW("int32, normalized read", cudaCreateTextureObject(&t, &rd, &td, NULL));
    if (t) cudaDestroyTextureObject(t);
    td.readMode = cudaReadModeElementType;
    td.filterMode = cudaFilterModeLinear;
    SHOW("int32, linear filter", cudaCreateTextureObject(&t, &rd, &td, NULL));
    if (t) cudaDestroyTextureObject(t);
    rd.res.linear.desc = cudaCreateChannelDesc<uchar4>();
    SHOW("uchar4 element type, linear filter", cudaCreateTextureObject(&t, &rd, &td, NULL));
    if (t) cudaDestroyTextureObject(t);
    td.readMode = cudaReadModeNormalizedFloat;
    SHOW("uchar4 normalized, linear filter", cudaCreateTextureObject(&t, &rd, &td, NULL));
    if (t) cudaDestroyTextureObject(t);
    td.readMode = cudaReadModeElementType;
    td.filterMode = cudaFilterModePoint;
    rd.res.linear.desc = f1;
    td.addressMode[0] = (cudaTextureAddressMode)7;
    SHOW("bad address mode", cudaCreateTextureObject(&t, &rd, &td, NULL));
    if (t) cudaDestroyTextureObject(t);
    td.addressMode[0] = cudaAddressModeClamp;
    td.filterMode = (cudaTextureFilterMode)5;
    SHOW("bad filter mode", cudaCreateTextureObject(&t, &rd, &td, NULL));
    if (t) cudaDestroyTextureObject(t);
    td.filterMode = cudaFilterModePoint;

    // pitched 2D
    float *pit;
    size_t pitch;
    CHECK(cudaMallocPitch((void **)&pit, &pitch, 100 * 4, 50));
    memset(&rd, 0, sizeof rd);
    rd.resType = cudaResourceTypePitch2D;
    rd.res.pitch2D.devPtr = pit;
    rd.res.pitch2D.desc = f1;
    rd.res.pitch2D.width = 100;
    rd.res.pitch2D.height = 50;
    rd.res.pitch2D.pitchInBytes = pitch;
    SHOW("pitch2D texture", cudaCreateTextureObject(&t, &rd, &td, NULL));
    if (t) cudaDestroyTextureObject(t);
    rd.res.pitch2D.pitchInBytes = 100 * 4 + 4;
    SHOW("pitch2D unaligned pitch", cudaCreateTextureObject(&t, &rd, &td, NULL));
    rd.res.pitch2D.pitchInBytes = 64;
    SHOW("pitch2D pitch < width", cudaCreateTextureObject(&t, &rd, &td, NULL));
    rd.res.pitch2D.pitchInBytes = pitch;
    rd.res.pitch2D.height = 0;
    SHOW("pitch2D height 0", cudaCreateTextureObject(&t, &rd, &td, NULL));

    // array textures
    memset(&rd, 0, sizeof rd);
    rd.resType = cudaResourceTypeArray;
    rd.res.array.array = a2;
    SHOW("array texture", cudaCreateTextureObject(&t, &rd, &td, NULL));
    if (t) cudaDestroyTextureObject(t);
    rd.res.array.array = NULL;
    SHOW("array texture, null array", cudaCreateTextureObject(&t, &rd, &td, NULL));
    rd.resType = (cudaResourceType)9;
    SHOW("bad resource type", cudaCreateTextureObject(&t, &rd, &td, NULL));

    // surfaces
    cudaSurfaceObject_t s = 0;
    memset(&rd, 0, sizeof rd);
    rd.resType = cudaResourceTypeArray;
    rd.res.array.array = as;
    SHOW("surface", cudaCreateSurfaceObject(&s, &rd));
    printf("surface handle is nonzero: %d\n", s != 0);
    memset(&rq, 0, sizeof rq);
    CHECK(cudaGetSurfaceObjectResourceDesc(&rq, s));
    printf("surface resource back: type %d array same %d\n", (int)rq.resType, rq.res.array.array == as);
    SHOW("destroy surface", cudaDestroySurfaceObject(s));
    rd.res.array.array = a2;
    SHOW("surface without the flag", cudaCreateSurfaceObject(&s, &rd));
    rd.res.array.array = NULL;
    SHOW("surface of null array", cudaCreateSurfaceObject(&s, &rd));
    memset(&rd, 0, sizeof rd);
    rd.resType = cudaResourceTypeLinear;
    rd.res.linear.devPtr = lin;
    rd.res.linear.desc = f1;
    rd.res.linear.sizeInBytes = 4096;
    SHOW("surface of linear memory", cudaCreateSurfaceObject(&s, &rd));
    SHOW("surface null out", cudaCreateSurfaceObject(NULL, &rd));

    for (int i = 0; i < 6; i++) SHOW("free array", cudaFreeArray(arrs[i]));
    SHOW("free array a2b", cudaFreeArray(a2b));
    SHOW("free null array", cudaFreeArray(NULL));
    SHOW("last error", cudaGetLastError());
    cudaFree(lin);
    cudaFree(pit);
    cudaFree(dbuf);
    free(host);
    free(back);
    free(h3);
    free(b3);
    free(hl);
    free(bl);
    printf("PASS " NAME "\n");
    return 0;
}
