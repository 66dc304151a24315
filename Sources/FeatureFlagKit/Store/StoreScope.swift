import CFlagAtomics

/// The stores installed for the current task by FeatureFlagKitTestSupport's
/// `withStore(_:operation:)`.
///
/// Reads consult the task-local only once a scope has been opened somewhere in the process:
/// an app that never opens one pays a single atomic load, never the task-local lookup. The
/// mark is never cleared, so in a test process every read looks, and a task that outlived its
/// scope reads the store it inherited whether or not another test has a scope open.
@usableFromInline
package enum StoreScope {
    @TaskLocal package static var stores: [ObjectIdentifier: any Sendable] = [:]

    /// A Boolean value indicating whether a scope has ever been opened in the process.
    @inlinable
    static var hasAnyScopeOpened: Bool {
        ffk_has_store_scope_opened() != 0
    }

    /// The store installed for `Flag` in the current task, if any.
    @usableFromInline
    static func store<Flag: ManifestFlag>(for _: Flag.Type) -> FlagStore<Flag>? {
        stores[ObjectIdentifier(Flag.self)] as? FlagStore<Flag>
    }

    /// The task-local value with `store` installed for `Flag`, after marking that a scope
    /// has opened in this process.
    package static func installing<Flag: ManifestFlag>(_ store: FlagStore<Flag>) -> [ObjectIdentifier: any Sendable] {
        precondition(store.configuration == .current, configurationMismatch(store))
        ffk_note_store_scope_opened()
        var stores = self.stores
        stores[ObjectIdentifier(Flag.self)] = store
        return stores
    }

    /// The message of the precondition that a scoped store is for this build's configuration.
    private static func configurationMismatch<Flag: ManifestFlag>(_ store: FlagStore<Flag>) -> String {
        "withStore needs a store for this build's configuration (\(Flag.Configuration.current.rawValue)), "
            + "not \(store.configuration.rawValue): flags that can't change in this build are constants no store answers for."
    }
}
