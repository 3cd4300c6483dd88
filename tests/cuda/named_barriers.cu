// named_barriers: barriers 1..15 with a thread count (bar.sync a, b; bar.arrive a, b;
// barrier.sync / barrier.arrive), as warp-specialized kernels write them with inline PTX.
// A barrier with a count completes when that many threads (counted by warps: a warp arrives
// when its threads that have not exited do) have arrived at it, by sync or arrive; then it
// starts over. Cases:
//   1. producer/consumer: warps 0-1 fill a shared buffer and arrive at FULL (1), warps 2-3
//      wait at FULL, read it and arrive at EMPTY (2), where the producers wait before the
//      next round (ids and counts immediates);
//   2. two groups of two warps, each with its own barrier (id in a register, differs
//      between the groups) and a different number of rounds;
//   3. barrier.sync / barrier.arrive with the id and count from kernel parameters, and a
//      third warp that takes no part and never waits;
//   4. a warp that exited, and a last warp of 16 threads, which counts as 32;
//   5. a block of 48 threads (a partial second warp) at bar.sync 1, 64, and with half of
//      the first warp exited: 16 + 32 arrive, and the count is more than the block has;
//   6. bar.sync 0 with the block's thread count, as __syncthreads();
//   7. a barrier alone in its block (warps 0 and 2 at barrier 2) before a producer/consumer
//      pair on barrier 1;
//   8. two warps a round apart in a uniform loop: warp 1 waits at barrier 1 in round k, warp 0
//      arrives there in round k + 1, then each waits for the other at barrier 2.
#include <cstdio>
#include <cstdlib>
#include <vector>
#define NAME "named_barriers"
#include "check.h"

__device__ __forceinline__ void nb_sync(unsigned id, unsigned n)
{
    asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(n) : "memory");
}
__device__ __forceinline__ void nb_arrive(unsigned id, unsigned n)
{
    asm volatile("bar.arrive %0, %1;" ::"r"(id), "r"(n) : "memory");
}

// 1. blocks of 128 threads, rounds of 64 values
__global__ void prodcons(const int *in, int *out, int rounds)
{
    __shared__ int buf[64];
    int t = threadIdx.x, warp = t / 32;
    if (warp < 2) {
        for (int r = 0; r < rounds; r++) {
            if (r > 0)
                asm volatile("bar.sync 2, 128;" ::: "memory"); // EMPTY
            buf[t] = in[(blockIdx.x * rounds + r) * 64 + t] * (r + 1);
            asm volatile("bar.arrive 1, 128;" ::: "memory"); // FULL
        }
    } else {
        int c = t - 64, acc = 0;
        for (int r = 0; r < rounds; r++) {
            asm volatile("bar.sync 1, 128;" ::: "memory");
            acc += buf[(c + r) % 64] - (r & 1) * buf[(c + 17) % 64];
            asm volatile("bar.arrive 2, 128;" ::: "memory");
        }
        out[blockIdx.x * 64 + c] = acc;
    }
}

// 2. blocks of 128: group g (warps 2g, 2g+1) on barrier 3 + g, 5 + 3g rounds
__global__ void groups(int *out)
{
    __shared__ int v[128];
    int t = threadIdx.x, g = t / 64, l = t % 64;
    unsigned id = 3 + g;
    int x = t * 7 + 1 + blockIdx.x;
    for (int i = 0; i < 5 + 3 * g; i++) {
        v[t] = x;
        nb_sync(id, 64);
        x += v[g * 64 + (l + 1 + i) % 64] * (i + 1);
        nb_sync(id, 64);
    }
    out[blockIdx.x * 128 + t] = x;
}

// 3. blocks of 96: warp 0 publishes, warp 1 waits for it; warp 2 takes no part
__global__ void params(int *out, unsigned id, unsigned count)
{
    __shared__ int v[32];
    int t = threadIdx.x, warp = t / 32, l = t % 32;
    if (warp == 0) {
        v[l] = (l + 1) * (blockIdx.x + 3);
        asm volatile("barrier.arrive %0, %1;" ::"r"(id), "r"(count) : "memory");
        out[blockIdx.x * 96 + t] = -l;
    } else if (warp == 1) {
        asm volatile("barrier.sync %0, %1;" ::"r"(id), "r"(count) : "memory");
        out[blockIdx.x * 96 + t] = v[31 - l] + v[(l + 5) % 32];
    } else {
        out[blockIdx.x * 96 + t] = l * l;
    }
}

// 4. blocks of 80: warp 0 returns; warps 1 and 2 (48 threads: the last warp has 16) make 64
__global__ void exited(int *out)
{
    __shared__ int v[80];
    int t = threadIdx.x;
    if (t < 32)
        return;
    v[t] = t * 3 + blockIdx.x;
    nb_sync(1, 64);
    out[blockIdx.x * 80 + t] = v[32 + (t - 32 + 20) % 48];
}

// 5. blocks of 48 (the second warp has 16 threads); with `gone`, threads 16-31 return first:
// warp 0 then counts 16, warp 1 32, and the count 64 is more than the block's 48 threads
__global__ void partial(int *out, int gone)
{
    __shared__ int v[48];
    int t = threadIdx.x;
    if (gone && t >= 16 && t < 32)
        return;
    v[t] = t * 5 + blockIdx.x;
    nb_sync(1, 64);
    int s = 47 - t;
    out[blockIdx.x * 48 + t] = gone && s >= 16 && s < 32 ? -1 : v[s];
}

// 6. blocks of 64: bar.sync 0, 64 as __syncthreads()
__global__ void whole(int *out)
{
    __shared__ int v[64];
    int t = threadIdx.x;
    v[t] = t + blockIdx.x * 100;
    asm volatile("bar.sync 0, 64;" ::: "memory");
    int a = v[63 - t];
    asm volatile("bar.sync 0, 64;" ::: "memory");
    v[t] = a * 2;
    asm volatile("bar.sync 0, 64;" ::: "memory");
    out[blockIdx.x * 64 + t] = v[(t + 1) % 64];
}

// 7. blocks of 96
__global__ void alone(int *out)
{
    __shared__ int v[32];
    int w = threadIdx.x / 32, l = threadIdx.x % 32;
    if (w == 0) {
        asm volatile("bar.sync 2, 64;" ::: "memory");
        v[l] = (l + 1) * (blockIdx.x + 2);
        asm volatile("bar.arrive 1, 64;" ::: "memory");
    } else if (w == 1) {
        asm volatile("bar.sync 1, 64;" ::: "memory");
        out[blockIdx.x * 64 + l] = v[31 - l];
    } else {
        asm volatile("bar.sync 2, 64;" ::: "memory");
        out[blockIdx.x * 64 + 32 + l] = l * 3;
    }
}

// 8. blocks of 64, rounds 0..n
__global__ void apart(int *out, int n)
{
    int w = threadIdx.x / 32, l = threadIdx.x % 32;
#pragma unroll 1
    for (int k = 0; k <= n; k++) {
        if (w == 1 && k < n) {
            asm volatile("bar.sync 1, 64;" ::: "memory");
            out[(blockIdx.x * n + k) * 32 + l] = k * 100 + l + blockIdx.x;
            asm volatile("bar.arrive 2, 64;" ::: "memory");
        }
        if (w == 0 && k > 0) {
            asm volatile("bar.arrive 1, 64;" ::: "memory");
            asm volatile("bar.sync 2, 64;" ::: "memory");
        }
    }
}

static int *dev(size_t n)
{
    int *p;
    CHECK(cudaMalloc(&p, n * sizeof(int)));
    CHECK(cudaMemset(p, 0, n * sizeof(int)));
    return p;
}
static std::vector<int> back(const int *d, size_t n)
{
    std::vector<int> h(n);
    CHECK(cudaMemcpy(h.data(), d, n * sizeof(int), cudaMemcpyDeviceToHost));
    return h;
}
static int compare(const char *what, const std::vector<int> &got, const std::vector<int> &want)
{
    int bad = 0;
    for (size_t i = 0; i < want.size(); i++)
        if (got[i] != want[i] && bad++ < fail_limit())
            printf("%s[%zu] = %d, expected %d\n", what, i, got[i], want[i]);
    long long sum = 0;
    for (int v : got) sum = sum * 31 + v;
    printf("%s: %zu values, hash %lld\n", what, got.size(), sum);
    return bad;
}

int main(int argc, char **argv)
{
    int only = argc > 1 ? atoi(argv[1]) : 0; // one case alone (for probing a GPU)
    int bad = 0;
    if (!only || only == 1) { // 1
        const int blocks = 6, rounds = 40;
        std::vector<int> in((size_t)blocks * rounds * 64), want((size_t)blocks * 64);
        for (size_t i = 0; i < in.size(); i++) in[i] = (int)(i * 2654435761u % 1000) - 500;
        for (int b = 0; b < blocks; b++)
            for (int c = 0; c < 64; c++) {
                int acc = 0;
                for (int r = 0; r < rounds; r++) {
                    const int *row = &in[((size_t)b * rounds + r) * 64];
                    acc += row[(c + r) % 64] * (r + 1) - (r & 1) * row[(c + 17) % 64] * (r + 1);
                }
                want[b * 64 + c] = acc;
            }
        int *din = dev(in.size()), *dout = dev(want.size());
        CHECK(cudaMemcpy(din, in.data(), in.size() * sizeof(int), cudaMemcpyHostToDevice));
        prodcons<<<blocks, 128>>>(din, dout, rounds);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        bad += compare("prodcons", back(dout, want.size()), want);
        cudaFree(din);
        cudaFree(dout);
    }
    if (!only || only == 2) { // 2
        const int blocks = 5;
        std::vector<int> want((size_t)blocks * 128);
        for (int b = 0; b < blocks; b++)
            for (int g = 0; g < 2; g++) {
                int x[64];
                for (int l = 0; l < 64; l++) x[l] = (g * 64 + l) * 7 + 1 + b;
                for (int i = 0; i < 5 + 3 * g; i++) {
                    int v[64];
                    for (int l = 0; l < 64; l++) v[l] = x[l];
                    for (int l = 0; l < 64; l++) x[l] += v[(l + 1 + i) % 64] * (i + 1);
                }
                for (int l = 0; l < 64; l++) want[b * 128 + g * 64 + l] = x[l];
            }
        int *dout = dev(want.size());
        groups<<<blocks, 128>>>(dout);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        bad += compare("groups", back(dout, want.size()), want);
        cudaFree(dout);
    }
    if (!only || only == 3) { // 3
        const int blocks = 4;
        std::vector<int> want((size_t)blocks * 96);
        for (int b = 0; b < blocks; b++)
            for (int l = 0; l < 32; l++) {
                want[b * 96 + l] = -l;
                want[b * 96 + 32 + l] = (32 - l) * (b + 3) + ((l + 5) % 32 + 1) * (b + 3);
                want[b * 96 + 64 + l] = l * l;
            }
        int *dout = dev(want.size());
        params<<<blocks, 96>>>(dout, 7, 64);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        bad += compare("params", back(dout, want.size()), want);
        cudaFree(dout);
    }
    if (!only || only == 4) { // 4
        const int blocks = 3;
        std::vector<int> want((size_t)blocks * 80, 0);
        for (int b = 0; b < blocks; b++)
            for (int t = 32; t < 80; t++) want[b * 80 + t] = (32 + (t - 32 + 20) % 48) * 3 + b;
        int *dout = dev(want.size());
        exited<<<blocks, 80>>>(dout);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        bad += compare("exited", back(dout, want.size()), want);
        cudaFree(dout);
    }
    if (!only || only == 5) { // 5
        const int blocks = 3;
        for (int gone = 0; gone < 2; gone++) {
            std::vector<int> want((size_t)blocks * 48, 0);
            for (int b = 0; b < blocks; b++)
                for (int t = 0; t < 48; t++) {
                    int s = 47 - t;
                    if (gone && t >= 16 && t < 32) continue;
                    want[b * 48 + t] = gone && s >= 16 && s < 32 ? -1 : s * 5 + b;
                }
            int *dout = dev(want.size());
            partial<<<blocks, 48>>>(dout, gone);
            CHECK(cudaGetLastError());
            CHECK(cudaDeviceSynchronize());
            bad += compare(gone ? "partial(gone)" : "partial", back(dout, want.size()), want);
            cudaFree(dout);
        }
    }
    if (!only || only == 6) { // 6
        const int blocks = 3;
        std::vector<int> want((size_t)blocks * 64);
        for (int b = 0; b < blocks; b++)
            for (int t = 0; t < 64; t++) want[b * 64 + t] = ((63 - (t + 1) % 64) + b * 100) * 2;
        int *dout = dev(want.size());
        whole<<<blocks, 64>>>(dout);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        bad += compare("whole", back(dout, want.size()), want);
        cudaFree(dout);
    }
    if (!only || only == 7) { // 7
        const int blocks = 3;
        std::vector<int> want((size_t)blocks * 64);
        for (int b = 0; b < blocks; b++)
            for (int l = 0; l < 32; l++) {
                want[b * 64 + l] = (32 - l) * (b + 2);
                want[b * 64 + 32 + l] = l * 3;
            }
        int *dout = dev(want.size());
        alone<<<blocks, 96>>>(dout);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        bad += compare("alone", back(dout, want.size()), want);
        cudaFree(dout);
    }
    if (!only || only == 8) { // 8
        const int blocks = 3, n = 5;
        std::vector<int> want((size_t)blocks * n * 32);
        for (int b = 0; b < blocks; b++)
            for (int k = 0; k < n; k++)
                for (int l = 0; l < 32; l++) want[(b * n + k) * 32 + l] = k * 100 + l + b;
        int *dout = dev(want.size());
        apart<<<blocks, 64>>>(dout, n);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        bad += compare("apart", back(dout, want.size()), want);
        cudaFree(dout);
    }
    if (bad) {
        printf("FAIL " NAME ": %d mismatches\n", bad);
        return 1;
    }
    printf("PASS " NAME "\n");
    return 0;
}
