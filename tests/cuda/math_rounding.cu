// math_rounding: CUDA math-library functions whose device implementations use PTX
// instructions with a non-default rounding mode (fma.rm / fma.rz / add.rz in
// expf, exp10f, log1pf, asinhf, acoshf, atanhf, roundf, fmodf, remainderf and
// double round()), plus the directed-rounding intrinsics __fadd_rz, __fmul_ru,
// __fdiv_rd, __fadd_rd, __fmul_rz, __dadd_rz, __dmul_ru, __ddiv_rd.
// Math functions are compared with the host's libm within a few ulp; the
// intrinsics are IEEE-exact, so they are compared bit-for-bit with the host
// computing the same operation under fesetround(). Found running cuda-samples
// / Rodinia programs that call expf() (e.g. Rodinia srad_v1).
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <cfenv>
#include <cuda_runtime.h>

#define NAME "math_rounding"
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
#define NF 9   // float math functions
#define NI 5   // float intrinsics
#define ND 1   // double math functions
#define NDI 3  // double intrinsics

__global__ void mathKernel(const float *x, const float *y, float *outF, float *outI,
                           const double *xd, const double *yd, double *outD, double *outDI)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= N) return;
    float a = x[i], b = y[i];
    outF[0 * N + i] = expf(a);
    outF[1 * N + i] = exp10f(a * 0.25f);
    outF[2 * N + i] = log1pf(fabsf(a));
    outF[3 * N + i] = asinhf(a);
    outF[4 * N + i] = acoshf(1.0f + fabsf(a));
    outF[5 * N + i] = atanhf(a / 9.0f);
    outF[6 * N + i] = roundf(a * 2.5f);
    outF[7 * N + i] = fmodf(a * 3.0f, b);
    outF[8 * N + i] = remainderf(a * 3.0f, b);
    outI[0 * N + i] = __fadd_rz(a, b * 1e-3f);
    outI[1 * N + i] = __fmul_ru(a, b);
    outI[2 * N + i] = __fdiv_rd(a, b);
    outI[3 * N + i] = __fadd_rd(a, b * 1e-3f);
    outI[4 * N + i] = __fmul_rz(a, b);
    double ad = xd[i], bd = yd[i];
    outD[0 * N + i] = round(ad * 2.5);
    outDI[0 * N + i] = __dadd_rz(ad, bd * 1e-3);
    outDI[1 * N + i] = __dmul_ru(ad, bd);
    outDI[2 * N + i] = __ddiv_rd(ad, bd);
}

static float hostF(int f, float a, float b)
{
    switch (f) {
    case 0: return expf(a);
    case 1: return exp10f(a * 0.25f);
    case 2: return log1pf(fabsf(a));
    case 3: return asinhf(a);
    case 4: return acoshf(1.0f + fabsf(a));
    case 5: return atanhf(a / 9.0f);
    case 6: return roundf(a * 2.5f);
    case 7: return fmodf(a * 3.0f, b);
    default: return remainderf(a * 3.0f, b);
    }
}

static volatile float vf1, vf2;
static volatile double vd1, vd2;

static float hostI(int f, float a, float b)
{
    float r;
    vf1 = a;
    switch (f) {
    case 0: vf2 = b * 1e-3f; fesetround(FE_TOWARDZERO); r = vf1 + vf2; break;
    case 1: vf2 = b; fesetround(FE_UPWARD); r = vf1 * vf2; break;
    case 2: vf2 = b; fesetround(FE_DOWNWARD); r = vf1 / vf2; break;
    case 3: vf2 = b * 1e-3f; fesetround(FE_DOWNWARD); r = vf1 + vf2; break;
    default: vf2 = b; fesetround(FE_TOWARDZERO); r = vf1 * vf2; break;
    }
    fesetround(FE_TONEAREST);
    return r;
}

static double hostDI(int f, double a, double b)
{
    double r;
    vd1 = a;
    switch (f) {
    case 0: vd2 = b * 1e-3; fesetround(FE_TOWARDZERO); r = vd1 + vd2; break;
    case 1: vd2 = b; fesetround(FE_UPWARD); r = vd1 * vd2; break;
    default: vd2 = b; fesetround(FE_DOWNWARD); r = vd1 / vd2; break;
    }
    fesetround(FE_TONEAREST);
    return r;
}

int main()
{
    static float x[N], y[N], outF[NF * N], outI[NI * N];
    static double xd[N], yd[N], outD[ND * N], outDI[NDI * N];
    for (int i = 0; i < N; i++) {
        x[i] = (float)((i * 37) % 101 - 50) / 7.0f + 0.013f * i;  // roughly -7..7.8
        y[i] = 0.7f + (float)((i * 13) % 17) / 3.0f;               // 0.7..6.03
        xd[i] = (double)x[i] + 1e-9 * i;
        yd[i] = (double)y[i] / 3.0;
    }
    float *dx, *dy, *dF, *dI;
    double *dxd, *dyd, *dD, *dDI;
    CHECK(cudaMalloc(&dx, sizeof x));
    CHECK(cudaMalloc(&dy, sizeof y));
    CHECK(cudaMalloc(&dF, sizeof outF));
    CHECK(cudaMalloc(&dI, sizeof outI));
    CHECK(cudaMalloc(&dxd, sizeof xd));
    CHECK(cudaMalloc(&dyd, sizeof yd));
    CHECK(cudaMalloc(&dD, sizeof outD));
    CHECK(cudaMalloc(&dDI, sizeof outDI));
    CHECK(cudaMemcpy(dx, x, sizeof x, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dy, y, sizeof y, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dxd, xd, sizeof xd, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dyd, yd, sizeof yd, cudaMemcpyHostToDevice));
    mathKernel<<<2, 32>>>(dx, dy, dF, dI, dxd, dyd, dD, dDI);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(outF, dF, sizeof outF, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(outI, dI, sizeof outI, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(outD, dD, sizeof outD, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(outDI, dDI, sizeof outDI, cudaMemcpyDeviceToHost));
    const char *fn[NF] = {"expf", "exp10f", "log1pf", "asinhf", "acoshf", "atanhf", "roundf", "fmodf", "remainderf"};
    const char *in[NI] = {"__fadd_rz", "__fmul_ru", "__fdiv_rd", "__fadd_rd", "__fmul_rz"};
    const char *dn[NDI] = {"__dadd_rz", "__dmul_ru", "__ddiv_rd"};
    for (int i = 0; i < N; i++) {
        for (int f = 0; f < NF; f++) {
            float want = hostF(f, x[i], y[i]), got = outF[f * N + i];
            // CUDA's expf/exp10f/... are within 2-3 ulp; round/fmod/remainder are exact
            float tol = (f >= 6) ? 0.0f : 8.0f * 1.1920929e-7f * fmaxf(1.0f, fabsf(want));
            if (!(fabsf(got - want) <= tol)) {
                printf("FAIL " NAME ": %s(x=%.9g, y=%.9g) expected %.9g got %.9g\n", fn[f], x[i], y[i], want, got);
                return 1;
            }
        }
        for (int f = 0; f < NI; f++) {
            float want = hostI(f, x[i], y[i]), got = outI[f * N + i];
            if (got != want) {
                printf("FAIL " NAME ": %s(%.9g, %.9g) expected %.9g got %.9g\n", in[f], x[i], y[i], want, got);
                return 1;
            }
        }
        double wantR = round(xd[i] * 2.5);
        if (outD[i] != wantR) {
            printf("FAIL " NAME ": round(%.17g) expected %.17g got %.17g\n", xd[i] * 2.5, wantR, outD[i]);
            return 1;
        }
        for (int f = 0; f < NDI; f++) {
            double want = hostDI(f, xd[i], yd[i]), got = outDI[f * N + i];
            if (got != want) {
                printf("FAIL " NAME ": %s(%.17g, %.17g) expected %.17g got %.17g\n", dn[f], xd[i], yd[i], want, got);
                return 1;
            }
        }
    }
    printf("PASS " NAME "\n");
    return 0;
}
