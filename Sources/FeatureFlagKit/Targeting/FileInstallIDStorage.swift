import Foundation

/// The install id in a small text file, written atomically (temporary file, `fsync`, rename,
/// `fsync` of the folder) like ``FileOverrideStorage``, so a crash leaves the old id or the new.
///
/// Reading the id and creating it when there is none happen under the lock file
/// ``FileOverrideStorage`` writers use (`<file name>.lock` next to the file), so processes that
/// share the file (an app and its extension, in a shared container) and start at the same time
/// all use one id, the one in the file.
///
/// Keep it next to the local overrides, e.g. `installation-id.txt` in the same folder: both
/// belong to the installation and go away with it.
///
/// On tvOS an app can write only to its Caches and temporary folders, which the system may
/// purge; a purged id is replaced by a new one, and the device changes rollout buckets. There,
/// keep the id with an ``InstallIDStorage`` of your own over `UserDefaults`.
public struct FileInstallIDStorage: InstallIDStorage {
    package let url: URL

    /// Creates a storage for `url`; its folder is created on the first save.
    ///
    /// - Parameter url: the install id file's location.
    public init(url: URL) {
        self.url = url
    }

    /// The file's text without surrounding white space, or `nil` if the file doesn't exist.
    ///
    /// - Returns: the stored text, which ``FlagStore/installID(from:)`` checks, or `nil` if the
    ///   file doesn't exist.
    /// - Throws: the file system's error when the file exists but can't be read.
    public func loadInstallID() throws -> String? {
        AtomicFile.removeStaleTemporaryFiles(next: url)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let data = try Data(contentsOf: url)
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Writes `id` and a newline to the file atomically.
    ///
    /// - Parameter id: the install id to store.
    /// - Throws: an error describing the file when its folder or the file can't be written.
    public func saveInstallID(_ id: String) throws {
        do {
            try AtomicFile.replace(url, with: Data((id + "\n").utf8))
        } catch {
            throw InstallIDStorageFailure(description: "cannot write the install id to \(url.path): \(error.reason).")
        }
    }

    /// Runs `body` while holding `<file name>.lock` next to the file (an advisory `flock`, the
    /// lock ``FileOverrideStorage`` writers take) and a lock for the path within the process,
    /// so stores in several processes sharing the file (an app and its extension) read or
    /// create one id.
    ///
    /// - Parameter body: the code that reads, and if needed creates and saves, the id.
    /// - Returns: what `body` returns.
    /// - Throws: an error describing the lock file when the lock can't be taken; `body` has not
    ///   run then.
    public func withExclusiveAccess<Result>(_ body: () -> Result) throws -> Result {
        do {
            return try FileLock.withLock(next: url, body)
        } catch let failure as FileLock.Failure {
            throw InstallIDStorageFailure(
                description: "cannot lock the install id file \(url.path): \(failure.reason).")
        }
    }
}

/// Why a ``FileInstallIDStorage`` couldn't save.
struct InstallIDStorageFailure: Error, CustomStringConvertible {
    let description: String
}
