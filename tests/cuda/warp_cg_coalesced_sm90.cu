// warp_cg_coalesced_sm90: warp_cg_coalesced.cu built for sm_90, where cg::reduce of ints with
// cg::plus and cg::greater on a coalesced group is redux.sync over the group's mask.
// test-flags: -arch=sm_90
#define NAME "warp_cg_coalesced_sm90"
#include "warp_cg_coalesced.cu"
