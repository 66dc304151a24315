import FlagJSON
import ManifestVocabulary

/// Reads a flag's `type` and, for a typed flag (`"integer"`, `"double"` or `"string"`), its
/// bounds and its `value`, whose literals are values of the type within the bounds.
struct TypedValueDecoder: ValueLiteralReader {
    /// The type and bounds every literal must keep.
    let type: ValueType
    /// What the flag is, for messages: "flag 'uploadLimit'".
    let context: String
    /// Where problems are reported.
    let diagnostics: DiagnosticCollector

    /// What a flag's `type` says.
    enum DeclaredType: Equatable {
        /// No `type`: a Boolean or variant flag, as its other fields say.
        case absent
        /// `"boolean"`, written beside `enabled`.
        case boolean
        /// `"integer"`, `"double"` or `"string"`.
        case typed(String)
        /// Not a type (reported).
        case invalid
    }

    /// The names `type` may have.
    static let typeNames = ["boolean", "integer", "double", "string"]
    /// The fields that bound a typed flag's values.
    static let boundFields = ["minimum", "maximum", "maxLength"]

    var noun: String { "value" }
    var allowsAppVariant: Bool { false }

    var example: String {
        switch type {
        case .integer: "25"
        case .double: "2.5"
        case .string: "\"text\""
        }
    }

    var otherExample: String {
        switch type {
        case .integer: "100"
        case .double: "0.5"
        case .string: "\"other text\""
        }
    }

    /// The kind of flag of a type, for messages: "an integer flag", "a double flag", "a string flag".
    static func flagDescription(_ typeName: String) -> String {
        (typeName == "integer" ? "an " : "a ") + typeName + " flag"
    }

    /// The flag's `type`.
    static func declaredType(_ fields: FieldReader) -> DeclaredType {
        guard let value = fields["type"] else { return .absent }
        guard let name = fields.string("type") else { return .invalid }
        if name == "boolean" { return .boolean }
        if typeNames.contains(name) { return .typed(name) }
        let suggestion = closestName(to: name, in: typeNames).map { " Did you mean '\($0)'?" } ?? ""
        fields.diagnostics.error(
            "'type' of \(fields.context) must be \"boolean\", \"integer\", \"double\" or \"string\", not "
                + "\(QuotedText.quoted(name)).\(suggestion)",
            at: value.offset)
        return .invalid
    }

    /// Reports what a flag whose `type` is `declared` has that its kind can't: `type` beside
    /// `variants` or (other than `"boolean"`) `enabled`, `"boolean"` without `enabled`, and
    /// bounds on a flag that isn't typed. Returns `false` if the flag's kind is unknown.
    static func checkFields(_ fields: FieldReader, declared: DeclaredType) -> Bool {
        let diagnostics = fields.diagnostics
        let context = fields.context
        switch declared {
        case .invalid:
            return false
        case .typed(let name):
            for field in ["enabled", "variants"] {
                guard let value = fields[field] else { continue }
                diagnostics.error(
                    "\(context) has both \"type\": \"\(name)\" and '\(field)'; a Boolean flag has 'enabled', a variant "
                        + "flag 'variants' and 'value', a typed flag 'type' and 'value': keep one of them.",
                    at: value.offset)
            }
            return true
        case .boolean, .absent:
            if declared == .boolean, fields["variants"] != nil {
                diagnostics.error(
                    "\(context) has \"type\": \"boolean\" and 'variants'; a variant flag has no 'type': remove it.",
                    at: fields.offset(of: "type"))
                return false
            }
            if declared == .boolean, fields["enabled"] == nil {
                diagnostics.error(
                    "\(context) has \"type\": \"boolean\" but no 'enabled'; add \"enabled\": false, or write the type "
                        + "of its value: \"integer\", \"double\" or \"string\".",
                    at: fields.offset(of: "type"))
                return false
            }
            let kind = fields["variants"] != nil || fields["value"] != nil ? "a variant flag" : "a Boolean flag"
            for field in boundFields {
                guard let value = fields[field] else { continue }
                diagnostics.error(
                    "'\(field)' of \(context) bounds the values of a typed flag, and \(kind) has none; remove it.",
                    at: value.offset)
            }
            return true
        }
    }

    /// The typed flag's rule, from its bounds and `value`; `nil` if they have errors (reported).
    static func decode(
        _ fields: FieldReader, typeName: String, configurations: [String]?, selected: [CompilationCondition: String]
    ) -> DecodedFlagValue? {
        let type = BoundsDecoder(fields: fields).decode(typeName: typeName)
        let example = ["integer": "25", "double": "2.5", "string": "\"text\""][typeName] ?? "25"
        let value = fields.required("value", example: "\"value\": \(example)")
        guard let type, let value else { return nil }
        let reader = TypedValueDecoder(type: type, context: fields.context, diagnostics: fields.diagnostics)
        return ValueRuleDecoder(
            reader: reader, context: fields.context, configurations: configurations, selected: selected,
            diagnostics: fields.diagnostics
        ).decodeRule(value)
    }

    func kind(_ rule: TypedRule) -> FlagValueKind {
        .typed(type, rule: rule)
    }

    func read(_ value: JSONValue, at place: LiteralPlace) -> TypedLiteral? {
        guard let literal = literal(of: value) else {
            diagnostics.error(mismatchMessage(value, at: place), at: value.offset)
            return nil
        }
        guard let clause = literal.violation(of: type) else { return literal }
        let message =
            switch literal {
            case .string: "\(name(of: place)) \(clause); shorten it or raise 'maxLength'."
            case .double(let number) where !number.isFinite:
                "\(name(of: place)) is too large for a double; write a finite number."
            case .integer, .double:
                "\(name(of: place)) is \(literal.text), which \(clause); change the value or the bound."
            }
        diagnostics.error(message, at: value.offset)
        return nil
    }

    private func literal(of value: JSONValue) -> TypedLiteral? {
        switch (type, value.content) {
        case (.integer, .number): value.exactInteger.map(TypedLiteral.integer)
        case (.double, .number(let number)): .double(number)
        case (.string, .string(let text)): .string(text)
        default: nil
        }
    }

    private func mismatchMessage(_ value: JSONValue, at place: LiteralPlace) -> String {
        if case .integer = type, case .number = value.content {
            return "\(name(of: place)) must be an integer written with digits alone, without a fraction or an "
                + "exponent, within the 64-bit range, such as \(example)."
        }
        let typeNoun =
            switch type {
            case .integer: "an integer"
            case .double: "a number"
            case .string: "a string"
            }
        let expected = "\(typeNoun), such as \(example)"
        return switch place {
        case .value:
            "'value' of \(context) must be \(expected), or an object such as { \"in\": { \"localDeveloper\": "
                + "\(otherExample) }, \"otherwise\": \(example) }, not \(value.kindDescription)."
        case .otherwise:
            "'otherwise' of 'value' of \(context) must be \(expected), not \(value.kindDescription)."
        case .configuration(let configuration):
            "'in' of 'value' of \(context) must give \(typeNoun) for \(QuotedText.quoted(configuration)), such as "
                + "\(example), not \(value.kindDescription)."
        }
    }

    /// The literal at `place`, as messages name it.
    private func name(of place: LiteralPlace) -> String {
        switch place {
        case .value: "'value' of \(context)"
        case .otherwise: "'otherwise' of 'value' of \(context)"
        case .configuration(let configuration):
            "the value for \(QuotedText.quoted(configuration)) in 'value' of \(context)"
        }
    }
}

/// Reads a typed flag's `minimum`, `maximum` and `maxLength` into its ``ValueType``.
private struct BoundsDecoder {
    let fields: FieldReader

    /// The type named `typeName` with its bounds; `nil` if they have errors (reported).
    func decode(typeName: String) -> ValueType? {
        let errorsBefore = fields.diagnostics.errorCount
        let type: ValueType
        switch typeName {
        case "integer":
            rejectBound("maxLength", of: "an integer flag", hint: "it has 'minimum' and 'maximum'")
            let minimum = integer("minimum")
            let maximum = integer("maximum")
            checkOrder(minimum, maximum, shown: String.init)
            type = .integer(minimum: minimum, maximum: maximum)
        case "double":
            rejectBound("maxLength", of: "a double flag", hint: "it has 'minimum' and 'maximum'")
            let minimum = number("minimum")
            let maximum = number("maximum")
            checkOrder(minimum, maximum, shown: JSONOutput.numberText)
            type = .double(minimum: minimum, maximum: maximum)
        default:
            rejectBound("minimum", of: "a string flag", hint: "it has 'maxLength', in UTF-8 bytes")
            rejectBound("maximum", of: "a string flag", hint: "it has 'maxLength', in UTF-8 bytes")
            type = .string(maxLength: maxLength() ?? ValueType.maxLengthCeiling)
        }
        return fields.diagnostics.errorCount == errorsBefore ? type : nil
    }

    private func rejectBound(_ field: String, of kind: String, hint: String) {
        guard let value = fields[field] else { return }
        fields.diagnostics.error(
            "'\(field)' of \(fields.context) doesn't apply to \(kind): \(hint); remove it.", at: value.offset)
    }

    private func integer(_ field: String) -> Int? {
        guard let value = fields[field] else { return nil }
        if let integer = value.exactInteger { return integer }
        let message =
            if case .number = value.content {
                "'\(field)' of \(fields.context) must be an integer written with digits alone, without a fraction or "
                    + "an exponent, within the 64-bit range: the flag's values are integers."
            } else {
                fields.typeMessage(field, expected: "an integer", value: value)
            }
        fields.diagnostics.error(message, at: value.offset)
        return nil
    }

    private func number(_ field: String) -> Double? {
        guard let value = fields[field] else { return nil }
        if case .number(let number) = value.content, number.isFinite { return number }
        let shown = value.kindDescription == "a number" ? "a number too large for a double" : value.kindDescription
        fields.diagnostics.error(
            "'\(field)' of \(fields.context) must be a finite number, not \(shown).", at: value.offset)
        return nil
    }

    private func maxLength() -> Int? {
        guard let value = fields["maxLength"] else { return nil }
        if let length = value.exactInteger, (1...ValueType.maxLengthCeiling).contains(length) { return length }
        let shown = value.exactInteger.map(String.init) ?? value.kindDescription
        fields.diagnostics.error(
            "'maxLength' of \(fields.context) must be an integer from 1 to \(ValueType.maxLengthCeiling) (UTF-8 bytes), "
                + "not \(shown).",
            at: value.offset)
        return nil
    }

    /// Reports a `minimum` greater than the `maximum`, at the `minimum`.
    private func checkOrder<Bound: Comparable>(_ minimum: Bound?, _ maximum: Bound?, shown: (Bound) -> String) {
        guard let minimum, let maximum, minimum > maximum else { return }
        fields.diagnostics.error(
            "'minimum' of \(fields.context) (\(shown(minimum))) is greater than its 'maximum' (\(shown(maximum))); "
                + "swap them or change one.",
            at: fields.offset(of: "minimum"))
    }
}
