#!/bin/sh
# Installs what heddle needs on a Debian machine, only if missing: a C compiler, make,
# the zstd/lz4 libraries (compressed fatbinaries), clang-format (the style check), and
# NVIDIA's nvcc (front-end only).
# With --fuzz (make fuzz): also clang and its libFuzzer runtime.
pkgs="gcc make libzstd-dev liblz4-dev clang-format"
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
if ! command -v nvcc >/dev/null 2>&1 && [ ! -x /usr/local/cuda/bin/nvcc ]; then
  echo "heddle setup: nvcc not found; trying Debian's nvidia-cuda-toolkit"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nvidia-cuda-toolkit >/dev/null 2>&1 ||
    { echo "heddle setup: please install the CUDA toolkit (nvcc); heddle uses it as its front-end" >&2; exit 1; }
fi
exit 0
