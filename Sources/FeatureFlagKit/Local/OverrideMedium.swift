/// What a ``LocalOverrideStorage`` reads and writes: a file, `UserDefaults` or memory.
package protocol OverrideMedium: Sendable {
    /// Every stored override. A missing store is empty, not an error; unreadable data throws
    /// ``FlagStorageError/Kind/unavailable`` and invalid data ``FlagStorageError/Kind/corrupt``.
    func loadOverrides() throws -> [String: FlagValue]

    /// Replaces every stored override with `overrides`, atomically where the medium allows.
    func saveOverrides(_ overrides: [String: FlagValue]) throws

    /// Reads the stored overrides, applies `change` and stores the result, as one step for
    /// every writer that goes through this method; returns what is stored now. Corrupt data
    /// counts as no overrides (it is replaced); storage that can't be read throws, and nothing
    /// is written.
    ///
    /// The default implementation holds one lock shared by every default implementation in the
    /// process, so stores in one process never lose each other's changes. A medium shared
    /// between processes implements it with a lock the medium provides, as the file does.
    func updateOverrides(_ change: (inout [String: FlagValue]) -> Void) throws -> [String: FlagValue]
}

/// Serializes the default ``OverrideMedium/updateOverrides(_:)`` within the process.
private let defaultUpdateLock = Lock()

extension OverrideMedium {
    package func updateOverrides(_ change: (inout [String: FlagValue]) -> Void) throws -> [String: FlagValue] {
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
