import FeatureFlagKit
import Testing

@Suite struct MurmurHash3Tests {
    /// Published MurmurHash3_x86_32 test vectors (the widely shared set from SMHasher users:
    /// empty input with several seeds, every tail length, non-ASCII UTF-8).
    static let vectors: [(input: [UInt8], seed: UInt32, hash: UInt32)] = [
        ([], 0, 0),
        ([], 1, 0x514E_28B7),
        ([], 0xFFFF_FFFF, 0x81F1_6F39),
        ([0xFF, 0xFF, 0xFF, 0xFF], 0, 0x7629_3B50),
        ([0x21, 0x43, 0x65, 0x87], 0, 0xF55B_516B),
        ([0x21, 0x43, 0x65, 0x87], 0x5082_EDEE, 0x2362_F9DE),
        ([0x21, 0x43, 0x65], 0, 0x7E4A_8634),
        ([0x21, 0x43], 0, 0xA0F7_B07A),
        ([0x21], 0, 0x7266_1CF4),
        ([0, 0, 0, 0], 0, 0x2362_F9DE),
        ([0, 0, 0], 0, 0x85F0_B427),
        ([0, 0], 0, 0x30F4_C306),
        ([0], 0, 0x514E_28B7),
        (Array("Hello, world!".utf8), 1234, 0xFAF6_CDB3),
        (Array("Hello, world!".utf8), 4321, 0xBF50_5788),
        (Array("Hello, world!".utf8), 0x9747_B28C, 0x2488_4CBA),
        (Array("ππππππππ".utf8), 0x9747_B28C, 0xD580_63C1),
        (Array("a".utf8), 0x9747_B28C, 0x7FA0_9EA6),
        (Array("aa".utf8), 0x9747_B28C, 0x5D21_1726),
        (Array("aaa".utf8), 0x9747_B28C, 0x283E_0130),
        (Array("aaaa".utf8), 0x9747_B28C, 0x5A97_808A),
        (Array("abc".utf8), 0, 0xB3DD_93FA),
        (Array("The quick brown fox jumps over the lazy dog".utf8), 0x9747_B28C, 0x2FA8_26CD),
        (Array(repeating: UInt8(ascii: "a"), count: 256), 0x9747_B28C, 0x3740_5BDC),
    ]

    @Test(arguments: vectors)
    func matchesPublishedVectors(input: [UInt8], seed: UInt32, hash: UInt32) {
        #expect(MurmurHash3.hash(input, seed: seed) == hash)
    }

    @Test func theDefaultSeedIsZero() {
        #expect(MurmurHash3.hash([0x21, 0x43, 0x65, 0x87]) == 0xF55B_516B)
    }
}
