// bf16_arith: bf16 and half arithmetic as cuda_bf16.h and cuda_fp16.h compile it for sm_90
// (add/sub/mul/fma.rn, min/max and their .NaN forms, fma .relu, neg, abs on .bf16x2 and
// .f16x2): each prints a hash of its results over special values and 60,000 pseudo-random
// pairs, which must be the H200's. The approximate ex2 and tanh of both kinds are checked
// against the host instead: within 1 unit in the last place of the correctly rounded value
// (their exact bits are the hardware's own approximation).
// test-flags: -arch=sm_90
#define NAME "bf16_arith"
#include "check.h"
#include <cmath>
#include <cstdint>
#include <cstring>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <vector>

#define NK 26

__device__ inline uint32_t b2u(__nv_bfloat162 v) { return *(uint32_t *)&v; }
__device__ inline uint32_t h2u(__half2 v) { return *(uint32_t *)&v; }

__global__ void arith(const uint32_t *x, uint32_t *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    uint32_t ua = x[i], ub = x[(i + 11) % n], uc = x[(i + 29) % n];
    __nv_bfloat162 a = *(__nv_bfloat162 *)&ua, b = *(__nv_bfloat162 *)&ub, c = *(__nv_bfloat162 *)&uc;
    __half2 ha = *(__half2 *)&ua, hb = *(__half2 *)&ub, hc = *(__half2 *)&uc;
    uint32_t *o = out + i;
#define K(k) o[(size_t)(k) * n]
    K(0) = b2u(__hadd2(a, b));
    K(1) = b2u(__hsub2(a, b));
    K(2) = b2u(__hmul2(a, b));
    K(3) = b2u(__hfma2(a, b, c));
    K(4) = b2u(__hmax2(a, b));
    K(5) = b2u(__hmin2(a, b));
    K(6) = b2u(__hmax2_nan(a, b));
    K(7) = b2u(__hmin2_nan(a, b));
    K(8) = b2u(__hfma2_relu(a, b, c));
    K(9) = b2u(__hneg2(a));
    K(10) = b2u(__habs2(a));
    K(11) = b2u(__hfma2(a, b, __hneg2(c)));
    K(12) = h2u(__hadd2(ha, hb));
    K(13) = h2u(__hmul2(ha, hb));
    K(14) = h2u(__hfma2(ha, hb, hc));
    K(15) = h2u(__hmax2(ha, hb));
    K(16) = h2u(__hmin2(ha, hb));
    K(17) = h2u(__hmax2_nan(ha, hb));
    K(18) = h2u(__hfma2_relu(ha, hb, hc));
    K(19) = h2u(__hsub2(ha, hb));
    K(24) = h2u(__hneg2(ha));
    K(25) = h2u(__habs2(ha));
    K(20) = b2u(h2exp2(a)); /* approximate: checked on the host */
    K(21) = h2u(h2exp2(ha));
    K(22) = b2u(__floats2bfloat162_rn(tanhf(__low2float(a)), 0.f)); /* a reference for the next */
    {
        __half t = htanh_approx(__low2half(ha));
        K(23) = *(uint16_t *)&t;
    }
#undef K
}

static const char *names[NK] = {"add.rn.bf16x2", "sub.rn.bf16x2",  "mul.rn.bf16x2",     "fma.rn.bf16x2",
                                "max.bf16x2",    "min.bf16x2",     "max.NaN.bf16x2",    "min.NaN.bf16x2",
                                "fma.relu.bf16x2", "neg.bf16x2",   "abs.bf16x2",        "fma.rn.bf16x2 (-c)",
                                "add.rn.f16x2",  "mul.rn.f16x2",   "fma.rn.f16x2",      "max.f16x2",
                                "min.f16x2",     "max.NaN.f16x2",  "fma.relu.f16x2",    "sub.rn.f16x2",
                                "ex2.approx.bf16x2", "ex2.approx.f16x2", "", "tanh.approx.f16", "neg.f16x2",
                                "abs.f16x2"};

static float bf2f(uint16_t h)
{
    uint32_t u = (uint32_t)h << 16;
    float f;
    memcpy(&f, &u, 4);
    return f;
}
static float h2f(uint16_t h)
{
    int s = h >> 15, e = (h >> 10) & 31, m = h & 1023;
    float f = e == 0 ? ldexpf((float)m, -24) : e == 31 ? (m ? NAN : INFINITY) : ldexpf((float)(m + 1024), e - 25);
    return s ? -f : f;
}

int main()
{
    const uint16_t sp[] = {0x0000, 0x8000, 0x3f80, 0xbf80, 0x7f80, 0xff80, 0x7fc0, 0x7f81, 0xffc1, 0x7f7f,
                           0xff7f, 0x0001, 0x8001, 0x0080, 0x3c00, 0x7c00, 0xfc00, 0x7e00, 0x7bff, 0x0400,
                           0x3f81, 0x4000, 0xc000, 0x3555, 0x7fff};
    const int ns = sizeof sp / sizeof sp[0], n = 60000;
    std::vector<uint32_t> x(n);
    uint32_t s = 987654321u;
    for (int i = 0; i < n; i++) {
        s = s * 1664525u + 1013904223u;
        uint32_t r = s;
        if (i < ns * ns) r = sp[i % ns] | (uint32_t)sp[i / ns] << 16;
        else if (s % 3 == 0) r = (s & 0x80008000u) | (0x3c003c00u + ((s >> 3) & 0x07ff07ffu)); /* near 1 */
        x[i] = r;
    }
    uint32_t *dx, *dout;
    CHECK(cudaMalloc(&dx, n * sizeof(uint32_t)));
    CHECK(cudaMalloc(&dout, (size_t)NK * n * sizeof(uint32_t)));
    CHECK(cudaMemcpy(dx, x.data(), n * sizeof(uint32_t), cudaMemcpyHostToDevice));
    arith<<<(n + 255) / 256, 256>>>(dx, dout, n);
    CHECK(cudaGetLastError());
    std::vector<uint32_t> out((size_t)NK * n);
    CHECK(cudaMemcpy(out.data(), dout, out.size() * sizeof(uint32_t), cudaMemcpyDeviceToHost));
    for (int k = 0; k < NK; k++) {
        if (k >= 20 && k < 24)
            continue;
        uint64_t h = 1469598103934665603ull;
        for (int i = 0; i < n; i++)
            h = (h ^ out[(size_t)k * n + i]) * 1099511628211ull;
        printf("%-20s %016llx %x %x %x %x\n", names[k], (unsigned long long)h, out[(size_t)k * n + 7],
               out[(size_t)k * n + 100], out[(size_t)k * n + 333], out[(size_t)k * n + 600]);
    }
    /* approximate ones: within one unit in the last place of the correctly rounded value */
    int far = 0;
    for (int i = 0; i < n; i++)
        for (int l = 0; l < 2; l++) {
            uint16_t ab = (uint16_t)(x[i] >> (16 * l)), rb = (uint16_t)(out[(size_t)20 * n + i] >> (16 * l));
            uint16_t rh = (uint16_t)(out[(size_t)21 * n + i] >> (16 * l));
            float fb = bf2f(ab), fh = h2f(ab);
            double wb = exp2((double)fb), wh = exp2((double)fh);
            float gb = bf2f(rb), gh = h2f(rh);
            if (std::isfinite(wb) && wb > 1e-30 && wb < 1e30 && std::isfinite(fb))
                far += fabs(gb - wb) > fabs(wb) * 0x1p-7 * 1.01;
            if (std::isfinite(wh) && wh > 1e-4 && wh < 6e4 && std::isfinite(fh))
                far += fabs(gh - wh) > fabs(wh) * 0x1p-10 * 1.01;
        }
    for (int i = 0; i < n; i++) {
        uint16_t ah = (uint16_t)x[i], rt = (uint16_t)out[(size_t)23 * n + i];
        float fh = h2f(ah);
        double w = tanh((double)fh);
        if (std::isfinite(fh) && fabs(w) > 1e-4)
            far += fabs(h2f(rt) - w) > fabs(w) * 0x1p-10 * 1.01;
    }
    printf("approximate ex2 (bf16x2, f16x2) and tanh (f16) off by more than an ulp: %d\n", far);
    CHECK(cudaFree(dx));
    CHECK(cudaFree(dout));
    printf("PASS " NAME "\n");
    return 0;
}
