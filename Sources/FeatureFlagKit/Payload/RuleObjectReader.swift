import FlagJSON

/// Reads one rule object from the scanner in a single pass over its fields, collecting a
/// problem for each field that is unknown or malformed. The first occurrence of a repeated
/// field is used and the others are read past, each with a note.
struct RuleObjectReader {
    let subject: RuleSubject
    private(set) var problems: [RuleProblem] = []
    /// What the rule had twice: reported, but the rule is kept, its first occurrence used.
    private(set) var notes: [RuleProblem] = []

    /// Appends the rule in the object at `scanner`'s index to `rules`, unless it has problems;
    /// the scanner ends after the object.
    mutating func appendRule(from scanner: inout JSONScanner, to rules: inout [TargetingRule]) throws(JSONSyntaxError) {
        let offset = scanner.index
        var rule = TargetingRule(value: false)
        var value: RuleValue?
        var seen: UInt16 = 0
        if try scanner.enterObject() {
            repeat {
                let (position, keyOffset) = try scanner.parseMemberKey(among: RuleField.names)
                guard let position else {
                    let key = scanner.key(at: keyOffset)
                    record(
                        "\(subject) has the unknown field \(QuotedText.quoted(key)) (allowed: \(RuleField.allowedList))",
                        at: keyOffset)
                    _ = try scanner.parseValue()
                    continue
                }
                let field = RuleField(rawValue: position)!
                guard seen & field.bit == 0 else {
                    noteRepeated("\(field.name)", in: "\(subject)", at: keyOffset)
                    _ = try scanner.parseValue()
                    continue
                }
                seen |= field.bit
                if field == .value || field == .split {
                    let found = try scanner.parseValue()
                    let given = field == .value ? self.value(found) : split(found)
                    if seen & (RuleField.value.bit | RuleField.split.bit) == RuleField.value.bit | RuleField.split.bit {
                        record("\(subject) has both \"value\" and \"split\"; give one", at: keyOffset)
                    }
                    value = value ?? given
                } else {
                    try read(field, from: &scanner, into: &rule)
                }
            } while try scanner.nextMember()
        }
        guard let value else {
            if seen & (RuleField.value.bit | RuleField.split.bit) == 0 {
                record(
                    "\(subject) needs \"value\": true, false, a variant's name, a number or a string, or a \"split\"",
                    at: offset)
            }
            return
        }
        guard problems.isEmpty else { return }
        rule.value = value
        rules.append(rule)
    }

    private mutating func read(_ field: RuleField, from scanner: inout JSONScanner, into rule: inout TargetingRule)
        throws(JSONSyntaxError)
    {
        switch field {
        case .value, .split: break  // read by appendRule(from:to:), which must know whether one is missing
        case .configurations: rule.configurations = configurations(try scanner.parseValue())
        case .rollout: rule.rollout = rollout(try scanner.parseValue())
        case .group: rule.group = group(try scanner.parseValue())
        case .units: rule.units = units(try scanner.parseValue())
        case .appVersion: rule.appVersion = try versionRange(&scanner, field: field)
        case .build: rule.build = try versionRange(&scanner, field: field)
        case .osVersion: rule.osVersion = try versionRange(&scanner, field: field)
        case .platforms: rule.platforms = platforms(try scanner.parseValue())
        }
    }

    /// `true`, `false`, a variant's name, or a typed flag's number or string.
    private mutating func value(_ value: JSONValue) -> RuleValue? {
        let subject = subject
        return flagValue(value, of: "\"value\" of \(subject)").map(RuleValue.value)
    }

    /// The value `value` names; `what` names it in a message (built only for one).
    private mutating func flagValue(_ value: JSONValue, of what: @autoclosure () -> String) -> FlagValue? {
        if let flagValue = FlagValue(json: value) { return flagValue }
        return report(
            "\(what()) must be true, false, a variant's name, a number or a string, not \(value.shortDescription)",
            at: value.offset)
    }

    /// A non-empty list of `{ "value", "weight" }` whose weights are whole numbers adding up to
    /// 1...1,000,000, each value at most once.
    private mutating func split(_ value: JSONValue) -> RuleValue? {
        let example = #"[{ "value": "control", "weight": 50 }, { "value": "oneStep", "weight": 50 }]"#
        guard let elements = value.arrayValue, !elements.isEmpty else {
            let found = value.arrayValue == nil ? value.shortDescription : "an empty list"
            return report(
                "\"split\" of \(subject) must be a non-empty list such as \(example), not \(found)",
                at: value.offset)
        }
        var entries: [SplitEntry] = []
        for (number, element) in zip(1..., elements) {
            // Built only for a message: most splits have none, and building it for each entry
            // of a large payload costs more than reading the entry.
            let subject = subject
            func what() -> String { "entry \(number) of the split of \(subject)" }
            guard let members = element.objectValue else {
                record(
                    "\(what()) must be an object such as { \"value\": \"control\", \"weight\": 50 }", at: element.offset
                )
                continue
            }
            var seen = (value: false, weight: false)
            for member in members {
                switch member.key {
                case "value":
                    if seen.value { noteRepeated("value", in: what(), at: member.keyOffset) }
                    seen.value = true
                case "weight":
                    if seen.weight { noteRepeated("weight", in: what(), at: member.keyOffset) }
                    seen.weight = true
                default:
                    record(
                        "\(what()) has the unknown field \(QuotedText.quoted(member.key)) (allowed: value, weight)",
                        at: member.keyOffset)
                }
            }
            guard let found = members.first(where: { $0.key == "value" }) else {
                record("\(what()) needs \"value\"", at: element.offset)
                continue
            }
            let entryValue = flagValue(found.value, of: "\"value\" of \(what())")
            guard let weight = members.first(where: { $0.key == "weight" })?.value else {
                record("\(what()) needs \"weight\", a whole number from 0", at: element.offset)
                continue
            }
            guard case .number(let number) = weight.content, number.rounded() == number, number >= 0,
                number <= Double(VariantSplit.totals.upperBound), !weight.isRoundedToWhole
            else {
                record(
                    "\"weight\" of \(what()) must be a whole number from 0 to \(VariantSplit.totals.upperBound), "
                        + "not \(weight.shortDescription)", at: weight.offset)
                continue
            }
            if let entryValue {
                if entries.contains(where: { $0.value == entryValue }) {
                    record("\(what()) repeats the value \(entryValue)", at: found.value.offset)
                }
                entries.append(SplitEntry(value: entryValue, weight: Int(number)))
            }
        }
        guard entries.count == elements.count else { return nil }
        let total = entries.reduce(0) { $0 + $1.weight }
        guard VariantSplit.totals.contains(total) else {
            return report(
                "the weights of the split of \(subject) add up to \(total); they must add up to 1 to "
                    + "\(VariantSplit.totals.upperBound)", at: value.offset)
        }
        return .split(entries)
    }

    private mutating func configurations(_ value: JSONValue) -> [String]? {
        strings(value)
            ?? report("\"configurations\" of \(subject) must be a list of configuration names", at: value.offset)
    }

    private mutating func rollout(_ value: JSONValue) -> Int? {
        if case .number(let number) = value.content, value.isRoundedToWhole {
            return report(
                "\"rollout\" of \(subject) must be a whole percentage from 0 to 100, not a number that only rounds to "
                    + "\(JSONOutput.numberText(number)); write it without a fraction or an exponent",
                at: value.offset)
        }
        guard case .number(let number) = value.content, number.rounded() == number, (0...100).contains(number) else {
            return report(
                "\"rollout\" of \(subject) must be a whole percentage from 0 to 100, not \(value.shortDescription)",
                at: value.offset)
        }
        return Int(number)
    }

    private mutating func group(_ value: JSONValue) -> String? {
        guard let name = value.stringValue, !name.isEmpty else {
            return report(
                "\"group\" of \(subject) must be a non-empty string naming the bucketing group", at: value.offset)
        }
        return name
    }

    private mutating func units(_ value: JSONValue) -> [String]? {
        strings(value) ?? report("\"units\" of \(subject) must be a list of unit ids (strings)", at: value.offset)
    }

    private mutating func platforms(_ value: JSONValue) -> [TargetPlatform]? {
        let known = { TargetPlatform.allCases.map(\.description).joined(separator: ", ") }
        guard let names = strings(value) else {
            return report("\"platforms\" of \(subject) must be a list of platform names (\(known()))", at: value.offset)
        }
        guard let unknown = names.first(where: { TargetPlatform(name: $0) == nil }) else {
            return names.compactMap(TargetPlatform.init(name:))
        }
        let suggestion = TargetPlatform.allCases.first { $0.description.lowercased() == unknown.lowercased() }
        let hint = suggestion.map { "did you mean \($0)?" } ?? "known: \(known())"
        return report(
            "\"platforms\" of \(subject) names the unknown platform \(QuotedText.quoted(unknown)) (\(hint))",
            at: value.offset)
    }

    /// The elements of `value` if it is an array of strings.
    private func strings(_ value: JSONValue) -> [String]? {
        guard let elements = value.arrayValue else { return nil }
        let strings = elements.compactMap(\.stringValue)
        return strings.count == elements.count ? strings : nil
    }

    /// Notes that `container` (`'newEditor'`, `rule 2 of 'newEditor'`) has the field `name`
    /// again at `offset`.
    mutating func noteRepeated(_ name: String, in container: String, at offset: Int) {
        notes.append(RuleProblem("\(container) has \"\(name)\" twice; the first one is used.", at: offset))
    }

    /// Records `problem`, a sentence without its end.
    mutating func record(_ problem: String, at offset: Int) {
        problems.append(RuleProblem(problem + "; the entry was ignored.", at: offset))
    }

    /// Records `problem`; returns `nil` for the field.
    mutating func report<T>(_ problem: String, at offset: Int) -> T? {
        record(problem, at: offset)
        return nil
    }
}

/// The fields a rule object may have, in the order messages list them.
enum RuleField: Int, CaseIterable {
    case value, split, configurations, rollout, group, units, appVersion, build, osVersion, platforms

    /// The field's name in a payload.
    var name: StaticString {
        switch self {
        case .value: "value"
        case .split: "split"
        case .configurations: "configurations"
        case .rollout: "rollout"
        case .group: "group"
        case .units: "units"
        case .appVersion: "appVersion"
        case .build: "build"
        case .osVersion: "osVersion"
        case .platforms: "platforms"
        }
    }

    /// Every field's name, in declaration order: what a rule's keys are matched against.
    static let names = allCases.map(\.name)

    /// The field's bit in a set of fields already read.
    var bit: UInt16 { 1 << rawValue }

    /// `value, configurations, …` for messages.
    static var allowedList: String {
        names.map(\.description).joined(separator: ", ")
    }
}
