/// A cursor over a payload's bytes for ``DirectRuleReader``: the few JSON tokens that
/// well-formed rules are made of, read in place. Every method reads a token only if it is the
/// simple kind (a string without escapes, `true`, an integer without sign, fraction or
/// exponent) and otherwise answers `nil` or `false`; the reader then gives up, and the
/// ``JSONScanner`` reads the same bytes again with every rule and message of the JSON grammar.
///
/// ```swift
/// var cursor = RuleCursor(bytes, at: start)
/// if cursor.take(UInt8(ascii: "{")), let name = cursor.plainString(), cursor.take(UInt8(ascii: ":")) { … }
/// ```
struct RuleCursor {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte to read.
    private(set) var index: Int

    /// A cursor at `index` in `bytes`.
    init(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) {
        self.bytes = bytes
        self.index = index
    }

    /// The next byte after white space (which it skips), or `nil` at the end.
    mutating func peek() -> UInt8? {
        // In locals: through `self`, every byte read would reload the buffer and the index.
        let bytes = bytes
        var index = index
        defer { self.index = index }
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): index += 1
            case let byte: return byte
            }
        }
        return nil
    }

    /// Reads `byte` if it comes next (after white space); returns whether it did.
    mutating func take(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        index += 1
        return true
    }

    /// After an element of a container that `closing` ends: `true` if a `,` and another
    /// element follow, `false` if `closing` ends it, `nil` for anything else (a trailing
    /// comma included).
    mutating func continues(before closing: UInt8) -> Bool? {
        switch peek() {
        case closing?:
            index += 1
            return false
        case UInt8(ascii: ",")?:
            index += 1
            guard let next = peek(), next != closing else { return nil }
            return true
        default:
            return nil
        }
    }

    /// The bytes between the quotes of a string of printable ASCII without escapes.
    mutating func plainString() -> UnsafeBufferPointer<UInt8>? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let bytes = bytes
        let start = index
        var end = start
        // Eight bytes at a time while eight are left: the first byte that is not plain is
        // exact (see `firstStop`), and is the closing quote in a plain string.
        while end + 8 <= bytes.count {
            let word = UnsafeRawPointer(bytes.baseAddress! + end).loadUnaligned(as: UInt64.self)
            guard let stop = Self.firstStop(in: UInt64(littleEndian: word)) else {
                end += 8
                continue
            }
            end += stop
            guard bytes[end] == UInt8(ascii: "\"") else { return nil }
            index = end + 1
            return UnsafeBufferPointer(start: bytes.baseAddress! + start, count: end - start)
        }
        for end in end..<bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") {
                index = end + 1
                return UnsafeBufferPointer(start: bytes.baseAddress! + start, count: end - start)
            }
            // Outside 0x20..<0x80 (one comparison), or a backslash: not plain.
            guard byte &- 0x20 < 0x60, byte != UInt8(ascii: "\\") else { return nil }
        }
        return nil
    }

    /// The index of the first of the eight bytes of `word` (first in memory: lowest) that is
    /// a quote, a backslash, a control or not ASCII, or `nil` if none is. `(x - 0x01…) & ~x &
    /// 0x80…` marks the bytes of `x` that are 0 (and may mark bytes above the first one, so
    /// only the lowest mark counts); a byte below 0x20 is one that 0x20… minus it borrows from.
    private static func firstStop(in word: UInt64) -> Int? {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs = ones &* 0x80
        let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let marks = ((quotes &- ones) & ~quotes | (backslashes &- ones) & ~backslashes | (word &- ones &* 0x20) & ~word | word) & highs
        return marks == 0 ? nil : marks.trailingZeroBitCount / 8
    }

    /// `true` or `false`.
    mutating func boolean() -> Bool? {
        switch peek() {
        case UInt8(ascii: "t") where spellsNext("true"):
            index += 4
            return true
        case UInt8(ascii: "f") where spellsNext("false"):
            index += 5
            return false
        default:
            return nil
        }
    }

    /// An integer of at most three digits, without sign or leading zero: a rollout percentage
    /// or something that isn't one.
    mutating func smallInteger() -> Int? {
        guard let first = peek(), let value = Self.digit(first) else { return nil }
        var number = value
        index += 1
        var digits = 1
        while index < bytes.count, let next = Self.digit(bytes[index]) {
            guard number != 0, digits < 3 else { return nil }
            number = number * 10 + next
            digits += 1
            index += 1
        }
        // A fraction or an exponent makes it a number the tree decoder judges.
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") || bytes[index] | 0x20 == UInt8(ascii: "e") { return nil }
        return number
    }

    private func spellsNext(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return UnsafeBufferPointer(rebasing: bytes[index..<index + count]).spells(word)
    }

    private static func digit(_ byte: UInt8) -> Int? {
        byte &- UInt8(ascii: "0") < 10 ? Int(byte &- UInt8(ascii: "0")) : nil
    }
}
