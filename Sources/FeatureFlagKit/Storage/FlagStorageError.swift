/// Why stored local overrides, a cached payload or the install id couldn't be read or written.
public struct FlagStorageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kinds of failure.
    public enum Kind: Sendable, Hashable {
        /// The storage couldn't be read or written (permissions, a locked device, a full disk,
        /// a document from a newer version of the app). The stored data may be fine, so a
        /// store never overwrites its overrides after this.
        case unavailable
        /// The stored data is not valid overrides or a valid cached payload; the next save
        /// replaces it.
        case corrupt
    }

    /// The kind of failure.
    public let kind: Kind
    /// A full sentence naming the storage and the problem.
    public let description: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - kind: the kind of failure, which decides whether a store may overwrite the data.
    ///   - description: a full sentence naming the storage and the problem.
    public init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }
}
