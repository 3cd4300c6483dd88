// graphs: CUDA graphs, built explicitly and by stream capture.
//  - explicit: memset, kernel, memcpy, host and empty nodes with a diamond of dependencies,
//    child graphs; node/edge/root queries and node types; instantiate, launch several
//    times (results exact each time), cudaGraphExecKernelNodeSetParams changing one
//    launch's argument, the exec outliving cudaGraphDestroy;
//  - capture: a fork/join across two streams through events (global mode), capture status
//    and info queries, nothing runs while capturing, the captured graph's node count, replay;
//  - capture errors: unjoined fork, synchronizing a capturing stream (invalidates the
//    capture), the legacy stream while a blocking stream captures, cudaMalloc in global,
//    thread-local and relaxed capture (and from another thread), cudaThreadExchange-
//    StreamCaptureMode, ending a capture that was never begun.
// Prints every error code it sees: tests/cuda/graphs.gpu.out holds what an H200 printed.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <pthread.h>
#include <cuda_runtime.h>

#define NAME "graphs"
#include "check.h"

static const char *status_name(cudaStreamCaptureStatus s)
{
    return s == cudaStreamCaptureStatusNone ? "none" : s == cudaStreamCaptureStatusActive ? "active" : "invalidated";
}

__global__ void add(float *x, float v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] += v;
}

__global__ void axpy(float *y, const float *x, float a, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] += a * x[i];
}

static void count_cb(void *p) { ++*(int *)p; }

static const int N = 1000, T = 128, B = (N + T - 1) / T;

static cudaGraphNode_t kernel_node(cudaGraph_t g, const cudaGraphNode_t *deps, size_t nd, void *fn, void **args)
{
    cudaKernelNodeParams p;
    memset(&p, 0, sizeof p);
    p.func = fn;
    p.gridDim = dim3(B);
    p.blockDim = dim3(T);
    p.kernelParams = args;
    cudaGraphNode_t node;
    CHECK(cudaGraphAddKernelNode(&node, g, deps, nd, &p));
    return node;
}

static void explicit_graph(float *a, float *b, float *host)
{
    int calls = 0;
    cudaGraph_t g;
    CHECK(cudaGraphCreate(&g, 0));
    // memset a = 0 -> (a += 1.5 | b memset 0 -> b += 2) -> a += 0.5*b -> empty -> copy a to host -> host fn
    cudaMemsetParams ms;
    memset(&ms, 0, sizeof ms);
    ms.dst = a; ms.value = 0; ms.elementSize = 4; ms.width = N; ms.height = 1;
    cudaGraphNode_t m1, m2;
    CHECK(cudaGraphAddMemsetNode(&m1, g, NULL, 0, &ms));
    ms.dst = b;
    CHECK(cudaGraphAddMemsetNode(&m2, g, NULL, 0, &ms));
    float v1 = 1.5f, v2 = 2.0f, half = 0.5f;
    int n = N;
    void *args1[] = {&a, &v1, &n}, *args2[] = {&b, &v2, &n}, *args3[] = {&a, &b, &half, &n};
    cudaGraphNode_t k1 = kernel_node(g, &m1, 1, (void *)add, args1);
    cudaGraphNode_t k2 = kernel_node(g, &m2, 1, (void *)add, args2);
    cudaGraphNode_t kd[] = {k1, k2};
    cudaGraphNode_t k3 = kernel_node(g, kd, 2, (void *)axpy, args3);
    v1 = 100.0f;   // arguments are copied when the node is added
    cudaGraphNode_t empty, copy, hostn;
    CHECK(cudaGraphAddEmptyNode(&empty, g, &k3, 1));
    CHECK(cudaGraphAddMemcpyNode1D(&copy, g, &empty, 1, host, a, N * sizeof(float), cudaMemcpyDeviceToHost));
    cudaHostNodeParams hp = {count_cb, &calls};
    CHECK(cudaGraphAddHostNode(&hostn, g, NULL, 0, &hp));
    CHECK(cudaGraphAddDependencies(g, &copy, &hostn, NULL, 1));

    size_t nn = 0, ne = 0, nr = 0;
    CHECK(cudaGraphGetNodes(g, NULL, &nn));
    CHECK(cudaGraphGetEdges(g, NULL, NULL, NULL, &ne));
    CHECK(cudaGraphGetRootNodes(g, NULL, &nr));
    printf("explicit: %zu nodes, %zu edges, %zu roots\n", nn, ne, nr);
    cudaGraphNode_t nodes[16];
    nn = 16;
    CHECK(cudaGraphGetNodes(g, nodes, &nn));
    printf("types:");
    for (size_t i = 0; i < nn; i++) {
        cudaGraphNodeType t;
        CHECK(cudaGraphNodeGetType(nodes[i], &t));
        printf(" %d", (int)t);
    }
    printf("\n");
    cudaKernelNodeParams kp;
    CHECK(cudaGraphKernelNodeGetParams(k1, &kp));
    EXPECT(kp.func == (void *)add && kp.gridDim.x == (unsigned)B && kp.blockDim.x == (unsigned)T &&
               *(float *)kp.kernelParams[1] == 1.5f,
           "cudaGraphKernelNodeGetParams gave back different parameters");

    cudaGraphExec_t ex;
    CHECK(cudaGraphInstantiate(&ex, g, 0));
    cudaStream_t s;
    CHECK(cudaStreamCreate(&s));
    for (int rep = 0; rep < 3; rep++) {
        memset(host, 0, N * sizeof(float));
        CHECK(cudaGraphLaunch(ex, s));
        CHECK(cudaStreamSynchronize(s));
        for (int i = 0; i < N; i++) EXPECT(host[i] == 2.5f, "rep %d: host[%d] = %g, want 2.5", rep, i, host[i]);
    }
    EXPECT(calls == 3, "host node ran %d times, want 3", calls);

    // change k1's value in the executable graph only
    float v9 = 9.0f;
    void *args9[] = {&a, &v9, &n};
    memset(&kp, 0, sizeof kp);
    kp.func = (void *)add; kp.gridDim = dim3(B); kp.blockDim = dim3(T); kp.kernelParams = args9;
    CHECK(cudaGraphExecKernelNodeSetParams(ex, k1, &kp));
    CHECK(cudaGraphDestroy(g));   // the executable graph does not need it
    CHECK(cudaGraphLaunch(ex, s));
    CHECK(cudaGraphLaunch(ex, s));
    CHECK(cudaStreamSynchronize(s));
    for (int i = 0; i < N; i++) EXPECT(host[i] == 10.0f, "after SetParams host[%d] = %g, want 10", i, host[i]);
    EXPECT(calls == 5, "host node ran %d times, want 5", calls);
    CHECK(cudaGraphExecDestroy(ex));

    // a child graph twice in a parent: b += 1 twice after a memset
    cudaGraph_t child, parent;
    CHECK(cudaGraphCreate(&child, 0));
    CHECK(cudaGraphCreate(&parent, 0));
    float one = 1.0f;
    void *argsc[] = {&b, &one, &n};
    kernel_node(child, NULL, 0, (void *)add, argsc);
    cudaGraphNode_t pm, c1, c2;
    ms.dst = b;
    CHECK(cudaGraphAddMemsetNode(&pm, parent, NULL, 0, &ms));
    CHECK(cudaGraphAddChildGraphNode(&c1, parent, &pm, 1, child));
    CHECK(cudaGraphAddChildGraphNode(&c2, parent, &c1, 1, child));
    CHECK(cudaGraphDestroy(child));
    CHECK(cudaGraphInstantiate(&ex, parent, 0));
    CHECK(cudaGraphLaunch(ex, s));
    CHECK(cudaStreamSynchronize(s));
    CHECK(cudaMemcpy(host, b, N * sizeof(float), cudaMemcpyDeviceToHost));
    for (int i = 0; i < N; i++) EXPECT(host[i] == 2.0f, "child graphs: b[%d] = %g, want 2", i, host[i]);
    CHECK(cudaGraphExecDestroy(ex));
    CHECK(cudaGraphDestroy(parent));
    CHECK(cudaStreamDestroy(s));
}

static void captured_graph(float *a, float *b, float *host)
{
    int calls = 0;
    cudaStream_t s1, s2;
    cudaEvent_t fork, join;
    CHECK(cudaStreamCreate(&s1));
    CHECK(cudaStreamCreate(&s2));
    CHECK(cudaEventCreateWithFlags(&fork, cudaEventDisableTiming));
    CHECK(cudaEventCreateWithFlags(&join, cudaEventDisableTiming));
    CHECK(cudaMemset(a, 0, N * sizeof(float)));
    CHECK(cudaMemset(b, 0, N * sizeof(float)));

    cudaStreamCaptureStatus st;
    CHECK(cudaStreamIsCapturing(s1, &st));
    printf("before: %s\n", status_name(st));
    CHECK(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
    CHECK(cudaStreamIsCapturing(s1, &st));
    printf("s1 after begin: %s\n", status_name(st));
    CHECK(cudaMemsetAsync(a, 0, N * sizeof(float), s1));
    add<<<B, T, 0, s1>>>(a, 1.0f, N);
    unsigned long long id = 0;
    cudaGraph_t cg = NULL;
    const cudaGraphNode_t *deps = NULL;
    size_t nd = 0;
    CHECK(cudaStreamGetCaptureInfo(s1, &st, &id, &cg, &deps, NULL, &nd));
    printf("info: %s, id %s, graph %s, %zu dependencies\n", status_name(st), id ? "set" : "zero",
           cg ? "set" : "null", nd);
    CHECK(cudaEventRecord(fork, s1));
    CHECK(cudaStreamIsCapturing(s2, &st));
    printf("s2 before wait: %s\n", status_name(st));
    CHECK(cudaStreamWaitEvent(s2, fork, 0));
    CHECK(cudaStreamIsCapturing(s2, &st));
    printf("s2 after wait: %s\n", status_name(st));
    CHECK(cudaMemsetAsync(b, 0, N * sizeof(float), s2));
    add<<<B, T, 0, s2>>>(b, 3.0f, N);
    add<<<B, T, 0, s1>>>(a, 1.0f, N);
    CHECK(cudaEventRecord(join, s2));
    CHECK(cudaStreamWaitEvent(s1, join, 0));
    axpy<<<B, T, 0, s1>>>(a, b, 2.0f, N);   // a = 2 + 2*3 = 8
    CHECK(cudaMemcpyAsync(host, a, N * sizeof(float), cudaMemcpyDeviceToHost, s1));
    CHECK(cudaLaunchHostFunc(s1, count_cb, &calls));
    CHECK(cudaGetLastError());
    cudaGraph_t g = NULL;
    CHECK(cudaStreamEndCapture(s1, &g));
    EXPECT(g != NULL, "cudaStreamEndCapture gave no graph");
    CHECK(cudaStreamIsCapturing(s1, &st));
    printf("s1 after end: %s\n", status_name(st));
    CHECK(cudaStreamIsCapturing(s2, &st));
    printf("s2 after end: %s\n", status_name(st));

    // nothing ran while capturing
    EXPECT(calls == 0, "the host function ran during capture");
    CHECK(cudaMemcpy(host, a, N * sizeof(float), cudaMemcpyDeviceToHost));
    for (int i = 0; i < N; i++) EXPECT(host[i] == 0.0f, "a kernel ran during capture: a[%d] = %g", i, host[i]);

    size_t nn = 0, ne = 0;
    CHECK(cudaGraphGetNodes(g, NULL, &nn));
    CHECK(cudaGraphGetEdges(g, NULL, NULL, NULL, &ne));
    printf("captured: %zu nodes, %zu edges\n", nn, ne);

    cudaGraphExec_t ex;
    CHECK(cudaGraphInstantiate(&ex, g, 0));
    for (int rep = 0; rep < 5; rep++) {
        memset(host, 0, N * sizeof(float));
        CHECK(cudaGraphLaunch(ex, s2));
        CHECK(cudaStreamSynchronize(s2));
        for (int i = 0; i < N; i++) EXPECT(host[i] == 8.0f, "replay %d: host[%d] = %g, want 8", rep, i, host[i]);
    }
    EXPECT(calls == 5, "captured host function ran %d times, want 5", calls);
    CHECK(cudaGraphExecDestroy(ex));
    CHECK(cudaGraphDestroy(g));
    CHECK(cudaEventDestroy(fork));
    CHECK(cudaEventDestroy(join));
    CHECK(cudaStreamDestroy(s1));
    CHECK(cudaStreamDestroy(s2));
}

struct other_arg { cudaError_t err; void *p; };

static void *other_thread_malloc(void *p)
{
    other_arg *o = (other_arg *)p;
    o->err = cudaMalloc(&o->p, 256);
    cudaGetLastError();
    if (o->err == cudaSuccess) cudaFree(o->p);
    return NULL;
}

static cudaError_t malloc_from_other_thread(void)
{
    other_arg o = {cudaSuccess, NULL};
    pthread_t t;
    pthread_create(&t, NULL, other_thread_malloc, &o);
    pthread_join(t, NULL);
    return o.err;
}

static void capture_errors(float *a)
{
    cudaStream_t s1, s2, nb;
    cudaEvent_t e;
    cudaGraph_t g;
    cudaStreamCaptureStatus st;
    CHECK(cudaStreamCreate(&s1));
    CHECK(cudaStreamCreate(&s2));
    CHECK(cudaStreamCreateWithFlags(&nb, cudaStreamNonBlocking));
    CHECK(cudaEventCreate(&e));

    // a fork that never joins back
    CHECK(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
    add<<<B, T, 0, s1>>>(a, 1.0f, N);
    CHECK(cudaEventRecord(e, s1));
    CHECK(cudaStreamWaitEvent(s2, e, 0));
    add<<<B, T, 0, s2>>>(a, 1.0f, N);
    g = (cudaGraph_t)1;
    SHOW("unjoined end", cudaStreamEndCapture(s1, &g));
    printf("unjoined graph: %s\n", g ? "set" : "null");
    CHECK(cudaStreamIsCapturing(s2, &st));
    printf("s2 after unjoined end: %s\n", status_name(st));

    // synchronizing a capturing stream
    CHECK(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
    add<<<B, T, 0, s1>>>(a, 1.0f, N);
    SHOW("sync while capturing", cudaStreamSynchronize(s1));
    SHOW("is capturing after sync", cudaStreamIsCapturing(s1, &st));
    printf("status after sync: %s\n", status_name(st));
    SHOW("launch into invalidated", (add<<<B, T, 0, s1>>>(a, 1.0f, N), cudaGetLastError()));
    g = (cudaGraph_t)1;
    SHOW("end invalidated", cudaStreamEndCapture(s1, &g));
    printf("invalidated graph: %s\n", g ? "set" : "null");
    CHECK(cudaStreamIsCapturing(s1, &st));
    printf("status after end: %s\n", status_name(st));

    // the legacy default stream while a blocking stream captures; a non-blocking one is fine
    CHECK(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
    SHOW("memset on nonblocking stream", cudaMemsetAsync(a, 0, 16, nb));
    SHOW("memset on legacy stream", cudaMemsetAsync(a, 0, 16, 0));
    SHOW("end after legacy", cudaStreamEndCapture(s1, &g));
    CHECK(cudaStreamSynchronize(nb));

    // potentially unsafe calls in each mode
    void *p = NULL;
    CHECK(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
    SHOW("malloc in global capture", cudaMalloc(&p, 256));
    SHOW("malloc from other thread, global", malloc_from_other_thread());
    SHOW("query capturing stream", cudaStreamQuery(s1));
    SHOW("end global", cudaStreamEndCapture(s1, &g));
    if (g) cudaGraphDestroy(g);

    CHECK(cudaStreamBeginCapture(s1, cudaStreamCaptureModeThreadLocal));
    SHOW("malloc in thread-local capture", cudaMalloc(&p, 256));
    SHOW("malloc from other thread, thread-local", malloc_from_other_thread());
    SHOW("end thread-local", cudaStreamEndCapture(s1, &g));
    if (g) cudaGraphDestroy(g);

    CHECK(cudaStreamBeginCapture(s1, cudaStreamCaptureModeRelaxed));
    SHOW("malloc in relaxed capture", cudaMalloc(&p, 256));
    if (p) CHECK(cudaFree(p));
    p = NULL;
    SHOW("end relaxed", cudaStreamEndCapture(s1, &g));
    if (g) cudaGraphDestroy(g);

    CHECK(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
    cudaStreamCaptureMode mode = cudaStreamCaptureModeRelaxed;
    CHECK(cudaThreadExchangeStreamCaptureMode(&mode));
    printf("exchanged mode: %d\n", (int)mode);
    SHOW("malloc after exchange to relaxed", cudaMalloc(&p, 256));
    if (p) CHECK(cudaFree(p));
    CHECK(cudaThreadExchangeStreamCaptureMode(&mode));
    printf("restored from mode: %d\n", (int)mode);
    SHOW("end after exchange", cudaStreamEndCapture(s1, &g));
    if (g) cudaGraphDestroy(g);

    SHOW("end without begin", cudaStreamEndCapture(s1, &g));
    SHOW("begin on legacy stream", cudaStreamBeginCapture(0, cudaStreamCaptureModeGlobal));
    CHECK(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
    SHOW("begin twice", cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
    SHOW("end after begin twice", cudaStreamEndCapture(s1, &g));
    if (g) cudaGraphDestroy(g);
    SHOW("device sync after captures", cudaDeviceSynchronize());

    CHECK(cudaEventDestroy(e));
    CHECK(cudaStreamDestroy(s1));
    CHECK(cudaStreamDestroy(s2));
    CHECK(cudaStreamDestroy(nb));
}

int main()
{
    float *a, *b, *host;
    CHECK(cudaMalloc(&a, N * sizeof(float)));
    CHECK(cudaMalloc(&b, N * sizeof(float)));
    CHECK(cudaMallocHost(&host, N * sizeof(float)));
    explicit_graph(a, b, host);
    captured_graph(a, b, host);
    capture_errors(a);
    CHECK(cudaFreeHost(host));
    CHECK(cudaFree(a));
    CHECK(cudaFree(b));
    printf("PASS " NAME "\n");
    return 0;
}
