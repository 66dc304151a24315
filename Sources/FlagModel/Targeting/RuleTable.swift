/// The targeted rules of many flags in flat storage, prepared for evaluation: a few arrays for
/// the whole payload instead of a few per flag, so a store can hold, evaluate again and free
/// 10,000 flags' rules in a few milliseconds. A decoder fills it rule by rule or condition by
/// condition (``FlagBuilder``), and can take back what it added (``truncate(to:)``).
///
/// Flags are numbered from 0 in the order they were appended.
///
/// ```swift
/// var table = RuleTable()
/// let flag = table.append(key: "newEditor", rules: [TargetingRule(value: true, rollout: 25)])
/// table.decision(ofFlag: flag, in: context, configuration: "appStore") // RuleMatch or nil
/// ```
package struct RuleTable: Sendable {
    /// For each flag, the index of its first rule; one more element than there are flags.
    private var firstRule: [Int32] = [0]
    /// Each rule's value.
    private var ruleValues: [Bool] = []
    /// For each rule, the index of its first condition; one more element than there are rules.
    private var firstCondition: [Int32] = [0]
    private var conditions: [RuleCondition] = []
    /// Each flag's key, whose rollout group its rules that name none bucket in.
    private var keys: [String] = []
    /// For each flag, the version attributes its rules bound, one bit each.
    private var versionBitsOfFlag: [UInt8] = []
    /// The version attributes the rules of the flag being built bound so far.
    private var openFlagVersionBits: UInt8 = 0
    /// Whether the conditions of the rule being built came in the order explanations list them.
    private var openRuleOrder = ConditionOrder()

    /// A Boolean value indicating whether some rule of flag `flag` bounds `attribute`.
    package func tests(_ attribute: VersionAttribute, ofFlag flag: Int) -> Bool {
        versionBitsOfFlag[flag] & Self.bit(attribute) != 0
    }

    /// An empty table.
    package init() {}

    /// The key flag `flag` was added for.
    package func key(ofFlag flag: Int) -> String {
        keys[flag]
    }

    /// The number of flags in the table.
    package var count: Int { firstRule.count - 1 }

    /// Adds the rules of the flag `key` (the bucketing group of rules that name none); returns
    /// the flag's number in the table.
    @discardableResult
    package mutating func append(key: String, rules: [TargetingRule]) -> Int {
        var builder = FlagBuilder(key: key)
        for rule in rules.indices { append(rules[rule], to: &builder) }
        return close(builder)
    }

    /// A flag being added rule by rule: start one with `FlagBuilder(key:)`, add rules with
    /// ``append(_:to:)`` (or condition by condition: ``appendCondition(_:)``, ``closeRule(value:)``),
    /// and number it with ``close(_:)``; to drop what was added instead, ``truncate(to:)``
    /// the ``mark`` taken before.
    package struct FlagBuilder {
        let key: String
        /// The flag key's rollout group, hashed by the first rule that needs it.
        private var defaultGroup: RolloutGroup?

        /// A flag with the key `key`.
        package init(key: String) {
            self.key = key
        }

        /// The rollout group a rule naming `name` (`nil`: none, the flag's key) buckets in.
        mutating func group(named name: String?) -> RolloutGroup {
            if let name { return RolloutGroup(name) }
            let group = defaultGroup ?? RolloutGroup(key)
            defaultGroup = group
            return group
        }
    }

    /// Adds `rule` to the flag being built.
    package mutating func append(_ rule: borrowing TargetingRule, to flag: inout FlagBuilder) {
        if let configurations = rule.configurations { appendCondition(.configurations(configurations)) }
        if rule.units != nil || rule.rollout != nil {
            let group = flag.group(named: rule.group)
            appendCondition(.audience(units: rule.units, rollout: rule.rollout, group: group, namesGroup: rule.group != nil))
        }
        if let range = rule.appVersion { appendCondition(.version(.appVersion, range)) }
        if let range = rule.build { appendCondition(.version(.build, range)) }
        if let range = rule.osVersion { appendCondition(.version(.osVersion, range)) }
        if let platforms = rule.platforms { appendCondition(.platforms(platforms)) }
        closeRule(value: rule.value)
    }

    /// Adds a condition to the rule being built; a rule's conditions may come in any order.
    mutating func appendCondition(_ condition: RuleCondition) {
        if case .version(let attribute, _) = condition { openFlagVersionBits |= Self.bit(attribute) }
        openRuleOrder.note(condition)
        conditions.append(condition)
    }

    /// The conditions added to the rule being built so far.
    var openRuleConditions: ArraySlice<RuleCondition> {
        conditions[Int(firstCondition[firstCondition.count - 1])...]
    }

    /// Takes the conditions of the rule being built out again.
    mutating func discardOpenRule() {
        conditions.removeSubrange(Int(firstCondition[firstCondition.count - 1])...)
        openRuleOrder = ConditionOrder()
    }

    /// Ends the rule being built, which gives `value` when its conditions hold, with its
    /// conditions in the order explanations list them.
    mutating func closeRule(value: Bool) {
        if !openRuleOrder.isInOrder { sortOpenRule() }
        openRuleOrder = ConditionOrder()
        ruleValues.append(value)
        firstCondition.append(Int32(conditions.count))
    }

    /// Puts the conditions of the rule being built in order: an insertion sort of at most six.
    private mutating func sortOpenRule() {
        let start = Int(firstCondition[firstCondition.count - 1])
        conditions.withUnsafeMutableBufferPointer { conditions in
            for unsorted in (start + 1)..<conditions.count {
                var index = unsorted
                while index > start, conditions[index - 1].rank > conditions[index].rank {
                    conditions.swapAt(index - 1, index)
                    index -= 1
                }
            }
        }
    }

    /// Ends the flag being built; returns its number in the table.
    package mutating func close(_ flag: FlagBuilder) -> Int {
        keys.append(flag.key)
        firstRule.append(Int32(ruleValues.count))
        versionBitsOfFlag.append(openFlagVersionBits)
        openFlagVersionBits = 0
        return count - 1
    }

    /// A point to go back to with ``truncate(to:)``: the flags added so far.
    package struct Mark {
        fileprivate let flags: Int
    }

    /// The table as it is now, to go back to.
    package var mark: Mark {
        Mark(flags: count)
    }

    /// Removes every flag added after `mark`, and the rules of a flag being built.
    package mutating func truncate(to mark: Mark) {
        let rules = Int(firstRule[mark.flags])
        firstRule.removeSubrange((mark.flags + 1)...)
        ruleValues.removeSubrange(rules...)
        conditions.removeSubrange(Int(firstCondition[rules])...)
        firstCondition.removeSubrange((rules + 1)...)
        versionBitsOfFlag.removeSubrange(mark.flags...)
        keys.removeSubrange(mark.flags...)
        openFlagVersionBits = 0
        openRuleOrder = ConditionOrder()
    }

    /// Whether conditions came in the order explanations list them.
    private struct ConditionOrder {
        private(set) var isInOrder = true
        private var lastRank = 0

        mutating func note(_ condition: RuleCondition) {
            isInOrder = isInOrder && condition.rank >= lastRank
            lastRank = condition.rank
        }
    }

    /// Every configuration name the rules of flag `flag` mention, once each, in order.
    package func configurationNames(ofFlag flag: Int) -> [String] {
        var names: [String] = []
        for rule in Int(firstRule[flag])..<Int(firstRule[flag + 1]) {
            for condition in conditionRange(ofRule: rule) {
                guard case .configurations(let listed) = conditions[condition] else { continue }
                for name in listed where !names.contains(name) { names.append(name) }
            }
        }
        return names
    }

    /// The rules of flag `flag`, as they were added (less a `group` that no `units` or
    /// `rollout` uses: it conditions nothing and isn't kept).
    package func rules(ofFlag flag: Int) -> [TargetingRule] {
        (Int(firstRule[flag])..<Int(firstRule[flag + 1])).map { rule in
            var restored = TargetingRule(value: ruleValues[rule])
            for condition in conditionRange(ofRule: rule) { conditions[condition].restore(into: &restored) }
            return restored
        }
    }

    private static func bit(_ attribute: VersionAttribute) -> UInt8 {
        switch attribute {
        case .appVersion: 1
        case .build: 2
        case .osVersion: 4
        }
    }

    /// The first rule of flag `flag` that holds for `context` in a build of `configuration`.
    package func decision(ofFlag flag: Int, in context: TargetingContext, configuration: String) -> RuleMatch? {
        for rule in Int(firstRule[flag])..<Int(firstRule[flag + 1])
        where conditionRange(ofRule: rule).allSatisfy({ conditions[$0].holds(in: context, configuration: configuration) }) {
            return RuleMatch(index: rule - Int(firstRule[flag]), value: ruleValues[rule])
        }
        return nil
    }

    /// The same decision as ``decision(ofFlag:in:configuration:)``, with every condition of
    /// every rule checked up to the one that holds.
    package func explanation(ofFlag flag: Int, in context: TargetingContext, configuration: String) -> RuleExplanation {
        var checked: [RuleExplanation.CheckedRule] = []
        for rule in Int(firstRule[flag])..<Int(firstRule[flag + 1]) {
            let outcomes = conditionRange(ofRule: rule).map { conditions[$0].outcome(in: context, configuration: configuration) }
            checked.append(RuleExplanation.CheckedRule(index: rule - Int(firstRule[flag]), value: ruleValues[rule], outcomes: outcomes))
            if outcomes.allSatisfy(\.holds) { break }
        }
        return RuleExplanation(checkedRules: checked)
    }

    private func conditionRange(ofRule rule: Int) -> Range<Int> {
        Int(firstCondition[rule])..<Int(firstCondition[rule + 1])
    }
}
