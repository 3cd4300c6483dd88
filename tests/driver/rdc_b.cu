// rdc_b.cu: the other half of rdc_a.cu.
__device__ float twice(float x) { return 2.0f * x; }
__global__ void rdc_b_kernel(float *p) { p[0] = twice(1.5f); }
int rdc_b_launch(float *p) { rdc_b_kernel<<<1, 1>>>(p); return 3; }
