import FlagGenerator
import FlagJSON
import FlaggenCommandLine

/// `flaggen schema manifest|payload`: prints a JSON Schema for editors.
enum SchemaCommand {
    static let command = Command(
        name: "schema",
        summary: "Print the JSON Schema of flags.json ('manifest') or of a remote payload ('payload').",
        positionals: [Positional("KIND", shownAs: "manifest|payload", help: "Which schema to print.")],
        options: [],
        action: run)

    private static func run(_ arguments: Arguments, sink: any OutputSink) throws(UsageError) -> ExitStatus {
        switch arguments.positionals[0] {
        case "manifest": sink.writeOutput(JSONSchemas.manifest)
        case "payload": sink.writeOutput(JSONSchemas.payload)
        case let other:
            throw UsageError(message: "unknown schema \(QuotedText.quoted(other)); use 'manifest' or 'payload'.")
        }
        return .success
    }
}
