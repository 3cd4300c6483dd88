// named_barrier_deadlock (heddle only: a GPU hangs, as measured on an H200): named barriers
// whose count the block's threads cannot reach. In the first kernel four threads of warp 0
// return, so warps 0 and 1 bring 28 + 32 arrivals to bar.sync 1, 64; in the second, a block
// of three warps meets bar.sync 1, 64: the first two complete it, the third waits alone.
// heddle ends the launch with cudaErrorLaunchFailure and says so instead of hanging.
#include <cstdio>

__global__ void short_count(int *out)
{
    if (threadIdx.x < 4)
        return;
    asm volatile("bar.sync 1, 64;" ::: "memory");
    out[threadIdx.x] = 1;
}

__global__ void third_warp(int *out)
{
    asm volatile("bar.sync 1, 64;" ::: "memory");
    out[threadIdx.x] = 2;
}

int main()
{
    int *d;
    if (cudaMalloc(&d, 256 * sizeof(int)) != cudaSuccess) return 1;
    short_count<<<2, 64>>>(d);
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaErrorLaunchFailure) {
        printf("FAIL named_barrier_deadlock: short_count gave %s\n", cudaGetErrorName(e));
        return 1;
    }
    // the error is sticky, as on a GPU: a fresh context is needed for the second kernel
    cudaDeviceReset();
    if (cudaMalloc(&d, 256 * sizeof(int)) != cudaSuccess) return 1;
    third_warp<<<1, 96>>>(d);
    e = cudaDeviceSynchronize();
    if (e != cudaErrorLaunchFailure) {
        printf("FAIL named_barrier_deadlock: third_warp gave %s\n", cudaGetErrorName(e));
        return 1;
    }
    printf("PASS named_barrier_deadlock\n");
    return 0;
}
