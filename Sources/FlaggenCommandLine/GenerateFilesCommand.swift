import FlagGenerator
import FlagJSON
import Foundation

/// `flaggen generate MANIFEST --output DIR`: writes BuildConfiguration.swift and FeatureFlag.swift.
package enum GenerateFilesCommand {
    /// The command, for `flaggen` and for the build plugin's `flaggen-generate`.
    package static let command = Command(
        name: "generate",
        summary: "Write BuildConfiguration.swift and FeatureFlag.swift for a manifest.",
        positionals: [Positional("MANIFEST", help: "The flags.json to read.")],
        options: [output, .today],
        action: run)

    private static let output = Option.required(
        "--output", "DIR", help: "Where to write the two files; a file is rewritten only when its bytes change.")

    private static func run(_ arguments: Arguments, sink: any OutputSink) throws(UsageError) -> ExitStatus {
        let output = try arguments.required(Self.output)
        guard let files = try ManifestLoader(output: sink).generatedFiles(arguments) else { return .failure }
        do {
            for file in files { try OutputWriter.write(file, into: URL(fileURLWithPath: output)) }
        } catch let refusal as OutputTarget.Refusal {
            sink.writeError("flaggen: error: \(refusal.message)\n")
            return .failure
        } catch {
            sink.writeError(
                "flaggen: error: cannot write to \(QuotedText.quoted(output)): \(FileProblem.reason(error)).\n")
            return .failure
        }
        return .success
    }
}
