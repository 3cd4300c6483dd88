// per_thread_overlap: with --default-stream per-thread, each host thread's default stream
// is its own: two host threads whose kernels wait on each other through flags in memory
// both finish (they must run at the same time), in the default stream (NULL) and through
// the explicit cudaStreamPerThread handle. cudaStreamSynchronize(0) and cudaMemcpy in one
// thread wait only for that thread's work. The legacy stream (cudaStreamLegacy) still
// orders with them.
// test-flags: --default-stream per-thread
#include <cstdio>
#include <cstdlib>
#include <pthread.h>
#include <cuda_runtime.h>

#define LIMIT_NS (20ull * 1000 * 1000 * 1000)

__device__ unsigned long long now_ns(void)
{
    unsigned long long t;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    return t;
}

// side 0 writes its flag first; each round waits for the other side to catch up
__global__ void play(volatile int *flags, int side, int rounds, int *failed)
{
    if (threadIdx.x != 0) return;
    volatile int *mine = flags + side, *theirs = flags + 1 - side;
    for (int r = 1; r <= rounds; r++) {
        if (side == 1) {
            unsigned long long t0 = now_ns();
            while (*theirs < r) if (now_ns() - t0 > LIMIT_NS) { *failed = 1; return; }
        }
        *mine = r;
        __threadfence_system();
        if (side == 0) {
            unsigned long long t0 = now_ns();
            while (*theirs < r) if (now_ns() - t0 > LIMIT_NS) { *failed = 1; return; }
        }
    }
}

__global__ void fill(int *p, int v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = v;
}

struct arg { int *flags, *failed, side, explicit_handle, ok; };

static void *player(void *p)
{
    arg *a = (arg *)p;
    cudaStream_t s = a->explicit_handle ? cudaStreamPerThread : 0;
    play<<<1, 32, 0, s>>>(a->flags, a->side, 100, a->failed);
    a->ok = cudaStreamSynchronize(s) == cudaSuccess;
    return NULL;
}

static int duel(int *flags, int *failed, int explicit_handle)
{
    cudaMemset(flags, 0, 2 * sizeof(int));
    *failed = 0;
    arg a0 = {flags, failed, 0, explicit_handle, 0}, a1 = {flags, failed, 1, explicit_handle, 0};
    pthread_t t0, t1;
    pthread_create(&t0, NULL, player, &a0);
    pthread_create(&t1, NULL, player, &a1);
    pthread_join(t0, NULL);
    pthread_join(t1, NULL);
    cudaDeviceSynchronize();
    return a0.ok && a1.ok && *failed == 0;
}

int main()
{
    int *flags, *failed, *v;
    const int n = 1 << 16;
    cudaMalloc(&flags, 2 * sizeof(int));
    cudaMallocManaged(&failed, sizeof(int));
    cudaMalloc(&v, n * sizeof(int));
    // load the kernels first (CUDA's lazy loading may otherwise serialize the first launches)
    play<<<1, 32>>>(flags, 0, 0, failed);
    fill<<<1, 32>>>(v, 0, 0);
    if (cudaDeviceSynchronize() != cudaSuccess) { printf("FAIL per_thread_overlap: warm-up\n"); return 1; }
    if (!duel(flags, failed, 0)) { printf("FAIL per_thread_overlap: default streams of two threads did not overlap\n"); return 1; }
    if (!duel(flags, failed, 1)) { printf("FAIL per_thread_overlap: cudaStreamPerThread of two threads did not overlap\n"); return 1; }
    // the legacy stream waits for this thread's default stream
    fill<<<n / 256, 256>>>(v, 7, n);
    fill<<<n / 256, 256, 0, cudaStreamLegacy>>>(v, 9, n);
    int *h = (int *)malloc(n * sizeof(int));
    cudaMemcpy(h, v, n * sizeof(int), cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++)
        if (h[i] != 9) { printf("FAIL per_thread_overlap: v[%d] = %d, want 9\n", i, h[i]); return 1; }
    cudaStreamCaptureStatus st;
    if (cudaStreamIsCapturing(0, &st) != cudaSuccess || st != cudaStreamCaptureStatusNone) {
        printf("FAIL per_thread_overlap: cudaStreamIsCapturing(0)\n");
        return 1;
    }
    if (cudaGetLastError() != cudaSuccess) { printf("FAIL per_thread_overlap: an error\n"); return 1; }
    free(h);
    cudaFree(flags);
    cudaFree(failed);
    cudaFree(v);
    printf("PASS per_thread_overlap\n");
    return 0;
}
