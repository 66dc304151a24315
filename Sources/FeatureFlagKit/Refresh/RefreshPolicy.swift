import Foundation

/// When a ``FlagRefresher`` fetches, how it backs off, and when it applies what it fetched.
public struct RefreshPolicy: Sendable {
    /// When a fetched payload takes effect.
    public enum ApplyMode: Sendable, Hashable {
        /// As soon as it is fetched.
        case immediately
        /// At the next ``FlagRefresher/start()`` (the next launch), or when the app calls
        /// ``FlagRefresher/applyPendingPayload()``: for apps that must not change behaviour
        /// mid-session.
        case atNextStart
    }

    /// The least time between two fetches, unless a refresh is forced (default 12 hours, as
    /// Firebase Remote Config; 0 in tests).
    package var minimumFetchInterval: TimeInterval
    /// The wait after the first failure; it doubles after each further failure.
    package var initialBackoff: TimeInterval
    package var maximumBackoff: TimeInterval
    /// How much each back-off wait varies at random, as a fraction from 0 to 1 (0.2: ±20 %), so
    /// that many devices don't retry at the same moment. The wait never exceeds ``maximumBackoff``.
    package var jitter: Double
    /// The interval of automatic refreshes after ``FlagRefresher/start()``, or `nil` for none.
    package var periodicInterval: TimeInterval?
    package var applyMode: ApplyMode
    /// The largest payload accepted, in bytes.
    package var sizeLimit: Int

    /// Creates a policy; every parameter has the documented default.
    ///
    /// - Parameters:
    ///   - minimumFetchInterval: the least time between two fetches, in seconds, unless a
    ///     refresh is forced (12 hours, as Firebase Remote Config; 0 in tests).
    ///   - initialBackoff: the wait after the first failure, in seconds; it doubles after each
    ///     further failure.
    ///   - maximumBackoff: the longest wait after failures, in seconds.
    ///   - jitter: how much each back-off wait varies at random, as a fraction from 0 to 1
    ///     (0.2: ±20 %); values outside that range are clamped to it.
    ///   - periodicInterval: the interval of automatic refreshes after
    ///     ``FlagRefresher/start()``, in seconds, or `nil` for none.
    ///   - applyMode: when fetched payloads take effect.
    ///   - sizeLimit: the largest payload accepted, in bytes.
    public init(
        minimumFetchInterval: TimeInterval = 12 * 60 * 60, initialBackoff: TimeInterval = 60,
        maximumBackoff: TimeInterval = 60 * 60, jitter: Double = 0.2, periodicInterval: TimeInterval? = nil,
        applyMode: ApplyMode = .immediately, sizeLimit: Int = Defaults.payloadSizeLimit
    ) {
        self.minimumFetchInterval = minimumFetchInterval
        self.initialBackoff = initialBackoff
        self.maximumBackoff = maximumBackoff
        self.jitter = min(1, max(0, jitter))
        self.periodicInterval = periodicInterval
        self.applyMode = applyMode
        self.sizeLimit = sizeLimit
    }

    /// The wait after `failures` consecutive failures (from 1), before jitter.
    func backoff(afterFailures failures: Int) -> TimeInterval {
        min(maximumBackoff, initialBackoff * pow(2, Double(max(0, failures - 1))))
    }
}
