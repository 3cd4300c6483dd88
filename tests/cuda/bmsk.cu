// bmsk.cu: the bit-mask instruction (bmsk.clamp / bmsk.wrap, sm_70+, used by CUB's radix sort)
// on edge values of position and width, checked against the PTX ISA's definition on the host.
#include <cstdio>
#define NAME "bmsk"
#include "check.h"

__global__ void masks(const unsigned *a, const unsigned *b, unsigned *clamp, unsigned *wrap, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned c, w;
    asm("bmsk.clamp.b32 %0, %1, %2;" : "=r"(c) : "r"(a[i]), "r"(b[i]));
    asm("bmsk.wrap.b32 %0, %1, %2;" : "=r"(w) : "r"(a[i]), "r"(b[i]));
    clamp[i] = c;
    wrap[i] = w;
}

static unsigned ref(unsigned a, unsigned b, bool clamp) {
    unsigned a1 = a & 0x1f, b1 = b & 0x1f, sum = a1 + b1;
    unsigned mask0 = ~0u << a1, mask1 = sum >= 32 ? 0 : ~0u << sum;
    bool over = sum >= 32;
    if (clamp) {
        if (a >= 32) { over = true; mask0 = 0; }
        if (b >= 32) over = true;
    }
    if (over) mask1 = 0;
    else if (b1 == 0) mask1 = ~0u;
    return mask0 & ~mask1;
}

int main() {
    const unsigned vals[] = {0, 1, 2, 5, 15, 16, 17, 30, 31, 32, 33, 40, 63, 64, 255, 256, 0x7fffffffu, 0xffffffffu};
    const int nv = sizeof vals / sizeof vals[0], n = nv * nv;
    unsigned ha[n], hb[n], hc[n], hw[n];
    for (int i = 0; i < nv; i++)
        for (int j = 0; j < nv; j++) { ha[i * nv + j] = vals[i]; hb[i * nv + j] = vals[j]; }
    unsigned *da, *db, *dc, *dw;
    CHECK(cudaMalloc(&da, sizeof ha)); CHECK(cudaMalloc(&db, sizeof hb));
    CHECK(cudaMalloc(&dc, sizeof hc)); CHECK(cudaMalloc(&dw, sizeof hw));
    CHECK(cudaMemcpy(da, ha, sizeof ha, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(db, hb, sizeof hb, cudaMemcpyHostToDevice));
    masks<<<(n + 127) / 128, 128>>>(da, db, dc, dw, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hc, dc, sizeof hc, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hw, dw, sizeof hw, cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int i = 0; i < n; i++) {
        unsigned rc = ref(ha[i], hb[i], true), rw = ref(ha[i], hb[i], false);
        if (hc[i] != rc || hw[i] != rw) {
            if (bad++ < 10)
                printf("FAIL bmsk a=%u b=%u: clamp %08x (want %08x), wrap %08x (want %08x)\n", ha[i], hb[i], hc[i], rc, hw[i], rw);
        }
    }
    if (bad) return 1;
    printf("PASS bmsk %d pairs\n", n);
    return 0;
}
