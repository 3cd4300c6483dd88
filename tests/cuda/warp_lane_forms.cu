// warp_lane_forms: indices built from tid.x & 31, tid.x & ~31, tid.x >> 5 (joined with `|`) and
// %laneid inside code between __syncwarp()s, CUB's warp-striped load and store. heddle gives
// such indices affine forms in a warp chain's lane loop, the loop split where tid.x crosses a
// multiple of 32 (emit.c: emit_tx_loop's pieces; emit_inst.c: lane_form). Blocks whose rows
// are not multiples of 32 threads put one warp in two rows, or a row's 32-aligned groups in
// two warps; partial last warps and a partial last block. Checked against a host model.
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define PER 4 /* items a thread */
#define NB 5  /* blocks a launch */

__host__ __device__ static int val(int i)
{
    unsigned x = (unsigned)i * 0x9e3779b9u;
    x ^= x >> 15;
    x *= 0x846ca68bu;
    x ^= x >> 16;
    return (int)(x & 0xfff) - 2000;
}

/* a row's span of items: whole groups of 32 tid.x, so rows never overlap */
__host__ __device__ static int row_span(int ntx) { return (ntx + 31) / 32 * 32 * PER; }

__global__ void lanes(const int *in, int *out, int *out2, int n)
{
    __shared__ int sh[1024 * PER];
    unsigned tx = threadIdx.x, nthr = blockDim.x * blockDim.y;
    unsigned lin = threadIdx.y * blockDim.x + tx, lw = lin >> 5, ll = lin & 31;
    unsigned lane;
    asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
    unsigned xw = tx & ~31u, xl = tx & 31u, xs = tx >> 5;
    int base = blockIdx.x * row_span(blockDim.x) * blockDim.y + threadIdx.y * row_span(blockDim.x);
    int v[PER];
    for (int i = 0; i < PER; i++) {
        int idx = base + (int)((xw * PER) | xl) + i * 32;
        v[i] = idx < n ? in[idx] : -1;
    }
    for (int i = 0; i < PER; i++) sh[lw * 32 * PER + ll * PER + i] = v[i] * 3 + (int)xs;
    __syncwarp(__activemask());
    unsigned nl = nthr - lw * 32 < 32 ? nthr - lw * 32 : 32; /* lanes in this warp */
    int r = 0;
    for (int i = 0; i < PER; i++)
        r += sh[lw * 32 * PER + ((ll + i * 8) % nl) * PER + i] ^ (int)(lane * 7 + (xl | (xs << 5)));
    __syncwarp(__activemask());
    for (int i = 0; i < PER; i++) {
        int idx = base + (int)((xw * PER) | xl) + i * 32;
        if (idx < n) out[idx] = r + i;
    }
    /* the lane id as an index */
    out2[blockIdx.x * 1024 + lw * 32 + lane] = r ^ (int)lin;
}

static void model(int bx, int ntx, int nty, int n, int *out, int *out2)
{
    int nthr = ntx * nty;
    int *sh = (int *)calloc(1024 * PER, sizeof(int)), *rr = (int *)calloc(1024, sizeof(int));
    for (int pass = 0; pass < 2; pass++)
        for (int ty = 0; ty < nty; ty++)
            for (int tx = 0; tx < ntx; tx++) {
                unsigned lin = ty * ntx + tx, lw = lin >> 5, ll = lin & 31;
                unsigned xw = tx & ~31u, xl = tx & 31u, xs = tx >> 5;
                int base = bx * row_span(ntx) * nty + ty * row_span(ntx);
                if (pass == 0) {
                    for (int i = 0; i < PER; i++) {
                        int idx = base + (int)((xw * PER) | xl) + i * 32;
                        sh[lw * 32 * PER + ll * PER + i] = (idx < n ? val(idx) : -1) * 3 + (int)xs;
                    }
                    continue;
                }
                unsigned nl = nthr - lw * 32 < 32 ? nthr - lw * 32 : 32;
                int r = 0;
                for (int i = 0; i < PER; i++)
                    r += sh[lw * 32 * PER + ((ll + i * 8) % nl) * PER + i] ^ (int)(ll * 7 + (xl | (xs << 5)));
                for (int i = 0; i < PER; i++) {
                    int idx = base + (int)((xw * PER) | xl) + i * 32;
                    if (idx < n) out[idx] = r + i;
                }
                out2[bx * 1024 + lw * 32 + ll] = r ^ (int)lin;
            }
    free(sh);
    free(rr);
}

int main(void)
{
    static const int shapes[][2] = {{128, 1}, {96, 1}, {48, 1}, {200, 1}, {40, 2}, {48, 2}, {16, 4}, {64, 3}, {33, 5}};
    int nshapes = (int)(sizeof shapes / sizeof shapes[0]), fails = 0;
    unsigned sum = 0;
    for (int s = 0; s < nshapes; s++) {
        int ntx = shapes[s][0], nty = shapes[s][1];
        int span = row_span(ntx) * nty * NB, n = span - 37; /* the last block partial */
        int *h = (int *)malloc(span * sizeof(int)), *got = (int *)malloc(span * sizeof(int)),
            *want = (int *)malloc(span * sizeof(int)), *got2 = (int *)malloc(NB * 1024 * sizeof(int)),
            *want2 = (int *)malloc(NB * 1024 * sizeof(int));
        for (int i = 0; i < span; i++) h[i] = val(i), want[i] = 12345;
        for (int i = 0; i < NB * 1024; i++) want2[i] = 777;
        int *din, *dout, *dout2;
        cudaMalloc(&din, span * sizeof(int));
        cudaMalloc(&dout, span * sizeof(int));
        cudaMalloc(&dout2, NB * 1024 * sizeof(int));
        cudaMemcpy(din, h, span * sizeof(int), cudaMemcpyHostToDevice);
        cudaMemcpy(dout, want, span * sizeof(int), cudaMemcpyHostToDevice);
        cudaMemcpy(dout2, want2, NB * 1024 * sizeof(int), cudaMemcpyHostToDevice);
        lanes<<<NB, dim3(ntx, nty)>>>(din, dout, dout2, n);
        cudaError_t err = cudaDeviceSynchronize();
        if (err != cudaSuccess) {
            printf("FAIL warp_lane_forms: %dx%d: %s\n", ntx, nty, cudaGetErrorString(err));
            return 1;
        }
        cudaMemcpy(got, dout, span * sizeof(int), cudaMemcpyDeviceToHost);
        cudaMemcpy(got2, dout2, NB * 1024 * sizeof(int), cudaMemcpyDeviceToHost);
        for (int b = 0; b < NB; b++) model(b, ntx, nty, n, want, want2);
        int bad = 0;
        for (int i = 0; i < span; i++)
            if (got[i] != want[i] && bad++ < 5) printf("  %dx%d out[%d] = %d, expected %d\n", ntx, nty, i, got[i], want[i]);
        for (int i = 0; i < NB * 1024; i++)
            if (got2[i] != want2[i] && bad++ < 10)
                printf("  %dx%d out2[%d] = %d, expected %d\n", ntx, nty, i, got2[i], want2[i]);
        fails += bad;
        for (int i = 0; i < span; i++) sum = sum * 31 + (unsigned)got[i];
        for (int i = 0; i < NB * 1024; i++) sum = sum * 31 + (unsigned)got2[i];
        cudaFree(din);
        cudaFree(dout);
        cudaFree(dout2);
        free(h);
        free(got);
        free(want);
        free(got2);
        free(want2);
    }
    printf("digest %08x\n", sum);
    if (fails) {
        printf("FAIL warp_lane_forms: %d mismatches\n", fails);
        return 1;
    }
    printf("PASS warp_lane_forms: %d block shapes\n", nshapes);
    return 0;
}
