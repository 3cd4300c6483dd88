// graph_nodes: more of the graph API.
//  - event record and event wait nodes: a graph records an event the host then waits
//    for, and waits for an event recorded in another stream;
//  - cudaGraphClone, cudaGraphNodeGetDependencies, cudaGraphKernelNodeSetParams before
//    instantiation, cudaGraphExecMemcpyNodeSetParams(1D), cudaGraphExecHostNodeSetParams;
//  - cudaGraphExecUpdate: the same topology with new parameters succeeds, a different
//    topology fails;
//  - cudaGraphLaunch into a capturing stream is refused (CUDA 13) and invalidates the capture;
//  - errors: a cycle made with cudaGraphAddDependencies, a dependency on a node of
//    another graph, launching a destroyed executable graph.
// Prints every error code it sees: tests/cuda/graph_nodes.gpu.out holds what a GPU printed.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>

#define NAME "graph_nodes"
#include "check.h"

static const int N = 4096, T = 256, B = N / T;

__global__ void set(int *x, int v)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    x[i] = v;
}

__global__ void add(int *x, int v)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    x[i] += v;
}

static void tally(void *p) { ++*(int *)p; }
static void tally10(void *p) { *(int *)p += 10; }

static cudaGraphNode_t knode(cudaGraph_t g, const cudaGraphNode_t *deps, size_t nd, void *fn, int **x, int *v)
{
    void *args[] = {x, v};
    cudaKernelNodeParams p;
    memset(&p, 0, sizeof p);
    p.func = fn; p.gridDim = dim3(B); p.blockDim = dim3(T); p.kernelParams = args;
    cudaGraphNode_t n;
    CHECK(cudaGraphAddKernelNode(&n, g, deps, nd, &p));
    return n;
}

static void check_all(const int *h, int want, const char *what)
{
    for (int i = 0; i < N; i++) EXPECT(h[i] == want, "%s: [%d] = %d, want %d", what, i, h[i], want);
}

int main()
{
    int *x, *y, *z, *h;
    CHECK(cudaMalloc(&x, N * sizeof(int)));
    CHECK(cudaMalloc(&z, N * sizeof(int)));
    CHECK(cudaMalloc(&y, N * sizeof(int)));
    CHECK(cudaMallocHost(&h, N * sizeof(int)));
    cudaStream_t s, other;
    CHECK(cudaStreamCreate(&s));
    CHECK(cudaStreamCreate(&other));
    cudaEvent_t done, ready;
    CHECK(cudaEventCreate(&done));
    CHECK(cudaEventCreate(&ready));

    // other stream: y = 5, then records `ready`; the graph waits for it, x = y... via copy
    int five = 5, one = 1, count = 0;
    cudaGraph_t g;
    CHECK(cudaGraphCreate(&g, 0));
    cudaGraphNode_t wait, kx, cp, rec, hn;
    CHECK(cudaGraphAddEventWaitNode(&wait, g, NULL, 0, ready));
    kx = knode(g, &wait, 1, (void *)add, &y, &one);            // y += 1 after the other stream's y = 5
    CHECK(cudaGraphAddMemcpyNode1D(&cp, g, &kx, 1, x, y, N * sizeof(int), cudaMemcpyDeviceToDevice));
    CHECK(cudaGraphAddEventRecordNode(&rec, g, &cp, 1, done));
    cudaHostNodeParams hp = {tally, &count};
    CHECK(cudaGraphAddHostNode(&hn, g, &rec, 1, &hp));
    size_t nd = 0;
    CHECK(cudaGraphNodeGetDependencies(cp, NULL, NULL, &nd));
    printf("copy node dependencies: %zu\n", nd);
    cudaGraphNodeType t;
    CHECK(cudaGraphNodeGetType(wait, &t));
    printf("wait node type: %d\n", (int)t);
    CHECK(cudaGraphNodeGetType(rec, &t));
    printf("record node type: %d\n", (int)t);

    // a cycle and a foreign node
    SHOW("cycle", cudaGraphAddDependencies(g, &hn, &wait, NULL, 1));
    cudaGraph_t g2;
    CHECK(cudaGraphCreate(&g2, 0));
    cudaGraphNode_t foreign;
    CHECK(cudaGraphAddEmptyNode(&foreign, g2, NULL, 0));
    cudaGraphNode_t tmp;
    SHOW("dependency on another graph's node", cudaGraphAddEmptyNode(&tmp, g, &foreign, 1));
    CHECK(cudaGraphDestroy(g2));
    cudaGraphExec_t bad;
    SHOW("instantiate with a cycle", cudaGraphInstantiate(&bad, g, 0));
    // (if the cycle was accepted, undo it by cloning a graph without it is not possible: rebuild)
    CHECK(cudaGraphDestroy(g));
    CHECK(cudaGraphCreate(&g, 0));
    CHECK(cudaGraphAddEventWaitNode(&wait, g, NULL, 0, ready));
    kx = knode(g, &wait, 1, (void *)add, &y, &one);
    CHECK(cudaGraphAddMemcpyNode1D(&cp, g, &kx, 1, x, y, N * sizeof(int), cudaMemcpyDeviceToDevice));
    CHECK(cudaGraphAddEventRecordNode(&rec, g, &cp, 1, done));
    CHECK(cudaGraphAddHostNode(&hn, g, &rec, 1, &hp));

    cudaGraph_t copy;
    CHECK(cudaGraphClone(&copy, g));
    size_t nn = 0;
    CHECK(cudaGraphGetNodes(copy, NULL, &nn));
    printf("clone: %zu nodes\n", nn);

    cudaGraphExec_t ex;
    CHECK(cudaGraphInstantiate(&ex, g, 0));
    for (int rep = 0; rep < 3; rep++) {
        set<<<B, T, 0, other>>>(y, five);
        CHECK(cudaEventRecord(ready, other));
        CHECK(cudaGraphLaunch(ex, s));
        CHECK(cudaEventSynchronize(done));           // the graph's record node
        CHECK(cudaMemcpy(h, x, N * sizeof(int), cudaMemcpyDeviceToHost));
        check_all(h, 6, "event nodes");
    }
    CHECK(cudaStreamSynchronize(s));
    EXPECT(count == 3, "host node ran %d times", count);

    // exec updates: the memcpy now copies y into z, the host node adds 10; a copy between
    // device buffers cannot be turned into one to host memory
    cudaMemcpy3DParms mp;
    memset(&mp, 0, sizeof mp);
    mp.srcPtr = make_cudaPitchedPtr(y, N * sizeof(int), N, 1);
    mp.dstPtr = make_cudaPitchedPtr(z, N * sizeof(int), N, 1);
    mp.extent = make_cudaExtent(N * sizeof(int), 1, 1);
    mp.kind = cudaMemcpyDeviceToDevice;
    SHOW("3D parameters for a 1D copy node", cudaGraphExecMemcpyNodeSetParams(ex, cp, &mp));
    SHOW("copy node retargeted to host memory",
         cudaGraphExecMemcpyNodeSetParams1D(ex, cp, h, y, N * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaGraphExecMemcpyNodeSetParams1D(ex, cp, z, y, N * sizeof(int), cudaMemcpyDeviceToDevice));
    cudaHostNodeParams hp10 = {tally10, &count};
    CHECK(cudaGraphExecHostNodeSetParams(ex, hn, &hp10));
    set<<<B, T, 0, other>>>(y, 40);
    CHECK(cudaEventRecord(ready, other));
    CHECK(cudaGraphLaunch(ex, s));
    CHECK(cudaStreamSynchronize(s));
    CHECK(cudaMemcpy(h, z, N * sizeof(int), cudaMemcpyDeviceToHost));
    check_all(h, 41, "after exec memcpy update");
    EXPECT(count == 13, "updated host node: count %d", count);

    // cudaGraphExecUpdate from the clone, with a new kernel argument
    int two = 2;
    cudaGraphNode_t cn[8];
    nn = 8;
    CHECK(cudaGraphGetNodes(copy, cn, &nn));
    void *args2[] = {&y, &two};
    cudaKernelNodeParams kp;
    memset(&kp, 0, sizeof kp);
    kp.func = (void *)add; kp.gridDim = dim3(B); kp.blockDim = dim3(T); kp.kernelParams = args2;
    CHECK(cudaGraphKernelNodeSetParams(cn[1], &kp));
    cudaGraphExecUpdateResultInfo info;
    SHOW("exec update, same topology", cudaGraphExecUpdate(ex, copy, &info));
    printf("update result: %d\n", (int)info.result);
    set<<<B, T, 0, other>>>(y, 40);
    CHECK(cudaEventRecord(ready, other));
    CHECK(cudaGraphLaunch(ex, s));
    CHECK(cudaStreamSynchronize(s));
    CHECK(cudaMemcpy(h, x, N * sizeof(int), cudaMemcpyDeviceToHost));
    check_all(h, 42, "after cudaGraphExecUpdate");
    cudaGraphNode_t extra;
    CHECK(cudaGraphAddEmptyNode(&extra, copy, NULL, 0));
    SHOW("exec update, new node", cudaGraphExecUpdate(ex, copy, &info));
    printf("update result: %d\n", (int)info.result);

    // a graph launched into a capturing stream: refused
    cudaGraph_t outer;
    CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    SHOW("launch a graph with event nodes while capturing", cudaGraphLaunch(ex, s));
    SHOW("end that capture", cudaStreamEndCapture(s, &outer));
    cudaGraph_t inner;
    cudaGraphExec_t ix;
    CHECK(cudaGraphCreate(&inner, 0));
    int ten = 10;
    knode(inner, NULL, 0, (void *)add, &x, &ten);
    CHECK(cudaGraphInstantiate(&ix, inner, 0));
    CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    set<<<B, T, 0, s>>>(x, 100);
    SHOW("launch a graph of kernels while capturing", cudaGraphLaunch(ix, s));
    SHOW("end that capture", cudaStreamEndCapture(s, &outer));
    CHECK(cudaGraphLaunch(ix, s));   // outside a capture it runs
    CHECK(cudaStreamSynchronize(s));
    CHECK(cudaMemcpy(h, x, N * sizeof(int), cudaMemcpyDeviceToHost));
    check_all(h, 52, "a graph of kernels");
    CHECK(cudaGraphExecDestroy(ix));
    CHECK(cudaGraphDestroy(inner));

    // cudaStreamUpdateCaptureDependencies: emptying the dependency set makes the next
    // captured node a second root
    CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    set<<<B, T, 0, s>>>(x, 1);
    cudaStreamCaptureStatus st;
    const cudaGraphNode_t *cur = NULL;
    size_t ncur = 0;
    CHECK(cudaStreamGetCaptureInfo(s, &st, NULL, NULL, &cur, NULL, &ncur));
    EXPECT(ncur == 1, "%zu capture dependencies, want 1", ncur);
    CHECK(cudaStreamUpdateCaptureDependencies(s, NULL, NULL, 0, cudaStreamSetCaptureDependencies));
    set<<<B, T, 0, s>>>(y, 2);
    CHECK(cudaStreamGetCaptureInfo(s, &st, NULL, NULL, &cur, NULL, &ncur));
    cudaGraphNode_t last = cur[0];
    CHECK(cudaStreamUpdateCaptureDependencies(s, &last, NULL, 1, cudaStreamAddCaptureDependencies));
    CHECK(cudaStreamEndCapture(s, &outer));
    size_t roots = 0;
    CHECK(cudaGraphGetRootNodes(outer, NULL, &roots));
    EXPECT(roots == 2, "%zu roots after emptying the capture dependencies, want 2", roots);
    CHECK(cudaGraphDestroy(outer));
    unsigned long long id1 = 0, id2 = 0;
    CHECK(cudaStreamGetId(s, &id1));
    CHECK(cudaStreamGetId(other, &id2));
    EXPECT(id1 != id2, "two streams with one id");
    int dev = -1;
    CHECK(cudaStreamGetDevice(s, &dev));
    EXPECT(dev == 0, "cudaStreamGetDevice gave %d", dev);

    CHECK(cudaGraphExecDestroy(ex));
    CHECK(cudaGraphDestroy(g));
    CHECK(cudaGraphDestroy(copy));
    CHECK(cudaEventDestroy(done));
    CHECK(cudaEventDestroy(ready));
    CHECK(cudaStreamDestroy(s));
    CHECK(cudaStreamDestroy(other));
    CHECK(cudaFreeHost(h));
    CHECK(cudaFree(x));
    CHECK(cudaFree(y));
    CHECK(cudaFree(z));
    printf("PASS " NAME "\n");
    return 0;
}
