import Foundation
import Testing

/// The commands on a manifest with typed flags (integer, double and string) beside a variant
/// and a Boolean flag: remote values checked as a store checks them, `simulate` showing them
/// (and `--format json`), `remote-template` round-tripping, and `unused` counting value reads.
@Suite struct TypedCommandTests {
    /// The flags are on lines 3 to 7.
    static let manifest = """
        {
          "version": 1, "configurations": [{ "name": "debug", "condition": "DEBUG" }, { "name": "release" }], "flags": [
            { "name": "uploadLimit", "description": "U.", "type": "integer", "value": { "in": { "debug": 5 }, "otherwise": 25 }, "minimum": 1, "maximum": 500, "remote": true },
            { "name": "refreshInterval", "description": "R.", "type": "double", "value": 300, "minimum": 1, "remote": true },
            { "name": "supportEmail", "description": "S.", "type": "string", "value": "help@example.com", "maxLength": 16, "remote": true },
            { "name": "checkoutFlow", "description": "C.", "variants": ["control", "oneStep"], "value": { "in": { "debug": "oneStep" }, "otherwise": "control" }, "remote": "disable-only" },
            { "name": "newEditor", "description": "N.", "enabled": false, "remote": true }
          ]
        }

        """

    static let payload = #"""
        {"version": 1, "flags": {"uploadLimit": 100, "refreshInterval": [{"value": 2.5, "platforms": ["iOS"]}, {"value": 60}],
         "supportEmail": "qa@example.com", "newEditor": true}}

        """#

    @Test func remoteTemplateWritesTypedValuesAndValidatesCleanly() throws {
        let directory = try TemporaryDirectory()
        let manifest = try directory.write(Self.manifest, to: "flags.json")
        let template = Flaggen.run(["remote-template", manifest])
        #expect(template.status == 0, "\(template.standardError)")
        #expect(
            template.standardOutput == """
                {
                  "version": 1,
                  "flags": {
                    "uploadLimit": {"value": 25, "configurations": ["release"]},
                    "refreshInterval": {"value": 300, "configurations": ["debug", "release"]},
                    "supportEmail": {"value": "help@example.com", "configurations": ["debug", "release"]},
                    "checkoutFlow": {"value": "control", "configurations": []},
                    "newEditor": {"value": false, "configurations": ["debug", "release"]}
                  }
                }

                """)
        #expect(template.standardError.contains("uploadLimit      any value      5                   25\n"))
        let payload = try directory.write(template.standardOutput, to: "payload.json")
        let validation = Flaggen.run(["validate-remote", payload, "--manifest", manifest, "--strict"])
        #expect(validation.status == 0)
        #expect(validation.standardError == "")
    }

    @Test func validateRemoteChecksTypedValuesAsTheStoreDoes() throws {
        let directory = try TemporaryDirectory()
        let manifest = try directory.write(Self.manifest, to: "flags.json")
        let payload = try directory.write(
            """
            {
              "version": 1,
              "flags": {
                "uploadLimit": [{ "value": 100, "platforms": ["iOS"] }, { "value": 100.5 }],
                "refreshInterval": { "split": [{ "value": 60, "weight": 1 }, { "value": 60.0, "weight": 1 }] },
                "supportEmail": "a-much-longer-address@example.com",
                "newEditor": 7
              }
            }

            """, to: "payload.json")
        let validation = Flaggen.run(["validate-remote", payload, "--manifest", manifest, "--strict"])
        #expect(validation.status == 1)
        #expect(
            validation.standardError == """
                \(payload):4:5: warning: 100.5 for 'uploadLimit' is not a whole number, and an integer flag's value is one; the entry was ignored.
                \(payload):5:5: warning: the split of rule 1 of 'refreshInterval' lists 60 twice (as a value of its type); the entry was ignored.
                \(payload):6:5: warning: "a-much-longer-address@example.com" for 'supportEmail' is 33 UTF-8 bytes long, more than its maxLength 16; the entry was ignored.
                \(payload):7:5: warning: 'newEditor' is a Boolean flag: its value is true or false, not 7; the entry was ignored.

                """)
    }

    @Test func validateRemoteAcceptsEveryValueAStoreWouldApply() throws {
        let directory = try TemporaryDirectory()
        let manifest = try directory.write(Self.manifest, to: "flags.json")
        let payload = try directory.write(
            #"""
            {"version": 1, "flags": {"uploadLimit": {"split": [{"value": 10, "weight": 1}, {"value": 2e1, "weight": 1}]},
             "refreshInterval": 1, "supportEmail": {"value": "", "rollout": 10}}}

            """#, to: "payload.json")
        let validation = Flaggen.run(["validate-remote", payload, "--manifest", manifest, "--strict"])
        #expect(validation.status == 0)
        #expect(validation.standardError == "")
    }

    /// A variant kill switch's rule that picks another variant is warned about, whichever rule it is.
    @Test func validateRemoteWarnsAboutADisableOnlyVariantFlagsRuleThatChangesIt() throws {
        let directory = try TemporaryDirectory()
        let manifest = try directory.write(Self.manifest, to: "flags.json")
        let payload = try directory.write(
            #"""
            {"version": 1, "flags": {"checkoutFlow": [{"value": "control", "platforms": ["iOS"]}, {"value": "oneStep", "platforms": ["macOS"]}]}}

            """#, to: "payload.json")
        let validation = Flaggen.run(["validate-remote", payload, "--manifest", manifest])
        #expect(validation.status == 0)
        #expect(
            validation.standardError == """
                \(payload):1:26: warning: rule 2 of 'checkoutFlow' gives 'oneStep', but the flag may only be set remotely to its first variant, 'control' ("remote": "disable-only"); the store refuses it.

                """)
    }

    @Test func simulateShowsTypedValues() throws {
        let directory = try TemporaryDirectory()
        let manifest = try directory.write(Self.manifest, to: "flags.json")
        let payload = try directory.write(Self.payload, to: "payload.json")
        let simulation = Flaggen.run(["simulate", payload, "--manifest", manifest, "--platform", "iOS"])
        #expect(simulation.status == 0)
        #expect(simulation.standardError == "")
        #expect(
            simulation.standardOutput == """
                configuration release, unit '', app version unknown, build unknown, OS version unknown, platform iOS
                uploadLimit      100               remote value
                refreshInterval  2.5               remote rule 1 (platform iOS listed)
                supportEmail     "qa@example.com"  remote value
                checkoutFlow     control           compiled value in release
                newEditor        on                remote value

                """)
    }

    @Test func simulateAsJSONPrintsOneObjectOfEveryFlagsValue() throws {
        let directory = try TemporaryDirectory()
        let manifest = try directory.write(Self.manifest, to: "flags.json")
        let payload = try directory.write(Self.payload, to: "payload.json")
        let simulation = Flaggen.run(
            ["simulate", payload, "--manifest", manifest, "--configuration", "debug", "--format", "json"])
        #expect(simulation.status == 0)
        #expect(
            simulation.standardOutput == """
                {
                  "uploadLimit": 100,
                  "refreshInterval": 60,
                  "supportEmail": "qa@example.com",
                  "checkoutFlow": "oneStep",
                  "newEditor": true
                }

                """)
        #expect(
            simulation.standardError == """
                configuration debug, unit '', app version unknown, build unknown, OS version unknown, platform unknown
                uploadLimit      100               remote value
                refreshInterval  60                remote rule 2 (no conditions)
                supportEmail     "qa@example.com"  remote value
                checkoutFlow     oneStep           compiled value in debug
                newEditor        on                remote value

                """)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(simulation.standardOutput.utf8)) as? [String: Any])
        #expect(object["uploadLimit"] as? Int == 100)
        #expect(object["supportEmail"] as? String == "qa@example.com")
        #expect(object["newEditor"] as? Bool == true)
    }

    @Test func simulateAsJSONSendsWarningsToStandardError() throws {
        let directory = try TemporaryDirectory()
        let manifest = try directory.write(Self.manifest, to: "flags.json")
        let payload = try directory.write(
            #"{"version": 1, "flags": {"uploadLimit": 0, "nope": true}}"#, to: "payload.json")
        let simulation = Flaggen.run(["simulate", payload, "--manifest", manifest, "--format", "json"])
        #expect(simulation.status == 0)
        #expect(simulation.standardOutput.hasPrefix("{\n  \"uploadLimit\": 25,\n"))
        #expect(
            simulation.standardError.contains(
                "\(payload):1:26: warning: 0 for 'uploadLimit' is below its minimum 1; the entry was ignored.\n"))
    }

    @Test func simulateRejectsAnUnknownFormat() throws {
        let directory = try TemporaryDirectory()
        let manifest = try directory.write(Self.manifest, to: "flags.json")
        let payload = try directory.write(Self.payload, to: "payload.json")
        let simulation = Flaggen.run(["simulate", payload, "--manifest", manifest, "--format", "yaml"])
        #expect(simulation.status == 2)
        #expect(simulation.standardOutput == "")
        #expect(
            simulation.standardError.hasPrefix(
                "flaggen simulate: error: --format 'yaml' is not a format; use one of text, json.\nusage: flaggen simulate "
            ))
        #expect(Flaggen.run(["simulate", "--help"]).standardOutput.contains("  --format F  "))
    }

    @Test func unusedCountsReadsOfATypedFlagsValue() throws {
        let directory = try TemporaryDirectory()
        let manifest = try directory.write(Self.manifest, to: "flags.json")
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        _ = try directory.write(
            """
            let limit = FeatureFlag.Values.uploadLimit
            let debugLimit = MyFlags.FeatureFlag.Values.uploadLimit(in: .debug)
            extension FeatureFlag {
                static var interval: Double { Values.refreshInterval }
            }
            // FeatureFlag.Values.supportEmail in a comment doesn't count, nor does another type's Values:
            let email = Settings.Values.supportEmail
            if FeatureFlag.newEditor.isEnabled, FeatureFlag.CheckoutFlowVariant.current == .control {}

            """, to: "Sources/Use.swift")
        let unused = UnusedRun(manifest: manifest, sources: directory.path("Sources"))
        #expect(unused.result.status == 0)
        #expect(unused.result.standardError == unused.unusedWarning("supportEmail", at: 5, 15))
    }
}
