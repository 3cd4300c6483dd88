// host_fenv: kernels compute as on a GPU whatever floating-point environment the host
// program set before its first CUDA call: rounding upward and the underflow trap enabled
// (a GPU ignores both). heddle's threads inherit their creator's environment, so it resets
// theirs: plain float arithmetic rounds to nearest, float atomicAdds (held at a thread's
// tail and not) round each add to nearest, and a subnormal result traps nothing.
#define NAME "host_fenv"
#include "check.h"
#include <cfenv>
#include <cmath>
#include <cstring>

__global__ void arith(const float *a, const float *b, float *o, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) o[i] = a[i] / b[i] + a[i] * b[i];
}

__global__ void red_ones(float *p) { atomicAdd(p, 1.0f); }

__global__ void atom_ones(float *p, float *old) { old[blockIdx.x * blockDim.x + threadIdx.x] = atomicAdd(p, 1.0f); }

__global__ void tiny(const float *x, float *o) { o[threadIdx.x] = x[threadIdx.x] * 0x1p-20f; }

int main()
{
    const int n = 1 << 14;
    static float a[n], b[n], want[n], sub[32];
    for (int i = 0; i < 32; i++) sub[i] = 0x1p-140f * (float)(i + 1); // subnormal: before the trap is on
    for (int i = 0; i < n; i++) {
        a[i] = 1.0f + i * 0.37f;
        b[i] = 3.0f + i * 0.11f;
        want[i] = fmaf(a[i], b[i], a[i] / b[i]); // as nvcc contracts it; to nearest: the host's default yet
    }
    fesetround(FE_UPWARD);
#if defined(__GLIBC__) && defined(FE_UNDERFLOW)
    feenableexcept(FE_UNDERFLOW);
#endif
    float *da, *db, *o, *p, *old;
    CHECK(cudaMallocManaged(&da, n * sizeof(float)));
    CHECK(cudaMallocManaged(&db, n * sizeof(float)));
    CHECK(cudaMallocManaged(&o, n * sizeof(float)));
    CHECK(cudaMallocManaged(&p, sizeof(float)));
    CHECK(cudaMallocManaged(&old, 1024 * sizeof(float)));
    memcpy(da, a, sizeof a);
    memcpy(db, b, sizeof b);
    arith<<<n / 256, 256>>>(da, db, o, n);
    CHECK(cudaDeviceSynchronize());
    int bad = 0;
    for (int i = 0; i < n; i++) bad += memcmp(&o[i], &want[i], sizeof o[i]) != 0;
    EXPECT(bad == 0, "%d of %d results not rounded to nearest (host rounding upward)", bad, n);
    *p = 16777216.0f; // 2^24: + 1.0f rounds back to nearest, up to 2^24 + 2
    red_ones<<<4, 256>>>(p);
    CHECK(cudaDeviceSynchronize());
    EXPECT(*p == 16777216.0f, "held adds of 1.0f onto 2^24: %.1f, want 16777216.0", *p);
    *p = 16777216.0f;
    atom_ones<<<4, 256>>>(p, old);
    CHECK(cudaDeviceSynchronize());
    EXPECT(*p == 16777216.0f, "adds of 1.0f onto 2^24: %.1f, want 16777216.0", *p);
    float *x;
    CHECK(cudaMallocManaged(&x, 32 * sizeof(float)));
    for (int i = 0; i < 32; i++) x[i] = 0x1p-120f * (float)(i + 1);
    tiny<<<1, 32>>>(x, o);
    CHECK(cudaDeviceSynchronize());
    for (int i = 0; i < 32; i++) EXPECT(memcmp(&o[i], &sub[i], sizeof o[i]) == 0, "subnormal %d: %a", i, o[i]);
#if defined(__GLIBC__) && defined(FE_UNDERFLOW)
    fedisableexcept(FE_UNDERFLOW);
#endif
    fesetround(FE_TONEAREST);
    printf("PASS " NAME "\n");
    return 0;
}
