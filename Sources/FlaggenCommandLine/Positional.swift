/// A positional argument of a subcommand.
package struct Positional: Sendable {
    /// Its name in "missing …" errors, such as `MANIFEST`.
    package let name: String
    /// How the usage line and the help show it; usually `name`.
    package let usage: String
    /// What it is, one line each.
    package let help: [String]
    /// A Boolean value indicating whether it may be left out; optional ones come last.
    package let isOptional: Bool

    package init(_ name: String, shownAs usage: String? = nil, isOptional: Bool = false, help: String...) {
        self.name = name
        self.usage = usage ?? (isOptional ? "[\(name)]" : name)
        self.help = help
        self.isOptional = isOptional
    }
}
