// launch_limits: launch configuration limits and launch-error reporting.
//  - a 3D block (8,8,16) = 1024 threads runs; every thread's record is checked;
//  - invalid configurations do not run and report cudaErrorInvalidValue via
//    cudaPeekAtLastError (not clearing) then cudaGetLastError (clearing), after
//    which cudaGetLastError is cudaSuccess: <<<1,2048>>>, block (32,32,2),
//    blockDim.z = 65, a zero-sized grid (x = 0, and y = 0), gridDim.y = 65536,
//    1 MiB of dynamic shared memory;
//  - errors are not sticky: a valid launch afterwards works;
//  - 48 KiB of dynamic shared memory works without opt-in; 64 KiB works after
//    cudaFuncSetAttribute(cudaFuncAttributeMaxDynamicSharedMemorySize);
//  - gridDim.x = 70000 (> 65535: x is not limited to 16 bits), gridDim.y = 65535
//    and gridDim.z = 65535 (the maximums) run every block exactly once.
// (Behaviour measured on H100/H200 with CUDA 13; see notes/gpu-behaviour.md.)
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define NAME "launch_limits"
#define CHECK(call)                                                              \
    do {                                                                         \
        cudaError_t e_ = (call);                                                 \
        if (e_ != cudaSuccess) {                                                 \
            printf("FAIL " NAME ": %s:%d: %s returned %s\n", __FILE__, __LINE__, \
                   #call, cudaGetErrorName(e_));                                 \
            exit(1);                                                             \
        }                                                                        \
    } while (0)

__global__ void block3d(int *out)
{
    int t = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
    out[t] = (threadIdx.z << 16) | (threadIdx.y << 8) | threadIdx.x;
}

__global__ void marker(int *flag) { atomicAdd(flag, 1); }

__global__ void dynShared(int *out, int nInts)
{
    extern __shared__ int buf[];
    for (int k = threadIdx.x; k < nInts; k += blockDim.x)
        buf[k] = k * 3;
    __syncthreads();
    int sum = 0;
    for (int k = threadIdx.x; k < nInts; k += blockDim.x)
        sum += buf[nInts - 1 - k];
    atomicAdd(out, sum);
}

// each block bumps its own counter; blocks are addressed by the linear id
__global__ void countBlocks(unsigned *count)
{
    unsigned long long b = blockIdx.x + (unsigned long long)gridDim.x *
                                            (blockIdx.y + (unsigned long long)gridDim.y * blockIdx.z);
    if (threadIdx.x == 0)
        atomicAdd(&count[b], 1u);
}

static int expectInvalid(const char *what)
{
    cudaError_t peek = cudaPeekAtLastError();
    cudaError_t e = cudaGetLastError();
    cudaError_t after = cudaGetLastError();
    if (peek != cudaErrorInvalidValue || e != cudaErrorInvalidValue) {
        printf("FAIL " NAME ": %s: cudaPeekAtLastError/cudaGetLastError expected "
               "cudaErrorInvalidValue got %s/%s\n",
               what, cudaGetErrorName(peek), cudaGetErrorName(e));
        return 1;
    }
    if (after != cudaSuccess) {
        printf("FAIL " NAME ": %s: second cudaGetLastError expected cudaSuccess got %s\n", what,
               cudaGetErrorName(after));
        return 1;
    }
    return 0;
}

static int checkBlocks(const char *what, dim3 grid, unsigned *dcount)
{
    size_t nb = (size_t)grid.x * grid.y * grid.z;
    CHECK(cudaMemset(dcount, 0, nb * sizeof(unsigned)));
    countBlocks<<<grid, 1>>>(dcount);
    CHECK(cudaGetLastError());
    unsigned *h = (unsigned *)malloc(nb * sizeof(unsigned));
    CHECK(cudaMemcpy(h, dcount, nb * sizeof(unsigned), cudaMemcpyDeviceToHost));
    for (size_t b = 0; b < nb; b++)
        if (h[b] != 1) {
            printf("FAIL " NAME ": %s: block %zu ran %u times, expected 1\n", what, b, h[b]);
            return 1;
        }
    free(h);
    return 0;
}

int main()
{
    int *dout, *dflag;
    CHECK(cudaMalloc(&dout, 1024 * sizeof(int)));
    CHECK(cudaMalloc(&dflag, sizeof(int)));

    // 1024 threads in a 3D block
    CHECK(cudaMemset(dout, 0xff, 1024 * sizeof(int)));
    block3d<<<1, dim3(8, 8, 16)>>>(dout);
    CHECK(cudaGetLastError());
    static int out[1024];
    CHECK(cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost));
    for (int z = 0, t = 0; z < 16; z++)
        for (int y = 0; y < 8; y++)
            for (int x = 0; x < 8; x++, t++)
                if (out[t] != ((z << 16) | (y << 8) | x)) {
                    printf("FAIL " NAME ": block (8,8,16): thread %d expected 0x%x got 0x%x\n", t,
                           (z << 16) | (y << 8) | x, out[t]);
                    return 1;
                }

    // invalid configurations: must not run
    CHECK(cudaMemset(dflag, 0, sizeof(int)));
    marker<<<1, 2048>>>(dflag);
    if (expectInvalid("<<<1, 2048>>>")) return 1;
    marker<<<1, dim3(32, 32, 2)>>>(dflag);
    if (expectInvalid("block (32,32,2)")) return 1;
    marker<<<1, dim3(1, 1, 65)>>>(dflag);
    if (expectInvalid("blockDim.z = 65")) return 1;
    marker<<<0, 32>>>(dflag);
    if (expectInvalid("gridDim.x = 0")) return 1;
    marker<<<dim3(1, 0, 1), 32>>>(dflag);
    if (expectInvalid("gridDim.y = 0")) return 1;
    marker<<<dim3(1, 65536, 1), 1>>>(dflag);
    if (expectInvalid("gridDim.y = 65536")) return 1;
    dynShared<<<1, 32, 1 << 20>>>(dflag, 16);
    if (expectInvalid("1 MiB dynamic shared memory")) return 1;
    CHECK(cudaDeviceSynchronize());
    int flag = -1;
    CHECK(cudaMemcpy(&flag, dflag, sizeof(int), cudaMemcpyDeviceToHost));
    if (flag != 0) {
        printf("FAIL " NAME ": invalid launches ran: flag expected 0 got %d\n", flag);
        return 1;
    }
    // not sticky: a valid launch works
    marker<<<3, 64>>>(dflag);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(&flag, dflag, sizeof(int), cudaMemcpyDeviceToHost));
    if (flag != 192) {
        printf("FAIL " NAME ": valid launch after errors: flag expected 192 got %d\n", flag);
        return 1;
    }

    // dynamic shared memory: 48 KiB without opt-in, 64 KiB with it
    const int sizes[2] = {48 * 1024, 64 * 1024};
    for (int k = 0; k < 2; k++) {
        int nInts = sizes[k] / (int)sizeof(int);
        if (k == 1)
            CHECK(cudaFuncSetAttribute(dynShared, cudaFuncAttributeMaxDynamicSharedMemorySize,
                                       sizes[k]));
        CHECK(cudaMemset(dflag, 0, sizeof(int)));
        dynShared<<<2, 256, sizes[k]>>>(dflag, nInts);
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(&flag, dflag, sizeof(int), cudaMemcpyDeviceToHost));
        long long want = 2LL * 3 * ((long long)nInts * (nInts - 1) / 2);
        if (flag != (int)want) {
            printf("FAIL " NAME ": %d bytes of dynamic shared memory: sum expected %lld got %d\n",
                   sizes[k], want, flag);
            return 1;
        }
    }

    // large grids
    unsigned *dcount;
    CHECK(cudaMalloc(&dcount, 70000 * sizeof(unsigned)));
    if (checkBlocks("gridDim.x = 70000", dim3(70000), dcount)) return 1;
    if (checkBlocks("gridDim.y = 65535", dim3(1, 65535), dcount)) return 1;
    if (checkBlocks("gridDim.z = 65535", dim3(1, 1, 65535), dcount)) return 1;
    if (checkBlocks("grid (7,5,3)", dim3(7, 5, 3), dcount)) return 1;

    CHECK(cudaFree(dout));
    CHECK(cudaFree(dflag));
    CHECK(cudaFree(dcount));
    printf("PASS " NAME "\n");
    return 0;
}
