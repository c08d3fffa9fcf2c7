// Interposes the glibc allocation entry points and forwards to glibc's own
// implementation, counting calls. Symbols defined in the executable (exported with
// --export-dynamic) take precedence over libc's for every shared library, so
// allocations made by the Swift runtime, Foundation and libxml2 are all counted.
#define _GNU_SOURCE
#include <stdatomic.h>
#include <stddef.h>
#include <errno.h>
#include "CMallocCounter.h"

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

static _Atomic int64_t count;
static _Atomic int64_t bytes;
static _Atomic int live;
static int counting = 1;

static inline void note(size_t size) {
    if (!counting) return;  // parallel runs: no shared counter cache line bouncing between cores
    atomic_fetch_add_explicit(&count, 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&bytes, (int64_t)size, memory_order_relaxed);
}

void *malloc(size_t size) { note(size); live = 1; return __libc_malloc(size); }
void *calloc(size_t n, size_t size) { note(n * size); return __libc_calloc(n, size); }
void *realloc(void *p, size_t size) { note(size); return __libc_realloc(p, size); }
void free(void *p) { __libc_free(p); }
void *memalign(size_t alignment, size_t size) { note(size); return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { note(size); return __libc_memalign(alignment, size); }
int posix_memalign(void **out, size_t alignment, size_t size) {
    note(size);
    void *p = __libc_memalign(alignment, size);
    if (!p) return ENOMEM;
    *out = p;
    return 0;
}

int64_t xibgen_malloc_count(void) { return atomic_load_explicit(&count, memory_order_relaxed); }
int64_t xibgen_malloc_bytes(void) { return atomic_load_explicit(&bytes, memory_order_relaxed); }
int xibgen_malloc_interposed(void) { return live; }
void xibgen_malloc_set_counting(int on) { counting = on; }
