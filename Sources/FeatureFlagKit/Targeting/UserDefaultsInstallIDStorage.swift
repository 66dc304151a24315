import Foundation

/// The install id as a string in `UserDefaults`: ``FlagStore/installID(in:key:)``.
struct UserDefaultsInstallIDStorage: InstallIDStorage {
    private let defaults: UncheckedSendable<UserDefaults>
    private let key: String

    init(defaults: UserDefaults, key: String) {
        self.defaults = UncheckedSendable(defaults)
        self.key = key
    }

    /// The stored string; a value of another type is described, so that it is reported as not
    /// a UUID and replaced rather than silently overwritten.
    func loadInstallID() -> String? {
        defaults.value.object(forKey: key).map { $0 as? String ?? String(describing: $0) }
    }

    func saveInstallID(_ id: String) {
        defaults.value.set(id, forKey: key)
    }
}
