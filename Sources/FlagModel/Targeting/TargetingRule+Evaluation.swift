extension Array where Element == TargetingRule {
    /// The one evaluator of rules: checks the rules of the flag `key` (the bucketing group of
    /// rules that name none) in order for `context` in a build of `configuration`, every
    /// condition of each, up to the first rule that holds. The decision is the explanation's
    /// ``RuleExplanation/match``, so the two can't disagree.
    ///
    /// ```swift
    /// let explanation = rules.explanation(forFlag: "newEditor", in: context, configuration: "appStore")
    /// explanation.match       // RuleMatch(index: 1, value: true), or nil
    /// explanation.description // remote rule 2 (rollout 25%: bucket 13 ≤ 25)
    /// ```
    package func explanation(forFlag key: String, in context: TargetingContext, configuration: String) -> RuleExplanation {
        var checked: [RuleExplanation.CheckedRule] = []
        for (index, rule) in enumerated() {
            let outcomes = rule.outcomes(forFlag: key, in: context, configuration: configuration)
            checked.append(RuleExplanation.CheckedRule(index: index, value: rule.value, outcomes: outcomes))
            if outcomes.allSatisfy(\.holds) { break }
        }
        return RuleExplanation(checkedRules: checked)
    }
}

extension TargetingRule {
    /// What each condition the rule sets says about `context`, in the order of the rule's
    /// fields (`units` and `rollout` as one condition).
    func outcomes(forFlag key: String, in context: TargetingContext, configuration: String) -> [ConditionOutcome] {
        var outcomes: [ConditionOutcome] = []
        if let configurations {
            outcomes.append(.configuration(configuration, isListed: configurations.contains(configuration)))
        }
        if units?.contains(context.unitID) == true {
            outcomes.append(.unitListed)
        } else if let rollout {
            outcomes.append(.rollout(percentage: rollout, bucket: RolloutGroup(group ?? key).bucket(of: context.unitID)))
        } else if units != nil {
            outcomes.append(.unitNotListed)
        }
        for attribute in VersionAttribute.allCases {
            if let range = range(of: attribute) {
                outcomes.append(.version(attribute, range.check(attribute.value(in: context))))
            }
        }
        if let platforms {
            outcomes.append(.platform(context.platform, isListed: context.platform.map(platforms.contains) ?? false))
        }
        return outcomes
    }

    /// The range the rule sets for `attribute`, if any.
    func range(of attribute: VersionAttribute) -> VersionRange? {
        switch attribute {
        case .appVersion: appVersion
        case .build: build
        case .osVersion: osVersion
        }
    }
}
