import FeatureFlagKit
import FeatureFlagKitScreen
import Testing

/// The flags screen's model for a typed flag: its row shows the value in force, the compiled
/// value and the bounds; text typed in its field is read as the flag's type, and what is not a
/// value of it or is out of bounds is refused with the reason.
extension FlagsScreenModelTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aTypedFlagsRowShowsItsValueItsCompiledValueAndItsBounds() throws {
        let model = makeModel(.debug)
        let limit = model.row(for: .uploadLimit)
        #expect(limit.value == .integer(5) && limit.compiledValue == .integer(5))
        #expect(limit.valueTypeName == "integer" && limit.bounds == "1...500")
        #expect(limit.valueText == "5" && limit.isEnabled && limit.localOverride == nil)
        #expect(model.row(for: .refreshInterval).bounds == "at least 1")
        #expect(model.row(for: .refreshInterval).value == .double(300))
        #expect(model.row(for: .supportEmail).bounds == "at most 32 UTF-8 bytes")
        #expect(model.row(for: .supportEmail).valueText == "help@example.com")
        #expect(makeModel(.release).row(for: .uploadLimit).compiledValue == .integer(25))
        #expect(model.row(for: .paywall).valueTypeName == nil && model.row(for: .paywall).bounds == nil)
        #expect(model.row(for: .paywall).value == .variant("control"))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func textIsReadAsTheFlagsTypeAndSetsTheLocalOverride() throws {
        let model = makeModel()
        try model.setOverride(text: " 100 ", for: .uploadLimit)
        let limit = model.row(for: .uploadLimit)
        #expect(limit.value == .integer(100) && limit.source == .localOverride)
        #expect(limit.localOverride == .integer(100) && limit.compiledValue == .integer(5))
        #expect(limit.explanation == "100: local override")
        #expect(model.store.value(of: .uploadLimit) == .integer(100))

        try model.setOverride(text: "2.5", for: .refreshInterval)
        #expect(model.row(for: .refreshInterval).value == .double(2.5))
        try model.setOverride(text: "60", for: .refreshInterval)
        #expect(model.row(for: .refreshInterval).value == .double(60), "a whole number is a double too")
        try model.setOverride(text: "200.0", for: .uploadLimit)
        #expect(model.row(for: .uploadLimit).value == .integer(200), "a whole number written with a fraction")

        try model.setOverride(text: " qa@example.com", for: .supportEmail)
        #expect(model.row(for: .supportEmail).value == .string(" qa@example.com"), "a string is kept as typed")
        #expect(model.row(for: .supportEmail).valueText == " qa@example.com")
        try model.setOverride(text: "", for: .supportEmail)
        #expect(model.row(for: .supportEmail).value == .string(""))

        model.clearOverride(for: .uploadLimit)
        #expect(model.row(for: .uploadLimit).value == .integer(5) && model.row(for: .uploadLimit).source == .compiled)
        #expect(model.hasLocalOverrides)
        model.clearAllOverrides()
        #expect(!model.hasLocalOverrides)
    }

    /// The reason a refused edit gives, after checking that nothing changed.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    private func refusal(of text: String, for flag: FeatureFlag, in model: FlagsScreenModel<FeatureFlag>) -> String? {
        let before = model.row(for: flag).value
        do throws(OverrideRefusal) {
            try model.setOverride(text: text, for: flag)
            return nil
        } catch {
            #expect(model.row(for: flag).value == before, "a refused edit changes nothing")
            #expect(model.store.localOverride(for: flag) == nil)
            return error.description
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func textOutsideTheBoundsIsRefusedWithTheBound() {
        let model = makeModel()
        #expect(
            refusal(of: "501", for: .uploadLimit, in: model)
                == "cannot override 'uploadLimit': 501 is above its maximum 500.")
        #expect(
            refusal(of: "0", for: .uploadLimit, in: model) == "cannot override 'uploadLimit': 0 is below its minimum 1."
        )
        #expect(
            refusal(of: "0.5", for: .refreshInterval, in: model)
                == "cannot override 'refreshInterval': 0.5 is below its minimum 1.")
        #expect(
            refusal(of: String(repeating: "a", count: 33), for: .supportEmail, in: model)
                == "cannot override 'supportEmail': \"\(String(repeating: "a", count: 33))\" is 33 UTF-8 bytes long, more than its maxLength 32."
        )
        #expect(
            refusal(of: "9223372036854775808", for: .uploadLimit, in: model)
                == "cannot override 'uploadLimit': \"9223372036854775808\" is outside the range of a 64-bit integer.")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func textThatIsNotAValueOfTheTypeIsRefusedNamingTheType() {
        let model = makeModel()
        #expect(
            refusal(of: "lots", for: .uploadLimit, in: model)
                == "cannot override 'uploadLimit': \"lots\" is not an integer (1...500).")
        #expect(
            refusal(of: "", for: .uploadLimit, in: model)
                == "cannot override 'uploadLimit': \"\" is not an integer (1...500).")
        #expect(
            refusal(of: "2.5", for: .uploadLimit, in: model)
                == "cannot override 'uploadLimit': 2.5 is not a whole number, and an integer flag's value is one.")
        #expect(
            refusal(of: "1,5", for: .refreshInterval, in: model)
                == "cannot override 'refreshInterval': \"1,5\" is not a number (at least 1).")
        #expect(
            refusal(of: "inf", for: .refreshInterval, in: model)
                == "cannot override 'refreshInterval': inf is not a finite number.")
        #expect(
            refusal(of: "on", for: .paywall, in: model)
                == "cannot override 'paywall': \"on\" is not one of its values ('control', 'annualFirst', 'trialFirst')."
        )
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aTypedFlagThatCantBeOverriddenRefusesEveryEdit() {
        let model = makeModel()
        #expect(!model.row(for: .lockedRetries).canOverride)
        #expect(
            refusal(of: "4", for: .lockedRetries, in: model)
                == "cannot override 'lockedRetries' locally: the flag forbids local overrides (\"local\": false).")
        #expect(
            refusal(of: "7", for: .uploadLimit, in: makeModel(.release))
                == "cannot override 'uploadLimit' locally: local overrides are not honoured in release.")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aToggleOfATypedFlagIsRefusedNamingItsType() {
        let model = makeModel()
        #expect(throws: OverrideRefusal.self) { try model.toggleOverride(for: .uploadLimit) }
        #expect(model.row(for: .uploadLimit).value == .integer(5))
    }
}
