// legacy_warp_sync: warp-synchronous code written for GPUs before Volta, as many ported
// programs and old samples have it: the last six steps of a shared-memory reduction run
// by one warp through a volatile pointer with no __syncwarp (Harris's warpReduce), a
// warp-wide prefix sum in volatile shared memory, and a half-warp variant (lanes 0..15
// only). Every lane's volatile loads of a step see the values the other lanes stored in
// the step before, as on the GPU: results equal the host's.
#include <cstdio>
#include <cstdlib>

#define NAME "legacy_warp_sync"
#include "check.h"

__device__ void warp_reduce(volatile int *s, unsigned tid) {
    s[tid] += s[tid + 32];
    s[tid] += s[tid + 16];
    s[tid] += s[tid + 8];
    s[tid] += s[tid + 4];
    s[tid] += s[tid + 2];
    s[tid] += s[tid + 1];
}

__global__ void reduce(const int *in, int *out) {
    __shared__ int s[256];
    unsigned tid = threadIdx.x;
    s[tid] = in[blockIdx.x * 256 + tid];
    __syncthreads();
    for (unsigned k = 128; k > 32; k >>= 1) {
        if (tid < k) s[tid] += s[tid + k];
        __syncthreads();
    }
    if (tid < 32) warp_reduce(s, tid);
    if (tid == 0) out[blockIdx.x] = s[0];
}

// inclusive scan of each warp's 32 values, Kogge-Stone in volatile shared memory
// (a warp's own half of a 64-entry window: lanes read 1, 2, 4, ... entries back)
__global__ void warp_scan(const int *in, int *out) {
    __shared__ int s[4][64];
    unsigned lane = threadIdx.x & 31, w = threadIdx.x >> 5;
    volatile int *v = s[w];
    v[lane] = 0;
    v[lane + 32] = in[blockIdx.x * 128 + threadIdx.x];
    unsigned i = lane + 32;
    v[i] += v[i - 1];
    v[i] += v[i - 2];
    v[i] += v[i - 4];
    v[i] += v[i - 8];
    v[i] += v[i - 16];
    out[blockIdx.x * 128 + threadIdx.x] = v[i];
}

// lanes 0..15 of warp 0 only
__global__ void half_warp(const int *in, int *out) {
    __shared__ int s[32];
    unsigned tid = threadIdx.x;
    s[tid] = in[blockIdx.x * 32 + tid];
    __syncthreads();
    if (tid < 16) {
        volatile int *v = s;
        v[tid] += v[tid + 16];
        v[tid] += v[tid + 8];
        v[tid] += v[tid + 4];
        v[tid] += v[tid + 2];
        v[tid] += v[tid + 1];
    }
    if (tid == 0) out[blockIdx.x] = s[0];
}

int main() {
    const int B = 64, N = B * 256;
    int *h = (int *)malloc(N * sizeof(int)), *o = (int *)malloc(N * sizeof(int));
    for (int i = 0; i < N; i++) h[i] = (i * 37) % 101 - 50;
    int *d, *r;
    CHECK(cudaMalloc(&d, N * sizeof(int)));
    CHECK(cudaMalloc(&r, N * sizeof(int)));
    CHECK(cudaMemcpy(d, h, N * sizeof(int), cudaMemcpyHostToDevice));

    reduce<<<B, 256>>>(d, r);
    CHECK(cudaMemcpy(o, r, B * sizeof(int), cudaMemcpyDeviceToHost));
    for (int b = 0; b < B; b++) {
        int want = 0;
        for (int i = 0; i < 256; i++) want += h[b * 256 + i];
        EXPECT(o[b] == want, "reduce: block %d: %d, expected %d", b, o[b], want);
    }

    warp_scan<<<N / 128, 128>>>(d, r);
    CHECK(cudaMemcpy(o, r, N * sizeof(int), cudaMemcpyDeviceToHost));
    for (int wp = 0; wp < N / 32; wp++) {
        int acc = 0;
        for (int l = 0; l < 32; l++) {
            acc += h[wp * 32 + l];
            EXPECT(o[wp * 32 + l] == acc, "scan: warp %d lane %d: %d, expected %d", wp, l, o[wp * 32 + l], acc);
        }
    }

    half_warp<<<N / 32, 32>>>(d, r);
    CHECK(cudaMemcpy(o, r, (N / 32) * sizeof(int), cudaMemcpyDeviceToHost));
    for (int b = 0; b < N / 32; b++) {
        int want = 0;
        for (int i = 0; i < 32; i++) want += h[b * 32 + i];
        EXPECT(o[b] == want, "half warp: block %d: %d, expected %d", b, o[b], want);
    }
    CHECK(cudaFree(d));
    CHECK(cudaFree(r));
    free(h);
    free(o);
    printf("PASS legacy_warp_sync\n");
    return 0;
}
