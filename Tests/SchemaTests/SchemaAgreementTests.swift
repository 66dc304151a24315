import FeatureFlagKit
import FlagGenerator
import FlagJSON
import FlaggenCommands
import Foundation
import Testing

/// The shipped JSON Schemas against the validators the tools and the app run, on a shared
/// corpus: every example in the repository, and bad inputs of every kind a schema can express.
@Suite struct SchemaAgreementTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let manifestSchema = try! SchemaValidator(schema: JSONSchemas.manifest)
    static let payloadSchema = try! SchemaValidator(schema: JSONSchemas.payload)

    /// Every `flags.json` in the repository, and every JSON example in the README.
    static let exampleManifests: [String] = {
        let files = (FileManager.default.enumerator(atPath: repository.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix("flags.json") && !$0.hasPrefix(".build") }
        return files.sorted() + readmeManifests
    }()

    /// The README's JSON code blocks; empty if it can't be read, which
    /// `theReadmeYieldsItsExamples` reports.
    static let readmeExamples = (try? readmeJSONBlocks()) ?? []
    static let readmeManifests = readmeExamples.filter { $0.contains("\"flags\": [") }
    static let readmePayloads = readmeExamples.filter { $0.contains("\"flags\": {") }

    static func readmeJSONBlocks() throws -> [String] {
        let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
        return readme.components(separatedBy: "```json\n").dropFirst().compactMap {
            $0.components(separatedBy: "```").first
        }
    }

    @Test func theReadmeYieldsItsExamples() throws {
        #expect(try Self.readmeJSONBlocks() == Self.readmeExamples)
        #expect(Self.readmeManifests.count == 1, "the manifest under 'flags.json, version 1'")
        #expect(Self.readmePayloads.count == 1, "the payload under 'Remote payload, version 1'")
        #expect(
            Self.readmeManifests.count + Self.readmePayloads.count == Self.readmeExamples.count,
            "every block is checked")
    }

    /// The README's tour shows this package's own `flags.json` (without its `"$schema"`, a file
    /// readers don't have), the manifest its Swift examples are compiled against: a reader who
    /// copies the manifest and the examples gets code that builds.
    @Test func theReadmeManifestIsThePackagesOwn() throws {
        let readme = try JSONSerialization.jsonObject(with: Data(try #require(Self.readmeManifests.first).utf8))
        var own = try #require(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: Self.repository.appendingPathComponent("flags.json")))
                as? [String: Any])
        own["$schema"] = nil
        #expect((readme as? NSDictionary) == own as NSDictionary, "the README's manifest differs from flags.json")
    }

    @Test func theValidatorAppliesEveryKeywordOfTheSchemas() {
        #expect(Self.manifestSchema.unsupportedKeywords == [])
        #expect(Self.payloadSchema.unsupportedKeywords == [])
    }

    @Test func theShippedFilesAreThePrintedSchemas() throws {
        #expect(
            try String(contentsOf: Self.repository.appendingPathComponent("Schemas/flags.schema.json"), encoding: .utf8)
                == JSONSchemas.manifest)
        #expect(
            try String(
                contentsOf: Self.repository.appendingPathComponent("Schemas/payload.schema.json"), encoding: .utf8)
                == JSONSchemas.payload)
    }

    @Test func everyExampleManifestIsValidForBoth() throws {
        #expect(Self.exampleManifests.count >= 10)
        for example in Self.exampleManifests {
            let text =
                example.hasPrefix("{")
                ? example : try String(contentsOf: Self.repository.appendingPathComponent(example), encoding: .utf8)
            #expect(Self.manifestSchema.problems(in: try JSONParser.parse(Array(text.utf8))) == [], "\(example)")
            #expect(!ManifestDecoder.decode(Array(text.utf8)).diagnostics.containsErrors, "\(example)")
        }
    }

    @Test func aManifestAtTheDecodersLimitsIsValidForBoth() throws {
        let manifest = ManifestCorpus.atTheLimits
        #expect(Self.manifestSchema.problems(in: try JSONParser.parse(Array(manifest.utf8))) == [])
        #expect(!ManifestDecoder.decode(Array(manifest.utf8)).diagnostics.containsErrors)
    }

    @Test(arguments: ManifestCorpus.expressible)
    func schemaAndDecoderRejectTheSameManifests(_ manifest: String) throws {
        let schemaAccepts = Self.manifestSchema.problems(in: try JSONParser.parse(Array(manifest.utf8))).isEmpty
        let decoderAccepts = !ManifestDecoder.decode(Array(manifest.utf8)).diagnostics.containsErrors
        #expect(schemaAccepts == decoderAccepts)
        #expect(!decoderAccepts, "every corpus entry is broken")
    }

    @Test(arguments: ManifestCorpus.beyondTheSchema)
    func someRulesOnlyTheDecoderKnows(_ manifest: String) throws {
        #expect(Self.manifestSchema.problems(in: try JSONParser.parse(Array(manifest.utf8))) == [])
        #expect(ManifestDecoder.decode(Array(manifest.utf8)).diagnostics.containsErrors)
    }

    @Test(arguments: PayloadCorpus.valid + PayloadCorpus.invalid + readmePayloads)
    func schemaAndRuntimeAgreeOnPayloads(_ payload: String) throws {
        let schemaAccepts = Self.payloadSchema.problems(in: try JSONParser.parse(Array(payload.utf8))).isEmpty
        let runtimeAccepts = (try? RemotePayload.decode(Array(payload.utf8)))?.diagnostics.isEmpty ?? false
        #expect(schemaAccepts == runtimeAccepts)
        #expect(runtimeAccepts == !PayloadCorpus.invalid.contains(payload))
    }
}
