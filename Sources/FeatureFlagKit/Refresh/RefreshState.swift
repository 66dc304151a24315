import Foundation

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
