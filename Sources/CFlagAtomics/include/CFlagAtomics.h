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

/// Reads a typed flag's 64-bit value word that another thread may be writing. Acquire: a word
/// that holds a string's box makes the box's contents, written before the word, visible.
static inline uint64_t ffk_load_word(const uint64_t *address) {
    return __atomic_load_n(address, __ATOMIC_ACQUIRE);
}

/// Writes a typed flag's value word that other threads may be reading (release, for the above).
static inline void ffk_store_word(uint64_t *address, uint64_t value) {
    __atomic_store_n(address, value, __ATOMIC_RELEASE);
}

/// Nonzero once a store scope (`withStore`, `withOverrides`) has been opened in the process; never
/// reset. While it is zero, flag reads skip the task-local lookup entirely: an app that never opens
/// a scope pays one load, and a test process, once it opens one, always looks (a task that outlived
/// its scope still carries its store, whatever other tests do).
extern int32_t ffk_store_scope_opened;

/// A nonzero value if a store scope has ever been opened. Relaxed: a scope opened by the reading
/// task (or by the task that created it) is already visible to it through program order, and a
/// task unrelated to every scope has no scoped store to find.
static inline int ffk_has_store_scope_opened(void) {
    return __atomic_load_n(&ffk_store_scope_opened, __ATOMIC_RELAXED) != 0;
}

/// Records that a store scope is opening. Writes only the first time, so later scopes don't take
/// the cache line away from readers.
static inline void ffk_note_store_scope_opened(void) {
    if (!ffk_has_store_scope_opened()) __atomic_store_n(&ffk_store_scope_opened, 1, __ATOMIC_RELAXED);
}

/// The number of flag types whose shared store can be read without Swift's lazy-global check.
#define FFK_FAST_SLOT_COUNT 8

/// A flag type's shared store values, published once and never changed. `owner` identifies the
/// type; it is written after `bytes` and `words`, so a reader that sees its type also sees them.
typedef struct {
    const void *owner;
    uint8_t *bytes;
    uint64_t *words;
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

/// The typed value words published for `owner`, or NULL if none are.
static inline uint64_t *ffk_fast_slot_words(const void *owner) {
    for (int index = 0; index < FFK_FAST_SLOT_COUNT; index++) {
        const void *slotOwner = __atomic_load_n(&ffk_fast_slots[index].owner, __ATOMIC_ACQUIRE);
        if (slotOwner == owner) return __atomic_load_n(&ffk_fast_slots[index].words, __ATOMIC_RELAXED);
        if (slotOwner == 0) return 0;
    }
    return 0;
}

/// Publishes `bytes` and `words` for `owner` in a free slot. Returns 1 if this call published them, 0 if
/// `owner` already has a slot (whoever published it) or every slot is taken.
int ffk_publish_fast_slot(const void *owner, uint8_t *bytes, uint64_t *words);

#endif
