// device_func: real device-side calls.
//  - __noinline__ recursive __device__ functions: fibonacci (two recursive
//    calls per level) and factorial on unsigned long long; recursion depth
//    differs per thread (divergent call depths inside a warp);
//  - a __noinline__ function taking structs by value and returning a struct
//    by value; one taking a pointer and writing through it;
//  - a per-thread local array indexed with data-dependent indices, so it has to
//    live in addressable local memory, passed by pointer to a __noinline__
//    function that fills it.
// Integer results and exact float adds/multiplies of small values: exact.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define NAME "device_func"
#define CHECK(call)                                                              \
    do {                                                                         \
        cudaError_t e_ = (call);                                                 \
        if (e_ != cudaSuccess) {                                                 \
            printf("FAIL " NAME ": %s:%d: %s returned %s\n", __FILE__, __LINE__, \
                   #call, cudaGetErrorName(e_));                                 \
            exit(1);                                                             \
        }                                                                        \
    } while (0)

struct Vec {
    float x, y, z;
    int tag;
};

__device__ __noinline__ int fib(int n)
{
    if (n < 2)
        return n;
    return fib(n - 1) + fib(n - 2);
}

__device__ __noinline__ unsigned long long fact(unsigned int n)
{
    return n <= 1 ? 1ull : n * fact(n - 1);
}

__device__ __noinline__ Vec combine(Vec a, Vec b, float s)
{
    Vec r;
    r.x = a.x + b.x;
    r.y = a.y * s;
    r.z = b.z - a.z;
    r.tag = a.tag * 31 + b.tag;
    return r;
}

__device__ __noinline__ void fillLocal(int *arr, int len, int seed)
{
    for (int k = 0; k < len; k++)
        arr[k] = seed * (k + 1) ^ (k << 8);
}

__device__ __noinline__ void addInto(int *dst, int v) { *dst += v; }

#define LEN 40

__global__ void kernel(const int *idx, int *fibOut, unsigned long long *factOut, Vec *vecOut,
                       int *localOut, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    fibOut[i] = fib(i % 17);
    factOut[i] = fact((unsigned)(i % 21));
    Vec a = {(float)i, (float)i * 0.5f, 1.0f, i};
    Vec b = {0.25f, 2.0f, (float)(i % 7), -i};
    vecOut[i] = combine(a, b, 4.0f);

    int local[LEN];
    fillLocal(local, LEN, i + 1);
    int j = idx[i];            // data-dependent indices
    int k = (j * 7 + i) % LEN;
    int v = local[j] + local[k];
    local[(j + 1) % LEN] = v;  // dynamic store, then dynamic loads
    addInto(&v, local[(j + 1) % LEN]);
    localOut[i] = v + local[LEN - 1 - j];
}

static int hfib(int n) { return n < 2 ? n : hfib(n - 1) + hfib(n - 2); }

int main()
{
    const int n = 333;
    int hidx[n];
    for (int i = 0; i < n; i++)
        hidx[i] = (i * 13 + 5) % LEN;
    int *didx, *dfib, *dloc;
    unsigned long long *dfact;
    Vec *dvec;
    CHECK(cudaMalloc(&didx, n * sizeof(int)));
    CHECK(cudaMalloc(&dfib, n * sizeof(int)));
    CHECK(cudaMalloc(&dloc, n * sizeof(int)));
    CHECK(cudaMalloc(&dfact, n * sizeof(unsigned long long)));
    CHECK(cudaMalloc(&dvec, n * sizeof(Vec)));
    CHECK(cudaMemcpy(didx, hidx, sizeof hidx, cudaMemcpyHostToDevice));
    kernel<<<(n + 63) / 64, 64>>>(didx, dfib, dfact, dvec, dloc, n);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    static int fibs[n], locs[n];
    static unsigned long long facts[n];
    static Vec vecs[n];
    CHECK(cudaMemcpy(fibs, dfib, sizeof fibs, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(locs, dloc, sizeof locs, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(facts, dfact, sizeof facts, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(vecs, dvec, sizeof vecs, cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++) {
        int wf = hfib(i % 17);
        if (fibs[i] != wf) {
            printf("FAIL " NAME ": fib(%d) at %d expected %d got %d\n", i % 17, i, wf, fibs[i]);
            return 1;
        }
        unsigned long long wfa = 1;
        for (unsigned k = 2; k <= (unsigned)(i % 21); k++)
            wfa *= k;
        if (facts[i] != wfa) {
            printf("FAIL " NAME ": fact(%d) at %d expected %llu got %llu\n", i % 21, i, wfa,
                   facts[i]);
            return 1;
        }
        Vec w;
        w.x = (float)i + 0.25f;
        w.y = (float)i * 0.5f * 4.0f;
        w.z = (float)(i % 7) - 1.0f;
        w.tag = i * 31 - i;
        if (vecs[i].x != w.x || vecs[i].y != w.y || vecs[i].z != w.z || vecs[i].tag != w.tag) {
            printf("FAIL " NAME ": combine at %d expected {%g,%g,%g,%d} got {%g,%g,%g,%d}\n", i,
                   w.x, w.y, w.z, w.tag, vecs[i].x, vecs[i].y, vecs[i].z, vecs[i].tag);
            return 1;
        }
        int local[LEN];
        for (int k = 0; k < LEN; k++)
            local[k] = (i + 1) * (k + 1) ^ (k << 8);
        int j = hidx[i];
        int k = (j * 7 + i) % LEN;
        int v = local[j] + local[k];
        local[(j + 1) % LEN] = v;
        v += local[(j + 1) % LEN];
        int wl = v + local[LEN - 1 - j];
        if (locs[i] != wl) {
            printf("FAIL " NAME ": local array result at %d expected %d got %d\n", i, wl, locs[i]);
            return 1;
        }
    }
    CHECK(cudaFree(didx));
    CHECK(cudaFree(dfib));
    CHECK(cudaFree(dloc));
    CHECK(cudaFree(dfact));
    CHECK(cudaFree(dvec));
    printf("PASS " NAME "\n");
    return 0;
}
