// is_space: __isShared / __isGlobal (isspacep) in a kernel and in __noinline__ device
// functions, of static and dynamic shared memory and of global memory. A device function
// does not know its kernel's static shared size: heddle's test there took only the
// dynamic window's length and called a dynamic shared array's elements not shared.
#define NAME "is_space"
#include "check.h"

__device__ __noinline__ int shared_f(const void *p) { return __isShared(p) ? 1 : 0; }
__device__ __noinline__ int global_f(const void *p) { return __isGlobal(p) ? 1 : 0; }

__global__ void spaces(int *o, const float *gp)
{
    __shared__ float s[64];
    extern __shared__ float dyn[];
    int t = threadIdx.x;
    s[t] = 1.0f;
    dyn[t] = 2.0f;
    o[t] = shared_f(&s[t]) | shared_f(&dyn[t]) << 1 | shared_f(gp + t) << 2 | global_f(&s[t]) << 3 |
        global_f(&dyn[t]) << 4 | global_f(gp + t) << 5 | __isShared(&s[t]) << 6 | __isShared(&dyn[t]) << 7 |
        __isGlobal(gp + t) << 8 | __isGlobal(&dyn[t]) << 9;
}

int main()
{
    int *o;
    float *gp;
    CHECK(cudaMallocManaged(&o, 64 * sizeof(int)));
    CHECK(cudaMalloc(&gp, 64 * sizeof(float)));
    spaces<<<1, 64, 64 * sizeof(float)>>>(o, gp);
    CHECK(cudaDeviceSynchronize());
    const int want = 1 | 2 | 32 | 64 | 128 | 256; // shared: s and dyn, global: gp
    for (int t = 0; t < 64; t++) EXPECT(o[t] == want, "thread %d: %#x, want %#x", t, o[t], want);
    printf("PASS " NAME "\n");
    return 0;
}
