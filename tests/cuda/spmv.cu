// spmv: y = A x for a sparse square matrix in CSR format (ACM Queue paper):
//  1. scalar kernel: one thread per row;
//  2. the paper's cached kernel: each block first copies its window of x
//     (x[block_begin .. block_end)) into __shared__ memory and takes x_j from
//     the cache when j falls in the window, else from global memory.
// The matrix is generated deterministically with a fixed-seed LCG: 0..12
// entries per row (some rows empty), half near the diagonal so the cache is hit.
// The number of rows is not a multiple of the block size.
// Tolerance: both kernels add the row's products in CSR order; the host
// reference is in double and any float evaluation of an m-term sum, with or
// without fused multiply-adds, is within gamma_m * sum|a_ij x_j|; we allow
// (m+2) * 2^-23 * sum|a_ij x_j|.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>

#define NAME "spmv"
#define CHECK(call)                                                              \
    do {                                                                         \
        cudaError_t e_ = (call);                                                 \
        if (e_ != cudaSuccess) {                                                 \
            printf("FAIL " NAME ": %s:%d: %s returned %s\n", __FILE__, __LINE__, \
                   #call, cudaGetErrorName(e_));                                 \
            exit(1);                                                             \
        }                                                                        \
    } while (0)

#define BLOCKSIZE 128

__global__ void csrScalar(const unsigned int *Ap, const unsigned int *Aj, const float *Av,
                          unsigned int num_rows, const float *x, float *y)
{
    unsigned int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < num_rows) {
        float sum = 0.0f;
        for (unsigned int k = Ap[row]; k < Ap[row + 1]; k++)
            sum += Av[k] * x[Aj[k]];
        y[row] = sum;
    }
}

__global__ void csrCached(const unsigned int *Ap, const unsigned int *Aj, const float *Av,
                          unsigned int num_rows, const float *x, float *y)
{
    __shared__ float cache[BLOCKSIZE];
    unsigned int first = blockIdx.x * blockDim.x;
    unsigned int last = first + blockDim.x; // one past the window
    unsigned int row = first + threadIdx.x;
    if (row < num_rows)
        cache[threadIdx.x] = x[row];
    __syncthreads();
    if (row < num_rows) {
        float sum = 0.0f;
        for (unsigned int k = Ap[row]; k < Ap[row + 1]; k++) {
            unsigned int j = Aj[k];
            float xj = (j >= first && j < last) ? cache[j - first] : x[j];
            sum += Av[k] * xj;
        }
        y[row] = sum;
    }
}

static unsigned int lcg_state = 20080301u;
static unsigned int lcg()
{
    lcg_state = lcg_state * 1664525u + 1013904223u;
    return lcg_state >> 8;
}

int main()
{
    const unsigned int n = 3001;
    std::vector<unsigned int> Ap(n + 1), Aj;
    std::vector<float> Av, x(n), y(n);
    Ap[0] = 0;
    for (unsigned int r = 0; r < n; r++) {
        unsigned int cnt = lcg() % 13;
        if (r % 97 == 5)
            cnt = 0;
        for (unsigned int c = 0; c < cnt; c++) {
            unsigned int j;
            if (lcg() % 2) {
                int off = (int)(lcg() % 101) - 50;
                long jj = (long)r + off;
                j = (unsigned int)(jj < 0 ? 0 : jj >= (long)n ? n - 1 : jj);
            } else {
                j = lcg() % n;
            }
            Aj.push_back(j);
            Av.push_back((float)lcg() / 16777216.0f * 2.0f - 1.0f);
        }
        Ap[r + 1] = (unsigned int)Aj.size();
    }
    for (unsigned int i = 0; i < n; i++)
        x[i] = (float)lcg() / 16777216.0f * 10.0f - 5.0f;
    unsigned int nnz = Ap[n];

    unsigned int *dAp, *dAj;
    float *dAv, *dx, *dy;
    CHECK(cudaMalloc(&dAp, (n + 1) * sizeof(unsigned int)));
    CHECK(cudaMalloc(&dAj, nnz * sizeof(unsigned int)));
    CHECK(cudaMalloc(&dAv, nnz * sizeof(float)));
    CHECK(cudaMalloc(&dx, n * sizeof(float)));
    CHECK(cudaMalloc(&dy, n * sizeof(float)));
    CHECK(cudaMemcpy(dAp, Ap.data(), (n + 1) * sizeof(unsigned int), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dAj, Aj.data(), nnz * sizeof(unsigned int), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dAv, Av.data(), nnz * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dx, x.data(), n * sizeof(float), cudaMemcpyHostToDevice));

    for (int v = 0; v < 2; v++) {
        const char *what = v == 0 ? "scalar CSR" : "shared-memory cached CSR";
        CHECK(cudaMemset(dy, 0xff, n * sizeof(float)));
        unsigned int grid = (n + BLOCKSIZE - 1) / BLOCKSIZE;
        if (v == 0)
            csrScalar<<<grid, BLOCKSIZE>>>(dAp, dAj, dAv, n, dx, dy);
        else
            csrCached<<<grid, BLOCKSIZE>>>(dAp, dAj, dAv, n, dx, dy);
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(y.data(), dy, n * sizeof(float), cudaMemcpyDeviceToHost));
        for (unsigned int r = 0; r < n; r++) {
            double ref = 0, mag = 0;
            for (unsigned int k = Ap[r]; k < Ap[r + 1]; k++) {
                double p = (double)Av[k] * x[Aj[k]];
                ref += p;
                mag += fabs(p);
            }
            double tol = (Ap[r + 1] - Ap[r] + 2) * ldexp(1.0, -23) * mag;
            if (!(fabs((double)y[r] - ref) <= tol)) {
                printf("FAIL " NAME ": %s: y[%u] expected %.9g (tol %.3g) got %.9g\n", what, r,
                       ref, tol, y[r]);
                return 1;
            }
        }
    }
    CHECK(cudaFree(dAp));
    CHECK(cudaFree(dAj));
    CHECK(cudaFree(dAv));
    CHECK(cudaFree(dx));
    CHECK(cudaFree(dy));
    printf("PASS " NAME "\n");
    return 0;
}
