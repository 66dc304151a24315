/// A bucketing group: units in the same group get the same bucket, so flags that share a group
/// roll out to the same units.
///
/// A unit's bucket is `murmur3_x86_32(utf8("<group>:<unit id>"), seed: 0) % 100 + 1`, a number
/// in 1...100, the same as Unleash's `normalizedHash`. The hash state after `"<group>:"` is
/// computed once, so a bucket costs only the unit id's bytes.
///
/// ```swift
/// RolloutGroup("newEditor").bucket(of: "user-42") // 1...100
/// ```
package struct RolloutGroup: Sendable {
    private let prefixState: MurmurHash3

    /// The group called `name`.
    package init(_ name: String) {
        var state = MurmurHash3()
        state.combine(name.utf8)
        state.combine(CollectionOfOne(UInt8(ascii: ":")))
        prefixState = state
    }

    /// The bucket of `unitID` in this group, in 1...100.
    package func bucket(of unitID: String) -> Int {
        var state = prefixState
        state.combine(unitID.utf8)
        return Int(state.finalize() % 100) + 1
    }
}
