/// One entry of a flag's remote rules: a value (or a split among values) and the conditions
/// under which it applies.
///
/// Every condition that is set must hold; `units` and `rollout` together count as one (a
/// listed unit, or a unit in the rollout). A rule without conditions always holds.
///
/// ```json
/// { "value": true, "rollout": 25, "appVersion": { "min": "24.3" } }
/// { "split": [{ "value": "control", "weight": 50 }, { "value": "oneStep", "weight": 50 }], "rollout": 20 }
/// ```
package struct TargetingRule: Sendable, Hashable {
    package var value: RuleValue
    /// The build configurations the rule is limited to; `nil` for all.
    package var configurations: [String]?
    /// The percentage of units (0...100) the rule holds for, by bucket.
    package var rollout: Int?
    /// The bucketing group; `nil` for the flag's key.
    package var group: String?
    /// Units the rule holds for whatever ``rollout`` says.
    package var units: [String]?
    package var appVersion: VersionRange?
    package var build: VersionRange?
    package var osVersion: VersionRange?
    package var platforms: [TargetPlatform]?

    package init(
        value: RuleValue,
        configurations: [String]? = nil,
        rollout: Int? = nil,
        group: String? = nil,
        units: [String]? = nil,
        appVersion: VersionRange? = nil,
        build: VersionRange? = nil,
        osVersion: VersionRange? = nil,
        platforms: [TargetPlatform]? = nil
    ) {
        self.value = value
        self.configurations = configurations
        self.rollout = rollout
        self.group = group
        self.units = units
        self.appVersion = appVersion
        self.build = build
        self.osVersion = osVersion
        self.platforms = platforms
    }

    /// A Boolean value indicating whether the rule sets a condition other than
    /// ``configurations``: a rule that doesn't is a plain value.
    package var hasConditionsBesideConfigurations: Bool {
        rollout != nil || group != nil || units != nil || appVersion != nil || build != nil || osVersion != nil
            || platforms != nil
    }
}

extension Array where Element == TargetingRule {
    /// Why the rules of the flag `key` decide what they decide for `context` in a build of
    /// `configuration`: every condition of each rule checked, up to the first rule that holds.
    /// Its ``RuleExplanation/match`` is what ``decision(forFlag:in:configuration:)`` returns,
    /// both coming from one evaluation.
    ///
    /// ```swift
    /// let explanation = rules.explanation(forFlag: "newEditor", in: context, configuration: "appStore")
    /// explanation.match       // 1 (the rule at index 1 holds), or nil
    /// explanation.description // remote rule 2 (rollout 25%: bucket 13 ≤ 25)
    /// ```
    package func explanation(forFlag key: String, in context: TargetingContext, configuration: String)
        -> RuleExplanation
    {
        var explanation = RuleExplanation(checkedRules: [])
        if let match = evaluate(forFlag: key, in: context, configuration: configuration, recording: &explanation) {
            explanation.checkedRules[explanation.checkedRules.count - 1].split = self[match].assignment(
                forFlag: key, unitID: context.unitID)
        }
        return explanation
    }

    /// The position of the first rule of the flag `key` that holds for `context` in a build of `configuration`:
    /// the same evaluation as ``explanation(forFlag:in:configuration:)``, recording nothing, for
    /// deciding many flags at once.
    package func decision(forFlag key: String, in context: TargetingContext, configuration: String) -> Int? {
        var nothing = NoRecord()
        return evaluate(forFlag: key, in: context, configuration: configuration, recording: &nothing)
    }

    /// The one evaluator: checks the rules in order, giving each condition's outcome to
    /// `recorder`, and returns the position of the first rule whose outcomes all hold.
    private func evaluate(
        forFlag key: String, in context: TargetingContext, configuration: String,
        recording recorder: inout some OutcomeRecorder
    ) -> Int? {
        for (index, rule) in enumerated() {
            recorder.beginRule(index: index)
            var holds = true
            rule.forEachOutcome(forFlag: key, in: context, configuration: configuration) { outcome in
                recorder.record(outcome)
                holds = holds && outcome.holds
            }
            if holds { return index }
        }
        return nil
    }
}

/// Receives what the evaluator checks: each rule, then each outcome of its conditions.
protocol OutcomeRecorder {
    mutating func beginRule(index: Int)
    mutating func record(_ outcome: ConditionOutcome)
}

/// Records nothing: a decision alone.
private struct NoRecord: OutcomeRecorder {
    mutating func beginRule(index: Int) {}
    mutating func record(_ outcome: ConditionOutcome) {}
}

extension RuleExplanation: OutcomeRecorder {
    mutating func beginRule(index: Int) {
        checkedRules.append(CheckedRule(index: index, outcomes: []))
    }

    mutating func record(_ outcome: ConditionOutcome) {
        checkedRules[checkedRules.count - 1].outcomes.append(outcome)
    }
}

extension TargetingRule {
    /// Which entry of the rule's split the unit `unitID` is assigned, or `nil` if the rule gives
    /// one value. The group is the rule's `group`, by default the flag's key `key`.
    package func assignment(forFlag key: String, unitID: String) -> SplitAssignment? {
        guard case .split(let entries) = value else { return nil }
        let group = self.group ?? key
        let weights = entries.map(\.weight)
        let total = weights.reduce(0, +)
        let target = RolloutGroup(group).splitTarget(of: unitID, total: total)
        // A decoded split's weights add up to `total`, so every target in 1...total is assigned.
        let position = VariantSplit.assignedIndex(weights: weights, target: target) ?? 0
        return SplitAssignment(
            group: group, target: target, weights: weights, position: position, value: entries[position].value)
    }

    /// Gives `body` what each condition the rule sets says about `context`, in the order of
    /// the rule's fields (`units` and `rollout` as one condition).
    @inline(__always)
    func forEachOutcome(
        forFlag key: String, in context: TargetingContext, configuration: String, _ body: (ConditionOutcome) -> Void
    ) {
        if let configurations {
            body(.configuration(configuration, isListed: configurations.contains(configuration)))
        }
        if units?.contains(context.unitID) == true {
            body(.unitListed)
        } else if let rollout {
            body(.rollout(percentage: rollout, bucket: RolloutGroup(group ?? key).bucket(of: context.unitID)))
        } else if units != nil {
            body(.unitNotListed)
        }
        if let appVersion { body(.version(.appVersion, context.appVersion, appVersion)) }
        if let build { body(.version(.build, context.build, build)) }
        if let osVersion { body(.version(.osVersion, context.osVersion, osVersion)) }
        if let platforms {
            body(.platform(context.platform, isListed: context.platform.map(platforms.contains) ?? false))
        }
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
