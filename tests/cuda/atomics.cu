// atomics: every atomic function on int, unsigned int and unsigned long long
// (and long long min/max), in global memory and in shared memory, plus
// atomicAdd on float and double. Checks use order-independent facts only:
//  - add/sub/and/or/xor/min/max: the final value is fixed regardless of order;
//  - atomicAdd(&ticket, 1) returns every value 0..T-1 exactly once;
//  - atomicExch: the returned old values plus the final value are exactly the
//    initial value plus every exchanged value (a permutation);
//  - atomicInc/atomicDec with a limit count modulo (limit+1), and the old values
//    they return are a permutation of the counting sequence;
//  - atomicCAS: a lock-free increment loop reaches exactly T, and its successful
//    old values are a permutation of 0..T-1 (also for 64 bits);
//  - float/double atomicAdd of values that are multiples of 1/4 with sums far
//    below 2^24 (float) / 2^53 (double): exact in any order.
// 6 blocks of 256 threads; shared-memory results are per block.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>
#include <cuda_runtime.h>

#define NAME "atomics"
#define CHECK(call)                                                              \
    do {                                                                         \
        cudaError_t e_ = (call);                                                 \
        if (e_ != cudaSuccess) {                                                 \
            printf("FAIL " NAME ": %s:%d: %s returned %s\n", __FILE__, __LINE__, \
                   #call, cudaGetErrorName(e_));                                 \
            exit(1);                                                             \
        }                                                                        \
    } while (0)

#define BLOCKS 6
#define THREADS 256
#define T (BLOCKS * THREADS)
#define INC_LIMIT 100u
#define DEC_LIMIT 77u
#define DEC_START 50u

struct Globals {
    int add, sub, mn, mx, andv, orv, xorv, exch, casCounter;
    unsigned int uadd, inc, dec, umin, umax, ticket;
    unsigned long long ull_add, ull_exch, ull_cas, ull_min, ull_max, ull_and, ull_or, ull_xor;
    long long ll_min, ll_max;
    float fadd;
    double dadd;
};

// per-block results from shared memory
struct BlockRes {
    int add, sub, mn, mx, andv, orv, xorv, casCounter;
    unsigned int inc, dec, ticketOk;
    unsigned long long ull_add, ull_cas;
    float fadd;
    double dadd;
};

__device__ int valOf(int g) { return (g * 7919) % 1000 - 500; }

__global__ void atomicsKernel(Globals *G, int *exchOld, unsigned *incOld, unsigned *decOld,
                              unsigned *tickets, int *casOld, unsigned long long *ullExchOld,
                              unsigned long long *ullCasOld, BlockRes *B)
{
    int t = threadIdx.x;
    int g = blockIdx.x * blockDim.x + t;
    int v = valOf(g);

    // ---------------- global memory ----------------
    atomicAdd(&G->add, v);
    atomicSub(&G->sub, g);
    atomicMin(&G->mn, v);
    atomicMax(&G->mx, v);
    atomicAnd(&G->andv, ~(1 << (g % 31)));
    atomicOr(&G->orv, 1 << (g % 29));
    atomicXor(&G->xorv, (int)(g * 2654435761u));
    exchOld[g] = atomicExch(&G->exch, g + 1);
    atomicAdd(&G->uadd, 0x10001u * (unsigned)g);
    incOld[g] = atomicInc(&G->inc, INC_LIMIT);
    decOld[g] = atomicDec(&G->dec, DEC_LIMIT);
    atomicMin(&G->umin, 0x80000000u + (unsigned)(g * 13 % T));
    atomicMax(&G->umax, (unsigned)(g * 13 % T));
    tickets[g] = atomicAdd(&G->ticket, 1u);
    {
        int old = G->casCounter, assumed;
        do {
            assumed = old;
            old = atomicCAS(&G->casCounter, assumed, assumed + 1);
        } while (old != assumed);
        casOld[g] = old;
    }
    atomicAdd(&G->ull_add, ((unsigned long long)g << 32) | 1ull);
    ullExchOld[g] = atomicExch(&G->ull_exch, (unsigned long long)g << 40);
    {
        unsigned long long old = G->ull_cas, assumed;
        do {
            assumed = old;
            old = atomicCAS(&G->ull_cas, assumed, assumed + 0x100000000ull);
        } while (old != assumed);
        ullCasOld[g] = old;
    }
    atomicMin(&G->ull_min, 0xF000000000000000ull - (unsigned long long)g * 0x100000001ull);
    atomicMax(&G->ull_max, (unsigned long long)g * 0x100000001ull);
    atomicAnd(&G->ull_and, ~(1ull << (g % 63)));
    atomicOr(&G->ull_or, 1ull << (g % 61));
    atomicXor(&G->ull_xor, (unsigned long long)g * 0x9E3779B97F4A7C15ull);
    atomicMin(&G->ll_min, (long long)v * 10000000000LL);
    atomicMax(&G->ll_max, (long long)v * 10000000000LL);
    atomicAdd(&G->fadd, (float)v * 0.25f);
    atomicAdd(&G->dadd, (double)v * 0.25 + 1e9);

    // ---------------- shared memory ----------------
    __shared__ int s_add, s_sub, s_mn, s_mx, s_and, s_or, s_xor, s_cas;
    __shared__ unsigned s_inc, s_dec, s_ticket;
    __shared__ unsigned long long s_ull_add, s_ull_cas;
    __shared__ float s_fadd;
    __shared__ double s_dadd;
    __shared__ unsigned char seen[THREADS];
    if (t == 0) {
        s_add = 0;
        s_sub = 1000000;
        s_mn = 1 << 30;
        s_mx = -(1 << 30);
        s_and = -1;
        s_or = 0;
        s_xor = 0x12345678;
        s_cas = 0;
        s_inc = 0;
        s_dec = DEC_START;
        s_ticket = 0;
        s_ull_add = 0;
        s_ull_cas = 0;
        s_fadd = 0.0f;
        s_dadd = 0.0;
    }
    seen[t] = 0;
    __syncthreads();
    atomicAdd(&s_add, v);
    atomicSub(&s_sub, t);
    atomicMin(&s_mn, v);
    atomicMax(&s_mx, v);
    atomicAnd(&s_and, ~(1 << (t % 31)));
    atomicOr(&s_or, 1 << (t % 29));
    atomicXor(&s_xor, (int)(g * 2654435761u));
    atomicInc(&s_inc, INC_LIMIT);
    atomicDec(&s_dec, DEC_LIMIT);
    unsigned my = atomicAdd(&s_ticket, 1u);
    {
        int old = s_cas, assumed;
        do {
            assumed = old;
            old = atomicCAS(&s_cas, assumed, assumed + 3);
        } while (old != assumed);
    }
    atomicAdd(&s_ull_add, ((unsigned long long)t << 33) | 1ull);
    {
        unsigned long long old = s_ull_cas, assumed;
        do {
            assumed = old;
            old = atomicCAS(&s_ull_cas, assumed, assumed + 0x100000001ull);
        } while (old != assumed);
    }
    atomicAdd(&s_fadd, (float)v * 0.25f);
    atomicAdd(&s_dadd, (double)v * 0.5);
    __syncthreads();
    if (my < THREADS)
        seen[my] = 1; // each ticket exactly once -> all set
    __syncthreads();
    if (t == 0) {
        BlockRes *r = &B[blockIdx.x];
        r->add = s_add;
        r->sub = s_sub;
        r->mn = s_mn;
        r->mx = s_mx;
        r->andv = s_and;
        r->orv = s_or;
        r->xorv = s_xor;
        r->casCounter = s_cas;
        r->inc = s_inc;
        r->dec = s_dec;
        unsigned ok = 1;
        for (int k = 0; k < THREADS; k++)
            ok &= seen[k];
        r->ticketOk = ok && s_ticket == THREADS;
        r->ull_add = s_ull_add;
        r->ull_cas = s_ull_cas;
        r->fadd = s_fadd;
        r->dadd = s_dadd;
    }
}

static int hostVal(int g) { return (g * 7919) % 1000 - 500; }

#define EXPECT(cond, ...)                                    \
    do {                                                     \
        if (!(cond)) {                                       \
            printf("FAIL " NAME ": " __VA_ARGS__);           \
            printf("\n");                                    \
            return 1;                                        \
        }                                                    \
    } while (0)

int main()
{
    Globals h;
    h.add = 0;
    h.sub = 0;
    h.mn = 1 << 30;
    h.mx = -(1 << 30);
    h.andv = -1;
    h.orv = 0;
    h.xorv = 0x0badf00d;
    h.exch = 0;
    h.casCounter = 0;
    h.uadd = 5;
    h.inc = 0;
    h.dec = DEC_START;
    h.umin = 0xffffffffu;
    h.umax = 0;
    h.ticket = 0;
    h.ull_add = 0;
    h.ull_exch = 12345;
    h.ull_cas = 0;
    h.ull_min = ~0ull;
    h.ull_max = 0;
    h.ull_and = ~0ull;
    h.ull_or = 0;
    h.ull_xor = 0;
    h.ll_min = 0x7fffffffffffffffLL;
    h.ll_max = -0x7fffffffffffffffLL;
    h.fadd = 1.0f;
    h.dadd = 0.5;

    Globals *dG;
    BlockRes *dB;
    int *dExch, *dCas;
    unsigned *dInc, *dDec, *dTick;
    unsigned long long *dUE, *dUC;
    CHECK(cudaMalloc(&dG, sizeof(Globals)));
    CHECK(cudaMalloc(&dB, BLOCKS * sizeof(BlockRes)));
    CHECK(cudaMalloc(&dExch, T * sizeof(int)));
    CHECK(cudaMalloc(&dCas, T * sizeof(int)));
    CHECK(cudaMalloc(&dInc, T * sizeof(unsigned)));
    CHECK(cudaMalloc(&dDec, T * sizeof(unsigned)));
    CHECK(cudaMalloc(&dTick, T * sizeof(unsigned)));
    CHECK(cudaMalloc(&dUE, T * sizeof(unsigned long long)));
    CHECK(cudaMalloc(&dUC, T * sizeof(unsigned long long)));
    CHECK(cudaMemcpy(dG, &h, sizeof h, cudaMemcpyHostToDevice));
    atomicsKernel<<<BLOCKS, THREADS>>>(dG, dExch, dInc, dDec, dTick, dCas, dUE, dUC, dB);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    Globals r;
    BlockRes br[BLOCKS];
    std::vector<int> exch(T), cas(T);
    std::vector<unsigned> inc(T), dec(T), tick(T);
    std::vector<unsigned long long> ue(T), uc(T);
    CHECK(cudaMemcpy(&r, dG, sizeof r, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(br, dB, sizeof br, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(exch.data(), dExch, T * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(cas.data(), dCas, T * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(inc.data(), dInc, T * sizeof(unsigned), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(dec.data(), dDec, T * sizeof(unsigned), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(tick.data(), dTick, T * sizeof(unsigned), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(ue.data(), dUE, T * sizeof(unsigned long long), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(uc.data(), dUC, T * sizeof(unsigned long long), cudaMemcpyDeviceToHost));

    // ---------------- expected global values ----------------
    int wadd = 0, wsub = 0, wmn = 1 << 30, wmx = -(1 << 30), wand = -1, wor = 0,
        wxor = 0x0badf00d;
    unsigned wuadd = 5, wumin = 0xffffffffu, wumax = 0;
    unsigned long long wulladd = 0, wullmin = ~0ull, wullmax = 0, wulland = ~0ull, wullor = 0,
                       wullxor = 0;
    long long wllmin = 0x7fffffffffffffffLL, wllmax = -0x7fffffffffffffffLL;
    double wf = 1.0, wd = 0.5;
    for (int g = 0; g < T; g++) {
        int v = hostVal(g);
        wadd += v;
        wsub -= g;
        wmn = std::min(wmn, v);
        wmx = std::max(wmx, v);
        wand &= ~(1 << (g % 31));
        wor |= 1 << (g % 29);
        wxor ^= (int)(g * 2654435761u);
        wuadd += 0x10001u * (unsigned)g;
        wumin = std::min(wumin, 0x80000000u + (unsigned)(g * 13 % T));
        wumax = std::max(wumax, (unsigned)(g * 13 % T));
        wulladd += ((unsigned long long)g << 32) | 1ull;
        wullmin = std::min(wullmin, 0xF000000000000000ull - (unsigned long long)g * 0x100000001ull);
        wullmax = std::max(wullmax, (unsigned long long)g * 0x100000001ull);
        wulland &= ~(1ull << (g % 63));
        wullor |= 1ull << (g % 61);
        wullxor ^= (unsigned long long)g * 0x9E3779B97F4A7C15ull;
        wllmin = std::min(wllmin, (long long)v * 10000000000LL);
        wllmax = std::max(wllmax, (long long)v * 10000000000LL);
        wf += v * 0.25;
        wd += v * 0.25 + 1e9;
    }
    EXPECT(r.add == wadd, "global atomicAdd int expected %d got %d", wadd, r.add);
    EXPECT(r.sub == wsub, "global atomicSub expected %d got %d", wsub, r.sub);
    EXPECT(r.mn == wmn, "global atomicMin int expected %d got %d", wmn, r.mn);
    EXPECT(r.mx == wmx, "global atomicMax int expected %d got %d", wmx, r.mx);
    EXPECT(r.andv == wand, "global atomicAnd expected 0x%x got 0x%x", wand, r.andv);
    EXPECT(r.orv == wor, "global atomicOr expected 0x%x got 0x%x", wor, r.orv);
    EXPECT(r.xorv == wxor, "global atomicXor expected 0x%x got 0x%x", wxor, r.xorv);
    EXPECT(r.uadd == wuadd, "global atomicAdd unsigned expected %u got %u", wuadd, r.uadd);
    EXPECT(r.umin == wumin, "global atomicMin unsigned expected %u got %u", wumin, r.umin);
    EXPECT(r.umax == wumax, "global atomicMax unsigned expected %u got %u", wumax, r.umax);
    EXPECT(r.inc == T % (INC_LIMIT + 1), "global atomicInc final expected %u got %u",
           T % (INC_LIMIT + 1), r.inc);
    unsigned wdec = (unsigned)(((long)DEC_START - T) % (long)(DEC_LIMIT + 1) + (DEC_LIMIT + 1)) %
                    (DEC_LIMIT + 1);
    EXPECT(r.dec == wdec, "global atomicDec final expected %u got %u", wdec, r.dec);
    EXPECT(r.ticket == T, "global ticket counter expected %d got %u", T, r.ticket);
    EXPECT(r.casCounter == T, "global atomicCAS counter expected %d got %d", T, r.casCounter);
    EXPECT(r.ull_add == wulladd, "global atomicAdd ull expected 0x%llx got 0x%llx", wulladd,
           r.ull_add);
    EXPECT(r.ull_cas == (unsigned long long)T << 32, "global atomicCAS ull expected 0x%llx got 0x%llx",
           (unsigned long long)T << 32, r.ull_cas);
    EXPECT(r.ull_min == wullmin, "global atomicMin ull expected 0x%llx got 0x%llx", wullmin,
           r.ull_min);
    EXPECT(r.ull_max == wullmax, "global atomicMax ull expected 0x%llx got 0x%llx", wullmax,
           r.ull_max);
    EXPECT(r.ull_and == wulland, "global atomicAnd ull expected 0x%llx got 0x%llx", wulland,
           r.ull_and);
    EXPECT(r.ull_or == wullor, "global atomicOr ull expected 0x%llx got 0x%llx", wullor, r.ull_or);
    EXPECT(r.ull_xor == wullxor, "global atomicXor ull expected 0x%llx got 0x%llx", wullxor,
           r.ull_xor);
    EXPECT(r.ll_min == wllmin, "global atomicMin long long expected %lld got %lld", wllmin,
           r.ll_min);
    EXPECT(r.ll_max == wllmax, "global atomicMax long long expected %lld got %lld", wllmax,
           r.ll_max);
    EXPECT((double)r.fadd == wf, "global atomicAdd float expected %.9g got %.9g", wf, r.fadd);
    EXPECT(r.dadd == wd, "global atomicAdd double expected %.17g got %.17g", wd, r.dadd);

    // permutations
    {
        std::vector<long long> got, want;
        for (int g = 0; g < T; g++) got.push_back(exch[g]);
        got.push_back(r.exch);
        want.push_back(0);
        for (int g = 0; g < T; g++) want.push_back(g + 1);
        std::sort(got.begin(), got.end());
        for (size_t k = 0; k < want.size(); k++)
            EXPECT(got[k] == want[k], "atomicExch int: sorted old values [%zu] expected %lld got %lld", k,
                   want[k], got[k]);
    }
    {
        std::vector<unsigned long long> got(ue);
        got.push_back(r.ull_exch);
        std::sort(got.begin(), got.end());
        std::vector<unsigned long long> want;
        want.push_back(12345);
        for (int g = 0; g < T; g++) want.push_back((unsigned long long)g << 40);
        std::sort(want.begin(), want.end());
        for (size_t k = 0; k < want.size(); k++)
            EXPECT(got[k] == want[k], "atomicExch ull: sorted old values [%zu] expected 0x%llx got 0x%llx",
                   k, want[k], got[k]);
    }
    {
        std::vector<unsigned> si(inc), sd(dec), st(tick), wi, wdv;
        std::vector<int> sc(cas);
        std::vector<unsigned long long> su(uc);
        unsigned d = DEC_START;
        for (int k = 0; k < T; k++) {
            wi.push_back(k % (INC_LIMIT + 1));
            wdv.push_back(d);
            d = (d == 0 || d > DEC_LIMIT) ? DEC_LIMIT : d - 1;
        }
        std::sort(si.begin(), si.end());
        std::sort(sd.begin(), sd.end());
        std::sort(st.begin(), st.end());
        std::sort(sc.begin(), sc.end());
        std::sort(su.begin(), su.end());
        std::sort(wi.begin(), wi.end());
        std::sort(wdv.begin(), wdv.end());
        for (int k = 0; k < T; k++) {
            EXPECT(si[k] == wi[k], "atomicInc sorted old values [%d] expected %u got %u", k, wi[k], si[k]);
            EXPECT(sd[k] == wdv[k], "atomicDec sorted old values [%d] expected %u got %u", k, wdv[k], sd[k]);
            EXPECT(st[k] == (unsigned)k, "atomicAdd tickets sorted [%d] expected %d got %u", k, k, st[k]);
            EXPECT(sc[k] == k, "atomicCAS int old values sorted [%d] expected %d got %d", k, k, sc[k]);
            EXPECT(su[k] == (unsigned long long)k << 32,
                   "atomicCAS ull old values sorted [%d] expected 0x%llx got 0x%llx", k,
                   (unsigned long long)k << 32, su[k]);
        }
    }

    // ---------------- shared memory, per block ----------------
    for (int b = 0; b < BLOCKS; b++) {
        int sadd = 0, ssub = 1000000, smn = 1 << 30, smx = -(1 << 30), sand = -1, sor = 0,
            sxor = 0x12345678;
        unsigned long long sulladd = 0;
        double sf = 0, sdd = 0;
        for (int t = 0; t < THREADS; t++) {
            int g = b * THREADS + t;
            int v = hostVal(g);
            sadd += v;
            ssub -= t;
            smn = std::min(smn, v);
            smx = std::max(smx, v);
            sand &= ~(1 << (t % 31));
            sor |= 1 << (t % 29);
            sxor ^= (int)(g * 2654435761u);
            sulladd += ((unsigned long long)t << 33) | 1ull;
            sf += v * 0.25;
            sdd += v * 0.5;
        }
        unsigned sinc = THREADS % (INC_LIMIT + 1);
        unsigned sdec = (unsigned)(((long)DEC_START - THREADS) % (long)(DEC_LIMIT + 1) +
                                   (DEC_LIMIT + 1)) % (DEC_LIMIT + 1);
        const BlockRes &q = br[b];
        EXPECT(q.add == sadd, "block %d shared atomicAdd expected %d got %d", b, sadd, q.add);
        EXPECT(q.sub == ssub, "block %d shared atomicSub expected %d got %d", b, ssub, q.sub);
        EXPECT(q.mn == smn, "block %d shared atomicMin expected %d got %d", b, smn, q.mn);
        EXPECT(q.mx == smx, "block %d shared atomicMax expected %d got %d", b, smx, q.mx);
        EXPECT(q.andv == sand, "block %d shared atomicAnd expected 0x%x got 0x%x", b, sand, q.andv);
        EXPECT(q.orv == sor, "block %d shared atomicOr expected 0x%x got 0x%x", b, sor, q.orv);
        EXPECT(q.xorv == sxor, "block %d shared atomicXor expected 0x%x got 0x%x", b, sxor, q.xorv);
        EXPECT(q.casCounter == 3 * THREADS, "block %d shared atomicCAS expected %d got %d", b,
               3 * THREADS, q.casCounter);
        EXPECT(q.inc == sinc, "block %d shared atomicInc expected %u got %u", b, sinc, q.inc);
        EXPECT(q.dec == sdec, "block %d shared atomicDec expected %u got %u", b, sdec, q.dec);
        EXPECT(q.ticketOk == 1, "block %d shared ticket atomicAdd did not hand out 0..%d once each",
               b, THREADS - 1);
        EXPECT(q.ull_add == sulladd, "block %d shared atomicAdd ull expected 0x%llx got 0x%llx", b,
               sulladd, q.ull_add);
        EXPECT(q.ull_cas == (unsigned long long)THREADS * 0x100000001ull,
               "block %d shared atomicCAS ull expected 0x%llx got 0x%llx", b,
               (unsigned long long)THREADS * 0x100000001ull, q.ull_cas);
        EXPECT((double)q.fadd == sf, "block %d shared atomicAdd float expected %.9g got %.9g", b, sf,
               q.fadd);
        EXPECT(q.dadd == sdd, "block %d shared atomicAdd double expected %.17g got %.17g", b, sdd,
               q.dadd);
    }
    CHECK(cudaFree(dG));
    CHECK(cudaFree(dB));
    CHECK(cudaFree(dExch));
    CHECK(cudaFree(dCas));
    CHECK(cudaFree(dInc));
    CHECK(cudaFree(dDec));
    CHECK(cudaFree(dTick));
    CHECK(cudaFree(dUE));
    CHECK(cudaFree(dUC));
    printf("PASS " NAME "\n");
    return 0;
}
