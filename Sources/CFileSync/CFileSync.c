#if defined(__linux__)
#define _GNU_SOURCE
#endif
#include <errno.h>
#include <unistd.h>
#include "CFileSync.h"

int xibgen_syncfs(int fd) {
#if defined(__linux__)
    return syncfs(fd);
#else
    (void)fd;
    errno = ENOSYS;
    return -1;
#endif
}
