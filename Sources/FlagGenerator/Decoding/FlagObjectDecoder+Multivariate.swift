import FlagJSON
import ManifestVocabulary

extension FlagObjectDecoder {
    /// Reads a flag with `variants` (or a stray `value`); `nil` if it has errors (they are reported).
    static func decodeMultivariate(
        _ fields: FieldReader, configurations: [String]?,
        selected: [CompilationCondition: String], diagnostics: inout DiagnosticCollector
    ) -> MultivariateFlagDeclaration? {
        let context = fields.context
        let errorsBefore = diagnostics.errorCount
        guard let variantsValue = fields["variants"] else {
            diagnostics.error(
                "\(context) has 'value' but no 'variants'; list its variants, such as "
                    + "\"variants\": [\"control\", \"treatment\"], or write 'enabled' for a Boolean flag.",
                at: fields.offset(of: "value"))
            return nil
        }
        if let enabled = fields["enabled"] {
            diagnostics.error(
                "\(context) has both 'enabled' and 'variants'; a Boolean flag has 'enabled', a variant flag "
                    + "'variants' and 'value': keep one of them.",
                at: enabled.offset)
        }
        let name = CaseNameDecoder.flag.decode(fields, diagnostics: &diagnostics)
        let options = OptionListDecoder.decode(variantsValue, context: context, diagnostics: &diagnostics)
        let example = options?.first.map { "\"value\": \"\($0)\"" } ?? "\"value\": \"control\""
        let value = fields.required("value", example: example, diagnostics: &diagnostics)
        let decoded = value.flatMap { value in
            options.flatMap {
                OptionRuleDecoder.decode(
                    value, options: $0, context: context, configurations: configurations, selected: selected,
                    diagnostics: &diagnostics)
            }
        }
        let remote = decodeRemote(fields, diagnostics: &diagnostics)
        let allowsLocal = decodeBool("local", fields, diagnostics: &diagnostics) ?? true
        let key = decodeKey(fields, diagnostics: &diagnostics)
        let description = decodeDescription(fields, diagnostics: &diagnostics)
        let owner = decodeOwner(fields, diagnostics: &diagnostics)
        let expires = decodeExpires(fields, diagnostics: &diagnostics)
        guard let name, let options, let decoded, diagnostics.errorCount == errorsBefore else { return nil }
        let flag = MultivariateFlagDeclaration(
            name: name, key: key ?? name, description: description, options: options, rule: decoded.rule,
            appVariant: decoded.appVariant, remote: remote, allowsLocalOverride: allowsLocal, owner: owner,
            expires: expires, location: diagnostics.location(ofOffset: fields["name"]?.offset ?? fields.object.offset))
        if remote == .disableOnly, let configurations,
            configurations.allSatisfy({ flag.option(in: $0) == flag.baseline })
        {
            diagnostics.warning(
                "\(context) is its baseline \(QuotedText.quoted(flag.baseline)) in every configuration, so "
                    + "\"remote\": \"disable-only\" can never change it; use \"remote\": true or remove 'remote'.",
                at: fields.offset(of: "remote"))
        }
        return flag
    }
}
