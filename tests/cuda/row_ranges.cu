// row_ranges: threads of a 2D or 3D block that leave the block's common path part way
// through a row and go on as a group (a per-thread loop whose trip count differs by
// thread, after a guard on the thread's linear index). heddle runs such a group's passes
// over the rows that meet its range of threads, stepping threadIdx.y and threadIdx.z
// along the rows: each thread must still see its own y and z, whichever row the range
// starts and ends in.
//   blocks of 7x5x3, 16x4x2, 3x17x2, 32x4x1, 5x1x9, 1x6x5
//   ranges from the first thread, ending mid-row, starting in a later row or plane, a
//     single thread, empty, and the whole block
//   a second divergent loop after a barrier, reading shared memory the group wrote
#define NAME "row_ranges"
#include "check.h"
#include <vector>

__global__ void groups(int *out, int *out2, int lo, int hi, int lo2) {
    __shared__ int s[1024];
    int tx = threadIdx.x, ty = threadIdx.y, tz = threadIdx.z;
    int nthr = blockDim.x * blockDim.y * blockDim.z;
    int t = tx + blockDim.x * (ty + blockDim.y * tz);
    int base = blockIdx.x * nthr;
    int v = t + blockIdx.x;
    if (t >= lo && t < hi) {
        for (int k = 0; k < t % 5 + 1; k++) v = v * 3 + ty * 7 + tz * 11 + k;
        out[base + t] = v ^ (tx << 20);
    } else {
        out[base + t] = -1 - ty - tz * 100;
    }
    s[t] = v;
    __syncthreads();
    if (t >= lo2) {
        int w = 0;
        for (int k = 0; k <= t % 4; k++) w += s[(t + k) % nthr] * (tz + 1) + ty - tx;
        out2[base + t] = w;
    } else {
        out2[base + t] = ty * 1000 + tz;
    }
}

static void run(dim3 block, int nblocks, int lo, int hi, int lo2) {
    int nthr = block.x * block.y * block.z, n = nthr * nblocks;
    int *out, *out2;
    CHECK(cudaMalloc(&out, n * sizeof(int)));
    CHECK(cudaMalloc(&out2, n * sizeof(int)));
    groups<<<nblocks, block>>>(out, out2, lo, hi, lo2);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    std::vector<int> h(n), h2(n);
    CHECK(cudaMemcpy(h.data(), out, n * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(h2.data(), out2, n * sizeof(int), cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int b = 0; b < nblocks; b++) {
        std::vector<int> s(nthr);
        for (int t = 0; t < nthr; t++) {
            int tx = t % block.x, ty = t / block.x % block.y, tz = t / (block.x * block.y);
            int v = t + b, want;
            if (t >= lo && t < hi) {
                for (int k = 0; k < t % 5 + 1; k++) v = v * 3 + ty * 7 + tz * 11 + k;
                want = v ^ (tx << 20);
            } else {
                want = -1 - ty - tz * 100;
            }
            s[t] = v;
            if (h[b * nthr + t] != want && bad++ < fail_limit())
                printf("block (%u,%u,%u) [%d,%d) block %d thread %d (%d,%d,%d): got %d, want %d\n", block.x,
                       block.y, block.z, lo, hi, b, t, tx, ty, tz, h[b * nthr + t], want);
        }
        for (int t = 0; t < nthr; t++) {
            int tx = t % block.x, ty = t / block.x % block.y, tz = t / (block.x * block.y);
            int want = 0;
            if (t >= lo2)
                for (int k = 0; k <= t % 4; k++) want += s[(t + k) % nthr] * (tz + 1) + ty - tx;
            else
                want = ty * 1000 + tz;
            if (h2[b * nthr + t] != want && bad++ < fail_limit())
                printf("block (%u,%u,%u) lo2 %d block %d thread %d (%d,%d,%d): second loop got %d, want %d\n",
                       block.x, block.y, block.z, lo2, b, t, tx, ty, tz, h2[b * nthr + t], want);
        }
    }
    EXPECT(bad == 0, "%d wrong values, block (%u,%u,%u), range [%d,%d), lo2 %d", bad, block.x, block.y, block.z, lo,
           hi, lo2);
    CHECK(cudaFree(out));
    CHECK(cudaFree(out2));
}

int main() {
    dim3 shapes[] = {dim3(7, 5, 3), dim3(16, 4, 2), dim3(3, 17, 2), dim3(32, 4, 1), dim3(5, 1, 9), dim3(1, 6, 5)};
    for (dim3 b : shapes) {
        int n = b.x * b.y * b.z, row = b.x, plane = b.x * b.y;
        run(b, 3, 0, n, 0);                             // the whole block
        run(b, 3, 0, row / 2 + 1, n - 1);               // from the first thread, ending mid-row
        run(b, 3, row + 1, n - row / 2, row * 2 + 1);   // from the second row to mid last row
        run(b, 3, plane + 2, n, plane);                 // from a later plane
        run(b, 2, n / 2, n / 2 + 1, n / 2);             // one thread
        run(b, 2, 5, 5, n);                             // nobody
        run(b, 2, n - 3, n, n - 2);                     // the last few
    }
    printf("PASS " NAME "\n");
    return 0;
}
