/// One `flaggen` subcommand: its arguments, its help, and what it does.
struct Command: Sendable {
    let name: String
    let summary: String
    /// The arguments line of the usage, such as `MANIFEST --output DIR`.
    let usage: String
    /// Help for each argument and option, one line each.
    let details: [String]
    let positionals: [String]
    /// Options that take a value, such as `--output`.
    let valueOptions: [String]
    /// Options that are on or off, such as `--strict`.
    let switches: [String]
    let action: @Sendable (Arguments) throws(UsageError) -> ExitStatus

    func run(_ rawArguments: [String]) -> ExitStatus {
        if rawArguments.contains("--help") || rawArguments.contains("-h") {
            Output.standardOutput(help)
            return .success
        }
        do {
            let arguments = try Arguments.parse(
                rawArguments, positionals: positionals, valueOptions: valueOptions, switches: switches)
            return try action(arguments)
        } catch {
            Output.standardError("flaggen \(name): error: \(error.message)\nusage: flaggen \(name) \(usage)\n")
            return .usageError
        }
    }

    var help: String {
        """
        OVERVIEW: \(summary)

        USAGE: flaggen \(name) \(usage)

        \(details.map { "  " + $0 }.joined(separator: "\n"))
          -h, --help      Show this help.

        """
    }
}

/// A mistake on the command line, explained.
struct UsageError: Error {
    let message: String
}

/// Parsed command-line arguments of one subcommand.
struct Arguments {
    private(set) var positionals: [String] = []
    private(set) var values: [String: [String]] = [:]
    private(set) var switches: Set<String> = []

    /// The last value given for `option`.
    func value(_ option: String) -> String? { values[option]?.last }

    /// Every value given for `option`, in order.
    func allValues(_ option: String) -> [String] { values[option] ?? [] }

    /// A Boolean value indicating whether the switch was given.
    func isSet(_ option: String) -> Bool { switches.contains(option) }

    static func parse(
        _ raw: [String], positionals expected: [String], valueOptions: [String], switches known: [String]
    ) throws(UsageError) -> Arguments {
        var arguments = Arguments()
        var index = 0
        while index < raw.count {
            let argument = raw[index]
            index += 1
            if valueOptions.contains(argument) {
                guard index < raw.count else { throw UsageError(message: "\(argument) needs a value.") }
                arguments.values[argument, default: []].append(raw[index])
                index += 1
            } else if known.contains(argument) {
                arguments.switches.insert(argument)
            } else if argument.hasPrefix("-"), argument != "-" {
                throw UsageError(message: "unknown option '\(argument)'.")
            } else {
                arguments.positionals.append(argument)
            }
        }
        if arguments.positionals.count < expected.count {
            throw UsageError(message: "missing \(expected[arguments.positionals.count]).")
        }
        if arguments.positionals.count > expected.count {
            throw UsageError(message: "unexpected argument '\(arguments.positionals[expected.count])'.")
        }
        return arguments
    }
}
