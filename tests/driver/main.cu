// main.cu: heddle-nvcc test program; the kernel launch is skipped by the stub runtime.
#include <cstdio>
#ifndef MSG
#define MSG "PASS"
#endif
int helper_cpp(int x);   // util.cpp (only in the multi-file variant)
int second_launch(int *p); // second.cu (only in the multi-file variant)
__global__ void main_kernel(int *p, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) p[i] = i; }
int main() {
    main_kernel<<<1, 32>>>(nullptr, 0);
#ifdef MULTI
    if (helper_cpp(41) != 42 || second_launch(nullptr) != 7) { printf("FAIL\n"); return 1; }
#endif
    printf("%s\n", MSG);
    return 0;
}
