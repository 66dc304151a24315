/// A flag's ordered remote rules, prepared for evaluation: the first rule whose conditions all
/// hold decides the flag's remote value; when none holds, the flag has no remote value.
///
/// A table of one flag (``RuleTable``), so it runs the evaluation code a store runs.
///
/// ```swift
/// let rules = FlagRules(key: "newEditor", rules: [TargetingRule(value: true, rollout: 25)])
/// rules.decision(in: context, configuration: "appStore")    // RuleMatch(index: 0, value: true) or nil
/// rules.explanation(in: context, configuration: "appStore") // remote rule 1 (rollout 25%: bucket 13 ≤ 25)
/// ```
package struct FlagRules: Sendable {
    /// The flag's key: the bucketing group of rules that name none.
    package let key: String
    /// The rules, in order.
    package let rules: [TargetingRule]
    private let table: RuleTable

    /// Prepares `rules` of the flag `key`.
    package init(key: String, rules: [TargetingRule]) {
        self.key = key
        self.rules = rules
        var table = RuleTable()
        table.append(key: key, rules: rules)
        self.table = table
    }

    /// The first rule that holds for `context` in a build of `configuration`, or `nil`.
    package func decision(in context: TargetingContext, configuration: String) -> RuleMatch? {
        table.decision(ofFlag: 0, in: context, configuration: configuration)
    }

    /// The same decision as ``decision(in:configuration:)``, with every condition of every rule
    /// checked up to the one that holds.
    package func explanation(in context: TargetingContext, configuration: String) -> RuleExplanation {
        table.explanation(ofFlag: 0, in: context, configuration: configuration)
    }
}
