// counter_atomics: atomicAdd on one counter whose old value the threads use, as stream
// compaction, work queues and "last block" reductions use it (heddle adds up the operands
// of the threads that reach such an atomic together and makes one atomic of them; each
// thread gets the old value of its place in thread order). Checked by what any order of
// the atomics gives: the slots handed out are distinct and cover [0, total) exactly.
//   compaction, one atomicAdd(&count, 1) per kept element (32- and 64-bit counters)
//   compaction with one atomic per warp (__ballot_sync, __popc, __shfl_sync)
//   operands that differ per thread (0 included): the ranges [old, old + v) tile the total
//   a work queue: threads take items with atomicAdd(&next, 1) until none are left
//   the last block to finish (__threadfence, atomicAdd(&done, 1)) sums the others' parts
//   a counter that some threads add to without reading (held updates) and others read
//   a ticket lock per block: each thread waits for its turn, its warp's other lanes too
#define NAME "counter_atomics"
#include "check.h"
#include <algorithm>
#include <vector>

__global__ void compact(const unsigned *in, unsigned *out, unsigned *count, int n, unsigned thr) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && in[i] > thr) out[atomicAdd(count, 1u)] = in[i];
}

__global__ void compact64(const unsigned *in, unsigned *out, unsigned long long *count, int n, unsigned thr) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && in[i] > thr) out[atomicAdd(count, 1ull)] = in[i];
}

__global__ void compact_warp(const unsigned *in, unsigned *out, unsigned *count, int n, unsigned thr) {
    int i = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x & 31;
    unsigned v = i < n ? in[i] : 0;
    bool keep = i < n && v > thr;
    unsigned mask = __ballot_sync(0xffffffffu, keep);
    unsigned base = 0;
    if (lane == 0 && mask) base = atomicAdd(count, __popc(mask));
    base = __shfl_sync(0xffffffffu, base, 0);
    if (keep) out[base + __popc(mask & ((1u << lane) - 1))] = v;
}

__global__ void ranges(unsigned *count, unsigned *old, unsigned *amount, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned v = (i * 7u + (i >> 5)) % 5u; // 0 to 4
    amount[i] = v;
    old[i] = atomicAdd(count, v);
}

__global__ void queue(unsigned *next, int n, unsigned *done, unsigned *by) {
    unsigned i;
    while ((i = atomicAdd(next, 1u)) < (unsigned)n) {
        atomicAdd(&done[i], 1u);
        by[i] = blockIdx.x * blockDim.x + threadIdx.x;
    }
}

__global__ void last_block(const int *in, int n, int *part, unsigned *done, int *total) {
    __shared__ int s[256];
    __shared__ bool last;
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    s[threadIdx.x] = i < n ? in[i] : 0;
    __syncthreads();
    for (int k = blockDim.x / 2; k > 0; k >>= 1) {
        if (threadIdx.x < k) s[threadIdx.x] += s[threadIdx.x + k];
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        part[blockIdx.x] = s[0];
        __threadfence();
        last = atomicAdd(done, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (last && threadIdx.x == 0) {
        int t = 0;
        for (int b = 0; b < gridDim.x; b++) t += ((volatile int *)part)[b];
        *total = t;
    }
}

__global__ void mixed(unsigned *count, unsigned *got, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    if (threadIdx.x % 32 == 0) atomicAdd(count, 1000u); // its old value unread
    else got[i] = atomicAdd(count, 1u);
}

// a ticket lock in each block: every thread takes a ticket and waits for its turn (threads
// of one warp too), then adds to the block's total under the lock and lets the next in
__global__ void tickets(unsigned *ticket, unsigned *serving, unsigned *total, unsigned *order) {
    unsigned b = blockIdx.x, my = atomicAdd(&ticket[b], 1u);
    while (atomicAdd(&serving[b], 0u) != my) {
    }
    unsigned t = ((volatile unsigned *)total)[b];
    ((volatile unsigned *)total)[b] = t + threadIdx.x + 1;
    order[b * blockDim.x + my] = threadIdx.x;
    __threadfence();
    atomicAdd(&serving[b], 1u);
}

static unsigned hash(unsigned x) {
    x ^= x >> 16;
    x *= 0x7feb352du;
    x ^= x >> 15;
    x *= 0x846ca68bu;
    return x ^ (x >> 16);
}

// the multiset of out[0, m) equals that of the elements of in above thr
static void check_compaction(const char *what, const std::vector<unsigned> &in, const unsigned *out, unsigned long long m,
                             unsigned thr) {
    std::vector<unsigned> want, got(out, out + m);
    for (unsigned v : in)
        if (v > thr) want.push_back(v);
    EXPECT(m == want.size(), "%s: %llu kept, expected %zu", what, m, want.size());
    std::sort(want.begin(), want.end());
    std::sort(got.begin(), got.end());
    for (size_t k = 0; k < want.size(); k++)
        EXPECT(got[k] == want[k], "%s: element %zu of the sorted output is %u, expected %u", what, k, got[k], want[k]);
}

int main() {
    const int n = 1 << 20, T = 256, G = (n + T - 1) / T;
    const unsigned thr = 0x9000000u * 7; // keeps about 3/4
    std::vector<unsigned> h(n);
    for (int i = 0; i < n; i++) h[i] = hash(i);
    unsigned *in, *out, *cnt;
    unsigned long long *cnt64;
    unsigned *ho = (unsigned *)malloc(n * sizeof(unsigned)), *ha = (unsigned *)malloc(n * sizeof(unsigned)), hc = 0;
    CHECK(cudaMalloc((void **)&in, n * sizeof(unsigned)));
    CHECK(cudaMalloc((void **)&out, n * sizeof(unsigned)));
    CHECK(cudaMalloc((void **)&cnt, 2 * sizeof(unsigned)));
    CHECK(cudaMalloc((void **)&cnt64, sizeof(unsigned long long)));
    CHECK(cudaMemcpy(in, h.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice));

    for (int round = 0; round < 2; round++) {
        CHECK(cudaMemset(cnt, 0, sizeof(unsigned)));
        if (round == 0) compact<<<G, T>>>(in, out, cnt, n, thr);
        else compact_warp<<<G, T>>>(in, out, cnt, n, thr);
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(&hc, cnt, sizeof hc, cudaMemcpyDeviceToHost));
        CHECK(cudaMemcpy(ho, out, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
        check_compaction(round ? "compact_warp" : "compact", h, ho, hc, thr);
    }
    unsigned long long hc64 = 0;
    CHECK(cudaMemset(cnt64, 0, sizeof(unsigned long long)));
    compact64<<<G, 96>>>(in, out, cnt64, n, thr); // 3 warps a block, more blocks than the grid covers
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(&hc64, cnt64, sizeof hc64, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(ho, out, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
    {
        const int m = G * 96 < n ? G * 96 : n;
        std::vector<unsigned> part(h.begin(), h.begin() + m);
        check_compaction("compact64", part, ho, hc64, thr);
    }

    // ranges: every [old, old + v) with v > 0 is disjoint from the others and they cover
    // [0, total); the total is the sum
    const int nr = 100000;
    unsigned *old, *amount;
    CHECK(cudaMalloc((void **)&old, nr * sizeof(unsigned)));
    CHECK(cudaMalloc((void **)&amount, nr * sizeof(unsigned)));
    CHECK(cudaMemset(cnt, 0, sizeof(unsigned)));
    ranges<<<(nr + 127) / 128, 128>>>(cnt, old, amount, nr);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(&hc, cnt, sizeof hc, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(ho, old, nr * sizeof(unsigned), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(ha, amount, nr * sizeof(unsigned), cudaMemcpyDeviceToHost));
    {
        unsigned long long sum = 0;
        std::vector<unsigned char> cover;
        for (int i = 0; i < nr; i++) sum += ha[i];
        EXPECT(hc == sum, "ranges: total %u, expected %llu", hc, sum);
        cover.assign(sum, 0);
        for (int i = 0; i < nr; i++)
            for (unsigned k = 0; k < ha[i]; k++) {
                EXPECT(ho[i] + k < sum, "ranges: thread %d got %u for %u, past the total %llu", i, ho[i], ha[i], sum);
                EXPECT(!cover[ho[i] + k], "ranges: thread %d's [%u, %u) overlaps another's", i, ho[i], ho[i] + ha[i]);
                cover[ho[i] + k] = 1;
            }
        for (int i = 0; i < nr; i++) // a zero operand gets a value some order gives: at most the total
            EXPECT(ho[i] <= sum, "ranges: thread %d (adding 0) got %u, past the total %llu", i, ho[i], sum);
    }

    // a work queue: every item taken exactly once, the counter past the end by one per thread
    const int items = 300000, qT = 128, qG = 40;
    unsigned *done, *by;
    CHECK(cudaMalloc((void **)&done, items * sizeof(unsigned)));
    CHECK(cudaMalloc((void **)&by, items * sizeof(unsigned)));
    CHECK(cudaMemset(done, 0, items * sizeof(unsigned)));
    CHECK(cudaMemset(cnt, 0, sizeof(unsigned)));
    queue<<<qG, qT>>>(cnt, items, done, by);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(&hc, cnt, sizeof hc, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(ho, done, items * sizeof(unsigned), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(ha, by, items * sizeof(unsigned), cudaMemcpyDeviceToHost));
    EXPECT(hc == (unsigned)(items + qT * qG), "queue: the counter ended at %u, expected %d", hc, items + qT * qG);
    for (int i = 0; i < items; i++) {
        EXPECT(ho[i] == 1, "queue: item %d taken %u times", i, ho[i]);
        EXPECT(ha[i] < (unsigned)(qT * qG), "queue: item %d taken by thread %u", i, ha[i]);
    }

    // the last block to finish adds up the blocks' parts
    int *vin, *part, *total, ht = 0;
    const int nl = 1000003, lG = (nl + 255) / 256;
    std::vector<int> hv(nl);
    long long want = 0;
    for (int i = 0; i < nl; i++) hv[i] = (int)(hash(i) % 201) - 100, want += hv[i];
    CHECK(cudaMalloc((void **)&vin, nl * sizeof(int)));
    CHECK(cudaMalloc((void **)&part, lG * sizeof(int)));
    CHECK(cudaMalloc((void **)&total, sizeof(int)));
    CHECK(cudaMemcpy(vin, hv.data(), nl * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(cnt, 0, sizeof(unsigned)));
    CHECK(cudaMemset(total, 0xff, sizeof(int)));
    last_block<<<lG, 256>>>(vin, nl, part, cnt, total);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(&ht, total, sizeof ht, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(&hc, cnt, sizeof hc, cudaMemcpyDeviceToHost));
    EXPECT(ht == want, "last_block: total %d, expected %lld", ht, want);
    EXPECT(hc == (unsigned)lG, "last_block: %u blocks counted, expected %d", hc, lG);

    // held updates and read ones on one counter: the read ones distinct, the total exact
    const int nm = 1 << 18;
    CHECK(cudaMemset(cnt, 0, sizeof(unsigned)));
    mixed<<<nm / 256, 256>>>(cnt, out, nm);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(&hc, cnt, sizeof hc, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(ho, out, nm * sizeof(unsigned), cudaMemcpyDeviceToHost));
    {
        const unsigned readers = nm - nm / 32, want_total = readers + 1000u * (nm / 32);
        EXPECT(hc == want_total, "mixed: total %u, expected %u", hc, want_total);
        std::vector<unsigned> g;
        for (int i = 0; i < nm; i++)
            if (i % 32) g.push_back(ho[i]);
        std::sort(g.begin(), g.end());
        for (size_t k = 1; k < g.size(); k++)
            EXPECT(g[k] != g[k - 1], "mixed: two threads read the old value %u", g[k]);
        EXPECT(g.back() < want_total, "mixed: an old value %u past the total %u", g.back(), want_total);
    }

    // ticket locks: each block's total is the sum of its threads' parts, each ticket used once
    const int tb = 24, tt = 96;
    unsigned *tk, *sv, *tot;
    CHECK(cudaMalloc((void **)&tk, tb * sizeof(unsigned)));
    CHECK(cudaMalloc((void **)&sv, tb * sizeof(unsigned)));
    CHECK(cudaMalloc((void **)&tot, tb * sizeof(unsigned)));
    CHECK(cudaMemset(tk, 0, tb * sizeof(unsigned)));
    CHECK(cudaMemset(sv, 0, tb * sizeof(unsigned)));
    CHECK(cudaMemset(tot, 0, tb * sizeof(unsigned)));
    CHECK(cudaMemset(out, 0xff, tb * tt * sizeof(unsigned)));
    tickets<<<tb, tt>>>(tk, sv, tot, out);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(ha, tot, tb * sizeof(unsigned), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(ho, out, tb * tt * sizeof(unsigned), cudaMemcpyDeviceToHost));
    for (int b = 0; b < tb; b++) {
        EXPECT(ha[b] == (unsigned)(tt * (tt + 1) / 2), "tickets: block %d's total %u, expected %d", b, ha[b],
               tt * (tt + 1) / 2);
        std::vector<unsigned> seen(tt, 0);
        for (int k = 0; k < tt; k++) {
            unsigned th = ho[b * tt + k];
            EXPECT(th < (unsigned)tt && !seen[th], "tickets: block %d's ticket %d went to thread %u", b, k, th);
            seen[th] = 1;
        }
    }
    CHECK(cudaFree(tk));
    CHECK(cudaFree(sv));
    CHECK(cudaFree(tot));

    CHECK(cudaFree(in));
    CHECK(cudaFree(out));
    CHECK(cudaFree(cnt));
    CHECK(cudaFree(cnt64));
    CHECK(cudaFree(old));
    CHECK(cudaFree(amount));
    CHECK(cudaFree(done));
    CHECK(cudaFree(by));
    CHECK(cudaFree(vin));
    CHECK(cudaFree(part));
    CHECK(cudaFree(total));
    free(ho);
    free(ha);
    printf("PASS " NAME "\n");
    return 0;
}
