import FeatureFlagKit
import FeatureFlagKitTestSupport
import Foundation
import Testing

/// The refresh policy, driven by a manual clock and a scripted source: no network, no sleeping.
@Suite struct RefresherTests {
    static let on = Data(#"{"version": 1, "flags": {"offAllowedLocal": true}}"#.utf8)
    static let off = Data(#"{"version": 1, "flags": {"offAllowedLocal": false}}"#.utf8)
    static let offline = PayloadSourceError(.offline, "no network")

    struct Fixture {
        let clock = ManualClock()
        let store = FlagStore<FeatureFlag>(configuration: .release)
        let cache: InMemoryPayloadCache
        let source: InMemoryPayloadSource
        let refresher: FlagRefresher<FeatureFlag>

        init(
            _ responses: [InMemoryPayloadSource.Response], cached: CachedPayload? = nil,
            policy: RefreshPolicy = RefreshPolicy(jitter: 0)
        ) {
            cache = InMemoryPayloadCache(cached)
            source = InMemoryPayloadSource(clock: clock, responses: responses)
            refresher = FlagRefresher(
                store: store, source: source, cache: cache, policy: policy, clock: clock, random: { 0.5 })
        }
    }

    @Test func startAppliesTheCacheBeforeFetching() async {
        let fixture = Fixture(
            [.init(.failure(Self.offline))],
            cached: CachedPayload(data: Self.on, entityTag: "\"v1\"", fetchedAt: .distantPast))
        let status = await fixture.refresher.start()
        #expect(status.failure == Self.offline)
        #expect(fixture.store.isEnabled(.offAllowedLocal), "the last good values are in force")
        #expect(fixture.source.requests == ["\"v1\""], "the fetch was conditional on the cached tag")
    }

    @Test func minimumIntervalThrottlesUnlessForced() async {
        let fixture = Fixture(
            [.init(.payload(Self.on, entityTag: "\"v1\""))],
            policy: RefreshPolicy(minimumFetchInterval: 3600, jitter: 0))
        let start = fixture.clock.now
        #expect(await fixture.refresher.refresh() == .updated(at: start))
        #expect(await fixture.refresher.refresh() == .throttled(at: start, nextFetch: start + 3600))
        #expect(await fixture.refresher.refresh(force: true) == .unchanged(at: start))
        fixture.clock.advance(by: 3600)
        #expect(await fixture.refresher.refresh() == .unchanged(at: start + 3600))
        #expect(fixture.source.requests == [nil, "\"v1\"", "\"v1\""])
    }

    @Test func failuresBackOffExponentiallyUpToTheCapAndSuccessResets() async {
        let fixture = Fixture(
            [
                .init(.failure(Self.offline)), .init(.failure(Self.offline)), .init(.failure(Self.offline)),
                .init(.failure(Self.offline)), .init(.payload(Self.on, entityTag: nil)),
            ],
            policy: RefreshPolicy(minimumFetchInterval: 0, initialBackoff: 60, maximumBackoff: 200, jitter: 0))
        var waits: [TimeInterval] = []
        for _ in 0..<4 {
            let status = await fixture.refresher.refresh()
            guard case .failed(_, let at, let next) = status else {
                Issue.record("expected a failure")
                return
            }
            waits.append(next.timeIntervalSince(at))
            #expect(await fixture.refresher.refresh() == .throttled(at: at, nextFetch: next))
            fixture.clock.advance(by: next.timeIntervalSince(at))
        }
        #expect(waits == [60, 120, 200, 200])
        #expect(await fixture.refresher.refresh() == .updated(at: fixture.clock.now))
        #expect(await fixture.refresher.refresh() == .updated(at: fixture.clock.now), "no back-off after a success")
        #expect(fixture.source.requests.count == 6)
    }

    @Test(arguments: [(0.0, 48.0), (0.5, 60.0), (0.999_999, 72.0)])
    func jitterSpreadsTheWait(random: Double, expectedWait: Double) async {
        let clock = ManualClock()
        let refresher = FlagRefresher(
            store: FlagStore<FeatureFlag>(configuration: .release),
            source: InMemoryPayloadSource(clock: clock, responses: [.init(.failure(Self.offline))]),
            cache: InMemoryPayloadCache(), policy: RefreshPolicy(initialBackoff: 60, jitter: 0.2), clock: clock,
            random: { random })
        guard case .failed(_, let at, let next) = await refresher.refresh() else {
            Issue.record("expected a failure")
            return
        }
        #expect(abs(next.timeIntervalSince(at) - expectedWait) < 0.001)
    }

    @Test func onlyOneFetchIsInFlight() async {
        let fixture = Fixture(
            [.init(.payload(Self.on, entityTag: nil), delay: 10)],
            policy: RefreshPolicy(minimumFetchInterval: 0, jitter: 0))
        async let first = fixture.refresher.refresh()
        async let second = fixture.refresher.refresh(force: true)
        #expect(await fixture.clock.waitForSleepers(1))
        fixture.clock.advance(by: 10)
        let statuses = await [first, second]
        #expect(statuses[0] == statuses[1])
        #expect(fixture.source.requests.count == 1)
    }

    @Test func aRejectedPayloadKeepsTheLastGoodValuesAndCache() async {
        let cached = CachedPayload(data: Self.on, entityTag: "\"v1\"", fetchedAt: .distantPast)
        let fixture = Fixture(
            [.init(.payload(Data(#"{"version": 2, "flags": {}}"#.utf8), entityTag: "\"v2\""))], cached: cached)
        let status = await fixture.refresher.start()
        #expect(status.failure?.kind == .invalidPayload)
        #expect(fixture.store.isEnabled(.offAllowedLocal))
        #expect(fixture.cache.load() == cached)
    }

    @Test func fetchNowApplyLater() async {
        let fixture = Fixture(
            [.init(.payload(Self.on, entityTag: "\"v1\""))],
            policy: RefreshPolicy(minimumFetchInterval: 0, jitter: 0, applyMode: .atNextStart))
        #expect(await fixture.refresher.refresh() == .updated(at: fixture.clock.now))
        #expect(!fixture.store.isEnabled(.offAllowedLocal), "not applied mid-session")
        #expect(fixture.refresher.hasPendingPayload)

        let nextLaunch = FlagStore<FeatureFlag>(configuration: .release)
        let next = FlagRefresher(
            store: nextLaunch, source: InMemoryPayloadSource(clock: fixture.clock, responses: [.init(.unchanged)]),
            cache: fixture.cache, policy: RefreshPolicy(jitter: 0), clock: fixture.clock)
        await next.start()
        #expect(nextLaunch.isEnabled(.offAllowedLocal), "applied at the next start, from the cache")

        #expect(fixture.refresher.applyPendingPayload())
        #expect(fixture.store.isEnabled(.offAllowedLocal), "or when the app asks")
        #expect(!fixture.refresher.applyPendingPayload())
    }

    @Test func notModifiedRefreshesTheCachedFetchTime() async {
        let cached = CachedPayload(data: Self.on, entityTag: "\"v1\"", fetchedAt: Date(timeIntervalSince1970: 0))
        let fixture = Fixture([.init(.unchanged)], cached: cached)
        #expect(await fixture.refresher.start() == .unchanged(at: fixture.clock.now))
        #expect(fixture.cache.load()?.fetchedAt == fixture.clock.now)
        #expect(fixture.cache.load()?.data == Self.on)
    }

    @Test func periodicRefreshesFollowTheClock() async {
        let fixture = Fixture(
            [.init(.payload(Self.on, entityTag: "\"v1\"")), .init(.payload(Self.off, entityTag: "\"v2\""))],
            policy: RefreshPolicy(minimumFetchInterval: 0, jitter: 0, periodicInterval: 100))
        await fixture.refresher.start()
        #expect(fixture.store.isEnabled(.offAllowedLocal))
        #expect(await fixture.clock.waitForSleepers(1))
        fixture.clock.advance(by: 100)
        let deadline = Date().addingTimeInterval(10)
        while fixture.source.requests.count < 2, Date() < deadline { await Task.yield() }
        #expect(fixture.source.requests.count == 2, "the periodic refresh never fetched")
        #expect(await fixture.clock.waitForSleepers(1))
        #expect(!fixture.store.isEnabled(.offAllowedLocal))
        fixture.refresher.stop()
    }

    @Test func aCorruptCacheIsReportedAndTheFetchStillHappens() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("ffk-\(UUID().uuidString)/cache")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("garbage".utf8).write(to: file)
        let clock = ManualClock()
        let store = FlagStore<FeatureFlag>(configuration: .release)
        let refresher = FlagRefresher(
            store: store,
            source: InMemoryPayloadSource(clock: clock, responses: [.init(.payload(Self.on, entityTag: "\"v1\""))]),
            cache: FilePayloadCache(url: file), clock: clock)
        #expect(await refresher.start() == .updated(at: clock.now))
        #expect(store.recentDiagnostics.first?.origin == .cache)
        #expect(try FilePayloadCache(url: file).load()?.data == Self.on, "replaced by the next good fetch")
    }

    @Test func aCachedPayloadThatIsRejectedIsReportedOnceAndTheFetchStillHappens() async {
        let fixture = Fixture(
            [.init(.payload(Self.on, entityTag: "\"v2\""))],
            cached: CachedPayload(
                data: Data(#"{"version": 2, "flags": {}}"#.utf8), entityTag: "\"v1\"", fetchedAt: .distantPast))
        #expect(await fixture.refresher.start() == .updated(at: fixture.clock.now))
        #expect(fixture.store.recentDiagnostics.map(\.origin) == [.cache], "\(fixture.store.recentDiagnostics)")
        #expect(fixture.source.requests == [nil], "a rejected cache's tag is not sent")
        #expect(fixture.store.isEnabled(.offAllowedLocal))
    }
}

@Suite struct RefresherLifetimeTests {
    typealias Fixture = RefresherTests.Fixture

    @Test func stoppingCancelsTheFetchWithoutCountingAFailure() async {
        let fixture = Fixture(
            [
                .init(.payload(RefresherTests.on, entityTag: nil), delay: 30),
                .init(.payload(RefresherTests.on, entityTag: nil)),
            ],
            policy: RefreshPolicy(minimumFetchInterval: 0))
        let refresh = Task { await fixture.refresher.refresh() }
        #expect(await fixture.clock.waitForSleepers(1))
        fixture.refresher.stop()
        #expect(await refresh.value == .neverFetched)
        #expect(fixture.store.recentDiagnostics.isEmpty, "no failure was reported")
        #expect(await fixture.refresher.refresh() == .updated(at: fixture.clock.now), "no back-off either")
    }

    @Test func stoppingDuringStartPreventsPeriodicRefreshes() async {
        let fixture = Fixture(
            [.init(.payload(RefresherTests.on, entityTag: nil), delay: 5)],
            policy: RefreshPolicy(minimumFetchInterval: 0, periodicInterval: 100))
        let start = Task { await fixture.refresher.start() }
        #expect(await fixture.clock.waitForSleepers(1))
        fixture.refresher.stop()
        _ = await start.value
        fixture.clock.advance(by: 1000)
        for _ in 0..<100 { await Task.yield() }
        #expect(fixture.clock.sleeperCount == 0, "no periodic refresh is waiting")
        #expect(fixture.source.requests.count == 1)
    }

    @Test func aCachedFetchTimeInTheFutureDoesNotThrottleForYears() async {
        let future = CachedPayload(
            data: RefresherTests.on, entityTag: "\"v1\"", fetchedAt: Date(timeIntervalSince1970: 9_000_000_000))
        let fixture = Fixture([.init(.unchanged)], cached: future, policy: RefreshPolicy(minimumFetchInterval: 60))
        #expect(await fixture.refresher.start() == .throttled(at: fixture.clock.now, nextFetch: fixture.clock.now + 60))
    }

    @Test func theBackoffNeverExceedsItsMaximum() async {
        let clock = ManualClock()
        let refresher = FlagRefresher(
            store: FlagStore<FeatureFlag>(configuration: .release),
            source: InMemoryPayloadSource(clock: clock, responses: [.init(.failure(RefresherTests.offline))]),
            cache: InMemoryPayloadCache(), policy: RefreshPolicy(initialBackoff: 100, maximumBackoff: 100, jitter: 0.5),
            clock: clock,
            random: { 0.999 })
        guard case .failed(_, let at, let next) = await refresher.refresh() else {
            Issue.record("expected a failure")
            return
        }
        #expect(next.timeIntervalSince(at) == 100)
    }

    @Test func a304ForAnotherTagLeavesTheCacheAlone() async {
        let cached = CachedPayload(
            data: RefresherTests.on, entityTag: "\"old\"", fetchedAt: Date(timeIntervalSince1970: 0))
        let fixture = Fixture(
            [.init(.payload(RefresherTests.off, entityTag: "\"new\"")), .init(.unchanged)], cached: cached,
            policy: RefreshPolicy(minimumFetchInterval: 0))
        await fixture.refresher.start()
        fixture.cache.save(cached)  // say the save of "new" was lost
        #expect(await fixture.refresher.refresh() == .unchanged(at: fixture.clock.now))
        #expect(fixture.cache.load() == cached, "the 304 confirmed \"new\", not the cached \"old\"")
    }
}
