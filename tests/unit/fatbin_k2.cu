// fatbin_k2.cu: a second translation unit, so a linked .nv_fatbin holds two fatbins.
__global__ void second_kernel(int *p) { p[threadIdx.x] = threadIdx.x; }
void launch2(int *p) { second_kernel<<<1, 32>>>(p); }
