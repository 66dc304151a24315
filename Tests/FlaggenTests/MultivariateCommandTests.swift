import Foundation
import Testing

/// The commands on a manifest with variant flags (`"variants"` and `"value"`).
@Suite struct MultivariateCommandTests {
    static let flags = [
        #"    { "name": "killSwitch", "description": "K.", "enabled": true, "remote": "disable-only" },"#,
        #"    { "name": "checkoutFlow", "description": "C.", "variants": ["control", "oneStep", "express"], "value": { "in": { "appStore": "oneStep" }, "otherwise": "express" }, "remote": true, "local": false },"#,
        #"    { "name": "onboarding", "description": "O.", "variants": ["classic", "guided"], "value": "guided", "remote": "disable-only", "local": false },"#,
        #"    { "name": "layout", "description": "L.", "variants": ["list", "grid"], "value": "grid", "local": false }"#,
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

                """)
    }

    /// A variant flag that may change remotely is in the template at its compiled variant; a
    /// kill switch at its baseline, for no configuration.
    @Test func remoteTemplateListsRemoteVariantFlagsAtTheirCompiledVariant() throws {
        let directory = try TemporaryDirectory()
        let manifest = try directory.write(Self.manifest(), to: "flags.json")
        let template = Flaggen.run(["remote-template", manifest])
        #expect(template.status == 0)
        #expect(
            template.standardOutput == """
                {
                  "version": 1,
                  "flags": {
                    "killSwitch": {"value": false, "configurations": []},
                    "checkoutFlow": {"value": "oneStep", "configurations": ["appStore"]},
                    "onboarding": {"value": "classic", "configurations": []}
                  }
                }

                """)
        #expect(
            template.standardError == """
                key           remote         branchTest  prereleaseTesting  localDeveloper  appStore
                ------------  -------------  ----------  -----------------  --------------  --------
                killSwitch    off only       on          on                 on              on
                checkoutFlow  any variant    express     express            express         oneStep
                onboarding    baseline only  guided      guided             guided          guided

                """)
    }

    /// A variant flag is used where its case is (`FeatureFlag.onboarding`, `.onboarding` in a flag
    /// context) or where its variant enum is named (`CheckoutFlowVariant`, qualified or not);
    /// not in a comment or a string.
    @Test(arguments: [
        ("FeatureFlag.CheckoutFlowVariant.current", "checkoutFlow"),
        ("CheckoutFlowVariant.allCases", "checkoutFlow"),
        ("FeatureFlag.onboarding.isEnabled", "onboarding"),
        ("store.isEnabled(.onboarding)", "onboarding"),
        ("FeatureFlag.OnboardingVariant.value(in: .appStore)", "onboarding"),
    ])
    func unusedCountsAVariantFlagUsedThroughItsCaseOrItsEnum(use: String, flag: String) throws {
        let directory = try TemporaryDirectory()
        let manifest = try directory.write(Self.manifest(), to: "flags.json")
        try FileManager.default.createDirectory(atPath: directory.path("Sources"), withIntermediateDirectories: true)
        _ = try directory.write(
            """
            // FeatureFlag.LayoutVariant.current
            let text = "LayoutVariant"
            func read() { _ = FeatureFlag.killSwitch.isEnabled; _ = \(use) }
            """, to: "Sources/Use.swift")
        let run = UnusedRun(manifest: manifest, sources: directory.path("Sources"))
        let lines = ["checkoutFlow": 4, "onboarding": 5, "layout": 6]
        let unused = lines.filter { $0.key != flag }.sorted { $0.value < $1.value }
        #expect(
            run.result.standardError == unused.map { run.unusedWarning($0.key, at: $0.value, 15) }.joined(), "\(use)")
    }

    @Test func generateWritesTheVariantEnumAndCheckAgrees() throws {
        let directory = try TemporaryDirectory()
        let manifest = try directory.write(Self.manifest(), to: "flags.json")
        let output = directory.path("Generated")
        #expect(Flaggen.run(["generate", manifest, "--output", output]).status == 0)
        let generated = try String(contentsOfFile: output + "/FeatureFlag.swift", encoding: .utf8)
        #expect(generated.contains("nonisolated enum CheckoutFlowVariant: String, CaseIterable, Sendable {"))
        #expect(generated.contains("    case checkoutFlow\n"))
        #expect(generated.contains("static var current: Self {"))
        #expect(generated.contains("extension FeatureFlag.CheckoutFlowVariant: FlagVariant {"))
        #expect(Flaggen.run(["check", manifest, "--output", output]).status == 0)
    }
}
