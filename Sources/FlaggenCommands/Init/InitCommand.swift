import FlagGenerator
import FlagJSON
import FlaggenCommandLine
import Foundation

/// `flaggen init [PACKAGE_DIR] [--target NAME] [--schema FILE] [--dependency NAME]`: scaffolds a flags-only module,
/// `Sources/NAME/flags.json` and `Sources/NAME/NAME.swift`, and prints the `Package.swift`
/// lines that declare it. Never overwrites a file.
enum InitCommand {
    static let target = Option.optional("--target", "NAME", help: "The module to create (default: Flags).")
    static let schema = Option.optional(
        "--schema", "FILE",
        help: "A flags.schema.json for the manifest's \"$schema\", written relative to the manifest.")
    /// What the printed `Package.swift` lines call the FeatureFlagKit package.
    static let dependency = Option.optional(
        "--dependency", "NAME",
        help: "FeatureFlagKit's identity in Package.swift: the last component of its URL (without .git) or path "
            + "(default: FeatureFlagKit).")

    static let command = Command(
        name: "init",
        summary: "Create a flags-only module: an example flags.json and the Swift file SwiftPM needs to build it.",
        positionals: [
            Positional("PACKAGE_DIR", isOptional: true, help: "The package's folder (default: the current folder).")
        ],
        options: [target, schema, dependency],
        action: run)

    private static func run(_ arguments: Arguments, sink: any OutputSink) throws(UsageError) -> ExitStatus {
        let name = arguments.value(target) ?? "Flags"
        try ModuleName.check(name)
        guard arguments.value(dependency)?.isEmpty != true else {
            throw UsageError(message: "--dependency can't be empty; give FeatureFlagKit's identity in Package.swift.")
        }
        let folder = try moduleFolder(package: arguments.positionals.first ?? ".", name: name)
        let folderKind = FileKind(atPath: folder, followingLinks: true)
        guard folderKind == .missing || folderKind == .folder else {
            sink.writeError(
                "flaggen: error: \(QuotedText.quoted(folder)) is \(folderKind.described), not a folder; init writes the "
                    + "module's files there. Move it, or scaffold another module with --target NAME.\n")
            return .failure
        }
        let paths = (manifest: folder + "/flags.json", swift: folder + "/\(name).swift")
        // Anything there, a link to nothing too: the write refuses what it can't replace.
        let existing = [paths.manifest, paths.swift].filter { FileKind(atPath: $0) != .missing }
        guard existing.isEmpty else {
            sink.writeError(
                existing.map {
                    "flaggen: error: \(QuotedText.quoted($0)) already exists; init never overwrites a file. "
                        + "Edit it, or scaffold another module with --target NAME.\n"
                }.joined())
            return .failure
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            // Relative to the folder once it exists, so that symbolic links resolve alike on both sides.
            let scaffold = FlagsModuleScaffold(
                target: name, schema: arguments.value(schema).map { RelativePath.from(folder, to: $0) },
                dependency: arguments.value(dependency) ?? "FeatureFlagKit")
            try Data(scaffold.manifest.utf8).write(
                to: URL(fileURLWithPath: paths.manifest), options: .withoutOverwriting)
            do {
                try Data(scaffold.swiftFile.utf8).write(
                    to: URL(fileURLWithPath: paths.swift), options: .withoutOverwriting)
            } catch {
                // Both files or neither: a manifest alone would make the next run refuse.
                try? FileManager.default.removeItem(atPath: paths.manifest)
                throw error
            }
            sink.writeOutput(report(scaffold, manifestPath: paths.manifest, swiftPath: paths.swift))
            return .success
        } catch {
            sink.writeError(
                "flaggen: error: cannot write to \(QuotedText.quoted(folder)): \(FileProblem.reason(error)); nothing was written.\n"
            )
            return .failure
        }
    }

    /// `Sources/NAME` in `package`, which must be a folder; relative when `package` is the current one.
    private static func moduleFolder(package: String, name: String) throws(UsageError) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: package, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageError(message: "PACKAGE_DIR \(QuotedText.quoted(package)) is not a folder.")
        }
        return package == "."
            ? "Sources/\(name)" : URL(fileURLWithPath: package).appendingPathComponent("Sources/\(name)").path
    }

    /// What was written, and what to do next.
    private static func report(_ scaffold: FlagsModuleScaffold, manifestPath: String, swiftPath: String) -> String {
        """
        Created \(QuotedText.quoted(manifestPath)) (example flags: edit them) and \(QuotedText.quoted(swiftPath)) \
        (SwiftPM drops a target without Swift sources before any plugin runs: keep it).
        Add to the targets of Package.swift:

        \(scaffold.packageLines)
        Then `import \(scaffold.target)` and read `FeatureFlag.exampleInDebug.isEnabled`.

        """
    }
}
