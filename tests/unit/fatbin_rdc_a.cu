// fatbin_rdc_a.cu: -rdc test, calls a __device__ function defined in fatbin_rdc_b.cu.
__device__ float twice(float x);
__global__ void rdc_kernel_a(float *p) { p[threadIdx.x] = twice(p[threadIdx.x]); }
void launch_a(float *p) { rdc_kernel_a<<<1, 32>>>(p); }
