// kmeans: one k-means iteration on 2D float points.
//  assignment step: each thread finds the nearest centroid (squared Euclidean
//    distance, ties to the lowest index) -- checked exactly;
//  update step: each thread atomicAdd()s its point into per-cluster float sums
//    and an int count; a third kernel divides sums by counts -- checked with a
//    tolerance.
// Exactness argument: coordinates are multiples of 1/8 in [0, 128), so every
// difference, square and sum of two squares is a multiple of 1/64 below 2^15
// and exactly representable in float (< 2^24 units of 1/64): distances, and
// hence assignments, are exact whatever the compiler contracts. The per-cluster
// sums are multiples of 1/8 below 2^20 (< 2^24 units), so the float atomicAdds
// are exact in any order. The final division is correctly rounded on both
// sides; we still allow a relative 2^-22 in the centroid comparison in case an
// implementation computes the quotient with a reciprocal.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>

#define NAME "kmeans"
#define CHECK(call)                                                              \
    do {                                                                         \
        cudaError_t e_ = (call);                                                 \
        if (e_ != cudaSuccess) {                                                 \
            printf("FAIL " NAME ": %s:%d: %s returned %s\n", __FILE__, __LINE__, \
                   #call, cudaGetErrorName(e_));                                 \
            exit(1);                                                             \
        }                                                                        \
    } while (0)

#define K 6

__global__ void assign(const float2 *pts, int n, const float2 *cent, int k, int *label)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float2 p = pts[i];
    int best = 0;
    float bestd = 0.0f;
    for (int c = 0; c < k; c++) {
        float dx = p.x - cent[c].x;
        float dy = p.y - cent[c].y;
        float d = dx * dx + dy * dy;
        if (c == 0 || d < bestd) {
            bestd = d;
            best = c;
        }
    }
    label[i] = best;
}

__global__ void accumulate(const float2 *pts, int n, const int *label, float *sumx,
                           float *sumy, int *count)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    int c = label[i];
    atomicAdd(&sumx[c], pts[i].x);
    atomicAdd(&sumy[c], pts[i].y);
    atomicAdd(&count[c], 1);
}

__global__ void finish(const float *sumx, const float *sumy, const int *count, float2 *cent, int k)
{
    int c = threadIdx.x;
    if (c < k && count[c] > 0)
        cent[c] = make_float2(sumx[c] / (float)count[c], sumy[c] / (float)count[c]);
}

int main()
{
    const int n = 5003;
    std::vector<float2> pts(n), cent(K), newc(K);
    unsigned s = 4242u;
    for (int i = 0; i < n; i++) {
        // clustered-ish points: a random centre region plus noise, grid of 1/8
        s = s * 1664525u + 1013904223u;
        int region = (s >> 24) % 4;
        s = s * 1664525u + 1013904223u;
        int ox = (int)((s >> 12) % 256u);
        s = s * 1664525u + 1013904223u;
        int oy = (int)((s >> 12) % 256u);
        pts[i].x = (float)(region * 200 + ox) / 8.0f; // < 128
        pts[i].y = (float)((3 - region) * 200 + oy) / 8.0f;
    }
    for (int c = 0; c < K; c++)
        cent[c] = pts[c * 37]; // initial centroids from the data (gives exact ties too)
    cent[K - 1] = make_float2(64.0f, 64.0f);

    // host reference
    std::vector<int> hl(n);
    double hsx[K] = {0}, hsy[K] = {0};
    int hcnt[K] = {0};
    for (int i = 0; i < n; i++) {
        int best = 0;
        float bestd = 0.0f;
        for (int c = 0; c < K; c++) {
            float dx = pts[i].x - cent[c].x, dy = pts[i].y - cent[c].y;
            float d = dx * dx + dy * dy; // exact, see above
            if (c == 0 || d < bestd) {
                bestd = d;
                best = c;
            }
        }
        hl[i] = best;
        hsx[best] += pts[i].x;
        hsy[best] += pts[i].y;
        hcnt[best]++;
    }

    float2 *dpts, *dcent;
    int *dlabel, *dcount;
    float *dsx, *dsy;
    CHECK(cudaMalloc(&dpts, n * sizeof(float2)));
    CHECK(cudaMalloc(&dcent, K * sizeof(float2)));
    CHECK(cudaMalloc(&dlabel, n * sizeof(int)));
    CHECK(cudaMalloc(&dcount, K * sizeof(int)));
    CHECK(cudaMalloc(&dsx, K * sizeof(float)));
    CHECK(cudaMalloc(&dsy, K * sizeof(float)));
    CHECK(cudaMemcpy(dpts, pts.data(), n * sizeof(float2), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dcent, cent.data(), K * sizeof(float2), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(dcount, 0, K * sizeof(int)));
    CHECK(cudaMemset(dsx, 0, K * sizeof(float)));
    CHECK(cudaMemset(dsy, 0, K * sizeof(float)));
    int bs = 128, grid = (n + bs - 1) / bs;
    assign<<<grid, bs>>>(dpts, n, dcent, K, dlabel);
    CHECK(cudaGetLastError());
    accumulate<<<grid, bs>>>(dpts, n, dlabel, dsx, dsy, dcount);
    CHECK(cudaGetLastError());
    finish<<<1, 32>>>(dsx, dsy, dcount, dcent, K);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());

    std::vector<int> label(n);
    int count[K];
    float sx[K], sy[K];
    CHECK(cudaMemcpy(label.data(), dlabel, n * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(count, dcount, sizeof count, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(sx, dsx, sizeof sx, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(sy, dsy, sizeof sy, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(newc.data(), dcent, K * sizeof(float2), cudaMemcpyDeviceToHost));

    for (int i = 0; i < n; i++)
        if (label[i] != hl[i]) {
            printf("FAIL " NAME ": assignment of point %d (%g,%g) expected %d got %d\n", i,
                   pts[i].x, pts[i].y, hl[i], label[i]);
            return 1;
        }
    for (int c = 0; c < K; c++) {
        if (count[c] != hcnt[c]) {
            printf("FAIL " NAME ": count[%d] expected %d got %d\n", c, hcnt[c], count[c]);
            return 1;
        }
        if ((double)sx[c] != hsx[c] || (double)sy[c] != hsy[c]) {
            printf("FAIL " NAME ": sums[%d] expected (%.9g,%.9g) got (%.9g,%.9g)\n", c, hsx[c],
                   hsy[c], sx[c], sy[c]);
            return 1;
        }
        double wx = hcnt[c] ? hsx[c] / hcnt[c] : cent[c].x;
        double wy = hcnt[c] ? hsy[c] / hcnt[c] : cent[c].y;
        double tx = ldexp(fabs(wx), -22), ty = ldexp(fabs(wy), -22);
        if (!(fabs(newc[c].x - wx) <= tx) || !(fabs(newc[c].y - wy) <= ty)) {
            printf("FAIL " NAME ": centroid[%d] expected (%.9g,%.9g) got (%.9g,%.9g)\n", c, wx,
                   wy, newc[c].x, newc[c].y);
            return 1;
        }
    }
    CHECK(cudaFree(dpts));
    CHECK(cudaFree(dcent));
    CHECK(cudaFree(dlabel));
    CHECK(cudaFree(dcount));
    CHECK(cudaFree(dsx));
    CHECK(cudaFree(dsy));
    printf("PASS " NAME "\n");
    return 0;
}
