// bit_scan: __ffs, __ffsll, __brev, __brevll, __clz, __clzll and __popc of many words
// (zero, one bit, the top bit, all bits, hashed ones) against the host, and __clz(__brev(x)); and the shapes that
// use __ffs inside warp code: a leader from __activemask() in divergent code, a leader from
// __match_any_sync, a bit-by-bit walk (`while (m) { i = __ffs(m) - 1; m &= m - 1; }`), and
// a __brev whose result is used beside its __ffs. nvcc writes __ffs(x) as brev + bfind.shiftamt.
#define NAME "bit_scan"
#include "check.h"
#include <cstdint>

#define N 4096

__device__ __host__ static inline uint64_t mix(uint64_t x) {
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdull;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ull;
    return x ^ (x >> 33);
}

// word i: a few fixed patterns, then hashes thinned so that low bits are often zero
__device__ __host__ static inline uint64_t word(int i) {
    switch (i) {
    case 0: return 0;
    case 1: return 1;
    case 2: return 0x8000000000000000ull;
    case 3: return 0x80000000ull;
    case 4: return ~0ull;
    case 5: return 0x100000000ull;
    case 6: return 0xFFFFFFFF00000000ull;
    }
    uint64_t h = mix((uint64_t)i);
    return h << (mix((uint64_t)i + 77) % 64) & (i % 3 ? ~0ull : mix((uint64_t)i * 3));
}

struct Out {
    int ffs, ffsll, clz, clzll, popc, walk, ctz, ctzll; // ctz: __clz(__brev(x))
    unsigned brev, brev_ffs;
    unsigned long long brevll;
};

__global__ void bits(Out *o, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    uint64_t w = word(i);
    unsigned lo = (unsigned)w;
    Out r;
    r.ffs = __ffs((int)lo);
    r.ffsll = __ffsll((long long)w);
    r.clz = __clz((int)lo);
    r.clzll = __clzll((long long)w);
    r.popc = __popc(lo);
    r.ctz = __clz((int)__brev(lo));
    r.ctzll = __clzll((long long)__brevll(w));
    r.brev = __brev(lo);
    r.brevll = __brevll(w);
    r.brev_ffs = __brev(lo) + (unsigned)__ffs((int)lo); // the reversal is wanted too
    // walk the set bits of the high word, lowest first: a weighted sum of their positions
    unsigned m = (unsigned)(w >> 32);
    int s = 0, k = 1;
    while (m) {
        int b = __ffs((int)m) - 1;
        s += b * k++;
        m &= m - 1;
    }
    r.walk = s;
    o[i] = r;
}

// warp leaders: in divergent code each branch's active lanes elect their lowest lane, which
// adds how many lanes it leads; and a leader per distinct key of __match_any_sync
__global__ void leaders(const int *key, unsigned *count, unsigned *bykey, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x % 32;
    if (i < n && key[i] % 3 != 0) {
        unsigned act = __activemask();
        int leader = __ffs((int)act) - 1;
        if (lane == leader) atomicAdd(&count[0], (unsigned)__popc(act));
    } else {
        unsigned act = __activemask();
        int leader = __ffs((int)act) - 1;
        if (lane == leader) atomicAdd(&count[1], (unsigned)__popc(act));
    }
    int k = i < n ? key[i] : -1;
    unsigned peers = __match_any_sync(0xffffffffu, k);
    int leader = __ffs((int)peers) - 1;
    if (k >= 0 && lane == leader) atomicAdd(&bykey[k], (unsigned)__popc(peers));
}

static int h_ffs(uint64_t x, int bits) {
    for (int b = 0; b < bits; b++)
        if (x >> b & 1) return b + 1;
    return 0;
}
static int h_clz(uint64_t x, int bits) {
    for (int b = bits - 1; b >= 0; b--)
        if (x >> b & 1) return bits - 1 - b;
    return bits;
}
static uint64_t h_brev(uint64_t x, int bits) {
    uint64_t r = 0;
    for (int b = 0; b < bits; b++)
        if (x >> b & 1) r |= 1ull << (bits - 1 - b);
    return r;
}

int main() {
    Out *d, *h = (Out *)malloc(N * sizeof(Out));
    CHECK(cudaMalloc((void **)&d, N * sizeof(Out)));
    bits<<<N / 128, 128>>>(d, N);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, d, N * sizeof(Out), cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int i = 0; i < N && bad < fail_limit(); i++) {
        uint64_t w = word(i);
        unsigned lo = (unsigned)w, hi = (unsigned)(w >> 32);
        int walk = 0, k = 1;
        for (int b = 0; b < 32; b++)
            if (hi >> b & 1) walk += b * k++;
        Out want = {h_ffs(lo, 32), h_ffs(w, 64), h_clz(lo, 32), h_clz(w, 64), __builtin_popcount(lo), walk,
                    lo ? h_ffs(lo, 32) - 1 : 32, w ? h_ffs(w, 64) - 1 : 64,
                    (unsigned)h_brev(lo, 32), (unsigned)h_brev(lo, 32) + (unsigned)h_ffs(lo, 32), h_brev(w, 64)};
        const Out &g = h[i];
        if (g.ffs != want.ffs || g.ffsll != want.ffsll || g.clz != want.clz || g.clzll != want.clzll ||
            g.popc != want.popc || g.walk != want.walk || g.ctz != want.ctz || g.ctzll != want.ctzll || g.brev != want.brev || g.brev_ffs != want.brev_ffs ||
            g.brevll != want.brevll) {
            printf("word %d = 0x%016llx: ffs %d/%d ffsll %d/%d clz %d/%d clzll %d/%d popc %d/%d walk %d/%d "
                   "ctz %d/%d ctzll %d/%d brev 0x%x/0x%x brev+ffs 0x%x/0x%x brevll 0x%llx/0x%llx (got/expected)\n",
                   i, (unsigned long long)w, g.ffs, want.ffs, g.ffsll, want.ffsll, g.clz, want.clz, g.clzll,
                   want.clzll, g.popc, want.popc, g.walk, want.walk, g.ctz, want.ctz, g.ctzll, want.ctzll, g.brev, want.brev, g.brev_ffs, want.brev_ffs,
                   g.brevll, want.brevll);
            bad++;
        }
    }
    EXPECT(bad == 0, "%d words computed wrong", bad);

    const int n = 100000, nk = 40; // n not a multiple of the block: a partial last warp
    int *hk = (int *)malloc(n * sizeof(int)), *dk;
    unsigned want_count[2] = {0, 0}, want_key[nk] = {0}, got_count[2], got_key[nk];
    for (int i = 0; i < n; i++) {
        hk[i] = (int)(mix((uint64_t)i + 5) % nk);
        want_count[hk[i] % 3 != 0 ? 0 : 1]++;
        want_key[hk[i]]++;
    }
    unsigned *dc, *dbk;
    CHECK(cudaMalloc((void **)&dk, n * sizeof(int)));
    CHECK(cudaMalloc((void **)&dc, sizeof want_count));
    CHECK(cudaMalloc((void **)&dbk, sizeof want_key));
    CHECK(cudaMemcpy(dk, hk, n * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(dc, 0, sizeof want_count));
    CHECK(cudaMemset(dbk, 0, sizeof want_key));
    int threads = 256, blocks = (n + threads - 1) / threads;
    leaders<<<blocks, threads>>>(dk, dc, dbk, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(got_count, dc, sizeof got_count, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(got_key, dbk, sizeof got_key, cudaMemcpyDeviceToHost));
    // the else branch also counts the threads past n (their key is not read): every thread
    want_count[1] += (unsigned)(blocks * threads - n);
    EXPECT(got_count[0] == want_count[0] && got_count[1] == want_count[1],
           "activemask leaders counted %u and %u threads, expected %u and %u", got_count[0], got_count[1],
           want_count[0], want_count[1]);
    for (int k = 0; k < nk; k++)
        EXPECT(got_key[k] == want_key[k], "match leaders: key %d counted %u, expected %u", k, got_key[k], want_key[k]);
    CHECK(cudaFree(d));
    CHECK(cudaFree(dk));
    CHECK(cudaFree(dc));
    CHECK(cudaFree(dbk));
    free(h);
    free(hk);
    printf("PASS " NAME "\n");
    return 0;
}
