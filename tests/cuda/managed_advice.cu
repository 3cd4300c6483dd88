// managed_advice: cudaMemAdvise and cudaMemPrefetchAsync are recorded, and
// cudaMemRangeGetAttribute(s) report them: read-mostly, preferred location, accessed-by,
// last prefetch location (also as location type and id), before and after each advice.
// Prints what it reads: tests/cuda/managed_advice.gpu.out holds what a GPU printed.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define NAME "managed_advice"
#include "check.h"

__global__ void inc(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i]++;
}

static void show(const char *when, const int *p, size_t bytes)
{
    int rm = -9, pl = -9, lp = -9, acc[3] = {-9, -9, -9}, plt = -9, pli = -9, lpt = -9, lpi = -9;
    CHECK(cudaMemRangeGetAttribute(&rm, sizeof rm, cudaMemRangeAttributeReadMostly, p, bytes));
    CHECK(cudaMemRangeGetAttribute(&pl, sizeof pl, cudaMemRangeAttributePreferredLocation, p, bytes));
    CHECK(cudaMemRangeGetAttribute(acc, sizeof acc, cudaMemRangeAttributeAccessedBy, p, bytes));
    CHECK(cudaMemRangeGetAttribute(&lp, sizeof lp, cudaMemRangeAttributeLastPrefetchLocation, p, bytes));
    void *data[] = {&plt, &pli, &lpt, &lpi};
    size_t sizes[] = {4, 4, 4, 4};
    cudaMemRangeAttribute attrs[] = {cudaMemRangeAttributePreferredLocationType, cudaMemRangeAttributePreferredLocationId,
                                     cudaMemRangeAttributeLastPrefetchLocationType,
                                     cudaMemRangeAttributeLastPrefetchLocationId};
    CHECK(cudaMemRangeGetAttributes(data, sizes, attrs, 4, p, bytes));
    printf("%s: read-mostly %d, preferred %d (type %d id %d), accessed-by %d %d %d, last prefetch %d (type %d id %d)\n",
           when, rm, pl, plt, pli, acc[0], acc[1], acc[2], lp, lpt, lpi);
}

int main()
{
    const int n = 1 << 20;
    const size_t bytes = n * sizeof(int);
    int *p;
    CHECK(cudaMallocManaged(&p, bytes));
    for (int i = 0; i < n; i++) p[i] = i;
    cudaMemLocation dev = {cudaMemLocationTypeDevice, 0}, host = {cudaMemLocationTypeHost, 0};
    show("fresh", p, bytes);
    CHECK(cudaMemAdvise(p, bytes, cudaMemAdviseSetReadMostly, dev));
    show("read-mostly", p, bytes);
    CHECK(cudaMemAdvise(p, bytes, cudaMemAdviseSetPreferredLocation, dev));
    CHECK(cudaMemAdvise(p, bytes, cudaMemAdviseSetAccessedBy, host));
    show("preferred device, accessed by host", p, bytes);
    CHECK(cudaMemPrefetchAsync(p, bytes, dev, 0, 0));
    CHECK(cudaDeviceSynchronize());
    show("prefetched to device", p, bytes);
    inc<<<n / 256, 256>>>(p, n);
    CHECK(cudaMemPrefetchAsync(p, bytes, host, 0, 0));
    CHECK(cudaDeviceSynchronize());
    show("prefetched to host", p, bytes);
    CHECK(cudaMemAdvise(p, bytes, cudaMemAdviseUnsetReadMostly, dev));
    CHECK(cudaMemAdvise(p, bytes, cudaMemAdviseUnsetPreferredLocation, dev));
    CHECK(cudaMemAdvise(p, bytes, cudaMemAdviseUnsetAccessedBy, host));
    show("unset", p, bytes);
    cudaStream_t s;
    CHECK(cudaStreamCreate(&s));
    CHECK(cudaStreamAttachMemAsync(s, p, 0, cudaMemAttachSingle));
    inc<<<n / 256, 256, 0, s>>>(p, n);
    CHECK(cudaStreamAttachMemAsync(s, p, 0, cudaMemAttachGlobal));
    CHECK(cudaStreamSynchronize(s));
    CHECK(cudaStreamDestroy(s));
    for (int i = 0; i < n; i++)
        if (p[i] != i + 2) { printf("FAIL managed_advice: p[%d] = %d\n", i, p[i]); return 1; }
    int x;
    cudaError_t e = cudaMemRangeGetAttribute(&x, sizeof x, cudaMemRangeAttributeReadMostly, &x, sizeof x);
    printf("range attribute of stack memory: %s\n", cudaGetErrorName(e));
    cudaGetLastError();
    CHECK(cudaFree(p));
    printf("PASS managed_advice\n");
    return 0;
}
