// Heap statistics for the benchmark (glibc's mallinfo2 is not visible from Swift's Glibc module).
#ifndef C_HEAP_USAGE_H
#define C_HEAP_USAGE_H

#include <stddef.h>

/// Bytes currently allocated with malloc by this process, or 0 where unknown.
size_t ffk_heap_bytes_in_use(void);

#endif
