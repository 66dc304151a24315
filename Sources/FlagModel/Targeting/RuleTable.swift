/// The targeted rules of many flags in flat storage, prepared for evaluation: a few arrays for
/// the whole payload instead of a few per flag, so a store can hold, evaluate again and free
/// 10,000 flags' rules in a few milliseconds. A decoder fills it rule by rule or condition by
/// condition, closing each flag with its key, and can take back what it added
/// (``truncate(to:)``).
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
    private var conditions: [StoredCondition] = []
    /// The bounds of version conditions, at each one's operand.
    private var versions: [Version] = []
    /// The lists of the other conditions that have any, at each one's operand.
    private var details: [ConditionDetail] = []
    /// Each flag's key, whose rollout group its rules that name none bucket in.
    private var keys: [String] = []

    /// A Boolean value indicating whether some rule of flag `flag` bounds `attribute`.
    package func tests(_ attribute: VersionAttribute, ofFlag flag: Int) -> Bool {
        has(StoredCondition.Kind(attribute), ofFlag: flag)
    }

    /// Whether some rule of flag `flag` has a condition of `kind`.
    private func has(_ kind: StoredCondition.Kind, ofFlag flag: Int) -> Bool {
        conditions[conditionRange(ofFlag: flag)].contains { $0.kind == kind }
    }

    /// An empty table.
    package init() {}

    /// The key flag `flag` was added for.
    package func key(ofFlag flag: Int) -> String {
        keys[flag]
    }

    /// The number of flags in the table.
    package var count: Int { firstRule.count - 1 }

    /// How many conditions, version bounds and lists the table stores: what ``truncate(to:)``
    /// must take back to where it was.
    package var storedItemCount: Int { conditions.count + versions.count + details.count }

    /// Adds the rules of the flag `key` (the bucketing group of rules that name none); returns
    /// the flag's number in the table.
    @discardableResult
    package mutating func append(key: String, rules: [TargetingRule]) -> Int {
        for rule in rules.indices { append(rules[rule]) }
        return closeFlag(key: key)
    }

    /// Adds `rule` to the flag being built. A flag is built rule by rule (or condition by
    /// condition: ``appendCondition(_:)``, ``closeRule(value:)``) and numbered by
    /// ``closeFlag(key:)``; to drop what was added instead, ``truncate(to:)`` the ``mark``
    /// taken before.
    package mutating func append(_ rule: borrowing TargetingRule) {
        if let configurations = rule.configurations { appendCondition(.configurations(configurations)) }
        if rule.units != nil || rule.rollout != nil {
            appendCondition(.audience(units: rule.units, rollout: rule.rollout, group: rule.group))
        }
        if let range = rule.appVersion { appendCondition(.version(.appVersion, range)) }
        if let range = rule.build { appendCondition(.version(.build, range)) }
        if let range = rule.osVersion { appendCondition(.version(.osVersion, range)) }
        if let platforms = rule.platforms { appendCondition(.platforms(platforms)) }
        closeRule(value: rule.value)
    }

    /// Adds a condition to the rule being built; a rule's conditions may come in any order.
    mutating func appendCondition(_ condition: RuleCondition) {
        let stored: StoredCondition
        switch condition {
        case .configurations(let names):
            stored = StoredCondition(kind: .configurations, rollout: 0, bounds: [], operand: appendDetail(.configurations(names)))
        case .audience(let units, let rollout, let group):
            let operand = units == nil && group == nil ? -1 : appendDetail(.audience(units: units, group: group))
            // Decoders allow 0...100; beyond, a percentage decides as its nearest bound does.
            let percentage = rollout.map { UInt8(clamping: Swift.min($0, 100)) } ?? StoredCondition.noRollout
            stored = StoredCondition(kind: .audience, rollout: percentage, bounds: [], operand: operand)
        case .version(let attribute, let range):
            appendVersionCondition(attribute, range)
            return
        case .platforms(let platforms):
            stored = StoredCondition(kind: .platforms, rollout: 0, bounds: [], operand: appendDetail(.platforms(platforms)))
        }
        append(stored)
    }

    /// Adds the condition that the context's `attribute` is in `range` to the rule being built.
    mutating func appendVersionCondition(_ attribute: VersionAttribute, _ range: VersionRange) {
        let operand = Int32(versions.count)
        var bounds: StoredCondition.Bounds = []
        if let min = range.min { versions.append(min); bounds.insert(.min) }
        if let max = range.max { versions.append(max); bounds.insert(.max) }
        append(StoredCondition(kind: StoredCondition.Kind(attribute), rollout: 0, bounds: bounds, operand: operand))
    }

    /// Adds `stored` to the rule being built.
    private mutating func append(_ stored: StoredCondition) {
        conditions.append(stored)
    }

    private mutating func appendDetail(_ detail: ConditionDetail) -> Int32 {
        details.append(detail)
        return Int32(details.count - 1)
    }

    /// The condition stored at `index`.
    private func condition(at index: Int) -> RuleCondition {
        let stored = conditions[index]
        let operand = Int(stored.operand)
        if let attribute = stored.kind.versionAttribute { return .version(attribute, versionRange(of: stored)) }
        let rollout = stored.rollout == StoredCondition.noRollout ? nil : Int(stored.rollout)
        switch operand < 0 ? nil : details[operand] {
        case .configurations(let names)?: return .configurations(names)
        case .platforms(let platforms)?: return .platforms(platforms)
        case .audience(let units, let group)?: return .audience(units: units, rollout: rollout, group: group)
        case nil: return .audience(units: nil, rollout: rollout, group: nil)
        }
    }

    /// The configurations of the rule being built, if it lists any.
    var openRuleConfigurations: [String]? {
        for index in Int(firstCondition[firstCondition.count - 1])..<conditions.count {
            if case .configurations(let names) = condition(at: index) { return names }
        }
        return nil
    }

    /// The range a version condition bounds: its bounds are stored from its operand on, the
    /// lower one first.
    private func versionRange(of stored: StoredCondition) -> VersionRange {
        let operand = Int(stored.operand)
        let hasMin = stored.bounds.contains(.min)
        return VersionRange(
            min: hasMin ? versions[operand] : nil,
            max: stored.bounds.contains(.max) ? versions[hasMin ? operand + 1 : operand] : nil)
    }

    /// Removes the conditions from `start` on, and what they stored in the side arrays.
    private mutating func removeConditions(from start: Int) {
        // Side arrays are appended to as conditions are added: the smallest operand of the
        // removed ones marks where each array's removed part begins.
        var versionsStart = versions.count
        var detailsStart = details.count
        for stored in conditions[start...] where stored.operand >= 0 {
            if stored.kind.versionAttribute != nil {
                if !stored.bounds.isEmpty { versionsStart = Swift.min(versionsStart, Int(stored.operand)) }
            } else {
                detailsStart = Swift.min(detailsStart, Int(stored.operand))
            }
        }
        conditions.removeSubrange(start...)
        versions.removeSubrange(versionsStart...)
        details.removeSubrange(detailsStart...)
    }

    /// Ends the rule being built, which gives `value` when its conditions hold. Its conditions
    /// stay in the order they were added; explanations list them in ``StoredCondition/Kind``
    /// order.
    mutating func closeRule(value: Bool) {
        ruleValues.append(value)
        firstCondition.append(Int32(conditions.count))
    }

    /// Ends the flag being built, the flag `key` (whose rollout group its rules that name none
    /// bucket in); returns its number in the table.
    package mutating func closeFlag(key: String) -> Int {
        keys.append(key)
        firstRule.append(Int32(ruleValues.count))
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
        removeConditions(from: Int(firstCondition[rules]))
        firstCondition.removeSubrange((rules + 1)...)
        keys.removeSubrange(mark.flags...)
    }

    /// Every configuration name the rules of flag `flag` mention, once each, in order.
    package func configurationNames(ofFlag flag: Int) -> [String] {
        var names: [String] = []
        for condition in conditionRange(ofFlag: flag) where conditions[condition].kind == .configurations {
            guard case .configurations(let listed) = self.condition(at: condition) else { continue }
            for name in listed where !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The rules of flag `flag`, as they were added (less a `group` that no `units` or
    /// `rollout` uses: it conditions nothing and isn't kept).
    package func rules(ofFlag flag: Int) -> [TargetingRule] {
        (Int(firstRule[flag])..<Int(firstRule[flag + 1])).map { rule in
            var restored = TargetingRule(value: ruleValues[rule])
            for condition in conditionRange(ofRule: rule) { self.condition(at: condition).restore(into: &restored) }
            return restored
        }
    }

    /// The first rule of flag `flag` that holds for `context` in a build of `configuration`.
    package func decision(ofFlag flag: Int, in context: TargetingContext, configuration: String) -> RuleMatch? {
        // The unit's bucket in the flag key's group, hashed by the first rollout that needs it.
        var keyBucket: Int?
        for rule in Int(firstRule[flag])..<Int(firstRule[flag + 1])
        where conditionRange(ofRule: rule).allSatisfy({ holds($0, ofFlag: flag, in: context, configuration: configuration, keyBucket: &keyBucket) }) {
            return RuleMatch(index: rule - Int(firstRule[flag]), value: ruleValues[rule])
        }
        return nil
    }

    /// Whether the condition at `index`, of flag `flag`, holds: the common kinds (version
    /// bounds, a rollout in the flag key's group) without rebuilding the condition.
    private func holds(
        _ index: Int, ofFlag flag: Int, in context: TargetingContext, configuration: String, keyBucket: inout Int?
    ) -> Bool {
        let stored = conditions[index]
        if let attribute = stored.kind.versionAttribute {
            return versionRange(of: stored).contains(attribute.value(in: context))
        }
        if stored.kind == .audience, stored.operand < 0 {
            guard stored.rollout != StoredCondition.noRollout else { return false }
            let bucket = keyBucket ?? RolloutGroup(keys[flag]).bucket(of: context.unitID)
            keyBucket = bucket
            return bucket <= stored.rollout
        }
        return condition(at: index).holds(in: context, configuration: configuration, flagKey: keys[flag])
    }

    /// The same decision as ``decision(ofFlag:in:configuration:)``, with every condition of
    /// every rule checked up to the one that holds.
    package func explanation(ofFlag flag: Int, in context: TargetingContext, configuration: String) -> RuleExplanation {
        var checked: [RuleExplanation.CheckedRule] = []
        let key = keys[flag]
        for rule in Int(firstRule[flag])..<Int(firstRule[flag + 1]) {
            // A rule has at most one condition of each kind, so their order is the kinds' order.
            let inOrder = conditionRange(ofRule: rule).sorted { conditions[$0].kind.rawValue < conditions[$1].kind.rawValue }
            let outcomes = inOrder.map { condition(at: $0).outcome(in: context, configuration: configuration, flagKey: key) }
            checked.append(RuleExplanation.CheckedRule(index: rule - Int(firstRule[flag]), value: ruleValues[rule], outcomes: outcomes))
            if outcomes.allSatisfy(\.holds) { break }
        }
        return RuleExplanation(checkedRules: checked)
    }

    private func conditionRange(ofRule rule: Int) -> Range<Int> {
        Int(firstCondition[rule])..<Int(firstCondition[rule + 1])
    }

    private func conditionRange(ofFlag flag: Int) -> Range<Int> {
        Int(firstCondition[Int(firstRule[flag])])..<Int(firstCondition[Int(firstRule[flag + 1])])
    }
}
