#!/bin/sh
# tools/format.sh: formats heddle's C with clang-format (.clang-format at the top);
# --list prints the files it covers (every .c/.h of src, include, driver, tools, tests, bench, fuzz).
cd "$(dirname "$0")/.." || exit 1
files=$(git ls-files 'src/*.[ch]' 'include/*.[ch]' 'driver/*.[ch]' 'tools/*.[ch]' 'tests/unit/*.[ch]' \
        'tests/driver/*.[ch]' 'bench/*.[ch]' 'fuzz/*.[ch]' 2>/dev/null)
if [ "${1:-}" = --list ]; then echo "$files"; exit 0; fi
CF=$(command -v clang-format-14 || command -v clang-format) || { echo "format: clang-format not found" >&2; exit 1; }
for f in $files; do "$CF" -i "$f"; done
