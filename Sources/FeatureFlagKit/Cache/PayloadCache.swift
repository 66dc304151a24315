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
    public init(data: Data, entityTag: String?, fetchedAt: Date) {
        self.data = data
        self.entityTag = entityTag
        self.fetchedAt = fetchedAt
    }
}

/// Where the last known good payload is kept between launches, so an app starts with the
/// overrides it last saw even when offline.
///
/// Implementations: ``FilePayloadCache`` (one file, replaced atomically) and
/// ``InMemoryPayloadCache`` for tests.
public protocol PayloadCache: Sendable {
    /// The cached payload, or `nil` if there is none.
    ///
    /// - Throws: ``PayloadCacheError`` if the cache exists but can't be read or is corrupt.
    func load() throws(PayloadCacheError) -> CachedPayload?

    /// Replaces the cached payload.
    func save(_ payload: CachedPayload) throws(PayloadCacheError)
}

/// Why the cache couldn't be read or written.
public struct PayloadCacheError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A full sentence naming the cache and the problem.
    public let description: String

    /// Creates an error.
    public init(_ description: String) {
        self.description = description
    }
}

/// A cache in memory, for tests and previews.
public final class InMemoryPayloadCache: PayloadCache {
    private let stored: Protected<CachedPayload?>

    /// Creates a cache holding `payload`.
    public init(_ payload: CachedPayload? = nil) {
        stored = Protected(payload)
    }

    /// The cached payload.
    public func load() -> CachedPayload? {
        stored.withValue { $0 }
    }

    /// Replaces the cached payload.
    public func save(_ payload: CachedPayload) {
        stored.withValue { $0 = payload }
    }
}
