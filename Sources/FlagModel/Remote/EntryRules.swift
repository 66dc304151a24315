/// What one payload entry asks for. Entries without targeting stay `plain`, so a store that
/// applies them keeps nothing per flag but the value; `targeted` entries point into the rule
/// table their payload was decoded into, which a store keeps (shared, not copied) to evaluate
/// again when the targeting context changes.
package enum EntryRules: Sendable, Equatable {
    /// A value for every device, in builds of `configurations` (`nil`: all).
    case plain(value: Bool, configurations: [String]?)
    /// Ordered rules with targeting conditions; the first rule that holds decides.
    case targeted(TableRules)

    /// The rules as ``TargetingRule`` values: one rule for a plain entry.
    package var targetingRules: [TargetingRule] {
        switch self {
        case .plain(let value, let configurations): [TargetingRule(value: value, configurations: configurations)]
        case .targeted(let rules): rules.table.rules(ofFlag: rules.flag)
        }
    }

    /// Every configuration name the entry mentions, once each, in order.
    package var configurationNames: [String] {
        switch self {
        case .plain(_, let configurations): configurations ?? []
        case .targeted(let rules): rules.storage.table.configurationNames(ofFlag: rules.flag)
        }
    }
}

/// One flag's rules in a payload's rule table: the table (shared by every entry of the payload,
/// so an entry stays whole wherever it is copied) and the flag's number in it.
package struct TableRules: Sendable, Equatable {
    fileprivate let storage: SharedRuleTable
    /// The flag's number in ``table``.
    package let flag: Int

    /// Flag `flag` of `storage`.
    init(flag: Int, in storage: SharedRuleTable) {
        self.storage = storage
        self.flag = flag
    }

    /// The table that holds the rules.
    package var table: RuleTable { storage.table }

    /// The key of the flag the rules were added for.
    var key: String { storage.table.key(ofFlag: flag) }

    /// The number of flags in ``table``.
    var tableCount: Int { storage.table.count }

    /// A Boolean value indicating whether both are rules in the same table.
    func isInTable(of other: TableRules) -> Bool {
        storage === other.storage
    }

    /// Rules are equal when they read back the same, wherever they are stored.
    package static func == (lhs: TableRules, rhs: TableRules) -> Bool {
        lhs.table.rules(ofFlag: lhs.flag) == rhs.table.rules(ofFlag: rhs.flag)
    }
}

/// A finished rule table, shared by the entries whose rules it holds.
package final class SharedRuleTable: Sendable {
    let table: RuleTable

    /// Shares `table`.
    package init(_ table: RuleTable) {
        self.table = table
    }
}

/// Rules as a decoder first has them, before the payload's table is finished: a plain value,
/// or the number of a flag in the table being filled.
package enum DecodedRules {
    /// A value for every device, in builds of `configurations` (`nil`: all).
    case plain(value: Bool, configurations: [String]?)
    /// Flag number `flag` of the table being filled.
    case tableFlag(Int)

    /// `rules`, the rules of the flag `key`: plain if they are one rule without conditions but
    /// configurations, otherwise added to `table` as a new flag.
    init(_ rules: [TargetingRule], key: String, table: inout RuleTable) {
        if rules.count == 1, case let rule = rules[0], !rule.hasConditionsBesideConfigurations {
            self = .plain(value: rule.value, configurations: rule.configurations)
        } else {
            self = .tableFlag(table.append(key: key, rules: rules))
        }
    }

    /// The rules of an entry, once the table is finished and shared as `table`.
    package func entryRules(in table: SharedRuleTable) -> EntryRules {
        switch self {
        case .plain(let value, let configurations): .plain(value: value, configurations: configurations)
        case .tableFlag(let flag): .targeted(TableRules(flag: flag, in: table))
        }
    }
}
