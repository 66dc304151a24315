import FlagGenerator
import Testing

@Suite struct BadManifestTests {
    @Test(
        arguments: BadManifest.all + BadManifest.hostileText + BadManifest.outsized + BadManifest.variants
            + BadManifest.multivariate + BadManifest.typed)
    func reportsEveryProblemAtItsLocation(_ manifest: BadManifest) {
        let result = ManifestDecoder.decode(Array(manifest.text.utf8))
        #expect(result.diagnostics.inFileOrder.map(\.description) == manifest.expected)
        #expect((result.manifest == nil) == manifest.expected.contains { $0.contains(": error: ") })
    }

    @Test func containsAtLeastThirtyCases() {
        #expect(BadManifest.all.count >= 30)
    }

    @Test func reportsNonUTF8BytesInsideAName() {
        let bytes =
            Array(#"{"version": 1, "flags": [{"name": "a"#.utf8) + [0xFF] + Array(#"", "enabled": true}]}"#.utf8)
        let result = ManifestDecoder.decode(bytes)
        #expect(
            result.diagnostics.map(\.description) == [
                "1:37: error: invalid UTF-8 (byte 0xFF) inside a string; save the file as UTF-8."
            ])
    }

    @Test func reportsHundredThousandLevelsOfNestingWithoutCrashing() {
        let bytes = Array(#"{"version": 1, "flags": "#.utf8) + Array(repeating: UInt8(ascii: "["), count: 100_000)
        let result = ManifestDecoder.decode(bytes)
        #expect(
            result.diagnostics.map(\.description) == [
                "1:536: error: arrays and objects are nested more than 512 levels deep; flatten the document."
            ])
    }

    @Test func acceptsAByteOrderMark() {
        let result = ManifestDecoder.decode([0xEF, 0xBB, 0xBF] + Array(#"{"version": 1, "flags": []}"#.utf8))
        #expect(result.diagnostics.isEmpty)
        #expect(result.manifest != nil)
    }
}
