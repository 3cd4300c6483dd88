// check-expect: memcheck initcheck (its kernels fault on purpose)
// coop_fault: a block of a cooperative grid that faults between two grid barriers (an
// illegal address), or traps, ends the launch with the error, as on the GPU: the other
// blocks, waiting at the barrier for it, are not left waiting, and the program goes on
// (each case in a child process: the error is sticky). Prints the codes it sees:
// tests/cuda/coop_fault.gpu.out holds what an H100 printed.
#include <cooperative_groups.h>
#include <cstdio>
#include <sys/wait.h>
#include <unistd.h>

#define NAME "coop_fault"
#include "check.h"

namespace cg = cooperative_groups;

__global__ void faults(int *p, int bad) {
    cg::grid_group g = cg::this_grid();
    p[g.thread_rank()] = 1;
    g.sync();
    if (blockIdx.x == bad && threadIdx.x == 0) *(volatile int *)16 = 1;
    g.sync();
    p[g.thread_rank()] = 2;
}

__global__ void traps(int *p, int bad) {
    cg::grid_group g = cg::this_grid();
    g.sync();
    if (blockIdx.x == bad && threadIdx.x == 5) __trap();
    g.sync();
    p[g.thread_rank()] = 2;
}

int main() {
    const char *kinds[] = {"illegal address", "trap"};
    for (int kind = 0; kind < 2; kind++) {
        fflush(stdout);
        pid_t pid = fork();
        EXPECT(pid >= 0, "fork failed");
        if (pid > 0) {
            int status = 0;
            waitpid(pid, &status, 0);
            EXPECT(WIFEXITED(status) && WEXITSTATUS(status) == 0, "the child for %s failed", kinds[kind]);
            continue;
        }
        int *d, per_sm = 0, sms = 0, bad = 3;
        CHECK(cudaMalloc(&d, 1 << 22));
        const void *f = kind == 0 ? (const void *)faults : (const void *)traps;
        CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, f, 128, 0));
        CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
        void *args[] = {&d, &bad};
        printf("-- %s\n", kinds[kind]);
        printf("launch: %s\n", cudaGetErrorName(cudaLaunchCooperativeKernel(f, per_sm * sms, 128, args, 0, 0)));
        printf("synchronize: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
        printf("a launch after it: %s\n", cudaGetErrorName(cudaLaunchCooperativeKernel(f, 1, 128, args, 0, 0)));
        fflush(stdout);
        _exit(0);
    }
    printf("PASS coop_fault\n");
    return 0;
}
