// half_math: cuda_fp16.h math functions hsqrt, hrsqrt, hrcp, hexp, hlog, hsin and
// their half2 forms. Their inline PTX declares registers with the type glued to
// the directive ("{.reg.b32 f; .reg.b16 r; ...}"), which ptxas accepts, and uses
// fma.rn.f16 / fma.rn.f16x2. Results are compared with the host's float
// functions within half-precision accuracy.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <cuda_runtime.h>
#include <cuda_fp16.h>

#define NAME "half_math"
#define CHECK(call)                                                              \
    do {                                                                         \
        cudaError_t e_ = (call);                                                 \
        if (e_ != cudaSuccess) {                                                 \
            printf("FAIL " NAME ": %s:%d: %s returned %s\n", __FILE__, __LINE__, \
                   #call, cudaGetErrorName(e_));                                 \
            exit(1);                                                             \
        }                                                                        \
    } while (0)

#define N 64
#define NF 6

__global__ void halfMathKernel(const float *x, float *out, float *out2)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= N) return;
    __half h = __float2half(x[i]);
    float *o = out + i * NF;
    o[0] = __half2float(hsqrt(h));
    o[1] = __half2float(hrsqrt(h));
    o[2] = __half2float(hrcp(h));
    o[3] = __half2float(hexp(h));
    o[4] = __half2float(hlog(h));
    o[5] = __half2float(hsin(h));
    __half2 p = __halves2half2(h, h);
    __half2 r[NF] = {h2sqrt(p), h2rsqrt(p), h2rcp(p), h2exp(p), h2log(p), h2sin(p)};
    for (int k = 0; k < NF; k++) {
        out2[(i * NF + k) * 2] = __low2float(r[k]);
        out2[(i * NF + k) * 2 + 1] = __high2float(r[k]);
    }
}

static float ref(int k, float a)
{
    switch (k) {
    case 0: return sqrtf(a);
    case 1: return 1.0f / sqrtf(a);
    case 2: return 1.0f / a;
    case 3: return expf(a);
    case 4: return logf(a);
    default: return sinf(a);
    }
}

int main()
{
    static float x[N], out[N * NF], out2[N * NF * 2];
    for (int i = 0; i < N; i++) x[i] = 0.125f + (float)i * 0.0625f;   // 0.125 .. 4.06, exact in half
    float *dx, *dout, *dout2;
    CHECK(cudaMalloc(&dx, sizeof x));
    CHECK(cudaMalloc(&dout, sizeof out));
    CHECK(cudaMalloc(&dout2, sizeof out2));
    CHECK(cudaMemcpy(dx, x, sizeof x, cudaMemcpyHostToDevice));
    halfMathKernel<<<2, 32>>>(dx, dout, dout2);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(out2, dout2, sizeof out2, cudaMemcpyDeviceToHost));
    const char *fn[NF] = {"hsqrt", "hrsqrt", "hrcp", "hexp", "hlog", "hsin"};
    for (int i = 0; i < N; i++)
        for (int k = 0; k < NF; k++) {
            float want = ref(k, x[i]);
            float tol = 4e-3f * fabsf(want) + 2e-3f;   // a few half ulps
            float got = out[i * NF + k];
            if (!(fabsf(got - want) <= tol)) {
                printf("FAIL " NAME ": %s(%g) expected %g got %g\n", fn[k], x[i], want, got);
                return 1;
            }
            for (int h = 0; h < 2; h++) {
                got = out2[(i * NF + k) * 2 + h];
                if (!(fabsf(got - want) <= tol)) {
                    printf("FAIL " NAME ": h2 form of %s(%g) %s half expected %g got %g\n", fn[k], x[i],
                           h ? "high" : "low", want, got);
                    return 1;
                }
            }
        }
    printf("PASS " NAME "\n");
    return 0;
}
