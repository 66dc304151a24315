/// The members the renderers generate (and FeatureFlagKit adds), which no case may shadow.
enum GeneratedNames {
    /// Members of the generated `FeatureFlag` and of the `ManifestFlag` protocol.
    static let featureFlagMembers: Set<String> = [
        "isEnabled", "isOverridable", "isInAppVariant", "key", "metadata", "_ordinal", "allCases", "store",
        "sharedStore",
        "hashValue", "hash", "init", "AllCases", "Configuration", "withStore", "withOverrides",
        "isolatedStore", "enabledConfigurations", "ruleSummary", "metadataTable", "storedValue",
        "_storedValue", "_storedIndex", "_compiledIndex", "_makeSharedStore", "configureSharedStore",
        "Values", "_typedValue", "_storedInteger", "_storedDouble", "_storedString",
    ]

    /// Members of the generated `BuildConfiguration`.
    static let buildConfigurationMembers: Set<String> = [
        "current", "allCases", "rawValue", "hashValue", "hash", "init", "AllCases", "RawValue",
        "allowsLocalOverrides",
    ]

    /// Identifiers the generated code uses without qualification: a case with one of these
    /// names would hide it inside the generated enums.
    static let referencedIdentifiers: Set<String> = [
        "Self", "Int", "Double", "UInt8", "UInt16", "Bool", "Hasher", "Set", "String", "FeatureFlag",
        "BuildConfiguration", "FlagStore", "FlagMetadata", "_FlagMetadataTable", "ManifestFlag",
        "ManifestConfiguration", "FlagVariant", "FlagValue", "FeatureFlagKit", "Swift", "unsafeBitCast",
        "_GeneratedFlagsFormat_2",
    ]
}
