// barrier_exit: threads that have exited do not block __syncthreads().
// Blocks of 256 threads: threads 100..255 return at once; threads 0..99 write
// shared memory, __syncthreads(), then read a neighbour's value (written by
// another thread, possibly in another warp). Several blocks; also a variant
// where whole warps and part of a warp exit (threads 40..255 return, so warp 1
// is partially live), and one where the early exit happens after a first barrier.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define NAME "barrier_exit"
#define CHECK(call)                                                              \
    do {                                                                         \
        cudaError_t e_ = (call);                                                 \
        if (e_ != cudaSuccess) {                                                 \
            printf("FAIL " NAME ": %s:%d: %s returned %s\n", __FILE__, __LINE__, \
                   #call, cudaGetErrorName(e_));                                 \
            exit(1);                                                             \
        }                                                                        \
    } while (0)

__global__ void earlyExit(const int *in, int *out, int live)
{
    __shared__ int s[256];
    int t = threadIdx.x;
    if (t >= live)
        return;
    s[t] = in[blockIdx.x * blockDim.x + t] * 3 + 1;
    __syncthreads();
    out[blockIdx.x * blockDim.x + t] = s[(t + 37) % live] - s[live - 1 - t];
}

// All threads pass a first barrier, then the upper ones leave.
__global__ void exitAfterBarrier(const int *in, int *out, int live)
{
    __shared__ int s[256];
    int t = threadIdx.x;
    s[t] = in[blockIdx.x * blockDim.x + t];
    __syncthreads();
    int mine = s[255 - t];
    if (t >= live)
        return;
    __syncthreads(); // everyone has read s before it is overwritten
    s[t] = mine * 2;
    __syncthreads();
    out[blockIdx.x * blockDim.x + t] = s[(t + 1) % live];
}

int main()
{
    const int blocks = 5, n = blocks * 256;
    static int in[n], out[n];
    for (int i = 0; i < n; i++)
        in[i] = (i * 2654435761u) >> 20;
    int *din, *dout;
    CHECK(cudaMalloc(&din, n * sizeof(int)));
    CHECK(cudaMalloc(&dout, n * sizeof(int)));
    CHECK(cudaMemcpy(din, in, sizeof in, cudaMemcpyHostToDevice));
    const int lives[2] = {100, 40};
    for (int v = 0; v < 2; v++) {
        int live = lives[v];
        CHECK(cudaMemset(dout, 0xff, sizeof out));
        earlyExit<<<blocks, 256>>>(din, dout, live);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        CHECK(cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost));
        for (int b = 0; b < blocks; b++)
            for (int t = 0; t < 256; t++) {
                int i = b * 256 + t;
                int want = t < live ? (in[b * 256 + (t + 37) % live] * 3 + 1) -
                                          (in[b * 256 + live - 1 - t] * 3 + 1)
                                    : -1;
                if (out[i] != want) {
                    printf("FAIL " NAME ": early exit (live %d): block %d thread %d expected %d "
                           "got %d\n",
                           live, b, t, want, out[i]);
                    return 1;
                }
            }
    }
    CHECK(cudaMemset(dout, 0xff, sizeof out));
    exitAfterBarrier<<<blocks, 256>>>(din, dout, 100);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost));
    for (int b = 0; b < blocks; b++)
        for (int t = 0; t < 256; t++) {
            int i = b * 256 + t;
            int u = (t + 1) % 100;
            int want = t < 100 ? in[b * 256 + 255 - u] * 2 : -1;
            if (out[i] != want) {
                printf("FAIL " NAME ": exit after barrier: block %d thread %d expected %d got %d\n",
                       b, t, want, out[i]);
                return 1;
            }
        }
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
    printf("PASS " NAME "\n");
    return 0;
}
