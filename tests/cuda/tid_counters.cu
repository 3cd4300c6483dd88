// tid_counters: per-thread counters of the form U + k * threadIdx.x that live across
// __syncthreads(), as nvcc keeps them (a tile's column t + tx in one register stepped by
// the tile width; heddle computes such a register from one thread's U instead of loading
// it per thread):
//  - tiled matrix product of a 37x45 by a 45x29 matrix with 16x16 tiles (sizes that are no
//    multiple of the tile, so guards cut rows and columns);
//  - a 2D block of 24x3 threads whose threads with tx < 5 return at once (the others run
//    on: the first thread left is not thread 0) and which walks shared and global memory
//    with counters 1000 - 2 * tx stepped by 5 and 3 * tx - 7 stepped by -4, across
//    barriers, for several trip counts including 0.
// Small integer-valued floats and integers: exact. The host computes the same sums.
#include <cstdio>
#include <cstdlib>
#include <vector>
#define NAME "tid_counters"
#include "check.h"

#define TILE 16

__global__ void matmul(const float *A, const float *B, float *C, int m, int kdim, int n)
{
    __shared__ float As[TILE][TILE], Bs[TILE][TILE];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
    float acc = 0.0f;
    for (int t = 0; t < kdim; t += TILE) {
        As[ty][tx] = (row < m && t + tx < kdim) ? A[row * kdim + t + tx] : 0.0f;
        Bs[ty][tx] = (t + ty < kdim && col < n) ? B[(t + ty) * n + col] : 0.0f;
        __syncthreads();
        for (int k = 0; k < TILE; k++)
            acc += As[ty][k] * Bs[k][tx];
        __syncthreads();
    }
    if (row < m && col < n)
        C[row * n + col] = acc;
}

#define BX 24
#define BY 3
#define SKIP 5
#define SH 4096

__global__ void counters(const int *in, int *out, int iters)
{
    __shared__ int sh[SH];
    int tx = threadIdx.x, ty = threadIdx.y;
    if (tx < SKIP)
        return;
    for (int i = ty * (BX - SKIP) + tx - SKIP; i < SH; i += (BX - SKIP) * BY)
        sh[i] = 0;
    __syncthreads();
    int j = 1000 - 2 * tx + blockIdx.x;   /* U + (-2) tx */
    int q = 3 * tx - 7 + 40 * ty;         /* U + 3 tx */
    int acc = 0;
    for (int it = 0; it < iters; it++) {
        sh[j + ty * 50] = in[j] + it;
        sh[q + 400 + 2000] = in[q + 300] * 3;
        __syncthreads();
        acc += sh[j + ty * 50] - sh[q + 2400];
        acc += sh[(j + 2) + ty * 50] & 0xff;
        __syncthreads();
        j += 5;
        q -= 4;
    }
    out[(blockIdx.x * BY + ty) * BX + tx] = acc + j * 1000 + q;
}

static void host_counters(const std::vector<int> &in, std::vector<int> &out, int blocks, int iters)
{
    for (int b = 0; b < blocks; b++) {
        std::vector<int> sh(SH, 0), j(BX * BY), q(BX * BY), acc(BX * BY, 0);
        for (int ty = 0; ty < BY; ty++)
            for (int tx = SKIP; tx < BX; tx++) {
                j[ty * BX + tx] = 1000 - 2 * tx + b;
                q[ty * BX + tx] = 3 * tx - 7 + 40 * ty;
            }
        /* the words written before an iteration's first barrier differ between threads
         * (j + 50 ty, q + 2400; the j words stay below 1250, the q words above 2250 over 30
         * iterations): every order of the threads agrees */
        for (int it = 0; it < iters; it++) {
            for (int ty = 0; ty < BY; ty++)
                for (int tx = SKIP; tx < BX; tx++) {
                    int t = ty * BX + tx;
                    sh[j[t] + ty * 50] = in[j[t]] + it;
                    sh[q[t] + 2400] = in[q[t] + 300] * 3;
                }
            for (int ty = 0; ty < BY; ty++)
                for (int tx = SKIP; tx < BX; tx++) {
                    int t = ty * BX + tx;
                    acc[t] += sh[j[t] + ty * 50] - sh[q[t] + 2400];
                    acc[t] += sh[j[t] + 2 + ty * 50] & 0xff;
                }
            for (int t = 0; t < BX * BY; t++) {
                j[t] += 5;
                q[t] -= 4;
            }
        }
        for (int ty = 0; ty < BY; ty++)
            for (int tx = SKIP; tx < BX; tx++) {
                int t = ty * BX + tx;
                out[(b * BY + ty) * BX + tx] = acc[t] + j[t] * 1000 + q[t];
            }
    }
}

int main()
{
    /* tiled product */
    const int m = 37, kd = 45, n = 29;
    std::vector<float> hA(m * kd), hB(kd * n), hC(m * n, -1.0f);
    for (int i = 0; i < m * kd; i++) hA[i] = (float)((i * 7) % 11 - 5);
    for (int i = 0; i < kd * n; i++) hB[i] = (float)((i * 5) % 13 - 6);
    float *A, *B, *C;
    CHECK(cudaMalloc(&A, hA.size() * sizeof(float)));
    CHECK(cudaMalloc(&B, hB.size() * sizeof(float)));
    CHECK(cudaMalloc(&C, hC.size() * sizeof(float)));
    CHECK(cudaMemcpy(A, hA.data(), hA.size() * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(B, hB.data(), hB.size() * sizeof(float), cudaMemcpyHostToDevice));
    matmul<<<dim3((n + TILE - 1) / TILE, (m + TILE - 1) / TILE), dim3(TILE, TILE)>>>(A, B, C, m, kd, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hC.data(), C, hC.size() * sizeof(float), cudaMemcpyDeviceToHost));
    for (int r = 0; r < m; r++)
        for (int c = 0; c < n; c++) {
            float s = 0.0f;
            for (int k = 0; k < kd; k++) s += hA[r * kd + k] * hB[k * n + c];
            EXPECT(hC[r * n + c] == s, "matmul C[%d][%d] = %g, expected %g", r, c, hC[r * n + c], s);
        }

    /* counters across barriers, a block whose first threads returned */
    const int blocks = 6, nin = 2048;
    std::vector<int> hin(nin), hout(blocks * BX * BY), ref(blocks * BX * BY);
    for (int i = 0; i < nin; i++) hin[i] = (i * 37) % 1001 - 300;
    int *din, *dout;
    CHECK(cudaMalloc(&din, nin * sizeof(int)));
    CHECK(cudaMalloc(&dout, hout.size() * sizeof(int)));
    CHECK(cudaMemcpy(din, hin.data(), nin * sizeof(int), cudaMemcpyHostToDevice));
    int trips[] = {0, 1, 2, 7, 30};
    for (int iters : trips) {
        CHECK(cudaMemset(dout, 0xff, hout.size() * sizeof(int)));
        counters<<<blocks, dim3(BX, BY)>>>(din, dout, iters);
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(hout.data(), dout, hout.size() * sizeof(int), cudaMemcpyDeviceToHost));
        for (size_t i = 0; i < ref.size(); i++) ref[i] = -1;
        host_counters(hin, ref, blocks, iters);
        for (size_t i = 0; i < ref.size(); i++)
            EXPECT(hout[i] == ref[i], "counters(iters=%d): out[%zu] = %d, expected %d", iters, i, hout[i], ref[i]);
    }
    CHECK(cudaFree(A));
    CHECK(cudaFree(B));
    CHECK(cudaFree(C));
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
    printf("PASS " NAME "\n");
    return 0;
}
