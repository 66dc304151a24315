#ifndef _MALLOC_H
#define _MALLOC_H
#include <features.h>
#include <stddef.h>

struct mallinfo {
    int arena;
    int ordblks;
    int smblks;
    int hblks;
    int hblkhd;
    int usmblks;
    int fsmblks;
    int uordblks;
    int fordblks;
    int keepcost;
};

extern struct mallinfo mallinfo(void);
#endif
