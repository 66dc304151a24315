import FlagJSON
import FlaggenCommandLine

/// The `flaggen` tool: picks a subcommand and turns its outcome into an exit status.
///
/// ```swift
/// let streams = StandardStreams()
/// exit(streams.exitStatus(after: FlaggenTool.run(Array(CommandLine.arguments.dropFirst()), output: streams)))
/// ```
package enum FlaggenTool {
    static let commands: [Command] = [
        GenerateFilesCommand.command, LintCommand.command, CheckCommand.command, UnusedCommand.command,
        ValidateRemoteCommand.command, RemoteTemplateCommand.command, SchemaCommand.command,
        BucketCommand.command, SimulateCommand.command, ImportCommand.command, InitCommand.command,
    ]

    /// Runs the subcommand `arguments` name, writing to `output`.
    package static func run(_ arguments: [String], output: any OutputSink) -> ExitStatus {
        guard let name = arguments.first, !["-h", "--help", "help"].contains(name) else {
            output.writeOutput(overview)
            return arguments.isEmpty ? .usageError : .success
        }
        if name == "--version" {
            output.writeOutput("flaggen \(FlaggenVersion.current)\n")
            return .success
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            output.writeError("flaggen: error: unknown command \(QuotedText.quoted(name)).\n\n" + overview)
            return .usageError
        }
        return command.run(Array(arguments.dropFirst()), output: output)
    }

    static var overview: String {
        let width = commands.map(\.name.count).max() ?? 0
        let lines = commands.map {
            "  " + $0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.summary
        }
        return """
            OVERVIEW: Generates Swift feature flags from a flags.json manifest.

            USAGE: flaggen <command> [arguments]
                   flaggen --version

            COMMANDS:
            \(lines.joined(separator: "\n"))

              Run 'flaggen <command> --help' for a command's arguments.
            Exit status: 0 success, 1 the input has errors, 2 usage error.

            """
    }
}
