import ManifestVocabulary

/// The metadata of every flag of a generated enum, decoded from the JSON table that
/// `flaggen` writes into `FeatureFlag.swift`.
///
/// The table is an array with one row per flag in declaration order, in the format of
/// `FlagMetadataRow` (ManifestVocabulary), which also writes them for the generator.
///
/// Plumbing for generated code (public so that generated code in another module can use it);
/// apps read `FeatureFlag.x.metadata`.
@_documentation(visibility: private)
public struct _FlagMetadataTable: Sendable {
    private let entries: [FlagMetadata]

    /// Decodes `json`. The table is generated, so a malformed one is a programming error
    /// (the generated file was edited by hand) and stops the program with the reason.
    public init(json: String) {
        do {
            entries = try FlagMetadataRow.table(json).map(FlagMetadata.init)
        } catch {
            preconditionFailure(
                "The generated flag metadata table is malformed (\(error)); regenerate FeatureFlag.swift.")
        }
    }

    /// The metadata of the flag at `ordinal`.
    public subscript(ordinal: Int) -> FlagMetadata {
        entries[ordinal]
    }

    /// The number of flags in the table.
    public var count: Int { entries.count }
}
