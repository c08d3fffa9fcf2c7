#ifndef XIBGEN_CFILESYNC_H
#define XIBGEN_CFILESYNC_H

/// Flushes every dirty page and inode of the filesystem holding `fd` (Linux `syncfs(2)`):
/// one flush for a batch of files instead of an fsync each. Returns 0, or -1 with errno set
/// (ENOSYS where the platform has no syncfs; callers fall back to fsync per file).
int xibgen_syncfs(int fd);

#include <stddef.h>

/// The first occurrence of `needle` in `haystack` (glibc's `memmem(3)`, which Swift's Glibc
/// module leaves out: it needs `_GNU_SOURCE`), or NULL.
void *xibgen_memmem(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length);
/// glibc's `mallopt(M_TOP_PAD, bytes)`: the heap (and each thread's arena) grows by at least
/// this much at a time. Returns 1 when set, 0 where the C library has no such option.
int xibgen_heap_top_pad(int bytes);

#endif
