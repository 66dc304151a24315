import FlagGenerator
import FlagJSON
import FlaggenCommandLine
import Foundation

/// Finds flags that can be deleted: ones no Swift file uses, and ones whose value can never
/// differ between builds or change at run time.
package enum UnusedFlagsCheck {
    /// One Swift file to search.
    package struct SourceFile: Sendable {
        /// The file's path, for messages.
        package var path: String
        /// The file's text.
        package var contents: String

        /// Creates a source file.
        package init(path: String, contents: String) {
            self.path = path
            self.contents = contents
        }
    }

    /// The flags no file in `sources` refers to (see ``FlagReferenceFinder``), in manifest order.
    package static func unreferencedFlags(in manifest: Manifest, sources: [SourceFile]) -> [FlagDeclaration] {
        let finder = FlagReferenceFinder(
            flags: manifest.flags.map { ($0.name, $0.key) },
            variantTypes: manifest.flags.filter { $0.value.options != nil }.map { ($0.name, $0.variantTypeName) },
            typedNames: Set(manifest.flags.filter { $0.value.valueType != nil }.map(\.name)))
        let used = finder.references(in: sources.map(\.contents).filter { !$0.hasPrefix(SourceHeader.marker) })
        return manifest.flags.filter { !used.contains($0.name) }
    }

    /// The Boolean flags whose rule gives the same value in every configuration of every app
    /// variant and that no remote payload may change: their code can be simplified and the flag
    /// deleted.
    package static func constantFlags(in manifest: Manifest) -> [FlagDeclaration] {
        manifest.flags.filter { flag in
            guard case .boolean = flag.value else { return false }
            let values = Set(
                manifest.configurationNames.flatMap { configuration in
                    [true, false].map { flag.isEnabled(in: configuration, appVariantHolds: $0) }
                })
            return values.count == 1 && flag.remote == .forbidden
        }
    }

    /// One diagnostic per finding, at the flag's name in the manifest: the unused flags, then
    /// the constant ones, each in manifest order (`inFileOrder` sorts them for printing).
    ///
    /// - Parameters:
    ///   - searched: the folders the sources came from, for messages (each is quoted there).
    ///   - strict: report errors instead of warnings.
    package static func diagnostics(for manifest: Manifest, sources: [SourceFile], searched: [String], strict: Bool)
        -> [Diagnostic]
    {
        let severity: Diagnostic.Severity = strict ? .error : .warning
        let folders = searched.map(QuotedText.quoted).joined(separator: ", ")
        let unreferenced = unreferencedFlags(in: manifest, sources: sources).map { flag in
            Diagnostic(
                severity,
                "flag \(QuotedText.quoted(flag.name)) is not used in any Swift file under \(folders); "
                    + "if nothing else uses it, delete it from the manifest.",
                at: flag.location)
        }
        let constant = constantFlags(in: manifest).map { flag in
            let value = manifest.configurationNames.first.map { flag.isEnabled(in: $0, appVariantHolds: true) } ?? false
            let advice = value ? "delete it and keep the code it guards" : "delete it and the code it guards"
            let local =
                flag.allowsLocalOverride && !manifest.localOverrideConfigurations.isEmpty
                ? " (only local overrides can change it)" : ""
            return Diagnostic(
                severity,
                "flag \(QuotedText.quoted(flag.name)) is \(value ? "on" : "off") in every configuration and can't be changed remotely\(local); \(advice).",
                at: flag.location)
        }
        return unreferenced + constant
    }

    /// A Swift file that could not be searched, and why.
    package struct UnreadableFile: Sendable, Equatable {
        /// The file's path.
        package var path: String
        /// Why, as a clause: "it is a FIFO, not a regular file".
        package var reason: String
    }

    /// Every `.swift` file under `directories`, skipping hidden folders and `.build`, in path
    /// order; the ones that are not UTF-8 text in regular files are listed apart, so that one
    /// binary or unreadable file doesn't stop the search of the others.
    package static func sourceFiles(under directories: [URL]) -> (files: [SourceFile], unreadable: [UnreadableFile]) {
        var files: [SourceFile] = []
        var unreadable: [UnreadableFile] = []
        for directory in directories {
            guard
                let enumerator = FileManager.default.enumerator(
                    at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
            else { continue }
            var paths: [String] = []
            for case let url as URL in enumerator {
                if url.lastPathComponent == ".build" { enumerator.skipDescendants() }
                if url.pathExtension == "swift" { paths.append(url.path) }
            }
            for path in paths.sorted() {
                switch read(path) {
                case .success(let contents): files.append(SourceFile(path: path, contents: contents))
                case .failure(let problem): unreadable.append(UnreadableFile(path: path, reason: problem.reason))
                }
            }
        }
        return (files, unreadable)
    }

    private struct ReadProblem: Error {
        let reason: String
    }

    /// The text of the file at `path`: a FIFO or a device is not opened (reading one could wait
    /// forever), and bytes that are not UTF-8 are named rather than replaced.
    private static func read(_ path: String) -> Result<String, ReadProblem> {
        guard let data = ManifestLoader.contents(of: path) else {
            return .failure(ReadProblem(reason: ManifestLoader.reason(path)))
        }
        do {
            return .success(try SourceText.decode(Array(data)))
        } catch {
            return .failure(ReadProblem(reason: "it is not UTF-8 text (byte \(error.hex) at \(error.location))"))
        }
    }
}
