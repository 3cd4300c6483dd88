// indirect_calls: function pointers and virtual functions in device code. Polymorphic
// objects made with new in one kernel, called through their vtables in another and
// deleted in a third; a __device__ table of function pointers (an initializer holding
// function addresses) indexed per thread; a __constant__ one; a function pointer read on
// the host with cudaMemcpyFromSymbol and passed back as a kernel argument; a pointer
// variable initialized with the address of another variable; a function pointer passed to
// a non-inlined device function; recursion through a pointer. Checked against host
// references; what is printed is compared with an H100's (indirect_calls.gpu.out),
// including what a call through a null pointer does (in a child process: it ends the
// context).
#define NAME "indirect_calls"
#include "check.h"
#include <sys/wait.h>
#include <unistd.h>

struct Shape {
    int id;
    __device__ Shape(int id) : id(id) {}
    __device__ virtual ~Shape() {}
    __device__ virtual float area() const = 0;
    __device__ virtual float perimeter() const { return 0.0f; }
    __device__ virtual int kind() const { return 0; }
};
struct Square : Shape {
    float s;
    __device__ Square(int id, float s) : Shape(id), s(s) {}
    __device__ float area() const override { return s * s; }
    __device__ float perimeter() const override { return 4.0f * s; }
    __device__ int kind() const override { return 1; }
};
struct Rect : Shape {
    float w, h;
    __device__ Rect(int id, float w, float h) : Shape(id), w(w), h(h) {}
    __device__ float area() const override { return w * h; }
    __device__ float perimeter() const override { return 2.0f * (w + h); }
    __device__ int kind() const override { return 2; }
};
// overrides one function, inherits perimeter, and calls the base version explicitly
struct Framed : Rect {
    float border;
    __device__ Framed(int id, float w, float h, float b) : Rect(id, w, h), border(b) {}
    __device__ float area() const override { return Rect::area() + border * perimeter(); }
    __device__ int kind() const override { return 3; }
};
// inherits area from nobody: abstract base's pure virtual overridden, kind() not
struct Tri : Shape {
    float b, h;
    __device__ Tri(int id, float b, float h) : Shape(id), b(b), h(h) {}
    __device__ float area() const override { return 0.5f * b * h; }
};

__device__ int live_objects;

__global__ void make(Shape **objs, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float x = 1.0f + (i % 7);
    Shape *s;
    switch (i % 4) {
    case 0: s = new Square(i, x); break;
    case 1: s = new Rect(i, x, x + 1.0f); break;
    case 2: s = new Framed(i, x, 2.0f, 0.5f); break;
    default: s = new Tri(i, x, 3.0f); break;
    }
    objs[i] = s;
    if (s) atomicAdd(&live_objects, 1);
}
__global__ void measure(Shape *const *objs, int n, float *area, float *perim, int *kind) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        const Shape *s = objs[i];
        area[i] = s->area();
        perim[i] = s->perimeter();
        kind[i] = s->kind() * 1000 + s->id % 1000;
    }
}
__global__ void destroy(Shape **objs, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    delete objs[i];
    atomicSub(&live_objects, 1);
}

typedef int (*binop)(int, int);
__device__ int op_add(int a, int b) { return a + b; }
__device__ int op_sub(int a, int b) { return a - b; }
__device__ int op_mul(int a, int b) { return a * b; }
__device__ int op_max(int a, int b) { return a > b ? a : b; }
__device__ binop table[4] = {op_add, op_sub, op_mul, op_max};
__constant__ binop ctable[2] = {op_max, op_add};
__device__ binop d_mul = op_mul;
__device__ int gvals[4] = {10, 20, 30, 40};
__device__ int *gptr = &gvals[2];
__device__ const char *names[4] = {"add", "sub", "mul", "max"}; // addresses of string literals
struct Op { // pointers inside an initialized struct
    const char *name;
    binop f;
    const int *arg;
};
__device__ Op ops_by_name[2] = {{"max", op_max, &gvals[3]}, {"sub", op_sub, gvals}};

// a non-inlined higher-order function: the indirect call happens inside a device function
__device__ __noinline__ int fold(binop f, const int *v, int n, int init) {
    int acc = init;
    for (int k = 0; k < n; k++) acc = f(acc, v[k]);
    return acc;
}
typedef unsigned (*rec_fn)(unsigned);
__device__ unsigned fact(unsigned k);
__device__ rec_fn rec = fact;
__device__ unsigned fact(unsigned k) { return k <= 1 ? 1u : k * rec(k - 1); }

__global__ void ops(int n, const int *x, int *out, binop passed, int *misc) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        binop f = table[i % 4]; // divergent: four targets in every warp
        int r = f(x[i], i);
        r = ctable[(i >> 2) & 1](r, 7);
        r = passed(r, 3);
        out[i] = fold(table[(i >> 3) % 4], x + (i % 5), 4, r);
    }
    if (i == 0) {
        misc[0] = *gptr;
        misc[1] = (int)fact(10);
        misc[2] = passed == d_mul;
        misc[3] = table[2] == passed;
        misc[4] = table[0] == table[1];
        misc[5] = names[2][1] * 1000 + names[3][2];
        misc[6] = ops_by_name[0].f(*ops_by_name[0].arg, 5) * 1000 + ops_by_name[1].f(*ops_by_name[1].arg, 5);
        misc[7] = ops_by_name[1].name[0];
    }
}

// It waits 50 ms first, so that the launch and cudaGetLastError come before the fault both on a
// GPU and here (a fault in the first microseconds raced cudaGetLastError on heddle).
__device__ unsigned long long now_ns() {
    unsigned long long t;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    return t;
}
__global__ void call_null(binop *fp, int *out) {
    unsigned long long t0 = now_ns();
    while (now_ns() - t0 < 50000000ull) {
    }
    out[threadIdx.x] = (*fp)(threadIdx.x, 1);
}

static int h_fold(int op, const int *v, int n, int init) {
    int acc = init;
    for (int k = 0; k < n; k++) {
        int b = v[k];
        acc = op == 0 ? acc + b : op == 1 ? acc - b : op == 2 ? acc * b : (acc > b ? acc : b);
    }
    return acc;
}

int main() {
    fflush(stdout);
    pid_t pid = fork();
    EXPECT(pid >= 0, "fork failed");
    if (pid == 0) {
        binop *fp;
        int *o;
        CHECK(cudaMalloc(&fp, sizeof(binop)));
        CHECK(cudaMalloc(&o, 32 * sizeof(int)));
        CHECK(cudaMemset(fp, 0, sizeof(binop)));
        call_null<<<1, 32>>>(fp, o);
        cudaError_t e1 = cudaGetLastError();
        cudaError_t e2 = cudaDeviceSynchronize();
        printf("call through null: launch %s, sync %s, then %s\n", cudaGetErrorName(e1), cudaGetErrorName(e2),
               cudaGetErrorName(cudaMemset(o, 0, 4)));
        fflush(stdout);
        _exit(0);
    }
    int status;
    waitpid(pid, &status, 0);
    EXPECT(WIFEXITED(status) && WEXITSTATUS(status) == 0, "child status %d", status);

    // polymorphic objects
    const int n = 1000;
    Shape **objs;
    float *area, *perim;
    int *kind;
    CHECK(cudaMalloc(&objs, n * sizeof(Shape *)));
    CHECK(cudaMallocManaged(&area, n * sizeof(float)));
    CHECK(cudaMallocManaged(&perim, n * sizeof(float)));
    CHECK(cudaMallocManaged(&kind, n * sizeof(int)));
    make<<<(n + 127) / 128, 128>>>(objs, n);
    CHECK(cudaGetLastError());
    measure<<<3, 64>>>(objs, n, area, perim, kind);
    CHECK(cudaDeviceSynchronize());
    int live;
    CHECK(cudaMemcpyFromSymbol(&live, live_objects, sizeof live));
    EXPECT(live == n, "%d objects made, expected %d", live, n);
    double asum = 0, psum = 0;
    for (int i = 0; i < n; i++) {
        float x = 1.0f + (i % 7), a, p;
        int k;
        switch (i % 4) {
        case 0: a = x * x, p = 4.0f * x, k = 1; break;
        case 1: a = x * (x + 1.0f), p = 2.0f * (x + x + 1.0f), k = 2; break;
        case 2: p = 2.0f * (x + 2.0f), a = x * 2.0f + 0.5f * p, k = 3; break;
        default: a = 0.5f * x * 3.0f, p = 0.0f, k = 0; break;
        }
        EXPECT(area[i] == a && perim[i] == p && kind[i] == k * 1000 + i % 1000,
               "object %d: area %g perimeter %g kind %d, expected %g %g %d", i, area[i], perim[i], kind[i], a, p,
               k * 1000 + i % 1000);
        asum += area[i];
        psum += perim[i];
    }
    destroy<<<(n + 127) / 128, 128>>>(objs, n);
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpyFromSymbol(&live, live_objects, sizeof live));
    EXPECT(live == 0, "%d objects left after delete", live);
    printf("shapes: %d objects, area sum %.2f, perimeter sum %.2f\n", n, asum, psum);

    // function pointers
    binop h_mul = 0, h_table[4];
    CHECK(cudaMemcpyFromSymbol(&h_mul, d_mul, sizeof h_mul));
    CHECK(cudaMemcpyFromSymbol(h_table, table, sizeof h_table));
    EXPECT(h_mul != 0 && h_mul == h_table[2], "device function addresses read on the host differ");
    EXPECT(h_table[0] != h_table[1] && h_table[1] != h_table[2] && h_table[2] != h_table[3],
           "distinct functions share an address");
    const int m = 777;
    int *x, *out, *misc;
    CHECK(cudaMallocManaged(&x, (m + 8) * sizeof(int)));
    CHECK(cudaMallocManaged(&out, m * sizeof(int)));
    CHECK(cudaMallocManaged(&misc, 8 * sizeof(int)));
    for (int i = 0; i < m + 8; i++) x[i] = (i * 37) % 101 - 50;
    ops<<<(m + 255) / 256, 256>>>(m, x, out, h_mul, misc);
    CHECK(cudaDeviceSynchronize());
    long long sum = 0;
    for (int i = 0; i < m; i++) {
        int r = h_fold(i % 4, &i, 1, x[i]);
        r = ((i >> 2) & 1) ? r + 7 : (r > 7 ? r : 7);
        r = r * 3;
        r = h_fold((i >> 3) % 4, x + (i % 5), 4, r);
        EXPECT(out[i] == r, "ops[%d] = %d, expected %d", i, out[i], r);
        sum += out[i];
    }
    EXPECT(misc[0] == 30 && misc[1] == 3628800 && misc[2] == 1 && misc[3] == 1 && misc[4] == 0,
           "misc %d %d %d %d %d", misc[0], misc[1], misc[2], misc[3], misc[4]);
    EXPECT(misc[5] == 'u' * 1000 + 'x' && misc[6] == 40 * 1000 + 5 && misc[7] == 's', "initialized pointers: %d %d %d",
           misc[5], misc[6], misc[7]);
    printf("function pointers: %d results, sum %lld, *gptr %d, fact(10) %d\n", m, sum, misc[0], misc[1]);
    CHECK(cudaFree(objs));
    CHECK(cudaFree(area));
    CHECK(cudaFree(perim));
    CHECK(cudaFree(kind));
    CHECK(cudaFree(x));
    CHECK(cudaFree(out));
    CHECK(cudaFree(misc));
    printf("PASS " NAME "\n");
    return 0;
}
