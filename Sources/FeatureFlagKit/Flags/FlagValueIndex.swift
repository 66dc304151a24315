/// The index of a Boolean or variant flag's value (0 off, 1 on, or its variant's position), or
/// ``none``: one byte, so a layer keeps one per flag.
package struct FlagValueIndex: Hashable, Sendable {
    /// The index; `0xFF` for ``none``.
    package let byte: UInt8

    /// No value: what a layer holds for a flag it leaves alone.
    package static let none = FlagValueIndex(0xFF)

    /// The index `index`; an effective value's is below 0x80, whose bit a published byte uses as
    /// ``AtomicFlagValues/exposureOwedBit``.
    package init(_ index: Int) { byte = UInt8(index) }

    /// The index, or `nil` for ``none``.
    package var index: Int? { self == .none ? nil : Int(byte) }
}
