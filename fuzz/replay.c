/* replay.c: a main() for the fuzz harnesses without libFuzzer, so that a plain cc build of
 * fuzz_ptx.c or fuzz_fatbin.c (under ASan+UBSan) replays saved inputs: tests/unit/fuzz_regress.sh.
 *   replay FILE...   (exit status 0: every input ran; a finding aborts) */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int replay(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    fprintf(stderr, "replay: cannot read %s\n", path);
    return 1;
  }
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  uint8_t *buf = n >= 0 ? malloc((size_t)n + 1) : NULL;
  int ok = buf && fread(buf, 1, (size_t)n, f) == (size_t)n;
  fclose(f);
  if (!ok) {
    fprintf(stderr, "replay: cannot read %s\n", path);
    free(buf);
    return 1;
  }
  LLVMFuzzerTestOneInput(buf, (size_t)n);
  free(buf);
  return 0;
}

int main(int argc, char **argv) {
  int rc = 0;
  for (int i = 1; i < argc; i++) rc |= replay(argv[i]);
  return rc;
}
