import Foundation

/// The last payload that was fetched and decoded successfully, with what is needed to fetch
/// conditionally next time.
public struct CachedPayload: Sendable, Equatable {
    /// The payload's bytes, exactly as fetched.
    public var data: Data
    /// The entity tag the source gave it, for `If-None-Match`.
    public var entityTag: String?
    /// When it was fetched.
    public var fetchedAt: Date

    /// Creates a cached payload.
    ///
    /// - Parameters:
    ///   - data: the payload's bytes, exactly as fetched.
    ///   - entityTag: the entity tag the source gave the payload, or `nil` if it gave none.
    ///   - fetchedAt: when the payload was fetched.
    public init(data: Data, entityTag: String?, fetchedAt: Date) {
        self.data = data
        self.entityTag = entityTag
        self.fetchedAt = fetchedAt
    }
}
