import Foundation

/// How the last refresh of a ``FlagRefresher`` ended.
public enum RefreshStatus: Sendable, Equatable {
    /// No fetch has been attempted yet.
    case neverFetched
    /// A new payload was fetched at this time (and applied, unless the apply mode defers it).
    case updated(at: Date)
    /// The source answered that the payload hasn't changed.
    case unchanged(at: Date)
    /// No fetch was made, because the minimum interval or a back-off wait hasn't passed.
    case throttled(at: Date, nextFetch: Date)
    /// The fetch failed; the last good values stay in force. Retried after `nextRetry`.
    case failed(PayloadSourceError, at: Date, nextRetry: Date)

    /// The failure, if the refresh failed.
    public var failure: PayloadSourceError? {
        if case .failed(let error, _, _) = self { error } else { nil }
    }
}

/// The mutable part of a ``FlagRefresher``, always accessed under its lock.
struct RefreshState {
    var status = RefreshStatus.neverFetched
    /// The entity tag of the payload in force (or cached), for conditional requests.
    var entityTag: String?
    var lastSuccess: Date?
    var consecutiveFailures = 0
    var retryAfter: Date?
    /// A payload fetched and validated but not applied yet (``RefreshPolicy/ApplyMode/atNextStart``).
    var pending: (payload: DecodedPayload, fetchedAt: Date)?
    var inFlight: Task<RefreshStatus, Never>?
    var periodicRefresh: Task<Void, Never>?
    /// Set by `stop()`, cleared by `start()`: a `start()` still running must not begin periodic refreshes.
    var isStopped = false

    /// The earliest time an unforced fetch may happen, or `nil` for "now".
    func nextAllowedFetch(policy: RefreshPolicy) -> Date? {
        [lastSuccess.map { $0 + policy.minimumFetchInterval }, retryAfter].compactMap { $0 }.max()
    }
}
