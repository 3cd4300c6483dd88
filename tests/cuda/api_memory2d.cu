// api_memory2d: pitched allocations and 2D copies/memsets, pointer attributes, managed
// memory, device limits, kernel attributes and the occupancy query.
#include <cstdio>
#include <cstdlib>

#define CHECK(call)                                                                             \
  do {                                                                                          \
    cudaError_t e_ = (call);                                                                    \
    if (e_ != cudaSuccess) {                                                                    \
      printf("FAIL api_memory2d: %s:%d: %s returned %s\n", __FILE__, __LINE__, #call,         \
             cudaGetErrorName(e_));                                                             \
      exit(1);                                                                                  \
    }                                                                                           \
  } while (0)
#define EXPECT(cond, ...) do { if (!(cond)) { printf("FAIL api_memory2d: " __VA_ARGS__); printf("\n"); exit(1); } } while (0)

__global__ void add_rows(float *m, size_t pitch, int w, int h) {
  __shared__ float tile[256];
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;
  tile[threadIdx.x] = (float)y;
  __syncthreads();
  if (x < w && y < h) {
    float *row = (float *)((char *)m + y * pitch);
    row[x] += tile[threadIdx.x];
  }
}

__global__ void bump(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] += 1;
}

int main() {
  const int w = 100, h = 37;
  float *d;
  size_t pitch = 0;
  CHECK(cudaMallocPitch((void **)&d, &pitch, w * sizeof(float), h));
  EXPECT(pitch >= w * sizeof(float) && pitch % 256 == 0, "pitch %zu", pitch);
  float *hm = (float *)malloc(w * h * sizeof(float));
  for (int i = 0; i < w * h; i++) hm[i] = (float)i;
  CHECK(cudaMemset2D(d, pitch, 0, w * sizeof(float), h));
  CHECK(cudaMemcpy2D(d, pitch, hm, w * sizeof(float), w * sizeof(float), h, cudaMemcpyHostToDevice));
  add_rows<<<dim3((w + 255) / 256, h), 256>>>(d, pitch, w, h);
  CHECK(cudaGetLastError());
  float *back = (float *)malloc(w * h * sizeof(float));
  CHECK(cudaMemcpy2D(back, w * sizeof(float), d, pitch, w * sizeof(float), h, cudaMemcpyDeviceToHost));
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      EXPECT(back[y * w + x] == (float)(y * w + x) + (float)y, "2D result (%d,%d) = %g", x, y, back[y * w + x]);
  cudaError_t e = cudaMemcpy2D(back, 8, d, pitch, 16, 2, cudaMemcpyDeviceToHost);
  EXPECT(e == cudaErrorInvalidPitchValue, "width > pitch gave %s", cudaGetErrorName(e));
  EXPECT(cudaGetLastError() == cudaErrorInvalidPitchValue, "last error after the bad pitch");
  EXPECT(cudaGetLastError() == cudaSuccess, "bad pitch is not sticky");

  /* pointer attributes */
  int *dev, *host, *man, stackv = 0;
  CHECK(cudaMalloc(&dev, 64));
  CHECK(cudaMallocHost(&host, 64));
  CHECK(cudaMallocManaged(&man, 64 * sizeof(int)));
  cudaPointerAttributes a;
  CHECK(cudaPointerGetAttributes(&a, dev));
  EXPECT(a.type == cudaMemoryTypeDevice && a.devicePointer == dev, "device attributes: type %d", (int)a.type);
  CHECK(cudaPointerGetAttributes(&a, host));
  EXPECT(a.type == cudaMemoryTypeHost && a.hostPointer == host, "host attributes: type %d", (int)a.type);
  CHECK(cudaPointerGetAttributes(&a, man));
  EXPECT(a.type == cudaMemoryTypeManaged, "managed attributes: type %d", (int)a.type);
  CHECK(cudaPointerGetAttributes(&a, &stackv));
  EXPECT(a.type == cudaMemoryTypeUnregistered, "stack attributes: type %d", (int)a.type);

  /* managed memory is usable from both sides */
  for (int i = 0; i < 64; i++) man[i] = i;
  bump<<<1, 64>>>(man, 64);
  CHECK(cudaDeviceSynchronize());
  for (int i = 0; i < 64; i++) EXPECT(man[i] == i + 1, "managed [%d] = %d", i, man[i]);

  /* limits, kernel attributes, occupancy */
  size_t fifo = 0;
  CHECK(cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 4 << 20));
  CHECK(cudaDeviceGetLimit(&fifo, cudaLimitPrintfFifoSize));
  EXPECT(fifo >= (4u << 20), "printf fifo %zu", fifo);
  cudaFuncAttributes fa;
  CHECK(cudaFuncGetAttributes(&fa, add_rows));
  EXPECT(fa.maxThreadsPerBlock == 1024 && fa.sharedSizeBytes == 256 * sizeof(float),
         "attributes: maxThreadsPerBlock %d sharedSizeBytes %zu", fa.maxThreadsPerBlock, fa.sharedSizeBytes);
  int blocks = 0;
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, add_rows, 256, 0));
  EXPECT(blocks >= 1 && blocks <= 32, "occupancy %d blocks", blocks);
  CHECK(cudaFree(d)); CHECK(cudaFree(dev)); CHECK(cudaFreeHost(host)); CHECK(cudaFree(man));
  free(hm); free(back);
  printf("PASS api_memory2d\n");
  return 0;
}
