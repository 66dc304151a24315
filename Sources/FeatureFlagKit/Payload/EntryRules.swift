/// What one payload entry asks for. Entries without targeting stay `plain`, so a store that
/// applies them keeps nothing per flag but the value; `targeted` entries keep their rules, which
/// a store holds to decide again when the targeting context changes.
package enum EntryRules: Sendable, Equatable {
    /// A value for every device, in builds of `configurations` (`nil`: all).
    case plain(value: FlagValue, configurations: [String]?)
    /// Ordered rules with targeting conditions; the first rule that holds decides.
    case targeted([TargetingRule])

    /// `rules`: plain if they are one rule that gives one value, without conditions but
    /// configurations.
    package init(_ rules: [TargetingRule]) {
        if rules.count == 1, case let rule = rules[0], !rule.hasConditionsBesideConfigurations,
            case .value(let value) = rule.value
        {
            self = .plain(value: value, configurations: rule.configurations)
        } else {
            self = .targeted(rules)
        }
    }

    package var targetingRules: [TargetingRule] {
        switch self {
        case .plain(let value, let configurations):
            [TargetingRule(value: .value(value), configurations: configurations)]
        case .targeted(let rules): rules
        }
    }

    /// Every configuration name the entry mentions, once each, in order.
    package var configurationNames: [String] {
        var names: [String] = []
        for rule in targetingRules {
            for name in rule.configurations ?? [] where !names.contains(name) { names.append(name) }
        }
        return names
    }
}
