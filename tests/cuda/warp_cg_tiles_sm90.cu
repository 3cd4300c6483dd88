// warp_cg_tiles_sm90: warp_cg_tiles.cu built for sm_90, where cg::reduce of ints with
// cg::plus and cg::greater on tiles of 16 and 32 is redux.sync (tiles of 4 and 8 and doubles
// still use shuffles). The tile's mask names its missing lanes in a partly filled tile.
// test-flags: -arch=sm_90
#define NAME "warp_cg_tiles_sm90"
#include "warp_cg_tiles.cu"
