import FlagGenerator
import FlaggenCommandLine

/// `flaggen lint MANIFEST`: prints diagnostics only.
enum LintCommand {
    static let command = Command(
        name: "lint",
        summary: "Check a manifest and print every problem, without generating code.",
        positionals: [Positional("MANIFEST", help: "The flags.json to check.")],
        options: [strict, .today],
        action: run)

    private static let strict = Option.strict("Treat expired flags as errors (for CI).")

    private static func run(_ arguments: Arguments, sink: any OutputSink) throws(UsageError) -> ExitStatus {
        let manifest = try ManifestLoader(output: sink).load(
            arguments.positionals[0], todayFrom: arguments, strict: arguments.isSet(strict))
        return manifest == nil ? .failure : .success
    }
}
