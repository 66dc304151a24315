import Foundation

/// The last known good payload in one file, replaced atomically: the new contents are
/// written to a temporary file in the same folder, flushed, and renamed over the old file, so
/// a crash at any moment leaves the old payload or the new one, never a mix.
///
/// The file starts with a header line holding the entity tag and the fetch time, and a
/// checksum of that header and the payload, followed by the payload bytes; anything that
/// doesn't match is reported as corrupt.
public struct FilePayloadCache: PayloadCache {
    static let magic = "FeatureFlagKit payload cache 3"

    package let url: URL

    /// Creates a cache at `url`; its folder is created on the first save.
    ///
    /// - Parameter url: the cache file's location.
    public init(url: URL) {
        self.url = url
    }

    /// The cached payload, or `nil` if the file doesn't exist.
    ///
    /// - Returns: the payload last saved, with its entity tag and fetch time, or `nil` if the
    ///   file doesn't exist.
    /// - Throws: ``FlagStorageError`` (``FlagStorageError/Kind/unavailable``) if the file can't
    ///   be read, or (``FlagStorageError/Kind/corrupt``) if its header or checksum doesn't match.
    public func load() throws(FlagStorageError) -> CachedPayload? {
        AtomicFile.removeStaleTemporaryFiles(next: url)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let contents: Data
        do {
            contents = try Data(contentsOf: url)
        } catch {
            throw FlagStorageError(
                .unavailable, "cannot read the payload cache \(url.path): \(error.localizedDescription)")
        }
        do {
            return try CacheFileFormat.decode(contents)
        } catch {
            throw FlagStorageError(
                .corrupt, "the payload cache \(url.path) is corrupt (\(error.reason)); it was ignored.")
        }
    }

    /// Writes `payload` atomically.
    ///
    /// - Parameter payload: the payload that replaces the cached one.
    /// - Throws: ``FlagStorageError`` (``FlagStorageError/Kind/unavailable``) if the folder or
    ///   the file can't be written; the old payload is then left as it was.
    public func save(_ payload: CachedPayload) throws(FlagStorageError) {
        do {
            try AtomicFile.replace(url, with: CacheFileFormat.encode(payload))
        } catch {
            throw FlagStorageError(.unavailable, "cannot write the payload cache \(url.path): \(error.reason)")
        }
    }
}
