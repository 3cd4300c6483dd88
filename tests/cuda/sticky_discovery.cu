// check-expect: memcheck initcheck (its kernels fault on purpose)
// sticky_discovery: when a kernel fault reaches the host. cudaGetLastError and
// cudaPeekAtLastError never find it by themselves, even long after the fault: it becomes the
// last error only once another call (cudaMalloc, cudaStreamQuery, a launch, cudaMemcpyAsync,
// cudaMemset, cudaEventCreate, a synchronization) has returned it, and only in the host thread
// that made that call. Each case runs in a child
// process, 300 ms after the faulting launch; tests/cuda/sticky_discovery.gpu.out holds what an
// H200 printed.
#include <cstdio>
#include <pthread.h>
#include <sys/wait.h>
#include <unistd.h>

#define NAME "sticky_discovery"
#include "check.h"

__global__ void bad(int *p) { p[threadIdx.x] = 1; }
__global__ void good(int *p) {
    if (p) p[0] = 2;
}
static const char *n(cudaError_t e) { return cudaGetErrorName(e); }

// another host thread, after the fault was reported to the first: its own last error
static void *other_thread(void *) {
    cudaError_t e = cudaGetLastError();
    void *q;
    cudaError_t e2 = cudaMalloc(&q, 64);
    printf("another thread: cudaGetLastError %s, cudaMalloc %s, cudaGetLastError %s\n", n(e), n(e2),
           n(cudaGetLastError()));
    return nullptr;
}

int main() {
    for (int c = 0; c < 10; c++) {
        fflush(stdout);
        pid_t pid = fork();
        EXPECT(pid >= 0, "fork failed");
        if (pid > 0) {
            int status = 0;
            waitpid(pid, &status, 0);
            EXPECT(WIFEXITED(status) && WEXITSTATUS(status) == 0, "the child for case %d failed", c);
            continue;
        }
        int *d;
        CHECK(cudaMalloc(&d, 64));
        CHECK(cudaDeviceSynchronize());
        bad<<<1, 32>>>((int *)0x10);
        if (c > 0) usleep(300000);
        cudaError_t e, e2;
        void *q;
        int h;
        cudaEvent_t ev;
        switch (c) {
        case 0: printf("at once: cudaGetLastError %s\n", n(cudaGetLastError())); break;
        case 1:
            e = cudaGetLastError();
            printf("later: cudaGetLastError %s, again %s\n", n(e), n(cudaGetLastError()));
            break;
        case 2: printf("later: cudaPeekAtLastError %s\n", n(cudaPeekAtLastError())); break;
        case 3:
            e = cudaMalloc(&q, 64);
            printf("cudaMalloc %s, cudaGetLastError %s\n", n(e), n(cudaGetLastError()));
            break;
        case 4:
            e = cudaStreamQuery(0);
            printf("cudaStreamQuery %s, cudaGetLastError %s\n", n(e), n(cudaGetLastError()));
            break;
        case 5:
            good<<<1, 1>>>(d);
            e = cudaGetLastError();
            printf("launch: cudaGetLastError %s, synchronize %s\n", n(e), n(cudaDeviceSynchronize()));
            break;
        case 6:
            e = cudaMemcpyAsync(&h, d, 4, cudaMemcpyDeviceToHost, 0);
            printf("cudaMemcpyAsync %s, cudaGetLastError %s\n", n(e), n(cudaGetLastError()));
            break;
        case 7:
            e = cudaMemset(d, 0, 4);
            printf("cudaMemset %s, cudaGetLastError %s\n", n(e), n(cudaGetLastError()));
            break;
        case 8:
            e = cudaEventCreate(&ev);
            e2 = cudaEventRecord(ev, 0);
            printf("cudaEventCreate %s, cudaEventRecord %s, cudaGetLastError %s\n", n(e), n(e2),
                   n(cudaGetLastError()));
            break;
        case 9: {
            e = cudaDeviceSynchronize();
            printf("synchronize %s, cudaGetLastError %s\n", n(e), n(cudaGetLastError()));
            pthread_t th;
            pthread_create(&th, nullptr, other_thread, nullptr);
            pthread_join(th, nullptr);
            break;
        }
        }
        fflush(stdout);
        _exit(0);
    }
    printf("PASS sticky_discovery\n");
    return 0;
}
