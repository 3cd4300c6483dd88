// warp_shfl_widths: warp_shfl_divergent.cu without its branches (k_divergent): every width
// and mode of the four shuffles on int, double and long long, the reduction and scan loops
// (float too), lanes that returned early, and 2D blocks; in blocks of 100, 64 and 48 threads
// and 2D blocks 16x6 and 10x5 (checked on an H100 as part of warp_shfl_divergent).
#define NAME "warp_shfl_widths"
#define BRANCHES 0
#include "warp_shfl_divergent.cu"
