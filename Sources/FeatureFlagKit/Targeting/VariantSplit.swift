/// How a weighted split assigns a unit to one of its entries, as Unleash's
/// `selectVariantDefinition` does: walking the entries in order and adding up their weights, the
/// first whose running sum reaches the unit's target (``RolloutGroup/splitTarget(of:total:)``)
/// is assigned. An entry of weight 0 is never assigned, and each entry gets a share of units
/// proportional to its weight.
///
/// ```swift
/// let weights = [1, 49, 50]
/// let target = RolloutGroup("checkoutFlow").splitTarget(of: "user-42", total: weights.reduce(0, +))
/// VariantSplit.assignedIndex(weights: weights, target: target) // 0, 1 or 2
/// ```
package enum VariantSplit {
    /// The sums of weights a split may have: its entries' weights are whole numbers of at least 0
    /// that add up to at least 1 and at most a million, which is fine enough for shares of
    /// 0.0001% and small next to the hash's 2^32 values, so that the modulo favours no target by
    /// more than 0.03%.
    package static let totals: ClosedRange<Int> = 1...1_000_000

    /// The index of the entry that a split with `weights` assigns to `target`.
    ///
    /// - Parameters:
    ///   - weights: the entries' weights, in order; none negative.
    ///   - target: the unit's target, in 1...(the sum of `weights`).
    /// - Returns: the index of the first entry whose running sum of weights is at least
    ///   `target`, which is never an entry of weight 0; `nil` if `target` is outside
    ///   1...(the sum of `weights`).
    package static func assignedIndex(weights: [Int], target: Int) -> Int? {
        guard target >= 1 else { return nil }
        var sum = 0
        for (index, weight) in weights.enumerated() {
            sum += weight
            if sum >= target { return index }
        }
        return nil
    }
}
