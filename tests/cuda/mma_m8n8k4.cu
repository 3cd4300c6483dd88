// mma_m8n8k4: Volta's mma.sync.aligned.m8n8k4 with .f16 operands, which a warp runs as four
// 8x8x4 products, one per quad pair (lanes 4q..4q+3 and 16+4q..16+4q+3): A and B row- or
// column-major, C and D .f16 or .f32 (a .f16 C with a .f32 D too; ptxas refuses the reverse). The host builds each lane's fragments by
// the layouts measured on an H200 (heddle_prelude.h, hd_mma_quads) and checks D against its
// own product: small integers (exact, so every layout must match) and random halves (the
// sums rounded once); it prints a checksum of each D, compared with what the H200 printed.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_fp16.h>
#define NAME "mma_m8n8k4"
#include "check.h"

// variant v: bit 0 A column-major, bit 1 B column-major, bit 2 D .f16, bit 3 C .f16.
// Inputs per lane: a[2], b[2], c[8] words (a .f16 C uses its first 4); output 8 words.
__global__ void run(const unsigned *a, const unsigned *b, const unsigned *c, unsigned *d, int v)
{
    int l = threadIdx.x;
    unsigned A0 = a[l * 2], A1 = a[l * 2 + 1], B0 = b[l * 2], B1 = b[l * 2 + 1], C[8];
    for (int i = 0; i < 8; i++) C[i] = c[l * 8 + i];
    float D[8] = {0};
    unsigned Dh[4] = {0};
    // each variant's instruction with constant layouts and types (the C operand of a .f16 C
    // is its first four words; the others are passed and not read)
#define CASES(al, bl, base)                                                                       \
    if (v == base + 0) asm volatile("mma.sync.aligned.m8n8k4." al "." bl ".f32.f16.f16.f32 {%0,%1,%2,%3,%4,%5,%6,%7}, {%8,%9}, {%10,%11}, {%12,%13,%14,%15,%16,%17,%18,%19};" \
        : "=f"(D[0]), "=f"(D[1]), "=f"(D[2]), "=f"(D[3]), "=f"(D[4]), "=f"(D[5]), "=f"(D[6]), "=f"(D[7]) \
        : "r"(A0), "r"(A1), "r"(B0), "r"(B1), "f"(__uint_as_float(C[0])), "f"(__uint_as_float(C[1])), "f"(__uint_as_float(C[2])), \
          "f"(__uint_as_float(C[3])), "f"(__uint_as_float(C[4])), "f"(__uint_as_float(C[5])), "f"(__uint_as_float(C[6])), "f"(__uint_as_float(C[7]))); \
    if (v == base + 8) asm volatile("mma.sync.aligned.m8n8k4." al "." bl ".f32.f16.f16.f16 {%0,%1,%2,%3,%4,%5,%6,%7}, {%8,%9}, {%10,%11}, {%12,%13,%14,%15};" \
        : "=f"(D[0]), "=f"(D[1]), "=f"(D[2]), "=f"(D[3]), "=f"(D[4]), "=f"(D[5]), "=f"(D[6]), "=f"(D[7]) \
        : "r"(A0), "r"(A1), "r"(B0), "r"(B1), "r"(C[0]), "r"(C[1]), "r"(C[2]), "r"(C[3])); \
    if (v == base + 12) asm volatile("mma.sync.aligned.m8n8k4." al "." bl ".f16.f16.f16.f16 {%0,%1,%2,%3}, {%4,%5}, {%6,%7}, {%8,%9,%10,%11};" \
        : "=r"(Dh[0]), "=r"(Dh[1]), "=r"(Dh[2]), "=r"(Dh[3]) : "r"(A0), "r"(A1), "r"(B0), "r"(B1), "r"(C[0]), "r"(C[1]), "r"(C[2]), "r"(C[3]));
    CASES("row", "row", 0)
    CASES("col", "row", 1)
    CASES("row", "col", 2)
    CASES("col", "col", 3)
    for (int i = 0; i < 8; i++) d[l * 8 + i] = v & 4 ? (i < 4 ? Dh[i] : 0u) : __float_as_uint(D[i]);
}

static unsigned short tohalf(float f)
{
    __half h = __float2half(f);
    return *(unsigned short *)&h;
}
static float fromhalf(unsigned short u)
{
    __half h;
    *(unsigned short *)&h = u;
    return __half2float(h);
}
// element i (0..7) of a lane's C or D fragment: its row and column
static void acc_rc(int f32, int t, int h, int i, int *r, int *c)
{
    *r = f32 ? (t & 1) + 2 * ((i >> 1) & 1) + 4 * h : t + 4 * h;
    *c = f32 ? (i & 1) + 2 * (t >> 1) + 4 * (i >> 2) : i;
}

int main()
{
    unsigned *a, *b, *c, *d;
    CHECK(cudaMalloc(&a, 256));
    CHECK(cudaMalloc(&b, 256));
    CHECK(cudaMalloc(&c, 1024));
    CHECK(cudaMalloc(&d, 1024));
    srand(12345);
    int bad = 0;
    for (int data = 0; data < 2; data++)
        for (int v = 0; v < 16; v++) {
            int acol = v & 1, bcol = (v >> 1) & 1, df16 = (v >> 2) & 1, cf16 = (v >> 3) & 1;
            if (df16 && !cf16) continue; /* ptxas: a .f32 C needs a .f32 D in this shape */
            // the four products' matrices, then the lanes' fragments
            float Am[4][8][4], Bm[4][4][8], Cm[4][8][8];
            for (int q = 0; q < 4; q++) {
                for (int r = 0; r < 8; r++)
                    for (int k = 0; k < 4; k++)
                        Am[q][r][k] = data ? fromhalf(tohalf((rand() % 2001 - 1000) / 317.0f)) : (float)(r - k + q);
                for (int k = 0; k < 4; k++)
                    for (int n = 0; n < 8; n++)
                        Bm[q][k][n] = data ? fromhalf(tohalf((rand() % 2001 - 1000) / 211.0f)) : (float)(k * 2 - n);
                for (int r = 0; r < 8; r++)
                    for (int n = 0; n < 8; n++) {
                        float x = data ? (rand() % 2001 - 1000) / 97.0f : (float)(r * n - 5);
                        Cm[q][r][n] = cf16 ? fromhalf(tohalf(x)) : x;
                    }
            }
            std::vector<unsigned> ha(64), hb(64), hc(256, 0), hd(256);
            for (int l = 0; l < 32; l++) {
                int q = (l % 16) / 4, t = l % 4, h = l / 16;
                unsigned short ah[4], bh[4];
                for (int i = 0; i < 4; i++) {
                    ah[i] = tohalf(acol ? Am[q][i + 4 * h][t] : Am[q][t + 4 * h][i]);
                    bh[i] = tohalf(bcol ? Bm[q][i][t + 4 * h] : Bm[q][t][i + 4 * h]);
                }
                ha[l * 2] = ah[0] | (unsigned)ah[1] << 16, ha[l * 2 + 1] = ah[2] | (unsigned)ah[3] << 16;
                hb[l * 2] = bh[0] | (unsigned)bh[1] << 16, hb[l * 2 + 1] = bh[2] | (unsigned)bh[3] << 16;
                for (int i = 0; i < 8; i++) {
                    int r, n;
                    acc_rc(!cf16, t, h, i, &r, &n);
                    if (cf16) hc[l * 8 + i / 2] |= (unsigned)tohalf(Cm[q][r][n]) << (16 * (i & 1));
                    else {
                        float x = Cm[q][r][n];
                        hc[l * 8 + i] = *(unsigned *)&x;
                    }
                }
            }
            CHECK(cudaMemcpy(a, ha.data(), 256, cudaMemcpyHostToDevice));
            CHECK(cudaMemcpy(b, hb.data(), 256, cudaMemcpyHostToDevice));
            CHECK(cudaMemcpy(c, hc.data(), 1024, cudaMemcpyHostToDevice));
            run<<<1, 32>>>(a, b, c, d, v);
            CHECK(cudaGetLastError());
            CHECK(cudaDeviceSynchronize());
            CHECK(cudaMemcpy(hd.data(), d, 1024, cudaMemcpyDeviceToHost));
            unsigned long long sum = 0;
            int wrong = 0;
            double maxrel = 0;
            for (int l = 0; l < 32; l++) {
                int q = (l % 16) / 4, t = l % 4, h = l / 16;
                for (int i = 0; i < 8; i++) {
                    int r, n;
                    acc_rc(!df16, t, h, i, &r, &n);
                    double want = Cm[q][r][n];
                    for (int k = 0; k < 4; k++) want += (double)Am[q][r][k] * Bm[q][k][n];
                    float got = df16 ? fromhalf((unsigned short)(hd[l * 8 + i / 2] >> (16 * (i & 1))))
                                     : *(float *)&hd[l * 8 + i];
                    double tol = data ? fabs(want) * (df16 ? 1.0 / 1024 : 1.0 / (1 << 22)) + 1e-6 : 0;
                    if (fabs(got - want) > tol && wrong++ < 4)
                        printf("variant %d data %d lane %d elem %d: %g, expected %g\n", v, data, l, i, got, want);
                    if (want != 0) maxrel = fmax(maxrel, fabs(got - want) / fabs(want));
                    if (getenv("MMA_DUMP") && data) { /* inputs and result, to fit a model of the sums */
                        printf("DUMP %d %.9g", v, got);
                        for (int k = 0; k < 4; k++) printf(" %.9g %.9g", Am[q][r][k], Bm[q][k][n]);
                        printf(" %.9g\n", Cm[q][r][n]);
                    }
                    sum = sum * 1000003 + (unsigned)(df16 ? (hd[l * 8 + i / 2] >> (16 * (i & 1))) & 0xffff : hd[l * 8 + i]);
                }
            }
            printf("%s, %s A, %s B, C .%s, D .%s: checksum %llx%s\n", data ? "random" : "integers", acol ? "col" : "row",
                   bcol ? "col" : "row", cf16 ? "f16" : "f32", df16 ? "f16" : "f32", sum, wrong ? " WRONG" : "");
            bad += wrong;
        }
    if (bad) {
        printf("FAIL " NAME ": %d wrong elements\n", bad);
        return 1;
    }
    printf("PASS " NAME "\n");
    return 0;
}
