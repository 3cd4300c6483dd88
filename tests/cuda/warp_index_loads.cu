// warp_index_loads: shared loads whose address depends on the thread index only through
// tid.x >> 5 or more (a warp's total, sums[warp - 1]) on one side of a branch, after a
// barrier. heddle makes such a load once for each aligned chunk of 32 threads (emit.c,
// chunks); this checks blocks of 100 threads (a partial chunk), 2D blocks of 48 x 3 (rows
// that end inside a chunk), a guard that starts the loop inside a chunk (threads that return), tid.x >> 6, and a
// loop that also stores to shared memory, each against a host model.
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define NB 37

__host__ __device__ static unsigned hashu(unsigned x)
{
    x ^= x >> 16;
    x *= 0x7feb352du;
    x ^= x >> 15;
    x *= 0x846ca68bu;
    x ^= x >> 16;
    return x;
}
__host__ __device__ static unsigned val(int b, int t) { return hashu((unsigned)(b * 4096 + t)) & 0xffff; }

/* 100 threads: warp totals, then each thread of warps 1-3 adds the total of the warp before */
__global__ void prev_warp(unsigned *out)
{
    __shared__ unsigned sums[4];
    int t = threadIdx.x, lane = t % 32, warp = t / 32;
    unsigned v = val(blockIdx.x, t);
    if (lane == 0) sums[warp] = v * 3u + (unsigned)warp;
    __syncthreads();
    if (warp > 0) v += sums[warp - 1];
    out[blockIdx.x * 100 + t] = v;
}

/* 48 x 3 threads: per row, the value of chunk tid.x >> 5 */
__global__ void rows2d(unsigned *out)
{
    __shared__ unsigned s[3][2];
    int x = threadIdx.x, y = threadIdx.y;
    unsigned v = val(blockIdx.x, y * 48 + x);
    if (x % 32 == 0) s[y][x / 32] = v ^ 0x5555u;
    __syncthreads();
    if (x >= 7) v += s[y][x >> 5];
    out[(blockIdx.x * 3 + y) * 48 + x] = v;
}

/* 200 threads, a guard that starts inside a chunk, and tid.x >> 6 */
__global__ void guard_shift6(unsigned *out, int from)
{
    __shared__ unsigned s[4];
    int t = threadIdx.x;
    unsigned v = val(blockIdx.x, t);
    if (t < 4) s[t] = v + 17u;
    __syncthreads();
    if (t >= from) v = v * 5u + s[t >> 6];
    out[blockIdx.x * 200 + t] = v;
}

/* 200 threads, the first `from` return after the barrier (the loop's bounds start inside a
 * chunk), a branch on the value */
__global__ void clipped(unsigned *out, int from)
{
    __shared__ unsigned s[4];
    int t = threadIdx.x;
    unsigned v = val(blockIdx.x, t);
    if (t < 4) s[t] = v + 17u;
    __syncthreads();
    if (t < from) return;
    if (v & 1) v = v * 5u + s[t >> 6];
    out[blockIdx.x * 200 + t] = v;
}

/* 128 threads: the loop after the barrier also writes shared memory (each thread its own
 * word, past the totals): the loads stay per thread */
__global__ void with_store(unsigned *out)
{
    __shared__ unsigned s[4 + 128];
    int t = threadIdx.x;
    unsigned v = val(blockIdx.x, t);
    if (t % 32 == 31) s[t / 32] = v;
    __syncthreads();
    if (t >= 32) v += s[t / 32 - 1];
    s[4 + t] = v;
    out[blockIdx.x * 128 + t] = v + s[4 + t];
}

static int fails;
static void expect(const char *k, int b, int t, unsigned got, unsigned want)
{
    if (got != want && fails++ < 10)
        fprintf(stderr, "warp_index_loads: %s block %d thread %d: got %u, expected %u\n", k, b, t, got, want);
}

int main(void)
{
    const int n1 = NB * 100, n2 = NB * 144, n3 = NB * 200, n4 = NB * 128, from = 45;
    unsigned *d1, *d2, *d3, *d4, *d5;
    cudaMalloc(&d1, n1 * 4);
    cudaMalloc(&d2, n2 * 4);
    cudaMalloc(&d3, n3 * 4);
    cudaMalloc(&d4, n4 * 4);
    cudaMalloc(&d5, n3 * 4);
    cudaMemset(d5, 0, n3 * 4);
    prev_warp<<<NB, 100>>>(d1);
    rows2d<<<NB, dim3(48, 3)>>>(d2);
    guard_shift6<<<NB, 200>>>(d3, from);
    with_store<<<NB, 128>>>(d4);
    clipped<<<NB, 200>>>(d5, from);
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) {
        printf("FAIL warp_index_loads: %s\n", cudaGetErrorString(e));
        return 1;
    }
    unsigned *h1 = (unsigned *)malloc(n1 * 4), *h2 = (unsigned *)malloc(n2 * 4), *h3 = (unsigned *)malloc(n3 * 4),
             *h4 = (unsigned *)malloc(n4 * 4), *h5 = (unsigned *)malloc(n3 * 4);
    cudaMemcpy(h1, d1, n1 * 4, cudaMemcpyDeviceToHost);
    cudaMemcpy(h2, d2, n2 * 4, cudaMemcpyDeviceToHost);
    cudaMemcpy(h3, d3, n3 * 4, cudaMemcpyDeviceToHost);
    cudaMemcpy(h4, d4, n4 * 4, cudaMemcpyDeviceToHost);
    cudaMemcpy(h5, d5, n3 * 4, cudaMemcpyDeviceToHost);
    unsigned sum = 0;
    for (int b = 0; b < NB; b++) {
        for (int t = 0; t < 100; t++) {
            int w = t / 32;
            unsigned v = val(b, t);
            if (w > 0) v += val(b, (w - 1) * 32) * 3u + (unsigned)(w - 1);
            expect("prev_warp", b, t, h1[b * 100 + t], v);
        }
        for (int y = 0; y < 3; y++)
            for (int x = 0; x < 48; x++) {
                unsigned v = val(b, y * 48 + x);
                if (x >= 7) v += val(b, y * 48 + (x >> 5) * 32) ^ 0x5555u;
                expect("rows2d", b, y * 48 + x, h2[(b * 3 + y) * 48 + x], v);
            }
        for (int t = 0; t < 200; t++) {
            unsigned v = val(b, t);
            if (t >= from) v = v * 5u + val(b, t >> 6) + 17u;
            expect("guard_shift6", b, t, h3[b * 200 + t], v);
            v = val(b, t);
            if (v & 1) v = v * 5u + val(b, t >> 6) + 17u;
            expect("clipped", b, t, h5[b * 200 + t], t < from ? 0u : v);
        }
        for (int t = 0; t < 128; t++) {
            unsigned v = val(b, t);
            if (t >= 32) v += val(b, (t / 32 - 1) * 32 + 31);
            expect("with_store", b, t, h4[b * 128 + t], v + v);
        }
    }
    for (int i = 0; i < n1; i++) sum = sum * 31 + h1[i];
    for (int i = 0; i < n2; i++) sum = sum * 31 + h2[i];
    for (int i = 0; i < n3; i++) sum = sum * 31 + h3[i];
    for (int i = 0; i < n4; i++) sum = sum * 31 + h4[i];
    for (int i = 0; i < n3; i++) sum = sum * 31 + h5[i];
    printf("digest %08x\n", sum);
    free(h1);
    free(h2);
    free(h3);
    free(h4);
    free(h5);
    cudaFree(d1);
    cudaFree(d2);
    cudaFree(d3);
    cudaFree(d4);
    cudaFree(d5);
    if (fails) {
        printf("FAIL warp_index_loads: %d mismatches\n", fails);
        return 1;
    }
    printf("PASS warp_index_loads: %d blocks of each kind\n", NB);
    return 0;
}
