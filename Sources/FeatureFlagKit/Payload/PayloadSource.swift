import Foundation

/// Somewhere remote payloads come from: an HTTP server, a file, CloudKit, a test script.
///
/// A source only fetches bytes; decoding, validation and policy are the store's job, so
/// every source gets the same checks.
public protocol PayloadSource: Sendable {
    /// Fetches the current payload.
    ///
    /// - Parameter entityTag: the tag of the payload the caller already has, if any; a source
    ///   that supports conditional requests answers ``FetchResult/unchanged`` when it still matches.
    /// - Returns: the payload with its entity tag, or ``FetchResult/unchanged`` if `entityTag`
    ///   still matches.
    /// - Throws: ``PayloadSourceError``, classified by ``PayloadSourceError/Kind``, when the
    ///   fetch fails.
    func fetch(ifNoneMatch entityTag: String?) async throws(PayloadSourceError) -> FetchResult
}

/// The outcome of a successful fetch.
public enum FetchResult: Sendable, Equatable {
    /// A payload, with the tag that identifies this version of it.
    case payload(Data, entityTag: String?)
    /// The payload is the one the caller already has.
    case unchanged
}
