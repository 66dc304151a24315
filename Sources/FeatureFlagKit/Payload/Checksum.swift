import Foundation

/// FNV-1a, 64 bits: a fast checksum for entity tags and cache integrity (not for security).
/// Package-wide: the CloudKit source tags its payloads the same way.
package enum Checksum {
    package static func fnv1a(_ data: Data) -> UInt64 {
        data.reduce(0xCBF2_9CE4_8422_2325) { hash, byte in (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    }

    /// A quoted entity tag, like an HTTP server's.
    package static func entityTag(of data: Data) -> String {
        "\"fnv1a-\(String(fnv1a(data), radix: 16))\""
    }
}
