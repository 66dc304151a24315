import Foundation

/// Where an install id lives between launches. A storage only reads and writes the text;
/// ``InstallID`` decides what is valid, generates a new id and reports problems.
package protocol InstallIDStorage: Sendable {
    /// The stored text, or `nil` if nothing is stored yet; throws when the storage exists but
    /// can't be read.
    func loadInstallID() throws -> String?

    /// Stores `id`, replacing what was stored, atomically where the medium allows.
    func saveInstallID(_ id: String) throws

    /// Runs `body`, which reads the stored id and saves a new one when needed, while no other
    /// caller of this method on the same medium runs it; throws, without running `body`, when
    /// the lock can't be taken. The default implementation holds one lock shared by every
    /// default implementation in the process; a storage shared between processes implements it
    /// with a lock the medium provides, as the file does.
    func withExclusiveAccess<Result>(_ body: () -> Result) throws -> Result
}

/// Serializes the default ``InstallIDStorage/withExclusiveAccess(_:)`` within the process.
private let defaultAccessLock = Lock()

extension InstallIDStorage {
    package func withExclusiveAccess<Result>(_ body: () -> Result) -> Result {
        defaultAccessLock.withLock(body)
    }
}

/// The install id in a small text file, written atomically, read and created under the lock
/// file local override writers use: ``FlagStore/installID(storedAt:)``.
struct FileInstallIDStorage: InstallIDStorage {
    let url: URL

    func loadInstallID() throws -> String? {
        AtomicFile.removeStaleTemporaryFiles(next: url)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let data = try Data(contentsOf: url)
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func saveInstallID(_ id: String) throws {
        do {
            try AtomicFile.replace(url, with: Data((id + "\n").utf8))
        } catch {
            throw FlagStorageError(.unavailable, "cannot write the install id to \(url.path): \(error.reason).")
        }
    }

    func withExclusiveAccess<Result>(_ body: () -> Result) throws -> Result {
        do {
            return try FileLock.withLock(next: url, body)
        } catch let failure as FileFailure {
            throw FlagStorageError(.unavailable, "cannot lock the install id file \(url.path): \(failure.reason).")
        }
    }
}

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
