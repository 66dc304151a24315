import FlagGenerator
import FlagJSON
import FlaggenCommandLine
import Foundation

/// `flaggen import FLAGS_FILE [CONFIGURATION_FILE] [--output FILE]`: writes the `flags.json`
/// equivalent of a hand-written, WordPress-style `FeatureFlag.swift`.
enum ImportCommand {
    static let output = Option.optional(
        "--output", "FILE", help: "Where to write flags.json (default: standard output).")
    static let condition = Option.optional(
        "--condition", "NAME=CONDITION",
        help:
            "Read 'AppConfiguration.NAME' as true exactly where CONDITION holds: rules that read it get \"if\". Repeatable."
    )

    static let command = Command(
        name: "import",
        summary: "Write the flags.json of a hand-written FeatureFlag.swift; exit 1 if anything was approximated.",
        positionals: [
            Positional("FLAGS_FILE", help: "The Swift file with the flags enum and its 'enabled' switch."),
            Positional(
                "CONFIGURATION_FILE", isOptional: true,
                help: "The Swift file whose 'static var current' chooses the configuration with '#if'",
                "(default: the four default configurations, named as FLAGS_FILE names them)."),
        ],
        options: [output, condition],
        action: run)

    /// The `--condition` mappings, each property named once.
    private static func variantConditions(_ arguments: Arguments) throws(UsageError) -> [VariantCondition] {
        var variants: [VariantCondition] = []
        for text in arguments.allValues(condition) {
            let variant = try VariantCondition.parse(text)
            if let first = variants.first(where: { $0.name == variant.name }) {
                throw UsageError(
                    message: "--condition \(QuotedText.quoted(variant.name)) is given twice "
                        + "(\(first.condition), then \(variant.condition)); give each property once.")
            }
            variants.append(variant)
        }
        return variants
    }

    private static func run(_ arguments: Arguments, sink: any OutputSink) throws(UsageError) -> ExitStatus {
        guard let flags = read(arguments.positionals[0], sink: sink) else { return .usageError }
        var configurations: FlagImporter.Input?
        if arguments.positionals.count > 1 {
            guard let input = read(arguments.positionals[1], sink: sink) else { return .usageError }
            configurations = input
        }
        let variants = try variantConditions(arguments)
        let result = FlagImporter.importFlags(from: flags, configurations: configurations, variants: variants)
        sink.writeError(result.findings.map { $0.description + "\n" }.joined())
        guard let manifest = result.manifest else { return .usageError }
        let json = ImportedManifestWriter.json(manifest)
        guard let path = arguments.value(output) else {
            sink.writeOutput(json)
            return result.isExact ? .success : .failure
        }
        do {
            let file = URL(fileURLWithPath: try OutputTarget.file(path))
            // Into a new module's folder too, as `generate --output` makes its folder.
            let folder = file.deletingLastPathComponent().path
            if let blocking = OutputTarget.nonFolder(atOrAbove: folder) {
                sink.writeError(
                    "flaggen: error: cannot write \(QuotedText.quoted(path)): \(QuotedText.quoted(blocking.path)) is "
                        + "\(blocking.kind), not a folder.\n")
                return .usageError
            }
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(json.utf8).write(to: file, options: .atomic)
        } catch let refusal as OutputTarget.Refusal {
            sink.writeError("flaggen: error: \(refusal.message)\n")
            return .usageError
        } catch {
            sink.writeError("flaggen: error: cannot write \(QuotedText.quoted(path)): \(FileProblem.reason(error)).\n")
            return .usageError
        }
        return result.isExact ? .success : .failure
    }

    /// The file at `path`, or `nil` after saying why it can't be read.
    private static func read(_ path: String, sink: any OutputSink) -> FlagImporter.Input? {
        guard let data = ManifestLoader.contents(of: path) else {
            sink.writeError("flaggen: error: cannot read \(QuotedText.quoted(path)): \(ManifestLoader.reason(path)).\n")
            return nil
        }
        do {
            return FlagImporter.Input(path: path, text: try SourceText.decode(Array(data)))
        } catch {
            let message = "the file is not valid UTF-8 (byte \(error.hex)); save it as UTF-8 and import again."
            sink.writeError(Diagnostic(.error, message, at: error.location).formatted(path: path) + "\n")
            return nil
        }
    }
}
