import FeatureFlagKit
import Testing

/// Unleash's published client-specification cases for rollouts by user id: the same unit in
/// the same group must get the same answer here, so teams moving from Unleash keep their cohorts.
/// Unleash's "enabled" is "a rule matched" here; cases without a user id have no counterpart
/// (a unit id is always set).
@Suite struct UnleashGradualRolloutTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let specification: String
        let flag: String
        let rules: [TargetingRule]
        let userID: String
        let isEnabled: Bool
        var testDescription: String { "\(specification): \(flag) for userId=\(userID)" }
    }

    static let cases: [Case] = [
        // specifications/03-gradual-rollout-user-id-strategy.json (gradualRolloutUserId, groupId AB12A)
        Case(
            specification: "03", flag: "Feature.A3", rules: [rollout(100, group: "AB12A")], userID: "123",
            isEnabled: true),
        Case(
            specification: "03", flag: "Feature.B3", rules: [rollout(50, group: "AB12A")], userID: "122",
            isEnabled: true),
        Case(
            specification: "03", flag: "Feature.B3", rules: [rollout(50, group: "AB12A")], userID: "155",
            isEnabled: false),
        Case(
            specification: "03", flag: "Feature.C3", rules: [rollout(0, group: "AB12A")], userID: "122",
            isEnabled: false),
        // specifications/10-flexible-rollout-strategy.json (flexibleRollout; its groupId is the
        // flag's name, which is our default group)
        Case(
            specification: "10", flag: "Feature.flexibleRollout.10", rules: [rollout(10)], userID: "174",
            isEnabled: true),
        Case(
            specification: "10", flag: "Feature.flexibleRollout.10", rules: [rollout(10)], userID: "499",
            isEnabled: false),
        Case(
            specification: "10", flag: "Feature.flexibleRollout.userId.55", rules: [rollout(55)], userID: "25",
            isEnabled: true),
        // specifications/07-multiple-strategies.json (a 0% rollout, then userWithId 123)
        Case(
            specification: "07", flag: "Feature.multiStrategies.B", rules: [rollout(0), listed(["123"])], userID: "123",
            isEnabled: true),
        Case(
            specification: "07", flag: "Feature.multiStrategies.C", rules: [rollout(0), listed(["123"]), rollout(0)],
            userID: "22", isEnabled: false),
        Case(
            specification: "07", flag: "Feature.multiStrategies.C", rules: [rollout(0), listed(["123"]), rollout(0)],
            userID: "123", isEnabled: true),
    ]

    private static func rollout(_ percentage: Int, group: String? = nil) -> TargetingRule {
        TargetingRule(value: true, rollout: percentage, group: group)
    }

    private static func listed(_ units: [String]) -> TargetingRule {
        TargetingRule(value: true, units: units)
    }

    @Test(arguments: cases)
    func agreesWithTheSpecification(_ specCase: Case) {
        let rules = FlagRules(key: specCase.flag, rules: specCase.rules)
        let context = TargetingContext(unitID: specCase.userID, platform: .linux)
        #expect((rules.decision(in: context, configuration: "appStore") != nil) == specCase.isEnabled)
    }
}
