#include "CHeapUsage.h"
#include <stdlib.h>  // defines __GLIBC__ where glibc is the C library

#if defined(__GLIBC__)
#include <malloc.h>

// mallinfo2 came with glibc 2.33; older systems Swift supports (Amazon Linux 2 has 2.26) have
// only mallinfo, whose int fields wrap past 2 GiB, far above what the benchmark allocates.
#if __GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33)
size_t ffk_heap_bytes_in_use(void) {
    // Blocks of 128 KiB and more (glibc's default mmap threshold) are mapped on their own and
    // counted in hblkhd, not uordblks: a 10,000-element array of strings is one of them.
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}
#else
size_t ffk_heap_bytes_in_use(void) {
    struct mallinfo info = mallinfo();
    return (size_t)(unsigned int)info.uordblks + (size_t)(unsigned int)info.hblkhd;
}
#endif
#elif defined(__APPLE__)
#include <malloc/malloc.h>

size_t ffk_heap_bytes_in_use(void) {
    return mstats().bytes_used;
}
#else
size_t ffk_heap_bytes_in_use(void) {
    return 0;
}
#endif
