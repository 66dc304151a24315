import FeatureFlagKit
import FeatureFlagKitScreen
import FeatureFlagKitTestSupport
import Foundation
import Testing

/// The flags screen's refresher status and "refresh now", on a manual clock.
@MainActor @Suite struct FlagsScreenRefreshTests {
    static let on = Data(#"{"version": 1, "flags": {"offAllowedLocal": true}}"#.utf8)

    private func makeRefresher(_ responses: [InMemoryPayloadSource.Response]) -> (
        FlagRefresher<FeatureFlag>, ManualClock
    ) {
        let clock = ManualClock()
        let source = InMemoryPayloadSource(clock: clock, responses: responses)
        let store = FlagStore<FeatureFlag>(configuration: .debug)
        let policy = RefreshPolicy(minimumFetchInterval: 3600, jitter: 0)
        return (FlagRefresher(store: store, source: source, policy: policy, clock: clock), clock)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func refreshNowFetchesEvenWhenThrottledAndShowsTheStatus() async {
        let (refresher, clock) = makeRefresher([.init(.payload(Self.on, entityTag: nil)), .init(.unchanged)])
        let model = FlagsScreenModel(store: refresher.store, refresher: refresher)
        #expect(model.refreshStatus == .neverFetched)
        #expect(model.refreshSummary == "Never fetched.")

        await model.refreshNow()
        #expect(model.refreshStatus == .updated(at: clock.now))
        #expect(model.row(for: .offAllowedLocal).source == .remote)
        await model.refreshNow()  // within the minimum interval: forced, not throttled
        #expect(model.refreshStatus == .unchanged(at: clock.now))
        #expect(!model.isRefreshing)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aRefreshMadeElsewhereReachesTheModel() async {
        let (refresher, clock) = makeRefresher([.init(.payload(Self.on, entityTag: nil))])
        let model = FlagsScreenModel(store: refresher.store, refresher: refresher)
        await refresher.refresh()
        #expect(
            await BoundedWait.until { model.refreshStatus == .updated(at: clock.now) },
            "the model never showed the new status")
        #expect(
            await BoundedWait.until { model.row(for: .offAllowedLocal).isEnabled },
            "the model never showed the remote value")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aFailedRefreshIsSummarizedWithItsReasonAndRetryTime() async {
        let failure = PayloadSourceError(.offline, "The server could not be reached.")
        let (refresher, _) = makeRefresher([.init(.failure(failure))])
        let model = FlagsScreenModel(store: refresher.store, refresher: refresher)
        await model.refreshNow()
        #expect(model.refreshStatus?.failure != nil)
        #expect(
            model.refreshSummary
                == "Failed at 2027-01-15T08:00:00Z: The server could not be reached. Next retry after 2027-01-15T08:01:00Z."
        )
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func withoutARefresherThereIsNoStatus() async {
        let model = FlagsScreenModel(store: FlagStore<FeatureFlag>(configuration: .debug))
        #expect(model.refreshStatus == nil && model.refreshSummary == nil)
    }
}
