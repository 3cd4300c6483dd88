#!/bin/sh
# rounding.sh: the prelude's directed rounding (hd_rnd_*) against the FPU with its
# rounding mode switched, bit for bit (tests/unit/test_rounding.c). The helpers are built
# with the flags the runtime compiles kernels with (src/runtime/jit.c), the reference with
# -frounding-math. ROUNDING_N sets the random inputs per operation and mode.
cd "$(dirname "$0")/../.." || exit 1
CC=${CC:-cc}
mkdir -p build
$CC -std=gnu11 -O1 -march=native -frounding-math -ffp-contract=off -fno-fast-math -c tests/unit/rounding_ref.c \
    -o build/rounding_ref.o || { echo "0 passed, 1 failed"; exit 1; }
$CC -std=gnu11 -O3 -march=native -fno-strict-aliasing -ffp-contract=off -fno-math-errno -fno-trapping-math \
    -Wall -Wno-unused-function -Iinclude tests/unit/test_rounding.c build/rounding_ref.o -lm -o build/test_rounding ||
    { echo "0 passed, 1 failed"; exit 1; }
exec build/test_rounding "$@"
