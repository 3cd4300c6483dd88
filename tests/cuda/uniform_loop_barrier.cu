// uniform_loop_barrier: __syncthreads() inside control flow that is uniform
// across the block (legal CUDA):
//  - a for loop whose trip count is a kernel argument, with two barriers per
//    iteration (read neighbour / barrier / write / barrier), run for several
//    trip counts including 0;
//  - an if/else on a block-uniform condition (blockIdx.x % 2): even blocks
//    reverse their shared array, odd blocks do a tree reduction, both with
//    barriers inside the branch;
//  - a while loop whose trip count is read from shared memory after a barrier
//    (uniform because all threads read the same value), and a barrier inside
//    a loop nested in a block-uniform branch.
// Integers: exact. The host simulates each block step by step.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define NAME "uniform_loop_barrier"
#define CHECK(call)                                                              \
    do {                                                                         \
        cudaError_t e_ = (call);                                                 \
        if (e_ != cudaSuccess) {                                                 \
            printf("FAIL " NAME ": %s:%d: %s returned %s\n", __FILE__, __LINE__, \
                   #call, cudaGetErrorName(e_));                                 \
            exit(1);                                                             \
        }                                                                        \
    } while (0)

#define BS 96

__global__ void kernel(const int *in, int *out, int *extra, int iters)
{
    __shared__ int s[BS];
    __shared__ int trips;
    int t = threadIdx.x;
    int g = blockIdx.x * BS + t;
    s[t] = in[g];
    if (t == 0)
        trips = (blockIdx.x % 3) + 1;
    __syncthreads();
    for (int it = 0; it < iters; it++) {
        int v = s[(t + 1) % BS] + it * (t & 3);
        __syncthreads();
        s[t] = v;
        __syncthreads();
    }
    if (blockIdx.x % 2 == 0) {
        int r = s[BS - 1 - t];
        __syncthreads();
        s[t] = r;
        __syncthreads();
    } else {
        // tree reduction over a 96-element array: fold the top 32 first
        if (t < 32)
            s[t] += s[t + 64];
        __syncthreads();
        for (int half = 32; half > 0; half >>= 1) {
            if (t < half)
                s[t] += s[t + half];
            __syncthreads();
        }
        int total = s[0];
        __syncthreads();
        s[t] = total + t;
        __syncthreads();
    }
    out[g] = s[t];
    // while loop with a trip count read from shared memory
    int k = 0, acc = 0;
    while (k < trips) {
        s[t] = g + k;
        __syncthreads();
        acc += s[(t + 5) % BS];
        __syncthreads();
        k++;
    }
    extra[g] = acc;
}

int main()
{
    const int blocks = 7, n = blocks * BS;
    std::vector<int> in(n), out(n), extra(n);
    for (int i = 0; i < n; i++)
        in[i] = (i * 37) % 101 - 50;
    int *din, *dout, *dextra;
    CHECK(cudaMalloc(&din, n * sizeof(int)));
    CHECK(cudaMalloc(&dout, n * sizeof(int)));
    CHECK(cudaMalloc(&dextra, n * sizeof(int)));
    CHECK(cudaMemcpy(din, in.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    const int itersList[4] = {0, 1, 5, 17};
    for (int q = 0; q < 4; q++) {
        int iters = itersList[q];
        CHECK(cudaMemset(dout, 0, n * sizeof(int)));
        kernel<<<blocks, BS>>>(din, dout, dextra, iters);
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(out.data(), dout, n * sizeof(int), cudaMemcpyDeviceToHost));
        CHECK(cudaMemcpy(extra.data(), dextra, n * sizeof(int), cudaMemcpyDeviceToHost));
        for (int b = 0; b < blocks; b++) {
            int s[BS], tmp[BS];
            for (int t = 0; t < BS; t++)
                s[t] = in[b * BS + t];
            for (int it = 0; it < iters; it++) {
                for (int t = 0; t < BS; t++)
                    tmp[t] = s[(t + 1) % BS] + it * (t & 3);
                for (int t = 0; t < BS; t++)
                    s[t] = tmp[t];
            }
            if (b % 2 == 0) {
                for (int t = 0; t < BS; t++)
                    tmp[t] = s[BS - 1 - t];
                for (int t = 0; t < BS; t++)
                    s[t] = tmp[t];
            } else {
                int total = 0;
                for (int t = 0; t < BS; t++)
                    total += s[t];
                for (int t = 0; t < BS; t++)
                    s[t] = total + t;
            }
            int trips = (b % 3) + 1;
            for (int t = 0; t < BS; t++) {
                int g = b * BS + t;
                if (out[g] != s[t]) {
                    printf("FAIL " NAME ": iters=%d block %d thread %d: out expected %d got %d\n",
                           iters, b, t, s[t], out[g]);
                    return 1;
                }
                int acc = 0;
                for (int k = 0; k < trips; k++)
                    acc += b * BS + (t + 5) % BS + k;
                if (extra[g] != acc) {
                    printf("FAIL " NAME ": iters=%d block %d thread %d: while-loop result "
                           "expected %d got %d\n",
                           iters, b, t, acc, extra[g]);
                    return 1;
                }
            }
        }
    }
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
    CHECK(cudaFree(dextra));
    printf("PASS " NAME "\n");
    return 0;
}
