// host.cpp: the host-side check of saxpy.cu, compiled by the C++ compiler
#include <cstdio>
int check_saxpy(const float *x, const float *y, const float *y0, float a, int n) {
    for (int i = 0; i < n; i++)
        if (y[i] != a * x[i] + y0[i]) {
            std::printf("FAIL saxpy: y[%d] = %g, want %g\n", i, y[i], a * x[i] + y0[i]);
            return 1;
        }
    std::printf("PASS saxpy %d elements\n", n);
    return 0;
}
