/// An option of a subcommand, declared once: the usage line, the help, the parser and the
/// "missing …" error all read it.
package struct Option: Sendable {
    /// The option as typed, such as `--output`.
    package let name: String
    /// The name of its value in the help and in errors, such as `DIR`; `nil` for a switch.
    let valueName: String?
    /// How the usage line shows it, such as `--output DIR` or `[--strict]`.
    let usage: String
    /// What it does, one line each.
    let help: [String]

    /// How the help shows it, such as `--output DIR`.
    var label: String { valueName.map { "\(name) \($0)" } ?? name }

    /// An option whose value must be given: `--output DIR`.
    package static func required(_ name: String, _ valueName: String, help: String) -> Option {
        Option(name: name, valueName: valueName, usage: "\(name) \(valueName)", help: [help])
    }

    /// An option whose value may be left out: `[--unit ID]`.
    package static func optional(_ name: String, _ valueName: String, help: String) -> Option {
        Option(name: name, valueName: valueName, usage: "[\(name) \(valueName)]", help: [help])
    }

    /// An option whose value must be given at least once and may be given again: `--sources DIR`.
    package static func repeatable(_ name: String, _ valueName: String, help: String) -> Option {
        Option(name: name, valueName: valueName, usage: "\(name) \(valueName) [\(name) \(valueName) …]", help: [help])
    }

    /// An option without a value that is on or off, such as `--quiet`.
    package static func `switch`(_ name: String, help: String) -> Option {
        Option(name: name, valueName: nil, usage: "[\(name)]", help: [help])
    }

    /// `--strict`: the command says what it makes stricter.
    package static func strict(_ help: String) -> Option {
        .switch("--strict", help: help)
    }

    /// `--today DATE`: the date to check the manifest's `expires` against, read by ``ManifestLoader``.
    package static let today = Option(
        name: "--today", valueName: "DATE", usage: "[--today YYYY-MM-DD]",
        help: ["The date to check 'expires' against (default: today)."])

    /// The same option, with other help.
    package func explained(_ help: String...) -> Option {
        Option(name: name, valueName: valueName, usage: usage, help: help)
    }
}
