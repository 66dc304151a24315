/// The files `flaggen generate` writes, in one list for the build command's declared outputs.
enum GeneratedFileNames {
    /// `BuildConfiguration.swift` and `FeatureFlag.swift`.
    static let all = ["BuildConfiguration.swift", "FeatureFlag.swift"]
}
