import FlagJSON
import FlaggenCommandLine
import FlaggenCommands
import Foundation
import Testing

/// The manifest `flaggen init` scaffolds is valid for the shipped schema it points at.
@Suite struct ScaffoldSchemaTests {
    @Test func theScaffoldedManifestIsValidForTheSchema() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("schema-init-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let schema = SchemaAgreementTests.repository.appendingPathComponent("Schemas/flags.schema.json").path
        #expect(FlaggenTool.run(["init", folder.path, "--schema", schema], output: DiscardedOutput()) == .success)
        let manifest = try Data(contentsOf: folder.appendingPathComponent("Sources/Flags/flags.json"))
        #expect(SchemaAgreementTests.manifestSchema.problems(in: try JSONParser.parse(Array(manifest))) == [])
    }
}

/// An output sink that keeps nothing.
private struct DiscardedOutput: OutputSink {
    func writeOutput(_ text: String) {}
    func writeError(_ text: String) {}
}
