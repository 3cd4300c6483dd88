#!/bin/sh
# Build the CUDA test programs (tests/cuda/*.cu) with NVIDIA's nvcc and runtime
# for a real GPU, run them, and print the same "N passed, M failed" summary as
# tests/run.sh. Environment: NVCC (default nvcc), NVCCFLAGS (default
# "-O2 -arch=sm_90", e.g. for an H100), TESTS, JOBS, TIMEOUT as in tests/run.sh.
# Outputs go to tests/out-gpu/.
exec sh "$(dirname "$0")/run.sh" --gpu "$@"
