// half_atomics: atomicAdd on __half, __half2, __nv_bfloat16 and __nv_bfloat162, in global
// and shared memory (nvcc: atom/red .add.noftz.f16, .f16x2, .bf16, .bf16x2), checked
// against the host: sums of many threads' adds whose every partial sum is exact in the
// type (any order gives the same bits), and one add per word from one thread whose sum
// must round to nearest even once (a tie, a subnormal kept, a carry into the exponent).
// test-flags: -arch=sm_90
#define NAME "half_atomics"
#include "check.h"
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cstring>

struct Sums {
    __half2 h2;
    __half h;
    __half pad;
    __nv_bfloat162 b2;
    __nv_bfloat16 b;
    __nv_bfloat16 pad2;
    __half2 sh2; // the shared sums, copied out
    __half sh;
    __half pad3;
    __nv_bfloat162 sb2;
    __nv_bfloat16 sb;
};

__global__ void sums(Sums *g) {
    __shared__ __half2 sh2;
    __shared__ __half sh;
    __shared__ __nv_bfloat162 sb2;
    __shared__ __nv_bfloat16 sb;
    if (threadIdx.x == 0) {
        sh2 = __floats2half2_rn(0.0f, 0.0f);
        sh = __float2half(0.0f);
        sb2 = __floats2bfloat162_rn(0.0f, 0.0f);
        sb = __float2bfloat16(0.0f);
    }
    __syncthreads();
    atomicAdd(&g->h2, __floats2half2_rn(0.5f, 1.0f));
    atomicAdd(&g->h, __float2half(0.25f));
    atomicAdd(&g->b2, __floats2bfloat162_rn(0.25f, 0.5f));
    atomicAdd(&g->b, __float2bfloat16(0.125f));
    atomicAdd(&sh2, __floats2half2_rn(1.0f, 0.25f));
    atomicAdd(&sh, __float2half(0.5f));
    atomicAdd(&sb2, __floats2bfloat162_rn(0.5f, 0.25f));
    atomicAdd(&sb, __float2bfloat16(0.25f));
    __syncthreads();
    if (threadIdx.x == 0 && blockIdx.x == 0) {
        g->sh2 = sh2;
        g->sh = sh;
        g->sb2 = sb2;
        g->sb = sb;
    }
}

// one add to each word: w[i] += v[i], the old value returned
__global__ void one_add(__half *w, const __half *v, __half *old, __nv_bfloat16 *bw, const __nv_bfloat16 *bv,
                        __nv_bfloat16 *bold, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        old[i] = atomicAdd(&w[i], v[i]);
        bold[i] = atomicAdd(&bw[i], bv[i]);
    }
}

static unsigned short bits16(const void *p) {
    unsigned short u;
    memcpy(&u, p, 2);
    return u;
}

int main() {
    // 1 block of 256: global sums 128, 256 / 64 / 64, 128 / 32; shared 256, 64 / 128 / 128, 64 / 64
    Sums *g, h;
    CHECK(cudaMalloc(&g, sizeof h));
    CHECK(cudaMemset(g, 0, sizeof h));
    sums<<<1, 256>>>(g);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(&h, g, sizeof h, cudaMemcpyDeviceToHost));
    float2 h2 = __half22float2(h.h2), sh2 = __half22float2(h.sh2), b2 = __bfloat1622float2(h.b2),
           sb2 = __bfloat1622float2(h.sb2);
    EXPECT(h2.x == 128 && h2.y == 256, "global __half2 sum (%g, %g), expected (128, 256)", h2.x, h2.y);
    EXPECT(__half2float(h.h) == 64, "global __half sum %g, expected 64", __half2float(h.h));
    EXPECT(b2.x == 64 && b2.y == 128, "global bf16x2 sum (%g, %g), expected (64, 128)", b2.x, b2.y);
    EXPECT(__bfloat162float(h.b) == 32, "global bf16 sum %g, expected 32", __bfloat162float(h.b));
    EXPECT(sh2.x == 256 && sh2.y == 64, "shared __half2 sum (%g, %g), expected (256, 64)", sh2.x, sh2.y);
    EXPECT(__half2float(h.sh) == 128, "shared __half sum %g, expected 128", __half2float(h.sh));
    EXPECT(sb2.x == 128 && sb2.y == 64, "shared bf16x2 sum (%g, %g), expected (128, 64)", sb2.x, sb2.y);
    EXPECT(__bfloat162float(h.sb) == 64, "shared bf16 sum %g, expected 64", __bfloat162float(h.sb));

    // single adds that round: w + v, each once, against the host's float sum rounded once
    // (exact in float here: the operands' exponents lie close)
    const int n = 6;
    float wf[n] = {1.0f, 1.0f, 2047.0f, 6.1035156e-05f, 65504.0f, -0.5f};
    float vf[n] = {0.00048828125f, 0.0014648438f, 1.0f, -6.0975552e-05f, 16.0f, 0.5f};
    __half wh[n], vh[n], rh[n], oh[n];
    __nv_bfloat16 wb[n], vb[n], rb[n], ob[n];
    for (int i = 0; i < n; i++) {
        wh[i] = __float2half_rn(wf[i]);
        vh[i] = __float2half_rn(vf[i]);
        wb[i] = __float2bfloat16_rn(wf[i] * 64.0f);
        vb[i] = __float2bfloat16_rn(vf[i] * 64.0f);
    }
    __half *dw, *dv, *dold;
    __nv_bfloat16 *bw, *bv, *bold;
    CHECK(cudaMalloc(&dw, sizeof wh));
    CHECK(cudaMalloc(&dv, sizeof vh));
    CHECK(cudaMalloc(&dold, sizeof oh));
    CHECK(cudaMalloc(&bw, sizeof wb));
    CHECK(cudaMalloc(&bv, sizeof vb));
    CHECK(cudaMalloc(&bold, sizeof ob));
    CHECK(cudaMemcpy(dw, wh, sizeof wh, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dv, vh, sizeof vh, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(bw, wb, sizeof wb, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(bv, vb, sizeof vb, cudaMemcpyHostToDevice));
    one_add<<<1, 32>>>(dw, dv, dold, bw, bv, bold, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(rh, dw, sizeof rh, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(oh, dold, sizeof oh, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(rb, bw, sizeof rb, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(ob, bold, sizeof ob, cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++) {
        __half want = __float2half_rn(__half2float(wh[i]) + __half2float(vh[i]));
        __nv_bfloat16 bwant = __float2bfloat16_rn(__bfloat162float(wb[i]) + __bfloat162float(vb[i]));
        EXPECT(bits16(&rh[i]) == bits16(&want), "half %d: %g + %g gave 0x%04x, expected 0x%04x", i,
               __half2float(wh[i]), __half2float(vh[i]), bits16(&rh[i]), bits16(&want));
        EXPECT(bits16(&oh[i]) == bits16(&wh[i]), "half %d: old value 0x%04x, expected 0x%04x", i, bits16(&oh[i]),
               bits16(&wh[i]));
        EXPECT(bits16(&rb[i]) == bits16(&bwant), "bf16 %d: %g + %g gave 0x%04x, expected 0x%04x", i,
               __bfloat162float(wb[i]), __bfloat162float(vb[i]), bits16(&rb[i]), bits16(&bwant));
        EXPECT(bits16(&ob[i]) == bits16(&wb[i]), "bf16 %d: old value 0x%04x, expected 0x%04x", i, bits16(&ob[i]),
               bits16(&wb[i]));
    }
    void *dev[] = {g, dw, dv, dold, bw, bv, bold};
    for (void *d : dev) CHECK(cudaFree(d));
    printf("PASS " NAME "\n");
    return 0;
}
