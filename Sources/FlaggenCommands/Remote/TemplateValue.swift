import FlagGenerator
import FlagJSON

/// A flag's value in `flaggen remote-template`: on or off, or a variant flag's variant.
enum TemplateValue: Equatable {
    case boolean(Bool)
    case variant(String)

    /// The value `flag` is compiled to in `configuration`, where its `if` condition holds.
    init(compiledValueOf flag: FlagDeclaration, in configuration: String) {
        switch flag.value {
        case .boolean(let rule): self = .boolean(rule.isEnabled(in: configuration))
        case .variants(_, let rule): self = .variant(rule.option(in: configuration))
        }
    }

    /// The value a kill switch sets: off, or a variant flag's baseline.
    init(baselineOf flag: FlagDeclaration) {
        switch flag.value {
        case .boolean: self = .boolean(false)
        case .variants(let options, _): self = .variant(options[0])
        }
    }

    /// The payload's `value`.
    var json: JSONOutput {
        switch self {
        case .boolean(let value): .bool(value)
        case .variant(let name): .string(name)
        }
    }

    /// The table's cell: "on", "off" or the variant's name.
    var text: String {
        switch self {
        case .boolean(let value): value ? "on" : "off"
        case .variant(let name): name
        }
    }
}
