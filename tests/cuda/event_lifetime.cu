// event_lifetime: events and streams destroyed while work still uses them. CUDA allows
// destroying an event that a stream still waits for, or a stream with queued work: the
// calls return at once and the work completes. 500 rounds of: a kernel in stream a, an
// event recorded after it, stream b waiting for the event, the event destroyed at once,
// then a kernel in b that must see a's result. Then streams destroyed with work queued.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

__global__ void put(int *p, int v) { p[threadIdx.x] = v; }
__global__ void copy_plus(int *dst, const int *src) { dst[threadIdx.x] = src[threadIdx.x] + 1; }

int main()
{
    int *x, *y, h[64];
    cudaMalloc(&x, 64 * sizeof(int));
    cudaMalloc(&y, 64 * sizeof(int));
    cudaStream_t a, b;
    cudaStreamCreateWithFlags(&a, cudaStreamNonBlocking);
    cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking);
    for (int r = 0; r < 500; r++) {
        cudaEvent_t e;
        if (cudaEventCreateWithFlags(&e, cudaEventDisableTiming) != cudaSuccess) { printf("FAIL event_lifetime: create\n"); return 1; }
        put<<<1, 64, 0, a>>>(x, r);
        cudaEventRecord(e, a);
        cudaStreamWaitEvent(b, e, 0);
        if (cudaEventDestroy(e) != cudaSuccess) { printf("FAIL event_lifetime: destroy\n"); return 1; }
        copy_plus<<<1, 64, 0, b>>>(y, x);
        cudaStreamSynchronize(b);
        cudaMemcpy(h, y, sizeof h, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 64; i++)
            if (h[i] != r + 1) { printf("FAIL event_lifetime: round %d: y[%d] = %d\n", r, i, h[i]); return 1; }
        cudaStreamSynchronize(a);
    }
    // streams destroyed with work still queued: it completes (each stream its own slice)
    int *u, *w, hu[50 * 64];
    cudaMalloc(&u, 50 * 64 * sizeof(int));
    cudaMalloc(&w, 50 * 64 * sizeof(int));
    for (int r = 0; r < 50; r++) {
        cudaStream_t s;
        cudaStreamCreate(&s);
        put<<<1, 64, 0, s>>>(u + 64 * r, 1000 + r);
        copy_plus<<<1, 64, 0, s>>>(w + 64 * r, u + 64 * r);
        cudaStreamDestroy(s);
    }
    cudaDeviceSynchronize();
    cudaMemcpy(hu, w, sizeof hu, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 50 * 64; i++)
        if (hu[i] != 1001 + i / 64) { printf("FAIL event_lifetime: after destroyed streams w[%d] = %d\n", i, hu[i]); return 1; }
    cudaFree(u);
    cudaFree(w);
    if (cudaGetLastError() != cudaSuccess) { printf("FAIL event_lifetime: error\n"); return 1; }
    cudaStreamDestroy(a);
    cudaStreamDestroy(b);
    cudaFree(x);
    cudaFree(y);
    printf("PASS event_lifetime\n");
    return 0;
}
