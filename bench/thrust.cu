/* thrust: Thrust's sort, reduce and inclusive_scan of n ints (CUB underneath), each timed
 * alone and checked against the host. Usage: thrust OP [n], OP one of sort, reduce, scan;
 * n from argv[2] or THRUST_N (default 2^24). The C++17 parallel algorithms do the same in
 * thrust_std.cpp; bench/thrust.sh runs both. */
#include <thrust/device_vector.h>
#include <thrust/functional.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/sort.h>
#include <algorithm>
#include <cstring>
#include <vector>
#include "bench.h"

int main(int argc, char **argv)
{
    const char *op = argc > 1 ? argv[1] : "";
    if (strcmp(op, "sort") && strcmp(op, "reduce") && strcmp(op, "scan")) {
        fprintf(stderr, "usage: thrust sort|reduce|scan [n]\n");
        return 2;
    }
    size_t n = (size_t)bench_size(argc - 1, argv + 1, "THRUST_N", 1ull << 24);
    int reps = bench_reps();
    std::vector<int> h(n);
    unsigned s = 12345;
    for (size_t i = 0; i < n; i++) {
        s = s * 1103515245u + 12345u;
        h[i] = (int)((s >> 4) % 2001) - 1000;
    }
    thrust::device_vector<int> src(h.begin(), h.end()), d(n), out(n);
    double t[1000];
    long long sum = 0;
    for (int r = -BENCH_WARMUP; r < reps; r++) {
        thrust::copy(src.begin(), src.end(), d.begin());
        CK(cudaDeviceSynchronize());
        double t0 = bench_now_ms();
        if (!strcmp(op, "sort")) thrust::sort(d.begin(), d.end());
        else if (!strcmp(op, "reduce")) sum = thrust::reduce(d.begin(), d.end(), 0LL, thrust::plus<long long>());
        else thrust::inclusive_scan(d.begin(), d.end(), out.begin());
        CK(cudaDeviceSynchronize());
        if (r >= 0) t[r] = bench_now_ms() - t0;
    }
    if (!strcmp(op, "sort")) {
        std::vector<int> want = h, got(n);
        std::sort(want.begin(), want.end());
        thrust::copy(d.begin(), d.end(), got.begin());
        if (got != want) { fprintf(stderr, "thrust sort: FAILED\n"); return 1; }
    } else if (!strcmp(op, "reduce")) {
        long long want = 0;
        for (int x : h) want += x;
        if (sum != want) { fprintf(stderr, "thrust reduce: FAILED: %lld, expected %lld\n", sum, want); return 1; }
    } else {
        std::vector<int> got(n);
        thrust::copy(out.begin(), out.end(), got.begin());
        unsigned run = 0;
        for (size_t i = 0; i < n; i++) {
            run += (unsigned)h[i];
            if ((unsigned)got[i] != run) { fprintf(stderr, "thrust scan: FAILED at %zu\n", i); return 1; }
        }
    }
    char size[64];
    snprintf(size, sizeof size, "n=%zu", n);
    printf("thrust %s: verified\n", op);
    bench_report(op, "thrust", size, t, reps);
    return 0;
}
