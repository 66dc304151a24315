import FeatureFlagKit

extension FlagRefresher {
    /// Creates a refresher whose minimum interval, back-off and periodic refresh pass on
    /// `clock`, so tests advance time instead of sleeping.
    ///
    /// ```swift
    /// let clock = ManualClock()
    /// let refresher = FlagRefresher(store: store, source: source, clock: clock)
    /// ```
    ///
    /// - Parameters:
    ///   - store: the store that fetched payloads are applied to.
    ///   - source: where payloads are fetched from.
    ///   - cache: where the last good payload is kept; in memory by default.
    ///   - policy: the minimum interval, back-off, periodic refresh and apply mode.
    ///   - clock: the clock the refresher's intervals pass on.
    public convenience init(
        store: FlagStore<Flag>, source: any PayloadSource, cache: any PayloadCache = InMemoryPayloadCache(),
        policy: RefreshPolicy = RefreshPolicy(), clock: ManualClock
    ) {
        self.init(store: store, source: source, cache: cache, policy: policy, clock: clock as any FlagClock)
    }
}
