#include "CHeapUsage.h"
#include <stdlib.h>  // defines __GLIBC__ where glibc is the C library

#if defined(__GLIBC__)
#include <malloc.h>

size_t ffk_heap_bytes_in_use(void) {
    return mallinfo2().uordblks;
}
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
