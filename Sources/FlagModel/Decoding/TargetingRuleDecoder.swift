import FlagJSON

/// Reads a flag's value in a remote payload (a Boolean, a rule object, or a list of rule
/// objects) into ``TargetingRule``s.
///
/// A flag whose rules have any problem is dropped whole, every problem reported: dropping one
/// rule of a list would let the rules after it decide for devices it was meant to catch.
///
/// ```swift
/// let rules = try TargetingRuleDecoder.decode(member.value, key: member.key)
/// ```
package enum TargetingRuleDecoder {
    /// The rules that `value`, the payload's value for the flag `key`, describes; a Boolean is
    /// one rule without conditions.
    ///
    /// - Throws: every problem, in document order, when any rule is malformed.
    package static func decode(_ value: JSONValue, key: String) throws(RuleDecodingError) -> [TargetingRule] {
        switch value.content {
        case .bool(let flag):
            return [TargetingRule(value: flag)]
        case .object(let fields):
            var reader = RuleObjectReader(subject: RuleSubject(key: key, number: nil))
            guard let rule = reader.rule(fields, at: value.offset) else { throw error(reader.problems) }
            return [rule]
        case .array(let elements):
            return try decodeList(elements, key: key)
        default:
            let message = "\(QuotedText.quoted(key)) must be true, false, a rule such as { \"value\": true, \"rollout\": 25 } "
                + "or a list of rules, not \(value.kindDescription); the entry was ignored."
            throw error([RuleProblem(message, at: value.offset)])
        }
    }

    private static func decodeList(_ elements: [JSONValue], key: String) throws(RuleDecodingError) -> [TargetingRule] {
        var rules: [TargetingRule] = []
        var problems: [RuleProblem] = []
        for (index, element) in elements.enumerated() {
            let subject = RuleSubject(key: key, number: index + 1)
            guard let fields = element.objectValue else {
                let message = "\(subject) must be an object such as { \"value\": true, \"rollout\": 25 }, not "
                    + "\(element.kindDescription); the entry was ignored."
                problems.append(RuleProblem(message, at: element.offset))
                continue
            }
            var reader = RuleObjectReader(subject: subject)
            if let rule = reader.rule(fields, at: element.offset) { rules.append(rule) }
            problems += reader.problems
        }
        guard problems.isEmpty else { throw error(problems) }
        return rules
    }

    private static func error(_ problems: [RuleProblem]) -> RuleDecodingError {
        RuleDecodingError(problems: problems.sorted { $0.offset < $1.offset })
    }
}
