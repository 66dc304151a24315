/// A flag's ordered remote rules, prepared for evaluation: the first rule whose conditions all
/// hold decides the flag's remote value; when none holds, the flag has no remote value.
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
    private let conditions: [[RuleCondition]]

    /// Prepares `rules` of the flag `key`.
    package init(key: String, rules: [TargetingRule]) {
        self.key = key
        self.rules = rules
        conditions = rules.map { RuleCondition.conditions(of: $0, flagKey: key) }
    }

    /// The first rule that holds for `context` in a build of `configuration`, or `nil`.
    package func decision(in context: TargetingContext, configuration: String) -> RuleMatch? {
        for (index, ruleConditions) in conditions.enumerated()
        where ruleConditions.allSatisfy({ $0.outcome(in: context, configuration: configuration).holds }) {
            return RuleMatch(index: index, value: rules[index].value)
        }
        return nil
    }

    /// The same decision as ``decision(in:configuration:)``, with every condition of every rule
    /// checked up to the one that holds.
    package func explanation(in context: TargetingContext, configuration: String) -> RuleExplanation {
        var checked: [RuleExplanation.CheckedRule] = []
        for (index, ruleConditions) in conditions.enumerated() {
            let outcomes = ruleConditions.map { $0.outcome(in: context, configuration: configuration) }
            checked.append(RuleExplanation.CheckedRule(index: index, value: rules[index].value, outcomes: outcomes))
            if outcomes.allSatisfy(\.holds) { break }
        }
        return RuleExplanation(checkedRules: checked)
    }
}
