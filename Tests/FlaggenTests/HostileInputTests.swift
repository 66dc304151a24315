import Foundation
import Testing

/// Manifests and file names made to crash flaggen, inject code or forge diagnostic lines.
@Suite struct HostileInputTests {
    @Test func lintRejectsAFiftyThousandTermConditionWithoutCrashing() throws {
        let directory = try TemporaryDirectory()
        let condition = Array(repeating: "A", count: 50_000).joined(separator: " || ")
        let manifest = try directory.write(
            #"{"version": 1, "configurations": [{"name": "a", "condition": "\#(condition)"}, {"name": "rel"}], "flags": []}"#,
            to: "flags.json")
        let result = Flaggen.run(["lint", manifest])
        #expect(
            result.status == 1, "flaggen should report the condition, not crash: \(result.standardError.prefix(300))")
        #expect(
            result.standardError == """
                \(manifest):1:560: error: the condition of configuration 'a' combines more than 100 terms with && and ||; \
                define one compilation condition for these builds (-DNAME) and test that instead.

                """)
    }

    @Test func generateKeepsAManifestNameWithNewlinesOutOfTheCode() throws {
        let directory = try TemporaryDirectory()
        let manifest = try directory.write(GenerateAndLintTests.valid, to: "flags\n}\nfunc injected() {}\n{.json")
        let result = Flaggen.run(["generate", manifest, "--output", directory.path("out")])
        #expect(result.status == 0)
        for name in ["BuildConfiguration.swift", "FeatureFlag.swift"] {
            let code = try String(contentsOfFile: directory.path("out/\(name)"), encoding: .utf8)
            #expect(!code.split(separator: "\n").contains { $0.hasPrefix("func injected") }, "\(name):\n\(code)")
        }
    }

    @Test func diagnosticsEscapeAManifestPathWithANewline() throws {
        let directory = try TemporaryDirectory()
        let manifest = try directory.write(
            #"{ "version": 1, "flags": [{ "name": "a" }] }"#, to: "bad\nforged:1:1: error: x.json")
        let result = Flaggen.run(["lint", manifest])
        #expect(result.status == 1)
        let shown = "\"\(directory.url.path)/bad\\nforged:1:1: error: x.json\""
        #expect(
            result.standardError == """
                \(shown):1:27: error: flag 'a' is missing the required field 'enabled'; add "enabled": false.
                \(shown):1:37: warning: flag 'a' has no description; add "description": it becomes the doc comment and appears in reports.

                """)
        let missing = Flaggen.run(["lint", manifest + "\n\u{1B}[2J"])
        #expect(
            missing.standardError
                == "flaggen: error: cannot read \"\(directory.url.path)/bad\\nforged:1:1: error: x.json\\n\\u001B[2J\": no such file.\n"
        )
    }

    @Test func lintEscapesAnOwnerThatForgesALine() throws {
        let directory = try TemporaryDirectory()
        let manifest = try directory.write(
            #"""
            {"version": 1, "flags": [{"name": "a", "description": "A.", "enabled": true, "expires": "2026-01-01",
             "owner": "team\nflags.json:1:1: error: forged\u001b[0m"}]}
            """#, to: "flags.json")
        let result = Flaggen.run(["lint", manifest, "--today", "2026-06-30"])
        #expect(result.status == 0)
        #expect(
            result.standardError == """
                \(manifest):1:35: warning: flag 'a' expired on 2026-01-01 (owner: "team\\nflags.json:1:1: error: forged\\u001B[0m"); \
                delete it and the code it guards, or move 'expires' to a later date.

                """)
    }

    @Test func unusedEscapesTheFoldersItSearched() throws {
        let directory = try TemporaryDirectory()
        let manifest = try directory.write(GenerateAndLintTests.valid, to: "flags.json")
        let sources = directory.path("Sources\nflags.json:1:1: error: forged")
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        let result = Flaggen.run(["unused", manifest, "--sources", sources])
        #expect(result.status == 0)
        #expect(
            result.standardError == """
                \(manifest):1:37: warning: flag 'a' is not used in any Swift file under \
                "\(directory.url.path)/Sources\\nflags.json:1:1: error: forged"; if nothing else uses it, delete it from the manifest.
                \(manifest):1:37: warning: flag 'a' is on in every configuration and can't be changed remotely \
                (only local overrides can change it); delete it and keep the code it guards.

                """)
    }

    @Test func usageErrorsEscapeArguments() throws {
        let result = Flaggen.run(["lint", "a.json", "--today", "x\nflaggen: error: forged"])
        #expect(result.status == 2)
        #expect(
            result.standardError.hasPrefix(
                "flaggen lint: error: --today must be a date written YYYY-MM-DD, not \"x\\nflaggen: error: forged\".\nusage: "
            ))
    }
}
