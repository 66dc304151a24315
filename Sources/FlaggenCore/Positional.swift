/// A positional argument of a subcommand.
struct Positional: Sendable {
    /// Its name in "missing …" errors, such as `MANIFEST`.
    let name: String
    /// How the usage line and the help show it; usually `name`.
    let usage: String
    /// What it is, one line each.
    let help: [String]

    init(_ name: String, shownAs usage: String? = nil, help: String...) {
        self.name = name
        self.usage = usage ?? name
        self.help = help
    }
}
