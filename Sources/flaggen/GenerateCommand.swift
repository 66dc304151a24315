import FlagGenerator
import Foundation

/// `flaggen generate MANIFEST --output DIR`: writes BuildConfiguration.swift and FeatureFlag.swift.
enum GenerateCommand {
    static let command = Command(
        name: "generate",
        summary: "Write BuildConfiguration.swift and FeatureFlag.swift for a manifest.",
        usage: "MANIFEST --output DIR [--today YYYY-MM-DD]",
        details: [
            "MANIFEST        The flags.json to read.",
            "--output DIR    Where to write the two files; a file is rewritten only when its bytes change.",
            "--today DATE    The date to check 'expires' against (default: today).",
        ],
        positionals: ["MANIFEST"],
        valueOptions: ["--output", "--today"],
        switches: [],
        action: run)

    private static func run(_ arguments: Arguments) throws(UsageError) -> ExitStatus {
        guard let (files, output) = try ManifestLoader.generatedFiles(arguments) else { return .failure }
        do {
            for file in files { try OutputWriter.write(file, into: URL(fileURLWithPath: output)) }
        } catch {
            Output.standardError("flaggen: error: cannot write to '\(output)': \(error.localizedDescription)\n")
            return .failure
        }
        return .success
    }
}
