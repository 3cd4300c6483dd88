// directed_rounding: the IEEE directed-rounding intrinsics (__fadd_rz/rd/ru, __fsub_*,
// __fmul_*, __fmaf_*, __fdiv_*, __frcp_*, __fsqrt_*, their double forms __dadd_* ...
// __dsqrt_*, __drcp_*, and the conversions __double2float_*, __float2half_*, __ll2float_*,
// __ull2float_*, __int2float_*, __ll2double_*, __ull2double_*; and __double2half, which
// rounds to nearest once, not through float) on edge operands: signed zeros,
// infinities, NaN, subnormals, FLT_MAX/DBL_MAX (overflow rounds to the largest finite value
// toward zero), exact cancellation (x + -x is -0 rounding down), ties and near-ties,
// products and quotients at the bottom of the subnormal range. The GPU computes these
// exactly as IEEE 754 says, so the host computes each one with the FPU's rounding mode
// switched (fesetround) and the results must match bit for bit (any NaN matches any NaN).
// Halves are checked against a search of the table of all halves.
#include <cfenv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <cuda_fp16.h>
#include <vector>
#define NAME "directed_rounding"
#include "check.h"

#define NFOP 7 // add sub mul fma div rcp sqrt
#define NDOP 7
#define NCVT 9 // double2float float2half ll2float ull2float int2float ll2double ull2double uint2float double2half

// one mode (rz, rd, ru) of every float and double operation: out[op * 3 + mode]
#define FOPS(M, k)                                         \
    of[(0 * 3 + k) * n + i] = __fadd_##M(a, b);            \
    of[(1 * 3 + k) * n + i] = __fsub_##M(a, b);            \
    of[(2 * 3 + k) * n + i] = __fmul_##M(a, b);            \
    of[(3 * 3 + k) * n + i] = __fmaf_##M(a, b, c);         \
    of[(4 * 3 + k) * n + i] = __fdiv_##M(a, b);            \
    of[(5 * 3 + k) * n + i] = __frcp_##M(a);               \
    of[(6 * 3 + k) * n + i] = __fsqrt_##M(a);
#define DOPS(M, k)                                         \
    od[(0 * 3 + k) * n + i] = __dadd_##M(x, y);            \
    od[(1 * 3 + k) * n + i] = __dsub_##M(x, y);            \
    od[(2 * 3 + k) * n + i] = __dmul_##M(x, y);            \
    od[(3 * 3 + k) * n + i] = __fma_##M(x, y, z);          \
    od[(4 * 3 + k) * n + i] = __ddiv_##M(x, y);            \
    od[(5 * 3 + k) * n + i] = __drcp_##M(x);               \
    od[(6 * 3 + k) * n + i] = __dsqrt_##M(x);

__global__ void floatOps(const float *A, const float *B, const float *C, float *of, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float a = A[i], b = B[i], c = C[i];
    FOPS(rz, 0)
    FOPS(rd, 1)
    FOPS(ru, 2)
}

__global__ void doubleOps(const double *X, const double *Y, const double *Z, double *od, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    double x = X[i], y = Y[i], z = Z[i];
    DOPS(rz, 0)
    DOPS(rd, 1)
    DOPS(ru, 2)
}

// conversions: float results as bit patterns in oc[(cvt * 3 + mode) * n + i] (halves in the
// low 16 bits), double results in ocd[(cvt * 3 + mode) * n + i]
#define CVTS(M, k)                                                                           \
    oc[(0 * 3 + k) * n + i] = __float_as_uint(__double2float_##M(x));                         \
    oc[(1 * 3 + k) * n + i] = __half_as_ushort(__float2half_##M(f));                          \
    oc[(2 * 3 + k) * n + i] = __float_as_uint(__ll2float_##M(l));                             \
    oc[(3 * 3 + k) * n + i] = __float_as_uint(__ull2float_##M((unsigned long long)l));        \
    oc[(4 * 3 + k) * n + i] = __float_as_uint(__int2float_##M((int)l));                       \
    ocd[(5 * 3 + k) * n + i] = __ll2double_##M(l);                                            \
    ocd[(6 * 3 + k) * n + i] = __ull2double_##M((unsigned long long)l);                       \
    oc[(7 * 3 + k) * n + i] = __float_as_uint(__uint2float_##M((unsigned)l));                 \
    oc[(8 * 3 + k) * n + i] = __half_as_ushort(__double2half(x)); /* rn in every slot */

__global__ void conversions(const double *X, const long long *L, unsigned *oc, double *ocd, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    double x = X[i];
    float f = (float)x;
    long long l = L[i];
    CVTS(rz, 0)
    CVTS(rd, 1)
    CVTS(ru, 2)
}

// ---- host reference ----
static const int fe_modes[3] = {FE_TOWARDZERO, FE_DOWNWARD, FE_UPWARD};
static const char *mode_names[3] = {"rz", "rd", "ru"};
static const char *fop_names[NFOP] = {"__fadd", "__fsub", "__fmul", "__fmaf", "__fdiv", "__frcp", "__fsqrt"};
static const char *dop_names[NDOP] = {"__dadd", "__dsub", "__dmul", "__fma", "__ddiv", "__drcp", "__dsqrt"};
static const char *cvt_names[NCVT] = {"__double2float", "__float2half", "__ll2float", "__ull2float",
                                      "__int2float", "__ll2double", "__ull2double", "__uint2float",
                                      "__double2half"};

static volatile float vfa, vfb, vfc;
static volatile double vda, vdb, vdc;
static volatile long long vl;

static float hostF(int op, int m, float a, float b, float c)
{
    vfa = a, vfb = b, vfc = c;
    fesetround(fe_modes[m]);
    volatile float r;
    switch (op) {
    case 0: r = vfa + vfb; break;
    case 1: r = vfa - vfb; break;
    case 2: r = vfa * vfb; break;
    case 3: r = fmaf(vfa, vfb, vfc); break;
    case 4: r = vfa / vfb; break;
    case 5: r = 1.0f / vfa; break;
    default: r = sqrtf(vfa); break;
    }
    fesetround(FE_TONEAREST);
    return r;
}
static double hostD(int op, int m, double a, double b, double c)
{
    vda = a, vdb = b, vdc = c;
    fesetround(fe_modes[m]);
    volatile double r;
    switch (op) {
    case 0: r = vda + vdb; break;
    case 1: r = vda - vdb; break;
    case 2: r = vda * vdb; break;
    case 3: r = fma(vda, vdb, vdc); break;
    case 4: r = vda / vdb; break;
    case 5: r = 1.0 / vda; break;
    default: r = sqrt(vda); break;
    }
    fesetround(FE_TONEAREST);
    return r;
}
static unsigned fbits(float f) { unsigned u; memcpy(&u, &f, 4); return u; }
static unsigned long long dbits(double d) { unsigned long long u; memcpy(&u, &d, 8); return u; }

// x rounded to half toward zero (m 0), -inf (1), +inf (2): its neighbours among all halves
static double half_value(unsigned h)
{
    int e = (h >> 10) & 31, mt = h & 1023;
    double v = e == 31 ? INFINITY : e == 0 ? ldexp(mt, -24) : ldexp(1024 + mt, e - 25);
    return (h >> 15) ? -v : v;
}
static unsigned hostHalf(double x, int m)
{
    if (x != x) return 0x7E00;
    if (x == 0) return std::signbit(x) ? 0x8000 : 0;
    unsigned mag_lo = 0, mag_hi = 0x7C00; // the last half magnitude <= |x|
    double ax = fabs(x);
    while (mag_lo < mag_hi) {
        unsigned mid = (mag_lo + mag_hi + 1) / 2;
        if (half_value(mid) <= ax) mag_lo = mid;
        else mag_hi = mid - 1;
    }
    unsigned s = x < 0 ? 0x8000 : 0;
    if (half_value(mag_lo) == ax) return s | mag_lo;
    bool toward_zero = m == 0 || (m == 1 && x > 0) || (m == 2 && x < 0);
    return s | (toward_zero ? mag_lo : mag_lo + 1);
}

// x rounded to the nearest half, ties to even (to inf from 65520 up)
static unsigned hostHalfRN(double x)
{
    if (x != x) return 0x7E00;
    unsigned s = std::signbit(x) ? 0x8000 : 0, lo = 0, hi = 0x7BFF;
    double ax = fabs(x);
    while (lo < hi) { // the last finite half magnitude <= |x|
        unsigned mid = (lo + hi + 1) / 2;
        if (half_value(mid) <= ax) lo = mid;
        else hi = mid - 1;
    }
    double below = half_value(lo), above = lo == 0x7BFF ? 65536.0 : half_value(lo + 1), mid = (below + above) / 2;
    if (ax < mid || (ax == mid && !(lo & 1))) return s | lo;
    return s | (lo + 1);
}

static unsigned hostCvt(int cv, int m, double x, long long l, double *dres)
{
    vda = x;
    vl = l;
    fesetround(fe_modes[m]);
    volatile float r = 0;
    volatile double rd = 0;
    switch (cv) {
    case 0: r = (float)vda; break;
    case 2: r = (float)vl; break;
    case 3: r = (float)(unsigned long long)vl; break;
    case 4: r = (float)(int)vl; break;
    case 5: rd = (double)vl; break;
    case 6: rd = (double)(unsigned long long)vl; break;
    case 7: r = (float)(unsigned)vl; break;
    default: break;
    }
    fesetround(FE_TONEAREST);
    if (cv == 1) return hostHalf((float)x, m);
    if (cv == 8) return hostHalfRN(x);
    *dres = rd;
    return fbits(r);
}

// ---- operands ----
static const float fspecial[] = {0.0f, -0.0f, INFINITY, -INFINITY, NAN, 1.0f, -1.0f, 3.0f, 0.1f, -0.1f,
                                 1.17549435e-38f /* FLT_MIN */, 1.4e-45f /* denorm_min */, -1.4e-45f,
                                 1.1754942e-38f /* largest subnormal */, 3.40282347e+38f /* FLT_MAX */,
                                 -3.40282347e+38f, 3.4028233e+38f, 1.00000012f /* 1 + ulp */, 0.99999994f,
                                 5.9604645e-8f /* 2^-24 */, 2.98023224e-8f /* 2^-25 */, 1.8446744e19f /* 2^64 */,
                                 5.421011e-20f /* 2^-64 */, 16777216.0f, 16777217.0f, 7.0f, 1e-30f, -2.5e-39f};
static const double dspecial[] = {0.0, -0.0, INFINITY, -INFINITY, NAN, 1.0, -1.0, 3.0, 0.1, -0.1,
                                  2.2250738585072014e-308 /* DBL_MIN */, 4.9406564584124654e-324 /* denorm_min */,
                                  -4.9406564584124654e-324, 2.2250738585072009e-308, 1.7976931348623157e308,
                                  -1.7976931348623157e308, 1.7976931348623155e308, 1.0000000000000002,
                                  0.99999999999999989, 1.1102230246251565e-16 /* 2^-53 */, 5.551115123125783e-17,
                                  1.3407807929942597e154 /* 2^512 */, 7.458340731200207e-155 /* 2^-512 */,
                                  9007199254740992.0, 9007199254740993.0, 7.0, 1e-300, -3e-310};
#define NFS (int)(sizeof fspecial / sizeof fspecial[0])
#define NDS (int)(sizeof dspecial / sizeof dspecial[0])

static unsigned long long lcg = 0x2545F4914F6CDD1Dull;
static unsigned long long rnd()
{
    lcg = lcg * 6364136223846793005ull + 1442695040888963407ull;
    return lcg ^ (lcg >> 29);
}
static float rfloat()
{
    unsigned bits = (unsigned)(rnd() >> 32);
    switch (rnd() % 4) {
    case 0: return fspecial[rnd() % NFS];
    case 1: bits = (bits & 0x807FFFFFu) | ((unsigned)(112 + rnd() % 32) << 23); break; // near 1
    case 2: bits = (bits & 0x807FFFFFu) | ((unsigned)(rnd() % 24) << 23); break;       // tiny, subnormal
    default: break;                                                                   // any bits
    }
    float f;
    memcpy(&f, &bits, 4);
    return f;
}
static double rdouble()
{
    unsigned long long bits = rnd();
    switch (rnd() % 4) {
    case 0: return dspecial[rnd() % NDS];
    case 1: bits = (bits & 0x800FFFFFFFFFFFFFull) | ((unsigned long long)(1003 + rnd() % 40) << 52); break;
    case 2: bits = (bits & 0x800FFFFFFFFFFFFFull) | ((unsigned long long)(rnd() % 60) << 52); break;
    default: break;
    }
    double d;
    memcpy(&d, &bits, 8);
    return d;
}

static bool sameF(float a, float b) { return fbits(a) == fbits(b) || (a != a && b != b); }
static bool sameD(double a, double b) { return dbits(a) == dbits(b) || (a != a && b != b); }

int main()
{
    // float and double operands: every pair of special values (the third operand cycling
    // through them, or the negated product), then related and random ones
    const int NP = NFS * NFS, NR = 6000, n = NP + NR;
    std::vector<float> fa(n), fb(n), fc(n);
    std::vector<double> da(n), db(n), dc(n);
    for (int i = 0; i < NFS; i++)
        for (int j = 0; j < NFS; j++) {
            int k = i * NFS + j;
            fa[k] = fspecial[i], fb[k] = fspecial[j];
            fc[k] = (k % 3) ? fspecial[(i * 7 + j * 3) % NFS] : -(fspecial[i] * fspecial[j]);
        }
    for (int i = 0; i < NDS; i++)
        for (int j = 0; j < NDS; j++) {
            int k = i * NDS + j;
            da[k] = dspecial[i], db[k] = dspecial[j];
            dc[k] = (k % 3) ? dspecial[(i * 7 + j * 3) % NDS] : -(dspecial[i] * dspecial[j]);
        }
    for (int k = NP; k < n; k++) {
        float a = rfloat(), b = rfloat();
        double x = rdouble(), y = rdouble();
        switch (k % 5) {
        case 0: b = -a * (1.0f + (float)(rnd() % 3) * 1.1920929e-7f); y = -x * (1.0 + (double)(rnd() % 3) * 2.220446049250313e-16); break;
        case 1: b = a * ldexpf(1.0f, -(int)(rnd() % 30)); y = x * ldexp(1.0, -(int)(rnd() % 60)); break;
        default: break;
        }
        fa[k] = a, fb[k] = b;
        da[k] = x, db[k] = y;
        // fma: the negated product (the result is the product's rounding error) or any
        fc[k] = (k % 2) ? -(a * b) : rfloat();
        dc[k] = (k % 2) ? -(x * y) : rdouble();
    }
    // conversions: doubles at float and half boundaries and random ones; 64-bit integers
    // near powers of two and random
    std::vector<double> cx(n);
    std::vector<long long> cl(n);
    const double cspecial[] = {0.0, -0.0, INFINITY, -INFINITY, NAN, 3.4028234663852886e38 /* FLT_MAX */,
                               3.4028235677973366e38 /* 2^128 - 2^103: halfway to overflow */, 3.5e38, -3.5e38,
                               1.401298464324817e-45 /* 2^-149 */, 7.006492321624085e-46 /* 2^-150 */,
                               1.0510e-45, 2.1e-45, -7.1e-46, 65504.0, 65519.99, 65520.0, 65536.0, -70000.0,
                               1.0004882812509095 /* 1 + 2^-11 + 2^-40: through float, a half tie */, -1.0004882812509095,
                               5.960464477539063e-08 /* 2^-24 */, 2.9802322387695312e-08, 3.0e-08, 1e-9,
                               1.0000000596046448 /* 1 + 2^-24: float tie */, 1.0000000596046450, 0.1, 1e300};
    const int NCS = (int)(sizeof cspecial / sizeof cspecial[0]);
    for (int k = 0; k < n; k++) {
        if (k < NCS) cx[k] = cspecial[k];
        else if (k % 3 == 0) cx[k] = (double)rfloat() * (1.0 + (double)((long long)(rnd() % 5) - 2) * 5.9604644775390625e-08);
        else if (k % 3 == 1) cx[k] = (double)rfloat() + ldexp((double)rfloat(), -30);
        else cx[k] = rdouble();
        unsigned long long u = rnd();
        switch (k % 4) {
        case 0: cl[k] = (long long)(u >> (rnd() % 64)); break;
        case 1: cl[k] = (long long)((1ull << (rnd() % 64)) + (rnd() % 9) - 4); break;
        case 2: cl[k] = -(long long)(u >> (rnd() % 64)); break;
        default: cl[k] = (long long)u; break;
        }
    }
    cl[0] = 0x7FFFFFFFFFFFFFFFll, cl[1] = (long long)0x8000000000000000ull, cl[2] = -1, cl[3] = 16777217;
    cl[4] = 0x7FFFFFFFll, cl[5] = 0x80000001ll, cl[6] = 9007199254740993ll, cl[7] = 0x7FFFFFFFFFFFFDFFll;

    float *dA, *dB, *dC, *dOF;
    double *dX, *dY, *dZ, *dOD, *dCX, *dOCD;
    long long *dCL;
    unsigned *dOC;
    size_t fsz = (size_t)n * sizeof(float), dsz = (size_t)n * sizeof(double);
    CHECK(cudaMalloc(&dA, fsz));
    CHECK(cudaMalloc(&dB, fsz));
    CHECK(cudaMalloc(&dC, fsz));
    CHECK(cudaMalloc(&dOF, fsz * NFOP * 3));
    CHECK(cudaMalloc(&dX, dsz));
    CHECK(cudaMalloc(&dY, dsz));
    CHECK(cudaMalloc(&dZ, dsz));
    CHECK(cudaMalloc(&dOD, dsz * NDOP * 3));
    CHECK(cudaMalloc(&dCX, dsz));
    CHECK(cudaMalloc(&dCL, (size_t)n * sizeof(long long)));
    CHECK(cudaMalloc(&dOC, (size_t)n * sizeof(unsigned) * NCVT * 3));
    CHECK(cudaMalloc(&dOCD, dsz * NCVT * 3));
    CHECK(cudaMemset(dOC, 0, (size_t)n * sizeof(unsigned) * NCVT * 3));
    CHECK(cudaMemset(dOCD, 0, dsz * NCVT * 3));
    CHECK(cudaMemcpy(dA, fa.data(), fsz, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dB, fb.data(), fsz, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dC, fc.data(), fsz, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dX, da.data(), dsz, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dY, db.data(), dsz, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dZ, dc.data(), dsz, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dCX, cx.data(), dsz, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dCL, cl.data(), (size_t)n * sizeof(long long), cudaMemcpyHostToDevice));
    int threads = 128, blocks = (n + threads - 1) / threads;
    floatOps<<<blocks, threads>>>(dA, dB, dC, dOF, n);
    CHECK(cudaGetLastError());
    doubleOps<<<blocks, threads>>>(dX, dY, dZ, dOD, n);
    CHECK(cudaGetLastError());
    conversions<<<blocks, threads>>>(dCX, dCL, dOC, dOCD, n);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    std::vector<float> of((size_t)n * NFOP * 3);
    std::vector<double> od((size_t)n * NDOP * 3);
    std::vector<unsigned> oc((size_t)n * NCVT * 3);
    std::vector<double> ocd((size_t)n * NCVT * 3);
    CHECK(cudaMemcpy(of.data(), dOF, fsz * NFOP * 3, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(od.data(), dOD, dsz * NDOP * 3, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(oc.data(), dOC, (size_t)n * sizeof(unsigned) * NCVT * 3, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(ocd.data(), dOCD, dsz * NCVT * 3, cudaMemcpyDeviceToHost));

    long checks = 0, bad = 0;
    for (int op = 0; op < NFOP; op++)
        for (int m = 0; m < 3; m++)
            for (int i = 0; i < n; i++, checks++) {
                float want = hostF(op, m, fa[i], fb[i], fc[i]), got = of[(op * 3 + m) * n + i];
                if (sameF(want, got)) continue;
                if (++bad <= 10)
                    printf("FAIL " NAME ": %s_%s(%a, %a, %a) = %a (0x%08x), expected %a (0x%08x)\n", fop_names[op],
                           mode_names[m], fa[i], fb[i], fc[i], got, fbits(got), want, fbits(want));
            }
    for (int op = 0; op < NDOP; op++)
        for (int m = 0; m < 3; m++)
            for (int i = 0; i < n; i++, checks++) {
                double want = hostD(op, m, da[i], db[i], dc[i]), got = od[(op * 3 + m) * n + i];
                if (sameD(want, got)) continue;
                if (++bad <= 10)
                    printf("FAIL " NAME ": %s_%s(%a, %a, %a) = %a, expected %a\n", dop_names[op], mode_names[m], da[i],
                           db[i], dc[i], got, want);
            }
    for (int cv = 0; cv < NCVT; cv++) {
        for (int m = 0; m < 3; m++)
            for (int i = 0; i < n; i++, checks++) {
                double wantd = 0;
                unsigned want = hostCvt(cv, m, cx[i], cl[i], &wantd), got = oc[(cv * 3 + m) * n + i];
                bool ok;
                if (cv == 5 || cv == 6) ok = sameD(wantd, ocd[(cv * 3 + m) * n + i]);
                else if (cv == 1 || cv == 8) ok = want == got || ((want & 0x7C00) == 0x7C00 && (want & 0x3FF) && (got & 0x7C00) == 0x7C00 && (got & 0x3FF));
                else {
                    float wf, gf;
                    memcpy(&wf, &want, 4);
                    memcpy(&gf, &got, 4);
                    ok = sameF(wf, gf);
                }
                if (ok) continue;
                if (++bad <= 10) {
                    if (cv == 0 || cv == 1 || cv == 8)
                        printf("FAIL " NAME ": %s_%s(%a) = 0x%08x, expected 0x%08x\n", cvt_names[cv], cv == 8 ? "rn" : mode_names[m],
                               cv == 1 ? (double)(float)cx[i] : cx[i], got, want);
                    else
                        printf("FAIL " NAME ": %s_%s(%lld) = 0x%08x / %a, expected 0x%08x / %a\n", cvt_names[cv],
                               mode_names[m], cl[i], got, ocd[(cv * 3 + m) * n + i], want, wantd);
                }
            }
    }
    for (void *p : {(void *)dA, (void *)dB, (void *)dC, (void *)dOF, (void *)dX, (void *)dY, (void *)dZ, (void *)dOD,
                    (void *)dCX, (void *)dCL, (void *)dOC, (void *)dOCD})
        CHECK(cudaFree(p));
    if (bad) {
        printf("FAIL " NAME ": %ld of %ld results differ from IEEE directed rounding\n", bad, checks);
        return 1;
    }
    printf("PASS " NAME " (%ld results)\n", checks);
    return 0;
}
