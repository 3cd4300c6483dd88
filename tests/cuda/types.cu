// types: scalar integer, float and double semantics, device vs host, exact.
//  - int/unsigned: / and % with negative operands (C truncation), shifts
//    (arithmetic right shift of negatives, logical for unsigned, counts 0..31),
//    wrapping unsigned arithmetic, min/max (signed and unsigned), __mulhi,
//    __umulhi, __popc, __clz, __brev, __ffs, narrowing conversions;
//  - long long / unsigned long long: / % >> and 64-bit products;
//  - float: + * / sqrtf, fmaf (bit-exact against the host's correctly rounded
//    fmaf), fminf/fmaxf, one product that is subnormal (no flush-to-zero by
//    default); double: + / sqrt (IEEE correctly rounded: exact compare);
//  - conversions: (int)f truncation incl. negatives, __float2int_rn/rd/ru/rz,
//    __float2uint_rn, __float2ll_rn, __double2int_rn, __double2float_rn,
//    int/unsigned/long long -> float (round to nearest even, e.g. 16777217),
//    long long -> double, float -> double -> float. Out-of-range conversions
//    (undefined in C++) are avoided.
// Every float/double op stands alone in a statement whose result is stored, so
// no contraction into fused multiply-adds changes it; all are correctly rounded
// (nvcc defaults: -prec-div=true -prec-sqrt=true -ftz=false), so results are
// compared bit for bit.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cmath>
#include <climits>
#include <vector>
#include <cuda_runtime.h>

#define NAME "types"
#define CHECK(call)                                                              \
    do {                                                                         \
        cudaError_t e_ = (call);                                                 \
        if (e_ != cudaSuccess) {                                                 \
            printf("FAIL " NAME ": %s:%d: %s returned %s\n", __FILE__, __LINE__, \
                   #call, cudaGetErrorName(e_));                                 \
            exit(1);                                                             \
        }                                                                        \
    } while (0)

#define NI 26 // integer results per element
#define NF 9  // float results per element
#define NC 14 // conversion results per element (stored as long long)
#define ND 6  // double results per element

__global__ void intOps(const int *A, const int *B, int n, int *r)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    int a = A[i], b = B[i];
    unsigned ua = (unsigned)a, ub = (unsigned)b;
    int sh = b & 31;
    int *o = r + (size_t)i * NI;
    o[0] = a / b;
    o[1] = a % b;
    o[2] = a >> sh;
    o[3] = (int)(ua << sh);
    o[4] = (int)(ua >> sh);
    o[5] = (int)(ua / ub);
    o[6] = (int)(ua % ub);
    o[7] = min(a, b);
    o[8] = max(a, b);
    o[9] = (int)min(ua, ub);
    o[10] = (int)max(ua, ub);
    o[11] = (int)(ua * ub);
    o[12] = (int)(ua + ub);
    o[13] = (int)(ua - ub);
    o[14] = __mulhi(a, b);
    o[15] = (int)__umulhi(ua, ub);
    o[16] = __popc(ua);
    o[17] = __clz(a);
    o[18] = (int)__brev(ua);
    o[19] = __ffs(a);
    o[20] = (short)a;
    o[21] = (unsigned char)a;
    o[22] = (signed char)a;
    o[23] = (unsigned short)b;
    o[24] = a ^ ~b;
    o[25] = (a & b) | (ua >> 3);
}

__global__ void longOps(const long long *A, const long long *B, int n, long long *r)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    long long a = A[i], b = B[i];
    unsigned long long ua = (unsigned long long)a, ub = (unsigned long long)b;
    long long *o = r + (size_t)i * 8;
    o[0] = a / b;
    o[1] = a % b;
    o[2] = a >> (b & 63);
    o[3] = (long long)(ua / ub);
    o[4] = (long long)(ua % ub);
    o[5] = (long long)(ua * ub);
    o[6] = (long long)(ua >> (b & 63));
    o[7] = (long long)__umul64hi(ua, ub);
}

__global__ void floatOps(const float *X, const float *Y, const float *Z, int n, float *r)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float x = X[i], y = Y[i], z = Z[i];
    float *o = r + (size_t)i * NF;
    o[0] = x + y;
    o[1] = x * y;
    o[2] = x / y;
    o[3] = sqrtf(fabsf(x));
    o[4] = fmaf(x, y, z);
    o[5] = fminf(x, y);
    o[6] = fmaxf(x, y);
    o[7] = x - z;
    o[8] = -x;
}

__global__ void convOps(const float *X, const double *D, const int *A, int n, long long *r)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float x = X[i];
    double d = D[i];
    int a = A[i];
    long long *o = r + (size_t)i * NC;
    float f;
    double g;
    o[0] = (int)x;
    o[1] = __float2int_rn(x);
    o[2] = __float2int_rd(x);
    o[3] = __float2int_ru(x);
    o[4] = __float2int_rz(x);
    o[5] = __float2uint_rn(fabsf(x));
    o[6] = __float2ll_rn(x);
    o[7] = __double2int_rn(d);
    o[8] = (long long)d;
    f = (float)a;
    o[9] = __float_as_uint(f);
    f = (float)(unsigned)a;
    o[10] = __float_as_uint(f);
    f = (float)((long long)a * 2097152LL);
    o[11] = __float_as_uint(f);
    f = __double2float_rn(d);
    o[12] = __float_as_uint(f);
    g = (double)((long long)a * 2147483647LL + 3);
    o[13] = __double_as_longlong(g);
}

__global__ void doubleOps(const double *D, const double *E, int n, double *r)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    double d = D[i], e = E[i];
    double *o = r + (size_t)i * ND;
    o[0] = d + e;
    o[1] = d / e;
    o[2] = sqrt(fabs(d));
    o[3] = d * e;
    o[4] = fma(d, e, d);
    o[5] = (double)(float)d;
}

static unsigned lcg_s = 987654321u;
static unsigned lcg()
{
    lcg_s = lcg_s * 1664525u + 1013904223u;
    return lcg_s;
}

static unsigned fbits(float f)
{
    unsigned u;
    memcpy(&u, &f, 4);
    return u;
}
static unsigned long long dbits(double d)
{
    unsigned long long u;
    memcpy(&u, &d, 8);
    return u;
}

int main()
{
    // ---------------- integer inputs ----------------
    const int special[][2] = {
        {7, 2}, {-7, 2}, {7, -2}, {-7, -2}, {0, 5}, {1, -1}, {-1, 1}, {INT_MAX, -1},
        {INT_MIN, 1}, {INT_MIN, 3}, {INT_MIN, -3}, {INT_MAX, INT_MIN}, {INT_MIN, INT_MAX},
        {-1, 31}, {-1, 32}, {-5, 1}, {12345, -64}, {16777217, 33}, {16777219, 7},
        {-16777217, 9}, {0x7fffff80, 2}, {-100, 7}, {100, -7}, {-100, -7}, {3, 100},
        {-3, 100}, {0, -1}, {INT_MIN, INT_MIN}, {0x55555555, 0x0f0f0f0f}};
    const int nspec = sizeof special / sizeof special[0];
    const int n = 2000 + nspec;
    std::vector<int> A(n), B(n);
    for (int i = 0; i < n; i++) {
        if (i < nspec) {
            A[i] = special[i][0];
            B[i] = special[i][1];
        } else {
            unsigned u = lcg(), v = lcg();
            int shift = (int)(lcg() % 28);
            A[i] = (int)u;
            B[i] = (int)v >> shift;
            if (B[i] == 0) B[i] = 3;
            if (A[i] == INT_MIN && B[i] == -1) B[i] = 1;
        }
    }
    std::vector<long long> LA(n), LB(n);
    for (int i = 0; i < n; i++) {
        LA[i] = (long long)(((unsigned long long)(unsigned)A[i] << 32) | lcg());
        LB[i] = (long long)B[i] * (long long)(lcg() % 100000 + 1);
        if (i % 3 == 0) LB[i] = B[i];
        if (LA[i] == LLONG_MIN && LB[i] == -1) LB[i] = 1;
    }
    // ---------------- float inputs ----------------
    const float fspecial[] = {2.5f, -2.5f, 3.5f, -3.5f, 0.5f, -0.5f, 1.5f, -1.5f, -0.0f,
                              0.0f, 1e9f, -1e9f, 2147483520.0f, -2147483648.0f, 16777217.0f,
                              0.49999997f, -0.49999997f, 1e-20f, 8388609.5f, -7.75f};
    const int nfs = sizeof fspecial / sizeof fspecial[0];
    std::vector<float> X(n), Y(n), Z(n);
    std::vector<double> D(n), E(n);
    for (int i = 0; i < n; i++) {
        int ex = (int)(lcg() % 40) - 20;
        float m = (float)(lcg() >> 8) / 16777216.0f + 0.5f;
        X[i] = ldexpf((lcg() & 1) ? -m : m, ex);
        if (i < nfs) X[i] = fspecial[i];
        int ey = (int)(lcg() % 40) - 20;
        float my = (float)(lcg() >> 8) / 16777216.0f + 0.5f;
        Y[i] = ldexpf((lcg() & 1) ? -my : my, ey);
        if (i == 17) Y[i] = 1e-20f; // product 1e-40 is subnormal
        Z[i] = ldexpf((float)(int)(lcg() >> 8) - 8388608.0f, ex - 22);
        double dm = ((double)lcg() * 4294967296.0 + lcg()) / 18446744073709551616.0 + 0.5;
        D[i] = ldexp((lcg() & 1) ? -dm : dm, (int)(lcg() % 60) - 30);
        if (i < nfs) D[i] = fspecial[i];
        if (i == nfs) D[i] = 2.5;
        if (i == nfs + 1) D[i] = -3.5;
        if (i == nfs + 2) D[i] = 1073741824.5; // tie: rounds to even
        double em = ((double)lcg() * 4294967296.0 + lcg()) / 18446744073709551616.0 + 0.5;
        E[i] = ldexp((lcg() & 1) ? -em : em, (int)(lcg() % 60) - 30);
    }

    // ---------------- device ----------------
    int *dA, *dB, *dRI;
    long long *dLA, *dLB, *dRL, *dRC;
    float *dX, *dY, *dZ, *dRF;
    double *dD, *dE, *dRD;
    CHECK(cudaMalloc(&dA, n * sizeof(int)));
    CHECK(cudaMalloc(&dB, n * sizeof(int)));
    CHECK(cudaMalloc(&dRI, (size_t)n * NI * sizeof(int)));
    CHECK(cudaMalloc(&dLA, n * sizeof(long long)));
    CHECK(cudaMalloc(&dLB, n * sizeof(long long)));
    CHECK(cudaMalloc(&dRL, (size_t)n * 8 * sizeof(long long)));
    CHECK(cudaMalloc(&dRC, (size_t)n * NC * sizeof(long long)));
    CHECK(cudaMalloc(&dX, n * sizeof(float)));
    CHECK(cudaMalloc(&dY, n * sizeof(float)));
    CHECK(cudaMalloc(&dZ, n * sizeof(float)));
    CHECK(cudaMalloc(&dRF, (size_t)n * NF * sizeof(float)));
    CHECK(cudaMalloc(&dD, n * sizeof(double)));
    CHECK(cudaMalloc(&dE, n * sizeof(double)));
    CHECK(cudaMalloc(&dRD, (size_t)n * ND * sizeof(double)));
    CHECK(cudaMemcpy(dA, A.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dB, B.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dLA, LA.data(), n * sizeof(long long), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dLB, LB.data(), n * sizeof(long long), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dX, X.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dY, Y.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dZ, Z.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dD, D.data(), n * sizeof(double), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dE, E.data(), n * sizeof(double), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(dRC, 0, (size_t)n * NC * sizeof(long long)));
    int bs = 96, grid = (n + bs - 1) / bs;
    intOps<<<grid, bs>>>(dA, dB, n, dRI);
    CHECK(cudaGetLastError());
    longOps<<<grid, bs>>>(dLA, dLB, n, dRL);
    CHECK(cudaGetLastError());
    floatOps<<<grid, bs>>>(dX, dY, dZ, n, dRF);
    CHECK(cudaGetLastError());
    convOps<<<grid, bs>>>(dX, dD, dA, n, dRC);
    CHECK(cudaGetLastError());
    doubleOps<<<grid, bs>>>(dD, dE, n, dRD);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    std::vector<int> RI((size_t)n * NI);
    std::vector<long long> RL((size_t)n * 8), RC((size_t)n * NC);
    std::vector<float> RF((size_t)n * NF);
    std::vector<double> RD((size_t)n * ND);
    CHECK(cudaMemcpy(RI.data(), dRI, RI.size() * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(RL.data(), dRL, RL.size() * sizeof(long long), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(RC.data(), dRC, RC.size() * sizeof(long long), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(RF.data(), dRF, RF.size() * sizeof(float), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(RD.data(), dRD, RD.size() * sizeof(double), cudaMemcpyDeviceToHost));

    // ---------------- host reference ----------------
    for (int i = 0; i < n; i++) {
        int a = A[i], b = B[i];
        unsigned ua = (unsigned)a, ub = (unsigned)b;
        int sh = b & 31;
        int w[NI];
        w[0] = a / b;
        w[1] = a % b;
        w[2] = a >> sh;
        w[3] = (int)(ua << sh);
        w[4] = (int)(ua >> sh);
        w[5] = (int)(ua / ub);
        w[6] = (int)(ua % ub);
        w[7] = a < b ? a : b;
        w[8] = a > b ? a : b;
        w[9] = (int)(ua < ub ? ua : ub);
        w[10] = (int)(ua > ub ? ua : ub);
        w[11] = (int)(ua * ub);
        w[12] = (int)(ua + ub);
        w[13] = (int)(ua - ub);
        w[14] = (int)(((long long)a * (long long)b) >> 32);
        w[15] = (int)(((unsigned long long)ua * ub) >> 32);
        int pc = 0, clz = 0, ffs = 0;
        unsigned rev = 0;
        for (int k = 0; k < 32; k++) {
            if ((ua >> k) & 1) pc++;
            if ((ua >> k) & 1) rev |= 1u << (31 - k);
        }
        while (clz < 32 && !((ua << clz) & 0x80000000u)) clz++;
        for (int k = 0; k < 32; k++)
            if ((ua >> k) & 1) { ffs = k + 1; break; }
        w[16] = pc;
        w[17] = clz;
        w[18] = (int)rev;
        w[19] = ffs;
        w[20] = (short)a;
        w[21] = (unsigned char)a;
        w[22] = (signed char)a;
        w[23] = (unsigned short)b;
        w[24] = a ^ ~b;
        w[25] = (a & b) | (ua >> 3);
        for (int k = 0; k < NI; k++)
            if (RI[(size_t)i * NI + k] != w[k]) {
                printf("FAIL " NAME ": int op %d at element %d (a=%d b=%d) expected %d got %d\n",
                       k, i, a, b, w[k], RI[(size_t)i * NI + k]);
                return 1;
            }

        long long la = LA[i], lb = LB[i];
        unsigned long long ula = (unsigned long long)la, ulb = (unsigned long long)lb;
        long long wl[8];
        wl[0] = la / lb;
        wl[1] = la % lb;
        wl[2] = la >> (lb & 63);
        wl[3] = (long long)(ula / ulb);
        wl[4] = (long long)(ula % ulb);
        wl[5] = (long long)(ula * ulb);
        wl[6] = (long long)(ula >> (lb & 63));
        {
            unsigned long long a0 = ula & 0xffffffffu, a1 = ula >> 32, b0 = ulb & 0xffffffffu,
                               b1 = ulb >> 32;
            unsigned long long p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
            unsigned long long mid = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
            wl[7] = (long long)(p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32));
        }
        for (int k = 0; k < 8; k++)
            if (RL[(size_t)i * 8 + k] != wl[k]) {
                printf("FAIL " NAME ": long long op %d at element %d (a=%lld b=%lld) expected "
                       "%lld got %lld\n",
                       k, i, la, lb, wl[k], RL[(size_t)i * 8 + k]);
                return 1;
            }

        float x = X[i], y = Y[i], z = Z[i];
        float wf[NF];
        volatile float t;
        t = x + y; wf[0] = t;
        t = x * y; wf[1] = t;
        t = x / y; wf[2] = t;
        wf[3] = sqrtf(fabsf(x));
        wf[4] = fmaf(x, y, z);
        wf[5] = fminf(x, y);
        wf[6] = fmaxf(x, y);
        t = x - z; wf[7] = t;
        wf[8] = -x;
        for (int k = 0; k < NF; k++) {
            float g = RF[(size_t)i * NF + k];
            if (fbits(g) != fbits(wf[k])) {
                printf("FAIL " NAME ": float op %d at element %d (x=%a y=%a z=%a) expected %a "
                       "got %a\n",
                       k, i, x, y, z, wf[k], g);
                return 1;
            }
        }

        double d = D[i], e = E[i];
        double wd[ND];
        volatile double td;
        td = d + e; wd[0] = td;
        td = d / e; wd[1] = td;
        wd[2] = sqrt(fabs(d));
        td = d * e; wd[3] = td;
        wd[4] = fma(d, e, d);
        wd[5] = (double)(float)d;
        for (int k = 0; k < ND; k++) {
            double g = RD[(size_t)i * ND + k];
            if (dbits(g) != dbits(wd[k])) {
                printf("FAIL " NAME ": double op %d at element %d (d=%a e=%a) expected %a got %a\n",
                       k, i, d, e, wd[k], g);
                return 1;
            }
        }

        long long wc[NC];
        float f;
        double g;
        wc[0] = (int)x;
        wc[1] = (int)nearbyintf(x);
        wc[2] = (int)floorf(x);
        wc[3] = (int)ceilf(x);
        wc[4] = (int)truncf(x);
        wc[5] = (long long)(unsigned)nearbyintf(fabsf(x));
        wc[6] = (long long)nearbyintf(x);
        wc[7] = (int)nearbyint(d);
        wc[8] = (long long)d;
        f = (float)a;
        wc[9] = fbits(f);
        f = (float)(unsigned)a;
        wc[10] = fbits(f);
        f = (float)((long long)a * 2097152LL);
        wc[11] = fbits(f);
        f = (float)d;
        wc[12] = fbits(f);
        g = (double)((long long)a * 2147483647LL + 3);
        wc[13] = (long long)dbits(g);
        for (int k = 0; k < NC; k++) {
            if (RC[(size_t)i * NC + k] != wc[k]) {
                printf("FAIL " NAME ": conversion %d at element %d (x=%a d=%a a=%d) expected "
                       "0x%llx got 0x%llx\n",
                       k, i, x, d, a, (unsigned long long)wc[k],
                       (unsigned long long)RC[(size_t)i * NC + k]);
                return 1;
            }
        }
    }
    CHECK(cudaFree(dA));
    CHECK(cudaFree(dB));
    CHECK(cudaFree(dRI));
    CHECK(cudaFree(dLA));
    CHECK(cudaFree(dLB));
    CHECK(cudaFree(dRL));
    CHECK(cudaFree(dRC));
    CHECK(cudaFree(dX));
    CHECK(cudaFree(dY));
    CHECK(cudaFree(dZ));
    CHECK(cudaFree(dRF));
    CHECK(cudaFree(dD));
    CHECK(cudaFree(dE));
    CHECK(cudaFree(dRD));
    printf("PASS " NAME "\n");
    return 0;
}
