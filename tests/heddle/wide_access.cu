// wide_access (heddle only: sm_100's code, and the H100/H200 here are sm_90): 256-bit loads
// and stores (ld/st.global.v8.f32 and .v8.b32, PTX 8.8), and the kernel parameter attributes
// nvcc writes for sm_100 (.param .u64 .ptr .align N), translated and run on the CPU; the
// results are checked against the host's.
// test-flags: -arch=sm_100
#include <cstdio>

__global__ void wide(const float *a, float *b, const unsigned *u, unsigned *w)
{
    int t = threadIdx.x;
    float v[8];
    unsigned x[8];
    asm volatile("ld.global.v8.f32 {%0,%1,%2,%3,%4,%5,%6,%7}, [%8];"
                 : "=f"(v[0]), "=f"(v[1]), "=f"(v[2]), "=f"(v[3]), "=f"(v[4]), "=f"(v[5]), "=f"(v[6]), "=f"(v[7])
                 : "l"(a + t * 8));
    asm volatile("ld.global.v8.b32 {%0,%1,%2,%3,%4,%5,%6,%7}, [%8];"
                 : "=r"(x[0]), "=r"(x[1]), "=r"(x[2]), "=r"(x[3]), "=r"(x[4]), "=r"(x[5]), "=r"(x[6]), "=r"(x[7])
                 : "l"(u + t * 8));
    for (int i = 0; i < 8; i++) v[i] = v[i] * 2.0f + (float)i, x[i] = x[i] * 3u + (unsigned)t;
    asm volatile("st.global.v8.f32 [%0], {%1,%2,%3,%4,%5,%6,%7,%8};" ::"l"(b + t * 8), "f"(v[0]), "f"(v[1]), "f"(v[2]),
                 "f"(v[3]), "f"(v[4]), "f"(v[5]), "f"(v[6]), "f"(v[7])
                 : "memory");
    asm volatile("st.global.v8.b32 [%0], {%1,%2,%3,%4,%5,%6,%7,%8};" ::"l"(w + t * 8), "r"(x[0]), "r"(x[1]), "r"(x[2]),
                 "r"(x[3]), "r"(x[4]), "r"(x[5]), "r"(x[6]), "r"(x[7])
                 : "memory");
}

int main()
{
    const int n = 64 * 8;
    float *a, *b;
    unsigned *u, *w;
    cudaMallocManaged(&a, n * sizeof(float));
    cudaMallocManaged(&b, n * sizeof(float));
    cudaMallocManaged(&u, n * sizeof(unsigned));
    cudaMallocManaged(&w, n * sizeof(unsigned));
    for (int i = 0; i < n; i++) a[i] = (float)i * 0.5f, u[i] = 1000u + (unsigned)i;
    wide<<<1, 64>>>(a, b, u, w);
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) {
        printf("FAIL wide_access: %s\n", cudaGetErrorName(e));
        return 1;
    }
    for (int i = 0; i < n; i++)
        if (b[i] != a[i] * 2.0f + (float)(i % 8) || w[i] != u[i] * 3u + (unsigned)(i / 8)) {
            printf("FAIL wide_access: element %d: %g %u\n", i, b[i], w[i]);
            return 1;
        }
    printf("PASS wide_access\n");
    return 0;
}
