// graph_memory: graph memory nodes. A capture that allocates with cudaMallocAsync, uses the
// memory and frees it with cudaFreeAsync becomes a graph with allocation and free nodes,
// replayed several times; an explicit graph with cudaGraphAddMemAllocNode whose memory is
// freed outside the graph (cudaFreeAsync) between launches; node types and counts.
// tests/cuda/graph_memory.gpu.out holds what a GPU printed.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>

#define NAME "graph_memory"
#include "check.h"

static const int N = 1 << 16;

__global__ void iota(int *p, int base) { int i = blockIdx.x * blockDim.x + threadIdx.x; p[i] = base + i; }
__global__ void twice(const int *a, int *b) { int i = blockIdx.x * blockDim.x + threadIdx.x; b[i] = 2 * a[i]; }

static void check(const int *h, int base, const char *what)
{
    for (int i = 0; i < N; i++)
        if (h[i] != 2 * (base + i)) { printf("FAIL graph_memory: %s: [%d] = %d\n", what, i, h[i]); exit(1); }
}

int main()
{
    int *h, *out;
    CHECK(cudaMallocHost(&h, N * sizeof(int)));
    CHECK(cudaMalloc(&out, N * sizeof(int)));
    cudaStream_t s;
    CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));

    // captured: tmp = cudaMallocAsync; iota(tmp); twice(tmp, out); cudaFreeAsync(tmp)
    cudaGraph_t g;
    int *tmp = NULL;
    CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    CHECK(cudaMallocAsync(&tmp, N * sizeof(int), s));
    printf("pointer during capture: %s\n", tmp ? "set" : "null");
    iota<<<N / 256, 256, 0, s>>>(tmp, 7);
    twice<<<N / 256, 256, 0, s>>>(tmp, out);
    CHECK(cudaFreeAsync(tmp, s));
    CHECK(cudaStreamEndCapture(s, &g));
    size_t n = 0;
    CHECK(cudaGraphGetNodes(g, NULL, &n));
    cudaGraphNode_t nodes[8];
    CHECK(cudaGraphGetNodes(g, nodes, &n));
    printf("captured: %zu nodes, types", n);
    for (size_t i = 0; i < n; i++) {
        cudaGraphNodeType t;
        CHECK(cudaGraphNodeGetType(nodes[i], &t));
        printf(" %d", (int)t);
    }
    printf("\n");
    cudaMemAllocNodeParams ap;
    CHECK(cudaGraphMemAllocNodeGetParams(nodes[0], &ap));
    printf("alloc node: %zu bytes, same pointer %d\n", ap.bytesize, ap.dptr == tmp);
    cudaGraphExec_t x;
    CHECK(cudaGraphInstantiate(&x, g, 0));
    for (int r = 0; r < 3; r++) {
        CHECK(cudaMemsetAsync(out, 0, N * sizeof(int), s));
        CHECK(cudaGraphLaunch(x, s));
        CHECK(cudaMemcpyAsync(h, out, N * sizeof(int), cudaMemcpyDeviceToHost, s));
        CHECK(cudaStreamSynchronize(s));
        check(h, 7, "captured graph");
    }
    CHECK(cudaGraphExecDestroy(x));
    CHECK(cudaGraphDestroy(g));

    // explicit: allocation node without a free node; the memory is freed outside
    CHECK(cudaGraphCreate(&g, 0));
    memset(&ap, 0, sizeof ap);
    ap.poolProps.allocType = cudaMemAllocationTypePinned;
    ap.poolProps.location.type = cudaMemLocationTypeDevice;
    ap.poolProps.location.id = 0;
    ap.bytesize = N * sizeof(int);
    cudaGraphNode_t an, k1, k2;
    CHECK(cudaGraphAddMemAllocNode(&an, g, NULL, 0, &ap));
    int *buf = (int *)ap.dptr;
    printf("explicit alloc pointer: %s\n", buf ? "set" : "null");
    int base = 100;
    void *a1[] = {&buf, &base};
    void *a2[] = {&buf, &out};
    cudaKernelNodeParams kp;
    memset(&kp, 0, sizeof kp);
    kp.gridDim = dim3(N / 256); kp.blockDim = dim3(256);
    kp.func = (void *)iota; kp.kernelParams = a1;
    CHECK(cudaGraphAddKernelNode(&k1, g, &an, 1, &kp));
    kp.func = (void *)twice; kp.kernelParams = a2;
    CHECK(cudaGraphAddKernelNode(&k2, g, &k1, 1, &kp));
    CHECK(cudaGraphInstantiate(&x, g, 0));
    for (int r = 0; r < 3; r++) {
        CHECK(cudaGraphLaunch(x, s));
        CHECK(cudaMemcpyAsync(h, out, N * sizeof(int), cudaMemcpyDeviceToHost, s));
        CHECK(cudaFreeAsync(buf, s));     // freed outside the graph before the next launch
        CHECK(cudaStreamSynchronize(s));
        check(h, 100, "explicit graph");
    }
    CHECK(cudaGraphExecDestroy(x));
    CHECK(cudaGraphDestroy(g));
    CHECK(cudaStreamDestroy(s));
    CHECK(cudaFree(out));
    CHECK(cudaFreeHost(h));
    printf("PASS graph_memory\n");
    return 0;
}
