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
package struct TargetingRuleDecoder {
    /// The fields a rule object may have.
    static let allowedFields = [
        "value", "configurations", "rollout", "group", "units", "appVersion", "build", "osVersion", "platforms",
    ]

    private let key: String
    private(set) var problems: [RuleProblem] = []

    private init(key: String) {
        self.key = key
    }

    /// The rules that `value`, the payload's value for the flag `key`, describes; a Boolean is
    /// one rule without conditions.
    package static func decode(_ value: JSONValue, key: String) throws(RuleDecodingError) -> [TargetingRule] {
        var decoder = TargetingRuleDecoder(key: key)
        let rules = decoder.decodeFlag(value)
        guard decoder.problems.isEmpty else {
            throw RuleDecodingError(problems: decoder.problems.sorted { $0.offset < $1.offset })
        }
        return rules
    }

    private mutating func decodeFlag(_ value: JSONValue) -> [TargetingRule] {
        switch value.content {
        case .bool(let flag):
            return [TargetingRule(value: flag)]
        case .object(let fields):
            return decodeRule(fields, at: value.offset, subject: QuotedText.quoted(key)).map { [$0] } ?? []
        case .array(let elements):
            return elements.enumerated().compactMap { decodeListElement($1, number: $0 + 1) }
        default:
            report(
                "\(QuotedText.quoted(key)) must be true, false, a rule such as { \"value\": true, \"rollout\": 25 } "
                    + "or a list of rules, not \(value.kindDescription); the entry was ignored.",
                at: value.offset)
            return []
        }
    }

    private mutating func decodeListElement(_ element: JSONValue, number: Int) -> TargetingRule? {
        let subject = "rule \(number) of \(QuotedText.quoted(key))"
        guard let fields = element.objectValue else {
            report(
                "\(subject) must be an object such as { \"value\": true, \"rollout\": 25 }, not "
                    + "\(element.kindDescription); the entry was ignored.",
                at: element.offset)
            return nil
        }
        return decodeRule(fields, at: element.offset, subject: subject)
    }

    /// One rule object; `subject` names it in messages (`'newEditor'`, `rule 2 of 'newEditor'`).
    private mutating func decodeRule(_ fields: [JSONMember], at offset: Int, subject: String) -> TargetingRule? {
        let problemCount = problems.count
        for unknown in fields where !Self.allowedFields.contains(unknown.key) {
            report(
                "\(subject) has the unknown field \(QuotedText.quoted(unknown.key)) "
                    + "(allowed: \(Self.allowedFields.joined(separator: ", "))); the entry was ignored.",
                at: unknown.keyOffset)
        }
        let value = fields.first { $0.key == "value" }?.value.boolValue
        if value == nil {
            report("\(subject) needs \"value\": true or false; the entry was ignored.", at: offset)
        }
        var reader = RuleFieldReader(fields: fields, subject: subject)
        let rule = reader.rule(value: value ?? false)
        problems += reader.problems
        return problems.count == problemCount ? rule : nil
    }

    private mutating func report(_ message: String, at offset: Int) {
        problems.append(RuleProblem(message, at: offset))
    }
}
