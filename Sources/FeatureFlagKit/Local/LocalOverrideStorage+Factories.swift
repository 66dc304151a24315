import Foundation

extension LocalOverrideStorage where Self == FileOverrideStorage {
    /// Local overrides in a JSON file at `url`, written atomically and durably, shareable
    /// between processes; the folder is created on the first save.
    ///
    /// ```swift
    /// settings.localOverrideStorage = .file(groupContainer.appendingPathComponent("flag-overrides.json"))
    /// ```
    ///
    /// - Parameter url: the overrides file's location.
    /// - Returns: a ``FileOverrideStorage`` for the file at `url`.
    public static func file(_ url: URL) -> FileOverrideStorage {
        FileOverrideStorage(url: url)
    }
}

extension LocalOverrideStorage where Self == UserDefaultsOverrideStorage {
    /// Local overrides in `defaults`, as one JSON value under `key`.
    ///
    /// ```swift
    /// settings.localOverrideStorage = .userDefaults()
    /// ```
    ///
    /// - Parameters:
    ///   - defaults: the defaults database to store the overrides in; `.standard` by default, or
    ///     an App Group suite to share them with an extension.
    ///   - key: the defaults key the overrides are stored under.
    /// - Returns: a ``UserDefaultsOverrideStorage`` for `key` in `defaults`.
    public static func userDefaults(
        _ defaults: UserDefaults = .standard, key: String = "FeatureFlagKit.localOverrides"
    ) -> UserDefaultsOverrideStorage {
        UserDefaultsOverrideStorage(defaults: defaults, key: key)
    }
}
