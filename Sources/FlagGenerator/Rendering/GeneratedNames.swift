/// The members the renderers generate, which no case may shadow.
enum GeneratedNames {
    /// Members of the generated `FeatureFlag` (and the protocol it conforms to).
    static let featureFlagMembers: Set<String> = [
        "isEnabled", "isOverridable", "key", "metadata", "ordinal", "allCases", "store",
        "hashValue", "hash", "init", "AllCases", "Configuration",
    ]
}
