import FeatureFlagKit
import FeatureFlagKitTestSupport
import FeatureFlagKitTesting
import Foundation
import Testing

@Test(.flagOverrides([FeatureFlag.checkoutFlow: "oneStep"]))
func aTestSeesTheVariantItsTraitPins() async {
    #expect(FeatureFlag.CheckoutFlowVariant.current == .oneStep)
    #expect(FeatureFlag.checkoutFlow.isEnabled, "a variant other than the first counts as on")
    #expect(await Task { FeatureFlag.CheckoutFlowVariant.current }.value == .oneStep, "a child task sees it too")
}

@Test func withoutTheTraitTheCompiledVariantIsInForce() {
    #expect(FeatureFlag.CheckoutFlowVariant.current == .control)
    #expect(FeatureFlag.OnboardingVariant.current == .classic)
}

@Test(.flagOverrides([FeatureFlag.onboarding: "video"]))
func aVariantFlagWithoutLocalOverridesIsPinnedByARemoteValue() throws {
    #expect(FeatureFlag.OnboardingVariant.current == .video)
    let store = try FeatureFlag.isolatedStore(overriding: [.onboarding: "guided"])
    #expect(store.variant(FeatureFlag.OnboardingVariant.self) == .guided)
    #expect(store.evaluation(of: .onboarding).source == .remote)
}

@Test(.flagOverrides([FeatureFlag.paywall: "off"]))
func aVariantKillSwitchIsPinnedToItsFirstVariant() {
    #expect(FeatureFlag.PaywallVariant.current == .off)
}

@Suite(.flagOverrides([FeatureFlag.checkoutFlow: "oneStep", .onboarding: "guided"]))
struct VariantSuiteTraitTests {
    @Test func everyTestOfTheSuiteSeesItsVariants() {
        #expect(FeatureFlag.CheckoutFlowVariant.current == .oneStep)
        #expect(FeatureFlag.OnboardingVariant.current == .guided)
    }

    @Test(.flagOverrides([FeatureFlag.checkoutFlow: "express", .newEditor: true]))
    func aTestTraitAddsToAndWinsOverTheSuiteTrait() {
        #expect(FeatureFlag.CheckoutFlowVariant.current == .express)
        #expect(FeatureFlag.OnboardingVariant.current == .guided)
        #expect(FeatureFlag.newEditor.isEnabled)
    }
}

@Suite struct VariantRefusalTests {
    /// Runs `overrides`' trait around a body, and returns what it threw and whether the body ran.
    private func refusal(of overrides: [FeatureFlag: FlagValue]) async throws -> (OverrideRefusal?, ran: Bool) {
        let trait: FlagOverridesTrait = .flagOverrides(overrides)
        let ran = Protected(false)
        let test = try #require(Test.current)
        let error = await #expect(throws: OverrideRefusal.self) {
            try await trait.provideScope(for: test, testCase: Test.Case.current) { ran.withValue { $0 = true } }
        }
        return (error, ran.withValue { $0 })
    }

    @Test func aVariantTheFlagDoesNotDeclareFailsTheTestBeforeItsBody() async throws {
        let (error, ran) = try await refusal(of: [.checkoutFlow: "oneStepp"])
        #expect(
            error
                == OverrideRefusal(
                    key: "checkoutFlow", reason: .unknownValue("oneStepp", values: ["control", "oneStep", "express"])))
        #expect(
            error?.description
                == "cannot override 'checkoutFlow': 'oneStepp' is not one of its values ('control', 'oneStep', 'express')."
        )
        #expect(!ran, "the test body must not run with overrides that weren't applied")
    }

    @Test func aValueTheFlagDoesNotHaveIsRefusedOnTheRemotePathToo() async throws {
        let (unknown, ran) = try await refusal(of: [.onboarding: "tour"])
        #expect(
            unknown
                == OverrideRefusal(
                    key: "onboarding", reason: .unknownValue("tour", values: ["classic", "guided", "video"])))
        #expect(!ran)
        #expect(
            throws: OverrideRefusal(
                key: "onboarding", reason: .unknownValue(true, values: ["classic", "guided", "video"]))
        ) {
            try FeatureFlag.isolatedStore(overriding: [.onboarding: true])
        }
        #expect(throws: OverrideRefusal(key: "newEditor", reason: .unknownValue("oneStep", values: [false, true]))) {
            try FeatureFlag.isolatedStore(overriding: [.newEditor: "oneStep"])
        }
        #expect(throws: OverrideRefusal(key: "pinnedLayout", reason: .unknownValue("table", values: ["grid", "list"])))
        {
            try FeatureFlag.isolatedStore(overriding: [.pinnedLayout: "table"])
        }
    }

    @Test func aVariantKillSwitchRefusesAnyVariantButItsFirst() async throws {
        let (error, ran) = try await refusal(of: [.paywall: "annual"])
        #expect(
            error == OverrideRefusal(key: "paywall", reason: .remoteDisableOnly, variants: ["off", "annual", "trial"]))
        #expect(
            error?.description
                == "cannot override 'paywall': it may only be set remotely to its first variant, 'off' (\"remote\": \"disable-only\")."
        )
        #expect(!ran)
        let compiled = try FeatureFlag.isolatedStore(overriding: [.paywall: "trial"])
        #expect(compiled.variant(FeatureFlag.PaywallVariant.self) == .trial, "its compiled variant is no change")
    }

    @Test func aConstantVariantFlagFailsTheTestWithConstantInBuild() async throws {
        let (error, ran) = try await refusal(of: [.pinnedLayout: "list"])
        #expect(
            error == OverrideRefusal(key: "pinnedLayout", reason: .constantInBuild(configuration: "localDeveloper")))
        #expect(!ran)
    }
}
