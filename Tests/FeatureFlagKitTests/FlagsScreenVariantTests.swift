import FeatureFlagKit
import FeatureFlagKitScreen
import Testing

/// The flags screen's model for a variant flag: its row names its variant and override, a
/// picker binds to it through a key path, and a value the flag lacks or a toggle is refused.
extension FlagsScreenModelTests {
    private static let variants: [FlagValue] = ["control", "annualFirst", "trialFirst"]

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aVariantFlagsRowShowsItsVariantsItsVariantAndItsOverride() throws {
        let model = makeModel()
        let compiled = model.row(for: .paywall)
        #expect(compiled.metadata.variants == ["control", "annualFirst", "trialFirst"])
        #expect(compiled.variant == "control" && !compiled.isEnabled && compiled.localOverride == nil)

        try model.setOverride("trialFirst", for: .paywall)
        let overridden = model.row(for: .paywall)
        #expect(overridden.variant == "trialFirst" && overridden.isEnabled && overridden.source == .localOverride)
        #expect(overridden.localOverride == .variant("trialFirst"))
        #expect(overridden.explanation == "trialFirst: local override")

        try model.setOverride(true, for: .offForbiddenLocal)
        #expect(model.row(for: .offForbiddenLocal).localOverride == .bool(true))
        #expect(model.row(for: .offForbiddenLocal).variant == nil, "a Boolean flag has no variant")
    }

    /// What `Picker(selection: $model[variant: flag])` does: read and write through a key path.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aPickerBindsToAVariantFlagThroughAKeyPath() {
        let model = makeModel()
        let paywall: ReferenceWritableKeyPath<FlagsScreenModel<FeatureFlag>, String> = \.[variant: .paywall]
        #expect(model[keyPath: paywall] == "control")
        model[keyPath: paywall] = "annualFirst"
        #expect(model[keyPath: paywall] == "annualFirst")
        #expect(model.store.variant(FeatureFlag.PaywallVariant.self) == .annualFirst)

        model[keyPath: paywall] = "lifetime"
        #expect(model[keyPath: paywall] == "annualFirst", "a name the flag lacks leaves the picker as it was")
        #expect(model.store.localOverride(for: .paywall) == "annualFirst")

        let boolean: ReferenceWritableKeyPath<FlagsScreenModel<FeatureFlag>, String> = \.[variant: .offForbiddenLocal]
        #expect(model[keyPath: boolean] == "")
        model[keyPath: boolean] = "on"
        #expect(model.store.localOverride(for: .offForbiddenLocal) == nil, "a Boolean flag refuses every name")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aValueTheFlagLacksIsRefusedNamingItsValues() throws {
        let model = makeModel()
        let refusal = #expect(throws: OverrideRefusal.self) { try model.setOverride("annual", for: .paywall) }
        #expect(refusal == OverrideRefusal(key: "paywall", reason: .unknownValue("annual", values: Self.variants)))
        #expect(
            refusal?.description
                == "cannot override 'paywall': 'annual' is not one of its values ('control', 'annualFirst', 'trialFirst')."
        )
        #expect(throws: OverrideRefusal(key: "paywall", reason: .unknownValue(true, values: Self.variants))) {
            try model.setOverride(true, for: .paywall)
        }
        #expect(model.row(for: .paywall).source == .compiled && model.row(for: .paywall).localOverride == nil)
        #expect(model.row(for: .paywall).canOverride, "the flag itself can be overridden here")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func togglingAVariantFlagIsRefusedRatherThanCycled() throws {
        let model = makeModel()
        #expect(throws: OverrideRefusal(key: "paywall", reason: .unknownValue(true, values: Self.variants))) {
            try model.toggleOverride(for: .paywall)
        }
        #expect(model.row(for: .paywall).localOverride == nil)

        try model.setOverride("trialFirst", for: .paywall)
        #expect(throws: OverrideRefusal(key: "paywall", reason: .unknownValue(false, values: Self.variants))) {
            try model.toggleOverride(for: .paywall)
        }
        #expect(model.row(for: .paywall).variant == "trialFirst")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func whereOverridesAreNotHonouredAVariantFlagIsLockedToo() {
        let model = makeModel(.release)
        #expect(!model.row(for: .paywall).canOverride)
        #expect(throws: OverrideRefusal(key: "paywall", reason: .localNotHonoured(configuration: "release"))) {
            try model.setOverride("trialFirst", for: .paywall)
        }
        #expect(throws: OverrideRefusal(key: "paywall", reason: .localNotHonoured(configuration: "release"))) {
            try model.toggleOverride(for: .paywall)
        }
        model[variant: .paywall] = "trialFirst"
        #expect(model[variant: .paywall] == "control")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func clearingAVariantOverrideGoesBackToTheCompiledVariant() throws {
        let model = makeModel()
        try model.setOverride("annualFirst", for: .paywall)
        #expect(model.hasLocalOverrides)
        model.clearOverride(for: .paywall)
        #expect(model.row(for: .paywall).variant == "control" && model.row(for: .paywall).source == .compiled)
        #expect(!model.hasLocalOverrides)
    }
}
