// narrow_regions: code that a few threads of each row (or a few rows) of a block run
// between the block's other work and a barrier: the halo loads of tiled stencils. heddle
// runs such a region in a pass of its own with its guard made loop bounds; each thread
// must still see its own earlier stores, and the guard's every part must still hold.
//   a 2D 16x16 tiled 5-point stencil, halo loaded by the edge threads (tx == 0, tx == 15,
//     ty == 0, ty == 15 with domain bounds), on sizes that are and are not multiples of 16
//   the 1D stencil of NVIDIA's introduction (`if (threadIdx.x < RADIUS)` loads both halos)
//   an edge region keyed on blockDim (tx == blockDim.x - 1), launched with several widths
//   a region whose thread stores to shared memory and reads it back before the barrier,
//     with index arithmetic made before the region and used after it
//   negated and mixed guards: tx != 0, tx >= 3 && ty < 2, and a disjunction (tx < 2 || ty < 2)
//   a 3D block with a tz == 0 region
//   a loaded value live across the region (must not be lost)
//   a guard at a loop's head that is a conjunction of a tid.x bound and a row test, whose
//     kept threads go on to an atomic on one counter: rows that all fail (the review found
//     an illegal address), row 0 failing while later rows pass (a stale per-thread base)
#define NAME "narrow_regions"
#include "check.h"
#include <algorithm>
#include <vector>

#define T 16

__global__ void stencil2d(const float *in, float *out, int nx, int ny) {
    __shared__ float tile[T + 2][T + 2];
    int tx = threadIdx.x, ty = threadIdx.y;
    int x = blockIdx.x * T + tx, y = blockIdx.y * T + ty;
    bool inside = x < nx && y < ny;
    if (inside) tile[ty + 1][tx + 1] = in[y * nx + x];
    if (tx == 0 && x > 0 && y < ny) tile[ty + 1][0] = in[y * nx + x - 1];
    if (tx == T - 1 && x + 1 < nx && y < ny) tile[ty + 1][T + 1] = in[y * nx + x + 1];
    if (ty == 0 && y > 0 && x < nx) tile[0][tx + 1] = in[(y - 1) * nx + x];
    if (ty == T - 1 && y + 1 < ny && x < nx) tile[T + 1][tx + 1] = in[(y + 1) * nx + x];
    __syncthreads();
    if (!inside) return;
    if (x == 0 || y == 0 || x == nx - 1 || y == ny - 1) {
        out[y * nx + x] = tile[ty + 1][tx + 1];
        return;
    }
    out[y * nx + x] = 0.5f * tile[ty + 1][tx + 1] +
                      0.125f * (tile[ty][tx + 1] + tile[ty + 2][tx + 1] + tile[ty + 1][tx] + tile[ty + 1][tx + 2]);
}

#define RADIUS 3
#define BS 128
__global__ void stencil1d(const int *in, int *out, int n) {
    __shared__ int temp[BS + 2 * RADIUS];
    int g = blockIdx.x * blockDim.x + threadIdx.x, l = threadIdx.x + RADIUS;
    temp[l] = g < n ? in[g] : 0;
    if (threadIdx.x < RADIUS) {
        temp[l - RADIUS] = g - RADIUS >= 0 ? in[g - RADIUS] : 0;
        temp[l + BS] = g + BS < n ? in[g + BS] : 0;
    }
    __syncthreads();
    int r = 0;
    for (int k = -RADIUS; k <= RADIUS; k++) r += temp[l + k];
    if (g < n) out[g] = r;
}

// the last thread of each row (tx == blockDim.x - 1) loads its row's edge value; every
// thread adds it after the barrier
__global__ void edge_last(const int *in, int *out) {
    __shared__ int edge[32];
    int tx = threadIdx.x, ty = threadIdx.y, w = blockDim.x;
    int i = (blockIdx.x * blockDim.y + ty) * w + tx;
    out[i] = tx;
    if (tx == w - 1) edge[ty] = in[i] * 3 + 1000;
    __syncthreads();
    out[i] += in[i] * 3 + edge[ty];
}

// thread (0, ty) stores, then reads back its own stores before the barrier; the index made
// before the region (base) is used after it; a region guarded by tx != 0 and a mixed one
// (nvcc keeps the loaded value in a register across the regions: no pass is cut there)
__global__ void own_stores(const int *in, int *out, int *side) {
    __shared__ int s[T][T + 1];
    int tx = threadIdx.x, ty = threadIdx.y;
    int base = (blockIdx.x * T + ty) * T;
    s[ty][tx] = in[base + tx];
    if (tx == 0) s[ty][T] = in[base] * 2 + ty;
    int mine = s[ty][tx] + (tx == 0 ? s[ty][T] : 0); // thread 0 reads what it wrote
    if (tx != 0) s[ty][tx] += 1;
    if (tx >= 3 && ty < 2) side[blockIdx.x * T * T + ty * T + tx] = base + tx;
    if (tx < 2 || ty < 2) side[blockIdx.x * T * T + ty * T + tx] += 7;
    __syncthreads();
    out[base + tx] = mine + s[ty][(tx + 1) % T];
}

// 3D block: the tz == 0 plane loads a halo value per column
__global__ void planes(const int *in, int *out) {
    __shared__ int col[4][8];
    __shared__ int cube[4][4][8];
    int tx = threadIdx.x, ty = threadIdx.y, tz = threadIdx.z;
    int b = blockIdx.x * 128;
    int i = b + (tz * 4 + ty) * 8 + tx;
    cube[tz][ty][tx] = in[i];
    if (tz == 0) col[ty][tx] = in[b + ty * 8 + tx] * 10;
    __syncthreads();
    out[i] = cube[tz][ty][tx] + col[ty][tx] + cube[(tz + 1) & 3][ty][tx];
}

// a loaded value (not recomputable) is live across the region: it stays in one pass
__global__ void live_across(const int *in, int *out) {
    __shared__ int s[T][T];
    int tx = threadIdx.x, ty = threadIdx.y, i = (blockIdx.x * T + ty) * T + tx;
    int v = in[i];
    s[ty][tx] = v;
    if (tx == 0) s[ty][0] = v + in[i + 1];
    out[i] = v * 5;
    __syncthreads();
    out[i] += s[ty][tx];
}

// every thread of the image's rectangle takes a slot
__global__ void count2d(int *out, int *cnt, int w, int h) {
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h) return;
    out[atomicAdd(cnt, 1)] = y * w + x;
}

// k is uniform (a loop of barriers); the kept threads carry k + tx to their slot
__global__ void rows_kept(int *out, int *cnt, int n, int a, int b) {
    int k = 1;
    for (int i = 0; i < n; i++) {
        k = k * 3 + 1;
        __syncthreads();
    }
    int tx = threadIdx.x, ty = threadIdx.y;
    if (tx >= a || ty < b) return;
    int idx = k + tx;
    out[atomicAdd(cnt, 1)] = idx * 1000 + ty;
}

static float ref2d(const std::vector<float> &a, int nx, int ny, int x, int y) {
    if (x == 0 || y == 0 || x == nx - 1 || y == ny - 1) return a[y * nx + x];
    return 0.5f * a[y * nx + x] +
           0.125f * (a[(y - 1) * nx + x] + a[(y + 1) * nx + x] + a[y * nx + x - 1] + a[y * nx + x + 1]);
}

static void test_stencil2d(int nx, int ny) {
    std::vector<float> h(nx * ny), o(nx * ny);
    for (int i = 0; i < nx * ny; i++) h[i] = (float)((i * 7919) % 1000) / 37.0f;
    float *d, *r;
    CHECK(cudaMalloc(&d, nx * ny * 4));
    CHECK(cudaMalloc(&r, nx * ny * 4));
    CHECK(cudaMemcpy(d, h.data(), nx * ny * 4, cudaMemcpyHostToDevice));
    CHECK(cudaMemset(r, 0, nx * ny * 4));
    stencil2d<<<dim3((nx + T - 1) / T, (ny + T - 1) / T), dim3(T, T)>>>(d, r, nx, ny);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(o.data(), r, nx * ny * 4, cudaMemcpyDeviceToHost));
    for (int y = 0; y < ny; y++)
        for (int x = 0; x < nx; x++) {
            float w = ref2d(h, nx, ny, x, y);
            EXPECT(o[y * nx + x] == w, "stencil2d %dx%d at (%d,%d): got %g, expected %g", nx, ny, x, y, o[y * nx + x], w);
        }
    CHECK(cudaFree(d));
    CHECK(cudaFree(r));
}

static void test_stencil1d(int n) {
    std::vector<int> h(n), o(n);
    for (int i = 0; i < n; i++) h[i] = (i * 31) % 97 - 40;
    int *d, *r;
    CHECK(cudaMalloc(&d, n * 4));
    CHECK(cudaMalloc(&r, n * 4));
    CHECK(cudaMemcpy(d, h.data(), n * 4, cudaMemcpyHostToDevice));
    stencil1d<<<(n + BS - 1) / BS, BS>>>(d, r, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(o.data(), r, n * 4, cudaMemcpyDeviceToHost));
    for (int g = 0; g < n; g++) {
        // the kernel's halo: a block's window reads in[] only where the loading thread had it
        int b0 = g / BS * BS, w = 0;
        for (int k = -RADIUS; k <= RADIUS; k++) {
            int j = g + k, inb = j >= b0 && j < b0 + BS;
            if (inb) w += j < n ? h[j] : 0;
            else w += (j >= 0 && j < n) ? h[j] : 0;
        }
        EXPECT(o[g] == w, "stencil1d n=%d at %d: got %d, expected %d", n, g, o[g], w);
    }
    CHECK(cudaFree(d));
    CHECK(cudaFree(r));
}

static void test_edge_last(int w, int rows, int blocks) {
    int n = w * rows * blocks;
    std::vector<int> h(n), o(n);
    for (int i = 0; i < n; i++) h[i] = i % 1013;
    int *d, *r;
    CHECK(cudaMalloc(&d, n * 4));
    CHECK(cudaMalloc(&r, n * 4));
    CHECK(cudaMemcpy(d, h.data(), n * 4, cudaMemcpyHostToDevice));
    edge_last<<<blocks, dim3(w, rows)>>>(d, r);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(o.data(), r, n * 4, cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++) {
        int row = i / w, last = row * w + w - 1, want = i % w + h[i] * 3 + h[last] * 3 + 1000;
        EXPECT(o[i] == want, "edge_last %dx%d at %d: got %d, expected %d", w, rows, i, o[i], want);
    }
    CHECK(cudaFree(d));
    CHECK(cudaFree(r));
}

static void test_own_stores() {
    const int B = 5, n = B * T * T;
    std::vector<int> h(n), o(n), side(n);
    for (int i = 0; i < n; i++) h[i] = (i * 13) % 251;
    int *d, *r, *sd;
    CHECK(cudaMalloc(&d, n * 4));
    CHECK(cudaMalloc(&r, n * 4));
    CHECK(cudaMalloc(&sd, n * 4));
    CHECK(cudaMemcpy(d, h.data(), n * 4, cudaMemcpyHostToDevice));
    CHECK(cudaMemset(sd, 0, n * 4));
    own_stores<<<B, dim3(T, T)>>>(d, r, sd);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(o.data(), r, n * 4, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(side.data(), sd, n * 4, cudaMemcpyDeviceToHost));
    for (int blk = 0; blk < B; blk++)
        for (int ty = 0; ty < T; ty++)
            for (int tx = 0; tx < T; tx++) {
                int base = (blk * T + ty) * T, e0 = h[base] * 2 + ty;
                int mine = h[base + tx] + (tx == 0 ? e0 : 0);
                int nx = (tx + 1) % T, s = h[base + nx] + (nx != 0 ? 1 : 0);
                int want = mine + s;
                EXPECT(o[base + tx] == want, "own_stores block %d (%d,%d): got %d, expected %d", blk, tx, ty,
                       o[base + tx], want);
                int sw = (tx >= 3 && ty < 2 ? base + tx : 0) + (tx < 2 || ty < 2 ? 7 : 0);
                int si = blk * T * T + ty * T + tx;
                EXPECT(side[si] == sw, "own_stores side block %d (%d,%d): got %d, expected %d", blk, tx, ty, side[si], sw);
            }
    CHECK(cudaFree(d));
    CHECK(cudaFree(r));
    CHECK(cudaFree(sd));
}

static void test_planes() {
    const int B = 3, n = B * 128;
    std::vector<int> h(n), o(n);
    for (int i = 0; i < n; i++) h[i] = (i * 17) % 89;
    int *d, *r;
    CHECK(cudaMalloc(&d, n * 4));
    CHECK(cudaMalloc(&r, n * 4));
    CHECK(cudaMemcpy(d, h.data(), n * 4, cudaMemcpyHostToDevice));
    planes<<<B, dim3(8, 4, 4)>>>(d, r);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(o.data(), r, n * 4, cudaMemcpyDeviceToHost));
    for (int blk = 0; blk < B; blk++)
        for (int tz = 0; tz < 4; tz++)
            for (int ty = 0; ty < 4; ty++)
                for (int tx = 0; tx < 8; tx++) {
                    int b = blk * 128, i = b + (tz * 4 + ty) * 8 + tx;
                    int want = h[i] + h[b + ty * 8 + tx] * 10 + h[b + (((tz + 1) & 3) * 4 + ty) * 8 + tx];
                    EXPECT(o[i] == want, "planes at %d: got %d, expected %d", i, o[i], want);
                }
    CHECK(cudaFree(d));
    CHECK(cudaFree(r));
}

static void test_live_across() {
    const int B = 4, n = B * T * T;
    std::vector<int> h(n + 1), o(n);
    for (int i = 0; i <= n; i++) h[i] = (i * 29) % 113;
    int *d, *r;
    CHECK(cudaMalloc(&d, (n + 1) * 4));
    CHECK(cudaMalloc(&r, n * 4));
    CHECK(cudaMemcpy(d, h.data(), (n + 1) * 4, cudaMemcpyHostToDevice));
    live_across<<<B, dim3(T, T)>>>(d, r);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(o.data(), r, n * 4, cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++) {
        int tx = i % T, s = tx == 0 ? h[i] + h[i + 1] : h[i];
        EXPECT(o[i] == h[i] * 5 + s, "live_across at %d: got %d, expected %d", i, o[i], h[i] * 5 + s);
    }
    CHECK(cudaFree(d));
    CHECK(cudaFree(r));
}

static void test_count2d(int w, int h, dim3 grid, dim3 block) {
    int n = grid.x * block.x * grid.y * block.y, *d, *c, cnt = 0;
    std::vector<int> o(n), seen(w * h, 0);
    CHECK(cudaMalloc(&d, n * 4));
    CHECK(cudaMalloc(&c, 4));
    CHECK(cudaMemset(c, 0, 4));
    count2d<<<grid, block>>>(d, c, w, h);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(&cnt, c, 4, cudaMemcpyDeviceToHost));
    EXPECT(cnt == w * h, "count2d %dx%d: count %d, expected %d", w, h, cnt, w * h);
    CHECK(cudaMemcpy(o.data(), d, cnt * 4, cudaMemcpyDeviceToHost));
    for (int i = 0; i < cnt; i++) {
        EXPECT(o[i] >= 0 && o[i] < w * h && !seen[o[i]], "count2d %dx%d: slot %d holds %d", w, h, i, o[i]);
        seen[o[i]] = 1;
    }
    CHECK(cudaFree(d));
    CHECK(cudaFree(c));
}

static void test_rows_kept(int n, int a, int b, int k) {
    int *d, *c, cnt = 0, want = a * (4 - b);
    std::vector<int> o(32), exp;
    for (int ty = b; ty < 4; ty++)
        for (int tx = 0; tx < a; tx++) exp.push_back((k + tx) * 1000 + ty);
    CHECK(cudaMalloc(&d, 32 * 4));
    CHECK(cudaMalloc(&c, 4));
    CHECK(cudaMemset(c, 0, 4));
    rows_kept<<<1, dim3(8, 4)>>>(d, c, n, a, b);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(&cnt, c, 4, cudaMemcpyDeviceToHost));
    EXPECT(cnt == want, "rows_kept n=%d a=%d b=%d: count %d, expected %d", n, a, b, cnt, want);
    CHECK(cudaMemcpy(o.data(), d, cnt * 4, cudaMemcpyDeviceToHost));
    std::sort(o.begin(), o.begin() + cnt);
    std::sort(exp.begin(), exp.end());
    for (int i = 0; i < cnt; i++)
        EXPECT(o[i] == exp[i], "rows_kept n=%d a=%d b=%d: value %d is %d, expected %d", n, a, b, i, o[i], exp[i]);
    CHECK(cudaFree(d));
    CHECK(cudaFree(c));
}

int main() {
    test_stencil2d(64, 48);
    test_stencil2d(53, 37);
    test_stencil2d(16, 1);
    test_stencil2d(1, 20);
    test_stencil1d(1000);
    test_stencil1d(4 * BS);
    test_edge_last(16, 4, 6);
    test_edge_last(5, 3, 4);
    test_edge_last(32, 2, 3);
    test_own_stores();
    test_planes();
    test_live_across();
    test_count2d(20, 10, dim3(2, 3), dim3(16, 8));
    test_count2d(37, 29, dim3(4, 5), dim3(13, 7));
    test_rows_kept(3, 1, 0, 40);
    test_rows_kept(0, 1, 1, 1);
    test_rows_kept(2, 5, 2, 13);
    CHECK(cudaDeviceSynchronize());
    printf("PASS " NAME "\n");
    return 0;
}
