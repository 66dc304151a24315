import FlagJSON

/// Reads a variant flag's `variants` and its `value`, whose literals are variant names.
struct OptionRuleDecoder: ValueLiteralReader {
    /// The flag's variants, in manifest order.
    let options: [String]
    /// What the flag is, for messages: "flag 'checkout'".
    let context: String
    /// Where problems are reported.
    let diagnostics: DiagnosticCollector

    var noun: String { "variant" }
    var example: String { "\"\(options[0])\"" }
    var otherExample: String { "\"\(options.last!)\"" }
    var allowsAppVariant: Bool { true }

    /// Checks that a flag with `variants` or `value` has `variants` and no `enabled`; `false` if
    /// it has no `variants`, when nothing more of it can be read (the problems are reported).
    static func checkFields(_ fields: FieldReader) -> Bool {
        guard fields["variants"] != nil else {
            fields.diagnostics.error(
                "\(fields.context) has 'value' but no 'variants' or 'type'; list its variants, such as "
                    + "\"variants\": [\"control\", \"treatment\"], write the type of its value, such as "
                    + "\"type\": \"integer\", or write 'enabled' for a Boolean flag.",
                at: fields.offset(of: "value"))
            return false
        }
        if let enabled = fields["enabled"] {
            fields.diagnostics.error(
                "\(fields.context) has both 'enabled' and 'variants'; a Boolean flag has 'enabled', a variant flag "
                    + "'variants' and 'value': keep one of them.",
                at: enabled.offset)
        }
        return true
    }

    /// - Parameter selected: the configuration each configuration condition selects: an `if`
    ///   that tests one gets a warning.
    static func decode(
        _ fields: FieldReader, configurations: [String]?, selected: [CompilationCondition: String]
    ) -> DecodedFlagValue? {
        let options = OptionListDecoder.decode(fields)
        let example = options?.first.map { "\"value\": \"\($0)\"" } ?? "\"value\": \"control\""
        let value = fields.required("value", example: example)
        guard let options, let value else { return nil }
        let reader = OptionRuleDecoder(options: options, context: fields.context, diagnostics: fields.diagnostics)
        return ValueRuleDecoder(
            reader: reader, context: fields.context, configurations: configurations, selected: selected,
            diagnostics: fields.diagnostics
        ).decodeRule(value)
    }

    func kind(_ rule: OptionRule) -> FlagValueKind {
        .variants(options: options, rule: rule)
    }

    func read(_ value: JSONValue, at place: LiteralPlace) -> String? {
        if let name = value.stringValue { return checkOption(name, at: value) }
        let message =
            switch place {
            case .value:
                "'value' of \(context) must be one of its variants, such as \(example), or an object such as "
                    + "{ \"in\": { \"localDeveloper\": \(otherExample) }, \"otherwise\": \(example) }, "
                    + "not \(value.kindDescription)."
            case .otherwise:
                "'otherwise' of 'value' of \(context) must be a string, not \(value.kindDescription)."
            case .configuration(let configuration):
                "'in' of 'value' of \(context) must name a variant as a string for \(QuotedText.quoted(configuration)), "
                    + "not \(value.kindDescription)."
            }
        diagnostics.error(message, at: value.offset)
        return nil
    }

    /// `name` if it is one of `options`; otherwise reports it, with the closest variant.
    private func checkOption(_ name: String, at value: JSONValue) -> String? {
        if options.contains(name) { return name }
        let suggestion = closestName(to: name, in: options).map { " Did you mean '\($0)'?" } ?? ""
        diagnostics.error(
            "'value' of \(context) names the unknown variant \(QuotedText.quoted(name)).\(suggestion) "
                + "Variants: \(options.joined(separator: ", ")).",
            at: value.offset)
        return nil
    }
}
