import FlagJSON

/// The fields of one JSON object, checked against the fields its place in the manifest allows.
///
/// Unknown fields are reported with a suggestion for the likely typo; a repeated key is
/// reported at its second occurrence and the first one is used.
struct FieldReader {
    /// The object, for locating "missing field" errors at its opening brace.
    let object: JSONValue
    /// What the object is, for messages: "flag 'revisions'", "the manifest".
    let context: String
    /// The allowed fields present, first occurrence of each. A list, not a dictionary:
    /// objects have a handful of fields, and a linear scan beats hashing at 10,000 flags.
    private var fields: [JSONMember] = []
    /// Fields that an unknown key was reported as a likely typo of.
    private(set) var suggested: [String] = []
    /// Where the problems of the object, and of the values read from its fields, are reported.
    let diagnostics: DiagnosticCollector

    init(
        _ object: JSONValue, members: [JSONMember], allowed: [String], context: String,
        diagnostics: DiagnosticCollector
    ) {
        self.object = object
        self.context = context
        self.diagnostics = diagnostics
        // Hashed, not scanned: an object may have any number of members, and comparing each
        // with every earlier one is quadratic.
        var firstKeyOffsets: [String: Int] = [:]
        for member in members {
            if let first = firstKeyOffsets[member.key] {
                diagnostics.error(
                    "\(QuotedText.quoted(member.key)) appears twice in \(context) (first at line \(diagnostics.line(ofOffset: first))); "
                        + "remove one of them.",
                    at: member.keyOffset)
                continue
            }
            firstKeyOffsets[member.key] = member.keyOffset
            guard allowed.contains(member.key) else {
                let suggestion = closestName(to: member.key, in: allowed.filter { !$0.hasPrefix("$") })
                if let suggestion { suggested.append(suggestion) }
                diagnostics.error(
                    Self.unknownFieldMessage(member.key, suggestion: suggestion, allowed: allowed, context: context),
                    at: member.keyOffset)
                continue
            }
            fields.append(member)
        }
    }

    subscript(field: String) -> JSONValue? {
        fields.first { $0.key == field }?.value
    }

    /// Where the field's value starts, or the object's `{` if the field is absent.
    func offset(of field: String) -> Int {
        self[field]?.offset ?? object.offset
    }

    /// The field's value, or an error at the object's `{` naming what to add (unless a
    /// misspelling of it was already reported).
    func required(_ field: String, example: String) -> JSONValue? {
        if let value = self[field] { return value }
        guard !suggested.contains(field) else { return nil }
        diagnostics.error("\(context) is missing the required field '\(field)'; add \(example).", at: object.offset)
        return nil
    }

    /// The field's string, or an error if it is present but not a string.
    func string(_ field: String) -> String? {
        guard let value = self[field] else { return nil }
        guard let string = value.stringValue else {
            diagnostics.error(typeMessage(field, expected: "a string", value: value), at: value.offset)
            return nil
        }
        return string
    }

    /// The sentence for a field whose value has the wrong type.
    func typeMessage(_ field: String, expected: String, value: JSONValue, hint: String? = nil) -> String {
        "'\(field)' of \(context) must be \(expected), not \(value.kindDescription)\(hint ?? "")."
    }

    /// ` (write false, without quotes)` when `value` is the string `"true"` or `"false"`: a
    /// Boolean written in quotes, where a Boolean is allowed.
    static func quotedBooleanHint(_ value: JSONValue) -> String? {
        guard let text = value.stringValue, text == "true" || text == "false" else { return nil }
        return " (write \(text), without quotes)"
    }

    private static func unknownFieldMessage(_ key: String, suggestion: String?, allowed: [String], context: String)
        -> String
    {
        let shown = allowed.filter { !$0.hasPrefix("$") }
        let hint = suggestion.map { " Did you mean '\($0)'?" } ?? ""
        return
            "unknown field \(QuotedText.quoted(key)) in \(context).\(hint) Allowed fields: \(shown.joined(separator: ", "))."
    }
}
