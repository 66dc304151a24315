import Foundation
import Testing

/// The commands on a manifest with app variants (`"enabled": { "in": [...], "if": "JETPACK" }`).
@Suite struct VariantCommandTests {
    static let flags = [
        #"    { "name": "jetpackStats", "description": "J.", "enabled": { "in": ["appStore"], "if": "JETPACK" }, "remote": true }"#,
        #"    { "name": "wordPressBanner", "description": "W.", "enabled": { "if": "!JETPACK" } }"#,
        #"    { "name": "neverAnywhere", "description": "N.", "enabled": { "in": [], "if": "JETPACK" } }"#,
    ]

    /// A manifest with `flags`, one per line from line 3.
    static func manifest(_ flags: [String] = flags) -> String {
        "{\n  \"version\": 1, \"flags\": [\n" + flags.joined(separator: ",\n") + "\n  ]\n}\n"
    }

    @Test func lintAcceptsTheRuleAndWarnsAboutAnIfThatIsOnNowhere() throws {
        let directory = try TemporaryDirectory()
        let manifest = try directory.write(Self.manifest(), to: "flags.json")
        let lint = Flaggen.run(["lint", manifest])
        #expect(lint.status == 0)
        #expect(
            lint.standardError == """
                \(manifest):5:72: warning: 'in' of flag 'neverAnywhere' is an empty list, which means off everywhere; write false.

                """)
    }

    /// A flag on in one variant and off in the other is not constant, though no payload changes it.
    @Test func unusedCountsAFlagOfOneVariantAsChanging() throws {
        let directory = try TemporaryDirectory()
        let manifest = try directory.write(Self.manifest(), to: "flags.json")
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        _ = try directory.write(
            "if FeatureFlag.jetpackStats.isEnabled || FeatureFlag.wordPressBanner.isEnabled || FeatureFlag.neverAnywhere.isEnabled {}\n",
            to: "Sources/Use.swift")
        let unused = UnusedRun(manifest: manifest, sources: directory.path("Sources")).result
        #expect(unused.status == 0)
        #expect(!unused.standardError.contains("'wordPressBanner'"), "\(unused.standardError)")
        #expect(
            unused.standardError.contains(
                "\(manifest):5:15: warning: flag 'neverAnywhere' is off in every configuration and can't be changed remotely"
            ),
            "\(unused.standardError)")
    }

    /// The payload restates the compiled values where the flag exists; the table says where that is.
    @Test func remoteTemplateNamesTheConditionAndValidatesCleanly() throws {
        let directory = try TemporaryDirectory()
        let manifest = try directory.write(
            Self.manifest(Array(Self.flags.prefix(2))), to: "flags.json")
        let template = Flaggen.run(["remote-template", manifest])
        #expect(template.status == 0)
        #expect(
            template.standardOutput == """
                {
                  "version": 1,
                  "flags": {
                    "jetpackStats": {"value": true, "configurations": ["appStore"]}
                  }
                }

                """)
        #expect(
            template.standardError.hasSuffix(
                """
                key           remote     only if  branchTest  prereleaseTesting  localDeveloper  appStore
                ------------  ---------  -------  ----------  -----------------  --------------  --------
                jetpackStats  on or off  JETPACK  off         off                off             on
                A flag with an 'only if' condition has these values in builds where it holds; in the others it is off and ignores the payload.

                """), "\(template.standardError)")
        let payload = try directory.write(template.standardOutput, to: "template.json")
        let validation = Flaggen.run(["validate-remote", payload, "--manifest", manifest, "--strict"])
        #expect(validation.status == 0)
        #expect(validation.standardError == "")
    }
}
