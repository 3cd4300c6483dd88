// lookback_v2: a single-pass scan of block sums across a grid, with decoupled look-back as
// CUB does it: each tile publishes {status, value} with one st.relaxed.gpu.v2.u32 (first its
// own sum, status 1, then its inclusive prefix, status 2) and reads its predecessors' pairs
// with one ld.relaxed.gpu.v2.u32, waiting while a predecessor has published nothing.
// A read must never see a new status with an old value, and tiles wait only for tiles
// taken before them (a tile index from an atomic counter), so any order of the blocks
// completes. Checked against the host many times over, on grids of many blocks.
// test-flags: -arch=sm_75
#include <cstdio>
#include <cstdlib>
#include <vector>
#define NAME "lookback_v2"
#include "check.h"

#define TILE 256

__device__ void put_pair(unsigned *p, unsigned status, unsigned value)
{
    asm volatile("st.relaxed.gpu.v2.u32 [%0], {%1, %2};" ::"l"(p), "r"(status), "r"(value) : "memory");
}

__device__ void get_pair(const unsigned *p, unsigned &status, unsigned &value)
{
    asm volatile("ld.relaxed.gpu.v2.u32 {%0, %1}, [%2];" : "=r"(status), "=r"(value) : "l"(p) : "memory");
}

__global__ void scan_tiles(const unsigned *in, unsigned *excl, unsigned *pairs, unsigned *counter)
{
    __shared__ unsigned sums[TILE / 32], tile_s, prefix_s;
    if (threadIdx.x == 0) tile_s = atomicAdd(counter, 1u);
    __syncthreads();
    unsigned tile = tile_s;
    unsigned v = in[tile * TILE + threadIdx.x];
    for (int off = 16; off > 0; off /= 2) v += __shfl_down_sync(0xffffffffu, v, off);
    if (threadIdx.x % 32 == 0) sums[threadIdx.x / 32] = v;
    __syncthreads();
    if (threadIdx.x == 0) {
        unsigned agg = 0;
        for (int w = 0; w < TILE / 32; w++) agg += sums[w];
        unsigned prefix = 0;
        if (tile > 0) {
            put_pair(pairs + 2 * tile, 1u, agg);
            for (int j = (int)tile - 1; j >= 0; j--) {
                unsigned st, val;
                do get_pair(pairs + 2 * j, st, val);
                while (st == 0);
                prefix += val;
                if (st == 2) break;
            }
        }
        put_pair(pairs + 2 * tile, 2u, prefix + agg);
        prefix_s = prefix;
    }
    __syncthreads();
    if (threadIdx.x == 0) excl[tile] = prefix_s;
}

int main()
{
    const int tiles = 2048, n = tiles * TILE;
    std::vector<unsigned> h(n), got(tiles), want(tiles);
    for (int i = 0; i < n; i++) h[i] = (unsigned)((i * 2654435761u) >> 20) & 0xfff;
    unsigned s = 0;
    for (int t = 0; t < tiles; t++) {
        want[t] = s;
        for (int i = 0; i < TILE; i++) s += h[t * TILE + i];
    }
    unsigned *in, *excl, *pairs, *counter;
    CHECK(cudaMalloc(&in, n * sizeof(unsigned)));
    CHECK(cudaMalloc(&excl, tiles * sizeof(unsigned)));
    CHECK(cudaMalloc(&pairs, 2 * tiles * sizeof(unsigned)));
    CHECK(cudaMalloc(&counter, sizeof(unsigned)));
    CHECK(cudaMemcpy(in, h.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice));
    for (int rep = 0; rep < 20; rep++) {
        CHECK(cudaMemset(pairs, 0, 2 * tiles * sizeof(unsigned)));
        CHECK(cudaMemset(counter, 0, sizeof(unsigned)));
        CHECK(cudaMemset(excl, 0xff, tiles * sizeof(unsigned)));
        scan_tiles<<<tiles, TILE>>>(in, excl, pairs, counter);
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(got.data(), excl, tiles * sizeof(unsigned), cudaMemcpyDeviceToHost));
        for (int t = 0; t < tiles; t++)
            EXPECT(got[t] == want[t], "round %d: tile %d's prefix %u, expected %u", rep, t, got[t], want[t]);
    }
    CHECK(cudaFree(in));
    CHECK(cudaFree(excl));
    CHECK(cudaFree(pairs));
    CHECK(cudaFree(counter));
    printf("PASS " NAME "\n");
    return 0;
}
