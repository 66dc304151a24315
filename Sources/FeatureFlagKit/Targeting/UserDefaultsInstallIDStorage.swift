import Foundation

/// The install id as a string in `UserDefaults`: ``FlagStore/installID(in:key:)``.
struct UserDefaultsInstallIDStorage: InstallIDStorage {
    let defaults: UncheckedSendable<UserDefaults>
    let key: String

    func loadInstallID() -> String? {
        defaults.value.string(forKey: key)
    }

    func saveInstallID(_ id: String) {
        defaults.value.set(id, forKey: key)
    }
}
