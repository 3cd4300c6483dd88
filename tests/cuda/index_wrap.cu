// index_wrap: 32-bit thread indices that wrap around, widened to 64 bits. heddle computes
// widened indices of the form base + threadIdx.x in 64 bits when the block's range cannot
// wrap (so that loads and stores vectorize); these bases make it wrap inside a block, and
// the results must still be PTX's 32-bit ones: sign extension (int), zero extension
// (unsigned), and widening multiplies (mul.wide.s32 / mul.wide.u32); in 2D blocks, bases
// and pitches that make some rows wrap, and a row index scaled by two 32-bit values.
#include <cstdio>
#include <cstdlib>

__global__ void widen(unsigned base, long long *s, unsigned long long *u, long long *sm, unsigned long long *um)
{
    unsigned j = base + blockIdx.x * blockDim.x + threadIdx.x;
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    s[t] = (long long)(int)j;
    u[t] = (unsigned long long)j;
    sm[t] = (long long)(int)j * 12;
    um[t] = (unsigned long long)j * 12u;
}

// rows of a 2D block whose pitch makes the index wrap in some rows only (heddle tests the
// no-wrap condition once for the block, from three rows where the row's part is linear in
// threadIdx.y and threadIdx.z: a block that wraps anywhere takes the plain 32-bit forms)
__global__ void widen2d(unsigned base, unsigned pitch, long long *s, unsigned long long *u)
{
    unsigned y = blockIdx.y * blockDim.y + threadIdx.y, x = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned j = base + y * pitch + x;
    int t = (int)(y * (gridDim.x * blockDim.x) + x);
    s[t] = (long long)(int)j;
    u[t] = (unsigned long long)j;
}

// a row index scaled by two 32-bit values: (ty * a + c) * b, with a and b 2^31, wraps a
// 64-bit product too (a review found heddle testing only the first and last rows here)
__global__ void widen_prod(unsigned a, unsigned b, unsigned c, long long *s, unsigned long long *u)
{
    unsigned j = (threadIdx.y * a + c) * b + threadIdx.x;
    int t = (int)(threadIdx.y * blockDim.x + threadIdx.x);
    s[t] = (long long)(int)j;
    u[t] = (unsigned long long)j;
}

// a row part that is not linear in threadIdx.y: ty * (ty - 1) is 0 in rows 0 and 1, where
// a linear one would be 0 in every row, and wraps in the later rows
__global__ void widen_sq(unsigned base, unsigned pitch, long long *s, unsigned long long *u)
{
    unsigned j = base + threadIdx.y * (threadIdx.y - 1) * pitch + threadIdx.x;
    int t = (int)(threadIdx.y * blockDim.x + threadIdx.x);
    s[t] = (long long)(int)j;
    u[t] = (unsigned long long)j;
}

// 3D blocks: a row part linear in threadIdx.y and threadIdx.z that wraps in the far corner
// rows only (ty and tz both large)
__global__ void widen3d(unsigned base, unsigned py, unsigned pz, long long *s, unsigned long long *u)
{
    unsigned j = base + threadIdx.y * py + threadIdx.z * pz + threadIdx.x;
    int t = (int)((threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x);
    s[t] = (long long)(int)j;
    u[t] = (unsigned long long)j;
}

static int check_rows(long long *s, unsigned long long *u)
{
    const unsigned bases[] = {0x7fffff00u, 0xffffff00u, 0u};
    for (unsigned base : bases) {
        widen_sq<<<1, dim3(16, 5)>>>(base, 1u << 20, s, u);
        if (cudaDeviceSynchronize() != cudaSuccess) { printf("FAIL index_wrap: launch sq\n"); return 1; }
        for (unsigned y = 0; y < 5; y++)
            for (unsigned x = 0; x < 16; x++) {
                unsigned j = base + y * (y - 1) * (1u << 20) + x;
                int t = (int)(y * 16 + x);
                if (s[t] != (long long)(int)j || u[t] != (unsigned long long)j) {
                    printf("FAIL index_wrap: sq base %#x (%u, %u): got %lld %llu, want %lld %llu\n", base, x, y, s[t], u[t],
                           (long long)(int)j, (unsigned long long)j);
                    return 1;
                }
            }
        const unsigned pz[] = {0x8000u, 0x10u};
        for (unsigned q : pz) {
            unsigned b3 = base - 0x10000u;
            widen3d<<<1, dim3(16, 8, 3)>>>(b3, 0x1000u, q, s, u);
            if (cudaDeviceSynchronize() != cudaSuccess) { printf("FAIL index_wrap: launch 3d\n"); return 1; }
            for (unsigned z = 0; z < 3; z++)
                for (unsigned y = 0; y < 8; y++)
                    for (unsigned x = 0; x < 16; x++) {
                        unsigned j = b3 + y * 0x1000u + z * q + x;
                        int t = (int)((z * 8 + y) * 16 + x);
                        if (s[t] != (long long)(int)j || u[t] != (unsigned long long)j) {
                            printf("FAIL index_wrap: 3d base %#x pz %#x (%u, %u, %u): got %lld %llu, want %lld %llu\n", b3,
                                   q, x, y, z, s[t], u[t], (long long)(int)j, (unsigned long long)j);
                            return 1;
                        }
                    }
        }
    }
    return 0;
}

static int check_prod(long long *s, unsigned long long *u)
{
    const unsigned as[] = {0x80000000u, 0x40000000u, 3u}, cs[] = {0u, 1u, 0x7fffffffu};
    for (unsigned a : as)
        for (unsigned c : cs) {
            widen_prod<<<1, dim3(16, 5)>>>(a, 0x80000000u, c, s, u);
            if (cudaDeviceSynchronize() != cudaSuccess) { printf("FAIL index_wrap: launch prod\n"); return 1; }
            for (unsigned y = 0; y < 5; y++)
                for (unsigned x = 0; x < 16; x++) {
                    unsigned j = (y * a + c) * 0x80000000u + x;
                    int t = (int)(y * 16 + x);
                    if (s[t] != (long long)(int)j || u[t] != (unsigned long long)j) {
                        printf("FAIL index_wrap: prod a %#x c %#x (%u, %u): got %lld %llu, want %lld %llu\n", a, c, x, y,
                               s[t], u[t], (long long)(int)j, (unsigned long long)j);
                        return 1;
                    }
                }
        }
    return 0;
}

static int check2d()
{
    long long *s;
    unsigned long long *u;
    cudaMallocManaged(&s, 24 * 32 * sizeof *s);
    cudaMallocManaged(&u, 24 * 32 * sizeof *u);
    const unsigned bases[] = {0u, 0x7fffff00u, 0xfffff000u, 0x7ffffff0u, 0x10u};
    const unsigned pitches[] = {1u << 20, 0x10000001u, 64u};
    for (unsigned base : bases)
        for (unsigned pitch : pitches) {
            widen2d<<<dim3(2, 3), dim3(16, 8)>>>(base, pitch, s, u);
            if (cudaDeviceSynchronize() != cudaSuccess) { printf("FAIL index_wrap: launch 2d\n"); return 1; }
            for (unsigned y = 0; y < 24; y++)
                for (unsigned x = 0; x < 32; x++) {
                    unsigned j = base + y * pitch + x;
                    int t = (int)(y * 32 + x);
                    if (s[t] != (long long)(int)j || u[t] != (unsigned long long)j) {
                        printf("FAIL index_wrap: 2d base %#x pitch %#x (%u, %u): got %lld %llu, want %lld %llu\n", base,
                               pitch, x, y, s[t], u[t], (long long)(int)j, (unsigned long long)j);
                        return 1;
                    }
                }
        }
    return check_prod(s, u) || check_rows(s, u);
}

int main()
{
    const int n = 256;
    const unsigned bases[] = {0u, 0x7fffff80u, 0xffffff80u, 0x7fffffffu, 0xfffffff0u, 12345u};
    long long *s, *sm;
    unsigned long long *u, *um;
    cudaMallocManaged(&s, n * sizeof *s);
    cudaMallocManaged(&u, n * sizeof *u);
    cudaMallocManaged(&sm, n * sizeof *sm);
    cudaMallocManaged(&um, n * sizeof *um);
    for (unsigned base : bases) {
        widen<<<2, 128>>>(base, s, u, sm, um);
        if (cudaDeviceSynchronize() != cudaSuccess) { printf("FAIL index_wrap: launch\n"); return 1; }
        for (int t = 0; t < n; t++) {
            unsigned j = base + (unsigned)t;
            long long ws = (long long)(int)j, wsm = (long long)(int)j * 12;
            unsigned long long wu = j, wum = (unsigned long long)j * 12u;
            if (s[t] != ws || u[t] != wu || sm[t] != wsm || um[t] != wum) {
                printf("FAIL index_wrap: base %#x thread %d: got %lld %llu %lld %llu, want %lld %llu %lld %llu\n", base, t,
                       s[t], u[t], sm[t], um[t], ws, wu, wsm, wum);
                return 1;
            }
        }
    }
    if (check2d()) return 1;
    printf("PASS index_wrap\n");
    return 0;
}
