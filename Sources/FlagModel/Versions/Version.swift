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
    /// Up to four components below 2³² (nearly every version there is) packed into two words,
    /// so a version takes no allocation and two packed versions compare as two pairs of
    /// integers; anything longer or larger in an array. Comparing and hashing read components,
    /// so they don't depend on which storage a version has.
    private enum Storage: Sendable {
        /// `count` components, the first and second in the high and low halves of `high`, the
        /// third and fourth in `low`; the halves past `count` are 0.
        case packed(high: UInt64, low: UInt64, count: UInt8)
        case array([Int])
    }

    private let storage: Storage

    private init(storage: Storage) {
        self.storage = storage
    }

    /// The components, as written: `[24, 3]` for `24.3`.
    package var components: [Int] {
        switch storage {
        case .packed(_, _, let count): (0..<Int(count)).map(component(at:))
        case .array(let components): components
        }
    }

    /// The version with these components.
    ///
    /// - Precondition: there is at least one component and none is negative.
    public init(_ components: [Int]) {
        precondition(!components.isEmpty && components.allSatisfy { $0 >= 0 }, "A version needs non-negative components.")
        var packed = Packing()
        storage = components.allSatisfy { packed.append($0) } ? packed.storage : .array(components)
    }

    /// Parses dot-separated non-negative integers in ASCII digits (`24`, `24.3`, `24.3.1`,
    /// `1.2.3.4`); returns `nil` for anything else, white space and signs included.
    public init?(_ description: String) {
        var text = description
        guard let storage = text.withUTF8(Self.parse) else { return nil }
        self.storage = storage
    }

    /// Parses the UTF-8 text `utf8` as the initializer from a string does.
    package init?(utf8: UnsafeBufferPointer<UInt8>) {
        guard let storage = Self.parse(utf8) else { return nil }
        self.storage = storage
    }

    private static func parse(_ utf8: UnsafeBufferPointer<UInt8>) -> Storage? {
        parsePacked(utf8) ?? parseAny(utf8)
    }

    /// The common case, in one pass without optionals or arrays: at most four components,
    /// each below 2³². `nil` for anything else, valid or not, for ``parseAny(_:)`` to judge.
    private static func parsePacked(_ utf8: UnsafeBufferPointer<UInt8>) -> Storage? {
        var packed = Packing()
        var component = 0
        var digits = 0
        for byte in utf8 {
            if byte == UInt8(ascii: ".") {
                guard digits > 0, packed.append(component) else { return nil }
                component = 0
                digits = 0
            } else {
                // Ten digits at most: below 2⁶³, so the arithmetic can't overflow.
                guard case let digit = byte &- UInt8(ascii: "0"), digit < 10, digits < 10 else { return nil }
                component = component &* 10 &+ Int(digit)
                digits += 1
            }
        }
        guard digits > 0, packed.append(component) else { return nil }
        return packed.storage
    }

    /// Any number of components of any size that fits in an `Int`, in an array (what
    /// ``parsePacked(_:)`` can't pack).
    private static func parseAny(_ utf8: UnsafeBufferPointer<UInt8>) -> Storage? {
        var components: [Int] = []
        var current: Int?
        for byte in utf8 {
            if byte == UInt8(ascii: ".") {
                guard let finished = current else { return nil }
                components.append(finished)
                current = nil
            } else {
                guard let digit = digitValue(byte), let next = appending(digit, to: current ?? 0) else { return nil }
                current = next
            }
        }
        guard let last = current else { return nil }
        return .array(components + [last])
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
        let significant = (0..<count).last { component(at: $0) != 0 }.map { $0 + 1 } ?? 0
        hasher.combine(significant)
        for index in 0..<significant { hasher.combine(component(at: index)) }
    }

    private var count: Int {
        switch storage {
        case .packed(_, _, let count): Int(count)
        case .array(let components): components.count
        }
    }

    /// The component at `index`, or 0 past the last one.
    private func component(at index: Int) -> Int {
        switch storage {
        case .packed(let high, let low, _):
            index < 4 ? Int(truncatingIfNeeded: (index < 2 ? high : low) >> (index % 2 == 0 ? 32 : 0) & 0xFFFF_FFFF) : 0
        case .array(let components):
            index < components.count ? components[index] : 0
        }
    }

    /// -1, 0 or 1 as `lhs` is lower than, equal to or higher than `rhs`.
    private static func compare(_ lhs: Version, _ rhs: Version) -> Int {
        if case .packed(let leftHigh, let leftLow, _) = lhs.storage, case .packed(let rightHigh, let rightLow, _) = rhs.storage {
            return (leftHigh, leftLow) == (rightHigh, rightLow) ? 0 : (leftHigh, leftLow) < (rightHigh, rightLow) ? -1 : 1
        }
        for index in 0..<max(lhs.count, rhs.count) {
            let left = lhs.component(at: index)
            let right = rhs.component(at: index)
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

    /// Components packed one by one, while they fit.
    private struct Packing {
        private var high: UInt64 = 0
        private var low: UInt64 = 0
        private var count: UInt8 = 0

        var storage: Storage { .packed(high: high, low: low, count: count) }

        /// Packs `component` after the others; returns `false` (packing nothing) if it doesn't fit.
        mutating func append(_ component: Int) -> Bool {
            guard count < 4, let value = UInt32(exactly: component) else { return false }
            let shifted = UInt64(value) << (count % 2 == 0 ? 32 : 0)
            if count < 2 { high |= shifted } else { low |= shifted }
            count += 1
            return true
        }
    }
}
