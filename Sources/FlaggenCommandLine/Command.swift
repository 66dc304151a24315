/// One `flaggen` subcommand: its arguments, its help, and what it does.
///
/// The usage line, the help and the parser are all composed from `positionals` and `options`,
/// so each argument is declared once.
package struct Command: Sendable {
    /// The subcommand as typed, such as `generate`.
    package let name: String
    /// What it does, in one sentence, for the overview.
    package let summary: String
    let positionals: [Positional]
    /// The options, in the order the usage line and the help list them.
    let options: [Option]
    /// What a person types to run it, for the usage line and errors: `flaggen generate`, or the
    /// name of a tool that runs it alone.
    private(set) var invocation: String
    let action: @Sendable (Arguments, any OutputSink) throws(UsageError) -> ExitStatus

    /// A subcommand of these arguments, running `action` on them.
    package init(
        name: String, summary: String, positionals: [Positional], options: [Option],
        action: @escaping @Sendable (Arguments, any OutputSink) throws(UsageError) -> ExitStatus
    ) {
        self.name = name
        self.summary = summary
        self.positionals = positionals
        self.options = options
        self.invocation = "flaggen \(name)"
        self.action = action
    }

    /// The same command, run alone as the tool `invocation` (such as `flaggen-generate`).
    package func invoked(as invocation: String) -> Command {
        var command = self
        command.invocation = invocation
        return command
    }

    /// Runs the subcommand on the arguments that follow its name, writing to `output`.
    package func run(_ rawArguments: [String], output: any OutputSink) -> ExitStatus {
        if rawArguments.contains("--help") || rawArguments.contains("-h") {
            output.writeOutput(help)
            return .success
        }
        do {
            let arguments = try Arguments.parse(
                rawArguments, positionals: positionals.filter { !$0.isOptional }.map(\.name),
                optionalPositionals: positionals.filter(\.isOptional).count,
                valueOptions: options.filter { $0.valueName != nil }.map(\.name),
                switches: options.filter { $0.valueName == nil }.map(\.name))
            return try action(arguments, output)
        } catch {
            output.writeError("\(invocation): error: \(error.message)\nusage: \(invocation) \(usage)\n")
            return .usageError
        }
    }

    /// The arguments part of the usage line, such as `MANIFEST --output DIR [--today YYYY-MM-DD]`.
    var usage: String {
        (positionals.map(\.usage) + options.map(\.usage)).joined(separator: " ")
    }

    var help: String {
        let rows =
            positionals.map { ($0.usage, $0.help) } + options.map { ($0.label, $0.help) }
            + [("-h, --help", ["Show this help."])]
        // Every argument's help starts in one column, after the longest label.
        let column = max(16, (rows.map(\.0.count).max() ?? 0) + 2)
        return """
            OVERVIEW: \(summary)

            USAGE: \(invocation) \(usage)

            \(rows.map { helpLines($0.0, $0.1, column: column) }.joined(separator: "\n"))

            """
    }

    /// `label` and its help, the help starting at `column`, indented by two spaces.
    private func helpLines(_ label: String, _ help: [String], column: Int) -> String {
        let firstLine = "  " + label + String(repeating: " ", count: max(1, column - label.count))
        let continuation = "\n  " + String(repeating: " ", count: column)
        return firstLine + help.joined(separator: continuation)
    }
}
