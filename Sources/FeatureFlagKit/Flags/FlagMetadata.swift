import ManifestVocabulary

/// What a manifest declares about one flag, readable at run time for reports and tools.
public struct FlagMetadata: Sendable, Hashable {
    /// The flag's row of the generated table, in the format the generator writes.
    package var row: FlagMetadataRow

    /// The Swift name of the flag's case.
    public var name: String {
        get { row.name }
        set { row.name = newValue }
    }
    /// The key used in remote payloads and local override storage.
    public var key: String {
        get { row.key }
        set { row.key = newValue }
    }
    /// What the flag is for, if the manifest says.
    public var description: String? {
        get { row.description }
        set { row.description = newValue }
    }
    /// The names of a variant flag's variants, its baseline first; `nil` for a Boolean flag.
    public var variants: [String]? {
        get { row.variants }
        set { row.variants = newValue }
    }
    /// Who owns the flag, if the manifest says.
    public var owner: String? {
        get { row.owner }
        set { row.owner = newValue }
    }
    /// The last day the flag is meant to live, `YYYY-MM-DD`, if the manifest says.
    public var expires: String? {
        get { row.expires }
        set { row.expires = newValue }
    }
    package var remotePolicy: RemotePolicy { row.remotePolicy }
    /// A Boolean value indicating whether local overrides are allowed in the configurations
    /// where the manifest honours them.
    package var allowsLocalOverride: Bool { row.allowsLocalOverride }

    package init(_ row: FlagMetadataRow) {
        self.row = row
    }

    /// Creates metadata; `key` defaults to `name`, as in the manifest.
    package init(
        name: String, key: String? = nil, description: String? = nil, variants: [String]? = nil, owner: String? = nil,
        expires: String? = nil, remotePolicy: RemotePolicy = .forbidden, allowsLocalOverride: Bool = true
    ) {
        self.init(
            FlagMetadataRow(
                name: name, key: key, description: description, variants: variants, owner: owner, expires: expires,
                remotePolicy: remotePolicy, allowsLocalOverride: allowsLocalOverride))
    }
}

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
