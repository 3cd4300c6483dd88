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

int main() {
    int *d;
    if (cudaMalloc(&d, 256 * sizeof(int)) != cudaSuccess) return 1;
    never<<<2, 64>>>(d);
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaErrorLaunchFailure) {
        printf("FAIL wait_deadlock: %s\n", cudaGetErrorName(e));
        return 1;
    }
    printf("PASS wait_deadlock\n");
    return 0;
}
