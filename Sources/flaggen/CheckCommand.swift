import FlagGenerator
import Foundation

/// `flaggen check MANIFEST --output DIR`: fails if committed generated files are out of date.
enum CheckCommand {
    static let command = Command(
        name: "check",
        summary: "Fail if the generated files in a folder are not what 'generate' would write.",
        usage: "MANIFEST --output DIR [--today YYYY-MM-DD]",
        details: [
            "MANIFEST        The flags.json the files were generated from.",
            "--output DIR    The folder holding BuildConfiguration.swift and FeatureFlag.swift.",
            "--today DATE    The date to check 'expires' against (default: today).",
        ],
        positionals: ["MANIFEST"],
        valueOptions: ["--output", "--today"],
        switches: [],
        action: run)

    private static func run(_ arguments: Arguments) throws(UsageError) -> ExitStatus {
        guard let (files, output) = try ManifestLoader.generatedFiles(arguments) else { return .failure }
        let path = arguments.positionals[0]
        var isUpToDate = true
        for file in files {
            let url = URL(fileURLWithPath: output).appendingPathComponent(file.name)
            guard let existing = FileManager.default.contents(atPath: url.path) else {
                Output.standardError("flaggen: error: \(url.path) is missing; run 'flaggen generate \(path) --output \(output)'.\n")
                isUpToDate = false
                continue
            }
            if existing != Data(file.contents.utf8) {
                Output.standardError(
                    "flaggen: error: \(url.path) is out of date with \(path); run 'flaggen generate \(path) --output \(output)'.\n")
                isUpToDate = false
            }
        }
        return isUpToDate ? .success : .failure
    }
}
