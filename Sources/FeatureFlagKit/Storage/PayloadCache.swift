import Foundation

/// Where the last known good payload is kept between launches, so an app starts with the
/// payload it last saw even when offline.
///
/// Implementations: ``FilePayloadCache`` (one file, replaced atomically), and
/// `InMemoryPayloadCache` in FeatureFlagKitTestSupport for tests. A refresher given no cache
/// keeps the payload in memory.
public protocol PayloadCache: Sendable {
    /// The cached payload, or `nil` if there is none.
    ///
    /// - Returns: the payload last saved, or `nil` if nothing has been saved yet.
    /// - Throws: ``FlagStorageError`` if the cache exists but can't be read or is corrupt.
    func load() throws(FlagStorageError) -> CachedPayload?

    /// Replaces the cached payload.
    ///
    /// - Parameter payload: the payload to keep, which ``load()`` returns from now on.
    /// - Throws: ``FlagStorageError`` if the cache can't be written.
    func save(_ payload: CachedPayload) throws(FlagStorageError)
}

/// A payload cache in memory, lost at exit: a refresher's cache when the app names none.
final class MemoryPayloadCache: PayloadCache {
    private let stored = Protected<CachedPayload?>(nil)

    func load() -> CachedPayload? {
        stored.withValue { $0 }
    }

    func save(_ payload: CachedPayload) {
        stored.withValue { $0 = payload }
    }
}

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
