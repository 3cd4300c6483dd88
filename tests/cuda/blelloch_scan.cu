// blelloch_scan: the work-efficient (Blelloch) exclusive scan in shared memory, as taught:
// an up-sweep and a down-sweep of `if (thid < d)` steps between __syncthreads, padded
// against bank conflicts, two elements a thread, block sums scanned recursively and added
// back. nvcc unrolls both sweeps and computes each `thid < d` once, in the up-sweep: the
// down-sweep branches on predicates made before earlier barriers (heddle turns them into
// thread-loop bounds wherever they stand). Also a guard made once and met after several
// barriers in a 2D block, and one on a register that changes between barriers.
#define NAME "blelloch_scan"
#include "check.h"
#include <cstdint>

#define LOG_BANKS 5
#define PAD(n) ((n) >> LOG_BANKS)

template <int BT>
__global__ void prescan(unsigned *out, const unsigned *in, unsigned *sums, int n) {
    const int BE = 2 * BT;
    __shared__ unsigned temp[2 * BT + (2 * BT >> LOG_BANKS)];
    int thid = threadIdx.x, base = blockIdx.x * BE;
    int ai = thid, bi = thid + BT;
    temp[ai + PAD(ai)] = base + ai < n ? in[base + ai] : 0;
    temp[bi + PAD(bi)] = base + bi < n ? in[base + bi] : 0;
    int offset = 1;
    for (int d = BE >> 1; d > 0; d >>= 1) {
        __syncthreads();
        if (thid < d) {
            int a = offset * (2 * thid + 1) - 1, b = offset * (2 * thid + 2) - 1;
            temp[b + PAD(b)] += temp[a + PAD(a)];
        }
        offset *= 2;
    }
    if (thid == 0) {
        int last = BE - 1 + PAD(BE - 1);
        if (sums) sums[blockIdx.x] = temp[last];
        temp[last] = 0;
    }
    for (int d = 1; d < BE; d *= 2) {
        offset >>= 1;
        __syncthreads();
        if (thid < d) {
            int a = offset * (2 * thid + 1) - 1, b = offset * (2 * thid + 2) - 1;
            a += PAD(a);
            b += PAD(b);
            unsigned t = temp[a];
            temp[a] = temp[b];
            temp[b] += t;
        }
    }
    __syncthreads();
    if (base + ai < n) out[base + ai] = temp[ai + PAD(ai)];
    if (base + bi < n) out[base + bi] = temp[bi + PAD(bi)];
}

template <int BT>
__global__ void add_sums(unsigned *data, const unsigned *incr, int n) {
    unsigned add = incr[blockIdx.x];
    int i = blockIdx.x * 2 * BT + threadIdx.x;
    if (i < n) data[i] += add;
    if (i + BT < n) data[i + BT] += add;
}

template <int BT>
static void scan(unsigned *out, const unsigned *in, int n, unsigned **sums, unsigned **scanned) {
    int blocks = (n + 2 * BT - 1) / (2 * BT);
    prescan<BT><<<blocks, BT>>>(out, in, blocks > 1 ? sums[0] : NULL, n);
    if (blocks > 1) {
        scan<BT>(scanned[0], sums[0], blocks, sums + 1, scanned + 1);
        add_sums<BT><<<blocks, BT>>>(out, scanned[0], n);
    }
}

// A 2D block (32 x 8): each row's threads keep `tx < 13` from before three barriers; the
// ones below it add their row's word to a shared total each phase. And `lim` grows
// between barriers: a guard on it is not the same test after each.
__global__ void rows(const int *in, int *out) {
    __shared__ int acc[8][32];
    __shared__ int tot[8];
    int tx = threadIdx.x, ty = threadIdx.y;
    int v = in[blockIdx.x * 256 + ty * 32 + tx];
    bool low = tx < 13;
    acc[ty][tx] = v;
    if (tx == 0) tot[ty] = 0;
    for (int phase = 0; phase < 3; phase++) {
        __syncthreads();
        if (low) atomicAdd(&tot[ty], acc[ty][tx] * (phase + 1));
        __syncthreads();
        if (tx == 31) acc[ty][0] += 1;
    }
    int lim = 4;
    for (int phase = 0; phase < 3; phase++) {
        __syncthreads();
        if (tx < lim) atomicAdd(&tot[ty], 1000);
        lim += 7;
    }
    __syncthreads();
    out[blockIdx.x * 256 + ty * 32 + tx] = tot[ty];
}

static unsigned h_hash(unsigned x) {
    x ^= x >> 16;
    x *= 0x7feb352dU;
    x ^= x >> 15;
    x *= 0x846ca68bU;
    return x ^ (x >> 16);
}

template <int BT>
static void check_scan(int n) {
    unsigned *h = (unsigned *)malloc(n * sizeof(unsigned)), *got = (unsigned *)malloc(n * sizeof(unsigned));
    for (int i = 0; i < n; i++) h[i] = h_hash(i + 17 * BT) % 1000;
    unsigned *in, *out, *sums[8], *scanned[8];
    CHECK(cudaMalloc((void **)&in, n * sizeof(unsigned)));
    CHECK(cudaMalloc((void **)&out, n * sizeof(unsigned)));
    for (int l = 0, m = n; l < 8; l++) {
        m = (m + 2 * BT - 1) / (2 * BT);
        CHECK(cudaMalloc((void **)&sums[l], (m + 1) * sizeof(unsigned)));
        CHECK(cudaMalloc((void **)&scanned[l], (m + 1) * sizeof(unsigned)));
    }
    CHECK(cudaMemcpy(in, h, n * sizeof(unsigned), cudaMemcpyHostToDevice));
    scan<BT>(out, in, n, sums, scanned);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(got, out, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
    unsigned s = 0;
    for (int i = 0; i < n; i++) {
        EXPECT(got[i] == s, "%d threads a block, n %d: element %d is %u, expected %u", BT, n, i, got[i], s);
        s += h[i];
    }
    CHECK(cudaFree(in));
    CHECK(cudaFree(out));
    for (int l = 0; l < 8; l++) {
        CHECK(cudaFree(sums[l]));
        CHECK(cudaFree(scanned[l]));
    }
    free(h);
    free(got);
}

int main() {
    check_scan<512>(1 << 20);
    check_scan<512>(1000003);
    check_scan<128>(77777);
    check_scan<32>(5000);

    const int nb = 40, n = nb * 256;
    int *hin = (int *)malloc(n * sizeof(int)), *hout = (int *)malloc(n * sizeof(int)), *din, *dout;
    for (int i = 0; i < n; i++) hin[i] = (int)(h_hash(i) % 100);
    CHECK(cudaMalloc((void **)&din, n * sizeof(int)));
    CHECK(cudaMalloc((void **)&dout, n * sizeof(int)));
    CHECK(cudaMemcpy(din, hin, n * sizeof(int), cudaMemcpyHostToDevice));
    rows<<<nb, dim3(32, 8)>>>(din, dout);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hout, dout, n * sizeof(int), cudaMemcpyDeviceToHost));
    for (int b = 0; b < nb; b++)
        for (int y = 0; y < 8; y++) {
            const int *row = hin + b * 256 + y * 32;
            int want = 0;
            for (int phase = 0; phase < 3; phase++)
                for (int x = 0; x < 13; x++) want += (row[x] + (x == 0 ? phase : 0)) * (phase + 1);
            want += 1000 * (4 + 11 + 18);
            for (int x = 0; x < 32; x++)
                EXPECT(hout[b * 256 + y * 32 + x] == want, "rows: block %d row %d thread %d: %d, expected %d", b, y, x,
                       hout[b * 256 + y * 32 + x], want);
        }
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
    free(hin);
    free(hout);
    printf("PASS " NAME "\n");
    return 0;
}
