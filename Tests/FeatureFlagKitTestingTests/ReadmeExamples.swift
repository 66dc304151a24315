// swift-format-ignore-file
// The documentation's examples of ObservableFlags, the .flagOverrides trait and pinned variants, verbatim
// (ReadmeExampleTests checks that they stay so): this file compiling is the proof that they compile.

import FeatureFlagKit
import Observation

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor @Observable
final class EditorScreenModel {
    let flags: ObservableFlags<FeatureFlag>
    let refresh: ObservableRefreshStatus<FeatureFlag>

    init(store: FlagStore<FeatureFlag> = FeatureFlag.sharedStore, refresher: FlagRefresher<FeatureFlag>) {
        flags = ObservableFlags(store: store)
        refresh = ObservableRefreshStatus(refresher: refresher)
    }

    // A view whose body reads `title` is updated when newEditor changes, and only then.
    var title: String { flags.isEnabled(.newEditor) ? "New editor" : "Editor" }
    var isOffline: Bool { refresh.status.failure?.kind == .offline }
}

import FeatureFlagKit
import FeatureFlagKitTesting
import Testing

@Test(.flagOverrides([FeatureFlag.newEditor: true]))
func theEditorOpensTheNewEditor() {
    #expect(FeatureFlag.newEditor.isEnabled)
}

@Suite(.flagOverrides([FeatureFlag.newEditor: false]))
struct ClassicEditorTests {
    @Test(.flagOverrides([FeatureFlag.quickStart: false]))  // added to the suite's overrides
    func theClassicEditorWithoutQuickStart() {
        #expect(!FeatureFlag.newEditor.isEnabled && !FeatureFlag.quickStart.isEnabled)
    }
}

import FeatureFlagKitTestSupport

@Test(.flagOverrides([FeatureFlag.checkoutFlow: "oneStep"]))
func checkoutTakesOneStep() {
    #expect(FeatureFlag.CheckoutFlowVariant.current == .oneStep)
}

@Test func expressCheckoutWithTheNewEditor() throws {
    try FeatureFlag.withOverrides([.checkoutFlow: "express", .newEditor: true]) {
        #expect(FeatureFlag.CheckoutFlowVariant.current == .express)
    }
}
