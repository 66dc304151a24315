import FlagJSON

/// Reads a variant flag's `variants` and its `value`: a variant name (every configuration), or
/// the object form `{ "in": { configuration: variant }, "otherwise": variant, "if": "CONDITION" }`.
struct OptionRuleDecoder {
    /// The flag's variants, in manifest order.
    let options: [String]
    /// What the flag is, for messages: "flag 'checkout'".
    let context: String
    /// The declared configuration names, or `nil` if they couldn't be read.
    let configurations: [String]?
    /// The configuration each configuration condition selects: an `if` that tests one gets a warning.
    let selected: [CompilationCondition: String]
    /// Where problems are reported.
    let diagnostics: DiagnosticCollector

    /// Checks that a flag with `variants` or `value` has `variants` and no `enabled`; `false` if
    /// it has no `variants`, when nothing more of it can be read (the problems are reported).
    static func checkFields(_ fields: FieldReader) -> Bool {
        guard fields["variants"] != nil else {
            fields.diagnostics.error(
                "\(fields.context) has 'value' but no 'variants'; list its variants, such as "
                    + "\"variants\": [\"control\", \"treatment\"], or write 'enabled' for a Boolean flag.",
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
        let decoder = OptionRuleDecoder(
            options: options, context: fields.context, configurations: configurations, selected: selected,
            diagnostics: fields.diagnostics)
        return decoder.decodeRule(value)
    }

    private func decodeRule(_ value: JSONValue) -> DecodedFlagValue? {
        switch value.content {
        case .string(let name):
            return checkOption(name, at: value)
                .map { DecodedFlagValue(value: .variants(options: options, rule: OptionRule(otherwise: $0))) }
        case .object(let members):
            let fields = FieldReader(
                value, members: members, allowed: ["in", "otherwise", "if"], context: "'value' of \(context)",
                diagnostics: diagnostics)
            return decodeObject(fields)
        default:
            diagnostics.error(
                "'value' of \(context) must be one of its variants, such as \"\(options[0])\", or an object such as "
                    + "{ \"in\": { \"localDeveloper\": \"\(options.last!)\" }, \"otherwise\": \"\(options[0])\" }, "
                    + "not \(value.kindDescription).",
                at: value.offset)
            return nil
        }
    }

    private func decodeObject(_ fields: FieldReader) -> DecodedFlagValue? {
        let errorsBefore = diagnostics.errorCount
        let appVariant = AppVariantFieldDecoder.decode(fields, context: context)
        if case .valid(let condition?) = appVariant {
            AppVariantFieldDecoder.checkSelectsNoConfiguration(
                condition, of: fields, context: context, selected: selected,
                fix: { "to pick a variant in \($0), name it in 'in'" })
        }
        let otherwise = fields.string("otherwise").flatMap { checkOption($0, at: fields["otherwise"]!) }
        let byConfiguration = fields["in"].map(decodeIn) ?? []
        guard diagnostics.errorCount == errorsBefore, case .valid(let condition) = appVariant else { return nil }
        guard fields["in"] != nil || fields["otherwise"] != nil else {
            guard fields.suggested.isEmpty else { return nil }
            diagnostics.error(
                "'value' of \(context) must have 'in' or 'otherwise', such as { \"in\": { \"localDeveloper\": "
                    + "\"\(options.last!)\" }, \"otherwise\": \"\(options[0])\" }.",
                at: fields.object.offset)
            return nil
        }
        if let configurations, otherwise == nil {
            let named = Set(byConfiguration.map(\.configuration))
            let missing = configurations.filter { !named.contains($0) }
            guard missing.isEmpty else {
                diagnostics.error(
                    "'value' of \(context) picks no variant for \(missing.joined(separator: ", ")); name "
                        + (missing.count == 1 ? "it" : "them") + " in 'in', or add \"otherwise\": \"\(options[0])\".",
                    at: fields.object.offset)
                return nil
            }
        }
        if let configurations, let value = fields["otherwise"], byConfiguration.count == configurations.count {
            diagnostics.warning(
                "'otherwise' of \(context) is never used: 'in' names every configuration; remove 'otherwise'.",
                at: value.offset)
        }
        let ordered = configurations.map { order in
            byConfiguration.sorted { order.firstIndex(of: $0.configuration)! < order.firstIndex(of: $1.configuration)! }
        }
        return DecodedFlagValue(
            value: .variants(
                options: options, rule: OptionRule(byConfiguration: ordered ?? byConfiguration, otherwise: otherwise)),
            appVariant: condition)
    }

    /// `in`: configuration names, each with a variant.
    private func decodeIn(_ value: JSONValue) -> [(configuration: String, option: String)] {
        guard let members = value.objectValue else {
            diagnostics.error(
                "'in' of 'value' of \(context) must be an object that names a variant for each configuration, such as "
                    + "{ \"localDeveloper\": \"\(options.last!)\" }, not \(value.kindDescription).",
                at: value.offset)
            return []
        }
        var result: [(configuration: String, option: String)] = []
        var firstOffsets: [String: Int] = [:]
        for member in members {
            if let first = firstOffsets[member.key] {
                diagnostics.error(
                    "\(QuotedText.quoted(member.key)) appears twice in 'in' of 'value' of \(context) "
                        + "(first at line \(diagnostics.line(ofOffset: first))); remove one of them.",
                    at: member.keyOffset)
                continue
            }
            firstOffsets[member.key] = member.keyOffset
            if let configurations, !configurations.contains(member.key) {
                diagnostics.error(
                    ConfigurationNameListDecoder.unknownNameMessage(
                        member.key, field: "in", context: "'value' of \(context)", configurations: configurations),
                    at: member.keyOffset)
                continue
            }
            guard let name = member.value.stringValue else {
                diagnostics.error(
                    "'in' of 'value' of \(context) must name a variant as a string for \(QuotedText.quoted(member.key)), "
                        + "not \(member.value.kindDescription).",
                    at: member.value.offset)
                continue
            }
            if let option = checkOption(name, at: member.value) {
                result.append((member.key, option))
            }
        }
        return result
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
