import FlagJSON

/// A cursor over a payload's bytes for ``DirectRuleReader``: the few JSON tokens that
/// well-formed rules are made of, read in place. Every method reads a token only if it is the
/// simple kind (a string without escapes, `true`, an integer without sign, fraction or
/// exponent) and otherwise answers `nil` or `false`; the reader then gives up, and the
/// ``JSONScanner`` reads the same bytes again with every rule and message of the JSON grammar.
///
/// ```swift
/// var cursor = RuleCursor(bytes, at: start)
/// if cursor.take(UInt8(ascii: "{")), let field = cursor.field(), cursor.take(UInt8(ascii: ":")) { … }
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
    @inline(__always)
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
    @inline(__always)
    mutating func take(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        index += 1
        return true
    }

    /// After an element of a container that `closing` ends: `true` if a `,` and another
    /// element follow, `false` if `closing` ends it, `nil` for anything else (a trailing
    /// comma included).
    @inline(__always)
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
    @inline(__always)
    mutating func plainString() -> UnsafeBufferPointer<UInt8>? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        let end = JSONScanner.plainRunEnd(in: bytes, from: start)
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return nil }
        index = end + 1
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }

    /// The rule field whose quoted name comes next, matched in place.
    @inline(__always)
    mutating func field() -> RuleField? {
        guard take(UInt8(ascii: "\"")), index < bytes.count,
              let candidate = RuleField.candidate(startingWith: bytes[index]), takeWordAndQuote(candidate.spelling)
        else { return nil }
        return candidate.field
    }

    /// Reads `word` and its closing quote if they come next (the opening quote already read).
    @inline(__always)
    mutating func takeWordAndQuote(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard spellsNext(word), index + count < bytes.count, bytes[index + count] == UInt8(ascii: "\"") else { return false }
        index += count + 1
        return true
    }

    /// `true` or `false`.
    @inline(__always)
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
    @inline(__always)
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

    /// Whether `word` comes next, with no white space before it.
    @inline(__always)
    private func spellsNext(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return UnsafeBufferPointer(rebasing: bytes[index..<index + count]).spells(word)
    }

    private static func digit(_ byte: UInt8) -> Int? {
        byte &- UInt8(ascii: "0") < 10 ? Int(byte &- UInt8(ascii: "0")) : nil
    }
}
