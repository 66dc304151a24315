import Foundation

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
