import FlagGenerator
import FlagJSON

/// What `flaggen lint` would say about the manifest `flaggen import` writes: the importer's
/// own checks should leave nothing, so anything left is reported at the flag it comes from
/// and makes the import inexact, never a manifest that lints dirty with exit 0.
enum ImportedManifestLint {
    /// One finding per lint error of `manifest`'s JSON, at the Swift case the flag came from
    /// (`locations` are the flags' in order), or at the start of the file.
    static func findings(for manifest: ImportedManifest, declaredAt locations: [SourceLocation], path: String)
        -> [ImportFinding]
    {
        let json = ImportedManifestWriter.json(manifest)
        let errors = ManifestDecoder.decode(Array(json.utf8)).diagnostics.filter { $0.severity == .error }
        guard !errors.isEmpty else { return [] }
        // The writer puts one flag on each line after `"flags": [`.
        let lines = json.split(separator: "\n", omittingEmptySubsequences: false)
        let firstFlagLine = (lines.firstIndex { $0.hasPrefix("  \"flags\": [") } ?? lines.count) + 2
        return errors.map { error in
            let index = error.location.line - firstFlagLine
            guard locations.indices.contains(index) else {
                return ImportFinding(
                    .warning, "the manifest as imported doesn't lint: \(error.message)", path: path,
                    at: SourceLocation(line: 1, column: 1))
            }
            return ImportFinding(
                .warning,
                "flag '\(manifest.flags[index].name)' as imported doesn't lint: \(error.message) Fix it in flags.json.",
                path: path, at: locations[index])
        }
    }
}
