// tail_order: where an atomic at a thread's end (its old value unused) must reach memory
// where it stands, checked against what a GPU must give:
//  - a load through a pointer one past an array (or a 1-based a - 1) of the word a thread
//    just updated: it sees the update, whatever lies after the array;
//  - a thread updating a 64-bit word and its upper half in turn: each update in order;
//  - a pointer parameter in a struct read as a vector (ld.param.v2): the load through it
//    sees the update through the other;
//  - updates with a release order, and an acquire add: what they order stays ordered (the
//    reader that sees the released count sees the counts before it).
#define NAME "tail_order"
#include "check.h"

__global__ void past_end(int *cnt, const int *cnt_end, const int *cnt_m1, int n, int *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    atomicAdd(&cnt[i], 1);
    out[i] = cnt_end[i - n] + 10 * cnt_m1[i + 1];
}

__global__ void halves(unsigned long long *w) {
    unsigned *hi = (unsigned *)&w[threadIdx.x] + 1;
    atomicAdd(hi, 1u);
    atomicAnd(&w[threadIdx.x], 0ull);
    atomicAdd(hi, 1u);
}

struct __align__(16) Two {
    int *a, *cnt;
};
__global__ void vec_param(Two p, int *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    asm volatile("{ .reg .u64 a0, c0, c1, o0, c2;\n"
                 " ld.param.v2.u64 {a0, c0}, [_Z9vec_param3TwoPi_param_0];\n"
                 " cvta.to.global.u64 c1, c0;\n mul.wide.s32 o0, %0, 4;\n add.s64 c2, c1, o0;\n"
                 " red.global.add.u32 [c2], 1; }" ::"r"(i)
                 : "memory");
    out[i] = p.cnt[i];
}

// block 3 waits (acquire) until flag is 2; blocks 1 and 2 add 1 to it with release, block 2
// after its counts: the reader that sees 2 sees them (it waits for blocks before it, which
// a GPU started first)
#define K 500
__global__ void released(int *flag, int *cnt, int *out) {
    if (threadIdx.x) return;
    if (blockIdx.x == 3) {
        int f;
        do asm volatile("ld.acquire.gpu.global.u32 %0, [%1];" : "=r"(f) : "l"(flag) : "memory");
        while (f < 2);
        out[0] = *(volatile int *)&cnt[K - 1];
    } else if (blockIdx.x == 1) {
        asm volatile("red.release.gpu.global.add.u32 [%0], 1;" ::"l"(flag) : "memory");
    } else if (blockIdx.x == 2) {
        for (int i = 0; i < K; i++) atomicAdd(&cnt[i], 1);
        asm volatile("red.release.gpu.global.add.u32 [%0], 1;" ::"l"(flag) : "memory");
    }
}

// an acquire add whose result goes unused, then a load: block 0 publishes data, then flag
__global__ void acquired(int *flag, int *data, int *out) {
    if (threadIdx.x) return;
    if (blockIdx.x == 0) {
        data[0] = 42;
        asm volatile("st.release.gpu.global.u32 [%0], %1;" ::"l"(flag), "r"(10) : "memory");
    } else {
        unsigned dummy;
        asm volatile("atom.acquire.gpu.global.add.u32 %0, [%1], 1;" : "=r"(dummy) : "l"(flag) : "memory");
        (void)dummy;
        out[blockIdx.x] = data[0];
    }
}

int main() {
    // one past the end, a - 1
    const int n = 32 << 20 >> 2, T = 128, B = 8;
    int *a, *b, *out, h[1024];
    CHECK(cudaMalloc(&a, n * 4));
    CHECK(cudaMalloc(&b, n * 4));
    CHECK(cudaMalloc(&out, 4096));
    CHECK(cudaMemset(a, 0, n * 4));
    CHECK(cudaMemset(b, 0, n * 4));
    int *lo = a < b ? a : b;
    past_end<<<B, T>>>(lo, lo + n, lo - 1, n, out);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < B * T; i++) EXPECT(h[i] == 11, "past_end: thread %d read %d, expected 11", i, h[i]);

    // a word and its upper half
    unsigned long long *w, hw[32];
    CHECK(cudaMalloc(&w, sizeof hw));
    CHECK(cudaMemset(w, 0, sizeof hw));
    halves<<<1, 32>>>(w);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hw, w, sizeof hw, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 32; i++) EXPECT(hw[i] == 0x100000000ull, "halves: w[%d] = 0x%llx, expected 0x100000000", i, hw[i]);

    // a vector parameter load
    int *va, *vc;
    CHECK(cudaMalloc(&va, 4));
    CHECK(cudaMalloc(&vc, 4096));
    CHECK(cudaMemset(vc, 0, 4096));
    Two p = {va, vc};
    vec_param<<<B, T>>>(p, out);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < B * T; i++) EXPECT(h[i] == 1, "vec_param: thread %d read %d, expected 1", i, h[i]);

    // release and acquire
    int *flag, *cnt, *data;
    CHECK(cudaMalloc(&flag, 4));
    CHECK(cudaMalloc(&cnt, 4 * K));
    CHECK(cudaMalloc(&data, 4));
    for (int r = 0; r < 5; r++) {
        CHECK(cudaMemset(flag, 0, 4));
        CHECK(cudaMemset(cnt, 0, 4 * K));
        CHECK(cudaMemset(out, 0xff, 4));
        released<<<4, 32>>>(flag, cnt, out);
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(h, out, 4, cudaMemcpyDeviceToHost));
        EXPECT(h[0] == 1, "released, round %d: the reader saw count %d after the release, expected 1", r, h[0]);
        CHECK(cudaMemset(flag, 0, 4));
        CHECK(cudaMemset(data, 0, 4));
        CHECK(cudaMemset(out, 0xff, 4096));
        acquired<<<64, 32>>>(flag, data, out);
        CHECK(cudaGetLastError());
        int f;
        CHECK(cudaMemcpy(&f, flag, 4, cudaMemcpyDeviceToHost));
        CHECK(cudaMemcpy(h, out, 64 * 4, cudaMemcpyDeviceToHost));
        EXPECT(f >= 10 && f <= 73, "acquired, round %d: flag %d", r, f);
        // the adds that came after the release read 10 or more: they see data (an add that
        // came first may see 0); at least the last add came after it
        int saw = 0;
        for (int k = 1; k < 64; k++) saw += h[k] == 42;
        EXPECT(f != 73 || saw >= 1, "acquired, round %d: no block saw the data after the release", r);
    }

    void *dev[] = {a, b, out, w, va, vc, flag, cnt, data};
    for (void *d : dev) CHECK(cudaFree(d));
    printf("PASS " NAME "\n");
    return 0;
}
