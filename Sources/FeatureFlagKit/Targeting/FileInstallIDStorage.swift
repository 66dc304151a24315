import Foundation

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
