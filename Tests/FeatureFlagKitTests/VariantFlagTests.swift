import FeatureFlagKit
import FeatureFlagKitScreen
import Foundation
import Testing

/// Flags of another app variant (`"if": "FFK_OTHER_VARIANT"`, never defined in this build) and
/// of this one (`"if": "!FFK_OTHER_VARIANT"`): the generated answers and what the store says.
@Suite struct VariantFlagTests {
    private static let otherVariant: [FeatureFlag] = [
        .otherVariantAllowed, .otherVariantDisableOnly, .otherVariantForbidden,
    ]

    @Test func aFlagOfAnotherVariantIsOffEverywhereAndNothingChangesIt() {
        for flag in Self.otherVariant {
            #expect(!flag.isInAppVariant)
            #expect(!flag.isEnabled)
            for configuration in BuildConfiguration.allCases {
                #expect(!flag.isEnabled(in: configuration), "\(flag) in \(configuration)")
                #expect(!flag.isOverridable(in: configuration), "\(flag) in \(configuration)")
            }
        }
    }

    @Test func aFlagOfThisVariantFollowsItsRuleAndPolicy() {
        let flag = FeatureFlag.thisVariantAllowed
        #expect(flag.isInAppVariant)
        #expect(BuildConfiguration.allCases.filter(flag.isEnabled(in:)) == [.qa, .debug])
        #expect(BuildConfiguration.allCases.allSatisfy(flag.isOverridable(in:)))
        #expect(FeatureFlag.onlyInQA.isInAppVariant, "a flag without 'if' is in every variant")
    }

    @Test func theStoreRefusesOverridesOfAnotherVariantsFlagAndSaysWhy() throws {
        let store = FlagStore<FeatureFlag>(configuration: .debug)
        #expect(throws: OverrideRefusal(key: "otherVariantAllowed", reason: .absentFromAppVariant)) {
            try store.setLocalOverride(true, for: .otherVariantAllowed)
        }
        let payload = #"{"version": 1, "flags": {"otherVariantAllowed": true, "thisVariantAllowed": false}}"#
        try store.applyRemotePayload(Data(payload.utf8))
        let evaluation = store.evaluation(of: .otherVariantAllowed)
        #expect(!evaluation.isEnabled && evaluation.source == .compiled && !evaluation.isOverridable)
        #expect(evaluation.details.remoteRefusal == .absentFromAppVariant)
        #expect(
            evaluation.explanation == """
                off: compiled value in debug; remote value on refused: the flag is not part of this app variant \
                (its "if" condition doesn't hold in this build)
                """)
        #expect(!store.isEnabled(.otherVariantAllowed))
        #expect(!store.isEnabled(.thisVariantAllowed), "the variant's own flag takes the remote value")
        #expect(store.evaluation(of: .thisVariantAllowed).source == .remote)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @MainActor @Test func theFlagsScreenSaysAnotherVariantsFlagCantBeOverridden() {
        let model = FlagsScreenModel(store: FlagStore<FeatureFlag>(configuration: .debug))
        #expect(!model.row(for: .otherVariantAllowed).canOverride)
        #expect(
            model.row(for: .otherVariantAllowed).overrideRefusal == """
                This flag can't be overridden here: the flag is not part of this app variant \
                (its "if" condition doesn't hold in this build).
                """)
        #expect(model.row(for: .thisVariantAllowed).canOverride)
    }
}
