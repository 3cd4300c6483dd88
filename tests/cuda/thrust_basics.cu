// thrust_basics.cu: Thrust's reduce, inclusive_scan, transform and sort on the device, checked on the host
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/sort.h>
#include <thrust/transform.h>
#include <thrust/functional.h>
#include <algorithm>
#include <cstdio>
#include <vector>

struct square { __host__ __device__ int operator()(int x) const { return x * x; } };

int main() {
    const int n = 1 << 20;
    std::vector<int> h(n);
    unsigned s = 12345;
    for (int i = 0; i < n; i++) { s = s * 1103515245u + 12345u; h[i] = (int)(s >> 8) % 1000 - 500; }
    thrust::device_vector<int> d(h.begin(), h.end());
    long long sum = thrust::reduce(d.begin(), d.end(), 0LL, thrust::plus<long long>());
    long long want = 0;
    for (int x : h) want += x;
    if (sum != want) { printf("FAIL reduce %lld, want %lld\n", sum, want); return 1; }

    thrust::device_vector<int> sc(n);
    thrust::inclusive_scan(d.begin(), d.end(), sc.begin());
    thrust::host_vector<int> hs = sc;
    int run = 0;
    for (int i = 0; i < n; i++) { run += h[i]; if (hs[i] != run) { printf("FAIL scan[%d]\n", i); return 1; } }

    thrust::device_vector<int> sq(n);
    thrust::transform(d.begin(), d.end(), sq.begin(), square());
    thrust::host_vector<int> hq = sq;
    for (int i = 0; i < n; i++) if (hq[i] != h[i] * h[i]) { printf("FAIL transform[%d]\n", i); return 1; }

    thrust::sort(d.begin(), d.end());
    thrust::host_vector<int> hd = d;
    std::sort(h.begin(), h.end());
    for (int i = 0; i < n; i++) if (hd[i] != h[i]) { printf("FAIL sort[%d] = %d, want %d\n", i, hd[i], h[i]); return 1; }
    // a sort that fits one tile: CUB's single-tile kernel (bmsk) instead of onesweep
    std::vector<int> small(h.begin(), h.begin() + 1000);
    for (int i = 0; i < 1000; i++) small[i] = (int)((unsigned)small[i] * 2654435761u) >> 3;
    thrust::device_vector<int> ds(small.begin(), small.end());
    thrust::sort(ds.begin(), ds.end());
    thrust::host_vector<int> hss = ds;
    std::sort(small.begin(), small.end());
    for (int i = 0; i < 1000; i++) if (hss[i] != small[i]) { printf("FAIL small sort[%d]\n", i); return 1; }
    printf("PASS thrust_basics\n");
    return 0;
}
