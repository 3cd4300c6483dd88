// bf16_compare: comparisons of bf16 and half values (setp and set on .bf16, .bf16x2, .f16,
// .f16x2, with ordered and unordered operators) and max/min.NaN on f32, as cuda_bf16.h's
// __hlt/__hgt/__heq... and fmaxf's NaN-propagating form compile for sm_90: a hash of the
// results over special values and random pairs, which must be the H200's.
// test-flags: -arch=sm_90
#define NAME "bf16_compare"
#include "check.h"
#include <cstdint>
#include <vector>

__global__ void cmp(const uint32_t *x, uint32_t *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    uint32_t a = x[i], b = x[(i + 13) % n], r = 0, v;
    unsigned short a16 = (unsigned short)a, b16 = (unsigned short)b;
#define P(op, ty)                                                                                                      \
    asm("{ .reg .pred p; setp." op "." ty " p, %1, %2; selp.u32 %0, 1, 0, p; }" : "=r"(v) : "h"(a16), "h"(b16)); \
    r = r << 1 | v;
    P("lt", "bf16") P("gt", "bf16") P("le", "bf16") P("ge", "bf16") P("eq", "bf16") P("ne", "bf16") P("ltu", "bf16")
    P("geu", "bf16") P("num", "bf16") P("nan", "bf16") P("neu", "bf16") P("equ", "bf16")
    P("lt", "f16") P("gtu", "f16") P("nan", "f16")
#undef P
    uint32_t w;
    asm("{ .reg .pred p, q; setp.lt.bf16x2 p|q, %2, %3; selp.u32 %0, 1, 0, p; selp.u32 %1, 1, 0, q; }"
        : "=r"(v), "=r"(w)
        : "r"(a), "r"(b));
    r = r << 2 | v << 1 | w;
    out[4 * i] = r;
    asm("set.lt.u32.bf16 %0, %1, %2;" : "=r"(v) : "h"(a16), "h"(b16));
    out[4 * i + 1] = v;
    asm("set.gtu.u32.bf16x2 %0, %1, %2;" : "=r"(v) : "r"(a), "r"(b));
    out[4 * i + 2] = v;
    float fa = __uint_as_float(a), fb = __uint_as_float(b), m1, m2;
    asm("max.NaN.f32 %0, %1, %2;" : "=f"(m1) : "f"(fa), "f"(fb));
    asm("min.NaN.f32 %0, %1, %2;" : "=f"(m2) : "f"(fa), "f"(fb));
    out[4 * i + 3] = __float_as_uint(m1) ^ (__float_as_uint(m2) * 3u);
}

int main()
{
    const int n = 20000;
    const uint16_t sp[] = {0x0000, 0x8000, 0x3f80, 0xbf80, 0x7f80, 0xff80, 0x7fc0, 0xffc1, 0x7f7f, 0x0001,
                           0x3c00, 0x7c00, 0x7e00, 0xfc00, 0x0400, 0x8001};
    std::vector<uint32_t> x(n);
    uint32_t s = 1357911u;
    for (int i = 0; i < n; i++) {
        s = s * 1664525u + 1013904223u;
        x[i] = i < 256 ? (uint32_t)sp[i % 16] | (uint32_t)sp[i / 16] << 16 : s;
    }
    x[300] = 0x7fc00000u; /* NaN floats for max/min.NaN */
    x[313] = 0x3f800000u;
    uint32_t *dx, *dout;
    CHECK(cudaMalloc(&dx, n * sizeof(uint32_t)));
    CHECK(cudaMalloc(&dout, 4 * n * sizeof(uint32_t)));
    CHECK(cudaMemcpy(dx, x.data(), n * sizeof(uint32_t), cudaMemcpyHostToDevice));
    cmp<<<(n + 255) / 256, 256>>>(dx, dout, n);
    CHECK(cudaGetLastError());
    std::vector<uint32_t> o(4 * n);
    CHECK(cudaMemcpy(o.data(), dout, o.size() * sizeof(uint32_t), cudaMemcpyDeviceToHost));
    const char *names[] = {"setp (16 kinds, packed)", "set.lt.u32.bf16", "set.gtu.u32.bf16x2", "max/min.NaN.f32"};
    for (int k = 0; k < 4; k++) {
        uint64_t h = 1469598103934665603ull;
        for (int i = 0; i < n; i++)
            h = (h ^ o[4 * i + k]) * 1099511628211ull;
        printf("%-26s %016llx %x %x %x %x\n", names[k], (unsigned long long)h, o[4 * 17 + k], o[4 * 100 + k],
               o[4 * 300 + k], o[4 * 5000 + k]);
    }
    CHECK(cudaFree(dx));
    CHECK(cudaFree(dout));
    printf("PASS " NAME "\n");
    return 0;
}
