// fatbin_rdc_b.cu: -rdc test, the other half of fatbin_rdc_a.cu.
__device__ float twice(float x) { return 2 * x; }
__global__ void rdc_kernel_b(float *p) { p[threadIdx.x] = twice(1.0f); }
void launch_b(float *p) { rdc_kernel_b<<<1, 32>>>(p); }
