// simd_video: CUDA's SIMD intrinsics on two 16-bit or four 8-bit lanes of a word (__vadd2,
// __vabsdiffu4, __vcmpgts2, __vsadu4, __vmaxs4, ...), 80 of them, as nvcc compiles them for
// sm_90: bit arithmetic, sm_90's packed add/min/max.u16x2/.s16x2 and the vabsdiff2/4 video
// instructions. Each prints a hash of its results over 4,096 pseudo-random pairs (lanes at
// their limits included): the output must be what an H200 printed.
// test-flags: -arch=sm_90
#define NAME "simd_video"
#include "check.h"
#include <cstdint>
#include <vector>

#define NF 80

__global__ void simd(const unsigned *u, unsigned *o, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= n)
        return;
    unsigned a = u[t], b = u[(t + 1) % n];
    int i = 0;
#define V(f) o[(size_t)(i++) * n + t] = f(a, b);
#define V1(f) o[(size_t)(i++) * n + t] = f(a);
    V1(__vabs2) V1(__vabsss2) V(__vadd2) V(__vaddss2) V(__vaddus2) V(__vavgs2) V(__vavgu2) V(__vhaddu2)
    V(__vcmpeq2) V(__vcmpges2) V(__vcmpgeu2) V(__vcmpgts2) V(__vcmpgtu2) V(__vcmples2) V(__vcmpleu2)
    V(__vcmplts2) V(__vcmpltu2) V(__vcmpne2) V(__vabsdiffu2) V(__vmaxs2) V(__vmaxu2) V(__vmins2) V(__vminu2)
    V(__vseteq2) V(__vsetges2) V(__vsetgeu2) V(__vsetgts2) V(__vsetgtu2) V(__vsetles2) V(__vsetleu2)
    V(__vsetlts2) V(__vsetltu2) V(__vsetne2) V(__vsadu2) V(__vsub2) V(__vsubss2) V(__vsubus2) V1(__vneg2)
    V1(__vnegss2) V(__vabsdiffs2)
    V1(__vabs4) V1(__vabsss4) V(__vadd4) V(__vaddss4) V(__vaddus4) V(__vavgs4) V(__vavgu4) V(__vhaddu4)
    V(__vcmpeq4) V(__vcmpges4) V(__vcmpgeu4) V(__vcmpgts4) V(__vcmpgtu4) V(__vcmples4) V(__vcmpleu4)
    V(__vcmplts4) V(__vcmpltu4) V(__vcmpne4) V(__vabsdiffu4) V(__vmaxs4) V(__vmaxu4) V(__vmins4) V(__vminu4)
    V(__vseteq4) V(__vsetges4) V(__vsetgeu4) V(__vsetgts4) V(__vsetgtu4) V(__vsetles4) V(__vsetleu4)
    V(__vsetlts4) V(__vsetltu4) V(__vsetne4) V(__vsadu4) V(__vsub4) V(__vsubss4) V(__vsubus4) V1(__vneg4)
    V1(__vnegss4) V(__vabsdiffs4)
#undef V
#undef V1
}

int main()
{
    const int n = 4096;
    const unsigned edge[] = {0x00000000u, 0xffffffffu, 0x7fff8000u, 0x80007fffu, 0x7f807f80u, 0x80ff7f01u,
                             0x01017f80u, 0xfffe0001u};
    std::vector<unsigned> u(n);
    unsigned s = 24681357u;
    for (int i = 0; i < n; i++) {
        s = s * 1664525u + 1013904223u;
        u[i] = i < 64 ? edge[i % 8] ^ (i < 8 ? 0 : edge[i / 8]) : s;
    }
    unsigned *du, *dout;
    CHECK(cudaMalloc(&du, n * sizeof(unsigned)));
    CHECK(cudaMalloc(&dout, (size_t)NF * n * sizeof(unsigned)));
    CHECK(cudaMemcpy(du, u.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice));
    simd<<<n / 256, 256>>>(du, dout, n);
    CHECK(cudaGetLastError());
    std::vector<unsigned> o((size_t)NF * n);
    CHECK(cudaMemcpy(o.data(), dout, o.size() * sizeof(unsigned), cudaMemcpyDeviceToHost));
    for (int k = 0; k < NF; k++) {
        uint64_t h = 1469598103934665603ull;
        for (int i = 0; i < n; i++)
            h = (h ^ o[(size_t)k * n + i]) * 1099511628211ull;
        printf("%2d %016llx %08x %08x\n", k, (unsigned long long)h, o[(size_t)k * n + 3], o[(size_t)k * n + 500]);
    }
    CHECK(cudaFree(du));
    CHECK(cudaFree(dout));
    printf("PASS " NAME "\n");
    return 0;
}
