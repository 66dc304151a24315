import FeatureFlagKit
import FeatureFlagKitTestSupport
import Foundation
import Testing

/// `stop()` at the exact moments a fetch's answer is being handled: called from inside the
/// source (its answer arrives after the stop) or the cache (the stop comes while it saves).
@Suite struct RefresherStopTests {
    static let on = RefresherTests.on

    struct Fixture {
        let store = FlagStore<FeatureFlag>(configuration: .release)
        let refresher: FlagRefresher<FeatureFlag>

        init(source: any PayloadSource, cache: any PayloadCache, applyMode: RefreshPolicy.ApplyMode = .immediately) {
            refresher = FlagRefresher(
                store: store, source: source, cache: cache,
                policy: RefreshPolicy(minimumFetchInterval: 0, jitter: 0, applyMode: applyMode), clock: ManualClock())
        }
    }

    @Test(arguments: [RefreshPolicy.ApplyMode.immediately, .atNextStart])
    func aPayloadThatArrivesAfterStopIsNeitherCachedNorApplied(applyMode: RefreshPolicy.ApplyMode) async {
        let cache = InMemoryPayloadCache()
        let source = AnswerAfterStopSource(answer: .payload(Self.on, entityTag: "\"v1\""))
        let fixture = Fixture(source: source, cache: cache, applyMode: applyMode)
        source.hook.arm(fixture.refresher)
        #expect(await fixture.refresher.refresh() == .neverFetched, "a stopped fetch leaves the status as it was")
        #expect(fixture.refresher.status == .neverFetched)
        #expect(cache.load() == nil, "nothing was cached")
        #expect(!fixture.store.isEnabled(.offAllowedLocal), "nothing was applied")
        #expect(!fixture.refresher.hasPendingPayload, "nothing waits to be applied")
        #expect(fixture.store.recentDiagnostics.isEmpty, "no failure was reported")
    }

    @Test func aNotModifiedThatArrivesAfterStopConfirmsNothing() async {
        let cached = CachedPayload(data: Self.on, entityTag: "\"v1\"", fetchedAt: Date(timeIntervalSince1970: 0))
        let cache = InMemoryPayloadCache(cached)
        let source = AnswerAfterStopSource(answer: .unchanged)
        let fixture = Fixture(source: source, cache: cache)
        source.hook.arm(fixture.refresher)
        #expect(await fixture.refresher.start() == .neverFetched)
        #expect(cache.load() == cached, "the cached fetch time was not refreshed")
        #expect(fixture.store.isEnabled(.offAllowedLocal), "the cached values stay in force")
    }

    @Test func stoppingWhileThePayloadIsSavedKeepsItFromBeingApplied() async {
        let source = InMemoryPayloadSource(
            clock: ManualClock(), responses: [.init(.payload(Self.on, entityTag: "\"v1\""))])
        let cache = StopWhileSavingCache()
        let fixture = Fixture(source: source, cache: cache)
        cache.hook.arm(fixture.refresher)
        #expect(await fixture.refresher.refresh() == .neverFetched)
        #expect(!fixture.store.isEnabled(.offAllowedLocal), "not applied after stop()")
        #expect(cache.load()?.data == Self.on, "saved before stop(): the next start applies it")
    }
}

/// Calls `stop()` on a refresher when fired; holds it weakly, so it makes no reference cycle.
final class StopHook: Sendable {
    private let stop = Protected<(@Sendable () -> Void)?>(nil)

    func arm(_ refresher: FlagRefresher<FeatureFlag>) {
        stop.withValue { $0 = { [weak refresher] in refresher?.stop() } }
    }

    func fire() {
        stop.withValue { $0 }?()
    }
}

/// A source whose answer arrives just after `stop()`: it stops the refresher, then answers
/// (as an HTTP fetch whose response had already been received would).
struct AnswerAfterStopSource: PayloadSource {
    let answer: FetchResult
    let hook = StopHook()

    func fetch(ifNoneMatch entityTag: String?) async throws(PayloadSourceError) -> FetchResult {
        hook.fire()
        return answer
    }
}

/// A cache that stops the refresher as soon as it has saved.
struct StopWhileSavingCache: PayloadCache {
    let stored = InMemoryPayloadCache()
    let hook = StopHook()

    func load() -> CachedPayload? {
        stored.load()
    }

    func save(_ payload: CachedPayload) {
        stored.save(payload)
        hook.fire()
    }
}
