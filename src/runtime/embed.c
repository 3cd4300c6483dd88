/* embed.c: finding kernel objects that heddle-embed put into the program's files
 * (see embed.h for the format). The first lookup indexes the section of every loaded ELF
 * file that has one (the executable through /proc/self/exe, libraries by their path),
 * reading each such section once, and a miss after a library was loaded indexes again; a hit
 * copies the object into a memfd for jit.c to dlopen. */
#define _GNU_SOURCE
#include "embed.h"
#include <elf.h>
#include <fcntl.h>
#include <link.h>
#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

int embed_elf_section(int fd, const char *name, uint64_t *off, uint64_t *size) {
  Elf64_Ehdr eh;
  if (pread(fd, &eh, sizeof eh, 0) != (ssize_t)sizeof eh || memcmp(eh.e_ident, ELFMAG, SELFMAG) ||
      eh.e_ident[EI_CLASS] != ELFCLASS64 || eh.e_shentsize != sizeof(Elf64_Shdr) || eh.e_shnum == 0 ||
      eh.e_shstrndx >= eh.e_shnum)
    return -1;
  size_t n = eh.e_shnum * sizeof(Elf64_Shdr);
  Elf64_Shdr *sh = malloc(n);
  char *names = NULL;
  int found = -1;
  if (!sh || pread(fd, sh, n, (off_t)eh.e_shoff) != (ssize_t)n) goto out;
  Elf64_Shdr *st = &sh[eh.e_shstrndx];
  if (st->sh_size == 0 || st->sh_size > (64u << 20) || !(names = malloc(st->sh_size + 1))) goto out;
  if (pread(fd, names, st->sh_size, (off_t)st->sh_offset) != (ssize_t)st->sh_size) goto out;
  names[st->sh_size] = 0;
  for (int i = 0; i < eh.e_shnum; i++)
    if (sh[i].sh_name < st->sh_size && !strcmp(names + sh[i].sh_name, name) && sh[i].sh_type != SHT_NOBITS) {
      *off = sh[i].sh_offset;
      *size = sh[i].sh_size;
      found = 0;
      break;
    }
out:
  free(sh);
  free(names);
  return found;
}

static uint64_t le64(const unsigned char *p) {
  uint64_t v = 0;
  for (int i = 7; i >= 0; i--) v = v << 8 | p[i];
  return v;
}

/* Walk the records of a section: calls fn(header, offset of the object) for each. A zero word
 * (padding a linker put between two objects' sections) is skipped; anything else unknown ends it. */
static void each_record(const unsigned char *sec, size_t n, void (*fn)(const unsigned char *, size_t, void *),
                        void *arg) {
  size_t at = 0;
  while (at + EMBED_HDR <= n) {
    if (le64(sec + at) == 0) {
      at += 8;
      continue;
    }
    if (memcmp(sec + at, EMBED_MAGIC, 8)) return;
    uint64_t size = le64(sec + at + 24);
    if (size > n - at - EMBED_HDR) return;
    fn(sec + at, at + EMBED_HDR, arg);
    at += EMBED_HDR + ((size + 7) & ~(uint64_t)7);
  }
}

typedef struct {
  void (*fn)(const char *, void *);
  void *arg;
} keys_ctx;
static void key_of(const unsigned char *hdr, size_t at, void *arg) {
  keys_ctx *k = arg;
  char key[17];
  memcpy(key, hdr + 8, 16);
  key[16] = 0;
  (void)at;
  k->fn(key, k->arg);
}
void embed_each_key(const unsigned char *sec, size_t n, void (*fn)(const char *key, void *arg), void *arg) {
  keys_ctx k = {fn, arg};
  each_record(sec, n, key_of, &k);
}

/* ---- the index of what the loaded files carry ---- */
typedef struct {
  char key[17];
  int file; /* index into files */
  uint64_t off; /* of the object in the file */
  uint64_t size;
} entry;
static entry *entries;
static int nentries;
static char **files;
static int nfiles;
static pthread_mutex_t index_mu = PTHREAD_MUTEX_INITIALIZER;
static unsigned long long indexed_adds; /* dl_iterate_phdr's count of loads when indexed */

typedef struct {
  int file;
  uint64_t base;
} rec_ctx;
static void add_record(const unsigned char *hdr, size_t at, void *arg) {
  rec_ctx *r = arg;
  entry *grown = realloc(entries, (size_t)(nentries + 1) * sizeof *entries);
  if (!grown) return;
  entries = grown;
  entry *e = &entries[nentries++];
  memcpy(e->key, hdr + 8, 16);
  e->key[16] = 0;
  e->file = r->file;
  e->off = r->base + at;
  e->size = le64(hdr + 24);
}

static void index_file(const char *path) {
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return;
  uint64_t off, size;
  if (!embed_elf_section(fd, EMBED_SECTION, &off, &size) && size > 0 && size < ((uint64_t)1 << 34)) {
    unsigned char *sec = malloc(size);
    char **grown = realloc(files, (size_t)(nfiles + 1) * sizeof *files);
    if (sec && grown && pread(fd, sec, size, (off_t)off) == (ssize_t)size) {
      files = grown;
      files[nfiles] = strdup(path);
      if (files[nfiles]) {
        rec_ctx r = {nfiles++, off};
        each_record(sec, size, add_record, &r);
      }
    } else if (grown) files = grown;
    free(sec);
  }
  close(fd);
}

typedef struct {
  int first;
  unsigned long long adds;
} walk;

static int index_one(struct dl_phdr_info *info, size_t n, void *arg) {
  walk *w = arg;
  if (n >= offsetof(struct dl_phdr_info, dlpi_subs) + sizeof info->dlpi_subs) w->adds = info->dlpi_adds;
  if (w->first) { /* the executable */
    w->first = 0;
    index_file("/proc/self/exe");
  } else if (info->dlpi_name && info->dlpi_name[0] == '/') index_file(info->dlpi_name);
  return 0;
}

static int count_one(struct dl_phdr_info *info, size_t n, void *arg) {
  if (n >= offsetof(struct dl_phdr_info, dlpi_subs) + sizeof info->dlpi_subs)
    *(unsigned long long *)arg = info->dlpi_adds;
  return 1;
}

/* (Re)build the index: the first time, and when libraries were loaded since (a plugin that
 * dlopens later may carry kernels too). Called with index_mu held. */
static void update_index(void) {
  unsigned long long adds = 0;
  dl_iterate_phdr(count_one, &adds);
  if (files && adds == indexed_adds) return;
  for (int i = 0; i < nfiles; i++) free(files[i]);
  free(files);
  free(entries);
  files = NULL;
  entries = NULL;
  nfiles = nentries = 0;
  walk w = {1, 0};
  dl_iterate_phdr(index_one, &w);
  indexed_adds = w.adds;
  if (!files) files = calloc(1, sizeof *files); /* indexed, and nothing found */
}

static int find_entry(const char *key, char **path, uint64_t *off, uint64_t *size) {
  for (int i = 0; i < nentries; i++)
    if (!strcmp(entries[i].key, key)) {
      *path = strdup(files[entries[i].file]);
      *off = entries[i].off;
      *size = entries[i].size;
      return *path ? 0 : -1;
    }
  return -1;
}

int embed_open(const char *key) {
  char *path = NULL;
  uint64_t off = 0, size = 0;
  pthread_mutex_lock(&index_mu);
  int found = files ? find_entry(key, &path, &off, &size) : -1;
  if (found) {
    update_index();
    found = find_entry(key, &path, &off, &size);
  }
  pthread_mutex_unlock(&index_mu);
  if (found) return -1;
  int src = open(path, O_RDONLY | O_CLOEXEC);
  free(path);
  if (src < 0) return -1;
  int mfd = memfd_create("heddle-kernel", MFD_CLOEXEC);
  char buf[1 << 16];
  uint64_t done = 0;
  while (mfd >= 0 && done < size) {
    size_t want = size - done < sizeof buf ? (size_t)(size - done) : sizeof buf;
    ssize_t r = pread(src, buf, want, (off_t)(off + done));
    if (r <= 0 || write(mfd, buf, (size_t)r) != r) {
      close(mfd);
      mfd = -1;
    } else done += (uint64_t)r;
  }
  close(src);
  return mfd;
}
