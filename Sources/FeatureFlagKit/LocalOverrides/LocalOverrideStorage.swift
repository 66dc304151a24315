import Foundation

/// Where a store keeps local overrides between launches, keyed by flag key: a JSON file
/// (``file(_:)``) or `UserDefaults` (``userDefaults(_:key:)``).
///
/// A store given none keeps its overrides in memory, and FeatureFlagKitTestSupport adds
/// `.inMemory(_:)` for tests and previews:
///
/// ```swift
/// FeatureFlag.configureSharedStore { $0.localOverrideStorage = .file(overridesURL) }
/// ```
///
/// Several stores may share one storage (two modules with their own manifests, an app and its
/// extension): each save re-reads the storage and changes only the keys the store set or
/// cleared, so every other key stays.
public struct LocalOverrideStorage: Sendable {
    package let medium: any OverrideMedium

    package init(_ medium: any OverrideMedium) {
        self.medium = medium
    }

    /// Local overrides in a JSON file at `url`, written atomically (temporary file, `fsync`,
    /// rename, `fsync` of the folder), so a crash or a power loss leaves the old file or the
    /// new one; the folder is created on the first save.
    ///
    /// Writers lock `<file name>.lock` next to the file, so stores in several processes (an
    /// app and its extension, in a shared App Group container) can share one file. A save waits
    /// at most 2 seconds for a lock that another process or thread holds, then gives up rather
    /// than hang its caller: the store reports it through its diagnostic handler, and the change
    /// stays in force and is saved with the next save that succeeds.
    ///
    /// iOS ends an app that is suspended while it holds a lock on a file in a shared App Group
    /// container (exception code `0xdead10cc`). A store holds the lock only while it reads and
    /// replaces the file, synchronously, never across an `await`, and holds nothing while it
    /// waits; a save under way as the app is suspended still holds it, so change shared overrides
    /// from the foreground, not as the app goes to the background.
    /// On tvOS, where an app may write only to folders the system purges, prefer
    /// ``userDefaults(_:key:)``.
    ///
    /// ```swift
    /// settings.localOverrideStorage = .file(groupContainer.appendingPathComponent("flag-overrides.json"))
    /// ```
    ///
    /// - Parameter url: the overrides file's location.
    /// - Returns: a storage for the file at `url`.
    public static func file(_ url: URL) -> LocalOverrideStorage {
        LocalOverrideStorage(FileOverrideStorage(url: url))
    }

    /// Local overrides in `defaults`, as one JSON string under `key`, written in one step.
    ///
    /// Stores in one process that share a suite never lose each other's changes. `UserDefaults`
    /// offers no lock across processes, so an app and its extension saving at the same moment
    /// to one App Group suite can lose one of the two changes; share a ``file(_:)`` in the
    /// group container for that.
    ///
    /// ```swift
    /// settings.localOverrideStorage = .userDefaults()
    /// ```
    ///
    /// - Parameters:
    ///   - defaults: the defaults database to store the overrides in; `.standard` by default, or
    ///     an App Group suite to share them with an extension.
    ///   - key: the defaults key the overrides are stored under.
    /// - Returns: a storage for `key` in `defaults`.
    public static func userDefaults(
        _ defaults: UserDefaults = .standard, key: String = "FeatureFlagKit.localOverrides"
    ) -> LocalOverrideStorage {
        LocalOverrideStorage(UserDefaultsOverrideStorage(defaults: defaults, key: key))
    }
}

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

/// Local overrides in a JSON file: ``LocalOverrideStorage/file(_:)``.
struct FileOverrideStorage: OverrideMedium {
    let url: URL

    func loadOverrides() throws -> [String: FlagValue] {
        AtomicFile.removeStaleTemporaryFiles(next: url)
        guard FileManager.default.fileExists(atPath: url.path) else { return [:] }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw FlagStorageError(
                .unavailable, "cannot read local overrides from \(url.path): \(error.localizedDescription)")
        }
        return try OverrideDocument.decode(Array(data), source: url.path)
    }

    func saveOverrides(_ overrides: [String: FlagValue]) throws {
        try withWriteLock { try write(overrides) }
    }

    func updateOverrides(_ change: (inout [String: FlagValue]) -> Void) throws -> [String: FlagValue] {
        try withWriteLock { try changeStoredOverrides(change, saving: write) }
    }

    private func write(_ overrides: [String: FlagValue]) throws(FlagStorageError) {
        do {
            try AtomicFile.replace(url, with: Data(OverrideDocument.encode(overrides).utf8))
        } catch {
            throw FlagStorageError(.unavailable, "cannot write local overrides to \(url.path): \(error.reason).")
        }
    }

    private func withWriteLock<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            return try FileLock.withLock(next: url, body)
        } catch let failure as FileFailure {
            throw FlagStorageError(.unavailable, "cannot write local overrides to \(url.path): \(failure.reason).")
        }
    }
}

/// Local overrides in `UserDefaults`, as one JSON string under one key:
/// ``LocalOverrideStorage/userDefaults(_:key:)``.
///
/// One value rather than one key per flag: filling `UserDefaults` key by key is slow
/// (quadratic on Linux), and one value is written atomically.
struct UserDefaultsOverrideStorage: OverrideMedium {
    let key: String
    private let defaults: UncheckedSendable<UserDefaults>

    init(defaults: UserDefaults, key: String) {
        self.defaults = UncheckedSendable(defaults)
        self.key = key
    }

    func loadOverrides() throws -> [String: FlagValue] {
        guard let value = defaults.value.object(forKey: key) else { return [:] }
        guard let text = value as? String else {
            throw FlagStorageError(
                .corrupt, "local overrides in UserDefaults key '\(key)' are corrupt (not a string); they were ignored.")
        }
        return try OverrideDocument.decode(Array(text.utf8), source: "UserDefaults key '\(key)'")
    }

    func saveOverrides(_ overrides: [String: FlagValue]) {
        defaults.value.set(OverrideDocument.encode(overrides), forKey: key)
    }
}

/// Local overrides kept in memory only, lost at exit: a store's storage when the app names none.
package final class MemoryOverrideStorage: OverrideMedium {
    private let overrides: Protected<[String: FlagValue]>

    package init(_ overrides: [String: FlagValue] = [:]) {
        self.overrides = Protected(overrides)
    }

    package func loadOverrides() -> [String: FlagValue] {
        overrides.withValue { $0 }
    }

    package func saveOverrides(_ overrides: [String: FlagValue]) {
        self.overrides.withValue { $0 = overrides }
    }

    package func updateOverrides(_ change: (inout [String: FlagValue]) -> Void) -> [String: FlagValue] {
        overrides.withValue { overrides in
            change(&overrides)
            return overrides
        }
    }
}
