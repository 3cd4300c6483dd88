// device_heap: malloc and free in kernels honour cudaLimitMallocHeapSize.
//  - with the default 8 MiB heap: 1 MiB blocks can be had, written and freed; a request
//    larger than the heap, or than what is left of it, gets NULL; after a free it fits;
//  - 1024 threads each allocate, fill and check 64 bytes, distinct within each block;
//  - the heap size can change after launches of kernels without malloc, not after one
//    with malloc (cudaErrorInvalidValue) until cudaDeviceReset; other limits can;
//  - cudaDeviceReset frees what kernels left allocated: 6 MiB leaked before it, 6 MiB fit after;
//  - a 64 MiB heap holds 2 x 16 MiB and not 48 MiB more; alone, 24 MiB fit. (The GPU's
//    allocator rounds large blocks up, about to powers of two: it held 2 x 16 MiB of 64,
//    not 3, and 6 MiB but not 7.5 of 8. heddle counts bytes: it fits as much or more.)
// Prints what it sees: tests/cuda/device_heap.gpu.out holds what an H100 printed.
#include <cstdio>
#include <cstdlib>

#define NAME "device_heap"
#include "check.h"

// sizes[i] bytes, one request after another; ok[i]: 1 if it was granted (and written)
// (hold: keep them, else free each at once)
__global__ void allocs(const unsigned long long *sizes, int n, int hold, int *ok) {
    void *p[8];
    for (int i = 0; i < n; i++) {
        p[i] = malloc(sizes[i]);
        ok[i] = p[i] != nullptr;
        if (p[i]) {
            char *c = (char *)p[i];
            c[0] = (char)i;
            c[sizes[i] - 1] = (char)i;
            ok[i] = c[0] == (char)i && c[sizes[i] - 1] == (char)i;
        }
        if (!hold) free(p[i]);
    }
    if (hold)
        for (int i = 0; i < n; i++) free(p[i]);
}

// a is held while b is asked for; then a is freed and b asked for again
__global__ void left_over(unsigned long long a, unsigned long long b, int *ok) {
    void *pa = malloc(a);
    void *pb = malloc(b);
    ok[0] = pa != nullptr;
    ok[1] = pb != nullptr;
    free(pb);
    free(pa);
    pb = malloc(b);
    ok[2] = pb != nullptr;
    free(pb);
}

__global__ void many(unsigned long long *addr, int *bad) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned *p = (unsigned *)malloc(64);
    addr[t] = (unsigned long long)p;
    if (!p) {
        atomicAdd(bad, 1);
        return;
    }
    for (int i = 0; i < 16; i++) p[i] = t * 16 + i;
    __syncthreads();
    for (int i = 0; i < 16; i++)
        if (p[i] != (unsigned)(t * 16 + i)) atomicAdd(bad, 1);
    free(p);
}

static void run_allocs(const char *label, const unsigned long long *sizes, int n, int hold) {
    unsigned long long *ds;
    int *dok, ok[8];
    CHECK(cudaMalloc(&ds, n * sizeof *ds));
    CHECK(cudaMalloc(&dok, n * sizeof(int)));
    CHECK(cudaMemcpy(ds, sizes, n * sizeof *ds, cudaMemcpyHostToDevice));
    allocs<<<1, 1>>>(ds, n, hold, dok);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(ok, dok, n * sizeof(int), cudaMemcpyDeviceToHost));
    printf("%s:", label);
    for (int i = 0; i < n; i++) printf(" %lluK=%s", sizes[i] >> 10, ok[i] ? "ok" : "NULL");
    printf("\n");
    CHECK(cudaFree(ds));
    CHECK(cudaFree(dok));
}

__global__ void no_malloc(int *p) { p[threadIdx.x] = 1; }

__global__ void leak(unsigned long long n, int *ok) { ok[0] = malloc(n) != nullptr; } /* never freed */

int main() {
    const unsigned long long M = 1 << 20;
    int *scratch;
    CHECK(cudaMalloc(&scratch, 128));
    no_malloc<<<1, 32>>>(scratch);
    CHECK(cudaDeviceSynchronize());
    SHOW("heap size after a launch without malloc", cudaDeviceSetLimit(cudaLimitMallocHeapSize, 8 * M));
    unsigned long long each[] = {M, 4 * M, 6 * M, 9 * M, 16 * M, 64 * M};
    run_allocs("8 MiB heap, one at a time", each, 6, 0);
    unsigned long long held[] = {M, M, M, M};
    run_allocs("8 MiB heap, 4 x 1 MiB held", held, 4, 1);

    int *dok, ok[3];
    CHECK(cudaMalloc(&dok, 3 * sizeof(int)));
    left_over<<<1, 1>>>(6 * M, 6 * M, dok);
    CHECK(cudaMemcpy(ok, dok, sizeof ok, cudaMemcpyDeviceToHost));
    printf("6 MiB held, then 6 MiB: %d %d, after the free: %d\n", ok[0], ok[1], ok[2]);

    unsigned long long *addr, h[1024];
    int *bad, hbad = 0;
    CHECK(cudaMalloc(&addr, sizeof h));
    CHECK(cudaMalloc(&bad, sizeof(int)));
    CHECK(cudaMemset(bad, 0, sizeof(int)));
    many<<<4, 256>>>(addr, bad);
    CHECK(cudaMemcpy(h, addr, sizeof h, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(&hbad, bad, sizeof hbad, cudaMemcpyDeviceToHost));
    EXPECT(hbad == 0, "%d wrong values or NULL blocks in 1024 threads' 64-byte blocks", hbad);
    for (int i = 0; i < 1024; i++) /* a block's threads hold theirs at once */
        for (int j = i + 1; j < (i / 256 + 1) * 256; j++)
            EXPECT(h[i] + 64 <= h[j] || h[j] + 64 <= h[i], "threads %d and %d got overlapping blocks", i, j);
    printf("4 blocks of 256 threads x 64 bytes: distinct in each block\n");

    size_t v = 0;
    SHOW("heap size after a launch with malloc", cudaDeviceSetLimit(cudaLimitMallocHeapSize, 64 * M));
    CHECK(cudaDeviceGetLimit(&v, cudaLimitMallocHeapSize));
    printf("heap size now: %zu\n", v);
    SHOW("the same heap size after it", cudaDeviceSetLimit(cudaLimitMallocHeapSize, 8 * M));
    SHOW("printf FIFO size after it", cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 4 * M));

    leak<<<1, 1>>>(6 * M, dok);
    CHECK(cudaMemcpy(ok, dok, sizeof(int), cudaMemcpyDeviceToHost));
    printf("6 MiB left allocated: %d\n", ok[0]);
    CHECK(cudaDeviceReset());
    CHECK(cudaMalloc(&dok, 3 * sizeof(int)));
    leak<<<1, 1>>>(6 * M, dok);
    CHECK(cudaMemcpy(ok, dok, sizeof(int), cudaMemcpyDeviceToHost));
    printf("after cudaDeviceReset, 6 MiB again: %d\n", ok[0]);
    CHECK(cudaDeviceReset());
    SHOW("heap size after cudaDeviceReset", cudaDeviceSetLimit(cudaLimitMallocHeapSize, 64 * M));
    unsigned long long big[] = {16 * M, 16 * M, 48 * M};
    run_allocs("64 MiB heap, held", big, 3, 1);
    unsigned long long alone[] = {24 * M};
    run_allocs("64 MiB heap, alone", alone, 1, 0);
    printf("PASS device_heap\n");
    return 0;
}
