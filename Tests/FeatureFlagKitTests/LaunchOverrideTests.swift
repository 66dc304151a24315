import FeatureFlagKit
import Foundation
import Testing

/// Local overrides a process is launched with (`FEATUREFLAGKIT_OVERRIDES`), read from an
/// environment given to the store: honoured where a local override would be, over the stored
/// ones, never saved, and every entry that can't apply reported.
@Suite struct LaunchOverrideTests {
    private typealias Paywall = FeatureFlag.PaywallVariant

    private func temporaryFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("ffk-\(UUID().uuidString)/overrides.json")
    }

    private func launching(with overrides: String) -> [String: String] {
        ["FEATUREFLAGKIT_OVERRIDES": overrides, "PATH": "/usr/bin"]
    }

    @Test func launchOverridesApplyOverStoredOnesAndAreNeverSaved() throws {
        let file = temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        try FlagStore<FeatureFlag>(configuration: .debug, localOverrideStorage: .file(file))
            .setLocalOverride(false, for: .offForbiddenLocal)
        let stored = try String(contentsOf: file, encoding: .utf8)

        let store = FlagStore<FeatureFlag>(
            configuration: .debug, localOverrideStorage: .file(file),
            environment: launching(with: #"{"offForbiddenLocal": true, "paywall": "trialFirst"}"#))
        #expect(store.isEnabled(.offForbiddenLocal))
        #expect(store.variant(Paywall.self) == .trialFirst)
        #expect(store.localOverride(for: .offForbiddenLocal) == true)
        let evaluation = store.evaluation(of: .offForbiddenLocal)
        #expect(evaluation.source == .localOverride)
        #expect(evaluation.explanation == "on: local override from FEATUREFLAGKIT_OVERRIDES")
        #expect(store.recentDiagnostics.isEmpty)
        #expect(FeatureFlag.withStore(store) { Paywall.current } == .trialFirst, "the generated read sees it")
        #expect(try String(contentsOf: file, encoding: .utf8) == stored)

        try store.setLocalOverride(true, for: .bit0)
        #expect(store.isEnabled(.offForbiddenLocal), "another flag's change leaves the launch override in force")
        #expect(
            try LocalOverrideStorage.file(file).medium.loadOverrides() == ["offForbiddenLocal": false, "bit0": true])

        store.reloadLocalOverrides()
        store.setLocalOverrideStorage(.file(file))
        #expect(store.isEnabled(.offForbiddenLocal) && store.variant(Paywall.self) == .trialFirst)

        let nextLaunch = FlagStore<FeatureFlag>(
            configuration: .debug, localOverrideStorage: .file(file), environment: [:])
        #expect(!nextLaunch.isEnabled(.offForbiddenLocal) && nextLaunch.variant(Paywall.self) == .control)
    }

    @Test func settingOrClearingAFlagReplacesItsLaunchOverride() throws {
        let file = temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let store = FlagStore<FeatureFlag>(
            configuration: .debug, localOverrideStorage: .file(file),
            environment: launching(with: #"{"offForbiddenLocal": true, "paywall": "trialFirst", "bit1": true}"#))
        try store.setLocalOverride(false, for: .offForbiddenLocal)
        #expect(store.evaluation(of: .offForbiddenLocal).explanation == "off: local override")
        #expect(try LocalOverrideStorage.file(file).medium.loadOverrides() == ["offForbiddenLocal": false])

        store.clearLocalOverride(for: .paywall)
        #expect(store.evaluation(of: .paywall).explanation == "control: compiled value in debug")
        #expect(store.isEnabled(.bit1))
        store.clearAllLocalOverrides()
        #expect(!store.isEnabled(.bit1) && store.localOverride(for: .bit1) == nil)
        #expect(try LocalOverrideStorage.file(file).medium.loadOverrides() == [:])
    }

    @Test func everyEntryThatCannotApplyIsReportedAndTheRestApply() {
        let reported = Protected<[FlagDiagnostic]>([])
        let overrides = """
            {"bit0": true, "nope": true, "bit1": 1, "bit2": "true", "paywall": "annual", "layout": false,
             "offForbiddenNoLocal": true, "otherVariantAllowed": true, "bit3": null, "bit0": false, "paywall": "control",
             "bit4": {"value": true}, "bit5": true}
            """
        let store = FlagStore<FeatureFlag>(
            configuration: .debug, onDiagnostic: { diagnostic in reported.withValue { $0.append(diagnostic) } },
            environment: launching(with: overrides))
        let prefix = "the launch override of "
        let expected = [
            "\(prefix)'nope' in FEATUREFLAGKIT_OVERRIDES is refused: FeatureFlag has no flag with that key.",
            "\(prefix)'bit1' in FEATUREFLAGKIT_OVERRIDES is refused: 'bit1' is a Boolean flag: its value is true or false, not 1.",
            "\(prefix)'bit2' in FEATUREFLAGKIT_OVERRIDES is refused: 'bit2' is a Boolean flag: its value is true or false, not \"true\".",
            "\(prefix)'paywall' in FEATUREFLAGKIT_OVERRIDES is refused: 'annual' is not a variant of 'paywall' "
                + "(its variants: control, annualFirst, trialFirst).",
            "\(prefix)'layout' in FEATUREFLAGKIT_OVERRIDES is refused: false is not a variant of 'layout' "
                + "(its variants: list, grid, cards).",
            "\(prefix)'offForbiddenNoLocal' in FEATUREFLAGKIT_OVERRIDES is refused: "
                + "the flag forbids local overrides (\"local\": false).",
            "\(prefix)'otherVariantAllowed' in FEATUREFLAGKIT_OVERRIDES is refused: "
                + "the flag is not part of this app variant (its \"if\" condition doesn't hold in this build).",
            "\(prefix)'bit3' in FEATUREFLAGKIT_OVERRIDES is refused: its value is null, not true, false, a variant's name, a number or a string.",
            "'bit0' appears twice in FEATUREFLAGKIT_OVERRIDES; the first one is used.",
            "'paywall' appears twice in FEATUREFLAGKIT_OVERRIDES; the first one is used.",
            "\(prefix)'bit4' in FEATUREFLAGKIT_OVERRIDES is refused: its value is an object, not true, false, a variant's name, a number or a string.",
        ]
        #expect(reported.withValue { $0.map(\.description) } == expected)
        #expect(store.recentDiagnostics.map(\.description) == expected)
        #expect(
            store.recentDiagnostics.map(\.key) == [
                "nope", "bit1", "bit2", "paywall", "layout", "offForbiddenNoLocal", "otherVariantAllowed", "bit3",
                "bit0", "paywall", "bit4",
            ])
        #expect(store.recentDiagnostics.allSatisfy { $0.origin == .localOverrides })
        #expect(store.isEnabled(.bit0) && store.isEnabled(.bit5), "the entries that can apply do")
        #expect(!store.isEnabled(.bit1) && !store.isEnabled(.bit2) && !store.isEnabled(.offForbiddenNoLocal))
        #expect(store.variant(Paywall.self) == .control && store.localOverride(for: .paywall) == nil)
    }

    @Test func aConfigurationThatHonoursNoLocalOverridesRefusesEveryLaunchOverride() {
        let store = FlagStore<FeatureFlag>(
            configuration: .release,
            environment: launching(with: #"{"offForbiddenLocal": true, "paywall": "trialFirst"}"#))
        #expect(
            store.recentDiagnostics.map(\.description) == [
                "the launch override of 'offForbiddenLocal' in FEATUREFLAGKIT_OVERRIDES is refused: "
                    + "local overrides are not honoured in release.",
                "the launch override of 'paywall' in FEATUREFLAGKIT_OVERRIDES is refused: "
                    + "local overrides are not honoured in release.",
            ])
        #expect(!store.isEnabled(.offForbiddenLocal) && store.variant(Paywall.self) == .control)
        #expect(store.localOverride(for: .offForbiddenLocal) == nil)
    }

    @Test(arguments: [
        (
            #"{"bit0": true,"#,
            "FEATUREFLAGKIT_OVERRIDES is not valid JSON, so no launch override was applied: "
                + "1:15: the end of the document where an object key was expected; keys are strings in double quotes."
        ),
        (
            "{\n  \"bit0\": tru\n}",
            "FEATUREFLAGKIT_OVERRIDES is not valid JSON, so no launch override was applied: "
                + "2:11: unexpected character 't' where a value was expected (did you mean true?)."
        ),
        (
            "",
            "FEATUREFLAGKIT_OVERRIDES is not valid JSON, so no launch override was applied: "
                + "1:1: expected a JSON value, but the document is empty."
        ),
        (
            #"["bit0"]"#,
            "FEATUREFLAGKIT_OVERRIDES is an array, not a JSON object of flag keys and values such as "
                + #"{"newEditor": true, "checkoutFlow": "oneStep"}; no launch override was applied."#
        ),
        (
            "true",
            "FEATUREFLAGKIT_OVERRIDES is a Boolean, not a JSON object of flag keys and values such as "
                + #"{"newEditor": true, "checkoutFlow": "oneStep"}; no launch override was applied."#
        ),
    ])
    func aValueThatIsNotAJSONObjectAppliesNothing(overrides: String, message: String) {
        let store = FlagStore<FeatureFlag>(configuration: .debug, environment: launching(with: overrides))
        #expect(store.recentDiagnostics.map(\.description) == [message])
        #expect(store.recentDiagnostics.first?.key == nil)
        #expect(!store.isEnabled(.bit0))
    }

    @Test func anEnvironmentWithoutTheVariableChangesNothing() {
        let store = FlagStore<FeatureFlag>(configuration: .debug, environment: ["FEATUREFLAGKIT": "{}"])
        #expect(store.recentDiagnostics.isEmpty)
        #expect(FeatureFlag.allCases.allSatisfy { store.evaluation(of: $0).source == .compiled })
    }
}
