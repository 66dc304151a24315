import FeatureFlagKit
import FlagGenerator
import Foundation
import ManifestVocabulary
import Testing

/// The metadata table the generator writes into `FeatureFlag.swift`, read back with the
/// runtime's reader, gives every flag's fields exactly as the manifest declares them.
@Suite struct MetadataTableAgreementTests {
    @Test(arguments: GoldenFileTests.cases)
    func theGeneratedTableReadsBackAsTheManifestDeclaresIt(_ name: String) throws {
        let url = GoldenFileTests.goldenDirectory.appendingPathComponent("\(name)/flags.json")
        let result = GeneratorPipeline.run(
            Array(try Data(contentsOf: url)), sourceName: "flags.json", today: GoldenFileTests.today)
        let manifest = try #require(result.manifest)
        let files = result.files
        let source = try #require(files.first { $0.name == "FeatureFlag.swift" }).contents
        let metadata = try FlagMetadataRow.table(try Self.tableLiteral(in: source))
        #expect(metadata.count == manifest.flags.count)
        for (read, flag) in zip(metadata, manifest.flags) {
            #expect(
                read.name == flag.name && read.key == flag.key && read.description == flag.description, "\(flag.name)")
            #expect(read.variants == flag.value.options, "\(flag.name)")
            #expect(read.owner == flag.owner && read.expires == flag.expires.map { "\($0)" }, "\(flag.name)")
            #expect(
                read.remotePolicy == flag.remote && read.allowsLocalOverride == flag.allowsLocalOverride, "\(flag.name)"
            )
        }
    }

    /// The contents of the raw multi-line string passed to `FlagMetadataTable(json:)`.
    private static func tableLiteral(in source: String) throws -> String {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0.contains("FlagMetadataTable(json: ") })
        let end = try #require(
            lines[start...].firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix("\"\"\"") })
        return lines[(start + 1)..<end].joined(separator: "\n")
    }
}
