/// The generator's one entry point: the bytes of a manifest in, the generated files and every
/// diagnostic out. It reads, validates, models and renders, and touches no file and no clock:
/// callers read the manifest, pass today's date, and write the files.
///
/// ```swift
/// let result = GeneratorPipeline.run(bytes, sourceName: "flags.json", today: today)
/// for file in result.files { /* write file.contents to file.name */ }
/// ```
package enum GeneratorPipeline {
    /// Checks `bytes` as a manifest, flags past their `expires` date included, and renders
    /// `BuildConfiguration.swift` and `FeatureFlag.swift` when there is no error.
    ///
    /// - Parameters:
    ///   - bytes: the manifest file's contents.
    ///   - sourceName: the manifest's file name, quoted in headers and doc comments.
    ///   - today: the date against which `expires` is checked; expired flags are reported and deprecated.
    ///   - strictExpiry: report expired flags as errors instead of warnings (for CI).
    ///   - rendersFiles: render the two files; `false` for the commands that only check or read the
    ///     manifest.
    /// - Returns: the manifest, the files and the diagnostics; no manifest and no files if any
    ///   diagnostic is an error.
    package static func run(
        _ bytes: [UInt8], sourceName: String, today: CalendarDate, strictExpiry: Bool = false, rendersFiles: Bool = true
    ) -> GeneratorResult {
        let decoded = ManifestDecoder.decode(bytes)
        guard let manifest = decoded.manifest else { return GeneratorResult(diagnostics: decoded.diagnostics) }
        let expired = ExpiryCheck.expiredFlags(in: manifest, today: today)
        let diagnostics = decoded.diagnostics + ExpiryCheck.diagnostics(for: expired, strict: strictExpiry)
        guard !diagnostics.containsErrors else { return GeneratorResult(diagnostics: diagnostics) }
        guard rendersFiles else { return GeneratorResult(manifest: manifest, diagnostics: diagnostics) }
        let expiredNames = Set(expired.map(\.name))
        let files = [
            GeneratedFile(
                name: "BuildConfiguration.swift",
                contents: BuildConfigurationRenderer(manifest: manifest, sourceName: sourceName).render()),
            GeneratedFile(
                name: "FeatureFlag.swift",
                contents: FeatureFlagRenderer(manifest: manifest, sourceName: sourceName, expiredFlags: expiredNames)
                    .render()),
        ]
        return GeneratorResult(manifest: manifest, files: files, diagnostics: diagnostics)
    }
}

/// What ``GeneratorPipeline/run(_:sourceName:today:strictExpiry:rendersFiles:)`` produces.
package struct GeneratorResult: Sendable {
    /// The checked manifest, or `nil` if any diagnostic is an error.
    package var manifest: Manifest? = nil
    /// `BuildConfiguration.swift` and `FeatureFlag.swift`, or none if any diagnostic is an error
    /// or none were asked for.
    package var files: [GeneratedFile] = []
    /// Errors and warnings, in the order they were found.
    package var diagnostics: [Diagnostic]
}

/// One generated source file.
package struct GeneratedFile: Sendable, Equatable {
    /// The file name, such as `FeatureFlag.swift`.
    package var name: String
    /// The Swift source, ending with a newline.
    package var contents: String
}
