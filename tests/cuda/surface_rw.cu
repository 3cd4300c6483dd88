// surface_rw: surface objects over CUDA arrays: kernels write with surf*write and read
// with surf*read in 1D, 2D, 3D and layered arrays, the boundary modes zero and clamp at
// coordinates outside the array, a texture reading what a surface wrote, and a trap-mode
// write outside the array (in a child process: it ends the context). Checked against
// host references; the printed values are compared with an H100's (surface_rw.gpu.out).
#define NAME "surface_rw"
#include "check.h"
#include <cstring>
#include <sys/wait.h>
#include <unistd.h>

__global__ void write2d(cudaSurfaceObject_t s, int w, int h) {
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h) surf2Dwrite(x * 1000.0f + y, s, x * 4, y);
}
// each thread reads (x+dx, y+dy) in zero and clamp modes and adds one to its own texel
__global__ void read2d(cudaSurfaceObject_t s, int w, int h, int dx, int dy, float *zero, float *clamp) {
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h) {
        zero[y * w + x] = surf2Dread<float>(s, (x + dx) * 4, y + dy, cudaBoundaryModeZero);
        clamp[y * w + x] = surf2Dread<float>(s, (x + dx) * 4, y + dy, cudaBoundaryModeClamp);
    }
}
__global__ void bump2d(cudaSurfaceObject_t s, int w, int h) {
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    float v;
    surf2Dread(&v, s, x * 4, y, cudaBoundaryModeZero);
    // writes outside the array in zero mode are dropped
    surf2Dwrite(v + 1.0f, s, x * 4, y, cudaBoundaryModeZero);
}
__global__ void rgba(cudaSurfaceObject_t s, int w, int h) {
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h) surf2Dwrite(make_uchar4(x * 16, y * 16, (x ^ y) * 8, 255), s, x * 4, y);
}
__global__ void sample(cudaTextureObject_t t, int w, int h, float4 *o) {
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h) o[y * w + x] = tex2D<float4>(t, x + 0.75f, y + 0.25f); // texel (x, y)
}
__global__ void work1d(cudaSurfaceObject_t s, int n, short *o) {
    int i = threadIdx.x;
    short v = surf1Dread<short>(s, i * 2, cudaBoundaryModeClamp);
    o[i] = v;
    __syncthreads(); // every read before any write
    if (i < n) surf1Dwrite((short)(v * 3 - i), s, i * 2);
}
__global__ void work3d(cudaSurfaceObject_t s, int w, int h, int d) {
    int x = threadIdx.x, y = threadIdx.y, z = blockIdx.x;
    if (x < w && y < h && z < d) surf3Dwrite(make_int2(x + y * 10 + z * 100, -z), s, x * 8, y, z);
}
__global__ void layered(cudaSurfaceObject_t s, int w, int h, int layers) {
    int x = threadIdx.x, y = threadIdx.y, l = blockIdx.x;
    if (x < w && y < h && l < layers) {
        unsigned char v = surf2DLayeredread<unsigned char>(s, x, y, l);
        surf2DLayeredwrite((unsigned char)(v + x + y * 3 + l * 50), s, x, y, l);
    }
}
__global__ void trap_write(cudaSurfaceObject_t s, int w) {
    surf2Dwrite(1.0f, s, (w + threadIdx.x) * 4, 0);
}

static unsigned hash_bytes(const void *p, size_t n) {
    unsigned h = 2166136261u;
    for (size_t i = 0; i < n; i++) h = (h ^ ((const unsigned char *)p)[i]) * 16777619u;
    return h;
}
static cudaSurfaceObject_t surface_of(cudaArray_t a) {
    cudaResourceDesc rd;
    memset(&rd, 0, sizeof rd);
    rd.resType = cudaResourceTypeArray;
    rd.res.array.array = a;
    cudaSurfaceObject_t s;
    CHECK(cudaCreateSurfaceObject(&s, &rd));
    return s;
}

int main() {
    // a trap-mode write outside the array ends the context (in a child process, forked
    // before this process uses CUDA)
    fflush(stdout);
    pid_t pid = fork();
    EXPECT(pid >= 0, "fork failed");
    if (pid == 0) {
        cudaChannelFormatDesc fd = cudaCreateChannelDesc<float>();
        cudaArray_t ta;
        CHECK(cudaMallocArray(&ta, &fd, 16, 4, cudaArraySurfaceLoadStore));
        void *dz;
        CHECK(cudaMalloc(&dz, 4));
        cudaSurfaceObject_t st = surface_of(ta);
        trap_write<<<1, 4>>>(st, 16);
        cudaError_t e1 = cudaGetLastError();
        cudaError_t e2 = cudaDeviceSynchronize();
        printf("trap write: launch %s, sync %s, then %s\n", cudaGetErrorName(e1), cudaGetErrorName(e2),
               cudaGetErrorName(cudaMemset(dz, 0, 4)));
        fflush(stdout);
        _exit(0);
    }
    int status;
    waitpid(pid, &status, 0);
    EXPECT(WIFEXITED(status) && WEXITSTATUS(status) == 0, "child status %d", status);

    const int w = 37, h = 23;
    cudaChannelFormatDesc f1 = cudaCreateChannelDesc<float>();
    cudaArray_t a;
    CHECK(cudaMallocArray(&a, &f1, w, h, cudaArraySurfaceLoadStore));
    cudaSurfaceObject_t s = surface_of(a);
    dim3 blk(8, 8), grd((w + 7) / 8 + 1, (h + 7) / 8 + 1);
    write2d<<<grd, blk>>>(s, w, h);
    CHECK(cudaGetLastError());
    static float back[w * h], zero[w * h], clamp[w * h];
    CHECK(cudaMemcpy2DFromArray(back, w * 4, a, 0, 0, w * 4, h, cudaMemcpyDeviceToHost));
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) EXPECT(back[y * w + x] == x * 1000.0f + y, "surf2Dwrite (%d,%d): %g", x, y, back[y * w + x]);
    float *dz, *dc;
    CHECK(cudaMalloc(&dz, sizeof zero));
    CHECK(cudaMalloc(&dc, sizeof clamp));
    int shifts[][2] = {{5, -3}, {-40, 2}, {3, 30}};
    for (auto &sh : shifts) {
        read2d<<<grd, blk>>>(s, w, h, sh[0], sh[1], dz, dc);
        CHECK(cudaMemcpy(zero, dz, sizeof zero, cudaMemcpyDeviceToHost));
        CHECK(cudaMemcpy(clamp, dc, sizeof clamp, cudaMemcpyDeviceToHost));
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++) {
                int sx = x + sh[0], sy = y + sh[1];
                int in = sx >= 0 && sx < w && sy >= 0 && sy < h;
                float ez = in ? sx * 1000.0f + sy : 0.0f;
                int cx = sx < 0 ? 0 : sx >= w ? w - 1 : sx, cy = sy < 0 ? 0 : sy >= h ? h - 1 : sy;
                EXPECT(zero[y * w + x] == ez, "zero mode at (%d,%d)+(%d,%d): %g, expected %g", x, y, sh[0], sh[1], zero[y * w + x], ez);
                EXPECT(clamp[y * w + x] == cx * 1000.0f + cy, "clamp mode at (%d,%d)+(%d,%d): %g", x, y, sh[0], sh[1], clamp[y * w + x]);
            }
        printf("shift %d,%d: zero %08x clamp %08x\n", sh[0], sh[1], hash_bytes(zero, sizeof zero), hash_bytes(clamp, sizeof clamp));
    }
    bump2d<<<grd, blk>>>(s, w, h); // the grid covers more than the array
    CHECK(cudaMemcpy2DFromArray(back, w * 4, a, 0, 0, w * 4, h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < w * h; i++) EXPECT(back[i] == (i % w) * 1000.0f + i / w + 1.0f, "bump2d at %d: %g", i, back[i]);
    CHECK(cudaDestroySurfaceObject(s));

    // uchar4 written by a surface, read by a texture as normalized floats
    cudaChannelFormatDesc u4 = cudaCreateChannelDesc<uchar4>();
    cudaArray_t ca;
    CHECK(cudaMallocArray(&ca, &u4, 16, 16, cudaArraySurfaceLoadStore));
    s = surface_of(ca);
    rgba<<<dim3(2, 2), dim3(8, 8)>>>(s, 16, 16);
    static uchar4 px[256];
    CHECK(cudaMemcpy2DFromArray(px, 64, ca, 0, 0, 64, 16, cudaMemcpyDeviceToHost));
    for (int y = 0; y < 16; y++)
        for (int x = 0; x < 16; x++) {
            uchar4 v = px[y * 16 + x];
            EXPECT(v.x == (unsigned char)(x * 16) && v.y == (unsigned char)(y * 16) && v.z == (unsigned char)((x ^ y) * 8) && v.w == 255,
                   "uchar4 surface at (%d,%d)", x, y);
        }
    cudaResourceDesc rd;
    memset(&rd, 0, sizeof rd);
    rd.resType = cudaResourceTypeArray;
    rd.res.array.array = ca;
    cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    td.filterMode = cudaFilterModePoint;
    td.readMode = cudaReadModeNormalizedFloat;
    td.addressMode[0] = td.addressMode[1] = cudaAddressModeClamp;
    cudaTextureObject_t t;
    CHECK(cudaCreateTextureObject(&t, &rd, &td, NULL));
    float4 *dsm;
    CHECK(cudaMalloc(&dsm, 256 * sizeof(float4)));
    sample<<<dim3(2, 2), dim3(8, 8)>>>(t, 16, 16, dsm);
    static float4 sm[256];
    CHECK(cudaMemcpy(sm, dsm, sizeof sm, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 256; i++) {
        uchar4 v = px[i];
        EXPECT(sm[i].x == v.x / 255.0f && sm[i].y == v.y / 255.0f && sm[i].z == v.z / 255.0f && sm[i].w == 1.0f,
               "texture over surface data at %d: %g %g %g %g", i, sm[i].x, sm[i].y, sm[i].z, sm[i].w);
    }
    printf("texture over a surface: %08x  (%a %a %a %a)\n", hash_bytes(sm, sizeof sm), sm[17].x, sm[17].y, sm[17].z, sm[17].w);
    CHECK(cudaDestroyTextureObject(t));
    CHECK(cudaDestroySurfaceObject(s));

    // 1D shorts, clamp reads past the end
    cudaChannelFormatDesc s16 = cudaCreateChannelDesc<short>();
    cudaArray_t a1;
    CHECK(cudaMallocArray(&a1, &s16, 50, 0, cudaArraySurfaceLoadStore));
    short h1[50], o1[64];
    for (int i = 0; i < 50; i++) h1[i] = (short)(i * 37 - 900);
    CHECK(cudaMemcpy2DToArray(a1, 0, 0, h1, 100, 100, 1, cudaMemcpyHostToDevice));
    s = surface_of(a1);
    short *d1;
    CHECK(cudaMalloc(&d1, sizeof o1));
    work1d<<<1, 64>>>(s, 50, d1);
    CHECK(cudaMemcpy(o1, d1, sizeof o1, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 64; i++) EXPECT(o1[i] == h1[i < 50 ? i : 49], "surf1Dread clamp at %d: %d", i, o1[i]);
    short b1[50];
    CHECK(cudaMemcpy2DFromArray(b1, 100, a1, 0, 0, 100, 1, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 50; i++) EXPECT(b1[i] == (short)(h1[i] * 3 - i), "surf1Dwrite at %d: %d", i, b1[i]);
    CHECK(cudaDestroySurfaceObject(s));

    // 3D int2
    cudaChannelFormatDesc i2 = cudaCreateChannelDesc<int2>();
    cudaArray_t a3;
    CHECK(cudaMalloc3DArray(&a3, &i2, make_cudaExtent(6, 5, 4), cudaArraySurfaceLoadStore));
    s = surface_of(a3);
    work3d<<<5, dim3(8, 8)>>>(s, 6, 5, 4);
    static int2 b3[6 * 5 * 4];
    cudaMemcpy3DParms p;
    memset(&p, 0, sizeof p);
    p.srcArray = a3;
    p.dstPtr = make_cudaPitchedPtr(b3, 6 * 8, 6, 5);
    p.extent = make_cudaExtent(6, 5, 4);
    p.kind = cudaMemcpyDeviceToHost;
    CHECK(cudaMemcpy3D(&p));
    for (int z = 0; z < 4; z++)
        for (int y = 0; y < 5; y++)
            for (int x = 0; x < 6; x++) {
                int2 v = b3[(z * 5 + y) * 6 + x];
                EXPECT(v.x == x + y * 10 + z * 100 && v.y == -z, "surf3Dwrite at (%d,%d,%d)", x, y, z);
            }
    CHECK(cudaDestroySurfaceObject(s));

    // layered bytes
    cudaChannelFormatDesc u1 = cudaCreateChannelDesc<unsigned char>();
    cudaArray_t al;
    CHECK(cudaMalloc3DArray(&al, &u1, make_cudaExtent(9, 7, 3), cudaArrayLayered | cudaArraySurfaceLoadStore));
    static unsigned char hl[9 * 7 * 3], bl[9 * 7 * 3];
    for (int i = 0; i < 9 * 7 * 3; i++) hl[i] = (unsigned char)(i * 5);
    memset(&p, 0, sizeof p);
    p.srcPtr = make_cudaPitchedPtr(hl, 9, 9, 7);
    p.dstArray = al;
    p.extent = make_cudaExtent(9, 7, 3);
    p.kind = cudaMemcpyHostToDevice;
    CHECK(cudaMemcpy3D(&p));
    s = surface_of(al);
    layered<<<3, dim3(16, 8)>>>(s, 9, 7, 3);
    memset(&p, 0, sizeof p);
    p.srcArray = al;
    p.dstPtr = make_cudaPitchedPtr(bl, 9, 9, 7);
    p.extent = make_cudaExtent(9, 7, 3);
    p.kind = cudaMemcpyDeviceToHost;
    CHECK(cudaMemcpy3D(&p));
    for (int l = 0; l < 3; l++)
        for (int y = 0; y < 7; y++)
            for (int x = 0; x < 9; x++) {
                int i = (l * 7 + y) * 9 + x;
                EXPECT(bl[i] == (unsigned char)(hl[i] + x + y * 3 + l * 50), "layered surface at (%d,%d,%d): %d", x, y, l, bl[i]);
            }
    CHECK(cudaDestroySurfaceObject(s));

    cudaFreeArray(a);
    cudaFreeArray(ca);
    cudaFreeArray(a1);
    cudaFreeArray(a3);
    cudaFreeArray(al);
    printf("PASS " NAME "\n");
    return 0;
}
