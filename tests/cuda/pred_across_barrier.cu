// pred_across_barrier: several data-dependent conditions (PTX predicates) are
// computed before a __syncthreads() and used after it, so each thread must keep
// its own copy of every predicate across the barrier. The conditions compare
// against values read from shared memory that are overwritten between the
// barriers, so the compiler cannot recompute them afterwards. Reduced from
// cuda-samples mergeSort (mergeElementaryIntervalsKernel), which keeps
// `threadIdx.x < lenSrcA` and `threadIdx.x < lenSrcB` across a barrier.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define NAME "pred_across_barrier"
#define CHECK(call)                                                              \
    do {                                                                         \
        cudaError_t e_ = (call);                                                 \
        if (e_ != cudaSuccess) {                                                 \
            printf("FAIL " NAME ": %s:%d: %s returned %s\n", __FILE__, __LINE__, \
                   #call, cudaGetErrorName(e_));                                 \
            exit(1);                                                             \
        }                                                                        \
    } while (0)

#define THREADS 128

// lim[0..2] are per-block limits; in[] per-thread data.
__global__ void predKernel(const unsigned *in, const unsigned *lim, unsigned *out)
{
    __shared__ unsigned s[THREADS];
    __shared__ unsigned limA, limB, limC;
    unsigned t = threadIdx.x;
    unsigned g = blockIdx.x * blockDim.x + t;
    if (t == 0) {
        limA = lim[blockIdx.x * 3 + 0];
        limB = lim[blockIdx.x * 3 + 1];
        limC = lim[blockIdx.x * 3 + 2];
    }
    s[t] = in[g];
    __syncthreads();
    bool a = t < limA;              // three predicates live across the barriers
    bool b = t < limB;
    bool c = s[(t * 7) % THREADS] > limC;
    unsigned v = s[THREADS - 1 - t];
    __syncthreads();
    if (t == 0) { limA = 0; limB = 0; limC = 0xffffffffu; }   // clobber the sources
    s[t] = 0;
    __syncthreads();
    unsigned r = 0;
    if (a) r |= 1;
    if (b) r |= 2;
    if (c) r |= 4;
    if (a) s[t] = v + 1;
    __syncthreads();
    if (b) s[(t + 1) % THREADS] += 1000;
    __syncthreads();
    out[g] = r | (s[t] << 3);
}

int main()
{
    const int blocks = 4, n = blocks * THREADS;
    static unsigned in[n], out[n], lim[blocks * 3];
    for (int i = 0; i < n; i++) in[i] = (i * 2654435761u) >> 22;
    const unsigned lims[blocks][3] = {{100, 40, 500}, {7, 127, 100}, {128, 0, 900}, {33, 96, 0}};
    for (int b = 0; b < blocks; b++)
        for (int k = 0; k < 3; k++) lim[b * 3 + k] = lims[b][k];
    unsigned *din, *dlim, *dout;
    CHECK(cudaMalloc(&din, sizeof in));
    CHECK(cudaMalloc(&dlim, sizeof lim));
    CHECK(cudaMalloc(&dout, sizeof out));
    CHECK(cudaMemcpy(din, in, sizeof in, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dlim, lim, sizeof lim, cudaMemcpyHostToDevice));
    CHECK(cudaMemset(dout, 0xff, sizeof out));
    predKernel<<<blocks, THREADS>>>(din, dlim, dout);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost));
    for (int bl = 0; bl < blocks; bl++) {
        const unsigned *bin = in + bl * THREADS;
        unsigned s[THREADS] = {0};
        for (unsigned t = 0; t < THREADS; t++)
            if (t < lims[bl][0]) s[t] = bin[THREADS - 1 - t] + 1;
        for (unsigned t = 0; t < THREADS; t++)
            if (t < lims[bl][1]) s[(t + 1) % THREADS] += 1000;
        for (unsigned t = 0; t < THREADS; t++) {
            unsigned r = (t < lims[bl][0] ? 1 : 0) | (t < lims[bl][1] ? 2 : 0) |
                         (bin[(t * 7) % THREADS] > lims[bl][2] ? 4 : 0);
            unsigned want = r | (s[t] << 3);
            unsigned got = out[bl * THREADS + t];
            if (got != want) {
                printf("FAIL " NAME ": block %d thread %u expected %u (flags %u) got %u (flags %u)\n",
                       bl, t, want, want & 7, got, got & 7);
                return 1;
            }
        }
    }
    printf("PASS " NAME "\n");
    return 0;
}
