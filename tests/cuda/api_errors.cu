// api_errors: runtime API error codes, non-sticky errors, device properties,
// and memset/memcpy in every direction.
//  - cudaFree of a host stack address and of a pointer into the middle of a
//    device allocation -> cudaErrorInvalidValue; cudaFree(NULL) -> cudaSuccess;
//  - cudaMalloc(2^62 bytes) -> cudaErrorMemoryAllocation;
//  - cudaSetDevice(cudaGetDeviceCount()) -> cudaErrorInvalidDevice;
//  - cudaMemcpy with kind 42 -> cudaErrorInvalidMemcpyDirection;
//    cudaMemcpy to a null pointer -> cudaErrorInvalidValue;
//  - each such error is returned once by cudaGetLastError, then cudaSuccess, and
//    the next valid call succeeds (not sticky);
//  - cudaGetErrorName gives the enumerator's name; cudaGetErrorString is non-empty;
//  - cudaGetDeviceCount >= 1, cudaGetDevice, cudaGetDeviceProperties (warpSize 32,
//    maxThreadsPerBlock 1024, sharedMemPerBlock 49152, maxThreadsDim,
//    maxGridSize), cudaDeviceGetAttribute;
//  - cudaMemset, then cudaMemcpy HostToDevice, DeviceToDevice, DeviceToHost,
//    HostToHost and Default (both directions), pinned memory from cudaMallocHost;
//  - cudaThreadSynchronize (removed from CUDA 13 headers: only called when the
//    headers still declare it) and cudaDeviceSynchronize.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>

#define NAME "api_errors"
#define CHECK(call)                                                              \
    do {                                                                         \
        cudaError_t e_ = (call);                                                 \
        if (e_ != cudaSuccess) {                                                 \
            printf("FAIL " NAME ": %s:%d: %s returned %s\n", __FILE__, __LINE__, \
                   #call, cudaGetErrorName(e_));                                 \
            exit(1);                                                             \
        }                                                                        \
    } while (0)

// Call must return `want`; then cudaGetLastError returns it once, then cudaSuccess.
#define EXPECT_ERR(call, want)                                                              \
    do {                                                                                    \
        cudaError_t e_ = (call);                                                            \
        if (e_ != (want)) {                                                                 \
            printf("FAIL " NAME ": %s:%d: %s expected %s got %s\n", __FILE__, __LINE__, #call, \
                   cudaGetErrorName(want), cudaGetErrorName(e_));                           \
            exit(1);                                                                        \
        }                                                                                   \
        cudaError_t l_ = cudaGetLastError();                                                \
        if (l_ != (want)) {                                                                 \
            printf("FAIL " NAME ": %s:%d: cudaGetLastError after %s expected %s got %s\n",    \
                   __FILE__, __LINE__, #call, cudaGetErrorName(want), cudaGetErrorName(l_)); \
            exit(1);                                                                        \
        }                                                                                   \
        l_ = cudaGetLastError();                                                            \
        if (l_ != cudaSuccess) {                                                            \
            printf("FAIL " NAME ": %s:%d: second cudaGetLastError after %s expected "         \
                   "cudaSuccess got %s\n",                                                  \
                   __FILE__, __LINE__, #call, cudaGetErrorName(l_));                        \
            exit(1);                                                                        \
        }                                                                                   \
    } while (0)

#define EXPECT(cond, ...)                          \
    do {                                           \
        if (!(cond)) {                             \
            printf("FAIL " NAME ": " __VA_ARGS__); \
            printf("\n");                          \
            exit(1);                               \
        }                                          \
    } while (0)

__global__ void addOne(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] += 1;
}

static void checkName(cudaError_t e, const char *want)
{
    const char *got = cudaGetErrorName(e);
    EXPECT(got && strcmp(got, want) == 0, "cudaGetErrorName(%d) expected \"%s\" got \"%s\"", (int)e,
           want, got ? got : "(null)");
    const char *s = cudaGetErrorString(e);
    EXPECT(s && s[0], "cudaGetErrorString(%s) is empty", want);
}

int main()
{
    // ---------------- names ----------------
    checkName(cudaSuccess, "cudaSuccess");
    checkName(cudaErrorInvalidValue, "cudaErrorInvalidValue");
    checkName(cudaErrorMemoryAllocation, "cudaErrorMemoryAllocation");
    checkName(cudaErrorInvalidDevice, "cudaErrorInvalidDevice");
    checkName(cudaErrorInvalidMemcpyDirection, "cudaErrorInvalidMemcpyDirection");
    checkName(cudaErrorInvalidConfiguration, "cudaErrorInvalidConfiguration");

    // ---------------- device queries ----------------
    int count = 0, dev = -1;
    CHECK(cudaGetDeviceCount(&count));
    EXPECT(count >= 1, "cudaGetDeviceCount expected >= 1 got %d", count);
    CHECK(cudaSetDevice(0));
    CHECK(cudaGetDevice(&dev));
    EXPECT(dev == 0, "cudaGetDevice expected 0 got %d", dev);
    cudaDeviceProp prop;
    CHECK(cudaGetDeviceProperties(&prop, 0));
    EXPECT(prop.warpSize == 32, "prop.warpSize expected 32 got %d", prop.warpSize);
    EXPECT(prop.maxThreadsPerBlock == 1024, "prop.maxThreadsPerBlock expected 1024 got %d",
           prop.maxThreadsPerBlock);
    EXPECT(prop.sharedMemPerBlock == 49152, "prop.sharedMemPerBlock expected 49152 got %zu",
           prop.sharedMemPerBlock);
    EXPECT(prop.maxThreadsDim[0] == 1024 && prop.maxThreadsDim[1] == 1024 &&
               prop.maxThreadsDim[2] == 64,
           "prop.maxThreadsDim expected {1024,1024,64} got {%d,%d,%d}", prop.maxThreadsDim[0],
           prop.maxThreadsDim[1], prop.maxThreadsDim[2]);
    EXPECT(prop.maxGridSize[0] == 2147483647 && prop.maxGridSize[1] == 65535 &&
               prop.maxGridSize[2] == 65535,
           "prop.maxGridSize expected {2147483647,65535,65535} got {%d,%d,%d}",
           prop.maxGridSize[0], prop.maxGridSize[1], prop.maxGridSize[2]);
    EXPECT(prop.name[0] != 0, "prop.name is empty");
    EXPECT(prop.multiProcessorCount >= 1, "prop.multiProcessorCount expected >= 1 got %d",
           prop.multiProcessorCount);
    EXPECT(prop.totalGlobalMem > 0, "prop.totalGlobalMem is 0");
    int attr = 0;
    CHECK(cudaDeviceGetAttribute(&attr, cudaDevAttrWarpSize, 0));
    EXPECT(attr == 32, "cudaDevAttrWarpSize expected 32 got %d", attr);
    CHECK(cudaDeviceGetAttribute(&attr, cudaDevAttrMaxThreadsPerBlock, 0));
    EXPECT(attr == 1024, "cudaDevAttrMaxThreadsPerBlock expected 1024 got %d", attr);
    CHECK(cudaDeviceGetAttribute(&attr, cudaDevAttrMaxSharedMemoryPerBlock, 0));
    EXPECT(attr == 49152, "cudaDevAttrMaxSharedMemoryPerBlock expected 49152 got %d", attr);
    CHECK(cudaDeviceGetAttribute(&attr, cudaDevAttrMaxBlockDimZ, 0));
    EXPECT(attr == 64, "cudaDevAttrMaxBlockDimZ expected 64 got %d", attr);

    // ---------------- errors, each not sticky ----------------
    int *d = NULL;
    const int n = 1000;
    CHECK(cudaMalloc(&d, n * sizeof(int)));
    int stackVar = 0;
    EXPECT_ERR(cudaFree(&stackVar), cudaErrorInvalidValue);
    CHECK(cudaMemset(d, 0, n * sizeof(int))); // next valid call works
    EXPECT_ERR(cudaFree(d + 10), cudaErrorInvalidValue);
    CHECK(cudaFree(NULL));
    CHECK(cudaGetLastError());
    void *huge = NULL;
    EXPECT_ERR(cudaMalloc(&huge, 1ull << 62), cudaErrorMemoryAllocation);
    EXPECT_ERR(cudaSetDevice(count), cudaErrorInvalidDevice);
    CHECK(cudaGetDevice(&dev));
    EXPECT(dev == 0, "after failed cudaSetDevice: cudaGetDevice expected 0 got %d", dev);
    static int h[1000], h2[1000];
    EXPECT_ERR(cudaMemcpy(d, h, sizeof h, (cudaMemcpyKind)42), cudaErrorInvalidMemcpyDirection);
    EXPECT_ERR(cudaMemcpy(NULL, h, sizeof h, cudaMemcpyHostToDevice), cudaErrorInvalidValue);

    // the allocation survived all of the above: use it
    addOne<<<(n + 255) / 256, 256>>>(d, n);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++)
        EXPECT(h[i] == 1, "after errors: element %d expected 1 got %d", i, h[i]);

    // ---------------- memset and every copy kind ----------------
    int *d2;
    CHECK(cudaMalloc(&d2, n * sizeof(int)));
    CHECK(cudaMemset(d, 0x5a, n * sizeof(int)));
    CHECK(cudaMemset(d + 100, 0, 10 * sizeof(int)));
    CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++) {
        int want = (i >= 100 && i < 110) ? 0 : 0x5a5a5a5a;
        EXPECT(h[i] == want, "cudaMemset: element %d expected 0x%x got 0x%x", i, want, h[i]);
    }
    for (int i = 0; i < n; i++)
        h[i] = i * i - 7;
    CHECK(cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(d2, d, sizeof h, cudaMemcpyDeviceToDevice));
    memset(h2, 0, sizeof h2);
    CHECK(cudaMemcpy(h2, d2, sizeof h2, cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++)
        EXPECT(h2[i] == i * i - 7, "H2D/D2D/D2H: element %d expected %d got %d", i, i * i - 7,
               h2[i]);
    memset(h2, 0, sizeof h2);
    CHECK(cudaMemcpy(h2, h, sizeof h, cudaMemcpyHostToHost));
    for (int i = 0; i < n; i++)
        EXPECT(h2[i] == h[i], "HostToHost: element %d expected %d got %d", i, h[i], h2[i]);
    // cudaMemcpyDefault: direction inferred from the pointers
    for (int i = 0; i < n; i++)
        h[i] = 3 * i + 1;
    CHECK(cudaMemcpy(d2, h, sizeof h, cudaMemcpyDefault));
    addOne<<<(n + 127) / 128, 128>>>(d2, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(d, d2, sizeof h, cudaMemcpyDefault));
    memset(h2, 0, sizeof h2);
    CHECK(cudaMemcpy(h2, d, sizeof h2, cudaMemcpyDefault));
    for (int i = 0; i < n; i++)
        EXPECT(h2[i] == 3 * i + 2, "cudaMemcpyDefault: element %d expected %d got %d", i, 3 * i + 2,
               h2[i]);
    // pinned host memory
    int *pinned;
    CHECK(cudaMallocHost(&pinned, n * sizeof(int)));
    CHECK(cudaMemcpy(pinned, d, n * sizeof(int), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++)
        EXPECT(pinned[i] == 3 * i + 2, "pinned copy: element %d expected %d got %d", i, 3 * i + 2,
               pinned[i]);
    CHECK(cudaFreeHost(pinned));

#if CUDART_VERSION < 13000
    CHECK(cudaThreadSynchronize());
#endif
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaFree(d));
    CHECK(cudaFree(d2));
    CHECK(cudaGetLastError());
    printf("PASS " NAME "\n");
    return 0;
}
