// narrow_shared: shared-memory addresses made from small values, which heddle writes as
// 64-bit arithmetic (exact, as every step's range is known) so that the C compiler folds the
// scaling into the access: a byte histogram (ld.u8, mul.wide.u16 by 4), bins indexed by a
// mask, a remainder, a shift and a bit field of 32-bit words, a u16 histogram, table
// lookups through bytes (a 1D table read with offsets -4 and +4 around the byte, and a 2D
// table indexed by byte and lane: mad.lo), per-warp sub-histograms whose bases (the array's
// place, the warp's offset) are registers made before the loop and added into one register
// twice (add q, q, base), a byte register and a masked word's register that inline PTX
// loads again between the address made from them and the atomic through that address (the
// address must keep the first value), an .f32 register that and.b32 or shr.b32 wrote (its
// C value is not its bits), a dynamic shared array's place with a negative offset, the
// shape of CUDA's samples' histogram256 (per-warp bases of unknown range: a 32-bit rest plus
// a 64-bit small part), a base register of unknown range moved after the address was
// made from it, and a packed add of two halfword lanes (__vadd2) as an index. Each result is
// checked against the host. Built for sm_90, where __vadd2 is add.u16x2.
// test-flags: -arch=sm_90
#define NAME "narrow_shared"
#include "check.h"
#include <vector>

__global__ void hist8(const unsigned char *data, unsigned *hist, int n) {
    __shared__ unsigned bins[256];
    for (int b = threadIdx.x; b < 256; b += blockDim.x) bins[b] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        atomicAdd(&bins[data[i]], 1u);
    __syncthreads();
    for (int b = threadIdx.x; b < 256; b += blockDim.x)
        if (bins[b]) atomicAdd(&hist[b], bins[b]);
}

/* four histograms of 32-bit words: x & 1023, x % 1000, x >> 22, (x >> 8) & 255; and one of
 * the low halfwords, read as unsigned short (2048 bins of h & 2047) */
__global__ void hist32(const unsigned *data, const unsigned short *half, unsigned *hist, int n) {
    __shared__ unsigned m[1024], r[1000], s[1024], f[256], h[2048];
    for (int b = threadIdx.x; b < 2048; b += blockDim.x) {
        if (b < 1024) m[b] = s[b] = 0;
        if (b < 1000) r[b] = 0;
        if (b < 256) f[b] = 0;
        h[b] = 0;
    }
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        unsigned x = data[i];
        atomicAdd(&m[x & 1023u], 1u);
        atomicAdd(&r[x % 1000u], 1u);
        atomicAdd(&s[x >> 22], 1u);
        atomicAdd(&f[(x >> 8) & 255u], 1u);
        atomicAdd(&h[half[2 * i] & 2047u], 1u);
    }
    __syncthreads();
    for (int b = threadIdx.x; b < 2048; b += blockDim.x) {
        if (b < 1024) atomicAdd(&hist[b], m[b]), atomicAdd(&hist[2024 + b], s[b]);
        if (b < 1000) atomicAdd(&hist[1024 + b], r[b]);
        if (b < 256) atomicAdd(&hist[3048 + b], f[b]);
        atomicAdd(&hist[3304 + b], h[b]);
    }
}
enum { HIST32_BINS = 3304 + 2048 };

/* out[i] = t[b + 1] - t[b - 1] + u[b][lane], b = data[i] clamped to 1..254 */
__global__ void lookup(const unsigned char *data, const int *tin, int *out, int n) {
    __shared__ int t[256];
    __shared__ int u[256][33];
    for (int j = threadIdx.x; j < 256 * 33; j += blockDim.x) {
        if (j < 256) t[j] = tin[j];
        u[j / 33][j % 33] = tin[j % 256] * 3 + j / 256;
    }
    __syncthreads();
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned char b = data[i];
    b = b < 1 ? 1 : b > 254 ? 254 : b;
    out[i] = t[b + 1] - t[b - 1] + u[b][threadIdx.x & 31];
}

/* A small value loaded, its bin's address made (from the array's place, masked to 24 bits
 * in the thread's own code so that every part of the address is a small value), the
 * value's register loaded again, then the atomic through the address: the first value's
 * bin counts. MODE 0: a byte (a 16-bit register, mul.wide.u16); 1: a word's low byte (a
 * 32-bit register, and.b32 and shl). a and c are bytes (0) or words (1). */
template <int MODE> __global__ void reloaded(const void *a, const void *c, unsigned *hist) {
    __shared__ unsigned bins[256];
    for (int b = threadIdx.x; b < 256; b += blockDim.x) bins[b] = 0;
    __syncthreads();
    const unsigned base = (unsigned)__cvta_generic_to_shared(bins);
    const size_t at = threadIdx.x * (MODE ? 4 : 1);
    unsigned old;
    if (MODE == 0)
        asm volatile("{\n\t"
                     ".reg .u16 h;\n\t"
                     ".reg .u32 p, q, w, tt;\n\t"
                     "mov.u32 tt, %%tid.x;\n\t"
                     "mad.lo.u32 w, tt, 0, %3;\n\t"
                     "and.b32 w, w, 16777215;\n\t"
                     "ld.global.u8 h, [%1];\n\t"
                     "mul.wide.u16 p, h, 4;\n\t"
                     "add.u32 q, p, w;\n\t"
                     "ld.global.u8 h, [%2];\n\t"
                     "atom.shared.add.u32 %0, [q], 1;\n"
                     "}"
                     : "=r"(old)
                     : "l"((const char *)a + at), "l"((const char *)c + at), "r"(base)
                     : "memory");
    else
        asm volatile("{\n\t"
                     ".reg .u32 m, p, q, w, tt;\n\t"
                     "mov.u32 tt, %%tid.x;\n\t"
                     "mad.lo.u32 w, tt, 0, %3;\n\t"
                     "and.b32 w, w, 16777215;\n\t"
                     "ld.global.u32 m, [%1];\n\t"
                     "and.b32 m, m, 255;\n\t"
                     "shl.b32 p, m, 2;\n\t"
                     "add.u32 q, p, w;\n\t"
                     "ld.global.u32 m, [%2];\n\t"
                     "atom.shared.add.u32 %0, [q], 1;\n"
                     "}"
                     : "=r"(old)
                     : "l"((const char *)a + at), "l"((const char *)c + at), "r"(base)
                     : "memory");
    (void)old;
    __syncthreads();
    for (int b = threadIdx.x; b < 256; b += blockDim.x) hist[b] = bins[b];
}

/* Per-warp sub-histograms whose bases are made before the loop (inline PTX, so that each is
 * one register of one definition): the array's place (mov of the variable) and the warp's
 * offset from tid.x (shr, shl); in the loop, a byte's bin address adds them. */
__shared__ unsigned wbins[8 * 256];
__global__ void hoisted(const unsigned char *data, unsigned *hist, int n) {
    for (int b = threadIdx.x; b < 8 * 256; b += blockDim.x) wbins[b] = 0;
    __syncthreads();
    unsigned base, wb;
    asm("mov.u32 %0, wbins;" : "=r"(base));
    asm("{\n\t.reg .u32 t, u;\n\tmov.u32 t, %%tid.x;\n\tshr.u32 u, t, 5;\n\tshl.b32 %0, u, 10;\n}" : "=r"(wb));
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        unsigned old;
        asm volatile("{\n\t"
                     ".reg .u16 h;\n\t"
                     ".reg .u32 p, q;\n\t"
                     "ld.global.u8 h, [%1];\n\t"
                     "mul.wide.u16 p, h, 4;\n\t"
                     "add.u32 q, p, %2;\n\t"
                     "add.u32 q, q, %3;\n\t"
                     "atom.shared.add.u32 %0, [q], 1;\n"
                     "}"
                     : "=r"(old)
                     : "l"(data + i), "r"(wb), "r"(base)
                     : "memory");
        (void)old;
    }
    __syncthreads();
    for (int b = threadIdx.x; b < 256; b += blockDim.x) {
        unsigned sum = 0;
        for (int k = 0; k < 8; k++) sum += wbins[k * 256 + b];
        atomicAdd(&hist[b], sum);
    }
}

/* Values that are small but not as heddle's C holds them, or places that are not small: a
 * bit operation into an .f32 register (its C value is a float, not the bits) read back as
 * an index (mode 0: and.b32, 1: shr.b32); and a dynamic shared array's place with a
 * negative offset (mov of dsm+-4, the access at +4), kept in the thread's block by a second
 * definition. */
extern __shared__ unsigned dsm[];
template <int MODE> __global__ void float_bits(const unsigned *a, unsigned *out) {
    __shared__ unsigned tab[1024];
    for (int j = threadIdx.x; j < 1024; j += blockDim.x) tab[j] = j * 3 + 7;
    __syncthreads();
    const unsigned base = (unsigned)__cvta_generic_to_shared(tab);
    const float f = __uint_as_float(a[threadIdx.x]);
    unsigned v;
    if (MODE == 0)
        asm volatile("{\n\t.reg .f32 g;\n\t.reg .u32 x, p, q, w, tt;\n\t"
                     "mov.u32 tt, %%tid.x;\n\tmad.lo.u32 w, tt, 0, %2;\n\tand.b32 w, w, 16777215;\n\t"
                     "and.b32 g, %1, 1023;\n\tmov.b32 x, g;\n\tshl.b32 p, x, 2;\n\tadd.u32 q, p, w;\n\t"
                     "ld.shared.u32 %0, [q];\n}"
                     : "=r"(v)
                     : "f"(f), "r"(base)
                     : "memory");
    else
        asm volatile("{\n\t.reg .f32 g;\n\t.reg .u32 x, p, q, w, tt;\n\t"
                     "mov.u32 tt, %%tid.x;\n\tmad.lo.u32 w, tt, 0, %2;\n\tand.b32 w, w, 16777215;\n\t"
                     "shr.b32 g, %1, 22;\n\tmov.b32 x, g;\n\tshl.b32 p, x, 2;\n\tadd.u32 q, p, w;\n\t"
                     "ld.shared.u32 %0, [q];\n}"
                     : "=r"(v)
                     : "f"(f), "r"(base)
                     : "memory");
    out[threadIdx.x] = v;
}
__global__ void sym_offset(const unsigned char *a, unsigned *out) {
    for (int i = threadIdx.x; i < 256; i += blockDim.x) dsm[i] = i * 10 + 1;
    __syncthreads();
    unsigned v;
    asm volatile("{\n\t.reg .u32 b, s, q, base;\n\t"
                 "ld.global.u8 b, [%1];\n\tshl.b32 s, b, 2;\n\t"
                 "mov.u32 base, %%tid.x;\n\tmov.u32 base, dsm+-4;\n\t"
                 "add.u32 q, base, s;\n\tld.shared.u32 %0, [q+4];\n}"
                 : "=r"(v)
                 : "l"(a + threadIdx.x)
                 : "memory");
    out[threadIdx.x] = v;
}

/* The shape of CUDA's samples' histogram256: per-warp sub-histograms, each thread's base
 * s + (tid >> 5) * 256 made once (its range not known to heddle: nvcc reuses the tid.x
 * register as a loop counter), the four bytes of a word counted into it. */
__global__ void warp_hist(const unsigned *data, unsigned *hist, int n) {
    __shared__ unsigned s[8 * 256];
    for (int b = threadIdx.x; b < 8 * 256; b += blockDim.x) s[b] = 0;
    __syncthreads();
    unsigned *wh = s + (threadIdx.x >> 5) * 256;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        unsigned w = data[i];
        atomicAdd(&wh[w & 255u], 1u);
        atomicAdd(&wh[(w >> 8) & 255u], 1u);
        atomicAdd(&wh[(w >> 16) & 255u], 1u);
        atomicAdd(&wh[w >> 24], 1u);
    }
    __syncthreads();
    for (int b = threadIdx.x; b < 256; b += blockDim.x) {
        unsigned sum = 0;
        for (int k = 0; k < 8; k++) sum += s[k * 256 + b];
        atomicAdd(&hist[b], sum);
    }
}

/* A byte's bin address made on a base register whose value is not known small (the
 * array's place from cvta), then the base register moved by 64 bins before the atomic:
 * the address must keep the first base. */
__global__ void rebased(const unsigned char *a, unsigned *hist) {
    __shared__ unsigned bins[512];
    for (int b = threadIdx.x; b < 512; b += blockDim.x) bins[b] = 0;
    __syncthreads();
    const unsigned base = (unsigned)__cvta_generic_to_shared(bins);
    unsigned old;
    asm volatile("{\n\t"
                 ".reg .u16 h;\n\t"
                 ".reg .u32 p, q, w;\n\t"
                 "mov.u32 w, %2;\n\t"
                 "ld.global.u8 h, [%1];\n\t"
                 "mul.wide.u16 p, h, 4;\n\t"
                 "add.u32 q, p, w;\n\t"
                 "add.u32 w, w, 256;\n\t"
                 "atom.shared.add.u32 %0, [q], 1;\n"
                 "}"
                 : "=r"(old)
                 : "l"(a + threadIdx.x), "r"(base)
                 : "memory");
    (void)old;
    __syncthreads();
    for (int b = threadIdx.x; b < 512; b += blockDim.x) hist[b] = bins[b];
}

/* A packed add of two halfword lanes (__vadd2: add.u16x2 on sm_90) as an index: its lanes
 * wrap on their own, it is no integer add (0x7000 + i + 0xf000 reads 0x6000 + i). */
__global__ void packed_add(const unsigned *a, const unsigned *b, unsigned *out) {
    __shared__ unsigned char t[32768];
    for (int i = threadIdx.x; i < 32768; i += blockDim.x) t[i] = (unsigned char)(i * 7 + 1);
    __syncthreads();
    out[threadIdx.x] = t[__vadd2(a[threadIdx.x] & 0x7fffu, b[threadIdx.x] & 0xffffu)];
}

static unsigned long long rng(unsigned long long *s) {
    *s = *s * 6364136223846793005ull + 1442695040888963407ull;
    return *s >> 11;
}

template <typename T> static T *dev(const std::vector<T> &h) {
    T *d;
    CHECK(cudaMalloc(&d, h.size() * sizeof(T) + 1));
    CHECK(cudaMemcpy(d, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice));
    return d;
}
template <typename T> static std::vector<T> host(const T *d, size_t n) {
    std::vector<T> h(n);
    CHECK(cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost));
    return h;
}
static void compare(const char *what, const std::vector<unsigned> &got, const std::vector<unsigned> &want) {
    int bad = 0;
    for (size_t b = 0; b < want.size(); b++)
        if (got[b] != want[b] && bad++ < fail_limit()) printf("%s: [%zu] = %u, expected %u\n", what, b, got[b], want[b]);
    EXPECT(!bad, "%s: %d mismatches", what, bad);
}

int main() {
    unsigned long long s = 12345;
    const int n = 1 << 20;
    std::vector<unsigned char> bytes(n);
    for (int i = 0; i < n; i++) bytes[i] = (unsigned char)(i % 5 == 0 ? rng(&s) % 16 : rng(&s));
    std::vector<unsigned> words(n);
    for (int i = 0; i < n; i++) words[i] = (unsigned)rng(&s);

    unsigned char *dbytes = dev(bytes);
    std::vector<unsigned> zero(HIST32_BINS, 0);
    unsigned *dhist = dev(zero);
    hist8<<<64, 256>>>(dbytes, dhist, n);
    CHECK(cudaGetLastError());
    std::vector<unsigned> want(256, 0);
    for (int i = 0; i < n; i++) want[bytes[i]]++;
    compare("hist8", host(dhist, 256), want);

    unsigned *dwords = dev(words), *dhist32 = dev(zero);
    hist32<<<48, 128>>>(dwords, (const unsigned short *)dwords, dhist32, n / 2);
    CHECK(cudaGetLastError());
    want.assign(HIST32_BINS, 0);
    for (int i = 0; i < n / 2; i++) {
        unsigned x = words[i];
        want[x & 1023u]++, want[1024 + x % 1000u]++, want[2024 + (x >> 22)]++, want[3048 + ((x >> 8) & 255u)]++;
        want[3304 + ((words[i] & 0xffffu) & 2047u)]++; /* the low halfword of word i (little-endian) */
    }
    compare("hist32", host(dhist32, HIST32_BINS), want);

    std::vector<int> tin(256);
    for (int j = 0; j < 256; j++) tin[j] = (int)(rng(&s) % 2001) - 1000;
    int *dtin = dev(tin), *dout;
    const int m = 100003;
    CHECK(cudaMalloc(&dout, m * sizeof(int)));
    lookup<<<(m + 127) / 128, 128>>>(dbytes, dtin, dout, m);
    CHECK(cudaGetLastError());
    std::vector<int> got = host(dout, m);
    int bad = 0;
    for (int i = 0; i < m; i++) {
        int b = bytes[i] < 1 ? 1 : bytes[i] > 254 ? 254 : bytes[i], lane = (i % 128) & 31;
        int w = tin[b + 1] - tin[b - 1] + tin[(b * 33 + lane) % 256] * 3 + (b * 33 + lane) / 256;
        if (got[i] != w && bad++ < fail_limit()) printf("lookup: [%d] = %d, expected %d\n", i, got[i], w);
    }
    EXPECT(!bad, "lookup: %d mismatches", bad);

    unsigned *dh = dev(std::vector<unsigned>(256, 0));
    hoisted<<<32, 256>>>(dbytes, dh, n);
    CHECK(cudaGetLastError());
    want.assign(256, 0);
    for (int i = 0; i < n; i++) want[bytes[i]]++;
    compare("hoisted", host(dh, 256), want);

    std::vector<unsigned> fa(256);
    for (int i = 0; i < 256; i++) fa[i] = (unsigned)i * 2654435761u;
    unsigned *dfa = dev(fa), *dfo;
    CHECK(cudaMalloc(&dfo, 256 * sizeof(unsigned)));
    for (int mode = 0; mode < 2; mode++) {
        if (mode) float_bits<1><<<1, 256>>>(dfa, dfo);
        else float_bits<0><<<1, 256>>>(dfa, dfo);
        CHECK(cudaGetLastError());
        std::vector<unsigned> fo = host(dfo, 256);
        want.assign(256, 0);
        for (int i = 0; i < 256; i++) want[i] = (mode ? fa[i] >> 22 : fa[i] & 1023) * 3 + 7;
        compare(mode ? "float_bits shr" : "float_bits and", fo, want);
    }
    sym_offset<<<1, 256, 256 * sizeof(unsigned)>>>(dbytes, dfo);
    CHECK(cudaGetLastError());
    want.assign(256, 0);
    for (int i = 0; i < 256; i++) want[i] = bytes[i] * 10u + 1;
    compare("sym_offset", host(dfo, 256), want);

    unsigned *dr;
    CHECK(cudaMalloc(&dr, 256 * sizeof(unsigned)));
    reloaded<0><<<1, 256>>>(dbytes, dbytes + 1000, dr);
    CHECK(cudaGetLastError());
    want.assign(256, 0);
    for (int t = 0; t < 256; t++) want[bytes[t]]++;
    compare("reloaded", host(dr, 256), want);

    reloaded<1><<<1, 256>>>(dwords, dwords + 5000, dr);
    CHECK(cudaGetLastError());
    want.assign(256, 0);
    for (int t = 0; t < 256; t++) want[words[t] & 255u]++;
    compare("releaf", host(dr, 256), want);

    unsigned *dw = dev(std::vector<unsigned>(256, 0));
    warp_hist<<<40, 256>>>(dwords, dw, n);
    CHECK(cudaGetLastError());
    want.assign(256, 0);
    for (int i = 0; i < n; i++)
        for (int k = 0; k < 4; k++) want[(words[i] >> (8 * k)) & 255u]++;
    compare("warp_hist", host(dw, 256), want);

    unsigned *drb;
    CHECK(cudaMalloc(&drb, 512 * sizeof(unsigned)));
    rebased<<<1, 256>>>(dbytes, drb);
    CHECK(cudaGetLastError());
    want.assign(512, 0);
    for (int t = 0; t < 256; t++) want[bytes[t]]++;
    compare("rebased", host(drb, 512), want);

    std::vector<unsigned> pa(64), pb(64, 0xf000u);
    for (int i = 0; i < 64; i++) pa[i] = 0x7000u + (unsigned)i * 3;
    unsigned *dpa = dev(pa), *dpb = dev(pb);
    packed_add<<<1, 64>>>(dpa, dpb, dfo);
    CHECK(cudaGetLastError());
    want.assign(64, 0);
    for (int i = 0; i < 64; i++) want[i] = (unsigned char)(((pa[i] + 0xf000u) & 0xffffu) * 7 + 1);
    compare("packed_add", host(dfo, 64), want);

    CHECK(cudaFree(dbytes));
    CHECK(cudaFree(dhist));
    CHECK(cudaFree(dwords));
    CHECK(cudaFree(dhist32));
    CHECK(cudaFree(dtin));
    CHECK(cudaFree(dout));
    CHECK(cudaFree(dr));
    CHECK(cudaFree(dh));
    CHECK(cudaFree(dfa));
    CHECK(cudaFree(dfo));
    CHECK(cudaFree(dw));
    CHECK(cudaFree(drb));
    CHECK(cudaFree(dpa));
    CHECK(cudaFree(dpb));
    printf("PASS " NAME "\n");
    return 0;
}
