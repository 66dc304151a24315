import FlagJSON

/// Reads a variant flag's `variants`: two or more distinct names, each a Swift identifier that
/// can be a case of the generated enum.
enum OptionListDecoder {
    /// Members of the generated enum of a flag's variants, which no variant may take.
    static let generatedMembers: Set<String> = [
        "allCases", "rawValue", "hashValue", "hash", "init", "AllCases", "RawValue", "current", "flag",
    ]

    /// The most variants one flag may have: the store keeps a variant's index in a signed byte.
    static let maximumCount = 100

    /// The checks a variant's name gets, with the messages of a flag's name.
    private static let names = CaseNameDecoder(
        kind: "variant", example: "", typeName: "the enum of a flag's variants", generatedMembers: generatedMembers,
        hasKey: false)

    /// The variants of the flag whose fields are `fields`, in manifest order; `nil` if `variants`
    /// is missing or any is wrong (every problem is reported).
    static func decode(_ fields: FieldReader) -> [String]? {
        guard let value = fields["variants"] else { return nil }
        let context = fields.context
        let diagnostics = fields.diagnostics
        guard let elements = value.arrayValue else {
            diagnostics.error(
                "'variants' of \(context) must be a list of variant names such as [\"control\", \"treatment\"], "
                    + "not \(value.kindDescription).",
                at: value.offset)
            return nil
        }
        let errorsBefore = diagnostics.errorCount
        var options: [String] = []
        var firstOffsets: [String: Int] = [:]
        for element in elements {
            guard let option = element.stringValue else {
                diagnostics.error(
                    "'variants' of \(context) must list variant names as strings, not \(element.kindDescription).",
                    at: element.offset)
                continue
            }
            if let problem = names.problem(with: option) {
                diagnostics.error("variant \(QuotedText.quoted(option)) of \(context) \(problem)", at: element.offset)
                continue
            }
            if let first = firstOffsets[option] {
                let column = diagnostics.location(ofOffset: first)
                diagnostics.error(
                    "'variants' of \(context) lists \(QuotedText.quoted(option)) twice (first at \(column.line):\(column.column)); "
                        + "remove one of them.",
                    at: element.offset)
                continue
            }
            firstOffsets[option] = element.offset
            options.append(option)
        }
        if elements.count > maximumCount {
            diagnostics.error(
                "'variants' of \(context) lists \(elements.count) variants; at most \(maximumCount) are supported "
                    + "(the store keeps a variant's index in a signed byte).",
                at: value.offset)
        }
        if elements.count < 2 {
            diagnostics.error(
                "'variants' of \(context) lists \(elements.count) variant\(elements.count == 1 ? "" : "s"); "
                    + "a variant flag needs two or more (for on and off, write 'enabled' instead).",
                at: value.offset)
        }
        return diagnostics.errorCount == errorsBefore ? options : nil
    }
}
