// warp_clip_groups: a guard on the thread index that sends some warps into shuffles while the
// others wait after the branch (`__syncthreads(); if (warp == 0) { shuffles }`). heddle runs
// the threads the guard keeps straight on as a group, without the scheduler, and lets all
// threads on together where that group meets the others (emit.c: emit_thread_loop,
// clip_kept_stop; the chain's jn_). Checked against a host model: a block scan (1024
// threads), 2D blocks of 32 x 6 where the guard keeps half of every row (partial-warp
// shuffles in each row), the others returning instead of waiting, a guard that keeps no
// thread in some launches, and the pattern repeated in a loop with barriers.
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define NB 23

__host__ __device__ static int val(int b, int t)
{
    unsigned x = (unsigned)(b * 4096 + t);
    x ^= x >> 16;
    x *= 0x7feb352du;
    x ^= x >> 15;
    x *= 0x846ca68bu;
    x ^= x >> 16;
    return (int)(x & 0xff) - 100;
}

/* 1024 threads: each warp scans, warp 0 scans the warp totals, each warp adds those before */
__global__ void block_scan(int *out)
{
    __shared__ int sums[32];
    int t = threadIdx.x, lane = t % 32, warp = t / 32;
    int v = val(blockIdx.x, t);
    for (int off = 1; off < 32; off *= 2) {
        int y = __shfl_up_sync(0xffffffff, v, off);
        if (lane >= off) v += y;
    }
    if (lane == 31) sums[warp] = v;
    __syncthreads();
    if (warp == 0) {
        int s = sums[lane];
        for (int off = 1; off < 32; off *= 2) {
            int y = __shfl_up_sync(0xffffffff, s, off);
            if (lane >= off) s += y;
        }
        sums[lane] = s;
    }
    __syncthreads();
    if (warp > 0) v += sums[warp - 1];
    out[blockIdx.x * 1024 + t] = v;
}

/* 32 x 6 threads: in every row (one warp) the first 16 lanes exchange with xor shuffles of
 * a half-warp mask; all threads meet again after the branch */
__global__ void half_rows(int *out)
{
    __shared__ int row_total[6];
    int x = threadIdx.x, y = threadIdx.y;
    int v = val(blockIdx.x, y * 32 + x);
    if (x == 0) row_total[y] = 0;
    __syncthreads();
    if (x < 16) {
        for (int k = 8; k > 0; k /= 2) v += __shfl_xor_sync(0x0000ffff, v, k);
        if (x == 0) row_total[y] = v;
    }
    __syncthreads();
    out[(blockIdx.x * 6 + y) * 32 + x] = v * 3 + row_total[(y + 1) % 6];
}

/* 256 threads: the warps but the first return; warp 0 reduces the 8 warp totals */
__global__ void others_return(int *out)
{
    __shared__ int sums[8];
    int t = threadIdx.x, lane = t % 32, warp = t / 32;
    int v = val(blockIdx.x, t);
    for (int off = 16; off > 0; off /= 2) v += __shfl_down_sync(0xffffffff, v, off);
    if (lane == 0) sums[warp] = v;
    __syncthreads();
    if (warp != 0) return;
    int s = lane < 8 ? sums[lane] : 0;
    for (int off = 16; off > 0; off /= 2) s += __shfl_xor_sync(0xffffffff, s, off);
    out[blockIdx.x * 32 + lane] = s + lane;
}

/* 128 threads, rounds of: barrier, the threads below `keep` (0, a partial warp, or more than
 * one warp) shuffle, barrier, everyone reads what they wrote */
__global__ void rounds(int *out, int keep)
{
    __shared__ int s[128];
    int t = threadIdx.x;
    int v = val(blockIdx.x, t);
    for (int r = 0; r < 4; r++) {
        s[t] = v;
        __syncthreads();
        if (t < keep) {
            unsigned m = __activemask();
            int y = __shfl_down_sync(m, v, 1);
            if (t + 1 < keep && (t % 32) != 31) v += y;
            s[t] = v * 2 + r;
        }
        __syncthreads();
        v = s[(t + 5) % 128] + (v & 7);
        __syncthreads();
    }
    out[blockIdx.x * 128 + t] = v;
}

static int fails;
static void expect(const char *k, int b, int t, int got, int want)
{
    if (got != want && fails++ < 10)
        fprintf(stderr, "warp_clip_groups: %s block %d thread %d: got %d, expected %d\n", k, b, t, got, want);
}

static void model_rounds(int b, int keep, int *res)
{
    int v[128], s[128];
    for (int t = 0; t < 128; t++) v[t] = val(b, t);
    for (int r = 0; r < 4; r++) {
        for (int t = 0; t < 128; t++) s[t] = v[t];
        int nv[128];
        for (int t = 0; t < 128; t++) {
            nv[t] = v[t];
            if (t < keep) {
                /* lane t % 32 reads lane + 1 of its warp: a lane of the mask (t + 1 < keep) */
                if (t + 1 < keep && (t % 32) != 31) nv[t] += v[t + 1];
            }
        }
        for (int t = 0; t < 128; t++)
            if (t < keep) s[t] = nv[t] * 2 + r;
        for (int t = 0; t < 128; t++) v[t] = s[(t + 5) % 128] + (nv[t] & 7);
    }
    for (int t = 0; t < 128; t++) res[t] = v[t];
}

int main(void)
{
    const int keeps[4] = {0, 20, 77, 128};
    const int n1 = NB * 1024, n2 = NB * 192, n3 = NB * 32, n4 = NB * 128;
    int *d1, *d2, *d3, *d4;
    cudaMalloc(&d1, n1 * 4);
    cudaMalloc(&d2, n2 * 4);
    cudaMalloc(&d3, n3 * 4);
    cudaMalloc(&d4, 4 * n4 * 4);
    block_scan<<<NB, 1024>>>(d1);
    half_rows<<<NB, dim3(32, 6)>>>(d2);
    others_return<<<NB, 256>>>(d3);
    for (int k = 0; k < 4; k++) rounds<<<NB, 128>>>(d4 + k * n4, keeps[k]);
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) {
        printf("FAIL warp_clip_groups: %s\n", cudaGetErrorString(e));
        return 1;
    }
    int *h1 = (int *)malloc(n1 * 4), *h2 = (int *)malloc(n2 * 4), *h3 = (int *)malloc(n3 * 4),
        *h4 = (int *)malloc(4 * n4 * 4);
    cudaMemcpy(h1, d1, n1 * 4, cudaMemcpyDeviceToHost);
    cudaMemcpy(h2, d2, n2 * 4, cudaMemcpyDeviceToHost);
    cudaMemcpy(h3, d3, n3 * 4, cudaMemcpyDeviceToHost);
    cudaMemcpy(h4, d4, 4 * n4 * 4, cudaMemcpyDeviceToHost);
    unsigned sum = 0;
    for (int b = 0; b < NB; b++) {
        int s = 0;
        for (int t = 0; t < 1024; t++) expect("block_scan", b, t, h1[b * 1024 + t], s += val(b, t));
        int tot[6];
        for (int y = 0; y < 6; y++) {
            tot[y] = 0;
            for (int x = 0; x < 16; x++) tot[y] += val(b, y * 32 + x);
        }
        for (int y = 0; y < 6; y++)
            for (int x = 0; x < 32; x++) {
                /* lanes 0-15 of a row all end with their 16 lanes' total */
                int v = x < 16 ? tot[y] : val(b, y * 32 + x);
                expect("half_rows", b, y * 32 + x, h2[(b * 6 + y) * 32 + x], v * 3 + tot[(y + 1) % 6]);
            }
        int all = 0;
        for (int t = 0; t < 256; t++) all += val(b, t);
        for (int l = 0; l < 32; l++) expect("others_return", b, l, h3[b * 32 + l], all + l);
        for (int k = 0; k < 4; k++) {
            int res[128];
            model_rounds(b, keeps[k], res);
            for (int t = 0; t < 128; t++) expect("rounds", b, t, h4[k * n4 + b * 128 + t], res[t]);
        }
    }
    for (int i = 0; i < n1; i++) sum = sum * 31 + (unsigned)h1[i];
    for (int i = 0; i < n2; i++) sum = sum * 31 + (unsigned)h2[i];
    for (int i = 0; i < n3; i++) sum = sum * 31 + (unsigned)h3[i];
    for (int i = 0; i < 4 * n4; i++) sum = sum * 31 + (unsigned)h4[i];
    printf("digest %08x\n", sum);
    free(h1);
    free(h2);
    free(h3);
    free(h4);
    cudaFree(d1);
    cudaFree(d2);
    cudaFree(d3);
    cudaFree(d4);
    if (fails) {
        printf("FAIL warp_clip_groups: %d mismatches\n", fails);
        return 1;
    }
    printf("PASS warp_clip_groups: %d blocks of each kind\n", NB);
    return 0;
}
