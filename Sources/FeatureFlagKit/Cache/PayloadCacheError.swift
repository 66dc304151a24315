/// Why the cache couldn't be read or written.
public struct PayloadCacheError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A full sentence naming the cache and the problem.
    public let description: String

    /// Creates an error.
    public init(_ description: String) {
        self.description = description
    }
}
