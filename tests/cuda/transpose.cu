// transpose: out (cols x rows) = in (rows x cols)^T for a non-square matrix whose
// sides are not multiples of the tile size.
//  1. naive: each thread reads in[y][x] and writes out[x][y];
//  2. tiled: a TILE x (TILE+1) __shared__ tile (the +1 column of padding avoids
//     bank conflicts), loaded row-wise, __syncthreads(), written back with
//     swapped block coordinates, with bounds checks on both sides; run with a
//     block of TILE x TILE threads and with TILE x 8 threads (each thread moves
//     several rows in a loop).
// Pure data movement: exact comparison.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define NAME "transpose"
#define CHECK(call)                                                              \
    do {                                                                         \
        cudaError_t e_ = (call);                                                 \
        if (e_ != cudaSuccess) {                                                 \
            printf("FAIL " NAME ": %s:%d: %s returned %s\n", __FILE__, __LINE__, \
                   #call, cudaGetErrorName(e_));                                 \
            exit(1);                                                             \
        }                                                                        \
    } while (0)

#define TILE 32

__global__ void transposeNaive(const float *in, float *out, int rows, int cols)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x; // column in `in`
    int y = blockIdx.y * blockDim.y + threadIdx.y; // row in `in`
    if (x < cols && y < rows)
        out[x * rows + y] = in[y * cols + x];
}

// blockDim = (TILE, R) with R dividing TILE.
__global__ void transposeTiled(const float *in, float *out, int rows, int cols)
{
    __shared__ float tile[TILE][TILE + 1];
    int x = blockIdx.x * TILE + threadIdx.x;
    int y0 = blockIdx.y * TILE;
    for (int j = threadIdx.y; j < TILE; j += blockDim.y) {
        int y = y0 + j;
        if (x < cols && y < rows)
            tile[j][threadIdx.x] = in[y * cols + x];
    }
    __syncthreads();
    // now write: output row = input column
    int ox = blockIdx.y * TILE + threadIdx.x;   // column in `out` (= input row)
    int oy0 = blockIdx.x * TILE;                // row in `out` (= input column)
    for (int j = threadIdx.y; j < TILE; j += blockDim.y) {
        int oy = oy0 + j;
        if (ox < rows && oy < cols)
            out[oy * rows + ox] = tile[threadIdx.x][j];
    }
}

int main()
{
    const int rows = 75, cols = 133;
    const int n = rows * cols;
    std::vector<float> in(n), out(n);
    for (int i = 0; i < n; i++)
        in[i] = (float)i + 0.5f;
    float *din, *dout;
    CHECK(cudaMalloc(&din, n * sizeof(float)));
    CHECK(cudaMalloc(&dout, n * sizeof(float)));
    CHECK(cudaMemcpy(din, in.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    dim3 grid((cols + TILE - 1) / TILE, (rows + TILE - 1) / TILE);
    for (int v = 0; v < 3; v++) {
        const char *what = v == 0 ? "naive" : v == 1 ? "tiled 32x32" : "tiled 32x8";
        CHECK(cudaMemset(dout, 0, n * sizeof(float)));
        if (v == 0)
            transposeNaive<<<dim3((cols + 15) / 16, (rows + 7) / 8), dim3(16, 8)>>>(din, dout, rows, cols);
        else if (v == 1)
            transposeTiled<<<grid, dim3(TILE, TILE)>>>(din, dout, rows, cols);
        else
            transposeTiled<<<grid, dim3(TILE, 8)>>>(din, dout, rows, cols);
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(out.data(), dout, n * sizeof(float), cudaMemcpyDeviceToHost));
        for (int r = 0; r < cols; r++)
            for (int c = 0; c < rows; c++) {
                float want = in[c * cols + r];
                float got = out[r * rows + c];
                if (got != want) {
                    printf("FAIL " NAME ": %s: out[%d][%d] expected %.9g got %.9g\n", what, r, c,
                           want, got);
                    return 1;
                }
            }
    }
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
    printf("PASS " NAME "\n");
    return 0;
}
