import Foundation
import Testing

/// The commands on a manifest with variant flags (`"variants"` and `"value"`).
@Suite struct MultivariateCommandTests {
    static let flags = [
        #"    { "name": "killSwitch", "description": "K.", "enabled": true, "remote": "disable-only" },"#,
        #"    { "name": "checkoutFlow", "description": "C.", "variants": ["control", "oneStep"], "value": "oneStep", "local": false }"#,
    ]

    /// A manifest with `flags`, one per line from line 3.
    static func manifest(_ flags: [String] = flags) -> String {
        "{\n  \"version\": 1, \"flags\": [\n" + flags.joined(separator: "\n") + "\n  ]\n}\n"
    }

    @Test func lintAcceptsAVariantFlagAndReportsItsMistakesWithThePath() throws {
        let directory = try TemporaryDirectory()
        let clean = try directory.write(Self.manifest(), to: "flags.json")
        let lint = Flaggen.run(["lint", clean])
        #expect(lint.status == 0)
        #expect(lint.standardError == "")
        let broken = try directory.write(
            Self.manifest([
                #"    { "name": "checkoutFlow", "description": "C.", "variants": ["control", "oneStep"], "value": "express", "remote": true, "local": false }"#
            ]), to: "broken.json")
        let brokenLint = Flaggen.run(["lint", broken])
        #expect(brokenLint.status == 1)
        #expect(
            brokenLint.standardError == """
                \(broken):3:97: error: 'value' of flag 'checkoutFlow' names the unknown variant 'express'. Variants: control, oneStep.
                \(broken):3:118: error: flag 'checkoutFlow' is a variant flag, and variant flags are fixed at compile time in this version (the store can't carry a variant yet), so a remote payload can't change it; remove 'remote' or write "remote": false.

                """)
    }

    /// A variant flag can't be changed remotely yet, so the template leaves it out.
    @Test func remoteTemplateLeavesVariantFlagsOut() throws {
        let directory = try TemporaryDirectory()
        let manifest = try directory.write(Self.manifest(), to: "flags.json")
        let template = Flaggen.run(["remote-template", manifest])
        #expect(template.status == 0)
        #expect(template.standardOutput.contains(#""killSwitch": "#), "\(template.standardOutput)")
        #expect(!template.standardOutput.contains("checkoutFlow"), "\(template.standardOutput)")
    }

    @Test func generateWritesTheVariantEnumAndCheckAgrees() throws {
        let directory = try TemporaryDirectory()
        let manifest = try directory.write(Self.manifest(), to: "flags.json")
        let output = directory.path("Generated")
        #expect(Flaggen.run(["generate", manifest, "--output", output]).status == 0)
        let generated = try String(contentsOfFile: output + "/FeatureFlag.swift", encoding: .utf8)
        #expect(generated.contains("nonisolated enum CheckoutFlowVariant: String, CaseIterable, Sendable {"))
        #expect(generated.contains("static var checkoutFlow: CheckoutFlowVariant {"))
        #expect(Flaggen.run(["check", manifest, "--output", output]).status == 0)
    }
}
