// launch_shapes_bg: a kernel launched many times with one shape, its result checked after
// every launch. heddle compiles a kernel for a shape whose launches have taken 20 ms, in the
// background, and puts it in while launches go on, first alternating with the general code
// (a timed trial), then for good if it is not slower: whichever code runs a launch, the
// result must be the same. Two streams launch it at once, with a second shape on one of them.
#define NAME "launch_shapes_bg"
#include "check.h"
#include <vector>

__global__ void seg_scan(const int *in, int *out, int n) {
    __shared__ int sums[32];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    int v = i < n ? in[i] : 0;
    for (int off = 1; off < 32; off *= 2) {
        int y = __shfl_up_sync(0xffffffff, v, off);
        if (lane >= off) v += y;
    }
    if (lane == 31) sums[warp] = v;
    __syncthreads();
    if (warp == 0) {
        int s = lane < blockDim.x / 32 ? sums[lane] : 0;
        for (int off = 1; off < 32; off *= 2) {
            int y = __shfl_up_sync(0xffffffff, s, off);
            if (lane >= off) s += y;
        }
        sums[lane] = s;
    }
    __syncthreads();
    if (warp > 0) v += sums[warp - 1];
    if (i < n) out[i] = v;
}

int main() {
    const int n = 1 << 20, rounds = 120;
    const int shapes[2] = {512, 128};
    std::vector<int> h(n), r(n), want[2];
    for (int i = 0; i < n; i++) h[i] = (int)((i * 7919u) % 201) - 100;
    for (int k = 0; k < 2; k++) {
        want[k].resize(n);
        int s = 0;
        for (int i = 0; i < n; i++) want[k][i] = s = i % shapes[k] ? s + h[i] : h[i];
    }
    int *in, *out[2];
    cudaStream_t st[2];
    CHECK(cudaMalloc(&in, n * sizeof(int)));
    for (int k = 0; k < 2; k++) {
        CHECK(cudaMalloc(&out[k], n * sizeof(int)));
        CHECK(cudaStreamCreate(&st[k]));
    }
    CHECK(cudaMemcpy(in, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    for (int round = 0; round < rounds; round++) {
        int k1 = round % 3 == 2; /* the second stream runs the second shape every third round */
        seg_scan<<<n / shapes[0], shapes[0], 0, st[0]>>>(in, out[0], n);
        seg_scan<<<n / shapes[k1], shapes[k1], 0, st[1]>>>(in, out[1], n);
        CHECK(cudaGetLastError());
        for (int k = 0; k < 2; k++) {
            int shape = k ? k1 : 0;
            CHECK(cudaStreamSynchronize(st[k]));
            CHECK(cudaMemcpy(r.data(), out[k], n * sizeof(int), cudaMemcpyDeviceToHost));
            for (int i = 0; i < n; i++)
                EXPECT(r[i] == want[shape][i], "round %d, stream %d, blocks of %d, element %d: got %d, want %d", round,
                       k, shapes[shape], i, r[i], want[shape][i]);
            CHECK(cudaMemset(out[k], 0, n * sizeof(int)));
        }
    }
    for (int k = 0; k < 2; k++) {
        CHECK(cudaFree(out[k]));
        CHECK(cudaStreamDestroy(st[k]));
    }
    CHECK(cudaFree(in));
    printf("PASS " NAME "\n");
    return 0;
}
