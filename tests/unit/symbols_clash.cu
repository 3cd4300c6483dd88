// symbols_clash.cu: a program that defines its own functions and data under names that
// heddle uses internally; with libheddle's internals hidden, both sides keep their own.
#include <cstdio>
#include <cuda_runtime.h>

extern "C" {
// same names as heddle internals, different meanings
int util_hash64 = 7;
int arena_alloc(int x) { return x + 1; }
int sb_printf(int x) { return x + 2; }
int strmap_get(int x) { return x + 3; }
int ptx_parse(int x) { return x + 4; }
int cfg_build(int x) { return x + 5; }
int emit_module(int x) { return x + 6; }
int jit_load(int x) { return x + 7; }
int fatbin_extract_ptx(int x) { return x + 8; }
int rt_launch(int x) { return x + 9; }
int rt_submit(int x) { return x + 10; }
int rt_diag(int x) { return x + 11; }
}

__global__ void scale(float *v, float s, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] *= s;
}

int main()
{
    const int n = 1000;
    float h[n], *d;
    for (int i = 0; i < n; i++) h[i] = (float)i;
    if (cudaMalloc(&d, sizeof h) != cudaSuccess) { printf("FAIL symbols_clash: cudaMalloc\n"); return 1; }
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    scale<<<(n + 127) / 128, 128>>>(d, 3.0f, n);
    cudaError_t e = cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    if (e != cudaSuccess) { printf("FAIL symbols_clash: %s\n", cudaGetErrorString(e)); return 1; }
    for (int i = 0; i < n; i++)
        if (h[i] != 3.0f * i) { printf("FAIL symbols_clash: v[%d] = %g\n", i, h[i]); return 1; }
    int sum = util_hash64 + arena_alloc(0) + sb_printf(0) + strmap_get(0) + ptx_parse(0) + cfg_build(0) +
              emit_module(0) + jit_load(0) + fatbin_extract_ptx(0) + rt_launch(0) + rt_submit(0) + rt_diag(0);
    if (sum != 7 + 66) { printf("FAIL symbols_clash: own functions returned %d\n", sum); return 1; }
    cudaFree(d);
    printf("PASS symbols_clash\n");
    return 0;
}
