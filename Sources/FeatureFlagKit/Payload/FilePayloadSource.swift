import Foundation

/// Reads a payload from a file: one bundled with the app, or written by a tool.
///
/// Its entity tag is a checksum of the contents, so fetching an unchanged file answers
/// ``FetchResult/unchanged`` and applies nothing.
public struct FilePayloadSource: PayloadSource {
    package let url: URL
    /// The largest file accepted, in bytes.
    package let sizeLimit: Int

    /// Creates a source for the file at `url`.
    ///
    /// - Parameters:
    ///   - url: the payload file's location.
    ///   - sizeLimit: the largest file accepted, in bytes.
    public init(url: URL, sizeLimit: Int = Defaults.payloadSizeLimit) {
        self.url = url
        self.sizeLimit = sizeLimit
    }

    /// Reads the file.
    ///
    /// - Parameter entityTag: the tag of the payload the caller already has, if any.
    /// - Returns: ``FetchResult/unchanged`` if the file's checksum is `entityTag`, otherwise
    ///   the file's contents with their checksum as the entity tag.
    /// - Throws: ``PayloadSourceError`` (``PayloadSourceError/Kind/tooLarge``) if the file is
    ///   larger than the size limit, or (``PayloadSourceError/Kind/other``) if it can't be read.
    public func fetch(ifNoneMatch entityTag: String?) async throws(PayloadSourceError) -> FetchResult {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        if let size = attributes?[.size] as? Int, size > sizeLimit {
            throw PayloadSourceError(.tooLarge, "\(url.path) is \(size) bytes; the limit is \(sizeLimit) bytes.")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw PayloadSourceError(.other, "cannot read \(url.path): \(error.localizedDescription)")
        }
        guard data.count <= sizeLimit else {
            throw PayloadSourceError(.tooLarge, "\(url.path) is \(data.count) bytes; the limit is \(sizeLimit) bytes.")
        }
        let tag = Checksum.entityTag(of: data)
        return tag == entityTag ? .unchanged : .payload(data, entityTag: tag)
    }
}
