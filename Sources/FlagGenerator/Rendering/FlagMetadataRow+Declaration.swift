import ManifestVocabulary

extension FlagMetadataRow {
    /// The row of the generated table the runtime reads back as `flag`'s metadata; a variant
    /// flag's row lists its variants, a typed flag's its type and bounds.
    package init(_ flag: FlagDeclaration) {
        self.init(
            name: flag.name, key: flag.key, description: flag.description, variants: flag.value.options,
            valueType: flag.value.valueType,
            owner: flag.owner, expires: flag.expires.map(String.init(describing:)), remotePolicy: flag.remote,
            allowsLocalOverride: flag.allowsLocalOverride)
    }
}
