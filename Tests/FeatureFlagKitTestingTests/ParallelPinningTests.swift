import FeatureFlagKit
import FeatureFlagKitTesting
import Testing

/// Four tests pin the same two Boolean flags to the four different combinations, and two variant
/// flags (one by local override, one by remote value) to four different pairs of variants, and
/// check them while all four are inside their scopes at once (Swift Testing runs them in
/// parallel by default).
@Suite struct ParallelPinningTests {
    static let allInside = Rendezvous(expected: 4)
    static let allChecked = Rendezvous(expected: 4)

    @Test(
        .flagOverrides([
            FeatureFlag.newEditor: true, .quickStart: true, .checkoutFlow: "control", .onboarding: "classic",
        ]))
    func bothOn() async {
        await Self.expectWhileOthersRun(newEditor: true, quickStart: true, checkoutFlow: .control, onboarding: .classic)
    }

    @Test(
        .flagOverrides([
            FeatureFlag.newEditor: true, .quickStart: false, .checkoutFlow: "oneStep", .onboarding: "guided",
        ]))
    func newEditorOnly() async {
        await Self.expectWhileOthersRun(newEditor: true, quickStart: false, checkoutFlow: .oneStep, onboarding: .guided)
    }

    @Test(
        .flagOverrides([
            FeatureFlag.newEditor: false, .quickStart: true, .checkoutFlow: "express", .onboarding: "video",
        ]))
    func quickStartOnly() async {
        await Self.expectWhileOthersRun(newEditor: false, quickStart: true, checkoutFlow: .express, onboarding: .video)
    }

    @Test(
        .flagOverrides([
            FeatureFlag.newEditor: false, .quickStart: false, .checkoutFlow: "oneStep", .onboarding: "video",
        ]))
    func bothOff() async {
        await Self.expectWhileOthersRun(newEditor: false, quickStart: false, checkoutFlow: .oneStep, onboarding: .video)
    }

    /// Waits until the four tests are inside their scopes, reads the flags repeatedly (here and
    /// in a child task) while the others do, and leaves only once all four have read.
    static func expectWhileOthersRun(
        newEditor: Bool, quickStart: Bool, checkoutFlow: FeatureFlag.CheckoutFlowVariant,
        onboarding: FeatureFlag.OnboardingVariant
    ) async {
        let overlapped = await allInside.arriveAndWait()
        #expect(
            overlapped, "the four pinning tests never ran at the same time; run them in parallel (not --no-parallel)")
        for _ in 0..<200 {
            #expect(FeatureFlag.newEditor.isEnabled == newEditor)
            #expect(await Task { FeatureFlag.quickStart.isEnabled }.value == quickStart)
            #expect(FeatureFlag.CheckoutFlowVariant.current == checkoutFlow)
            #expect(await Task { FeatureFlag.OnboardingVariant.current }.value == onboarding)
            await Task.yield()
        }
        _ = await allChecked.arriveAndWait()
    }
}
