// guarded_shared: loads of shared memory that only one side of a branch makes, at addresses
// that are out of the array (or the whole shared window) for the threads that do not take
// it (`if (warp > 0) v += sums[warp - 1]`, `if (t == 0) v += sh[t * far]`), of 1, 4 and 8
// bytes, from static and dynamic shared memory; and stores that only some lanes of a warp
// make between shuffles and a __syncwarp/__syncthreads (`if (lane == 0) sums[warp] = v`),
// to shared and global memory, read back by other lanes and warps. heddle loads the first
// before the branch (clamped into the window) and defers the second to the end of a warp's
// pass; every thread's result must be what the host computes, in full blocks, blocks with
// a partial last warp and 2D blocks.
#include <cstdio>
#include <cstdlib>
#include <vector>
#define NAME "guarded_shared"
#include "check.h"

__global__ void loads(const int *in, long long *out, int far)
{
    __shared__ int sh[256];
    __shared__ unsigned char bytes[256];
    __shared__ double dbl[64];
    extern __shared__ int dyn[];
    int t = threadIdx.y * blockDim.x + threadIdx.x, nt = blockDim.x * blockDim.y;
    int g = blockIdx.x * nt + t;
    for (int i = t; i < 256; i += nt) {
        sh[i] = in[(blockIdx.x * 256 + i) % 4096];
        bytes[i] = (unsigned char)(i * 7 + blockIdx.x);
        dyn[i] = i * 3 - blockIdx.x;
    }
    for (int i = t; i < 64; i += nt)
        dbl[i] = i * 0.25 + blockIdx.x;
    __syncthreads();
    int w = t / 32, lane = t % 32;
    long long v = t;
    if (w > 0)
        v += sh[(w * 32 - 1) % 256];
    if (lane < 8)
        v += sh[(lane * 37 + w) % 256] * 3;
    if (t == 0)
        v += sh[t * far];
    if (t % 3 == 1)
        v += bytes[(t * 5) % 256];
    if (w % 2)
        v += (long long)(dbl[(t * 11) % 64] * 4.0);
    if (lane > 20)
        v += dyn[(t * 13) % 256] * 5;
    if (t == nt - 1)
        v -= dyn[(nt - 1 - t) * far + 5];
    if (t == 0)
        v += dyn[(0 - t) * far + 7] * 7;
    out[g] = v;
}

static long long host_loads(const std::vector<int> &in, int bx, int t, int nt)
{
    int w = t / 32, lane = t % 32;
    long long v = t;
    auto sh = [&](int i) { return in[(bx * 256 + i) % 4096]; };
    if (w > 0) v += sh((w * 32 - 1) % 256);
    if (lane < 8) v += sh((lane * 37 + w) % 256) * 3;
    if (t == 0) v += sh(0);
    if (t % 3 == 1) v += (unsigned char)((t * 5) % 256 * 7 + bx);
    if (w % 2) v += (long long)((((t * 11) % 64) * 0.25 + bx) * 4.0);
    if (lane > 20) v += (((t * 13) % 256) * 3 - bx) * 5;
    if (t == nt - 1) v -= 5 * 3 - bx;
    if (t == 0) v += (7 * 3 - bx) * 7;
    return v;
}

__global__ void stores(const int *in, int *out, int *wsum, int *lane0)
{
    __shared__ int sums[32];
    __shared__ int quads[256];
    int t = threadIdx.y * blockDim.x + threadIdx.x, nt = blockDim.x * blockDim.y;
    int g = blockIdx.x * nt + t, lane = t % 32, w = t / 32;
    int v = in[g % 4096];
    for (int o = 16; o; o >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, o);
    if (lane % 4 == 1)
        quads[w * 8 + lane / 4] = v * lane;
    __syncwarp();
    int q = quads[w * 8 + (lane + 3) % 8];
    q = __shfl_xor_sync(0xffffffffu, q, 1);
    if (lane == 0)
        sums[w] = v + q;
    __syncthreads();
    int s = 0;
    for (int i = 0; i <= w; i++)
        s += sums[i];
    out[g] = s + q;
    int u = __shfl_up_sync(0xffffffffu, s, 1);
    if (lane == 31)
        wsum[g / 32] = u;
    if (lane == 0)
        lane0[g / 32] = s * 2;
}

int main()
{
    struct { int bx, by, blocks; } shapes[] = {{256, 1, 6}, {96, 1, 5}, {80, 1, 4}, {32, 3, 4}};
    std::vector<int> in(4096);
    for (int i = 0; i < 4096; i++)
        in[i] = (i * 2654435761u >> 20) % 1000 - 500;
    int *din;
    CHECK(cudaMalloc(&din, 4096 * sizeof(int)));
    CHECK(cudaMemcpy(din, in.data(), 4096 * sizeof(int), cudaMemcpyHostToDevice));
    for (auto &sh : shapes) {
        int nt = sh.bx * sh.by, n = nt * sh.blocks, nw = n / 32 + 1;
        long long *dl;
        int *dout, *dws, *dl0;
        CHECK(cudaMalloc(&dl, n * sizeof(long long)));
        CHECK(cudaMalloc(&dout, n * sizeof(int)));
        CHECK(cudaMalloc(&dws, nw * sizeof(int)));
        CHECK(cudaMalloc(&dl0, nw * sizeof(int)));
        for (int far : {1, 4096, 1 << 20}) { /* threads that do not take a branch: far out of the window */
            loads<<<sh.blocks, dim3(sh.bx, sh.by), 256 * sizeof(int)>>>(din, dl, far);
            CHECK(cudaGetLastError());
            std::vector<long long> h(n);
            CHECK(cudaMemcpy(h.data(), dl, n * sizeof(long long), cudaMemcpyDeviceToHost));
            for (int g = 0; g < n; g++) {
                long long want = host_loads(in, g / nt, g % nt, nt);
                EXPECT(h[g] == want, "loads, block %dx%d, far %d: out[%d] = %lld, expected %lld", sh.bx, sh.by, far, g,
                       h[g], want);
            }
        }
        if (nt % 32 == 0) { /* stores: whole warps (the shuffles name all 32 lanes) */
            CHECK(cudaMemset(dws, 0xff, nw * sizeof(int)));
            CHECK(cudaMemset(dl0, 0xff, nw * sizeof(int)));
            stores<<<sh.blocks, dim3(sh.bx, sh.by)>>>(din, dout, dws, dl0);
            CHECK(cudaGetLastError());
            std::vector<int> h(n), hws(nw), hl0(nw);
            CHECK(cudaMemcpy(h.data(), dout, n * sizeof(int), cudaMemcpyDeviceToHost));
            CHECK(cudaMemcpy(hws.data(), dws, nw * sizeof(int), cudaMemcpyDeviceToHost));
            CHECK(cudaMemcpy(hl0.data(), dl0, nw * sizeof(int), cudaMemcpyDeviceToHost));
            for (int b = 0; b < sh.blocks; b++) {
                int nwb = nt / 32;
                std::vector<int> red(nt), quads(256), qv(nt), sums(32), s(nt);
                for (int base = 0; base < nt; base += 32) { /* the __shfl_down tree, offsets 16..1: a
                                                              source past lane 31 gives the lane its own value */
                    std::vector<int> cur(32);
                    for (int l = 0; l < 32; l++) cur[l] = in[(b * nt + base + l) % 4096];
                    for (int o = 16; o; o >>= 1) {
                        std::vector<int> nx(32);
                        for (int l = 0; l < 32; l++) nx[l] = cur[l] + (l + o < 32 ? cur[l + o] : cur[l]);
                        cur = nx;
                    }
                    for (int l = 0; l < 32; l++) red[base + l] = cur[l];
                }
                for (int t = 0; t < nt; t++)
                    if (t % 32 % 4 == 1) quads[t / 32 * 8 + t % 32 / 4] = red[t] * (t % 32);
                for (int t = 0; t < nt; t++) qv[t] = quads[t / 32 * 8 + (t % 32 + 3) % 8];
                for (int t = 0; t < nt; t++) {
                    int q = qv[t ^ 1];
                    if (t % 32 == 0) sums[t / 32] = red[t] + q;
                }
                for (int t = 0; t < nt; t++) {
                    int w = t / 32, acc = 0;
                    for (int i = 0; i <= w; i++) acc += sums[i];
                    s[t] = acc;
                    int want = acc + qv[t ^ 1];
                    EXPECT(h[b * nt + t] == want, "stores, block %dx%d: out[%d] = %d, expected %d", sh.bx, sh.by,
                           b * nt + t, h[b * nt + t], want);
                }
                for (int w = 0; w < nwb; w++) {
                    int gw = (b * nt) / 32 + w;
                    EXPECT(hws[gw] == s[w * 32 + 30], "stores, block %dx%d: wsum[%d] = %d, expected %d", sh.bx, sh.by,
                           gw, hws[gw], s[w * 32 + 30]);
                    EXPECT(hl0[gw] == s[w * 32] * 2, "stores, block %dx%d: lane0[%d] = %d, expected %d", sh.bx, sh.by,
                           gw, hl0[gw], s[w * 32] * 2);
                }
            }
        }
        CHECK(cudaFree(dl));
        CHECK(cudaFree(dout));
        CHECK(cudaFree(dws));
        CHECK(cudaFree(dl0));
    }
    CHECK(cudaFree(din));
    printf("PASS " NAME "\n");
    return 0;
}
