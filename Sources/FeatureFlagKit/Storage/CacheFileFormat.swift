import FlagJSON
import Foundation

/// The bytes of a cache file: a magic line, a JSON header line, a checksum line covering the
/// header and the payload, then the payload.
enum CacheFileFormat {
    struct Corruption: Error {
        let reason: String
    }

    static func encode(_ payload: CachedPayload) -> Data {
        let header = JSONOutput.object([
            ("entityTag", payload.entityTag.map(JSONOutput.string) ?? .null),
            ("fetchedAt", .number(payload.fetchedAt.timeIntervalSince1970)),
        ]).text(singleLineFrom: 0)
        return Data(
            (FilePayloadCache.magic + "\n" + header + "\n" + checksumLine(header: Data(header.utf8), body: payload.data)
                + "\n").utf8)
            + payload.data
    }

    static func decode(_ contents: Data) throws(Corruption) -> CachedPayload {
        let bytes = [UInt8](contents)
        let lines = bytes.split(separator: UInt8(ascii: "\n"), maxSplits: 3, omittingEmptySubsequences: false)
        guard lines.count == 4, String(decoding: lines[0], as: UTF8.self) == FilePayloadCache.magic else {
            throw Corruption(reason: "it doesn't start with the cache header")
        }
        let body = Data(lines[3])
        guard String(decoding: lines[2], as: UTF8.self) == checksumLine(header: Data(lines[1]), body: body) else {
            throw Corruption(reason: "its checksum doesn't match its contents")
        }
        let header: [String: JSONValue]
        do {
            let members = try JSONParser.parse(Array(lines[1]), maximumDepth: 2).objectValue ?? []
            header = Dictionary(members.map { ($0.key, $0.value) }) { first, _ in first }
        } catch {
            throw Corruption(reason: "its header is not valid JSON: \(error.message)")
        }
        // The checksum covers the header and the payload, so the payload's length is known.
        guard case .number(let fetchedAt)? = header["fetchedAt"]?.content, fetchedAt.isFinite else {
            throw Corruption(reason: "its header doesn't describe the payload")
        }
        return CachedPayload(
            data: body, entityTag: header["entityTag"]?.stringValue, fetchedAt: Date(timeIntervalSince1970: fetchedAt))
    }

    /// `checksum <hex>` over the header line and the payload.
    private static func checksumLine(header: Data, body: Data) -> String {
        "checksum " + String(Checksum.fnv1a(header + Data([0x0A]) + body), radix: 16)
    }
}
