// Planted defects in global memory, one per case (argv[1]); each case is one
// program run under `heddle check` (and compute-sanitizer on a GPU).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>

__global__ void write_past(int *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i <= n) a[i] = i; // i == n: one element past the end
}
__global__ void write_before(int *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i - 1] = i; // thread 0 writes a[-1]
}
__global__ void read_u8(const unsigned char *a, int n, int *out) {
  int i = threadIdx.x;
  if (i < 8) out[i] = a[n + i * 0 + (i == 3 ? 0 : -1)]; // thread 3 reads a[n]
}
__global__ void read_u16(const unsigned short *a, int n, int *out) {
  int i = threadIdx.x;
  out[i] = a[i + n - 31]; // thread 31 reads a[n]
}
__global__ void read_f64(const double *a, int n, double *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = a[i] + a[i + 1]; // the last thread reads a[n]
}
__global__ void read_v4(const float4 *a, int n, float *out) {
  int i = threadIdx.x;
  float4 v = a[i * 2]; // threads n/2.. read past the end
  out[i] = v.x + v.y + v.z + v.w;
}
__global__ void atomic_past(int *hist, const int *keys, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&hist[keys[i]], 1); // one key is 16 in a 16-bin histogram
}
__device__ __noinline__ void store_at(float *p, int i, float v) { p[i] = v; }
__global__ void devfunc(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) store_at(a, i + 2, 1.0f); // the last two threads write past the end
}
__global__ void loop_past(const int *a, int n, int *sum) {
  int s = 0;
  for (int i = threadIdx.x; i <= n; i += blockDim.x) s += a[i]; // <= n
  atomicAdd(sum, s);
}
__global__ void use_after_free(int *a) { a[threadIdx.x] = 1; }
__global__ void host_ptr(int *a) {
  if (threadIdx.x == 0) a[0] = 7;
}
__global__ void misaligned(const char *base, int *out) {
  if (threadIdx.x == 0) out[0] = *(const int *)(base + 2);
}

__global__ void stencil2d(const float *a, float *b, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) b[y * w + x] = a[y * w + x] + a[(y + 1) * w + x]; // the last row reads past
}
__global__ void all_past(int *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  a[i + n] = i; // every thread of every block
}
__global__ void managed_past(double *m, int n) {
  int i = threadIdx.x;
  if (i < n) m[i + 1] *= 2.0; // the last thread writes past the end
}
struct pair {
  long long a, b;
};
__global__ void struct_store(pair *p, int n) {
  int i = threadIdx.x;
  if (i <= n) p[i].b = i; // 8-byte stores; thread n is past the end
}
__global__ void byte_fill(unsigned char *p, int n) {
  for (int i = threadIdx.x; i < n + 4; i += blockDim.x) p[i] = 0xff; // four bytes too many
}

static void done(const char *what) {
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s: %s\n", what, cudaGetErrorName(e));
}

int main(int argc, char **argv) {
  const char *c = argc > 1 ? argv[1] : "write_past";
  int *d, *out, *first = NULL;
  if (!strcmp(c, "write_before")) cudaMalloc(&first, 64 * sizeof(int)); // nothing below it

  cudaMalloc(&d, 4096);
  cudaMemset(d, 0, 4096);
  cudaMalloc(&out, 4096);
  cudaMemset(out, 0, 4096);
  if (!strcmp(c, "write_past")) {
    int *a;
    cudaMalloc(&a, 100 * sizeof(int));
    write_past<<<1, 128>>>(a, 100);
  } else if (!strcmp(c, "write_before")) {
    write_before<<<1, 64>>>(first, 64);
  } else if (!strcmp(c, "read_u8")) {
    unsigned char *a;
    cudaMalloc(&a, 37);
    cudaMemset(a, 1, 37);
    read_u8<<<1, 32>>>(a, 37, out);
  } else if (!strcmp(c, "read_u16")) {
    unsigned short *a;
    cudaMalloc(&a, 50 * 2);
    cudaMemset(a, 1, 100);
    read_u16<<<1, 32>>>(a, 50, out);
  } else if (!strcmp(c, "read_f64")) {
    double *a;
    cudaMalloc(&a, 200 * 8);
    cudaMemset(a, 0, 1600);
    read_f64<<<2, 100>>>(a, 200, (double *)out);
  } else if (!strcmp(c, "read_v4")) {
    float4 *a;
    cudaMalloc(&a, 24 * sizeof(float4));
    cudaMemset(a, 0, 24 * sizeof(float4));
    read_v4<<<1, 16>>>(a, 24, (float *)out);
  } else if (!strcmp(c, "atomic_past")) {
    int *hist, *keys, hk[64];
    cudaMalloc(&hist, 16 * sizeof(int));
    cudaMemset(hist, 0, 64);
    cudaMalloc(&keys, sizeof hk);
    for (int i = 0; i < 64; i++) hk[i] = i == 40 ? 16 : i % 16;
    cudaMemcpy(keys, hk, sizeof hk, cudaMemcpyHostToDevice);
    atomic_past<<<2, 32>>>(hist, keys, 64);
  } else if (!strcmp(c, "devfunc")) {
    float *a;
    cudaMalloc(&a, 96 * sizeof(float));
    devfunc<<<3, 32>>>(a, 96);
  } else if (!strcmp(c, "loop_past")) {
    int *a;
    cudaMalloc(&a, 1000 * sizeof(int));
    cudaMemset(a, 0, 4000);
    loop_past<<<1, 64>>>(a, 1000, out);
  } else if (!strcmp(c, "stencil2d")) {
    float *a, *b;
    cudaMalloc(&b, 64 * 16 * sizeof(float));
    cudaMalloc(&a, 64 * 16 * sizeof(float)); // the last allocation: nothing after it
    cudaMemset(a, 0, 64 * 16 * sizeof(float));
    stencil2d<<<dim3(2, 2), dim3(32, 8)>>>(a, b, 64, 16);
  } else if (!strcmp(c, "all_past")) {
    int *a;
    cudaMalloc(&a, 256 * sizeof(int));
    all_past<<<4, 64>>>(a, 256);
  } else if (!strcmp(c, "managed_past")) {
    double *m;
    cudaMallocManaged(&m, 48 * sizeof(double));
    for (int i = 0; i < 48; i++) m[i] = i;
    managed_past<<<1, 64>>>(m, 48);
  } else if (!strcmp(c, "struct_store")) {
    pair *p;
    cudaMalloc(&p, 10 * sizeof(pair));
    struct_store<<<1, 32>>>(p, 10);
  } else if (!strcmp(c, "byte_fill")) {
    unsigned char *p;
    cudaMalloc(&p, 1000);
    byte_fill<<<1, 128>>>(p, 1000);
  } else if (!strcmp(c, "use_after_free")) {
    int *a;
    cudaMalloc(&a, 1 << 20);
    cudaFree(a);
    use_after_free<<<1, 32>>>(a);
  } else if (!strcmp(c, "host_ptr")) {
    int *h = (int *)malloc(4096);
    host_ptr<<<1, 32>>>(h);
    done(c);
    free(h);
    return 0;
  } else if (!strcmp(c, "misaligned")) {
    misaligned<<<1, 32>>>((const char *)d, out);
  } else {
    fprintf(stderr, "unknown case %s\n", c);
    return 2;
  }
  done(c);
  return 0;
}
