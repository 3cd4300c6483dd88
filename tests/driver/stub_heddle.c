/* stub_heddle.c: a stand-in libheddle.so for tests/driver.sh. It exports the __cuda* host
 * ABI, reads the PTX of each registered fatbinary with src/runtime/fatbin.c and reports it on stdout
 * ("heddle-stub: ..."); launches are refused, so test programs run their host code only. */
#include <stdio.h>
#include <string.h>
#include "fatbin.h"

typedef struct {
  unsigned x, y, z;
} dim3;
static void *handle;

void **__cudaRegisterFatBinary(void *fat);
void __cudaRegisterFatBinaryEnd(void **h);
void __cudaUnregisterFatBinary(void **h);
void __cudaRegisterFunction(void **h, const char *hf, char *df, const char *dn, int tl, void *tid, void *bid, void *bd,
                            void *gd, int *ws);
void __cudaRegisterVar(void **h, char *hv, char *da, const char *dn, int ext, size_t size, int c, int g);
void __cudaRegisterManagedVar(void **h, void **hv, char *da, const char *dn, int ext, size_t size, int c, int g);
char __cudaInitModule(void **h);
unsigned __cudaPushCallConfiguration(dim3 g, dim3 b, size_t shmem, void *s);
int __cudaPopCallConfiguration(dim3 *g, dim3 *b, size_t *shmem, void *s);
int __cudaGetKernel(void **k, const void *hf);
int __cudaLaunchKernel(void *k, dim3 g, dim3 b, void **args, size_t shmem, void *s);
int __cudaLaunchKernel_ptsz(void *k, dim3 g, dim3 b, void **args, size_t shmem, void *s);
int cudaLaunchKernel(const void *f, dim3 g, dim3 b, void **args, size_t shmem, void *s);

void **__cudaRegisterFatBinary(void *fat) {
  fatbin_ptx *p;
  char err[512];
  int n = fatbin_extract_ptx(fat, &p, err, sizeof err);
  if (n < 0) {
    printf("heddle-stub: error: %s\n", err);
  } else {
    int best = fatbin_pick(p, n, 0);
    printf("heddle-stub: wrapper v%d: %d PTX, %d objects, arch %u, entry %s\n", ((int *)fat)[1], n,
           fatbin_nobjects(p, n), best >= 0 ? p[best].arch : 0,
           best >= 0 && strstr(p[best].text, ".entry") ? "yes" : "no");
    fatbin_free(p, n);
  }
  fflush(stdout);
  return &handle;
}
void __cudaRegisterFatBinaryEnd(void **h) {}
void __cudaUnregisterFatBinary(void **h) {}
void __cudaRegisterFunction(void **h, const char *hf, char *df, const char *dn, int tl, void *tid, void *bid, void *bd,
                            void *gd, int *ws) {
  printf("heddle-stub: function %s\n", dn);
}
void __cudaRegisterVar(void **h, char *hv, char *da, const char *dn, int ext, size_t size, int c, int g) {}
void __cudaRegisterManagedVar(void **h, void **hv, char *da, const char *dn, int ext, size_t size, int c, int g) {}
char __cudaInitModule(void **h) { return 1; }
unsigned __cudaPushCallConfiguration(dim3 g, dim3 b, size_t shmem, void *s) { return 1; /* skip the launch */ }
int __cudaPopCallConfiguration(dim3 *g, dim3 *b, size_t *shmem, void *s) { return 1; }
int __cudaGetKernel(void **k, const void *hf) {
  *k = NULL;
  return 1;
}
int __cudaLaunchKernel(void *k, dim3 g, dim3 b, void **args, size_t shmem, void *s) { return 1; }
int __cudaLaunchKernel_ptsz(void *k, dim3 g, dim3 b, void **args, size_t shmem, void *s) { return 1; }
int cudaLaunchKernel(const void *f, dim3 g, dim3 b, void **args, size_t shmem, void *s) { return 1; }
