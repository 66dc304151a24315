import Foundation
import Testing

/// `flaggen simulate`, `validate-remote` and `remote-template` on a manifest with variant flags
/// and payloads with variant values and splits.
@Suite struct ExperimentCommandTests {
    static let manifest = #"""
        { "version": 1,
          "configurations": [{ "name": "debug", "condition": "DEBUG" }, { "name": "release" }],
          "localOverrides": [],
          "flags": [
            { "name": "checkoutFlow", "description": "Checkout experiment.", "variants": ["control", "oneStep", "express"],
              "value": "control", "remote": true },
            { "name": "newEditor", "description": "New editor.", "enabled": false, "remote": true },
            { "name": "onboarding", "description": "Kill switch.", "variants": ["classic", "guided"], "value": "guided",
              "remote": "disable-only" },
            { "name": "lockedLayout", "description": "Never remote.", "variants": ["list", "grid"], "value": "grid" },
            { "name": "multipleVariants", "key": "Feature.strategy.multiple.variants", "description": "Unleash 16.",
              "variants": ["variantNameA", "variantNameB"], "value": "variantNameA", "remote": true }
          ] }
        """#

    private func run(_ payload: String, _ arguments: [String]) throws -> (status: Int32, output: String, error: String)
    {
        let directory = try TemporaryDirectory()
        let manifest = try directory.write(Self.manifest, to: "flags.json")
        let payloadPath = try directory.write(payload, to: "payload.json")
        let result = Flaggen.run([arguments[0], payloadPath, "--manifest", manifest] + arguments.dropFirst())
        return (
            result.status, result.standardOutput,
            result.standardError.replacingOccurrences(of: payloadPath, with: "payload.json")
        )
    }

    @Test func simulateShowsEachVariantAndTheSplitThatPickedIt() throws {
        let payload = #"""
            { "version": 1, "flags": {
              "checkoutFlow": { "split": [{ "value": "control", "weight": 50 }, { "value": "oneStep", "weight": 25 },
                                          { "value": "express", "weight": 25 }], "group": "checkout-2026" },
              "newEditor": { "split": [{ "value": false, "weight": 0 }, { "value": true, "weight": 1 }] },
              "onboarding": "classic"
            } }
            """#
        let result = try run(payload, ["simulate", "--unit", "user-2"])
        #expect(result.status == 0)
        #expect(result.error == "")
        #expect(
            result.output == """
                configuration release, unit 'user-2', app version unknown, build unknown, OS version unknown, platform unknown
                checkoutFlow                        oneStep       remote rule 1 (split of checkout-2026: target 61 of 100 → oneStep, weights 50/25/25)
                newEditor                           on            remote rule 1 (split of newEditor: target 1 of 1 → on, weights 0/1)
                onboarding                          classic       remote value
                lockedLayout                        grid          compiled value in release
                Feature.strategy.multiple.variants  variantNameA  compiled value in release

                """)
    }

    /// Unleash's client-specification cases for strategy variants (`16-strategy-variants.json`,
    /// group "a", weights 1 and 1) through `flaggen simulate`.
    @Test(arguments: [("5", "variantNameA"), ("0", "variantNameB")])
    func simulateAgreesWithUnleashsStrategyVariantCases(unit: String, expected: String) throws {
        let payload = #"""
            { "version": 1, "flags": { "Feature.strategy.multiple.variants": { "group": "a",
              "split": [{ "value": "variantNameA", "weight": 1 }, { "value": "variantNameB", "weight": 1 }] } } }
            """#
        let result = try run(payload, ["simulate", "--unit", unit])
        let row = try #require(result.output.split(separator: "\n").first { $0.hasPrefix("Feature.strategy") })
        #expect(row.split(separator: " ", omittingEmptySubsequences: true)[1] == expected)
    }

    @Test func validateRemoteChecksVariantsAndSplitsAgainstTheManifest() throws {
        let payload = #"""
            { "version": 1, "flags": {
              "checkoutFlow": { "split": [{ "value": "control", "weight": 1 }, { "value": "onestep", "weight": 1 }] },
              "newEditor": "oneStep",
              "onboarding": [{ "split": [{ "value": "classic", "weight": 1 }, { "value": "guided", "weight": 1 }] }],
              "lockedLayout": { "split": [{ "value": "list", "weight": 1 }] },
              "Feature.strategy.multiple.variants": { "split": [{ "value": "variantNameA", "weight": 0 }] }
            } }
            """#
        let result = try run(payload, ["validate-remote"])
        #expect(result.status == 1)
        #expect(
            result.error == """
                payload.json:5:3: error: 'lockedLayout' has a "split", but the manifest forbids remote changes of it ("remote": false); remove the entry, or allow remote changes in the manifest.
                payload.json:2:3: warning: 'onestep' is not a variant of 'checkoutFlow' (its variants: control, oneStep, express); the entry was ignored.
                payload.json:3:3: warning: 'newEditor' is a Boolean flag: its value is true or false, not "oneStep"; the entry was ignored.
                payload.json:4:3: warning: rule 1 of 'onboarding' gives 'guided', but the flag may only be set remotely to its first variant, 'classic' ("remote": "disable-only"); the store refuses it.
                payload.json:4:3: warning: 'onboarding' may only be set remotely to its first variant, 'classic' ("remote": "disable-only"); the value was refused.
                payload.json:5:3: warning: 'lockedLayout' may not be changed remotely ("remote": false); the value was refused.
                payload.json:6:52: warning: the weights of the split of 'Feature.strategy.multiple.variants' add up to 0; they must add up to 1 to 1000000; the entry was ignored.

                """)
    }

    @Test func remoteTemplateOfVariantFlagsPassesValidateRemote() throws {
        let directory = try TemporaryDirectory()
        let manifest = try directory.write(Self.manifest, to: "flags.json")
        let template = Flaggen.run(["remote-template", manifest])
        #expect(template.status == 0)
        #expect(template.standardOutput.contains(#""checkoutFlow": {"value": "control""#), "\(template.standardOutput)")
        let payload = try directory.write(template.standardOutput, to: "payload.json")
        let validation = Flaggen.run(["validate-remote", payload, "--manifest", manifest, "--strict"])
        #expect(validation.status == 0)
        #expect(validation.standardError == "")
    }
}
