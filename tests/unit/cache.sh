#!/bin/sh
# cache.sh: the kernel cache (src/runtime/jit.c) trusts only what this user wrote. Runs
# tests/cuda/two_kernels.cu against damaged, untrusted, symlinked and shared cache entries
# and directories under HEDDLE_CACHE=<temporary dir>. Prints "N passed, M failed".
cd "$(dirname "$0")/../.." || exit 1
# kernels compiled for launch shapes would add cache entries and compilations these checks count
export HEDDLE_SPECIALIZE=off
T=$(mktemp -d /tmp/heddle-cache-test.XXXXXX)
trap 'chmod -R u+w "$T" 2>/dev/null; rm -rf "$T"' EXIT
pass=0 fail=0
ok()  { pass=$((pass + 1)); echo "PASS $1"; }
bad() { fail=$((fail + 1)); echo "FAIL $1"; for f in "$T/out" "$T/err"; do [ -s "$f" ] && sed 's/^/    /' "$f"; done; }

# under `make asan` / `make tsan`: the sanitized runtime, as tests/run.sh runs the CUDA tests
SAN_ENV=""
case "${HEDDLE_SAN:-}" in
  asan) SAN_ENV="LD_LIBRARY_PATH=$PWD/lib-asan LD_PRELOAD=$(cc -print-file-name=libasan.so) ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1" ;;
  tsan) SAN_ENV="LD_LIBRARY_PATH=$PWD/lib-tsan LD_PRELOAD=$(cc -print-file-name=libtsan.so) TSAN_OPTIONS=halt_on_error=1:exitcode=66" ;;
esac

P=$T/two_kernels
if ! HEDDLE_EMBED=0 bin/heddle-nvcc -o "$P" tests/cuda/two_kernels.cu > "$T/out" 2>&1; then
    bad "build tests/cuda/two_kernels.cu"; echo "$pass passed, $fail failed"; exit 1
fi
# evil.so: a shared object that leaves $T/evil-ran behind if anything loads it
printf '#include <fcntl.h>\n#include <unistd.h>\n__attribute__((constructor)) static void evil(void) { int fd = open("%s", O_WRONLY | O_CREAT, 0600); if (fd >= 0) close(fd); }\nconst char heddle_cache_key[] = "evil";\n' \
    "$T/evil-ran" > "$T/evil.c"
echo 'int not_a_kernel(void) { return 1; }' > "$T/other.c"
cc -shared -fPIC -o "$T/evil.so" "$T/evil.c" && cc -shared -fPIC -o "$T/other.so" "$T/other.c" || { bad "build evil.so"; exit 1; }

# prog DIR: run the program with HEDDLE_CACHE=DIR; true if it passes
prog() {
    env $SAN_ENV HEDDLE_CACHE="$1" timeout 60 "$P" > "$T/out" 2> "$T/err" && grep -q '^PASS two_kernels' "$T/out"
}
# entries DIR: the cache entries in DIR
entries() { ls "$1"/*.so 2>/dev/null; }
# rebuilt DIR: every entry is a regular file of ours, not writable by group or others, at least 1 KiB
rebuilt() {
    [ "$(entries "$1" | wc -l)" -eq 2 ] || return 1
    for e in $(entries "$1"); do
        [ -f "$e" ] && [ ! -L "$e" ] && [ -O "$e" ] && [ "$(stat -c %s "$e")" -gt 1024 ] || return 1
        case $(stat -c %A "$e") in ?????w???? | ????????w?) return 1 ;; esac
    done
}
# said N PATTERN: stderr has N lines matching PATTERN
said() { [ "$(grep -c "$2" "$T/err")" -eq "$1" ]; }
no_evil() { [ ! -e "$T/evil-ran" ]; }

# -------- a fresh cache: the directory is private --------
C=$T/new/cache
if prog "$C" && [ "$(stat -c %a "$C")" = 700 ] && [ "$(stat -c %a "$T/new")" = 700 ] && rebuilt "$C" && [ ! -s "$T/err" ]; then
    ok "a new cache directory (and its parent) is created 0700, with 2 private entries"
else bad "a new cache directory is created 0700"; fi
ls -l "$C" > "$T/listing"
if prog "$C" && [ ! -s "$T/err" ] && ls -l "$C" | cmp -s - "$T/listing"; then ok "a warm run loads the entries as they are"
else bad "a warm run loads the entries as they are"; fi
mkdir -p "$T/good" && cp -p "$C"/*.so "$T/good/"

# case NAME PREPARE CHECK: restore the good entries, run PREPARE on each entry (as $e), run
# the program, which must pass and satisfy CHECK
case_() {
    name=$1 prep=$2 check=$3
    rm -rf "$C" "$T/evil-ran" && mkdir -m 700 "$C" && cp -p "$T/good"/*.so "$C/"
    for e in $(entries "$C"); do eval "$prep" || { bad "$name (setting up)"; return; }; done
    if prog "$C" && eval "$check"; then ok "$name"; else bad "$name"; fi
}

# -------- damaged entries are rebuilt --------
case_ "a truncated entry is rebuilt" \
    'truncate -s $(( $(stat -c %s "$e") / 2 )) "$e"' 'rebuilt "$C" && said 1 "is damaged (it is truncated); rebuilding"'
case_ "an entry cut inside its headers is rebuilt" 'truncate -s 100 "$e"' 'rebuilt "$C"'
case_ "an empty entry is rebuilt" ': > "$e"' 'rebuilt "$C"'
case_ "a garbage entry is rebuilt" 'head -c 20000 /dev/urandom > "$e"' 'rebuilt "$C" && said 1 "damaged"'
case_ "an ELF shared object that is not a kernel's is rebuilt" 'cp "$T/other.so" "$e"' \
    'rebuilt "$C" && said 1 "not the object of this kernel"'
first=$(entries "$T/good" | head -n 1)
case_ "another kernel's object under this kernel's name is rebuilt" 'cp "$first" "$e"' 'rebuilt "$C" && cmp -s "$C/${first##*/}" "$first"'

# -------- untrusted entries are not loaded --------
case_ "a group/other-writable entry is not loaded" 'cp "$T/evil.so" "$e" && chmod 666 "$e"' \
    'no_evil && rebuilt "$C" && said 1 "not loading kernel cache entry .*writable by group or others"'
case_ "a group-writable entry is not loaded" 'cp "$T/evil.so" "$e" && chmod 620 "$e"' 'no_evil && rebuilt "$C"'
case_ "a symlinked entry is not followed" 'ln -sf "$T/evil.so" "$e"' \
    'no_evil && rebuilt "$C" && said 1 "symbolic link"'
case_ "a symlink to a good object is not followed either" 'ln -sf "$T/good/${e##*/}" "$e"' 'rebuilt "$C" && said 1 "symbolic link"'
case_ "a FIFO entry is neither waited on nor loaded" 'rm "$e" && mkfifo "$e"' 'rebuilt "$C" && said 1 "not a regular file"'
case_ "a directory in an entry's place is bypassed" 'rm "$e" && mkdir "$e"' \
    '[ -d "$e" ] && said 1 "used for this run only"'

# -------- a shared directory is not used --------
S=$T/shared
rm -f "$T/evil-ran"; mkdir -p "$S" && chmod 777 "$S"
for e in $(entries "$T/good"); do cp "$T/evil.so" "$S/${e##*/}"; done
if prog "$S" && no_evil && said 1 "not using the kernel cache $S: it is writable by group or others" &&
   [ "$(ls "$S" | wc -l)" -eq 2 ]; then ok "a group/other-writable cache directory is not used (nor its entries)"
else bad "a group/other-writable cache directory is not used"; fi

# -------- another user's files (as root only) --------
if [ "$(id -u)" = 0 ] && id nobody > /dev/null 2>&1; then
    case_ "an entry owned by another user (nobody) is not loaded" \
        'cp "$T/evil.so" "$e" && chmod 644 "$e" && chown nobody "$e"' \
        'no_evil && rebuilt "$C" && said 1 "belongs to uid $(id -u nobody), not to this user"'
    N=$T/nobodys
    rm -f "$T/evil-ran"; mkdir -p "$N" && chmod 755 "$N"
    for e in $(entries "$T/good"); do cp "$T/evil.so" "$N/${e##*/}"; done
    chown -R nobody "$N"
    if prog "$N" && no_evil && said 1 "not using the kernel cache $N: it belongs to uid"; then
        ok "a cache directory owned by another user (nobody) is not used"
    else bad "a cache directory owned by another user (nobody) is not used"; fi
else
    echo "PASS (skipped: not root) an entry owned by another user is not loaded"
    echo "PASS (skipped: not root) a cache directory owned by another user is not used"
    pass=$((pass + 2))
fi

# -------- no cache --------
if prog off && [ ! -s "$T/err" ]; then ok "HEDDLE_CACHE=off"; else bad "HEDDLE_CACHE=off"; fi

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
