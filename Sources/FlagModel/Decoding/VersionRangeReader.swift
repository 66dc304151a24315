import FlagJSON

/// Reads an `appVersion`, `build` or `osVersion` object (`{ "min": "24.3", "max": "25" }`),
/// collecting a problem for each thing that is malformed.
struct VersionRangeReader {
    let subject: RuleSubject
    /// The field being read: `appVersion`, `build` or `osVersion`.
    let field: String
    private(set) var problems: [RuleProblem] = []

    init(subject: RuleSubject, field: String) {
        self.subject = subject
        self.field = field
    }

    /// The range in `value`, or `nil` if it has problems.
    mutating func range(_ value: JSONValue) -> VersionRange? {
        guard let members = value.objectValue else {
            return report("\"\(field)\" of \(subject) must be an object such as { \"min\": \"24.3\", \"max\": \"25\" }, not \(value.kindDescription)", at: value.offset)
        }
        var minimum: JSONValue?
        var maximum: JSONValue?
        for member in members {
            switch member.key {
            case "min": minimum = minimum ?? member.value
            case "max": maximum = maximum ?? member.value
            default: return report("\"\(field)\" of \(subject) has the unknown field \(QuotedText.quoted(member.key)) (allowed: min, max)", at: member.keyOffset)
            }
        }
        guard minimum != nil || maximum != nil else {
            return report("\"\(field)\" of \(subject) needs \"min\", \"max\" or both", at: value.offset)
        }
        let range = VersionRange(min: minimum.flatMap { bound($0, name: "min") }, max: maximum.flatMap { bound($0, name: "max") })
        guard problems.isEmpty else { return nil }
        if let lower = range.min, let upper = range.max, lower >= upper {
            return report("\"\(field)\" of \(subject) has \"min\" \(lower) at or above \"max\" \(upper), so it never holds", at: value.offset)
        }
        return range
    }

    /// One bound; `name` is `min` or `max`.
    private mutating func bound(_ value: JSONValue, name: String) -> Version? {
        guard let text = value.stringValue else {
            return report("\"\(field).\(name)\" of \(subject) must be a version string such as \"24.3\", not \(value.shortDescription)", at: value.offset)
        }
        guard let version = Version(text) else {
            if Version.hasOversizedComponent(text) {
                return report(
                    "\"\(field).\(name)\" of \(subject) is \(QuotedText.quoted(text)), which has a component above "
                        + "\(Version.maximumComponent), the largest a version component may be",
                    at: value.offset)
            }
            return report(
                "\"\(field).\(name)\" of \(subject) is \(QuotedText.quoted(text)), not a version; write dot-separated whole numbers such as \"24.3\"",
                at: value.offset)
        }
        return version
    }

    private mutating func report<T>(_ problem: String, at offset: Int) -> T? {
        problems.append(RuleProblem(problem + "; the entry was ignored.", at: offset))
        return nil
    }
}
