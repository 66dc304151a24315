import FeatureFlagKit
import FeatureFlagKitTestSupport
import Foundation
import Testing

/// Local overrides of a variant flag: set by variant or by name, refused for a value the flag
/// doesn't have, stored by name, and a stored name the flag no longer declares kept but ignored.
@Suite struct VariantLocalOverrideTests {
    private typealias Paywall = FeatureFlag.PaywallVariant

    private func temporaryFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("ffk-\(UUID().uuidString)/overrides.json")
    }

    @Test func aVariantOverridesTheCompiledAndRemoteVariant() throws {
        let store = FlagStore<FeatureFlag>(configuration: .debug)
        _ = try store.applyRemotePayload(Data(#"{"version": 1, "flags": {"paywall": "trialFirst"}}"#.utf8))
        try store.setLocalOverride(Paywall.annualFirst)
        #expect(store.variant(Paywall.self) == .annualFirst)
        #expect(store.isEnabled(.paywall), "a variant other than the baseline counts as on")
        let evaluation = store.evaluation(of: .paywall)
        #expect(evaluation.source == .localOverride)
        #expect(evaluation.explanation == "annualFirst: local override; remote value trialFirst overridden locally")
        #expect(store.localOverride(for: .paywall) == .variant("annualFirst"))
        #expect(FeatureFlag.withStore(store) { Paywall.current } == .annualFirst, "the generated read sees it")

        try store.setLocalOverride("control", for: .paywall)
        #expect(store.variant(Paywall.self) == .control)
        #expect(!store.isEnabled(.paywall))
        store.clearLocalOverride(for: .paywall)
        #expect(store.variant(Paywall.self) == .trialFirst)
    }

    @Test func aValueTheFlagDoesNotHaveIsRefusedAndChangesNothing() throws {
        let store = FlagStore<FeatureFlag>(configuration: .debug)
        try store.setLocalOverride(Paywall.trialFirst)
        let variants: [FlagValue] = ["control", "annualFirst", "trialFirst"]
        let unknown = #expect(throws: OverrideRefusal.self) { try store.setLocalOverride("annual", for: .paywall) }
        #expect(unknown == OverrideRefusal(key: "paywall", reason: .unknownValue("annual", values: variants)))
        #expect(
            unknown?.description
                == "cannot override 'paywall': 'annual' is not one of its values ('control', 'annualFirst', 'trialFirst')."
        )
        #expect(throws: OverrideRefusal(key: "paywall", reason: .unknownValue(true, values: variants))) {
            try store.setLocalOverride(true, for: .paywall)
        }
        let boolean = #expect(throws: OverrideRefusal.self) { try store.setLocalOverride("on", for: .bit0) }
        #expect(boolean?.description == "cannot override 'bit0': 'on' is not one of its values (false, true).")
        #expect(store.variant(Paywall.self) == .trialFirst)
        #expect(store.localOverride(for: .bit0) == nil)
    }

    @Test func aConfigurationThatHonoursNoOverridesRefusesVariantsToo() {
        let release = FlagStore<FeatureFlag>(configuration: .release)
        #expect(throws: OverrideRefusal(key: "paywall", reason: .localNotHonoured(configuration: "release"))) {
            try release.setLocalOverride(Paywall.annualFirst)
        }
        #expect(release.variant(Paywall.self) == .control)
    }

    @Test func aVariantIsStoredByNameInAVersion2DocumentAndSurvivesARestart() throws {
        let file = temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let first = FlagStore<FeatureFlag>(configuration: .debug, localOverrideStorage: .file(file))
        try first.setLocalOverride(true, for: .bit0)
        #expect(try String(contentsOf: file, encoding: .utf8).contains(#""version": 1,"#), "Booleans only: version 1")
        try first.setLocalOverride(Paywall.trialFirst)
        #expect(
            try String(contentsOf: file, encoding: .utf8) == """
                {
                  "version": 2,
                  "overrides": {
                    "bit0": true,
                    "paywall": "trialFirst"
                  }
                }

                """)
        let second = FlagStore<FeatureFlag>(configuration: .debug, localOverrideStorage: .file(file))
        #expect(second.variant(Paywall.self) == .trialFirst)
        #expect(second.isEnabled(.bit0))
        #expect(second.recentDiagnostics.isEmpty)
    }

    @Test func aStoredNameTheFlagDoesNotDeclareIsReportedIgnoredAndKept() throws {
        let storage = LocalOverrideStorage.inMemory(["paywall": "lifetime", "bit0": true, "bit1": "on"])
        let store = FlagStore<FeatureFlag>(
            configuration: .debug, localOverrideStorage: storage)
        #expect(store.variant(Paywall.self) == .control)
        #expect(store.isEnabled(.bit0))
        #expect(!store.isEnabled(.bit1))
        let expected: Set = [
            "the stored local override of 'paywall' is ignored: 'lifetime' is not a variant of 'paywall' (its variants: control, annualFirst, trialFirst).",
            "the stored local override of 'bit1' is ignored: 'bit1' is a Boolean flag: its value is true or false, not 'on'.",
        ]
        #expect(Set(store.recentDiagnostics.map(\.message)) == expected)
        try store.setLocalOverride(true, for: .bit2)
        store.clearLocalOverride(for: .bit2)
        store.reloadLocalOverrides()
        try store.setLocalOverride(true, for: .bit2)
        #expect(
            try storage.medium.loadOverrides() == ["paywall": "lifetime", "bit0": true, "bit1": "on", "bit2": true])
        #expect(store.recentDiagnostics.count == 2, "each stored mismatch is reported once, not on every save")
    }

    @Test func aLocalOverrideOfASplitFlagRecordsNoExposure() async throws {
        let store = FlagStore<FeatureFlag>(configuration: .debug)
        let exposures = store.exposures()
        let split = #"{"split": [{"value": "annualFirst", "weight": 1}, {"value": "trialFirst", "weight": 1}]}"#
        _ = try store.applyRemotePayload(Data(#"{"version": 1, "flags": {"paywall": \#(split)}}"#.utf8))
        try store.setLocalOverride(Paywall.control)
        store.setTargeting(TargetingContext(unitID: "overridden"))
        #expect(store.variant(Paywall.self) == .control)
        store.setTargeting(TargetingContext(unitID: "assigned"))
        store.clearLocalOverride(for: .paywall)
        let assigned = store.variant(Paywall.self)
        var iterator = exposures.makeAsyncIterator()
        let next = await BoundedWait.next(&iterator)
        let exposure = try #require(next)
        #expect(exposure.unitID == "assigned", "the read under the override recorded nothing")
        #expect(exposure.value == assigned.rawValue && assigned != .control)
    }
}
