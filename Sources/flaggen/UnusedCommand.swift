import FlagGenerator
import Foundation

/// `flaggen unused MANIFEST --sources DIR…`: flags no Swift file uses, and flags that can't vary.
enum UnusedCommand {
    static let command = Command(
        name: "unused",
        summary: "List flags no Swift file uses, and flags whose value can never vary.",
        usage: "MANIFEST --sources DIR [--sources DIR …] [--strict] [--today YYYY-MM-DD]",
        details: [
            "MANIFEST        The flags.json to check.",
            "--sources DIR   A folder of Swift files to search (repeatable).",
            "--strict        Report findings as errors and exit 1 if there are any (for CI).",
            "--today DATE    The date to check 'expires' against (default: today).",
        ],
        positionals: ["MANIFEST"],
        valueOptions: ["--sources", "--today"],
        switches: ["--strict"],
        action: run)

    private static func run(_ arguments: Arguments) throws(UsageError) -> ExitStatus {
        let folders = arguments.allValues("--sources")
        guard !folders.isEmpty else { throw UsageError(message: "missing --sources DIR.") }
        for folder in folders where !isDirectory(folder) {
            throw UsageError(message: "--sources \(folder) is not a folder.")
        }
        let path = arguments.positionals[0]
        guard let manifest = ManifestLoader.load(path, today: try ManifestLoader.today(arguments))?.manifest else {
            return .failure
        }
        let sources: [UnusedFlagsCheck.SourceFile]
        do {
            sources = try UnusedFlagsCheck.sourceFiles(under: folders.map { URL(fileURLWithPath: $0) })
        } catch {
            Output.standardError("flaggen: error: cannot read the sources: \(error.localizedDescription)\n")
            return .failure
        }
        let strict = arguments.isSet("--strict")
        let findings = UnusedFlagsCheck.diagnostics(
            for: manifest, sources: sources, searched: folders.joined(separator: ", "), strict: strict)
        ManifestLoader.print(findings, path: path)
        return strict && !findings.isEmpty ? .failure : .success
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
