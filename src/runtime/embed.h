/* embed.h: kernel objects compiled at build time and carried in the program's ELF file, in
 * a non-loaded section that the linker concatenates across objects (bin/heddle-embed
 * writes it; jit.c looks a kernel up there before its disk cache). The section is a run of
 * records, each 8-aligned: "HDKOBJ1\0", the 16-hex-digit cache key, the object's size as a
 * little-endian u64, then the shared object itself, zero-padded. */
#ifndef HEDDLE_EMBED_H
#define HEDDLE_EMBED_H
#include <stddef.h>
#include <stdint.h>

#define EMBED_SECTION ".heddle_kernels"
#define EMBED_MAGIC "HDKOBJ1"
enum { EMBED_HDR = 32 };

/* The file offset and size of section name in the ELF file open on fd: 0, or -1 if the file
 * is not a 64-bit ELF file or has no such section. */
int embed_elf_section(int fd, const char *name, uint64_t *off, uint64_t *size);

/* A descriptor of an in-memory file holding the object of key, found in a section of the
 * program or of a library it loaded; -1 if none carries it. Thread-safe. */
int embed_open(const char *key);

/* The keys in a section's bytes, for the writer not to add an object twice: calls fn for each. */
void embed_each_key(const unsigned char *sec, size_t n, void (*fn)(const char *key, void *arg), void *arg);
#endif
