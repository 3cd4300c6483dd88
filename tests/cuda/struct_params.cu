// struct_params: kernels taking structs by value.
//  - Params mixes char, short, int, long long, float, double, float3, an int
//    array, a nested struct and device pointers, with padding between fields;
//    thread 0 echoes every field back so the layout is checked field by field,
//    and every thread uses the fields to compute its outputs.
//  - a 1 KiB struct (int array of 256) passed by value; each thread reads one
//    element of the parameter array with a dynamic index.
//  - a kernel with many scalar parameters of mixed sizes after a struct.
// Arithmetic is integer or exact float/double (single operations on values that
// need no rounding), so comparisons are exact.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>

#define NAME "struct_params"
#define CHECK(call)                                                              \
    do {                                                                         \
        cudaError_t e_ = (call);                                                 \
        if (e_ != cudaSuccess) {                                                 \
            printf("FAIL " NAME ": %s:%d: %s returned %s\n", __FILE__, __LINE__, \
                   #call, cudaGetErrorName(e_));                                 \
            exit(1);                                                             \
        }                                                                        \
    } while (0)

struct Inner {
    signed char c;
    double d;
    short s;
};

struct Params {
    signed char tag;
    int n;
    double scale;
    short sh;
    float3 offset;
    long long big;
    float arr[4];
    Inner inner;
    int *outI;
    double *outD;
    unsigned char flag;
};

struct Big {
    int v[256];
};

__global__ void useParams(Params p)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i == 0) {
        double *e = p.outD + p.n; // echo area after the per-thread outputs
        e[0] = p.tag;
        e[1] = p.n;
        e[2] = p.scale;
        e[3] = p.sh;
        e[4] = p.offset.x;
        e[5] = p.offset.y;
        e[6] = p.offset.z;
        e[7] = (double)(p.big >> 20);
        e[8] = (double)(p.big & 0xfffff);
        for (int k = 0; k < 4; k++)
            e[9 + k] = p.arr[k];
        e[13] = p.inner.c;
        e[14] = p.inner.d;
        e[15] = p.inner.s;
        e[16] = p.flag;
    }
    if (i < p.n) {
        p.outI[i] = p.n + i * p.tag + p.sh + p.inner.s + p.flag + (int)(p.big % 1000);
        p.outD[i] = p.scale * (double)i + p.arr[i % 4]; // exact: see host
    }
}

__global__ void useBig(Big b, int *out)
{
    int i = threadIdx.x;
    out[i] = b.v[(i * 37) % 256] + b.v[255 - i];
}

__global__ void manyArgs(Inner in, signed char a, short b, int c, long long d, float e, double f,
                         unsigned char g, int *out, double *outd)
{
    out[0] = a;
    out[1] = b;
    out[2] = c;
    out[3] = (int)(d >> 32);
    out[4] = (int)(d & 0x7fffffff);
    out[5] = g;
    out[6] = in.c;
    out[7] = in.s;
    outd[0] = e;
    outd[1] = f;
    outd[2] = in.d;
}

int main()
{
    const int n = 300;
    int *dI;
    double *dD;
    CHECK(cudaMalloc(&dI, n * sizeof(int)));
    CHECK(cudaMalloc(&dD, (n + 17) * sizeof(double)));
    Params p;
    memset(&p, 0, sizeof p);
    p.tag = -3;
    p.n = n;
    p.scale = 0.25;
    p.sh = -12345;
    p.offset = make_float3(1.5f, -2.25f, 1e-3f);
    p.big = (0x12345LL << 20) | 0xabcdeLL;
    p.arr[0] = 0.5f;
    p.arr[1] = -8.0f;
    p.arr[2] = 1024.125f;
    p.arr[3] = 3.0f;
    p.inner.c = 'Z';
    p.inner.d = 3.141592653589793;
    p.inner.s = 77;
    p.outI = dI;
    p.outD = dD;
    p.flag = 200;
    useParams<<<(n + 63) / 64, 64>>>(p);
    CHECK(cudaGetLastError());
    int outI[n];
    double outD[n + 17];
    CHECK(cudaMemcpy(outI, dI, sizeof outI, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(outD, dD, sizeof outD, cudaMemcpyDeviceToHost));
    const double echo[17] = {-3.0, (double)n, 0.25, -12345.0, 1.5, -2.25, (double)1e-3f,
                             (double)0x12345, (double)0xabcde, 0.5, -8.0, 1024.125, 3.0,
                             (double)'Z', 3.141592653589793, 77.0, 200.0};
    const char *fields[17] = {"tag", "n", "scale", "sh", "offset.x", "offset.y", "offset.z",
                              "big>>20", "big&0xfffff", "arr[0]", "arr[1]", "arr[2]", "arr[3]",
                              "inner.c", "inner.d", "inner.s", "flag"};
    for (int k = 0; k < 17; k++)
        if (outD[n + k] != echo[k]) {
            printf("FAIL " NAME ": echoed field %s expected %.17g got %.17g\n", fields[k], echo[k],
                   outD[n + k]);
            return 1;
        }
    for (int i = 0; i < n; i++) {
        int wi = n + i * -3 - 12345 + 77 + 200 + (int)(p.big % 1000);
        // 0.25*i is exact; adding a float from arr[] is exact in double (few bits)
        double wd = 0.25 * (double)i + (double)p.arr[i % 4];
        if (outI[i] != wi) {
            printf("FAIL " NAME ": outI[%d] expected %d got %d\n", i, wi, outI[i]);
            return 1;
        }
        if (outD[i] != wd) {
            printf("FAIL " NAME ": outD[%d] expected %.17g got %.17g\n", i, wd, outD[i]);
            return 1;
        }
    }

    Big b;
    for (int k = 0; k < 256; k++)
        b.v[k] = k * k - 1000;
    useBig<<<1, 256>>>(b, dI);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(outI, dI, 256 * sizeof(int), cudaMemcpyDeviceToHost));
    for (int i = 0; i < 256; i++) {
        int want = b.v[(i * 37) % 256] + b.v[255 - i];
        if (outI[i] != want) {
            printf("FAIL " NAME ": big struct out[%d] expected %d got %d\n", i, want, outI[i]);
            return 1;
        }
    }

    Inner in = {'q', -0.125, -2};
    manyArgs<<<1, 1>>>(in, (signed char)-7, (short)-30000, 123456789, 0x7edcba9876543210LL, 2.5f,
                       -1.0e300, (unsigned char)250, dI, dD);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(outI, dI, 8 * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(outD, dD, 3 * sizeof(double), cudaMemcpyDeviceToHost));
    const int wantI[8] = {-7, -30000, 123456789, 0x7edcba98, 0x76543210, 250, 'q', -2};
    for (int k = 0; k < 8; k++)
        if (outI[k] != wantI[k]) {
            printf("FAIL " NAME ": manyArgs out[%d] expected %d got %d\n", k, wantI[k], outI[k]);
            return 1;
        }
    const double wantD[3] = {2.5, -1.0e300, -0.125};
    for (int k = 0; k < 3; k++)
        if (outD[k] != wantD[k]) {
            printf("FAIL " NAME ": manyArgs outd[%d] expected %.17g got %.17g\n", k, wantD[k],
                   outD[k]);
            return 1;
        }
    CHECK(cudaFree(dI));
    CHECK(cudaFree(dD));
    printf("PASS " NAME "\n");
    return 0;
}
