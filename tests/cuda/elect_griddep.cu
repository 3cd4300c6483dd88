// elect_griddep: sm_90's elect.sync (a warp's leader among the lanes taking part: the lowest)
// in divergent code and through cooperative groups' invoke_one, and programmatic dependent
// launch (cudaLaunchKernelEx with programmatic stream serialization; the second kernel's
// cudaGridDependencySynchronize sees all the first one wrote, after its
// cudaTriggerProgrammaticLaunchCompletion). Prints what it found: the output must be what an
// H200 printed.
// test-flags: -arch=sm_90
#define NAME "elect_griddep"
#include "check.h"
#include <cooperative_groups.h>
#include <vector>

namespace cg = cooperative_groups;

__global__ void elect(unsigned *out, int *count)
{
    unsigned lane = threadIdx.x % 32, leader = 99, is = 0;
    out[threadIdx.x] = 77;
    if (lane % 3 != 0 && threadIdx.x / 32 != 2) { /* warp 2 takes part nowhere */
        unsigned m = __activemask();
        asm volatile("{ .reg .pred p; elect.sync %0|p, %2; selp.u32 %1, 1, 0, p; }" : "=r"(leader), "=r"(is) : "r"(m));
        out[threadIdx.x] = leader * 2 + is;
    }
    if (lane >= 5) {
        auto g = cg::coalesced_threads();
        cg::invoke_one(g, [&] { atomicAdd(count, 1 + (int)lane); });
    }
    auto w = cg::tiled_partition<32>(cg::this_thread_block());
    cg::invoke_one(w, [&] { atomicAdd(count + 1, 1); });
}

__global__ void primary(int *data)
{
    data[blockIdx.x * blockDim.x + threadIdx.x] = (int)(blockIdx.x * 1000 + threadIdx.x);
    __syncthreads();
    cudaTriggerProgrammaticLaunchCompletion();
}

__global__ void secondary(const int *data, int *sum)
{
    cudaGridDependencySynchronize();
    atomicAdd(sum, data[blockIdx.x * blockDim.x + threadIdx.x]);
}

int main()
{
    unsigned *dout;
    int *dcount;
    CHECK(cudaMalloc(&dout, 128 * sizeof(unsigned)));
    CHECK(cudaMalloc(&dcount, 2 * sizeof(int)));
    CHECK(cudaMemset(dcount, 0, 2 * sizeof(int)));
    elect<<<1, 128>>>(dout, dcount);
    CHECK(cudaGetLastError());
    std::vector<unsigned> h(128);
    int c[2];
    CHECK(cudaMemcpy(h.data(), dout, 128 * sizeof(unsigned), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(c, dcount, sizeof c, cudaMemcpyDeviceToHost));
    for (int w = 0; w < 4; w++) {
        printf("warp %d:", w);
        for (int l = 0; l < 32; l++)
            printf(" %u", h[w * 32 + l]);
        printf("\n");
    }
    printf("invoke_one: coalesced %d, tiles %d\n", c[0], c[1]);

    int *data, *sum;
    CHECK(cudaMalloc(&data, 64 * 256 * sizeof(int)));
    CHECK(cudaMalloc(&sum, sizeof(int)));
    CHECK(cudaMemset(sum, 0, sizeof(int)));
    cudaStream_t s;
    CHECK(cudaStreamCreate(&s));
    primary<<<64, 256, 0, s>>>(data);
    cudaLaunchConfig_t cfg = {};
    cfg.gridDim = dim3(64);
    cfg.blockDim = dim3(256);
    cfg.stream = s;
    cudaLaunchAttribute attr[1];
    attr[0].id = cudaLaunchAttributeProgrammaticStreamSerialization;
    attr[0].val.programmaticStreamSerializationAllowed = 1;
    cfg.attrs = attr;
    cfg.numAttrs = 1;
    CHECK(cudaLaunchKernelEx(&cfg, secondary, (const int *)data, sum));
    CHECK(cudaStreamSynchronize(s));
    int hs = 0;
    CHECK(cudaMemcpy(&hs, sum, sizeof(int), cudaMemcpyDeviceToHost));
    long long want = 0;
    for (int b = 0; b < 64; b++)
        for (int t = 0; t < 256; t++)
            want += b * 1000 + t;
    printf("programmatic dependent launch: sum %d, expected %lld\n", hs, want);
    CHECK(cudaStreamDestroy(s));
    CHECK(cudaFree(dout));
    CHECK(cudaFree(dcount));
    CHECK(cudaFree(data));
    CHECK(cudaFree(sum));
    printf("PASS " NAME "\n");
    return 0;
}
