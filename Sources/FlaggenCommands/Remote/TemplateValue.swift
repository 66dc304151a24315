import FeatureFlagKit
import FlagGenerator
import FlagJSON

/// A flag's value in `flaggen remote-template`: on or off, a variant flag's variant, or a typed
/// flag's value.
enum TemplateValue: Equatable {
    case boolean(Bool)
    case variant(String)
    case typed(TypedLiteral)

    /// The value `flag` is compiled to in `configuration`, where its `if` condition holds.
    init(compiledValueOf flag: FlagDeclaration, in configuration: String) {
        switch flag.value {
        case .boolean(let rule): self = .boolean(rule.isEnabled(in: configuration))
        case .variants(_, let rule): self = .variant(rule.value(in: configuration))
        case .typed(_, let rule): self = .typed(rule.value(in: configuration))
        }
    }

    /// The value a kill switch sets: off, or a variant flag's baseline. A typed flag has no
    /// "off" and is never a kill switch: its compiled value where no configuration is named.
    init(baselineOf flag: FlagDeclaration) {
        switch flag.value {
        case .boolean: self = .boolean(false)
        case .variants(let options, _): self = .variant(options[0])
        case .typed(_, let rule): self = .typed(rule.otherwise ?? rule.byConfiguration[0].value)
        }
    }

    /// The payload's `value`.
    var json: JSONOutput {
        switch self {
        case .boolean(let value): .bool(value)
        case .variant(let name): .string(name)
        case .typed(let literal): FlagValue(literal).json
        }
    }

    /// The table's cell: "on", "off", the variant's name, or the value.
    var text: String {
        switch self {
        case .boolean(let value): value ? "on" : "off"
        case .variant(let name): name
        case .typed(let literal): literal.text
        }
    }
}
