#!/usr/bin/env python3
"""fetch-toolkit.py DIR: install NVIDIA's CUDA front-end (nvcc, cicc, ptxas, fatbinary, the
CUDA headers, Thrust/CUB/libcu++) into DIR, for a machine without the CUDA toolkit. No root.

NVIDIA publishes these parts as Python wheels on PyPI; this script fetches the pinned
versions for this machine's architecture, checks their sha256, and unpacks their
nvidia/cu13/ trees into DIR, which then looks like a toolkit (DIR/bin/nvcc). heddle needs
no GPU driver and no NVIDIA runtime library, only the front-end.

Environment: HEDDLE_PYPI, the index (default https://pypi.org; its JSON API is used, and
https_proxy is honoured); HEDDLE_WHEELS, a directory of already downloaded wheels, tried
first (for machines without network access).
"""
import fcntl
import hashlib
import json
import os
import platform
import shutil
import sys
import tempfile
import urllib.parse
import urllib.request
import zipfile

# The versions of CUDA 13.0 update 2 (nvcc 13.0.88), with each wheel's sha256 as PyPI lists it.
PINS = {
    "nvidia-cuda-nvcc": ("13.0.88", {
        "x86_64": "56fe502eb77625a12f25172caa3cdddb4e4c8ba2c8c17dba44b164761b380f03",
        "aarch64": "c7ff28f86a24effdc6c034fa15230c549a273e4771b10a7fec14996f8cf3307f"}),
    "nvidia-nvvm": ("13.0.88", {
        "x86_64": "c5f41ffeb6466944a026dfa5317d7d85355c119bbec279205d22f1869d1054e0",
        "aarch64": "c4376a291d72d22a315d9d2f69bdae8f8cd83a627f75bad395cee49a0fe65dc1"}),
    "nvidia-cuda-crt": ("13.0.88", {
        "x86_64": "2c8043c7c9e02492716426e9919fc78d2c5b3b2a7a768a88e952676b08aa55a4",
        "aarch64": "ee2ea2a97073e02ee62bb27841f437332be2c248e3eac013df07997ada39c003"}),
    "nvidia-cuda-runtime": ("13.0.96", {
        "x86_64": "7f82250d7782aa23b6cfe765ecc7db554bd3c2870c43f3d1821f1d18aebf0548",
        "aarch64": "ef9bcbe90493a2b9d810e43d249adb3d02e98dd30200d86607d8d02687c43f55"}),
    "nvidia-cuda-cccl": ("13.0.85", {
        "x86_64": "e0da7ad981f3a8aff08241b5bfc1af868742a63e2762f53a5171c492ef242649",
        "aarch64": "6f0203e29fed809ee2b7fe9b1344df66ecab990c37d6a2e0e189b26d6c97ed7c"}),
}
PREFIX = "nvidia/cu13/"  # where the wheels keep the toolkit tree


def die(msg):
    sys.stderr.write("fetch-toolkit: %s\n" % msg)
    sys.exit(1)


def machine():
    m = platform.machine().lower()
    if m in ("x86_64", "amd64"):
        return "x86_64"
    if m in ("aarch64", "arm64"):
        return "aarch64"
    die("NVIDIA publishes the CUDA front-end for x86_64 and aarch64 Linux only, not %s; "
        "install a CUDA toolkit by hand and set CUDA_HOME" % m)


def sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def find_local(name, version, arch, want):
    d = os.environ.get("HEDDLE_WHEELS")
    if not d or not os.path.isdir(d):
        return None
    stem = "%s-%s-" % (name.replace("-", "_"), version)
    for f in sorted(os.listdir(d)):
        p = os.path.join(d, f)
        if f.startswith(stem) and f.endswith(arch + ".whl") and sha256(p) == want:
            return p
    return None


def download(name, version, arch, want, cache):
    index = os.environ.get("HEDDLE_PYPI", "https://pypi.org").rstrip("/")
    api = "%s/pypi/%s/json" % (index, name)
    try:
        with urllib.request.urlopen(api, timeout=60) as r:
            meta = json.load(r)
    except Exception as e:
        die("cannot read %s: %s (no network? put the wheels in $HEDDLE_WHEELS)" % (api, e))
    files = [u for u in meta.get("releases", {}).get(version, [])
             if u["filename"].endswith(arch + ".whl") and u["digests"]["sha256"] == want]
    if not files:
        die("%s %s for %s with sha256 %s is not on %s" % (name, version, arch, want, index))
    url = urllib.parse.urljoin(api, files[0]["url"])
    name = os.path.basename(files[0]["filename"])
    if not name.endswith(".whl"):
        die("%s: unexpected file name %r" % (api, files[0]["filename"]))
    path = os.path.join(cache, name)
    if os.path.exists(path) and sha256(path) == want:
        return path
    sys.stderr.write("fetch-toolkit: downloading %s (%.0f MB)\n" % (files[0]["filename"], files[0]["size"] / 1e6))
    try:
        with urllib.request.urlopen(url, timeout=300) as r, open(path + ".part", "wb") as f:
            shutil.copyfileobj(r, f, 1 << 20)
    except Exception as e:
        die("cannot download %s: %s" % (url, e))
    if sha256(path + ".part") != want:
        os.unlink(path + ".part")
        die("%s: sha256 mismatch" % url)
    os.replace(path + ".part", path)
    return path


def unpack(wheel, dest):
    with zipfile.ZipFile(wheel) as z:
        for info in z.infolist():
            if not info.filename.startswith(PREFIX) or info.is_dir():
                continue
            rel = info.filename[len(PREFIX):]
            if not rel or rel.startswith("/") or ".." in rel.split("/"):
                die("%s: suspicious member %s" % (wheel, info.filename))
            out = os.path.join(dest, rel)
            os.makedirs(os.path.dirname(out), exist_ok=True)
            with z.open(info) as src, open(out, "wb") as dst:
                shutil.copyfileobj(src, dst, 1 << 20)
            mode = (info.external_attr >> 16) & 0o777
            os.chmod(out, mode if mode else 0o644)


def main():
    if len(sys.argv) != 2:
        die("usage: fetch-toolkit.py DIR")
    dest = os.path.abspath(sys.argv[1])
    arch = machine()
    stamp = "".join("%s==%s\n" % (n, v) for n, (v, _) in sorted(PINS.items()))
    marker = os.path.join(dest, "heddle-toolkit.txt")
    parent = os.path.dirname(dest)
    os.makedirs(parent, exist_ok=True)
    with open(dest + ".lock", "w") as lock:  # one installer at a time
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            with open(marker) as f:
                if f.read() == stamp and os.access(os.path.join(dest, "bin", "nvcc"), os.X_OK):
                    return  # already there
        except OSError:
            pass
        if os.path.isdir(dest) and os.listdir(dest) and not os.path.exists(marker):
            die("%s exists and is not a toolkit this script installed; not touching it" % dest)
        cache = dest + ".wheels"
        os.makedirs(cache, exist_ok=True)
        wheels = []
        for name, (version, hashes) in sorted(PINS.items()):
            want = hashes[arch]
            wheels.append(find_local(name, version, arch, want) or download(name, version, arch, want, cache))
        tmp = tempfile.mkdtemp(prefix=".toolkit-", dir=parent)
        for w in wheels:
            unpack(w, tmp)
        for exe in ("bin/nvcc", "nvvm/bin/cicc", "bin/ptxas", "bin/fatbinary", "bin/cudafe++", "bin/nvlink"):
            if not os.access(os.path.join(tmp, exe), os.X_OK):
                die("the wheels did not give %s" % exe)
        # the layout of NVIDIA's installer, which nvcc.profile assumes when it links a program
        # (-L$(TOP)/lib64), so that plain nvcc builds programs with NVIDIA's runtime too
        if not os.path.exists(os.path.join(tmp, "lib64")):
            os.symlink("lib", os.path.join(tmp, "lib64"))
        if not os.path.exists(os.path.join(tmp, "lib", "libcudart.so")):
            os.symlink("libcudart.so.13", os.path.join(tmp, "lib", "libcudart.so"))
        with open(os.path.join(tmp, "heddle-toolkit.txt"), "w") as f:
            f.write(stamp)
        os.chmod(tmp, 0o755)
        old = None
        if os.path.exists(dest):  # an older install of ours: aside, then gone
            old = tempfile.mkdtemp(prefix=".toolkit-old-", dir=parent)
            os.rename(dest, os.path.join(old, "t"))
        os.rename(tmp, dest)
        if old:
            shutil.rmtree(old, ignore_errors=True)
        shutil.rmtree(cache, ignore_errors=True)
        sys.stderr.write("fetch-toolkit: CUDA front-end in %s\n" % dest)


if __name__ == "__main__":
    main()
