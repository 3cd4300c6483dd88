// wait_rounds: warps of a block that wait for each other round after round, inside a
// uniform loop, so that after a wait the warps of one block are in different rounds (the
// round counter and what is made of it differ between threads that run together); and
// tickets taken with atomicAdd while another warp polls the counter.
//   chain:   round r, warps add to done[r] one after another, in increasing warp order in
//            even rounds and decreasing in odd ones (a 1D block)
//   tickets: round r, warp w waits for done[r] >= 32 w, takes a ticket from cnt[r] and
//            adds to done[r] (a 2D block, a warp a row): warp w's tickets are [32w, 32w+32)
//   polls:   warp 0 takes tickets from a counter that warp 1 polls until it reaches 32,
//            with atomicMax(p, 0), or with a volatile load in a loop that also stores
#define NAME "wait_rounds"
#include "check.h"
#include <cstring>

__global__ void chain(int *done, int *fin, int R) {
    int warp = threadIdx.x / 32, nw = blockDim.x / 32;
    int *d = done + blockIdx.x * R;
#pragma unroll 1
    for (int r = 0; r < R; r++) {
        int pos = (r & 1) ? nw - 1 - warp : warp;
        while (*(volatile int *)&d[r] < 32 * pos) {
        }
        atomicAdd(&d[r], 1);
    }
    fin[blockIdx.x * blockDim.x + threadIdx.x] = 1;
}

__global__ void tickets(int *done, int *cnt, int *olds, int R) {
    int tid = threadIdx.y * 32 + threadIdx.x, warp = threadIdx.y, nt = blockDim.y * 32;
    int *d = done + blockIdx.x * R, *c = cnt + blockIdx.x * R;
#pragma unroll 1
    for (int r = 0; r < R; r++) {
        while (*(volatile int *)&d[r] < 32 * warp) {
        }
        olds[(blockIdx.x * R + r) * nt + tid] = atomicAdd(&c[r], 1);
        atomicAdd(&d[r], 1);
    }
}

__global__ void poll_max(int *cnt, int *olds, int *seen) {
    int lane = threadIdx.x & 31, *c = cnt + blockIdx.x;
    if (threadIdx.x < 32) olds[blockIdx.x * 32 + lane] = atomicAdd(c, 1);
    else {
        int v;
        while ((v = atomicMax(c, 0)) < 32) {
        }
        seen[blockIdx.x * 32 + lane] = v;
    }
}

__global__ void poll_store(int *cnt, int *olds, int *seen, int *polls) {
    int lane = threadIdx.x & 31, *c = cnt + blockIdx.x;
    if (threadIdx.x < 32) olds[blockIdx.x * 32 + lane] = atomicAdd(c, 1);
    else {
        int v, n = 0;
        while ((v = *(volatile int *)c) < 32) polls[blockIdx.x * 32 + lane] = ++n;
        seen[blockIdx.x * 32 + lane] = v;
    }
}

int main() {
    const int nb = 6, R = 5, nw = 4, nt = 32 * nw;
    int *done, *cnt, *olds, *fin, *seen, *polls;
    CHECK(cudaMallocManaged((void **)&done, nb * R * sizeof(int)));
    CHECK(cudaMallocManaged((void **)&cnt, nb * R * sizeof(int)));
    CHECK(cudaMallocManaged((void **)&olds, nb * R * nt * sizeof(int)));
    CHECK(cudaMallocManaged((void **)&fin, nb * nt * sizeof(int)));
    CHECK(cudaMallocManaged((void **)&seen, nb * 32 * sizeof(int)));
    CHECK(cudaMallocManaged((void **)&polls, nb * 32 * sizeof(int)));

    memset(done, 0, nb * R * sizeof(int));
    memset(fin, 0, nb * nt * sizeof(int));
    chain<<<nb, nt>>>(done, fin, R);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    for (int b = 0; b < nb; b++) {
        for (int r = 0; r < R; r++)
            EXPECT(done[b * R + r] == nt, "chain: done[%d][%d] = %d, expected %d", b, r, done[b * R + r], nt);
        for (int t = 0; t < nt; t++) EXPECT(fin[b * nt + t] == 1, "chain: thread %d of block %d did not finish", t, b);
    }

    memset(done, 0, nb * R * sizeof(int));
    memset(cnt, 0, nb * R * sizeof(int));
    tickets<<<nb, dim3(32, nw)>>>(done, cnt, olds, R);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    for (int b = 0; b < nb; b++)
        for (int r = 0; r < R; r++) {
            EXPECT(done[b * R + r] == nt && cnt[b * R + r] == nt, "tickets: block %d round %d: done %d, count %d", b,
                   r, done[b * R + r], cnt[b * R + r]);
            unsigned seen_t[nw] = {0};
            for (int t = 0; t < nt; t++) {
                int o = olds[(b * R + r) * nt + t];
                EXPECT(o / 32 == t / 32, "tickets: block %d round %d thread %d got %d", b, r, t, o);
                seen_t[t / 32] |= 1u << (o % 32);
            }
            for (int w = 0; w < nw; w++)
                EXPECT(seen_t[w] == 0xffffffffu, "tickets: block %d round %d warp %d: %08x", b, r, w, seen_t[w]);
        }

    for (int k = 0; k < 2; k++) {
        memset(cnt, 0, nb * sizeof(int));
        if (k == 0) poll_max<<<nb, 64>>>(cnt, olds, seen);
        else poll_store<<<nb, 64>>>(cnt, olds, seen, polls);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        for (int b = 0; b < nb; b++) {
            unsigned mask = 0;
            EXPECT(cnt[b] == 32, "%s: block %d's count %d", k ? "poll_store" : "poll_max", b, cnt[b]);
            for (int l = 0; l < 32; l++) {
                int o = olds[b * 32 + l];
                EXPECT(o >= 0 && o < 32 && !(mask >> o & 1), "%s: block %d lane %d got %d", k ? "poll_store" : "poll_max",
                       b, l, o);
                mask |= 1u << o;
                EXPECT(seen[b * 32 + l] == 32, "%s: block %d lane %d saw %d", k ? "poll_store" : "poll_max", b, l,
                       seen[b * 32 + l]);
            }
        }
    }
    CHECK(cudaFree(done));
    CHECK(cudaFree(cnt));
    CHECK(cudaFree(olds));
    CHECK(cudaFree(fin));
    CHECK(cudaFree(seen));
    CHECK(cudaFree(polls));
    printf("PASS " NAME "\n");
    return 0;
}
