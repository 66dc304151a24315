import FlagGenerator
import FlagJSON

/// Reads a hand-written, WordPress-style `FeatureFlag.swift` (and optionally its
/// `BuildConfiguration.swift`) into a manifest, reporting everything it could only approximate.
///
/// ```swift
/// let result = FlagImporter.importFlags(
///     from: .init(path: "FeatureFlag.swift", text: flagsSource),
///     configurations: .init(path: "BuildConfiguration.swift", text: configurationSource))
/// print(result.manifest.map(ImportedManifestWriter.json) ?? "")
/// ```
package enum FlagImporter {
    /// A Swift file to import: its path, for messages, and its text.
    package struct Input: Sendable {
        /// The path, as given on the command line.
        package var path: String
        /// The file's contents.
        package var text: String

        /// Creates an input.
        package init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    /// Imports the flags enum of `flags`, with the configurations of `configurations` when
    /// given, else the four default configurations named as `flags` names them. Rules that read
    /// a property of `variants` become `"if"` rules; a property mapped twice keeps its first
    /// mapping (`flaggen import` refuses that as a usage error before it gets here).
    package static func importFlags(from flags: Input, configurations: Input? = nil, variants: [VariantCondition] = [])
        -> ImportResult
    {
        var chain: ConfigurationChain?
        var findings: [ImportFinding] = []
        if let configurations {
            (chain, findings) = ConfigurationChainReader.read(path: configurations.path, text: configurations.text)
            guard chain != nil else { return ImportResult(manifest: nil, findings: findings) }
        }
        let source = SwiftSource(flags.text)
        if let error = source.commentError(path: flags.path) {
            return ImportResult(manifest: nil, findings: findings + [error])
        }
        let cursor = TokenCursor(source)
        guard let shape = EnumShapeReader.enums(in: cursor).first(where: { FlagSwitchRoles(shape: $0).enabled != nil })
        else {
            let message =
                "no enum with an 'enabled' or 'isEnabled' property that switches over self was found; "
                + "flaggen import reads a property such as 'var enabled: Bool { switch self { case .name: return true … } }'."
            return ImportResult(
                manifest: nil,
                findings: findings + [
                    ImportFinding(.error, message, path: flags.path, at: SourceLocation(line: 1, column: 1))
                ])
        }
        let roles = FlagSwitchRoles(shape: shape)
        let resolvedChain = chain ?? .defaults(namedLike: roles.configurationNamesUsed(in: cursor))
        var mapped: Set<String> = []
        let variants = variants.filter { mapped.insert($0.name).inserted }
        var builder = ImportedFlagBuilder(
            path: flags.path, cursor: cursor, roles: roles, chain: resolvedChain, variants: variants)
        let cases = shape.cases.filter { builder.acceptsName($0.name, at: $0.location) }
        let importedFlags = cases.map { builder.flag(named: $0.name, declaredAt: $0.location) }
        builder.noteIgnoredCode()
        let manifest = ImportedManifest(
            isPublic: shape.isPublic, configurations: resolvedChain.configurations, flags: importedFlags)
        let lint = ImportedManifestLint.findings(for: manifest, declaredAt: cases.map(\.location), path: flags.path)
        return ImportResult(manifest: manifest, findings: findings + builder.findings + lint)
    }
}

/// What ``FlagImporter`` made of its input.
package struct ImportResult: Sendable {
    /// The manifest, or `nil` when an error stopped the import.
    package var manifest: ImportedManifest?
    /// Errors, approximations and notes, in the order they were found.
    package var findings: [ImportFinding]

    /// A Boolean value indicating whether every flag kept its value in every configuration and
    /// nothing was approximated.
    package var isExact: Bool {
        manifest != nil && findings.allSatisfy { $0.diagnostic.severity == .note }
    }
}
