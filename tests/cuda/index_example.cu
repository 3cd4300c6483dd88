// index_example: the classic <<<4,5>>> indexing example. Each of the 20
// threads writes blockIdx.x to a[], threadIdx.x to b[] and its global index
// blockIdx.x * blockDim.x + threadIdx.x to c[]. Also checks gridDim/blockDim.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define NAME "index_example"
#define CHECK(call)                                                              \
    do {                                                                         \
        cudaError_t e_ = (call);                                                 \
        if (e_ != cudaSuccess) {                                                 \
            printf("FAIL " NAME ": %s:%d: %s returned %s\n", __FILE__, __LINE__, \
                   #call, cudaGetErrorName(e_));                                 \
            exit(1);                                                             \
        }                                                                        \
    } while (0)

__global__ void indices(int *a, int *b, int *c, int *dims)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    a[i] = blockIdx.x;
    b[i] = threadIdx.x;
    c[i] = i;
    if (i == 0) {
        dims[0] = gridDim.x;
        dims[1] = gridDim.y;
        dims[2] = gridDim.z;
        dims[3] = blockDim.x;
        dims[4] = blockDim.y;
        dims[5] = blockDim.z;
    }
}

int main()
{
    const int N = 20;
    int *da, *db, *dc, *dd;
    int a[N], b[N], c[N], d[6];
    CHECK(cudaMalloc(&da, N * sizeof(int)));
    CHECK(cudaMalloc(&db, N * sizeof(int)));
    CHECK(cudaMalloc(&dc, N * sizeof(int)));
    CHECK(cudaMalloc(&dd, 6 * sizeof(int)));
    CHECK(cudaMemset(da, 0xff, N * sizeof(int)));
    CHECK(cudaMemset(db, 0xff, N * sizeof(int)));
    CHECK(cudaMemset(dc, 0xff, N * sizeof(int)));
    indices<<<4, 5>>>(da, db, dc, dd);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(a, da, sizeof a, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(b, db, sizeof b, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(c, dc, sizeof c, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(d, dd, sizeof d, cudaMemcpyDeviceToHost));
    for (int i = 0; i < N; i++) {
        if (a[i] != i / 5) {
            printf("FAIL " NAME ": a[%d] (blockIdx.x) expected %d got %d\n", i, i / 5, a[i]);
            return 1;
        }
        if (b[i] != i % 5) {
            printf("FAIL " NAME ": b[%d] (threadIdx.x) expected %d got %d\n", i, i % 5, b[i]);
            return 1;
        }
        if (c[i] != i) {
            printf("FAIL " NAME ": c[%d] (global index) expected %d got %d\n", i, i, c[i]);
            return 1;
        }
    }
    const int wantd[6] = {4, 1, 1, 5, 1, 1};
    const char *dn[6] = {"gridDim.x", "gridDim.y", "gridDim.z", "blockDim.x", "blockDim.y", "blockDim.z"};
    for (int k = 0; k < 6; k++) {
        if (d[k] != wantd[k]) {
            printf("FAIL " NAME ": %s expected %d got %d\n", dn[k], wantd[k], d[k]);
            return 1;
        }
    }
    CHECK(cudaFree(da));
    CHECK(cudaFree(db));
    CHECK(cudaFree(dc));
    CHECK(cudaFree(dd));
    printf("PASS " NAME "\n");
    return 0;
}
