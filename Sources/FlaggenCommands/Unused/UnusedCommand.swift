import FlagGenerator
import FlagJSON
import FlaggenCommandLine
import Foundation

/// `flaggen unused MANIFEST --sources DIR…`: flags no Swift file uses, and flags that can't vary.
enum UnusedCommand {
    static let command = Command(
        name: "unused",
        summary: "List flags no Swift file uses, and flags whose value can never vary.",
        positionals: [Positional("MANIFEST", help: "The flags.json to check.")],
        options: [sources, strict, .today],
        action: run)

    private static let sources = Option.repeatable(
        "--sources", "DIR", help: "A folder of Swift files to search (repeatable).")
    private static let strict = Option.strict("Report findings as errors and exit 1 if there are any (for CI).")

    private static func run(_ arguments: Arguments, sink: any OutputSink) throws(UsageError) -> ExitStatus {
        let folders = try arguments.requiredValues(Self.sources)
        for folder in folders where !isDirectory(folder) {
            throw UsageError(message: "--sources \(QuotedText.quoted(folder)) is not a folder.")
        }
        let path = arguments.positionals[0]
        guard let manifest = try ManifestLoader(output: sink).load(path, todayFrom: arguments) else { return .failure }
        let (sources, unreadable) = UnusedFlagsCheck.sourceFiles(under: folders.map { URL(fileURLWithPath: $0) })
        sink.writeError(
            unreadable.map {
                "flaggen: warning: cannot read \(QuotedText.quoted($0.path)): \($0.reason); it was not searched.\n"
            }.joined())
        let strict = arguments.isSet(Self.strict)
        let findings = UnusedFlagsCheck.diagnostics(
            for: manifest, sources: sources, searched: folders, strict: strict)
        ManifestLoader(output: sink).report(findings, path: path)
        return strict && !(findings.isEmpty && unreadable.isEmpty) ? .failure : .success
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
