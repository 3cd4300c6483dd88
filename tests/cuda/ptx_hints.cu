// ptx_hints: PTX that libraries write by hand (CUTLASS and others): loads and stores with cache
// eviction priorities and prefetch sizes (L1::no_allocate, L1::evict_last, L2::128B,
// L2::cache_hint with a policy from createpolicy), prefetch with a priority, applypriority and
// discard of L2 lines, prmt's six byte-permute modes, and movmatrix (a warp's 8x8 matrix of
// 16-bit elements transposed). Prints what it computed: the output must be what an H200
// printed.
// test-flags: -arch=sm_90
#define NAME "ptx_hints"
#include "check.h"
#include <cstdint>
#include <vector>

__global__ void hints(const unsigned *in, unsigned *out, unsigned *scratch)
{
    int t = threadIdx.x;
    const unsigned *p = in + 4 * t;
    unsigned a, b, c, d, e, f;
    unsigned long long pol;
    asm volatile("ld.global.nc.L1::no_allocate.v2.u32 {%0, %1}, [%2];" : "=r"(a), "=r"(b) : "l"(p));
    asm volatile("ld.global.L1::evict_last.u32 %0, [%1];" : "=r"(c) : "l"(p + 2));
    asm volatile("ld.global.L2::128B.u32 %0, [%1];" : "=r"(d) : "l"(p + 3));
    asm volatile("createpolicy.fractional.L2::evict_last.b64 %0, 1.0;" : "=l"(pol));
    asm volatile("ld.global.L2::cache_hint.u32 %0, [%1], %2;" : "=r"(e) : "l"(p + 1), "l"(pol));
    asm volatile("prefetch.global.L2::evict_last [%0];" ::"l"(p + 64));
    asm volatile("applypriority.global.L2::evict_normal [%0], 128;" ::"l"(in));
    f = a + 3 * b + 5 * c + 7 * d + 11 * e;
    asm volatile("st.global.L1::no_allocate.u32 [%0], %1;" ::"l"(out + t), "r"(f) : "memory");
    asm volatile("st.global.L2::cache_hint.u32 [%0], %1, %2;" ::"l"(out + 64 + t), "r"(f ^ 0x5a5a5a5au), "l"(pol)
                 : "memory");
    if (t == 0) /* the line's contents become undefined: written again after */
        asm volatile("discard.global.L2 [%0], 128;" ::"l"(scratch) : "memory");
    __syncthreads();
    scratch[t] = t * 7;
}

__global__ void permute(unsigned *out)
{
    unsigned a = 0x33221100u, b = 0x77665544u, r = 0;
    int m = threadIdx.x / 4, s = threadIdx.x % 4;
    switch (m) {
    case 0: asm("prmt.b32.f4e %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(s)); break;
    case 1: asm("prmt.b32.b4e %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(s)); break;
    case 2: asm("prmt.b32.rc8 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(s)); break;
    case 3: asm("prmt.b32.ecl %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(s)); break;
    case 4: asm("prmt.b32.ecr %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(s)); break;
    case 5: asm("prmt.b32.rc16 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(s)); break;
    }
    if (m < 6)
        out[threadIdx.x] = r;
}

__global__ void transpose(unsigned *out)
{
    unsigned l = threadIdx.x, r;
    unsigned w = (l / 4) << 4 | (2 * (l % 4)) | ((l / 4) << 4 | (2 * (l % 4) + 1)) << 16; /* row << 4 | column */
    asm volatile("movmatrix.sync.aligned.m8n8.trans.b16 %0, %1;" : "=r"(r) : "r"(w));
    out[l] = r;
}

int main()
{
    std::vector<unsigned> h(4096);
    for (int i = 0; i < 4096; i++)
        h[i] = (unsigned)i * 2654435761u;
    unsigned *din, *dout, *dscr;
    CHECK(cudaMalloc(&din, 4096 * sizeof(unsigned)));
    CHECK(cudaMalloc(&dout, 256 * sizeof(unsigned)));
    CHECK(cudaMalloc(&dscr, 64 * sizeof(unsigned)));
    CHECK(cudaMemcpy(din, h.data(), 4096 * sizeof(unsigned), cudaMemcpyHostToDevice));
    hints<<<1, 64>>>(din, dout, dscr);
    CHECK(cudaGetLastError());
    std::vector<unsigned> o(256), sc(64);
    CHECK(cudaMemcpy(o.data(), dout, 128 * sizeof(unsigned), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(sc.data(), dscr, 64 * sizeof(unsigned), cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int t = 0; t < 64; t++) {
        const unsigned *p = h.data() + 4 * t;
        unsigned f = p[0] + 3 * p[1] + 5 * p[2] + 7 * p[3] + 11 * p[1];
        bad += o[t] != f || o[64 + t] != (f ^ 0x5a5a5a5au) || sc[t] != (unsigned)t * 7;
    }
    printf("loads and stores with cache hints: %d wrong\n", bad);
    permute<<<1, 32>>>(dout);
    CHECK(cudaMemcpy(o.data(), dout, 24 * sizeof(unsigned), cudaMemcpyDeviceToHost));
    const char *modes[] = {"f4e", "b4e", "rc8", "ecl", "ecr", "rc16"};
    for (int m = 0; m < 6; m++)
        printf("prmt.%s: %08x %08x %08x %08x\n", modes[m], o[4 * m], o[4 * m + 1], o[4 * m + 2], o[4 * m + 3]);
    transpose<<<1, 32>>>(dout);
    CHECK(cudaMemcpy(o.data(), dout, 32 * sizeof(unsigned), cudaMemcpyDeviceToHost));
    printf("movmatrix:");
    for (int l = 0; l < 32; l++)
        printf(" %x", o[l]);
    printf("\n");
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
    CHECK(cudaFree(dscr));
    printf("PASS " NAME "\n");
    return 0;
}
