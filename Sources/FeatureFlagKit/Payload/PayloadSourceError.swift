/// Why a fetch failed, classified so that callers can react (retry, back off, report).
public struct PayloadSourceError: Error, Sendable, Hashable, CustomStringConvertible {
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
    package var message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - kind: the kind of failure, which callers react to.
    ///   - message: a full sentence describing the failure.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
