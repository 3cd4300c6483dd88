// graph_conditional: conditional graph nodes (CUDA 12.3+): cudaGraphConditionalHandleCreate,
// cudaGraphAddNode with cudaGraphNodeTypeConditional (while, if with and without else,
// switch), body graphs filled with node calls, kernels that call cudaGraphSetConditional, the
// handle's default value assigned at each launch (cudaGraphCondAssignDefault) or not, a
// conditional inside a while body, a body filled by stream capture (cudaStreamBeginCaptureToGraph),
// relaunches, cudaGraphAddNode for other node kinds, and the
// API's errors (printed, compared with what an H200 printed).
#include <cstdio>
#include <cstdlib>
#include <vector>
#define NAME "graph_conditional"
#include "check.h"

__global__ void fill(int *x, int n, int v)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] = v;
}

__global__ void set_counter(int *c, int v) { *c = v; }

// a while body: x[i] += i + 1; the last block's thread 0 counts down and keeps the loop going
__global__ void step(int *x, int n, int *counter, cudaGraphConditionalHandle h)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] += i + 1;
    if (blockIdx.x == gridDim.x - 1 && threadIdx.x == 0) {
        int c = --*counter;
        cudaGraphSetConditional(h, c > 0);
    }
}

// sets a handle from a value in memory (if: v != 0; switch: v itself)
__global__ void decide(const int *v, cudaGraphConditionalHandle h, int as_bool)
{
    if (threadIdx.x == 0) cudaGraphSetConditional(h, as_bool ? *v != 0 : (unsigned)*v);
}

__global__ void add(int *x, int n, int v)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] += v;
}

// a while body with an if inside: the loop runs `rounds` times; the if runs on even rounds
__global__ void round_step(int *round, int rounds, cudaGraphConditionalHandle loop, cudaGraphConditionalHandle even)
{
    int r = (*round)++;
    cudaGraphSetConditional(loop, r + 1 < rounds);
    cudaGraphSetConditional(even, r % 2 == 0);
}

static cudaGraphNode_t kernel_node(cudaGraph_t g, const cudaGraphNode_t *deps, size_t nd, void *fn, void **args,
                                   int blocks, int threads)
{
    cudaGraphNodeParams p = {};
    p.type = cudaGraphNodeTypeKernel;
    p.kernel.func = fn;
    p.kernel.gridDim = dim3(blocks);
    p.kernel.blockDim = dim3(threads);
    p.kernel.kernelParams = args;
    cudaGraphNode_t node;
    CHECK(cudaGraphAddNode(&node, g, deps, NULL, nd, &p));
    return node;
}

static cudaGraphNode_t cond_node(cudaGraph_t g, const cudaGraphNode_t *deps, size_t nd, cudaGraphConditionalHandle h,
                                 cudaGraphConditionalNodeType type, unsigned size, cudaGraph_t *bodies)
{
    cudaGraphNodeParams p = {};
    p.type = cudaGraphNodeTypeConditional;
    p.conditional.handle = h;
    p.conditional.type = type;
    p.conditional.size = size;
    cudaGraphNode_t node;
    CHECK(cudaGraphAddNode(&node, g, deps, NULL, nd, &p));
    for (unsigned k = 0; k < size; k++) bodies[k] = p.conditional.phGraph_out[k];
    return node;
}

static std::vector<int> back(const int *d, int n)
{
    std::vector<int> h(n);
    CHECK(cudaMemcpy(h.data(), d, n * sizeof(int), cudaMemcpyDeviceToHost));
    return h;
}

int main()
{
    const int n = 1000, threads = 128, blocks = (n + threads - 1) / threads;
    int bad = 0;
    int *x, *counter, *v;
    CHECK(cudaMalloc(&x, n * sizeof(int)));
    CHECK(cudaMalloc(&counter, sizeof(int)));
    CHECK(cudaMalloc(&v, sizeof(int)));
    cudaStream_t s;
    CHECK(cudaStreamCreate(&s));

    { // while: x = 0; counter = 7; while (cond) step (cond default 1 at each launch)
        cudaGraph_t g;
        CHECK(cudaGraphCreate(&g, 0));
        cudaGraphConditionalHandle h;
        CHECK(cudaGraphConditionalHandleCreate(&h, g, 1, cudaGraphCondAssignDefault));
        int zero = 0, seven = 7, nn = n;
        void *fa[] = {&x, &nn, &zero};
        cudaGraphNode_t a = kernel_node(g, NULL, 0, (void *)fill, fa, blocks, threads);
        void *ca[] = {&counter, &seven};
        cudaGraphNode_t c = kernel_node(g, &a, 1, (void *)set_counter, ca, 1, 1);
        cudaGraph_t body;
        cudaGraphNode_t w = cond_node(g, &c, 1, h, cudaGraphCondTypeWhile, 1, &body);
        void *sa[] = {&x, &nn, &counter, &h};
        kernel_node(body, NULL, 0, (void *)step, sa, blocks, threads);
        cudaGraphNodeType t;
        CHECK(cudaGraphNodeGetType(w, &t));
        printf("conditional node type %d\n", (int)t);
        size_t nb = 0;
        CHECK(cudaGraphGetNodes(body, NULL, &nb));
        printf("while body: %zu node(s)\n", nb);
        cudaGraphExec_t ge;
        CHECK(cudaGraphInstantiate(&ge, g, 0));
        for (int launch = 0; launch < 2; launch++) {
            CHECK(cudaGraphLaunch(ge, s));
            CHECK(cudaStreamSynchronize(s));
            std::vector<int> hx = back(x, n);
            int err = 0;
            for (int i = 0; i < n; i++) err += hx[i] != 7 * (i + 1);
            printf("while, launch %d: %s\n", launch, err ? "wrong" : "x[i] = 7 (i + 1)");
            bad += err;
        }
        CHECK(cudaGraphExecDestroy(ge));
        CHECK(cudaGraphDestroy(g));
    }
    { // if/else and if alone, decided by a kernel from *v; no default
        cudaGraph_t g;
        CHECK(cudaGraphCreate(&g, 0));
        cudaGraphConditionalHandle h1, h2;
        CHECK(cudaGraphConditionalHandleCreate(&h1, g, 0, 0));
        CHECK(cudaGraphConditionalHandleCreate(&h2, g, 0, 0));
        int one = 1, nn = n, zero = 0;
        void *fa[] = {&x, &nn, &zero};
        cudaGraphNode_t a = kernel_node(g, NULL, 0, (void *)fill, fa, blocks, threads);
        void *da[] = {&v, &h1, &one};
        cudaGraphNode_t d = kernel_node(g, &a, 1, (void *)decide, da, 1, 32);
        cudaGraph_t ifelse[2];
        cudaGraphNode_t c1 = cond_node(g, &d, 1, h1, cudaGraphCondTypeIf, 2, ifelse);
        int ten = 10, twenty = 20, hundred = 100;
        void *then_a[] = {&x, &nn, &ten}, *else_a[] = {&x, &nn, &twenty}, *only_a[] = {&x, &nn, &hundred};
        kernel_node(ifelse[0], NULL, 0, (void *)add, then_a, blocks, threads);
        kernel_node(ifelse[1], NULL, 0, (void *)add, else_a, blocks, threads);
        void *da2[] = {&v, &h2, &one};
        cudaGraphNode_t d2 = kernel_node(g, &c1, 1, (void *)decide, da2, 1, 32);
        cudaGraph_t only;
        cond_node(g, &d2, 1, h2, cudaGraphCondTypeIf, 1, &only);
        kernel_node(only, NULL, 0, (void *)add, only_a, blocks, threads);
        cudaGraphExec_t ge;
        CHECK(cudaGraphInstantiate(&ge, g, 0));
        for (int val : {3, 0, -1}) {
            CHECK(cudaMemcpy(v, &val, sizeof val, cudaMemcpyHostToDevice));
            CHECK(cudaGraphLaunch(ge, s));
            CHECK(cudaStreamSynchronize(s));
            std::vector<int> hx = back(x, n);
            int want = val ? 110 : 20, err = 0;
            for (int i = 0; i < n; i++) err += hx[i] != want;
            printf("if/else with %d: x = %d%s\n", val, hx[0], err ? " (wrong)" : "");
            bad += err;
        }
        CHECK(cudaGraphExecDestroy(ge));
        CHECK(cudaGraphDestroy(g));
    }
    { // switch of 3 bodies: body j adds (j + 1) * 1000; a value past them runs none
        cudaGraph_t g;
        CHECK(cudaGraphCreate(&g, 0));
        cudaGraphConditionalHandle h;
        CHECK(cudaGraphConditionalHandleCreate(&h, g, 0, 0));
        int zero = 0, nn = n;
        void *fa[] = {&x, &nn, &zero};
        cudaGraphNode_t a = kernel_node(g, NULL, 0, (void *)fill, fa, blocks, threads);
        void *da[] = {&v, &h, &zero};
        cudaGraphNode_t d = kernel_node(g, &a, 1, (void *)decide, da, 1, 32);
        cudaGraph_t cases[3];
        cond_node(g, &d, 1, h, cudaGraphCondTypeSwitch, 3, cases);
        int adds[3] = {1000, 2000, 3000};
        void *aa[3][3] = {{&x, &nn, &adds[0]}, {&x, &nn, &adds[1]}, {&x, &nn, &adds[2]}};
        for (int j = 0; j < 3; j++) kernel_node(cases[j], NULL, 0, (void *)add, aa[j], blocks, threads);
        cudaGraphExec_t ge;
        CHECK(cudaGraphInstantiate(&ge, g, 0));
        for (int val : {0, 2, 1, 3, 7}) {
            CHECK(cudaMemcpy(v, &val, sizeof val, cudaMemcpyHostToDevice));
            CHECK(cudaGraphLaunch(ge, s));
            CHECK(cudaStreamSynchronize(s));
            std::vector<int> hx = back(x, n);
            int want = val < 3 ? (val + 1) * 1000 : 0, err = 0;
            for (int i = 0; i < n; i++) err += hx[i] != want;
            printf("switch on %d: x = %d%s\n", val, hx[n - 1], err ? " (wrong)" : "");
            bad += err;
        }
        CHECK(cudaGraphExecDestroy(ge));
        CHECK(cudaGraphDestroy(g));
    }
    { // a while of 6 rounds whose body holds an if (even rounds add 5) and a memset node
        cudaGraph_t g;
        CHECK(cudaGraphCreate(&g, 0));
        cudaGraphConditionalHandle loop, even;
        CHECK(cudaGraphConditionalHandleCreate(&loop, g, 1, cudaGraphCondAssignDefault));
        CHECK(cudaGraphConditionalHandleCreate(&even, g, 0, 0));
        int zero = 0, nn = n, rounds = 6, five = 5;
        void *fa[] = {&x, &nn, &zero};
        cudaGraphNode_t a = kernel_node(g, NULL, 0, (void *)fill, fa, blocks, threads);
        cudaGraphNodeParams mp = {};
        mp.type = cudaGraphNodeTypeMemset;
        mp.memset.dst = counter;
        mp.memset.value = 0;
        mp.memset.elementSize = 4;
        mp.memset.width = 1;
        mp.memset.height = 1;
        cudaGraphNode_t m;
        CHECK(cudaGraphAddNode(&m, g, &a, NULL, 1, &mp));
        cudaGraph_t body, ifbody;
        cond_node(g, &m, 1, loop, cudaGraphCondTypeWhile, 1, &body);
        void *ra[] = {&counter, &rounds, &loop, &even};
        cudaGraphNode_t r = kernel_node(body, NULL, 0, (void *)round_step, ra, 1, 1);
        cond_node(body, &r, 1, even, cudaGraphCondTypeIf, 1, &ifbody);
        void *aa[] = {&x, &nn, &five};
        kernel_node(ifbody, NULL, 0, (void *)add, aa, blocks, threads);
        cudaGraphExec_t ge;
        CHECK(cudaGraphInstantiate(&ge, g, 0));
        CHECK(cudaGraphLaunch(ge, s));
        CHECK(cudaStreamSynchronize(s));
        std::vector<int> hx = back(x, n), hc = back(counter, 1);
        int err = 0;
        for (int i = 0; i < n; i++) err += hx[i] != 15;
        printf("nested: %d rounds, x = %d%s\n", hc[0], hx[0], err ? " (wrong)" : "");
        bad += err + (hc[0] != 6);
        CHECK(cudaGraphExecDestroy(ge));
        CHECK(cudaGraphDestroy(g));
    }
    { // a while body filled by capture: x = 0; counter = 4; while: step, then add 2 (captured)
        cudaGraph_t g;
        CHECK(cudaGraphCreate(&g, 0));
        cudaGraphConditionalHandle h;
        CHECK(cudaGraphConditionalHandleCreate(&h, g, 1, cudaGraphCondAssignDefault));
        int zero = 0, four = 4, nn = n;
        void *fa[] = {&x, &nn, &zero};
        cudaGraphNode_t a = kernel_node(g, NULL, 0, (void *)fill, fa, blocks, threads);
        void *ca[] = {&counter, &four};
        cudaGraphNode_t c = kernel_node(g, &a, 1, (void *)set_counter, ca, 1, 1);
        cudaGraph_t body;
        cond_node(g, &c, 1, h, cudaGraphCondTypeWhile, 1, &body);
        cudaStream_t cs;
        CHECK(cudaStreamCreate(&cs));
        CHECK(cudaStreamBeginCaptureToGraph(cs, body, NULL, NULL, 0, cudaStreamCaptureModeGlobal));
        step<<<blocks, threads, 0, cs>>>(x, n, counter, h);
        add<<<blocks, threads, 0, cs>>>(x, n, 2);
        cudaGraph_t captured;
        CHECK(cudaStreamEndCapture(cs, &captured));
        size_t nb = 0;
        CHECK(cudaGraphGetNodes(body, NULL, &nb));
        printf("captured body: %s graph, %zu node(s)\n", captured == body ? "the same" : "another", nb);
        cudaGraphExec_t ge;
        CHECK(cudaGraphInstantiate(&ge, g, 0));
        CHECK(cudaGraphLaunch(ge, s));
        CHECK(cudaStreamSynchronize(s));
        std::vector<int> hx = back(x, n);
        int err = 0;
        for (int i = 0; i < n; i++) err += hx[i] != 4 * (i + 1) + 8;
        printf("captured while: x[10] = %d%s\n", hx[10], err ? " (wrong)" : "");
        bad += err;
        CHECK(cudaGraphExecDestroy(ge));
        CHECK(cudaGraphDestroy(g));
        // a capture into a graph may end without asking for it back (cuda-samples do)
        cudaGraph_t g2;
        CHECK(cudaGraphCreate(&g2, 0));
        CHECK(cudaStreamBeginCaptureToGraph(cs, g2, NULL, NULL, 0, cudaStreamCaptureModeGlobal));
        fill<<<blocks, threads, 0, cs>>>(x, n, 77);
        CHECK(cudaStreamEndCapture(cs, nullptr));
        CHECK(cudaGraphInstantiate(&ge, g2, 0));
        CHECK(cudaGraphLaunch(ge, s));
        CHECK(cudaStreamSynchronize(s));
        hx = back(x, n);
        for (int i = 0; i < n; i++) bad += hx[i] != 77;
        CHECK(cudaGraphExecDestroy(ge));
        CHECK(cudaGraphDestroy(g2));
        CHECK(cudaStreamDestroy(cs));
    }
    { // errors
        cudaGraph_t g;
        CHECK(cudaGraphCreate(&g, 0));
        cudaGraphConditionalHandle h;
        SHOW("handle, flags 2", cudaGraphConditionalHandleCreate(&h, g, 0, 2));
        SHOW("handle, no graph", cudaGraphConditionalHandleCreate(&h, NULL, 0, 0));
        SHOW("handle", cudaGraphConditionalHandleCreate(&h, g, 0, 0));
        cudaGraphNodeParams p = {};
        cudaGraphNode_t node;
        p.type = cudaGraphNodeTypeConditional;
        p.conditional.handle = h;
        p.conditional.type = cudaGraphCondTypeIf;
        p.conditional.size = 3;
        SHOW("if of size 3", cudaGraphAddNode(&node, g, NULL, NULL, 0, &p));
        p.conditional.type = cudaGraphCondTypeWhile;
        p.conditional.size = 2;
        SHOW("while of size 2", cudaGraphAddNode(&node, g, NULL, NULL, 0, &p));
        p.conditional.type = cudaGraphCondTypeSwitch;
        p.conditional.size = 0;
        SHOW("switch of size 0", cudaGraphAddNode(&node, g, NULL, NULL, 0, &p));
        p.conditional.type = (cudaGraphConditionalNodeType)7;
        p.conditional.size = 1;
        SHOW("type 7", cudaGraphAddNode(&node, g, NULL, NULL, 0, &p));
        p.type = cudaGraphNodeTypeEmpty;
        SHOW("empty node", cudaGraphAddNode(&node, g, NULL, NULL, 0, &p));
        SHOW("no params", cudaGraphAddNode(&node, g, NULL, NULL, 0, NULL));
        // an executable graph holds its conditional values alone: a second one, or a clone, is refused
        cudaGraph_t body;
        cudaGraphNode_t cn = cond_node(g, NULL, 0, h, cudaGraphCondTypeIf, 1, &body);
        int nn = n, one = 1;
        void *aa[] = {&x, &nn, &one};
        kernel_node(body, NULL, 0, (void *)add, aa, blocks, threads);
        cudaGraphExec_t e1, e2;
        SHOW("instantiate", cudaGraphInstantiate(&e1, g, 0));
        SHOW("instantiate again", cudaGraphInstantiate(&e2, g, 0));
        cudaGraph_t cl;
        SHOW("clone", cudaGraphClone(&cl, g));
        SHOW("destroy the first", cudaGraphExecDestroy(e1));
        SHOW("instantiate after", cudaGraphInstantiate(&e2, g, 0));
        SHOW("destroy", cudaGraphExecDestroy(e2));
        // a body may hold kernels, memsets, copies, empty, child and conditional nodes only
        cudaEvent_t ev;
        CHECK(cudaEventCreate(&ev));
        cudaGraphNode_t en;
        SHOW("event record node in a body", cudaGraphAddEventRecordNode(&en, body, NULL, 0, ev));
        SHOW("instantiate with it", cudaGraphInstantiate(&e1, g, 0));
        (void)cn;
        CHECK(cudaGraphDestroy(g));
        CHECK(cudaEventDestroy(ev));
    }
    { // a launch already queued runs with the parameters it was queued with
        cudaGraph_t g;
        CHECK(cudaGraphCreate(&g, 0));
        int nn = n, v1 = 1, v2 = 2;
        void *fa[] = {&x, &nn, &v1};
        cudaGraphNode_t k = kernel_node(g, NULL, 0, (void *)fill, fa, blocks, threads);
        cudaGraphExec_t ge;
        CHECK(cudaGraphInstantiate(&ge, g, 0));
        cudaStream_t q;
        CHECK(cudaStreamCreate(&q));
        int *flag;
        CHECK(cudaMallocHost(&flag, sizeof(int)));
        *flag = 0;
        CHECK(cudaLaunchHostFunc(q, [](void *f) { while (!*(volatile int *)f) { } }, flag)); // holds the stream
        CHECK(cudaGraphLaunch(ge, q));
        cudaKernelNodeParams kp = {};
        void *fb[] = {&x, &nn, &v2};
        kp.func = (void *)fill;
        kp.gridDim = dim3(blocks);
        kp.blockDim = dim3(threads);
        kp.kernelParams = fb;
        CHECK(cudaGraphExecKernelNodeSetParams(ge, k, &kp));
        *(volatile int *)flag = 1;
        CHECK(cudaStreamSynchronize(q));
        printf("queued launch, then new parameters: x = %d\n", back(x, 1)[0]);
        CHECK(cudaGraphLaunch(ge, q));
        CHECK(cudaStreamSynchronize(q));
        printf("the next launch: x = %d\n", back(x, 1)[0]);
        CHECK(cudaGraphExecDestroy(ge));
        CHECK(cudaGraphDestroy(g));
        CHECK(cudaStreamDestroy(q));
        CHECK(cudaFreeHost(flag));
    }
    CHECK(cudaStreamDestroy(s));
    if (bad) {
        printf("FAIL " NAME ": %d wrong values\n", bad);
        return 1;
    }
    printf("PASS " NAME "\n");
    return 0;
}
