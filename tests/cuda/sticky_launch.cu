// check-expect: memcheck initcheck (its kernels fault on purpose)
// sticky_launch: after a kernel fault (an illegal address, a trap, a failed assert) the
// context is unusable: every later launch (<<<>>> or cudaLaunchKernel, on any stream) and
// other call returns the error, and each such failure makes it the last error again, so
// cudaGetLastError reports it after every failed call, until cudaDeviceReset. Each kind
// runs in a child process of its own (an H100 refused the next context after a reset that
// followed a fault: cudaErrorDevicesUnavailable). Prints every code it sees:
// tests/cuda/sticky_launch.gpu.out holds what an H100 printed.
#include <cassert>
#include <cstdio>
#include <sys/wait.h>
#include <unistd.h>

#define NAME "sticky_launch"
#include "check.h"

__global__ void fill(int *p, int v) { p[threadIdx.x] = v; }
__global__ void trap_kernel() { __trap(); }
__global__ void assert_kernel(int v) { assert(v == 1); }

int main() {
    const char *kinds[] = {"illegal address", "trap", "assert"};
    for (int kind = 0; kind < 3; kind++) {
        fflush(stdout);
        pid_t pid = fork();
        EXPECT(pid >= 0, "fork failed");
        if (pid > 0) {
            int status = 0;
            waitpid(pid, &status, 0);
            EXPECT(WIFEXITED(status) && WEXITSTATUS(status) == 0, "the child for %s failed", kinds[kind]);
            continue;
        }
        int *d = nullptr;
        CHECK(cudaMalloc(&d, 128));
        printf("-- %s\n", kinds[kind]);
        fflush(stdout);
        if (kind == 0) fill<<<1, 32>>>((int *)16, 1);
        else if (kind == 1) trap_kernel<<<1, 1>>>();
        else assert_kernel<<<1, 1>>>(0);
        printf("synchronize: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
        printf("cudaGetLastError: %s\n", cudaGetErrorName(cudaGetLastError()));
        printf("cudaGetLastError again: %s\n", cudaGetErrorName(cudaGetLastError()));
        fill<<<1, 32>>>(d, 3);
        printf("<<<>>> then cudaPeekAtLastError: %s\n", cudaGetErrorName(cudaPeekAtLastError()));
        printf("cudaGetLastError: %s\n", cudaGetErrorName(cudaGetLastError()));
        printf("cudaGetLastError again: %s\n", cudaGetErrorName(cudaGetLastError()));
        void *args[] = {&d, &kind};
        cudaError_t e = cudaLaunchKernel((void *)fill, 1, 32, args, 0, 0);
        printf("cudaLaunchKernel: %s\n", cudaGetErrorName(e));
        printf("cudaGetLastError: %s\n", cudaGetErrorName(cudaGetLastError()));
        cudaStream_t s;
        e = cudaStreamCreate(&s);
        printf("cudaStreamCreate: %s\n", cudaGetErrorName(e));
        e = cudaLaunchKernel((void *)fill, 1, 32, args, 0, e == cudaSuccess ? s : 0);
        printf("cudaLaunchKernel on a stream: %s\n", cudaGetErrorName(e));
        cudaFuncAttributes a;
        printf("cudaFuncGetAttributes: %s\n", cudaGetErrorName(cudaFuncGetAttributes(&a, (void *)fill)));
        printf("cudaGetLastError: %s\n", cudaGetErrorName(cudaGetLastError()));
        printf("cudaDeviceReset: %s\n", cudaGetErrorName(cudaDeviceReset()));
        printf("cudaGetLastError: %s\n", cudaGetErrorName(cudaGetLastError()));
        fflush(stdout);
        _exit(0);
    }
    int *d = nullptr, h[32];
    CHECK(cudaMalloc(&d, 128));
    fill<<<1, 32>>>(d, 9);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 32; i++) EXPECT(h[i] == 9, "after the resets: h[%d] = %d", i, h[i]);
    printf("PASS sticky_launch\n");
    return 0;
}
