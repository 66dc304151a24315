import FeatureFlagKit
import Foundation
import Testing

extension Fuzz {
    /// The cache fuzzer seals its inputs itself. Were ``CacheFileImage`` to fall behind the
    /// library's file format, every input would be refused at the first line and the fuzz run
    /// would still pass, without reaching the parsers behind the checksum.
    @Suite struct CacheFileImageTests {
        @Test func aSealedImageLoadsAsItsPayload() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("FuzzTests-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("cache")
            let payload = Corpus.payloads[1]
            try Data(CacheFileImage(payload: payload, entityTag: "\"sealed-by-the-fuzzer\"").sealed).write(to: file)
            let cached = try #require(try FilePayloadCache(url: file).load(), "the sealed image loaded as no cache")
            #expect(cached.data == Data(payload))
            #expect(cached.entityTag == "\"sealed-by-the-fuzzer\"")
        }
    }
}
