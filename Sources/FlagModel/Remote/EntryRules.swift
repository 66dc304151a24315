/// What one payload entry asks for. Entries without targeting stay `plain`, so a store that
/// applies them keeps nothing per flag but the value; only `targeted` entries are kept, to be
/// evaluated again when the targeting context changes.
package enum EntryRules: Sendable, Equatable {
    /// A value for every device, in builds of `configurations` (`nil`: all).
    case plain(value: Bool, configurations: [String]?)
    /// Ordered rules with targeting conditions; the first that holds decides.
    case targeted([TargetingRule])

    /// The rules as decoded: one rule holding only a value and configurations is `plain`.
    package init(_ rules: [TargetingRule]) {
        if rules.count == 1, let rule = rules.first, rule == TargetingRule(value: rule.value, configurations: rule.configurations) {
            self = .plain(value: rule.value, configurations: rule.configurations)
        } else {
            self = .targeted(rules)
        }
    }

    /// Every configuration name the entry mentions, once each, in order.
    package var configurationNames: [String] {
        switch self {
        case .plain(_, let configurations): configurations ?? []
        case .targeted(let rules):
            // By index: a `for rule in rules` loop would copy every rule to read one field.
            rules.indices.reduce(into: []) { names, index in
                for name in rules[index].configurations ?? [] where !names.contains(name) { names.append(name) }
            }
        }
    }
}
