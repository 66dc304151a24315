import FlaggenCommands
import Foundation
import Testing

/// CHANGELOG.md's latest version is the one `flaggen --version` prints, and the newest
/// generated-code format it states (unreleased changes first) is the one `flaggen generate` writes.
@Suite struct ChangelogAgreementTests {
    static let changelog = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CHANGELOG.md")

    /// The first released version's heading (`## [X.Y.Z] - date`) and the text up to the next.
    static func latestRelease() throws -> (version: String, text: String)? {
        let text = try String(contentsOf: changelog, encoding: .utf8)
        let sections = text.components(separatedBy: "\n## [").dropFirst()
        guard let latest = sections.first(where: { !$0.hasPrefix("Unreleased]") }),
            let end = latest.firstIndex(of: "]")
        else { return nil }
        return (String(latest[..<end]), latest)
    }

    @Test func theLatestVersionIsFlaggensVersion() throws {
        let release = try #require(try Self.latestRelease(), "CHANGELOG.md has no '## [X.Y.Z] - date' heading")
        #expect(release.version == FlaggenVersion.current)
        #expect(Flaggen.run(["--version"]).standardOutput == "flaggen \(release.version)\n")
    }

    @Test func theNewestGeneratedCodeFormatIsTheGenerators() throws {
        let text = try String(contentsOf: Self.changelog, encoding: .utf8)
        let statement = "Generated-code format: "
        let stated = try #require(text.range(of: statement), "CHANGELOG.md states no generated-code format")
        let newest = String(text[stated.upperBound...].prefix { $0.isNumber })
        let directory = try TemporaryDirectory()
        let manifest = try directory.write(GenerateAndLintTests.valid, to: "flags.json")
        #expect(Flaggen.run(["generate", manifest, "--output", directory.path("out")]).status == 0)
        let generated = try String(contentsOfFile: directory.path("out/FeatureFlag.swift"), encoding: .utf8)
        let marker = "_GeneratedFlagsFormat_"
        let start = try #require(generated.range(of: marker), "FeatureFlag.swift declares no format").upperBound
        let format = String(generated[start...].prefix { $0.isNumber })
        #expect(newest == format, "CHANGELOG.md's newest section should say '\(statement)\(format).'")
    }
}
