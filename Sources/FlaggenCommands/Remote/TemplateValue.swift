import FlagGenerator
import FlagJSON

/// A flag's value in `flaggen remote-template`: on or off, or a variant flag's variant.
enum TemplateValue: Equatable {
    case boolean(Bool)
    case variant(String)

    /// The value `flag` is compiled to in `configuration`, where its `if` condition holds.
    init(compiledValueOf flag: DeclaredFlag, in configuration: String) {
        switch flag {
        case .boolean(let flag): self = .boolean(flag.rule.isEnabled(in: configuration))
        case .multivariate(let flag): self = .variant(flag.option(in: configuration))
        }
    }

    /// The value a kill switch sets: off, or a variant flag's baseline.
    init(baselineOf flag: DeclaredFlag) {
        self = flag.multivariate.map { .variant($0.baseline) } ?? .boolean(false)
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
