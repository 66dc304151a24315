import Foundation
import Testing

@Suite struct LifecycleCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func unusedReportsUnreferencedAndConstantFlagsAndAvoidsTheTraps() throws {
        let run = UnusedRun(fixture: "UnusedTree")
        #expect(run.result.status == 0)
        #expect(
            run.result.standardError == run.unusedWarning("onlyInComment", at: 10, 15)
                + run.unusedWarning("onlyInString", at: 11, 15) + run.unusedWarning("sharedCaseName", at: 12, 15)
                + run.unusedWarning("keyNameInString", at: 13, 15) + """
                    \(run.manifest):14:15: warning: flag 'alwaysOn' is on in every configuration and can't be changed remotely (only local overrides can change it); delete it and keep the code it guards.

                    """)
    }

    @Test func unusedIsAFailureOnlyWithStrict() throws {
        let tree = UnusedRun.paths(fixture: "UnusedTree")
        let arguments = ["unused", tree.manifest, "--sources", tree.sources]
        let strict = Flaggen.run(arguments + ["--strict"])
        #expect(strict.status == 1)
        #expect(strict.standardError.contains(": error: flag 'onlyInComment'"))
        #expect(Flaggen.run(["unused", tree.manifest]).status == 2, "--sources is required")
        #expect(Flaggen.run(arguments + ["--sources", "/no/such/folder"]).status == 2)
    }

    @Test func checkPassesForFreshFilesAndFailsForStaleOnes() throws {
        let directory = try TemporaryDirectory()
        let manifest = try directory.write(GenerateAndLintTests.valid, to: "flags.json")
        let output = directory.path("Generated")
        #expect(Flaggen.run(["check", manifest, "--output", output]).status == 1, "missing files")
        _ = Flaggen.run(["generate", manifest, "--output", output])
        let fresh = Flaggen.run(["check", manifest, "--output", output])
        #expect(fresh.status == 0)
        #expect(fresh.standardError == "")
        _ = try directory.write(
            GenerateAndLintTests.valid.replacingOccurrences(of: "A.", with: "Changed."), to: "flags.json")
        let stale = Flaggen.run(["check", manifest, "--output", output])
        #expect(stale.status == 1)
        #expect(
            stale.standardError == """
                flaggen: error: '\(output)/FeatureFlag.swift' is out of date with '\(manifest)'; run flaggen generate '\(manifest)' --output '\(output)'.

                """)
    }

    @Test func validateRemoteReportsWhatTheAppWouldIgnoreWithLocations() throws {
        let directory = try TemporaryDirectory()
        let payload = try directory.write(
            """
            {"version": 1, "flags": {
              "newEditor": true,
              "revisions": true,
              "quick_start": true,
              "quickstart": false,
              "enhancedSiteCreation": {"value": true, "configurations": ["prerelease"]},
              "paymentsSandbox": "off"
            }}
            """, to: "payload.json")
        let manifest = Self.repository.appendingPathComponent("flags.json").path
        let result = Flaggen.run(["validate-remote", payload, "--manifest", manifest])
        #expect(result.status == 0)
        #expect(
            result.standardError == """
                \(payload):3:3: warning: 'revisions' may not be changed remotely ("remote": false); the value was refused.
                \(payload):4:3: warning: 'quick_start' may only be turned off remotely ("remote": "disable-only"); the value was refused.
                \(payload):5:3: warning: 'quickstart' is not a flag of this build; ignored.
                \(payload):6:3: warning: 'enhancedSiteCreation' names unknown configurations: 'prerelease'.
                \(payload):7:3: warning: 'paymentsSandbox' is a Boolean flag: its value is true or false, not "off"; the entry was ignored.

                """)
        #expect(Flaggen.run(["validate-remote", payload, "--manifest", manifest, "--strict"]).status == 1)
    }

    @Test func validateRemoteRejectsABrokenPayloadWhole() throws {
        let directory = try TemporaryDirectory()
        let payload = try directory.write(#"{"version": 2, "flags": {}}"#, to: "payload.json")
        let result = Flaggen.run([
            "validate-remote", payload, "--manifest", Self.repository.appendingPathComponent("flags.json").path,
        ])
        #expect(result.status == 1)
        #expect(
            result.standardError
                == "\(payload):1:13: error: the payload is rejected whole: version 2 is not supported; this app reads version 1 payloads.\n"
        )
    }

    @Test func remoteTemplateListsRemoteFlagsAndValidatesCleanly() throws {
        let manifest = Self.repository.appendingPathComponent("flags.json").path
        let template = Flaggen.run(["remote-template", manifest])
        #expect(template.status == 0)
        #expect(
            template.standardOutput == """
                {
                  "version": 1,
                  "flags": {
                    "enhancedSiteCreation": {"value": false, "configurations": ["branchTest", "appStore"]},
                    "quick_start": {"value": false, "configurations": []},
                    "newEditor": {"value": false, "configurations": ["branchTest", "prereleaseTesting", "localDeveloper", "appStore"]},
                    "checkoutFlow": {"value": "control", "configurations": ["branchTest", "prereleaseTesting", "appStore"]},
                    "uploadLimit": {"value": 25, "configurations": ["branchTest", "prereleaseTesting", "localDeveloper", "appStore"]},
                    "refreshInterval": {"value": 300, "configurations": ["branchTest", "prereleaseTesting", "appStore"]},
                    "supportEmail": {"value": "help@example.com", "configurations": ["branchTest", "prereleaseTesting", "localDeveloper", "appStore"]}
                  }
                }

                """)
        #expect(
            template.standardError.contains(
                "quick_start           off only     on                  on                  on                  off"))
        #expect(
            template.standardError.contains(
                "checkoutFlow          any variant  control             control             oneStep             control"
            ))
        #expect(
            template.standardError.contains(
                "refreshInterval       any value    300                 300                 5                   300"))
        let directory = try TemporaryDirectory()
        let payload = try directory.write(template.standardOutput, to: "template.json")
        let validation = Flaggen.run(["validate-remote", payload, "--manifest", manifest, "--strict"])
        #expect(validation.status == 0)
        #expect(validation.standardError == "")
    }

    @Test(arguments: [("manifest", "flags.schema.json"), ("payload", "payload.schema.json")])
    func schemaPrintsTheShippedFile(kind: String, file: String) throws {
        let result = Flaggen.run(["schema", kind])
        #expect(result.status == 0)
        let shipped = try String(contentsOf: Self.repository.appendingPathComponent("Schemas/\(file)"), encoding: .utf8)
        #expect(result.standardOutput == shipped)
    }

    @Test func schemaRejectsAnUnknownKind() throws {
        #expect(Flaggen.run(["schema", "other"]).status == 2)
    }
}
