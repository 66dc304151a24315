import FlagJSON

/// Reads one rule object in a single pass over its fields, collecting a problem for each
/// field that is unknown or malformed. The first occurrence of a repeated field is used, as
/// version 1 payloads always did for `value` and `configurations`.
struct RuleObjectReader {
    let subject: RuleSubject
    private(set) var problems: [RuleProblem] = []

    init(subject: RuleSubject) {
        self.subject = subject
    }

    /// The rule in `fields`, the members of the object at `offset`, or `nil` if it has problems.
    mutating func rule(_ fields: [JSONMember], at offset: Int) -> TargetingRule? {
        var rule = TargetingRule(value: false)
        var value: Bool?
        var seen: UInt16 = 0
        for member in fields {
            guard let field = RuleField.named(member.key) else {
                record("\(subject) has the unknown field \(QuotedText.quoted(member.key)) (allowed: \(RuleField.allowedList))", at: member.keyOffset)
                continue
            }
            guard seen & field.bit == 0 else { continue }
            seen |= field.bit
            if field == .value {
                value = member.value.boolValue
            } else {
                read(field, member.value, into: &rule)
            }
        }
        guard let value else {
            record("\(subject) needs \"value\": true or false", at: offset)
            return nil
        }
        rule.value = value
        return problems.isEmpty ? rule : nil
    }

    private mutating func read(_ field: RuleField, _ value: JSONValue, into rule: inout TargetingRule) {
        switch field {
        case .value: break  // read by rule(_:at:), which must know whether it is missing
        case .configurations: rule.configurations = configurations(value)
        case .rollout: rule.rollout = rollout(value)
        case .group: rule.group = group(value)
        case .units: rule.units = units(value)
        case .appVersion: rule.appVersion = versionRange(value, field: field)
        case .build: rule.build = versionRange(value, field: field)
        case .osVersion: rule.osVersion = versionRange(value, field: field)
        case .platforms: rule.platforms = platforms(value)
        }
    }

    private mutating func versionRange(_ value: JSONValue, field: RuleField) -> VersionRange? {
        var reader = VersionRangeReader(subject: subject, field: field.rawValue)
        let range = reader.range(value)
        problems += reader.problems
        return range
    }

    private mutating func configurations(_ value: JSONValue) -> [String]? {
        guard let names = strings(value) else {
            return report("\"configurations\" of \(subject) must be a list of configuration names", at: value.offset)
        }
        return names
    }

    private mutating func rollout(_ value: JSONValue) -> Int? {
        if case .number(let number) = value.content, value.isRoundedToWhole {
            return report(
                "\"rollout\" of \(subject) must be a whole percentage from 0 to 100, not a number that only rounds to "
                    + "\(JSONOutput.numberText(number)); write it without a fraction or an exponent",
                at: value.offset)
        }
        guard case .number(let number) = value.content, number.rounded() == number, (0...100).contains(number) else {
            return report("\"rollout\" of \(subject) must be a whole percentage from 0 to 100, not \(value.shortDescription)", at: value.offset)
        }
        return Int(number)
    }

    private mutating func group(_ value: JSONValue) -> String? {
        guard let name = value.stringValue, !name.isEmpty else {
            return report("\"group\" of \(subject) must be a non-empty string naming the bucketing group", at: value.offset)
        }
        return name
    }

    private mutating func units(_ value: JSONValue) -> [String]? {
        guard let ids = strings(value) else {
            return report("\"units\" of \(subject) must be a list of unit ids (strings)", at: value.offset)
        }
        return ids
    }

    private mutating func platforms(_ value: JSONValue) -> [TargetPlatform]? {
        let known = { TargetPlatform.allCases.map(\.rawValue).joined(separator: ", ") }
        guard let names = strings(value) else {
            return report("\"platforms\" of \(subject) must be a list of platform names (\(known()))", at: value.offset)
        }
        guard let unknown = names.first(where: { TargetPlatform(rawValue: $0) == nil }) else {
            return names.compactMap(TargetPlatform.init(rawValue:))
        }
        let suggestion = TargetPlatform.allCases.first { $0.rawValue.lowercased() == unknown.lowercased() }
        let hint = suggestion.map { "did you mean \($0)?" } ?? "known: \(known())"
        return report("\"platforms\" of \(subject) names the unknown platform \(QuotedText.quoted(unknown)) (\(hint))", at: value.offset)
    }

    /// The elements of `value` if it is an array of strings.
    private func strings(_ value: JSONValue) -> [String]? {
        guard let elements = value.arrayValue else { return nil }
        let strings = elements.compactMap(\.stringValue)
        return strings.count == elements.count ? strings : nil
    }

    /// Records `problem`, a sentence without its end.
    private mutating func record(_ problem: String, at offset: Int) {
        problems.append(RuleProblem(problem + "; the entry was ignored.", at: offset))
    }

    /// Records `problem`; returns `nil` for the field.
    private mutating func report<T>(_ problem: String, at offset: Int) -> T? {
        record(problem, at: offset)
        return nil
    }
}
