// two_kernels: dependent launches on the default stream.
// kernelF<<<dim3(3,2), dim3(5,3)>>> writes f[y][x] = 1000*y + x + blockIdx-derived
// terms from its 2D indices over a 15 x 6 array; kernelG<<<4,6>>> (24 threads,
// grid-stride loop) then reads kernelF's output, including elements written by
// other blocks of kernelF, with no explicit synchronization between the launches
// (stream order must make F's writes visible to G).
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define NAME "two_kernels"
#define CHECK(call)                                                              \
    do {                                                                         \
        cudaError_t e_ = (call);                                                 \
        if (e_ != cudaSuccess) {                                                 \
            printf("FAIL " NAME ": %s:%d: %s returned %s\n", __FILE__, __LINE__, \
                   #call, cudaGetErrorName(e_));                                 \
            exit(1);                                                             \
        }                                                                        \
    } while (0)

#define W 15
#define H 6

__global__ void kernelF(int *f)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    int width = gridDim.x * blockDim.x;
    f[y * width + x] = 1000 * y + x + 100000 * (blockIdx.y * gridDim.x + blockIdx.x);
}

__global__ void kernelG(const int *f, int *g, int n)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        g[i] = 2 * f[i] - f[n - 1 - i] + i;
}

static int hostF(int x, int y)
{
    int bx = x / 5, by = y / 3;
    return 1000 * y + x + 100000 * (by * 3 + bx);
}

int main()
{
    const int n = W * H;
    int *df, *dg;
    int f[n], g[n];
    CHECK(cudaMalloc(&df, n * sizeof(int)));
    CHECK(cudaMalloc(&dg, n * sizeof(int)));
    CHECK(cudaMemset(df, 0, n * sizeof(int)));
    kernelF<<<dim3(3, 2), dim3(5, 3)>>>(df);
    CHECK(cudaGetLastError());
    kernelG<<<4, 6>>>(df, dg, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(f, df, sizeof f, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(g, dg, sizeof g, cudaMemcpyDeviceToHost));
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            int i = y * W + x;
            if (f[i] != hostF(x, y)) {
                printf("FAIL " NAME ": kernelF f[%d] (x=%d,y=%d) expected %d got %d\n", i, x, y,
                       hostF(x, y), f[i]);
                return 1;
            }
        }
    for (int i = 0; i < n; i++) {
        int j = n - 1 - i;
        int want = 2 * hostF(i % W, i / W) - hostF(j % W, j / W) + i;
        if (g[i] != want) {
            printf("FAIL " NAME ": kernelG g[%d] expected %d got %d\n", i, want, g[i]);
            return 1;
        }
    }
    CHECK(cudaFree(df));
    CHECK(cudaFree(dg));
    printf("PASS " NAME "\n");
    return 0;
}
