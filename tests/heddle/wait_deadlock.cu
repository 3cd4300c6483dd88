// wait_deadlock (heddle only: a GPU hangs): threads that wait in a loop for a shared-memory
// flag no thread of their block will set. heddle runs a block's threads one after another
// and gives the waiting ones turns; once a million turns in a row change nothing, it ends
// the launch with cudaErrorLaunchFailure and says where the threads wait, instead of
// hanging the program.
#include <cstdio>

__global__ void never(int *out) {
    __shared__ volatile int flag;
    if (threadIdx.x == 0) flag = 0;
    __syncthreads();
    if (threadIdx.x < 32)
        while (flag == 0) { }
    out[threadIdx.x] = 1;
}

// the same, while warp 1 waits on global memory for warp 2, which raises its flag: once
// that wait has ended, the count of turns that change nothing for warp 0 goes on
__global__ void never_mixed(int *out, int *g) {
    __shared__ volatile int flag;
    if (threadIdx.x == 0) flag = 0;
    __syncthreads();
    if (threadIdx.x < 32)
        while (flag == 0) { }
    else if (threadIdx.x < 64)
        while (((volatile int *)g)[blockIdx.x] == 0) { }
    else if (threadIdx.x == 64)
        atomicExch(&g[blockIdx.x], 1);
    out[threadIdx.x] = 1;
}

int main() {
    int *d, *g;
    if (cudaMalloc(&d, 256 * sizeof(int)) != cudaSuccess) return 1;
    never<<<2, 64>>>(d);
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaErrorLaunchFailure) {
        printf("FAIL wait_deadlock: %s\n", cudaGetErrorName(e));
        return 1;
    }
    cudaDeviceReset(); // the failure is sticky, as a GPU's is
    if (cudaMalloc(&d, 256 * sizeof(int)) != cudaSuccess || cudaMalloc(&g, 2 * sizeof(int)) != cudaSuccess ||
        cudaMemset(g, 0, 2 * sizeof(int)) != cudaSuccess) {
        printf("FAIL wait_deadlock: no device after cudaDeviceReset\n");
        return 1;
    }
    never_mixed<<<2, 96>>>(d, g);
    e = cudaDeviceSynchronize();
    if (e != cudaErrorLaunchFailure) {
        printf("FAIL wait_deadlock: mixed waits: %s\n", cudaGetErrorName(e));
        return 1;
    }
    printf("PASS wait_deadlock\n");
    return 0;
}
