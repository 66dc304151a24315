import Foundation

extension LocalOverrideStorage where Self == FileOverrideStorage {
    /// Local overrides in a JSON file at `url`, written atomically and durably, shareable
    /// between processes; the folder is created on the first save.
    ///
    /// ```swift
    /// settings.localOverrideStorage = .file(groupContainer.appendingPathComponent("flag-overrides.json"))
    /// ```
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
    public static func userDefaults(
        _ defaults: UserDefaults = .standard, key: String = "FeatureFlagKit.localOverrides"
    ) -> UserDefaultsOverrideStorage {
        UserDefaultsOverrideStorage(defaults: defaults, key: key)
    }
}
