/// One `flaggen` subcommand: its arguments, its help, and what it does.
///
/// The usage line, the help and the parser are all composed from `positionals` and `options`,
/// so each argument is declared once.
package struct Command: Sendable {
    let name: String
    let summary: String
    let positionals: [Positional]
    /// The options, in the order the usage line and the help list them.
    let options: [Option]
    /// The column at which the help of each argument starts.
    var helpColumn = 16
    let action: @Sendable (Arguments, any OutputSink) throws(UsageError) -> ExitStatus

    func run(_ rawArguments: [String], output: any OutputSink) -> ExitStatus {
        if rawArguments.contains("--help") || rawArguments.contains("-h") {
            output.writeOutput(help)
            return .success
        }
        do {
            let arguments = try Arguments.parse(
                rawArguments, positionals: positionals.map(\.name),
                valueOptions: options.filter { $0.valueName != nil }.map(\.name),
                switches: options.filter { $0.valueName == nil }.map(\.name))
            return try action(arguments, output)
        } catch {
            output.writeError("flaggen \(name): error: \(error.message)\nusage: flaggen \(name) \(usage)\n")
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

            USAGE: flaggen \(name) \(usage)

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
