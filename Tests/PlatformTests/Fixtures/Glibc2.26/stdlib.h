#ifndef _STDLIB_H
#define _STDLIB_H
#include <features.h>
#include <stddef.h>
#endif
