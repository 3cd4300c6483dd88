// mma_groups: runs of warp matrix multiply-accumulates as unrolled GEMM code issues them.
// heddle computes the mma of a run that do not read each other's results at one stop of
// its lane loop (cfg_group_mma); this checks every way a run must end: an mma reading an
// earlier one's result (a chain through one accumulator), a fragment element read and
// written between two mma, and an mma that overwrites an earlier one's operand. Small
// integers in f16, so every result is exact and compared with the host bit for bit; also
// the compute capability a program built for sm_80 sees (at least 8.0).
// test-flags: -arch=sm_80
#define NAME "mma_groups"
#include "check.h"
#include <cuda_fp16.h>
#include <mma.h>
using namespace nvcuda;

enum { T = 256, NOUT = 8 }; // elements of a 16x16 tile; tiles written

__global__ void groups(const half *A, const half *B, const float *C, float *out) {
    wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> a[4];
    wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> b[4];
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> c[4], e, g, h;
    const int warp = threadIdx.x / 32;
    A += warp * 4 * T, B += warp * 4 * T, C += warp * 4 * T, out += warp * NOUT * T;
#pragma unroll
    for (int i = 0; i < 4; i++) {
        wmma::load_matrix_sync(a[i], A + i * T, 16);
        wmma::load_matrix_sync(b[i], B + i * T, 16);
        wmma::load_matrix_sync(c[i], C + i * T, 16, wmma::mem_row_major);
    }
    // four independent products
#pragma unroll
    for (int i = 0; i < 4; i++) wmma::mma_sync(c[i], a[i], b[i], c[i]);
    // a chain: each reads the one before
    wmma::fill_fragment(e, 0.0f);
#pragma unroll
    for (int i = 0; i < 4; i++) wmma::mma_sync(e, a[i], b[(i + 1) % 4], e);
    // a result changed between two mma
    wmma::mma_sync(g, a[0], b[1], c[0]);
    for (int t = 0; t < g.num_elements; t++) g.x[t] = g.x[t] * 2.0f + 1.0f;
    wmma::mma_sync(g, a[2], b[3], g);
    // an operand overwritten after the mma that read it
    wmma::mma_sync(h, a[1], b[2], c[1]);
    for (int t = 0; t < a[1].num_elements; t++) a[1].x[t] = __hneg(a[1].x[t]);
    wmma::mma_sync(c[3], a[1], b[0], c[3]);
#pragma unroll
    for (int i = 0; i < 4; i++) wmma::store_matrix_sync(out + i * T, c[i], 16, wmma::mem_row_major);
    wmma::store_matrix_sync(out + 4 * T, e, 16, wmma::mem_row_major);
    wmma::store_matrix_sync(out + 5 * T, g, 16, wmma::mem_row_major);
    wmma::store_matrix_sync(out + 6 * T, h, 16, wmma::mem_row_major);
}

// host: D = A (row-major) x B (column-major) + C
static void mm(const float *A, const float *B, const float *C, float *D) {
    for (int r = 0; r < 16; r++)
        for (int c = 0; c < 16; c++) {
            float s = C[r * 16 + c];
            for (int k = 0; k < 16; k++) s += A[r * 16 + k] * B[c * 16 + k];
            D[r * 16 + c] = s;
        }
}

int main() {
    cudaDeviceProp p;
    CHECK(cudaGetDeviceProperties(&p, 0));
    EXPECT(p.major >= 8, "compute capability %d.%d for a program built for sm_80", p.major, p.minor);
    const int W = 3; // warps
    static float fa[W * 4 * T], fb[W * 4 * T], fc[W * 4 * T], got[W * NOUT * T], want[W * NOUT * T];
    static half ha[W * 4 * T], hb[W * 4 * T];
    unsigned s = 12345;
    for (int i = 0; i < W * 4 * T; i++) {
        s = s * 1103515245u + 12345u;
        fa[i] = (float)((int)(s >> 16) % 5 - 2);
        s = s * 1103515245u + 12345u;
        fb[i] = (float)((int)(s >> 16) % 5 - 2);
        s = s * 1103515245u + 12345u;
        fc[i] = (float)((int)(s >> 16) % 17 - 8);
        ha[i] = __float2half(fa[i]), hb[i] = __float2half(fb[i]);
    }
    half *dA, *dB;
    float *dC, *dO;
    CHECK(cudaMalloc(&dA, sizeof ha));
    CHECK(cudaMalloc(&dB, sizeof hb));
    CHECK(cudaMalloc(&dC, sizeof fc));
    CHECK(cudaMalloc(&dO, sizeof got));
    CHECK(cudaMemcpy(dA, ha, sizeof ha, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dB, hb, sizeof hb, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dC, fc, sizeof fc, cudaMemcpyHostToDevice));
    CHECK(cudaMemset(dO, 0, sizeof got));
    groups<<<1, 32 * W>>>(dA, dB, dC, dO);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(got, dO, sizeof got, cudaMemcpyDeviceToHost));
    for (int w = 0; w < W; w++) {
        const float *a = fa + w * 4 * T, *b = fb + w * 4 * T, *c = fc + w * 4 * T;
        float *o = want + w * NOUT * T, zero[T] = {0}, t1[T], t2[T], neg[T];
        float c0[T], c1[T];
        mm(a, b, c, c0);
        mm(a + T, b + T, c + T, c1);
        mm(a + 2 * T, b + 2 * T, c + 2 * T, o + 2 * T);
        mm(a + 3 * T, b + 3 * T, c + 3 * T, t1);
        for (int i = 0; i < T; i++) neg[i] = -a[T + i];
        mm(neg, b, t1, o + 3 * T); // c[3] again, with a[1] negated
        for (int i = 0; i < T; i++) o[i] = c0[i], o[T + i] = c1[i];
        mm(a, b + T, zero, t1); // the chain
        mm(a + T, b + 2 * T, t1, t2);
        mm(a + 2 * T, b + 3 * T, t2, t1);
        mm(a + 3 * T, b, t1, o + 4 * T);
        mm(a, b + T, c0, t1); // g
        for (int i = 0; i < T; i++) t1[i] = t1[i] * 2 + 1;
        mm(a + 2 * T, b + 3 * T, t1, o + 5 * T);
        mm(a + T, b + 2 * T, c1, o + 6 * T); // h
    }
    int bad = 0;
    for (int w = 0; w < W; w++)
        for (int k = 0; k < 7; k++)
            for (int i = 0; i < T; i++) {
                int at = w * NOUT * T + k * T + i;
                if (got[at] != want[at] && bad++ < fail_limit())
                    printf("warp %d tile %d element %d: %g, expected %g\n", w, k, i, got[at], want[at]);
            }
    EXPECT(!bad, "%d wrong elements", bad);
    printf("PASS mma_groups\n");
    return 0;
}
