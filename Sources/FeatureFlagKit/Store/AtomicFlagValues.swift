import CFlagAtomics

/// One byte per flag, its value index (1 for on, or its variant's), read without locks while a writer updates it.
///
/// Each byte is read and written with an atomic instruction, so a read always sees a value
/// some update wrote (never a torn or racy one) and costs about as much as an array read.
/// Consistency across several flags is what ``FlagSnapshot`` is for.
///
/// A struct, not a class, so a read follows one pointer less; the owning store frees the
/// bytes in its `deinit`.
@usableFromInline
struct AtomicFlagValues: @unchecked Sendable {
    @usableFromInline let bytes: UnsafeMutablePointer<UInt8>

    /// The bit of a flag's byte set while a read owes an exposure (``ExposureLedger``); the
    /// value index is the other bits, which is why a manifest may declare at most 100 variants.
    @usableFromInline static let exposureOwedBit: UInt8 = 0x80

    init(_ values: [FlagValueIndex]) {
        bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(values.count, 1))
        bytes.initialize(from: values.map(\.byte), count: values.count)
    }

    /// Values that another owner allocated and keeps alive (a published shared store's).
    @inlinable
    init(publishedBytes bytes: UnsafeMutablePointer<UInt8>) {
        self.bytes = bytes
    }

    /// Frees the bytes; the values must not be used afterwards.
    func deallocate() {
        bytes.deallocate()
    }

    /// The byte of the flag at `ordinal`, which must be less than the number of flags: its
    /// value index, with ``exposureOwedBit`` set while a read owes an exposure.
    @inlinable
    func byte(at ordinal: Int) -> UInt8 {
        ffk_load_byte(bytes + ordinal)
    }

    /// The value index of the flag at `ordinal`, or `nil` while a read owes its exposure (the
    /// reader then records it through the store's ``ExposureLedger``).
    @inlinable
    func settledIndex(at ordinal: Int) -> Int? {
        let byte = byte(at: ordinal)
        return _fastPath(byte & Self.exposureOwedBit == 0) ? Int(byte) : nil
    }

    /// Writes `byte` for the flag at `ordinal`; readers see each flag change atomically.
    func store(_ byte: UInt8, at ordinal: Int) {
        ffk_store_byte(bytes + ordinal, byte)
    }
}

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
