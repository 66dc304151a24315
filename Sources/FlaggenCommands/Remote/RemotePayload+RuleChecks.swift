import FeatureFlagKit
import FlagJSON

extension RemotePayload {
    /// What a payload's targeting rules get wrong against a manifest, beyond what a store
    /// reports when it applies them: for `flaggen validate-remote`.
    struct RuleFindings: Sendable {
        /// Rules that can't do what they say: a `rollout` or a `split` on a flag no payload may change.
        var errors: [FlagDiagnostic] = []
        /// Rules that never decide (after a rule without conditions) or that the policy refuses.
        var warnings: [FlagDiagnostic] = []
    }

    /// Checks every targeted entry of a flag in `catalog` against the flag's policy and the
    /// order of its rules.
    func ruleFindings(against catalog: FlagCatalog) -> RuleFindings {
        var findings = RuleFindings()
        var locator = locator()
        for entry in entries {
            guard case .targeted = entry.rules, let ordinal = catalog.ordinal(forKey: entry.key) else { continue }
            let rules = entry.rules.targetingRules
            func finding(_ message: String) -> FlagDiagnostic {
                locator.diagnostic(message, about: entry)
            }
            let key = QuotedText.quoted(entry.key)
            let policy = catalog.remotePolicy(at: ordinal)
            if policy == .forbidden {
                let fix = "remove the entry, or allow remote changes in the manifest."
                if let field = rules.lazy.compactMap(Self.experimentField).first {
                    findings.errors.append(
                        finding(
                            "\(key) has a \"\(field)\", but the manifest forbids remote changes of it (\"remote\": false); \(fix)"
                        ))
                } else {
                    findings.warnings.append(
                        finding(
                            "\(key) has rules, but the manifest forbids remote changes of it (\"remote\": false); \(fix)"
                        ))
                }
            } else if policy == .disableOnly {
                for (index, rule) in rules.enumerated() {
                    guard
                        let value = rule.value.values.lazy.compactMap({
                            catalog.conforming($0, at: ordinal, json: true)
                        })
                        .first(where: { catalog.index(ofConforming: $0, at: ordinal) != 0 })
                    else { continue }
                    let gives =
                        catalog.variants(at: ordinal).map {
                            "gives \(value), but the flag may only be set remotely to its first variant, \(QuotedText.quoted($0[0]))"
                        }
                        ?? "turns the flag on, but it may only be turned off remotely"
                    findings.warnings.append(
                        finding(
                            "rule \(index + 1) of \(key) \(gives) (\"remote\": \"disable-only\"); the store refuses it."
                        ))
                }
            }
            if let first = rules.firstIndex(where: { $0 == TargetingRule(value: $0.value) }), first < rules.count - 1 {
                let later =
                    rules.count - first - 1 == 1
                    ? "rule \(first + 2) never decides" : "rules \(first + 2)–\(rules.count) never decide"
                findings.warnings.append(
                    finding(
                        "\(later) for \(key): rule \(first + 1) has no conditions and always holds; move it last or remove what follows."
                    ))
            }
        }
        return findings
    }

    /// `rollout` or `split`, if `rule` sets one: the fields of an experiment that a flag no
    /// payload may change can never run.
    private static func experimentField(_ rule: TargetingRule) -> String? {
        if rule.rollout != nil { return "rollout" }
        if case .split = rule.value { return "split" }
        return nil
    }
}

extension RuleValue {
    /// Every value the rule may give, in order.
    fileprivate var values: [FlagValue] { (0..<count).map { self[$0] } }
}
