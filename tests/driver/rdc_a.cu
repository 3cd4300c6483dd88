// rdc_a.cu: calls a __device__ function defined in rdc_b.cu (needs -rdc and a device link).
#include <cstdio>
__device__ float twice(float x);
__global__ void rdc_main_kernel(float *p) { p[threadIdx.x] = twice(p[threadIdx.x]); }
int rdc_b_launch(float *p);
int main() {
    rdc_main_kernel<<<1, 32>>>(nullptr);
    printf(rdc_b_launch(nullptr) == 3 ? "PASS\n" : "FAIL\n");
    return 0;
}
