/// A version made of dot-separated non-negative integers, such as an app version (`24.3`), a
/// build number (`1520`) or an operating system version (`17.4.1`).
///
/// Missing components count as 0, so `24.3`, `24.3.0` and `24.3.0.0` are equal.
///
/// ```swift
/// Version("24.3")! < Version("24.10")! // true
/// Version("24.3") == Version("24.3.0") // true
/// Version("24.3-beta")                 // nil
/// ```
public struct Version: Sendable, Hashable, Comparable, CustomStringConvertible, LosslessStringConvertible {
    /// The components joined with dots, without leading zeros: `24.3.0` stays `24.3.0`, and
    /// `24.03` reads `24.3`.
    // The version is kept as this text and read component by component when compared. A text of
    // up to 15 bytes (10 on 32-bit watchOS), as nearly every version is, lives inside the `String`
    // itself, so a payload's thousands of version bounds are parsed and released without a heap
    // allocation each.
    public let description: String

    /// The version with these components.
    ///
    /// - Precondition: there is at least one component and none is negative.
    package init(_ components: [Int]) {
        precondition(
            !components.isEmpty && components.allSatisfy { $0 >= 0 }, "A version needs non-negative components.")
        description = Self.joined(components)
    }

    /// Parses dot-separated non-negative integers in ASCII digits (`24`, `24.3`, `24.3.1`,
    /// `1.2.3.4`); returns `nil` for anything else, white space and signs included.
    ///
    /// Any number of components is allowed; each must fit in an `Int`.
    ///
    /// - Parameter description: the text to parse, such as `24.3.1`.
    public init?(_ description: String) {
        // The text that is kept is the one `withUTF8` read, which it made native if it was bridged,
        // so that comparisons don't copy it again.
        var text = description
        let found = Self.scan(&text)
        guard !found.isMalformed, !found.isOversized else { return nil }
        self.description = found.hasLeadingZero ? Self.joined(Self.components(of: text)) : text
    }

    /// The largest a component may be.
    package static let maximumComponent = Int.max

    /// A Boolean value indicating whether `text` is written as a version, dot-separated runs of
    /// ASCII digits, but has a component above ``maximumComponent``: for a message that says
    /// so rather than "not a version".
    package static func hasOversizedComponent(_ text: String) -> Bool {
        var text = text
        let found = scan(&text)
        return !found.isMalformed && found.isOversized
    }

    /// The components, as written: `[24, 3]` for `24.3`.
    package var components: [Int] {
        Self.components(of: description)
    }

    /// Versions are equal when they differ only in trailing zero components.
    public static func == (lhs: Version, rhs: Version) -> Bool {
        compare(lhs, rhs) == 0
    }

    /// Orders versions component by component, missing components counting as 0.
    public static func < (lhs: Version, rhs: Version) -> Bool {
        compare(lhs, rhs) < 0
    }

    /// Hashes the components up to the last one that is not zero, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        let components = components
        hasher.combine(components[..<((components.lastIndex { $0 != 0 } ?? -1) + 1)])
    }

    /// What reading every component of `text` found.
    private static func scan(_ text: inout String) -> (isMalformed: Bool, isOversized: Bool, hasLeadingZero: Bool) {
        text.withUTF8 { utf8 in
            var reader = ComponentReader(utf8)
            while reader.next() != nil {}
            return (reader.isMalformed, reader.isOversized, reader.hasLeadingZero)
        }
    }

    /// The components of `text`, which is known to be a version.
    private static func components(of text: String) -> [Int] {
        var text = text
        return text.withUTF8 { Array(IteratorSequence(ComponentReader($0))) }
    }

    private static func joined(_ components: [Int]) -> String {
        components.map(String.init).joined(separator: ".")
    }

    /// -1, 0 or 1 as `lhs` is lower than, equal to or higher than `rhs`.
    private static func compare(_ lhs: Version, _ rhs: Version) -> Int {
        var (leftText, rightText) = (lhs.description, rhs.description)
        return leftText.withUTF8 { leftUTF8 in
            rightText.withUTF8 { rightUTF8 in
                var left = ComponentReader(leftUTF8)
                var right = ComponentReader(rightUTF8)
                while true {
                    let leftComponent = left.next()
                    let rightComponent = right.next()
                    if leftComponent == nil && rightComponent == nil { return 0 }
                    let (leftValue, rightValue) = (leftComponent ?? 0, rightComponent ?? 0)
                    if leftValue != rightValue { return leftValue < rightValue ? -1 : 1 }
                }
            }
        }
    }
}

/// Reads the dot-separated whole numbers of a version's text one at a time, and tells whether
/// the text is malformed (an empty component, or a byte other than an ASCII digit or a dot),
/// where reading stops, or has a component above `Int.max`, which is read past.
private struct ComponentReader: IteratorProtocol {
    private var bytes: UnsafeBufferPointer<UInt8>.Iterator
    private var isFinished = false
    private(set) var isMalformed = false
    /// Whether a component is above `Int.max`; its value is then meaningless.
    private(set) var isOversized = false
    /// Whether a component of more than one digit starts with 0, as in `24.03`.
    private(set) var hasLeadingZero = false

    init(_ utf8: UnsafeBufferPointer<UInt8>) {
        bytes = utf8.makeIterator()
    }

    mutating func next() -> Int? {
        guard !isFinished else { return nil }
        var value = 0
        var digits = 0
        while true {
            guard let byte = bytes.next() else {
                isFinished = true
                break
            }
            if byte == UInt8(ascii: ".") { break }
            let digit = byte &- UInt8(ascii: "0")
            guard digit < 10 else { return malformed() }
            let (shifted, overflowShift) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowAdd) = shifted.addingReportingOverflow(Int(digit))
            if overflowShift || overflowAdd { isOversized = true }
            if digits == 1 && value == 0 { hasLeadingZero = true }
            value = sum
            digits += 1
        }
        guard digits > 0 else { return malformed() }
        return value
    }

    private mutating func malformed() -> Int? {
        isMalformed = true
        isFinished = true
        return nil
    }
}
