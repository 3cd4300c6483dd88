// check-expect: racecheck (block_waits.cu's ad-hoc waits; its cuda::barrier phases are not reported)
// block_waits_sm90: block_waits.cu built for sm_90, where cuda::barrier is an mbarrier
// object (mbarrier.init / arrive / try_wait on shared::cta) instead of atomics.
// test-flags: -arch=sm_90
#define NAME "block_waits_sm90"
#include "block_waits.cu"
