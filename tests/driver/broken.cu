// broken.cu: does not compile; heddle-nvcc must return nvcc's failure status.
__global__ void broken_kernel(int *p) { p[0] = undeclared_name; }
