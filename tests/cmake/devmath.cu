// devmath.cu: a device function in a separable-compilation library
__device__ int collatz_steps(unsigned long long v) {
    int s = 0;
    while (v != 1) { v = (v & 1) ? 3 * v + 1 : v / 2; s++; }
    return s;
}
