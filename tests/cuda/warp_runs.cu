// warp_runs: straight lines of shuffles and votes with lane-local arithmetic between them,
// as unrolled reductions, scans, broadcasts and the match emulation of a radix sort are
// (heddle runs each such line once per warp: cfg_warp_runs). Blocks of 109 threads (a
// partial last warp) in which some lanes return first; a block-wide barrier followed by
// a scan that only warp 0 runs; a block scan whose lane predicates (lane >= 4) the warp
// scan after a barrier reads again, and a partial last block; butterfly, up, down, width-8 and index shuffles (constant
// and per-lane source lanes), ballots, any and all, 32-bit, float and double values. Each
// result is checked against a host model of PTX's rules (a source lane out of range gives
// the lane's own value, one that returned gives 0, as measured on an H100/H200).
#include <cuda_runtime.h>
#include <stdio.h>
#include <math.h>
#include <string.h>

#define NB 48
#define NT 109
#define K 13 /* results a thread */
#define NT2 256
#define NT3 352 /* 11 warps */
#define NB3 40
#define N3 (NB3 * NT3 - 77)

__host__ __device__ static unsigned hashu(unsigned x)
{
    x ^= x >> 16;
    x *= 0x7feb352du;
    x ^= x >> 15;
    x *= 0x846ca68bu;
    x ^= x >> 16;
    return x;
}

__host__ __device__ static unsigned val(int b, int t) { return hashu((unsigned)(t + b * 1000)) & 0xffff; }
__host__ __device__ static int leaves(unsigned v) { return v % 7 == 3; }

/* CUB's scan step: the shuffle's own predicate guards the add, and is read after the run */
__device__ __forceinline__ unsigned cub_step(unsigned x, int k)
{
    unsigned r;
    asm volatile("{ .reg .u32 r0; .reg .pred p; shfl.sync.up.b32 r0|p, %1, %2, 0, -1; @p add.u32 r0, r0, %1; mov.u32 %0, r0; }"
                 : "=r"(r)
                 : "r"(x), "r"(k));
    return r;
}

__global__ void runs(unsigned *out, double *dout)
{
    int tid = threadIdx.x, lane = tid & 31;
    unsigned v = val(blockIdx.x, tid);
    unsigned *o = out + ((size_t)blockIdx.x * NT + tid) * K;
    if (leaves(v)) return;
    unsigned m = __activemask();
    unsigned s = v; /* butterfly sum */
    for (int k = 16; k > 0; k >>= 1) s += __shfl_xor_sync(m, s, k);
    unsigned c = v; /* inclusive scan */
    for (int k = 1; k < 32; k <<= 1) {
        unsigned y = __shfl_up_sync(m, c, k);
        if (lane >= k) c += y;
    }
    float f = (float)(v % 1000) * 0.37f; /* float max, down */
    for (int k = 16; k > 0; k >>= 1) f = fmaxf(f, __shfl_down_sync(m, f, k));
    unsigned w = v; /* sums of 8 lanes */
    for (int k = 4; k > 0; k >>= 1) w += __shfl_down_sync(m, w, k, 8);
    unsigned b5 = __shfl_sync(m, v, 5); /* a constant source lane, then lanes of each lane's own */
    unsigned bv = __shfl_sync(m, v + b5, (tid * 7 + (int)(b5 & 3)) & 31);
    unsigned bal = __ballot_sync(m, (s ^ c) & 1);
    int any = __any_sync(m, c > 400000u), all = __all_sync(m, (w & 3) != 1);
    unsigned key = v & 15, peers = m; /* lanes of the same key, from four ballots */
    for (int bit = 0; bit < 4; bit++) {
        unsigned b = __ballot_sync(m, (key >> bit) & 1);
        peers &= ((key >> bit) & 1) ? b : ~b;
    }
    unsigned cs = v;
    for (int k = 1; k < 32; k <<= 1) cs = cub_step(cs, k);
    double d = v * 0.5 + lane; /* 64-bit values: two shuffles each */
    for (int k = 16; k > 0; k >>= 1) d += __shfl_down_sync(m, d, k);
    o[0] = s;
    o[1] = c;
    memcpy(&o[2], &f, 4);
    o[3] = w;
    o[4] = b5;
    o[5] = bv;
    o[6] = bal;
    o[7] = (unsigned)any;
    o[8] = (unsigned)all;
    o[9] = peers;
    o[10] = m;
    o[11] = 1;
    o[12] = cs;
    dout[(size_t)blockIdx.x * NT + tid] = d;
}

/* warp sums into shared memory, then warp 0 alone scans them, as CUB's raking scan does */
__global__ void group_scan(unsigned *out)
{
    __shared__ unsigned sums[NT2 / 32];
    int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
    unsigned v = hashu(tid * 3 + blockIdx.x) & 0xff;
    for (int k = 16; k > 0; k >>= 1) v += __shfl_xor_sync(0xffffffffu, v, k);
    if (lane == 0) sums[warp] = v;
    __syncthreads();
    if (warp == 0) {
        unsigned s = lane < NT2 / 32 ? sums[lane] : 0; /* CUB's steps: the last one's predicate is read after the run */
        for (int k = 1; k < 32; k <<= 1) s = cub_step(s, k);
        out[blockIdx.x * 32 + lane] = s;
    }
}

/* an inclusive scan of each block's NT3 values: warps scan, warp 0 scans their totals (its
 * lane predicates are the ones the warps' scan computed: nvcc computes them once) */
__global__ void block_scan(const unsigned *in, unsigned *out, int n)
{
    __shared__ unsigned sums[32];
    int i = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    unsigned v = i < n ? in[i] : 0;
    for (int off = 1; off < 32; off *= 2) {
        unsigned y = __shfl_up_sync(0xffffffffu, v, off);
        if (lane >= off) v += y;
    }
    if (lane == 31) sums[warp] = v;
    __syncthreads();
    if (warp == 0) {
        unsigned s = lane < NT3 / 32 ? sums[lane] : 0;
        for (int off = 1; off < 32; off *= 2) {
            unsigned y = __shfl_up_sync(0xffffffffu, s, off);
            if (lane >= off) s += y;
        }
        sums[lane] = s;
    }
    __syncthreads();
    if (warp > 0) v += sums[warp - 1];
    if (i < n) out[i] = v;
}

/* ---- the host model ---- */
enum { UP, DOWN, BFLY, IDX };
/* PTX's shfl for every lane of a warp: p[l] whether lane l takes part */
static void shfl(const unsigned *x, const int *p, int mode, const int *bl, unsigned c, unsigned *r)
{
    for (int l = 0; l < 32; l++) {
        unsigned b = (unsigned)bl[l] & 31, cv = c & 31, sm = (c >> 8) & 31;
        int max = (int)((l & sm) | (cv & ~sm)), mn = (int)(l & sm), j, ok;
        switch (mode) {
        case UP: j = l - (int)b, ok = j >= max; break;
        case DOWN: j = l + (int)b, ok = j <= max; break;
        case BFLY: j = l ^ (int)b, ok = j <= max; break;
        default: j = mn | (int)(b & ~sm), ok = j <= max; break;
        }
        r[l] = !ok ? x[l] : p[j] ? x[j] : 0;
    }
}
static void shfl_c(const unsigned *x, const int *p, int mode, int b, unsigned c, unsigned *r)
{
    int bl[32];
    for (int l = 0; l < 32; l++) bl[l] = b;
    shfl(x, p, mode, bl, c, r);
}

static int fails;
static void expect(int b, int t, int k, unsigned got, unsigned want)
{
    if (got != want && fails++ < 10)
        fprintf(stderr, "warp_runs: block %d thread %d result %d: got 0x%08x, expected 0x%08x\n", b, t, k, got, want);
}

static void check_runs(const unsigned *out, const double *dout)
{
    for (int b = 0; b < NB; b++)
        for (int w0 = 0; w0 < NT; w0 += 32) {
            unsigned v[32] = {0}, s[32], c[32], t[32], w[32], b5[32], bv[32], fv[32], x[32], hi[32], lo[32];
            int p[32] = {0}, bl[32];
            unsigned m = 0;
            for (int l = 0; l < 32 && w0 + l < NT; l++) {
                v[l] = val(b, w0 + l);
                p[l] = !leaves(v[l]);
                if (p[l]) m |= 1u << l;
            }
            memcpy(s, v, sizeof s);
            for (int k = 16; k > 0; k >>= 1) {
                shfl_c(s, p, BFLY, k, 0x1f, t);
                for (int l = 0; l < 32; l++) s[l] += t[l];
            }
            memcpy(c, v, sizeof c);
            for (int k = 1; k < 32; k <<= 1) {
                shfl_c(c, p, UP, k, 0, t);
                for (int l = 0; l < 32; l++) if (l >= k) c[l] += t[l];
            }
            float f[32];
            for (int l = 0; l < 32; l++) f[l] = (float)(v[l] % 1000) * 0.37f;
            for (int k = 16; k > 0; k >>= 1) {
                memcpy(fv, f, sizeof fv);
                shfl_c(fv, p, DOWN, k, 0x1f, t);
                for (int l = 0; l < 32; l++) {
                    float y;
                    memcpy(&y, &t[l], 4);
                    f[l] = fmaxf(f[l], y);
                }
            }
            memcpy(w, v, sizeof w);
            for (int k = 4; k > 0; k >>= 1) {
                shfl_c(w, p, DOWN, k, (24u << 8) | 0x1f, t);
                for (int l = 0; l < 32; l++) w[l] += t[l];
            }
            shfl_c(v, p, IDX, 5, 0x1f, b5);
            for (int l = 0; l < 32; l++) {
                x[l] = v[l] + b5[l];
                bl[l] = ((w0 + l) * 7 + (int)(b5[l] & 3)) & 31;
            }
            shfl(x, p, IDX, bl, 0x1f, bv);
            unsigned bal = 0, anyb = 0, allb = 0, peers[32];
            for (int l = 0; l < 32; l++) {
                if (!p[l]) continue;
                if ((s[l] ^ c[l]) & 1) bal |= 1u << l;
                if (c[l] > 400000u) anyb = 1;
                if ((w[l] & 3) != 1) allb |= 1u << l;
                peers[l] = 0;
                for (int j = 0; j < 32; j++)
                    if (p[j] && (v[j] & 15) == (v[l] & 15)) peers[l] |= 1u << j;
            }
            double d[32];
            for (int l = 0; l < 32; l++) d[l] = v[l] * 0.5 + l;
            for (int k = 16; k > 0; k >>= 1) {
                for (int l = 0; l < 32; l++) {
                    unsigned long long u;
                    memcpy(&u, &d[l], 8);
                    lo[l] = (unsigned)u, hi[l] = (unsigned)(u >> 32);
                }
                unsigned tl[32], th[32];
                shfl_c(lo, p, DOWN, k, 0x1f, tl);
                shfl_c(hi, p, DOWN, k, 0x1f, th);
                for (int l = 0; l < 32; l++) {
                    unsigned long long u = (unsigned long long)th[l] << 32 | tl[l];
                    double y;
                    memcpy(&y, &u, 8);
                    d[l] += y;
                }
            }
            for (int l = 0; l < 32 && w0 + l < NT; l++) {
                int tid = w0 + l;
                const unsigned *o = out + ((size_t)b * NT + tid) * K;
                if (!p[l]) {
                    expect(b, tid, 11, o[11], 0); /* never written */
                    continue;
                }
                unsigned fu;
                memcpy(&fu, &f[l], 4);
                unsigned want[K] = {s[l], c[l], fu, w[l], b5[l], bv[l], bal, anyb, allb == m, peers[l], m, 1, c[l]};
                for (int k = 0; k < K; k++) expect(b, tid, k, o[k], want[k]);
                double dg = dout[(size_t)b * NT + tid];
                if (memcmp(&dg, &d[l], 8) && fails++ < 10)
                    fprintf(stderr, "warp_runs: block %d thread %d double: got %.17g, expected %.17g\n", b, tid, dg, d[l]);
            }
        }
}

static void check_group(const unsigned *out)
{
    for (int b = 0; b < NB; b++) {
        unsigned sums[32] = {0}, s = 0;
        for (int wp = 0; wp < NT2 / 32; wp++)
            for (int l = 0; l < 32; l++) sums[wp] += hashu((unsigned)((wp * 32 + l) * 3 + b)) & 0xff;
        for (int l = 0; l < 32; l++) {
            s += sums[l];
            expect(b, l, 100, out[b * 32 + l], s);
        }
    }
}

static void check_block_scan(const unsigned *in, const unsigned *out)
{
    unsigned s = 0;
    for (int i = 0; i < N3; i++) {
        s = i % NT3 ? s + in[i] : in[i];
        expect(i / NT3, i % NT3, 101, out[i], s);
    }
}

int main(void)
{
    unsigned *out, *gout;
    double *dout;
    size_t n = (size_t)NB * NT;
    cudaMalloc(&out, n * K * 4);
    cudaMalloc(&dout, n * 8);
    cudaMalloc(&gout, NB * 32 * 4);
    cudaMemset(out, 0, n * K * 4);
    runs<<<NB, NT>>>(out, dout);
    group_scan<<<NB, NT2>>>(gout);
    unsigned *hin3 = (unsigned *)malloc(N3 * 4), *h3 = (unsigned *)malloc(N3 * 4), *in3, *out3;
    for (int i = 0; i < N3; i++) hin3[i] = hashu((unsigned)i * 7u + 5u) & 0xfff;
    cudaMalloc(&in3, N3 * 4);
    cudaMalloc(&out3, N3 * 4);
    cudaMemcpy(in3, hin3, N3 * 4, cudaMemcpyHostToDevice);
    block_scan<<<NB3, NT3>>>(in3, out3, N3);
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) {
        printf("FAIL warp_runs: %s\n", cudaGetErrorString(e));
        return 1;
    }
    unsigned *h = (unsigned *)malloc(n * K * 4), *g = (unsigned *)malloc(NB * 32 * 4);
    double *hd = (double *)malloc(n * 8);
    cudaMemcpy(h, out, n * K * 4, cudaMemcpyDeviceToHost);
    cudaMemcpy(hd, dout, n * 8, cudaMemcpyDeviceToHost);
    cudaMemcpy(g, gout, NB * 32 * 4, cudaMemcpyDeviceToHost);
    check_runs(h, hd);
    check_group(g);
    cudaMemcpy(h3, out3, N3 * 4, cudaMemcpyDeviceToHost);
    check_block_scan(hin3, h3);
    unsigned sum = 0; /* a digest of everything, for the GPU's output */
    for (size_t i = 0; i < n * K; i++) sum = sum * 31 + h[i];
    for (int i = 0; i < NB * 32; i++) sum = sum * 31 + g[i];
    for (int i = 0; i < N3; i++) sum = sum * 31 + h3[i];
    printf("digest %08x\n", sum);
    free(h);
    free(g);
    free(hd);
    cudaFree(out);
    cudaFree(dout);
    cudaFree(gout);
    free(hin3);
    free(h3);
    cudaFree(in3);
    cudaFree(out3);
    if (fails) {
        printf("FAIL warp_runs: %d mismatches\n", fails);
        return 1;
    }
    printf("PASS warp_runs: %d blocks of %d and %d threads, %d of %d\n", NB, NT, NT2, NB3, NT3);
    return 0;
}
