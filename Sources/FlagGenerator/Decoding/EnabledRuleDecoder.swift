import FlagJSON

/// Reads a flag's `enabled` rule: `true`, `false`, a list of names, or the object form
/// `{ "in" | "except": [names], "if": "CONDITION" }`.
struct EnabledRuleDecoder {
    /// What the flag is, for messages: "flag 'revisions'".
    let context: String
    /// The declared configuration names, or `nil` if they couldn't be read.
    let configurations: [String]?
    /// The configuration each configuration condition selects: an `if` that tests one gets a warning.
    let selected: [CompilationCondition: String]
    /// Where problems are reported.
    let diagnostics: DiagnosticCollector

    /// - Parameter selected: the configuration each configuration condition selects: an `if`
    ///   that tests one gets a warning.
    static func decode(
        _ fields: FieldReader, configurations: [String]?, selected: [CompilationCondition: String]
    ) -> DecodedFlagValue? {
        guard let value = fields.required("enabled", example: "\"enabled\": false") else {
            return nil
        }
        let context = fields.context
        let decoder = EnabledRuleDecoder(
            context: context, configurations: configurations, selected: selected, diagnostics: fields.diagnostics)
        switch value.content {
        case .bool(let isOn):
            return DecodedFlagValue(value: .boolean(isOn ? .always : .never))
        case .array:
            return decoder.decodeList(value, field: "enabled", emptyMeaning: "off everywhere", fix: "write false")
                .map { DecodedFlagValue(value: .boolean(.only($0))) }
        case .object(let members):
            return decoder.decodeObject(value, members: members)
        default:
            // The hint repeats the string only when it could be a configuration name: a short
            // identifier that isn't a Boolean in quotes.
            let hint =
                FieldReader.quotedBooleanHint(value)
                ?? value.stringValue.flatMap { name in
                    SwiftIdentifier.isValid(name) && name.utf8.count <= QuotedText.maximumLength
                        ? " (to enable it in one configuration, write [\"\(name)\"])" : nil
                } ?? ""
            fields.diagnostics.error(
                "'enabled' of \(context) must be true, false, a list of configuration names or an object such as "
                    + "{ \"except\": [names] } or { \"in\": [names], \"if\": \"CONDITION\" }, not \(value.kindDescription)\(hint).",
                at: value.offset)
            return nil
        }
    }

    /// `in` (on in exactly these), `except` (on in all others) or neither (on everywhere), each
    /// with an optional `if`; at least one of the three. An `if` that selects a configuration is
    /// warned about once the rest of the object is read.
    private func decodeObject(_ value: JSONValue, members: [JSONMember]) -> DecodedFlagValue? {
        let fields = FieldReader(
            value, members: members, allowed: ["in", "except", "if"], context: "'enabled' of \(context)",
            diagnostics: diagnostics)
        let appVariant = AppVariantFieldDecoder.decode(fields, context: context)
        let rule: EnabledRule?
        switch (fields["in"], fields["except"]) {
        case (.some, .some(let except)):
            diagnostics.error(
                "'enabled' of \(context) has both 'in' and 'except'; keep one of them ('in' lists where the flag is on, "
                    + "'except' where it is off).",
                at: except.offset)
            return nil
        case (.some(let list), nil):
            rule = decodeList(list, field: "in", emptyMeaning: "off everywhere", fix: "write false")
                .map(EnabledRule.only)
        case (nil, .some(let list)):
            rule = decodeList(
                list, field: "except", emptyMeaning: "on everywhere",
                fix: fields["if"] != nil ? "remove 'except'" : "write true"
            ).map(EnabledRule.except)
        case (nil, nil):
            guard fields["if"] != nil else {
                // A misspelt field was reported already, with the likely fix.
                guard fields.suggested.isEmpty else { return nil }
                diagnostics.error(
                    "'enabled' of \(context) must have 'in', 'except' or 'if', such as { \"except\": [\"appStore\"] } "
                        + "or { \"in\": [\"appStore\"], \"if\": \"JETPACK\" }.",
                    at: value.offset)
                return nil
            }
            rule = .always
        }
        guard let rule, case .valid(let condition) = appVariant else { return nil }
        if let condition {
            AppVariantFieldDecoder.checkSelectsNoConfiguration(
                condition, of: fields, context: context, selected: selected,
                fix: { "to turn the flag on in \($0), list it in 'in'" })
        }
        return DecodedFlagValue(value: .boolean(rule), appVariant: condition)
    }

    /// A list of names for `enabled`, `in` or `except`; an empty one is allowed, with a warning
    /// that says what it means (`emptyMeaning`, such as "off everywhere") and `fix`.
    private func decodeList(_ list: JSONValue, field: String, emptyMeaning: String, fix: String) -> [String]? {
        guard
            let names = ConfigurationNameListDecoder(diagnostics: diagnostics).decodeNames(
                list, field: field, context: context, configurations: configurations)
        else { return nil }
        if list.arrayValue?.isEmpty == true {
            diagnostics.warning(
                "'\(field)' of \(context) is an empty list, which means \(emptyMeaning); \(fix).", at: list.offset)
        }
        return names
    }
}
