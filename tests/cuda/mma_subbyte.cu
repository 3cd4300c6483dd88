// mma_subbyte: integer tensor-core shapes below 8 bits and the 8-bit m8n8k16:
// mma.sync.aligned .s4/.u4 (m8n8k32, m16n8k32, m16n8k64; one of each kind mixed; .satfinite)
// and .b1 with .and.popc / .xor.popc (m8n8k128, m16n8k128, m16n8k256). The host builds each
// lane's fragments by the PTX ISA's layouts (row g or g + 8 by register, columns t * p + q,
// p elements a register), computes D exactly and compares every element; it prints a
// checksum of each D (integer sums are exact: heddle must give the GPU's bits).
// test-flags: -arch=sm_90
#include <cstdio>
#include <cstdlib>
#include <vector>
#define NAME "mma_subbyte"
#include "check.h"

#define MMA112(s) asm volatile(s " {%0,%1}, {%2}, {%3}, {%4,%5};" : "=r"(D[0]), "=r"(D[1]) : "r"(A[0]), "r"(B[0]), "r"(C[0]), "r"(C[1]))
#define MMA214(s)                                                                                                       \
    asm volatile(s " {%0,%1,%2,%3}, {%4,%5}, {%6}, {%7,%8,%9,%10};" : "=r"(D[0]), "=r"(D[1]), "=r"(D[2]), "=r"(D[3])      \
                 : "r"(A[0]), "r"(A[1]), "r"(B[0]), "r"(C[0]), "r"(C[1]), "r"(C[2]), "r"(C[3]))
#define MMA424(s)                                                                                                       \
    asm volatile(s " {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"                                        \
                 : "=r"(D[0]), "=r"(D[1]), "=r"(D[2]), "=r"(D[3])                                                      \
                 : "r"(A[0]), "r"(A[1]), "r"(A[2]), "r"(A[3]), "r"(B[0]), "r"(B[1]), "r"(C[0]), "r"(C[1]), "r"(C[2]),  \
                   "r"(C[3]))

struct variant {
    const char *name;
    int m, k, bits, asig, bsig, bitop; /* bitop: 1 and, 2 xor */
};
static const variant vars[] = {
    {"m8n8k16 s8.u8", 8, 16, 8, 1, 0, 0},        {"m8n8k32 s4.s4", 8, 32, 4, 1, 1, 0},
    {"m8n8k32 u4.s4", 8, 32, 4, 0, 1, 0},        {"m16n8k32 s4.u4", 16, 32, 4, 1, 0, 0},
    {"m16n8k64 s4.s4", 16, 64, 4, 1, 1, 0},      {"m16n8k64 u4.u4 satfinite", 16, 64, 4, 0, 0, 0},
    {"m8n8k128 b1 and.popc", 8, 128, 1, 0, 0, 1}, {"m16n8k128 b1 xor.popc", 16, 128, 1, 0, 0, 2},
    {"m16n8k256 b1 and.popc", 16, 256, 1, 0, 0, 1}, {"m16n8k256 b1 xor.popc", 16, 256, 1, 0, 0, 2},
};
#define NV (int)(sizeof vars / sizeof vars[0])

template <int V> __global__ void run(const unsigned *a, const unsigned *b, const unsigned *c, unsigned *d)
{
    int l = threadIdx.x;
    unsigned A[4], B[2], C[4], D[4] = {0};
    for (int i = 0; i < 4; i++) A[i] = a[l * 4 + i], C[i] = c[l * 4 + i];
    for (int i = 0; i < 2; i++) B[i] = b[l * 2 + i];
    if (V == 0) MMA112("mma.sync.aligned.m8n8k16.row.col.s32.s8.u8.s32");
    if (V == 1) MMA112("mma.sync.aligned.m8n8k32.row.col.s32.s4.s4.s32");
    if (V == 2) MMA112("mma.sync.aligned.m8n8k32.row.col.s32.u4.s4.s32");
    if (V == 3) MMA214("mma.sync.aligned.m16n8k32.row.col.s32.s4.u4.s32");
    if (V == 4) MMA424("mma.sync.aligned.m16n8k64.row.col.s32.s4.s4.s32");
    if (V == 5) MMA424("mma.sync.aligned.m16n8k64.row.col.satfinite.s32.u4.u4.s32");
    if (V == 6) MMA112("mma.sync.aligned.m8n8k128.row.col.s32.b1.b1.s32.and.popc");
    if (V == 7) MMA214("mma.sync.aligned.m16n8k128.row.col.s32.b1.b1.s32.xor.popc");
    if (V == 8) MMA424("mma.sync.aligned.m16n8k256.row.col.s32.b1.b1.s32.and.popc");
    if (V == 9) MMA424("mma.sync.aligned.m16n8k256.row.col.s32.b1.b1.s32.xor.popc");
    for (int i = 0; i < 4; i++) d[l * 4 + i] = D[i];
}

static int val(unsigned v, int bits, int sig) { return sig && (v >> (bits - 1)) ? (int)v - (1 << bits) : (int)v; }

int main()
{
    unsigned *a, *b, *c, *d;
    CHECK(cudaMalloc(&a, 512));
    CHECK(cudaMalloc(&b, 256));
    CHECK(cudaMalloc(&c, 512));
    CHECK(cudaMalloc(&d, 512));
    void (*ks[NV])(const unsigned *, const unsigned *, const unsigned *, unsigned *) = {
        run<0>, run<1>, run<2>, run<3>, run<4>, run<5>, run<6>, run<7>, run<8>, run<9>};
    srand(31337);
    int bad = 0;
    for (int v = 0; v < NV; v++) {
        const variant &x = vars[v];
        int M = x.m, K = x.k, N = 8, p = 32 / x.bits, mask = x.bits == 32 ? -1 : (1 << x.bits) - 1;
        int na = M * K * x.bits / 1024, nb = K * N * x.bits / 1024, nc = M * N / 32; /* registers a lane */
        std::vector<unsigned> Am(M * K), Bm(K * N), ha(128, 0), hb(64, 0), hc(128, 0), hd(128);
        std::vector<int> Cm(M * N);
        for (auto &e : Am) e = rand() & mask;
        for (auto &e : Bm) e = rand() & mask;
        for (int i = 0; i < M * N; i++) /* near the limits once, for .satfinite and wrapping */
            Cm[i] = v == 5 ? (i & 1 ? 2147483000 : -2147483000) + rand() % 1000 : rand() % 20001 - 10000;
        for (int l = 0; l < 32; l++) {
            int g = l >> 2, t = l & 3;
            for (int j = 0; j < na; j++)
                for (int q = 0; q < p; q++)
                    ha[l * 4 + j] |= Am[(g + 8 * (j & 1)) * K + t * p + q + 4 * p * (j >> 1)] << (x.bits * q);
            for (int j = 0; j < nb; j++)
                for (int q = 0; q < p; q++) hb[l * 2 + j] |= Bm[(t * p + q + 4 * p * j) * N + g] << (x.bits * q);
            for (int i = 0; i < nc; i++) hc[l * 4 + i] = (unsigned)Cm[(g + 8 * (i >> 1)) * N + t * 2 + (i & 1)];
        }
        CHECK(cudaMemcpy(a, ha.data(), 512, cudaMemcpyHostToDevice));
        CHECK(cudaMemcpy(b, hb.data(), 256, cudaMemcpyHostToDevice));
        CHECK(cudaMemcpy(c, hc.data(), 512, cudaMemcpyHostToDevice));
        ks[v]<<<1, 32>>>(a, b, c, d);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        CHECK(cudaMemcpy(hd.data(), d, 512, cudaMemcpyDeviceToHost));
        unsigned long long sum = 0;
        int wrong = 0;
        for (int l = 0; l < 32; l++)
            for (int i = 0; i < nc; i++) {
                int g = l >> 2, t = l & 3, r = g + 8 * (i >> 1), n = t * 2 + (i & 1);
                long long s = Cm[r * N + n];
                for (int k = 0; k < K; k++) {
                    int av = val(Am[r * K + k], x.bits, x.asig), bv = val(Bm[k * N + n], x.bits, x.bsig);
                    s += x.bitop == 1 ? (av & bv) : x.bitop == 2 ? (av ^ bv) : av * bv;
                }
                unsigned want = v == 5 ? (unsigned)(s > 2147483647LL ? 2147483647LL : s < -2147483648LL ? -2147483648LL : s)
                                       : (unsigned)s;
                if (hd[l * 4 + i] != want && wrong++ < 4)
                    printf("%s lane %d elem %d: %d, expected %d\n", x.name, l, i, (int)hd[l * 4 + i], (int)want);
                sum = sum * 1000003 + hd[l * 4 + i];
            }
        printf("%s: checksum %llx%s\n", x.name, sum, wrong ? " WRONG" : "");
        bad += wrong;
    }
    if (bad) {
        printf("FAIL " NAME ": %d wrong elements\n", bad);
        return 1;
    }
    printf("PASS " NAME "\n");
    return 0;
}
