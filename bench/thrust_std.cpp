/* thrust_std: what bench/thrust.cu times, with the C++17 algorithms: std::sort,
 * std::reduce and std::inclusive_scan under a policy. Usage: thrust_std OP POLICY [n], OP one
 * of sort, reduce, scan, POLICY seq or par (std::execution::par: libstdc++ runs it on TBB);
 * n from argv[3] or THRUST_N (default 2^24). */
#include <algorithm>
#include <cstring>
#include <execution>
#include <numeric>
#include <vector>
#include "bench.h"

template <class P> static void run(const char *op, P pol, std::vector<int> &d, std::vector<int> &out, long long &sum)
{
    if (!strcmp(op, "sort")) std::sort(pol, d.begin(), d.end());
    else if (!strcmp(op, "reduce")) sum = std::reduce(pol, d.begin(), d.end(), 0LL);
    else std::inclusive_scan(pol, d.begin(), d.end(), out.begin());
}

int main(int argc, char **argv)
{
    const char *op = argc > 1 ? argv[1] : "", *policy = argc > 2 ? argv[2] : "";
    if ((strcmp(op, "sort") && strcmp(op, "reduce") && strcmp(op, "scan")) || (strcmp(policy, "seq") && strcmp(policy, "par"))) {
        fprintf(stderr, "usage: thrust_std sort|reduce|scan seq|par [n]\n");
        return 2;
    }
    size_t n = (size_t)bench_size(argc - 2, argv + 2, "THRUST_N", 1ull << 24);
    int reps = bench_reps();
    std::vector<int> h(n), d(n), out(n);
    unsigned s = 12345;
    for (size_t i = 0; i < n; i++) {
        s = s * 1103515245u + 12345u;
        h[i] = (int)((s >> 4) % 2001) - 1000;
    }
    double t[1000];
    long long sum = 0;
    for (int r = -BENCH_WARMUP; r < reps; r++) {
        d = h;
        double t0 = bench_now_ms();
        if (!strcmp(policy, "par")) run(op, std::execution::par, d, out, sum);
        else run(op, std::execution::seq, d, out, sum);
        if (r >= 0) t[r] = bench_now_ms() - t0;
    }
    long long want = 0;
    for (int x : h) want += x;
    if ((!strcmp(op, "sort") && !std::is_sorted(d.begin(), d.end())) || (!strcmp(op, "reduce") && sum != want) ||
        (!strcmp(op, "scan") && out[n - 1] != (int)(unsigned)want)) {
        fprintf(stderr, "thrust_std %s: FAILED\n", op);
        return 1;
    }
    char size[64], impl[32];
    snprintf(size, sizeof size, "n=%zu", n);
    snprintf(impl, sizeof impl, "std %s", policy);
    bench_report(op, impl, size, t, reps);
    return 0;
}
