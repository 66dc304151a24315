/// MurmurHash3, x86 32-bit variant (Austin Appleby's public-domain design), fed incrementally
/// so that a shared prefix can be hashed once and the state reused.
///
/// ```swift
/// MurmurHash3.hash(Array("Hello, world!".utf8), seed: 1234) // 0xFAF6CDB3
/// ```
package struct MurmurHash3: Sendable, Hashable {
    private static let c1: UInt32 = 0xcc9e_2d51
    private static let c2: UInt32 = 0x1b87_3593

    private var h1: UInt32
    /// Bytes not yet mixed, little-endian, fewer than four.
    private var pending: UInt32 = 0
    private var pendingCount = 0
    private var length = 0

    /// A hasher that has seen no bytes yet.
    package init(seed: UInt32 = 0) {
        h1 = seed
    }

    /// The hash of `bytes`.
    package static func hash(_ bytes: some Sequence<UInt8>, seed: UInt32 = 0) -> UInt32 {
        var hasher = MurmurHash3(seed: seed)
        hasher.combine(bytes)
        return hasher.finalize()
    }

    /// Feeds `bytes` after everything fed so far.
    package mutating func combine(_ bytes: some Sequence<UInt8>) {
        let isContiguous = bytes.withContiguousStorageIfAvailable { combine(contiguous: $0) } != nil
        if !isContiguous {
            for byte in bytes { combine(byte) }
        }
    }

    /// Feeds `buffer`, mixing whole four-byte blocks straight from memory once aligned.
    private mutating func combine(contiguous buffer: UnsafeBufferPointer<UInt8>) {
        var index = 0
        while pendingCount != 0, index < buffer.count {
            combine(buffer[index])
            index += 1
        }
        let raw = UnsafeRawBufferPointer(buffer)
        while buffer.count - index >= 4 {
            pending = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt32.self))
            mixBlock()
            index += 4
        }
        while index < buffer.count {
            combine(buffer[index])
            index += 1
        }
    }

    private mutating func combine(_ byte: UInt8) {
        pending |= UInt32(byte) << (8 * UInt32(pendingCount))
        pendingCount += 1
        if pendingCount == 4 {
            mixBlock()
        }
    }

    /// The hash of every byte fed so far; the hasher itself is unchanged.
    package func finalize() -> UInt32 {
        var hash = h1
        if pendingCount > 0 {
            hash ^= Self.scramble(pending)
        }
        hash ^= UInt32(truncatingIfNeeded: length + pendingCount)
        hash ^= hash >> 16
        hash &*= 0x85eb_ca6b
        hash ^= hash >> 13
        hash &*= 0xc2b2_ae35
        hash ^= hash >> 16
        return hash
    }

    private mutating func mixBlock() {
        h1 ^= Self.scramble(pending)
        h1 = h1 << 13 | h1 >> 19
        h1 = h1 &* 5 &+ 0xe654_6b64
        length += 4
        pending = 0
        pendingCount = 0
    }

    private static func scramble(_ block: UInt32) -> UInt32 {
        var k = block &* c1
        k = k << 15 | k >> 17
        return k &* c2
    }
}
