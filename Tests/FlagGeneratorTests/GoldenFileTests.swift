import FlagGenerator
import Foundation
import Testing

/// Manifests in `Golden/<case>/flags.json` and the files `flaggen generate` must write for them,
/// compared byte for byte. Run with `FLAGGEN_RECORD_GOLDEN=1` to rewrite the expected files,
/// then review the change with `git diff`.
@Suite struct GoldenFileTests {
    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Golden")
    static let cases = (try? FileManager.default.contentsOfDirectory(atPath: goldenDirectory.path).sorted()) ?? []
    /// A fixed date, so expiry (and so deprecation) doesn't depend on when the tests run.
    static let today = CalendarDate(year: 2027, month: 1, day: 1)

    @Test func everyCaseIsFound() {
        #expect(Self.cases.count >= 5)
    }

    @Test(arguments: cases)
    func generatesTheRecordedFiles(_ name: String) throws {
        let directory = Self.goldenDirectory.appendingPathComponent(name)
        let bytes = Array(try Data(contentsOf: directory.appendingPathComponent("flags.json")))
        let result = GeneratorPipeline.run(bytes, sourceName: "flags.json", today: Self.today)
        #expect(!result.diagnostics.containsErrors, "\(name): \(result.diagnostics)")
        let files = result.files
        let isRecording = ProcessInfo.processInfo.environment["FLAGGEN_RECORD_GOLDEN"] == "1"
        if isRecording {
            for file in files { try Data(file.contents.utf8).write(to: directory.appendingPathComponent(file.name)) }
        }
        // Exactly the recorded files: none missing, and none left over from an older generator.
        let recorded = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0 != "flags.json" && !$0.hasPrefix(".") }
        #expect(
            files.map(\.name).sorted() == recorded.sorted(), "\(name): generated files differ from the recorded ones")
        guard !isRecording else { return }
        for file in files {
            let url = directory.appendingPathComponent(file.name)
            let expected = try String(contentsOf: url, encoding: .utf8)
            #expect(
                file.contents == expected,
                "\(name)/\(file.name) differs:\n\(LineDiff(expected: expected, actual: file.contents))")
        }
    }

    @Test(arguments: cases)
    func generatesTheSameBytesEveryTime(_ name: String) throws {
        let bytes = Array(try Data(contentsOf: Self.goldenDirectory.appendingPathComponent("\(name)/flags.json")))
        let first = GeneratorPipeline.run(bytes, sourceName: "flags.json", today: Self.today).files
        let second = GeneratorPipeline.run(bytes, sourceName: "flags.json", today: Self.today).files
        #expect(first.count == 2 && first == second)
        #expect(first.allSatisfy { $0.contents.hasSuffix("}\n") && !$0.contents.contains(" \n") })
    }
}
