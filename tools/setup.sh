#!/bin/sh
# Installs what heddle needs on a Debian machine, only if missing: C and C++ compilers, make,
# the zstd/lz4 runtime libraries (compressed fatbinaries; loaded when a program carries
# them), clang-format (the style check), cmake and pkg-config (tests of the build integrations), and NVIDIA's nvcc (front-end only).
# With --fuzz (make fuzz): also clang and its libFuzzer runtime.
pkgs="gcc g++ make binutils python3 libzstd1 liblz4-1 clang-format cmake pkg-config"
[ "${1:-}" = --fuzz ] && pkgs="$pkgs clang libclang-rt-14-dev"
missing=""
for p in $pkgs; do
  dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"
done
if [ -n "$missing" ]; then
  echo "heddle setup: installing$missing"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing >/dev/null || exit 1
fi
# NVIDIA's front-end: a toolkit already on the machine (tools/find-cuda.sh), else the pinned
# wheels from PyPI unpacked into the checkout (no root needed for that part).
if ! sh "$(dirname "$0")/find-cuda.sh" >/dev/null; then
  dir=${HEDDLE_TOOLKIT:-$(cd "$(dirname "$0")/.." && pwd)/toolkit}
  echo "heddle setup: no CUDA toolkit found; installing NVIDIA's front-end (nvcc) into $dir"
  python3 "$(dirname "$0")/fetch-toolkit.py" "$dir" || exit 1
fi
exit 0
