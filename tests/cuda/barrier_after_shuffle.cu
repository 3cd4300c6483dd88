// barrier_after_shuffle: the block scan of cuda-samples shfl_scan. Every warp scans its
// values with __shfl_up_sync, the last lane of each warp stores the warp's total, then
// (after __syncthreads) the first 8 lanes of warp 0 scan those totals with a shuffle loop of
// width 8 and store them back; after a second __syncthreads every thread adds its
// preceding warps' total. The threads that skip warp 0's loop reach the second barrier
// long before the 8 lanes do: they must wait for them (a scheduling bug once let them read
// the totals before warp 0 had stored them).
#include <cstdio>
#include <cstdlib>

__global__ void block_scan(int *data)
{
    extern __shared__ int sums[];
    int id = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = id % warpSize, warp = threadIdx.x / warpSize, nwarps = blockDim.x / warpSize;
    int value = data[id];
    for (int i = 1; i <= 32; i *= 2) {
        int n = __shfl_up_sync(0xffffffff, value, i, 32);
        if (lane >= i) value += n;
    }
    if (threadIdx.x % warpSize == warpSize - 1) sums[warp] = value;
    __syncthreads();
    if (warp == 0 && lane < nwarps) {
        int s = sums[lane];
        int mask = (1 << nwarps) - 1;
        for (int i = 1; i <= nwarps; i *= 2) {
            int n = __shfl_up_sync(mask, s, i, nwarps);
            if (lane >= i) s += n;
        }
        sums[lane] = s;
    }
    __syncthreads();
    if (warp > 0) value += sums[warp - 1];
    data[id] = value;
}

int main()
{
    const int n = 1 << 16, B = 256;
    int *h = (int *)malloc(n * sizeof(int)), *d;
    for (int i = 0; i < n; i++) h[i] = 1 + i % 3;
    cudaMalloc(&d, n * sizeof(int));
    cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice);
    block_scan<<<n / B, B, (B / 32) * sizeof(int)>>>(d);
    int *r = (int *)malloc(n * sizeof(int));
    if (cudaMemcpy(r, d, n * sizeof(int), cudaMemcpyDeviceToHost) != cudaSuccess) { printf("FAIL barrier_after_shuffle: copy\n"); return 1; }
    for (int b = 0; b < n / B; b++) {
        int acc = 0;
        for (int i = b * B; i < (b + 1) * B; i++) {
            acc += h[i];
            if (r[i] != acc) { printf("FAIL barrier_after_shuffle: [%d] = %d, want %d\n", i, r[i], acc); return 1; }
        }
    }
    free(h); free(r); cudaFree(d);
    printf("PASS barrier_after_shuffle\n");
    return 0;
}
