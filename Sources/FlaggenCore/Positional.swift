/// A positional argument of a subcommand.
struct Positional: Sendable {
    /// Its name in "missing …" errors, such as `MANIFEST`.
    let name: String
    /// How the usage line and the help show it; usually `name`.
    let usage: String
    /// What it is, one line each.
    let help: [String]
    /// A Boolean value indicating whether it may be left out; optional ones come last.
    let isOptional: Bool

    init(_ name: String, shownAs usage: String? = nil, isOptional: Bool = false, help: String...) {
        self.name = name
        self.usage = usage ?? (isOptional ? "[\(name)]" : name)
        self.help = help
        self.isOptional = isOptional
    }
}
