import FlagGenerator
import FlagJSON
import FlaggenCommandLine
import Foundation

/// `flaggen check MANIFEST --output DIR`: fails if committed generated files are out of date.
enum CheckCommand {
    static let command = Command(
        name: "check",
        summary: "Fail if the generated files in a folder are not what 'generate' would write.",
        positionals: [Positional("MANIFEST", help: "The flags.json the files were generated from.")],
        options: [output, .today],
        action: run)

    private static let output = Option.required(
        "--output", "DIR", help: "The folder holding BuildConfiguration.swift and FeatureFlag.swift.")

    private static func run(_ arguments: Arguments, sink: any OutputSink) throws(UsageError) -> ExitStatus {
        let output = try arguments.required(Self.output)
        guard let files = try ManifestLoader(output: sink).generatedFiles(arguments) else { return .failure }
        let path = QuotedText.quoted(arguments.positionals[0])
        let directory = URL(fileURLWithPath: output)
        let staleFiles = files.filter { !OutputWriter.isUpToDate($0, in: directory) }
        for file in staleFiles {
            let url = directory.appendingPathComponent(file.name)
            let problem =
                FileManager.default.contents(atPath: url.path) == nil ? "is missing" : "is out of date with \(path)"
            sink.writeError(
                "flaggen: error: \(QuotedText.quoted(url.path)) \(problem); "
                    + "run flaggen generate \(path) --output \(QuotedText.quoted(output)).\n")
        }
        return staleFiles.isEmpty ? .success : .failure
    }
}
