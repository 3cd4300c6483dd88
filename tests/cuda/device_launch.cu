// device_launch: dynamic parallelism as CUDA 12 has it (kernels launching kernels, built with
// -rdc=true -lcudadevrt): children that see what their parent wrote before launching them,
// two launches of one thread into the block's stream running in order, many blocks
// launching at once, nesting to depth 6 and a chain of 1,000, a tail launch that sees what every block of its
// parent wrote, fire-and-forget launches, the host's synchronization waiting for all of
// them, a device stream with a cudaMemcpyAsync after a child, cudaMalloc/cudaFree and the
// error strings in a kernel, and the device's cudaGetLastError after a good and after a bad
// launch (block of 2048 threads). Prints what it found; the output must be what an H200 printed.
// test-flags: -rdc=true -lcudadevrt -arch=sm_90
#define NAME "device_launch"
#include "check.h"
#include <vector>

__global__ void fill(int *out, int base, int add)
{
    out[base + threadIdx.x] = out[base + threadIdx.x] + add + (int)threadIdx.x;
}

__global__ void follow(int *out, int from, int to) { out[to + threadIdx.x] = out[from + threadIdx.x] * 2; }

/* block b: writes out[b * 8 + i] = 10 * b + i, then its thread 0 launches a child that adds
 * 1000 + i to those eight, then another (same stream: after it) that doubles them into
 * out[512 + b * 8 + i] */
__global__ void parent(int *out)
{
    if (threadIdx.x < 8)
        out[blockIdx.x * 8 + threadIdx.x] = 10 * blockIdx.x + threadIdx.x;
    __syncthreads();
    if (threadIdx.x == 0) {
        fill<<<1, 8>>>(out, blockIdx.x * 8, 1000);
        follow<<<1, 8>>>(out, blockIdx.x * 8, 512 + blockIdx.x * 8);
    }
}

__global__ void nest(int *out, int depth)
{
    out[depth] = depth * depth + 1;
    if (depth < 5 && threadIdx.x == 0)
        nest<<<1, 2>>>(out, depth + 1);
}

/* a chain of 1,000 grids, each launched by the one before (a GPU has no nesting limit here:
 * an H200 ran 2,000) */
__global__ void deep(int *out, int depth)
{
    out[depth] = depth + 1;
    if (depth < 999)
        deep<<<1, 1>>>(out, depth + 1);
}

__global__ void sum_all(int *out, int n, int at)
{
    int s = 0;
    for (int i = 0; i < n; i++)
        s += out[i];
    out[at] = s;
}

/* every block writes out[b]; block 0 tail-launches a sum of all of them, block 1 a
 * fire-and-forget child */
__global__ void tail_parent(int *out, int n)
{
    if (threadIdx.x == 0)
        out[blockIdx.x] = blockIdx.x * 3 + 1;
    if (blockIdx.x == 0 && threadIdx.x == 0)
        sum_all<<<1, 1, 0, cudaStreamTailLaunch>>>(out, n, 100);
    if (blockIdx.x == 1 && threadIdx.x == 0)
        fill<<<1, 4, 0, cudaStreamFireAndForget>>>(out, 200, 7);
}

/* a device stream, a copy queued on it after a child, cudaMalloc/cudaFree in a kernel, the
 * device's error strings */
__global__ void streams(int *out)
{
    if (threadIdx.x == 0) {
        cudaStream_t s;
        int e0 = (int)cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
        fill<<<1, 4, 0, s>>>(out, 0, 5);
        int e1 = (int)cudaMemcpyAsync(out + 8, out, 4 * sizeof(int), cudaMemcpyDeviceToDevice, s);
        int *p = NULL;
        int e2 = (int)cudaMalloc((void **)&p, 64);
        p[0] = 42;
        out[20] = p[0];
        int e3 = (int)cudaFree(p);
        int e4 = (int)cudaStreamDestroy(s);
        out[16] = e0, out[17] = e1, out[18] = e2, out[19] = e3, out[21] = e4;
        const char *str = cudaGetErrorString(cudaErrorInvalidConfiguration);
        printf("device: %s, a description of %s\n", cudaGetErrorName(cudaErrorInvalidConfiguration),
               str && str[0] ? "some length" : "none");
    }
}

__global__ void errors(int *codes)
{
    if (threadIdx.x == 0) {
        fill<<<1, 4>>>(codes, 8, 0);
        codes[0] = (int)cudaGetLastError();
        fill<<<1, 2048>>>(codes, 8, 0);
        codes[1] = (int)cudaPeekAtLastError();
        codes[2] = (int)cudaGetLastError();
        codes[3] = (int)cudaGetLastError();
    }
}

int main()
{
    const int N = 1024;
    int *d;
    CHECK(cudaMalloc(&d, N * sizeof(int)));
    std::vector<int> h(N);

    CHECK(cudaMemset(d, 0, N * sizeof(int)));
    parent<<<64, 32>>>(d);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(h.data(), d, N * sizeof(int), cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int b = 0; b < 64; b++)
        for (int i = 0; i < 8; i++) {
            int a = 10 * b + i + 1000 + i;
            bad += h[b * 8 + i] != a || h[512 + b * 8 + i] != 2 * a;
        }
    printf("64 blocks, two children each in order: %d wrong\n", bad);

    CHECK(cudaMemset(d, 0, N * sizeof(int)));
    nest<<<1, 2>>>(d, 0);
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(h.data(), d, 8 * sizeof(int), cudaMemcpyDeviceToHost));
    printf("nested to depth 6:");
    for (int i = 0; i < 7; i++)
        printf(" %d", h[i]);
    printf("\n");

    CHECK(cudaMemset(d, 0, N * sizeof(int)));
    deep<<<1, 1>>>(d, 0);
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(h.data(), d, N * sizeof(int), cudaMemcpyDeviceToHost));
    bad = 0;
    for (int i = 0; i < N; i++)
        bad += h[i] != (i < 1000 ? i + 1 : 0);
    printf("a chain of 1000 nested launches: %d wrong\n", bad);

    CHECK(cudaMemset(d, 0, N * sizeof(int)));
    tail_parent<<<40, 32>>>(d, 40);
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(h.data(), d, N * sizeof(int), cudaMemcpyDeviceToHost));
    int want = 0;
    for (int b = 0; b < 40; b++)
        want += b * 3 + 1;
    printf("tail launch sum: %d (expected %d); fire and forget: %d %d %d %d\n", h[100], want, h[200], h[201],
           h[202], h[203]);

    CHECK(cudaMemset(d, 0, N * sizeof(int)));
    streams<<<1, 32>>>(d);
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(h.data(), d, 32 * sizeof(int), cudaMemcpyDeviceToHost));
    printf("device stream: child %d %d %d %d, copied after it %d %d %d %d; codes %d %d %d %d %d; heap %d\n", h[0], h[1],
           h[2], h[3], h[8], h[9], h[10], h[11], h[16], h[17], h[18], h[19], h[21], h[20]);

    CHECK(cudaMemset(d, 0, N * sizeof(int)));
    errors<<<1, 32>>>(d);
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(h.data(), d, 16 * sizeof(int), cudaMemcpyDeviceToHost));
    printf("device errors: good launch %d, block of 2048: peek %d, get %d, then %d; child wrote %d %d %d %d\n", h[0],
           h[1], h[2], h[3], h[8], h[9], h[10], h[11]);
    SHOW("host after all", cudaGetLastError());
    CHECK(cudaFree(d));
    printf("PASS " NAME "\n");
    return 0;
}
