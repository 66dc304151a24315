import Foundation

/// Local overrides in a JSON file, written atomically (temporary file, `fsync`, rename, `fsync`
/// of the folder), so a crash or a power loss leaves the old file or the new one.
///
/// ```json
/// { "version": 1, "overrides": { "newEditor": true } }
/// ```
///
/// Writers lock `<file name>.lock` next to the file, so stores in several processes (an app
/// and its extension, in a shared container) can share one file: each update reads the file,
/// changes its own keys and writes it back while holding the lock.
///
/// iOS ends an app that is suspended while it holds a lock on a file in a shared App Group
/// container (exception code `0xdead10cc`). The lock is held only for one read and write, but
/// change shared overrides from the foreground, not as the app goes to the background. On tvOS,
/// where an app may write only to folders the system purges, prefer
/// ``LocalOverrideStorage/userDefaults(_:key:)``.
public struct FileOverrideStorage: LocalOverrideStorage {
    package let url: URL

    /// The overrides in the file, or none if it doesn't exist.
    ///
    /// - Returns: the overrides, keyed by flag key; empty if the file doesn't exist.
    /// - Throws: ``FlagStorageError`` (``FlagStorageError/Kind/unavailable``) if the file can't
    ///   be read, or (``FlagStorageError/Kind/corrupt``) if it isn't a valid overrides document.
    public func loadOverrides() throws -> [String: FlagValue] {
        AtomicFile.removeStaleTemporaryFiles(next: url)
        guard FileManager.default.fileExists(atPath: url.path) else { return [:] }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw FlagStorageError(
                .unavailable, "cannot read local overrides from \(url.path): \(error.localizedDescription)")
        }
        return try OverrideDocument.decode(Array(data), source: url.path)
    }

    /// Writes `overrides` to the file atomically, replacing what it holds.
    ///
    /// - Parameter overrides: every override to store, keyed by flag key.
    /// - Throws: ``FlagStorageError`` (``FlagStorageError/Kind/unavailable``) if the lock file
    ///   or the file can't be written.
    public func saveOverrides(_ overrides: [String: FlagValue]) throws {
        try withWriteLock { try write(overrides) }
    }

    /// Reads the file, applies `change` and writes the result while holding the lock file, so
    /// no other process or thread writes in between.
    ///
    /// - Parameter change: a closure that changes the stored overrides in place; a corrupt
    ///   file counts as no overrides.
    /// - Returns: the overrides now stored, keyed by flag key.
    /// - Throws: ``FlagStorageError`` (``FlagStorageError/Kind/unavailable``) if the file can't
    ///   be read or written, or the lock can't be taken; nothing is written then.
    public func updateOverrides(_ change: (inout [String: FlagValue]) -> Void) throws -> [String: FlagValue] {
        try withWriteLock { try changeStoredOverrides(change, saving: write) }
    }

    private func write(_ overrides: [String: FlagValue]) throws(FlagStorageError) {
        do {
            try AtomicFile.replace(url, with: Data(OverrideDocument.encode(overrides).utf8))
        } catch {
            throw FlagStorageError(.unavailable, "cannot write local overrides to \(url.path): \(error.reason).")
        }
    }

    private func withWriteLock<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            return try FileLock.withLock(next: url, body)
        } catch let failure as FileLock.Failure {
            throw FlagStorageError(.unavailable, "cannot write local overrides to \(url.path): \(failure.reason).")
        }
    }
}
