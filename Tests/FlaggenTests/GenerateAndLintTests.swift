import Foundation
import Testing

@Suite struct GenerateAndLintTests {
    static let valid = #"{ "version": 1, "flags": [{ "name": "a", "description": "A.", "enabled": true }] }"#
    static let expiring = #"""
        { "version": 1, "flags": [{ "name": "a", "description": "A.", "enabled": true, "expires": "2026-06-30" }] }
        """#

    @Test func generateWritesBothFilesAndExitsZero() throws {
        let directory = try TemporaryDirectory()
        let manifest = try directory.write(Self.valid, to: "flags.json")
        let result = Flaggen.run(["generate", manifest, "--output", directory.path("out")])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path("out")).sorted()
        #expect(files == ["BuildConfiguration.swift", "FeatureFlag.swift"])
    }

    @Test func generateRewritesOnlyFilesWhoseBytesChange() throws {
        let directory = try TemporaryDirectory()
        let manifest = try directory.write(Self.valid, to: "flags.json")
        let output = directory.path("out")
        _ = Flaggen.run(["generate", manifest, "--output", output])
        let dates = try modificationDates(in: output)
        Thread.sleep(forTimeInterval: 0.05)
        _ = Flaggen.run(["generate", manifest, "--output", output])
        #expect(try modificationDates(in: output) == dates)

        _ = try directory.write(Self.valid.replacingOccurrences(of: "A.", with: "Changed."), to: "flags.json")
        _ = Flaggen.run(["generate", manifest, "--output", output])
        let after = try modificationDates(in: output)
        #expect(after["BuildConfiguration.swift"] == dates["BuildConfiguration.swift"])
        #expect(after["FeatureFlag.swift"] != dates["FeatureFlag.swift"])
    }

    @Test func generateFailsWithDiagnosticsAndWritesNothingForABrokenManifest() throws {
        let directory = try TemporaryDirectory()
        let manifest = try directory.write(#"{ "version": 1, "flags": [{ "name": "a" }] }"#, to: "flags.json")
        let result = Flaggen.run(["generate", manifest, "--output", directory.path("out")])
        #expect(result.status == 1)
        #expect(
            result.standardError == """
                \(manifest):1:27: error: flag 'a' is missing the required field 'enabled'; add "enabled": false.
                \(manifest):1:37: warning: flag 'a' has no description; add "description": it becomes the doc comment and appears in reports.

                """)
        #expect(!FileManager.default.fileExists(atPath: directory.path("out")))
    }

    @Test func lintReportsEveryProblemOfTypedFlagsAtItsValue() throws {
        let directory = try TemporaryDirectory()
        let manifest = try directory.write(
            #"""
            { "version": 1, "flags": [
              { "name": "a", "description": "A.", "type": "integer", "value": 100.5 },
              { "name": "b", "description": "B.", "type": "string", "value": "x", "remote": "disable-only" },
              { "name": "c", "description": "C.", "type": "double", "value": 600, "maximum": 500 }
            ] }
            """#, to: "flags.json")
        let result = Flaggen.run(["lint", manifest])
        #expect(result.status == 1)
        #expect(
            result.standardError == """
                \(manifest):2:67: error: 'value' of flag 'a' must be an integer written with digits alone, without a fraction or an exponent, within the 64-bit range, such as 25.
                \(manifest):3:81: error: 'remote' of flag 'b' is "disable-only", which means nothing for a string flag: its value has no "off" to turn it back to; use "remote": true or false.
                \(manifest):4:66: error: 'value' of flag 'c' is 600, which is above its maximum 500; change the value or the bound.

                """)
    }

    @Test func warningsDoNotFailGeneration() throws {
        let directory = try TemporaryDirectory()
        let manifest = try directory.write(Self.expiring, to: "flags.json")
        let result = Flaggen.run(["generate", manifest, "--output", directory.path("out"), "--today", "2026-07-01"])
        #expect(result.status == 0)
        #expect(result.standardError.contains("\(manifest):1:37: warning: flag 'a' expired on 2026-06-30"))
    }

    @Test func lintIsQuietAndSucceedsOnACleanManifest() throws {
        let directory = try TemporaryDirectory()
        let result = Flaggen.run(["lint", try directory.write(Self.valid, to: "flags.json")])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(result.standardOutput == "")
    }

    @Test func strictLintPassesOnTheLastDayOfAFlag() throws {
        let directory = try TemporaryDirectory()
        let manifest = try directory.write(Self.expiring, to: "flags.json")
        let result = Flaggen.run(["lint", manifest, "--strict", "--today", "2026-06-30"])
        #expect(result.status == 0)
        #expect(result.standardError == "")
    }

    @Test func strictLintFailsTheDayAfter() throws {
        let directory = try TemporaryDirectory()
        let manifest = try directory.write(Self.expiring, to: "flags.json")
        let result = Flaggen.run(["lint", manifest, "--strict", "--today", "2026-07-01"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("\(manifest):1:37: error: flag 'a' expired on 2026-06-30"))
    }

    @Test func aMissingManifestIsAnInputError() throws {
        let directory = try TemporaryDirectory()
        let result = Flaggen.run(["lint", directory.path("nope.json")])
        #expect(result.status == 1)
        #expect(result.standardError == "flaggen: error: cannot read '\(directory.path("nope.json"))': no such file.\n")
    }

    private func modificationDates(in directory: String) throws -> [String: Date] {
        var dates: [String: Date] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
            let attributes = try FileManager.default.attributesOfItem(atPath: directory + "/" + name)
            dates[name] = attributes[.modificationDate] as? Date
        }
        return dates
    }
}
