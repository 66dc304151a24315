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

/// One 64-bit word per flag for the values of typed flags, read without locks while a writer
/// updates them: an integer's bits, a double's bits, or the address of a string's
/// ``TypedString`` box. A store of a manifest without typed flags keeps one unused word.
///
/// Each word is read with an acquire load and written with a release store, so a reader that
/// sees a string's box also sees the string in it.
@usableFromInline
struct TypedValueWords: @unchecked Sendable {
    @usableFromInline let words: UnsafeMutablePointer<UInt64>

    /// `count` words, all 0, to be written before any read.
    init(count: Int) {
        words = UnsafeMutablePointer<UInt64>.allocate(capacity: max(count, 1))
        words.initialize(repeating: 0, count: max(count, 1))
    }

    /// Words that another owner allocated and keeps alive (a published shared store's).
    @inlinable
    init(publishedWords words: UnsafeMutablePointer<UInt64>) {
        self.words = words
    }

    /// Frees the words; they must not be used afterwards.
    func deallocate() {
        words.deallocate()
    }

    /// The word of the typed flag at `ordinal`.
    @inlinable
    func word(at ordinal: Int) -> UInt64 {
        ffk_load_word(words + ordinal)
    }

    /// Writes `word` for the typed flag at `ordinal`.
    func store(_ word: UInt64, at ordinal: Int) {
        ffk_store_word(words + ordinal, word)
    }

    /// The string whose box `word` holds the address of, without retaining the box: its owner,
    /// the store's ``TypedStrings``, keeps it until the store is freed.
    @inlinable
    static func string(fromWord word: UInt64) -> String {
        Unmanaged<TypedString>.fromOpaque(UnsafeRawPointer(bitPattern: UInt(word))!)._withUnsafeGuaranteedRef {
            $0.value
        }
    }
}

/// A string flag's value in a box whose address fits a ``TypedValueWords`` word.
@usableFromInline
final class TypedString: Sendable {
    @usableFromInline let value: String

    init(_ value: String) {
        self.value = value
    }
}

/// The boxes of the strings a store's string flags have had, each distinct string once, kept
/// for the store's lifetime: a reader may still hold the address of a string that an update
/// replaced, so no box is freed while a reader may use it. What this keeps grows only with
/// strings never seen before by the store.
final class TypedStrings: @unchecked Sendable {
    // Unchecked Sendable: used only while the store holds its update lock (and in init).
    private var boxes: [String: TypedString] = [:]

    /// The word of `value`: its bits for a number, its box's address for a string.
    func word(for value: FlagValue) -> UInt64 {
        switch value {
        case .integer(let integer): return UInt64(bitPattern: Int64(integer))
        case .double(let double): return double.bitPattern
        case .string(let string):
            let box = boxes[string] ?? TypedString(string)
            boxes[string] = box
            return UInt64(UInt(bitPattern: Unmanaged.passUnretained(box).toOpaque()))
        case .bool, .variant: preconditionFailure("only a typed flag's value has a word, not \(value)")
        }
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

    /// The published typed value words of `Flag`'s shared store, if they are.
    @inlinable
    static func words<Flag: ManifestFlag>(for _: Flag.Type) -> TypedValueWords? {
        let words = ffk_fast_slot_words(unsafeBitCast(Flag.self as Any.Type, to: UnsafeRawPointer.self))
        return words.map(TypedValueWords.init(publishedWords:))
    }

    /// Publishes `values` and `words` for `Flag` unless a slot already holds `Flag`'s or none is
    /// free. Returns whether this call published them; their owner must then live as long as the process.
    static func publish<Flag: ManifestFlag>(_ values: AtomicFlagValues, _ words: TypedValueWords, for _: Flag.Type)
        -> Bool
    {
        ffk_publish_fast_slot(
            unsafeBitCast(Flag.self as Any.Type, to: UnsafeRawPointer.self), values.bytes, words.words)
            != 0
    }
}

extension FlagStore {
    /// The value index of `flag`, after publishing this store's values for fast reads if `Flag` has
    /// none published yet. Called on ``ManifestFlag/sharedStore``: the store that gets the slot
    /// is kept alive for the rest of the process (a computed `sharedStore` may drop it), so the
    /// bytes that reads use are never freed.
    @usableFromInline
    func publishedIndex(of flag: Flag) -> Int {
        publishFastSlot()
        return valueIndex(of: flag)
    }

    /// The word of the typed flag `flag`, after publishing as ``publishedIndex(of:)`` does.
    @usableFromInline
    func publishedTypedWord(of flag: Flag) -> UInt64 {
        publishFastSlot()
        return typedWord(of: flag)
    }

    private func publishFastSlot() {
        if FastSlot.publish(values, words, for: Flag.self) {
            _ = Unmanaged.passRetained(self)  // never released: the slot is never emptied
        }
    }
}
