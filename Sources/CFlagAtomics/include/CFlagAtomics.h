// Atomic loads and stores of single bytes and counters, for FeatureFlagKit's lock-free reads.
//
// Swift's own Synchronization.Atomic needs macOS 15 / iOS 18; these C11-style builtins
// work on every platform FeatureFlagKit supports and are understood by the thread
// sanitizer. The functions are static inline so that Swift inlines them into a flag read.
#ifndef C_FLAG_ATOMICS_H
#define C_FLAG_ATOMICS_H

#include <stdint.h>

/// Reads a byte that another thread may be writing (relaxed: a flag value carries no
/// other data that must become visible with it).
static inline uint8_t ffk_load_byte(const uint8_t *address) {
    return __atomic_load_n(address, __ATOMIC_RELAXED);
}

/// Writes a byte that other threads may be reading.
static inline void ffk_store_byte(uint8_t *address, uint8_t value) {
    __atomic_store_n(address, value, __ATOMIC_RELAXED);
}

/// The number of store scopes (`withStore`, `withOverrides`) currently open in the process.
/// While it is zero, flag reads skip the task-local lookup entirely.
extern int64_t ffk_open_store_scopes;

/// A nonzero value if any store scope is open. Relaxed: the count is only a hint that a
/// task-local lookup is worth doing, and a scope opened by the reading task (or by the task
/// that created it) is already visible to it through program order.
static inline int ffk_any_store_scope_open(void) {
    return __atomic_load_n(&ffk_open_store_scopes, __ATOMIC_RELAXED) != 0;
}

/// Records that a store scope opened (+1) or closed (-1).
static inline void ffk_count_store_scope(int64_t delta) {
    __atomic_add_fetch(&ffk_open_store_scopes, delta, __ATOMIC_ACQ_REL);
}

/// The number of flag types whose shared store can be read without Swift's lazy-global check.
#define FFK_FAST_SLOT_COUNT 8

/// A flag type's shared store values, published once and never changed. `owner` identifies the
/// type; it is written after `bytes`, so a reader that sees its type also sees the bytes.
typedef struct {
    const void *owner;
    uint8_t *bytes;
} ffk_fast_slot;

extern ffk_fast_slot ffk_fast_slots[FFK_FAST_SLOT_COUNT];

/// The bytes published for `owner`, or NULL if none are.
static inline uint8_t *ffk_fast_slot_bytes(const void *owner) {
    for (int index = 0; index < FFK_FAST_SLOT_COUNT; index++) {
        const void *slotOwner = __atomic_load_n(&ffk_fast_slots[index].owner, __ATOMIC_ACQUIRE);
        if (slotOwner == owner) return __atomic_load_n(&ffk_fast_slots[index].bytes, __ATOMIC_RELAXED);
        if (slotOwner == 0) return 0;
    }
    return 0;
}

/// Publishes `bytes` for `owner` in a free slot; returns 0 if every slot is taken.
int ffk_publish_fast_slot(const void *owner, uint8_t *bytes);

#endif
