import FeatureFlagKit

extension LocalOverrideStorage {
    /// Local overrides in memory only, starting with `overrides`: for tests and previews.
    ///
    /// ```swift
    /// let store = FlagStore<FeatureFlag>(
    ///     localOverrideStorage: .inMemory(["newEditor": true, "checkoutFlow": "oneStep"]))
    /// ```
    ///
    /// - Parameter overrides: the overrides stored at first, keyed by flag key: `true` or
    ///   `false`, or a variant's name.
    /// - Returns: a new storage; stores given the same storage share its overrides.
    public static func inMemory(_ overrides: [String: FlagValue] = [:]) -> LocalOverrideStorage {
        LocalOverrideStorage(MemoryOverrideStorage(overrides))
    }
}
