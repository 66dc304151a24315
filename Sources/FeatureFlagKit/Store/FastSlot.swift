import CFlagAtomics

/// Lets generated code read a flag type's shared store without touching the lazy global
/// that holds it: that global costs a `swift_once` call per read, more than the read itself.
///
/// The shared store publishes its value bytes once, keyed by the flag type, in a small
/// process-wide table of never-changing slots (eight types; more fall back to the global).
@usableFromInline
enum FastSlot {
    /// The published values of `Flag`'s shared store, if they are.
    @inlinable
    static func values<Flag: ManifestFlag>(for _: Flag.Type) -> AtomicFlagValues? {
        let bytes = ffk_fast_slot_bytes(unsafeBitCast(Flag.self as Any.Type, to: UnsafeRawPointer.self))
        return bytes.map(AtomicFlagValues.init(publishedBytes:))
    }

    /// Publishes `bytes` for `Flag` unless a slot already holds `Flag`'s or none is free.
    /// Returns whether this call published them; their owner must then live as long as the process.
    static func publish<Flag: ManifestFlag>(_ bytes: UnsafeMutablePointer<UInt8>, for _: Flag.Type) -> Bool {
        ffk_publish_fast_slot(unsafeBitCast(Flag.self as Any.Type, to: UnsafeRawPointer.self), bytes) != 0
    }
}

extension FlagStore {
    /// The value index of `flag`, after publishing this store's values for fast reads if `Flag` has
    /// none published yet. Called on ``ManifestFlag/sharedStore``: the store that gets the slot
    /// is kept alive for the rest of the process (a computed `sharedStore` may drop it), so the
    /// bytes that reads use are never freed.
    @usableFromInline
    func publishedIndex(of flag: Flag) -> Int {
        if FastSlot.publish(values.bytes, for: Flag.self) {
            _ = Unmanaged.passRetained(self)  // never released: the slot is never emptied
        }
        return valueIndex(of: flag)
    }
}
