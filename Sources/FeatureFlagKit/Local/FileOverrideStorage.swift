import Foundation

/// Local overrides in a JSON file, written atomically (temporary file, `fsync`, rename), so
/// a crash leaves the old file or the new one.
///
/// ```json
/// { "version": 1, "overrides": { "newEditor": true } }
/// ```
public struct FileOverrideStorage: LocalOverrideStorage {
    /// The file.
    public let url: URL

    /// Creates a storage for `url`; its folder is created on the first save.
    public init(url: URL) {
        self.url = url
    }

    /// The overrides in the file, or none if it doesn't exist.
    public func loadOverrides() throws -> [String: Bool] {
        AtomicFile.removeStaleTemporaryFiles(next: url)
        guard FileManager.default.fileExists(atPath: url.path) else { return [:] }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw LocalOverrideStorageError(.unavailable, "cannot read local overrides from \(url.path): \(error.localizedDescription)")
        }
        return try OverrideDocument.decode(Array(data), source: url.path)
    }

    /// Writes `overrides` to the file atomically.
    public func saveOverrides(_ overrides: [String: Bool]) throws {
        do {
            try AtomicFile.replace(url, with: Data(OverrideDocument.encode(overrides).utf8))
        } catch {
            throw LocalOverrideStorageError(.unavailable, "cannot write local overrides to \(url.path): \(error.reason)")
        }
    }
}
