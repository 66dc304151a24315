/// An open-addressing hash index from flag key to ordinal that stores only 32-bit ordinals:
/// a quarter of the memory of a `[String: Int]`, since the keys already live in the catalog.
package struct KeyIndex: Sendable {
    private static let empty: Int32 = -1
    private let slots: [Int32]
    private let mask: Int

    package init(_ keys: [String]) {
        var capacity = 8
        while capacity < keys.count * 2 { capacity *= 2 }
        var slots = Array(repeating: Self.empty, count: capacity)
        mask = capacity - 1
        for (ordinal, key) in keys.enumerated() {
            var slot = key.hashValue & mask
            while slots[slot] != Self.empty {
                if keys[Int(slots[slot])] == key { break }  // a repeated key keeps its first ordinal
                slot = (slot + 1) & mask
            }
            if slots[slot] == Self.empty { slots[slot] = Int32(ordinal) }
        }
        self.slots = slots
    }

    /// The ordinal of `key`, looking keys up in `keys` (the array the index was built from).
    package func ordinal(of key: String, in keys: [String]) -> Int? {
        var slot = key.hashValue & mask
        while slots[slot] != Self.empty {
            let ordinal = Int(slots[slot])
            if keys[ordinal] == key { return ordinal }
            slot = (slot + 1) & mask
        }
        return nil
    }
}
