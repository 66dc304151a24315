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
