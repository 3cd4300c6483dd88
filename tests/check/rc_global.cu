// Races on global memory between blocks of one grid (racecheck --racecheck-global yes,
// which compute-sanitizer does not have): planted ones, and controls where blocks order
// their accesses by a fence and an atomic, a lock, a grid barrier or separate launches.
// Each case (argv[1]) checks what it computed where that is defined.
#include <cooperative_groups.h>
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>
namespace cg = cooperative_groups;

enum { NB = 8, NT = 128, N = NB * NT };

__global__ void neighbour(int *a, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  a[i] = i;
  // missing: a grid barrier (the next block's element may not be written yet)
  out[i] = a[(i + NT) % N];
}

__global__ void flag(int *f) {
  if (threadIdx.x == 0) *f = blockIdx.x; // every block writes the same word
}

__device__ unsigned retired;
// The last block to finish sums the blocks' partial sums; with fence, the partial sums are
// published before the ticket is taken (CUDA's threadFenceReduction pattern).
__global__ void lastblock(const int *in, int *part, int *sum, int fence) {
  __shared__ int s[NT];
  __shared__ bool last;
  int t = threadIdx.x;
  s[t] = in[blockIdx.x * NT + t];
  __syncthreads();
  for (int k = NT / 2; k > 0; k >>= 1) {
    if (t < k) s[t] += s[t + k];
    __syncthreads();
  }
  if (t == 0) {
    part[blockIdx.x] = s[0];
    if (fence) __threadfence();
    unsigned ticket = atomicInc(&retired, gridDim.x);
    last = ticket == gridDim.x - 1;
  }
  __syncthreads();
  if (last && t == 0) {
    int total = 0;
#pragma unroll 1
    for (int b = 0; b < gridDim.x; b++) total += part[b];
    *sum = total;
  }
}

__global__ void gridsync(int *a, int *out) {
  cg::grid_group g = cg::this_grid();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  a[i] = i;
  g.sync();
  out[i] = a[(i + NT) % N];
}

__device__ int lock_word;
__global__ void locked(int *count) {
  if (threadIdx.x == 0) {
    while (atomicCAS(&lock_word, 0, 1) != 0) {
    }
    __threadfence();
    *count = *count + 1; // plain accesses, one block at a time
    __threadfence();
    atomicExch(&lock_word, 0);
  }
}

__global__ void produce(int *a) { a[blockIdx.x * blockDim.x + threadIdx.x] = blockIdx.x; }
__global__ void consume(const int *a, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = a[(i + NT) % N];
}

// three bytes a block: neighbouring blocks write different bytes of one word
__global__ void bytes(unsigned char *c) {
  if (threadIdx.x < 3) c[blockIdx.x * 3 + threadIdx.x] = (unsigned char)(blockIdx.x + threadIdx.x);
}

__device__ int counter;
__global__ void devvar() {
  if (threadIdx.x == 0) counter = counter + 1; // a __device__ variable, every block, no atomic
}

// 16-byte accesses through a generic pointer in a device function: block b writes its
// element and reads the next block's
__device__ __noinline__ int4 next_of(const int4 *v, int b) { return v[(b + 1) % gridDim.x]; }
__global__ void vec(int4 *v, int *out) {
  if (threadIdx.x == 0) {
    v[blockIdx.x] = make_int4(blockIdx.x, 1, 2, 3);
    int4 n = next_of(v, blockIdx.x);
    out[blockIdx.x] = n.y + n.z + n.w;
  }
}

// Block 0 publishes an array and raises a volatile flag the other blocks wait for; with
// fence, the array is ordered before the flag (a producer/consumer handoff).
__global__ void handoff(int *data, volatile int *ready, int *out, int fence) {
  if (blockIdx.x == 0) {
    data[threadIdx.x] = threadIdx.x * 3;
    __syncthreads();
    if (threadIdx.x == 0) {
      if (fence) __threadfence();
      *ready = 1;
    }
    return;
  }
  if (threadIdx.x == 0)
    while (*ready == 0) {
    }
  __syncthreads();
  out[blockIdx.x * blockDim.x + threadIdx.x] = data[threadIdx.x];
}

// Status words passed through the L2 (ld.cg / st.cg in asm volatile, as older CUB's
// ThreadLoad/ThreadStore give its decoupled look-back): how blocks signal each other,
// never a race. Each block publishes its word and looks at the next block's.
__device__ unsigned long long load_cg(const unsigned long long *p) {
  unsigned long long v;
  asm volatile("ld.global.cg.u64 %0, [%1];" : "=l"(v) : "l"(p) : "memory");
  return v;
}
__device__ void store_cg(unsigned long long *p, unsigned long long v) {
  asm volatile("st.global.cg.u64 [%0], %1;" : : "l"(p), "l"(v) : "memory");
}
__global__ void lookback(unsigned long long *status, int *out) {
  if (threadIdx.x) return;
  store_cg(&status[blockIdx.x], (1ull << 32) | blockIdx.x);
  unsigned long long d = load_cg(&status[(blockIdx.x + 1) % gridDim.x]);
  out[blockIdx.x] = d == 0 || d == ((1ull << 32) | ((blockIdx.x + 1) % gridDim.x)); // either is right
}

// every thread fences, often: a fence alone orders nothing between blocks
__global__ void fenced(int *a, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  a[i] = i;
  for (int k = 0; k < 6; k++) __threadfence();
  out[i] = a[(i + NT) % N];
}

static int fail(const char *what) {
  printf("FAIL %s\n", what);
  return 1;
}

int main(int argc, char **argv) {
  const char *c = argc > 1 ? argv[1] : "neighbour";
  int *a, *out, *h = new int[N];
  cudaMalloc(&a, N * sizeof(int));
  cudaMalloc(&out, N * sizeof(int));
  cudaMemset(a, 0, N * sizeof(int));
  cudaMemset(out, 0, N * sizeof(int));
  int bad = 0;
  if (!strcmp(c, "neighbour")) neighbour<<<NB, NT>>>(a, out);
  else if (!strcmp(c, "flag")) flag<<<NB, NT>>>(out);
  else if (!strcmp(c, "devvar")) devvar<<<NB, NT>>>();
  else if (!strcmp(c, "fenced")) fenced<<<NB, NT>>>(a, out);
  else if (!strcmp(c, "lookback")) {
    lookback<<<NB, NT>>>((unsigned long long *)a, out);
    cudaMemcpy(h, out, NB * sizeof(int), cudaMemcpyDeviceToHost);
    for (int b = 0; b < NB; b++)
      if (h[b] != 1) {
        bad |= fail("lookback");
        break;
      }
  }
  else if (!strcmp(c, "handoff") || !strcmp(c, "handoff_nofence")) {
    handoff<<<NB, NT>>>(a, out, out, !strcmp(c, "handoff"));
    cudaMemcpy(h, out, N * sizeof(int), cudaMemcpyDeviceToHost);
    for (int i = NT; i < N; i++)
      if (h[i] != i % NT * 3) {
        bad |= fail("handoff");
        break;
      }
  }
  else if (!strcmp(c, "vec")) vec<<<NB, NT>>>((int4 *)a, out);
  else if (!strcmp(c, "lastblock") || !strcmp(c, "nofence")) {
    int *in, *sum, want = 0;
    for (int i = 0; i < N; i++) h[i] = i % 7, want += i % 7;
    cudaMalloc(&in, N * sizeof(int));
    cudaMalloc(&sum, sizeof(int));
    cudaMemcpy(in, h, N * sizeof(int), cudaMemcpyHostToDevice);
    lastblock<<<NB, NT>>>(in, a, sum, !strcmp(c, "lastblock"));
    int got = 0;
    cudaMemcpy(&got, sum, sizeof got, cudaMemcpyDeviceToHost);
    if (got != want) bad |= fail("sum");
    cudaFree(in);
    cudaFree(sum);
  } else if (!strcmp(c, "gridsync")) {
    void *args[] = {&a, &out};
    cudaLaunchCooperativeKernel((void *)gridsync, NB, NT, args, 0, 0);
    cudaMemcpy(h, out, N * sizeof(int), cudaMemcpyDeviceToHost);
    for (int i = 0; i < N; i++)
      if (h[i] != (i + NT) % N) {
        bad |= fail("gridsync");
        break;
      }
  } else if (!strcmp(c, "lock")) {
    locked<<<NB, NT>>>(out);
    cudaMemcpy(h, out, sizeof(int), cudaMemcpyDeviceToHost);
    if (h[0] != NB) bad |= fail("lock");
  } else if (!strcmp(c, "launches")) {
    produce<<<NB, NT>>>(a);
    consume<<<NB, NT>>>(a, out);
    cudaMemcpy(h, out, N * sizeof(int), cudaMemcpyDeviceToHost);
    for (int i = 0; i < N; i++)
      if (h[i] != (i + NT) % N / NT) {
        bad |= fail("launches");
        break;
      }
  } else if (!strcmp(c, "bytes")) {
    unsigned char hc[NB * 3];
    bytes<<<NB, NT>>>((unsigned char *)a);
    cudaMemcpy(hc, a, sizeof hc, cudaMemcpyDeviceToHost);
    for (int i = 0; i < NB * 3; i++)
      if (hc[i] != (unsigned char)(i / 3 + i % 3)) {
        bad |= fail("bytes");
        break;
      }
  } else {
    fprintf(stderr, "unknown case %s\n", c);
    return 2;
  }
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s: %s%s\n", c, cudaGetErrorName(e), bad ? " (wrong results)" : "");
  cudaFree(a);
  cudaFree(out);
  delete[] h;
  return bad;
}
