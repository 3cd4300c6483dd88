#!/bin/sh
# Builds and runs the runtime-core white-box test (tests/unit/test_rt.c) on its own.
cd "$(dirname "$0")/../.." || exit 1
CUDA_HOME=$(sh tools/find-cuda.sh || echo /usr/local/cuda)
mkdir -p build
cc -std=gnu11 -O1 -g -Wall -Wextra -Wshadow -Wmissing-prototypes -Wno-unused-parameter -Iinclude -Isrc/util -Isrc/compiler -Isrc/runtime \
  -I"$CUDA_HOME/include" tests/unit/test_rt.c src/util/util.c src/runtime/rt_err.c src/runtime/rt_sync.c src/runtime/rt_mem.c src/runtime/rt_pool.c src/runtime/rt_stream.c \
  src/runtime/rt_device.c src/runtime/rt_event.c src/runtime/rt_work.c src/runtime/rt_memops.c src/runtime/rt_graph.c \
  src/api/cuda_error_device.c src/api/cuda_memory.c src/api/cuda_stream_event.c src/api/cuda_launch.c src/api/cuda_graph.c -lpthread -lm -o build/test_rt || { echo "0 passed, 1 failed"; exit 1; }
exec build/test_rt
