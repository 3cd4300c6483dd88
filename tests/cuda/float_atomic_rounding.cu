// float_atomic_rounding: a GPU applies float atomic adds to one address one at a time, each
// rounded on its own; it never adds the operands together first. And atom/red.add.f32 on
// global memory flush subnormal inputs (the word in memory, the operand) and results to zero
// of their sign; on shared memory they do not (an H200: the shared add is a compare-and-swap
// loop of a plain add), nor do doubles. 2^24 + 1.0f rounds back to
// 2^24 (ties to even), so any number of atomicAdd(p, 1.0f) onto 2^24 leaves 2^24, where a
// sum of the operands first (2^24 + 32) would not. Measured on an H200 (sm_90, nvcc 13): the
// result is 2^24 for every block shape, for the old value unused (RED) and used (ATOM; each
// thread's old value is 2^24 too), and for doubles onto 2^53. heddle holds such adds at a
// thread's tail and folds them later (docs/ARCHITECTURE.md, held updates): the fold must be
// the same chain of roundings, one add after another.
#define NAME "float_atomic_rounding"
#include "check.h"
#include <cmath>
#include <cstring>

__global__ void red_f32(float *p, float v) { atomicAdd(p, v); }

__global__ void atom_f32(float *p, float v, float *old)
{
    old[blockIdx.x * blockDim.x + threadIdx.x] = atomicAdd(p, v);
}

__global__ void red_f64(double *p, double v) { atomicAdd(p, v); }

// the adds of a block's odd lanes, and a grid-stride loop's, onto two addresses
__global__ void red_mixed(float *p, float v, int n)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        if (i & 1) atomicAdd(p + (i >> 1 & 1), v);
}

__global__ void atom_shared(const float *init, const float *v, float *out, float *old)
{
    __shared__ float s;
    if (threadIdx.x == 0) s = init[blockIdx.x];
    __syncthreads();
    if (threadIdx.x == 0) old[blockIdx.x] = atomicAdd(&s, v[blockIdx.x]);
    __syncthreads();
    if (threadIdx.x == 0) out[blockIdx.x] = s;
}

__global__ void atom_global(float *p, const float *v, float *old)
{
    old[blockIdx.x] = atomicAdd(p + blockIdx.x, v[blockIdx.x]);
}

__global__ void red_global(float *p, const float *v) { atomicAdd(p + blockIdx.x, v[blockIdx.x]); }

// many threads' subnormal adds at their tails (heddle holds them and folds them later)
__global__ void red_tiny(float *p, float v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) atomicAdd(p, i & 1 ? v : -v);
}

static float ftz(float x) { return fabsf(x) < 0x1p-126f ? copysignf(0.0f, x) : x; }

// through a generic pointer (a __noinline__ function's): atom.add.f32 with no space, which
// flushes where the address is global and not where it is shared (the H200 tests it)
__device__ __noinline__ float add_generic(float *p, float v) { return atomicAdd(p, v); }

__global__ void atom_generic(const float *init, const float *v, float *out, float *old, float *glob, int n)
{
    __shared__ float s[32];
    int i = threadIdx.x;
    if (i < n) s[i] = init[i];
    __syncthreads();
    if (i < n) old[i] = add_generic(&s[i], v[i]);
    __syncthreads();
    if (i < n) {
        out[i] = s[i];
        glob[i] = init[i];
        old[n + i] = add_generic(&glob[i], v[i]);
    }
}

static int subnormals()
{
    // (init, operand): subnormal operand, subnormal word, both, a normal sum that is subnormal,
    // signs of zero, and normal values
    const float c[][2] = {{0.0f, 1e-40f},  {1e-40f, 0.0f},    {1e-40f, 1e-40f}, {1.5e-38f, -1e-38f},
                          {2e-38f, -1.5e-38f}, {-0.0f, -1e-40f}, {1.0f, 1e-40f},   {-2e-38f, 1.5e-38f},
                          {3.0f, 0.25f}};
    const int n = sizeof c / sizeof c[0];
    float *init, *v, *out, *old, *p;
    CHECK(cudaMallocManaged(&init, n * sizeof *init));
    CHECK(cudaMallocManaged(&v, n * sizeof *v));
    CHECK(cudaMallocManaged(&out, n * sizeof *out));
    CHECK(cudaMallocManaged(&old, n * sizeof *old));
    CHECK(cudaMallocManaged(&p, n * sizeof *p));
    for (int k = 0; k < 3; k++) {
        for (int i = 0; i < n; i++) init[i] = c[i][0], v[i] = c[i][1], p[i] = c[i][0], out[i] = old[i] = 7.0f;
        if (k == 0) atom_shared<<<n, 64>>>(init, v, out, old);
        else if (k == 1) atom_global<<<n, 1>>>(p, v, old);
        else red_global<<<n, 1>>>(p, v);
        CHECK(cudaDeviceSynchronize());
        for (int i = 0; i < n; i++) {
            float got = k == 0 ? out[i] : p[i], want = k == 0 ? c[i][0] + c[i][1] : ftz(ftz(c[i][0]) + ftz(c[i][1]));
            const char *kind = k == 0 ? "shared atom" : k == 1 ? "global atom" : "global red";
            EXPECT(memcmp(&got, &want, sizeof got) == 0, "%s %g + %g: %g, want %g", kind, c[i][0],
                   c[i][1], got, want);
            if (k < 2)
                EXPECT(memcmp(&old[i], &c[i][0], sizeof old[i]) == 0, "%s %g + %g: old value %g, want %g", kind,
                       c[i][0], c[i][1], old[i], c[i][0]);
        }
    }
    float *glob;
    CHECK(cudaMallocManaged(&glob, n * sizeof *glob));
    float *old2;
    CHECK(cudaMallocManaged(&old2, 2 * n * sizeof *old2));
    for (int i = 0; i < n; i++) init[i] = c[i][0], v[i] = c[i][1];
    atom_generic<<<1, 32>>>(init, v, out, old2, glob, n);
    CHECK(cudaDeviceSynchronize());
    for (int i = 0; i < n; i++) {
        float ws = c[i][0] + c[i][1], wg = ftz(ftz(c[i][0]) + ftz(c[i][1]));
        EXPECT(memcmp(&out[i], &ws, sizeof ws) == 0, "generic to shared %g + %g: %g, want %g", c[i][0], c[i][1], out[i],
               ws);
        EXPECT(memcmp(&glob[i], &wg, sizeof wg) == 0, "generic to global %g + %g: %g, want %g", c[i][0], c[i][1],
               glob[i], wg);
        EXPECT(memcmp(&old2[i], &c[i][0], sizeof old2[i]) == 0 && memcmp(&old2[n + i], &c[i][0], sizeof old2[i]) == 0,
               "generic %g + %g: old values %g %g", c[i][0], c[i][1], old2[i], old2[n + i]);
    }
    // +-1e-40 from 4096 threads onto 1e-30 (normal: the adds flush their operands) and onto 0
    const float starts[] = {1e-30f, 0.0f};
    for (float s0 : starts) {
        *p = s0;
        red_tiny<<<16, 256>>>(p, 1e-40f, 4096);
        CHECK(cudaDeviceSynchronize());
        EXPECT(*p == s0 && !signbit(*p), "4096 subnormal adds onto %g: %g, want %g", s0, *p, s0);
    }
    return 0;
}

int main()
{
    float *p, *old;
    double *d;
    CHECK(cudaMallocManaged(&p, 2 * sizeof *p));
    CHECK(cudaMallocManaged(&old, 65536 * sizeof *old));
    CHECK(cudaMallocManaged(&d, sizeof *d));
    const float big = 16777216.0f; // 2^24: the float spacing there is 2
    const double bigd = 9007199254740992.0; // 2^53
    const int shapes[][2] = {{1, 32}, {1, 1024}, {64, 256}, {256, 96}, {7, 33}};
    for (const auto &s : shapes) {
        *p = big;
        red_f32<<<s[0], s[1]>>>(p, 1.0f);
        CHECK(cudaDeviceSynchronize());
        EXPECT(*p == big, "red %d x %d: %.1f, want %.1f (each add rounds on its own)", s[0], s[1], *p, big);
        *p = big;
        atom_f32<<<s[0], s[1]>>>(p, 1.0f, old);
        CHECK(cudaDeviceSynchronize());
        EXPECT(*p == big, "atom %d x %d: %.1f, want %.1f", s[0], s[1], *p, big);
        for (int i = 0; i < s[0] * s[1]; i++)
            EXPECT(old[i] == big, "atom %d x %d: thread %d's old value %.1f, want %.1f", s[0], s[1], i, old[i], big);
        *d = bigd;
        red_f64<<<s[0], s[1]>>>(d, 1.0);
        CHECK(cudaDeviceSynchronize());
        EXPECT(*d == bigd, "double red %d x %d: %.1f, want %.1f", s[0], s[1], *d, bigd);
    }
    p[0] = p[1] = big;
    red_mixed<<<40, 128>>>(p, 1.0f, 1 << 20);
    CHECK(cudaDeviceSynchronize());
    EXPECT(p[0] == big && p[1] == big, "grid-stride: %.1f %.1f, want %.1f", p[0], p[1], big);
    // below 2^24 the adds are exact: 2^24 - 64 plus 64 ones is 2^24, plus more stays there
    p[0] = big - 64.0f;
    red_f32<<<2, 64>>>(p, 1.0f);
    CHECK(cudaDeviceSynchronize());
    EXPECT(p[0] == big, "from 2^24 - 64: %.1f, want %.1f", p[0], big);
    subnormals();
    printf("PASS " NAME "\n");
    return 0;
}
