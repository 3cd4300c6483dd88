#!/bin/sh
# Builds and runs the runtime-core white-box test (tests/unit/test_rt.c) on its own.
cd "$(dirname "$0")/../.." || exit 1
CUDA_HOME=${CUDA_HOME:-$(dirname "$(dirname "$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)")")}
mkdir -p build
cc -std=gnu11 -O1 -g -Wall -Wextra -Wshadow -Wmissing-prototypes -Wno-unused-parameter -Iinclude -Isrc \
  -I"$CUDA_HOME/include" tests/unit/test_rt.c src/rt_err.c src/rt_mem.c src/rt_pool.c src/rt_stream.c \
  src/rt_device.c src/rt_event.c src/rt_work.c src/rt_graph.c src/cuda_api.c -lpthread -o build/test_rt || { echo "0 passed, 1 failed"; exit 1; }
exec build/test_rt
