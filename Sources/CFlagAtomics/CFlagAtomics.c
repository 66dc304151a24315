#include "CFlagAtomics.h"

int64_t ffk_open_store_scopes = 0;

ffk_fast_slot ffk_fast_slots[FFK_FAST_SLOT_COUNT];

/// Marks a slot taken while its bytes are being written.
static const char claimed;

int ffk_publish_fast_slot(const void *owner, uint8_t *bytes) {
    for (int index = 0; index < FFK_FAST_SLOT_COUNT; index++) {
        const void *current = __atomic_load_n(&ffk_fast_slots[index].owner, __ATOMIC_ACQUIRE);
        if (current == owner) return 1;
        // Only a free slot is worth a compare-and-swap: a failing one still takes the cache line
        // away from the readers of the types already published.
        if (current != 0) continue;
        const void *expected = 0;
        if (__atomic_compare_exchange_n(&ffk_fast_slots[index].owner, &expected, &claimed, 0,
                                        __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
            __atomic_store_n(&ffk_fast_slots[index].bytes, bytes, __ATOMIC_RELAXED);
            __atomic_store_n(&ffk_fast_slots[index].owner, owner, __ATOMIC_RELEASE);
            return 1;
        }
    }
    return 0;
}
