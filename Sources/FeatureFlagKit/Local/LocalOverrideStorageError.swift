/// Why stored local overrides couldn't be read or written.
public struct LocalOverrideStorageError: Error, Sendable, CustomStringConvertible {
    /// The kinds of failure.
    public enum Kind: Sendable, Hashable {
        /// The storage couldn't be read or written (permissions, a locked device, a full disk,
        /// a document from a newer version of the app). The stored overrides may be fine, so a
        /// store never overwrites them after this.
        case unavailable
        /// The stored data is not valid overrides; the next save replaces it.
        case corrupt
    }

    /// The kind of failure.
    public let kind: Kind
    /// A full sentence naming the storage and the problem.
    public let description: String

    /// Creates an error.
    public init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }
}
