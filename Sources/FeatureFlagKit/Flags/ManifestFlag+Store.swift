extension ManifestFlag {
    /// The store that generated `isEnabled` reads: the one installed for the current task by
    /// ``withStore(_:operation:)``, or else ``sharedStore``.
    @inlinable
    public static var store: FlagStore<Self> {
        if _slowPath(StoreScope.isAnyScopeOpen), let scoped = StoreScope.store(for: Self.self) {
            return scoped
        }
        return sharedStore
    }

    /// Runs `operation` with `store` answering every `isEnabled` of this flag type in the
    /// current task and the tasks it creates (not in detached tasks or other threads).
    ///
    /// ```swift
    /// let store = FlagStore<FeatureFlag>(configuration: .localDeveloper)
    /// try store.setLocalOverride(true, for: .newEditor)
    /// FeatureFlag.withStore(store) {
    ///     #expect(FeatureFlag.newEditor.isEnabled)
    /// }
    /// ```
    public static func withStore<Result>(_ store: FlagStore<Self>, operation: () throws -> Result) rethrows -> Result {
        try StoreScope.$stores.withValue(StoreScope.installing(store)) {
            try StoreScope.counting { () throws -> Result in try operation() }
        }
    }

    /// Runs `operation` with `store` answering every `isEnabled` of this flag type in the
    /// current task and its child tasks.
    public static func withStore<Result>(
        _ store: FlagStore<Self>, isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await StoreScope.$stores.withValue(StoreScope.installing(store)) {
            try await StoreScope.counting { try await operation() }
        }
    }
}
