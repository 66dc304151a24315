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

/// What one layer of a store's state (local overrides, launch overrides, the remote payload, the
/// effective values) gives each flag: an index per flag, ``FlagValueIndex/none`` where the layer
/// leaves the flag alone, and the value of each typed flag it sets, which an index can't name
/// (a typed flag's index is 1 wherever it has a value).
package struct LayerValues: Sendable, Equatable {
    /// Each flag's index, by ordinal.
    package private(set) var indices: [FlagValueIndex]
    /// The value of each typed flag the layer sets, by ordinal.
    package private(set) var typed: [Int: FlagValue] = [:]

    /// A layer that leaves all `count` flags alone.
    package init(count: Int) {
        indices = Array(repeating: .none, count: count)
    }

    /// A layer with `indices`, and `typed` the values of the typed flags among them.
    package init(indices: [FlagValueIndex], typed: [Int: FlagValue]) {
        self.indices = indices
        self.typed = typed
    }

    /// The index the layer gives the flag at `ordinal`.
    package subscript(ordinal: Int) -> FlagValueIndex {
        indices[ordinal]
    }

    /// The number of flags.
    package var count: Int { indices.count }

    /// The value the layer gives the flag at `ordinal` of `catalog`, or `nil` if it leaves it alone.
    package func value(at ordinal: Int, in catalog: FlagCatalog) -> FlagValue? {
        indices[ordinal].index.map { typed[ordinal] ?? catalog.value(at: ordinal, index: $0) }
    }

    /// Gives the flag at `ordinal` of `catalog` `value`, which must be one of its values as
    /// ``FlagCatalog/conforming(_:at:json:)`` returns them, or leaves it alone (`nil`).
    package mutating func set(_ value: FlagValue?, at ordinal: Int, in catalog: FlagCatalog) {
        guard let value else {
            indices[ordinal] = .none
            typed[ordinal] = nil
            return
        }
        let isTyped = catalog.valueType(at: ordinal) != nil
        set(
            index: FlagValueIndex(catalog.index(ofConforming: value, at: ordinal)), typed: isTyped ? value : nil,
            at: ordinal)
    }

    /// Gives the flag at `ordinal` the value at `index`, and `typed`, its value, if it is a
    /// typed flag (`nil` for any other).
    package mutating func set(index: FlagValueIndex, typed value: FlagValue?, at ordinal: Int) {
        indices[ordinal] = index
        if value != nil || !typed.isEmpty { typed[ordinal] = index == .none ? nil : value }
    }
}
