#include "CFlagAtomics.h"

int64_t ffk_open_store_scopes = 0;
