// memory_async: the rest of the memory API.
//  - stream-ordered allocation: cudaMallocAsync/cudaFreeAsync in stream order (a kernel
//    between them), the default memory pool and its attributes, cudaMemPoolTrimTo;
//  - 3D: cudaMalloc3D pitch, cudaMemcpy3D of a sub-box between pitched device memory and
//    host memory, cudaMemset3D, cudaMemcpy3DAsync, cudaMemcpy2DAsync, cudaMemset2DAsync;
//  - registered and mapped host memory: cudaHostRegister, cudaHostGetDevicePointer, a kernel
//    writing through the device pointer, cudaPointerGetAttributes of registered memory,
//    cudaHostUnregister (and unregistering twice), cudaHostAlloc(Mapped);
//  - unified memory: cudaMemPrefetchAsync and cudaMemAdvise accepted on managed memory,
//    __managed__ variables used from host and device;
//  - cudaMemcpyPeer on the one device, cudaMemGetInfo, an allocation too big to satisfy.
// Prints every error code it sees: tests/cuda/memory_async.gpu.out holds what an H200 printed.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>

#define NAME "memory_async"
#include "check.h"

__global__ void fill(int *p, int v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = v + i;
}

__global__ void sum_into(const int *p, int n, unsigned long long *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) atomicAdd(out, (unsigned long long)p[i]);
}

__managed__ int counter = 5;

__global__ void bump(int by) { atomicAdd(&counter, by); }

static void stream_ordered(void)
{
    cudaStream_t s;
    CHECK(cudaStreamCreate(&s));
    cudaMemPool_t pool, pool2;
    CHECK(cudaDeviceGetDefaultMemPool(&pool, 0));
    CHECK(cudaDeviceGetMemPool(&pool2, 0));
    EXPECT(pool == pool2, "the device's current pool is not its default pool");
    unsigned long long thr = 123;
    CHECK(cudaMemPoolGetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &thr));
    printf("release threshold: %llu\n", thr);
    unsigned long long want = 64ull << 20;
    CHECK(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &want));
    CHECK(cudaMemPoolGetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &thr));
    printf("release threshold after set: %llu\n", thr);
    int reuse = -1;
    CHECK(cudaMemPoolGetAttribute(pool, cudaMemPoolReuseAllowOpportunistic, &reuse));
    printf("reuse opportunistic: %d\n", reuse);

    const int n = 1 << 16;
    unsigned long long *sum;
    CHECK(cudaMallocHost(&sum, sizeof *sum));
    for (int rep = 0; rep < 4; rep++) {
        int *d = NULL;
        unsigned long long *dsum = NULL;
        CHECK(cudaMallocAsync(&d, n * sizeof(int), s));
        CHECK(cudaMallocAsync(&dsum, sizeof *dsum, s));
        EXPECT(d && dsum && ((size_t)d % 256) == 0, "cudaMallocAsync pointer");
        CHECK(cudaMemsetAsync(dsum, 0, sizeof *dsum, s));
        fill<<<(n + 255) / 256, 256, 0, s>>>(d, rep, n);
        sum_into<<<(n + 255) / 256, 256, 0, s>>>(d, n, dsum);
        CHECK(cudaMemcpyAsync(sum, dsum, sizeof *sum, cudaMemcpyDeviceToHost, s));
        CHECK(cudaFreeAsync(d, s));
        CHECK(cudaFreeAsync(dsum, s));
        CHECK(cudaStreamSynchronize(s));
        unsigned long long expect = (unsigned long long)n * rep + (unsigned long long)n * (n - 1) / 2;
        EXPECT(*sum == expect, "rep %d: sum %llu, want %llu", rep, *sum, expect);
    }
    unsigned long long used = 1;
    CHECK(cudaMemPoolGetAttribute(pool, cudaMemPoolAttrUsedMemCurrent, &used));
    printf("pool used after frees: %llu\n", used);
    CHECK(cudaMemPoolTrimTo(pool, 0));
    SHOW("free async of a non-pool pointer", cudaFreeAsync((void *)sum, s));
    SHOW("malloc async null out", cudaMallocAsync(NULL, 16, s));
    int *z = (int *)1;
    SHOW("malloc async zero", cudaMallocAsync(&z, 0, s));
    printf("zero-size pointer: %s\n", z ? "set" : "null");
    CHECK(cudaStreamSynchronize(s));
    CHECK(cudaFreeHost(sum));
    CHECK(cudaStreamDestroy(s));
}

static void three_d(void)
{
    const size_t W = 37, H = 11, D = 5;   // width in ints
    cudaPitchedPtr dp;
    cudaExtent ext = make_cudaExtent(W * sizeof(int), H, D);
    CHECK(cudaMalloc3D(&dp, ext));
    printf("3D pitch: %zu, xsize %zu, ysize %zu\n", dp.pitch, dp.xsize, dp.ysize);
    EXPECT(dp.pitch >= W * sizeof(int) && dp.pitch % 256 == 0, "pitch %zu", dp.pitch);
    CHECK(cudaMemset3D(dp, 0x01, ext));
    int *h = (int *)malloc(W * H * D * sizeof(int));
    for (size_t i = 0; i < W * H * D; i++) h[i] = (int)i;
    // copy a sub-box (x 3..29, y 2..9, z 1..3) of the host volume to the same place on the device
    cudaMemcpy3DParms p;
    memset(&p, 0, sizeof p);
    p.srcPtr = make_cudaPitchedPtr(h, W * sizeof(int), W, H);
    p.srcPos = make_cudaPos(3 * sizeof(int), 2, 1);
    p.dstPtr = dp;
    p.dstPos = make_cudaPos(3 * sizeof(int), 2, 1);
    p.extent = make_cudaExtent(27 * sizeof(int), 8, 3);
    p.kind = cudaMemcpyHostToDevice;
    CHECK(cudaMemcpy3D(&p));
    // and the whole volume back, asynchronously
    int *back = (int *)malloc(W * H * D * sizeof(int));
    memset(&p, 0, sizeof p);
    p.srcPtr = dp;
    p.dstPtr = make_cudaPitchedPtr(back, W * sizeof(int), W, H);
    p.extent = ext;
    p.kind = cudaMemcpyDeviceToHost;
    CHECK(cudaMemcpy3DAsync(&p, 0));
    CHECK(cudaStreamSynchronize(0));
    for (size_t z = 0; z < D; z++)
        for (size_t y = 0; y < H; y++)
            for (size_t x = 0; x < W; x++) {
                int in = x >= 3 && x < 30 && y >= 2 && y < 10 && z >= 1 && z < 4;
                int want = in ? (int)((z * H + y) * W + x) : 0x01010101;
                int got = back[(z * H + y) * W + x];
                EXPECT(got == want, "3D (%zu,%zu,%zu): %d, want %d", x, y, z, got, want);
            }
    memset(&p, 0, sizeof p);
    p.srcPtr = dp;
    p.dstPtr = make_cudaPitchedPtr(back, W * sizeof(int), W, H);
    p.extent = make_cudaExtent(dp.pitch + 4, 1, 1);
    p.kind = cudaMemcpyDeviceToHost;
    SHOW("3D copy wider than the pitch", cudaMemcpy3D(&p));
    CHECK(cudaFree(dp.ptr));

    // 2D asynchronous copy and memset on a stream
    cudaStream_t s;
    CHECK(cudaStreamCreate(&s));
    size_t pitch;
    int *d2;
    CHECK(cudaMallocPitch(&d2, &pitch, W * sizeof(int), H));
    CHECK(cudaMemset2DAsync(d2, pitch, 0xff, W * sizeof(int), H, s));
    CHECK(cudaMemcpy2DAsync(d2, pitch, h, W * sizeof(int), 10 * sizeof(int), H, cudaMemcpyHostToDevice, s));
    CHECK(cudaMemcpy2DAsync(back, W * sizeof(int), d2, pitch, W * sizeof(int), H, cudaMemcpyDeviceToHost, s));
    CHECK(cudaStreamSynchronize(s));
    for (size_t y = 0; y < H; y++)
        for (size_t x = 0; x < W; x++) {
            int want = x < 10 ? (int)(y * W + x) : -1;
            EXPECT(back[y * W + x] == want, "2D async (%zu,%zu): %d, want %d", x, y, back[y * W + x], want);
        }
    SHOW("2D async width > pitch", cudaMemcpy2DAsync(d2, pitch, h, 4, 8, 2, cudaMemcpyHostToDevice, s));
    CHECK(cudaFree(d2));
    CHECK(cudaStreamDestroy(s));
    free(h);
    free(back);
}

static void host_memory(void)
{
    const int n = 4096;
    int *h = (int *)malloc(n * sizeof(int));   // malloc is page-aligned at this size on glibc? not needed
    memset(h, 0, n * sizeof(int));
    cudaPointerAttributes at;
    CHECK(cudaPointerGetAttributes(&at, h));
    printf("malloc'd memory: type %d\n", (int)at.type);
    CHECK(cudaHostRegister(h, n * sizeof(int), cudaHostRegisterMapped));
    CHECK(cudaPointerGetAttributes(&at, h + 10));
    printf("registered memory: type %d, host pointer %s\n", (int)at.type, at.hostPointer == h + 10 ? "same" : "other");
    int *dh;
    CHECK(cudaHostGetDevicePointer((void **)&dh, h, 0));
    fill<<<n / 256, 256>>>(dh, 7, n);
    CHECK(cudaDeviceSynchronize());
    for (int i = 0; i < n; i++) EXPECT(h[i] == 7 + i, "mapped write h[%d] = %d", i, h[i]);
    SHOW("register twice", cudaHostRegister(h, n * sizeof(int), 0));
    CHECK(cudaHostUnregister(h));
    CHECK(cudaPointerGetAttributes(&at, h));
    printf("after unregister: type %d\n", (int)at.type);
    SHOW("unregister twice", cudaHostUnregister(h));
    free(h);

    int *m;
    CHECK(cudaHostAlloc(&m, n * sizeof(int), cudaHostAllocMapped));
    CHECK(cudaHostGetDevicePointer((void **)&dh, m, 0));
    fill<<<n / 256, 256>>>(dh, 3, n);
    CHECK(cudaDeviceSynchronize());
    for (int i = 0; i < n; i++) EXPECT(m[i] == 3 + i, "cudaHostAllocMapped write m[%d] = %d", i, m[i]);
    CHECK(cudaFreeHost(m));
}

static void unified(void)
{
    const int n = 1 << 14;
    int *u;
    CHECK(cudaMallocManaged(&u, n * sizeof(int)));
    cudaStream_t s;
    CHECK(cudaStreamCreate(&s));
    cudaMemLocation dev = {cudaMemLocationTypeDevice, 0}, host = {cudaMemLocationTypeHost, 0};
    CHECK(cudaMemAdvise(u, n * sizeof(int), cudaMemAdviseSetPreferredLocation, dev));
    CHECK(cudaMemAdvise(u, n * sizeof(int), cudaMemAdviseSetAccessedBy, host));
    CHECK(cudaMemPrefetchAsync(u, n * sizeof(int), dev, 0, s));
    fill<<<n / 256, 256, 0, s>>>(u, 11, n);
    CHECK(cudaMemPrefetchAsync(u, n * sizeof(int), host, 0, s));
    CHECK(cudaStreamSynchronize(s));
    for (int i = 0; i < n; i++) EXPECT(u[i] == 11 + i, "managed u[%d] = %d", i, u[i]);
    CHECK(cudaMemAdvise(u, n * sizeof(int), cudaMemAdviseSetReadMostly, dev));
    CHECK(cudaMemAdvise(u, n * sizeof(int), cudaMemAdviseUnsetReadMostly, dev));
    int x = 0;
    SHOW("advise on stack memory", cudaMemAdvise(&x, sizeof x, cudaMemAdviseSetReadMostly, dev));
    CHECK(cudaFree(u));
    CHECK(cudaStreamDestroy(s));

    EXPECT(counter == 5, "__managed__ initial value %d", counter);
    counter += 10;
    bump<<<4, 32>>>(1);
    CHECK(cudaDeviceSynchronize());
    EXPECT(counter == 15 + 128, "__managed__ counter %d, want 143", counter);
}

static void misc(void)
{
    int *a, *b;
    const int n = 1000;
    CHECK(cudaMalloc(&a, n * sizeof(int)));
    CHECK(cudaMalloc(&b, n * sizeof(int)));
    fill<<<4, 256>>>(a, 42, n);
    CHECK(cudaMemcpyPeer(b, 0, a, 0, n * sizeof(int)));
    int h[1000];
    CHECK(cudaMemcpy(h, b, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++) EXPECT(h[i] == 42 + i, "peer copy h[%d] = %d", i, h[i]);
    SHOW("peer copy from device 1", cudaMemcpyPeer(b, 0, a, 1, 16));
    size_t freeb, total;
    CHECK(cudaMemGetInfo(&freeb, &total));
    EXPECT(total > 0 && freeb <= total, "cudaMemGetInfo free %zu total %zu", freeb, total);
    void *huge = NULL;
    SHOW("malloc larger than memory", cudaMalloc(&huge, total * 4));
    SHOW("malloc async larger than memory", cudaMallocAsync(&huge, total * 4, 0));
    SHOW("malloc managed larger than memory", cudaMallocManaged(&huge, (size_t)1 << 62));
    SHOW("host alloc larger than memory", cudaMallocHost(&huge, (size_t)1 << 62));
    CHECK(cudaFree(a));
    CHECK(cudaFree(b));
}

int main()
{
    stream_ordered();
    three_d();
    host_memory();
    unified();
    misc();
    CHECK(cudaGetLastError());
    printf("PASS " NAME "\n");
    return 0;
}
