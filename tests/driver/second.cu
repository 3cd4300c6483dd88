// second.cu: a second CUDA translation unit for the multi-file heddle-nvcc test.
__global__ void second_kernel(int *p) { p[threadIdx.x] = 2 * threadIdx.x; }
int second_launch(int *p) { second_kernel<<<1, 32>>>(p); return 7; }
