// graph_exec_params: kernel arguments are taken when a graph call is made. A host variable
// changed after cudaGraphAddKernelNode, cudaGraphExecKernelNodeSetParams,
// cudaGraphKernelNodeSetParams or cudaGraphExecUpdate (and before the graph runs) does not
// change what the graph computes; nor does one changed after a memset node's value was set.
// Prints what the graphs wrote: tests/cuda/graph_exec_params.gpu.out holds an H100's.
#include <cstdio>

#define NAME "graph_exec_params"
#include "check.h"

__global__ void setv(int *x, int v) { x[threadIdx.x] = v; }

static int first(const int *d) {
    int h[32];
    CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 1; i < 32; i++) EXPECT(h[i] == h[0], "element %d differs", i);
    return h[0];
}

int main() {
    int *d;
    CHECK(cudaMalloc(&d, 128));
    cudaGraph_t g;
    CHECK(cudaGraphCreate(&g, 0));
    int v = 1;
    void *args[] = {&d, &v};
    cudaKernelNodeParams p = {};
    p.func = (void *)setv;
    p.gridDim = 1;
    p.blockDim = 32;
    p.kernelParams = args;
    cudaGraphNode_t n;
    CHECK(cudaGraphAddKernelNode(&n, g, nullptr, 0, &p));
    v = 2;
    cudaGraphExec_t x;
    CHECK(cudaGraphInstantiate(&x, g, 0));
    v = 3;
    CHECK(cudaGraphLaunch(x, 0));
    CHECK(cudaStreamSynchronize(0));
    printf("added with 1, changed to 2 and 3: %d\n", first(d));
    v = 5;
    CHECK(cudaGraphExecKernelNodeSetParams(x, n, &p));
    v = 9;
    CHECK(cudaGraphLaunch(x, 0));
    CHECK(cudaStreamSynchronize(0));
    printf("exec set with 5, changed to 9: %d\n", first(d));
    v = 6;
    CHECK(cudaGraphKernelNodeSetParams(n, &p));
    v = 10;
    cudaGraphExec_t x2;
    CHECK(cudaGraphInstantiate(&x2, g, 0));
    CHECK(cudaGraphLaunch(x2, 0));
    CHECK(cudaStreamSynchronize(0));
    printf("node set with 6, changed to 10: %d\n", first(d));
    v = 7;
    cudaGraphExecUpdateResultInfo info;
    CHECK(cudaGraphExecUpdate(x, g, &info));
    v = 11;
    CHECK(cudaGraphLaunch(x, 0));
    CHECK(cudaStreamSynchronize(0));
    printf("exec updated from the node (6), changed to 7 and 11: %d\n", first(d));

    // a memset node's value
    cudaGraph_t g2;
    CHECK(cudaGraphCreate(&g2, 0));
    cudaMemsetParams m = {};
    m.dst = d;
    m.value = 0x01010101u & 0xff;
    m.elementSize = 1;
    m.width = 128;
    m.height = 1;
    cudaGraphNode_t mn;
    CHECK(cudaGraphAddMemsetNode(&mn, g2, nullptr, 0, &m));
    cudaGraphExec_t x3;
    CHECK(cudaGraphInstantiate(&x3, g2, 0));
    m.value = 2;
    CHECK(cudaGraphExecMemsetNodeSetParams(x3, mn, &m));
    m.value = 3;
    CHECK(cudaGraphLaunch(x3, 0));
    CHECK(cudaStreamSynchronize(0));
    printf("memset exec set with 2, changed to 3: 0x%08x\n", (unsigned)first(d));
    CHECK(cudaGraphExecDestroy(x));
    CHECK(cudaGraphExecDestroy(x2));
    CHECK(cudaGraphExecDestroy(x3));
    CHECK(cudaGraphDestroy(g));
    CHECK(cudaGraphDestroy(g2));
    CHECK(cudaFree(d));
    printf("PASS graph_exec_params\n");
    return 0;
}
