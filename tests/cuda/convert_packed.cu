// convert_packed: the conversions of sm_80/sm_90's low-precision kinds, as cuda_bf16.h and
// cuda_fp8.h reach them through cvt: f32 -> bf16 in each rounding, bf16 -> f32, pairs of f32
// -> f16x2 and bf16x2 (plain, .relu, .satfinite), f32 pairs and f16x2 -> e4m3x2 and e5m2x2
// (.satfinite, .relu), e4m3x2 and e5m2x2 -> f16x2 (every one of the 65,536 inputs), and the
// integer dot products dp4a and dp2a. Each kind prints a hash of its results over special
// values (zeros, infinities, NaNs, the formats' largest values and halfway cases, subnormals)
// and 20,000 pseudo-random floats, then its results for the special values: the output must
// be what an H200 printed.
// test-flags: -arch=sm_90
#define NAME "convert_packed"
#include "check.h"
#include <cstdint>
#include <cstring>
#include <vector>

#define N 20000
#define NS 40

__device__ inline uint32_t f2u(float f) { return __float_as_uint(f); }

/* out[k * M + i]: kind k of input i (two floats a = x[i], b = x[(i + 7) % M] where paired) */
__global__ void convert(const float *x, const uint32_t *w, uint32_t *out, int M)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= M)
        return;
    float a = x[i], b = x[(i + 7) % M];
    uint32_t r;
    unsigned short h;
    uint32_t *o = out + i;
#define K(k) o[(size_t)(k) * M]
    asm("cvt.rn.bf16.f32 %0, %1;" : "=h"(h) : "f"(a));
    K(0) = h;
    asm("cvt.rz.bf16.f32 %0, %1;" : "=h"(h) : "f"(a));
    K(1) = h;
    asm("cvt.rm.bf16.f32 %0, %1;" : "=h"(h) : "f"(a));
    K(2) = h;
    asm("cvt.rp.bf16.f32 %0, %1;" : "=h"(h) : "f"(a));
    K(3) = h;
    {
        float f;
        unsigned short in = (unsigned short)(w[i] >> 7);
        asm("cvt.f32.bf16 %0, %1;" : "=f"(f) : "h"(in));
        K(4) = f2u(f);
    }
    asm("cvt.rn.f16x2.f32 %0, %1, %2;" : "=r"(r) : "f"(a), "f"(b));
    K(5) = r;
    asm("cvt.rn.relu.f16x2.f32 %0, %1, %2;" : "=r"(r) : "f"(a), "f"(b));
    K(6) = r;
    asm("cvt.rn.satfinite.f16x2.f32 %0, %1, %2;" : "=r"(r) : "f"(a), "f"(b));
    K(7) = r;
    asm("cvt.rn.bf16x2.f32 %0, %1, %2;" : "=r"(r) : "f"(a), "f"(b));
    K(8) = r;
    asm("cvt.rn.relu.bf16x2.f32 %0, %1, %2;" : "=r"(r) : "f"(a), "f"(b));
    K(9) = r;
    asm("cvt.rn.satfinite.bf16x2.f32 %0, %1, %2;" : "=r"(r) : "f"(a), "f"(b));
    K(10) = r;
    asm("cvt.rn.satfinite.e4m3x2.f32 %0, %1, %2;" : "=h"(h) : "f"(a), "f"(b));
    K(11) = h;
    asm("cvt.rn.satfinite.e5m2x2.f32 %0, %1, %2;" : "=h"(h) : "f"(a), "f"(b));
    K(12) = h;
    asm("cvt.rn.satfinite.relu.e4m3x2.f32 %0, %1, %2;" : "=h"(h) : "f"(a), "f"(b));
    K(13) = h;
    asm("cvt.rn.satfinite.relu.e5m2x2.f32 %0, %1, %2;" : "=h"(h) : "f"(a), "f"(b));
    K(14) = h;
    asm("cvt.rn.satfinite.e4m3x2.f16x2 %0, %1;" : "=h"(h) : "r"(w[i]));
    K(15) = h;
    asm("cvt.rn.satfinite.e5m2x2.f16x2 %0, %1;" : "=h"(h) : "r"(w[i]));
    K(16) = h;
    {
        unsigned short in = (unsigned short)w[i];
        asm("cvt.rn.f16x2.e4m3x2 %0, %1;" : "=r"(r) : "h"(in));
        K(17) = r;
        asm("cvt.rn.f16x2.e5m2x2 %0, %1;" : "=r"(r) : "h"(in));
        K(18) = r;
        asm("cvt.rn.relu.f16x2.e4m3x2 %0, %1;" : "=r"(r) : "h"(in));
        K(19) = r;
    }
    K(20) = (uint32_t)__dp4a((int)w[i], (int)w[(i + 3) % M], (int)w[(i + 5) % M]);
    K(21) = __dp4a(w[i], w[(i + 3) % M], w[(i + 5) % M]);
    asm("dp4a.u32.s32 %0, %1, %2, %3;" : "=r"(r) : "r"(w[i]), "r"(w[(i + 3) % M]), "r"(w[(i + 5) % M]));
    K(22) = r;
    K(23) = (uint32_t)__dp2a_lo((int)w[i], (int)w[(i + 3) % M], (int)w[(i + 5) % M]);
    K(24) = __dp2a_hi(w[i], w[(i + 3) % M], w[(i + 5) % M]);
#undef K
}

static const char *names[] = {"cvt.rn.bf16.f32",
                              "cvt.rz.bf16.f32",
                              "cvt.rm.bf16.f32",
                              "cvt.rp.bf16.f32",
                              "cvt.f32.bf16",
                              "cvt.rn.f16x2.f32",
                              "cvt.rn.relu.f16x2.f32",
                              "cvt.rn.satfinite.f16x2.f32",
                              "cvt.rn.bf16x2.f32",
                              "cvt.rn.relu.bf16x2.f32",
                              "cvt.rn.satfinite.bf16x2.f32",
                              "cvt.rn.satfinite.e4m3x2.f32",
                              "cvt.rn.satfinite.e5m2x2.f32",
                              "cvt.rn.satfinite.relu.e4m3x2.f32",
                              "cvt.rn.satfinite.relu.e5m2x2.f32",
                              "cvt.rn.satfinite.e4m3x2.f16x2",
                              "cvt.rn.satfinite.e5m2x2.f16x2",
                              "cvt.rn.f16x2.e4m3x2",
                              "cvt.rn.f16x2.e5m2x2",
                              "cvt.rn.relu.f16x2.e4m3x2",
                              "dp4a.s32.s32",
                              "dp4a.u32.u32",
                              "dp4a.u32.s32",
                              "dp2a.lo.s32.s32",
                              "dp2a.hi.u32.u32"};
#define NK 25

static float u2f(uint32_t u)
{
    float f;
    memcpy(&f, &u, 4);
    return f;
}

int main()
{
    const uint32_t specials[NS] = {
        0x00000000, 0x80000000, 0x3f800000, 0xbf800000, 0x3f000000, 0x32abcc77, 0xb2abcc77, 0x477fe000, /* 65504 */
        0x477ff000, /* 65520 */ 0x47c35000, 0x7f800000, 0xff800000, 0x7fc00000, 0x7f800001, 0xffc00000,
        0x43e00000, /* 448 */ 0x43e80000, /* 464 */ 0x43eb0000, /* 470 */ 0x43f00000, /* 480 */
        0x47600000, /* 57344 */ 0x47700000, /* 61440 */ 0x47800000, /* 65536 */ 0x3b000000, /* 2^-9 */
        0x3a800000, /* 2^-10 */ 0x3ac00000, /* 3*2^-11 */ 0x37800000, /* 2^-16 */ 0x37000000, /* 2^-17 */
        0x37400000, /* 1.5*2^-17 */ 0x7f61f8a1, 0xff61f8a1, 0x00400000, /* subnormal */ 0x3f808000, /* 1+2^-8 */
        0x3f818000, /* 1+3*2^-8 */ 0x3f808001, 0xbf808000, 0x7f7fffff, 0xff7fffff, 0x43e40000, /* 456 */
        0x3c800000, /* 2^-6 */ 0xc3f00000};
    int M = NS + N;
    std::vector<float> x(M);
    std::vector<uint32_t> w(M);
    uint32_t s = 12345;
    for (int i = 0; i < M; i++) {
        s = s * 1664525u + 1013904223u;
        uint32_t v = i < NS ? specials[i] : (s >> 1) % 7 == 0 ? (s & 0x8fffffffu) : 0x30000000u + (s % 0x18000000u) + (s & 0x80000000u);
        x[i] = u2f(v);
        w[i] = i < 65536 ? (uint32_t)i * 0x10001u ^ (s & 0xffff0000u) : s;
    }
    /* the f8x2 -> f16x2 and f16x2 -> f8x2 kinds see every 16-bit pattern in their low half */
    if (M < 65536) {
        M = 65536;
        x.resize(M);
        w.resize(M);
        for (int i = NS + N; i < M; i++) {
            s = s * 1664525u + 1013904223u;
            x[i] = u2f(0x30000000u + (s % 0x18000000u));
            w[i] = (uint32_t)i * 0x10001u ^ (s & 0xffff0000u);
        }
    }
    for (int i = 0; i < 65536; i++)
        w[i] = (w[i] & 0xffff0000u) | (uint32_t)i;
    float *dx;
    uint32_t *dw, *dout;
    CHECK(cudaMalloc(&dx, M * sizeof(float)));
    CHECK(cudaMalloc(&dw, M * sizeof(uint32_t)));
    CHECK(cudaMalloc(&dout, (size_t)NK * M * sizeof(uint32_t)));
    CHECK(cudaMemcpy(dx, x.data(), M * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dw, w.data(), M * sizeof(uint32_t), cudaMemcpyHostToDevice));
    convert<<<(M + 255) / 256, 256>>>(dx, dw, dout, M);
    CHECK(cudaGetLastError());
    std::vector<uint32_t> out((size_t)NK * M);
    CHECK(cudaMemcpy(out.data(), dout, out.size() * sizeof(uint32_t), cudaMemcpyDeviceToHost));
    for (int k = 0; k < NK; k++) {
        uint64_t hsh = 1469598103934665603ull;
        for (int i = 0; i < M; i++)
            hsh = (hsh ^ out[(size_t)k * M + i]) * 1099511628211ull;
        printf("%-34s %016llx", names[k], (unsigned long long)hsh);
        for (int i = 0; i < 16; i++)
            printf(" %x", out[(size_t)k * M + i]);
        printf("\n");
        if (getenv("CONVERT_DUMP")) /* every special value's result, to compare by hand */
            for (int i = 0; i < NS; i++)
                printf("  %08x %08x %08x -> %08x\n", (unsigned)specials[i], (unsigned)specials[(i + 7) % NS], w[i],
                       out[(size_t)k * M + i]);
    }
    CHECK(cudaFree(dx));
    CHECK(cudaFree(dw));
    CHECK(cudaFree(dout));
    printf("PASS " NAME "\n");
    return 0;
}
