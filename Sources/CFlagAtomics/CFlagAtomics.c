#include "CFlagAtomics.h"

int32_t ffk_store_scope_opened = 0;

ffk_fast_slot ffk_fast_slots[FFK_FAST_SLOT_COUNT];

/// Marks a slot taken while its bytes are being written.
static const char claimed;

int ffk_publish_fast_slot(const void *owner, uint8_t *bytes, uint64_t *words) {
    for (int index = 0; index < FFK_FAST_SLOT_COUNT; index++) {
        const void *current;
        for (;;) {
            current = __atomic_load_n(&ffk_fast_slots[index].owner, __ATOMIC_ACQUIRE);
            // A slot being filled may be for `owner`: wait the two stores that takes, so a type
            // never gets a second slot (nor its publisher a second store to keep alive).
            if (current == &claimed) continue;
            // Only a free slot is worth a compare-and-swap: a failing one still takes the cache
            // line away from the readers of the types already published.
            if (current != 0) break;
            const void *expected = 0;
            if (__atomic_compare_exchange_n(&ffk_fast_slots[index].owner, &expected, &claimed, 0,
                                            __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
                __atomic_store_n(&ffk_fast_slots[index].bytes, bytes, __ATOMIC_RELAXED);
                __atomic_store_n(&ffk_fast_slots[index].words, words, __ATOMIC_RELAXED);
                __atomic_store_n(&ffk_fast_slots[index].owner, owner, __ATOMIC_RELEASE);
                return 1;
            }
            // Another thread took this slot first: look at it again.
        }
        if (current == owner) return 0;
    }
    return 0;
}
