#ifndef CMALLOC_COUNTER_H
#define CMALLOC_COUNTER_H
#include <stdint.h>

/// Allocation calls (malloc, calloc, realloc of NULL or to a new block, memalign family) since start.
int64_t xibgen_malloc_count(void);
/// Bytes requested by those calls.
int64_t xibgen_malloc_bytes(void);
/// Set to 1 once the interposed malloc has run: proves the counter is live.
int xibgen_malloc_interposed(void);
/// Counting on (1, the default) or off (0): off while threads run in parallel.
void xibgen_malloc_set_counting(int on);

#endif
