// reverse: reverse an array using shared memory. Each block loads its slice into
// (dynamically sized) shared memory, synchronises, and writes it back reversed into
// the mirrored slice of the output.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e = (call); if (e != cudaSuccess) { \
    printf("%s failed: %s\n", #call, cudaGetErrorString(e)); exit(1); } } while (0)

__global__ void reverse(const int *in, int *out)
{
    extern __shared__ int s[];
    int t = threadIdx.x, B = blockDim.x;
    s[B - 1 - t] = in[blockIdx.x * B + t];       // reverse within the block...
    __syncthreads();
    out[(gridDim.x - 1 - blockIdx.x) * B + t] = s[t];  // ...and mirror the blocks
}

int main()
{
    const int threads = 128, blocks = 64, n = threads * blocks;
    int *h = (int *)malloc(n * sizeof(int));
    for (int i = 0; i < n; i++) h[i] = i;

    int *din, *dout;
    CHECK(cudaMalloc(&din, n * sizeof(int)));
    CHECK(cudaMalloc(&dout, n * sizeof(int)));
    CHECK(cudaMemcpy(din, h, n * sizeof(int), cudaMemcpyHostToDevice));
    reverse<<<blocks, threads, threads * sizeof(int)>>>(din, dout);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, dout, n * sizeof(int), cudaMemcpyDeviceToHost));

    printf("reversed %d ints in %d blocks of %d threads\n", n, blocks, threads);
    printf("in : 0 1 2 3 ... %d %d\n", n - 2, n - 1);
    printf("out: %d %d %d %d ... %d %d\n", h[0], h[1], h[2], h[3], h[n - 2], h[n - 1]);
    int bad = 0;
    for (int i = 0; i < n; i++)
        if (h[i] != n - 1 - i) {
            if (!bad) printf("MISMATCH at %d: got %d, expected %d\n", i, h[i], n - 1 - i);
            bad++;
        }
    printf(bad ? "%d wrong\n" : "all correct\n", bad);

    cudaFree(din); cudaFree(dout);
    free(h);
    return bad ? 1 : 0;
}
