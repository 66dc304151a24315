import FlagJSON

/// Reads a flag's `enabled` rule.
enum EnabledRuleDecoder {
    static func decode(_ fields: FieldReader, configurations: [String]?, diagnostics: inout DiagnosticCollector) -> EnabledRule? {
        guard let value = fields.required("enabled", example: "\"enabled\": false", diagnostics: &diagnostics) else {
            return nil
        }
        let context = fields.context
        switch value.content {
        case .bool(let isOn):
            return isOn ? .always : .never
        case .array:
            guard let names = ConfigurationNameListDecoder.decodeNames(
                value, field: "enabled", context: context, configurations: configurations, diagnostics: &diagnostics)
            else { return nil }
            if value.arrayValue?.isEmpty == true {
                diagnostics.warning("'enabled' of \(context) is an empty list, which means off everywhere; write false.", at: value.offset)
            }
            return .only(names)
        case .object(let members):
            return decodeExcept(value, members: members, context: context, configurations: configurations, diagnostics: &diagnostics)
        default:
            // The hint repeats the string only when it could be a configuration name: a short identifier.
            let hint = value.stringValue.flatMap { name in
                SwiftIdentifier.isValid(name) && name.utf8.count <= QuotedText.maximumLength
                    ? " (to enable it in one configuration, write [\"\(name)\"])" : nil
            } ?? ""
            diagnostics.error(
                "'enabled' of \(context) must be true, false, a list of configuration names or "
                    + "{ \"except\": [names] }, not \(value.kindDescription)\(hint).",
                at: value.offset)
            return nil
        }
    }

    private static func decodeExcept(
        _ value: JSONValue, members: [JSONMember], context: String, configurations: [String]?,
        diagnostics: inout DiagnosticCollector
    ) -> EnabledRule? {
        let fields = FieldReader(
            value, members: members, allowed: ["except"], context: "'enabled' of \(context)", diagnostics: &diagnostics)
        guard let list = fields.required("except", example: "\"except\": [\"appStore\"]", diagnostics: &diagnostics),
              let names = ConfigurationNameListDecoder.decodeNames(
                list, field: "except", context: context, configurations: configurations, diagnostics: &diagnostics)
        else { return nil }
        if list.arrayValue?.isEmpty == true {
            diagnostics.warning("'except' of \(context) is an empty list, which means on everywhere; write true.", at: list.offset)
        }
        return .except(names)
    }
}
