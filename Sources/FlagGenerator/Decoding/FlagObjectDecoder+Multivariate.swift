import FlagJSON
import ManifestVocabulary

extension FlagObjectDecoder {
    /// The sentence that starts every refusal of a runtime layer for a variant flag.
    static func compileTimeOnly(_ context: String) -> String {
        "\(context) is a variant flag, and variant flags are fixed at compile time in this version "
            + "(the store can't carry a variant yet)"
    }

    /// Reads a flag with `variants` (or a stray `value`); `nil` if it has errors (they are reported).
    static func decodeMultivariate(
        _ fields: FieldReader, configurations: [String]?, localOverrides: [String],
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
        checkRuntimeLayers(fields, localOverrides: localOverrides, diagnostics: &diagnostics)
        let key = decodeKey(fields, diagnostics: &diagnostics)
        let description = decodeDescription(fields, diagnostics: &diagnostics)
        let owner = decodeOwner(fields, diagnostics: &diagnostics)
        let expires = decodeExpires(fields, diagnostics: &diagnostics)
        guard let name, let options, let decoded, diagnostics.errorCount == errorsBefore else { return nil }
        return MultivariateFlagDeclaration(
            name: name, key: key ?? name, description: description, options: options, rule: decoded.rule,
            appVariant: decoded.appVariant, owner: owner, expires: expires,
            location: diagnostics.location(ofOffset: fields["name"]?.offset ?? fields.object.offset))
    }

    /// Refuses `remote` other than false, and local overrides where the manifest honours them.
    private static func checkRuntimeLayers(
        _ fields: FieldReader, localOverrides: [String], diagnostics: inout DiagnosticCollector
    ) {
        let context = fields.context
        let remote = decodeRemote(fields, diagnostics: &diagnostics)
        if remote != .forbidden, let value = fields["remote"] {
            diagnostics.error(
                "\(compileTimeOnly(context)), so a remote payload can't change it; remove 'remote' or write \"remote\": false.",
                at: value.offset)
        }
        let allowsLocal = decodeBool("local", fields, diagnostics: &diagnostics) ?? true
        if allowsLocal, !localOverrides.isEmpty {
            let names = localOverrides.joined(separator: ", ")
            diagnostics.error(
                "\(compileTimeOnly(context)), so it can't honour the local overrides 'localOverrides' allows in "
                    + "\(names); add \"local\": false.",
                at: fields["local"]?.offset ?? fields["name"]?.offset ?? fields.object.offset)
        }
    }
}
