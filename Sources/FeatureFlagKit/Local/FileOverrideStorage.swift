import Foundation

/// Local overrides in a JSON file: ``LocalOverrideStorage/file(_:)``.
struct FileOverrideStorage: OverrideMedium {
    let url: URL

    func loadOverrides() throws -> [String: FlagValue] {
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

    func saveOverrides(_ overrides: [String: FlagValue]) throws {
        try withWriteLock { try write(overrides) }
    }

    func updateOverrides(_ change: (inout [String: FlagValue]) -> Void) throws -> [String: FlagValue] {
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
        } catch let failure as FileFailure {
            throw FlagStorageError(.unavailable, "cannot write local overrides to \(url.path): \(failure.reason).")
        }
    }
}
