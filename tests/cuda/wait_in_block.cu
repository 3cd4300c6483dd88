// wait_in_block: threads that wait, on global memory, for other threads of their own
// block, with no __syncthreads between them (warps go on independently on a GPU): warp 0
// spinning on a volatile flag that warp 1 raises after writing its data; a ring of warps
// each waiting for the one before (the last warp of the block first); a wait by atomics
// (an atomicAdd of 0, an atomicCAS that takes a token) on a flag a later warp sets; and a
// block whose thread 0 waits both for its own warp 1 and for the block before it (a chain
// of blocks, as a look-back scan makes). Many blocks, more than the device holds at once.
#define NAME "wait_in_block"
#include "check.h"

// warp 0 waits for warp 1's data; warp 1 writes it and raises the flag
__global__ void pair(int *data, int *flags, int *out) {
    int b = blockIdx.x, lane = threadIdx.x & 31, w = threadIdx.x >> 5;
    int *d = data + b * 32;
    if (w == 1) {
        d[lane] = b * 100 + lane;
        __threadfence();
        __syncwarp();
        if (lane == 0) *(volatile int *)&flags[b] = 1;
    } else if (w == 0) {
        while (*(volatile int *)&flags[b] == 0) {
        }
        __threadfence();
        out[b * 32 + lane] = ((volatile int *)d)[31 - lane] + 1;
    }
}

// warp w waits for warp w-1 (warp 0 for the last warp), then adds its lane to a running
// value: the sum passes round the block's warps in order, starting at the last one
__global__ void ring(int *val, int *turn, int *out) {
    int b = blockIdx.x, lane = threadIdx.x & 31, w = threadIdx.x >> 5, nw = blockDim.x >> 5;
    int first = nw - 1, prev = (w + nw - 1) % nw;
    if (w != first) {
        if (lane == 0)
            while (*(volatile int *)&turn[b] != prev + 1) {
            }
        __syncwarp();
        __threadfence();
    }
    int v = ((volatile int *)val)[b];
    __syncwarp();
    if (lane == 0) {
        val[b] = v * 3 + w;
        out[b * nw + w] = v;
        __threadfence();
        *(volatile int *)&turn[b] = w + 1;
    }
}

// waits made of atomics: warp 0 polls with atomicAdd(flag, 0), warp 2 takes a token with
// atomicCAS that warp 3 puts down; each then reads what the other warp wrote
__global__ void atomics(int *flag, int *token, int *data, int *out) {
    int b = blockIdx.x, lane = threadIdx.x & 31, w = threadIdx.x >> 5;
    if (w == 0) {
        if (lane == 0)
            while (atomicAdd(&flag[b], 0) == 0) {
            }
        __syncwarp();
        out[b * 64 + lane] = ((volatile int *)data)[b * 64 + 32 + lane];
    } else if (w == 1) {
        data[b * 64 + 32 + lane] = b + lane * 7;
        __threadfence();
        __syncwarp();
        if (lane == 0) atomicExch(&flag[b], 1);
    } else if (w == 2) {
        if (lane == 0)
            while (atomicCAS(&token[b], 1, 2) != 1) {
            }
        __syncwarp();
        out[b * 64 + 32 + lane] = ((volatile int *)data)[b * 64 + lane];
    } else {
        data[b * 64 + lane] = b * 5 - lane;
        __threadfence();
        __syncwarp();
        if (lane == 0) atomicExch(&token[b], 1);
    }
}

// thread 0 of block b waits for warp 1 of its block and for block b-1's total, then
// publishes its block's total; warp 1 computes the block's part
__global__ void chain(const int *in, int *part, int *ready, int *total) {
    int b = blockIdx.x, lane = threadIdx.x & 31, w = threadIdx.x >> 5;
    if (w == 1) {
        int v = in[b * 32 + lane];
        for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
        if (lane == 0) {
            part[b] = v;
            __threadfence();
            atomicExch(&ready[2 * b], 1);
        }
    } else if (threadIdx.x == 0) {
        while (((volatile int *)ready)[2 * b] == 0) {
        }
        int before = 0;
        if (b > 0) {
            while (((volatile int *)ready)[2 * (b - 1) + 1] == 0) {
            }
            before = ((volatile int *)total)[b - 1];
        }
        total[b] = before + ((volatile int *)part)[b];
        __threadfence();
        atomicExch(&ready[2 * b + 1], 1);
    }
}

int main() {
    const int nb = 600;
    int *data, *flags, *out, *h = (int *)malloc(nb * 64 * sizeof(int)), *hi = (int *)malloc(nb * 32 * sizeof(int));
    CHECK(cudaMalloc((void **)&data, nb * 64 * sizeof(int)));
    CHECK(cudaMalloc((void **)&flags, 2 * nb * sizeof(int)));
    CHECK(cudaMalloc((void **)&out, nb * 64 * sizeof(int)));

    CHECK(cudaMemset(flags, 0, nb * sizeof(int)));
    pair<<<nb, 64>>>(data, flags, out);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(h, out, nb * 32 * sizeof(int), cudaMemcpyDeviceToHost));
    for (int b = 0; b < nb; b++)
        for (int l = 0; l < 32; l++)
            EXPECT(h[b * 32 + l] == b * 100 + 31 - l + 1, "pair: block %d lane %d read %d, expected %d", b, l,
                   h[b * 32 + l], b * 100 + 31 - l + 1);

    const int nw = 8;
    int hv[nb];
    CHECK(cudaMemset(flags, 0, nb * sizeof(int)));
    for (int b = 0; b < nb; b++) hv[b] = b % 5;
    CHECK(cudaMemcpy(data, hv, nb * sizeof(int), cudaMemcpyHostToDevice));
    ring<<<nb, nw * 32>>>(data, flags, out);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(h, out, nb * nw * sizeof(int), cudaMemcpyDeviceToHost));
    for (int b = 0; b < nb; b++) {
        int v = b % 5, order[nw];
        order[0] = nw - 1;
        for (int k = 1; k < nw; k++) order[k] = k - 1;
        for (int k = 0; k < nw; k++) {
            int w = order[k];
            EXPECT(h[b * nw + w] == v, "ring: block %d warp %d saw %d, expected %d", b, w, h[b * nw + w], v);
            v = v * 3 + w;
        }
    }

    int *token;
    CHECK(cudaMalloc((void **)&token, nb * sizeof(int)));
    CHECK(cudaMemset(flags, 0, nb * sizeof(int)));
    CHECK(cudaMemset(token, 0, nb * sizeof(int)));
    atomics<<<nb, 128>>>(flags, token, data, out);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(h, out, nb * 64 * sizeof(int), cudaMemcpyDeviceToHost));
    for (int b = 0; b < nb; b++)
        for (int l = 0; l < 32; l++) {
            EXPECT(h[b * 64 + l] == b + l * 7, "atomics: block %d lane %d of warp 0 read %d, expected %d", b, l,
                   h[b * 64 + l], b + l * 7);
            EXPECT(h[b * 64 + 32 + l] == b * 5 - l, "atomics: block %d lane %d of warp 2 read %d, expected %d", b,
                   l, h[b * 64 + 32 + l], b * 5 - l);
        }

    int *in, *part, *total;
    CHECK(cudaMalloc((void **)&in, nb * 32 * sizeof(int)));
    CHECK(cudaMalloc((void **)&part, nb * sizeof(int)));
    CHECK(cudaMalloc((void **)&total, nb * sizeof(int)));
    for (int i = 0; i < nb * 32; i++) hi[i] = (i * 37) % 11 - 5;
    CHECK(cudaMemcpy(in, hi, nb * 32 * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(flags, 0, 2 * nb * sizeof(int)));
    chain<<<nb, 64>>>(in, part, flags, total);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(h, total, nb * sizeof(int), cudaMemcpyDeviceToHost));
    int run = 0;
    for (int b = 0; b < nb; b++) {
        for (int l = 0; l < 32; l++) run += hi[b * 32 + l];
        EXPECT(h[b] == run, "chain: block %d's total %d, expected %d", b, h[b], run);
    }
    CHECK(cudaFree(data));
    CHECK(cudaFree(flags));
    CHECK(cudaFree(out));
    CHECK(cudaFree(token));
    CHECK(cudaFree(in));
    CHECK(cudaFree(part));
    CHECK(cudaFree(total));
    free(h);
    free(hi);
    printf("PASS " NAME "\n");
    return 0;
}
