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
