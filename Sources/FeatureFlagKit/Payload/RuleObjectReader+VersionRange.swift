import FlagJSON

extension RuleObjectReader {
    /// The range in the `appVersion`, `build` or `osVersion` object (`{ "min": "24.3", "max": "25" }`)
    /// at `scanner`'s index, or `nil` with a problem for each thing that is malformed; the scanner
    /// ends after the value. After an unknown field, the rest of the object is read past.
    mutating func versionRange(_ scanner: inout JSONScanner, field: RuleField) throws(JSONSyntaxError)
        -> VersionRange?
    {
        let problemCount = problems.count
        guard scanner.nextByte == UInt8(ascii: "{") else {
            let value = try scanner.parseValue()
            return report(
                "\"\(field.name)\" of \(subject) must be an object such as { \"min\": \"24.3\", \"max\": \"25\" }, not \(value.kindDescription)",
                at: value.offset)
        }
        let offset = scanner.index
        var minimum: JSONValue?
        var maximum: JSONValue?
        var unknown: (key: String, offset: Int)?
        if try scanner.enterObject() {
            repeat {
                let (position, keyOffset) = try scanner.parseMemberKey(among: ["min", "max"])
                let value = try scanner.parseValue()
                guard unknown == nil else { continue }
                switch position {
                case 0 where minimum == nil: minimum = value
                case 1 where maximum == nil: maximum = value
                case 0, 1:
                    noteRepeated(position == 0 ? "min" : "max", in: "\"\(field.name)\" of \(subject)", at: keyOffset)
                default: unknown = (scanner.key(at: keyOffset), keyOffset)
                }
            } while try scanner.nextMember()
        }
        if let unknown {
            return report(
                "\"\(field.name)\" of \(subject) has the unknown field \(QuotedText.quoted(unknown.key)) (allowed: min, max)",
                at: unknown.offset)
        }
        guard minimum != nil || maximum != nil else {
            return report("\"\(field.name)\" of \(subject) needs \"min\", \"max\" or both", at: offset)
        }
        let range = VersionRange(
            min: minimum.flatMap { bound($0, of: field, name: "min") },
            max: maximum.flatMap { bound($0, of: field, name: "max") })
        guard problems.count == problemCount else { return nil }
        if let lower = range.min, let upper = range.max, lower >= upper {
            return report(
                "\"\(field.name)\" of \(subject) has \"min\" \(lower) at or above \"max\" \(upper), so it never holds",
                at: offset)
        }
        return range
    }

    /// One bound of `field`; `name` is `min` or `max`.
    private mutating func bound(_ value: JSONValue, of field: RuleField, name: String) -> Version? {
        guard let text = value.stringValue else {
            return report(
                "\"\(field.name).\(name)\" of \(subject) must be a version string such as \"24.3\", not \(value.shortDescription)",
                at: value.offset)
        }
        guard let version = Version(text) else {
            if Version.hasOversizedComponent(text) {
                return report(
                    "\"\(field.name).\(name)\" of \(subject) is \(QuotedText.quoted(text)), which has a component above "
                        + "\(Version.maximumComponent), the largest a version component may be",
                    at: value.offset)
            }
            return report(
                "\"\(field.name).\(name)\" of \(subject) is \(QuotedText.quoted(text)), not a version; write dot-separated whole numbers such as \"24.3\"",
                at: value.offset)
        }
        return version
    }
}
