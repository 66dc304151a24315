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
    /// The column at which the help of each argument starts.
    let helpColumn: Int
    /// What a person types to run it, for the usage line and errors: `flaggen generate`, or the
    /// name of a tool that runs it alone.
    private(set) var invocation: String
    let action: @Sendable (Arguments, any OutputSink) throws(UsageError) -> ExitStatus

    /// A subcommand whose arguments' help starts at `helpColumn`, running `action` on them.
    package init(
        name: String, summary: String, positionals: [Positional], options: [Option], helpColumn: Int = 16,
        action: @escaping @Sendable (Arguments, any OutputSink) throws(UsageError) -> ExitStatus
    ) {
        self.name = name
        self.summary = summary
        self.positionals = positionals
        self.options = options
        self.helpColumn = helpColumn
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
        let details = positionals.map { helpLines($0.usage, $0.help) } + options.map { helpLines($0.label, $0.help) }
        return """
            OVERVIEW: \(summary)

            USAGE: \(invocation) \(usage)

            \(details.joined(separator: "\n"))
              -h, --help      Show this help.

            """
    }

    /// `label` and its help, the help starting at `helpColumn`, indented by two spaces.
    private func helpLines(_ label: String, _ help: [String]) -> String {
        let firstLine = "  " + label + String(repeating: " ", count: max(1, helpColumn - label.count))
        let continuation = "\n  " + String(repeating: " ", count: helpColumn)
        return firstLine + help.joined(separator: continuation)
    }
}
