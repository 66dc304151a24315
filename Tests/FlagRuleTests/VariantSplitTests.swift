import FeatureFlagKit
import Testing

/// Split targets and the entry a split assigns, at the edges of its weights and over many seeded
/// random units.
@Suite struct VariantSplitTests {
    @Test func theTargetIsTheHashOfGroupColonUnitWithTheVariantSeedModuloTheTotalPlusOne() {
        for group in ["", "checkoutFlow", "Feature.Variants.B", "ü"] {
            for unitID in ["", "user-42", "ππππ", String(repeating: "x", count: 1_000)] {
                for total in [1, 2, 3, 100, 1_000, 999_983, 1_000_000] {
                    let hash = MurmurHash3.hash(Array("\(group):\(unitID)".utf8), seed: 86_028_157)
                    let expected = Int(hash % UInt32(total)) + 1
                    #expect(RolloutGroup(group).splitTarget(of: unitID, total: total) == expected, "\(group):\(unitID)")
                }
            }
        }
    }

    @Test func theTargetIsAlwaysBetweenOneAndTheTotal() {
        var random = SplitMix64(seed: 11)
        for _ in 0..<10_000 {
            let total = Int.random(in: VariantSplit.totals, using: &random)
            let target = RolloutGroup("checkoutFlow").splitTarget(of: random.unitID(), total: total)
            #expect((1...total).contains(target), "target \(target) of a split of \(total)")
        }
    }

    @Test func aTotalOfOneHasTheSingleTargetOne() {
        var random = SplitMix64(seed: 12)
        for _ in 0..<1_000 {
            #expect(RolloutGroup("checkoutFlow").splitTarget(of: random.unitID(), total: 1) == 1)
        }
        #expect(VariantSplit.assignedIndex(weights: [1], target: 1) == 0)
        #expect(VariantSplit.assignedIndex(weights: [0, 1, 0], target: 1) == 1)
    }

    @Test func aTotalOfOneMillionReachesItsLastTargetAndOnlyThat() {
        var random = SplitMix64(seed: 13)
        for _ in 0..<10_000 {
            let target = RolloutGroup("checkoutFlow").splitTarget(of: random.unitID(), total: 1_000_000)
            #expect((1...1_000_000).contains(target))
        }
        #expect(VariantSplit.assignedIndex(weights: [999_999, 1], target: 999_999) == 0)
        #expect(VariantSplit.assignedIndex(weights: [999_999, 1], target: 1_000_000) == 1)
        #expect(VariantSplit.assignedIndex(weights: [1, 999_999], target: 1) == 0)
        #expect(VariantSplit.assignedIndex(weights: [1, 999_999], target: 2) == 1)
    }

    /// Every target 1...W, so each entry is assigned exactly as many targets as its weight.
    @Test(arguments: [[0, 3, 0, 2, 0], [5, 0], [0, 1], [1, 1, 1], [0, 0, 7, 0], [33, 33, 34], [2, 0, 0, 1]])
    func eachEntryGetsAsManyTargetsAsItsWeightAndAZeroWeightNone(weights: [Int]) {
        let total = weights.reduce(0, +)
        var assigned = Array(repeating: 0, count: weights.count)
        for target in 1...total {
            guard let index = VariantSplit.assignedIndex(weights: weights, target: target) else {
                Issue.record("target \(target) of \(weights) is assigned nothing")
                continue
            }
            assigned[index] += 1
        }
        #expect(assigned == weights)
        #expect(VariantSplit.assignedIndex(weights: weights, target: 0) == nil)
        #expect(VariantSplit.assignedIndex(weights: weights, target: total + 1) == nil)
    }

    @Test func aSingleNonZeroWeightIsAssignedToEveryUnit() {
        var random = SplitMix64(seed: 14)
        let weights = [0, 0, 7, 0]
        for _ in 0..<1_000 {
            let target = RolloutGroup("checkoutFlow").splitTarget(of: random.unitID(), total: 7)
            #expect(VariantSplit.assignedIndex(weights: weights, target: target) == 2)
        }
    }

    @Test func zeroWeightsAreNeverAssignedToRandomUnits() {
        var random = SplitMix64(seed: 15)
        let weights = [0, 300, 0, 200, 0, 500, 0]
        for _ in 0..<10_000 {
            let target = RolloutGroup("checkoutFlow").splitTarget(of: random.unitID(), total: 1_000)
            let index = VariantSplit.assignedIndex(weights: weights, target: target)
            #expect(
                index.map { weights[$0] > 0 } == true, "target \(target) assigned entry \(String(describing: index))")
        }
    }

    /// The reason for a seed of its own: with the rollout's seed, the units inside a 10% rollout
    /// would all have targets congruent to 1...10 modulo 100, a tenth of a 1000 split's targets.
    @Test func theUnitsInsideASmallRolloutStillSpreadOverAWholeSplit() {
        var random = SplitMix64(seed: 16)
        let group = RolloutGroup("checkoutFlow")
        var targets = Set<Int>()
        for _ in 0..<20_000 {
            let unitID = random.unitID()
            if group.bucket(of: unitID) <= 10 { targets.insert(group.splitTarget(of: unitID, total: 1_000)) }
        }
        #expect(targets.count > 500, "\(targets.count) targets of 1000")
    }
}
