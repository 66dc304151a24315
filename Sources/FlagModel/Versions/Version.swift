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
    public let components: [Int]

    /// The version with these components.
    ///
    /// - Precondition: there is at least one component and none is negative.
    public init(_ components: [Int]) {
        precondition(!components.isEmpty && components.allSatisfy { $0 >= 0 }, "A version needs non-negative components.")
        self.components = components
    }

    /// Parses dot-separated non-negative integers in ASCII digits (`24`, `24.3`, `24.3.1`,
    /// `1.2.3.4`); returns `nil` for anything else, white space and signs included.
    public init?(_ description: String) {
        var components: [Int] = []
        var current: Int?
        for byte in description.utf8 {
            if byte == UInt8(ascii: ".") {
                guard let finished = current else { return nil }
                components.append(finished)
                current = nil
            } else {
                guard let digit = Self.digitValue(byte), let next = Self.appending(digit, to: current ?? 0) else { return nil }
                current = next
            }
        }
        guard let last = current else { return nil }
        components.append(last)
        self.components = components
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
        let significant = components.lastIndex { $0 != 0 }.map { $0 + 1 } ?? 0
        hasher.combine(components[..<significant])
    }

    /// -1, 0 or 1 as `lhs` is lower than, equal to or higher than `rhs`.
    private static func compare(_ lhs: Version, _ rhs: Version) -> Int {
        for index in 0..<max(lhs.components.count, rhs.components.count) {
            let left = index < lhs.components.count ? lhs.components[index] : 0
            let right = index < rhs.components.count ? rhs.components[index] : 0
            if left != right { return left < right ? -1 : 1 }
        }
        return 0
    }

    private static func digitValue(_ byte: UInt8) -> Int? {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? Int(byte - UInt8(ascii: "0")) : nil
    }

    /// `value * 10 + digit`, or `nil` when that doesn't fit in an `Int`.
    private static func appending(_ digit: Int, to value: Int) -> Int? {
        let (shifted, overflowShift) = value.multipliedReportingOverflow(by: 10)
        let (sum, overflowAdd) = shifted.addingReportingOverflow(digit)
        return overflowShift || overflowAdd ? nil : sum
    }
}
