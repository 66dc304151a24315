/// Why a flag's rules gave the remote value they gave: each rule checked, in order, with the
/// outcome of each of its conditions.
package struct RuleExplanation: Sendable, Hashable, CustomStringConvertible {
    /// One rule and what each of its conditions said.
    package struct CheckedRule: Sendable, Hashable {
        /// The rule's position in the flag's list, from 0.
        package var index: Int
        package var value: Bool
        /// The outcome of each condition, in the rule's order.
        package var outcomes: [ConditionOutcome]

        package var holds: Bool { outcomes.allSatisfy(\.holds) }
    }

    /// The rules checked, in order; only the last one can hold.
    package var checkedRules: [CheckedRule]

    package var match: RuleMatch? {
        checkedRules.last.flatMap { $0.holds ? RuleMatch(index: $0.index, value: $0.value) : nil }
    }

    /// `remote rule 2 (rollout 25%: bucket 13 ≤ 25; app version 24.4 ≥ 24.3)`, or for no match
    /// `no remote rule matched: rule 1 (app version 24.2 < minimum 24.3)`, listing the
    /// conditions that failed.
    package var description: String {
        if let last = checkedRules.last, last.holds {
            let because = last.outcomes.isEmpty ? "no conditions" : Self.phrases(last.outcomes)
            return "remote rule \(last.index + 1) (\(because))"
        }
        guard !checkedRules.isEmpty else { return "no remote rule matched: the flag's list of rules is empty" }
        let failures = checkedRules.map { "rule \($0.index + 1) (\(Self.phrases($0.outcomes.filter { !$0.holds })))" }
        return "no remote rule matched: " + failures.joined(separator: ", ")
    }

    private static func phrases(_ outcomes: [ConditionOutcome]) -> String {
        outcomes.map(\.phrase).joined(separator: "; ")
    }
}
