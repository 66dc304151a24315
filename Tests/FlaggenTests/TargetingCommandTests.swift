import Foundation
import Testing

/// `flaggen bucket`, `flaggen simulate` and the rule checks of `flaggen validate-remote`.
@Suite struct TargetingCommandTests {
    static let manifest = LifecycleCommandTests.repository.appendingPathComponent("flags.json").path

    /// The contract's example for `newEditor` (remote: true), a disable-only flag with rules
    /// that turn it on and one that never decides, and a rollout of a `remote: false` flag.
    static let payload = #"""
        { "version": 1, "flags": {
          "newEditor": [
            { "value": false, "osVersion": { "max": "16" } },
            { "value": true, "rollout": 25, "appVersion": { "min": "24.3" } }
          ],
          "quick_start": [{ "value": true, "platforms": ["iOS"] }, { "value": false }, { "value": true }],
          "revisions": { "value": true, "rollout": 50 }
        } }
        """#

    @Test func bucketPrintsTheBucketAlone() throws {
        // In the group "newEditor", user-10 has bucket 13 (see FlagRuleTests' FlagRulesTests).
        let result = Flaggen.run(["bucket", "--unit", "user-10", "--group", "newEditor"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "13\n")
        #expect(result.standardError == "")
        let missing = Flaggen.run(["bucket", "--unit", "user-10"])
        #expect(missing.status == 2)
        #expect(missing.standardError.hasPrefix("flaggen bucket: error: missing --group GROUP.\n"))
    }

    @Test func simulateShowsEveryFlagWithTheRuleThatDecided() throws {
        let directory = try TemporaryDirectory()
        let payload = try directory.write(Self.payload, to: "payload.json")
        let result = Flaggen.run([
            "simulate", payload, "--manifest", Self.manifest, "--configuration", "localDeveloper", "--unit", "user-10",
            "--app-version", "24.4", "--os-version", "17.4", "--platform", "iOS",
        ])
        #expect(result.status == 0)
        // What the app would report, as validate-remote does.
        #expect(
            result.standardError == """
                \(payload):6:3: warning: 'quick_start' may only be turned off remotely ("remote": "disable-only"); the value was refused.
                \(payload):7:3: warning: 'revisions' may not be changed remotely ("remote": false); the value was refused.

                """)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "configuration localDeveloper, unit 'user-10', app version 24.4, build unknown, OS version 17.4, platform iOS"
        )
        #expect(
            lines.contains(
                "newEditor             on                  remote rule 2 (rollout 25%: bucket 13 ≤ 25; app version 24.4 ≥ 24.3)"
            ))
        #expect(
            lines.contains(
                "quick_start           on                  compiled value in localDeveloper; remote rule 1 (platform iOS listed); "
                    + "remote value on refused: may only be turned off remotely (\"remote\": \"disable-only\")"))
        #expect(lines.contains("checkoutFlow          oneStep             compiled value in localDeveloper"))
        #expect(lines.count == 12)

        let elsewhere = Flaggen.run([
            "simulate", payload, "--manifest", Self.manifest, "--unit", "user-1", "--os-version", "15.7",
        ])
        #expect(
            elsewhere.standardOutput.contains(
                "newEditor             off                 remote rule 1 (OS version 15.7 < 16)"))
    }

    /// Entries the app would ignore are reported, not only left out of the table.
    @Test func simulateReportsWhatTheAppWouldIgnore() throws {
        let directory = try TemporaryDirectory()
        let payload = try directory.write(
            #"{"version": 1, "flags": {"nope": true, "newEditor": "blue", "checkoutFlow": {"value": "nope"}, "#
                + #""quick_start": {"value": false, "colour": 1}}}"#,
            to: "payload.json")
        let result = Flaggen.run(["simulate", payload, "--manifest", Self.manifest])
        #expect(result.status == 0)
        // In payload order, whether decoding dropped the entry or applying ignored it.
        #expect(
            result.standardError == """
                \(payload):1:26: warning: 'nope' is not a flag of this build; ignored.
                \(payload):1:40: warning: 'newEditor' is a Boolean flag: its value is true or false, not "blue"; the entry was ignored.
                \(payload):1:61: warning: 'nope' is not a variant of 'checkoutFlow' (its variants: control, oneStep, express); the entry was ignored.
                \(payload):1:128: warning: 'quick_start' has the unknown field 'colour' (allowed: value, split, configurations, rollout, group, units, appVersion, build, osVersion, platforms); the entry was ignored.

                """)
    }

    @Test func simulateRejectsAnUnknownPlatform() throws {
        let directory = try TemporaryDirectory()
        let payload = try directory.write(Self.payload, to: "payload.json")
        let result = Flaggen.run(["simulate", payload, "--manifest", Self.manifest, "--platform", "linux"])
        #expect(result.status == 2)
        #expect(
            result.standardError.hasPrefix(
                "flaggen simulate: error: --platform 'linux' is not a platform; use one of iOS, macOS, tvOS, watchOS, visionOS, Linux, Windows, Android.\n"
            ))
    }

    @Test func validateRemoteChecksRulesAgainstTheManifest() throws {
        let directory = try TemporaryDirectory()
        let payload = try directory.write(Self.payload, to: "payload.json")
        let result = Flaggen.run(["validate-remote", payload, "--manifest", Self.manifest])
        #expect(result.status == 1)
        #expect(
            result.standardError == """
                \(payload):7:3: error: 'revisions' has a "rollout", but the manifest forbids remote changes of it ("remote": false); \
                remove the entry, or allow remote changes in the manifest.
                \(payload):6:3: warning: rule 1 of 'quick_start' turns the flag on, but it may only be turned off remotely \
                ("remote": "disable-only"); the store refuses it.
                \(payload):6:3: warning: rule 3 of 'quick_start' turns the flag on, but it may only be turned off remotely \
                ("remote": "disable-only"); the store refuses it.
                \(payload):6:3: warning: rule 3 never decides for 'quick_start': rule 2 has no conditions and always holds; \
                move it last or remove what follows.

                """)
    }
}
