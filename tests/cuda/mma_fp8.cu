// mma_fp8: sm_89/sm_90's fp8 tensor-core instruction, mma.sync.aligned.m16n8k32.row.col with
// .e4m3 and .e5m2 operands (also one of each), an .f32 accumulator. The host builds each
// lane's fragments by the PTX ISA's layout (that of the 8-bit integer m16n8k32) and checks D
// against its own sum within a tolerance (2^-17 of the sum of the terms' magnitudes): how
// the tensor cores round the 32-product sums is not modelled exactly (heddle matches an
// H200's bits in about 3 of 4 elements, MEASUREMENTS.md); MMA_DUMP=1 prints every
// element's inputs and result, for fitting.
// test-flags: -arch=sm_90
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <cstring>
#include <vector>
#define NAME "mma_fp8"
#include "check.h"

template <int V>
__global__ void run(const unsigned *a, const unsigned *b, const float *c, float *d)
{
    int l = threadIdx.x;
    unsigned A0 = a[l * 4], A1 = a[l * 4 + 1], A2 = a[l * 4 + 2], A3 = a[l * 4 + 3], B0 = b[l * 2], B1 = b[l * 2 + 1];
    float C0 = c[l * 4], C1 = c[l * 4 + 1], C2 = c[l * 4 + 2], C3 = c[l * 4 + 3], D0, D1, D2, D3;
#define FP8(at, bt)                                                                                           \
    asm volatile("mma.sync.aligned.m16n8k32.row.col.f32." at "." bt ".f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, " \
                 "{%10,%11,%12,%13};"                                                                         \
                 : "=f"(D0), "=f"(D1), "=f"(D2), "=f"(D3)                                                      \
                 : "r"(A0), "r"(A1), "r"(A2), "r"(A3), "r"(B0), "r"(B1), "f"(C0), "f"(C1), "f"(C2), "f"(C3))
    if (V == 0) FP8("e4m3", "e4m3");
    if (V == 1) FP8("e5m2", "e5m2");
    if (V == 2) FP8("e4m3", "e5m2");
    if (V == 3) FP8("e5m2", "e4m3");
    d[l * 4] = D0, d[l * 4 + 1] = D1, d[l * 4 + 2] = D2, d[l * 4 + 3] = D3;
}

// an fp8 byte's value (e5: e5m2, else e4m3)
static double f8(unsigned v, int e5)
{
    int s = v >> 7, e = e5 ? (v >> 2) & 31 : (v >> 3) & 15, m = e5 ? v & 3 : v & 7, mb = e5 ? 2 : 3, bias = e5 ? 15 : 7;
    double x = e ? ldexp(1.0 + m / (double)(1 << mb), e - bias) : ldexp(m / (double)(1 << mb), 1 - bias);
    return s ? -x : x;
}
// a random finite fp8 byte, exponents spread over a range
static unsigned rand8(int e5)
{
    for (;;) {
        unsigned v = rand() & 0xff;
        int e = e5 ? (v >> 2) & 31 : (v >> 3) & 15;
        if (e5 ? e == 31 : (v & 0x7f) == 0x7f) continue; /* infinity, NaN */
        if (e5 ? (e < 8 || e > 22) : (e < 2 || e > 13)) continue;
        return v;
    }
}

int main()
{
    unsigned *a, *b;
    float *c, *d;
    CHECK(cudaMalloc(&a, 512));
    CHECK(cudaMalloc(&b, 256));
    CHECK(cudaMalloc(&c, 512));
    CHECK(cudaMalloc(&d, 512));
    void (*ks[4])(const unsigned *, const unsigned *, const float *, float *) = {run<0>, run<1>, run<2>, run<3>};
    const char *names[4] = {"e4m3 x e4m3", "e5m2 x e5m2", "e4m3 x e5m2", "e5m2 x e4m3"};
    srand(2718);
    int bad = 0;
    for (int round = 0; round < 3; round++)
        for (int v = 0; v < 4; v++) {
            int ae5 = v == 1 || v == 3, be5 = v == 1 || v == 2;
            unsigned Ab[16][32], Bb[32][8];
            float Cm[16][8];
            for (int r = 0; r < 16; r++)
                for (int k = 0; k < 32; k++) Ab[r][k] = rand8(ae5);
            for (int k = 0; k < 32; k++)
                for (int n = 0; n < 8; n++) Bb[k][n] = rand8(be5);
            for (int r = 0; r < 16; r++)
                for (int n = 0; n < 8; n++) Cm[r][n] = round == 2 ? 0.0f : (float)((rand() % 20001 - 10000) / 64.0);
            std::vector<unsigned> ha(128, 0), hb(64, 0);
            std::vector<float> hc(128), hd(128);
            for (int l = 0; l < 32; l++) {
                int g = l >> 2, t = l & 3;
                for (int j = 0; j < 4; j++)
                    for (int q = 0; q < 4; q++) ha[l * 4 + j] |= Ab[g + 8 * (j & 1)][t * 4 + q + 16 * (j >> 1)] << (8 * q);
                for (int j = 0; j < 2; j++)
                    for (int q = 0; q < 4; q++) hb[l * 2 + j] |= Bb[t * 4 + q + 16 * j][g] << (8 * q);
                for (int i = 0; i < 4; i++) hc[l * 4 + i] = Cm[g + 8 * (i >> 1)][t * 2 + (i & 1)];
            }
            CHECK(cudaMemcpy(a, ha.data(), 512, cudaMemcpyHostToDevice));
            CHECK(cudaMemcpy(b, hb.data(), 256, cudaMemcpyHostToDevice));
            CHECK(cudaMemcpy(c, hc.data(), 512, cudaMemcpyHostToDevice));
            ks[v]<<<1, 32>>>(a, b, c, d);
            CHECK(cudaGetLastError());
            CHECK(cudaDeviceSynchronize());
            CHECK(cudaMemcpy(hd.data(), d, 512, cudaMemcpyDeviceToHost));
            int wrong = 0;
            for (int l = 0; l < 32; l++)
                for (int i = 0; i < 4; i++) {
                    int g = l >> 2, t = l & 3, r = g + 8 * (i >> 1), n = t * 2 + (i & 1);
                    double want = Cm[r][n], mag = fabs(want);
                    for (int k = 0; k < 32; k++) {
                        double p = f8(Ab[r][k], ae5) * f8(Bb[k][n], be5);
                        want += p, mag += fabs(p);
                    }
                    float got = hd[l * 4 + i];
                    if (fabs(got - want) > mag * 0x1p-17 && wrong++ < 4)
                        printf("%s lane %d elem %d: %.9g, expected %.9g\n", names[v], l, i, got, want);
                    if (getenv("MMA_DUMP")) { /* inputs and result, to fit a model of the sums */
                        printf("DUMP %.9g %.9g", got, (double)Cm[r][n]);
                        for (int k = 0; k < 32; k++) printf(" %.9g", f8(Ab[r][k], ae5) * f8(Bb[k][n], be5));
                        printf("\n");
                    }
                }
            printf("%s, round %d: %s\n", names[v], round, wrong ? "WRONG" : "within the tolerance");
            bad += wrong;
        }
    if (bad) {
        printf("FAIL " NAME ": %d wrong elements\n", bad);
        return 1;
    }
    printf("PASS " NAME "\n");
    return 0;
}
