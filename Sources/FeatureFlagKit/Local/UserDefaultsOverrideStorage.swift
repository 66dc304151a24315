import Foundation

/// Local overrides in `UserDefaults`, as one JSON string under one key.
///
/// One value rather than one key per flag: filling `UserDefaults` key by key is slow
/// (quadratic on Linux: 10,000 keys took 4.7 s), and one value is written atomically.
///
/// Stores in one process that share a suite never lose each other's changes: updates re-read
/// the value and are serialized (the default ``LocalOverrideStorage/updateOverrides(_:)``).
/// `UserDefaults` offers no lock across processes, so an app and its extension saving at the
/// same moment to one App Group suite can lose one of the two changes; share a
/// ``FileOverrideStorage`` in the group container for that.
public struct UserDefaultsOverrideStorage: LocalOverrideStorage {
    /// The defaults key the overrides are stored under.
    package let key: String
    private let defaults: UncheckedSendable<UserDefaults>

    /// Creates a storage in `defaults` under `key`. Apps write ``LocalOverrideStorage/userDefaults(_:key:)``.
    init(defaults: UserDefaults, key: String) {
        self.defaults = UncheckedSendable(defaults)
        self.key = key
    }

    /// The stored overrides, or none if the key is absent.
    ///
    /// - Returns: the overrides, keyed by flag key; empty if the key is absent.
    /// - Throws: ``FlagStorageError`` (``FlagStorageError/Kind/corrupt``) if the value isn't a
    ///   string holding a valid overrides document.
    public func loadOverrides() throws -> [String: FlagValue] {
        guard let value = defaults.value.object(forKey: key) else { return [:] }
        guard let text = value as? String else {
            throw FlagStorageError(
                .corrupt, "local overrides in UserDefaults key '\(key)' are corrupt (not a string); they were ignored.")
        }
        return try OverrideDocument.decode(Array(text.utf8), source: "UserDefaults key '\(key)'")
    }

    /// Stores `overrides`, replacing the previous ones.
    ///
    /// - Parameter overrides: every override to store, keyed by flag key.
    public func saveOverrides(_ overrides: [String: FlagValue]) {
        defaults.value.set(OverrideDocument.encode(overrides), forKey: key)
    }
}
