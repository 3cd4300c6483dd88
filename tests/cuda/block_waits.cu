// check-expect: racecheck (ad-hoc waits through shared memory: compute-sanitizer reports them too)
// block_waits: threads of one block that wait in a loop for other threads of the same
// block, with no __syncthreads between them:
//  - cuda::barrier<thread_scope_block> arrive/wait, several phases (libcu++'s barrier
//    spins on shared memory with .cta-scope atomics below sm_80);
//  - a producer thread publishes values one at a time through a volatile shared flag the
//    consumer warps poll;
//  - a spin lock in shared memory (atomicCAS / atomicExch) around a read-modify-write
//    that every thread does;
//  - threads that wait for the next thread's ticket, in order (a ticket lock);
//  - and loops that only look like waits: a shared work queue (atomicAdd(&next, 1) until
//    the work is gone, millions of times) and a CAS retry loop (a float add built on
//    atomicCAS), which must run to the end, not be taken for a deadlock.
// Results equal the host's.
#include <cstdio>
#include <cuda/barrier>

#ifndef NAME
#define NAME "block_waits"
#endif
#include "check.h"

__global__ void phases(const int *in, int *out, int rounds) {
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    __shared__ int s[256];
    if (threadIdx.x == 0) init(&bar, blockDim.x);
    __syncthreads();
    int v = in[blockIdx.x * blockDim.x + threadIdx.x];
    for (int r = 0; r < rounds; r++) {
        s[threadIdx.x] = v;
        bar.arrive_and_wait(); /* every thread's write is in */
        v = s[(threadIdx.x + 1) % blockDim.x] + 1;
        bar.arrive_and_wait(); /* every thread has read before the next round writes */
    }
    out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void handoff(int *out, int n) {
    __shared__ volatile int flag, value;
    if (threadIdx.x == 0) flag = 0;
    __syncthreads();
    if (threadIdx.x == 0) {
        for (int i = 1; i <= n; i++) {
            value = i * i;
            __threadfence_block();
            flag = i;
            while (flag != -i) { } /* until the consumer took it */
        }
    } else if (threadIdx.x == 32) {
        int sum = 0;
        for (int i = 1; i <= n; i++) {
            while (flag != i) { }
            sum += value;
            __threadfence_block();
            flag = -i;
        }
        out[blockIdx.x] = sum;
    }
}

__global__ void locked(int *out) {
    __shared__ int lock;
    __shared__ int total;
    if (threadIdx.x == 0) lock = total = 0;
    __syncthreads();
    for (unsigned i = 0; i < blockDim.x; i++) { /* one lane of each warp at a time */
        if ((threadIdx.x & 31) != i) continue;
        while (atomicCAS(&lock, 0, 1) != 0) { }
        __threadfence_block();
        int t = *(volatile int *)&total;
        *(volatile int *)&total = t + (int)threadIdx.x + 1;
        __threadfence_block();
        atomicExch(&lock, 0);
    }
    __syncthreads();
    if (threadIdx.x == 0) out[blockIdx.x] = total;
}

__global__ void tickets(int *order) {
    __shared__ int next, pos;
    if (threadIdx.x == 0) next = pos = 0;
    __syncthreads();
    unsigned me = blockDim.x - 1 - threadIdx.x; /* the last thread goes first */
    while (atomicAdd(&next, 0) != (int)me) { }
    order[blockIdx.x * blockDim.x + pos] = threadIdx.x;
    pos++;
    __threadfence_block();
    atomicAdd(&next, 1);
}

__global__ void work_queue(unsigned long long *out, int n) {
    __shared__ int next;
    if (threadIdx.x == 0) next = 0;
    __syncthreads();
    unsigned long long sum = 0;
    int i;
    while ((i = atomicAdd(&next, 1)) < n) sum += (unsigned long long)i;
    atomicAdd(out + blockIdx.x, sum);
}

__device__ float cas_add(float *p, float v) {
    int *ip = (int *)p, old = *ip, assumed;
    do {
        assumed = old;
        old = atomicCAS(ip, assumed, __float_as_int(__int_as_float(assumed) + v));
    } while (assumed != old);
    return __int_as_float(old);
}

__global__ void cas_retry(float *out, int rounds) {
    __shared__ float acc;
    if (threadIdx.x == 0) acc = 0;
    __syncthreads();
    for (int r = 0; r < rounds; r++) cas_add(&acc, 1.0f);
    __syncthreads();
    if (threadIdx.x == 0) out[blockIdx.x] = acc;
}

int main() {
    const int B = 8, T = 256, R = 5;
    int h[B * T], o[B * T], *d, *r;
    for (int i = 0; i < B * T; i++) h[i] = (i * 13) % 97;
    CHECK(cudaMalloc(&d, sizeof h));
    CHECK(cudaMalloc(&r, sizeof o));
    CHECK(cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice));

    phases<<<B, T>>>(d, r, R);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(o, r, sizeof o, cudaMemcpyDeviceToHost));
    for (int b = 0; b < B; b++)
        for (int t = 0; t < T; t++) { /* after R rounds: in[(t + R) % T] + R */
            int want = h[b * T + (t + R) % T] + R;
            EXPECT(o[b * T + t] == want, "barrier phases: block %d thread %d: %d, expected %d", b, t, o[b * T + t], want);
        }

    handoff<<<B, 64>>>(r, 100);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(o, r, B * sizeof(int), cudaMemcpyDeviceToHost));
    for (int b = 0; b < B; b++) EXPECT(o[b] == 338350, "handoff: block %d: %d, expected 338350", b, o[b]);

    locked<<<B, 128>>>(r);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(o, r, B * sizeof(int), cudaMemcpyDeviceToHost));
    for (int b = 0; b < B; b++) EXPECT(o[b] == 128 * 129 / 2, "spin lock: block %d: %d, expected %d", b, o[b], 128 * 129 / 2);

    tickets<<<B, 64>>>(r);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(o, r, B * 64 * sizeof(int), cudaMemcpyDeviceToHost));
    for (int b = 0; b < B; b++)
        for (int p = 0; p < 64; p++) EXPECT(o[b * 64 + p] == 63 - p, "tickets: block %d place %d: thread %d, expected %d", b, p, o[b * 64 + p], 63 - p);

    const int QN = 3000000;
    unsigned long long *q, hq[B];
    CHECK(cudaMalloc(&q, sizeof hq));
    CHECK(cudaMemset(q, 0, sizeof hq));
    work_queue<<<B, 128>>>(q, QN);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hq, q, sizeof hq, cudaMemcpyDeviceToHost));
    for (int b = 0; b < B; b++)
        EXPECT(hq[b] == (unsigned long long)QN * (QN - 1) / 2, "work queue: block %d: %llu", b, hq[b]);

    float *fo, hf[B];
    CHECK(cudaMalloc(&fo, sizeof hf));
    cas_retry<<<B, 128>>>(fo, 4000); /* 512000 adds of 1.0f: exact in float */
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hf, fo, sizeof hf, cudaMemcpyDeviceToHost));
    for (int b = 0; b < B; b++) EXPECT(hf[b] == 512000.0f, "CAS retry loop: block %d: %f", b, hf[b]);

    CHECK(cudaFree(q));
    CHECK(cudaFree(fo));
    CHECK(cudaFree(d));
    CHECK(cudaFree(r));
    printf("PASS " NAME "\n");
    return 0;
}
