import FeatureFlagKit
import FeatureFlagKitTesting
import Testing

/// Four tests pin the same two flags to the four different combinations, and check them while
/// all four are inside their scopes at once (Swift Testing runs them in parallel by default).
@Suite struct ParallelPinningTests {
    static let allInside = Rendezvous(expected: 4)
    static let allChecked = Rendezvous(expected: 4)

    @Test(.flagOverrides([FeatureFlag.newEditor: true, FeatureFlag.quickStart: true]))
    func bothOn() async {
        await Self.expectWhileOthersRun(newEditor: true, quickStart: true)
    }

    @Test(.flagOverrides([FeatureFlag.newEditor: true, FeatureFlag.quickStart: false]))
    func newEditorOnly() async {
        await Self.expectWhileOthersRun(newEditor: true, quickStart: false)
    }

    @Test(.flagOverrides([FeatureFlag.newEditor: false, FeatureFlag.quickStart: true]))
    func quickStartOnly() async {
        await Self.expectWhileOthersRun(newEditor: false, quickStart: true)
    }

    @Test(.flagOverrides([FeatureFlag.newEditor: false, FeatureFlag.quickStart: false]))
    func bothOff() async {
        await Self.expectWhileOthersRun(newEditor: false, quickStart: false)
    }

    /// Waits until the four tests are inside their scopes, reads the flags repeatedly (here and
    /// in a child task) while the others do, and leaves only once all four have read.
    static func expectWhileOthersRun(newEditor: Bool, quickStart: Bool) async {
        let overlapped = await allInside.arriveAndWait()
        #expect(
            overlapped, "the four pinning tests never ran at the same time; run them in parallel (not --no-parallel)")
        for _ in 0..<200 {
            #expect(FeatureFlag.newEditor.isEnabled == newEditor)
            #expect(await Task { FeatureFlag.quickStart.isEnabled }.value == quickStart)
            await Task.yield()
        }
        _ = await allChecked.arriveAndWait()
    }
}
