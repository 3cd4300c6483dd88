// check.h: the checking macros shared by the CUDA test programs. Define NAME (the test's
// name, a string literal) before including it.
//   CHECK(call)        the call must return cudaSuccess, else FAIL and exit
//   EXPECT(cond, ...)  cond must hold, else FAIL with a printf-style message and exit
//   SHOW(label, call)  print "label: <error name>" of what the call returned, then clear
//                      the last error (for outputs compared with a GPU's, *.gpu.out)
//   fail_limit()       how many mismatches a test that counts them prints: 40, or
//                      $TEST_MAXFAIL (to see them all when a GPU disagrees with a test)
#ifndef HEDDLE_TEST_CHECK_H
#define HEDDLE_TEST_CHECK_H
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call)                                                                              \
    do {                                                                                         \
        cudaError_t e_ = (call);                                                                 \
        if (e_ != cudaSuccess) {                                                                 \
            printf("FAIL " NAME ": line %d: %s returned %s\n", __LINE__, #call, cudaGetErrorName(e_)); \
            exit(1);                                                                             \
        }                                                                                        \
    } while (0)
#define EXPECT(cond, ...)                                   \
    do {                                                    \
        if (!(cond)) {                                      \
            printf("FAIL " NAME ": line %d: ", __LINE__);   \
            printf(__VA_ARGS__);                            \
            printf("\n");                                   \
            exit(1);                                        \
        }                                                   \
    } while (0)
#define SHOW(label, call)                                                  \
    do {                                                                   \
        cudaError_t e_ = (call);                                           \
        printf("%s: %s\n", label, cudaGetErrorName(e_));                   \
        fflush(stdout);                                                    \
        cudaGetLastError();                                                \
    } while (0)
static inline int fail_limit() {
    const char *e = getenv("TEST_MAXFAIL");
    return e ? atoi(e) : 40;
}
#endif
