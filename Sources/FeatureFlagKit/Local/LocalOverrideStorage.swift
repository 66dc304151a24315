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
