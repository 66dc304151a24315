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
package struct LayerValues: Sendable {
    /// Each flag's index, by ordinal.
    package private(set) var indices: [FlagValueIndex]
    /// The value of each typed flag the layer sets, by the flag's slot among the typed flags
    /// (``FlagCatalog/typedSlots``); empty when the catalog has no typed flag.
    private var typedValues: [FlagValue?]
    /// The catalog's ``FlagCatalog/typedSlots``: shared, never copied.
    private let typedSlots: [Int32]

    /// A layer that leaves every flag of `catalog` alone.
    package init(for catalog: FlagCatalog) {
        indices = Array(repeating: .none, count: catalog.count)
        typedValues = Array(repeating: nil, count: catalog.typedCount)
        typedSlots = catalog.typedSlots
    }

    /// The index the layer gives the flag at `ordinal`.
    package subscript(ordinal: Int) -> FlagValueIndex {
        indices[ordinal]
    }

    /// The number of flags.
    package var count: Int { indices.count }

    /// The value the layer gives the typed flag at `ordinal`, or `nil` if it leaves it alone or
    /// the flag is not typed.
    package func typed(at ordinal: Int) -> FlagValue? {
        guard !typedSlots.isEmpty, case let slot = typedSlots[ordinal], slot >= 0 else { return nil }
        return typedValues[Int(slot)]
    }

    /// The value the layer gives the flag at `ordinal` of `catalog`, or `nil` if it leaves it alone.
    package func value(at ordinal: Int, in catalog: FlagCatalog) -> FlagValue? {
        indices[ordinal].index.map { typed(at: ordinal) ?? catalog.value(at: ordinal, index: $0) }
    }

    /// Gives the flag at `ordinal` of `catalog` `value`, which must be one of its values as
    /// ``FlagCatalog/conforming(_:at:json:)`` returns them, or leaves it alone (`nil`).
    package mutating func set(_ value: FlagValue?, at ordinal: Int, in catalog: FlagCatalog) {
        set(
            index: value.map { FlagValueIndex(catalog.index(ofConforming: $0, at: ordinal)) } ?? .none,
            typed: value, at: ordinal)
    }

    /// Gives the flag at `ordinal` the value at `index`, and `typed`, its value if it is a
    /// typed flag (ignored for any other).
    package mutating func set(index: FlagValueIndex, typed value: FlagValue?, at ordinal: Int) {
        indices[ordinal] = index
        guard !typedSlots.isEmpty, case let slot = typedSlots[ordinal], slot >= 0 else { return }
        typedValues[Int(slot)] = index == .none ? nil : value
    }
}
