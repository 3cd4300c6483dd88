// vector_add: c[i] = a[i] + b[i] for arbitrary n.
// Tests: 1D launches where n is not a multiple of the block size (n = 1000003),
// a single-element launch (n = 1), a partial last block, and many blocks.
// A single float addition is correctly rounded on the GPU and the host, so
// the comparison is exact.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define NAME "vector_add"
#define CHECK(call)                                                              \
    do {                                                                         \
        cudaError_t e_ = (call);                                                 \
        if (e_ != cudaSuccess) {                                                 \
            printf("FAIL " NAME ": %s:%d: %s returned %s\n", __FILE__, __LINE__, \
                   #call, cudaGetErrorName(e_));                                 \
            exit(1);                                                             \
        }                                                                        \
    } while (0)

__global__ void vecAdd(const float *a, const float *b, float *c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = a[i] + b[i];
}

static int run(int n, int block)
{
    std::vector<float> a(n), b(n), c(n, -1.0f);
    for (int i = 0; i < n; i++) {
        a[i] = (float)i * 0.37f - 1000.0f;
        b[i] = 1.0f / (float)(i + 1);
    }
    float *da, *db, *dc;
    size_t bytes = (size_t)n * sizeof(float);
    CHECK(cudaMalloc(&da, bytes));
    CHECK(cudaMalloc(&db, bytes));
    CHECK(cudaMalloc(&dc, bytes));
    CHECK(cudaMemcpy(da, a.data(), bytes, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(db, b.data(), bytes, cudaMemcpyHostToDevice));
    CHECK(cudaMemset(dc, 0xff, bytes));
    int grid = (n + block - 1) / block;
    vecAdd<<<grid, block>>>(da, db, dc, n);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(c.data(), dc, bytes, cudaMemcpyDeviceToHost));
    CHECK(cudaFree(da));
    CHECK(cudaFree(db));
    CHECK(cudaFree(dc));
    for (int i = 0; i < n; i++) {
        float want = a[i] + b[i];
        if (c[i] != want) {
            printf("FAIL " NAME ": n=%d block=%d: c[%d] expected %.9g got %.9g\n", n, block, i,
                   want, c[i]);
            return 1;
        }
    }
    return 0;
}

int main()
{
    if (run(1000003, 256)) return 1;
    if (run(1, 256)) return 1;
    if (run(1, 1)) return 1;
    if (run(1000, 33)) return 1;
    if (run(4096, 1024)) return 1;
    printf("PASS " NAME "\n");
    return 0;
}
