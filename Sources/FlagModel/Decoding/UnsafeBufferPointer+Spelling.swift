extension UnsafeBufferPointer<UInt8> {
    /// A Boolean value indicating whether these bytes are the same as `other`'s. From 4 to 16
    /// bytes (field names, `true`), two overlapping word loads on each side compare them all.
    /// (The generic `elementsEqual` walks two iterators: ten times slower here.)
    @inline(__always)
    func hasSameBytes(as other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard count == other.count else { return false }
        guard let start = baseAddress.map(UnsafeRawPointer.init), let otherStart = other.baseAddress.map(UnsafeRawPointer.init) else {
            return true  // both empty
        }
        switch count {
        case 8...16: return Self.sameEnds(start, otherStart, count: count, as: UInt64.self)
        case 4..<8: return Self.sameEnds(start, otherStart, count: count, as: UInt32.self)
        default:
            for index in indices where self[index] != other[index] { return false }
            return true
        }
    }

    /// Whether the first and the last `Word`-sized stretches of the `count` bytes at `first`
    /// and `second` (overlapping when `count` is under twice a word) are the same.
    @inline(__always)
    private static func sameEnds<Word: FixedWidthInteger>(
        _ first: UnsafeRawPointer, _ second: UnsafeRawPointer, count: Int, as _: Word.Type
    ) -> Bool {
        let last = count - MemoryLayout<Word>.size
        return first.loadUnaligned(as: Word.self) == second.loadUnaligned(as: Word.self)
            && first.loadUnaligned(fromByteOffset: last, as: Word.self) == second.loadUnaligned(fromByteOffset: last, as: Word.self)
    }

    /// A Boolean value indicating whether these bytes are the UTF-8 of `word`.
    @inline(__always)
    func spells(_ word: StaticString) -> Bool {
        hasSameBytes(as: UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
    }
}
