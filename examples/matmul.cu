// matmul: C = A * B for 256x256 matrices, using 16x16 tiles staged in shared memory.
// Checks the result against a plain triple loop on the CPU.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e = (call); if (e != cudaSuccess) { \
    printf("%s failed: %s\n", #call, cudaGetErrorString(e)); exit(1); } } while (0)

#define N 256
#define TILE 16

__global__ void matmul(const float *A, const float *B, float *C)
{
    __shared__ float As[TILE][TILE], Bs[TILE][TILE];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
    float acc = 0.0f;
    for (int t = 0; t < N; t += TILE) {
        As[ty][tx] = A[row * N + t + tx];
        Bs[ty][tx] = B[(t + ty) * N + col];
        __syncthreads();
        for (int k = 0; k < TILE; k++)
            acc += As[ty][k] * Bs[k][tx];
        __syncthreads();
    }
    C[row * N + col] = acc;
}

int main()
{
    size_t bytes = N * N * sizeof(float);
    float *A = (float *)malloc(bytes), *B = (float *)malloc(bytes);
    float *C = (float *)malloc(bytes), *ref = (float *)malloc(bytes);
    // small multiples of 1/4: every product and sum is exact, so CPU and GPU agree bit for bit
    for (int i = 0; i < N * N; i++) { A[i] = (i % 9 - 4) * 0.25f; B[i] = (i % 7 - 3) * 0.25f; }

    float *dA, *dB, *dC;
    CHECK(cudaMalloc(&dA, bytes)); CHECK(cudaMalloc(&dB, bytes)); CHECK(cudaMalloc(&dC, bytes));
    CHECK(cudaMemcpy(dA, A, bytes, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dB, B, bytes, cudaMemcpyHostToDevice));
    matmul<<<dim3(N / TILE, N / TILE), dim3(TILE, TILE)>>>(dA, dB, dC);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(C, dC, bytes, cudaMemcpyDeviceToHost));

    double sum = 0, refsum = 0;
    int bad = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            float r = 0.0f;
            for (int k = 0; k < N; k++) r += A[i * N + k] * B[k * N + j];
            ref[i * N + j] = r;
            sum += C[i * N + j]; refsum += r;
            bad += C[i * N + j] != r;
        }
    printf("%dx%d matmul with %dx%d shared-memory tiles\n", N, N, TILE, TILE);
    printf("C[0][0] = %g, C[%d][%d] = %g\n", C[0], N - 1, N - 1, C[N * N - 1]);
    printf("checksum %.2f, CPU checksum %.2f: %s\n", sum, refsum, bad ? "MISMATCH" : "match");
    cudaFree(dA); cudaFree(dB); cudaFree(dC);
    free(A); free(B); free(C); free(ref);
    return bad ? 1 : 0;
}
