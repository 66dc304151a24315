import FlagJSON

/// Where a flag's `value` holds a literal: the whole `value`, its `otherwise`, or one
/// configuration's entry of its `in`.
enum LiteralPlace {
    case value
    case otherwise
    case configuration(String)
}

/// Reads the literals of one kind of flag value (a variant's name, or a typed flag's number or
/// string) wherever a flag's `value` may hold one, reporting those that don't fit.
protocol ValueLiteralReader {
    associatedtype Literal: Sendable & Equatable

    /// What one literal is called in messages: "variant", "value".
    var noun: String { get }
    /// A literal as JSON writes it, for the examples of messages: `"control"`, `25`.
    var example: String { get }
    /// Another literal, for the examples that name one configuration: `"treatment"`, `100`.
    var otherExample: String { get }
    /// A Boolean value indicating whether the object form may have `if`.
    var allowsAppVariant: Bool { get }

    /// The literal `value` at `place`; `nil` if it isn't one (the problem is reported).
    func read(_ value: JSONValue, at place: LiteralPlace) -> Literal?
    /// The flag's kind of value with `rule`.
    func kind(_ rule: ConfigurationRule<Literal>) -> FlagValueKind
}

/// Reads a flag's `value`: a literal (every configuration), or the object form
/// `{ "in": { configuration: literal }, "otherwise": literal, "if": "CONDITION" }`. Variant
/// flags and typed flags share it; their readers say what a literal is.
struct ValueRuleDecoder<Reader: ValueLiteralReader> {
    let reader: Reader
    /// What the flag is, for messages: "flag 'checkout'".
    let context: String
    /// The declared configuration names, or `nil` if they couldn't be read.
    let configurations: [String]?
    /// The configuration each configuration condition selects: an `if` that tests one gets a warning.
    let selected: [CompilationCondition: String]
    /// Where problems are reported.
    let diagnostics: DiagnosticCollector

    private typealias Literal = Reader.Literal

    func decodeRule(_ value: JSONValue) -> DecodedFlagValue? {
        guard case .object(let members) = value.content else {
            return reader.read(value, at: .value).map { DecodedFlagValue(value: reader.kind(.init(otherwise: $0))) }
        }
        let fields = FieldReader(
            value, members: members, allowed: ["in", "otherwise", "if"], context: "'value' of \(context)",
            diagnostics: diagnostics)
        return decodeObject(fields)
    }

    private func decodeObject(_ fields: FieldReader) -> DecodedFlagValue? {
        let errorsBefore = diagnostics.errorCount
        let appVariant = decodeAppVariant(fields)
        let otherwise = fields["otherwise"].flatMap { reader.read($0, at: .otherwise) }
        let byConfiguration = fields["in"].map(decodeIn) ?? []
        guard diagnostics.errorCount == errorsBefore, case .valid(let condition) = appVariant else { return nil }
        guard fields["in"] != nil || fields["otherwise"] != nil else {
            guard fields.suggested.isEmpty else { return nil }
            diagnostics.error(
                "'value' of \(context) must have 'in' or 'otherwise', such as { \"in\": { \"localDeveloper\": "
                    + "\(reader.otherExample) }, \"otherwise\": \(reader.example) }.",
                at: fields.object.offset)
            return nil
        }
        if let configurations, otherwise == nil {
            let named = Set(byConfiguration.map(\.configuration))
            let missing = configurations.filter { !named.contains($0) }
            guard missing.isEmpty else {
                diagnostics.error(
                    "'value' of \(context) picks no \(reader.noun) for \(missing.joined(separator: ", ")); name "
                        + (missing.count == 1 ? "it" : "them")
                        + " in 'in', or add \"otherwise\": \(reader.example).",
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
        let rule = ConfigurationRule(byConfiguration: ordered ?? byConfiguration, otherwise: otherwise)
        return DecodedFlagValue(value: reader.kind(rule), appVariant: condition)
    }

    /// The `if` of the object form; for a kind of value without app variants, an error.
    private func decodeAppVariant(_ fields: FieldReader) -> AppVariantFieldDecoder.Field {
        guard reader.allowsAppVariant else {
            guard let value = fields["if"] else { return .valid(nil) }
            diagnostics.error(
                "'value' of \(context) has 'if', which a typed flag can't have: it has no \"off\" value to fall back "
                    + "to where the condition doesn't hold; remove 'if', or name the configurations in 'in'.",
                at: value.offset)
            return .invalid
        }
        let appVariant = AppVariantFieldDecoder.decode(fields, context: context)
        if case .valid(let condition?) = appVariant {
            AppVariantFieldDecoder.checkSelectsNoConfiguration(
                condition, of: fields, context: context, selected: selected,
                fix: { "to pick a variant in \($0), name it in 'in'" })
        }
        return appVariant
    }

    /// `in`: configuration names, each with a literal.
    private func decodeIn(_ value: JSONValue) -> [(configuration: String, value: Literal)] {
        guard let members = value.objectValue else {
            diagnostics.error(
                "'in' of 'value' of \(context) must be an object that names a \(reader.noun) for each configuration, "
                    + "such as { \"localDeveloper\": \(reader.otherExample) }, not \(value.kindDescription).",
                at: value.offset)
            return []
        }
        var result: [(configuration: String, value: Literal)] = []
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
            if let literal = reader.read(member.value, at: .configuration(member.key)) {
                result.append((member.key, literal))
            }
        }
        return result
    }
}
