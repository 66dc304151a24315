/// A bucketing group: units in the same group get the same bucket, so flags that share a group
/// roll out to the same units.
///
/// A unit's bucket is `murmur3_x86_32(utf8("<group>:<unit id>"), seed: 0) % 100 + 1`, a number
/// in 1...100, the same as Unleash's `normalizedHash`. Its split target, which picks the entry of
/// a weighted split (see ``VariantSplit``), hashes the same bytes with another seed, so that
/// which entry a unit gets doesn't follow from whether a rollout holds for it.
///
/// ```swift
/// RolloutGroup("newEditor").bucket(of: "user-42") // 1...100
/// RolloutGroup("checkoutFlow").splitTarget(of: "user-42", total: 1_000) // 1...1000
/// ```
package struct RolloutGroup: Sendable {
    /// The seed of rollout buckets, Unleash's for strategies.
    private static let rolloutSeed: UInt32 = 0
    /// The seed of split targets, Unleash's for variants: a unit's bucket tells nothing of its
    /// target, so the units inside a rollout of p% still spread over every entry of a split.
    private static let variantSeed: UInt32 = 86_028_157

    private let name: String

    package init(_ name: String) {
        self.name = name
    }

    /// The bucket of `unitID` in this group, in 1...100.
    package func bucket(of unitID: String) -> Int {
        Int(hash(of: unitID, seed: Self.rolloutSeed) % 100) + 1
    }

    /// The target of `unitID` in a split of this group whose weights add up to `total`, in
    /// 1...`total`: `murmur3_x86_32(utf8("<group>:<unit id>"), seed: 86028157) % total + 1`, as
    /// Unleash's variant selection computes it.
    ///
    /// - Parameters:
    ///   - unitID: the unit: the app's user id, or an install id.
    ///   - total: the sum of the split's weights, in ``VariantSplit/totals``.
    /// - Returns: a number in 1...`total`; ``VariantSplit/assignedIndex(weights:target:)`` turns
    ///   it into the entry assigned.
    package func splitTarget(of unitID: String, total: Int) -> Int {
        precondition(VariantSplit.totals.contains(total), "a split's weights add up to \(total)")
        return Int(hash(of: unitID, seed: Self.variantSeed) % UInt32(total)) + 1
    }

    /// MurmurHash3 with `seed` of `utf8("<group>:<unit id>")`, the bytes both hashes read. The
    /// bytes are put together in a temporary buffer: every rollout rule hashes one unit per flag
    /// whenever a payload or the targeting context changes.
    private func hash(of unitID: String, seed: UInt32) -> UInt32 {
        var (group, unit) = (name, unitID)
        return group.withUTF8 { group in
            unit.withUTF8 { unit in
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: group.count + 1 + unit.count) { key in
                    _ = key.initialize(fromContentsOf: group)
                    key[group.count] = UInt8(ascii: ":")
                    _ = UnsafeMutableBufferPointer(rebasing: key[(group.count + 1)...]).initialize(fromContentsOf: unit)
                    return MurmurHash3.hash(UnsafeBufferPointer(key), seed: seed)
                }
            }
        }
    }
}
