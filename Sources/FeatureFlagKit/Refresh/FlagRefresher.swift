import Foundation

/// Keeps a store's remote layer up to date from a ``PayloadSource``, with a last-known-good
/// cache, a minimum fetch interval, back-off on failure, and at most one fetch in flight.
///
/// ```swift
/// let refresher = FlagRefresher(
///     store: FeatureFlag.sharedStore,
///     source: try HTTPPayloadSource(url: URL(string: "https://cdn.example.com/flags.json")!),
///     cache: FilePayloadCache(url: cachesFolder.appendingPathComponent("flags-cache")))
/// await refresher.start()              // apply the cache, then fetch if due
/// await refresher.refresh(force: true) // pull-to-refresh, or a silent push
/// ```
public final class FlagRefresher<Flag: ManifestFlag>: Sendable {
    package let store: FlagStore<Flag>
    let source: any PayloadSource
    let cache: any PayloadCache
    package let policy: RefreshPolicy
    let clock: any FlagClock
    let random: @Sendable () -> Double
    let state = Protected(RefreshState())
    let statusListeners = StreamBroadcaster<RefreshStatus>()

    /// Creates a refresher; nothing happens until ``start()`` or ``refresh(force:)``.
    ///
    /// - Parameters:
    ///   - store: the store that fetched payloads are applied to.
    ///   - source: where payloads are fetched from.
    ///   - cache: where the last good payload is kept between launches.
    ///   - policy: the minimum interval, back-off, periodic refresh and apply mode.
    public convenience init(
        store: FlagStore<Flag>, source: any PayloadSource, cache: any PayloadCache = Defaults.cache,
        policy: RefreshPolicy = RefreshPolicy()
    ) {
        self.init(store: store, source: source, cache: cache, policy: policy, clock: Defaults.clock)
    }

    /// A refresher whose intervals, back-off and periodic refresh pass on `clock` (a
    /// `ManualClock` in tests), with back-off jitter from `random` (a number in 0..<1).
    package init(
        store: FlagStore<Flag>, source: any PayloadSource, cache: any PayloadCache, policy: RefreshPolicy,
        clock: any FlagClock, random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
        self.store = store
        self.source = source
        self.cache = cache
        self.policy = policy
        self.clock = clock
        self.random = random
    }

    deinit {
        state.withValue { $0.periodicRefresh?.cancel() }
    }

    /// How the last refresh ended; readable from any thread at any time.
    public var status: RefreshStatus {
        state.withValue { $0.status }
    }

    /// A new stream of the status every refresh ends with from now on, in order; a listener
    /// that falls behind gets only the newest one. The stream finishes when the refresher is
    /// deallocated.
    ///
    /// ```swift
    /// for await status in refresher.statusChanges() { showBanner(status.failure != nil) }
    /// ```
    ///
    /// - Returns: a stream of ``RefreshStatus`` values, one per refresh that ends after this call.
    public func statusChanges() -> AsyncStream<RefreshStatus> {
        statusListeners.makeStream(bufferingPolicy: .bufferingNewest(1))
    }

    /// A Boolean value indicating whether a fetched payload waits for
    /// ``applyPendingPayload()`` (with ``RefreshPolicy/ApplyMode/atNextStart``).
    package var hasPendingPayload: Bool {
        state.withValue { $0.pending != nil }
    }

    /// Applies the cached payload (so the app starts with the last good values, even offline),
    /// then refreshes if due, then starts periodic refreshes if the policy asks for them.
    ///
    /// - Returns: how the first refresh ended, ``RefreshStatus/throttled(at:nextFetch:)`` if it
    ///   wasn't due.
    @discardableResult
    public func start() async -> RefreshStatus {
        state.withValue { $0.isStopped = false }
        applyCachedPayload()
        let status = await refresh()
        startPeriodicRefresh()
        return status
    }

    /// Fetches now, unless the minimum interval or a back-off wait hasn't passed (then the
    /// status is ``RefreshStatus/throttled(at:nextFetch:)``). `force` fetches regardless, for
    /// pull-to-refresh and push notifications. A refresh while one is in flight joins it.
    ///
    /// - Parameter force: `true` to fetch even if the minimum interval or a back-off wait
    ///   hasn't passed.
    /// - Returns: how the refresh ended: updated, unchanged, throttled or failed.
    @discardableResult
    public func refresh(force: Bool = false) async -> RefreshStatus {
        let now = clock.now
        let task = state.withValue { state -> Task<RefreshStatus, Never>? in
            if let inFlight = state.inFlight { return inFlight }
            if !force, let nextFetch = state.nextAllowedFetch(policy: policy), nextFetch > now {
                state.status = .throttled(at: now, nextFetch: nextFetch)
                statusListeners.publish(state.status)
                return nil
            }
            let entityTag = state.entityTag
            let fetch = Task { await self.fetchAndApply(ifNoneMatch: entityTag) }
            state.inFlight = fetch
            return fetch
        }
        guard let task else { return status }
        return await task.value
    }

    /// Applies a payload fetched under ``RefreshPolicy/ApplyMode/atNextStart`` now.
    ///
    /// - Returns: whether there was one to apply.
    @discardableResult
    public func applyPendingPayload() -> Bool {
        guard
            let pending = state.withValue({ state -> (payload: DecodedPayload, fetchedAt: Date)? in
                defer { state.pending = nil }
                return state.pending
            })
        else { return false }
        store.apply(pending.payload, fetchedAt: pending.fetchedAt)
        return true
    }

    /// Stops periodic refreshes and cancels a fetch in flight, which then changes nothing: even if
    /// its answer has already arrived, it is not cached, applied or kept pending, the status stays
    /// what it was, and no failure or back-off is recorded. (A payload whose apply had already
    /// begun when `stop()` was called still completes.) ``refresh(force:)`` and ``start()`` work
    /// again afterwards.
    public func stop() {
        state.withValue { state in
            state.isStopped = true
            state.periodicRefresh?.cancel()
            state.periodicRefresh = nil
            state.inFlight?.cancel()
        }
    }

    private func startPeriodicRefresh() {
        guard let interval = policy.periodicInterval else { return }
        let clock = self.clock
        let loop = Task { [weak self] in
            while !Task.isCancelled {
                guard (try? await clock.sleep(for: interval)) != nil, let self else { return }
                await self.refresh()
            }
        }
        state.withValue { state in
            state.periodicRefresh?.cancel()
            state.periodicRefresh = state.isStopped ? nil : loop
            if state.isStopped { loop.cancel() }
        }
    }
}
