import Foundation

/// The bytes of a `FilePayloadCache` file, written independently of the library so that
/// mutated headers and payloads can be sealed with a matching checksum and reach the parsers
/// behind the checksum: a magic line, a JSON header line, `checksum <FNV-1a 64 in hex>` over
/// the header line, a newline and the payload, then the payload.
struct CacheFileImage {
    static let magic = Array("FeatureFlagKit payload cache 3".utf8)

    var header: [UInt8]
    var payload: [UInt8]

    /// A well-formed header for `payload`.
    init(payload: [UInt8], entityTag: String = "\"fnv1a-1\"", fetchedAt: Double = 1_790_000_000.5) {
        header = Array(#"{"entityTag": \#(RandomJSON.quoted(entityTag)), "fetchedAt": \#(fetchedAt)}"#.utf8)
        self.payload = payload
    }

    /// The file's bytes, with the checksum of this header and payload.
    var sealed: [UInt8] {
        let newline = UInt8(ascii: "\n")
        let checksum = Array("checksum \(String(Self.fnv1a(header + [newline] + payload), radix: 16))".utf8)
        return Self.magic + [newline] + header + [newline] + checksum + [newline] + payload
    }

    private static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        bytes.reduce(0xCBF2_9CE4_8422_2325) { hash, byte in (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    }
}
