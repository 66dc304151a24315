import FlagJSON

/// Reads the `if` of a flag's rule, the object form of `enabled` or of a variant flag's `value`:
/// the compilation condition of the app variants the flag exists in.
enum AppVariantFieldDecoder {
    /// What the `if` field says.
    enum Field {
        case valid(CompilationCondition?)
        case invalid
    }

    /// Reads the `if` field of `fields`.
    static func decode(_ fields: FieldReader, context: String) -> Field {
        guard let value = fields["if"] else { return .valid(nil) }
        guard let text = fields.string("if") else { return .invalid }
        guard !text.isBlank else {
            fields.diagnostics.error(
                "'if' of \(context) is empty; write the compilation condition of the app variants the flag exists in, "
                    + "such as \"JETPACK\", or remove 'if'.",
                at: value.offset)
            return .invalid
        }
        let condition = ConditionFieldDecoder.decode(text, at: value, subject: "'if' of \(context)", in: fields)
        return condition.map { .valid($0) } ?? .invalid
    }

    /// Warns when `condition`, the `if` of `fields`, is one that selects a configuration: `if`
    /// is for app variants, and a configuration is named in `in`.
    ///
    /// - Parameters:
    ///   - selected: the configuration each configuration condition selects.
    ///   - fix: what to write instead, given the configuration's quoted name, such as
    ///     "to turn the flag on in 'localDeveloper', list it in 'in'".
    static func checkSelectsNoConfiguration(
        _ condition: CompilationCondition, of fields: FieldReader, context: String,
        selected: [CompilationCondition: String], fix: (String) -> String
    ) {
        guard let configuration = selected[condition] else { return }
        let quoted = QuotedText.quoted(configuration)
        fields.diagnostics.warning(
            "'if' of \(context) tests \(condition), the condition that selects configuration \(quoted); "
                + "'if' is for app variants: \(fix(quoted)).",
            at: fields.offset(of: "if"))
    }
}
