// tensor_stmatrix: stmatrix (sm_90), the inverse of ldmatrix, as CUTLASS-style epilogues
// use it through inline PTX: a warp stores one, two or four 8x8 matrices of 16-bit elements
// to shared memory, lane l holding row l / 4, columns 2 (l % 4) and 2 (l % 4) + 1 of each,
// and lanes 8 j .. 8 j + 7 giving the addresses of matrix j's rows (here in reversed order,
// rows 48 bytes apart); .trans stores each matrix transposed. Every element is checked
// against the layout the PTX ISA gives, then read back with ldmatrix into the same lanes.
// test-flags: -arch=sm_90
#define NAME "tensor_stmatrix"
#include "check.h"
#include <cstdint>
#include <vector>

#define STRIDE 24 /* 16-bit elements per stored row: 48 bytes, 16-byte aligned, not contiguous */

__device__ inline uint32_t smem_addr(const void *p) { return (uint32_t)__cvta_generic_to_shared(p); }
__host__ __device__ inline uint32_t word(int j, int lane) /* lane's word of matrix j: two halves */
{
    return (uint32_t)(j * 1000 + lane * 2) | (uint32_t)(j * 1000 + lane * 2 + 1) << 16;
}

/* NMAT matrices, TRANS or not: out gets the shared tile (4 matrices of 8 rows of STRIDE),
 * back each lane's words read again with ldmatrix of the same kind */
template <int NMAT, int TRANS> __global__ void store(uint16_t *out, uint32_t *back)
{
    __shared__ __align__(16) uint16_t sm[4 * 8 * STRIDE];
    int lane = threadIdx.x;
    for (int i = lane; i < 4 * 8 * STRIDE; i += 32)
        sm[i] = 0xffff;
    __syncwarp();
    uint32_t a = smem_addr(&sm[(lane / 8) * 8 * STRIDE + (7 - lane % 8) * STRIDE]);
    uint32_t r0 = word(0, lane), r1 = word(1, lane), r2 = word(2, lane), r3 = word(3, lane);
    uint32_t b0 = 0, b1 = 0, b2 = 0, b3 = 0;
    if (NMAT == 1 && !TRANS)
        asm volatile("stmatrix.sync.aligned.m8n8.x1.shared.b16 [%0], {%1};" ::"r"(a), "r"(r0) : "memory");
    if (NMAT == 2 && !TRANS)
        asm volatile("stmatrix.sync.aligned.m8n8.x2.shared.b16 [%0], {%1, %2};" ::"r"(a), "r"(r0), "r"(r1) : "memory");
    if (NMAT == 4 && !TRANS)
        asm volatile("stmatrix.sync.aligned.m8n8.x4.shared.b16 [%0], {%1, %2, %3, %4};" ::"r"(a), "r"(r0), "r"(r1),
                     "r"(r2), "r"(r3)
                     : "memory");
    if (NMAT == 1 && TRANS)
        asm volatile("stmatrix.sync.aligned.m8n8.x1.trans.shared.b16 [%0], {%1};" ::"r"(a), "r"(r0) : "memory");
    if (NMAT == 2 && TRANS)
        asm volatile("stmatrix.sync.aligned.m8n8.x2.trans.shared.b16 [%0], {%1, %2};" ::"r"(a), "r"(r0), "r"(r1)
                     : "memory");
    if (NMAT == 4 && TRANS)
        asm volatile("stmatrix.sync.aligned.m8n8.x4.trans.shared.b16 [%0], {%1, %2, %3, %4};" ::"r"(a), "r"(r0),
                     "r"(r1), "r"(r2), "r"(r3)
                     : "memory");
    __syncwarp();
    if (!TRANS)
        asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];"
                     : "=r"(b0), "=r"(b1), "=r"(b2), "=r"(b3)
                     : "r"(a));
    else
        asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0, %1, %2, %3}, [%4];"
                     : "=r"(b0), "=r"(b1), "=r"(b2), "=r"(b3)
                     : "r"(a));
    for (int i = lane; i < 4 * 8 * STRIDE; i += 32)
        out[i] = sm[i];
    back[lane * 4 + 0] = b0, back[lane * 4 + 1] = b1, back[lane * 4 + 2] = b2, back[lane * 4 + 3] = b3;
}

template <int NMAT, int TRANS> static void run(const char *what)
{
    uint16_t *dout;
    uint32_t *dback;
    CHECK(cudaMalloc(&dout, 4 * 8 * STRIDE * sizeof(uint16_t)));
    CHECK(cudaMalloc(&dback, 128 * sizeof(uint32_t)));
    store<NMAT, TRANS><<<1, 32>>>(dout, dback);
    CHECK(cudaGetLastError());
    std::vector<uint16_t> h(4 * 8 * STRIDE);
    std::vector<uint32_t> back(128);
    CHECK(cudaMemcpy(h.data(), dout, h.size() * sizeof(uint16_t), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(back.data(), dback, back.size() * sizeof(uint32_t), cudaMemcpyDeviceToHost));
    /* the layout: lane 8 j + i's address is row 7 - i of tile j */
    std::vector<uint16_t> want(4 * 8 * STRIDE, 0xffff);
    for (int j = 0; j < NMAT; j++)
        for (int l = 0; l < 32; l++) {
            uint32_t w = word(j, l);
            uint16_t lo = (uint16_t)w, hi = (uint16_t)(w >> 16);
            int r = l / 4, c = 2 * (l % 4); /* the lane's elements: (r, c) and (r, c + 1) */
            if (!TRANS) {
                int row = 7 - r; /* address of lane 8 j + r */
                want[j * 8 * STRIDE + row * STRIDE + c] = lo;
                want[j * 8 * STRIDE + row * STRIDE + c + 1] = hi;
            } else { /* transposed: element (r, c) at row c, column r */
                want[j * 8 * STRIDE + (7 - c) * STRIDE + r] = lo;
                want[j * 8 * STRIDE + (7 - (c + 1)) * STRIDE + r] = hi;
            }
        }
    for (int i = 0; i < 4 * 8 * STRIDE; i++)
        EXPECT(h[i] == want[i], "%s: element %d (tile %d, row %d, column %d) is 0x%04x, expected 0x%04x", what, i,
               i / (8 * STRIDE), i % (8 * STRIDE) / STRIDE, i % STRIDE, h[i], want[i]);
    for (int l = 0; l < 32; l++)
        for (int j = 0; j < NMAT; j++)
            EXPECT(back[l * 4 + j] == word(j, l), "%s: lane %d read back 0x%08x for matrix %d, expected 0x%08x", what,
                   l, back[l * 4 + j], j, word(j, l));
    CHECK(cudaFree(dout));
    CHECK(cudaFree(dback));
    printf("%s ok\n", what);
}

int main()
{
    run<1, 0>("x1");
    run<2, 0>("x2");
    run<4, 0>("x4");
    run<1, 1>("x1.trans");
    run<2, 1>("x2.trans");
    run<4, 1>("x4.trans");
    printf("PASS " NAME "\n");
    return 0;
}
