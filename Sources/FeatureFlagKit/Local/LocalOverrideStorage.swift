/// Where a store keeps local overrides between launches, keyed by flag key.
///
/// Several stores may share one storage (two modules with their own manifests, an app and its
/// extension): a store changes only the keys it sets or clears, through
/// ``updateOverrides(_:)``, and keeps every other key.
///
/// Implementations ship for a JSON file (``file(_:)``) and `UserDefaults`
/// (``userDefaults(_:key:)``); a store given none keeps its overrides in memory, and
/// FeatureFlagKitTestSupport adds `.inMemory(_:)` for tests and previews:
///
/// ```swift
/// FeatureFlag.configureSharedStore { $0.localOverrideStorage = .file(overridesURL) }
/// ```
public protocol LocalOverrideStorage: Sendable {
    /// Every stored override. A missing store is empty, not an error; unreadable or corrupt
    /// data throws ``FlagStorageError``.
    ///
    /// - Returns: the stored overrides, keyed by flag key.
    /// - Throws: ``FlagStorageError`` (``FlagStorageError/Kind/unavailable``) if the storage
    ///   can't be read, or (``FlagStorageError/Kind/corrupt``) if its contents are invalid.
    func loadOverrides() throws -> [String: FlagValue]

    /// Replaces every stored override with `overrides`, atomically where the medium allows.
    ///
    /// - Parameter overrides: every override to store, keyed by flag key.
    /// - Throws: ``FlagStorageError`` if the storage can't be written.
    func saveOverrides(_ overrides: [String: FlagValue]) throws

    /// Reads the stored overrides, applies `change` to them and stores the result, as one step
    /// for every writer that goes through this method; returns what is stored now.
    ///
    /// Corrupt data counts as no overrides (it is replaced). Storage that can't be read
    /// (``FlagStorageError/Kind/unavailable``) throws, and nothing is written.
    ///
    /// The default implementation calls ``loadOverrides()`` and ``saveOverrides(_:)`` while
    /// holding one lock shared by every default implementation in the process, so stores in
    /// one process never lose each other's changes. It can't exclude other processes: a
    /// storage shared between processes implements this method with a lock the medium
    /// provides, as ``FileOverrideStorage`` does.
    ///
    /// - Parameter change: a closure that changes the stored overrides in place.
    /// - Returns: the overrides now stored, keyed by flag key.
    /// - Throws: ``FlagStorageError`` if the storage can't be read or written.
    func updateOverrides(_ change: (inout [String: FlagValue]) -> Void) throws -> [String: FlagValue]
}

/// Serializes the default ``LocalOverrideStorage/updateOverrides(_:)`` within the process.
private let defaultUpdateLock = Lock()

extension LocalOverrideStorage {
    /// Reads, applies `change` and saves while holding a lock shared by every storage that
    /// uses this default implementation in the process.
    ///
    /// - Parameter change: a closure that changes the stored overrides in place; corrupt data
    ///   counts as no overrides.
    /// - Returns: the overrides now stored, keyed by flag key.
    /// - Throws: ``FlagStorageError`` (``FlagStorageError/Kind/unavailable``) if the storage
    ///   can't be read, or whatever ``saveOverrides(_:)`` throws; nothing is written then.
    public func updateOverrides(_ change: (inout [String: FlagValue]) -> Void) throws -> [String: FlagValue] {
        try defaultUpdateLock.withLock { try changeStoredOverrides(change, saving: saveOverrides) }
    }

    /// Reads the stored overrides (corrupt ones count as none: they are about to be replaced),
    /// applies `change`, and stores the result with `save`; the caller holds the update lock.
    func changeStoredOverrides(
        _ change: (inout [String: FlagValue]) -> Void, saving save: ([String: FlagValue]) throws -> Void
    ) throws -> [String: FlagValue] {
        var overrides: [String: FlagValue]
        do {
            overrides = try loadOverrides()
        } catch let error as FlagStorageError where error.kind == .corrupt {
            overrides = [:]
        }
        change(&overrides)
        try save(overrides)
        return overrides
    }
}
