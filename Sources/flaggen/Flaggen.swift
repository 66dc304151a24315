import FlagJSON

/// The `flaggen` command line: picks a subcommand and turns its outcome into an exit status.
enum Flaggen {
    static let commands: [Command] = [
        GenerateCommand.command, LintCommand.command, CheckCommand.command, UnusedCommand.command,
        ValidateRemoteCommand.command, RemoteTemplateCommand.command, SchemaCommand.command,
        BucketCommand.command, SimulateCommand.command,
    ]

    static func run(_ arguments: [String]) -> ExitStatus {
        guard let name = arguments.first, !["-h", "--help", "help"].contains(name) else {
            Output.standardOutput(overview)
            return arguments.isEmpty ? .usageError : .success
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            Output.standardError("flaggen: error: unknown command \(QuotedText.quoted(name)).\n\n" + overview)
            return .usageError
        }
        return command.run(Array(arguments.dropFirst()))
    }

    static var overview: String {
        let width = commands.map(\.name.count).max() ?? 0
        let lines = commands.map { "  " + $0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.summary }
        return """
            OVERVIEW: Generates Swift feature flags from a flags.json manifest.

            USAGE: flaggen <command> [arguments]

            COMMANDS:
            \(lines.joined(separator: "\n"))

              Run 'flaggen <command> --help' for a command's arguments.
            Exit status: 0 success, 1 the input has errors, 2 usage error.

            """
    }
}

/// The process exit status of `flaggen`.
enum ExitStatus: Int32 {
    /// Success; warnings may have been printed.
    case success = 0
    /// The input has errors (or, for checks, findings).
    case failure = 1
    /// The command line is wrong.
    case usageError = 2
}
