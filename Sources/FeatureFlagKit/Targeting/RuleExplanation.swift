/// Why a flag's rules gave the remote value they gave: each rule checked, in order, with the
/// outcome of each of its conditions.
package struct RuleExplanation: Sendable, Hashable, CustomStringConvertible {
    /// One rule and what each of its conditions said.
    package struct CheckedRule: Sendable, Hashable {
        /// The rule's position in the flag's list, from 0.
        package var index: Int
        /// The outcome of each condition, in the rule's order.
        package var outcomes: [ConditionOutcome]
        /// The entry of the rule's split that the unit is assigned, once the rule holds.
        package var split: SplitAssignment?

        package var holds: Bool { outcomes.allSatisfy(\.holds) }
    }

    /// The rules checked, in order; only the last one can hold.
    package var checkedRules: [CheckedRule]

    /// The position of the rule that holds, from 0, or `nil` if none does.
    package var match: Int? {
        checkedRules.last.flatMap { $0.holds ? $0.index : nil }
    }

    /// `remote rule 2 (rollout 25%: bucket 13 ≤ 25; app version 24.4 ≥ 24.3)`, with the split
    /// first if the rule has one (`split of checkout-2026: target 61 of 100 → oneStep, weights
    /// 50/25/25; rollout 20%: bucket 7 ≤ 20`), or for no match `no remote rule matched: rule 1
    /// (app version 24.2 < minimum 24.3)`, listing the conditions that failed.
    package var description: String {
        if let last = checkedRules.last, last.holds {
            let phrases = (last.split.map { [$0.phrase] } ?? []) + last.outcomes.map(\.phrase)
            let because = phrases.isEmpty ? "no conditions" : phrases.joined(separator: "; ")
            return "remote rule \(last.index + 1) (\(because))"
        }
        guard !checkedRules.isEmpty else { return "no remote rule matched: the flag's list of rules is empty" }
        let failures = checkedRules.map { rule in
            "rule \(rule.index + 1) (\(rule.outcomes.filter { !$0.holds }.map(\.phrase).joined(separator: "; ")))"
        }
        return "no remote rule matched: " + failures.joined(separator: ", ")
    }
}

/// The entry of a split that a unit is assigned: its target among the split's weights.
package struct SplitAssignment: Sendable, Hashable {
    /// The bucketing group: the rule's `group`, or the flag's key.
    package var group: String
    /// The unit's target, in 1...(the sum of ``weights``).
    package var target: Int
    package var weights: [Int]
    /// The position of the assigned entry in the split.
    package var position: Int
    package var value: FlagValue

    /// `split of checkout-2026: target 61 of 100 → oneStep, weights 50/25/25`.
    package var phrase: String {
        let total = weights.reduce(0, +)
        let weightList = weights.map(String.init).joined(separator: "/")
        return "split of \(group): target \(target) of \(total) → \(value.word), weights \(weightList)"
    }
}

/// What one condition of a rule said about a device: whether it holds, and why.
package enum ConditionOutcome: Sendable, Hashable {
    /// The build configuration is (or is not) among the rule's `configurations`.
    case configuration(String, isListed: Bool)
    /// The unit is among the rule's `units`.
    case unitListed
    /// The rule has `units` and no `rollout`, and the unit is not listed.
    case unitNotListed
    /// The unit's bucket against the rule's `rollout`: holds when `bucket <= percentage`.
    case rollout(percentage: Int, bucket: Int)
    /// The context's version of an attribute (`nil`: unknown, which no range holds) against the
    /// rule's range.
    case version(VersionAttribute, Version?, VersionRange)
    /// The platform (`nil`: unknown) is (or is not) among the rule's `platforms`.
    case platform(TargetPlatform?, isListed: Bool)

    package var holds: Bool {
        switch self {
        case .configuration(_, let isListed), .platform(_, let isListed): isListed
        case .unitListed: true
        case .unitNotListed: false
        // Buckets are 1...100, so a rollout of 0 never holds and one of 100 always does.
        case .rollout(let percentage, let bucket): bucket <= percentage
        case .version(_, let version, let range): range.contains(version)
        }
    }

    /// The outcome for people: `rollout 25%: bucket 13 ≤ 25`, `app version 24.4 ≥ 24.3`,
    /// `app version 24.2 < minimum 24.3`, `app version unknown`.
    package var phrase: String {
        switch self {
        case .configuration(let name, let isListed): "configuration \(name) \(isListed ? "listed" : "not listed")"
        case .unitListed: "unit listed"
        case .unitNotListed: "unit not listed"
        case .rollout(let percentage, let bucket):
            "rollout \(percentage)%: bucket \(bucket) \(holds ? "≤" : ">") \(percentage)"
        case .version(let attribute, let version, let range): Self.phrase(attribute.label, version, range)
        case .platform(let platform, let isListed):
            platform.map { "platform \($0) \(isListed ? "listed" : "not listed")" } ?? "platform unknown"
        }
    }

    /// The version against the range, naming the bound it fails if it fails one.
    private static func phrase(_ subject: String, _ version: Version?, _ range: VersionRange) -> String {
        guard let version else { return "\(subject) unknown" }
        if let min = range.min, version < min { return "\(subject) \(version) < minimum \(min)" }
        if let max = range.max, version >= max { return "\(subject) \(version) ≥ maximum \(max)" }
        let bounds = [range.min.map { "≥ \($0)" }, range.max.map { "< \($0)" }].compactMap(\.self)
        let stated = "\(subject) \(version)"
        return bounds.isEmpty ? stated : stated + " " + bounds.joined(separator: " and ")
    }
}
