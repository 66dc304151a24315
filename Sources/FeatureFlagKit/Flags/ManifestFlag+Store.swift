extension ManifestFlag {
    /// The store that generated `isEnabled` reads: the one installed for the current task by
    /// ``withStore(_:operation:)``, or else ``sharedStore``.
    @inlinable
    public static var store: FlagStore<Self> {
        if _slowPath(StoreScope.hasAnyScopeOpened), let scoped = StoreScope.store(for: Self.self) {
            return scoped
        }
        return sharedStore
    }

    /// The value generated `isEnabled` returns for a flag that may change at run time: the
    /// effective value in ``store``. The common case (no scope ever opened) reads
    /// ``sharedStore`` without taking a reference to it.
    @inlinable
    public var storedValue: Bool {
        if _slowPath(StoreScope.hasAnyScopeOpened), let scoped = StoreScope.store(for: Self.self) {
            return scoped.isEnabled(self)
        }
        if let values = FastSlot.values(for: Self.self) { return values.load(ordinal) }
        return Self.sharedStore.publishedValue(of: self)
    }

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
    public static func withStore<Result>(_ store: FlagStore<Self>, operation: () throws -> Result) rethrows -> Result {
        try StoreScope.$stores.withValue(StoreScope.installing(store), operation: operation)
    }

    /// Runs `operation` with `store` answering every `isEnabled` of this flag type in the
    /// current task and its child tasks. The store must be for this build's configuration.
    public static func withStore<Result>(
        _ store: FlagStore<Self>, isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await StoreScope.$stores.withValue(StoreScope.installing(store), operation: operation)
    }
}
