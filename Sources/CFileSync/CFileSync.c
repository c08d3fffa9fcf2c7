#if defined(__linux__)
#define _GNU_SOURCE
#endif
#include <errno.h>
#include <string.h>
#include <unistd.h>
#include "CFileSync.h"
#if defined(__GLIBC__)
#include <malloc.h>
#endif

int xibgen_syncfs(int fd) {
#if defined(__linux__)
    return syncfs(fd);
#else
    (void)fd;
    errno = ENOSYS;
    return -1;
#endif
}

void *xibgen_memmem(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length) {
    return memmem(haystack, haystack_length, needle, needle_length);
}

int xibgen_heap_top_pad(int bytes) {
#if defined(__GLIBC__)
    return mallopt(M_TOP_PAD, bytes);
#else
    (void)bytes;
    return 0;
#endif
}
