/// The members the renderers generate (and FeatureFlagKit adds), which no case may shadow.
enum GeneratedNames {
    /// Members of the generated `FeatureFlag` and of the `ManifestFlag` protocol.
    static let featureFlagMembers: Set<String> = [
        "isEnabled", "isOverridable", "key", "metadata", "ordinal", "allCases", "store", "sharedStore",
        "hashValue", "hash", "init", "AllCases", "Configuration", "withStore", "withOverrides",
        "isolatedStore", "enabledConfigurations", "ruleSummary", "metadataTable",
    ]
}
