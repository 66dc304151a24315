import FlagModel

/// One flag's ordered rules for these tests, prepared as a store prepares them: a
/// ``RuleTable`` of one flag, so that every test runs the evaluation code a store runs.
///
/// ```swift
/// let rules = FlagRules(key: "newEditor", rules: [TargetingRule(value: true, rollout: 25)])
/// rules.decision(in: context, configuration: "appStore")    // RuleMatch(index: 0, value: true) or nil
/// rules.explanation(in: context, configuration: "appStore") // remote rule 1 (rollout 25%: bucket 13 ≤ 25)
/// ```
struct FlagRules {
    private let table: RuleTable

    /// Prepares `rules` of the flag `key` (the bucketing group of rules that name none).
    init(key: String, rules: [TargetingRule]) {
        var table = RuleTable()
        table.append(key: key, rules: rules)
        self.table = table
    }

    /// The first rule that holds for `context` in a build of `configuration`, or `nil`.
    func decision(in context: TargetingContext, configuration: String) -> RuleMatch? {
        table.decision(ofFlag: 0, in: context, configuration: configuration)
    }

    /// The same decision as ``decision(in:configuration:)``, with every condition of every rule
    /// checked up to the one that holds.
    func explanation(in context: TargetingContext, configuration: String) -> RuleExplanation {
        table.explanation(ofFlag: 0, in: context, configuration: configuration)
    }
}
