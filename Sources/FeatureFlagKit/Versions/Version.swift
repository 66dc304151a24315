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
    /// The components, as written: `[24, 3]` for `24.3`.
    package let components: [Int]

    /// The version with these components.
    ///
    /// - Precondition: there is at least one component and none is negative.
    package init(_ components: [Int]) {
        precondition(
            !components.isEmpty && components.allSatisfy { $0 >= 0 }, "A version needs non-negative components.")
        self.components = components
    }

    /// Parses dot-separated non-negative integers in ASCII digits (`24`, `24.3`, `24.3.1`,
    /// `1.2.3.4`); returns `nil` for anything else, white space and signs included.
    ///
    /// - Parameter description: the text to parse, such as `24.3.1`.
    public init?(_ description: String) {
        var text = description
        guard let components = text.withUTF8(Self.parse) else { return nil }
        self.components = components
    }

    /// Parses the UTF-8 text `utf8` as the initializer from a string does.
    package init?(utf8: UnsafeBufferPointer<UInt8>) {
        guard let components = Self.parse(utf8) else { return nil }
        self.components = components
    }

    /// Any number of components of any size that fits in an `Int`; `nil` for an empty
    /// component, a byte other than a digit or a dot, or a component above `Int.max`.
    private static func parse(_ utf8: UnsafeBufferPointer<UInt8>) -> [Int]? {
        var components: [Int] = []
        // One allocation of the right size rather than one per growth: payloads bound thousands
        // of rules by version. Capped, so that text of nothing but dots reserves little.
        components.reserveCapacity(min(8, 1 + utf8.reduce(0) { $1 == UInt8(ascii: ".") ? $0 + 1 : $0 }))
        var current = 0
        var digits = 0
        for byte in utf8 {
            if byte == UInt8(ascii: ".") {
                guard digits > 0 else { return nil }
                components.append(current)
                current = 0
                digits = 0
            } else {
                let digit = byte &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                let (shifted, overflowShift) = current.multipliedReportingOverflow(by: 10)
                let (sum, overflowAdd) = shifted.addingReportingOverflow(Int(digit))
                guard !overflowShift, !overflowAdd else { return nil }
                current = sum
                digits += 1
            }
        }
        guard digits > 0 else { return nil }
        components.append(current)
        return components
    }

    /// The components joined with dots: `24.3.0` stays `24.3.0`.
    public var description: String {
        components.map(String.init).joined(separator: ".")
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
        let significant = (components.lastIndex { $0 != 0 } ?? -1) + 1
        hasher.combine(significant)
        for index in 0..<significant { hasher.combine(components[index]) }
    }

    /// -1, 0 or 1 as `lhs` is lower than, equal to or higher than `rhs`.
    private static func compare(_ lhs: Version, _ rhs: Version) -> Int {
        let left = lhs.components
        let right = rhs.components
        for index in 0..<max(left.count, right.count) {
            let leftComponent = index < left.count ? left[index] : 0
            let rightComponent = index < right.count ? right[index] : 0
            if leftComponent != rightComponent { return leftComponent < rightComponent ? -1 : 1 }
        }
        return 0
    }
}
