// half_arith: __half and __half2 arithmetic, sign operations and comparisons
// (add/sub/mul/neg/abs, lt/ge/eq, and fma in a separate kernel). The PTX is
// add.f16, mul.f16, abs.f16, setp.lt.f16, add.f16x2, fma.rn.f16x2, ... on 16-bit
// registers: they are floating-point operations on the half bit patterns, not
// integer operations. All inputs are multiples of 1/4 in [-8, 8], so every
// result is exactly representable in half precision and must match the host
// reference exactly. Found running cuda-samples fp16ScalarProduct.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <cuda_runtime.h>
#include <cuda_fp16.h>

#define NAME "half_arith"
#define CHECK(call)                                                              \
    do {                                                                         \
        cudaError_t e_ = (call);                                                 \
        if (e_ != cudaSuccess) {                                                 \
            printf("FAIL " NAME ": %s:%d: %s returned %s\n", __FILE__, __LINE__, \
                   #call, cudaGetErrorName(e_));                                 \
            exit(1);                                                             \
        }                                                                        \
    } while (0)

#define N 128
#define NS 8   // scalar results per element
#define NP 6   // half2 results per element (each two halves)

__global__ void halfKernel(const float *x, const float *y, float *outS, float *outP)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= N) return;
    __half a = __float2half(x[i]), b = __float2half(y[i]);
    float *o = outS + i * NS;
    o[0] = __half2float(__hadd(a, b));
    o[1] = __half2float(__hsub(a, b));
    o[2] = __half2float(__hmul(a, b));
    o[3] = __half2float(__hneg(a));
    o[4] = __half2float(__habs(a));
    o[5] = __hlt(a, b) ? 1.0f : 0.0f;
    o[6] = __hge(a, b) ? 1.0f : 0.0f;
    o[7] = __heq(a, b) ? 1.0f : 0.0f;

    __half2 p = __floats2half2_rn(x[i], y[i]);
    __half2 q = __floats2half2_rn(y[i], -x[i]);
    float *o2 = outP + i * NP * 2;
    __half2 r[NP] = {__hadd2(p, q), __hsub2(p, q), __hmul2(p, q), __hneg2(p), __habs2(q), __hlt2(p, q)};
    for (int k = 0; k < NP; k++) {
        o2[2 * k] = __low2float(r[k]);
        o2[2 * k + 1] = __high2float(r[k]);
    }
}

__global__ void halfFmaKernel(const float *x, const float *y, float *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= N) return;
    __half a = __float2half(x[i]), b = __float2half(y[i]);
    out[3 * i] = __half2float(__hfma(a, b, a));
    __half2 p = __floats2half2_rn(x[i], y[i]);
    __half2 q = __floats2half2_rn(y[i], -x[i]);
    __half2 f = __hfma2(p, q, p);
    out[3 * i + 1] = __low2float(f);
    out[3 * i + 2] = __high2float(f);
}

int main()
{
    static float x[N], y[N], outS[N * NS], outP[N * NP * 2], outF[N * 3];
    for (int i = 0; i < N; i++) {
        x[i] = (float)((i * 37) % 65 - 32) / 4.0f;   // -8 .. 8 in steps of 1/4
        y[i] = (float)((i * 11) % 65 - 32) / 4.0f;
    }
    x[5] = y[5]; // an equal pair
    float *dx, *dy, *dS, *dP, *dF;
    CHECK(cudaMalloc(&dx, sizeof x));
    CHECK(cudaMalloc(&dy, sizeof y));
    CHECK(cudaMalloc(&dS, sizeof outS));
    CHECK(cudaMalloc(&dP, sizeof outP));
    CHECK(cudaMalloc(&dF, sizeof outF));
    CHECK(cudaMemcpy(dx, x, sizeof x, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dy, y, sizeof y, cudaMemcpyHostToDevice));
    halfKernel<<<2, 64>>>(dx, dy, dS, dP);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(outS, dS, sizeof outS, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(outP, dP, sizeof outP, cudaMemcpyDeviceToHost));
    const char *sn[NS] = {"__hadd", "__hsub", "__hmul", "__hneg", "__habs", "__hlt", "__hge", "__heq"};
    const char *pn[NP] = {"__hadd2", "__hsub2", "__hmul2", "__hneg2", "__habs2", "__hlt2"};
    for (int i = 0; i < N; i++) {
        float a = x[i], b = y[i];
        float ws[NS] = {a + b, a - b, a * b, -a, fabsf(a), a < b ? 1.0f : 0.0f, a >= b ? 1.0f : 0.0f,
                        a == b ? 1.0f : 0.0f};
        for (int k = 0; k < NS; k++)
            if (outS[i * NS + k] != ws[k]) {
                printf("FAIL " NAME ": %s(%g, %g) expected %g got %g\n", sn[k], a, b, ws[k], outS[i * NS + k]);
                return 1;
            }
        // p = (a, b), q = (b, -a)
        float wp[NP][2] = {{a + b, b - a}, {a - b, b + a}, {a * b, -(b * a)}, {-a, -b},
                           {fabsf(b), fabsf(a)}, {a < b ? 1.0f : 0.0f, b < -a ? 1.0f : 0.0f}};
        for (int k = 0; k < NP; k++)
            for (int h = 0; h < 2; h++)
                if (outP[(i * NP + k) * 2 + h] != wp[k][h]) {
                    printf("FAIL " NAME ": %s with p=(%g,%g) q=(%g,%g): %s half expected %g got %g\n", pn[k],
                           a, b, b, -a, h ? "high" : "low", wp[k][h], outP[(i * NP + k) * 2 + h]);
                    return 1;
                }
    }
    halfFmaKernel<<<2, 64>>>(dx, dy, dF);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(outF, dF, sizeof outF, cudaMemcpyDeviceToHost));
    for (int i = 0; i < N; i++) {
        float a = x[i], b = y[i];
        float wf[3] = {a * b + a, a * b + a, b * -a + b};
        for (int k = 0; k < 3; k++)
            if (outF[3 * i + k] != wf[k]) {
                printf("FAIL " NAME ": %s(%g, %g) element %d expected %g got %g\n", k ? "__hfma2" : "__hfma", a,
                       b, k, wf[k], outF[3 * i + k]);
                return 1;
            }
    }
    printf("PASS " NAME "\n");
    return 0;
}
