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

    init(_ values: [UInt8]) {
        bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(values.count, 1))
        bytes.initialize(from: values, count: values.count)
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

    /// The value of the flag at `ordinal`, which must be less than the number of flags.
    @inlinable
    func load(_ ordinal: Int) -> Bool {
        ffk_load_byte(bytes + ordinal) != 0
    }

    /// The value index of the flag at `ordinal` (1 for on, or its variant's).
    @inlinable
    func index(at ordinal: Int) -> Int {
        Int(ffk_load_byte(bytes + ordinal))
    }

    /// Writes `values[ordinal]` for each of `ordinals` (the ones that changed: writers are
    /// serialized, so every other byte already holds its value). Readers see each flag change
    /// atomically.
    func store(_ values: [UInt8], at ordinals: [Int]) {
        for ordinal in ordinals { ffk_store_byte(bytes + ordinal, values[ordinal]) }
    }
}
