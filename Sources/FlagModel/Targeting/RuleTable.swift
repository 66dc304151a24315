/// The targeted rules of many flags in flat storage, prepared for evaluation: three arrays for
/// the whole payload instead of a few per flag, so a store can hold, evaluate again and free
/// 10,000 flags' rules in a few milliseconds.
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
    /// The version attributes some rule bounds, one bit each (a set would hash on every rule).
    private var testedVersionBits: UInt8 = 0

    /// A Boolean value indicating whether some rule bounds `attribute`.
    package func tests(_ attribute: VersionAttribute) -> Bool {
        testedVersionBits & Self.bit(attribute) != 0
    }

    /// An empty table.
    package init() {}

    /// The number of flags in the table.
    package var count: Int { firstRule.count - 1 }

    /// Adds the rules of the flag `key` (the bucketing group of rules that name none); returns
    /// the flag's number in the table.
    @discardableResult
    package mutating func append(key: String, rules: [TargetingRule]) -> Int {
        var defaultGroup: RolloutGroup?
        // Through a buffer, so that each rule is read in place rather than copied.
        rules.withUnsafeBufferPointer { rules in
            for rule in rules.indices {
                ruleValues.append(rules[rule].value)
                if rules[rule].appVersion != nil { testedVersionBits |= Self.bit(.appVersion) }
                if rules[rule].build != nil { testedVersionBits |= Self.bit(.build) }
                if rules[rule].osVersion != nil { testedVersionBits |= Self.bit(.osVersion) }
                RuleCondition.append(rules[rule], flagKey: key, defaultGroup: &defaultGroup, to: &conditions)
                firstCondition.append(Int32(conditions.count))
            }
        }
        firstRule.append(Int32(ruleValues.count))
        return count - 1
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
