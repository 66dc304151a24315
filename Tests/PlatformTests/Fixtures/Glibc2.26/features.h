#ifndef _FEATURES_H
#define _FEATURES_H
#define __GLIBC__ 2
#define __GLIBC_MINOR__ 26
#endif
