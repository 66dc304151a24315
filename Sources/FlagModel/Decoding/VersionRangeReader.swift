import FlagJSON

/// Reads `appVersion`, `build` and `osVersion` objects (`{ "min": "24.3", "max": "25" }`),
/// collecting a problem for each that is malformed.
struct VersionRangeReader {
    /// How messages name the rule: `'newEditor'`, `rule 2 of 'newEditor'`.
    let subject: String
    private(set) var problems: [RuleProblem] = []

    init(subject: String) {
        self.subject = subject
    }

    /// The range in `value`, the payload's value for `field`.
    mutating func range(_ value: JSONValue, field: String) -> VersionRange? {
        let name = "\"\(field)\" of \(subject)"
        guard let members = value.objectValue else {
            return report("\(name) must be an object such as { \"min\": \"24.3\", \"max\": \"25\" }, not \(value.kindDescription)", at: value.offset)
        }
        if let unknown = members.first(where: { $0.key != "min" && $0.key != "max" }) {
            return report("\(name) has the unknown field \(QuotedText.quoted(unknown.key)) (allowed: min, max)", at: unknown.keyOffset)
        }
        let minimum = members.first { $0.key == "min" }?.value
        let maximum = members.first { $0.key == "max" }?.value
        guard minimum != nil || maximum != nil else {
            return report("\(name) needs \"min\", \"max\" or both", at: value.offset)
        }
        let problemCount = problems.count
        let range = VersionRange(
            min: minimum.flatMap { bound($0, name: "\(field).min") },
            max: maximum.flatMap { bound($0, name: "\(field).max") })
        guard problems.count == problemCount else { return nil }
        if let lower = range.min, let upper = range.max, lower >= upper {
            return report("\(name) has \"min\" \(lower) at or above \"max\" \(upper), so it never holds", at: value.offset)
        }
        return range
    }

    /// One bound; `name` is `appVersion.min` and the like.
    private mutating func bound(_ value: JSONValue, name: String) -> Version? {
        guard let text = value.stringValue else {
            return report("\"\(name)\" of \(subject) must be a version string such as \"24.3\", not \(describe(value))", at: value.offset)
        }
        guard let version = Version(text) else {
            return report(
                "\"\(name)\" of \(subject) is \(QuotedText.quoted(text)), not a version; write dot-separated whole numbers such as \"24.3\"",
                at: value.offset)
        }
        return version
    }

    private mutating func report<T>(_ problem: String, at offset: Int) -> T? {
        problems.append(RuleProblem(problem + "; the entry was ignored.", at: offset))
        return nil
    }
}
