// launch_shapes: one kernel launched with many block shapes. heddle compiles a kernel again
// for a launch shape it runs often (the shape a constant in its C); with
// HEDDLE_SPECIALIZE=sync, set here before the first launch, every shape's first launch
// already runs code compiled for that shape (up to four shapes a kernel; the rest run the
// general code), so each result below checks that code. A GPU ignores the variable.
//   a block-wide tree sum in shared memory (any block size: the tree's partner guarded)
//   per-warp __shfl_up_sync scans and a scan of the warp totals (blocks of 32 to 1024
//     threads, and a partial last warp)
//   a 2D/3D kernel indexing by threadIdx.x/y/z and blockDim.x/y/z with a barrier between
//     a shared-memory write and a read of another thread's element
//   each kernel launched again with shapes it ran before (the code kept for that shape)
#define NAME "launch_shapes"
#include "check.h"
#include <stdlib.h>
#include <vector>

__global__ void block_sum(const int *in, int *out, int n) {
    extern __shared__ int s[];
    unsigned nt = blockDim.x * blockDim.y * blockDim.z;
    unsigned t = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
    unsigned i = blockIdx.x * nt + t;
    s[t] = i < (unsigned)n ? in[i] : 0;
    __syncthreads();
    unsigned p = 1;
    while (p < nt) p <<= 1;
    for (unsigned h = p >> 1; h > 0; h >>= 1) {
        if (t < h && t + h < nt) s[t] += s[t + h];
        __syncthreads();
    }
    if (t == 0) out[blockIdx.x] = s[0];
}

__global__ void warp_scan(const int *in, int *out, int n) {
    __shared__ int sums[32];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    int v = i < n ? in[i] : 0;
    for (int off = 1; off < 32; off *= 2) {
        int y = __shfl_up_sync(0xffffffff, v, off);
        if (lane >= off) v += y;
    }
    if (lane == 31 || threadIdx.x == blockDim.x - 1) sums[warp] = v;
    __syncthreads();
    if (warp == 0) {
        int nw = (blockDim.x + 31) / 32;
        int s = lane < nw ? sums[lane] : 0;
        for (int off = 1; off < 32; off *= 2) {
            int y = __shfl_up_sync(0xffffffff, s, off);
            if (lane >= off) s += y;
        }
        sums[lane] = s;
    }
    __syncthreads();
    if (warp > 0) v += sums[warp - 1];
    if (i < n) out[i] = v;
}

__global__ void neighbours(const int *in, int *out) {
    extern __shared__ int s[];
    int nt = blockDim.x * blockDim.y * blockDim.z;
    int t = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
    int g = blockIdx.x * nt + t;
    s[t] = in[g] * 3 + threadIdx.y * 5 + threadIdx.z * 7;
    __syncthreads();
    int x = (threadIdx.x + 1) % blockDim.x, y = (threadIdx.y + blockDim.y - 1) % blockDim.y;
    int z = (threadIdx.z + 1) % blockDim.z;
    out[g] = s[x + blockDim.x * (y + blockDim.y * z)] - (int)(blockDim.x * 100 + blockDim.y * 10 + blockDim.z);
}

static int value(int i) { return (int)((i * 2654435761u) >> 20) % 1000 - 500; }

static void run_sum(dim3 b, int n) {
    int nt = b.x * b.y * b.z, nb = (n + nt - 1) / nt;
    std::vector<int> h(n), r(nb);
    for (int i = 0; i < n; i++) h[i] = value(i);
    int *in, *out;
    CHECK(cudaMalloc(&in, n * sizeof(int)));
    CHECK(cudaMalloc(&out, nb * sizeof(int)));
    CHECK(cudaMemcpy(in, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    block_sum<<<nb, b, nt * sizeof(int)>>>(in, out, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(r.data(), out, nb * sizeof(int), cudaMemcpyDeviceToHost));
    for (int k = 0; k < nb; k++) {
        int want = 0;
        for (int i = k * nt; i < (k + 1) * nt && i < n; i++) want += h[i];
        EXPECT(r[k] == want, "block_sum, blocks of %ux%ux%u, block %d: got %d, want %d", b.x, b.y, b.z, k, r[k], want);
    }
    CHECK(cudaFree(in));
    CHECK(cudaFree(out));
}

static void run_scan(int threads, int n) {
    int nb = (n + threads - 1) / threads;
    std::vector<int> h(n), r(n);
    for (int i = 0; i < n; i++) h[i] = value(i + 7);
    int *in, *out;
    CHECK(cudaMalloc(&in, n * sizeof(int)));
    CHECK(cudaMalloc(&out, n * sizeof(int)));
    CHECK(cudaMemcpy(in, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    warp_scan<<<nb, threads>>>(in, out, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(r.data(), out, n * sizeof(int), cudaMemcpyDeviceToHost));
    int s = 0;
    for (int i = 0; i < n; i++) {
        s = i % threads ? s + h[i] : h[i];
        EXPECT(r[i] == s, "warp_scan, blocks of %d, element %d: got %d, want %d", threads, i, r[i], s);
    }
    CHECK(cudaFree(in));
    CHECK(cudaFree(out));
}

static void run_neighbours(dim3 b, int nb) {
    int nt = b.x * b.y * b.z, n = nt * nb;
    std::vector<int> h(n), r(n);
    for (int i = 0; i < n; i++) h[i] = value(i + 11);
    int *in, *out;
    CHECK(cudaMalloc(&in, n * sizeof(int)));
    CHECK(cudaMalloc(&out, n * sizeof(int)));
    CHECK(cudaMemcpy(in, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    neighbours<<<nb, b, nt * sizeof(int)>>>(in, out);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(r.data(), out, n * sizeof(int), cudaMemcpyDeviceToHost));
    for (int k = 0; k < nb; k++)
        for (unsigned tz = 0; tz < b.z; tz++)
            for (unsigned ty = 0; ty < b.y; ty++)
                for (unsigned tx = 0; tx < b.x; tx++) {
                    unsigned x = (tx + 1) % b.x, y = (ty + b.y - 1) % b.y, z = (tz + 1) % b.z;
                    int src = k * nt + (int)(x + b.x * (y + b.y * z));
                    int want = h[src] * 3 + (int)y * 5 + (int)z * 7 - (int)(b.x * 100 + b.y * 10 + b.z);
                    int g = k * nt + (int)(tx + b.x * (ty + b.y * tz));
                    EXPECT(r[g] == want, "neighbours, blocks of %ux%ux%u, thread (%u,%u,%u) of block %d: got %d, want %d",
                           b.x, b.y, b.z, tx, ty, tz, k, r[g], want);
                }
    CHECK(cudaFree(in));
    CHECK(cudaFree(out));
}

int main() {
    setenv("HEDDLE_SPECIALIZE", "sync", 1);
    dim3 sums[] = {dim3(128), dim3(256), dim3(16, 16), dim3(100), dim3(7, 5, 3), dim3(1024), dim3(128)};
    for (dim3 b : sums) run_sum(b, 100000);
    int scans[] = {1024, 32, 96, 40, 1000, 256, 1024, 32};
    for (int t : scans) run_scan(t, 50000);
    dim3 nbs[] = {dim3(16, 16), dim3(32, 8), dim3(5, 7), dim3(1, 32), dim3(4, 4, 4), dim3(33, 3, 2), dim3(16, 16),
                  dim3(5, 7)};
    for (dim3 b : nbs) run_neighbours(b, 37);
    CHECK(cudaDeviceSynchronize());
    printf("PASS " NAME "\n");
    return 0;
}
