/// Turns a checked manifest into the two generated Swift files.
///
/// ```swift
/// let result = ManifestDecoder.decode(bytes)
/// if let manifest = result.manifest {
///     let files = CodeGenerator.generate(manifest, sourceName: "flags.json", today: .today())
/// }
/// ```
package enum CodeGenerator {
    /// The names of the files `generate` returns, in order.
    package static let fileNames = ["BuildConfiguration.swift", "FeatureFlag.swift"]

    /// Renders `BuildConfiguration.swift` and `FeatureFlag.swift`.
    ///
    /// - Parameters:
    ///   - sourceName: the manifest's file name, quoted in headers and doc comments.
    ///   - today: the date against which `expires` is checked; expired flags are deprecated.
    package static func generate(_ manifest: Manifest, sourceName: String, today: CalendarDate) -> [GeneratedFile] {
        let expired = Set(ExpiryCheck.expiredFlags(in: manifest, today: today).map(\.name))
        return [
            GeneratedFile(
                name: fileNames[0],
                contents: BuildConfigurationRenderer(manifest: manifest, sourceName: sourceName).render()),
            GeneratedFile(
                name: fileNames[1],
                contents: FeatureFlagRenderer(manifest: manifest, sourceName: sourceName, expiredFlags: expired)
                    .render()),
        ]
    }
}

/// One generated source file.
package struct GeneratedFile: Sendable, Equatable {
    /// The file name, such as `FeatureFlag.swift`.
    package var name: String
    /// The Swift source, ending with a newline.
    package var contents: String
}
