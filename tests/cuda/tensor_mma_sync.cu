// tensor_mma_sync: the warp-level mma.sync and ldmatrix instructions as hand-written
// kernels and libraries (CUTLASS-style) use them through inline PTX, with the fragment
// layouts the PTX ISA specifies: m16n8k16 and m16n8k8 f16 (f32 and f16 accumulators),
// m16n8k16 bf16, m16n8k8 and m16n8k4 tf32, m16n8k32 and m16n8k16 s8, m8n8k4 f64; A and B
// fragments loaded with ldmatrix (.x1/.x2/.x4, with and without .trans) from shared
// memory or per lane from global memory. Results checked against a host GEMM (integer
// and f64 kinds exactly, the others within a bound on the rounding of the sum).
// MMA_DUMP=file writes the results, to compare heddle's bits with a GPU's.
// test-flags: -arch=sm_90
#define NAME "tensor_mma_sync"
#include "check.h"
#include <cmath>
#include <cstdint>
#include <cstring>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <vector>

__device__ inline uint32_t smem_addr(const void *p) { return (uint32_t)__cvta_generic_to_shared(p); }
__device__ inline uint32_t pack2(uint16_t lo, uint16_t hi) { return lo | (uint32_t)hi << 16; }

// ---- f16 / bf16 m16n8k16: A 16x16 row-major and B as [n][k] (or [k][n]) in shared
// memory, through ldmatrix; one warp per 16x8 tile of D, looping over K
template <bool BF, bool BTRANS>
__global__ void mma_k16(const uint16_t *A, const uint16_t *B, const float *C, float *D, int M, int N, int K) {
    __shared__ __align__(16) uint16_t sa[16 * 16], sb[16 * 16];
    int lane = threadIdx.x, g = lane >> 2, t = lane & 3;
    int tm = blockIdx.y, tn = blockIdx.x;
    float d[4];
    for (int i = 0; i < 4; i++) d[i] = C[(size_t)(tm * 16 + g + 8 * (i >> 1)) * N + tn * 8 + 2 * t + (i & 1)];
    for (int k0 = 0; k0 < K; k0 += 16) {
        for (int i = lane; i < 256; i += 32) sa[i] = A[(size_t)(tm * 16 + i / 16) * K + k0 + i % 16];
        if (!BTRANS) // B^T: 8 rows n, 16 columns k
            for (int i = lane; i < 128; i += 32) sb[i] = B[(size_t)(tn * 8 + i / 16) * K + k0 + i % 16];
        else // B: 16 rows k, 8 columns n
            for (int i = lane; i < 128; i += 32) sb[i] = B[(size_t)(k0 + i / 8) * N + tn * 8 + i % 8];
        __syncwarp();
        uint32_t a[4], b[2];
        const uint16_t *arow = sa + (lane % 16) * 16 + (lane / 16) * 8;
        asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];"
                     : "=r"(a[0]), "=r"(a[1]), "=r"(a[2]), "=r"(a[3])
                     : "r"(smem_addr(arow)));
        if (!BTRANS) {
            const uint16_t *brow = sb + (lane % 8) * 16 + ((lane / 8) % 2) * 8;
            asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0, %1}, [%2];"
                         : "=r"(b[0]), "=r"(b[1])
                         : "r"(smem_addr(brow)));
        } else {
            const uint16_t *brow = sb + (lane % 16) * 8;
            asm volatile("ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%0, %1}, [%2];"
                         : "=r"(b[0]), "=r"(b[1])
                         : "r"(smem_addr(brow)));
        }
        if (BF)
            asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, "
                         "{%8, %9}, {%0, %1, %2, %3};"
                         : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
                         : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
        else
            asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, "
                         "{%8, %9}, {%0, %1, %2, %3};"
                         : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
                         : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
        __syncwarp();
    }
    for (int i = 0; i < 4; i++) D[(size_t)(tm * 16 + g + 8 * (i >> 1)) * N + tn * 8 + 2 * t + (i & 1)] = d[i];
}

// ---- f16 m16n8k8 with an f16 accumulator; fragments loaded per lane from global memory,
// ldmatrix .x1 for B
__global__ void mma_k8_f16acc(const uint16_t *A, const uint16_t *Bt, const uint16_t *C, uint16_t *D, int N, int K) {
    __shared__ __align__(16) uint16_t sb[8 * 8];
    int lane = threadIdx.x, g = lane >> 2, t = lane & 3, tm = blockIdx.y, tn = blockIdx.x;
    uint32_t c[2];
    for (int j = 0; j < 2; j++) {
        const uint16_t *p = C + (size_t)(tm * 16 + g + 8 * j) * N + tn * 8 + 2 * t;
        c[j] = pack2(p[0], p[1]);
    }
    for (int k0 = 0; k0 < K; k0 += 8) {
        uint32_t a[2], b;
        for (int j = 0; j < 2; j++) {
            const uint16_t *p = A + (size_t)(tm * 16 + g + 8 * j) * K + k0 + 2 * t;
            a[j] = pack2(p[0], p[1]);
        }
        for (int i = lane; i < 64; i += 32) sb[i] = Bt[(size_t)(tn * 8 + i / 8) * K + k0 + i % 8];
        __syncwarp();
        asm volatile("ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%0}, [%1];" : "=r"(b) : "r"(smem_addr(sb + (lane % 8) * 8)));
        asm volatile("mma.sync.aligned.m16n8k8.row.col.f16.f16.f16.f16 {%0, %1}, {%2, %3}, {%4}, {%0, %1};"
                     : "+r"(c[0]), "+r"(c[1])
                     : "r"(a[0]), "r"(a[1]), "r"(b));
        __syncwarp();
    }
    for (int j = 0; j < 2; j++) {
        uint16_t *p = D + (size_t)(tm * 16 + g + 8 * j) * N + tn * 8 + 2 * t;
        p[0] = (uint16_t)c[j];
        p[1] = (uint16_t)(c[j] >> 16);
    }
}

// ---- tf32 m16n8k8 and m16n8k4, per-lane loads
template <int KS>
__global__ void mma_tf32(const float *A, const float *Bt, float *D, int N, int K) {
    int lane = threadIdx.x, g = lane >> 2, t = lane & 3, tm = blockIdx.y, tn = blockIdx.x;
    float d[4] = {0, 0, 0, 0};
    for (int k0 = 0; k0 < K; k0 += KS) {
        uint32_t a[4], b[2];
        for (int j = 0; j < KS / 2; j++) {
            float x = A[(size_t)(tm * 16 + g + 8 * (j & 1)) * K + k0 + t + 4 * (j >> 1)];
            asm("cvt.rna.tf32.f32 %0, %1;" : "=r"(a[j]) : "f"(x));
        }
        for (int j = 0; j < KS / 4; j++) {
            float x = Bt[(size_t)(tn * 8 + g) * K + k0 + t + 4 * j];
            asm("cvt.rna.tf32.f32 %0, %1;" : "=r"(b[j]) : "f"(x));
        }
        if (KS == 8)
            asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, "
                         "{%8, %9}, {%0, %1, %2, %3};"
                         : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
                         : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
        else
            asm volatile("mma.sync.aligned.m16n8k4.row.col.f32.tf32.tf32.f32 {%0, %1, %2, %3}, {%4, %5}, {%6}, "
                         "{%0, %1, %2, %3};"
                         : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
                         : "r"(a[0]), "r"(a[1]), "r"(b[0]));
    }
    for (int i = 0; i < 4; i++) D[(size_t)(tm * 16 + g + 8 * (i >> 1)) * N + tn * 8 + 2 * t + (i & 1)] = d[i];
}

// ---- s8 m16n8k32 and m16n8k16, per-lane loads of packed bytes
template <int KS>
__global__ void mma_s8(const int8_t *A, const int8_t *Bt, const int *C, int *D, int N, int K) {
    int lane = threadIdx.x, g = lane >> 2, t = lane & 3, tm = blockIdx.y, tn = blockIdx.x;
    int d[4];
    for (int i = 0; i < 4; i++) d[i] = C[(size_t)(tm * 16 + g + 8 * (i >> 1)) * N + tn * 8 + 2 * t + (i & 1)];
    for (int k0 = 0; k0 < K; k0 += KS) {
        uint32_t a[4], b[2];
        for (int j = 0; j < KS / 8; j++) // row g + 8 (j & 1), columns 4t .. 4t+3 (+16 for j >= 2)
            memcpy(&a[j], A + (size_t)(tm * 16 + g + 8 * (j & 1)) * K + k0 + 4 * t + 16 * (j >> 1), 4);
        for (int j = 0; j < KS / 16; j++) // column g, rows 4t .. 4t+3 (+16 j)
            memcpy(&b[j], Bt + (size_t)(tn * 8 + g) * K + k0 + 4 * t + 16 * j, 4);
        if (KS == 32)
            asm volatile("mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, "
                         "{%8, %9}, {%0, %1, %2, %3};"
                         : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3])
                         : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
        else
            asm volatile("mma.sync.aligned.m16n8k16.row.col.s32.s8.s8.s32 {%0, %1, %2, %3}, {%4, %5}, {%6}, "
                         "{%0, %1, %2, %3};"
                         : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3])
                         : "r"(a[0]), "r"(a[1]), "r"(b[0]));
    }
    for (int i = 0; i < 4; i++) D[(size_t)(tm * 16 + g + 8 * (i >> 1)) * N + tn * 8 + 2 * t + (i & 1)] = d[i];
}

// ---- f64 m8n8k4
__global__ void mma_f64(const double *A, const double *Bt, const double *C, double *D, int N, int K) {
    int lane = threadIdx.x, g = lane >> 2, t = lane & 3, tm = blockIdx.y, tn = blockIdx.x;
    double d0 = C[(size_t)(tm * 8 + g) * N + tn * 8 + 2 * t], d1 = C[(size_t)(tm * 8 + g) * N + tn * 8 + 2 * t + 1];
    for (int k0 = 0; k0 < K; k0 += 4) {
        double a = A[(size_t)(tm * 8 + g) * K + k0 + t], b = Bt[(size_t)(tn * 8 + g) * K + k0 + t];
        asm volatile("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0, %1}, {%2}, {%3}, {%0, %1};"
                     : "+d"(d0), "+d"(d1)
                     : "d"(a), "d"(b));
    }
    D[(size_t)(tm * 8 + g) * N + tn * 8 + 2 * t] = d0;
    D[(size_t)(tm * 8 + g) * N + tn * 8 + 2 * t + 1] = d1;
}

static FILE *dump;
static unsigned seed = 7;
static int rnd(int n) { return (int)((seed = seed * 1103515245u + 12345u) >> 16) % n; }
static uint16_t h16(float x, bool bf) {
    if (bf) {
        __nv_bfloat16 b = __float2bfloat16(x);
        uint16_t u;
        memcpy(&u, &b, 2);
        return u;
    }
    __half h = __float2half(x);
    uint16_t u;
    memcpy(&u, &h, 2);
    return u;
}
static float f16v(uint16_t u, bool bf) {
    if (bf) {
        uint32_t w = (uint32_t)u << 16;
        float f;
        memcpy(&f, &w, 4);
        return f;
    }
    __half h;
    memcpy(&h, &u, 2);
    return __half2float(h);
}
static float tf32(float x) {
    uint32_t u;
    memcpy(&u, &x, 4);
    u = (u + 0x1000u) & 0xffffe000u;
    memcpy(&x, &u, 4);
    return x;
}
template <typename T>
static T *to_dev(const std::vector<T> &v) {
    T *p;
    CHECK(cudaMalloc(&p, v.size() * sizeof(T)));
    CHECK(cudaMemcpy(p, v.data(), v.size() * sizeof(T), cudaMemcpyHostToDevice));
    return p;
}
template <typename T>
static std::vector<T> from_dev(const T *p, size_t n) {
    std::vector<T> v(n);
    CHECK(cudaMemcpy(v.data(), p, n * sizeof(T), cudaMemcpyDeviceToHost));
    return v;
}

// D = A (MxK) * B + C with B given as Bt[n][k] (or as B[k][n] when btrans), within rel of
// the sum of magnitudes
static void check(const char *label, const std::vector<double> &A, const std::vector<double> &B, bool btrans,
                  const std::vector<double> &C, const std::vector<double> &D, int M, int N, int K, double rel) {
    if (dump) fwrite(D.data(), sizeof(double), D.size(), dump);
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) {
            double s = C.empty() ? 0 : C[(size_t)i * N + j], mag = fabs(s);
            for (int k = 0; k < K; k++) {
                double p = A[(size_t)i * K + k] * (btrans ? B[(size_t)k * N + j] : B[(size_t)j * K + k]);
                s += p;
                mag += fabs(p);
            }
            double got = D[(size_t)i * N + j];
            EXPECT(fabs(got - s) <= rel * (mag + fabs(s)), "%s: D[%d][%d] = %.9g, expected %.9g", label, i, j, got, s);
        }
    printf("%s: %dx%dx%d ok\n", label, M, N, K);
}

template <bool BF, bool BTRANS>
static void run_k16(const char *label) {
    const int M = 32, N = 24, K = 48;
    std::vector<uint16_t> a((size_t)M * K), b((size_t)N * K);
    std::vector<double> av(a.size()), bv(b.size()), cv((size_t)M * N);
    std::vector<float> c((size_t)M * N);
    for (size_t i = 0; i < a.size(); i++) a[i] = h16((rnd(2001) - 1000) / 256.0f, BF), av[i] = f16v(a[i], BF);
    for (size_t i = 0; i < b.size(); i++) b[i] = h16((rnd(201) - 100) / 64.0f, BF), bv[i] = f16v(b[i], BF);
    for (size_t i = 0; i < c.size(); i++) c[i] = (float)(rnd(101) - 50) / 8.0f, cv[i] = c[i];
    uint16_t *dA = to_dev(a), *dB = to_dev(b);
    float *dC = to_dev(c), *dD;
    CHECK(cudaMalloc(&dD, c.size() * 4));
    mma_k16<BF, BTRANS><<<dim3(N / 8, M / 16), 32>>>(dA, dB, dC, dD, M, N, K);
    CHECK(cudaGetLastError());
    std::vector<float> d = from_dev(dD, c.size());
    check(label, av, bv, BTRANS, cv, std::vector<double>(d.begin(), d.end()), M, N, K, 1e-6);
    CHECK(cudaFree(dA));
    CHECK(cudaFree(dB));
    CHECK(cudaFree(dC));
    CHECK(cudaFree(dD));
}

int main() {
    if (const char *p = getenv("MMA_DUMP")) dump = fopen(p, "wb");
    run_k16<false, false>("f16 m16n8k16, ldmatrix x4 and x2");
    run_k16<false, true>("f16 m16n8k16, ldmatrix x2.trans");
    run_k16<true, false>("bf16 m16n8k16");
    { // f16 accumulator
        const int M = 32, N = 16, K = 32;
        std::vector<uint16_t> a((size_t)M * K), b((size_t)N * K), c((size_t)M * N);
        std::vector<double> av(a.size()), bv(b.size()), cv(c.size()), dv(c.size());
        for (size_t i = 0; i < a.size(); i++) a[i] = h16((rnd(33) - 16) / 4.0f, false), av[i] = f16v(a[i], false);
        for (size_t i = 0; i < b.size(); i++) b[i] = h16((rnd(17) - 8) / 8.0f, false), bv[i] = f16v(b[i], false);
        for (size_t i = 0; i < c.size(); i++) c[i] = h16((float)(rnd(21) - 10), false), cv[i] = f16v(c[i], false);
        uint16_t *dA = to_dev(a), *dB = to_dev(b), *dC = to_dev(c), *dD;
        CHECK(cudaMalloc(&dD, c.size() * 2));
        mma_k8_f16acc<<<dim3(N / 8, M / 16), 32>>>(dA, dB, dC, dD, N, K);
        std::vector<uint16_t> d = from_dev(dD, c.size());
        for (size_t i = 0; i < d.size(); i++) dv[i] = f16v(d[i], false);
        check("f16 m16n8k8, f16 accumulator, ldmatrix x1", av, bv, false, cv, dv, M, N, K, 4e-3);
        CHECK(cudaFree(dA));
        CHECK(cudaFree(dB));
        CHECK(cudaFree(dC));
        CHECK(cudaFree(dD));
    }
    for (int ks = 4; ks <= 8; ks += 4) { // tf32
        const int M = 16, N = 16, K = 32;
        std::vector<float> a((size_t)M * K), b((size_t)N * K);
        std::vector<double> av(a.size()), bv(b.size());
        for (size_t i = 0; i < a.size(); i++) a[i] = (rnd(2001) - 1000) / 777.0f, av[i] = tf32(a[i]);
        for (size_t i = 0; i < b.size(); i++) b[i] = (rnd(2001) - 1000) / 555.0f, bv[i] = tf32(b[i]);
        float *dA = to_dev(a), *dB = to_dev(b), *dD;
        CHECK(cudaMalloc(&dD, M * N * 4));
        if (ks == 8) mma_tf32<8><<<dim3(N / 8, M / 16), 32>>>(dA, dB, dD, N, K);
        else mma_tf32<4><<<dim3(N / 8, M / 16), 32>>>(dA, dB, dD, N, K);
        std::vector<float> d = from_dev(dD, (size_t)M * N);
        check(ks == 8 ? "tf32 m16n8k8" : "tf32 m16n8k4", av, bv, false, {}, std::vector<double>(d.begin(), d.end()), M, N,
              K, 1e-6);
        CHECK(cudaFree(dA));
        CHECK(cudaFree(dB));
        CHECK(cudaFree(dD));
    }
    for (int ks = 16; ks <= 32; ks += 16) { // s8, exact
        const int M = 32, N = 16, K = 64;
        std::vector<int8_t> a((size_t)M * K), b((size_t)N * K);
        std::vector<int> c((size_t)M * N);
        std::vector<double> av(a.size()), bv(b.size()), cv(c.size());
        for (size_t i = 0; i < a.size(); i++) a[i] = (int8_t)(rnd(256) - 128), av[i] = a[i];
        for (size_t i = 0; i < b.size(); i++) b[i] = (int8_t)(rnd(256) - 128), bv[i] = b[i];
        for (size_t i = 0; i < c.size(); i++) c[i] = rnd(20001) - 10000, cv[i] = c[i];
        int8_t *dA = to_dev(a), *dB = to_dev(b);
        int *dC = to_dev(c), *dD;
        CHECK(cudaMalloc(&dD, c.size() * 4));
        if (ks == 32) mma_s8<32><<<dim3(N / 8, M / 16), 32>>>(dA, dB, dC, dD, N, K);
        else mma_s8<16><<<dim3(N / 8, M / 16), 32>>>(dA, dB, dC, dD, N, K);
        std::vector<int> d = from_dev(dD, c.size());
        check(ks == 32 ? "s8 m16n8k32" : "s8 m16n8k16", av, bv, false, cv, std::vector<double>(d.begin(), d.end()), M,
              N, K, 0);
        CHECK(cudaFree(dA));
        CHECK(cudaFree(dB));
        CHECK(cudaFree(dC));
        CHECK(cudaFree(dD));
    }
    { // f64: products of small binary fractions are exact, so the result is too
        const int M = 16, N = 16, K = 16;
        std::vector<double> a((size_t)M * K), b((size_t)N * K), c((size_t)M * N);
        for (size_t i = 0; i < a.size(); i++) a[i] = (rnd(41) - 20) / 16.0;
        for (size_t i = 0; i < b.size(); i++) b[i] = (rnd(41) - 20) / 32.0;
        for (size_t i = 0; i < c.size(); i++) c[i] = rnd(11) - 5;
        double *dA = to_dev(a), *dB = to_dev(b), *dC = to_dev(c), *dD;
        CHECK(cudaMalloc(&dD, c.size() * 8));
        mma_f64<<<dim3(N / 8, M / 8), 32>>>(dA, dB, dC, dD, N, K);
        check("f64 m8n8k4", a, b, false, c, from_dev(dD, c.size()), M, N, K, 0);
        CHECK(cudaFree(dA));
        CHECK(cudaFree(dB));
        CHECK(cudaFree(dC));
        CHECK(cudaFree(dD));
    }
    if (dump) fclose(dump);
    printf("PASS " NAME "\n");
    return 0;
}
