/// A bucketing group: units in the same group get the same bucket, so flags that share a group
/// roll out to the same units.
///
/// A unit's bucket is `murmur3_x86_32(utf8("<group>:<unit id>"), seed: 0) % 100 + 1`, a number
/// in 1...100, the same as Unleash's `normalizedHash`.
///
/// ```swift
/// RolloutGroup("newEditor").bucket(of: "user-42") // 1...100
/// ```
package struct RolloutGroup: Sendable {
    private let name: String

    package init(_ name: String) {
        self.name = name
    }

    /// The bucket of `unitID` in this group, in 1...100.
    package func bucket(of unitID: String) -> Int {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count + 1 + unitID.utf8.count)
        bytes += name.utf8
        bytes.append(UInt8(ascii: ":"))
        bytes += unitID.utf8
        return Int(MurmurHash3.hash(bytes) % 100) + 1
    }
}
