// async_copy: sm_80's asynchronous copies from global to shared memory (cp.async) as CUDA
// programs reach them: __pipeline_memcpy_async of 4, 8 and 16 bytes with commit and
// wait_prior, its zero-fill form, a double-buffered tile loop that waits for all but the
// newest stage, cooperative groups' memcpy_async and wait, cuda::memcpy_async with a
// cuda::barrier (mbarrier arrivals), and inline PTX with src-size and ignore-src and an
// mbarrier that the copies' .noinc arrivals complete. Every result is checked against the
// host.
// test-flags: -arch=sm_80
#define NAME "async_copy"
#include "check.h"
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
#include <cuda/barrier>
#include <cuda_pipeline.h>
#include <vector>

namespace cg = cooperative_groups;

#define T 128

/* each thread copies 4, 8 and 16 bytes (the last 16 with 4 of them zero-filled) */
__global__ void pipeline_sizes(const int *in, int *out)
{
    __shared__ __align__(16) int a[T], b[2 * T], c[4 * T], z[4 * T];
    const int *g = in + blockIdx.x * 11 * T;
    int t = threadIdx.x;
    __pipeline_memcpy_async(&a[t], &g[t], 4);
    __pipeline_memcpy_async(&b[2 * t], &g[T + 2 * t], 8);
    __pipeline_commit();
    __pipeline_memcpy_async(&c[4 * t], &g[3 * T + 4 * t], 16);
    __pipeline_memcpy_async(&z[4 * t], &g[7 * T + 4 * t], 16, 4);
    __pipeline_commit();
    __pipeline_wait_prior(0);
    __syncthreads();
    int *o = out + blockIdx.x * 11 * T;
    o[t] = a[T - 1 - t];
    for (int k = 0; k < 2; k++)
        o[T + 2 * t + k] = b[2 * (T - 1 - t) + k];
    for (int k = 0; k < 4; k++) {
        o[3 * T + 4 * t + k] = c[4 * (T - 1 - t) + k];
        o[7 * T + 4 * t + k] = z[4 * (T - 1 - t) + k];
    }
}

/* sum of n tiles of T ints per block, loading tile k + 1 while adding tile k */
__global__ void double_buffer(const int *in, int *out, int n)
{
    __shared__ int buf[2][T];
    int t = threadIdx.x, acc = 0;
    const int *g = in + (size_t)blockIdx.x * n * T;
    __pipeline_memcpy_async(&buf[0][t], &g[t], 4);
    __pipeline_commit();
    for (int k = 0; k < n; k++) {
        if (k + 1 < n)
            __pipeline_memcpy_async(&buf[(k + 1) & 1][t], &g[(k + 1) * T + t], 4);
        __pipeline_commit();
        __pipeline_wait_prior(1);
        __syncthreads();
        acc += buf[k & 1][(t + k) % T];
        __syncthreads();
    }
    out[blockIdx.x * T + t] = acc;
}

__global__ void groups_copy(const int *in, int *out)
{
    __shared__ int s[2 * T];
    auto block = cg::this_thread_block();
    cg::memcpy_async(block, s, in + blockIdx.x * 2 * T, sizeof(int) * 2 * T);
    cg::wait(block);
    out[blockIdx.x * T + threadIdx.x] = s[2 * T - 1 - threadIdx.x] + s[threadIdx.x];
}

__global__ void barrier_copy(const int *in, int *out)
{
    __shared__ int s[T];
#pragma nv_diag_suppress static_var_with_dynamic_init
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    if (threadIdx.x == 0)
        init(&bar, blockDim.x);
    __syncthreads();
    cuda::memcpy_async(&s[threadIdx.x], in + blockIdx.x * T + threadIdx.x, sizeof(int), bar);
    bar.arrive_and_wait();
    out[blockIdx.x * T + threadIdx.x] = s[(threadIdx.x * 5) % T] * 3;
}

/* inline PTX: 16 bytes with a src-size of (t % 5) * 4 bytes, then ignore-src on odd threads */
__global__ void ptx_forms(const int *in, int *out)
{
    __shared__ __align__(16) int s[4 * T], u[4 * T];
    int t = threadIdx.x;
    unsigned sa = (unsigned)__cvta_generic_to_shared(&s[4 * t]), ua = (unsigned)__cvta_generic_to_shared(&u[4 * t]);
    const int *g = in + 4 * t;
    int bytes = (t % 5) * 4, odd = t & 1;
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;" ::"r"(sa), "l"(g), "r"(bytes) : "memory");
    asm volatile("{ .reg .pred p; setp.ne.b32 p, %2, 0; cp.async.ca.shared.global [%0], [%1], 16, p; }" ::"r"(ua),
                 "l"(g), "r"(odd)
                 : "memory");
    asm volatile("cp.async.commit_group;" ::: "memory");
    asm volatile("cp.async.wait_all;" ::: "memory");
    __syncthreads();
    for (int k = 0; k < 4; k++) {
        out[4 * t + k] = s[4 * t + k];
        out[4 * T + 4 * t + k] = u[4 * t + k];
    }
}

/* cp.async.mbarrier.arrive.noinc: each thread's arrival, once its copies are done, is one of
 * the T the mbarrier expects */
__global__ void noinc(const int *in, int *out)
{
    __shared__ __align__(8) unsigned long long mbar;
    __shared__ int s[T];
    unsigned ma = (unsigned)__cvta_generic_to_shared(&mbar), sa = (unsigned)__cvta_generic_to_shared(&s[threadIdx.x]);
    if (threadIdx.x == 0)
        asm volatile("mbarrier.init.shared.b64 [%0], %1;" ::"r"(ma), "r"(T) : "memory");
    __syncthreads();
    asm volatile("cp.async.ca.shared.global [%0], [%1], 4;" ::"r"(sa), "l"(in + threadIdx.x) : "memory");
    asm volatile("cp.async.mbarrier.arrive.noinc.shared.b64 [%0];" ::"r"(ma) : "memory");
    unsigned done = 0;
    while (!done)
        asm volatile("{ .reg .pred P; mbarrier.test_wait.parity.shared.b64 P, [%1], 0; selp.u32 %0, 1, 0, P; }"
                     : "=r"(done)
                     : "r"(ma)
                     : "memory");
    out[threadIdx.x] = s[(threadIdx.x + 1) % T];
}

int main()
{
    const int B = 6, N = 5;
    std::vector<int> h(B * N * T * 11);
    for (size_t i = 0; i < h.size(); i++)
        h[i] = (int)(i * 2654435761u >> 12) % 100000 - 50000;
    int *din, *dout;
    CHECK(cudaMalloc(&din, h.size() * sizeof(int)));
    CHECK(cudaMalloc(&dout, h.size() * sizeof(int)));
    CHECK(cudaMemcpy(din, h.data(), h.size() * sizeof(int), cudaMemcpyHostToDevice));
    std::vector<int> o(h.size());

    pipeline_sizes<<<B, T>>>(din, dout);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(o.data(), dout, B * 11 * T * sizeof(int), cudaMemcpyDeviceToHost));
    for (int b = 0; b < B; b++)
        for (int t = 0; t < T; t++) {
            const int *g = h.data() + b * 11 * T, *r = o.data() + b * 11 * T;
            int u = T - 1 - t;
            EXPECT(r[t] == g[u], "4 bytes, block %d thread %d: %d, expected %d", b, t, r[t], g[u]);
            for (int k = 0; k < 2; k++)
                EXPECT(r[T + 2 * t + k] == g[T + 2 * u + k], "8 bytes, block %d thread %d", b, t);
            for (int k = 0; k < 4; k++) {
                EXPECT(r[3 * T + 4 * t + k] == g[3 * T + 4 * u + k], "16 bytes, block %d thread %d", b, t);
                int zw = k < 3 ? g[7 * T + 4 * u + k] : 0;
                EXPECT(r[7 * T + 4 * t + k] == zw, "zero-filled 16 bytes, block %d thread %d word %d: %d, expected %d", b,
                       t, k, r[7 * T + 4 * t + k], zw);
            }
        }
    printf("pipeline copies of 4, 8, 16 and zero-filled bytes: ok\n");

    double_buffer<<<B, T>>>(din, dout, N);
    CHECK(cudaMemcpy(o.data(), dout, B * T * sizeof(int), cudaMemcpyDeviceToHost));
    for (int b = 0; b < B; b++)
        for (int t = 0; t < T; t++) {
            int acc = 0;
            for (int k = 0; k < N; k++)
                acc += h[(size_t)b * N * T + k * T + (t + k) % T];
            EXPECT(o[b * T + t] == acc, "double buffer, block %d thread %d: %d, expected %d", b, t, o[b * T + t], acc);
        }
    printf("double-buffered tiles: ok\n");

    groups_copy<<<B, T>>>(din, dout);
    CHECK(cudaMemcpy(o.data(), dout, B * T * sizeof(int), cudaMemcpyDeviceToHost));
    for (int b = 0; b < B; b++)
        for (int t = 0; t < T; t++) {
            int want = h[b * 2 * T + 2 * T - 1 - t] + h[b * 2 * T + t];
            EXPECT(o[b * T + t] == want, "cg::memcpy_async, block %d thread %d: %d, expected %d", b, t, o[b * T + t], want);
        }
    printf("cooperative groups memcpy_async: ok\n");

    barrier_copy<<<B, T>>>(din, dout);
    CHECK(cudaMemcpy(o.data(), dout, B * T * sizeof(int), cudaMemcpyDeviceToHost));
    for (int b = 0; b < B; b++)
        for (int t = 0; t < T; t++)
            EXPECT(o[b * T + t] == h[b * T + (t * 5) % T] * 3, "cuda::memcpy_async with a barrier, block %d thread %d", b,
                   t);
    printf("cuda::memcpy_async with cuda::barrier: ok\n");

    ptx_forms<<<1, T>>>(din, dout);
    CHECK(cudaMemcpy(o.data(), dout, 8 * T * sizeof(int), cudaMemcpyDeviceToHost));
    for (int t = 0; t < T; t++)
        for (int k = 0; k < 4; k++) {
            int want = k < t % 5 ? h[4 * t + k] : 0, want2 = t & 1 ? 0 : h[4 * t + k];
            EXPECT(o[4 * t + k] == want, "src-size, thread %d word %d: %d, expected %d", t, k, o[4 * t + k], want);
            EXPECT(o[4 * T + 4 * t + k] == want2, "ignore-src, thread %d word %d: %d, expected %d", t, k,
                   o[4 * T + 4 * t + k], want2);
        }
    printf("inline cp.async with src-size and ignore-src: ok\n");

    noinc<<<1, T>>>(din, dout);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(o.data(), dout, T * sizeof(int), cudaMemcpyDeviceToHost));
    for (int t = 0; t < T; t++)
        EXPECT(o[t] == h[(t + 1) % T], "mbarrier arrival .noinc, thread %d: %d, expected %d", t, o[t], h[(t + 1) % T]);
    printf("cp.async.mbarrier.arrive.noinc: ok\n");
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
    printf("PASS " NAME "\n");
    return 0;
}
