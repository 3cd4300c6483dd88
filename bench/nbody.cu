/* nbody: one all-pairs n-body step, the shared-memory tile loop of GPU Gems 3, chapter 31
 * (Nyland, Harris, Prins): each 256-thread block loads a tile of 256 bodies into shared
 * memory, every thread accumulates its body's acceleration from the tile (rsqrtf), and
 * then integrates its velocity and position. Size: argv[1] or NBODY_N bodies, a multiple
 * of 256 (default 16384). */
#include <cuda_runtime.h>
#include <math.h>
#include "bench.h"
#include "nbody.h"

#define THREADS 256

__device__ float3 body_body_interaction(float4 bi, float4 bj, float3 ai)
{
    float3 r;
    r.x = bj.x - bi.x;
    r.y = bj.y - bi.y;
    r.z = bj.z - bi.z;
    float dist_sqr = r.x * r.x + r.y * r.y + r.z * r.z + NB_EPS2;
    float dist_sixth = dist_sqr * dist_sqr * dist_sqr;
    float inv_dist_cube = rsqrtf(dist_sixth);
    float s = bj.w * inv_dist_cube;
    ai.x += r.x * s;
    ai.y += r.y * s;
    ai.z += r.z * s;
    return ai;
}

__global__ void nbody_step(const float4 *pos, const float4 *vel, float4 *new_pos, float4 *new_vel, float dt)
{
    __shared__ float4 sh_pos[THREADS];
    int gtid = blockIdx.x * blockDim.x + threadIdx.x;
    float4 my_pos = pos[gtid];
    float3 acc = {0.0f, 0.0f, 0.0f};
    for (int tile = 0; tile < gridDim.x; tile++) {
        sh_pos[threadIdx.x] = pos[tile * blockDim.x + threadIdx.x];
        __syncthreads();
        for (int j = 0; j < blockDim.x; j++)
            acc = body_body_interaction(my_pos, sh_pos[j], acc);
        __syncthreads();
    }
    float4 v = vel[gtid];
    v.x += acc.x * dt;
    v.y += acc.y * dt;
    v.z += acc.z * dt;
    my_pos.x += v.x * dt;
    my_pos.y += v.y * dt;
    my_pos.z += v.z * dt;
    new_pos[gtid] = my_pos;
    new_vel[gtid] = v;
}

int main(int argc, char **argv)
{
    unsigned long long nn = bench_size(argc, argv, "NBODY_N", 16384);
    if (nn % THREADS || nn > (1u << 24)) { fprintf(stderr, "nbody: n must be a multiple of %d, <= 2^24\n", THREADS); return 2; }
    int n = (int)nn, reps = bench_reps();
    size_t bytes = (size_t)n * sizeof(float4);
    float *hpos = (float *)malloc(bytes), *hvel = (float *)malloc(bytes);
    float *hnpos = (float *)malloc(bytes), *hnvel = (float *)malloc(bytes);
    if (!hpos || !hvel || !hnpos || !hnvel) { fprintf(stderr, "nbody: out of host memory\n"); return 1; }
    nbody_input(hpos, hvel, n);

    float4 *pos, *vel, *npos, *nvel;
    CK(cudaMalloc((void **)&pos, bytes));
    CK(cudaMalloc((void **)&vel, bytes));
    CK(cudaMalloc((void **)&npos, bytes));
    CK(cudaMalloc((void **)&nvel, bytes));
    CK(cudaMemcpy(pos, hpos, bytes, cudaMemcpyHostToDevice));
    CK(cudaMemcpy(vel, hvel, bytes, cudaMemcpyHostToDevice));

    int blocks = n / THREADS;
    for (int w = 0; w < BENCH_WARMUP; w++) {   /* first launch JIT-compiles under heddle */
        nbody_step<<<blocks, THREADS>>>(pos, vel, npos, nvel, NB_DT);
        CK(cudaGetLastError());
        CK(cudaDeviceSynchronize());
    }
    double t[1000];
    for (int r = 0; r < reps; r++) {
        double t0 = bench_now_ms();
        nbody_step<<<blocks, THREADS>>>(pos, vel, npos, nvel, NB_DT);
        CK(cudaDeviceSynchronize());
        t[r] = bench_now_ms() - t0;
    }
    CK(cudaGetLastError());

    CK(cudaMemcpy(hnpos, npos, bytes, cudaMemcpyDeviceToHost));
    CK(cudaMemcpy(hnvel, nvel, bytes, cudaMemcpyDeviceToHost));
    if (nbody_check(hpos, hvel, hnpos, hnvel, n)) return 1;
    char size[64];
    snprintf(size, sizeof size, "n=%d", n);
    printf("nbody: result verified (%.1f G interactions/s)\n", (double)n * n / bench_median(t, reps) * 1e-6);
    bench_report("nbody", "cuda", size, t, reps);
    CK(cudaFree(pos)); CK(cudaFree(vel)); CK(cudaFree(npos)); CK(cudaFree(nvel));
    free(hpos); free(hvel); free(hnpos); free(hnvel);
    return 0;
}
