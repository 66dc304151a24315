import FeatureFlagKit
import FeatureFlagKitTestSupport
import Foundation
import Observation
import Testing

/// A refresher's status as a stream and as an observable model, on a manual clock.
@MainActor @Suite struct ObservableRefreshStatusTests {
    static let on = Data(#"{"version": 1, "flags": {"offAllowedLocal": true}}"#.utf8)

    private func makeRefresher() -> (FlagRefresher<FeatureFlag>, ManualClock) {
        let clock = ManualClock()
        let source = InMemoryPayloadSource(clock: clock, responses: [.init(.payload(Self.on, entityTag: "\"v1\""))])
        let store = FlagStore<FeatureFlag>(configuration: .release)
        let policy = RefreshPolicy(minimumFetchInterval: 3600, jitter: 0)
        return (FlagRefresher(store: store, source: source, policy: policy, clock: clock), clock)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aListenerThatFallsBehindGetsTheLatestStatusThenEachNewOne() async {
        let (refresher, clock) = makeRefresher()
        let statuses = refresher.statusChanges()
        await refresher.refresh()
        await refresher.refresh()  // throttled: replaces the unread .updated
        await refresher.refresh(force: true)
        var iterator = statuses.makeAsyncIterator()
        let latest = await BoundedWait.next(&iterator)
        #expect(latest == .unchanged(at: clock.now))
        await refresher.refresh()
        let next = await BoundedWait.next(&iterator)
        #expect(next == .throttled(at: clock.now, nextFetch: clock.now + 3600))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theModelFollowsTheRefresherAndFiresOnChange() async {
        let (refresher, clock) = makeRefresher()
        let model = ObservableRefreshStatus(refresher: refresher)
        #expect(model.status == .neverFetched)
        let fired = Protected(false)
        withObservationTracking({ _ = model.status }, onChange: { fired.withValue { $0 = true } })

        await refresher.refresh()
        #expect(
            await BoundedWait.until { fired.withValue { $0 } }, "reading the status was not invalidated by a refresh")
        #expect(
            await BoundedWait.until { model.status == .updated(at: clock.now) }, "the model never showed the new status"
        )
    }
}
