/// What one payload entry asks for. Entries without targeting stay `plain`, so a store that
/// applies them keeps nothing per flag but the value; `targeted` entries name their rules in
/// the payload's ``RemotePayload/ruleTable``, which a store keeps to evaluate again when the
/// targeting context changes.
package enum EntryRules: Sendable, Equatable {
    /// A value for every device, in builds of `configurations` (`nil`: all).
    case plain(value: Bool, configurations: [String]?)
    /// Ordered rules with targeting conditions, flag `tableFlag` of the payload's rule table;
    /// the first rule that holds decides.
    case targeted(tableFlag: Int)
}

extension EntryRules {
    /// `rules`, the rules of the flag `key`, as an entry: plain if they are one rule without
    /// conditions but configurations, otherwise added to `table` as a new flag.
    package init(_ rules: [TargetingRule], key: String, table: inout RuleTable) {
        if rules.count == 1, case let rule = rules[0], !rule.hasConditionsBesideConfigurations {
            self = .plain(value: rule.value, configurations: rule.configurations)
        } else {
            self = .targeted(tableFlag: table.append(key: key, rules: rules))
        }
    }
}
