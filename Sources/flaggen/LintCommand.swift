import FlagGenerator

/// `flaggen lint MANIFEST`: prints diagnostics only.
enum LintCommand {
    static let command = Command(
        name: "lint",
        summary: "Check a manifest and print every problem, without generating code.",
        usage: "MANIFEST [--strict] [--today YYYY-MM-DD]",
        details: [
            "MANIFEST        The flags.json to check.",
            "--strict        Treat expired flags as errors (for CI).",
            "--today DATE    The date to check 'expires' against (default: today).",
        ],
        positionals: ["MANIFEST"],
        valueOptions: ["--today"],
        switches: ["--strict"],
        action: run)

    private static func run(_ arguments: Arguments) throws(UsageError) -> ExitStatus {
        let today = try ManifestLoader.today(arguments)
        let loaded = ManifestLoader.load(arguments.positionals[0], today: today, strict: arguments.isSet("--strict"))
        return loaded?.manifest == nil ? .failure : .success
    }
}
