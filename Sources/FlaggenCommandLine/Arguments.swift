import FlagJSON

/// Parsed command-line arguments of one subcommand.
package struct Arguments {
    /// The positional arguments, in order.
    package private(set) var positionals: [String] = []
    private(set) var values: [String: [String]] = [:]
    private(set) var switches: Set<String> = []

    /// The last value given for `option`.
    package func value(_ option: Option) -> String? { values[option.name]?.last }

    /// Every value given for `option`, in order; none if it wasn't given.
    package func allValues(_ option: Option) -> [String] { values[option.name] ?? [] }

    /// The last value given for `option`, which the command can't do without.
    package func required(_ option: Option) throws(UsageError) -> String {
        guard let value = value(option) else { throw Self.missing(option) }
        return value
    }

    /// Every value given for `option`, in order, of which the command needs at least one.
    package func requiredValues(_ option: Option) throws(UsageError) -> [String] {
        guard let values = values[option.name], !values.isEmpty else { throw Self.missing(option) }
        return values
    }

    /// A Boolean value indicating whether the switch was given.
    package func isSet(_ option: Option) -> Bool { switches.contains(option.name) }

    private static func missing(_ option: Option) -> UsageError {
        UsageError(message: "missing \(option.label).")
    }

    static func parse(
        _ raw: [String], positionals expected: [String], optionalPositionals: Int = 0, valueOptions: [String],
        switches known: [String]
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
                throw UsageError(message: "unknown option \(QuotedText.quoted(argument)).")
            } else {
                arguments.positionals.append(argument)
            }
        }
        if arguments.positionals.count < expected.count {
            throw UsageError(message: "missing \(expected[arguments.positionals.count]).")
        }
        if arguments.positionals.count > expected.count + optionalPositionals {
            throw UsageError(
                message:
                    "unexpected argument \(QuotedText.quoted(arguments.positionals[expected.count + optionalPositionals]))."
            )
        }
        return arguments
    }
}
