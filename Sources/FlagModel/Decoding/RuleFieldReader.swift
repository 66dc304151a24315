import FlagJSON

/// Reads the condition fields of one rule object, collecting a problem for each field that
/// is malformed. The first occurrence of a repeated field is used, as for `value`.
struct RuleFieldReader {
    let fields: [JSONMember]
    /// How messages name the rule: `'newEditor'`, `rule 2 of 'newEditor'`.
    let subject: String
    private(set) var problems: [RuleProblem] = []

    init(fields: [JSONMember], subject: String) {
        self.fields = fields
        self.subject = subject
    }

    /// The rule with `value` and every condition field that is present.
    mutating func rule(value: Bool) -> TargetingRule {
        var versions = VersionRangeReader(subject: subject)
        let rule = TargetingRule(
            value: value,
            configurations: field("configurations").flatMap { configurations($0) },
            rollout: field("rollout").flatMap { rollout($0) },
            group: field("group").flatMap { group($0) },
            units: field("units").flatMap { units($0) },
            appVersion: field("appVersion").flatMap { versions.range($0, field: "appVersion") },
            build: field("build").flatMap { versions.range($0, field: "build") },
            osVersion: field("osVersion").flatMap { versions.range($0, field: "osVersion") },
            platforms: field("platforms").flatMap { platforms($0) })
        problems += versions.problems
        return rule
    }

    private func field(_ name: String) -> JSONValue? {
        fields.first { $0.key == name }?.value
    }

    private mutating func configurations(_ value: JSONValue) -> [String]? {
        guard let names = strings(value) else {
            return report("\"configurations\" of \(subject) must be a list of configuration names", at: value)
        }
        return names
    }

    private mutating func rollout(_ value: JSONValue) -> Int? {
        guard case .number(let number) = value.content, number.rounded() == number, (0...100).contains(number) else {
            return report("\"rollout\" of \(subject) must be a whole percentage from 0 to 100, not \(describe(value))", at: value)
        }
        return Int(number)
    }

    private mutating func group(_ value: JSONValue) -> String? {
        guard let name = value.stringValue, !name.isEmpty else {
            return report("\"group\" of \(subject) must be a non-empty string naming the bucketing group", at: value)
        }
        return name
    }

    private mutating func units(_ value: JSONValue) -> [String]? {
        guard let ids = strings(value) else {
            return report("\"units\" of \(subject) must be a list of unit ids (strings)", at: value)
        }
        return ids
    }

    private mutating func platforms(_ value: JSONValue) -> [TargetPlatform]? {
        let known = TargetPlatform.allCases.map(\.rawValue).joined(separator: ", ")
        guard let names = strings(value) else {
            return report("\"platforms\" of \(subject) must be a list of platform names (\(known))", at: value)
        }
        guard let unknown = names.first(where: { TargetPlatform(rawValue: $0) == nil }) else {
            return names.compactMap(TargetPlatform.init(rawValue:))
        }
        let suggestion = TargetPlatform.allCases.first { $0.rawValue.lowercased() == unknown.lowercased() }
        let hint = suggestion.map { "did you mean \($0)?" } ?? "known: \(known)"
        return report("\"platforms\" of \(subject) names the unknown platform \(QuotedText.quoted(unknown)) (\(hint))", at: value)
    }

    /// The elements of `value` if it is an array of strings.
    private func strings(_ value: JSONValue) -> [String]? {
        guard let elements = value.arrayValue else { return nil }
        let strings = elements.compactMap(\.stringValue)
        return strings.count == elements.count ? strings : nil
    }

    /// Records `problem` (a sentence without its end) about `value`; returns `nil` for the field.
    private mutating func report<T>(_ problem: String, at value: JSONValue) -> T? {
        problems.append(RuleProblem(problem + "; the entry was ignored.", at: value.offset))
        return nil
    }
}

/// `value` for a message: a number as written (`150`, `25.5`), else its kind (`a string`).
func describe(_ value: JSONValue) -> String {
    guard case .number(let number) = value.content else { return value.kindDescription }
    return number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
}
