extension UnsafeBufferPointer<UInt8> {
    /// A Boolean value indicating whether these bytes are the same as `other`'s, compared by
    /// index (the generic `elementsEqual` walks two iterators: ten times slower here).
    @inline(__always)
    func hasSameBytes(as other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard count == other.count else { return false }
        for index in indices where self[index] != other[index] { return false }
        return true
    }

    /// A Boolean value indicating whether these bytes are the UTF-8 of `word`.
    @inline(__always)
    func spells(_ word: StaticString) -> Bool {
        hasSameBytes(as: UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
    }
}
