// omp.cu: host code using OpenMP, built with -Xcompiler -fopenmp.
#include <cstdio>
#include <omp.h>
__global__ void omp_kernel(float *p) { p[threadIdx.x] *= 2.0f; }
int main() {
    int sum = 0;
#pragma omp parallel for reduction(+ : sum)
    for (int i = 0; i < 100; i++) sum += i;
    omp_kernel<<<1, 1>>>(nullptr);
    printf(sum == 4950 && omp_get_max_threads() >= 1 ? "PASS\n" : "FAIL\n");
    return sum != 4950;
}
