/// MurmurHash3, x86 32-bit variant (Austin Appleby's public-domain design).
///
/// ```swift
/// MurmurHash3.hash(Array("Hello, world!".utf8), seed: 1234) // 0xFAF6CDB3
/// ```
package enum MurmurHash3 {
    /// The hash of `bytes`: an array, or a buffer.
    package static func hash<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, seed: UInt32 = 0) -> UInt32
    where Bytes.Index == Int {
        var hash = seed
        let blocks = bytes.count / 4
        for block in 0..<blocks {
            let at = bytes.startIndex + block * 4
            let word =
                UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3])
                << 24
            hash ^= scramble(word)
            hash = (hash << 13 | hash >> 19) &* 5 &+ 0xe654_6b64
        }
        var tail: UInt32 = 0
        for (shift, byte) in bytes[(bytes.startIndex + blocks * 4)...].enumerated() {
            tail |= UInt32(byte) << (8 * UInt32(shift))
        }
        if bytes.count % 4 != 0 { hash ^= scramble(tail) }
        hash ^= UInt32(truncatingIfNeeded: bytes.count)
        hash ^= hash >> 16
        hash &*= 0x85eb_ca6b
        hash ^= hash >> 13
        hash &*= 0xc2b2_ae35
        hash ^= hash >> 16
        return hash
    }

    private static func scramble(_ block: UInt32) -> UInt32 {
        let k = block &* 0xcc9e_2d51
        return (k << 15 | k >> 17) &* 0x1b87_3593
    }
}
