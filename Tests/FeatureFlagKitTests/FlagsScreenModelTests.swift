import FeatureFlagKit
import FeatureFlagKitScreen
import Foundation
import Observation
import Testing

/// The in-app flags screen's model, on Linux, over real stores and refreshers.
@MainActor @Suite struct FlagsScreenModelTests {
    static let remoteOn = Data(#"{"version": 1, "flags": {"offAllowedLocal": true}}"#.utf8)

    /// A model over a store of its own for `configuration`; the variant tests share it.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func makeModel(_ configuration: BuildConfiguration = .debug) -> FlagsScreenModel<FeatureFlag> {
        FlagsScreenModel(store: FlagStore(configuration: configuration))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func eachRowShowsTheValueWhereItComesFromAndWhy() throws {
        let model = makeModel()
        try model.store.applyRemotePayload(Self.remoteOn)
        try model.setOverride(true, for: .offForbiddenLocal)

        let remote = model.row(for: .offAllowedLocal)
        #expect(remote.isEnabled && remote.source == .remote)
        #expect(remote.explanation.hasPrefix("on: remote value"))
        let local = model.row(for: .offForbiddenLocal)
        #expect(local.isEnabled && local.source == .localOverride && local.explanation == "on: local override")
        let compiled = model.row(for: .killSwitch)
        #expect(compiled.isEnabled && compiled.source == .compiled)
        #expect(compiled.metadata.key == "kill_switch" && compiled.metadata.owner == "platform-team")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aRowSaysWhetherItCanBeOverriddenHereAndWhyNot() {
        let debug = makeModel()
        #expect(debug.row(for: .offForbiddenLocal).canOverride)
        #expect(debug.row(for: .offForbiddenLocal).overrideRefusal == nil)
        #expect(
            debug.row(for: .onForbiddenNoLocal).overrideRefusal
                == #"This flag can't be overridden here: the flag forbids local overrides ("local": false)."#)
        let release = makeModel(.release)
        #expect(release.rows.allSatisfy { !$0.canOverride })
        #expect(
            release.row(for: .offForbiddenLocal).overrideRefusal
                == "This flag can't be overridden here: local overrides are not honoured in release.")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func sectionsGroupByOwnerOrByState() {
        let model = makeModel()
        #expect(model.grouping == .owner)
        #expect(model.sections.map(\.title) == ["platform-team", "No owner"])
        #expect(model.sections[0].rows.map(\.flag) == [.killSwitch])
        #expect(model.sections[1].rows.count == FeatureFlag.allCases.count - 1)

        model.grouping = .state
        #expect(model.sections.map(\.title) == ["On", "Off"])
        #expect(model.sections[0].rows.allSatisfy { $0.isEnabled })
        #expect(model.sections[1].rows.allSatisfy { !$0.isEnabled })
        #expect(model.sections.flatMap(\.rows).count == FeatureFlag.allCases.count)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func searchMatchesNameKeyDescriptionOrVariantIgnoringCase() {
        let model = makeModel()
        model.searchText = "KILL_sw"
        #expect(model.sections.flatMap(\.rows).map(\.flag) == [.killSwitch])
        model.searchText = "  counter "
        #expect(model.sections.flatMap(\.rows).map(\.flag) == [.bit0, .bit1, .bit2, .bit3, .bit4, .bit5, .bit6, .bit7])
        model.searchText = "bit 3"
        #expect(model.sections.flatMap(\.rows).map(\.flag) == [.bit3], "every word must match")
        model.searchText = "trialfirst"
        #expect(model.sections.flatMap(\.rows).map(\.flag) == [.paywall], "a variant's name matches its flag")
        model.searchText = "no such flag"
        #expect(model.sections.isEmpty)
        model.searchText = ""
        #expect(model.sections.flatMap(\.rows).count == FeatureFlag.allCases.count)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func actionsSetAndClearOneOverrideAndClearAll() throws {
        let model = makeModel()
        try model.setOverride(true, for: .offForbiddenLocal)
        try model.toggleOverride(for: .onForbiddenLocal)
        #expect(model.row(for: .offForbiddenLocal).isEnabled && !model.row(for: .onForbiddenLocal).isEnabled)
        #expect(model.hasLocalOverrides)

        model.clearOverride(for: .offForbiddenLocal)
        #expect(model.row(for: .offForbiddenLocal).source == .compiled && !model.row(for: .offForbiddenLocal).isEnabled)
        model.clearAllOverrides()
        #expect(model.rows.allSatisfy { $0.source == .compiled } && !model.hasLocalOverrides)
        #expect(model.store.localOverride(for: .onForbiddenLocal) == nil)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aRefusedOverrideThrowsAndChangesNothing() {
        let model = makeModel()
        #expect(throws: OverrideRefusal.self) { try model.setOverride(true, for: .offForbiddenNoLocal) }
        #expect(model.row(for: .offForbiddenNoLocal).source == .compiled)
        #expect(model.store.localOverride(for: .offForbiddenNoLocal) == nil)
    }

    /// What `Toggle(isOn: $model[isEnabled: flag])` does: read and write through a key path.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aSwitchBindsToAFlagThroughAKeyPath() {
        let model = makeModel()
        let offAllowed: ReferenceWritableKeyPath<FlagsScreenModel<FeatureFlag>, Bool> =
            \.[isEnabled: .offForbiddenLocal]
        #expect(!model[keyPath: offAllowed])
        model[keyPath: offAllowed] = true
        #expect(model[keyPath: offAllowed] && model.row(for: .offForbiddenLocal).source == .localOverride)

        let refused: ReferenceWritableKeyPath<FlagsScreenModel<FeatureFlag>, Bool> = \.[isEnabled: .offForbiddenNoLocal]
        model[keyPath: refused] = true
        #expect(!model[keyPath: refused], "a refused override leaves the switch as it was")
        #expect(model.store.localOverride(for: .offForbiddenNoLocal) == nil)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func anOverrideEqualToTheCurrentValueShowsAsAnOverride() throws {
        // The store publishes no change event when no value changes, so the model must not
        // wait for one after its own actions.
        let model = makeModel()
        try model.setOverride(true, for: .onForbiddenLocal)
        #expect(model.row(for: .onForbiddenLocal).source == .localOverride)
        #expect(model.row(for: .onForbiddenLocal).localOverride == true)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theModelFollowsChangesMadeElsewhere() async throws {
        let model = makeModel()
        let fired = Protected(false)
        withObservationTracking({ _ = model.sections }, onChange: { fired.withValue { $0 = true } })

        try model.store.setLocalOverride(true, for: .offForbiddenLocal)
        #expect(
            await BoundedWait.until { fired.withValue { $0 } }, "reading the sections was not invalidated by a change")
        #expect(
            await BoundedWait.until { model.row(for: .offForbiddenLocal).source == .localOverride },
            "the model never showed the override set on the store")
    }
}
