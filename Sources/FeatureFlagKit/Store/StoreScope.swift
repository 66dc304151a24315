import CFlagAtomics

/// The stores installed for the current task by ``ManifestFlag/withStore(_:operation:)``.
///
/// Reads check a process-wide counter of open scopes first, so an app that never opens one
/// pays a single atomic load, never the task-local lookup.
@usableFromInline
enum StoreScope {
    @TaskLocal static var stores: [ObjectIdentifier: any Sendable] = [:]

    /// A Boolean value indicating whether any scope is open anywhere in the process.
    @inlinable
    static var isAnyScopeOpen: Bool {
        ffk_any_store_scope_open() != 0
    }

    /// The store installed for `Flag` in the current task, if any.
    @usableFromInline
    static func store<Flag: ManifestFlag>(for _: Flag.Type) -> FlagStore<Flag>? {
        stores[ObjectIdentifier(Flag.self)] as? FlagStore<Flag>
    }

    /// The task-local value with `store` installed for `Flag`.
    static func installing<Flag: ManifestFlag>(_ store: FlagStore<Flag>) -> [ObjectIdentifier: any Sendable] {
        var stores = self.stores
        stores[ObjectIdentifier(Flag.self)] = store
        return stores
    }

    /// The message of the precondition that a scoped store is for this build's configuration.
    static func configurationMismatch<Flag: ManifestFlag>(_ store: FlagStore<Flag>) -> String {
        "withStore needs a store for this build's configuration (\(Flag.Configuration.current.rawValue)), "
            + "not \(store.configuration.rawValue): flags that can't change in this build are constants no store answers for."
    }

    /// Runs `body` counted as an open scope.
    static func counting<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        ffk_count_store_scope(1)
        defer { ffk_count_store_scope(-1) }
        return try body()
    }

    /// Runs `body` counted as an open scope.
    static func counting<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        ffk_count_store_scope(1)
        defer { ffk_count_store_scope(-1) }
        return try await body()
    }
}
