// reverse_array: out[i] = in[n-1-i], three versions from the hands-on session:
//  1. a single block of n threads;
//  2. multiple blocks, each thread moves one element (n not a multiple of the
//     block size: bounds check);
//  3. multiple blocks staging each block's chunk reversed in dynamic shared
//     memory (size given as the third launch parameter), __syncthreads(), then
//     writing whole chunks to the mirrored block position (n a multiple of the
//     block size, as in the original), with two block sizes.
// Also reverses in place with a half-size grid (each thread swaps a pair).
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define NAME "reverse_array"
#define CHECK(call)                                                              \
    do {                                                                         \
        cudaError_t e_ = (call);                                                 \
        if (e_ != cudaSuccess) {                                                 \
            printf("FAIL " NAME ": %s:%d: %s returned %s\n", __FILE__, __LINE__, \
                   #call, cudaGetErrorName(e_));                                 \
            exit(1);                                                             \
        }                                                                        \
    } while (0)

__global__ void reverseSingleBlock(const int *in, int *out)
{
    int n = blockDim.x;
    out[n - 1 - threadIdx.x] = in[threadIdx.x];
}

__global__ void reverseMultiBlock(const int *in, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[n - 1 - i] = in[i];
}

__global__ void reverseShared(const int *in, int *out)
{
    extern __shared__ int temp[];
    int t = threadIdx.x;
    int gin = blockIdx.x * blockDim.x + t;
    temp[blockDim.x - 1 - t] = in[gin];
    __syncthreads();
    int outBlock = gridDim.x - 1 - blockIdx.x;
    out[outBlock * blockDim.x + t] = temp[t];
}

__global__ void reverseInPlace(int *a, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n / 2) {
        int t = a[i];
        a[i] = a[n - 1 - i];
        a[n - 1 - i] = t;
    }
}

static int check(const char *what, const std::vector<int> &in, const std::vector<int> &out, int n)
{
    for (int i = 0; i < n; i++) {
        if (out[i] != in[n - 1 - i]) {
            printf("FAIL " NAME ": %s n=%d: out[%d] expected %d got %d\n", what, n, i,
                   in[n - 1 - i], out[i]);
            return 1;
        }
    }
    return 0;
}

int main()
{
    const int nmax = 256 * 97;
    std::vector<int> in(nmax), out(nmax);
    for (int i = 0; i < nmax; i++)
        in[i] = i * 7 + 3;
    int *din, *dout;
    CHECK(cudaMalloc(&din, nmax * sizeof(int)));
    CHECK(cudaMalloc(&dout, nmax * sizeof(int)));
    CHECK(cudaMemcpy(din, in.data(), nmax * sizeof(int), cudaMemcpyHostToDevice));

    // 1. single block
    {
        int n = 1000;
        CHECK(cudaMemset(dout, 0, nmax * sizeof(int)));
        reverseSingleBlock<<<1, n>>>(din, dout);
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(out.data(), dout, n * sizeof(int), cudaMemcpyDeviceToHost));
        if (check("single block", in, out, n)) return 1;
    }
    // 2. multi block, n not a multiple of the block size
    {
        int n = 10007, bs = 256;
        CHECK(cudaMemset(dout, 0, nmax * sizeof(int)));
        reverseMultiBlock<<<(n + bs - 1) / bs, bs>>>(din, dout, n);
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(out.data(), dout, n * sizeof(int), cudaMemcpyDeviceToHost));
        if (check("multi block", in, out, n)) return 1;
    }
    // 3. shared memory, dynamic size
    const int sizes[2] = {256, 64};
    for (int k = 0; k < 2; k++) {
        int bs = sizes[k];
        int blocks = nmax / 256 * (256 / bs) / (k == 0 ? 1 : 3); // 97 and 129 blocks
        int n = blocks * bs;
        CHECK(cudaMemset(dout, 0, nmax * sizeof(int)));
        reverseShared<<<blocks, bs, bs * sizeof(int)>>>(din, dout);
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(out.data(), dout, n * sizeof(int), cudaMemcpyDeviceToHost));
        if (check(bs == 256 ? "shared memory bs=256" : "shared memory bs=64", in, out, n)) return 1;
    }
    // in place, odd n
    {
        int n = 5001;
        CHECK(cudaMemcpy(dout, din, n * sizeof(int), cudaMemcpyDeviceToDevice));
        reverseInPlace<<<(n / 2 + 127) / 128, 128>>>(dout, n);
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(out.data(), dout, n * sizeof(int), cudaMemcpyDeviceToHost));
        if (check("in place", in, out, n)) return 1;
    }
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
    printf("PASS " NAME "\n");
    return 0;
}
