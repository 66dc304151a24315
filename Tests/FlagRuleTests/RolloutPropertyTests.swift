import FeatureFlagKit
import Testing

/// Properties of rollouts over many seeded random unit ids.
@Suite struct RolloutPropertyTests {
    private func isIn(_ unitID: String, flag: String, percentage: Int, group: String? = nil) -> Bool {
        let rules = FlagRules(key: flag, rules: [TargetingRule(value: true, rollout: percentage, group: group)])
        return rules.decision(in: TargetingContext(unitID: unitID, platform: .linux), configuration: "appStore") != nil
    }

    @Test func raisingAPercentageNeverRemovesAUnit() {
        var random = SplitMix64(seed: 1)
        for _ in 0..<1_000 {
            let unitID = random.unitID()
            let memberships = (0...100).map { isIn(unitID, flag: "newEditor", percentage: $0) }
            #expect(!memberships[0] && memberships[100], "\(unitID) is in a 0% rollout or not in a 100% one")
            #expect(
                zip(memberships, memberships.dropFirst()).allSatisfy { !$0 || $1 }, "\(unitID) left a growing rollout")
        }
    }

    @Test func aQuarterOfManyUnitsLandInA25PercentRollout() {
        var random = SplitMix64(seed: 2)
        let count = 100_000
        let inside = (0..<count).count { _ in isIn(random.unitID(), flag: "newEditor", percentage: 25) }
        let share = Double(inside) / Double(count) * 100
        #expect(abs(share - 25) <= 0.5, "\(share)% of units are in a 25% rollout")
    }

    @Test func flagsInTheSameGroupAgreeUnitByUnit() {
        var random = SplitMix64(seed: 3)
        var disagreementsWithoutGroup = 0
        for _ in 0..<10_000 {
            let unitID = random.unitID()
            let first = isIn(unitID, flag: "newEditor", percentage: 40, group: "editor")
            #expect(first == isIn(unitID, flag: "newToolbar", percentage: 40, group: "editor"), "\(unitID)")
            if first != isIn(unitID, flag: "newToolbar", percentage: 40) { disagreementsWithoutGroup += 1 }
        }
        // Without the shared group the flags bucket independently, so they must disagree often.
        #expect(disagreementsWithoutGroup > 3_000)
    }
}
