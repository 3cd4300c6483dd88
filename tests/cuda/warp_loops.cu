// warp_loops: shuffle loops bounded by warpSize, as tutorials write them. CUDA 13 writes
// warpSize as WARP_SZ, so nvcc keeps these as loops; heddle unrolls a loop whose trip
// count follows from constants (cfg_unroll_warp_loops) and gives each shuffle its
// constant offset. A down-shuffle sum, an xor butterfly, an up-shuffle scan with
// `lane >= off`, the last warp of a block reduction under `if (tid < 32)` (the CUDA
// samples' reduce), loops whose bound is a kernel argument (not unrolled) or whose
// counter starts from a loaded value, a counter stepped in place, and a loop whose exit is
// a float compare of bit-cast counters (a review's case); all against the host.
#define NAME "warp_loops"
#include "check.h"
#include <cstring>

__global__ void loops(const int *in, int *out, int width) {
    int i = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x % warpSize;
    int v = in[i];
    int s = v;
    for (int off = warpSize / 2; off > 0; off /= 2) s += __shfl_down_sync(0xffffffffu, s, off);
    int x = v;
    for (int m = warpSize >> 1; m >= 1; m >>= 1) x = max(x, __shfl_xor_sync(0xffffffffu, x, m));
    int p = v;
    for (int off = 1; off < warpSize; off <<= 1) {
        int y = __shfl_up_sync(0xffffffffu, p, off);
        if (lane >= off) p += y;
    }
    int w = v; // bound from an argument: a loop of its own
    for (int off = width / 2; off > 0; off /= 2) w += __shfl_xor_sync(0xffffffffu, w, off, width);
    int q = v; // counter from memory
    for (int off = in[0] & 7; off > 0; off >>= 1) q += __shfl_down_sync(0xffffffffu, q, off);
    out[5 * i + 0] = s;
    out[5 * i + 1] = x;
    out[5 * i + 2] = p;
    out[5 * i + 3] = w;
    out[5 * i + 4] = q;
}

// a counter stepped in place (`add %r, %r, 1`), and a loop whose exit is a float compare of
// bit-cast counters (negative floats order opposite to their bits: 3 passes, not 1)
__global__ void odd_loops(const int *in, int *out) {
    int v = in[threadIdx.x], u = v;
#pragma unroll 1
    for (int k = 0; k < 5; k++) v += __shfl_xor_sync(0xffffffffu, v, 1 << k);
    unsigned kk = 0xF0000000u, kn;
    bool c;
#pragma unroll 1
    do {
        u += __shfl_xor_sync(0xffffffffu, u, (kk >> 26) & 31);
        kn = kk + 0x04000000u;
        c = __uint_as_float(kn) < __uint_as_float(kk);
        kk = kn;
    } while (c);
    out[2 * threadIdx.x] = v;
    out[2 * threadIdx.x + 1] = u;
}

static float bits_float(unsigned u) {
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}

template <unsigned blockSize>
__global__ void block_reduce(const int *in, int *out) {
    __shared__ int sdata[blockSize];
    unsigned tid = threadIdx.x;
    int mySum = in[blockIdx.x * blockSize + tid];
    sdata[tid] = mySum;
    __syncthreads();
    if (blockSize >= 256 && tid < 128) sdata[tid] = mySum = mySum + sdata[tid + 128];
    __syncthreads();
    if (blockSize >= 128 && tid < 64) sdata[tid] = mySum = mySum + sdata[tid + 64];
    __syncthreads();
    if (tid < 32) {
        if (blockSize >= 64) mySum += sdata[tid + 32];
        for (int offset = warpSize / 2; offset > 0; offset /= 2) mySum += __shfl_down_sync(0xffffffffu, mySum, offset);
    }
    if (tid == 0) out[blockIdx.x] = mySum;
}

static int h_down(const int *w, int lane, int off_start) { // a shuffle-down sum as the GPU does it
    int s[32];
    for (int l = 0; l < 32; l++) s[l] = w[l];
    for (int off = off_start; off > 0; off /= 2) {
        int t[32];
        for (int l = 0; l < 32; l++) t[l] = s[l] + (l + off < 32 ? s[l + off] : s[l]);
        for (int l = 0; l < 32; l++) s[l] = t[l];
    }
    return s[lane];
}

int main() {
    const int nb = 64, T = 128, n = nb * T, width = 8;
    int *h = (int *)malloc(n * sizeof(int)), *got = (int *)malloc(5 * n * sizeof(int)), *din, *dout;
    for (int i = 0; i < n; i++) h[i] = (int)((i * 2654435761u) >> 20) % 1000 - 300;
    h[0] = 6; // the loaded counter: 6, 3, 1
    CHECK(cudaMalloc((void **)&din, n * sizeof(int)));
    CHECK(cudaMalloc((void **)&dout, 5 * n * sizeof(int)));
    CHECK(cudaMemcpy(din, h, n * sizeof(int), cudaMemcpyHostToDevice));
    loops<<<nb, T>>>(din, dout, width);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(got, dout, 5 * n * sizeof(int), cudaMemcpyDeviceToHost));
    for (int wb = 0; wb < n; wb += 32) {
        const int *w = h + wb;
        int mx = w[0], pre = 0;
        for (int l = 0; l < 32; l++) mx = w[l] > mx ? w[l] : mx;
        for (int l = 0; l < 32; l++) {
            int i = wb + l, seg = l / width * width, ws = 0;
            pre += w[l];
            for (int k = 0; k < width; k++) ws += w[seg + k];
            int want[5] = {h_down(w, l, 16), mx, pre, ws, h_down(w, l, h[0] & 7)};
            for (int k = 0; k < 5; k++)
                EXPECT(got[5 * i + k] == want[k], "thread %d, loop %d: %d, expected %d", i, k, got[5 * i + k], want[k]);
        }
    }
    int *bs;
    CHECK(cudaMalloc((void **)&bs, (n / 256) * sizeof(int)));
    block_reduce<256><<<n / 256, 256>>>(din, bs);
    CHECK(cudaGetLastError());
    int hb[n / 256];
    CHECK(cudaMemcpy(hb, bs, sizeof hb, cudaMemcpyDeviceToHost));
    for (int b = 0; b < n / 256; b++) {
        int want = 0;
        for (int k = 0; k < 256; k++) want += h[b * 256 + k];
        EXPECT(hb[b] == want, "block reduce %d: %d, expected %d", b, hb[b], want);
    }
    int *od, go[64];
    CHECK(cudaMalloc((void **)&od, sizeof go));
    odd_loops<<<1, 32>>>(din, od);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(go, od, sizeof go, cudaMemcpyDeviceToHost));
    int all = 0, u[32];
    for (int l = 0; l < 32; l++) all += h[l], u[l] = h[l];
    unsigned kk = 0xF0000000u, kn;
    bool c;
    do {
        int t[32];
        for (int l = 0; l < 32; l++) t[l] = u[l] + u[l ^ ((kk >> 26) & 31)];
        memcpy(u, t, sizeof u);
        kn = kk + 0x04000000u;
        c = bits_float(kn) < bits_float(kk);
        kk = kn;
    } while (c);
    for (int l = 0; l < 32; l++) {
        EXPECT(go[2 * l] == all, "in-place counter, lane %d: %d, expected %d", l, go[2 * l], all);
        EXPECT(go[2 * l + 1] == u[l], "float-compare loop, lane %d: %d, expected %d", l, go[2 * l + 1], u[l]);
    }
    CHECK(cudaFree(od));
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
    CHECK(cudaFree(bs));
    free(h);
    free(got);
    printf("PASS " NAME "\n");
    return 0;
}
