// wait_later: blocks that wait for blocks with a higher index, in grids a GPU holds at
// once (which is what lets such code work there): block 0 spinning on a counter the other
// blocks raise, launched after the runtime's workers have gone to sleep; and a grid
// barrier made by hand (an atomic arrival counter, a volatile spin, __threadfence), met
// twice, each block reading what a later block wrote before it (a grid sized, as such code
// sizes it, by the occupancy calculator). heddle runs a grid whose
// blocks spin this way as fibers when the whole grid fits on the device at once; blocks
// started in order on fewer workers would wait forever.
#define NAME "wait_later"
#include "check.h"
#include <unistd.h>

__global__ void collect(volatile int *count, int *out, int nb) {
    if (blockIdx.x == 0) {
        if (threadIdx.x == 0) {
            while (*count < nb - 1) {
            }
            out[0] = *count;
        }
    } else if (threadIdx.x == 0) {
        atomicAdd((int *)count, 1);
    }
}

// every block's threads arrive; thread 0 counts the block in and waits for all blocks
__device__ void grid_barrier(unsigned *arrived, unsigned goal) {
    __syncthreads();
    if (threadIdx.x == 0) {
        __threadfence();
        atomicAdd(arrived, 1u);
        while (*(volatile unsigned *)arrived < goal) {
        }
        __threadfence();
    }
    __syncthreads();
}

__global__ void neighbours(int *val, int *got, unsigned *arrived) {
    int nb = gridDim.x, b = blockIdx.x;
    if (threadIdx.x == 0) val[b] = 1000 + b;
    grid_barrier(arrived, nb);
    if (threadIdx.x == 0) {
        got[b] = val[(b + 1) % nb]; // written by the next block, before the barrier
        val[nb + b] = 2000 + b;
    }
    grid_barrier(arrived, 2 * nb);
    if (threadIdx.x == 0) got[nb + b] = val[nb + (b + nb - 1) % nb];
}

int main() {
    int *count, *out, h = -1, nb = 8;
    CHECK(cudaMalloc((void **)&count, sizeof(int)));
    CHECK(cudaMalloc((void **)&out, sizeof(int)));
    CHECK(cudaMemset(count, 0, sizeof(int)));
    collect<<<1, 32>>>(count, out, 1); // a first launch starts the workers
    CHECK(cudaDeviceSynchronize());
    usleep(200000); // they go to sleep
    collect<<<nb, 64>>>(count, out, nb);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(&h, out, sizeof h, cudaMemcpyDeviceToHost));
    EXPECT(h == nb - 1, "block 0 saw the count %d, expected %d", h, nb - 1);

    // as many blocks as the device holds at once (as code with such a barrier sizes its
    // grid), at most 24
    int per_sm = 0, sms = 0;
    CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, neighbours, 128, 0));
    CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
    const int g = per_sm * sms < 24 ? per_sm * sms : 24;
    EXPECT(g >= 2, "the device holds %d blocks of 128 threads at once", g);
    int *val, *got, hg[2 * 24];
    unsigned *arrived;
    CHECK(cudaMalloc((void **)&val, 2 * g * sizeof(int)));
    CHECK(cudaMalloc((void **)&got, 2 * g * sizeof(int)));
    CHECK(cudaMalloc((void **)&arrived, sizeof(unsigned)));
    for (int round = 0; round < 3; round++) {
        CHECK(cudaMemset(arrived, 0, sizeof(unsigned)));
        CHECK(cudaMemset(got, 0xff, 2 * g * sizeof(int)));
        neighbours<<<g, 128>>>(val, got, arrived);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        CHECK(cudaMemcpy(hg, got, 2 * g * sizeof(int), cudaMemcpyDeviceToHost));
        for (int b = 0; b < g; b++) {
            EXPECT(hg[b] == 1000 + (b + 1) % g, "round %d: block %d read %d before the second barrier, expected %d",
                   round, b, hg[b], 1000 + (b + 1) % g);
            EXPECT(hg[g + b] == 2000 + (b + g - 1) % g, "round %d: block %d read %d after it, expected %d", round, b,
                   hg[g + b], 2000 + (b + g - 1) % g);
        }
    }
    CHECK(cudaFree(count));
    CHECK(cudaFree(out));
    CHECK(cudaFree(val));
    CHECK(cudaFree(got));
    CHECK(cudaFree(arrived));
    printf("PASS " NAME "\n");
    return 0;
}
