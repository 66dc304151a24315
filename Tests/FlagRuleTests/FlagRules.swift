import FeatureFlagKit

/// One flag's ordered rules for these tests, evaluated by the evaluator a store runs.
///
/// ```swift
/// let rules = FlagRules(key: "newEditor", rules: [TargetingRule(value: true, rollout: 25)])
/// rules.decision(in: context, configuration: "appStore")    // 0 (the first rule holds) or nil
/// rules.explanation(in: context, configuration: "appStore") // remote rule 1 (rollout 25%: bucket 13 ≤ 25)
/// ```
struct FlagRules {
    private let key: String
    private let rules: [TargetingRule]

    /// Rules of the flag `key` (the bucketing group of rules that name none).
    init(key: String, rules: [TargetingRule]) {
        self.key = key
        self.rules = rules
    }

    /// The position of the first rule that holds for `context` in a build of `configuration`, or `nil`: the
    /// explanation's match.
    func decision(in context: TargetingContext, configuration: String) -> Int? {
        rules.decision(forFlag: key, in: context, configuration: configuration)
    }

    /// Every condition of every rule checked up to the one that holds.
    func explanation(in context: TargetingContext, configuration: String) -> RuleExplanation {
        rules.explanation(forFlag: key, in: context, configuration: configuration)
    }
}
