import FeatureFlagKit

extension ManifestFlag {
    /// Runs `operation` with `store` answering every `isEnabled` of this flag type in the
    /// current task and the tasks it creates (not in detached tasks or other threads).
    ///
    /// The store must be for this build's configuration (`.current`, the default): flags that
    /// can't change in this build are compile-time constants that no store can answer for.
    ///
    /// ```swift
    /// let store = FlagStore<FeatureFlag>(configuration: .localDeveloper)
    /// try store.setLocalOverride(true, for: .newEditor)
    /// FeatureFlag.withStore(store) {
    ///     #expect(FeatureFlag.newEditor.isEnabled)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - store: the store that answers this flag type's `isEnabled` while `operation` runs.
    ///   - operation: the code to run with `store` installed.
    /// - Returns: what `operation` returns.
    /// - Throws: whatever `operation` throws; `store` is uninstalled either way.
    public static func withStore<Result>(_ store: FlagStore<Self>, operation: () throws -> Result) rethrows -> Result {
        try StoreScope.$stores.withValue(StoreScope.installing(store), operation: operation)
    }

    /// Runs `operation` with `store` answering every `isEnabled` of this flag type in the
    /// current task and its child tasks. The store must be for this build's configuration.
    ///
    /// - Parameters:
    ///   - store: the store that answers this flag type's `isEnabled` while `operation` runs.
    ///   - isolation: the actor `operation` runs on; the caller's, by default.
    ///   - operation: the code to run with `store` installed.
    /// - Returns: what `operation` returns.
    /// - Throws: whatever `operation` throws; `store` is uninstalled either way.
    public static func withStore<Result>(
        _ store: FlagStore<Self>, isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await StoreScope.$stores.withValue(StoreScope.installing(store), operation: operation)
    }
}
