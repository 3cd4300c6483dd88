// tail_atomics: atomics whose old value goes unused at the end of a thread (atomicAdd(out,
// v) after a block reduction, one per thread, per warp, per block), which heddle may hold
// in a worker's queue and apply later, combined, checked against the host:
//  - every integer kind (add, and, or, xor, min, max on int, unsigned, unsigned long long,
//    long long) from every thread of many blocks, onto a few addresses and onto many;
//  - float and double adds of values whose sums are exact (any order gives the same bits);
//    a dot product, one element a thread, reduced per block, one atomicAdd a block, within
//    a tolerance;
//  - one thread's updates of one address keep its order (add then max, max then add);
//  - an atomic whose old value is read, and a load after an update, see their own thread's
//    update;
//  - a block that waits (a volatile load in a loop) for the updates of the blocks before it;
//  - a kernel that reads what the kernel before it added, in a stream and in a graph;
//  - loops that go on loading and storing after an update (a grid-stride histogram into a
//    parameter's bins and into a __device__ array), and an update followed by a load
//    through another parameter that points into the same allocation (it must see it).
#define NAME "tail_atomics"
#include "check.h"
#include <cmath>
#include <cstring>

struct Ints {
    int add, mn, mx, andv, orv, xorv;
    unsigned uadd, umn, umx, uand, uor, uxor;
    unsigned long long ladd, lmn, lmx, land, lor, lxor;
    long long smn, smx;
};

// one update of each kind from every thread, at its end (a kernel of 32-bit updates, one
// of 64-bit ones: heddle holds updates of one width in a kernel)
__global__ void every_kind32(Ints *g, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned h = (unsigned)i * 2654435761u;
    atomicAdd(&g->add, (int)(h >> 8) - (1 << 22));
    atomicMin(&g->mn, (int)h);
    atomicMax(&g->mx, (int)h);
    atomicAnd(&g->andv, (int)~(1u << (i % 31)));
    atomicOr(&g->orv, (int)(1u << (i % 29)));
    atomicXor(&g->xorv, (int)h);
    atomicAdd(&g->uadd, h);
    atomicMin(&g->umn, h | 0x100u);
    atomicMax(&g->umx, h & 0x7fffffffu);
    atomicAnd(&g->uand, ~(1u << (i % 32)) | (i >= 40 ? ~0u : 0u));
    atomicOr(&g->uor, 1u << (i % 32));
    atomicXor(&g->uxor, h >> 3);
}
__global__ void every_kind64(Ints *g, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned h = (unsigned)i * 2654435761u;
    unsigned long long w = (unsigned long long)h * 0x9e3779b97f4a7c15ull;
    atomicAdd(&g->ladd, w);
    atomicMin(&g->lmn, w | 1);
    atomicMax(&g->lmx, w >> 1);
    atomicAnd(&g->land, ~(1ull << (i % 64)));
    atomicOr(&g->lor, 1ull << (i % 61));
    atomicXor(&g->lxor, w);
    atomicMin(&g->smn, (long long)w);
    atomicMax(&g->smx, (long long)w);
}

// many addresses: a histogram whose update ends each thread
__global__ void hist(const int *key, int n, unsigned *bins) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) atomicAdd(&bins[key[i]], 1u + (unsigned)(i & 3));
}

// float and double adds of multiples of 1/8 below 2^12: every partial sum is exact
__global__ void exact_sums(float *fs, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) atomicAdd(&fs[i % 3], (float)(i % 97) * 0.125f);
}
// a float histogram whose bin is a key masked into range (nvcc ands the byte offset)
__global__ void masked_bins(const int *key, int n, float *fb) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) atomicAdd(&fb[(unsigned)key[i] % 64u], (float)(i & 7) * 0.25f);
}
__global__ void exact_sums64(double *ds, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) atomicAdd(&ds[i % 5], (double)(i % 97) * 128.0);
}

__device__ float warp_sum(float v) {
    for (int m = 16; m > 0; m >>= 1) v += __shfl_xor_sync(0xffffffff, v, m);
    return v;
}

// one element a thread; a block's sum by shuffles and shared memory; one atomicAdd a block
__global__ void dot(const float *a, const float *b, int n, float *out) {
    __shared__ float ws[8];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = warp_sum(i < n ? a[i] * b[i] : 0.0f);
    if (threadIdx.x % 32 == 0) ws[threadIdx.x / 32] = v;
    __syncthreads();
    if (threadIdx.x < 32) {
        v = warp_sum(threadIdx.x < blockDim.x / 32 ? ws[threadIdx.x] : 0.0f);
        if (threadIdx.x == 0) atomicAdd(out, v);
    }
}

// one thread's order on one address: y = max(0 + 5, 3) = 5, z = max(0, 7) + 1 = 8 (the
// other orders: 8 and 7); blocks after it add to w
__global__ void in_order(int *y, int *z, int *w) {
    if (blockIdx.x == 0 && threadIdx.x == 0) {
        atomicAdd(y, 5);
        atomicMax(y, 3);
        atomicMax(z, 7);
        atomicAdd(z, 1);
    } else atomicAdd(w, 1);
}

// the old value read (a ticket), and a load after an update: each sees this thread's
__global__ void reads_back(unsigned *ticket, unsigned *seen, unsigned *cnt, unsigned *after) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    seen[i] = atomicAdd(ticket, 1u);
    atomicAdd(&cnt[i % 4], 1u);
    after[i] = cnt[i % 4];
}

// blocks before the last add their number; the last one's first thread waits until all
// have arrived (a GPU runs them together), then reports the sum
__global__ void waits_for_sum(unsigned *sum, unsigned want, unsigned *got) {
    if (blockIdx.x + 1 < gridDim.x) {
        if (threadIdx.x == 0) atomicAdd(sum, blockIdx.x + 1);
        return;
    }
    if (threadIdx.x == 0) {
        unsigned s;
        while ((s = *(volatile unsigned *)sum) != want) {
        }
        *got = s;
    }
}

// grid-stride histograms: each update is followed by the next element's load
__device__ unsigned dbins[1000];
__global__ void hist_loop(const int *key, int n, unsigned *bins, unsigned *copy) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        atomicAdd(&bins[key[i]], 1u + (unsigned)(i & 3));
        copy[i] = (unsigned)key[i];
    }
}
__global__ void hist_sym(const int *key, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        atomicAdd(&dbins[key[i]], 1u + (unsigned)(i & 3));
}

// an update, then a load through q: where q is p, the load sees the update
__global__ void add_then_read(unsigned *p, const unsigned *q, unsigned *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    atomicAdd(&p[i], 1u);
    out[i] = q[i];
}

__global__ void add_one(unsigned *c) { atomicAdd(c, 1u); }
__global__ void copy_out(const unsigned *c, unsigned *out) {
    if (blockIdx.x == 0 && threadIdx.x == 0) *out = *c;
}

int main() {
    const int n = 1 << 20, T = 256, B = (n + T - 1) / T;
    // every integer kind
    Ints *g, h, init;
    init.add = 7; init.mn = 0x7fffffff; init.mx = (int)0x80000000u; init.andv = -1; init.orv = 0; init.xorv = 0x5a5a5a5a;
    init.uadd = 3; init.umn = ~0u; init.umx = 0; init.uand = ~0u; init.uor = 0; init.uxor = 0;
    init.ladd = 11; init.lmn = ~0ull; init.lmx = 0; init.land = ~0ull; init.lor = 0; init.lxor = 0;
    init.smn = 0x7fffffffffffffffll; init.smx = (long long)0x8000000000000000ull;
    CHECK(cudaMalloc(&g, sizeof *g));
    CHECK(cudaMemcpy(g, &init, sizeof init, cudaMemcpyHostToDevice));
    every_kind32<<<B, T>>>(g, n);
    every_kind64<<<B, T>>>(g, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(&h, g, sizeof h, cudaMemcpyDeviceToHost));
    Ints w = init;
    for (int i = 0; i < n; i++) {
        unsigned hh = (unsigned)i * 2654435761u;
        w.add += (int)(hh >> 8) - (1 << 22);
        if ((int)hh < w.mn) w.mn = (int)hh;
        if ((int)hh > w.mx) w.mx = (int)hh;
        w.andv &= (int)~(1u << (i % 31));
        w.orv |= (int)(1u << (i % 29));
        w.xorv ^= (int)hh;
        w.uadd += hh;
        if ((hh | 0x100u) < w.umn) w.umn = hh | 0x100u;
        if ((hh & 0x7fffffffu) > w.umx) w.umx = hh & 0x7fffffffu;
        w.uand &= ~(1u << (i % 32)) | (i >= 40 ? ~0u : 0u);
        w.uor |= 1u << (i % 32);
        w.uxor ^= hh >> 3;
        unsigned long long ww = (unsigned long long)hh * 0x9e3779b97f4a7c15ull;
        w.ladd += ww;
        if ((ww | 1) < w.lmn) w.lmn = ww | 1;
        if ((ww >> 1) > w.lmx) w.lmx = ww >> 1;
        w.land &= ~(1ull << (i % 64));
        w.lor |= 1ull << (i % 61);
        w.lxor ^= ww;
        if ((long long)ww < w.smn) w.smn = (long long)ww;
        if ((long long)ww > w.smx) w.smx = (long long)ww;
    }
    EXPECT(h.add == w.add && h.mn == w.mn && h.mx == w.mx, "int add/min/max %d %d %d, expected %d %d %d", h.add, h.mn,
           h.mx, w.add, w.mn, w.mx);
    EXPECT(h.andv == w.andv && h.orv == w.orv && h.xorv == w.xorv, "int and/or/xor %x %x %x, expected %x %x %x", h.andv,
           h.orv, h.xorv, w.andv, w.orv, w.xorv);
    EXPECT(h.uadd == w.uadd && h.umn == w.umn && h.umx == w.umx, "unsigned add/min/max %x %x %x, expected %x %x %x",
           h.uadd, h.umn, h.umx, w.uadd, w.umn, w.umx);
    EXPECT(h.uand == w.uand && h.uor == w.uor && h.uxor == w.uxor, "unsigned and/or/xor %x %x %x, expected %x %x %x",
           h.uand, h.uor, h.uxor, w.uand, w.uor, w.uxor);
    EXPECT(h.ladd == w.ladd && h.lmn == w.lmn && h.lmx == w.lmx, "u64 add/min/max %llx %llx %llx, expected %llx %llx %llx",
           h.ladd, h.lmn, h.lmx, w.ladd, w.lmn, w.lmx);
    EXPECT(h.land == w.land && h.lor == w.lor && h.lxor == w.lxor,
           "u64 and/or/xor %llx %llx %llx, expected %llx %llx %llx", h.land, h.lor, h.lxor, w.land, w.lor, w.lxor);
    EXPECT(h.smn == w.smn && h.smx == w.smx, "s64 min/max %llx %llx, expected %llx %llx", (unsigned long long)h.smn,
           (unsigned long long)h.smx, (unsigned long long)w.smn, (unsigned long long)w.smx);

    // a histogram of 1000 bins, keys clustered so that blocks hit few bins each
    int *key, *hk = (int *)malloc(n * sizeof(int));
    unsigned *bins, hb[1000], wb[1000] = {0};
    for (int i = 0; i < n; i++) hk[i] = (int)(((unsigned)(i / 64) * 7919u + (unsigned)i % 3) % 1000u);
    for (int i = 0; i < n; i++) wb[hk[i]] += 1u + (unsigned)(i & 3);
    CHECK(cudaMalloc(&key, n * sizeof(int)));
    CHECK(cudaMalloc(&bins, sizeof hb));
    CHECK(cudaMemcpy(key, hk, n * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(bins, 0, sizeof hb));
    hist<<<B, T>>>(key, n, bins);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hb, bins, sizeof hb, cudaMemcpyDeviceToHost));
    for (int k = 0; k < 1000; k++) EXPECT(hb[k] == wb[k], "bin %d: %u, expected %u", k, hb[k], wb[k]);

    // the same in grid-stride loops (into a parameter's bins, then a __device__ array)
    unsigned *copy, *hcopy = (unsigned *)malloc(n * sizeof(unsigned));
    CHECK(cudaMalloc(&copy, n * sizeof(unsigned)));
    CHECK(cudaMemset(bins, 0, sizeof hb));
    hist_loop<<<96, T>>>(key, n, bins, copy);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hb, bins, sizeof hb, cudaMemcpyDeviceToHost));
    for (int k = 0; k < 1000; k++) EXPECT(hb[k] == wb[k], "loop: bin %d: %u, expected %u", k, hb[k], wb[k]);
    CHECK(cudaMemcpy(hcopy, copy, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++) EXPECT(hcopy[i] == (unsigned)hk[i], "loop: copy[%d] = %u, expected %d", i, hcopy[i], hk[i]);
    memset(hb, 0, sizeof hb);
    CHECK(cudaMemcpyToSymbol(dbins, hb, sizeof hb));
    hist_sym<<<96, T>>>(key, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpyFromSymbol(hb, dbins, sizeof hb));
    for (int k = 0; k < 1000; k++) EXPECT(hb[k] == wb[k], "__device__ bins: bin %d: %u, expected %u", k, hb[k], wb[k]);

    // an update, then a load of the same word through another parameter
    {
        const int na = 64 * 256;
        unsigned *pa, *outa, *ho = (unsigned *)malloc(na * sizeof(unsigned));
        CHECK(cudaMalloc(&pa, 2 * na * sizeof(unsigned)));
        CHECK(cudaMalloc(&outa, na * sizeof(unsigned)));
        CHECK(cudaMemset(pa, 0, 2 * na * sizeof(unsigned)));
        for (int round = 0; round < 3; round++) {
            add_then_read<<<na / 256, 256>>>(pa, round == 2 ? pa + na : pa, outa);
            CHECK(cudaGetLastError());
            CHECK(cudaMemcpy(ho, outa, na * sizeof(unsigned), cudaMemcpyDeviceToHost));
            for (int i = 0; i < na; i++)
                EXPECT(ho[i] == (round == 2 ? 0u : round + 1u), "round %d: thread %d read %u, expected %u", round, i,
                       ho[i], round == 2 ? 0u : round + 1u);
        }
        free(ho);
        CHECK(cudaFree(pa));
        CHECK(cudaFree(outa));
    }

    // exact float and double sums
    float *fs, hf[3], wf[3] = {0, 0, 0};
    double *ds, hd[5], wd[5] = {0, 0, 0, 0, 0};
    const int ne = 60000;
    CHECK(cudaMalloc(&fs, sizeof hf));
    CHECK(cudaMalloc(&ds, sizeof hd));
    CHECK(cudaMemset(fs, 0, sizeof hf));
    CHECK(cudaMemset(ds, 0, sizeof hd));
    exact_sums<<<(ne + T - 1) / T, T>>>(fs, ne);
    exact_sums64<<<(ne + T - 1) / T, T>>>(ds, ne);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hf, fs, sizeof hf, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hd, ds, sizeof hd, cudaMemcpyDeviceToHost));
    for (int i = 0; i < ne; i++) {
        wf[i % 3] += (float)(i % 97) * 0.125f;
        wd[i % 5] += (double)(i % 97) * 128.0;
    }
    for (int k = 0; k < 3; k++) EXPECT(hf[k] == wf[k], "float sum %d: %.9g, expected %.9g", k, hf[k], wf[k]);
    for (int k = 0; k < 5; k++) EXPECT(hd[k] == wd[k], "double sum %d: %.17g, expected %.17g", k, hd[k], wd[k]);
    {
        float *fb, hb[64], wb[64] = {0};
        CHECK(cudaMalloc((void **)&fb, sizeof hb));
        CHECK(cudaMemset(fb, 0, sizeof hb));
        masked_bins<<<(n + T - 1) / T, T>>>(key, n, fb);
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(hb, fb, sizeof hb, cudaMemcpyDeviceToHost));
        for (int i = 0; i < n; i++) wb[(unsigned)hk[i] % 64u] += (float)(i & 7) * 0.25f;
        for (int k = 0; k < 64; k++) EXPECT(hb[k] == wb[k], "masked bin %d: %.9g, expected %.9g", k, hb[k], wb[k]);
        CHECK(cudaFree(fb));
    }

    // a dot product
    float *a, *b, *out, *ha = (float *)malloc(n * sizeof(float)), *hbv = (float *)malloc(n * sizeof(float)), got;
    double want = 0;
    for (int i = 0; i < n; i++) {
        ha[i] = (float)((i * 37) % 101 - 50) / 64.0f;
        hbv[i] = (float)((i * 11) % 89 - 44) / 32.0f;
        want += (double)ha[i] * hbv[i];
    }
    CHECK(cudaMalloc(&a, n * sizeof(float)));
    CHECK(cudaMalloc(&b, n * sizeof(float)));
    CHECK(cudaMalloc(&out, sizeof(float)));
    CHECK(cudaMemcpy(a, ha, n * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(b, hbv, n * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(out, 0, sizeof(float)));
    dot<<<B, T>>>(a, b, n, out);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(&got, out, sizeof got, cudaMemcpyDeviceToHost));
    EXPECT(fabs(got - want) <= 1e-4 * fabs(want) + 1e-2, "dot %.9g, expected %.9g", got, want);

    // one thread's order
    int *yzw, hy[3];
    CHECK(cudaMalloc(&yzw, sizeof hy));
    CHECK(cudaMemset(yzw, 0, sizeof hy));
    in_order<<<64, 64>>>(yzw, yzw + 1, yzw + 2);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hy, yzw, sizeof hy, cudaMemcpyDeviceToHost));
    EXPECT(hy[0] == 5 && hy[1] == 8 && hy[2] == 64 * 64 - 1, "in order: %d %d %d, expected 5 8 %d", hy[0], hy[1], hy[2],
           64 * 64 - 1);

    // reading back
    const int nr = 64 * 128;
    unsigned *ticket, *seen, *cnt, *after, *hs = (unsigned *)malloc(nr * sizeof(unsigned)),
                                           *hafter = (unsigned *)malloc(nr * sizeof(unsigned)), hc[4];
    CHECK(cudaMalloc(&ticket, sizeof(unsigned)));
    CHECK(cudaMalloc(&cnt, sizeof hc));
    CHECK(cudaMalloc(&seen, nr * sizeof(unsigned)));
    CHECK(cudaMalloc(&after, nr * sizeof(unsigned)));
    CHECK(cudaMemset(ticket, 0, sizeof(unsigned)));
    CHECK(cudaMemset(cnt, 0, sizeof hc));
    reads_back<<<64, 128>>>(ticket, seen, cnt, after);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hs, seen, nr * sizeof(unsigned), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hafter, after, nr * sizeof(unsigned), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hc, cnt, sizeof hc, cudaMemcpyDeviceToHost));
    {
        unsigned char *hit = (unsigned char *)calloc(nr, 1);
        for (int i = 0; i < nr; i++) {
            EXPECT(hs[i] < (unsigned)nr && !hit[hs[i]], "ticket %u of thread %d twice or out of range", hs[i], i);
            hit[hs[i]] = 1;
            EXPECT(hafter[i] >= 1 && hafter[i] <= (unsigned)nr / 4, "thread %d read %u after its update", i, hafter[i]);
        }
        for (int k = 0; k < 4; k++) EXPECT(hc[k] == (unsigned)nr / 4, "count %d: %u, expected %d", k, hc[k], nr / 4);
        free(hit);
    }

    // a block that waits for the others' updates
    unsigned *sum, *sgot, hsg;
    const int nw = 64;
    CHECK(cudaMalloc(&sum, sizeof(unsigned)));
    CHECK(cudaMalloc(&sgot, sizeof(unsigned)));
    CHECK(cudaMemset(sum, 0, sizeof(unsigned)));
    CHECK(cudaMemset(sgot, 0, sizeof(unsigned)));
    waits_for_sum<<<nw, 32>>>(sum, (unsigned)((nw - 1) * nw / 2), sgot);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(&hsg, sgot, sizeof hsg, cudaMemcpyDeviceToHost));
    EXPECT(hsg == (unsigned)((nw - 1) * nw / 2), "waiting block saw %u, expected %u", hsg, (nw - 1) * nw / 2);

    // the next kernel reads the sum: in a stream, then in a graph
    unsigned *c, *cout, hco[2];
    CHECK(cudaMalloc(&c, sizeof(unsigned)));
    CHECK(cudaMalloc(&cout, sizeof hco));
    cudaStream_t s;
    CHECK(cudaStreamCreate(&s));
    for (int round = 0; round < 2; round++) {
        CHECK(cudaMemsetAsync(c, 0, sizeof(unsigned), s));
        cudaGraph_t gr;
        cudaGraphExec_t ge;
        if (round) CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
        add_one<<<2048, 128, 0, s>>>(c);
        copy_out<<<1, 32, 0, s>>>(c, cout);
        add_one<<<512, 128, 0, s>>>(c);
        copy_out<<<1, 32, 0, s>>>(c, cout + 1);
        if (round) {
            CHECK(cudaStreamEndCapture(s, &gr));
            CHECK(cudaGraphInstantiate(&ge, gr, 0));
            CHECK(cudaGraphLaunch(ge, s));
        }
        CHECK(cudaStreamSynchronize(s));
        CHECK(cudaMemcpy(hco, cout, sizeof hco, cudaMemcpyDeviceToHost));
        EXPECT(hco[0] == 2048u * 128u && hco[1] == 2560u * 128u, "%s: the next kernels read %u and %u, expected %u and %u",
               round ? "graph" : "stream", hco[0], hco[1], 2048u * 128u, 2560u * 128u);
        if (round) {
            CHECK(cudaGraphExecDestroy(ge));
            CHECK(cudaGraphDestroy(gr));
        }
    }
    CHECK(cudaStreamDestroy(s));
    free(hk);
    free(hcopy);
    free(ha);
    free(hbv);
    free(hs);
    free(hafter);
    void *dev[] = {g, key, bins, copy, fs, ds, a, b, out, yzw, ticket, seen, cnt, after, sum, sgot, c, cout};
    for (void *p : dev) CHECK(cudaFree(p));
    printf("PASS " NAME "\n");
    return 0;
}
