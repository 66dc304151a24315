/// The index of a Boolean or variant flag's value (0 off, 1 on, or its variant's position), or
/// ``none``: one byte, so a layer keeps one per flag.
package struct FlagValueIndex: Hashable, Sendable {
    /// The index; `0xFF` for ``none``.
    package let byte: UInt8

    /// No value: what a layer holds for a flag it leaves alone.
    package static let none = FlagValueIndex(byte: 0xFF)

    /// The index `index`, below 0x80, whose bit a published byte uses as
    /// ``AtomicFlagValues/exposureOwedBit`` (a manifest declares at most 100 variants).
    package init(_ index: Int) {
        precondition((0..<0x80).contains(index), "a flag's value index is below 128, not \(index)")
        byte = UInt8(index)
    }

    private init(byte: UInt8) { self.byte = byte }

    /// The index, or `nil` for ``none``.
    package var index: Int? { self == .none ? nil : Int(byte) }
}
