import Foundation

/// Somewhere remote overrides come from: an HTTP server, a file, CloudKit, a test script.
///
/// A source only fetches bytes; decoding, validation and policy are the store's job, so
/// every source gets the same checks.
public protocol OverrideSource: Sendable {
    /// Fetches the current payload.
    ///
    /// - Parameter entityTag: the tag of the payload the caller already has, if any; a source
    ///   that supports conditional requests answers ``FetchResult/unchanged`` when it still matches.
    /// - Throws: ``OverrideSourceError``.
    func fetch(ifNoneMatch entityTag: String?) async throws(OverrideSourceError) -> FetchResult
}

/// The outcome of a successful fetch.
public enum FetchResult: Sendable, Equatable {
    /// A payload, with the tag that identifies this version of it.
    case payload(Data, entityTag: String?)
    /// The payload is the one the caller already has.
    case unchanged
}

/// Why a fetch failed, classified so that callers can react (retry, back off, report).
public struct OverrideSourceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kinds of failure.
    public enum Kind: Sendable, Hashable {
        /// No network, or the host can't be reached or refused the connection.
        case offline
        /// No complete answer within the time limit.
        case timeout
        /// The server answered with an HTTP status other than 200 or 304.
        case httpStatus(Int)
        /// The payload is larger than the size limit.
        case tooLarge
        /// The answer can't be used: a body cut off, a refused redirect.
        case invalidResponse
        /// The source's URL is not HTTPS (plain HTTP is allowed only to a loopback host).
        case insecureURL
        /// A complete payload arrived but was rejected whole (not JSON, wrong version).
        case invalidPayload
        /// Anything else (a file that can't be read, a CloudKit error).
        case other
    }

    /// The kind of failure.
    public var kind: Kind
    /// A full sentence describing the failure.
    public var message: String

    /// Creates an error.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
