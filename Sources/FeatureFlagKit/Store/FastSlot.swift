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

    /// Publishes `bytes` for `Flag`; the bytes must live as long as the process.
    static func publish<Flag: ManifestFlag>(_ bytes: UnsafeMutablePointer<UInt8>, for _: Flag.Type) {
        _ = ffk_publish_fast_slot(unsafeBitCast(Flag.self as Any.Type, to: UnsafeRawPointer.self), bytes)
    }
}

extension FlagStore {
    /// The value of `flag`, after publishing this store's values for fast reads. Called only
    /// on the shared store, which lives as long as the process.
    @usableFromInline
    func publishedValue(of flag: Flag) -> Bool {
        FastSlot.publish(values.bytes, for: Flag.self)
        return isEnabled(flag)
    }
}
